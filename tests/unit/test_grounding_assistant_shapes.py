"""Issue 31, shapes assistants write answers in, each as a rule over meanings, tested on sentences of our own (none
from any evaluation corpus): the week of Monday 20 July 2026 in Seoul, asked on Thursday the 16th."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval
from moss.domain.recurrence import Recurrence, occurrences

from ..fakes import SEED_NOW, SEOUL, at, hours_off, meeting, vacation

NEXT_WEEK = Interval(start_time=at(20), end_time=at(27))


def unsupported(
    answer: str, facts: list[FactDraft], window: Interval = NEXT_WEEK, now: datetime = SEED_NOW
) -> list[str]:
    return check_grounding(answer, facts=facts, window=window, now=now, timezone=SEOUL).unsupported


# Tuesday's morning off, a design review after it and a dinner; Wednesday a dentist.
MORNING_OFF = [hours_off(21, 9, 4), meeting("Design review", 21, 14), meeting("Dinner with Mina", 21, 19)]
MORNING_OFF += [meeting("Dentist", 22, 11)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Apart from your morning off, you've got three things on: two on Tuesday and one on Wednesday.", True),
        ("Three plans next week, besides your morning off.", True),
        ("Apart from your morning off, you've got four things on.", False),
        ("Apart from your morning off, you've got two things on.", False),
    ],
)
def test_time_off_left_out_of_a_count_is_not_counted_nor_bounds_it(answer, faithful):
    """ "besides your morning off, three plans": the time off left out is no plan counted, and the part of the day it
    is said with is when the time off is, not where the count counts."""
    assert (unsupported(answer, MORNING_OFF) == []) is faithful


# Two weeks from Monday the 20th: three short meetings and a long workshop in the first, a flight in the second.
TWO_WEEKS = Interval(start_time=at(20), end_time=at(20) + timedelta(days=14))
SHORT_AND_LONG = [
    meeting("Standup", 20, 9, 15),
    meeting("Budget check", 21, 11, 45),
    meeting("Coffee with Jun", 23, 16),
]
SHORT_AND_LONG += [meeting("Strategy workshop", 24, 13, 180), meeting("Flight to Jeju", 30, 8, 70)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        (
            "The first week: three meetings Monday to Thursday, none longer than an hour, then the workshop on Friday.",
            True,
        ),
        ("Next week: three meetings Monday to Thursday, none of them lasting more than an hour.", True),
        ("The first week: three meetings Monday to Thursday, none longer than half an hour.", False),
        ("The first week: four meetings Monday to Thursday, none longer than an hour.", False),
        ("Three meetings in the first week, none over an hour.", False),
        ("Standup이랑 Budget check 둘 다 한 시간 넘는 건 없어요.", True),
        ("Standup이랑 Budget check 둘 다 30분 넘는 건 없어요.", False),
    ],
)
def test_none_longer_than_a_length_bounds_each_event_and_denies_none(answer, faithful):
    """ "three meetings, none longer than an hour": each event counted lasts at most that long; its "none" denies no
    event. A weekday under a heading naming one week ("The first week: ...") is that week's."""
    assert (unsupported(answer, SHORT_AND_LONG, TWO_WEEKS) == []) is faithful


# July: a concert on the last Saturday (the 25th), nothing on the first weekend (4th–5th).
JULY = Interval(start_time=at(1), end_time=at(1, month=8))
CONCERT = [meeting("Concert", 25, 19, 120), meeting("Haircut", 14, 10)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The last weekend of the month has the concert on Saturday evening.", True),
        ("Nothing is on for the first weekend of July.", True),
        ("Nothing is on for the last weekend of the month.", False),
        ("The first weekend of the month has the concert.", False),
    ],
)
def test_a_weekend_of_the_month_by_its_place_is_those_days(answer, faithful):
    """ "the last weekend of the month": the Saturday and Sunday of its last Saturday; "the first", of its first."""
    assert (unsupported(answer, CONCERT, JULY, at(1)) == []) is faithful


# Wednesday: a standup at 9, a design review at 11, dinner at 7.
STANDUP_THEN_REVIEW = [meeting("Standup", 22, 9, 15), meeting("Design review", 22, 11), meeting("Dinner", 22, 19)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Wednesday the standup is at 9, then your next meeting is the design review at 11.", True),
        ("Wednesday starts with the standup; after it, your next meeting is at 11.", True),
        ("There's no standup on Wednesday, so your first meeting is the design review at 11.", False),
        ("No standup on Wednesday, so your first meeting is at 11.", False),
        ("수요일엔 스탠드업이 없어서 첫 회의는 11시 Design review예요.", False),
    ],
)
def test_an_untitled_event_said_at_a_time_states_only_what_is_on_then(answer, faithful):
    """ "your first meeting is the design review at 11": the untitled "meeting" said at a time states the events on
    then, not every meeting of the day, so a denial of another beside it ("no standup") is still checked."""
    assert (unsupported(answer, STANDUP_THEN_REVIEW) == []) is faithful


# Tuesday: a marketing sync at 10, a vendor call at 2 for half an hour, a guitar lesson at 5.
CALL_THEN_LESSON = [
    meeting("Marketing sync", 21, 10),
    meeting("Vendor call", 21, 14, 30),
    meeting("Guitar lesson", 21, 17),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Tuesday the vendor call is at 2, then a two-and-a-half-hour gap before guitar.", True),
        ("Tuesday's vendor call is a short one at 2pm, then an hour free.", True),
        ("On Tuesday the vendor call is at 2, then nothing until 5.", True),
        ("On Tuesday the vendor call is at 2, then a three-hour gap.", False),
        ("On Tuesday the vendor call is at 2, then nothing else.", False),
        ("On Tuesday the vendor call is at 2, then nothing until 6.", False),
    ],
)
def test_a_denial_after_then_runs_from_the_end_of_the_event_before(answer, faithful):
    """ "the call at 2, then a two-and-a-half-hour gap": free from the call's end, for the length said after "then"
    (none said: to the end of the day), not the whole of Tuesday."""
    assert (unsupported(answer, CALL_THEN_LESSON) == []) is faithful


# Friday: a ten-hour night shift at the depot from 9 in the evening; a 75-minute planning session that morning.
NIGHT_AND_PLANNING = [meeting("Night shift – Depot", 24, 21, 10 * 60), meeting("Quarter planning", 24, 9, 75)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Friday's night shift runs 9pm to 7am, so that's 10 hours at the depot.", True),
        ("Friday's night shift runs 9pm to 7am, so it's 12 hours at the depot.", False),
        ("Your night shift on Friday is 11 hours at the depot.", False),
        ("The longest thing on Friday besides the shift is quarter planning, at 75 minutes.", True),
        ("Quarter planning on Friday lasts an hour and a quarter.", True),
        ("The longest meeting on Friday is quarter planning at an hour and a half.", False),
        ("Quarter planning on Friday is an hour and a half.", False),
    ],
)
def test_a_length_said_as_what_an_event_is_or_at_is_how_long_it_lasts(answer, faithful):
    """ ", so that's 10 hours at the depot", "is 11 hours at the depot", "at an hour and a half": a length said as
    what the event said before is (a place it is spent in after it), or after "at", is its length; "an hour and a
    half" said with the half after the hour is read whole."""
    assert (unsupported(answer, NIGHT_AND_PLANNING) == []) is faithful


# Thursday afternoon: a budget review at 1, a vendor call at 2 and a hiring sync at 3 for half an hour, back to back.
BACK_TO_BACK = [
    meeting("Budget review", 23, 13),
    meeting("Vendor call", 23, 14),
    meeting("Hiring sync", 23, 15, 30),
    meeting("Gym", 23, 18),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        (
            "Thursday is back to back from 1 until 3:30 (the budget review, the vendor call, then the hiring sync).",
            True,
        ),
        ("On Thursday you're busy from 1 to 3:30 with the budget review, the vendor call and the hiring sync.", True),
        ("On Thursday you have meetings from 1:00 through 3:30, then the gym at 6.", True),
        ("목요일은 1시부터 3시 반까지 Budget review, Vendor call, Hiring sync가 쉬는 시간 없이 이어져요.", True),
        ("Thursday is back to back from 1 until 3 (the budget review, the vendor call, then the hiring sync).", False),
        ("Thursday is back to back from 1 until 4 (the budget review, the vendor call, then the hiring sync).", False),
        ("On Thursday you're busy from 2 to 3:30 with the budget review, the vendor call and the hiring sync.", False),
        ("On Thursday you have meetings from 1:00 through 4:15, then the gym at 6.", False),
        ("목요일은 1시부터 4시까지 Budget review, Vendor call, Hiring sync가 쉬는 시간 없이 이어져요.", False),
    ],
)
def test_a_range_said_of_events_listed_after_it_runs_from_the_first_to_the_last(answer, faithful):
    """ "back to back from 1 until 3:30 (the review, the call, then the sync)": the events listed right after a range
    fill it together, its start the first one's start and its end the last one's end (not a start); "from 1:00
    through 3:30" is a range's end, no moment run across."""
    assert (unsupported(answer, BACK_TO_BACK) == []) is faithful


# Wednesday: a pottery class from 10 to 12, the dentist at 3, dinner with Jae at 7.
POTTERY_DENTIST_DINNER = [
    meeting("Pottery class", 22, 10, 120),
    meeting("Dentist", 22, 15),
    meeting("Dinner with Jae", 22, 19),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Wednesday there's a gap between pottery and the dentist, 12 to 3.", True),
        ("Wednesday: you're free between the dentist and dinner, 4 to 7pm.", True),
        ("On Wednesday you have a free stretch between pottery and the dentist, from 12 until 3.", True),
        ("On Wednesday there's a gap between pottery and the dentist, 11 to 3.", False),
        ("Wednesday: you're free between pottery and dinner, 12 to 7pm.", False),
        ("Wednesday: you're free between the dentist and dinner, 3 to 7pm.", False),
        ("Wednesday: you're free between the dentist and dinner, 4 to 6pm.", False),
        ("수요일은 Pottery class랑 Dentist 사이, 12시부터 3시까지 비어요.", True),
        ("수요일은 Pottery class랑 Dentist 사이, 12시부터 2시까지 비어요.", False),
        ("수요일은 Pottery class 끝나고 Dentist 전까지 12시부터 3시까지 비어요.", True),
        ("수요일은 Pottery class 끝나고 Dentist 전까지 11시부터 3시까지 비어요.", False),
        ("Free time: from 4 on Wednesday, from 4 to 6 on Thursday.", False),
    ],
)
def test_a_range_restating_the_stretch_between_two_events_is_one_stretch(answer, faithful):
    """ "free between the dentist and dinner, 4 to 7pm": the range said after the two events restates the stretch
    between them, from the first one's end (said again, so the stretch is not also open from it to the day's close)
    to the second one's start. A clock said again after a clock opens a stretch of its own."""
    assert (unsupported(answer, POTTERY_DENTIST_DINNER) == []) is faithful


# Three plans Monday to Wednesday, then off from Friday the 24th, flying out that morning.
PLANS_THEN_LEAVING = [meeting("Sprint review", 20, 10), meeting("Lunch with Dana", 21, 12), meeting("Haircut", 22, 17)]
PLANS_THEN_LEAVING += [vacation(24, 3), meeting("Flight to Jeju", 24, 8)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Before you leave you've got three things: the sprint review, lunch with Dana and a haircut.", True),
        ("You have three things before you leave.", True),
        ("Before you leave you've got two things: the sprint review and lunch with Dana.", False),
        ("Before you leave you'll have four things to get through.", False),
        ("You have four things before you leave.", False),
    ],
)
def test_a_count_before_you_leave_counts_until_the_time_off(answer, faithful):
    """ "Before you leave you've got three things": the user's leaving is the start of the time off, which bounds the
    count as "before your vacation" does ("leave you've" is no leaving someone something, "leave you a gap")."""
    assert (unsupported(answer, PLANS_THEN_LEAVING) == []) is faithful


# Friday's ten-hour night shift from 9 pm (off at 7 on Saturday), climbing Saturday at 4, brunch with Ara on Sunday.
SHIFT_THEN_WEEKEND = [
    meeting("Night shift – Depot", 24, 21, 10 * 60),
    meeting("Climbing", 25, 16),
    meeting("Brunch with Ara", 26, 12),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("You're off the shift at 7am on Saturday.", True),
        ("Saturday: off shift at 7, climbing at 4.", True),
        ("You're off the shift at 6am on Saturday.", False),
        ("You're off shift at 9pm on Friday.", False),
    ],
)
def test_off_the_shift_at_a_time_is_when_the_shift_ends(answer, faithful):
    """ "You're off the shift at 7am": leaving a shift (lexicon.LEAVING_WORK_WORDS) is the end of the context's
    shift, checked as its end also in a clause stating nothing else."""
    assert (unsupported(answer, SHIFT_THEN_WEEKEND) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Saturday: climbing at 4. Sunday: brunch with Ara at 12.", True),
        ("Saturday: brunch with Ara at 12, climbing at 4.", False),
        ("Saturday: off shift at 7, brunch with Ara at 12, climbing at 4.", False),
    ],
)
def test_a_heading_day_lent_to_titles_at_times_is_each_ones_day(answer, faithful):
    """ "Saturday: brunch at 12, climbing at 4": the day of a heading, lent to a list of titled events each said at a
    time of its own, must be each one's day, not only some one's."""
    assert (unsupported(answer, SHIFT_THEN_WEEKEND) == []) is faithful


# Monday the 20th: a review at 9, planning 10 to 12, a call at 2, yoga at 6.
MONDAY_THEN_YOGA = [meeting("Review", 20, 9), meeting("Planning", 20, 10, 120), meeting("Call with Jun", 20, 14)]
MONDAY_THEN_YOGA += [meeting("Yoga", 20, 18)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("After the call with Jun wraps at 3, the only thing left is yoga at 6.", True),
        ("Once planning finishes at 12, you've got two things left: the call and yoga.", True),
        ("After planning ends at 12, the only thing left is yoga.", False),
        ("After the review wraps at 10, the only thing left is yoga at 6.", False),
        ("After the call with Jun wraps at 3, you've got two things left.", False),
    ],
)
def test_a_count_after_an_event_ends_at_a_time_counts_from_that_end(answer, faithful):
    """ "After the sync wraps at 4:45, the only thing left is the gym": the end of an event said over, at its clock,
    opens the rest of the clause, so a count or "only" after it counts from there, wherever it is said."""
    assert (unsupported(answer, MONDAY_THEN_YOGA) == []) is faithful


# Tuesday: a 1:1 at 10, then the afternoon off from 1, with the dentist at 3 in it.
AFTERNOON_OFF_WITH_DENTIST = [meeting("1:1 with Mina", 21, 10), hours_off(21, 13, 5), meeting("Dentist", 21, 15)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("You're off Tuesday afternoon. The only thing you have to go to is the dentist at 3.", True),
        ("화요일 오후는 반차라 회의는 없어요. 치과만 다녀오시면 돼요.", True),
        ("You're off Tuesday afternoon. The only thing you have to go to is the 1:1 with Mina.", False),
        ("You're off Tuesday afternoon. Your only plan that day is the dentist.", False),
        ("화요일 오후는 반차예요. 일정은 1:1 하나뿐이에요.", False),
    ],
)
def test_only_after_a_sentence_stating_part_of_a_day_off_may_count_within_it(answer, faithful):
    """ "오후엔 반차라 회의는 없어. 치과만 다녀오면 돼": "only" in the sentence after one stating time off of part of
    a day may count within that time off, as it does when the time off is given as why in its own sentence; naming a
    day itself ("that day"), it counts over the day."""
    assert (unsupported(answer, AFTERNOON_OFF_WITH_DENTIST) == []) is faithful


# Monday the 20th, a day trip: a train out at 7, a client meeting at 11, lunch at 12:30 and a train back at 5.
DAY_TRIP = [meeting("KTX 서울→부산", 20, 7, 150), meeting("Client meeting", 20, 11), meeting("Lunch with Seo", 20, 12)]
DAY_TRIP += [meeting("KTX 부산 -> 서울", 20, 17, 150)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Only one meeting on Monday: the client meeting at 11.", True),
        ("월요일엔 미팅 하나예요.", True),
        ("Two meetings on Monday.", False),
        ("월요일엔 미팅 세 개예요.", False),
    ],
)
def test_a_trip_from_place_to_place_is_no_meeting_counted(answer, faithful):
    """ "미팅 하나" of a day with "김포→하네다" flights: a title of a trip from one place to another, said with an
    arrow, is travel, left out of a count of meetings proper as a lunch or a class is."""
    assert (unsupported(answer, DAY_TRIP) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("월요일엔 기차 두 편에 미팅 하나, 점심 하나예요.", True),
        ("기차는 두 편이에요.", True),
        ("월요일엔 기차 세 편에 미팅 하나, 점심 하나예요.", False),
        ("기차는 한 편이에요.", False),
    ],
)
def test_pyeon_counts_flights_and_trains(answer, faithful):
    """ "비행기 두 편에 미팅 하나": "편" counts flights or trains as "개" counts things, so the count is of its own
    word, not also of what is counted after it ("한편" is "meanwhile", no count)."""
    assert (unsupported(answer, DAY_TRIP) == []) is faithful


# Wednesday the 22nd: a pottery class 13:00–15:00, a call at 9 and a film at 20:00.
POTTERY_DAY = [meeting("Call with Dae", 22, 9), meeting("Pottery class", 22, 13, 120), meeting("Film night", 22, 20)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Wednesday: the call in the morning, pottery around midday, and the film at night.", True),
        ("The pottery class is midday Wednesday.", True),
        ("수요일 한낮에는 Pottery class가 있어요.", True),
        ("수요일 한낮에는 Film night이 있어요.", False),
        ("The film is around midday on Wednesday.", False),
        ("Your call with Dae is around midday on Wednesday.", False),
        ("The pottery class is at midday on Wednesday.", False),
    ],
)
def test_midday_said_loosely_is_a_part_of_the_day(answer, faithful):
    """ "around midday", "한낮": the hours either side of noon, met by an event mostly
    within them, as "in the morning" is; "at midday" is still the clock's noon."""
    assert (unsupported(answer, POTTERY_DAY) == []) is faithful


# Two weeks from Monday the 20th: time off Friday the 24th to Sunday the 26th, a review on Friday the 31st.
WEEKEND_AWAY = [vacation(24, 3), meeting("Design review", 31, 10)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("After the review, Thursday the 30th and the weekend are empty.", True),
        ("30일 목요일이랑 주말은 비어 있어요.", True),
        ("Thursday the 30th, the weekend: nothing planned.", True),
        ("Friday the 31st and the weekend are empty.", False),
        ("Thursday the 23rd and the weekend are empty.", False),
        ("The weekend is empty.", False),
        ("You're off Thursday the 30th and the weekend.", False),
    ],
)
def test_the_weekend_listed_after_a_day_is_that_days_weekend(answer, faithful):
    """ "Friday the 4th and the weekend are open": a bare "the weekend" listed right after one day is the weekend
    that day's week ends with, not the first weekend of the asked time (said alone it still is)."""
    assert (unsupported(answer, WEEKEND_AWAY, TWO_WEEKS) == []) is faithful


# Two weeks from Monday the 20th: a dentist on Friday the 24th at 18:00, yoga on Wednesday the 29th at 7.
DENTIST_AND_YOGA = [meeting("치과", 24, 18), meeting("요가", 29, 7)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("금 저녁 6시 치과, 수 아침 7시 요가 있어요.", True),
        ("금 18:00 치과 / 수 07:00 요가", True),
        ("목 저녁 6시 치과 있어요.", False),
        ("화 아침 7시 요가 있어요.", False),
    ],
)
def test_a_korean_weekday_letter_alone_before_a_time_is_that_day(answer, faithful):
    """ "금 저녁 6시 반 치과": a weekday's letter standing alone before a clock time names that day, as "금요일"
    does, not a word of a title."""
    assert (unsupported(answer, DENTIST_AND_YOGA, TWO_WEEKS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("첫 주(20~26일): 금요일 저녁 6시 치과. 둘째 주(27~31일): 수요일 아침 7시 요가.", True),
        ("첫째 주 (20~26일)는 치과, 둘째 주 (27~31일)는 요가예요.", True),
        ("첫 주(20~26일): 수요일 아침 7시 요가.", False),
        ("둘째 주(27~31일)에는 치과가 있어요.", False),
    ],
)
def test_a_week_said_by_its_place_with_its_days_in_brackets_is_those_days(answer, faithful):
    """ "첫 주(15~21일)": a week said by its place with its days in brackets right after is those days, not the
    month's first seven."""
    assert (unsupported(answer, DENTIST_AND_YOGA, TWO_WEEKS) == []) is faithful


# Two weeks from Monday the 20th: a review on Friday the 31st and a brunch on Saturday, August 1.
REVIEW_AND_BRUNCH = [meeting("Design review", 31, 10)]
REVIEW_AND_BRUNCH += [
    FactDraft(predicate="meeting", object_value="Brunch", start_time=at(1, 11, month=8), end_time=at(1, 12, month=8))
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("주말 중에 일정 있는 날은 8월 1일 토요일 하루예요.", True),
        ("On the weekend, only Saturday, August 1 has something: the brunch.", True),
        ("주말 중에 일정 있는 날은 7월 25일 토요일 하루예요.", False),
        ("The brunch is on the weekend.", False),
    ],
)
def test_the_weekend_said_before_a_saturday_or_sunday_is_that_days_weekend(answer, faithful):
    """ "주말 중에 일정 있는 날은 27일 토요일": a bare "the weekend" with a Saturday or Sunday named after it in its
    sentence is that day's weekend; said alone it is still the asked time's first."""
    assert (unsupported(answer, REVIEW_AND_BRUNCH, TWO_WEEKS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("일정 있는 날은 31일 금요일, 8월 1일 토요일 이틀이에요.", True),
        ("일정 있는 날은 8월 1일 토요일 하루예요.", False),
        ("일정 있는 날은 31일 금요일, 8월 1일 토요일 사흘이에요.", False),
        ("일정 있는 날은 30일 목요일, 8월 1일 토요일 이틀이에요.", False),
    ],
)
def test_a_count_of_days_right_after_the_days_listed_counts_them(answer, faithful):
    """ "일정 있는 날은 27일 토요일 하루예요": a count of days right after the days it lists says how many were listed,
    each checked as a day with something on it; no event's length in days."""
    assert (unsupported(answer, REVIEW_AND_BRUNCH, TWO_WEEKS) == []) is faithful


# Friday the 24th: the morning off (9 to 1), a budget review at 2 and dinner at 7.
FRIDAY_MORNING_OFF = [hours_off(24, 9, 4), meeting("Budget review", 24, 14), meeting("Dinner with Jun", 24, 19)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Friday morning's free: you've booked 9 to 1 off.", True),
        ("Friday morning is free because you're off.", True),
        ("Friday morning's clear — you're off 9 to 1.", True),
        ("You've taken 9 to 1 off on Friday.", True),
        ("You've booked 9 to 2 off on Friday.", False),
        ("You're off 10 to 1 on Friday.", False),
        ("Friday's free: you've booked 9 to 1 off.", False),
        ("Friday's free: the budget review is at 2.", False),
        ("Friday morning's free.", False),
    ],
)
def test_time_off_given_as_why_a_time_is_free_is_not_denied(answer, faithful):
    """ "Friday morning's free: you've booked 9 to 1 off": time off said after a denial, set off by a colon or a
    dash (or "because"), is why it is free, not denied by it; what else the denial covers still is. The hours of
    time off said bare ("9 to 1 off", "off 9 to 1", "you're off.") are read as its own. A denial before a colon
    heads a list of free times, not a clause stating events."""
    assert (unsupported(answer, FRIDAY_MORNING_OFF) == []) is faithful


# The rest of Friday the 24th, asked at 1:40 pm: deep work under way until 2, a call, a pickup and a concert.
REST_OF_FRIDAY = Interval(start_time=at(24, 13, 40), end_time=at(25))
FRIDAY_AFTERNOON = [meeting("Deep work", 24, 12, 120), meeting("Call with Hana", 24, 14, 30)]
FRIDAY_AFTERNOON += [meeting("School pickup", 24, 16, 30), meeting("Concert with Jun", 24, 19, 120)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Nothing until the call at 2 once deep work ends.", True),
        ("Once deep work ends, nothing until the call at 2.", True),
        ("After the pickup, nothing else until the concert at 7.", True),
        ("Nothing else until the concert at 7 once deep work ends.", False),
        ("Nothing until the pickup at 4 once deep work ends.", False),
        ("Nothing else until the concert at 7.", False),
    ],
)
def test_a_denial_of_the_rest_bounded_by_events_is_checked_between_them(answer, faithful):
    """ "nothing else until the concert at 7 once deep work ends": an event with its time said beside it bounds the
    denial, so "else" sets that event apart and the denial is still checked; "once X ends" opens it at X's end, also
    said after the close."""
    assert (unsupported(answer, FRIDAY_AFTERNOON, REST_OF_FRIDAY, now=at(24, 13, 40)) == []) is faithful


# The same afternoon in Korean: a tax consultation under way until 2, then a dentist, Pilates and a call.
KO_FRIDAY_AFTERNOON = [meeting("세무사 상담", 24, 12, 120), meeting("치과", 24, 15, 30)]
KO_FRIDAY_AFTERNOON += [meeting("필라테스", 24, 19), meeting("엄마랑 통화", 24, 21, 20)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("오늘 남은 건 치과, 필라테스, 엄마랑 통화 세 개예요.", True),
        ("지금 하는 세무사 상담 빼면 남은 건 치과, 필라테스, 엄마랑 통화 세 개예요.", True),
        ("남은 건 세무사 상담, 치과, 필라테스, 엄마랑 통화 네 개예요.", True),
        ("저녁에 있는 건 필라테스랑 엄마랑 통화 두 개예요.", True),
        ("오늘 남은 건 치과랑 필라테스 두 개예요.", False),
        ("오늘 남은 건 치과, 필라테스, 엄마랑 통화 다섯 개예요.", False),
        ("오늘 있는 거 치과랑 필라테스 두 개예요.", False),
    ],
)
def test_a_count_of_titles_said_of_the_things_left_counts_every_kind(answer, faithful):
    """ "오늘 남은 건 A랑 B 두 개예요": the things a modifier says ("남은 건", "있는 거") are the topic of the titles
    listed, as "일정은" is, so the count is of all there is of them, not of the titles listed; an event set apart
    ("빼면") is not counted, and the one under way now may be counted as left or not."""
    assert (unsupported(answer, KO_FRIDAY_AFTERNOON, REST_OF_FRIDAY, now=at(24, 13, 40)) == []) is faithful


@pytest.mark.parametrize(
    ("facts", "answer", "faithful"),
    [
        (FRIDAY_AFTERNOON, "Deep work is already over, and the call is at 2.", False),
        (FRIDAY_AFTERNOON, "Deep work's done, so the next thing is the call at 2.", False),
        (FRIDAY_AFTERNOON, "Once deep work is over, you have the call at 2.", True),
        (FRIDAY_AFTERNOON, "Deep work is done at 2, then the call.", True),
        ([*FRIDAY_AFTERNOON, meeting("Lunch with Mina", 24, 12)], "Lunch with Mina is already over.", True),
        (KO_FRIDAY_AFTERNOON, "세무사 상담은 이미 끝났고, 다음은 3시 치과예요.", False),
        (KO_FRIDAY_AFTERNOON, "치과는 벌써 끝났어요.", False),
        (KO_FRIDAY_AFTERNOON, "세무사 상담 끝났으면 3시에 치과 가세요.", True),
        (KO_FRIDAY_AFTERNOON, "세무사 상담은 2시에 끝나고, 3시에 치과예요.", True),
    ],
)
def test_an_event_said_over_by_now_has_ended(facts, answer, faithful):
    """ "세무사 상담은 이미 끝났고", "deep work is already over": an event said over by now must have ended by now; one
    under way or still to come has not. Said of a time to come ("once it's over", "끝났으면", "done at 2") it is not."""
    assert (unsupported(answer, facts, REST_OF_FRIDAY, now=at(24, 13, 40)) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("치과, 필라테스, 엄마랑 통화가 있어요. 그다음은 없어요.", True),
        ("3시 치과, 저녁 7시 필라테스, 9시 엄마랑 통화. 그 뒤론 없어요.", True),
        ("치과랑 필라테스가 있어요. 그다음은 없어요.", False),
        ("치과랑 필라테스가 있어요. 그 뒤로는 없어요.", False),
        ("치과랑 필라테스가 있어요. 그다음은 일정 없어요.", False),
    ],
)
def test_nothing_after_that_with_its_subject_dropped_is_a_denial(answer, faithful):
    """ "그다음은 없어요", "그 뒤론 없어요": "없어요" with no event word after "after that" denies every event after the
    one said last, as "그다음은 일정 없어요" does ("그다음은" takes 은 after its closed syllable)."""
    assert (unsupported(answer, KO_FRIDAY_AFTERNOON, REST_OF_FRIDAY, now=at(24, 13, 40)) == []) is faithful


# The two weeks from Monday the 20th: a weekly meeting on the 20th, a dentist on Saturday the 25th, a clinic on the
# 29th (in English: a sync, a lunch on the 21st and a dentist); the month's own first weeks (1–14 July) are before.
KO_TWO_WEEKS = [meeting("주간 회의", 20, 10), meeting("치과", 25, 11), meeting("병원", 29, 10)]
EN_TWO_WEEKS = [meeting("Weekly sync", 20, 10), meeting("Lunch with Ari", 21, 12), meeting("Dentist", 29, 10)]


@pytest.mark.parametrize(
    ("facts", "answer", "faithful"),
    [
        (KO_TWO_WEEKS, "첫 주에는 월요일 10시 주간 회의, 토요일 11시 치과가 있어요.", True),
        (KO_TWO_WEEKS, "둘째 주엔 수요일 10시 병원이 있어요.", True),
        (KO_TWO_WEEKS, "둘째 주 주말은 비어 있어요.", True),
        (KO_TWO_WEEKS, "둘째 주엔 목요일 10시 병원이 있어요.", False),
        (KO_TWO_WEEKS, "첫 주 주말은 비어 있어요.", False),
        (KO_TWO_WEEKS, "8월 첫 주엔 병원이 있어요.", False),
        (EN_TWO_WEEKS, "The last week of the month has the dentist on Wednesday, nothing else.", True),
        (EN_TWO_WEEKS, "The last week of the month has the weekly sync on Monday.", False),
    ],
)
def test_a_week_said_by_its_place_is_the_months_or_the_asked_times(facts, answer, faithful):
    """ "첫 주", "둘째 주" with no month said: the month's week by its place, or the asked two weeks' (asked from a
    Monday the 20th, "첫 주" is the 20th to the 26th); "둘째 주 주말" is that week's weekend, and "the last week of the
    month" the asked month's last seven days."""
    assert (unsupported(answer, facts, TWO_WEEKS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The second week has the dentist, and nothing on Monday or Tuesday.", True),
        ("The second week has the dentist — and nothing Monday to Tuesday.", True),
        ("The first week has the weekly sync on Monday, and nothing on Wednesday.", True),
        ("The first week has the weekly sync, and nothing on Tuesday.", False),
    ],
)
def test_weekdays_after_a_week_said_in_their_sentence_are_that_weeks(answer, faithful):
    """ "The second week has four things — … — and nothing on Tuesday or Wednesday": a clause naming only weekdays,
    after one naming a week in its sentence, speaks of that week's days, not of every such day of the window."""
    assert (unsupported(answer, EN_TWO_WEEKS, TWO_WEEKS) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The dentist is Wednesday the 29th — 10 to 11.", True),
        ("The dentist is on Wednesday the 29th – 10–11am.", True),
        ("The dentist is Wednesday the 29th — 9 to 10.", False),
        ("The dentist is Wednesday the 29th — 2 to 3 with Dr. Han.", False),
        ("Lunch with Ari is on the 21st – 22nd.", False),
    ],
)
def test_a_clock_range_set_off_by_a_dash_after_a_day_is_no_range_of_days(answer, faithful):
    """ "Wednesday the 15th — 8 to 9": a number after a dash that opens a range of its own is a clock's, not the last
    day of a range of days ("the 21st – 22nd" still is one), and the bare hours set off by the dash are read as a
    range of clock times, also before "with" or "at"."""
    assert (unsupported(answer, EN_TWO_WEEKS, TWO_WEEKS) == []) is faithful


# A party on Friday the 24th from 8pm that runs past midnight into Saturday the 25th.
LATE_PARTY = [meeting("Housewarming at Jae's", 24, 20, 300)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The housewarming is on Friday the 24th, from 8pm.", True),
        ("Jae's housewarming: Friday, from 8pm until 1am.", True),
        ("The housewarming is on Saturday the 25th, from 8pm.", False),
        ("Jae's housewarming is Saturday, from 8pm.", False),
    ],
)
def test_a_start_said_alone_is_on_the_day_said(answer, faithful):
    """ "on Sunday the 28th, from 3pm": a start said with no end is the event's start, on the day said with it, as
    "at 3pm" is; only a range's two ends may fall on either of the days said with it."""
    assert (unsupported(answer, LATE_PARTY) == []) is faithful


# Saturday a call with Grandma and a baseball game with Min; no other call or game.
CALL_AND_GAME = [meeting("Call with Grandma", 25, 10, 30), meeting("Lotte Giants game with Min", 25, 18, 180)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Saturday: a phone call with Grandma in the morning, then the ball game at 6.", True),
        ("Just a phone call and a ball game on Saturday.", True),
        ("토요일 오전 10시에 전화 통화가 있어요.", True),
        ("Saturday: a phone call with Grandpa at 10.", False),
        ("The ball game on Saturday starts at 7.", False),
        ("Saturday: a video call at 10.", False),
    ],
)
def test_a_qualifier_restating_the_kind_is_no_title_word(answer, faithful):
    """ "a phone call", "the ball game", "전화 통화": a word that only says again what the event word is names no
    title of its own, so the event word names the context's call or game; another qualifier still does."""
    facts = [meeting("할머니 통화", 25, 10, 30)] if "통화" in answer else CALL_AND_GAME
    assert (unsupported(answer, facts) == []) is faithful


# Wednesday a 30-minute review with Noa at 2, a school pickup for Leo at 3.
REVIEW_THEN_PICKUP = [meeting("Review with Noa", 22, 14, 30), meeting("Leo's school pickup", 22, 15, 30)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("On Wednesday there's half an hour between Noa and Leo's pickup.", True),
        ("Wednesday gives you 30 minutes between the review with Noa and the pickup.", True),
        ("You'll have half an hour until Leo's pickup once the review with Noa wraps.", True),
        ("The review with Noa is an hour long on Wednesday.", False),
        ("Wednesday: a 2-hour review with Noa before Leo's pickup.", False),
    ],
)
def test_a_length_said_before_between_or_until_is_a_gap(answer, faithful):
    """ "an hour between Sam and the pickup", "half an hour until dinner": a length said right before "between",
    "until" or "to" is the time between two things, not the length of the event named after it."""
    assert (unsupported(answer, REVIEW_THEN_PICKUP) == []) is faithful


# Monday a kickoff, Tuesday a supplier call before an afternoon off, Thursday a design sync, Friday on leave, Sunday
# a brunch.
BEFORE_LEAVE = [meeting("프로젝트 킥오프", 20, 10), meeting("거래처 통화", 21, 9), hours_off(21, 13, 5)]
BEFORE_LEAVE += [meeting("디자인 싱크", 23, 15), vacation(24), meeting("가족 브런치", 26, 11)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("반차 전에 있는 일정은 월요일 프로젝트 킥오프랑 화요일 거래처 통화 두 개예요.", True),
        ("다음 주 일정은 화요일 거래처 통화 하나뿐이에요.", False),
        ("반차 전에 잡힌 일정은 화요일 거래처 통화 하나뿐이에요.", False),
        ("평일 오전 일정은 월요일 킥오프랑 화요일 거래처 통화 두 개예요.", True),
        ("평일 오전 일정은 화요일 거래처 통화 하나예요.", False),
        ("평일 오전 일정은 두 개뿐이에요.", True),
    ],
)
def test_a_topic_counting_a_list_counts_over_its_own_days(answer, faithful):
    """ "휴가 전 일정은 월요일 A 하나뿐": the count a topic takes from the titles listed after it is of the topic's
    stretch (the week, before the time off, the weekdays' mornings), the days said in the list being the titles' own,
    not where it counts; "평일" is the working days."""
    assert (unsupported(answer, BEFORE_LEAVE) == []) is faithful


# Friday the 24th a late gig from 10pm to 2am Saturday; Saturday an evening dinner; Sunday a short 생일 파티 in the
# afternoon.
LATE_GIG = [meeting("Jazz gig with Theo", 24, 22, 240), meeting("Dinner with Hana", 25, 19, 90)]
LATE_GIG += [meeting("지우 생일 파티", 26, 15, 120)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Dinner with Hana is Saturday; the jazz gig with Theo runs late Friday, so it does touch Saturday.", True),
        ("Dinner with Hana is on Saturday at 7, and it doesn't run into Sunday.", True),
        ("지우 생일 파티는 일요일 오후 3시라 월요일까지 안 이어져요.", True),
        ("The jazz gig with Theo is Friday night, so it doesn't touch Saturday.", False),
        ("Your jazz gig with Theo on Friday won't spill into Saturday.", False),
        ("지우 생일 파티는 일요일 3시부터인데 일요일까지 안 이어져요.", False),
    ],
)
def test_an_event_said_not_to_reach_a_day_has_no_time_on_it(answer, faithful):
    """ "the stargazing is tonight, so it doesn't touch Sunday", "일요일까지 안 이어져요": a day an event (or the
    pronoun standing for it) is said not to reach holds none of its time; a night run past midnight reaches the next."""
    assert (unsupported(answer, LATE_GIG) == []) is faithful


# Monday brunch with Ines, Thursday a pottery class and a budget review; Friday coffee with Sol.
BRUNCH_AND_POTTERY = [meeting("Brunch with Ines", 20, 11), meeting("Pottery class", 23, 18)]
BRUNCH_AND_POTTERY += [meeting("Budget review", 23, 10), meeting("Coffee with Sol", 24, 9)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Brunch with Ines Monday, the budget review and pottery on Thursday.", True),
        ("Brunch with Ines Monday, then pottery Thursday evening.", True),
        ("Brunch with Ines and Sol on Monday.", False),
        ("Brunch with Ines and Mara on Monday, pottery Thursday.", False),
    ],
)
def test_a_title_said_without_its_event_word_is_no_attendee(answer, faithful):
    """ "lunch with Marcus Monday, planning and Spanish on Thursday": a title said without its event word ("pottery"
    of "Pottery class") after a list of people names that event, not someone at the first; a person of another
    title ("Sol" of "Coffee with Sol") still is someone added."""
    assert (unsupported(answer, BRUNCH_AND_POTTERY) == []) is faithful


# A piano lesson Monday the 20th and Thursday the 23rd; a code review Monday only.
PIANO = [meeting("Piano lesson", 20, 17), meeting("Piano lesson", 23, 17), meeting("Code review", 20, 11)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your piano lesson is at 5pm on Monday and again on Thursday.", True),
        ("Piano lesson at 5, on the 20th and also on the 23rd.", True),
        ("Your code review is on Monday and again on Thursday.", False),
        ("Piano lesson at 5pm on the 20th, and again on the 22nd.", False),
    ],
)
def test_days_alone_after_and_are_more_days_of_the_events_before(answer, faithful):
    """ "the 1:1 at 2, on the 9th and again on the 16th": a clause of days alone after "and" names more days of the
    titled events said before it in its sentence, not days of nothing."""
    assert (unsupported(answer, PIANO) == []) is faithful


# Saturday a brunch titled with one person, a game with a friend of its own.
BRUNCH = [meeting("Brunch with Ines", 25, 11, 90), meeting("Tennis with Olek", 25, 16)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Saturday starts with brunch with Ines at 11, then tennis with Olek at 4.", True),
        ("Brunch with Ines, Saturday at 11, and tennis with Olek later.", True),
        ("On Saturday it's brunch with Ines, Priya and Tom at 11.", False),
        ("Saturday: brunch with Ines, Olek and Priya, then tennis at 4.", False),
    ],
)
def test_people_listed_beside_a_titled_event_are_each_of_its_title(answer, faithful):
    """ "Brunch with Ines, Sol and Mara" of "Brunch with Ines": each person in the list after a titled event must be
    one its title names; a day or another event listed there is no person."""
    assert (unsupported(answer, BRUNCH) == []) is faithful


# Thursday a morning review, an evening call with Grandma, then a late game night.
GRANDMA = [meeting("Design review", 23, 10), meeting("Call with Grandma", 23, 18, 30)]
GAME_NIGHT = [*GRANDMA, meeting("Board game night", 23, 20, 120)]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        ("Thursday there's nothing after you speak with Grandma.", GRANDMA, True),
        ("Thursday is open after you talk to Grandma.", GRANDMA, True),
        ("Thursday there's nothing after you speak with Grandma.", GAME_NIGHT, False),
        ("Nothing Thursday after you meet with Grandma.", GAME_NIGHT, False),
    ],
)
def test_a_denial_after_meeting_someone_holds_from_the_end_of_their_event(answer, facts, faithful):
    """ "nothing after you talk to Dad" of "Call with Dad": meeting the person a title names is that event, and the
    denial holds from its end, not over the whole day (the morning's review is before it)."""
    assert (unsupported(answer, facts) == []) is faithful


# Monday to Wednesday off, a standup left on Wednesday; a 1:1 on Thursday after it.
STANDUP_LEFT = [vacation(20, 3), meeting("아침 스탠드업", 22, 9, 15), meeting("팀장님 1:1", 23, 10, 30)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("휴가 중이긴 한데 22일 수요일 9시 스탠드업은 그대로 남아 있어요.", True),
        ("휴가 중이긴 한데 21일 화요일 9시 스탠드업은 그대로 남아 있어요.", False),
        ("휴가이긴 하지만 화요일 아침 스탠드업은 남아 있어요.", False),
    ],
)
def test_a_korean_concession_is_a_clause_of_its_own(answer, faithful):
    """ "휴가 중이긴 한데 …": the time off conceded is said apart, so a day said after it is the standup's, not one the
    time off is on."""
    assert (unsupported(answer, STANDUP_LEFT) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("팀장님 1:1은 복귀하고 바로 다음 날인 23일 목요일 오전 10시예요.", True),
        ("팀장님 1:1은 출근하고 이틀째인 24일 금요일이에요.", False),
        ("팀장님 1:1은 복귀하고 다음 날인 22일 수요일 오전 10시예요.", False),
    ],
)
def test_the_day_said_after_a_korean_titled_topic_and_a_verb_is_the_titles(answer, faithful):
    """ "팀장님 1:1은 복귀하고 | 다음 날인 23일 목요일이에요": the clause the topic's verb ends names no
    event, and what it says the topic is (a day, a copula closing it) is the title's day."""
    assert (unsupported(answer, STANDUP_LEFT) == []) is faithful


# Saturday night's shift into Sunday morning; Sunday a family lunch and a swim.
SHIFT_AND_LUNCH = [meeting("야간 근무", 25, 22, 480), meeting("가족 점심", 26, 12, 120), meeting("수영", 26, 15)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("일요일은 정오에 가족 점심이 있고, 오후 3시에 수영이 있어요.", True),
        ("Sunday has the family lunch at noon, and the swim at 3pm.", True),
        ("일요일은 정오에 가족 점심이 있고, 밤 10시에 또 야간 근무가 있어요.", False),
        ("Sunday has the family lunch at noon, and the night shift at 10pm.", False),
    ],
)
def test_a_time_in_a_clause_lent_its_day_starts_on_that_day(answer, faithful):
    """ "일요일은 … 있고, | 밤 10시에 야간 근무": a clause naming no day is on the one its sentence names before it, so
    a time said in it is a start on that day (Saturday's shift, run into Sunday, starts on no Sunday)."""
    assert (unsupported(answer, SHIFT_AND_LUNCH) == []) is faithful


# Thursday a night shift ends at 7; physio at 11.
AFTER_THE_SHIFT = [meeting("Night shift", 22, 22, 540), meeting("Physio", 23, 11, 45)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Thursday morning is clear from 7 until 11 if you want to sleep after the night shift.", True),
        ("Thursday morning is clear from 7 until noon if you want to sleep after the night shift.", False),
        ("Thursday is clear after the night shift if you want to sleep.", False),
    ],
)
def test_a_condition_is_a_clause_of_its_own(answer, faithful):
    """ "free from 7 until 11 if you want to sleep after the shift": what the condition says is apart, so "after the
    shift" does not widen the denial past its range."""
    assert (unsupported(answer, AFTER_THE_SHIFT) == []) is faithful


# Thursday a review until 2 and dinner at 7; a call at 4 in between on the busier day.
REVIEW_AND_DINNER = [meeting("Design review", 23, 13), meeting("Dinner with Mina", 23, 19, 90)]
CALL_BETWEEN = [*REVIEW_AND_DINNER, meeting("Call with Dad", 23, 16, 30)]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        (
            "Between the review wrapping up at 2 and dinner at 7, you've got five hours free on Thursday.",
            REVIEW_AND_DINNER,
            True,
        ),
        ("Between the review wrapping up at 2 and dinner at 7, you're free on Thursday.", CALL_BETWEEN, False),
        ("Between the review ending at 2 and dinner at 7, nothing else is on Thursday.", CALL_BETWEEN, False),
    ],
)
def test_a_denial_between_an_end_and_a_time_covers_the_stretch_between(answer, facts, faithful):
    """ "Between the party wrapping up at 3 and your shift at 10, seven hours free": the end said after "between" and
    the time after its "and" bound what the denial covers, not the whole day (the morning's review is outside it)."""
    assert (unsupported(answer, facts) == []) is faithful


def _series(title: str, first: datetime, rule: str, skipped: list[datetime] | None = None) -> list[FactDraft]:
    """A one-hour series' occurrences in July, as the query use case gives them."""
    fact = FactDraft(
        predicate="meeting",
        object_value=title,
        start_time=first,
        end_time=first + timedelta(hours=1),
        recurrence=Recurrence(
            rrule=rule, timezone="Asia/Seoul", exdates=skipped or [], exdated_by=[None] * len(skipped or [])
        ),
    )
    return occurrences([fact], JULY.start_time, JULY.end_time)


# July: physio every other Thursday at 2 (the 2nd, 16th, 30th); swimming every Tuesday at 5 but the 14th.
PHYSIO_AND_SWIM = _series("Physio", at(2, 14), "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH")
PHYSIO_AND_SWIM += _series("Swimming", at(7, 17), "FREQ=WEEKLY;BYDAY=TU", [at(14, 17)])


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Physio is every other Thursday at 2pm.", True),
        ("Physio는 격주 목요일 오후 2시예요.", True),
        ("Swimming is every Tuesday at 5, but the 14th is skipped.", True),
        ("Swimming is every Tuesday at 5.", True),
        ("Physio is every Thursday at 2pm.", False),
        ("Physio는 매주 목요일 오후 2시예요.", False),
    ],
)
def test_every_weekday_said_of_no_stretch_is_the_series_rule(answer, faithful):
    """ "physio is every Thursday", said of no stretch, is the series' rule: a skipped occurrence leaves it standing
    (some two of its days are a week apart), one every other week does not."""
    assert (unsupported(answer, PHYSIO_AND_SWIM, JULY) == []) is faithful


# The rest of Tuesday the 21st from 3 pm: a year-end dinner 7 to 10 (the day's PT, 8 pm, was exdated: none).
REST_OF_TUESDAY = Interval(start_time=at(21, 15), end_time=at(22))
YEAR_END_DINNER = [meeting("송년회", 21, 19, 180)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("오늘 PT는 취소돼서 없어요. 송년회 마음 편히 가세요!", True),
        ("송년회 끝나고 밤 10시에 PT 있어요.", False),
        ("After the dinner wraps at 10, you've got PT.", False),
        ("오늘은 PT 말고는 없어요.", False),
    ],
)
def test_personal_training_is_an_event_and_said_cancelled_and_absent_is_denied(answer, faithful):
    """ "PT" (personal training) names an event, so one the window does not hold is no title of it; said cancelled
    and so not there ("PT는 취소돼서 없어요"), it is a denial, true of a window holding none."""
    assert (unsupported(answer, YEAR_END_DINNER, REST_OF_TUESDAY, at(21, 15)) == []) is faithful


# Tuesday: a Zoom call 2 to 3 and a design review 3 to 4, back to back; a bank consultation Wednesday at 3.
BACK_TO_BACK_AND_BANK = [
    meeting("줌 미팅", 21, 14),
    meeting("Design review", 21, 15),
    meeting("Coffee with Jun", 21, 16, 45),
]
BACK_TO_BACK_AND_BANK += [meeting("Retro", 21, 17), meeting("신한은행 대출 상담", 22, 15, 40)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Coffee with Jun ends at 4:45, and there's about 15 minutes before the retro.", True),
        ("줌 미팅 끝나고 Design review 전에 쉬는 시간은 없어요.", True),
        ("줌 미팅 끝나고 Design review 전에 15분 정도 쉬는 시간 있어요.", False),
        ("There's about 15 minutes between the 줌 미팅 and the design review.", False),
    ],
)
def test_a_rough_length_of_free_time_is_none_between_events_back_to_back(answer, faithful):
    """ "about 15 minutes" between two events may be a quarter-hour off the time between them, but only where there
    is some: back to back, none is "about" any length."""
    assert (unsupported(answer, BACK_TO_BACK_AND_BANK) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("수요일 오후 3시에 신한은행 대출 상담 있어요.", True),
        ("수요일 오후 3시에 은행 대출 상담 있어요.", True),
        ("수요일 오후 3시에 대출 상담 있어요.", True),
        ("수요일 오후 3시에 우리은행 대출 상담 있어요.", False),
        ("수요일 오후 3시에 국민은행 대출 상담 있어요.", False),
    ],
)
def test_a_word_before_a_title_said_in_part_naming_another_of_its_kind_is_no_word_of_it(answer, faithful):
    """ "우리은행 대출 상담" of "신한은행 대출 상담": the word before the part said ends as the title's word does (a
    bank) but is another one; the bare kind ("은행 대출 상담") is the title's, said shorter."""
    assert (unsupported(answer, BACK_TO_BACK_AND_BANK) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The 줌 미팅 and the design review are back to back, so grab a coffee beforehand.", True),
        ("You're free from 6 on Tuesday, so that's your dinner window.", True),
        ("Nothing after the retro on Tuesday, so you can focus on dinner and homework.", True),
        ("You have dinner with Mina at 7 on Tuesday.", False),
        ("After the retro on Tuesday you've got dinner at 7.", False),
    ],
)
def test_a_meal_in_advice_or_a_stretch_set_aside_for_it_is_no_plan(answer, faithful):
    """ "grab a coffee beforehand", "focus on dinner", "that's your lunch window": advice, or free time set aside for
    a meal, which the user may take; a meal said as on the calendar is still a plan of its own."""
    assert (unsupported(answer, BACK_TO_BACK_AND_BANK) == []) is faithful


# Time off from Thursday the 23rd to Tuesday the 28th: six days, four of them weekdays.
THURSDAY_TO_TUESDAY_OFF = [vacation(23, 6), meeting("Design review", 21, 14)]


@pytest.mark.parametrize(
    ("answer", "window", "faithful"),
    [
        ("휴가는 23일 목요일부터 28일 화요일까지, 주말 포함해서 6일이에요. 그중 평일은 4일이고요.", TWO_WEEKS, True),
        ("휴가는 23일부터 28일까지예요. 평일은 4일이에요.", TWO_WEEKS, True),
        ("휴가는 23일 목요일부터 28일 화요일까지, 주말 포함해서 5일이에요.", TWO_WEEKS, False),
        ("휴가는 23일부터 28일까지예요. 그중 평일은 3일이고요.", TWO_WEEKS, False),
        ("휴가는 23일부터 28일까지예요. 그중 평일은 사흘이고요.", TWO_WEEKS, False),
        ("다음 주는 23일 목요일부터 휴가예요. 주 안에서는 목·금·토·일 나흘이에요.", NEXT_WEEK, True),
        ("다음 주는 23일 목요일부터 휴가예요. 주 안에서는 목·금·토 사흘이에요.", NEXT_WEEK, False),
    ],
)
def test_korean_days_counted_are_no_day_of_the_month(answer, window, faithful):
    """ "주말 포함해서 6일", "평일은 4일": days said after a word counting days in, or after the working days as the
    topic, are how many days, no date; said in a sentence after the one stating the time off, they count its days, and
    the days a count restates ("목·금·토·일 나흘") are counted in the window asked about."""
    assert (unsupported(answer, THURSDAY_TO_TUESDAY_OFF, window) == []) is faithful


# Saturday between two night shifts (Friday 21:00 to Saturday 07:00, Saturday 21:00 on): three daytime plans.
SATURDAY = Interval(start_time=at(25), end_time=at(26))
BETWEEN_NIGHT_SHIFTS = [
    FactDraft(predicate="meeting", object_value="Night shift", start_time=at(24, 21), end_time=at(25, 7)),
    meeting("Physio with Dad", 25, 11),
    meeting("Swimming lesson", 25, 13),
    meeting("Pharmacy run", 25, 15, 15),
    FactDraft(predicate="meeting", object_value="Night shift", start_time=at(25, 21), end_time=at(26, 7)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Three daytime things, sandwiched between two night shifts.", True),
        ("Three daytime things on Saturday.", True),
        ("Four daytime things on Saturday.", False),
        ("Three daytime things, sandwiched between three night shifts.", False),
        ("토요일은 야간 근무 두 번에 낮 일정이 세 개예요.", True),
        ("토요일은 야간 근무 두 번에 낮 일정이 네 개예요.", False),
        ("토요일은 야간 근무 세 번에 낮 일정이 세 개예요.", False),
    ],
)
def test_daytime_things_counted_leave_out_the_night_shifts_around_them(answer, faithful):
    """ "three daytime things between two night shifts": a night shift running into the morning is the night
    before's, no daytime thing; a part of the day right before one count's word is where that count counts, not the
    other's ("야간 근무 두 번에 낮 일정이 세 개": two shifts, and three daytime plans)."""
    assert (unsupported(answer, BETWEEN_NIGHT_SHIFTS, SATURDAY) == []) is faithful
