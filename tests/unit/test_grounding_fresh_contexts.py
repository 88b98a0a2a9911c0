"""Issue 31, the tenth blind batch's classes, each as a rule over meanings, tested on sentences of our own
(none from any evaluation corpus): the week of Monday 20 July 2026 in Seoul, asked on Thursday the 16th."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.grounding.checks import _fact_span, _time_supported
from moss.domain.grounding.claims import _TimeMention
from moss.domain.grounding.context import _SpanIndex
from moss.domain.models import FactDraft, Interval
from moss.domain.recurrence import Recurrence, occurrences

from ..fakes import SEED_NOW, SEOUL, at, hours_off, meeting, vacation, weekday_standup

NEXT_WEEK = Interval(start_time=at(20), end_time=at(27))


def days_off(first: int, days: int) -> FactDraft:
    """Time off from midnight of the day `first`, `days` whole days long."""
    return FactDraft(predicate="vacation", object_value="Vacation", start_time=at(first), end_time=at(first + days))


def unsupported(
    answer: str, facts: list[FactDraft], window: Interval = NEXT_WEEK, now: datetime = SEED_NOW
) -> list[str]:
    return check_grounding(answer, facts=facts, window=window, now=now, timezone=SEOUL).unsupported


# A review on Wednesday morning and the afternoon off after it; Friday's morning off.
HALF_DAYS = [meeting("Design review", 22, 10), hours_off(22, 14, 4), hours_off(24, 9, 4)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Wednesday you have the design review at 10 before your afternoon off starts at 2.", True),
        ("You have Wednesday afternoon off and Friday morning off too.", True),
        ("You have Wednesday afternoon off, and Friday afternoon off too.", False),
        ("You're only working the morning on Wednesday - your afternoon off starts at 2.", True),
        ("On Wednesday your afternoon off starts at 3.", False),
    ],
)
def test_a_part_of_the_day_taken_off_is_time_off_then_whatever_follows(answer, faithful):
    """ "afternoon off" is time off in the afternoon, before a verb or a word as before a stop; the part one is
    said to be working ("working the morning") is no event's."""
    assert (unsupported(answer, HALF_DAYS) == []) is faithful


# Off Wednesday the 22nd to Saturday the 25th: four calendar days.
FOUR_DAYS_OFF = [days_off(22, 4)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일부터 토요일까지 4일 휴가예요.", True),
        ("휴가는 22일부터 25일까지 4일이에요.", True),
        ("수요일부터 토요일까지 3일 휴가예요.", False),
        ("휴가는 22일부터 25일까지 5일이에요.", False),
    ],
)
def test_days_said_right_after_a_korean_range_are_its_length_not_a_date(answer, faithful):
    """ "월요일까지 4일 휴가": the days after "까지" count the range's calendar days."""
    assert (unsupported(answer, FOUR_DAYS_OFF) == []) is faithful


MONDAY_LESSON = [meeting("Spanish lesson", 20, 18)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("No Spanish lesson on Wednesday this time — just Monday's.", True),
        ("There's no Spanish lesson Wednesday, only the one on Monday.", True),
        ("No Spanish lesson on Monday this time — just Wednesday's.", False),
    ],
)
def test_a_day_set_apart_after_a_denial_with_just_is_the_one_it_leaves_standing(answer, faithful):
    assert (unsupported(answer, MONDAY_LESSON) == []) is faithful


MONDAY = Interval(start_time=at(20), end_time=at(21))
# Monday: a team meeting 15–16, the orthopaedist 17–17:30, a late film at 23.
EVENING_PLANS = [meeting("팀 회의", 20, 15), meeting("정형외과 진료", 20, 17, 30), meeting("심야 영화", 20, 23, 120)]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        ("팀 회의 끝나고 정형외과 가기 전까지 한 시간 비어요.", EVENING_PLANS, True),
        ("팀 회의 끝나고 정형외과 가기 전까지 두 시간 비어요.", EVENING_PLANS, False),
        ("정형외과 끝나고 영화 보기 전까지 자유 시간이에요.", EVENING_PLANS, True),
        ("정형외과 끝나고 영화 보기 전까지 자유 시간이에요.", [*EVENING_PLANS, meeting("저녁 약속", 20, 19)], False),
    ],
)
def test_a_korean_free_stretch_until_going_to_an_event_ends_at_its_start(answer, facts, faithful):
    """ "영화 보기 전까지", "정형외과 가기 전까지": until the event starts, which bounds the free time, is not denied;
    a title word ending as a particle would ("정형외과") is read whole."""
    assert (unsupported(answer, facts, MONDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("정형외과 진료는 30분이라 5시 반이면 끝나요.", True),
        ("팀 회의는 4시면 끝나요.", True),
        ("팀 회의는 5시면 끝나요.", False),
    ],
)
def test_a_korean_time_said_with_if_before_an_end_word_is_the_end(answer, faithful):
    """ "6시면 끝나요": by then it is over, so the time is the event's end."""
    assert (unsupported(answer, EVENING_PLANS, MONDAY) == []) is faithful


GUITAR = [meeting("Guitar lesson", 21, 17), meeting("Guitar lesson", 23, 17)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("First thing in July that week is the guitar lesson on Tuesday the 21st at 5.", True),
        ("Guitar lessons are on the 21st and 23rd.", True),
        ("Guitar lessons are on the 21st, 22nd and 23rd.", False),
        ("Guitar lessons at 5 pm: the 21st, 23rd and 24th.", False),
    ],
)
def test_a_month_said_alone_is_no_place_and_ordinals_listed_after_a_day_are_days(answer, faithful):
    assert (unsupported(answer, GUITAR) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Guitar lessons every Tuesday and Thursday in July, the 21st to the 23rd.", True),
        ("Guitar lessons every Tuesday, Wednesday and Thursday in July.", False),
        ("기타 레슨은 7월에 두 번 있어요.", True),
        ("기타 레슨은 7월에 세 번 있어요.", False),
    ],
)
def test_a_month_said_alone_is_every_day_of_it_in_the_window(answer, faithful):
    """ "every Tuesday in July", "7월에 두 번": the weekdays and the count are of that month's days asked about."""
    assert (unsupported(answer, GUITAR) == []) is faithful


TWO_WEEKS = Interval(start_time=at(20), end_time=at(3, month=8))
LESSONS_THEN_REVIEW = [*GUITAR, meeting("Design review", 28, 10)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The week of the 20th has two guitar lessons.", True),
        ("The week of the 22nd has two things.", True),
        ("The week of the 28th has one thing: the design review.", True),
        ("The week of the 27th has two guitar lessons.", False),
        ("The week of the 28th has two things.", False),
    ],
)
def test_the_week_of_a_day_is_every_day_of_its_week(answer, faithful):
    assert (unsupported(answer, LESSONS_THEN_REVIEW, TWO_WEEKS) == []) is faithful


WEDDING = [meeting("수진이 결혼식 (더채플)", 25, 12, 90)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("토요일 낮 12시에 수진 님 결혼식이 있어요.", True),
        ("토요일 12시 수진 씨 결혼식이에요.", True),
        ("토요일 12시에 수진이 결혼식 가요.", True),
        ("토요일 낮 12시에 지현 님 결혼식이 있어요.", False),
    ],
)
def test_a_korean_name_is_the_same_with_an_honorific_apart_or_the_fond_i_after_it(answer, faithful):
    """ "수진이 결혼식" said as "수진 님 결혼식": the honorific is said of the name before it, and "이" after a name
    ending in a consonant is no part of it."""
    assert (unsupported(answer, WEDDING) == []) is faithful


CLIENT_AND_CHECKUP = [meeting("건강검진 (강북삼성병원)", 20, 8, 90), meeting("고객사 미팅 (삼성동 코엑스)", 20, 14, 90)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("월요일 오후 2시 고객사 미팅은 코엑스에서 해요.", True),
        ("고객사 미팅은 삼성동 코엑스에서 1시간 반이에요.", True),
        ("건강검진은 강북삼성병원에서 1시간 반이에요.", True),
        ("고객사 미팅은 광화문에서 있어요.", False),
        ("고객사 미팅은 강남 코엑스에서 있어요.", False),
        ("건강검진은 서울대병원에서 1시간 반이에요.", False),
    ],
)
def test_where_a_korean_answer_says_an_event_is_must_be_in_its_title(answer, faithful):
    """ "미팅은 광화문에서": the place said after the event is where it is, each word a part of a title's word; a
    title's compound word in brackets ("(강북삼성병원)") is its word, whatever event word it holds."""
    assert (unsupported(answer, CLIENT_AND_CHECKUP, MONDAY) == []) is faithful


SUNDAY_EVENING = at(19, 21)  # asked on Sunday the 19th about the coming week


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        ("이번 주 일정이에요. 금요일부터 휴가 시작이고, 주말까지 쭉 휴가예요.", [days_off(24, 4)], True),
        ("This week: your vacation starts Friday and runs through the weekend.", [days_off(24, 4)], True),
        ("이번 주 일정이에요. 금요일부터 휴가 시작이고, 주말까지 쭉 휴가예요.", [days_off(24, 1)], False),
    ],
)
def test_on_a_sunday_the_weekend_of_this_week_may_be_the_coming_one(answer, facts, faithful):
    assert (unsupported(answer, facts, now=SUNDAY_EVENING) == []) is faithful


# Off Wednesday to Friday of the first week; a review on the second Wednesday, that Friday's afternoon off.
OFF_THEN_HALF_DAY = [days_off(22, 3), meeting("Design review", 29, 10), hours_off(31, 14, 4)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 디자인 리뷰, 금요일 오후 반차예요.", True),
        ("Wednesday the design review, Friday a half day off in the afternoon.", True),
        ("수요일 디자인 리뷰, 화요일 오후 반차예요.", False),
    ],
)
def test_a_half_day_listed_with_days_says_nothing_of_a_longer_time_off(answer, faithful):
    """Days listed for time off say its extent, but a half day is of one day: a vacation over those weekdays in
    another week is not left out."""
    assert (unsupported(answer, OFF_THEN_HALF_DAY, TWO_WEEKS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The design review is Wednesday the 29th, 10 to 11.", True),
        ("The design review is Wednesday the 29th, 10 to 12.", False),
        ("The design review is Wednesday the 29th, 9–10.", False),
    ],
)
def test_bare_hours_after_a_weekday_and_its_day_of_the_month_are_a_range_of_clock_times(answer, faithful):
    assert (unsupported(answer, OFF_THEN_HALF_DAY, TWO_WEEKS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("기타 레슨은 화·목 오후 5시, 다음 주에 두 번 있어요.", True),
        ("기타 레슨은 화·목 오후 5시, 다음 주에 세 번 있어요.", False),
    ],
)
def test_how_often_a_korean_topic_happens_may_be_said_at_the_end_of_its_sentence(answer, faithful):
    assert (unsupported(answer, GUITAR) == []) is faithful


# Session 19's own probe: answers built from the blind development contexts' facts in many time forms.
NIGHT_SHIFT = [meeting("Night shift", 25, 22, 8 * 60), meeting("Brunch with Dana", 26, 11, 90)]
WEEKEND = Interval(start_time=at(25), end_time=at(27))


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Night shift runs 10pm–6am on Saturday.", True),
        ("Night shift runs 10pm to 6am on Sat Jul 25.", True),
        ("Night shift runs 10pm–7am on Saturday.", False),
    ],
)
def test_a_day_said_after_a_range_across_midnight_is_its_start(answer, faithful):
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND) == []) is faithful


def test_a_moment_run_across_and_the_same_moment_as_a_start_are_checked_apart():
    """Whether a time is stated is asked once per reading and kept: running across midnight must not vouch for
    starting then, nor the other way round."""
    spans = _SpanIndex([_fact_span(NIGHT_SHIFT[0], SEOUL)])
    midnight = frozenset({0, 24 * 60})
    across = _TimeMention((0, 8), "midnight", midnight, inside=True)
    at_midnight = _TimeMention((20, 28), "midnight", midnight)
    assert _time_supported(spans, across) and not _time_supported(spans, at_midnight)


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("일요일 점심 11시에 Brunch with Dana 있어요.", True),
        ("7월 26일(일) 점심 11시부터 점심 12시 반까지 Brunch with Dana이 있어요.", True),
        ("일요일 점심 1시에 Brunch with Dana 있어요.", False),
        ("일요일 팀 점심 12시에 있어요.", False),
    ],
)
def test_korean_lunchtime_before_a_clock_is_when_not_what(answer, faithful):
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Brunch with Dana on Sunday is 1 hour and 30 minutes long.", True),
        ("Brunch with Dana on Sunday is 1 hour and 45 minutes long.", False),
    ],
)
def test_an_hour_and_some_minutes_is_one_length(answer, faithful):
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [("You have one thing on Thursday: the guitar lesson at 5.", True), ("You have three things on Thursday.", False)],
)
def test_a_weekday_named_in_a_window_of_weeks_is_one_of_its_days_or_all(answer, faithful):
    lessons = [meeting("Guitar lesson", 23, 17), meeting("Guitar lesson", 30, 17)]
    assert (unsupported(answer, lessons, TWO_WEEKS) == []) is faithful


def test_a_latin_name_keeps_no_korean_particle():
    dentist = [meeting("Dentist - Dr. Kim", 23, 15, 45)]
    assert unsupported("Dentist - Dr. Kim은 목요일 오후 3시부터예요.", dentist) == []


def test_a_count_beside_a_title_is_of_the_titles_day():
    two_then_one = [meeting("Design review", 23, 10), meeting("1:1 with Sam", 23, 14), meeting("Design review", 30, 10)]
    assert unsupported("You have 1 meeting on Thursday, the 1:1 with Sam.", two_then_one, TWO_WEEKS) != []


def test_an_accented_name_is_still_a_name():
    dentist = [meeting("Dentist - Dr. Kim", 23, 15, 45)]
    assert unsupported("Dentist with Dr. Müller on Thursday at 3 PM.", dentist) != []


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [("토요일 오후 10:00부터 Night shift예요.", True), ("토요일 오전 10:00부터 Night shift예요.", False)],
)
def test_a_korean_half_before_a_colon_clock_is_the_clocks(answer, faithful):
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Sunday you have Brunch with Dana at 11 in the morning.", True),
        ("On Sunday you have Brunch with Dana at 11 in the evening.", False),
        ("The night shift starts Saturday at 10 at night.", True),
    ],
)
def test_a_part_said_right_after_a_clock_is_the_clocks_half(answer, faithful):
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND) == []) is faithful


# -- the eleventh blind batch's classes (development part), on sentences of our own --------------------------------

SATURDAY_AFTERNOON = at(25, 15)


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The night shift starts at 10 and ends at 6.", True),
        ("The night shift starts at 10 and ends at midnight.", False),
        ("Night shift는 밤 10시에 시작해서 아침 6시에 끝나요.", True),
        ("Night shift는 밤 10시에 시작해서 자정에 끝나요.", False),
    ],
)
def test_an_end_said_in_the_clause_after_its_start_is_the_events_end(answer, faithful):
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your night shift tonight runs 10pm to 6 tomorrow morning.", True),
        ("Your night shift tonight runs 10pm to 7 tomorrow morning.", False),
    ],
)
def test_a_range_opened_by_a_whole_clock_ends_on_the_morning_after(answer, faithful):
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND, SATURDAY_AFTERNOON) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Brunch with Dana on Sunday at 11. Maybe leave a little early in case traffic is bad.", True),
        ("Brunch with Dana on Sunday at 11; you should leave by 10:30.", True),
        ("You're on leave on Sunday.", False),
        ("Sunday after brunch is wide open, a good chance to catch up on errands.", True),
        ("Don't forget brunch with Dana on Sunday at 11!", True),
        ("Don't forget the dentist on Sunday morning!", False),
    ],
)
def test_leaving_advice_and_reminders_are_read_for_what_they_state(answer, faithful):
    """Leaving somewhere is no leave, what the user may do is no event, and a reminder states what it names."""
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Brunch with Dana on Sunday at 11, and it's supposed to be sunny.", False),
        ("Brunch with Dana on Sunday at 11; maybe check the forecast first.", True),
        ("Brunch with Dana on Sunday at 11; take an umbrella in case it rains.", True),
        ("일요일 11시에 Brunch with Dana 있어요. 비 온다니까 우산 챙기세요.", False),
        ("일요일 11시에 Brunch with Dana 있어요. 비 올 수도 있으니 우산 챙기세요.", True),
    ],
)
def test_the_weather_is_stated_by_no_fact(answer, faithful):
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND) == []) is faithful


def test_a_title_that_is_a_weather_word_is_no_weather():
    sunny = [meeting("Lunch with Sunny", 26, 12)]
    assert unsupported("Lunch with Sunny on Sunday at noon.", sunny, WEEKEND) == []


# Tuesday the 21st: the standup at 9 and a vendor call at 2; the retro on Thursday.
LIGHT_TUESDAY = [meeting("Team standup", 21, 9, 15), meeting("Vendor call", 21, 14), meeting("Sprint retro", 23, 16)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Tuesday is light: only the standup and the vendor call.", True),
        ("Tuesday's easy, just standup first thing and the vendor call at 2.", True),
        ("Tuesday is light: only the standup.", False),
        ("Tuesday's easy, just standup and the sprint retro.", False),
    ],
)
def test_only_an_event_word_naming_a_title_lists_the_titles_said_with_it(answer, faithful):
    """ "only the standup and the call": the word names a title, so what "only" says is that list, not one thing."""
    assert (unsupported(answer, LIGHT_TUESDAY) == []) is faithful


# Tuesday the 21st: pilates 10–11, lunch with Minji at 1, the book club at 4.
KO_TUESDAY = [meeting("필라테스", 21, 10), meeting("점심 - 민지랑 성수", 21, 13), meeting("독서 모임", 21, 16)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("화요일엔 필라테스 끝나고 점심 약속까지 두 시간 비어 있어요.", True),
        ("화요일엔 필라테스 끝나고 점심 약속까지 세 시간 비어 있어요.", False),
        ("화요일엔 필라테스 끝나고 독서 모임까지 아무것도 없어요.", False),
        ("화요일 점심은 1시부터 2시까지예요. 끝나면 독서 모임까지 두 시간 여유가 있어요.", True),
        ("화요일 점심은 1시부터 2시까지예요. 끝나고 독서 모임까지는 일정이 없어요.", True),
        ("화요일 필라테스는 10시예요. 끝나고 독서 모임까지 비어 있어요.", False),
        ("화요일 필라테스는 10시예요. 끝나고 독서 모임까지는 일정이 없어요.", False),
    ],
)
def test_a_korean_stretch_opened_by_an_end_is_closed_by_an_event_said_with_kkaji(answer, faithful):
    """ "A 끝나고 B까지 비어요": free from A's end to B's start, B named by part of its title and a generic word; a
    sentence opened by "끝나고" alone opens it at the end of the event said before."""
    assert (unsupported(answer, KO_TUESDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("화요일 오후 2시 이후엔 독서 모임 전까지 아무것도 없어요.", True),
        ("화요일은 2시 반 후에는 독서 모임 전까지 일정 없어요.", True),
        ("화요일 오전 11시 이후엔 독서 모임 전까지 아무것도 없어요.", False),
    ],
)
def test_a_time_said_with_after_opens_a_korean_stretch_an_event_closes(answer, faithful):
    """ "2시 이후엔 독서 모임 전까지": from the time to the event's start; the time is not when the event is."""
    assert (unsupported(answer, KO_TUESDAY) == []) is faithful


# Wednesday the 22nd: a sync at 11, a demo at 3, a run with Jiho at 7 in the evening.
WORKDAY = [meeting("주간 싱크", 22, 11), meeting("제품 데모", 22, 15), meeting("지호랑 러닝", 22, 19)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 퇴근 후에는 저녁 7시 러닝 하나만 있어요.", True),
        ("수요일 퇴근 전까지는 일정이 두 개예요.", True),
        ("수요일 퇴근 후에는 일정이 두 개 있어요.", False),
        ("수요일 퇴근 후엔 아무 일정 없어요.", False),
        ("On Wednesday, after work, there's only the run with Jiho.", True),
        ("On Wednesday, after work, you have two things.", False),
    ],
)
def test_the_workday_said_as_a_side_bounds_what_is_counted_or_denied(answer, faithful):
    """ "퇴근 후엔 하나만", "after work, only ...": from the routine end of work (lexicon.ROUTINE_HOURS)."""
    assert (unsupported(answer, WORKDAY) == []) is faithful


# The workday above, and Friday the 24th's morning off.
FRIDAY_MORNING_OFF = [*WORKDAY, hours_off(24, 9, 3)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("금요일은 오전 반차예요. 오후엔 잡힌 일정 없어요.", True),
        ("수요일엔 오전 11시에 주간 싱크가 있어요. 오후엔 잡힌 일정 없어요.", False),
        ("Friday morning is off. The afternoon is clear.", True),
        ("On Wednesday the sync is at 11. Nothing in the afternoon.", False),
    ],
)
def test_a_denial_of_a_part_of_the_day_naming_no_day_is_of_the_day_said_before(answer, faithful):
    """ "금요일은 오전 반차예요. 오후엔 일정 없어요.": the afternoon is Friday's, not every afternoon of the window."""
    assert (unsupported(answer, FRIDAY_MORNING_OFF) == []) is faithful


# Monday the 20th and Tuesday the 21st: one thing each; Thursday the 23rd a dinner.
TWO_DAYS_AND_A_DINNER = [meeting("디자인 싱크", 20, 10), meeting("치과", 21, 15), meeting("저녁 약속", 23, 19)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("월요일과 화요일(20~21일)엔 일정이 두 개 있어요.", True),
        ("20~21일엔 일정이 두 개예요.", True),
        ("20~21일엔 일정이 세 개예요.", False),
        ("21~23일엔 일정이 하나뿐이에요.", False),
    ],
)
def test_a_bare_number_and_a_dash_before_a_korean_day_of_the_month_is_the_ranges_first_day(answer, faithful):
    """ "20~21일" is the 20th to the 21st, as "20일~21일" is, not the 21st alone."""
    assert (unsupported(answer, TWO_DAYS_AND_A_DINNER) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "title", "faithful"),
    [
        ("목요일 오전 반차 중에 치과 검진이 10시에 있어요.", "치과 검진", True),
        ("목요일 오전 반차 중에 치과 검진이 12시에 있어요.", "치과 검진", False),
        ("During your morning off on Thursday, the dental checkup is at 10.", "Dental checkup", True),
        ("During your morning off on Thursday, the dental checkup is at 12.", "Dental checkup", False),
    ],
)
def test_a_time_beside_an_event_said_during_time_off_is_the_events_not_the_time_offs(answer, title, faithful):
    """ "반차 중에 검진이 12시에": the time off is when the checkup is; 12 must be the checkup's time."""
    facts = [hours_off(23, 9, 4), meeting(title, 23, 10)]
    assert (unsupported(answer, facts) == []) is faithful


# Wednesday the 22nd: dinner with Yuna in Seongsu at 6.
DINNER_IN_SEONGSU = [meeting("저녁 - 유나 (성수동)", 22, 18)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 저녁은 유나랑 성수동에서 6시예요.", True),
        ("수요일 저녁은 유나랑 을지로에서 6시예요.", False),
        ("수요일 6시에 유나와 합정에서 저녁 먹어요.", False),
    ],
)
def test_where_a_korean_answer_says_one_is_with_someone_must_be_in_the_title(answer, faithful):
    """ "유나랑 을지로에서": the place said right after the title's person is where the event is."""
    assert (unsupported(answer, DINNER_IN_SEONGSU) == []) is faithful


# Thursday the 23rd: a budget sync at 2, the parents' meeting at the kindergarten at 6.
PARENTS_MEETING = [meeting("Budget sync", 23, 14), meeting("Parents meeting at Maple Kindergarten", 23, 18)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Thursday the school meeting is at 6, after the budget sync.", True),
        ("On Thursday the school meeting is at 7.", False),
        ("On Thursday the church meeting is at 6.", False),
    ],
)
def test_a_title_named_by_the_kind_of_place_it_is_at(answer, faithful):
    """ "the school meeting" of "... at Maple Kindergarten": a kindergarten is a school (lexicon.PLACE_KIND_WORDS)."""
    assert (unsupported(answer, PARENTS_MEETING) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("금요일은 반차라서 오전엔 출근 안 해요.", True),
        ("금요일은 반차라서 오후엔 출근 안 해요.", False),
        ("On Wednesday you're not working in the afternoon.", True),
        ("On Wednesday you're not working in the morning.", False),
    ],
)
def test_not_at_work_in_a_part_of_the_day_is_time_off_in_that_part(answer, faithful):
    """ "반차라서 오후엔 출근 안 해요" of a morning off: the half said off work must be the half taken off."""
    assert (unsupported(answer, HALF_DAYS) == []) is faithful


# Saturday the 25th: a ride along the Han River Park at 7, coffee at Fritz Coffee Company at 10.
RIDE_AND_COFFEE = [meeting("Bike ride at Han River Park", 25, 7), meeting("Coffee at Fritz Coffee Company", 25, 10)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Saturday starts with the bike ride at Han River Park at 7.", True),
        ("Coffee on Saturday is at Fritz at 10.", True),
        ("Saturday starts with the bike ride at Olympic Park at 7.", False),
        ("Coffee on Saturday is at Blue Bottle Coffee Company at 10.", False),
    ],
)
def test_every_word_of_a_place_said_by_name_is_a_titles(answer, faithful):
    """ "at Olympic Park" of "... at Han River Park": a word of the kind of place ("Park") names no place."""
    assert (unsupported(answer, RIDE_AND_COFFEE) == []) is faithful


# Thursday the 23rd: the team dinner in Euljiro at 7; Saturday the 25th: brunch with Harin in Yeonnam-dong at 11.
DINNER_AND_BRUNCH = [meeting("팀 회식 (을지로)", 23, 19, 150), meeting("하린이랑 연남동 브런치", 25, 11, 90)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("하린이랑 브런치는 토요일 오전 11시, 연남동에서예요.", True),
        ("팀 회식은 목요일 저녁 7시, 을지로에서예요.", True),
        ("하린이랑 브런치는 토요일 오전 11시, 을지로에서예요.", False),
        ("브런치는 을지로에서 해요.", False),
        ("하린이랑 브런치는 토요일 11시, 망원동에서예요.", False),
    ],
)
def test_a_korean_place_said_of_an_event_after_its_time_is_in_its_own_title(answer, faithful):
    """ "브런치는 토요일 11시, 을지로에서예요": the place said as where the topic is, past its day and time, must be
    of the brunch's title, not of another event's ("팀 회식 (을지로)")."""
    assert (unsupported(answer, DINNER_AND_BRUNCH) == []) is faithful


# Wednesday the 22nd: a budget review at 10 and a dinner at 7; Friday the 24th: a vendor call at 9 and nothing after.
REVIEW_AND_CALL = [meeting("Budget review", 22, 10), meeting("Dinner with Omar", 22, 19), meeting("Vendor call", 24, 9)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The vendor call is on Friday at 9, and the rest of that day is free.", True),
        ("Dinner with Omar is on Wednesday at 7; the rest of the day is open.", True),
        ("The budget review is on Wednesday at 10, and the rest of that day is free.", False),
        ("Budget review Wednesday at 10; the rest of the day is clear.", False),
    ],
)
def test_the_rest_of_the_day_after_an_event_is_free_from_its_end_on_its_day(answer, faithful):
    """ "the review is at 10, and the rest of that day is free": as "after that", from the review's end, that day."""
    assert (unsupported(answer, REVIEW_AND_CALL) == []) is faithful


# Thursday the 16th at 2 pm (now): a sync under way since 1:30, a client meeting at 3, a team meeting at 5, yoga at 7.
REST_OF_THURSDAY = Interval(start_time=SEED_NOW, end_time=at(17))
UNDER_WAY_AND_TO_COME = [
    FactDraft(predicate="meeting", object_value="주간 싱크", start_time=at(16, 13, 30), end_time=at(16, 14, 30)),
    meeting("고객 미팅", 16, 15),
    meeting("팀 회의", 16, 17),
    meeting("요가", 16, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("앞으로 시작할 회의는 두 개예요: 고객 미팅이랑 팀 회의.", True),
        ("You have two meetings yet to start today: the client meeting and the team meeting.", True),
        ("앞으로 시작할 회의는 네 개예요.", False),
        ("You have one meeting still to start today.", False),
    ],
)
def test_what_is_still_to_start_leaves_out_an_event_under_way(answer, faithful):
    """ "앞으로 시작할 회의", "yet to start": counted from those starting after now, not the sync already under way."""
    assert (unsupported(answer, UNDER_WAY_AND_TO_COME, REST_OF_THURSDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("오늘 저녁엔 팀 회의랑 요가 말곤 없어요.", True),
        ("오늘은 주간 싱크, 고객 미팅, 팀 회의, 요가 빼곤 일정 없어.", True),
        ("오늘 저녁엔 요가 말곤 없어요.", False),
        ("오후엔 고객 미팅 빼고는 아무 일정도 없어요.", False),
    ],
)
def test_a_korean_title_set_apart_from_nothing_else_is_all_there_is(answer, faithful):
    """ "요가 말곤 없어요" (말고는, as 빼곤 is 빼고는): nothing besides the yoga, so it alone, as "요가만 있어요"; the
    team meeting at 5 is in the evening too."""
    assert (unsupported(answer, UNDER_WAY_AND_TO_COME, REST_OF_THURSDAY) == []) is faithful


# The fortnight from Monday the 20th: swimming every Tuesday and Thursday at 7 am, but not on Thursday the 23rd.
FORTNIGHT = Interval(start_time=at(20), end_time=at(3, month=8))
SWIMMING = occurrences(
    [
        FactDraft(
            predicate="meeting",
            object_value="수영 강습",
            start_time=at(7, 7),
            end_time=at(7, 8),
            recurrence=Recurrence(
                rrule="FREQ=WEEKLY;BYDAY=TU,TH", timezone="Asia/Seoul", exdates=[at(23, 7)], exdated_by=[None]
            ),
        )
    ],
    FORTNIGHT.start_time,
    FORTNIGHT.end_time,
)


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수영 강습은 화·목 아침 7시예요(23일 목요일은 빠짐).", True),
        ("수영 강습은 23일은 빠졌어요.", True),
        ("Swimming is Tuesday and Thursday at 7, but the 23rd is skipped.", True),
        ("수영 강습은 화·목 아침 7시예요(21일 화요일은 빠짐).", False),
        ("수영 강습은 21일은 빠졌어요.", False),
    ],
)
def test_a_day_said_skipped_after_a_series_is_one_it_does_not_meet(answer, faithful):
    """ "(23일 목요일은 빠짐)", "the 23rd is skipped": a day the series skips, not a day it is on."""
    assert (unsupported(answer, SWIMMING, FORTNIGHT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("23일 목요일엔 아무것도 없어요. 수영 강습도 그날은 쉬어요.", True),
        ("23일 목요일엔 아무것도 없어요. 수영 강습은 그날 빠져요.", True),
        ("수영 강습은 23일 쉽니다.", True),
        ("21일 화요일엔 아무것도 없어요. 수영 강습도 그날은 쉬어요.", False),
        ("수영 강습은 28일 쉬어요.", False),
    ],
)
def test_a_series_said_to_rest_on_a_day_said_after_it_skips_that_day(answer, faithful):
    """ "영어 수업도 그날은 쉬어요": a series said to rest ("쉬어요", as "빠져요") skips the day said between it and
    that word, "그날" (the day named before) too; a day it is on is then wrong."""
    assert (unsupported(answer, SWIMMING, FORTNIGHT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("토요일 오전 11시에 하린 씨랑 연남동 브런치가 있어요.", True),
        ("토요일엔 하린 님이랑 연남동 브런치예요.", True),
        ("토요일 오전 11시에 소율 씨랑 연남동 브런치가 있어요.", False),
        ("토요일엔 소율 님이랑 연남동 브런치예요.", False),
    ],
)
def test_a_korean_honorific_written_apart_before_a_titles_words_is_the_names_before_it(answer, faithful):
    """ "하린 씨랑 연남동 브런치": who is there is 하린, not "씨", before the title's words said after them."""
    assert (unsupported(answer, DINNER_AND_BRUNCH) == []) is faithful


# A night shift from Friday 10 pm to Saturday 7 am, then a haircut on Saturday at 3 and a movie at 8.
SATURDAY = Interval(start_time=at(25), end_time=at(26))
AFTER_A_NIGHT_SHIFT = [meeting("야간 근무", 24, 22, 9 * 60), meeting("미용실", 25, 15), meeting("영화", 25, 20)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("토요일은 아침 7시 퇴근부터 3시 미용실 전까지 비어 있어요.", True),
        ("아침 7시에 퇴근하면 미용실까지 여덟 시간 있어요.", True),
        ("미용실이 4시에 끝나면 8시 영화 전까지 비어 있어요.", True),
        ("토요일은 아침 8시 퇴근부터 3시 미용실 전까지 비어 있어요.", False),
        ("미용실이 5시에 끝나면 8시 영화 전까지 비어 있어요.", False),
    ],
)
def test_leaving_work_at_a_time_is_when_the_shift_ends_and_an_end_said_before_a_denial_is_checked(answer, faithful):
    """ "7시 퇴근부터 비어 있어요": leaving work is the end of the titled shift at work (lexicon.KO_LEAVING_WORK_WORDS),
    not a time of the haircut nor one the shift is denied at; the end said of what a denial runs from must be its
    end ("미용실이 5시에 끝나면")."""
    assert (unsupported(answer, AFTER_A_NIGHT_SHIFT, SATURDAY) == []) is faithful


# Beside the swimming: a workshop on Thursday the 23rd (the day it is skipped) and a dinner on Thursday the 30th.
WORKSHOP_AND_DINNER = [*SWIMMING, meeting("워크숍", 23, 9, 8 * 60), meeting("Dinner with Jae", 30, 19)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("워크숍은 23일 목요일이에요. 그날은 수영 강습 없어요.", True),
        ("Dinner with Jae is on the 30th, and there's swimming that morning too.", True),
        ("The workshop is on the 23rd; there's no swimming that day.", True),
        ("Dinner with Jae is on the 30th. There's no swimming that day.", False),
        ("Dinner with Jae is on the 30th. 그날은 수영 강습 없어요.", False),
    ],
)
def test_that_day_is_the_day_said_last_before_it(answer, faithful):
    """ "그날은 수영 강습 없어요", "no swimming that day": of the day said just before (lexicon.SAME_DAY_WORDS)."""
    assert (unsupported(answer, WORKSHOP_AND_DINNER, FORTNIGHT) == []) is faithful


# Wednesday the 22nd: a weekly meeting at 10, an early lunch at 11 and the afternoon off from 2 to 6; with a
# dermatologist at 3 inside the afternoon off.
AFTERNOON_OFF = [meeting("주간 회의", 22, 10), meeting("점심 - 수아랑", 22, 11), hours_off(22, 14, 4)]
CLINIC_IN_AFTERNOON_OFF = [*AFTERNOON_OFF, meeting("피부과", 22, 15, 30)]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        ("수요일은 2시 반차예요.", AFTERNOON_OFF, True),
        ("수요일은 3시 반차예요.", AFTERNOON_OFF, False),
        ("수요일은 점심 끝나고 2시 반차 시작 전까지 비어 있어요.", AFTERNOON_OFF, True),
        ("수요일은 점심 끝나고 3시 반차 시작 전까지 비어 있어요.", AFTERNOON_OFF, False),
        ("수요일 점심은 12시에 끝나고 2시까지는 비어요.", AFTERNOON_OFF, True),
        ("수요일 회의는 11시에 끝나고 2시까지는 비어요.", AFTERNOON_OFF, False),
        ("수요일:\n- 10:00 주간 회의\n- 14:00~18:00 반차", AFTERNOON_OFF, True),
        ("수요일:\n- 10:00 주간 회의\n- 15:00~18:00 반차", AFTERNOON_OFF, False),
        ("수요일 반차 들어가기 전 일정은 두 개예요.", AFTERNOON_OFF, True),
        ("수요일 반차 들어가기 전 일정은 세 개예요.", AFTERNOON_OFF, False),
        ("수요일 오후엔 반차라 일정은 없어요.", AFTERNOON_OFF, True),
        ("수요일 오후엔 반차라 일정은 없어요.", CLINIC_IN_AFTERNOON_OFF, False),
        ("수요일 오전엔 반차라 일정은 없어요.", AFTERNOON_OFF, False),
        ("수요일은 피부과가 3시 반에 끝나고, 그 뒤로는 아무 일정 없어요.", CLINIC_IN_AFTERNOON_OFF, True),
        ("수요일은 점심 끝나고 그 뒤로는 아무 일정 없어요.", CLINIC_IN_AFTERNOON_OFF, False),
        ("수요일 1시 이후로는 일정 없어요.", AFTERNOON_OFF, False),
    ],
)
def test_a_korean_half_day_is_read_as_people_say_it(answer, facts, faithful):
    """ "2시 반차" is the half day off from 2, not half past two; "12시에 끝나고" opens the stretch a denial runs
    from; a bullet's dash is no range; "반차 들어가기 전" bounds a count as "반차 전" does; "오후엔 반차라 | 일정은
    없어요" speaks of the afternoon; a part of a day off under way when a stretch opens is no plan in it (one that
    starts after it is)."""
    assert (unsupported(answer, facts) == []) is faithful


def in_june(title: str, day: int, hour: int) -> FactDraft:
    """An hour-long event in June 2026, a month that starts on a Monday."""
    return FactDraft(
        predicate="meeting",
        object_value=title,
        start_time=at(day, hour, month=6),
        end_time=at(day, hour + 1, month=6),
    )


JUNE = Interval(start_time=at(1, month=6), end_time=at(1))
JUNE_ASKED = at(31, 20, month=5)  # asked on Sunday evening, the 31st of May
# Weekends: a family lunch on the 13th, a birthday party on the 20th, a reunion on the 27th; weekdays: a team meeting
# on Tuesday the 16th, yoga on Thursday the 18th, a workshop on Wednesday the 24th.
JUNE_PLANS = [
    in_june("가족 모임", 13, 12),
    in_june("생일 파티", 20, 18),
    in_june("동창회", 27, 18),
    in_june("팀 회의", 16, 10),
    in_june("요가", 18, 19),
    in_june("워크숍", 24, 9),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("6월 주말 일정은 세 개예요.", True),
        ("6월 주말엔 가족 모임, 생일 파티, 동창회가 있어요.", True),
        ("6월 주말 일정은 두 개예요.", False),
        ("6월 주말엔 요가가 있어요.", False),
        ("셋째 주(15~19일)는 화요일 팀 회의, 목요일 요가 말고는 일정이 없어요.", True),
        ("셋째 주는 팀 회의랑 요가 말고는 일정이 없어요.", False),
        ("셋째 주(15~19일)는 팀 회의 말고는 일정이 없어요.", False),
        ("넷째 주(22~26일)는 일정이 없어요.", False),
    ],
)
def test_weekends_and_weeks_of_a_month_are_the_days_people_mean(answer, faithful):
    """ "6월 주말" is every weekend of June, not the first; "셋째 주" with no month is of the asked month's, and a
    week restated by a range of its days in brackets ("셋째 주(15~19일)") is those days."""
    assert (unsupported(answer, JUNE_PLANS, JUNE, JUNE_ASKED) == []) is faithful


# A dentist at 8 on Thursday the 23rd, a book club at 7 PM on Tuesday the 21st.
EARLY_DENTIST = [meeting("Dentist", 23, 8), meeting("치과", 23, 8), meeting("Book club", 21, 19)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Should I remind you the night before your 8:00 dentist appointment?", True),
        ("I'll ping you the evening before the dentist on Thursday.", True),
        ("Your dentist appointment on Thursday is in the evening.", False),
        ("I'll ping you the night before your 9:00 dentist appointment.", False),
        ("치과가 목요일 아침 8시라 수요일 밤엔 일찍 주무시는 게 좋겠어요.", True),
        ("치과가 목요일 아침 8시부터라, 전날 밤엔 일찍 주무세요.", True),
        ("치과가 수요일 아침 8시라 수요일 밤엔 일찍 주무시는 게 좋겠어요.", False),
        ("치과가 목요일 아침 9시라 수요일 밤엔 일찍 주무시는 게 좋겠어요.", False),
    ],
)
def test_the_night_before_an_event_and_advice_after_its_reason_are_no_part_of_it(answer, faithful):
    """ "the night before your 8:00 dentist" is another night than the dentist's; "8시라 | 수요일 밤엔 일찍 주무세요"
    gives a reason, and the advice after it is another clause, of no event; the reason itself is still checked."""
    assert (unsupported(answer, EARLY_DENTIST) == []) is faithful


LONDON = ZoneInfo("Europe/London")
# Sunday 29 March 2026 in London, the clocks going from 01:00 GMT to 02:00 BST; a sunrise hike from 6 to 9, asked
# on Saturday evening.
CHANGE_SUNDAY = Interval(start_time=datetime(2026, 3, 29, tzinfo=LONDON), end_time=datetime(2026, 3, 30, tzinfo=LONDON))
SUNRISE_HIKE = [
    FactDraft(
        predicate="meeting",
        object_value="Sunrise hike",
        start_time=datetime(2026, 3, 29, 6, tzinfo=LONDON),
        end_time=datetime(2026, 3, 29, 9, tzinfo=LONDON),
    )
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Heads-up: the clocks jump from 1 to 2am tonight, so sleep early before the hike.", True),
        ("The clocks go from 1 straight to 2am overnight, so set an alarm for the sunrise hike at 6.", True),
        ("Heads-up: the clocks jump from 2 to 3am tonight, so sleep early before the hike.", False),
        ("The clocks go from 1 straight to 3am overnight, so set an alarm for the sunrise hike at 6.", False),
    ],
)
def test_a_range_said_right_after_the_clock_change_words_is_the_change(answer, faithful):
    """ "the clocks jump from 1 to 2am": the time opened right after the change words is the wall time the clocks
    change at, the end of its range the one they show after it; neither is an event's."""
    saturday_evening = datetime(2026, 3, 28, 20, tzinfo=LONDON)
    report = check_grounding(answer, facts=SUNRISE_HIKE, window=CHANGE_SUNDAY, now=saturday_evening, timezone=LONDON)
    assert (report.unsupported == []) is faithful


# Asked on Friday the 24th at 8 PM about the weekend: dinner at 7 that evening, a server patch at 1 AM on Saturday.
FRIDAY_EVENING = at(24, 20)
PATCH_AFTER_MIDNIGHT = [meeting("Dinner with Jun", 24, 19), meeting("Server patch", 25, 1, 120)]
FRIDAY_TO_SUNDAY = Interval(start_time=at(24), end_time=at(27))


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Tonight you're on the server patch from 1am.", True),
        ("Friday night at 1am you have the server patch.", True),
        ("Tonight you're on the server patch from 2am.", False),
        ("Friday night at 1am you have dinner with Jun.", False),
        ("Saturday night at 1am you have the server patch.", False),
    ],
)
def test_a_night_said_with_a_time_in_its_small_hours_is_the_next_days_early_hours(answer, faithful):
    """ "tonight ... from 1am", "Friday night at 1am": the time says when, in the early hours after that day."""
    assert (unsupported(answer, PATCH_AFTER_MIDNIGHT, FRIDAY_TO_SUNDAY, FRIDAY_EVENING) == []) is faithful


# Sunday 25 October 2026 in London, the clocks going back from 02:00 BST to 01:00 GMT: a night shift at the bakery
# from 00:30 to 02:30 on the clock, three hours of real time.
FALL_BACK_SUNDAY = Interval(
    start_time=datetime(2026, 10, 25, tzinfo=LONDON), end_time=datetime(2026, 10, 26, tzinfo=LONDON)
)
BAKERY_NIGHT = [
    FactDraft(
        predicate="meeting",
        object_value="빵집 야간 근무",
        start_time=datetime(2026, 10, 25, 0, 30, tzinfo=LONDON),
        end_time=datetime(2026, 10, 25, 2, 30, tzinfo=LONDON),
    )
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("빵집 야간 근무는 12시 반부터 2시 반까지인데, 그날 서머타임이 끝나서 실제로는 세 시간이에요.", True),
        ("빵집 야간 근무는 12시 반부터 2시 반까지인데, 그날 서머타임이 끝나서 실제로는 두 시간이에요.", False),
        ("빵집 야간 근무는 12시 반부터 2시 반까지인데, 그날 서머타임이 끝나서 실제로는 네 시간이에요.", False),
        ("그날 서머타임이 끝나서 시계가 한 시간 늦춰져요.", True),
        ("그날 서머타임이 끝나서 시계가 두 시간 늦춰져요.", False),
    ],
)
def test_a_length_said_as_the_time_that_really_passes_is_the_events_not_the_clocks(answer, faithful):
    """ "서머타임이 끝나서 실제로는 세 시간": the time that really passes (lexicon.ELAPSED_TIME_WORDS) is how long the
    titled event said before it lasts, not how far the clocks go back."""
    saturday_evening = datetime(2026, 10, 24, 20, tzinfo=LONDON)
    report = check_grounding(answer, facts=BAKERY_NIGHT, window=FALL_BACK_SUNDAY, now=saturday_evening, timezone=LONDON)
    assert (report.unsupported == []) is faithful


# Friday the 24th: a design review at 10 and yoga at 7 PM; whatever else the week holds is not given.
REVIEW_AND_YOGA = [meeting("Design review", 24, 10), meeting("Yoga", 24, 19)]
FRIDAY = Interval(start_time=at(24), end_time=at(25))


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("No standup on Friday, just the design review at 10 and yoga in the evening.", True),
        ("You don't have the weekly sync on Friday, so the morning is yours until 10.", True),
        ("금요일엔 팀 스탠드업은 없어요. 10시 디자인 리뷰랑 저녁 요가만 있어요.", True),
        ("You have the standup at 9 on Friday before the design review.", False),
        ("The weekly sync won't happen on Friday.", False),
        ("금요일 팀 스탠드업은 9시예요.", False),
        ("No design review on Friday, only yoga.", False),
    ],
)
def test_a_kind_of_event_said_not_to_be_there_is_true_of_a_context_holding_none(answer, faithful):
    """ "no standup on Friday", "스탠드업은 없어요": a kind no fact has said to be absent (a series' skipped occurrence
    is given as none at all) is true and denies no other event; said to be there, or not to take place ("won't
    happen": a plan the context would hold), it is a title nobody stored."""
    assert (unsupported(answer, REVIEW_AND_YOGA, FRIDAY) == []) is faithful


# Friday the 24th to Sunday the 26th: lunch on Friday, a concert that evening, a hike on Saturday and brunch on Sunday.
LUNCH_TO_BRUNCH = [
    meeting("Team lunch", 24, 12),
    meeting("Concert", 24, 20, 120),
    meeting("Hike", 25, 8, 180),
    meeting("Brunch with Mina", 26, 11),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("From Friday evening through Sunday you have three things.", True),
        ("From Friday evening through Sunday you have four things.", False),
        ("금요일 저녁부터 일요일까지 일정은 세 개예요.", True),
        ("금요일 저녁부터 일요일까지 일정은 두 개예요.", False),
        ("토요일 오후부터 일요일까지는 일정이 하나예요.", True),
        ("토요일 오후부터 일요일까지는 일정이 두 개예요.", False),
    ],
)
def test_a_part_of_the_day_opening_a_range_of_days_bounds_only_its_first_day(answer, faithful):
    """ "금요일 저녁부터 일요일까지", "from Friday evening through Sunday": the range runs over every day between, and
    the part of the day is where it opens, so a count leaves out only what is over by then on the first day."""
    assert (
        unsupported(answer, LUNCH_TO_BRUNCH, FRIDAY_TO_SUNDAY, FRIDAY_EVENING - timedelta(hours=10)) == []
    ) is faithful


# A trip from Wednesday the 22nd: the branch meeting that day, the workshop on Thursday, a flight out on Friday.
TRIP_DAYS = [
    meeting("부산 출장 - 지사 미팅", 22, 10),
    meeting("지사 워크숍", 23, 9, 300),
    meeting("제주행 비행기", 24, 9, 70),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("출장 둘째 날 워크숍은 9시부터 2시까지예요.", True),
        ("출장 첫날 지사 미팅은 10시예요.", True),
        ("출장 마지막 날 워크숍이 다섯 시간으로 제일 길어요.", True),
        ("출장 둘째 날 세미나는 9시부터예요.", False),
        ("출장 둘째 날 워크숍은 10시부터 3시까지예요.", False),
        ("출장 첫날 지사 미팅은 11시예요.", False),
    ],
)
def test_a_day_of_a_stretch_said_by_its_place_is_no_word_of_a_title(answer, faithful):
    """ "둘째 날 워크숍", "출장 첫날 지사 미팅": the day said by its place in a trip or a time off (lexicon.
    KO_DAY_OF_STRETCH_WORDS) is when the event is, no word of its title; an event of no title stays unstored."""
    assert (unsupported(answer, TRIP_DAYS) == []) is faithful


# Friday the 24th: a 45-minute check-up in the morning, then three meetings in the afternoon (an hour, half an hour and
# half an hour) and an hour of tennis in the evening.
CHECKUP_AND_MEETINGS = [
    meeting("Dental check-up", 24, 9, 45),
    meeting("Budget review", 24, 14),
    meeting("1:1 with Hana", 24, 15, 30),
    meeting("Release sync", 24, 16, 30),
    meeting("Tennis", 24, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("In the afternoon you have three meetings, two hours in total.", True),
        ("On Friday you have about 4 hours of meetings.", True),
        ("Friday: 3 hours 45 minutes of things altogether.", True),
        ("금요일 오후엔 회의가 세 개, 합쳐서 두 시간이에요.", True),
        ("In the afternoon you have three meetings, three hours in total.", False),
        ("On Friday you have about 6 hours of meetings.", False),
        ("금요일 오후엔 회의가 세 개, 합쳐서 세 시간 반이에요.", False),
    ],
)
def test_a_length_said_as_a_total_is_the_sum_of_the_events_counted(answer, faithful):
    """ "two hours in total", "4 hours of meetings", "합쳐서 두 시간" (lexicon.TOTAL_LENGTH_WORDS): the sum of the
    lengths of what the clause counts or names, a rough one to the quarter hour; no one event's length."""
    assert (unsupported(answer, CHECKUP_AND_MEETINGS, FRIDAY) == []) is faithful


# July 2026: the team meeting on the four Mondays from the 6th, a check-up on Thursday the 9th.
JULY = Interval(start_time=at(1), end_time=at(1, month=8))
MONDAY_TEAM_MEETINGS = [*(meeting("팀 회의", day, 10) for day in (6, 13, 20, 27)), meeting("건강검진", 9, 8, 120)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("7월 팀 회의는 6, 13, 20, 27일 네 번이에요.", True),
        ("팀 회의는 6·13·20·27일, 건강검진은 9일이에요.", True),
        ("7월 팀 회의는 6, 13, 20, 27일 다섯 번이에요.", False),
        ("팀 회의는 6, 14, 20, 27일이에요.", False),
        ("건강검진은 9·10일 이틀이에요.", False),
    ],
)
def test_days_of_the_month_listed_bare_before_the_last_are_each_a_day(answer, faithful):
    """ "6, 13, 20, 27일", "6·13·20·27일": the numbers listed before the one that says "일" are days of the month too,
    each said as a day of the events (a count over them counts on all)."""
    assert (unsupported(answer, MONDAY_TEAM_MEETINGS, JULY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Check-up at 9. After that: budget review at 2, Hana at 3, release sync at 4, tennis at 7. That's all.", True),
        (
            "Check-up at 9. Afternoon: the budget review, Hana and the release sync. Tennis at 7, and that's it.",
            True,
        ),
        ("Check-up at 9. After that: budget review at 2, release sync at 4, tennis at 7. That's all.", False),
        ("Check-up at 9. After that: budget review at 2, Hana at 3, release sync at 4. That's it.", False),
    ],
)
def test_that_is_all_said_at_the_end_closes_everything_the_answer_said(answer, faithful):
    """ "That's all.", "..., and that's it": all there is is what the answer said up to there, over its sentences, not
    the last sentence alone; an event left out anywhere is still missing."""
    assert (unsupported(answer, CHECKUP_AND_MEETINGS, FRIDAY) == []) is faithful


# Off Wednesday and Thursday (the 22nd and 23rd) with a family dinner on Thursday evening; the standup on the other
# weekdays, phone English on Tuesday, the dentist on Friday evening.
MIDWEEK_OFF = [
    *(meeting("스탠드업", day, 9) for day in (20, 21, 24)),
    meeting("전화영어", 21, 7, 30),
    days_off(22, 2),
    meeting("가족 저녁", 23, 18, 120),
    meeting("치과", 24, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("휴가 중엔 스탠드업도 전화영어도 없어요.", True),
        ("휴가 동안에는 치과 없어요. 치과는 금요일 저녁이에요.", True),
        ("휴가 중엔 일정이 없어요.", False),
        ("휴가 기간엔 아무 일정도 없어요.", False),
        ("휴가 중엔 스탠드업이 없고, 금요일에도 스탠드업은 없어요.", False),
    ],
)
def test_a_korean_denial_said_during_time_off_holds_while_it_lasts(answer, faithful):
    """ "휴가 중엔", "휴가 동안에는", "휴가 기간엔" as "during your vacation": the denial holds over the time off,
    not the whole window; what the time off itself holds is still denied."""
    assert (unsupported(answer, MIDWEEK_OFF) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("월요일, 화요일엔 스탠드업이 있어요. 그 이틀은 치과 일정이 없어요.", True),
        ("The standup is on Monday and Tuesday. There's no dentist on those two days.", True),
        ("수요일, 목요일은 휴가예요. 그 이틀은 아무 일정이 없어요.", False),
        ("You're off Wednesday and Thursday. No plans at all on those two days.", False),
    ],
)
def test_those_days_said_back_are_the_days_of_the_sentence_before(answer, faithful):
    """ "그 이틀", "those two days" (lexicon.SAME_DAYS_WORDS): the days said together in the sentence that said the last
    day before it, each of them; a denial there holds on them, not over the whole window."""
    assert (unsupported(answer, MIDWEEK_OFF) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The server patch runs until 3 on Saturday morning.", True),
        ("Dinner with Jun is at 7 Friday evening, and the patch starts at 1 on Saturday morning.", True),
        ("The server patch runs until 3 on Saturday afternoon.", False),
        ("Dinner with Jun is at 7 Friday morning.", False),
    ],
)
def test_a_part_of_the_day_said_after_a_clock_and_its_day_is_the_clocks_half(answer, faithful):
    """ "until 3 on Saturday morning", "at 7 Friday evening": the part after the clock's day says which half of the day
    the clock is (as "3 in the morning" does), not a part the event must lie in; the day stays a date."""
    assert (unsupported(answer, PATCH_AFTER_MIDNIGHT, FRIDAY_TO_SUNDAY, FRIDAY_EVENING) == []) is faithful


# The weekend of the 25th, asked Friday evening: brunch on Saturday, a night shift from Saturday 10pm to Sunday 6am,
# tennis on Sunday evening.
WEEKEND = Interval(start_time=at(25), end_time=at(27))
BRUNCH_SHIFT_TENNIS = [
    meeting("Brunch with Mia", 25, 11, 90),
    meeting("Night shift", 25, 22, 8 * 60),
    meeting("Tennis", 26, 18),
    meeting("미아랑 브런치", 25, 11, 90),
    meeting("야간 근무", 25, 22, 8 * 60),
    meeting("테니스", 26, 18),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Saturday: brunch with Mia at 11 and the night shift at 10pm. Sunday: tennis at 6. Nothing else.", True),
        ("Saturday: brunch with Mia at 11, then the night shift at 10pm. Nothing else on Saturday.", True),
        ("Brunch with Mia Saturday at 11 and the night shift at 10pm. That's all for Saturday.", True),
        ("Brunch with Mia on Saturday at 11 and tennis on Sunday at 6. Nothing else this weekend.", False),
        ("Brunch with Mia on Saturday at 11 and tennis on Sunday at 6. That's all for the weekend.", False),
        ("Saturday: brunch with Mia at 11. Nothing else that day.", False),
        ("토요일 11시 미아랑 브런치, 밤 10시 야간 근무, 일요일 저녁 6시 테니스. 다른 일정은 없어요.", True),
        ("토요일 11시 미아랑 브런치, 일요일 저녁 6시 테니스. 다른 일정은 없어요.", False),
    ],
)
def test_the_rest_denied_in_a_sentence_of_its_own_is_what_the_answer_left_out(answer, faithful):
    """ "Nothing else this weekend.", "That's all for the weekend.": said alone after the events listed, it denies
    whatever the answer has not stated, on its own days or else on those of the sentence before."""
    facts = [f for f in BRUNCH_SHIFT_TENNIS if f.object_value.isascii() == answer.isascii()]
    assert (unsupported(answer, facts, WEEKEND, at(24, 20)) == []) is faithful


# Friday the 24th: the design review runs into the Renault call (Thoma's, in Korean); the budget sync 45 minutes after.
BACK_TO_BACK = [
    meeting("Design review", 24, 14),
    FactDraft(
        predicate="meeting", object_value="Client call - Renault", start_time=at(24, 15), end_time=at(24, 15, 45)
    ),
    FactDraft(predicate="meeting", object_value="Budget sync", start_time=at(24, 16, 30), end_time=at(24, 17)),
    meeting("디자인 리뷰", 24, 14),
    FactDraft(predicate="meeting", object_value="토마 클라이언트 콜", start_time=at(24, 15), end_time=at(24, 15, 45)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("There's a 45-minute gap between the Renault call and the budget sync.", True),
        ("디자인 리뷰 끝나자마자 바로 토마 콜이에요.", True),
        ("You have a free hour between the Renault call and the budget sync.", False),
        ("There's a 30-minute gap between the design review and the Renault call.", False),
        ("디자인 리뷰랑 토마 콜 사이에 30분 쉬는 시간이 있어요.", False),
    ],
)
def test_a_title_named_by_its_word_before_an_event_word_is_said_from_that_word(answer, faithful):
    """ "토마 콜", "the Renault call" of "Client call - Renault": the title is said from the word naming it, so the two
    titles a gap lies between are joined ("A랑 B 사이에", "between A and B") and the length said is checked; "a free
    hour" is a length as "an hour" is."""
    facts = [f for f in BACK_TO_BACK if f.object_value.isascii() == answer.isascii()]
    assert (unsupported(answer, facts, FRIDAY) == []) is faithful


# Friday the 24th at 11: a workshop under way until 11:30, then lunch, the review, the call and an evening lesson.
REST_OF_FRIDAY = [
    FactDraft(predicate="meeting", object_value="워크숍", start_time=at(24, 10), end_time=at(24, 11, 30)),
    meeting("점심", 24, 13),
    meeting("디자인 리뷰", 24, 14),
    meeting("클라이언트 콜", 24, 15),
    meeting("한국어 과외", 24, 18),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("오늘 새로 시작하는 일정은 점심, 디자인 리뷰, 클라이언트 콜, 과외 이렇게 네 개예요.", True),
        ("오후 일정은 점심, 디자인 리뷰, 클라이언트 콜 세 개예요.", True),
        ("오늘 남은 일정은 워크숍, 점심, 디자인 리뷰, 클라이언트 콜, 과외 다섯 개예요.", True),
        ("오늘 남은 일정은 점심, 디자인 리뷰, 과외 이렇게 세 개예요.", False),
        ("오늘 새로 시작하는 일정은 점심이랑 디자인 리뷰 두 개예요.", False),
    ],
)
def test_a_count_after_a_list_whose_topic_is_an_event_word_counts_the_topic(answer, faithful):
    """ "남은 일정은 A, B, C 이렇게 세 개": the count is of the topic's events where it speaks (what is left, or yet to
    start), not of the titles listed; "오후" said alone is after noon, or the afternoon before the evening."""
    assert (unsupported(answer, REST_OF_FRIDAY, FRIDAY, at(24, 11)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The server patch starts at 1 on Saturday and finishes at 3 Saturday morning.", True),
        ("Dinner with Jun starts at 7 on Friday. It ends at 8 on Friday.", True),
        ("The server patch starts at 1 and finishes at 3 on Sunday morning.", False),
        ("Dinner with Jun starts at 7 on Friday. It ends at 8 on Saturday.", False),
    ],
)
def test_an_end_said_in_a_clause_naming_nothing_is_of_the_events_the_one_before_states(answer, faithful):
    """ "... starts at 9 and finishes at 1:30 Sunday morning", "It ends at 8 on Saturday": the end, with its own day,
    is of the titled events the clause before it states, and they must end on that day."""
    assert (unsupported(answer, PATCH_AFTER_MIDNIGHT, FRIDAY_TO_SUNDAY, FRIDAY_EVENING) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("You get off at 3 on Saturday morning.", True),
        ("Dinner with Jun is at 7 on Friday, and you get off at 3 on Saturday morning.", True),
        ("You're off on Saturday.", False),
    ],
)
def test_getting_off_is_leaving_work_not_time_off(answer, faithful):
    """ "you get off at 3" (lexicon.FINISHING_WORDS has "get off"): the end of what one works at, no time off."""
    assert (unsupported(answer, PATCH_AFTER_MIDNIGHT, FRIDAY_TO_SUNDAY, FRIDAY_EVENING) == []) is faithful


# Monday: a kickoff held in a big meeting room.
KICKOFF_IN_A_ROOM = [meeting("킥오프 (2층 대회의실)", 20, 14)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("월요일 2시에 킥오프 있어요. 장소는 2층 대회의실이에요.", True),
        ("월요일 2시 킥오프는 대회의실에서 해요.", True),
        ("월요일 2시에 대회의실에서 예산 회의 있어요.", False),
        ("월요일 4시에 킥오프 있어요.", False),
    ],
)
def test_a_korean_event_word_naming_its_room_is_a_place(answer, faithful):
    """ "대회의실", "면접장": an event word with a word for a room or place after it names where events are held,
    no meeting with a title of its own ("대 회의")."""
    assert (unsupported(answer, KICKOFF_IN_A_ROOM, MONDAY) == []) is faithful


# Monday to Wednesday before time off from Wednesday at 2: a review, lunch, a handoff; Thursday a flight.
BEFORE_THE_TIME_OFF = [
    meeting("Quarterly review", 20, 10),
    meeting("Lunch with Marcus", 21, 12),
    meeting("Handoff with Priya", 22, 10),
    hours_off(22, 14, 4),
    days_off(23, 3),
    meeting("Flight to Lisbon", 23, 8),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Three things before your vacation: the review, lunch with Marcus and the handoff.", True),
        ("Four things before your vacation.", False),
        ("Two things before your vacation: the review and the handoff.", False),
    ],
)
def test_a_count_before_time_off_counts_until_it_starts_across_days(answer, faithful):
    """ "three things before your vacation": from the asked day until the time off's first start, on the days before
    it wholly and on its day until then, though it starts within a day (a half day before days off)."""
    assert (unsupported(answer, BEFORE_THE_TIME_OFF) == []) is faithful


# Friday: the morning's work, then an afternoon off from 2 with the dentist in it, and an evening class.
AFTERNOON_OFF_WITH_A_DENTIST = [
    meeting("스탠드업", 24, 9, 15),
    meeting("주간 보고", 24, 11),
    hours_off(24, 14, 4),
    meeting("치과", 24, 15, 40),
    meeting("요가 수업", 24, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("반차 시간엔 치과 하나만 있어요.", True),
        ("반차 중엔 스탠드업 하나만 있어요.", False),
        ("반차 전까지 일정이 2개예요: 스탠드업, 주간 보고.", True),
        ("반차 전까지 일정이 3개예요.", False),
        ("반차 끝나고 나서는 미팅 하나만 있어요.", False),
        ("11시 이후로는 주간 보고 미팅 하나만 피하시면 돼요.", True),
        ("11시 이후로는 요가 수업 하나만 있어요.", False),
    ],
)
def test_a_count_within_or_before_a_half_day_counts_there(answer, faithful):
    """ "반차 시간엔 ... 하나만", "반차 전까지 일정이 2개": a count is of what lies within the time off, or before it
    starts; "미팅 하나만" counts meetings, no class ("요가 수업")."""
    assert (unsupported(answer, AFTERNOON_OFF_WITH_A_DENTIST, FRIDAY, at(23, 21)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("치과는 3시 40분에 끝나요. 주말 앞두고 푹 쉬세요!", True),
        ("The dentist ends at 3:40. Enjoy your weekend!", True),
        ("가족 모임 같은 거 있으면 말씀해 주세요, 넣어 둘게요.", True),
        ("토요일엔 가족 모임이 있으니 푹 쉬세요!", False),
        ("Enjoy Saturday's hike!", False),
    ],
)
def test_a_wish_or_an_offer_states_nothing_of_what_it_names(answer, faithful):
    """ "주말 앞두고 푹 쉬세요!", "Enjoy your weekend!": a wish naming no event or time states nothing of the days it
    names; "가족 모임 같은 거 있으면": an event of a kind the user may have is supposed, not stated."""
    assert (unsupported(answer, AFTERNOON_OFF_WITH_A_DENTIST, FRIDAY, at(23, 21)) == []) is faithful


# Friday: a demo from 1 to 2:30 overlapping an interview from 2 to 3, a call at 9.
OVERLAPPING_AFTERNOON = [
    meeting("Product demo", 24, 13, 90),
    meeting("Interview", 24, 14),
    meeting("Supplier call", 24, 9, 30),
    hours_off(24, 16, 2),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The demo (1:00–2:30) overlaps with the interview (2:00–3:00) for half an hour.", True),
        ("The demo (1:00–2:30) overlaps with the interview (2:00–3:00) for 30 minutes.", True),
        ("The demo (1:00–2:30) overlaps with the interview (2:00–3:00) for an hour.", False),
    ],
)
def test_an_overlap_length_said_after_the_events_times_is_the_overlaps(answer, faithful):
    """ "overlaps ... (2:00–3:00) for half an hour": the colon of a time ends no piece, so the length is the
    overlap's, no event's."""
    assert (unsupported(answer, OVERLAPPING_AFTERNOON, FRIDAY, at(23, 21)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("After the interview ends at 3 you've got half an hour before your time off begins.", True),
        ("The supplier call lasts half an hour.", True),
        ("You have a half-hour interview at 2.", False),
        ("The interview is half an hour long.", False),
    ],
)
def test_half_an_hour_said_bare_is_a_distance_in_time(answer, faithful):
    """ "half an hour before your time off" is a distance in time as "thirty minutes" is, no event's length ("lasts
    half an hour", "a half-hour interview" are)."""
    assert (unsupported(answer, OVERLAPPING_AFTERNOON, FRIDAY, at(23, 21)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("No swimming on the 23rd - that one's been cancelled.", True),
        ("No piano lesson this week, it's been cancelled.", True),
        ("No swimming on the 21st - that one's been cancelled.", False),
        ("The swimming on the 21st has been cancelled.", False),
    ],
)
def test_a_cancellation_said_of_an_event_said_absent_is_why_it_is_absent(answer, faithful):
    """ "No guitar lesson Thursday - it's been cancelled": the reason a series' occurrence, or a plan the window
    holds none of, is not there; its absence is checked as a denial."""
    facts = [fact.model_copy(update={"object_value": "Swimming"}) for fact in SWIMMING]
    assert (unsupported(answer, facts, FORTNIGHT) == []) is faithful


# Friday: a standup, lunch with a friend and an afternoon off with the dentist in it.
LUNCH_AND_AN_AFTERNOON_OFF = [
    meeting("스탠드업", 24, 9, 15),
    meeting("지민이랑 점심", 24, 12),
    hours_off(24, 14, 4),
    meeting("Dentist", 24, 15),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("금요일 오후엔 반차라 회의는 없어요.", True),
        ("No meetings on Friday afternoon.", True),
        ("금요일엔 회의 없어요.", False),
        ("No meetings on Friday.", False),
        ("Nothing on Friday afternoon.", False),
    ],
)
def test_a_denial_of_meetings_denies_meetings_proper(answer, faithful):
    """ "회의는 없어", "no meetings": what one meets at is denied, no lunch or dentist (as "회의 두 개" counts)."""
    assert (unsupported(answer, LUNCH_AND_AN_AFTERNOON_OFF, FRIDAY, at(23, 21)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("금요일엔 11시에 주간 보고 하시면 2시부터 퇴근이에요.", True),
        ("After you get off at 2 on Friday, the dentist is at 3.", True),
        ("금요일엔 11시에 주간 보고 하시면 2시 반부터 퇴근이에요.", False),
        ("After you get off at 2:30 on Friday, the dentist is at 3.", False),
    ],
)
def test_a_time_one_leaves_work_at_is_a_time_of_the_context_of_no_event_around_it(answer, faithful):
    """ "2시부터 퇴근이에요" before a half day, "after you get off at 2": with no shift titled as work, a time of the
    context (time off starts then), not one of the events said around it."""
    assert (unsupported(answer, AFTERNOON_OFF_WITH_A_DENTIST, FRIDAY, at(23, 21)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful", "facts"),
    [
        ("7월 마지막 주말(25, 26일)은 비어 있어요.", True, [meeting("등산", 11, 8)]),
        ("7월 마지막 주말(25일, 26일)엔 일정 없어요.", True, [meeting("등산", 11, 8)]),
        ("7월 마지막 주말(25, 26일)은 비어 있어요.", False, [meeting("등산", 25, 8)]),
        ("7월 마지막 주말(18, 19일)은 비어 있어요.", False, [meeting("등산", 18, 8)]),
    ],
)
def test_days_listed_in_brackets_name_the_stretch_said_before_them(answer, faithful, facts):
    """ "11월 마지막 주말(28, 29일)은 비어 있어요": a denial's days are those listed in the brackets, not the whole
    month the stretch before them is said of."""
    assert (unsupported(answer, facts, JULY) == []) is faithful


MONDAY = Interval(start_time=at(20), end_time=at(21))
# Monday: standup 9–10, the budget review 2–3, a 1:1 at 5.
A_MONDAY = [meeting("Standup", 20, 9), meeting("Budget review", 20, 14), meeting("1:1 with Mina", 20, 17, 30)]
KO_MONDAY = [meeting("스탠드업", 20, 9), meeting("예산 리뷰", 20, 14), meeting("1:1 - 미나", 20, 17, 30)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The budget review wraps at 3, then you're clear until 5.", True),
        ("Standup at 9 — you're free until the budget review at 2.", True),
        ("The budget review wraps at 3, then you're clear until 6.", False),
        ("Standup at 9 — you're free until 5.", False),
    ],
)
def test_free_time_after_a_time_said_before_it_runs_from_that_time(answer, faithful):
    """ "the review wraps at 3, then you're clear until 5": free time said only with its end, after a time said
    before it in its sentence, runs from that time, not from the day's start."""
    assert (unsupported(answer, A_MONDAY, MONDAY, at(19, 21)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("월요일은 예산 리뷰 끝나고 5시 1:1 전까지 비어요.", True),
        ("월요일은 스탠드업 끝나고 5시 1:1 전까지 비어요.", False),
    ],
)
def test_a_time_beside_a_title_written_with_digits_bounds_until_it(answer, faithful):
    """ "오후 4시 1:1 전까지": the time said with a title of digits ("1:1") before "전까지" is where the free time
    ends, as with a title of letters."""
    assert (unsupported(answer, KO_MONDAY, MONDAY, at(19, 21)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful", "facts"),
    [
        ("Want me to keep Monday afternoon clear so nothing else lands there?", True, A_MONDAY),
        ("Should I cancel the budget review?", True, A_MONDAY),
        ("월요일 오후엔 일정 더 안 들어오게 막아 둘까요?", True, KO_MONDAY),
        ("예산 리뷰 옮겨 드릴까요?", True, KO_MONDAY),
        ("Monday afternoon is clear — want me to book the gym?", False, A_MONDAY),
        ("월요일 오후는 비어 있으니 운동 잡아 드릴까요?", False, KO_MONDAY),
        ("예산 리뷰가 옮겨졌어요.", False, KO_MONDAY),
    ],
)
def test_an_offer_states_nothing(answer, faithful, facts):
    """ "Want me to keep Monday afternoon clear?", "막아 둘까요?", "옮겨 드릴까요?": what the answer offers to do is
    no denial and no change made; what it says before the offer still is."""
    assert (unsupported(answer, facts, MONDAY, at(19, 21)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Once standup wraps at 10, nothing until the budget review at 2.", True),
        ("The 1:1 at 5 is your last work meeting on Monday.", True),
        ("Meeting time on Monday (not counting standup): the budget review and the 1:1.", True),
        ("Once standup wraps at 10, nothing until the 1:1 at 5.", False),
        ("The 1:1 at 5 is your last work dinner on Monday.", False),
    ],
)
def test_a_word_saying_when_or_which_before_an_event_word_names_no_title(answer, faithful):
    """ "once movie night wraps", "your last work meeting", "not counting lunch": a conjunction, a word of the kind
    of plan or a word taking the event as its object is no word of a title nobody stored."""
    assert (unsupported(answer, A_MONDAY, MONDAY, at(19, 21)) == []) is faithful


# Monday: onboarding at 9, picking Lily up at 4, five-a-side at 8.
NEWCOMERS = [
    meeting("Onboarding: new hires", 20, 9),
    meeting("Pick up Lily from camp", 20, 16, 30),
    meeting("Five-a-side football", 20, 20),
]


@pytest.mark.parametrize(
    ("answer", "faithful", "facts"),
    [
        ("New-hire onboarding at 9 on Monday.", True, NEWCOMERS),
        ("The Lily pickup is at 4.", True, NEWCOMERS),
        ("Football at 8 — have a good game!", True, NEWCOMERS),
        ("New-hire training at 9 on Monday.", False, NEWCOMERS),
        ("The Lily pickup is at 5.", False, NEWCOMERS),
        ("Have a good game at 8!", False, A_MONDAY),
    ],
)
def test_a_title_said_with_its_words_run_together_or_by_its_sport(answer, faithful, facts):
    """ "new-hire onboarding" of "Onboarding: new hires", "the Lily pickup" of "Pick up Lily from camp": a title's
    words hyphenated, run together or in the singular; "the game" of a football match."""
    assert (unsupported(answer, facts, MONDAY, at(19, 21)) == []) is faithful


WEDNESDAY = Interval(start_time=at(22), end_time=at(23))
# Wednesday: a client meeting 10–11, the afternoon off from 2; with a review at noon, or not.
MEETING_THEN_OFF = [meeting("거래처 미팅", 22, 10), hours_off(22, 14, 4)]


@pytest.mark.parametrize(
    ("answer", "faithful", "facts"),
    [
        ("거래처 미팅이 11시에 끝나고, 2시부터 반차예요. 그 사이엔 일정 없어요.", True, MEETING_THEN_OFF),
        (
            "거래처 미팅이 11시에 끝나고, 2시부터 반차예요. 그 사이엔 일정 없어요.",
            False,
            [*MEETING_THEN_OFF, meeting("디자인 리뷰", 22, 12)],
        ),
    ],
)
def test_in_between_an_event_said_over_and_time_off_said_by_its_word(answer, faithful, facts):
    """ "미팅이 11시에 끝나고, 2시부터 반차예요. 그 사이엔 일정 없어요": "in between" runs from the end of the event
    said as over to the start of the time off said by its word, the context's."""
    assert (unsupported(answer, facts, WEDNESDAY, at(21, 21)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("After you clock out at 7:30 on Monday morning, the budget review is at 2.", True),
        ("After you clock out at 8:30 on Monday morning, the budget review is at 2.", False),
    ],
)
def test_clocking_out_is_a_shift_ending_no_clock_change(answer, faithful):
    """ "clock out at 7:30", "clock in": when one's shift ends or starts, a time of the calendar, not one the clocks
    change at."""
    shift = [meeting("Night shift", 19, 19, 750), meeting("Budget review", 20, 14)]
    assert (unsupported(answer, shift, MONDAY, at(19, 21)) == []) is faithful


# Monday: a wedding 12–2, camping from 4; with shopping at 3, or not.
WEDDING_THEN_CAMPING = [meeting("결혼식", 20, 12, 120), meeting("캠핑", 20, 16, 600)]


@pytest.mark.parametrize(
    ("answer", "faithful", "facts"),
    [
        ("결혼식 끝나고 캠핑 출발 전까지 두 시간 비어요.", True, WEDDING_THEN_CAMPING),
        ("결혼식 끝나고 캠핑 출발 전까지 두 시간 비어요.", False, [*WEDDING_THEN_CAMPING, meeting("장보기", 20, 15)]),
    ],
)
def test_free_until_an_event_sets_off_is_until_its_start(answer, faithful, facts):
    """ "캠핑 출발 전까지 비어요": until the event sets off is until it starts; the event bounds the free time and is
    not denied."""
    assert (unsupported(answer, facts, MONDAY, at(19, 21)) == []) is faithful


# Next week: a 3-hour offsite on Tuesday, a 90-minute review and a half-hour sync on Wednesday, a 45-minute review
# on Thursday, a 2-hour hike on Saturday.
LENGTHS = [
    meeting("Team offsite", 21, 9, 180),
    meeting("Budget review", 22, 10, 90),
    meeting("Vendor sync", 22, 14, 30),
    meeting("예산 리뷰", 23, 16, 45),
    meeting("Hike with Mina", 25, 8, 120),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Longest event: the offsite on Tuesday. Shortest: the 30-minute vendor sync.", True),
        ("Longest event: the hike with Mina on Saturday.", False),
        ("Your longest commitment is Wednesday's budget review.", False),
        ("The longest thing on Wednesday is the budget review.", True),
        ("Your longest free stretch on Wednesday is between the budget review and the vendor sync.", True),
        ("다음 주 가장 짧은 건 수요일 Vendor sync예요.", True),
        ("다음 주에서 가장 짧은 건 목요일 예산 리뷰예요.", False),
        ("다음 주 제일 긴 일정은 목요일 예산 리뷰예요.", False),
    ],
)
def test_the_longest_or_shortest_event_lasts_longest_or_least_of_the_days_measured(answer, faithful):
    """ "Longest event: X" (a heading), "제일 긴 일정은 X": no other event of the days said, else of the window, lasts
    longer (less); a day said by the event places it ("the hike on Saturday") and is not the days measured, and a
    longest free stretch is no event's."""
    assert (unsupported(answer, LENGTHS) == []) is faithful


# Wednesday: physio 3–4pm and choir at 7; lunch with Minji 12–1 and the sprint review at 2.
AFTERNOON_GAPS = [
    meeting("Physio", 22, 15),
    meeting("Choir practice", 22, 19),
    meeting("점심 - 민지", 22, 12),
    meeting("Sprint review", 22, 14),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Wednesday you have almost three hours free from 4pm.", True),
        ("On Wednesday you have four hours free from 4pm.", False),
        ("수요일엔 점심 먹고 1시간 비어요.", True),
        ("수요일엔 점심 먹고 2시간 비어요.", False),
    ],
)
def test_free_time_from_a_time_said_runs_as_long_as_the_length_said(answer, faithful):
    """ "three hours free from 4pm", "점심 먹고 1시간 비어요": free time opened by a time, or by a meal said as eaten
    (from the calendar's meal's end), is closed by the length said (the least a rough one may be), not the day's
    end."""
    assert (unsupported(answer, AFTERNOON_GAPS) == []) is faithful


# Wednesday: standup 9–10, design review 10–11, client call 11–12, dinner at 7.
WEDNESDAY_MORNING_RUN = [
    meeting("Standup", 22, 9),
    meeting("Design review", 22, 10),
    meeting("Client call", 22, 11),
    meeting("Dinner with Jae", 22, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Heads up — no gap between the standup, the design review and the client call on Wednesday.", True),
        ("On Wednesday there's no free time between the design review and the client call.", True),
        ("No gap between the design review and the budget meeting on Wednesday.", False),
    ],
)
def test_a_free_time_word_said_with_no_says_busy_and_denies_nothing(answer, faithful):
    """ "no gap between A, B and C", "no free time": busy, as "not free" is; the free-time word denies no event."""
    assert (unsupported(answer, WEDNESDAY_MORNING_RUN) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful", "facts"),
    [
        ("You don't have anything Monday morning, so sleep in before the picnic at 1.", True, [days_off(20, 1)]),
        ("Nothing on Monday morning before the picnic at 1.", True, [days_off(20, 1)]),
        ("Monday is wide open apart from the picnic at 1.", False, [days_off(20, 1)]),
        ("You don't have anything Monday morning, so sleep in before the picnic at 1.", False, [hours_off(20, 9, 3)]),
    ],
)
def test_a_denial_of_part_of_a_day_off_speaks_within_it(answer, faithful, facts):
    """A whole day off is what the day is, not a plan in its morning: "nothing Monday morning" on it denies none;
    the whole day said open, or a morning off, still is denied."""
    assert (unsupported(answer, [*facts, meeting("Picnic", 20, 13)]) == []) is faithful


# The fortnight from Monday the 20th: a sync with Marcus every Tuesday at 11 but Tuesday the 28th, lunch on Wednesday.
SYNCS = [
    *occurrences(
        [
            FactDraft(
                predicate="meeting",
                object_value="Weekly sync with Marcus",
                start_time=at(7, 11),
                end_time=at(7, 12),
                recurrence=Recurrence(
                    rrule="FREQ=WEEKLY;BYDAY=TU", timezone="Asia/Seoul", exdates=[at(28, 11)], exdated_by=[None]
                ),
            )
        ],
        FORTNIGHT.start_time,
        FORTNIGHT.end_time,
    ),
    meeting("Lunch with Dana", 22, 12),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Only one sync with Marcus in this stretch: Tuesday the 21st at 11.", True),
        ("Just one sync with Marcus these two weeks, on the 21st.", True),
        ("Only two syncs with Marcus in this stretch.", False),
        ("Only the sync with Marcus in this stretch.", False),
    ],
)
def test_a_number_said_after_only_counts_the_title_not_all_of_its_kind(answer, faithful):
    """ "only one sync with Marcus" is how many syncs there are; "only the sync" is still all there is."""
    assert (unsupported(answer, SYNCS, FORTNIGHT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Monday is your day off 🎉 The only thing on it is the picnic at 1.", True),
        ("Monday is your day off. The only thing on it is the picnic at 1.", True),
        ("On Monday your only commitment is the picnic at 1.", False),
        ("Monday is your day off. The only thing on it is the dinner at 7.", False),
    ],
)
def test_time_off_the_answer_states_is_what_the_only_thing_is_on(answer, faithful):
    """ "Monday is your day off. The only thing on it is the picnic": the day off stated is the day the thing is on,
    not one of the things; unsaid, it is still one."""
    assert (
        unsupported(answer, [days_off(20, 1), meeting("Picnic", 20, 13), meeting("Dinner", 21, 19)]) == []
    ) is faithful


# The week of the 20th: a scrum every weekday at 9:30, a design review Monday at 10, yoga Wednesday at 7 pm.
SCRUM_WEEK = [
    *occurrences(
        [
            FactDraft(
                predicate="meeting",
                object_value="데일리 스크럼",
                start_time=at(20, 9, 30),
                end_time=at(20, 9, 45),
                recurrence=Recurrence(rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timezone="Asia/Seoul"),
            )
        ],
        NEXT_WEEK.start_time,
        NEXT_WEEK.end_time,
    ),
    meeting("디자인 리뷰", 20, 10),
    meeting("요가", 22, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("다음 주 일정이에요\n월: 스크럼 9:30, 디자인 리뷰 10시\n화: 스크럼만 있어요\n수: 스크럼, 요가 저녁 7시", True),
        ("- 월: 스크럼, 디자인 리뷰\n- 목: 스크럼만 있어요", True),
        ("월: 스크럼 9:30\n수: 스크럼만 있어요", False),
        ("월: 스크럼\n화: 디자인 리뷰 10시", False),
    ],
)
def test_a_korean_weekday_letter_labelling_a_line_is_that_lines_day(answer, faithful):
    """ "월: ...", "- 목: 스크럼만 있어요": a weekday's letter before a colon at a line's start is the day its line
    speaks of, so "only" there is of that day, and an event listed under it is on it."""
    assert (unsupported(answer, SCRUM_WEEK) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Free windows for the rest of today: 3:00–4:00 and after 6pm.", True),
        ("Free windows for the rest of today: 3:00–5:00 and after 6pm.", False),
        ("For the rest of today you're free 3 to 5.", False),
    ],
)
def test_free_time_said_for_the_rest_of_today_is_denied_where_a_plan_is(answer, faithful):
    """ "the rest of today", as "the rest of the day", is the time left, not the events left out: a window said free
    over a plan in it is wrong."""
    assert (unsupported(answer, [meeting("Dentist", 16, 16, 45)], REST_OF_THURSDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("마케팅 싱크는 디자인 리뷰 끝나고 11시부터 30분이에요.", True),
        ("디자인 리뷰 끝나고 11시에 마케팅 싱크 있어요.", True),
        ("마케팅 싱크는 디자인 리뷰 끝나고 11시 반부터 30분이에요.", False),
        ("마케팅 싱크는 디자인 리뷰 끝나고 12시에 시작해요.", False),
    ],
)
def test_a_start_said_after_another_event_ends_is_the_topics(answer, faithful):
    """ "A는 B 끝나고 11시 반부터": what is over is B, said right before "끝나고", not the topic A; the time after it,
    in a clause naming no event, is when A starts."""
    facts = [meeting("디자인 리뷰", 20, 10), meeting("마케팅 싱크", 20, 11, 30), meeting("점심", 20, 12)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("23일, 24일(목·금)은 비어 있어요.", True),
        ("Thursday the 23rd is open, and 23일, 24일(목·금)도 비어 있어요.", True),
        ("23일, 24일(수·목)은 비어 있어요.", False),
        ("30일, 31일(목·금)은 비어 있어요.", False),
    ],
)
def test_weekdays_bracketed_after_listed_days_are_theirs(answer, faithful):
    """ "24일, 25일(목·금)": as many weekdays in brackets as days listed name those days in turn, not every Thursday
    and Friday of the window; a weekday a day has not is no day of it."""
    assert (unsupported(answer, [meeting("Client visit", 30, 10)], FORTNIGHT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("No yoga while you're away: the 22nd and the 24th are skipped.", True),
        ("No yoga while you're on vacation.", True),
        ("No flights while you're away.", False),
        ("Nothing on the calendar while you're away.", False),
    ],
)
def test_while_you_are_away_is_during_the_time_off(answer, faithful):
    """ "while you're away", "while you're on vacation": a denial said so holds during the time off, no clause
    of its own; yoga on other days stands, a flight on a day off is denied."""
    facts = [days_off(22, 3), meeting("Yoga", 20, 7), meeting("Yoga", 27, 7), meeting("Flight to Jeju", 22, 9)]
    assert (unsupported(answer, facts, FORTNIGHT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("요가는 휴가 주에는 수요일에 없어요.", True),
        ("The week of your vacation has no yoga on Wednesday.", True),
        ("요가는 휴가 주에는 월·수 둘 다 없어요.", False),
        ("The week of your vacation has no yoga at all.", False),
    ],
)
def test_the_week_of_time_off_is_a_date(answer, faithful):
    """ "휴가 주에는", "the week of your vacation": the week the time off falls in, within which a weekday said is
    that week's; the time off is not what is denied."""
    facts = [days_off(29, 2), *(meeting("요가", day, 7) for day in (20, 22, 27))]  # no yoga on Wednesday the 29th
    assert (unsupported(answer, facts, FORTNIGHT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("다음 주는 휴가(월~수)랑 KTX 말고는 일정이 없어요.", True),
        ("다음 주엔 병원 하나만 있어요.", True),
        ("다음 주는 휴가(월~수) 말고는 일정이 없어요.", False),
        ("다음 주에는 일정이 없어요.", False),
    ],
)
def test_a_denial_over_a_week_named_on_a_sunday_holds_over_either_week(answer, faithful):
    """On a Sunday "다음 주" is the coming week or the one after it: a denial holds if it holds over one of them; days
    in brackets after an event left standing ("휴가(월~수)") are its own, not where the denial speaks."""
    facts = [meeting("주간 회의", 20, 10), meeting("병원", 22, 15), days_off(27, 3), meeting("KTX", 27, 8)]
    assert (unsupported(answer, facts, FORTNIGHT, now=at(19, 10)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("다음 주 월요일(27일)은 휴가 첫날이고, 그날은 주간 회의가 없어요.", True),
        ("다음 주 월요일(20일)은 주간 회의가 10시에 있어요.", True),
        ("다음 주 월요일(28일)은 휴가 첫날이에요.", False),
    ],
)
def test_a_weekday_of_a_week_named_on_a_sunday_and_its_day_of_the_month_are_one_day(answer, faithful):
    """On a Sunday "다음 주 월요일" is either of two Mondays; "(27일)" beside it says which, one day, not two days
    listed as the extent of the time off."""
    facts = [meeting("주간 회의", 20, 10), days_off(27, 3)]
    assert (unsupported(answer, facts, FORTNIGHT, now=at(19, 10)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Light week: onboarding Thursday, then gym and the pickup on Friday.", True),
        ("Onboarding Thursday, then the pickup and gym on Friday.", True),
        ("Onboarding Thursday, then gym and the pickup on Tuesday.", False),
    ],
)
def test_two_events_listed_with_and_share_the_day_said_after_them(answer, faithful):
    """ "then gym and the pickup on Friday": events joined by "and" are one list, said of the day after them, not the
    first of them of the day before."""
    facts = [meeting("Onboarding", 23, 9), *(meeting("Gym", day, 7) for day in (20, 22, 24)), meeting("Pickup", 24, 16)]
    assert (unsupported(answer, facts) == []) is faithful


# Thursday: a flight at 8 to Jeju, 80 minutes; dinner with Sora at 7.
MORNING_FLIGHT = [meeting("Flight to Jeju", 23, 8, 80), meeting("저녁 - 소라", 23, 19)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your flight is at 8 on Thursday; I'd aim to leave home by about 6:15.", True),
        ("The flight leaves at 8 on Thursday, so you'll want to be at the airport by around 7.", True),
        ("Flight at 8 on Thursday. If the drive is an hour, leave by about 6:30 to be safe.", True),
        ("목요일 저녁 7시 소라 저녁이니까 6시 반쯤 나가시면 돼요.", True),
        ("Your flight is at 7 on Thursday; I'd aim to leave home by about 5:15.", False),
        ("목요일 저녁 8시 소라 저녁이니까 7시 반쯤 나가시면 돼요.", False),
    ],
)
def test_a_time_advised_for_setting_off_is_the_users_own_going(answer, faithful):
    """ "I'd aim to leave home by about 6:15", "be at the airport by 7", ", leave by about 6:30", "6시 반쯤 나가시면":
    when the user should set off is advice, no time of the calendar; the plan's own time still is one."""
    assert (unsupported(answer, MORNING_FLIGHT) == []) is faithful


# Tuesday: a 15-minute standup at 10 and a 50-minute PT session at 7pm.
TUESDAY_LENGTHS = [meeting("스탠드업", 21, 10, 15), meeting("PT", 21, 19, 50)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("화요일은 아침 10시 스탠드업 15분, 저녁 7시 PT 50분이 있어요.", True),
        ("화요일은 10시 15분에 스탠드업이 끝나요.", True),
        ("화요일은 아침 9시 스탠드업 15분, 저녁 7시 PT 50분이 있어요.", False),
        ("화요일은 10시 30분에 스탠드업이 끝나요.", False),
    ],
)
def test_minutes_said_after_a_title_after_a_korean_clock_are_a_length(answer, faithful):
    """ "10시 스탠드업 15분": the minutes after the title are how long it lasts, not the clock's (the title between
    them is read first, and was taken for spacing)."""
    assert (unsupported(answer, TUESDAY_LENGTHS) == []) is faithful


def late(title: str, day: int, hour: int, minutes: int) -> FactDraft:
    """An event from `hour` on the day `day`, `minutes` long: on past midnight."""
    return FactDraft(
        predicate="meeting",
        object_value=title,
        start_time=at(day, hour),
        end_time=at(day, hour) + timedelta(minutes=minutes),
    )


@pytest.mark.parametrize(
    ("answer", "faithful", "night"),
    [
        ("On Sunday you only have brunch with Mum at 11.", True, late("Karaoke with Jun", 25, 21, 210)),
        ("Sunday is quiet: just brunch with Mum.", True, late("Karaoke with Jun", 25, 21, 210)),
        ("On Sunday you only have brunch with Mum at 11.", False, late("Night shift", 25, 22, 480)),
        ("On Saturday you only have brunch with Mum.", False, late("Karaoke with Jun", 25, 21, 210)),
    ],
)
def test_an_evening_just_past_midnight_is_the_evenings_not_the_next_days(answer, faithful, night):
    """An evening ending by 1am (karaoke until 00:30) is no other event of the next day's ("only brunch on
    Sunday"); a shift on into the small hours (until 6) is also the next day's."""
    assert (unsupported(answer, [night, meeting("Brunch with Mum", 26, 11)]) == []) is faithful


# Thursday: a night shift at St. Luke's from 7pm to 7am on Friday.
NIGHT_AT_ST_LUKES = [meeting("Night shift, St. Luke's ER", 23, 19, 720)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Thursday you're on at St. Luke's at 7pm.", True),
        ("Thursday: the night shift at St. Luke's, 7pm to 7am.", True),
        ("Friday you're on at St. Luke's at 7pm.", False),
        ("On Friday you're back at St. Luke's at 7pm, so nap first.", False),
    ],
)
def test_the_stop_of_an_abbreviation_before_a_place_ends_no_clause(answer, faithful):
    """ "Friday you're on at St. Luke's at 7pm": the stop of "St." ends no clause, so the day before it is the time's
    after it (Thursday's night shift ends on Friday, it does not start then)."""
    assert (unsupported(answer, NIGHT_AT_ST_LUKES) == []) is faithful


# Saturday: the holiday fair with the kids from 4 to 6; no time off.
HOLIDAY_FAIR = [meeting("Holiday fair with the kids", 25, 16, 120)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("After the holiday fair wraps at 6 on Saturday, your evening is free.", True),
        ("On Saturday you have the holiday fair at 4.", True),
        ("On Saturday you have the holiday fair at 5.", False),
        ("Saturday is a holiday, so you're off.", False),
    ],
)
def test_a_time_off_word_said_as_the_start_of_a_title_is_the_title(answer, faithful):
    """ "the holiday fair" of "Holiday fair with the kids": the time-off word said with the title's next word, as the
    title has them, names the fair, not time off; "a holiday" alone is still time off the context lacks."""
    assert (unsupported(answer, HOLIDAY_FAIR) == []) is faithful


# Thursday: the KTX to Busan 7:30–10:00, a workshop 11–4 and the flight back (KE1408) 18:00–19:05.
JOURNEY_LEGS = [
    FactDraft(predicate="meeting", object_value="KTX Seoul to Busan", start_time=at(23, 7, 30), end_time=at(23, 10)),
    meeting("Workshop, Busan office", 23, 11, 300),
    meeting("Flight KE1408 Busan to Seoul", 23, 18, 65),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Thursday the train is at 7:30, and the workshop at 11.", True),
        ("Thursday's workshop day: the 7:30 train out, the 18:00 flight back.", True),
        ("Your KE1408 flight leaves at 18:00 on Thursday and lands at 19:05, two hours after the workshop.", True),
        ("The KTX on Thursday is at 7:30, getting in at 10:00, an hour before the workshop at 11.", True),
        ("You'll be getting back from Busan at 19:05 on Thursday.", True),
        ("On Thursday the train is at 8:30, and the workshop at 11.", False),
        ("The KTX on Thursday is at 7:30, getting in at 10:30, half an hour before the workshop at 11.", False),
        ("You'll be getting back from Busan at 20:05 on Thursday.", False),
    ],
)
def test_the_legs_of_a_journey_keep_their_own_times(answer, faithful):
    """ "the train" names a title by the service it is ("KTX", "TGV"); an arrival said with no subject of its own
    ("... and lands at 19:05", ", getting in at 10:00") is the end of the titled event said before it, whatever the
    clause names after; "back from Busan at 19:05" is an end, as "back in Busan" is."""
    assert (unsupported(answer, JOURNEY_LEGS) == []) is faithful


# Saturday: a hike 7–12; a family dinner 6–8:30pm.
HIKE_AND_DINNER = [
    meeting("관악산 등산", 25, 7, 300),
    FactDraft(predicate="meeting", object_value="가족 저녁", start_time=at(25, 18), end_time=at(25, 20, 30)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("토요일 등산이 5시간이라 정오쯤 끝나요.", True),
        ("토요일 가족 저녁 끝나면(8시 반) 푹 쉬세요.", True),
        ("토요일 등산이 1시쯤 끝나요.", False),
        ("토요일 가족 저녁 끝나면(9시 반) 푹 쉬세요.", False),
    ],
)
def test_a_korean_end_said_roughly_or_in_brackets_is_the_events_end(answer, faithful):
    """ "정오쯤 끝나요": a rough time before the end word; "끝나면(8시 반)": the time the end word gives in brackets;
    both are when the event ends, not when it starts."""
    assert (unsupported(answer, HIKE_AND_DINNER) == []) is faithful


# Monday: the flight out (OZ102 to Osaka) at 9; Friday: the flight back (OZ103 to Seoul) at 5pm.
TWO_FLIGHTS = [meeting("Flight OZ102 to Osaka", 20, 9, 100), meeting("Flight OZ103 to Seoul", 24, 17, 110)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your return flight OZ103 is at 5pm on Friday.", True),
        ("The outbound flight is Monday at 9.", True),
        ("Your return flight is at 6pm on Friday.", False),
        ("The outbound flight is Monday at 10.", False),
    ],
)
def test_the_direction_of_a_journey_names_no_other_event(answer, faithful):
    """ "your return flight", "the outbound flight": which way a journey goes qualifies it, no title nobody stored;
    its time and kind are still checked."""
    assert (unsupported(answer, TWO_FLIGHTS) == []) is faithful


# Wednesday: a written driving test at 10.
WRITTEN_TEST = [meeting("운전면허 필기시험", 22, 10)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 10시에 면허 시험 있어요.", True),
        ("수요일 시험은 10시예요.", True),
        ("수요일 면허 시험은 11시예요.", False),
        ("수요일 10시에 면허 수업 있어요.", False),
    ],
)
def test_a_korean_compound_is_named_by_the_word_it_ends_in(answer, faithful):
    """ "시험" of "필기시험": a Korean compound ends in what it is a kind of, so that word names it."""
    assert (unsupported(answer, WRITTEN_TEST) == []) is faithful


# The fortnight from Monday the 20th: a 1:1 every Tuesday at 2, skipped on the 28th, in a week off (27th–31st).
ONE_ON_ONES_AROUND_A_WEEK_OFF = [
    FactDraft(predicate="vacation", object_value="Vacation", start_time=at(27), end_time=at(1, month=8)),
    *occurrences(
        [
            FactDraft(
                predicate="meeting",
                object_value="1:1 with Mina",
                start_time=at(7, 14),
                end_time=at(7, 15),
                recurrence=Recurrence(
                    rrule="FREQ=WEEKLY;BYDAY=TU", timezone="Asia/Seoul", exdates=[at(28, 14)], exdated_by=[None]
                ),
            )
        ],
        FORTNIGHT.start_time,
        FORTNIGHT.end_time,
    ),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your Tuesday 1:1 with Mina is skipped while you're away.", True),
        ("Your Tuesday 1:1 with Mina is skipped during your vacation.", True),
        ("Your Tuesday 1:1 with Mina is skipped.", False),
        ("Your Tuesday 1:1 with Mina is skipped; the week after, you're away.", False),
    ],
)
def test_a_series_skipped_while_away_skips_its_day_in_the_time_off(answer, faithful):
    """ "the Tuesday 1:1 is skipped while you're away", "during your vacation": the Tuesday skipped is the one in
    the time off, not the window's first."""
    assert (unsupported(answer, ONE_ON_ONES_AROUND_A_WEEK_OFF, FORTNIGHT) == []) is faithful


# Wednesday: the dentist at 8, the standup at 9.
DENTIST_THEN_STANDUP = [meeting("Dentist", 22, 8, 45), meeting("Standup", 22, 9, 15)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Wednesday: dentist at 8, standup right after at 9.", True),
        ("Wednesday: dentist at 8, standup just after 9.", False),
        ("Wednesday: dentist at 8, standup right after at 10.", False),
    ],
)
def test_a_time_said_at_is_itself_after_right_after(answer, faithful):
    """ "standup right after at 9": "right after" is of the event before, the time said "at" is itself, neither a
    little after it nor a side of it; "just after 9" is a little after."""
    assert (unsupported(answer, DENTIST_THEN_STANDUP) == []) is faithful


# Next week: a standup at 9 on Monday, a call at 11pm on Tuesday, brunch at 11 on Saturday.
LATE_CALL_WEEK = [meeting("Standup", 20, 9, 15), meeting("Call with Seoul", 21, 23), meeting("Brunch", 25, 11)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Next week's latest thing is the call with Seoul on Tuesday at 11pm.", True),
        ("The last thing next week is Saturday's brunch.", True),
        ("Next week's latest thing is Monday's standup.", False),
        ("Next week's earliest thing is the call with Seoul.", False),
        ("Next week's latest thing is the call with Seoul on Tuesday.", False),
    ],
)
def test_the_latest_of_several_days_may_be_by_the_clock(answer, faithful):
    """ "next week's latest is the 11pm call": over several days, said with its clock, the earliest or latest may be
    the one latest in its day; said without, it is the last of them."""
    assert (unsupported(answer, LATE_CALL_WEEK) == []) is faithful


# Wednesday: pick up Leo from school at 5.
SCHOOL_PICKUP = [meeting("Pick up Leo from school", 22, 17, 30)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Wednesday you'll be done with Leo's pickup by 5:30.", True),
        ("On Wednesday you'll be done with Mia's pickup by 5:30.", False),
    ],
)
def test_a_name_said_whose_the_event_is_after_with_is_the_titles(answer, faithful):
    """ "done with Leo's pickup" for "Pick up Leo": the name with its possessive is whose the event is, a person of
    the title; another name is still nobody's."""
    assert (unsupported(answer, SCHOOL_PICKUP) == []) is faithful


# Next week: a client meeting Monday 2–3, a team lunch Tuesday, a Valentine dinner Friday, a church service Sunday.
MEETINGS_AND_MEALS = [
    meeting("클라이언트 미팅", 20, 14),
    meeting("팀 런치", 21, 12, 90),
    meeting("밸런타인 디너", 24, 19, 150),
    meeting("교회 예배", 26, 11, 90),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("다음 주 회의는 총 1시간이에요.", True),
        ("다음 주 회의는 총 2시간 반이에요.", False),
    ],
)
def test_a_korean_meal_or_service_is_no_meeting(answer, faithful):
    """ "팀 런치", "밸런타인 디너", "교회 예배": a meal or a service is a personal event; "회의" counts none."""
    assert (unsupported(answer, MEETINGS_AND_MEALS) == []) is faithful


# Next week: a 15-minute standup every weekday at 10.
FIVE_STANDUPS = [meeting("스탠드업", day, 10, 15) for day in range(20, 25)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("다음 주 스탠드업 5번(1시간 15분).", True),
        ("Next week: the standup five times (75 minutes).", True),
        ("Next week: the standup five times (2 hours).", False),
        ("다음 주 스탠드업 5번(2시간).", False),
        ("다음 주 스탠드업은 한 번에 1시간 15분이에요.", False),
    ],
)
def test_a_length_in_brackets_after_how_many_times_is_their_total(answer, faithful):
    """ "스탠드업 5번(1시간 15분)": the length said in brackets after how many times is of them all together, not of
    each."""
    assert (unsupported(answer, FIVE_STANDUPS) == []) is faithful


# Wednesday: a review 10–11, lunch with Joon 12–1, a call 3–3:30.
REVIEW_LUNCH_CALL = [meeting("Design review", 22, 10), meeting("준 선배랑 점심", 22, 12), meeting("Call", 22, 15, 30)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 일정 다 합치면 2시간 반이에요 (점심 포함).", True),
        ("수요일 일정 다 합치면 3시간 반이에요 (점심 포함).", False),
        ("수요일 점심은 다 합치면 2시간 반이에요.", False),
    ],
)
def test_a_total_of_every_plan_takes_in_the_one_said_with_it(answer, faithful):
    """ "일정 다 합치면 2시간 반 (점심 포함)": the total is of every plan, the lunch said as included among them, not
    of the lunch alone."""
    assert (unsupported(answer, REVIEW_LUNCH_CALL) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 1시부터 3시까지 2시간이 통으로 비어 있어요.", True),
        ("수요일 오후엔 2시간 연속으로 빈 시간이 없어요.", False),
    ],
)
def test_a_free_stretch_said_empty_is_no_denial_of_one(answer, faithful):
    """ "2시간이 통으로 비어 있어요": a stretch said free in a row is there; "빈 시간이 없어요" denies it."""
    assert (unsupported(answer, REVIEW_LUNCH_CALL) == []) is faithful


# Wednesday 10:10: a focus block 9:30–11 under way.
FOCUS_UNDER_WAY = [
    FactDraft(predicate="meeting", object_value="Focus block", start_time=at(22, 9, 30), end_time=at(22, 11))
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("It's 10:10, so you've still got almost an hour of your focus block left.", True),
        ("You've got nearly an hour of your focus block to go.", True),
        ("It's 10:10, so you've still got two hours of your focus block left.", False),
        ("You've got 90 minutes of your focus block left.", False),
    ],
)
def test_a_length_of_an_event_left_is_from_now_to_its_end(answer, faithful):
    """ "almost an hour of your focus block left": what is left of an event under way runs from now to its end, not
    its whole length; "almost", "nearly" say it roughly."""
    now = at(22, 10, 10)
    assert (unsupported(answer, FOCUS_UNDER_WAY, now=now) == []) is faithful


# Time off Thursday to Sunday, a review on Tuesday before it.
OFF_FROM_THURSDAY = [days_off(23, 4), meeting("분기 보고", 21, 13)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("휴가 전 월·화·수는 평소대로 출근이에요.", True),
        ("화요일이 휴가 전 제일 바쁜 날이에요.", True),
        ("휴가는 화·수예요.", False),
        ("휴가는 화요일이에요.", False),
    ],
)
def test_days_said_before_time_off_are_not_its_days(answer, faithful):
    """ "휴가 전 월·화·수": the days said before time off are the days before it, not days of it."""
    assert (unsupported(answer, OFF_FROM_THURSDAY) == []) is faithful


# Thursday: PT 19:30–20:20, a call 14:00–14:45, an interview at 15:00.
PT_CALL_INTERVIEW = [
    FactDraft(predicate="meeting", object_value="PT", start_time=at(23, 19, 30), end_time=at(23, 20, 20)),
    FactDraft(predicate="meeting", object_value="Customer call", start_time=at(23, 14), end_time=at(23, 14, 45)),
    meeting("Interview", 23, 15),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("목요일 PT는 7시 반이에요. 운동복 챙기세요!", True),
        ("목요일 PT 끝나고 등산화 챙기세요.", True),
        ("목요일 7시 반에 PT 있고 9시에 운동도 있어요.", False),
    ],
)
def test_an_event_word_naming_what_one_wears_to_it_is_no_event(answer, faithful):
    """ "운동복", "등산화": an event word with the word of clothes or gear after it is a thing one takes, no event."""
    assert (unsupported(answer, PT_CALL_INTERVIEW) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The call ends at 2:45 and the interview starts at 3. Maybe grab a coffee before the call.", True),
        ("The call ends at 2:45, then you have a coffee before the interview at 3.", False),
    ],
)
def test_maybe_before_a_bare_verb_is_advice(answer, faithful):
    """ "Maybe grab a coffee": "maybe" before a bare verb advises what the user may do, no event of the calendar."""
    assert (unsupported(answer, PT_CALL_INTERVIEW) == []) is faithful


TWO_WEEKS = Interval(start_time=at(20), end_time=at(3, month=8))
# Two weeks from Monday the 20th, time off Thursday the 23rd to Monday the 27th: a standup on each working weekday,
# a class on the Wednesday evenings, a sync the day one is back.
AROUND_TIME_OFF = [
    days_off(23, 5),
    *(meeting("스탠드업", day, 9, 15) for day in (20, 21, 22, 28, 29, 30, 31)),
    *(meeting("Spanish class", day, 18, 60) for day in (22, 29)),
    meeting("복귀 후 팀 싱크", 28, 10),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("휴가 전 월·화·수, 복귀 후 화~금에 스탠드업이 있어요.", True),
        ("휴가 전에 출근하는 날은 월~수 3일이고, 그 사이에 스탠드업 3번 있어요.", True),
        (
            "Before your vacation you work Monday through Wednesday, and Wednesday is the only one with something "
            "in the evening.",
            True,
        ),
        ("휴가 전 월·목에 스탠드업이 있어요.", False),
        ("휴가 전 월·화·수, 복귀 후 월~금에 스탠드업이 있어요.", False),
        ("휴가 전에 출근하는 날은 월~수 3일이고, 그 사이에 스탠드업 6번 있어요.", False),
        (
            "Before your vacation you work Monday through Wednesday, and Monday is the only one with something "
            "in the evening.",
            False,
        ),
    ],
)
def test_weekdays_said_before_or_after_time_off_are_those_days_of_the_window(answer, faithful):
    """ "휴가 전 월·화·수, 복귀 후 화~금", "before your vacation, Monday through Wednesday": the weekdays said after
    such words in their sentence are those before the time off starts or after it ends, not every such weekday;
    "복귀 후" is the return, no word of a title "복귀 후 팀 싱크"."""
    assert (unsupported(answer, AROUND_TIME_OFF, TWO_WEEKS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("휴가는 목~월 5일이에요.", True),
        ("휴가는 목~월 4일이에요.", False),
    ],
)
def test_days_said_after_a_range_of_weekdays_are_its_length(answer, faithful):
    """ "월~수 3일", "목~월 5일": days said right after a range of weekdays are how many it spans, no day of the
    month."""
    assert (unsupported(answer, AROUND_TIME_OFF, TWO_WEEKS) == []) is faithful


# A flight from Chicago to San Diego on Thursday morning.
FLIGHT_BY_CODES = [
    FactDraft(
        predicate="meeting", object_value="Flight AA2231 ORD to SAN", start_time=at(23, 7, 15), end_time=at(23, 9, 40)
    )
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your flight to San Diego is at 7:15 on Thursday; leave early for security at O'Hare.", True),
        ("Your flight to San Francisco is at 7:15 on Thursday.", False),
        ("Your flight is at 7:15 on Thursday; leave early for security at Midway.", False),
    ],
)
def test_a_place_an_airport_code_of_a_title_names_is_the_titles(answer, faithful):
    """ "to San Diego", "at O'Hare" of "Flight ORD to SAN": the city or airport a title's airport code names is a
    word of that title; another airport is nobody's."""
    assert (unsupported(answer, FLIGHT_BY_CODES) == []) is faithful


# Two weeks from Monday the 20th: time off Thursday the 23rd to Monday the 27th, a game on Saturday 1 August.
GAME_AFTER_TIME_OFF = [
    days_off(23, 5),
    FactDraft(
        predicate="meeting",
        object_value="Soccer game",
        start_time=at(1, 10, month=8),
        end_time=at(1, 11, 30, month=8),
    ),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Weekend of the 1st–2nd: the soccer game Saturday at 10, and Sunday is completely free.", True),
        ("Weekend of the 25th: Saturday is completely free.", False),
        ("Weekend of the 1st–2nd: the soccer game Sunday at 10, and Saturday is completely free.", False),
    ],
)
def test_a_weekday_under_a_heading_naming_a_day_is_that_days_week(answer, faithful):
    """ "Weekend of the 1st–2nd: ... Sunday is free": a weekday said under a heading that names days of the month is
    the weekday of their week, not any of the window's (Sunday the 26th is in the time off)."""
    assert (unsupported(answer, GAME_AFTER_TIME_OFF, TWO_WEEKS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Nothing Wednesday evening, so you could get an early night before Thursday's 7:15 flight.", True),
        ("You have the flight on Thursday night.", False),
    ],
)
def test_an_early_night_is_sleep_no_part_of_the_day(answer, faithful):
    """ "get an early night", "have a good night": sleep, no night an event is said in."""
    assert (unsupported(answer, FLIGHT_BY_CODES) == []) is faithful


# Thursday: a standup at 9, lunch with Jordan at noon, a game at 7 in the evening.
LUNCH_AND_GAME = [
    meeting("Standup", 23, 9, 15),
    meeting("Lunch with Jordan at Sqirl", 23, 12),
    meeting("Kings game at the arena", 23, 19, 150),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        (
            "15 minutes of work meetings on Thursday: the standup. That's not counting lunch with Jordan or the Kings "
            "game.",
            True,
        ),
        ("Thursday's not counting lunch or the Kings game with Jordan.", False),
        ("Jordan is coming to the Kings game on Thursday.", False),
    ],
)
def test_someone_said_with_a_denied_event_is_at_that_event(answer, faithful):
    """ "not counting lunch with Jordan or the Kings game": someone said with an event, denied or not, is at that
    event, not at the other event the clause names."""
    assert (unsupported(answer, LUNCH_AND_GAME) == []) is faithful


# Saturday: Tom's fortieth from 8 in the evening to half past midnight; Sunday a brunch; Monday a flight.
FORTIETH_WEEKEND = [
    FactDraft(
        predicate="meeting", object_value="Tom's 40th at The Crown", start_time=at(25, 20), end_time=at(26, 0, 30)
    ),
    meeting("Brunch with Mum", 26, 11, 90),
    meeting("Flight to Edinburgh", 27, 7),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Tom's party is at 8 on Saturday.", True),
        ("Tom's party ends at 00:30.", True),
        ("Tom's wedding is at 8 on Saturday.", False),
        ("Tom's party is at 9 on Saturday.", False),
    ],
)
def test_a_party_names_a_birthday_title_by_its_age(answer, faithful):
    """ "Tom's party" of "Tom's 40th": a party holds birthdays, named by the word or by a milestone age."""
    assert (unsupported(answer, FORTIETH_WEEKEND) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The day after Tom's party you've only got brunch with Mum.", True),
        ("The day after Tom's party you've got the flight to Edinburgh.", False),
    ],
)
def test_the_day_after_an_evening_into_the_small_hours_is_the_day_after_its_evening(answer, faithful):
    """ "The day after Tom's party" that ends at 00:30 is Sunday, the day after its evening, not Monday."""
    assert (unsupported(answer, FORTIETH_WEEKEND) == []) is faithful


# Tuesday morning: a writing block from 7:30, then a standup, a review and a sync; lunch at noon.
BLOCK_MORNING = [
    meeting("Deep work block", 21, 7, 90),
    meeting("Standup", 21, 9, 15),
    meeting("Design review", 21, 10),
    meeting("Roadmap sync", 21, 11),
    meeting("Lunch with Ana", 21, 12),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Tuesday, three meetings in the morning after your focus block.", True),
        ("On Tuesday, four meetings in the morning after your focus block.", False),
    ],
)
def test_a_count_after_an_event_said_in_other_words_counts_after_it(answer, faithful):
    """ "three meetings after your focus block" of "Deep work block": a word of one's own before the title's word
    still names the event that bounds the count."""
    assert (unsupported(answer, BLOCK_MORNING) == []) is faithful


# Monday: only the standup; Tuesday: the standup and a client meeting.
QUIET_MONDAY = [meeting("스탠드업", 20, 9, 15), meeting("스탠드업", 21, 9, 15), meeting("클라이언트 미팅", 21, 14)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("월요일이 가장 한가하고(스탠드업 15분), 화요일은 일정이 두 개예요.", True),
        ("Monday is the most open day, with just the standup.", True),
        ("월요일은 한가하고, 화요일은 일정이 두 개예요.", False),
        ("Monday is completely open.", False),
    ],
)
def test_a_free_word_said_in_comparison_denies_nothing(answer, faithful):
    """ "가장 한가하고", "the most open day": a day freer than the others, not an empty one."""
    assert (unsupported(answer, QUIET_MONDAY) == []) is faithful


# The weekend: a birthday dinner on Saturday evening, a hike on Sunday morning.
DINNER_AND_HIKE = [meeting("엄마 생신 저녁", 25, 18, 150), meeting("북한산 등산", 26, 7, 300)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("주말은 토요일 저녁 엄마 생신이랑 일요일 오전 등산, 이렇게 두 개예요.", True),
        ("주말은 토요일 저녁 엄마 생신이랑 일요일 오전 등산, 이렇게 세 개예요.", False),
    ],
)
def test_a_part_of_the_day_of_one_listed_event_does_not_bound_the_count(answer, faithful):
    """ "토요일 저녁 엄마 생신이랑 일요일 오전 등산, 두 개": the evening is the dinner's, not where the count counts."""
    assert (unsupported(answer, DINNER_AND_HIKE) == []) is faithful


# Tuesday: a dentist, a weekly meeting and lunch; Wednesday: a standup and a design review.
TUESDAY_TOTALS = [
    meeting("치과", 21, 8, 40),
    meeting("주간 회의", 21, 10, 60),
    meeting("민수 선배랑 점심", 21, 12, 60),
    meeting("스탠드업", 22, 10, 15),
    meeting("디자인 리뷰", 22, 14, 90),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("화요일 일정 다 합치면 2시간 40분이에요. 점심 빼면 1시간 40분이고요.", True),
        ("화요일 일정 다 합치면 2시간 40분이에요. 점심 빼면 2시간 10분이고요.", False),
        ("수요일은 스탠드업 15분, 디자인 리뷰 1시간 반 해서 1시간 45분이에요.", True),
        ("수요일은 스탠드업 15분, 디자인 리뷰 1시간 반 해서 2시간 45분이에요.", False),
    ],
)
def test_a_length_said_as_the_sum_of_a_list_or_of_the_rest_is_a_total(answer, faithful):
    """ "점심 빼면 1시간 40분": the total of the rest of the day's events; "A 15분, B 1시간 반 해서 1시간 45분": the
    length after a list of lengths closed by "해서" is their sum."""
    assert (unsupported(answer, TUESDAY_TOTALS) == []) is faithful


# The week back: a standup each day from the 28th to the 31st, a sync on the 28th and a review on the 30th.
WEEK_BACK = [
    *(meeting("스탠드업", day, 9, 15) for day in range(28, 32)),
    meeting("팀 싱크", 28, 10),
    meeting("OKR 리뷰", 30, 15, 90),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("7/28~31에는 스탠드업 빼면 회의가 두 개뿐이에요: 팀 싱크, OKR 리뷰.", True),
        ("7월 28일부터 31일까지 회의가 여섯 개예요.", True),
        ("7/28~7/31에는 회의가 세 개예요.", False),
    ],
)
def test_a_count_over_a_range_of_dates_counts_every_day_of_it(answer, faithful):
    """ "7/28~31", "28일부터 31일까지": a count over the ends of a range of dates counts every day between them."""
    window = Interval(start_time=at(27), end_time=at(1, month=8) + timedelta(days=2))
    assert (unsupported(answer, WEEK_BACK, window) == []) is faithful


# Standups Monday to Thursday; PT on Wednesday and Friday; nothing on Saturday.
STANDUPS_AND_PT = [
    *(meeting("스탠드업", day, 10, 15) for day in range(20, 24)),
    meeting("PT", 22, 19, 50),
    meeting("PT", 24, 19, 50),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("토요일은 일정이 하나도 없어요. 스탠드업도 없어서 완전히 비어 있어요!", True),
        ("금요일은 PT 하나예요. 스탠드업은 없어요.", True),
        ("수요일은 PT 하나예요. 스탠드업은 없어요.", False),
        ("토요일은 일정이 하나도 없어요. 금요일도 완전히 비어 있어요!", False),
    ],
)
def test_a_denial_naming_no_day_speaks_of_the_days_of_the_sentence_before(answer, faithful):
    """ "금요일은 PT 하나예요. 스탠드업은 없어요.": a denial naming no day, time or part of the day speaks of the days
    the sentence before names, not of the whole window."""
    assert (unsupported(answer, STANDUPS_AND_PT) == []) is faithful


# Pilates on Monday; time off from Wednesday to Friday.
PILATES_THEN_OFF = [meeting("필라테스", 20, 20, 50), days_off(22, 3)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("필라테스는 월요일 한 번이에요. 24일 금요일(휴가 마지막 날)엔 없어요.", True),
        ("Pilates is on Monday only. Nothing on Friday the 24th (the last day of your vacation).", True),
        ("필라테스는 월요일 한 번이에요. 20일 월요일(휴가 첫날)엔 없어요.", False),
        ("필라테스는 월요일 한 번이에요. 24일 금요일엔 휴가가 없어요.", False),
    ],
)
def test_an_event_said_in_brackets_as_what_a_day_is_is_not_denied(answer, faithful):
    """ "27일 월요일(휴가 마지막 날)엔 없어요": time off said in brackets after a day is what the day is, not denied."""
    assert (unsupported(answer, PILATES_THEN_OFF) == []) is faithful


# Tuesday: lunch with Julien from noon to 2, the hiring panel at 4.
LUNCH_THEN_PANEL = [meeting("Lunch with Julien", 21, 12, 120), meeting("Hiring panel", 21, 16)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        (
            "You have a free stretch on Tuesday between lunch with Julien (ends 14:00) and the hiring panel at 16:00.",
            True,
        ),
        ("You're free on Tuesday between lunch and the hiring panel at 16:00.", True),
        (
            "You have a free stretch on Tuesday between lunch with Julien (ends 14:00) and the hiring panel at 17:00.",
            False,
        ),
        ("You're free on Tuesday between lunch and the hiring panel at 17:00.", False),
    ],
)
def test_a_free_stretch_between_two_events_with_times_beside_them_is_one_range(answer, faithful):
    """ "between lunch (ends 14:00) and the hiring panel at 16:00": the "and" closes the range "between" opens, and the
    time beside its end is when the range closes, not a stretch to the day's end."""
    assert (unsupported(answer, LUNCH_THEN_PANEL) == []) is faithful


# Sunday: the train back arrives at 17:35; the weekly review at 9 in the evening.
TRAIN_THEN_REVIEW = [
    FactDraft(predicate="meeting", object_value="KTX 서울행", start_time=at(26, 15, 40), end_time=at(26, 17, 35)),
    meeting("주간 회고 정리", 26, 21),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("일요일 서울 도착(5시 35분)부터 주간 회고(9시)까지 3시간 25분 비어 있어요.", True),
        ("일요일 서울 도착(5시 35분)부터 주간 회고(10시)까지 비어 있어요.", False),
        ("일요일 서울 도착(5시 35분)부터 주간 회고(9시)까지 4시간 25분 비어 있어요.", False),
    ],
)
def test_a_time_in_brackets_before_a_korean_bound_is_that_bound(answer, faithful):
    """ "도착(5시 35분)부터 주간 회고(9시)까지 비어": a time in brackets bounds the free time as "부터", "까지" after
    them say, not as a moment the denial speaks of all day."""
    assert (unsupported(answer, TRAIN_THEN_REVIEW) == []) is faithful


# Night shifts from Friday 7pm to Saturday 7:30am and from Sunday 7pm to Monday 7:30am; brunch on Saturday; no time off.
NIGHT_SHIFTS = [
    FactDraft(predicate="meeting", object_value="Night shift, ICU", start_time=at(24, 19), end_time=at(25, 7, 30)),
    meeting("Brunch with Alex", 25, 13, 90),
    FactDraft(predicate="meeting", object_value="Night shift, ICU", start_time=at(26, 19), end_time=at(27, 7, 30)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Friday's shift runs 7pm to 7:30am, so you'll be off Saturday morning. Brunch with Alex is at 1.", True),
        ("You work Friday into Saturday and Sunday into Monday; Saturday night is your night off in between.", True),
        ("You'll be off Sunday evening.", False),
        ("You'll be off Friday evening before brunch with Alex on Saturday.", False),
    ],
)
def test_off_in_a_context_of_shifts_says_no_shift_starts_then(answer, faithful):
    """ "off Saturday morning", "your night off" among night shifts and no time off: no shift starts then (the one
    ending that morning started the evening before), no time off stated."""
    assert (unsupported(answer, NIGHT_SHIFTS) == []) is faithful


# Saturday: lunch with Priya from 12:30 to 2, Tom's fortieth from 8 in the evening.
LUNCH_THEN_FORTIETH = [
    FactDraft(predicate="meeting", object_value="Lunch with Priya", start_time=at(25, 12, 30), end_time=at(25, 14)),
    meeting("Tom's 40th at The Crown", 25, 20, 270),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Between lunch (done at 2) and Tom's 40th (starting at 8) you've got six free hours on Saturday.", True),
        ("Between lunch (done at 2) and Tom's 40th (starting at 9) you've got seven free hours on Saturday.", False),
        ("Between lunch (done at 3) and Tom's 40th (starting at 8) you've got five free hours on Saturday.", False),
    ],
)
def test_a_start_said_in_brackets_after_a_title_closes_the_range(answer, faithful):
    """ "and Tom's 40th (starting at 8)": the start said in brackets after the title's words is where the range it
    closes ends, no moment of the free time."""
    assert (unsupported(answer, LUNCH_THEN_FORTIETH) == []) is faithful


# Tuesday afternoon: an interview until 4, a school pickup at 5:30, the game at 7:30.
PICKUP_AND_GAME = [
    meeting("Interview", 21, 15),
    FactDraft(predicate="meeting", object_value="Pick up Maya", start_time=at(21, 17, 30), end_time=at(21, 18)),
    FactDraft(predicate="meeting", object_value="Kings game", start_time=at(21, 19, 30), end_time=at(21, 22)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Tuesday before the game, your free stretches are 4:00–5:30 and 6:00–7:30.", True),
        ("On Tuesday before the game, your free stretches are 4:00–5:30 and 5:00–7:30.", False),
        ("On Tuesday before the game, you're free from 3:00 to 5:30.", False),
    ],
)
def test_an_event_ending_ranges_said_after_it_frames_them(answer, faithful):
    """ "Before the game, free 4:00–5:30 and 6:00–7:30": the event said as the end of the ranges after it frames them,
    no range of its own from the day's start."""
    assert (unsupported(answer, PICKUP_AND_GAME) == []) is faithful


# Thursday, asked at 2pm: the team lunch from 1:30 to 2:30, the interview right after it.
LUNCH_UNDER_WAY = [
    FactDraft(predicate="meeting", object_value="Team lunch", start_time=at(16, 13, 30), end_time=at(16, 14, 30)),
    FactDraft(predicate="meeting", object_value="Interview: Sam", start_time=at(16, 14, 30), end_time=at(16, 15, 15)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("You've got about 30 minutes of lunch left before the interview with Sam at 2:30.", True),
        ("You've got about 75 minutes of lunch left before the interview with Sam at 2:30.", False),
    ],
)
def test_a_length_left_of_an_event_is_that_events_not_the_next_ones(answer, faithful):
    """ "20 minutes of lunch left before the interview": the length is what is left of the event it is said of, the
    event after "before" being no part of it."""
    window = Interval(start_time=at(16, 14), end_time=at(17))
    assert (unsupported(answer, LUNCH_UNDER_WAY, window) == []) is faithful


# A call with London at 2 in the morning of Thursday, Seoul time: 6 in the evening of Wednesday in London.
LONDON_CALL = [meeting("런던 팀 싱크", 23, 2)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("런던 팀 싱크는 목요일 새벽 2시예요. 런던은 그때 수요일 저녁 6시겠네요.", True),
        ("런던 팀 싱크는 목요일 새벽 2시예요. 런던은 그때 수요일 저녁 7시겠네요.", False),
    ],
)
def test_a_time_said_as_another_citys_then_is_on_its_clock_and_day(answer, faithful):
    """ "서울은 그때 금요일 오후 1시 반": a time said as a city's "then" is on that city's clock, and the day beside it
    is that city's day."""
    assert (unsupported(answer, LONDON_CALL) == []) is faithful


# A reunion from 7 on Friday evening to 1 in the morning of Saturday.
LATE_REUNION = [
    FactDraft(predicate="meeting", object_value="대학 동기 모임", start_time=at(24, 19), end_time=at(25, 1)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("금요일 동기 모임이 새벽 1시까지 잡혀 있어요.", True),
        ("On Friday the reunion runs until 1am.", True),
        ("목요일 동기 모임이 새벽 1시까지 잡혀 있어요.", False),
        ("금요일 동기 모임이 새벽 2시까지 잡혀 있어요.", False),
    ],
)
def test_a_day_said_before_an_event_ending_in_the_small_hours_is_its_evenings(answer, faithful):
    """ "오늘 동기 모임이 새벽 1시까지": a day said before the event, its end after it, is the day of the evening it
    runs from, not the day it ends on."""
    assert (unsupported(answer, LATE_REUNION) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Sunday you work a 12½-hour night shift from 7pm to 7:30am.", True),
        ("On Sunday you work an 11½-hour night shift from 7pm to 7:30am.", False),
        ("On Sunday you work a 12¼-hour night shift from 7pm to 7:30am.", False),
    ],
)
def test_a_length_written_with_a_fraction_is_a_length(answer, faithful):
    """ "a 12½-hour night shift": a length with a half or a quarter written as one character, no title."""
    assert (unsupported(answer, NIGHT_SHIFTS) == []) is faithful


# Saturday: brunch at 1. Sunday: a call at 11, a night shift from 7pm.
CALL_THEN_SHIFT = [
    meeting("Brunch with Alex", 25, 13, 90),
    meeting("Call with Grandma", 26, 11, 30),
    FactDraft(predicate="meeting", object_value="Night shift, ICU", start_time=at(26, 19), end_time=at(27, 7, 30)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Sunday your night shift starts at 19:00. Before that, just a 30-minute call with Grandma at 11.", True),
        ("Sunday your night shift starts at 19:00. Before that, just brunch with Alex.", False),
        ("Sunday your night shift starts at 19:00. Before that, nothing.", False),
    ],
)
def test_before_that_is_until_the_event_said_last(answer, faithful):
    """ "Before that, just a call at 11": until the start of the titled event the answer stated last, on its day."""
    assert (unsupported(answer, CALL_THEN_SHIFT) == []) is faithful


# Monday: a check-in at 9:30, a product review from 2 to 3:30.
CHECK_IN_AND_REVIEW = [meeting("Daily check-in", 20, 9, 15), meeting("Product review", 20, 14, 90)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Nothing on Monday before the check-in, and once the product review ends you're free for the day.", True),
        ("On Monday, before the check-in, the product review.", False),
        ("Before the check-in on Monday, the product review.", False),
    ],
)
def test_before_an_event_said_after_a_denial_orders_nothing(answer, faithful):
    """ "Nothing on Monday before the check-in, and ... the product review": "before" said after a denial bounds it,
    and orders no event said after it; said first in its sentence it orders the next one."""
    assert (unsupported(answer, CHECK_IN_AND_REVIEW) == []) is faithful


# Wednesday: the morning off from 9 to 1, a written test from 10 to 11 in it.
TEST_IN_MORNING_OFF = [hours_off(22, 9, 4), meeting("운전면허 필기시험", 22, 10)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 필기시험 끝나고(11시) 반차 끝나는 1시까지 두 시간 여유 있어요.", True),
        ("수요일 필기시험 끝나고 반차예요.", False),
        ("수요일 필기시험 끝나고(11시) 반차 끝나는 2시까지 여유 있어요.", False),
    ],
)
def test_an_event_said_by_its_end_after_an_order_word_is_not_ordered(answer, faithful):
    """ "시험 끝나고 반차 끝나는 1시까지": the time off said by its end bounds the free time; it is not said to come
    after the test."""
    assert (unsupported(answer, TEST_IN_MORNING_OFF) == []) is faithful


# A long weekend: brunch on Saturday, Monday the 27th a holiday with a barbecue.
LONG_WEEKEND = [meeting("Brunch with Priya", 25, 11, 90), vacation(27), meeting("Barbecue at Dan's", 27, 13, 240)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The last thing of the weekend is Dan's barbecue on Monday, wrapping up at 5.", True),
        ("The last thing of the weekend is Dan's barbecue on Tuesday, wrapping up at 5.", False),
        ("The weekend is clear apart from the barbecue.", False),
    ],
)
def test_a_day_off_alone_beside_the_weekend_makes_it_a_long_weekend(answer, faithful):
    """ "the weekend" beside a day off alone (a holiday Monday) runs over it where an event is said in it; a denial of
    it ("the weekend is clear") still speaks of Saturday and Sunday."""
    window = Interval(start_time=at(25), end_time=at(28))
    assert (unsupported(answer, LONG_WEEKEND, window) == []) is faithful


# Two weeks: a review on Thursday the 23rd; time off from Friday the 24th to Wednesday the 29th, the flight back on
# its last evening; onboarding on Thursday the 30th.
TRIP_AND_BACK = [
    meeting("Quarterly review", 23, 13, 120),
    days_off(24, 6),
    FactDraft(predicate="meeting", object_value="Return flight", start_time=at(29, 17, 30), end_time=at(29, 20)),
    meeting("Onboarding: new hires", 30, 9),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        (
            "Week 1 (Jul 20–24): the quarterly review Thursday at 1.\n"
            "Week 2: you're off through Wednesday, flying back Wednesday at 5:30pm, then onboarding Thursday at 9.",
            True,
        ),
        ("You're off through Wednesday, flying back Wednesday at 6:30pm.", False),
        ("You're off through Wednesday and back Wednesday.", False),
        (
            "Week 1 (Jul 20–24): the quarterly review Thursday at 1.\nWeek 2: onboarding Wednesday at 9.",
            False,
        ),
    ],
)
def test_flying_back_is_the_journey_and_a_new_heading_ends_the_last(answer, faithful):
    """ "flying back Wednesday": the journey home's day, not the day one is back; a heading ("Week 2:") ends the
    week the heading before it named."""
    window = Interval(start_time=at(20), end_time=at(3, month=8))
    assert (unsupported(answer, TRIP_AND_BACK, window) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("7월 20일(월) 10:40–24:00 일정: 리뷰 (7월 20일(월) 11:00–12:00).", True),
        ("7월 20일(월) 10:40–24:00 일정: 리뷰 (7월 20일(월) 10:40–12:00).", False),
    ],
)
def test_a_range_ending_on_a_24_hour_clock_starts_on_one_too(answer, faithful):
    """ "10:40–24:00", the rest of a day asked at 10:40 as MOSS's own answer writes it, is not 22:40 to midnight."""
    window = Interval(start_time=at(20, 10, 40), end_time=at(21))
    assert (unsupported(answer, [meeting("리뷰", 20, 11)], window) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The party on Wednesday runs 9 pm to 1 am, a full four hours, so rest before it.", True),
        ("The party on Wednesday runs 9 pm to 1 am, a full five hours, so rest before it.", False),
        ("The party on Wednesday runs 9 pm to 1 am, five hours, then you sleep in.", False),
    ],
)
def test_a_length_set_beside_a_range_may_be_stressed_and_end_at_a_comma(answer, faithful):
    """ "runs 9 pm to 1 am, a full five hours, so …": the length beside the range is the event's, however stressed,
    its clause ending at a comma as well as a stop."""
    assert (unsupported(answer, [meeting("Party", 22, 21, 240)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("스터디는 월요일이에요. 20일, 27일 두 번 있어요.", True),
        ("스터디는 월요일이에요. 20일, 22일 두 번 있어요.", False),
        ("스터디는 월요일이에요. 22일에도 있어요.", False),
        ("스터디는 20일이에요. 21일엔 늦잠 잘 수도 있어요.", True),
    ],
)
def test_korean_days_said_to_have_something_with_the_subject_dropped_are_the_last_named(answer, faithful):
    """ "스터디는 월요일이에요. 20일, 22일 두 번 있어요.": Korean drops the subject, so the days said to have
    something are the days of what was just named; "할 수도 있어요" says one can, nothing is there."""
    window = Interval(start_time=at(20), end_time=at(3, month=8))
    assert (unsupported(answer, [meeting("스터디", 20, 19), meeting("스터디", 27, 19)], window) == []) is faithful


# Off Wednesday the 22nd to Friday the 24th; a museum visit on Thursday morning.
MUSEUM_IN_TIME_OFF = [days_off(22, 3), meeting("미술관", 23, 10)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("휴가 둘째 날인 목요일 오전 10시에 미술관 일정이 있어요.", True),
        ("휴가 첫날인 수요일 오전 10시에 미술관 일정이 있어요.", False),
        ("휴가 첫날은 수요일이에요.", True),
    ],
)
def test_a_day_of_time_off_set_beside_a_date_is_when_the_event_after_it_is(answer, faithful):
    """ "휴가 첫날인 수요일 10시에 미술관": the time off only says which day; the time is the museum's, on that day."""
    assert (unsupported(answer, MUSEUM_IN_TIME_OFF) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your shift on Monday ends at 11 pm, then you're back for another one Wednesday at 10 pm.", True),
        ("Your shift on Monday ends at 11 pm, then you're back for another one Tuesday at 10 pm.", False),
        ("Your shift on Monday ends at 11 pm, then you're back for another one Wednesday at 9 pm.", False),
    ],
)
def test_another_one_is_one_more_of_the_title_said_last(answer, faithful):
    """ "back for another one Tuesday at 10 pm": one more of the shift just named, on its days and at its times."""
    assert (unsupported(answer, [meeting("Shift", 20, 22), meeting("Shift", 22, 22)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("토요일 일정 확인해 봤는데 아무것도 없어요. 주말 계획 세우기 딱 좋아요.", True),
        ("토요일 일정 확인해 봤는데 오후 3시에 약속이 있어요.", False),
        ("토요일 오후 3시에 일정이 있어요.", False),
    ],
)
def test_a_korean_untitled_word_looked_at_or_planned_is_no_event(answer, faithful):
    """ "토요일 일정 확인해 봤는데", "계획 세우기": the calendar looked at, a plan yet to make; no event on Saturday."""
    assert (unsupported(answer, [meeting("리뷰", 20, 10)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Monday you have 30 minutes between the end of your run at 9:30 and the call at 10.", True),
        ("On Monday you have an hour between the end of your run at 9 and the call at 10.", False),
    ],
)
def test_the_end_of_an_event_at_a_time_is_when_it_ends(answer, faithful):
    """ "the end of your run at 9:30": the time after "the end of" an event is that event's end."""
    facts = [meeting("Run", 20, 8, 90), meeting("Call", 20, 10)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("월요일은 리뷰 끝나자마자 점심이에요.", True),
        ("화요일은 리뷰 끝나자마자 점심이에요.", False),
    ],
)
def test_a_korean_clause_ending_as_soon_as_is_no_word_of_the_title_after_it(answer, faithful):
    """ "리뷰 끝나자마자 점심": "끝나자마자" ends a clause before the lunch, it is no word of the lunch's title."""
    assert (unsupported(answer, [meeting("리뷰", 20, 10), meeting("점심 - 민수", 20, 11)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("내일 7월 17일 금요일은 일정이 없어요.", True),
        ("내일 7월 17일 목요일은 일정이 없어요.", False),
    ],
)
def test_a_weekday_after_a_relative_day_and_its_date_is_that_day_too(answer, faithful):
    """ "내일 7월 17일 목요일": tomorrow, the 17th, said a third time as a weekday, must be that weekday as well."""
    assert (unsupported(answer, [], Interval(start_time=at(17), end_time=at(18))) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your weekend:\n1. Night shift — until Sat 7:00 AM\n2. Brunch — Sat 1:00–2:00 PM", True),
        ("Your weekend:\n1) Night shift — until Sat 7:00 AM\n2) Brunch — Sat 1:00–2:00 PM", True),
        ("Your weekend:\n1. Night shift — until Sat 6:00 AM\n2. Brunch — Sat 1:00–2:00 PM", False),
        ("Your weekend: the night shift runs until 2.", False),
    ],
)
def test_a_number_opening_a_line_of_a_list_is_no_time(answer, faithful):
    """ "until Sat 7:00 AM\\n2. Brunch": the "2." opening the next line numbers the list, no time the shift ends."""
    facts = [meeting("Night shift", 17, 19, 12 * 60), meeting("Brunch", 18, 13)]
    assert (unsupported(answer, facts, Interval(start_time=at(17), end_time=at(20))) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Sunday: the half marathon in Central Park 8–11, then brunch at noon.", True),
        ("Sunday: the half marathon in Central Park 8 to 11, then brunch at noon.", True),
        ("Sunday: the half marathon in Prospect Park 8–11, then brunch at noon.", False),
    ],
)
def test_a_place_ends_before_the_range_of_hours_after_it(answer, faithful):
    """ "in Central Park 8–11": the place is Central Park, the 8 opens the race's hours, no number of the place."""
    facts = [meeting("Half marathon - Central Park", 19, 8, 180), meeting("Brunch", 19, 12)]
    assert (unsupported(answer, facts, Interval(start_time=at(19), end_time=at(20))) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("You come off tonight's shift at 7 Saturday morning, then brunch at 1.", True),
        ("You get off the night shift at 7 on Saturday morning.", True),
        ("You come off tonight's shift at 8 Saturday morning, then brunch at 1.", False),
        ("You come off tonight's shift at 7 Sunday morning.", False),
    ],
)
def test_coming_off_a_shift_at_a_time_is_when_it_ends(answer, faithful):
    """ "You come off tonight's shift at 7 Saturday morning", asked Friday evening: the shift from then ends at 7."""
    facts = [meeting("Night shift", 17, 19, 12 * 60), meeting("Brunch", 18, 13)]
    window = Interval(start_time=at(17, 18), end_time=at(20))
    assert (unsupported(answer, facts, window, now=at(17, 18)) == []) is faithful


# PT on Monday and Friday mornings, a two-hour strategy meeting on Thursday (stored in either language) and a
# two-hour birthday dinner for Mom on Saturday.
TIED_LONGEST = [
    meeting("PT", 20, 7, 50),
    meeting("PT", 24, 7, 50),
    meeting("전략 회의", 23, 14, 120),
    meeting("Strategy meeting", 23, 14, 120),
    meeting("엄마 생신 저녁", 25, 18, 120),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("제일 긴 일정은 목요일 전략 회의랑 토요일 엄마 생신 저녁으로, 둘 다 2시간이에요.", True),
        ("The longest are the strategy meeting on Thursday and the 엄마 생신 저녁 on Saturday, two hours each.", True),
        ("제일 긴 일정은 월요일 PT예요.", False),
        ("다음 주는 전략 회의랑 엄마 생신 저녁이 다예요.", False),  # "다예요": all there is, and PT is too
    ],
)
def test_a_superlative_of_several_events_sharing_the_extreme_is_of_each(answer, faithful):
    """ "제일 긴 일정은 A랑 B로, 둘 다 2시간": "둘 다" is both of them, each the longest, not "that's all there is"."""
    assert (unsupported(answer, TIED_LONGEST) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("- 화·목 아침 7시 수영 강습 (21일, 28일, 30일 — 23일은 없음)", True),
        ("- 화·목 아침 7시 수영 강습 (21일, 28일, 30일 — 23일에는 없어요)", True),
        ("수영 강습은 화·목 아침 7시예요. 23일에는 빠져 있어요.", True),
        ("- 화·목 아침 7시 수영 강습 (21일, 23일, 28일 — 30일은 없음)", False),
        ("수영 강습은 21일에는 빠져 있어요.", False),
    ],
)
def test_a_korean_day_set_apart_as_having_none_of_a_series_is_one_it_skips(answer, faithful):
    """ "(11/3, 11/10, 11/17 — 11/24는 없음)", "24일에는 빠져 있어요": the day said to have none of the series, in an
    aside or with "에는", is one it skips (as "the 23rd is skipped" is), no denial of the days listed beside it."""
    assert (unsupported(answer, SWIMMING, FORTNIGHT) == []) is faithful


# Monday the 20th: sprint planning at 10, design QA at 11 and lunch at 12; a client call on Tuesday; the orthopedist
# on Wednesday morning and the team dinner on Friday.
MEETINGS_AND_OTHERS = [
    meeting("스프린트 플래닝", 20, 10),
    meeting("디자인 QA", 20, 11),
    meeting("점심 - 현우", 20, 12),
    meeting("고객사 줌 미팅", 21, 15),
    meeting("정형외과", 22, 9),
    meeting("팀 회식", 24, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("회의는 스프린트 플래닝, 디자인 QA, 고객사 줌 미팅 세 개예요. 그 외에 점심, 정형외과, 회식이 있어요.", True),
        ("회의는 고객사 줌 미팅 하나뿐이고, 나머지는 스프린트 플래닝, 디자인 QA, 점심, 정형외과, 회식이에요.", True),
        ("회의는 스프린트 플래닝, 디자인 QA, 고객사 줌 미팅 네 개예요. 그 외에 점심, 정형외과, 회식이 있어요.", False),
        ("다음 주 회의는 스프린트 플래닝, 디자인 QA, 고객사 줌 미팅 세 개예요.", False),  # the others are meetings too
        ("회의는 고객사 줌 미팅 하나뿐이고, 나머지는 점심, 정형외과예요.", False),  # "뿐": and three more not named
    ],
)
def test_a_count_of_the_titles_listed_with_the_others_named_apart_counts_the_list(answer, faithful):
    """ "회의는 A, B, C 세 개예요. 그 외에 점심, 병원, 회식이 있어요": the answer sorts the week's plans itself, the
    count is of the titles it lists; with nothing set apart it is of everything its word names."""
    assert (unsupported(answer, MEETINGS_AND_OTHERS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        (
            "You have three meetings: planning, design QA and the client call. Apart from those, lunch and the dinner.",
            True,
        ),
        (
            "You have two meetings: planning and design QA. Other than that, lunch, the client call and the dinner.",
            True,
        ),
        (
            "You have two meetings: planning, design QA and the client call. Apart from those, lunch and the dinner.",
            False,
        ),
        ("You have two meetings: planning and design QA.", False),  # the client call is one too
    ],
)
def test_a_count_before_the_titles_it_lists_with_the_others_named_apart_counts_the_list(answer, faithful):
    """ "three meetings: A, B and C. Apart from those, ...": counts its list, as "회의는 A, B, C 세 개예요. 그 외에 ..."
    does."""
    facts = [
        meeting("Planning", 20, 10),
        meeting("Design QA", 20, 11),
        meeting("Lunch", 20, 12),
        meeting("Client call", 21, 15),
        meeting("Dinner", 24, 19),
    ]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The on-call runs from 12:30 to 3am — 1.5 hours — then the sunrise hike at 6.", True),
        ("The on-call runs from 12:30 to 3am — 2.5 hours — then the sunrise hike at 6.", False),
        ("The on-call runs from 12:30 to 3am (2.5 hours), then the sunrise hike at 6.", False),
    ],
)
def test_a_length_set_apart_by_dashes_beside_a_range_across_the_clock_change_is_the_time_that_passes(answer, faithful):
    """ "from 12:30 to 3am — two and a half hours — then": the length in the aside is the range's, as one after a comma
    is, and across the clocks going forward it is the time that passes (an hour and a half), not the clock's."""
    on_call = FactDraft(
        predicate="meeting",
        object_value="On-call",
        start_time=datetime(2026, 3, 29, 0, 30, tzinfo=LONDON),
        end_time=datetime(2026, 3, 29, 3, tzinfo=LONDON),
    )
    saturday_evening = datetime(2026, 3, 28, 20, tzinfo=LONDON)
    facts = [on_call, *SUNRISE_HIKE]
    report = check_grounding(answer, facts=facts, window=CHANGE_SUNDAY, now=saturday_evening, timezone=LONDON)
    assert (report.unsupported == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("금요일 저녁 7시 팀 회식은 강남 고깃집이에요.", True),
        ("금요일 저녁 7시 팀 회식은 강남 식당이에요.", True),
        ("금요일 팀 회식은 저녁이에요.", True),
        ("금요일 저녁 7시 팀 회식은 판교 고깃집이에요.", False),  # 판교 is the lunch's
        ("스탠드업은 판교 사무실이에요.", False),
    ],
)
def test_a_named_kind_of_place_said_as_what_a_titled_event_is_must_be_where_its_title_says(answer, faithful):
    """ "팀 회식은 판교 고깃집이에요": the place's name before a kind of place (lexicon.KO_VENUE_WORDS) said as what
    an event is is where it is held, a word of its own title, not of another's."""
    facts = [meeting("점심 (판교 카페)", 20, 12), meeting("스탠드업", 21, 9), meeting("팀 회식 (강남 고깃집)", 24, 19)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("그게 다음 주 일정 전부예요: 기획 회의, 치과, 요가.", True),
        ("그게 다음 주 일정 전부예요: 기획 회의, 요가.", False),  # the dentist left out
        ("That's everything next week: the planning meeting, the dentist and yoga.", True),
        ("That's everything next week: the planning meeting and yoga.", False),
    ],
)
def test_all_there_is_said_before_a_colon_is_the_list_the_colon_opens(answer, faithful):
    """ "그게 3월 일정 전부예요: A, B": the list after the colon is all there is, as one before "전부예요" is."""
    facts = [meeting("기획 회의", 20, 10), meeting("치과", 22, 15), meeting("요가", 24, 19)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("사촌 결혼식은 토요일 오후 1시, 대구예요.", True),
        ("사촌 결혼식은 토요일 오후 1시, 부산이에요.", False),
        ("사촌 결혼식은 토요일 오후 1시, 성수예요.", False),  # 성수 is the dinner's
        ("금요일 저녁 7시에 성수에서 동생 생일 저녁 있어요.", True),
        ("금요일 저녁 7시에 강남에서 동생 생일 저녁 있어요.", False),
        ("사촌 결혼식은 토요일 1시, 1시간짜리예요.", True),  # a length, no place
        ("저녁 먹고 성수에서 대구까지 이동 시간 생각하세요.", True),  # places alone, no event there
    ],
)
def test_a_word_said_as_where_an_event_is_must_be_the_place_its_title_names(answer, faithful):
    """ "결혼식은 1시, 부산이에요", "강남에서 동생 생일 저녁": a word said as what an event is after its time, or
    before it with "에서", is where it is held; when its title names its place in brackets, it must be that one."""
    facts = [meeting("동생 생일 저녁 (성수)", 24, 19, 120), meeting("사촌 결혼식 (대구)", 25, 13)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("After the review ends at 11 you're free until yoga at 7, a good 8 hours to get things done.", False),
        ("After the dentist ends at 4 you're free until yoga at 7, three hours to get things done.", True),
        ("After the dentist ends at 4 you're free until yoga at 7.", True),
    ],
)
def test_a_word_of_no_kind_said_to_be_got_done_is_no_event_beside_free_time(answer, faithful):
    """ "free until the game at 7:30, a good 3½ hours to get things done": the things are the user's own tasks, so the
    free stretch is still said, and the dentist at 4 inside the first one breaks it."""
    facts = [meeting("Review", 20, 10), meeting("Dentist", 20, 15), meeting("Yoga", 20, 19)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("금요일은 PT 끝나는 저녁 6시부터 밤까지 쭉 비어 있어요.", False),  # dinner at 7
        ("금요일은 저녁 약속 끝나는 9시부터 밤까지 쭉 비어 있어요.", True),
        ("금요일은 PT 끝나는 저녁 6시부터 7시까지 비어 있어요.", True),
        ("금요일 PT 끝나고(6시) 저녁 약속 전까지 한 시간 비어요.", True),
        ("금요일 PT 끝나고(7시) 저녁 약속 전까지 비어요.", False),
    ],
)
def test_a_korean_event_said_to_end_at_the_time_it_modifies_is_over_then(answer, faithful):
    """ "PT 끝나는 저녁 6시부터 쭉 비어 있어요", "PT 끝나고(6시)": the time is the event's end, and the free stretch
    from it is checked without the event in it (the dinner after it breaks "쭉")."""
    facts = [meeting("PT (강남)", 24, 17), meeting("저녁 약속", 24, 19, 120)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("목요일 저녁 6시에 치과 있어요. 휴가 바로 전날이네요.", True),
        ("치과는 휴가 바로 전날 저녁 6시예요.", True),
        ("치과는 휴가 딱 전날 저녁 6시예요.", True),
        ("치과는 휴가 바로 다음날 저녁 6시예요.", False),
        ("치과는 휴가 바로 전날 저녁 7시예요.", False),
    ],
)
def test_a_korean_day_said_right_from_an_event_is_that_day_not_the_events(answer, faithful):
    """ "휴가 바로 전날": "바로" pressing the day close to the time off leaves it the day before the time off, not
    the day before one said earlier, nor the time off's own."""
    facts = [meeting("치과", 23, 18), days_off(24, 3)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The dentist is at 8, before your time off starts at 9 — want a reminder tonight?", True),
        ("The dentist is at 8 – should I remind you tonight?", True),
        ("The dentist is at 9 — want a reminder tonight?", False),
        ("The dentist is at 8, before your time off starts at 10 — want a reminder tonight?", False),
    ],
)
def test_a_question_after_a_dash_is_put_to_the_user_and_states_no_plans_time(answer, faithful):
    """ "Physio is at 8 — want a reminder tonight?": the question after the dash is a clause of its own, so "tonight"
    is no day of the dentist, and what is said before the dash is stated, not asked (the time off's 9 is checked)."""
    facts = [meeting("Dentist", 21, 8, 45), hours_off(21, 9, 4)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Two things on Sunday itself: brunch and dinner. The party runs into early Sunday too.", True),
        ("Three things on Sunday itself: the party, brunch and dinner.", False),
        ("Three things on Sunday: the party that runs past midnight, brunch and dinner.", True),
        ("Two things on Sunday: brunch and dinner.", False),  # the party runs into it until 3am
    ],
)
def test_a_day_said_as_itself_counts_no_night_run_into_it(answer, faithful):
    """ "Three things on Sunday itself": a count over the day kept to itself leaves out Saturday's party running on
    to 3am, which a count over the plain day takes in."""
    facts = [
        FactDraft(predicate="meeting", object_value="Party", start_time=at(25, 21), end_time=at(26, 3)),
        meeting("Brunch", 26, 11),
        meeting("Dinner", 26, 19),
    ]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 PT는 취소돼서 없어요. 송년회 잘 다녀오세요!", True),
        ("수요일 송년회는 취소돼서 없어요.", False),
        ("송년회가 취소돼서 수요일 저녁은 비어 있어요.", False),
        ("수요일 PT는 취소됐어요. 송년회만 있어요.", False),  # a cancellation stated, no absence
    ],
)
def test_a_korean_change_given_as_why_an_unstored_plan_is_not_there_is_its_absence(answer, faithful):
    """ "오늘 PT는 취소돼서 없어요": the cancellation is the reason the plan, which the window holds none of, is absent;
    one of a stored plan ("송년회는 취소돼서") is still a change the context does not hold."""
    facts = [meeting("송년회", 22, 19, 180)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 오전 8시 비행기 타시고, 오후 2시에 지사 미팅 있어요.", True),
        ("Your flight is at 8 on Wednesday.", True),
        ("수요일 오전 9시 비행기예요.", False),
        ("Your flight is at 8 on Thursday.", False),
    ],
)
def test_a_title_naming_a_flight_by_its_number_is_a_flight(answer, faithful):
    """ "김포→간사이 KE2117": the airline's code and number make it a flight, which "비행기" names, though no word of
    the title says so."""
    facts = [meeting("김포→간사이 KE2117", 22, 8, 115), meeting("지사 미팅", 22, 14, 180)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 제주 도착이 9시 10분이에요.", True),
        ("수요일 08:00 김포 출발 → 09:10 제주 도착", True),
        ("수요일 보고서는 6시 마감이에요.", True),
        ("수요일 6시에 보고서 마무리하고 퇴근하세요.", True),
        ("수요일 제주 도착이 9시 반이에요.", False),
        ("수요일 08:00 김포 출발 → 09:40 제주 도착", False),
        ("수요일 보고서는 5시 마감이에요.", False),
    ],
)
def test_a_korean_time_said_as_an_arrival_or_as_due_is_the_events_end(answer, faithful):
    """ "제주 도착이 9시 10분", "09:10 제주 도착": the arrival said as the time's subject, or with the place between
    them, is when the journey ends; "6시 마감", "6시에 보고서 마무리하고": when the work is due, its end."""
    facts = [meeting("김포→제주 KE1203", 22, 8, 70), meeting("분기 보고서 작성", 22, 16, 120)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 보고서 작성은 6시까지, 그다음 회식 6시 반이에요.", True),
        ("수요일 보고서 작성은 6시까지, 그다음 회식 7시예요.", False),
        ("수요일 보고서 작성은 6시까지, 그다음 송년회 6시 반이에요.", False),
    ],
)
def test_a_korean_then_before_an_event_word_is_no_word_of_its_title(answer, faithful):
    """ "그다음 회식": the event after the one said before, not a "그다음 회식" nobody stored."""
    facts = [
        meeting("분기 보고서 작성", 22, 16, 120),
        FactDraft(predicate="meeting", object_value="팀 회식", start_time=at(22, 18, 30), end_time=at(22, 21)),
    ]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일은 오후 5시면 보고까지 모두 끝나요.", True),
        ("수요일 일정은 두 개예요: 귀국 비행기랑 출장 보고.", True),
        ("수요일은 오후 3시면 보고까지 모두 끝나요.", False),
        ("수요일엔 귀국 비행기 타고 귀국 환영회 가세요.", False),
    ],
)
def test_a_korean_end_said_after_if_and_a_trips_way_are_no_title_words(answer, faithful):
    """ "5시면 보고까지 끝나요": the event said between "면" and the end word ends then; "귀국 비행기": the way the
    trip goes ("return flight"), no word of a title nobody stored."""
    facts = [meeting("간사이→김포 KE2118", 22, 12, 115), meeting("출장 보고", 22, 16, 60)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일엔 회의 두 개(싱가포르 줌 미팅, 지현 님 1:1), 점심, 치과가 있어요.", True),
        ("Wednesday has two meetings (the Singapore zoom and the 1:1 with 지현), lunch and the dentist.", True),
        ("수요일엔 회의 세 개(싱가포르 줌 미팅, 지현 님 1:1), 점심, 치과가 있어요.", False),
        ("수요일엔 회의 한 개(싱가포르 줌 미팅), 점심, 치과가 있어요.", False),
    ],
)
def test_a_count_before_a_bracketed_list_counts_what_the_brackets_hold(answer, faithful):
    """ "회의 두 개(A, B), 점심, 치과": the brackets hold what is counted, however its titles are said, and set it apart
    from the plans named after them; a count other than the list's is still wrong."""
    facts = [
        meeting("줌 미팅 - 싱가포르 지사", 22, 10),
        meeting("1:1 지현", 22, 11, 30),
        meeting("서연이랑 점심", 22, 12),
        meeting("치과", 22, 15),
    ]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 10시 이전은 비어 있어요.", True),
        ("수요일 10시 이전엔 일정이 없어요.", True),
        ("수요일 11시 이전은 비어 있어요.", False),
        ("수요일 10시 반 이전엔 일정이 없어요.", False),
    ],
)
def test_a_korean_denial_before_a_time_said_as_ijeon_ends_at_that_time(answer, faithful):
    """ "10시 이전은 비어 있고": "이전" is "전", before the time, so a meeting at 10 is after what is denied."""
    assert (unsupported(answer, [meeting("줌 미팅", 22, 10)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("필라테스는 화요일, 목요일이에요 (모두 저녁 8시, 50분).", True),
        ("필라테스는 화요일, 목요일 모두 저녁 8시, 50분씩이에요.", True),
        ("필라테스는 화요일, 목요일이에요 (모두 저녁 8시, 40분).", False),
        ("필라테스는 화요일, 목요일 합쳐서 50분이에요.", False),
    ],
)
def test_a_korean_all_said_of_a_time_before_a_length_is_each_not_a_total(answer, faithful):
    """ "(모두 저녁 8시, 50분)": "모두" says what all of them are, each at 8 and 50 minutes long, no sum; a total word
    beside the length alone still sums."""
    facts = [meeting("필라테스", 21, 20, 50), meeting("필라테스", 23, 20, 50)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 6시 반 을지로에서 팀 회식 있어요.", True),
        ("목요일 10시 반 산타모니카에서 유나랑 브런치예요.", True),
        ("수요일 6시 반 종로에서 팀 회식 있어요.", False),
        ("목요일 10시 반 베니스에서 유나랑 브런치예요.", False),
    ],
)
def test_a_korean_place_said_before_an_event_is_a_word_of_its_title(answer, faithful):
    """ "종로에서 팀 회식": the place said with "에서" is where the event is, though its name ends as a particle might
    (로), and so is one said before someone one is with ("베니스에서 유나랑 브런치"): a word of the title's place."""
    facts = [
        FactDraft(predicate="meeting", object_value="팀 회식 (을지로)", start_time=at(22, 18, 30), end_time=at(22, 21)),
        FactDraft(
            predicate="meeting",
            object_value="유나랑 브런치 (산타모니카)",
            start_time=at(23, 10, 30),
            end_time=at(23, 12),
        ),
    ]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Brunch with Priya and Sam at Buvette on Saturday at 11.", True),
        ("Jazz with Dan on Friday. Brunch with Priya and Sam on Saturday.", True),
        ("Brunch with Priya on Saturday, Dan on Friday at 9:30.", True),
        ("Brunch with Priya, Sam and Dan at Buvette on Saturday at 11.", False),
        ("Brunch with Priya and Dan on Saturday.", False),
    ],
)
def test_people_listed_with_an_event_are_all_of_one_title(answer, faithful):
    """ "Brunch with Priya, Sam and Dan": each name is some title's, but Dan is the jazz's, not the brunch's; a list of
    people ends in "and", so a name after a comma alone is the next thing said."""
    facts = [
        FactDraft(predicate="meeting", object_value="Jazz with Dan", start_time=at(24, 21, 30), end_time=at(25, 0, 30)),
        meeting("Brunch with Priya and Sam at Buvette", 25, 11, 90),
    ]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Brunch with Lena on Saturday at noon. Want a reminder at 11:30 so nothing makes you late?", True),
        ("Brunch with Lena on Saturday at noon - shall I remind you at 11:15?", True),
        ("토요일 12시 브런치예요. 11시 반에 알림 맞춰 드릴까요?", True),
        ("Brunch with Lena on Saturday at 11:30. Want a reminder?", False),
        ("토요일 11시 반 브런치예요. 알림 맞춰 드릴까요?", False),
    ],
)
def test_a_reminders_time_offered_is_no_plans_time(answer, faithful):
    """ "Want a reminder at 11:30 so the shift doesn't make you late?": an offer, stating nothing, and the time the
    reminder would go off is the user's, no plan's; the plan's own time beside it is still checked."""
    assert (unsupported(answer, [meeting("Brunch with Lena", 25, 12, 90)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("다음 주 필라테스는 한 번 빠져요. 화요일이랑 금요일엔 있어요.", True),
        ("다음 주 필라테스는 한 번 빠져서 두 번 있어요.", True),
        ("다음 주 필라테스는 한 번 빠져서 세 번 있어요.", False),
        ("다음 주 필라테스는 세 번 있어요.", False),
    ],
)
def test_a_count_of_a_series_skipped_is_none_of_what_takes_place(answer, faithful):
    """ "필라테스가 두 번 빠져요": how many occurrences do not take place, which the context (what does) holds none of;
    a count said right after it is of those that do, and checked."""
    facts = [meeting("필라테스", 21, 20, 50), meeting("필라테스", 24, 20, 50)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 지사 미팅은 오후 2시라, 점심 드실 시간은 충분해요.", True),
        ("수요일 지사 미팅 전에 운동할 시간은 있어요.", True),
        ("수요일 지사 미팅 전에 12시 점심 약속 있어요.", False),
        ("수요일 지사 미팅은 오후 3시라, 점심 드실 시간은 충분해요.", False),
    ],
)
def test_a_korean_plan_said_with_time_for_it_is_the_users_to_make(answer, faithful):
    """ "점심 드실 시간은 충분해요": time for lunch, as "time for" says it, is a plan the user may make, none stored;
    a lunch stated is still checked."""
    assert (unsupported(answer, [meeting("오사카 지사 미팅", 22, 14, 180)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 13:00 인천 출발 → 런던엔 런던 시간으로 수요일(7/22) 오후 3시 40분 도착이에요.", True),
        ("수요일 13:00 인천 출발, 런던 시간으로 오후 3시 40분 도착이에요.", True),
        ("수요일 13:00 인천 출발 → 런던엔 런던 시간으로 수요일(7/22) 오후 4시 40분 도착이에요.", False),
        ("수요일 13:00 인천 출발 → 런던엔 수요일(7/22) 오후 3시 40분 도착이에요.", False),
    ],
)
def test_a_korean_zone_said_before_a_time_is_of_that_time_not_a_nearer_one_before(answer, faithful):
    """ "런던 시간으로 수요일(7/22) 오후 3시 40분": the zone said with "시간으로" is the clock of the time after it,
    though the departure said before it is nearer; the departure stays on the user's clock."""
    flight = FactDraft(
        predicate="meeting", object_value="인천→런던 KE907", start_time=at(22, 13), end_time=at(22, 23, 40)
    )
    assert (unsupported(answer, [flight]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일부터 금요일까지 사흘 동안 비행기 두 번 타세요.", True),
        ("수요일부터 금요일까지 사흘 동안 비행기 세 번 타세요.", False),
        ("수요일 비행기는 사흘 동안이에요.", False),
    ],
)
def test_korean_days_said_as_the_stretch_a_count_is_over_are_no_events_length(answer, faithful):
    """ "사흘 동안 비행기 두 번": the three days are the stretch the count after them is over, not how long the
    flights last; days said of an event alone still are its length."""
    facts = [meeting("김포→간사이 KE2117", 22, 9, 115), meeting("간사이→김포 KE2118", 24, 12, 115)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 회식 끝나고 바로 이어지는 일정은 없고, 9시 반에 엄마랑 통화 있어요.", True),
        ("Nothing right after dinner on Wednesday; the call with Mum is at 9:30.", True),
        ("수요일 요가 끝나고 바로 이어지는 일정은 없어요.", False),
        ("Nothing straight after yoga on Wednesday.", False),
        ("수요일 회식 끝나고 일정은 없어요.", False),
    ],
)
def test_a_denial_right_after_an_event_is_of_what_starts_as_it_ends(answer, faithful):
    """ "회식 끝나고 바로 이어지는 일정은 없고", "nothing right after dinner": what follows the event at once is denied,
    not the call half an hour later; coffee starting as yoga ends is right after it."""
    facts = [
        meeting("요가", 22, 10),
        meeting("커피", 22, 11),
        meeting("회식 (dinner)", 22, 18, 180),
        FactDraft(
            predicate="meeting", object_value="엄마랑 통화 (Mum)", start_time=at(22, 21, 30), end_time=at(22, 22)
        ),
    ]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("당직은 수요일 밤 11시부터 새벽 2시까지예요.", True),
        ("당직은 수요일 밤 11시부터 목요일 새벽 2시까지예요.", True),
        ("On-call runs Wednesday 11pm to Thursday 2am.", True),
        ("당직은 목요일 밤 11시부터 새벽 2시까지예요.", False),
        ("On-call runs Thursday 11pm to 2am.", False),
    ],
)
def test_the_day_said_right_before_a_ranges_start_is_the_starts(answer, faithful):
    """ "내일 밤 11시부터 새벽 2시까지" of a shift from tonight: the day said right before the start is the start's,
    though the night runs into it; one said before the end is the end's."""
    shift = FactDraft(predicate="meeting", object_value="당직 (on-call)", start_time=at(22, 23), end_time=at(23, 2))
    assert (unsupported(answer, [shift]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Wednesday 22:00 - night shift, through to 6 on Thursday morning.", True),
        ("The night shift starts Wednesday at 10pm and runs through to 6 the next morning.", True),
        ("Wednesday 22:00 - night shift, through to 7 on Thursday morning.", False),
        ("Wednesday 22:00 - night shift, through to 6 on Friday morning.", False),
    ],
)
def test_a_bare_hour_said_through_to_is_the_end(answer, faithful):
    """ "through to 6 on Monday morning": the hour said after "through to" is a time, the end of the event, and
    the morning after it the end's."""
    shift = FactDraft(predicate="meeting", object_value="Night shift", start_time=at(22, 22), end_time=at(23, 6))
    assert (unsupported(answer, [shift]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 반차 시간(2시~6시) 중엔 3시 치과 하나만 있어요.", True),
        ("수요일 반차(2시~6시) 동안엔 3시에 치과 가세요.", True),
        ("수요일 반차 시간(2시~5시) 중엔 3시 치과 하나만 있어요.", False),
        ("수요일 반차 시간(2시~6시) 중엔 4시 치과 하나만 있어요.", False),
    ],
)
def test_times_in_brackets_after_what_others_are_within_are_its_own(answer, faithful):
    """ "반차 시간(2시~6시) 중엔 3시 치과": the range in brackets after the half day, which the dentist is said within,
    is the half day's time, not the dentist's; the dentist's own time is still its own."""
    assert (unsupported(answer, [hours_off(22, 14, 4), meeting("치과", 22, 15)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 오후 3시에 한빛병원 정형외과 예약이 있어요.", True),
        ("수요일 오후 3시 한빛병원 진료 있어요.", True),
        ("수요일 오후 3시에 한빛병원 피부과 예약이 있어요.", False),
        ("수요일 오후 3시에 안과 다녀오세요.", False),
    ],
)
def test_a_clinic_said_by_its_specialty_is_a_visit_of_that_kind(answer, faithful):
    """ "피부과" is a visit as "치과" is: said alone or after the hospital a title names ("한빛병원 피부과" of "한빛병원
    정형외과"), a specialty no title has is a visit nobody stored."""
    visit = meeting("병원 - 한빛병원 정형외과", 22, 15)
    assert (unsupported(answer, [visit]) == []) is faithful


# A two-day conference: a full day on Tuesday, a morning on Wednesday.
CONFERENCE = [meeting("DevCon – Day 1", 21, 9, 8 * 60), meeting("DevCon – Day 2", 22, 9, 4 * 60)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Tuesday DevCon runs 9 to 5.", True),
        ("DevCon runs 9 to 1 on Wednesday.", True),
        ("DevCon runs 9 to 5 on Tuesday and 9 to 1 on Wednesday.", True),
        ("On Wednesday DevCon runs 9 to 5.", False),
        ("DevCon runs 9 to 5 both days, Tuesday and Wednesday.", False),
        ("DevCon runs 9am to 1pm each day, Tuesday and Wednesday.", False),
    ],
)
def test_a_range_said_with_its_day_is_of_an_event_on_that_day(answer, faithful):
    """ "On Wednesday DevCon runs 9 to 5": a title naming several events said in part, its range's ends must be the
    edges of one of them on the day said, on each of the days said "both days"; bare hours after the title said in
    part are a range as they are after a title said whole."""
    assert (unsupported(answer, CONFERENCE) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Wednesday at 12 you have lunch with Nora.", True),
        ("Wednesday at 12 you have lunch with Nora and tennis with Ines at 6.", True),
        ("Wednesday at 12 you have lunch with Nora and Ines.", False),
        ("Wednesday at 12 you have lunch with Nora and Pablo.", False),
    ],
)
def test_another_titles_person_added_to_a_title_is_someone_added(answer, faithful):
    """ "lunch with Nora and Ines" of "Lunch with Nora" beside "Tennis with Ines": the person of another title is
    added to this one, as a name no title has is; that title said next ("and tennis with Ines") is no one added."""
    facts = [meeting("Lunch with Nora", 22, 12), meeting("Tennis with Ines", 22, 18)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 비행 시간은 2시간 30분이에요.", True),
        ("수요일 비행은 2시간 반 걸려요.", True),
        ("수요일 비행 시간은 3시간 30분이에요.", False),
        ("수요일 비행은 한 시간 반 걸려요.", False),
    ],
)
def test_flying_said_is_the_flight(answer, faithful):
    """ "비행 시간은 2시간 30분": the flight, said as flying, is the flight of the title ("항공편"), and how long it is
    is that flight's length."""
    flight = meeting("OZ8913 김포→제주 항공편", 22, 9, 150)
    assert (unsupported(answer, [flight]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("화요일 아침 7시 전화영어는 그대로 있어요.", True),
        ("목요일 저녁 7시 치과는 휴가 중에도 그대로 잡혀 있어요.", True),
        ("수요일 아침 7시 전화영어는 휴가 중에도 그대로 잡혀 있어요.", False),
        ("수요일 아침 7시 전화영어는 휴가 중에 그대로 있어요.", False),
    ],
)
def test_an_event_said_kept_even_during_time_off_is_on_its_own_day(answer, faithful):
    """ "휴가 중에도 그대로 잡혀 있어요": the time off an event is said to be kept within frames it; the day and
    time said are the event's own, which a day of the time off does not make true."""
    facts = [meeting("전화영어", 21, 7), days_off(22, 2), meeting("치과", 23, 19)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("다음 주는 월요일 아침 영어 회화 있어요.", True),
        ("29일 수요일 아침에 영어 회화 있어요.", True),
        ("다음 주는 월요일 영어 회화, 수요일 아침 영어 회화까지 하고 휴가 시작이에요.", False),
        ("Next week you have English on Monday and Wednesday mornings.", False),
    ],
)
def test_a_weekday_said_after_the_week_a_clause_is_about_is_that_weeks(answer, faithful):
    """ "다음 주는 월요일 …, 수요일 …": a weekday said after the week the clause is about is that week's, not any such
    weekday of the window (the Wednesday after it has the class)."""
    facts = [meeting("영어 회화", 20, 7), days_off(22, 3), meeting("영어 회화", 29, 7)]
    assert (unsupported(answer, facts, Interval(start_time=at(20), end_time=at(31))) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("You fly to Austin on Wednesday at 9.", True),
        ("You fly to Houston on Wednesday at 9.", False),
    ],
)
def test_the_place_of_an_airport_code_is_the_titles(answer, faithful):
    """ "fly to Austin" of "Flight ORD→AUS": the place an airport's code stands for is a word of the title."""
    assert (unsupported(answer, [meeting("Flight ORD→AUS", 22, 9, 165)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 10시 분기 리뷰는 최유진 과장님이랑 하고, 1시에 한도윤 님과 커피 마셔요.", True),
        ("수요일 1시에 한도윤 씨랑 커피챗이 있어요.", True),
        ("수요일 10시 분기 리뷰는 한도윤 님이랑 해요.", False),
        ("1시엔 최유진 과장님과 커피챗이에요.", False),
        ("1시엔 과장님이랑 커피챗이에요.", False),
    ],
)
def test_someone_a_korean_title_honours_or_names_by_role_is_at_that_event(answer, faithful):
    """ "분기 리뷰 (최유진 과장)", "한도윤 님과 커피챗": the name before an honorific or a role at work, and the role,
    are that title's person, said with another title's event an attendee it does not have."""
    facts = [meeting("분기 리뷰 (최유진 과장)", 22, 10), meeting("한도윤 님과 커피챗", 22, 13)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("토요일 12시 돌잔치는 라비두스 역삼이에요.", True),
        ("돌잔치는 라비두스 역삼에서 해요.", True),
        ("토요일 12시 돌잔치는 라비두스 선릉이에요.", False),
        ("돌잔치는 12시, 라비두스 삼성이에요.", False),
    ],
)
def test_a_titles_place_said_in_part_with_another_word_is_another_place(answer, faithful):
    """ "라비두스 선릉이에요" of "돌잔치 (라비두스 역삼)": the word said right after the title's place, as where it
    is, must be that title's too."""
    assert (unsupported(answer, [meeting("조카 돌잔치 (라비두스 역삼)", 25, 12, 120)]) == []) is faithful


# Thursday afternoon: three meetings back to back from 1 to 4, then a run at 6.
BACK_TO_BACK_AFTERNOON = [
    meeting("주간 싱크", 16, 13),
    meeting("채용 면접", 16, 14),
    meeting("벤더 미팅", 16, 15),
    meeting("한강 러닝", 16, 18),
]
REST_OF_THURSDAY_AT_ONE = Interval(start_time=at(16, 12, 30), end_time=at(17))


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("1시부터 4시까지 회의가 이어지고, 그 뒤로는 러닝 전까지 비어요.", True),
        ("회의는 4시에 끝나요. 그 뒤엔 러닝 전까지 아무것도 없어요.", True),
        ("1시부터 3시까지 회의가 이어지고, 그 뒤로는 러닝 전까지 비어요.", False),
        ("회의는 3시까지예요. 3시부터 러닝 전까지 아무것도 없어요.", False),
    ],
)
def test_untitled_meetings_said_with_a_range_state_only_those_within_it(answer, faithful):
    """ "1시부터 3시까지 회의가 이어지고": an untitled event said with a range states the facts within it, not every
    meeting of the day, so a denial after it ("그 뒤로는", from the end said last when no title is) still holds of the
    others."""
    report = check_grounding(
        answer, facts=BACK_TO_BACK_AFTERNOON, window=REST_OF_THURSDAY_AT_ONE, now=at(16, 12, 30), timezone=SEOUL
    )
    assert (report.unsupported == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Nothing else on Saturday — your afternoon is wide open.", True),
        ("Nothing else on Saturday.", True),
        ("Nothing else on Saturday — your evening is wide open.", False),
        ("Nothing more this weekend – Saturday night is totally free.", False),
    ],
)
def test_a_denial_set_off_by_a_dash_from_a_denial_of_the_rest_is_not_of_the_rest(answer, faithful):
    """ "Nothing else on Saturday — your evening is wide open": "else" leaves standing what the user knows of, but the
    words after the dash deny the evening whole, as they would alone."""
    facts = [meeting("Farmers market", 25, 9, 120), meeting("Dinner with Sora", 25, 19)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일은 9시부터 12시까지 회의가 쉴 틈 없이 이어져요.", True),
        ("수요일 보안 점검 끝나면 바로 고객 미팅이라 중간에 쉬는 시간은 없어요.", True),
        ("수요일은 9시부터 12시까지 빈 시간 없이 일정이 있어요.", True),
        ("수요일은 9시부터 1시까지 쉴 틈 없이 회의가 이어져요.", False),
        ("수요일은 9시부터 12시까지 회의가 없어요.", False),
    ],
)
def test_no_break_said_in_korean_denies_no_event(answer, faithful):
    """ "쉴 틈 없이 이어져요", "중간에 쉬는 시간은 없어요": no break between plans (lexicon.KO_BREAK_WORDS) says they
    run on, and denies none of the events said before it."""
    facts = [meeting("주간 회의", 22, 9), meeting("보안 점검", 22, 10), meeting("고객 미팅", 22, 11)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The vendor call is Tuesday at 3, so leave yourself a few minutes to dial in.", True),
        ("Leave some room after the vendor call on Tuesday for notes.", True),
        ("You're on leave Tuesday after the vendor call.", False),
    ],
)
def test_leaving_someone_time_is_no_leave(answer, faithful):
    """ "leave yourself some travel time", "leave room for": leave as a verb given to someone or some time, no time
    off."""
    assert (unsupported(answer, [meeting("Vendor call", 21, 15)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Tuesday you're free from 11 to 12 for lunch before the vendor call.", True),
        ("Tuesday has an open hour at 4 for a workout.", True),
        ("Tuesday you have lunch at 11 before the vendor call.", False),
        ("Tuesday is free except for a workout at 4.", False),
    ],
)
def test_an_event_free_time_is_said_to_be_for_is_the_users_own_use(answer, faithful):
    """ "free from 12 to 1 for lunch": what free time is for is the user's own use of it, no event of the calendar;
    what the time is free but for ("except for a workout") is one."""
    assert (unsupported(answer, [meeting("Vendor call", 21, 15)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("일요일: 오전 6시 당직 끝, 오후 2시 브런치", True),
        ("일요일 오전 6시 당직 종료예요.", True),
        ("일요일 오전 6시 당직 끝나요.", True),
        ("일요일 오전 5시 당직 끝나요.", False),
        ("일요일: 오전 6시 당직 시작, 오후 2시 브런치", False),
    ],
)
def test_a_time_before_an_event_and_an_end_word_closing_it_is_the_events_end(answer, faithful):
    """ "오전 6시 당직 끝", "6시 당직 종료예요": an end word closing what is said makes the time before the event its
    end, as "6시에 당직이 끝나요" does."""
    facts = [meeting("당직", 25, 22, 8 * 60), meeting("브런치", 26, 14)]
    assert (unsupported(answer, facts, WEEKEND) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("목요일 오전 9시에 시험이 있어요. 잘 보세요!", True),
        ("Your exam is Thursday at 9.", True),
        ("금요일 오전 9시에 시험이 있어요.", False),
        ("Your exam is Thursday at 11.", False),
    ],
)
def test_an_exam_said_of_a_midterm_is_that_midterm(answer, faithful):
    """ "시험", "exam" of "회계원리 기말고사": an exam holds the exams of a term (lexicon.BROADER_EVENT_WORDS), so it
    names that title and is checked as it."""
    assert (unsupported(answer, [meeting("회계원리 기말고사", 23, 9, 120)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your design review ends at 11 on Wednesday. After that, the only thing left is yoga at 6.", True),
        ("The design review ends at 11 on Wednesday. After that, there's just one thing: yoga at 6.", True),
        ("Your design review ends at 11 on Wednesday. After that, the only thing left is yoga at 7.", False),
        ("The design review ends at 11 on Wednesday. After that, there are two things left.", False),
    ],
)
def test_after_that_bounds_a_count_or_only_to_the_time_after_the_event_before_it(answer, faithful):
    """ "After that, the only thing left is yoga at 6": what is counted after the event said before it is what starts
    from that event's end, on its day; the events before it are not counted."""
    facts = [meeting("Standup", 22, 9, 15), meeting("Design review", 22, 10), meeting("Yoga", 22, 18)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 저녁 8시에 요가만 있어요.", True),
        ("수요일 저녁 8시에 일정 하나 있어요.", True),
        ("수요일 오전 10시에 디자인 리뷰만 있어요.", False),
        ("수요일 저녁 8시에 일정 두 개 있어요.", False),
    ],
)
def test_only_or_a_count_beside_a_clock_said_with_a_part_of_the_day_may_be_of_that_part(answer, faithful):
    """ "저녁 8시에 요가만 있어요": the part of the day a clock is said with may be where "only" or a count speaks,
    as "저녁엔 요가만" does; the morning's events are not the evening's."""
    facts = [meeting("스탠드업", 22, 9, 15), meeting("디자인 리뷰", 22, 10), meeting("요가", 22, 20)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일은 요가 끝나면 일정이 없어요.", True),
        ("수요일은 디자인 리뷰 끝나면 비어 있어요.", False),  # yoga is after it
        ("수요일은 디자인 리뷰 끝나면 11시부터 저녁 9시까지 비어 있어요.", False),
        ("수요일은 디자인 리뷰 끝나면 11시부터 저녁 8시까지 비어 있어요.", True),
    ],
)
def test_a_korean_denial_once_an_event_ends_runs_from_its_end(answer, faithful):
    """ "요가 끝나면 일정이 없어요": a denial once an event ends holds from its end, on its day; a time said after it
    in its sentence bounds the denial instead."""
    facts = [meeting("스탠드업", 22, 9, 15), meeting("디자인 리뷰", 22, 10), meeting("요가", 22, 20)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Nothing new starts before 7pm, when you have dinner with Jun.", True),
        ("No other meetings begin before 7pm.", True),
        ("Nothing starts before 8pm.", False),  # the dinner starts at 7
        ("Nothing on before 7pm.", False),  # the workshop runs until 3
    ],
)
def test_a_denial_of_what_starts_leaves_out_what_is_under_way(answer, faithful):
    """ "Nothing new starts before 7": a denial of what starts holds of events starting in the time asked about, not
    of one under way when it opens; a denial of what is on holds of both."""
    facts = [meeting("Workshop", 16, 13, 120), meeting("Dinner with Jun", 16, 19)]
    window = Interval(start_time=SEED_NOW, end_time=at(17))
    assert (unsupported(answer, facts, window) == []) is faithful


# Wednesday: a review 10–11, a vendor call at 11, a dinner at 7.
RIGHT_AFTER = [meeting("디자인 리뷰", 22, 10), meeting("벤더 콜", 22, 11), meeting("팀 저녁", 22, 19)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일엔 디자인 리뷰 끝나자마자 벤더 콜이에요.", True),
        ("수요일엔 디자인 리뷰 끝나고 바로 벤더 콜이 있어요.", True),
        ("수요일엔 벤더 콜 끝나고 팀 저녁이에요.", True),
        ("수요일엔 벤더 콜 끝나자마자 팀 저녁이에요.", False),
        ("수요일엔 벤더 콜 끝나고 바로 팀 저녁이라 쉴 틈이 없어요.", False),
        ("On Wednesday the vendor call is right after the design review.", True),
        ("On Wednesday the team dinner is right after the vendor call.", False),
    ],
)
def test_an_event_said_right_after_another_starts_as_it_ends(answer, faithful):
    """ "끝나자마자 송년회", "끝나고 바로", "right after the review": the later event starts as the earlier ends (within
    a quarter of an hour), not merely after it."""
    assert (unsupported(answer, RIGHT_AFTER) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일엔 디자인 리뷰, 벤더 콜, 팀 저녁이 있어요. 그거 말곤 없어요.", True),
        ("수요일 오전엔 디자인 리뷰랑 벤더 콜이 있어요. 오전엔 그거 빼고는 없어요.", True),
        ("수요일엔 디자인 리뷰랑 벤더 콜이 있어요. 그거 말곤 없어요.", False),
        ("수요일엔 디자인 리뷰가 있어요. 오전엔 그것 말고는 없어요.", False),
    ],
)
def test_none_besides_that_in_korean_denies_all_but_what_was_just_said(answer, faithful):
    """ "그거 말곤 없어요": with its subject dropped, nothing besides the events just said, where the clause speaks (its
    part of the day, else the days before)."""
    assert (unsupported(answer, RIGHT_AFTER) == []) is faithful


# August 2026: a cello lesson every Monday and Wednesday at 6, but for the 10th and the 19th.
AUGUST = Interval(start_time=at(1, month=8), end_time=at(1, month=9))
CELLO = occurrences(
    [
        FactDraft(
            predicate="meeting",
            object_value="Cello lesson",
            start_time=at(3, 18, month=8),
            end_time=at(3, 19, month=8),
            recurrence=Recurrence(
                rrule="FREQ=WEEKLY;BYDAY=MO,WE",
                timezone="Asia/Seoul",
                exdates=[at(10, 18, month=8), at(19, 18, month=8)],
                exdated_by=[None, None],
            ),
        )
    ],
    AUGUST.start_time,
    AUGUST.end_time,
)


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("첼로 레슨은 8월엔 10일, 19일 빼고 매주 월·수예요.", True),
        ("첼로 레슨은 8월엔 10일이랑 19일 말고 매주 월·수 저녁 6시예요.", True),
        ("The cello lesson is every Monday and Wednesday in August except the 10th and the 19th.", True),
        ("첼로 레슨은 8월엔 10일만 빼고 매주 월·수예요.", False),
        ("The cello lesson is every Monday and Wednesday in August except the 19th.", False),
    ],
)
def test_a_series_said_every_week_but_the_days_said_apart_skips_no_other(answer, faithful):
    """ "10일만 빼고 매주 월·수": the days said apart, listed together ("10일, 19일 빼고", "except the 10th and the
    19th"), are all the days of those weekdays the series skips in the stretch said."""
    assert (unsupported(answer, CELLO, AUGUST) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("17일부터 23일까지 첼로 레슨은 한 번뿐이에요.", True),
        ("From the 17th to the 23rd, the cello lesson is only once.", True),
        ("3일부터 9일까지 첼로 레슨은 두 번이에요.", True),
        ("17일부터 23일까지 첼로 레슨은 두 번이에요.", False),
        ("3일부터 9일까지 첼로 레슨은 한 번뿐이에요.", False),
    ],
)
def test_a_range_of_days_of_the_month_beside_a_count_is_the_stretch_it_counts_over(answer, faithful):
    """ "17일부터 23일까지 … 한 번뿐": the ends of a range of days said with a count are the stretch it counts over,
    every day between them, not days the event is on."""
    assert (unsupported(answer, CELLO, AUGUST) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("8월 20일 목요일엔 일정이 없어요. 전날인 수요일도 첼로 레슨이 없어요.", True),
        ("Thursday the 20th is free. The day before, Wednesday, has no cello lesson either.", True),
        ("8월 18일 화요일엔 첼로 레슨이 없어요. 다음 날인 수요일도 레슨이 있어요.", False),
        ("8월 18일 화요일엔 첼로 레슨이 없어요. 전날인 일요일도 없어요.", False),
    ],
)
def test_a_weekday_said_right_after_the_day_before_or_after_restates_it(answer, faithful):
    """ "전날인 화요일", "the day after, Tuesday": a weekday said right after a day counted from one said before is that
    day, not every such weekday of the window."""
    assert (unsupported(answer, CELLO, AUGUST) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Just one more thing once the workshop wraps at 3: dinner with Jun at 7.", True),
        ("Two other things after 3 today.", True),
        ("You're booked solid from 3 to 7.", False),
    ],
)
def test_some_more_things_after_a_time_say_no_time_is_taken(answer, faithful):
    """ "one more thing once the workshop wraps at 3": some of what there is, said after a time, neither counts all of
    it nor says every moment from then is taken."""
    facts = [meeting("Workshop", 16, 13, 120), meeting("Dinner with Jun", 16, 19)]
    window = Interval(start_time=SEED_NOW, end_time=at(17))
    assert (unsupported(answer, facts, window) == []) is faithful


# Wednesday: lunch at 12, the afternoon off from 2 to 6 with the dentist at 3 in it, yoga at 8.
AFTERNOON_OFF_WITH_DENTIST = [
    meeting("점심 약속", 22, 12),
    hours_off(22, 14, 4),
    meeting("치과", 22, 15),
    meeting("요가", 22, 20),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 오후 반차 중엔 치과만 있어요.", True),
        ("수요일 오후엔 반차라 치과만 다녀오시면 돼요.", True),
        ("수요일 2시부터는 반차라 3시 치과만 있고, 저녁 8시엔 요가예요.", True),
        ("수요일 오후 반차 중엔 요가만 있어요.", False),
        ("수요일 오후엔 반차라 요가만 있어요.", False),
    ],
)
def test_only_said_during_time_off_or_after_it_given_as_why_is_of_the_time_off(answer, faithful):
    """ "반차 중엔 치과만", "오후엔 반차라 치과만": "only" is of the time off it is said within or given a reason by,
    on its day, not of the whole afternoon (lunch) or day (yoga)."""
    assert (unsupported(answer, AFTERNOON_OFF_WITH_DENTIST) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The vendor call clashes with nothing, but you could push it to 4 if you want a break.", True),
        ("You might ask to move the vendor call to 4:30.", True),
        ("벤더 콜을 4시로 옮기시면 쉬는 시간이 생겨요.", True),
        ("The vendor call is at 4.", False),
        ("The vendor call was moved to 4.", False),
    ],
)
def test_the_time_a_plan_is_advised_to_be_moved_to_is_no_calendar_time(answer, faithful):
    """ "you might ask to push the interview to 2:30", "4시로 옮기시면": the time advised is the user's to choose; a
    move stated is a change the context cannot hold."""
    assert (unsupported(answer, [meeting("Vendor call", 21, 15)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Saturday at 5 you have the video call with your dad.", True),
        ("Saturday at 5 you have the video call with Dad.", True),
        ("Saturday at 5 you have the video call with your sister.", False),
        ("Saturday at 5 you have the video call with Leo.", False),
    ],
)
def test_the_relative_whose_event_a_title_says_it_is_is_at_it(answer, faithful):
    """ "Dad's video call": the relative (lexicon.PEOPLE_WORDS) whose event it is is on it; a name whose event it is
    ("Bob's farewell lunch") stays no attendee of the seed set's reading."""
    assert (unsupported(answer, [meeting("Dad's video call", 25, 17, 30)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Sunday starts with you coming off a night shift at 6 am.", True),
        ("You finish a night shift at 6 on Sunday morning, then brunch with Dana at 11.", True),
        ("Sunday starts with you coming off a night shift at 7 am.", False),
    ],
)
def test_finishing_a_shift_said_with_a_at_a_time_is_its_end(answer, faithful):
    """ "coming off a night shift at 7 am": finishing an event said with "a" as with "the" or "your" gives its end."""
    assert (unsupported(answer, NIGHT_SHIFT, WEEKEND) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Friday's afternoon off covers the dentist, so you won't need to leave a meeting early.", True),
        ("You don't have to skip a meeting for the dentist on Friday.", True),
        ("You won't have a meeting on Wednesday.", False),
        ("You won't need to take any meetings on Wednesday.", False),
    ],
)
def test_a_need_denied_denies_no_event(answer, faithful):
    """ "you won't need to duck out of a meeting": what is denied is a need to leave or miss one (lexicon.
    STEPPING_OUT_WORDS), not the meeting; "won't need to take any meetings" denies them."""
    facts = [
        meeting("Budget sync", 22, 11),
        meeting("Design review", 24, 10),
        hours_off(24, 14, 4),
        meeting("Dentist", 24, 15),
    ]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("일요일엔 아침 6시 당직 끝나고 오전 11시 브런치까지 아무 일정 없어요.", True),
        ("일요일엔 아침 6시 당직 끝나고 오후 2시 산책까지 아무 일정 없어요.", False),  # brunch at 11
    ],
)
def test_a_korean_time_said_before_the_event_closing_a_denial_is_its_end(answer, faithful):
    """ "근무 끝나고 오후 5시 PT까지 아무 일정 없어요": the time said right before the event that closes a stretch
    denied is where the stretch ends, as one said after it is ("until the panel at 4")."""
    facts = [meeting("당직", 25, 22, 8 * 60), meeting("브런치", 26, 11, 90), meeting("산책", 26, 14)]
    assert (unsupported(answer, facts, WEEKEND) == []) is faithful


# A day trip to Jeju on Wednesday: out at 9 (70 minutes), back at 6 pm (70 minutes).
JEJU_DAY_TRIP = [meeting("부산→제주 KE1203", 22, 9, 70), meeting("제주→부산 KE1210", 22, 18, 70)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 귀국편은 저녁 6시 출발, 1시간 10분 걸려요.", True),
        ("출국편은 수요일 아침 9시예요.", True),
        ("수요일 귀국편은 저녁 6시 출발, 1시간 40분 걸려요.", False),
        ("귀국편은 수요일 저녁 7시예요.", False),
    ],
)
def test_a_flight_said_by_its_way_is_a_flight(answer, faithful):
    """ "귀국편", "출국편": a flight, said by the leg it is, whose times and length are a flight's."""
    assert (unsupported(answer, JEJU_DAY_TRIP) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 아침 9시 부산 출발, 10시 10분 제주 도착이에요.", True),
        ("저녁 6시에 제주에서 출발해서 7시 10분에 부산 도착이에요.", True),
        ("수요일 아침 9시 김해 출발, 10시 10분 제주 도착이에요.", False),
        ("돌아오는 비행기는 저녁 7시 10분에 대구 도착이에요.", False),
    ],
)
def test_where_a_korean_journey_leaves_or_gets_in_is_its_titles(answer, faithful):
    """ "8시 10분 김포 출발": the place said after a time with 출발 or 도착 (lexicon.KO_DEPART_ARRIVE_WORDS) is where
    the journey leaves or gets in, a word of a title; a kind of place ("공항") names none. The time before "부산
    도착", with "에" or not, is the journey's end."""
    assert (unsupported(answer, JEJU_DAY_TRIP) == []) is faithful


# Wednesday: a review 10–11, lunch with Mina at 1, the budget sync at 4.
WEDNESDAY_GAPS = [meeting("Design review", 22, 10), meeting("Lunch with Mina", 22, 13), meeting("Budget sync", 22, 16)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Wednesday the review wraps at 11 and you have two hours before lunch with Mina.", True),
        ("After lunch with Mina on Wednesday there's a good hour and a half before the budget sync.", True),
        ("On Wednesday you'll have to leave an hour before the budget sync.", True),
        ("On Wednesday the review wraps at 11 and you have three hours before lunch with Mina.", False),
        ("After lunch with Mina on Wednesday you've got a good three hours before the budget sync.", False),
    ],
)
def test_free_time_said_before_an_event_runs_from_the_moment_said_before_it(answer, faithful):
    """ "You land at 11:35 and have two hours before the call": the length is from the time said last (or the end of
    the event said last) to the event's start; said as the least (lexicon.AT_LEAST_WORDS) any longer stretch fits;
    a length with no having of it ("have to leave an hour before") is none of free time."""
    assert (unsupported(answer, WEDNESDAY_GAPS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Friday's piano lesson is at 3 as usual.", True),
        ("If Friday gets busy, you could shift the piano lesson to 5.", True),
        ("Friday's piano lesson moves to 4 this week.", False),
        ("The piano lesson got pushed to 2 on Friday.", False),
    ],
)
def test_a_bare_hour_a_plan_is_said_to_move_to_is_its_time(answer, faithful):
    """ "tennis moves to 11 on the 31st": the bare hour after a move stated (lexicon.MOVED_WORDS) and "to" is when
    the plan is then, a clock time to check; one it is advised to move to stays the user's to choose."""
    assert (unsupported(answer, [meeting("Piano lesson", 24, 15)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Yoga next week (9–10):\n- Tue 21\n- Thu 23", True),
        ("Yoga next week: Tue 21 - Thu 23, 9 to 10.", True),
        ("Yoga next week (8–9):\n- Tue 21\n- Thu 23", False),
        ("Yoga next week (9–11):\n- Tue 21\n- Thu 23", False),
    ],
)
def test_days_listed_one_a_line_are_no_range_of_hours(answer, faithful):
    """ "- Tue 3\\n- Thu 5": the numbers of days listed by their weekdays, a dash opening the next line, are days, not
    two bare hours joined by a dash."""
    assert (unsupported(answer, [meeting("Yoga", 21, 9), meeting("Yoga", 23, 9)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 아침 제주 도착하고 저녁 비행기까지 쭉 비어요.", True),
        ("수요일엔 퇴근하고 비행기 타시면 돼요.", True),
        ("수요일 저녁 6시엔 하준이하고 비행기 타요.", False),
    ],
)
def test_what_one_does_said_with_hago_is_no_one_along(answer, faithful):
    """ "도착하고 미팅까지": "하고" after what one does (lexicon.KO_DONE_THEN_WORDS) is doing it and then; after a name
    it is still with them."""
    assert (unsupported(answer, JEJU_DAY_TRIP) == []) is faithful


# Session 27. Wednesday the 22nd: a standup 9–10, a planning session 10–11, lunch with Jae 13–14 and a ferry to
# Incheon 18–19; time off on Tuesday 15–17, the dentist on Thursday at 4.
BUSY_WEDNESDAY = [
    meeting("Standup", 22, 9),
    meeting("Planning session", 22, 10),
    meeting("Lunch with Jae", 22, 13),
    hours_off(21, 15, 2),
    meeting("Ferry to Incheon", 22, 18),
    meeting("Dentist", 23, 16),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Wednesday you're free 11 to 1.", True),
        ("On Wednesday your open slots are 11 to 1 and 2 to 3.", True),
        ("Wednesday's free windows: 11-1, 2-3.", True),
        ("On Wednesday you're free 10 to 11.", False),
        ("On Wednesday your open slots are 11 to 1 and 1 to 2.", False),
    ],
)
def test_bare_hours_said_of_free_time_are_a_range_and_so_are_those_listed_after(answer, faithful):
    """ "free slots are 11 to 12 and 1 to 2": two bare hours joined by "to" after a word of free time (and its noun)
    are a range of clock times, as after a day or a title; ranges listed after one read are ranges too."""
    assert (unsupported(answer, BUSY_WEDNESDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Wednesday lunch with Jae is from 1 to 2 — nothing else that day.", False),
        ("On Thursday the dentist runs 4 to 5 — nothing else that day.", True),
        ("On Wednesday you have lunch with Jae and nothing else.", False),
        ("On Wednesday the ferry to Incheon leaves at 6 — nothing else that evening.", True),
        ("On Thursday you have the dentist and nothing else.", True),
    ],
)
def test_a_denial_of_the_rest_beside_stated_events_speaks_of_their_day_not_their_times(answer, faithful):
    """ "the workshop from 11 to 5 — nothing else that day": the times are the event's; the denial set off by a dash
    speaks of its day; after "and" in the sentence that states events it denies all but them."""
    assert (unsupported(answer, BUSY_WEDNESDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Wednesday evening is quiet once you're off the ferry.", True),
        ("Once you're off the ferry, Wednesday is over.", True),
        ("You're off the whole day on Friday.", False),
    ],
)
def test_getting_off_a_journey_or_an_event_is_no_time_off(answer, faithful):
    """ "once you're off the train": "off" before the word of a journey or an event is leaving it, not time off
    (here in a week with none)."""
    no_time_off = [fact for fact in BUSY_WEDNESDAY if fact.predicate == "meeting"]
    assert (unsupported(answer, no_time_off) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The ferry to Incheon leaves at 18:00 (in at 19:00).", True),
        ("The ferry to Incheon leaves at 18:00, in at 19:00.", True),
        ("The ferry to Incheon leaves at 18:00 (in at 19:30).", False),
    ],
)
def test_in_at_said_of_a_journey_just_named_is_its_arrival(answer, faithful):
    """ "train to Lyon at 08:04 (in at 10:00)": "in at" in brackets or after a comma is when it gets in, its end."""
    assert (unsupported(answer, BUSY_WEDNESDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Swimming is on the 21st, the 28th and the 30th; the class on the 23rd is off.", True),
        ("The classes on the 23rd is off, so swimming is on the 21st, 28th and 30th.", True),
        ("Swimming on the 23rd is cancelled.", True),
        ("The classes on the 21st and the 23rd are off.", False),
        ("Swimming on the 28th is cancelled.", False),
    ],
)
def test_a_series_said_off_or_cancelled_after_its_days_skips_them(answer, faithful):
    """ "the lessons on the 5th and the 26th are off": the days said right after a series and before "is/are off"
    (or a skip word) are days it skips, each checked as one it does not meet; "off" without "is" stays time off."""
    assert (unsupported(answer, SWIMMING, FORTNIGHT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 회사 회의는 9시에 시작해요.", True),
        ("수요일 회사 회의는 다섯 개예요.", False),
        ("수요일 회사 회의는 8시에 시작해요.", False),
        ("수요일 팀 회의는 9시에 시작해요.", False),
    ],
)
def test_a_word_of_work_before_an_event_word_says_its_kind_not_a_title(answer, faithful):
    """ "회사 회의" is the meetings at work, as "work meetings" is (lexicon.WORK_KIND_WORDS): no word of a title; its
    counts and times are still checked, and another qualifier ("팀 회의") still names no title here."""
    assert (unsupported(answer, BUSY_WEDNESDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("내일은 서머타임이 시작돼서 하루가 23시간이에요.", True),
        ("The clocks go forward an hour tonight, so Sunday is a 23-hour day.", True),
        ("내일은 서머타임이 시작돼서 하루가 25시간이에요.", False),
        ("내일은 서머타임이 시작돼서 두 시간 당겨져요.", False),
    ],
)
def test_a_length_said_beside_a_clock_change_may_be_the_length_of_its_day(answer, faithful):
    """ "서머타임 끝나는 날이라 하루가 25시간": beside the change, a length is how far the clocks move or how long the
    day they move on lasts (a day less the change: 23 hours when they go forward)."""
    saturday_evening = datetime(2026, 3, 28, 20, tzinfo=LONDON)
    report = check_grounding(answer, facts=SUNRISE_HIKE, window=CHANGE_SUNDAY, now=saturday_evening, timezone=LONDON)
    assert (report.unsupported == []) is faithful


# Session 27, second round. Wednesday the 22nd: a budget review 10–11, a client video call 11–12, team lunch 13–14,
# a design sync 15–16 with 소연 and 태호; Thursday a weekly report every week at 9, a service at 11 in Bundang.
PACKED_WEDNESDAY = [
    meeting("예산 검토", 22, 10),
    meeting("고객사 화상 미팅 (대한물산)", 22, 11),
    meeting("팀 점심", 22, 13),
    meeting("디자인 싱크 - 소연, 태호", 22, 15),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("팀 점심 끝나고 디자인 싱크까지 한 시간 비어요.", True),
        ("고객사 화상 미팅 끝나고 팀 점심 전에 1시간 정도 여유가 있어요.", True),
        ("예산 검토 끝나고 고객사 화상 미팅 전까지 30분 정도 쉴 수 있어요.", False),
        ("팀 점심이 끝나면 디자인 싱크 전까지 두 시간 정도 비어요.", False),
    ],
)
def test_a_korean_length_said_from_one_events_end_until_another_is_the_gap_between(answer, faithful):
    """ "A 끝나고 B 전까지 30분": the length right after the later event is the time from A's end to B's start
    (none between back-to-back events), a word of B's title read apart before it or not."""
    assert (unsupported(answer, PACKED_WEDNESDAY) == []) is faithful


# The fortnight from Monday the 20th: choir on Mondays and Wednesdays at 7 pm (four times), the dentist on Friday the
# 24th, dinner with Omar on Tuesday the 28th.
CHOIR_FORTNIGHT = [
    *occurrences(
        [
            FactDraft(
                predicate="meeting",
                object_value="Choir practice",
                start_time=at(6, 19),
                end_time=at(6, 21),
                recurrence=Recurrence(rrule="FREQ=WEEKLY;BYDAY=MO,WE", timezone="Asia/Seoul"),
            )
        ],
        at(20),
        at(3, month=8),
    ),
    meeting("Dentist", 24, 11),
    meeting("Dinner with Omar", 28, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Choir practice is every Monday and Wednesday at 7, four of them in all.", True),
        ("Choir practice is every Monday and Wednesday at 7, so six of them altogether.", False),
        ("Six events over the fortnight, three of them next week.", True),
        ("Six events over the fortnight, four of them next week.", False),
        ("Six events over the fortnight, four of them choir practices.", True),
        ("Six events over the fortnight, two of them choir practices.", False),
    ],
)
def test_a_count_of_them_is_of_the_event_said_before_over_its_own_clause(answer, faithful):
    """ "every Friday at 9:30, so five of them in total": a count said of "them" counts the one event word said
    before it, over the stretch its own clause says ("five of them next week"), or the kind said after it."""
    assert (unsupported(answer, CHOIR_FORTNIGHT, FORTNIGHT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 오후 2시쯤은 비어 있어요. 나머지 오후는 회의가 있어요.", True),
        ("수요일 오후 3시쯤은 비어 있으니 그때 전화하세요. 나머지 오후는 회의가 이어져요.", False),
        ("On Wednesday you're free at 12; the rest of the day is meetings.", True),
        ("On Wednesday you're free at 11; the rest of the morning is meetings.", False),
    ],
)
def test_a_moment_said_free_is_free_of_what_the_answer_states_elsewhere(answer, faithful):
    """ "오후 2시쯤은 비어 있으니 ... 나머지 오후는 회의가 이어져요": the meetings another sentence states do not
    make a moment said free, not set apart from the rest, any freer; an event covering it contradicts it."""
    assert (unsupported(answer, PACKED_WEDNESDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("디자인 싱크는 3시예요. 소연 님이랑 태호 님 같이 들어오세요.", True),
        ("디자인 싱크는 3시예요. 태호님도 합류해요.", True),
        ("디자인 싱크는 3시예요. 소연 님이랑 지훈 님 같이 들어오세요.", False),
        ("디자인 싱크는 3시예요. 지훈 님도 같이 들어와요.", False),
    ],
)
def test_someone_honoured_said_to_come_is_an_attendee_a_title_must_name(answer, faithful):
    """ "지수 님이랑 민호 님 같이 들어와요": each one said with "님" (written apart or not) and a word of coming
    (lexicon.JOINING_WORDS) is at the event, and must be a person of its title."""
    assert (unsupported(answer, PACKED_WEDNESDAY) == []) is faithful


# Thursday the 23rd: an alumni dinner in 성수 at 7.
ALUMNI_DINNER = [meeting("동문회 저녁 (성수)", 23, 19)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("동문회는 목요일 7시, 성수 고깃집이에요.", True),
        ("동문회는 목요일 7시, 성수예요.", True),
        ("동문회는 목요일 7시, 망원 고깃집이에요.", False),
        ("동문회는 목요일 7시, 합정 동문회예요.", False),
    ],
)
def test_a_place_said_as_what_a_titled_event_is_must_be_its_titles(answer, faithful):
    """ "예배는 11시, 맨해튼 한인교회예요" of "한인교회 예배 (플러싱)": the words said as what the event is, a word
    before its title's own or a kind of place ("고깃집", which names none), must be of its title."""
    assert (unsupported(answer, ALUMNI_DINNER) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("11시 고객사 화상 미팅 끝나면 1시에 팀 점심이에요.", True),
        ("3시 디자인 싱크 끝나면 바로 퇴근하셔도 돼요.", True),
        ("10시 고객사 화상 미팅 끝나면 1시에 팀 점심이에요.", False),
    ],
)
def test_a_korean_time_right_before_an_event_said_over_is_its_own(answer, faithful):
    """ "세 시 줌 미팅 끝나면 네 시에 1:1": the time said right before an event said to end is that event's (its start
    or its end), not the time of the event after it."""
    assert (unsupported(answer, PACKED_WEDNESDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일은 3시부터 한 시간 디자인 싱크예요.", True),
        ("수요일은 1시부터 한 시간 팀 점심이에요.", True),
        ("수요일은 3시부터 두 시간 디자인 싱크예요.", False),
        ("수요일은 11시부터 30분 고객사 화상 미팅이에요.", False),
    ],
)
def test_a_korean_length_after_a_start_and_before_an_event_is_its_length(answer, faithful):
    """ "11시부터 한 시간 지현 님 1:1": a length said right after the start and before the event (a word between or
    not) is how long that event lasts."""
    assert (unsupported(answer, PACKED_WEDNESDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("목요일엔 회관 10시, 동문회 7시예요.", True),
        ("회관은 목요일 아침 10시예요.", True),
        ("목요일엔 회관 11시, 동문회 7시예요.", False),
        ("회관은 금요일 10시예요.", False),
    ],
)
def test_the_head_of_a_korean_compound_in_a_title_names_it(answer, faithful):
    """ "교회" of "한인교회 예배": the last two syllables of a four-syllable word of a title, its head noun, said alone
    name that title, so the time beside it is that title's."""
    assert (unsupported(answer, [*ALUMNI_DINNER, meeting("구민회관 요가", 23, 10)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 아침 9시 본사 통화는 뉴욕 시간으로 화요일 저녁 8시예요.", True),
        ("본사 통화는 뉴욕 시간으로 화요일 저녁 8시예요.", True),
        ("수요일 아침 9시 본사 통화는 뉴욕 시간으로 수요일 저녁 8시예요.", False),
        ("본사 통화는 뉴욕 시간으로 수요일 저녁 8시예요.", False),
        ("수요일 아침 9시 본사 통화는 뉴욕 시간으로 화요일 저녁 9시예요.", False),
    ],
)
def test_a_day_said_with_another_zones_clock_is_that_zones_day(answer, faithful):
    """ "서울 시간으로 월요일 오전 9시": a day said between the zone and its time is the day there, a day off the
    user's when the time read on the user's clock falls on another day."""
    assert (unsupported(answer, [meeting("뉴욕 본사 통화", 22, 9)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "brunch", "faithful"),
    [
        ("Nothing at all on either weekend.", False, True),
        ("Each weekend is empty.", False, True),
        ("Nothing at all on either weekend.", True, False),
        ("Each weekend is empty.", True, False),
    ],
)
def test_either_or_each_weekend_is_every_weekend_of_the_window(answer, brunch, faithful):
    """ "Nothing at all on either weekend" over two weeks: each of the window's weekends, as "weekends" is."""
    facts = [*CHOIR_FORTNIGHT, *([meeting("Brunch with Ines", 25, 11)] if brunch else [])]
    assert (unsupported(answer, facts, FORTNIGHT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        (
            "수요일 일정은 네 개, 다 합쳐 4시간이에요 (예산 검토 1시간, 화상 미팅 1시간, 점심 1시간, 싱크 1시간).",
            True,
        ),
        ("수요일 일정은 네 개, 모두 합쳐 네 시간이에요.", True),
        (
            "수요일 일정은 네 개, 다 합쳐 5시간이에요 (예산 검토 1시간, 화상 미팅 1시간, 점심 1시간, 싱크 2시간).",
            False,
        ),
    ],
)
def test_a_length_after_hapchyeo_is_a_total_whatever_is_listed_after_it(answer, faithful):
    """ "다 합쳐 3시간 30분이에요 (…)": "합쳐" said bare is a sum, as "합쳐서" is (lexicon.TOTAL_LENGTH_WORDS), not the
    length of the first event the brackets after it list."""
    assert (unsupported(answer, PACKED_WEDNESDAY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The budget sync is Wednesday at 3, so it's worth having the spreadsheet open on Wednesday morning.", True),
        ("Wednesday: keep your desk clear.", True),
        ("Keep your Wednesday afternoon open.", False),
        ("Keep the morning clear on Wednesday.", False),
    ],
)
def test_a_thing_held_open_is_no_free_time(answer, faithful):
    """ "worth having the numbers open": "open", "clear" said of a thing held so is its state, no free time; said of
    a stretch of time (lexicon.HELD_TIME_WORDS, or a day) it is still free time, denied by what falls in it."""
    assert (unsupported(answer, [meeting("Budget sync", 22, 15), meeting("Dentist", 22, 10)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Wednesday: plenty of time to clear your inbox.", True),
        ("On Wednesday, take the hour before the sync to empty your inbox.", True),
        ("After the dentist on Wednesday, you've got time to clear your inbox.", True),
        ("Wednesday is clear your whole morning.", False),
        ("Wednesday: clear the rest of the afternoon.", False),
        ("Clear your afternoon on Wednesday.", False),
    ],
)
def test_a_thing_cleared_or_opened_is_no_free_time(answer, faithful):
    """ "plenty to clear your inbox": "clear", "open", "empty" done to a thing said after it (by a possessive, or an
    article after "to") is a verb, no free time; done to a stretch of time ("clear your whole morning") it is still
    free time, denied by what falls in it."""
    assert (unsupported(answer, [meeting("Budget sync", 22, 15), meeting("Dentist", 22, 10)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 3시 디자인 싱크 전에 점심은 든든하게 드시고 가세요.", True),
        ("저녁은 가볍게 드세요. 수요일 3시에 디자인 싱크가 있어요.", True),
        ("수요일은 디자인 싱크가 3시라 점심 여유 있게 드셔도 괜찮아요.", True),
        ("수요일 점심은 12시예요.", False),
    ],
)
def test_a_meal_said_as_the_topic_of_eating_is_advice_no_title(answer, faithful):
    """ "점심은 미리 든든하게 드시고 오세요", "점심 천천히 드셔도 돼요": a meal said as the topic (은/는/도) of
    eating it, told or allowed to, a word or two of how between, is the user's eating, no plan; a meal said with a
    time of its own is still one."""
    assert (unsupported(answer, [meeting("예산 검토", 22, 10), meeting("디자인 싱크", 22, 15)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일이랑 목요일을 비교해 보면, 수요일은 일정이 네 개라 바빠요.", True),
        ("수요일과 목요일을 비교하면, 목요일은 동문회 하나라 여유 있어요.", True),
        ("수요일과 목요일을 비교하면, 목요일은 일정이 두 개라 여유 있어요.", False),
    ],
)
def test_a_day_set_as_the_topic_after_a_comma_is_what_its_count_is_of(answer, faithful):
    """ "수요일이랑 목요일을 비교하면, 수요일은 … 두 개라": a day set as the topic after a comma starts a clause of its
    own; a count after it is of that day, not of every day said before."""
    assert (unsupported(answer, [*PACKED_WEDNESDAY, *ALUMNI_DINNER]) == []) is faithful


# Wednesday: lunch with a senior colleague, then a one-to-one with the team lead.
LUNCH_THEN_ONE_TO_ONE = [meeting("점심 - 박서연 선배 (을지로)", 22, 12), meeting("1:1 - 정다은 실장님", 22, 15, 30)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 12시에 박서연 선배랑 점심 먹고, 3시에 정다은 실장님이랑 1:1 있어요.", True),
        ("수요일 3시에 박서연 선배랑 1:1 있어요.", False),
        ("수요일 12시에 정다은 실장님이랑 점심이에요.", False),
    ],
)
def test_a_korean_name_said_with_its_role_is_the_person_of_its_own_title(answer, faithful):
    """ "이준호 선배", "최민지 팀장님": a name with the role after it (lexicon.PERSON_ROLE_WORDS, honoured or not) is
    someone, the person of the title that has them, and not at another title's event said with them."""
    assert (unsupported(answer, LUNCH_THEN_ONE_TO_ONE) == []) is faithful


# Next week: a night shift at the depot every Monday, Wednesday and Friday from 8 pm to 8 am, but not on Wednesday the
# 22nd; one extra night covering for a colleague on Sunday the 26th.
DEPOT_NIGHT_SHIFTS = [
    *occurrences(
        [
            FactDraft(
                predicate="meeting",
                object_value="Depot night shift",
                start_time=at(6, 20),
                end_time=at(7, 8),
                recurrence=Recurrence(
                    rrule="FREQ=WEEKLY;BYDAY=MO,WE,FR", timezone="Asia/Seoul", exdates=[at(22, 20)], exdated_by=[None]
                ),
            )
        ],
        NEXT_WEEK.start_time,
        NEXT_WEEK.end_time,
    ),
    meeting("Cover shift for Minho", 26, 20, 12 * 60),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Two depot night shifts next week, Monday and Friday.", True),
        ("Two depot night shifts next week, Tuesday and Friday.", False),
    ],
)
def test_a_night_of_a_series_is_listed_by_the_day_it_starts(answer, faithful):
    """Days listed for a series say all its days in the stretch said; an occurrence shorter than a day running past
    midnight (Monday 8 pm to Tuesday 8 am) is listed by the day it starts, Monday, not also Tuesday."""
    assert (unsupported(answer, DEPOT_NIGHT_SHIFTS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("With Wednesday's shift dropped, the dentist is your only plan that day.", True),
        ("Wednesday's shift is off.", True),
        ("Friday's shift is off.", False),
        ("Sunday's shift is cancelled.", False),
    ],
)
def test_a_word_naming_a_series_and_a_one_off_said_skipped_denies_both_that_day(answer, faithful):
    """ "Wednesday's shift dropped" ("dropped": lexicon.SKIPPED_WORDS), "shift" naming the night shift series and a
    one-off cover shift: a skipped occurrence of the series, so the day said must hold neither."""
    facts = [*DEPOT_NIGHT_SHIFTS, meeting("Dentist", 22, 15)]
    assert (unsupported(answer, facts) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 마지막 일정은 1:1이고 3시 반에 끝나요. 그 이후로는 비어 있어요.", True),
        ("수요일 점심이 1시에 끝나요. 그 이후로는 비어 있어요.", False),
    ],
)
def test_geu_ihu_after_an_end_denies_from_that_end(answer, faithful):
    """ "그 이후로는 비어 있어요" is "그 뒤로는": free from the end said before it, not the whole day."""
    assert (unsupported(answer, LUNCH_THEN_ONE_TO_ONE) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 12시에 하고 계신 점심은 1시까지예요.", True),
        ("수요일 12시에 하고 계신 회식은 1시까지예요.", False),
    ],
)
def test_an_honorific_verb_before_an_event_word_is_no_word_of_a_title(answer, faithful):
    """ "하고 계신 점심": "계신", "하시는" modify the event word as "있는", "하는" do, no title's word."""
    assert (unsupported(answer, LUNCH_THEN_ONE_TO_ONE) == []) is faithful


# Wednesday: a bank appointment at 3, yoga at 6, and a night shift from 10 in the evening.
BANK_YOGA_NIGHT = [
    meeting("하나은행 대출 상담", 22, 15, 40),
    meeting("요가 (합정)", 22, 18),
    meeting("나이트 근무 (서울대병원)", 22, 22, 9 * 60),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일은 은행 상담이랑 요가가 있고, 밤 10시에 근무도 있어요.", True),
        ("수요일은 은행 상담이랑 요가만 있고 근무는 없는 날이에요.", False),
    ],
)
def test_a_korean_event_word_joined_to_another_is_still_a_title_of_its_own(answer, faithful):
    """ "은행 상담이랑 요가": the first event word joined by "이랑" qualifies nothing; the second is still read as the
    title it is a word of, so what it states bounds no denial of the rest ("근무는 없는 날")."""
    assert (unsupported(answer, BANK_YOGA_NIGHT) == []) is faithful


# Wednesday: standup at 9, workshop at 10, lunch at 12, a review at 2.
MORNING_THEN_LUNCH = [
    meeting("데일리 스탠드업", 22, 9, 15),
    meeting("OKR 워크숍", 22, 10),
    meeting("팀 점심", 22, 12),
    meeting("디자인 리뷰", 22, 14),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 점심 전에는 스탠드업이랑 워크숍 두 개예요.", True),
        ("수요일 점심 전에는 스탠드업이랑 워크숍 세 개예요.", False),
    ],
)
def test_a_count_of_titles_before_an_event_counts_until_it(answer, faithful):
    """ "점심 전에는 A랑 B 두 개": an event said as the bound of a count of titles, as of an untitled count, is over:
    the count is of what lies before it, the lunch not among them."""
    assert (unsupported(answer, MORNING_THEN_LUNCH) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your sync with Marcus on the 21st is at 11, and you're off from the 27th to the 29th.", True),
        (
            "Heads-up: your sync with Marcus on the 28th is still on while you're away, so you may want to move it.",
            False,
        ),
        ("Note that the sync with Marcus on Tuesday the 28th still stands during your time off.", False),
    ],
)
def test_a_day_said_right_after_an_event_is_its_own_beside_time_off(answer, faithful):
    """ "your sync on the 28th is still on while you're away": the day said right after the event ("on the 28th") is
    that event's, not any day of the time off said with it; the 28th is a skipped occurrence."""
    assert (unsupported(answer, [*SYNCS, days_off(27, 3)], FORTNIGHT) == []) is faithful


# Wednesday: a review 2-3, a client call 3-3:30, the dentist at 4 (45 minutes), the gym at 6 and a deploy from 10 at
# night to half past midnight.
REVIEW_CALL_DEPLOY = [
    meeting("Design review", 22, 14),
    meeting("Client call", 22, 15, 30),
    meeting("Dentist", 22, 16, 45),
    meeting("Gym", 22, 18),
    meeting("Night deploy", 22, 22, 150),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The call ends at 3:30 and you're free from then until the dentist: time to read or catch up on mail.", True),
        ("The review ends at 3 and you're free from then until the dentist: time to read or catch up on mail.", False),
    ],
)
def test_what_free_time_is_time_to_do_is_the_users_own_and_leaves_the_denial_checked(answer, faithful):
    """ "there's time to go for a walk or catch up on email": what the free time is for is what the user may do, no
    event of the calendar that the answer states (and so no event exempt from the denial before it)."""
    assert (unsupported(answer, REVIEW_CALL_DEPLOY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The deploy is the last thing: it starts at 10 and should be wrapped up by 12:30.", True),
        ("The deploy is the last thing: it starts at 10 and should be wrapped up by 3:30.", False),
    ],
)
def test_an_end_said_after_a_pronoun_clause_is_of_the_event_the_pronoun_stands_for(answer, faithful):
    """ "the deploy's last: it starts at 10 and is wrapped up by 12:30": a clause naming no event goes on about the
    one the clause before it went on about, through "it", so its end is that event's."""
    assert (unsupported(answer, REVIEW_CALL_DEPLOY) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Wednesday: the dentist at 4, a 45-minute appointment, and the gym at 6.", True),
        ("Wednesday: the dentist at 4, an hour-long appointment, and the gym at 6.", False),
    ],
)
def test_a_length_of_a_word_restating_a_title_is_the_titles_own(answer, faithful):
    """ "the dentist at 4, an hour-long appointment, and the gym": the length qualifies the word set beside the title
    said last before it, not any titled event of the clause (the gym lasts an hour)."""
    assert (unsupported(answer, REVIEW_CALL_DEPLOY) == []) is faithful


# Wednesday: a results review 2-3, a 1:1 right after it, a team dinner at 7.
REVIEW_THEN_ONE_ON_ONE = [
    meeting("분기 실적 리뷰", 22, 14),
    meeting("팀장님 1:1", 22, 15, 30),
    meeting("팀 회식", 22, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일에 1:1 3시 반에 끝나면 회식까지 3시간 반 여유 있어요.", True),
        ("수요일에 실적 리뷰 3시에 끝나면 1:1까지 30분 여유 있으니까 좀 쉬세요.", False),
    ],
)
def test_a_korean_gap_after_an_event_said_to_end_at_a_time_is_from_its_end(answer, faithful):
    """ "A 3시에 끝나면 B까지 30분": the time said as A's end, between the two, leaves the length the time between
    them."""
    assert (unsupported(answer, REVIEW_THEN_ONE_ON_ONE) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your perf review with Dan is Tuesday at 10, and the conf talk Thursday at 3.", True),
        ("Your perf sync with Dan is Tuesday at 10.", False),
        ("Your perf review with Dan is Wednesday at 10.", False),
        ("Your conf review with Dan is Tuesday at 10.", False),
    ],
)
def test_a_title_word_clipped_as_people_write_it_is_that_word(answer, faithful):
    """ "perf review" of "Performance review with Dan" (lexicon.CLIPPED_TITLE_WORDS): the clipped word is the
    title's word; a word of no title beside it, or a clipped word of no title, still names none."""
    facts = [meeting("Performance review with Dan", 21, 10), meeting("Conference talk", 23, 15)]
    assert (unsupported(answer, facts) == []) is faithful


# Next week: a standup every weekday, two meetings on Wednesday, the dentist on Thursday.
STANDUPS_AND_TWO_MEETINGS = occurrences(
    [
        weekday_standup(20),
        meeting("디자인 회의", 22, 14),
        meeting("고객사 줌 미팅", 22, 15),
        meeting("치과 검진", 23, 16),
        meeting("Design review", 22, 11),
    ],
    at(20),
    at(27),
)


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("다음 주는 스탠드업 다섯 번, 회의 세 개, 치과 한 번이에요.", True),
        ("다음 주는 스탠드업 다섯 번, 회의 여덟 개, 치과 한 번이에요.", False),
        ("다음 주는 스탠드업 다섯 번, 회의 두 개, 치과 한 번이에요.", False),
        ("Next week: eight meetings, including five standups.", True),
        ("다음 주는 스탠드업 다섯 번 포함해서 회의 세 개예요.", False),
    ],
)
def test_a_count_of_a_kind_leaves_out_what_its_list_counts_apart_by_title(answer, faithful):
    """ "스탠드업 다섯 번, 회의 세 개": a count of a kind beside a count of titles of that kind counts the rest, unless
    they are counted in (lexicon.INCLUDING_WORDS: "8 events, including 4 standups")."""
    assert (unsupported(answer, STANDUPS_AND_TWO_MEETINGS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Next week: five standups, the design review on Wednesday, and the dentist on Thursday.", True),
        ("Next week: two standups, the design review on Wednesday, and the dentist on Thursday.", False),
    ],
)
def test_a_count_said_with_no_day_in_a_list_is_not_of_the_days_of_the_others(answer, faithful):
    """ "four standups, the design sync on Tuesday, a dentist visit Thursday": each day is said of the event of its
    own piece; the count said with none counts over the whole stretch asked about."""
    assert (unsupported(answer, STANDUPS_AND_TWO_MEETINGS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("**화요일 저녁:** 7시 요가\n\n스탠드업은 화요일에 없어요.", True),
        ("**Tuesday evening:** yoga at 7\n\nNo standup on Tuesday.", True),
        ("**화요일 저녁:** 7시 요가\n\n스탠드업은 화요일 9시예요.", False),
    ],
)
def test_an_event_word_ending_a_line_is_no_title_with_the_word_opening_the_next(answer, faithful):
    """ "7시 요가\\n\\n스탠드업은 없어요": a line break ends the title said before it; the word after it opens another
    line and is its own event, denied there, while the yoga stands."""
    assert (unsupported(answer, [meeting("요가", 21, 19)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Saturday: the jazz concert at 9pm (Blue Morning).", True),
        ("- Sat: jazz concert 21:00 (Blue Morning)", True),
        ("Saturday morning: the jazz concert (Blue Morning).", False),
    ],
)
def test_a_titles_bracketed_part_said_in_brackets_is_no_time_of_day(answer, faithful):
    """ "재즈 공연 21:30 (New Morning)": the title's bracketed part (a venue) said in brackets is the title's, not a
    morning; a part of the day said outside it is still checked."""
    assert (unsupported(answer, [meeting("Jazz concert (Blue Morning)", 25, 21, 150)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Nothing on Saturday, so you can plan whatever you like.", True),
        ("Saturday's clear, so we could plan something fun.", True),
        ("Nothing on Saturday, but you have plans in the evening.", False),
    ],
)
def test_a_word_of_no_kind_right_after_a_subject_or_modal_is_a_verb(answer, faithful):
    """ "you can plan whatever you like": "plan" after a modal is what the user may do, no event of the calendar; one
    said as had ("you have plans") is still an event."""
    assert (unsupported(answer, [meeting("Guitar lesson", 22, 17)]) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Tuesday is pretty open: after the standup at 9 you've got nothing until the design sync at 2.", True),
        ("화요일은 거의 비어 있어요.", True),
        ("Tuesday is completely open.", False),
        ("Tuesday is pretty open: nothing until the design sync at 3.", False),
    ],
)
def test_free_time_hedged_as_free_in_part_denies_no_whole_stretch(answer, faithful):
    """ "Tuesday is pretty open" (lexicon.IN_PART_WORDS): some of the day is taken, as "partly free" says; free said
    whole, or a stretch said free, is still checked."""
    facts = [meeting("Standup", 21, 9, 15), meeting("Design sync", 21, 14)]
    assert (unsupported(answer, facts) == []) is faithful
