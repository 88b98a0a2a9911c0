"""Fakes for unit tests: a scripted parser and helpers to build facts in Asia/Seoul."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from moss.domain.models import FactDraft, Intent, Interval, ParseResult

SEOUL = ZoneInfo("Asia/Seoul")
# The seed scenario's "now": Thursday 2026-07-16 14:00 in Seoul.
SEED_NOW = datetime(2026, 7, 16, 14, 0, tzinfo=SEOUL)


def at(day: int, hour: int = 0, minute: int = 0, month: int = 7) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=SEOUL)


def vacation(day: int, days: int = 1) -> FactDraft:
    return FactDraft(
        predicate="vacation", object_value="Vacation", start_time=at(day), end_time=at(day) + timedelta(days=days)
    )


def meeting(title: str, day: int, hour: int, minutes: int = 60) -> FactDraft:
    start = at(day, hour)
    return FactDraft(
        predicate="meeting", object_value=title, start_time=start, end_time=start + timedelta(minutes=minutes)
    )


def write(*facts: FactDraft, language: str = "en") -> ParseResult:
    return ParseResult(intent=Intent.WRITE, facts=list(facts), language=language)


def ask(start: datetime, end: datetime, language: str = "en") -> ParseResult:
    return ParseResult(intent=Intent.QUERY, window=Interval(start_time=start, end_time=end), language=language)


class ScriptedParser:
    """Returns the ParseResult scripted for an utterance; anything else is UNKNOWN."""

    def __init__(self, script: dict[str, ParseResult] | None = None) -> None:
        self.script = dict(script or {})
        self.calls: list[tuple[str, datetime, ZoneInfo]] = []

    def parse(self, text: str, *, now: datetime, timezone: ZoneInfo) -> ParseResult:
        self.calls.append((text, now, timezone))
        return self.script.get(text) or ParseResult(intent=Intent.UNKNOWN, reply="I can only keep your calendar.")


SEED_SCRIPT = {
    "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar.": write(vacation(17)),
    "Schedule a dev team meeting for Friday at 10 AM.": write(meeting("dev team meeting", 17, 10)),
    "Summarize my schedule for Friday at 10 AM.": ask(at(17, 10), at(17, 11)),
    "금요일 오전 10시 일정 요약해줘.": ask(at(17, 10), at(17, 11), language="ko"),
    "Book a design review Friday at 10:30.": write(meeting("design review", 17, 10, 30)),
    "Customer call Friday at 3pm.": write(meeting("customer call", 17, 15)),
    "I'm off on Friday the 24th.": write(vacation(24)),
    "Sync on the 24th at 9.": write(meeting("sync", 24, 9)),
    "Standup on the 24th at 11.": write(meeting("standup", 24, 11)),
    "Schedule a meeting": ParseResult(intent=Intent.WRITE, reply="What time should I schedule it?"),
}


class FakeClock:
    """A clock tests move by hand, so TTLs can expire without sleeping."""

    def __init__(self, start: datetime) -> None:
        self._now = start

    def now(self) -> datetime:
        return self._now

    def advance(self, delta: timedelta) -> None:
        self._now += delta
