"""What one question costs grows with the facts it covers, not faster (issue 30, finding 1).

The review measured grounding at 1 s for 100 facts, 8 s for 400 and 48 s for 800, and a year's
`/query` over four daily series (1,460 occurrences) at 61 s. Checking an answer now reads each
mention against indexes of the facts (grounding.context._SpanIndex), so four times the facts cost about
four times as much.
"""

from __future__ import annotations

import time
from datetime import timedelta

from moss.domain.answers import template_answer
from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval
from moss.domain.recurrence import Recurrence, occurrences

from ..fakes import SEED_NOW, SEOUL, at, meeting

SERIES = 4


def a_year_of_daily_series(facts: int) -> tuple[list[FactDraft], Interval]:
    """`facts` occurrences of four daily series, and the window that holds them."""
    days = facts // SERIES
    window = Interval(start_time=at(20), end_time=at(20) + timedelta(days=days))
    series = [
        meeting(f"sync {n}", 20, 8 + n).model_copy(
            update={"recurrence": Recurrence(rrule=f"FREQ=DAILY;COUNT={days}", timezone="Asia/Seoul")}
        )
        for n in range(SERIES)
    ]
    return occurrences(series, window.start_time, window.end_time), window


def seconds_to_ground(facts: int) -> float:
    found, window = a_year_of_daily_series(facts)
    answer = template_answer(found, window, SEOUL, "en")
    fastest = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        checked = check_grounding(answer, facts=found, window=window, now=SEED_NOW, timezone=SEOUL)
        fastest = min(fastest, time.perf_counter() - started)
    assert checked.grounded, checked.unsupported[:3]
    return fastest


def test_grounding_grows_linearly_with_the_facts_it_checks():
    small, large = seconds_to_ground(200), seconds_to_ground(800)
    assert large / small < 8, f"200 facts: {small:.3f} s, 800 facts: {large:.3f} s (quadratic is 16x)"


def test_a_year_of_four_daily_series_is_checked_in_well_under_the_reviews_61_seconds():
    assert seconds_to_ground(1460) < 5
