"""Session 35: classes of answers the grounding check read wrong, each a rule over meanings tested on sentences of
our own: the rest of July 2026 in Seoul, asked on Thursday the 16th."""

from __future__ import annotations

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval

from ..fakes import SEED_NOW, SEOUL, at, meeting, vacation

# The weekend of the 18th: drinks with Ciarán on Saturday at 6pm, lunch with Gran in Howth on Sunday at 1pm.
WEEKEND = Interval(start_time=at(18), end_time=at(20))
GRAN = [meeting("Drinks with Ciarán", 18, 18, 120), meeting("Lunch with Gran in Howth", 19, 13, 120)]


def unsupported_on_the_weekend(answer: str) -> list[str]:
    return check_grounding(answer, facts=GRAN, window=WEEKEND, now=SEED_NOW, timezone=SEOUL).unsupported


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # an event and the person of its title said with it are one plan, denied together
        ("No lunch with Gran on Sunday.", False),
        ("There's no lunch with Gran on Sunday.", False),
        ("You don't have lunch with Gran on Sunday.", False),
        ("Lunch with Gran isn't on Sunday.", False),
        ("No lunch with Gran on Saturday; it's Sunday at 1.", True),
        ("You don't have lunch with Gran on Saturday.", True),
        ("Lunch with Gran on Sunday at 1, and nothing else that day.", True),
    ],
)
def test_an_event_denied_with_the_person_of_its_title_is_denied_whole(answer: str, faithful: bool) -> None:
    assert (unsupported_on_the_weekend(answer) == []) is faithful


# Monday the 20th: a design review from 9 to 12, a vendor call from 1 to 3, the gym from 6 to 7.
DAY = Interval(start_time=at(20), end_time=at(21))
MONDAY = [meeting("Design review", 20, 9, 180), meeting("Vendor call", 20, 13, 120), meeting("Gym", 20, 18)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # what a total leaves out is there, set apart: neither denied nor in the sum
        ("Five hours of meetings on Monday, not counting the gym.", True),
        ("Six hours of meetings on Monday, not counting the gym.", False),
        ("Five hours of meetings on Monday, not including the gym.", True),
        ("Five hours of meetings on Monday, not counting yoga.", False),
        # a length one is in events of a kind, said by a plural event word, is their sum
        ("You'll be in meetings for five hours on Monday, not counting the gym.", True),
        ("You'll be in meetings for four hours on Monday, not counting the gym.", False),
        ("You'll be in meetings for five hours on Monday.", True),
        ("The vendor call runs for three hours.", False),
    ],
)
def test_what_a_total_leaves_out_is_there_and_not_summed(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=MONDAY, window=DAY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


# Sunday the 19th: a late film from 10:50pm to 12:55am; Monday the 20th: the dentist at 9.
LATE = [
    FactDraft(
        predicate="meeting",
        object_value="Late film at the Yongsan CGV",
        start_time=at(19, 22, 50),
        end_time=at(20, 0, 55),
    ),
    FactDraft(predicate="meeting", object_value="심야 영화 (용산)", start_time=at(19, 22, 50), end_time=at(20, 0, 55)),
    meeting("Dentist", 20, 9),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a clock time said rough is a little either side; said nearly reached, a little before
        ("The film ends around 1am.", True),
        ("The film ends at almost 1am, so it's a late night before the dentist at 9.", True),
        ("The film finishes close to 1am.", True),
        ("The film ends around 2am.", False),
        ("The film ends at almost 1:30am.", False),
        ("The film ends at about 12:30am.", False),
        ("월요일 0시 55분, 거의 새벽 1시에 끝나요.", True),
        ("영화는 새벽 1시쯤 끝나요.", True),
        ("영화는 거의 새벽 2시에 끝나요.", False),
        ("영화는 새벽 2시쯤 끝나요.", False),
        # a time said exactly is still exact
        ("The film ends at 1am.", False),
        ("영화는 새벽 1시에 끝나요.", False),
    ],
)
def test_a_clock_time_said_rough_is_a_little_either_side(answer: str, faithful: bool) -> None:
    problems = check_grounding(
        answer, facts=LATE, window=Interval(start_time=at(19), end_time=at(21)), now=SEED_NOW, timezone=SEOUL
    ).unsupported
    assert (problems == []) is faithful


# Off from Friday the 24th to Tuesday the 28th: five days, three of them weekdays.
REST_OF_JULY = Interval(start_time=at(17), end_time=at(1, month=8))
OFF = [vacation(24, 5), meeting("Dentist", 21, 9)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # "N vacation days" is how many days of time off, within the days the clause says, no count of time off
        ("You have five vacation days, from Friday the 24th to Tuesday the 28th.", True),
        ("You have six vacation days, from Friday the 24th to Tuesday the 28th.", False),
        ("Of the weekdays this month, three are vacation days: the 24th, 27th and 28th.", True),
        ("Of the weekdays this month, four are vacation days.", False),
        ("You have two PTO days.", False),
    ],
)
def test_a_count_of_vacation_days_is_how_many_days(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=OFF, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


# Away Tuesday the 21st to Wednesday the 22nd: a flight out at 9am and a team dinner at 7pm on Tuesday; a workshop
# from 9 to 1 and the flight home at 5:40pm on Wednesday.
TRIP = [
    meeting("Flight to Busan", 21, 9),
    meeting("Team dinner", 21, 19, 120),
    meeting("Workshop", 22, 9, 240),
    FactDraft(predicate="meeting", object_value="Flight to Seoul", start_time=at(22, 17, 40), end_time=at(22, 18, 40)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a part of the day said before an event, in a clause joined on to another's, is free time, no event's part
        ("The workshop ends at 1 on Wednesday, so you've got the afternoon before your 5:40 flight home.", True),
        ("The workshop ends at 1 on Wednesday, so you've got the afternoon free before your 5:40 flight home.", True),
        # a denial until an event said with its time is on that event's day
        ("You're free before your 9am flight on Tuesday.", True),
        ("The workshop ends at 1, so you're free until your 5:40 flight home.", True),
        ("You're free until your 5:40 flight home.", False),  # the workshop that morning
        ("You're free until your 7pm dinner.", False),  # the flight out that morning
        ("The workshop ends at 1 on Wednesday, and you're free from then until your 5:40 flight home.", True),
    ],
)
def test_time_before_an_event_said_with_its_time_is_on_that_events_day(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=TRIP, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


FRIDAY_OFF = [vacation(24), meeting("Dentist", 21, 9)]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        # days said of a weekend are the time off with the weekend beside it
        ("You're off Friday the 24th, so that's a three-day weekend.", FRIDAY_OFF, True),
        ("You're off Friday the 24th, so that's a four-day weekend.", FRIDAY_OFF, False),
        ("You're off Friday the 24th, so that's a two-day weekend.", FRIDAY_OFF, False),
        ("You're off from Friday the 24th, so that's a five-day weekend.", OFF, True),
        ("You're off from Friday the 24th, so that's a six-day weekend.", OFF, False),
    ],
)
def test_days_said_of_a_weekend_take_in_the_weekend(answer: str, facts: list[FactDraft], faithful: bool) -> None:
    problems = check_grounding(answer, facts=facts, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful
