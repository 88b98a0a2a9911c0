"""The grounding check reads days as ranges: each date test answers for a whole span of days
exactly as testing its days one by one would, so long facts and windows cost nothing more."""

from __future__ import annotations

import random
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from moss.domain.grounding.checks import _every_day_met
from moss.domain.grounding.claims import _DayOf, _Either, _InYear, _On, _PartMention, _Weekday
from moss.domain.grounding.context import _Span

TESTS = [
    _On(date(2026, 7, 17)),
    _Weekday(4),
    _Weekday(0),
    _InYear(2027),
    _DayOf(7, 17, None),
    _DayOf(None, 31, None),
    _DayOf(2, 29, None),
    _DayOf(2, 30, None),
    _DayOf(12, 25, 2026),
    _Either(_DayOf(7, 17, None), _DayOf(17, 7, None)),
]


@pytest.mark.parametrize("test", TESTS, ids=repr)
def test_a_range_answers_as_its_days_would(test):
    draw = random.Random(17)
    for _ in range(400):
        first = date(2026, 1, 1) + timedelta(days=draw.randrange(0, 1200))
        last = first + timedelta(days=draw.choice([0, 1, 2, 5, 6, 7, 30, 200, 366, 900]))
        days = (first + timedelta(days=n) for n in range((last - first).days + 1))
        assert test.within(first, last) == any(test(day) for day in days), (test, first, last)


@pytest.mark.parametrize("text", ["every day", "every weekday"])
def test_every_day_is_met_by_runs_of_days_as_by_each_day(text):
    seoul = ZoneInfo("Asia/Seoul")
    draw = random.Random(3)

    def span(first: date, days: int) -> _Span:
        start = datetime.combine(first, datetime.min.time(), seoul)
        return _Span("meeting", start + timedelta(hours=9), start + timedelta(days=days - 1, hours=10))

    part = _PartMention((0, len(text)), text, None)
    for _ in range(300):
        window_first = date(2026, 7, 1) + timedelta(days=draw.randrange(0, 60))
        window = span(window_first, draw.choice([1, 3, 7, 14, 40]))
        window = _Span("any", window.start - timedelta(hours=9), window.end + timedelta(hours=14))
        spans = [
            span(window_first + timedelta(days=draw.randrange(-3, 40)), draw.choice([1, 1, 2, 5]))
            for _ in range(draw.randrange(0, 30))
        ]
        required = {window.first_day + timedelta(days=n) for n in range((window.last_day - window.first_day).days + 1)}
        if text == "every weekday":
            required = {day for day in required if day.weekday() < 5}
        had = {s.first_day + timedelta(days=n) for s in spans for n in range((s.last_day - s.first_day).days + 1)}
        assert _every_day_met(part, spans, window) == (required <= had)
