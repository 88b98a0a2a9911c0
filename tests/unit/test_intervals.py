"""Interval levels and the linter's sort-and-sweep, against brute force; intervals over a DST change."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from moss.domain.ics import from_ics, to_ics
from moss.domain.intervals import BASE_US, LevelIndex, level_of, max_length_us
from moss.domain.models import Change, Fact, Interval
from moss.domain.ontology import Predicate
from moss.domain.policy import overlapping_spans
from moss.domain.targets import changed
from moss.domain.timefmt import describe_interval
from moss.parsing import RuleParser

from ..fakes import at

spans = st.tuples(st.integers(0, 10**6), st.integers(1, 10**5)).map(lambda p: (p[0] * 60_000_000, p[1] * 60_000_000))


def test_a_fact_is_filed_at_the_smallest_level_long_enough():
    assert level_of(0, 1) == 0 and level_of(0, BASE_US) == 0
    assert level_of(0, BASE_US + 1) == 1
    assert level_of(0, 24 * BASE_US) == 5, "an all-day vacation"
    assert level_of(0, 180 * 24 * BASE_US) == 13, "a 180-day leave"
    assert all(max_length_us(level_of(0, n)) >= n for n in (1, BASE_US, 3 * BASE_US, 10**12))


@given(st.lists(spans, max_size=40), st.lists(spans, min_size=1, max_size=10))
def test_level_index_candidates_hold_every_overlapping_span(facts, windows):
    index = LevelIndex()
    for number, (start, length) in enumerate(facts):
        index.add(f"f{number}", start, start + length)
    index.add("gone", 0, 10**12)
    index.remove("gone", 0, 10**12)
    for start, length in windows:
        end = start + length
        candidates = set(index.candidates(start, end))
        overlapping = {f"f{n}" for n, (s, d) in enumerate(facts) if s < end and start < s + d}
        assert overlapping <= candidates and "gone" not in candidates
        # Every extra candidate starts within one level-length before the window.
        for key in candidates - overlapping:
            s, d = facts[int(key[1:])]
            assert start - max_length_us(level_of(s, s + d)) < s < start


def interval(span: tuple[int, int]) -> Interval:
    start = at(1) + timedelta(microseconds=span[0])
    return Interval(start_time=start, end_time=start + timedelta(microseconds=span[1]))


@given(st.lists(spans, max_size=30), st.lists(spans, max_size=30))
def test_sort_and_sweep_finds_exactly_the_overlapping_pairs_in_order(left, right):
    lefts, rights = [interval(s) for s in left], [interval(s) for s in right]
    brute = [(i, j) for i, a in enumerate(lefts) for j, b in enumerate(rights) if a.overlaps(b.start_time, b.end_time)]
    as_spans = [(i.start_time, i.end_time, i) for i in lefts], [(i.start_time, i.end_time, i) for i in rights]
    assert overlapping_spans(*as_spans) == brute


def test_an_hour_over_a_fall_back_night_is_ordered_by_instant_and_worded_without_ambiguity():
    new_york = ZoneInfo("America/New_York")
    first = datetime(2026, 11, 1, 1, 30, tzinfo=new_york)  # EDT
    repeated = first.replace(fold=1)  # EST, an hour later

    hour = Interval(start_time=first, end_time=repeated)

    assert hour.overlaps(datetime(2026, 11, 1, 1, 45, tzinfo=new_york), datetime(2026, 11, 1, 3, tzinfo=new_york))
    with pytest.raises(ValidationError):
        Interval(start_time=repeated, end_time=first)
    assert describe_interval(hour, new_york, "en") == "Sun Nov 1 01:30 (UTC-4)–01:30 (UTC-5)"
    assert describe_interval(hour, new_york, "ko") == "11월 1일(일) 01:30(UTC-4)–01:30(UTC-5)"
    later = Interval(start_time=first.replace(hour=10), end_time=first.replace(hour=11, minute=0))
    assert describe_interval(later, new_york, "en") == "Sun Nov 1 10:30–11:00"


REPEATED_HOUR = (datetime(2026, 11, 1, 5, 30, tzinfo=UTC), datetime(2026, 11, 1, 6, 30, tzinfo=UTC))  # 01:30 EDT-EST


def repeated_hour_call() -> Fact:
    start, end = REPEATED_HOUR
    return Fact(
        id="f_" + "0" * 24,
        predicate=Predicate.MEETING,
        object_value="call",
        start_time=start,
        end_time=end,
        created_by_message_id="m_" + "0" * 32,
    )


def test_a_meeting_in_the_repeated_hour_exports_and_imports_with_its_hour():
    new_york = ZoneInfo("America/New_York")
    exported = to_ics([repeated_hour_call()], new_york, now=datetime(2026, 10, 31, tzinfo=UTC))
    assert b"DTSTART:20261101T053000Z" in exported and b"DTEND:20261101T063000Z" in exported
    (imported,) = from_ics(exported, new_york, message_id="m_" + "1" * 32)
    assert (imported.draft.start_time, imported.draft.end_time) == REPEATED_HOUR


def test_a_meeting_in_the_repeated_hour_moves_with_its_hour():
    moved = changed(repeated_hour_call(), Change(start_minute=10 * 60), ZoneInfo("America/New_York"))
    assert moved is not None and moved.end_time - moved.start_time == timedelta(hours=1)


def test_a_series_first_said_in_the_repeated_hour_keeps_an_hour():
    new_york = ZoneInfo("America/New_York")
    parsed = RuleParser().parse(
        "standup every day at 1:30am", now=datetime(2026, 10, 31, 12, tzinfo=new_york), timezone=new_york
    )
    (series,) = parsed.facts
    assert series.recurrence is not None and series.end_time > series.start_time


def test_an_all_day_fact_is_its_dates_in_every_zone():
    """A vacation said in Seoul is Friday read in New York or London, not 'Thu 11:00 – Fri 11:00'."""
    seoul = ZoneInfo("Asia/Seoul")
    friday = Interval(start_time=datetime(2026, 7, 17, tzinfo=seoul), end_time=datetime(2026, 7, 18, tzinfo=seoul))
    stored = Interval.model_validate_json(friday.model_dump_json())  # a fixed offset, as the stores give it back
    for zone in ("America/New_York", "Europe/London", "Asia/Seoul"):
        assert describe_interval(stored, ZoneInfo(zone), "en") == "all day Fri Jul 17"
        assert describe_interval(stored, ZoneInfo(zone), "ko") == "7월 17일(금) 종일"
