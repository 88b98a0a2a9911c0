"""Issue 31, what a fresh answer-writer says that the check must read by meaning: ranges and bounds of
times, times said in words, the day after a day named, a midnight crossed, a title's word said alone,
people added to a title, a denial after an event that ends, series said as such. Sentences of our own
(none from any evaluation corpus) over a weekend of July 2026 in Seoul, asked on Thursday the 16th."""

from __future__ import annotations

from datetime import timedelta

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval
from moss.domain.recurrence import occurrences

from ..fakes import SEED_NOW, SEOUL, at, vacation, weekday_standup


def event(title: str, start: tuple[int, int, int], minutes: int) -> FactDraft:
    begin = at(*start)
    return FactDraft(
        predicate="meeting", object_value=title, start_time=begin, end_time=begin + timedelta(minutes=minutes)
    )


# Friday 17: a budget review 10–11, a piano lesson 15:15–16:00, a team dinner 19–21. Saturday 18: a server
# migration 22:00 – Sunday 01:30. Sunday 19: lunch with Mina 12:00–13:30. Monday 20 and Tuesday 21: time off.
WEEKEND = [
    event("Budget review", (17, 10, 0), 60),
    event("Piano lesson", (17, 15, 15), 45),
    event("Team dinner", (17, 19, 0), 120),
    event("Server migration", (18, 22, 0), 210),
    event("Lunch with Mina", (19, 12, 0), 90),
    vacation(20, days=2),
]
WINDOW = Interval(start_time=at(17), end_time=at(22))


def unsupported(answer: str, facts: list[FactDraft] = WEEKEND) -> list[str]:
    return check_grounding(answer, facts=facts, window=WINDOW, now=SEED_NOW, timezone=SEOUL).unsupported


def check(faithful: str | None = None, hallucinated: str | None = None) -> None:
    if faithful is not None:
        assert unsupported(faithful) == [], faithful
    if hallucinated is not None:
        assert unsupported(hallucinated) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("The budget review is from 10 until 11 tomorrow.", "The budget review is from 10 until 12 tomorrow."),
        ("Tomorrow you're free until 10.", "Tomorrow you're free until 11."),
        ("Nothing is booked before 10 tomorrow.", "Nothing is booked after 5 tomorrow."),
        (
            "The team dinner runs from 7 till 9 tomorrow evening.",
            "The team dinner runs from 7 till 10 tomorrow evening.",
        ),
        (
            "내일 오전 10시부터 11시까지 예산 검토 회의가 있어요.",
            "내일 오전 10시부터 12시까지 예산 검토 회의가 있어요.",
        ),
    ],
)
def test_a_range_or_a_bound_of_times_is_read_as_one(faithful, hallucinated):
    """ "until 11" ends what it is said of; "before 10" and "after 5" bound a denial; a bare hour bounding a
    denial is the half of the day the context states."""
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        (
            "Sunday has lunch with Mina at noon, and your time off begins the next day.",
            "Saturday has the server migration, and your time off begins the next day.",
        ),
        (
            "Your vacation starts the day after the lunch with Mina.",
            "Your vacation starts the day after the team dinner.",
        ),
        (
            "Saturday has only the server migration; the day before, there are three events.",
            "Saturday has only the server migration; the day before, there are two events.",
        ),
        ("일요일에 Mina와 점심이 있고, 다음 날부터 휴가예요.", "토요일은 비어 있고, 다음 날부터 휴가예요."),
        ("Lunch with Mina 다음 날부터 휴가예요.", "팀 회식 다음 날부터 휴가예요."),
    ],
)
def test_a_day_said_from_a_day_or_an_event_before_it_is_that_day_moved(faithful, hallucinated):
    """ "the next day", "the day after the lunch", "다음 날", "회식 다음 날": the days of what it is said from,
    moved by one."""
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("The server migration starts Saturday at 10pm and runs past midnight.", "The budget review crosses midnight."),
        ("Server migration은 토요일 밤 10시에 시작해서 자정을 넘겨 끝나요.", "팀 회식은 자정을 넘겨 끝나요."),
    ],
)
def test_a_time_an_event_runs_across_is_inside_it_not_its_start(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        (
            "After the team dinner wraps at 9, your Friday is clear.",
            "After the budget review wraps at 11, your Friday is clear.",
        ),
        (
            "팀 회식이 밤 9시에 끝나면 금요일은 비어 있어요.",
            "예산 검토 회의가 오전 11시에 끝나면 금요일은 비어 있어요.",
        ),
    ],
)
def test_a_denial_after_an_event_that_ends_at_a_time_holds_from_then(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("Piano is on Friday at quarter past three.", "Piano is on Saturday."),
        ("The migration starts Saturday at 10pm.", "The migration starts Sunday at 10pm."),
        ("You'll see Mina on Sunday at noon.", "You'll see Mina on Saturday at noon."),
        ("피아노는 금요일 오후 3시 15분이에요.", "피아노는 토요일이에요."),
    ],
)
def test_a_word_of_a_title_said_alone_names_that_title(faithful, hallucinated):
    """Without an event word beside it, a word of one context title (or its translation) is a claim about
    that title's events; words too broad for that (lexicon.BROAD_TITLE_WORDS: "team", "팀") are not."""
    check(faithful, hallucinated)


def test_a_broad_title_word_alone_names_no_title():
    assert unsupported("The team has the budget review on Friday at 10.") == []


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("Lunch with Mina and the piano lesson are your meals and music this weekend.", None),
        ("Lunch with Mina and Piano are on different days.", "Lunch with Mina and her brother is on Sunday at noon."),
        (None, "Lunch with Mina and Joe is on Sunday at noon."),
    ],
)
def test_someone_added_after_the_people_a_title_names_is_an_attendee_it_does_not_have(faithful, hallucinated):
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("The standup is a recurring meeting at 9:30.", "The standup is a one-off on Friday at 9:30."),
        ("The budget review is a one-off on Friday at 10.", "The budget review is a recurring meeting."),
        ("스탠드업은 평일 오전 9시 30분에 반복되는 일정이에요.", "스탠드업은 금요일 한 번 있고 반복 일정은 아닙니다."),
        ("예산 검토 회의는 반복 일정이 아니에요.", "예산 검토 회의는 반복 일정이에요."),
    ],
)
def test_an_event_said_to_be_a_series_or_a_one_off_is_checked_against_its_recurrence(faithful, hallucinated):
    """lexicon.SERIES_WORDS / ONE_OFF_WORDS, negation turning one into the other; "one-off" is no time off."""
    facts = [*WEEKEND, *occurrences([weekday_standup(17)], WINDOW.start_time, WINDOW.end_time)]
    assert unsupported(faithful, facts) == [], faithful
    assert unsupported(hallucinated, facts) != [], hallucinated


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        ("The piano lesson is tomorrow at a quarter past three.", "The piano lesson is tomorrow at half past three."),
        ("Lunch with Mina is on Sunday at noon.", "Lunch with Mina is on Sunday at midnight."),
        ("The team dinner is tomorrow in the evening, for two hours.", "The team dinner is tomorrow for three hours."),
        ("Tomorrow evening you have only the team dinner.", "Tomorrow evening you have nothing booked."),
        ("You have three events tomorrow.", "You have two events tomorrow."),
        ("The day after tomorrow has only the server migration.", "The day after tomorrow has nothing on it."),
        ("내일 오후 세 시 십오 분에 피아노 레슨이 있어요.", "내일 오후 세 시에 피아노 레슨이 있어요."),
        ("일요일 정오에 Mina와 점심이 있어요.", "일요일 자정에 Mina와 점심이 있어요."),
        ("팀 회식은 내일 저녁 7시부터 두 시간 동안이에요.", "팀 회식은 내일 저녁 7시부터 세 시간 동안이에요."),
        ("모레는 Server migration 하나만 있어요.", "모레는 비어 있어요."),
        ("월요일은 하루 종일 휴가예요.", "금요일은 하루 종일 휴가예요."),
        ("내일 일정은 모두 세 개예요.", "내일 일정은 모두 두 개예요."),
    ],
)
def test_times_days_counts_denials_and_lengths_said_in_words(faithful, hallucinated):
    """Paraphrases a fresh answer-writer uses, read by the rules above: "quarter past", "noon", "정오", "자정",
    "in the evening", "오후 세 시", "하루 종일", "the day after tomorrow", "모레", counts, "nothing booked",
    "비어 있어요", "for two hours", "두 시간 동안"."""
    check(faithful, hallucinated)


@pytest.mark.parametrize(
    ("faithful", "hallucinated"),
    [
        # a bare weekend is the first not past of the asked time
        ("The server migration is on the weekend.", "The budget review is on the weekend."),
        # a night runs into the small hours, and is of the day said
        ("The server migration is Saturday night.", "The server migration is Sunday night."),
        # an event word of a kind no title has
        ("You have an appointment Friday at 10.", "You have a dentist appointment Friday at 10."),
        # a length before a title is its length
        ("Tomorrow there's a 1-hour Budget review at 10.", "Tomorrow there's a 2-hour Budget review at 10."),
        # time off said before a stop
        ("Monday off, and Tuesday off.", "Friday afternoon off, and Saturday too."),
    ],
)
def test_second_batch_classes(faithful, hallucinated):
    check(faithful, hallucinated)


def test_a_title_ending_as_a_korean_verb_keeps_its_times():
    facts = [event("주간 보고", (17, 9, 0), 30), event("정형외과 진료", (17, 14, 0), 30)]
    assert unsupported("Fri Jul 17: 주간 보고 (09:00–09:30), 정형외과 진료 (14:00–14:30).", facts) == []
    assert unsupported("Fri Jul 17: 주간 보고 (14:00–14:30), 정형외과 진료 (09:00–09:30).", facts) != []
