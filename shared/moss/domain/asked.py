"""The days a question naming a plan is about, when they are not the days it names. Pure: the
caller hands over the user's active facts of a window (series as their occurrences)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from .models import Fact, Interval, ParseResult
from .targets import most_named


def about_window(
    parsed: ParseResult,
    asked: Interval,
    now: datetime,
    tz: ZoneInfo,
    active: Callable[[datetime, datetime], list[Fact]],
    days: int,
) -> Interval | None:
    """ "When is my flight?" (no day named) and "is the party still on the 18th?" (a day without it)
    are about the whole day of the next fact naming the most of the question's title words; "when
    is my vacation?" and "anything booked while I'm on leave?" about the days of the current or
    next one. `active(start, end)` gives the active facts there by start, looked up only for such
    a question, over `days` days from today. None: the asked window stands (it holds what was
    named, or nothing names it)."""
    if parsed.about is None and parsed.about_kind is None:
        return None
    start = datetime.combine(now.astimezone(tz).date(), time(0), tz)
    ahead = active(start, start + timedelta(days=days))
    if parsed.about is not None:
        named = most_named(ahead, parsed.about)
    else:
        named = [fact for fact in ahead if fact.predicate is parsed.about_kind and fact.end_time > now]
    if not named or any(asked.overlaps(fact.start_time, fact.end_time) for fact in named):
        return None
    # (a plan over by now is not the one asked of: "is there taekwondo on friday?" late on a day it was on; "did i
    # have standup today?" is about today, where it was)
    named = [fact for fact in named if fact.end_time > now]
    if not named:
        return None
    first = named[0]  # the soonest (the most words named first)
    first_day = max(first.start_time, start).astimezone(tz).date()
    last_day = (first.end_time - timedelta(microseconds=1)).astimezone(tz).date() if parsed.about is None else first_day
    return Interval(
        start_time=datetime.combine(first_day, time(0), tz),
        end_time=datetime.combine(last_day + timedelta(days=1), time(0), tz),
    )
