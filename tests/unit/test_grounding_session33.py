"""Session 33: classes of answers the grounding check read wrong, each a rule over meanings tested on sentences of
our own: the rest of July 2026 in Seoul, asked on Thursday the 16th."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval

from ..fakes import SEED_NOW, SEOUL, at, hours_off, meeting, vacation

REST_OF_JULY = Interval(start_time=at(17), end_time=at(1, month=8))
KARAOKE = FactDraft(  # Wednesday the 29th, 9pm, to 1am on Thursday the 30th
    predicate="meeting", object_value="Karaoke night", start_time=at(29, 21), end_time=at(29, 21) + timedelta(hours=4)
)
# Off Monday 20th to Friday 24th; pottery Tuesday the 21st, the dentist Monday the 27th, yoga Tuesday the 28th.
MONTH = [
    vacation(20, 5),
    meeting("Pottery class", 21, 18),
    meeting("Dentist", 27, 9),
    meeting("Yoga", 28, 18),
    KARAOKE,
    meeting("Flight to Jeju", 30, 7, 70),
    meeting("제주 가는 비행기", 30, 7, 70),
]


def unsupported(answer: str) -> list[str]:
    return check_grounding(answer, facts=MONTH, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL).unsupported


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Heads-up for Wednesday: karaoke goes until 1 am, and your Jeju flight is at 7 that same morning.", True),
        ("Heads-up for Wednesday: karaoke goes until 1 am, and your Jeju flight is at 9 that same morning.", False),
        ("Heads-up for Tuesday the 28th: yoga until 7pm, and your Jeju flight is at 7 that same morning.", False),
        ("수요일 노래방은 새벽 1시까지고, 그날 아침 7시에 제주 가는 비행기예요.", True),
        # a morning an event runs into takes in the small hours ("until 1 in the morning")
        ("Wednesday's karaoke carries on into Thursday morning.", True),
        ("Wednesday's karaoke carries on into Thursday afternoon.", False),
        # "the next day" after a night said to end in the small hours of a day may be that day
        ("노래방은 수요일 밤 9시에 시작해서 목요일 새벽 1시에 끝나요. 다음 날 오후는 비어 있어요.", True),
        ("노래방은 수요일 밤 9시에 시작해서 목요일 새벽 1시에 끝나요. 다음 날 오전은 비어 있어요.", False),
    ],
)
def test_that_morning_or_the_next_day_after_a_night_past_midnight_is_the_days_it_ran_into(
    answer: str, faithful: bool
) -> None:
    assert (unsupported(answer) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Monday the 27th is the dentist at 9, and Tuesday has yoga at 6pm.", True),
        ("Monday the 27th is the dentist at 9, and Tuesday has pottery at 6pm.", False),  # pottery was the 21st
        ("Tuesday the 28th is yoga, and on Monday the dentist.", True),  # that day's week
        # an edge of a stretch is no day the weekdays after it follow
        ("You're off from Monday the 20th to Friday the 24th, with pottery on Tuesday at 6pm.", True),
    ],
)
def test_a_bare_weekday_after_a_dated_day_is_of_its_week_or_the_next(answer: str, faithful: bool) -> None:
    assert (unsupported(answer) == []) is faithful


# Monday the 27th the dentist at 9 and pottery at 6pm; Tuesday the 28th yoga at 6pm and PT at 8pm.
KO_DAYS = [meeting("치과", 27, 9), meeting("도자기 수업", 27, 18), meeting("요가", 28, 18), meeting("PT", 28, 20)]
EN_DAYS = [meeting("Dentist", 27, 9), meeting("Pottery class", 27, 18)]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        ("27일 마지막 약속은 도자기 수업이에요.", KO_DAYS, True),
        ("27일 마지막 약속은 치과예요.", KO_DAYS, False),
        ("27일은 치과가 9시, 마지막은 저녁 6시 도자기 수업이에요.", KO_DAYS, True),
        ("27일은 도자기 수업이 6시, 마지막은 치과예요.", KO_DAYS, False),  # the one said after "마지막은" is last
        ("28일 첫 일정은 요가예요.", KO_DAYS, True),
        ("28일 첫 일정은 PT예요.", KO_DAYS, False),
        ("28일 요가 끝나고 나서 첫 일정은 PT예요.", KO_DAYS, True),  # the first after yoga, not of the day
        ("On the 27th, pottery at 6, and your last appointment is the dentist.", EN_DAYS, False),
        ("On the 27th, the dentist first thing at 9, pottery at 6pm.", EN_DAYS, True),  # not said as its subject
        ("On the 27th, your last appointment before pottery is the dentist.", EN_DAYS, True),
    ],
)
def test_the_first_or_last_of_every_event_is_checked_against_its_days(
    answer: str, facts: list[FactDraft], faithful: bool
) -> None:
    problems = check_grounding(answer, facts=facts, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


LONDON = ZoneInfo("Europe/London")
NOVEMBER = Interval(start_time=datetime(2026, 11, 1, tzinfo=LONDON), end_time=datetime(2026, 12, 1, tzinfo=LONDON))


def november(day: int, hour: int = 0) -> datetime:
    return datetime(2026, 11, day, hour, tzinfo=LONDON)


# Off Thursday the 12th to Wednesday the 18th, flying out on the 12th; a review on the 26th.
NEW_YORK_TRIP = [
    FactDraft(predicate="vacation", object_value="Vacation", start_time=november(12), end_time=november(19)),
    FactDraft(
        predicate="meeting", object_value="Flight to New York", start_time=november(12, 9), end_time=november(12, 17)
    ),
    FactDraft(
        predicate="meeting", object_value="Quarterly review", start_time=november(26, 14), end_time=november(26, 15)
    ),
]
# Only flights: out Friday the 6th, back Sunday the 8th.
FLIGHTS_ONLY = [
    FactDraft(
        predicate="meeting", object_value="Flight to Lisbon", start_time=november(6, 7), end_time=november(6, 10)
    ),
    FactDraft(
        predicate="meeting", object_value="Flight to London", start_time=november(8, 18), end_time=november(8, 21)
    ),
]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        ("Your trip runs from Thursday 12 November to Wednesday 18 November.", NEW_YORK_TRIP, True),
        ("Your trip runs from Thursday 19 November to Wednesday 25 November.", NEW_YORK_TRIP, False),
        ("Your trip is 12–18 November.", NEW_YORK_TRIP, True),
        ("Your trip is 19–25 November.", NEW_YORK_TRIP, False),
        ("여행은 12일부터 18일까지예요.", NEW_YORK_TRIP, True),
        ("여행은 19일부터 25일까지예요.", NEW_YORK_TRIP, False),
        ("You're travelling from the 6th to the 8th.", FLIGHTS_ONLY, True),  # its flights open and close it
        ("You're travelling from the 5th to the 8th.", FLIGHTS_ONLY, False),
        # a trip bounding what else is said has no edge of its own
        ("Once the trip's over, nothing is booked from Thursday the 19th to Wednesday the 25th.", NEW_YORK_TRIP, True),
    ],
)
def test_a_trip_said_by_its_word_has_the_edges_of_time_off_or_of_its_travel(
    answer: str, facts: list[FactDraft], faithful: bool
) -> None:
    problems = check_grounding(
        answer, facts=facts, window=NOVEMBER, now=datetime(2026, 10, 31, 10, tzinfo=LONDON), timezone=LONDON
    ).unsupported
    assert (problems == []) is faithful


# Monday the 27th: a sync from 4:30 to 5:30 and PT at 7pm.
SYNC_THEN_PT = [
    FactDraft(predicate="meeting", object_value="마케팅 싱크", start_time=at(27, 16, 30), end_time=at(27, 17, 30)),
    meeting("PT", 27, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("27일 저녁엔 7시 PT 하나만 있어요.", True),  # the sync only runs into the evening: the afternoon's
        ("27일 저녁엔 일정이 두 개예요.", True),  # or counted as what overlaps it
        ("27일 저녁엔 일정이 세 개예요.", False),
        ("27일 저녁엔 마케팅 싱크 하나만 있어요.", False),
    ],
)
def test_a_count_over_a_part_of_the_day_may_count_what_starts_in_it(answer: str, faithful: bool) -> None:
    problems = check_grounding(
        answer, facts=SYNC_THEN_PT, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL
    ).unsupported
    assert (problems == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Mon 27: dentist 9:00 / Tue 28: yoga 6pm", True),
        ("Mon 27: yoga 6pm / Tue 28: dentist 9:00", False),
        ("27일(월): 치과 9시 · 28일(화): 요가 저녁 6시", True),
        ("27일(월): 요가 저녁 6시 · 28일(화): 치과 9시", False),
        ("Tue 28: yoga 6pm / dentist 9:00", False),  # one day's list: the dentist is Monday's
    ],
)
def test_a_slash_or_dot_between_lines_headed_by_their_day_breaks_them(answer: str, faithful: bool) -> None:
    assert (unsupported(answer) == []) is faithful


# August 2026: off the 14th to the 18th, a review on the 4th, the all-hands on the 26th.
AUGUST = Interval(start_time=at(1, month=8), end_time=at(1, month=9))
AUGUST_FACTS = [
    FactDraft(predicate="vacation", object_value="Vacation", start_time=at(14, month=8), end_time=at(19, month=8)),
    FactDraft(predicate="meeting", object_value="Review", start_time=at(4, 10, month=8), end_time=at(4, 11, month=8)),
    FactDraft(
        predicate="meeting", object_value="All-hands", start_time=at(26, 9, month=8), end_time=at(26, 10, month=8)
    ),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The all-hands is on the 26th, and there's a vacation mid-month.", True),
        ("The all-hands is on the 26th, and there's a vacation early in the month.", False),
        ("The review is early in the month and the all-hands toward the end of August.", True),
        ("The review is mid-month.", False),
        ("8월 중순에 휴가가 있고, 월말에 All-hands가 있어요.", True),
        ("월초에 휴가가 있어요.", False),
        ("19일부터 월말까지는 All-hands 하나뿐이에요.", True),  # a bound of a range is the month's last day
        ("19일부터 월말까지는 일정이 없어요.", False),  # the all-hands on the 26th
    ],
)
def test_a_third_of_a_month_said_loosely_is_its_days(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=AUGUST_FACTS, window=AUGUST, now=at(31, 20), timezone=SEOUL).unsupported
    assert (problems == []) is faithful


# A piano lesson at 5pm on Mondays the 3rd and the 10th of August; the review on Tuesday the 4th.
LESSONS = [
    *[
        FactDraft(
            predicate="meeting",
            object_value="Piano lesson",
            start_time=at(day, 17, month=8),
            end_time=at(day, 18, month=8),
        )
        for day in (3, 10)
    ],
    FactDraft(predicate="meeting", object_value="Review", start_time=at(4, 10, month=8), end_time=at(4, 11, month=8)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The day after your piano lesson on the 3rd, you have the review at 10am.", True),
        ("The day after your piano lesson on the 10th, you have the review at 10am.", False),
        ("The day after the piano lesson (Tuesday the 4th), the review at 10am.", True),  # restates the day after
    ],
)
def test_a_day_said_on_the_event_a_day_is_said_from_is_that_events(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=LESSONS, window=AUGUST, now=at(31, 20), timezone=SEOUL).unsupported
    assert (problems == []) is faithful


DENTIST_THEN_YOGA = [meeting("Dentist", 27, 9), meeting("Yoga", 27, 18)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Monday the 27th is wide open from 10 right up to your yoga at 6.", True),  # not "at 6" on either clock
        ("Monday the 27th is wide open from 8 right up to your yoga at 6.", False),  # the dentist at 9
    ],
)
def test_up_to_an_event_bounds_a_denial_as_until_does(answer: str, faithful: bool) -> None:
    problems = check_grounding(
        answer, facts=DENTIST_THEN_YOGA, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL
    ).unsupported
    assert (problems == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # flights out on the 6th and back on the 8th: the day after the trip is the 9th
        ("The day after your trip, Monday the 9th, is free.", True),
        ("The day after your trip, Sunday the 8th, is free.", False),
        ("9일은 비어 있어요. 여행 다녀온 다음 날이라 여유 있으실 거예요.", True),
    ],
)
def test_a_day_said_from_a_trip_is_from_its_travel(answer: str, faithful: bool) -> None:
    problems = check_grounding(
        answer, facts=FLIGHTS_ONLY, window=NOVEMBER, now=datetime(2026, 10, 31, 10, tzinfo=LONDON), timezone=LONDON
    ).unsupported
    assert (problems == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Of the actual appointments, the dentist on Monday the 27th is an hour.", True),
        ("Your confirmed plans after the time off: the dentist on the 27th and yoga on the 28th.", True),
        ("Of the actual appointments, the dentist on Monday the 27th is two hours.", False),
        ("Your confirmed plans after the time off: the dentist on the 28th.", False),
        ("After the time off, the dentist on the 27th, plus yoga on the 28th.", True),  # "plus" joins, as "and"
        ("After the time off, the dentist on the 27th, plus lunch on the 28th.", False),
    ],
)
def test_words_saying_a_plan_is_real_or_joining_a_list_name_no_title(answer: str, faithful: bool) -> None:
    assert (unsupported(answer) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("이번 달 제일 긴 일정은 27일 도자기 수업이에요.", True),  # three hours, the dentist one
        ("이번 달 제일 긴 일정은 27일 치과예요.", False),
        ("27일 점심때 치과 있어요.", True),  # no title "점심때 치과": the dentist at 12:30
        ("27일 점심때 도자기 수업 있어요.", False),
    ],
)
def test_words_of_when_or_how_long_qualify_no_title(answer: str, faithful: bool) -> None:
    facts = [FactDraft(predicate="meeting", object_value="치과", start_time=at(27, 12, 30), end_time=at(27, 13, 30))]
    facts.append(meeting("도자기 수업", 27, 14, 180))
    problems = check_grounding(answer, facts=facts, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("반차 시작(2시)부터 치과(3시 반)까지 한 시간 반 여유 있어요.", True),
        ("반차 시작(2시)부터 치과(4시)까지 두 시간 여유 있어요.", False),
    ],
)
def test_the_bound_of_a_stretch_after_a_time_in_brackets_is_no_title_word(answer: str, faithful: bool) -> None:
    # an afternoon off from 2pm on the 16th, today, and the dentist at 3:30
    facts = [
        hours_off(16, 14, 4),
        FactDraft(predicate="meeting", object_value="치과", start_time=at(16, 15, 30), end_time=at(16, 16, 30)),
    ]
    today = Interval(start_time=at(16), end_time=at(17))
    problems = check_grounding(answer, facts=facts, window=today, now=at(16, 9), timezone=SEOUL).unsupported
    assert (problems == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("31일은 비어 있어요. 상담 같은 것도 안 잡혀 있어요.", True),  # no 상담 stored: none said booked
        ("31일엔 상담이 잡혀 있어요.", False),
    ],
)
def test_a_kind_said_not_booked_is_denied_as_one_said_absent(answer: str, faithful: bool) -> None:
    assert (unsupported(answer) == []) is faithful
