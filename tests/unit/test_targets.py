"""What a change makes of a fact and which facts a target means (domain.targets): wall-clock
times in the user's zone, title words at the start of words."""

from __future__ import annotations

from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import pytest

from moss.domain.models import Change, Fact, FactDraft, Interval, Target
from moss.domain.recurrence import Recurrence
from moss.domain.targets import candidates, changed, days_taken_off, matches, near_candidates, title_words_said

NEW_YORK = ZoneInfo("America/New_York")


def meeting(start: datetime, end: datetime, title: str = "review") -> Fact:
    draft = FactDraft(predicate="meeting", object_value=title, start_time=start, end_time=end)
    return Fact.from_draft(draft, fact_id="f_review", message_id="m_1")


def test_a_move_across_a_dst_change_keeps_the_time_of_day():
    review = meeting(datetime(2027, 3, 5, 10, tzinfo=NEW_YORK), datetime(2027, 3, 5, 11, tzinfo=NEW_YORK))
    moved = changed(review, Change(day=date(2027, 3, 15)), NEW_YORK)
    assert moved is not None
    assert (moved.start_time.hour, moved.end_time.hour) == (10, 11)
    assert moved.start_time.utcoffset() != review.start_time.utcoffset(), "EDT after the change, EST before"


@pytest.mark.parametrize(
    ("own", "said", "meant"),
    [
        (19, 8 * 60, 20 * 60),  # "move dinner to 8": the evening's eight
        (7, 18 * 60, 6 * 60),  # "move the gym to 6": the morning's six
        (15, 9 * 60, 9 * 60),  # as near either way: the hour as said
        (10, 11 * 60, 11 * 60),
        (23, 12 * 60, 12 * 60),  # noon is said as noon: 12 takes no other half here
        (10, 4 * 60, 16 * 60),  # "move the haircut to 4": no plan of the day goes to the small hours
        (6, 17 * 60, 5 * 60),  # an early plan may go earlier still
    ],
)
def test_an_hour_said_without_am_or_pm_is_the_half_of_the_day_nearer_the_facts_own(own: int, said: int, meant: int):
    fact = meeting(datetime(2027, 3, 5, own, tzinfo=NEW_YORK), datetime(2027, 3, 5, own, 45, tzinfo=NEW_YORK))
    moved = changed(fact, Change(start_minute=said, either_half=True), NEW_YORK)
    assert moved is not None and moved.start_time.hour * 60 + moved.start_time.minute == meant
    kept = changed(fact, Change(start_minute=said), NEW_YORK)
    assert kept is not None and kept.start_time.hour * 60 == said, "a.m. or p.m. said: as said"


def test_a_move_into_the_hour_the_clocks_skip_is_refused():
    review = meeting(datetime(2027, 3, 5, 1, 30, tzinfo=NEW_YORK), datetime(2027, 3, 5, 2, 30, tzinfo=NEW_YORK))
    assert changed(review, Change(day=date(2027, 3, 14)), NEW_YORK) is None  # 02:30 does not exist that day
    assert changed(review, Change(day=date(2027, 3, 15)), NEW_YORK) is not None


def titled(title: str) -> Fact:
    start = datetime(2026, 7, 20, 14, tzinfo=NEW_YORK)
    draft = FactDraft(predicate="meeting", object_value=title, start_time=start, end_time=start.replace(hour=15))
    return Fact.from_draft(draft, fact_id="f_" + title, message_id="m_1")


@pytest.mark.parametrize(
    ("said", "title", "meant"),
    [
        ("Ann", "Meeting with Joanne", False),  # a word of the target starts a word of the title
        ("sync", "Async planning", False),
        ("plan", "Async planning", True),
        ("dev sync", "Dev Sync", True),
        ("치과", "서울치과 예약", True),  # a Korean word anywhere, a title ending in 과 kept whole
        ("외과", "정형외과 진료", True),
        ("devsync", "Dev sync", True),  # spacing ignored
        ("Acme", "Call with ACME, Inc.", True),
        ("민수", "민수랑 회의", True),
        ("민수와", "민수랑 회의", True),  # the particles 와/과/랑/이랑/하고 are no part of the name
        ("지민이랑", "지민하고 점심", True),
        ("주간회의", "주간 회의", True),  # Korean compounds: with or without spaces
        ("면담", "팀장면담", True),
        ("치과", "치과 예약", True),  # a one-syllable stem keeps its 과
        ("치과", "치 검사", False),
        ("고객사", "고객 미팅", True),  # a longer word of the same thing
        ("수영장", "수영 강습", True),
        ("고객사", "고 미팅", False),  # one syllable is no word to grow from
        ("xmas dinner", "Christmas dinner w/ in-laws", True),  # words that name the same thing
        ("return flight", "flight back to Seoul", True),
        ("salon", "Haircut", True),
        ("return flight", "flight to Tokyo", False),
        ("Meeting 2", "Meeting 23", False),  # a number is that number
        ("skiing", "ski trip", True),  # an activity said with -ing
        ("swimming", "swim lesson", True),
        ("hiking", "hike with Jo", True),
        # who keeps the plan, or how they got in touch, said after its name is no word of it
        ("dentist office", "dentist", True),
        ("oil change place", "oil change", True),
        ("salon lady texted", "hair salon", True),
        ("office party", "party", False),  # said first, it names the plan
        ("wife dentist office", "dentist", False),  # whose it is still counts
    ],
)
def test_a_title_word_is_found_at_the_start_of_a_word(said: str, title: str, meant: bool):
    assert matches(titled(title), Target(title=said)) is meant


@pytest.mark.parametrize(
    ("fact_day", "said", "meant"),
    [
        (date(2027, 3, 11), date(2027, 3, 5), date(2027, 3, 12)),  # next week's Thursday to Friday: that week's
        (date(2027, 3, 5), date(2027, 3, 8), date(2027, 3, 8)),  # this Friday to Monday: the Monday ahead
        (date(2027, 3, 18), date(2027, 3, 9), date(2027, 3, 16)),  # in two weeks, to Tuesday: that week's
    ],
)
def test_a_weekday_said_alone_is_that_weekday_of_the_facts_own_week_when_not_before_it(
    fact_day: date, said: date, meant: date
):
    fact = meeting(datetime.combine(fact_day, time(15), NEW_YORK), datetime.combine(fact_day, time(16), NEW_YORK))
    moved = changed(fact, Change(day=said, in_its_week=True), NEW_YORK)
    assert moved is not None and moved.start_time.date() == meant


def test_a_place_of_visits_offers_them_and_never_acts_on_them():
    """ "병원" (a hospital) of "내과": a doctor's visit named by where it is ("병원에서 전화 왔는데 오전 9시로 당겨
    달래요", the seventeenth batch) is offered to choose, never acted on: "cancel the doctor" of a dentist's visit
    may mean another (a review of the session)."""
    internist, reunion = titled("내과"), titled("동창회")
    assert candidates([internist, reunion], Target(title="병원에서")) == []
    assert near_candidates([internist, reunion], Target(title="병원에서")) == [internist]


@pytest.mark.parametrize(("text", "said"), [("체험학습 비 온대서 연기됐어요", 1), ("학습 자료 챙겨", 0)])
def test_a_korean_compound_is_said_by_a_part_that_starts_or_ends_it(text: str, said: int):
    """ "체험학습" of "현장체험학습" (the eighteenth batch); a part of two syllables is too little to tell."""
    assert title_words_said(text, "현장체험학습") == said


def test_a_day_of_a_whole_day_event_of_several_days_taken_off_leaves_the_rest() -> None:
    """A blind probe: "부산 출장 목요일은 취소" of a Wednesday-to-Thursday trip took the whole trip away."""
    tz = ZoneInfo("Asia/Seoul")
    trip = meeting(datetime(2026, 9, 9, tzinfo=tz), datetime(2026, 9, 11, tzinfo=tz), title="부산 출장")
    thursday = Interval(start_time=datetime(2026, 9, 10, tzinfo=tz), end_time=datetime(2026, 9, 11, tzinfo=tz))
    left = days_taken_off(trip, thursday, tz)
    assert left is not None and [(d.start_time.day, d.end_time.day, d.object_value) for d in left] == [
        (9, 10, "부산 출장")
    ]


@pytest.mark.parametrize(("repeats", "meant"), [(True, True), (False, False)])
def test_a_word_saying_a_plan_repeats_is_answered_by_a_series(repeats: bool, meant: bool):
    """ "the daily standup" of a weekday 'team standup' series (it had only been offered as a near match); of a
    one-off 'team standup' the word is still said of nothing."""
    fact = titled("team standup")
    if repeats:
        fact = fact.model_copy(
            update={"recurrence": Recurrence(rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timezone="America/New_York")}
        )
    assert matches(fact, Target(title="daily standup")) is meant
