"""Round g32: classes of answers that plan weeks ahead (the g25 blind batch's development misses and false
alarms, and probe26's), each a rule over meanings tested on sentences of our own: the rest of July 2026 in Seoul,
asked on Thursday the 16th."""

from __future__ import annotations

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval
from moss.domain.recurrence import occurrences

from ..fakes import SEED_NOW, SEOUL, at, meeting, vacation, weekday_standup

REST_OF_JULY = Interval(start_time=at(17), end_time=at(1, month=8))
# Wednesday 22nd a concert in the evening, Friday 24th a morning book club, Monday 27th the dentist at 9.
MONTH = [meeting("콘서트", 22, 19, 120), meeting("Book club", 24, 10), meeting("치과", 27, 9)]


def unsupported(answer: str, facts: list[FactDraft] = MONTH) -> list[str]:
    return check_grounding(answer, facts=facts, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL).unsupported


def test_an_events_end_bounds_a_denial_on_its_own_day_and_leaves_the_days_after_it_whole():
    assert unsupported("콘서트 끝나고 28일부터 31일까지는 비어 있어요.") == []
    # the dentist at 9 on the 27th is before the concert's end of day, but on a later day: all of it is said free
    assert any(p.startswith("denial") for p in unsupported("콘서트 끝나고 27일부터 31일까지는 비어 있어요."))


def test_a_range_of_days_said_free_speaks_of_every_day_between_its_ends():
    assert unsupported("Nothing from the 28th to the 31st.") == []
    for answer in ("You're clear from the 23rd through the 26th.", "23~26일은 비어 있어요."):
        assert any(p.startswith("denial") for p in unsupported(answer))  # the book club on the 24th


def test_the_month_said_by_reference_is_the_asked_month_and_a_last_thing_of_it_is_checked():
    assert unsupported("The dentist on the 27th at 9, and that's the last thing for the month.") == []
    for answer in (
        "The book club is on the 24th at 10, and that's the last thing on the calendar for the month.",
        "The book club on Friday the 24th is the last thing this month.",
    ):
        assert any("latest" in p for p in unsupported(answer))  # the dentist on the 27th is later


def test_weekdays_listed_before_a_week_said_are_that_weeks():
    # (the dentist is on Monday the 27th, a Monday of the window but not of next week)
    assert unsupported("Monday and Tuesday of next week are free.") == []
    assert any(p.startswith("denial") for p in unsupported("Monday and Wednesday of next week are free."))


def test_a_months_week_by_its_place_is_its_days_by_count_or_its_calendar_week():
    july = Interval(start_time=at(1), end_time=at(1, month=8))
    monday_class = [meeting("Pottery class", 6, 18)]  # Monday the 6th: in the first seven days, not the first week

    def said(answer: str, facts: list[FactDraft]) -> list[str]:
        return check_grounding(answer, facts=facts, window=july, now=at(1), timezone=SEOUL).unsupported

    assert said("The first week of July is clear.", monday_class) == []
    assert said("The first week of July is clear.", [meeting("Pottery class", 3, 18)]) != []
    assert said("The second week of July is clear.", [meeting("Pottery class", 9, 18)]) != []  # in both


def test_time_off_the_user_is_advised_or_allowed_to_take_is_no_time_off_stated():
    for answer in (
        "The 29th and 30th are empty. If you pick them, block them off as vacation so nothing lands there.",
        "29일이랑 30일은 비어 있어서 연차 쓰시기 좋아요.",
        "28일부터는 비어 있으니 원하시면 그때 휴가 내셔도 돼요.",
    ):
        assert unsupported(answer) == []
    for answer in ("You're on vacation on the 29th.", "29일은 휴가예요."):
        assert any("vacation not in the context" in p for p in unsupported(answer))


def test_a_weekday_then_a_part_of_the_day_then_a_day_of_the_month_is_one_day():
    assert unsupported("Monday morning the 20th is free.") == []  # not every Monday: the dentist is on the 27th
    assert any(p.startswith("denial") for p in unsupported("Monday morning the 27th is free."))


def test_a_count_said_before_its_own_title_counts_that_title_alone():
    facts = [*MONTH, meeting("Lunch with Dana", 21, 12), meeting("Yoga", 28, 18), meeting("Yoga", 30, 18)]
    assert unsupported("Still ahead: the concert, the book club, one lunch and two yoga classes.", facts) == []
    for answer in (
        "Still ahead: the concert, the book club, two lunches and two yoga classes.",
        "Still ahead: the concert, the book club, one lunch and three yoga classes.",
    ):
        assert any(p.startswith("count") for p in unsupported(answer, facts))


def test_a_count_of_a_days_meetings_may_leave_out_the_weekday_routine():
    week = Interval(start_time=at(20), end_time=at(27))
    facts = occurrences(
        [weekday_standup(), meeting("Design review", 22, 14), meeting("Client call", 22, 15)], at(20), at(27)
    )

    def said(answer: str) -> list[str]:
        return check_grounding(answer, facts=facts, window=week, now=SEED_NOW, timezone=SEOUL).unsupported

    for answer in ("Wednesday has two meetings.", "Wednesday has three meetings.", "수요일엔 회의가 두 개 있어요."):
        assert said(answer) == []
    for answer in ("Wednesday has one meeting.", "수요일엔 회의가 네 개 있어요."):
        assert any(p.startswith("count") for p in said(answer))


def test_a_denial_up_to_a_day_speaks_of_the_days_before_it():
    # the concert is on the 22nd: "until" and "before" a day leave that day out, "까지" and "through" keep it
    for answer in ("Nothing until the 22nd.", "You're free before Wednesday the 22nd.", "21일까지는 일정이 없어요."):
        assert unsupported(answer) == []
    for answer in ("Nothing until the 23rd.", "Nothing through the 22nd.", "22일까지는 일정이 없어요."):
        assert any(p.startswith("denial") for p in unsupported(answer))


LONG_WEEKEND = [*MONTH, vacation(24, days=4)]  # Friday the 24th to Monday the 27th


def test_the_weekend_said_as_included_in_a_stretch_is_the_one_within_it():
    assert unsupported("You're off from Friday the 24th to Monday the 27th, including the weekend.", LONG_WEEKEND) == []
    answer = "You're off from Saturday the 25th to Monday the 27th, including the weekend."
    assert any(p.startswith("date") for p in unsupported(answer, LONG_WEEKEND))  # it starts on the 24th


def test_working_days_are_a_kind_of_day_not_a_statement_of_being_at_work():
    answer = "You're off from Friday the 24th to Monday the 27th: four days, two of them working days."
    assert unsupported(answer, LONG_WEEKEND) == []
    assert unsupported("You're working on Monday the 27th.", LONG_WEEKEND) != []


def test_off_the_calendar_is_taken_from_it_not_time_off():
    assert unsupported("The book club is on the 24th; the one on the 31st is off the calendar.") == []
    assert unsupported("You're off on the 31st.") != []  # no time off is booked


def test_the_first_or_last_few_days_of_a_month_are_three_of_its_days():
    july = Interval(start_time=at(1), end_time=at(1, month=8))
    facts = [meeting("Pottery class", 5, 18), meeting("Book club", 30, 10)]

    def said(answer: str) -> list[str]:
        return check_grounding(answer, facts=facts, window=july, now=at(1), timezone=SEOUL).unsupported

    # (said of no day, a denial would speak of the whole month, the class and the book club in it)
    assert said("The first few days of the month are empty; the pottery class on the 5th is the first thing.") == []
    assert any(p.startswith("denial") for p in said("The last few days of July are free."))  # the 29th to the 31st
