"""Issue 31, the blind set's classes, each as a rule over meanings, tested on sentences of our own
(none from any evaluation corpus): a week of July 2026 in Seoul, asked on Thursday the 16th."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval
from moss.domain.recurrence import Recurrence, occurrences

from ..fakes import SEED_NOW, SEOUL, at, meeting, vacation, weekday_standup

NEXT_WEEK = Interval(start_time=at(20), end_time=at(27))
# Tuesday a Korean-titled meeting, Wednesday an English-titled lesson, Thursday a day off.
WEEK = [meeting("주간 마케팅 회의", 21, 10), meeting("Guitar lesson", 22, 17), vacation(23)]


def unsupported(answer: str, facts: list[FactDraft] = WEEK) -> list[str]:
    return check_grounding(answer, facts=facts, window=NEXT_WEEK, now=SEED_NOW, timezone=SEOUL).unsupported


@pytest.mark.parametrize(
    "answer",
    [
        "On Tuesday the marketing meeting starts at 10am.",
        "Your guitar lessons are on Wednesday at 5pm.",
        "수요일 오후 5시에 기타 레슨이 있어요.",
        "화요일 오전 10시에 마케팅 회의가 있습니다.",
        "The weekly marketing call is Tuesday at 10.",
    ],
)
def test_a_title_said_by_some_of_its_words_or_in_the_other_language_is_the_title(answer):
    assert unsupported(answer) == []


@pytest.mark.parametrize(
    "answer",
    [
        "On Tuesday the sales meeting starts at 10am.",
        "수요일 오후 5시에 영어 레슨이 있어요.",
        "Your piano lessons are on Wednesday at 5pm.",
    ],
)
def test_words_of_no_context_title_still_name_an_invented_one(answer):
    assert any(problem.startswith("title") for problem in unsupported(answer))


def test_a_title_said_in_part_is_checked_against_its_own_fact():
    assert unsupported("The marketing meeting is on Tuesday at 3pm.") != []


def test_a_duration_in_the_next_clause_is_how_long_the_event_before_it_lasts():
    assert unsupported("The guitar lesson is on Wednesday at 5pm and lasts an hour.") == []
    assert unsupported("The guitar lesson is on Wednesday at 5pm and lasts three hours.") != []


@pytest.mark.parametrize(
    "answer", ["Thursday is open.", "Thursday looks wide open for a lunch.", "목요일은 비어 있어요."]
)
def test_a_time_said_open_holds_no_event_of_any_kind_time_off_included(answer):
    assert any(problem.startswith("denial") for problem in unsupported(answer))


def test_a_day_said_open_with_nothing_on_it_passes():
    assert unsupported("Friday is open.") == []


def test_off_before_a_day_is_time_off_on_that_day():
    assert unsupported("You're off Thursday.") == []
    assert any(problem.startswith("date") for problem in unsupported("You're off Tuesday and Thursday."))


# A vacation Wednesday to Friday (ending Saturday 00:00), and one on Monday only.
AWAY = [vacation(22, days=3), vacation(20)]


@pytest.mark.parametrize("answer", ["You're back on Monday the 27th.", "월요일에 복귀하세요.", "You return Tuesday."])
def test_a_return_day_is_the_day_after_a_time_off_or_the_weekday_after_its_weekend(answer):
    assert unsupported(answer, AWAY) == []


@pytest.mark.parametrize(
    "answer", ["You're back Friday.", "목요일에 복귀하십니다.", "You're back on Thursday the 23rd."]
)
def test_a_return_day_said_without_naming_the_time_off_is_checked_against_it(answer):
    assert any("returns" in problem for problem in unsupported(answer, AWAY))


def test_an_end_said_with_an_end_word_is_the_events_end():
    assert unsupported("On Wednesday the guitar lesson starts at 5pm, wrapping up at 6pm.") == []
    assert unsupported("On Wednesday the guitar lesson starts at 5pm, ending at 7pm.") != []


NEW_YORK = ZoneInfo("America/New_York")
# The night New York springs forward (2027-03-14, 2am becomes 3am): a shift from 22:00 to 06:00 lasts 7 hours.
SHIFT = FactDraft(
    predicate="meeting",
    object_value="Overnight shift",
    start_time=datetime(2027, 3, 13, 22, tzinfo=NEW_YORK),
    end_time=datetime(2027, 3, 14, 6, tzinfo=NEW_YORK),
)
WEEKEND = Interval(start_time=datetime(2027, 3, 13, tzinfo=NEW_YORK), end_time=datetime(2027, 3, 15, tzinfo=NEW_YORK))


def shift_problems(answer: str) -> list[str]:
    now = datetime(2027, 3, 12, 9, tzinfo=NEW_YORK)
    return check_grounding(answer, facts=[SHIFT], window=WEEKEND, now=now, timezone=NEW_YORK).unsupported


@pytest.mark.parametrize(
    "answer",
    [
        "Daylight saving starts at 2am on Sunday, so your overnight shift from 10pm to 6am is only seven hours.",
        "일요일 새벽 2시에 시계가 한 시간 앞당겨져서, 밤 10시부터 오전 6시까지 Overnight shift는 7시간입니다.",
    ],
)
def test_the_time_of_a_clock_change_is_the_zones_and_a_duration_is_elapsed_time(answer):
    assert shift_problems(answer) == []


@pytest.mark.parametrize(
    ("answer", "problem"),
    [
        ("The clocks go forward at 3am on Sunday.", "time 3am is no clock change"),
        ("Your overnight shift from 10pm to 6am lasts eight hours.", "'lasts eight hours' is not how long"),
    ],
)
def test_a_wrong_clock_change_or_a_wall_clock_duration_is_reported(answer, problem):
    assert any(p.startswith(problem) for p in shift_problems(answer))


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("The lesson on Wednesday is at 5pm.", True),
        ("The lesson on Wednesday is an hour long.", True),
        ("The lesson on Tuesday is at 10am.", False),  # the marketing meeting is then, not the lesson
        ("화요일 회의는 오전 10시에 두 시간 동안 합니다.", False),
        ("Two meetings next week: Tuesday at 10 and Wednesday at 5.", True),
    ],
)
def test_an_event_word_that_is_a_word_of_a_title_speaks_of_that_titles_facts(answer, grounded):
    assert (unsupported(answer) == []) is grounded


def test_someone_said_in_the_other_language_is_the_titles_attendee():
    facts = [meeting("Call with Dad", 21, 19, minutes=30)]
    assert unsupported("화요일 저녁 7시에 아빠와 통화가 있어요.", facts) == []
    assert unsupported("화요일 저녁 7시에 삼촌과 통화가 있어요.", facts) == ["attendee '삼촌'"]


def test_a_half_day_is_time_off_and_last_qualifies_no_title():
    facts = [vacation(21).model_copy(update={"end_time": at(21, 12)}), meeting("Guitar lesson", 21, 17)]
    answer = "Tuesday: a half day off until noon, and your last event is the guitar lesson at 5pm."
    assert unsupported(answer, facts) == []
    assert unsupported("Tuesday: a half day until 2pm.", facts) != []


def scrum_week() -> list[FactDraft]:
    """A 데일리 스크럼 at 9:30 every weekday, as the query use case gives it: one fact per occurrence."""
    scrum = weekday_standup().model_copy(update={"object_value": "데일리 스크럼"})
    return occurrences([scrum], at(20), at(27))


def test_a_qualifier_that_is_a_titles_word_is_no_time_of_day():
    assert unsupported("Next week: the daily scrum every weekday at 9:30am.", scrum_week()) == []


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("다음 주 월요일부터 금요일까지 매일 오전 9시 30분에 스크럼이 있어요.", True),
        ("Every day from Monday through Friday, the scrum is at 9:30am.", True),
        ("다음 주 월요일부터 일요일까지 매일 오전 9시 30분에 스크럼이 있어요.", False),
    ],
)
def test_every_day_runs_over_the_days_the_clause_names_by_their_edges(answer, grounded):
    assert (unsupported(answer, scrum_week()) == []) is grounded


def test_a_word_of_no_kind_beside_a_denial_leaves_no_fact_standing():
    assert any(p.startswith("denial") for p in unsupported("Thursday is free if you want to plan something."))
    assert unsupported("Friday is free if you want to plan something.") == []


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("You're on vacation Wednesday and Thursday.", False),
        ("수요일과 목요일에 휴가예요.", False),
        ("You're on vacation Wednesday, Thursday and Friday.", True),
        ("You're on vacation Thursday.", True),  # one day says no extent
        ("You're on vacation from Wednesday through Friday.", True),
    ],
)
def test_days_listed_for_a_time_off_are_all_its_days(answer, grounded):
    assert (unsupported(answer, [vacation(22, days=3)]) == []) is grounded


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("다음 주 스크럼은 화·목 오전 9시 30분이에요.", False),
        ("Next week the scrum is on Tuesday and Thursday at 9:30am.", False),
        ("다음 주 스크럼은 월·화·수·목·금 오전 9시 30분이에요.", True),
        ("On Tuesday and Thursday the scrum is at 9:30am.", True),  # no stretch named: those days only
    ],
)
def test_days_listed_for_a_series_within_a_named_week_are_all_its_days_there(answer, grounded):
    assert (unsupported(answer, scrum_week()) == []) is grounded


TUESDAY = [meeting("주간 마케팅 회의", 21, 10), meeting("Guitar lesson", 21, 17)]


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("화요일 일정은 총 2개예요.", True),
        ("화요일 일정은 총 3개예요.", False),
        ("화요일에는 마케팅 회의와 기타 레슨, 이렇게 두 개뿐이에요.", True),
        ("화요일에는 마케팅 회의, 이렇게 하나뿐이에요.", False),
    ],
)
def test_a_total_counts_every_fact_of_the_days(answer, grounded):
    assert (unsupported(answer, TUESDAY) == []) is grounded


@pytest.mark.parametrize(("answer", "grounded"), [("휴가는 총 3일이에요.", True), ("휴가는 모두 4일이에요.", False)])
def test_a_total_of_days_is_how_long_a_time_off_is_not_a_date(answer, grounded):
    assert (unsupported(answer, [vacation(22, days=3)]) == []) is grounded


def test_a_time_said_alone_on_a_day_is_the_start_on_that_day():
    night = [FactDraft(predicate="meeting", object_value="Server migration", start_time=at(24, 23), end_time=at(25, 2))]
    assert unsupported("The server migration starts at 11pm on Friday.", night) == []
    assert unsupported("The server migration starts at 11pm on Saturday.", night) != []
    assert unsupported("The server migration runs from 11pm Friday to 2am on Saturday.", night) == []


AWAY_THEN_CRIT = [vacation(22, days=3), meeting("Design crit", 25, 10)]


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("금요일은 휴가가 끝난 뒤라 한가해요.", False),  # Friday is the vacation's last day
        ("After your vacation ends, Friday is free.", False),
        ("일요일은 휴가가 끝난 뒤라 비어 있어요.", True),
        ("휴가가 끝나면 토요일 오전 9시에 Design crit이 있어요.", False),
        ("휴가가 끝나면 토요일 오전 10시에 Design crit이 있어요.", True),
    ],
)
def test_an_event_said_as_over_is_stated_on_no_day_the_clause_names(answer, grounded):
    assert (unsupported(answer, AWAY_THEN_CRIT) == []) is grounded


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("다음 주 수요일에는 기타 레슨 하나뿐이에요.", True),
        ("Next week there's only one guitar lesson on Wednesday.", True),
        ("다음 주 수요일에는 기타 레슨이 두 번 있어요.", False),
    ],
)
def test_a_count_on_a_day_named_within_a_week_counts_that_day_of_it(answer, grounded):
    lesson = meeting("Guitar lesson", 22, 17).model_copy(
        update={"recurrence": Recurrence(rrule="FREQ=WEEKLY;BYDAY=WE", timezone="Asia/Seoul")}
    )
    window = Interval(start_time=at(20), end_time=at(3, month=8))
    facts = occurrences([lesson], window.start_time, window.end_time)
    problems = check_grounding(answer, facts=facts, window=window, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is grounded


def test_a_denial_that_names_its_exceptions_leaves_only_those_standing():
    answer = "On Tuesday you're free from 11am onward apart from the guitar lesson at 5pm."
    assert unsupported(answer, TUESDAY) == []
    assert any(p.startswith("denial") for p in unsupported(answer, [*TUESDAY, meeting("Vendor call", 21, 14)]))


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("On Tuesday the vendor call is a half-hour appointment at 2pm.", True),
        ("The vendor call on Tuesday at 2pm takes half an hour.", True),
        ("On Tuesday the vendor call is a half-hour appointment at 2pm, then a two-and-a-half-hour gap.", True),
        ("The marketing meeting on Tuesday at 10am takes half an hour.", False),
    ],
)
def test_a_half_hour_is_a_length_not_a_title(answer, grounded):
    assert (unsupported(answer, [*TUESDAY, meeting("Vendor call", 21, 14, minutes=30)]) == []) is grounded


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("On Tuesday the marketing meeting runs from 10 to 11.", True),
        ("On Tuesday the marketing meeting runs from 10 to 12.", False),
        ("화요일 마케팅 회의는 10시부터 11시까지예요.", True),
    ],
)
def test_the_bare_last_hour_of_a_range_is_the_events_end(answer, grounded):
    assert (unsupported(answer) == []) is grounded


# Titles written with punctuation: a kind before a colon, a person in brackets, a quoted name.
PUNCTUATED = [meeting("Lesson: jazz piano", 21, 14), meeting("면담 (박 부장님)", 22, 11)]


@pytest.mark.parametrize(
    ("answer", "facts", "grounded"),
    [
        ("The lesson on Tuesday starts at 2pm.", PUNCTUATED, True),
        ("The piano lesson is Tuesday at 2pm.", PUNCTUATED, True),
        ("수요일 11시에 부장님 면담이 있어요.", PUNCTUATED, True),
        ("The cello lesson is Tuesday at 2pm.", PUNCTUATED, False),
        ("The lesson on Wednesday starts at 2pm.", PUNCTUATED, False),
        # a quoted name is what tells the title apart: said without it, no title is named
        ("Tuesday's design review starts at 2pm.", [meeting('Design review: "Atlas"', 21, 14)], False),
        ("The Atlas review is on Tuesday at 2pm.", [meeting('Design review: "Atlas"', 21, 14)], True),
    ],
)
def test_punctuation_around_a_title_word_is_none_of_it(answer, facts, grounded):
    assert (unsupported(answer, facts) == []) is grounded


# Tuesday: a rehearsal 14:00–15:30 and a fitting 15:00–16:00 share half an hour; a call at 17:00 shares none.
CLASHING = [meeting("Rehearsal", 21, 14, 90), meeting("Fitting", 21, 15), meeting("Call with Jun", 21, 17)]


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("On Tuesday there's one conflict: the rehearsal and the fitting.", True),
        ("On Tuesday there are two conflicts: rehearsal vs. fitting, and fitting vs. the call with Jun.", False),
        ("The rehearsal and the fitting overlap by a full hour.", False),
        ("The rehearsal and the fitting overlap by half an hour.", True),
    ],
)
def test_a_count_of_overlaps_is_of_pairs_sharing_time_and_their_length_may_be_full(answer, grounded):
    assert (unsupported(answer, CLASHING) == []) is grounded


def _weekly(title: str, day: int, hour: int, byday: str, skipped: tuple[int, ...] = ()) -> list[FactDraft]:
    """A weekly series from the given July day, as its occurrences in the three weeks from July 20, less the days
    skipped."""
    first = meeting(title, day, hour).model_copy(
        update={"recurrence": Recurrence(rrule=f"FREQ=WEEKLY;BYDAY={byday}", timezone="Asia/Seoul")}
    )
    facts = occurrences([first], at(20), at(10, month=8))
    return [f for f in facts if f.start_time.day not in skipped or f.start_time.month != 7]


THREE_WEEKS = Interval(start_time=at(20), end_time=at(10, month=8))
# Yoga on Mondays and Wednesdays at 19:00, the Wednesday of July 22 skipped; a flight on Friday the 24th at 8.
YOGA = [*_weekly("요가", 20, 19, "MO,WE", skipped=(22,)), meeting("Flight to Lima", 24, 8)]


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("다음 주 수요일 수업은 빠졌어요.", True),
        ("The Wednesday 22nd class is cancelled.", True),
        ("수요일 수업이 빠져서 다음 주엔 월요일 요가만 있어요.", True),
        ("다음 주 월요일 수업은 빠졌어요.", False),  # Monday's class takes place
        ("The Monday 27th class is cancelled.", False),
        ("Before the trip there's a class on Monday at 7pm.", True),
        ("수요일 29일 수업은 저녁 7시예요.", True),
        ("수요일 29일 수업은 저녁 8시예요.", False),
    ],
)
def test_a_class_named_by_its_kind_and_a_skipped_occurrence_denied_on_its_next_day(answer, grounded):
    problems = check_grounding(answer, facts=YOGA, window=THREE_WEEKS, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is grounded


def test_a_one_off_said_cancelled_is_still_a_change_the_context_cannot_hold():
    assert any(p.startswith("change") for p in unsupported("The marketing meeting on Tuesday is cancelled."))


# A night shift Tuesday 22:00 – Wednesday 06:00; a guitar lesson on Wednesday at 5pm.
NIGHT = [meeting("야간 당직", 21, 22, 8 * 60), meeting("Guitar lesson", 22, 17)]


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("7월 22일 수요일: 당직 종료 06:00, 기타 레슨 17:00.", True),
        ("7월 22일 수요일: 당직 종료 07:00, 기타 레슨 17:00.", False),
        ("기타 레슨은 한 번에 한 시간이에요.", True),
        ("기타 레슨은 한 번에 두 시간이에요.", False),
        ("다음 주 일정은 두 개예요. 기타 레슨 1번(수), 화요일 야간 당직.", True),
        ("다음 주 일정은 두 개예요. 기타 레슨 2번(수), 화요일 야간 당직.", False),
    ],
)
def test_an_end_said_as_a_noun_before_its_time_and_counts_in_times_are_of_their_title(answer, grounded):
    assert (unsupported(answer, NIGHT) == []) is grounded


# Seoul keeps no clock change: a night in New York across the fall-back, 22:00 Saturday – 06:00 Sunday (nine hours).
NEW_YORK = ZoneInfo("America/New_York")
FALL_BACK = [
    FactDraft(
        predicate="meeting",
        object_value="Night watch",
        start_time=datetime(2026, 10, 31, 22, 0, tzinfo=NEW_YORK),
        end_time=datetime(2026, 11, 1, 6, 0, tzinfo=NEW_YORK),
    )
]


@pytest.mark.parametrize(
    ("answer", "grounded"),
    [
        ("서머타임이 끝나서 Night watch는 9시간이에요.", True),
        ("서머타임이 끝나서 Night watch는 8시간으로 줄어요.", False),
        ("Daylight saving ends overnight, so the night watch is 9 hours long.", True),
        ("Daylight saving ends overnight, so the night watch is 8 hours long.", False),
        ("The night watch runs 10 pm to 6 am — nine hours.", True),
        ("The night watch runs 10 pm to 6 am — eight and a half hours.", False),
    ],
)
def test_a_length_said_of_an_event_across_a_clock_change_is_its_elapsed_time(answer, grounded):
    window = Interval(
        start_time=datetime(2026, 10, 31, tzinfo=NEW_YORK), end_time=datetime(2026, 11, 2, tzinfo=NEW_YORK)
    )
    now = datetime(2026, 10, 30, 12, tzinfo=NEW_YORK)
    problems = check_grounding(answer, facts=FALL_BACK, window=window, now=now, timezone=NEW_YORK).unsupported
    assert (problems == []) is grounded


# -- what the check read as wrong though it was true (probes of our own over the blind dev contexts) ------------

SUNDAY_NIGHT = datetime(2026, 7, 19, 20, 0, tzinfo=SEOUL)
BUSY_TUESDAY = [
    meeting("Design review", 21, 9),
    meeting("박 팀장 1:1 면담", 21, 11),
    meeting("Budget sync", 21, 15),
    meeting("Guitar lesson", 22, 17),
    meeting("Dentist", 24, 9),
]


def unsupported_on_sunday(answer: str) -> list[str]:
    return check_grounding(
        answer, facts=[WEEK[1], BUSY_TUESDAY[-1]], window=NEXT_WEEK, now=SUNDAY_NIGHT, timezone=SEOUL
    ).unsupported


@pytest.mark.parametrize(
    "answer",
    ["You have two things this week: guitar on Wednesday and the dentist on Friday.", "이번 주 일정은 두 개예요."],
)
def test_this_week_said_on_a_sunday_may_be_the_coming_week(answer):
    assert unsupported_on_sunday(answer) == []


@pytest.mark.parametrize("answer", ["You have three things this week.", "Nothing is scheduled this week."])
def test_this_week_said_on_a_sunday_is_still_checked(answer):
    assert unsupported_on_sunday(answer) != []


@pytest.mark.parametrize(
    "answer", ["Tuesday is your busiest day. Three meetings.", "화요일이 제일 바빠요. 회의가 세 개 있거든요."]
)
def test_a_count_naming_no_day_may_count_the_days_of_the_sentence_before(answer):
    assert unsupported(answer, BUSY_TUESDAY) == []


@pytest.mark.parametrize(
    "answer", ["Tuesday is your busiest day. Two meetings.", "화요일이 제일 바빠요. 회의가 두 개 있거든요."]
)
def test_a_count_fitting_neither_the_sentence_before_nor_the_window_is_wrong(answer):
    assert unsupported(answer, BUSY_TUESDAY) != []


@pytest.mark.parametrize(
    "answer", ["You'll be done with the dentist by 10 on Friday.", "Friday at 10 you're done with the dentist."]
)
def test_done_with_an_event_at_a_time_is_its_end(answer):
    assert unsupported(answer, BUSY_TUESDAY) == []


def test_done_with_an_event_at_another_time_is_wrong():
    assert unsupported("You'll be done with the dentist by 11 on Friday.", BUSY_TUESDAY) != []


def test_a_title_person_said_with_an_honorific_the_title_leaves_out_is_the_title():
    assert unsupported("화요일 11시에 박 팀장님 1:1이 있어요.", BUSY_TUESDAY) == []
    assert unsupported("화요일 11시에 최 팀장님 1:1이 있어요.", BUSY_TUESDAY) != []


def test_a_korean_word_placing_an_event_in_time_qualifies_no_title():
    assert unsupported("다음 주 동안 회의는 다섯 개예요.", BUSY_TUESDAY) == []
    assert unsupported("다음 주 동안 예산 회의는 다섯 개예요.", BUSY_TUESDAY) != []
