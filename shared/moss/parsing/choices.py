"""Finite answers to the parser's questions as complete utterances, for clients to offer as buttons.

Each is worded so that the rule parser reads it back as exactly that answer (a test checks it).
"""

from __future__ import annotations

from datetime import date

from ..domain.calendar_words import KO_WEEKDAY_LETTERS
from ..domain.models import Language

_MINUTES_PER_DAY = 24 * 60


def kind_choices(language: Language) -> list[str]:
    """What a timed write without a name may be."""
    return ["휴가", "회의"] if language == "ko" else ["A vacation", "A meeting"]


def half_day_choices(language: Language) -> list[str]:
    return ["오전 반차", "오후 반차"] if language == "ko" else ["In the morning", "In the afternoon"]


def _clock(minutes: int, language: Language) -> str:
    hour, minute = divmod(minutes % _MINUTES_PER_DAY, 60)
    if minutes >= _MINUTES_PER_DAY and hour == 0:  # the day's end: 12 AM and 오전 12시 would name its start
        if language == "ko":
            return "밤 12시" + (f" {minute}분" if minute else "")
        return f"12:{minute:02d} at night" if minute else "midnight"
    hour12 = hour % 12 or 12
    if language == "ko":
        return f"{'오후' if hour >= 12 else '오전'} {hour12}시" + (f" {minute}분" if minute else "")
    return f"{hour12}{f':{minute:02d}' if minute else ''} {'PM' if hour >= 12 else 'AM'}"


def time_choices(slots: list[tuple[int, int | None]], language: Language) -> list[str]:
    """One answer per (start, end) in minutes after midnight: "10 AM", "2 PM to 3:30 PM", "오후 3시"."""
    choices = []
    for start, end in slots:
        if end is None:
            choices.append(_clock(start, language))
        elif language == "ko":
            choices.append(f"{_clock(start, language)}부터 {_clock(end, language)}까지")
        else:
            choices.append(f"{_clock(start, language)} to {_clock(end, language)}")
    return list(dict.fromkeys(choices))


def day_choices(days: list[date], language: Language) -> list[str]:
    """One answer per day: "Friday, July 17", "7월 17일 금요일"."""
    if language == "ko":
        return [f"{d.month}월 {d.day}일 {KO_WEEKDAY_LETTERS[d.weekday()]}요일" for d in days]
    return [f"{d:%A}, {d:%B} {d.day}" for d in days]
