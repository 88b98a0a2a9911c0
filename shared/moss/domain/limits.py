"""Bounded work per request: how many facts one utterance may store, how far one write may
reach (a series to its last occurrence), how long a window one question may ask about, and how
many facts and occurrences one request may touch (expand, lint, ground, render).

The use cases check every parse and every window against these, whichever parser or entry
point produced them (rules, Gemini, HTTP, Telegram), so one request's cost has a ceiling.
Refusals are 422s that say, in the user's language, what to do instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta

from .errors import Unprocessable
from .models import FactDraft, Interval, Language
from .recurrence import ends_after
from .texts import say


@dataclass(frozen=True)
class Limits:
    max_facts_per_write: int = 100
    max_write_span_days: int = 366
    max_query_window_days: int = 366
    max_occurrences_per_request: int = 2000

    def __post_init__(self) -> None:
        for name, value in vars(self).items():
            if value < 1:
                raise ValueError(f"{name} must be at least 1, not {value}")

    def check_write(self, facts: Sequence[FactDraft], language: Language) -> None:
        if len(facts) > self.max_facts_per_write:
            raise Unprocessable(say("limit_facts", language, limit=self.max_facts_per_write), code="too_many_facts")
        if facts:
            # A series reaches as far as its last occurrence: a daily rule to 2199 is a write of two centuries.
            reach = min(f.start_time for f in facts) + timedelta(days=self.max_write_span_days)
            if any(f.end_time > reach or (f.recurrence is not None and ends_after(f, reach)) for f in facts):
                raise Unprocessable(
                    say("limit_span", language, days=self.max_write_span_days), code="write_span_too_long"
                )

    def check_window(self, window: Interval, language: Language) -> None:
        if window.end_time - window.start_time > timedelta(days=self.max_query_window_days):
            raise Unprocessable(say("limit_window", language, days=self.max_query_window_days), code="window_too_large")

    def check_occurrences(self, count: int, language: Language, *, asking: bool) -> None:
        """`count` facts and occurrences one request would touch: a question's window (`asking`),
        or a write and what it is linted against."""
        if count > self.max_occurrences_per_request:
            key = "limit_occurrences_ask" if asking else "limit_occurrences_write"
            raise Unprocessable(say(key, language, limit=self.max_occurrences_per_request), code="too_many_occurrences")


DEFAULT_LIMITS = Limits()
