"""Fakes for unit tests: a scripted parser and helpers to build facts in Asia/Seoul."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from moss.domain.models import Change, FactDraft, Intent, Interval, Operation, ParseResult, Target
from moss.domain.ontology import Predicate
from moss.domain.recurrence import Recurrence

SEOUL = ZoneInfo("Asia/Seoul")
# The seed scenario's "now": Thursday 2026-07-16 14:00 in Seoul.
SEED_NOW = datetime(2026, 7, 16, 14, 0, tzinfo=SEOUL)


def at(day: int, hour: int = 0, minute: int = 0, month: int = 7) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=SEOUL)


def vacation(day: int, days: int = 1) -> FactDraft:
    return FactDraft(
        predicate="vacation", object_value="Vacation", start_time=at(day), end_time=at(day) + timedelta(days=days)
    )


def hours_off(day: int, hour: int, hours: int) -> FactDraft:
    """Time off for part of a day: from `hour`, `hours` long."""
    return FactDraft(
        predicate="vacation",
        object_value="Vacation",
        start_time=at(day, hour),
        end_time=at(day, hour) + timedelta(hours=hours),
    )


def meeting(title: str, day: int, hour: int, minutes: int = 60) -> FactDraft:
    start = at(day, hour)
    return FactDraft(
        predicate="meeting", object_value=title, start_time=start, end_time=start + timedelta(minutes=minutes)
    )


def weekday_standup(day: int = 20) -> FactDraft:
    """A 09:30–09:45 standup every weekday from the given day of July 2026."""
    return FactDraft(
        predicate="meeting",
        object_value="standup",
        start_time=at(day, 9, 30),
        end_time=at(day, 9, 45),
        recurrence=Recurrence(rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", timezone="Asia/Seoul"),
    )


def fridays_off() -> FactDraft:
    """A vacation every Friday from 2026-07-17."""
    return vacation(17).model_copy(
        update={"recurrence": Recurrence(rrule="FREQ=WEEKLY;BYDAY=FR", timezone="Asia/Seoul")}
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

    def parse(self, text: str, *, now: datetime, timezone: ZoneInfo, titles: Sequence[str] = ()) -> ParseResult:
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


def cancel(target: Target) -> ParseResult:
    return ParseResult(intent=Intent.WRITE, operation=Operation.CANCEL, target=target)


def change(target: Target, how: Change) -> ParseResult:
    return ParseResult(intent=Intent.WRITE, operation=Operation.CHANGE, target=target, change=how)


def hour(day: int, at_hour: int) -> Interval:
    return Interval(start_time=at(day, at_hour), end_time=at(day, at_hour + 1))


def whole(day: int) -> Interval:
    return Interval(start_time=at(day), end_time=at(day + 1))


CORRECTION_SCRIPT = SEED_SCRIPT | {
    "Dev sync Monday at 10": write(meeting("dev sync", 20, 10)),
    "Dev sync Tuesday at 10": write(meeting("dev sync", 21, 10)),
    "Review Monday at 3pm": write(meeting("review", 20, 15)),
    "I'm off Monday": write(vacation(20)),
    "I'm off Tuesday": write(vacation(21)),
    "Cancel the dev sync": cancel(Target(title="dev sync")),
    "Cancel Monday's dev sync": cancel(Target(title="dev sync", window=whole(20))),
    "Cancel the standup": cancel(Target(title="standup")),
    "I'm not off Monday anymore": cancel(Target(predicate=Predicate.VACATION, window=whole(20))),
    "I'm not taking Friday off after all": cancel(Target(predicate=Predicate.VACATION, window=whole(17))),
    "Cancel my 3pm meeting Monday": cancel(Target(predicate=Predicate.MEETING, window=hour(20, 15))),
    "Move the review to 4pm": change(Target(title="review"), Change(start_minute=16 * 60)),
    "Move the review to Tuesday": change(Target(title="review"), Change(day=date(2026, 7, 21))),
    "Move the review to Wednesday": change(Target(title="review"), Change(day=date(2026, 7, 22))),
    "Make the review an hour longer": change(Target(title="review"), Change(resize_minutes=60)),
    "Make my vacation an hour longer": change(Target(predicate=Predicate.VACATION), Change(resize_minutes=60)),
    "Move the review to last week": change(Target(title="review"), Change(day=date(2026, 7, 13))),
    "Move the dev sync to 4pm": change(Target(title="dev sync"), Change(start_minute=16 * 60)),
    "Move it to Wednesday": change(Target(), Change(day=date(2026, 7, 22))),
    "Undo that": ParseResult(intent=Intent.WRITE, operation=Operation.UNDO),
    "Standup every weekday at 9:30": write(weekday_standup()),
    "Fridays off": write(fridays_off()),
    "Review Friday at 3pm": write(meeting("review", 17, 15)),
    "Sync the Friday after at 3pm": write(meeting("sync", 24, 15)),
    "Cancel my vacations": cancel(Target(predicate=Predicate.VACATION)),
    "No more standups from August": cancel(Target(title="standup", since=at(1, month=8))),
    "Skip Tuesday's standup": cancel(Target(title="standup", window=whole(21))),
    "Move the standup to 10": change(Target(title="standup"), Change(start_minute=600)),
    "Move Wednesday's standup to 10": change(Target(title="standup", window=whole(22)), Change(start_minute=600)),
}


class FakeClock:
    """A clock tests move by hand, so TTLs can expire without sleeping."""

    def __init__(self, start: datetime) -> None:
        self._now = start

    def now(self) -> datetime:
        return self._now

    def advance(self, delta: timedelta) -> None:
        self._now += delta
