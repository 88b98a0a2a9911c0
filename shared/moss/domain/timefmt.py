"""Human wording of intervals in the user's zone, English and Korean."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from .calendar_words import KO_WEEKDAY_LETTERS as _KO_WEEKDAYS
from .models import Interval, Language
from .texts import say


def is_all_day(start: datetime, end: datetime, tz: ZoneInfo) -> bool:
    local_start, local_end = start.astimezone(tz), end.astimezone(tz)
    return local_start.time() == time(0) and local_end.time() == time(0) and local_end.date() > local_start.date()


def said_as_whole_days(interval: Interval) -> bool:
    """Whether the interval runs midnight to midnight in the offsets it was said in: an all-day
    fact, which is a date in every zone (a Seoul vacation is Friday in New York too)."""
    start, end = interval.start_time, interval.end_time
    return start.time() == time(0) and end.time() == time(0) and end.date() > start.date()


def day_label(moment: datetime, language: Language) -> str:
    if language == "ko":
        return f"{moment.month}월 {moment.day}일({_KO_WEEKDAYS[moment.weekday()]})"
    return f"{moment:%a %b} {moment.day}"


def shown_twice(moment: datetime) -> bool:
    """Whether the wall clock shows this time twice (the hour a fall-back night repeats)."""
    return moment.replace(fold=1 - moment.fold).utcoffset() != moment.utcoffset()


def _clock(moment: datetime, language: Language) -> str:
    """HH:MM, with its UTC offset when the wall clock shows it twice (01:30 on a fall-back night)."""
    text = f"{moment:%H:%M}"
    offset = moment.utcoffset()
    if offset is None or not shown_twice(moment):
        return text
    hours, minutes = divmod(abs(int(offset.total_seconds())) // 60, 60)
    sign = "-" if offset.total_seconds() < 0 else "+"
    return say(
        "time_with_offset", language, time=text, offset=f"{sign}{hours}" + (f":{minutes:02d}" if minutes else "")
    )


def describe_interval(interval: Interval, tz: ZoneInfo, language: Language, *, all_day_marked: bool = True) -> str:
    """'all day Fri Jul 17', 'Fri Jul 17 10:00–11:00', 'Mon Jul 13 – Wed Jul 15 (all day)'.

    Without `all_day_marked` whole days are named bare ('Fri Jul 17'), as a window reads.
    """
    whole_days = said_as_whole_days(interval)
    start, end = interval.start_time, interval.end_time
    if not whole_days:
        start, end = start.astimezone(tz), end.astimezone(tz)
    if whole_days or is_all_day(start, end, tz):
        days = (end.date() - start.date()).days
        if days == 1:
            day = day_label(start, language)
            return say("time_all_day", language, day=day) if all_day_marked else day
        last = datetime.combine(end.date() - timedelta(days=1), time(0), tz)
        span = f"{day_label(start, language)} – {day_label(last, language)}"
        return say("time_all_days", language, span=span) if all_day_marked else span
    if start.date() == end.date() or (end.time() == time(0) and (end.date() - start.date()).days == 1):
        end_text = "24:00" if end.date() != start.date() else _clock(end, language)
        return f"{day_label(start, language)} {_clock(start, language)}–{end_text}"
    return (
        f"{day_label(start, language)} {_clock(start, language)} – {day_label(end, language)} {_clock(end, language)}"
    )
