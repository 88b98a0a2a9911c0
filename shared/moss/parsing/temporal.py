"""Temporal expressions of English and Korean utterances, found as spans of the text.

`find_temporal` reads dates, clock times, durations, weeks, parts of the day and all-day
markers. Each pattern blanks what it consumed, so later (looser) patterns never re-read a
piece of an earlier match: "7/17" is never a clock time, "9시 30분" never a duration.
Nothing here knows `now`; resolution against the calendar lives in `calendar.py`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Literal, NamedTuple, TypeVar

from ..domain.calendar_words import EN_DAY_MONTH as _EN_DAY_MONTH
from ..domain.calendar_words import EN_DAY_OF_MONTH as _EN_DAY_OF_MONTH
from ..domain.calendar_words import EN_MERIDIEM as _EN_MERIDIEM
from ..domain.calendar_words import EN_MERIDIEM_TAIL as _EN_MERIDIEM_TAIL
from ..domain.calendar_words import EN_MONTH_DAY as _EN_MONTH_DAY
from ..domain.calendar_words import EN_RELATIVE_OFFSETS as _EN_RELATIVE_OFFSETS
from ..domain.calendar_words import EN_RELATIVE_RE as _EN_RELATIVE_RE
from ..domain.calendar_words import EN_WEEKDAY_RE as _EN_WEEKDAY_RE
from ..domain.calendar_words import EN_WEEKDAYS as _EN_WEEKDAYS
from ..domain.calendar_words import ISO_DATE as _ISO_DATE
from ..domain.calendar_words import KO_DATE as _KO_DATE
from ..domain.calendar_words import KO_DAY_OF_MONTH as _KO_DAY_OF_MONTH
from ..domain.calendar_words import KO_RELATIVE_DAY as _KO_RELATIVE_DAY
from ..domain.calendar_words import KO_RELATIVE_OFFSETS as _KO_RELATIVE_OFFSETS
from ..domain.calendar_words import KO_WEEKDAY_LETTER, named_day
from ..domain.calendar_words import KO_WEEKDAYS as _KO_WEEKDAYS
from ..domain.calendar_words import MONTH_RE as _MONTH_RE
from ..domain.calendar_words import MONTHS as _MONTHS
from ..domain.calendar_words import NAMED_DAY as _NAMED_DAY
from ..domain.calendar_words import NUMERIC_DATE as _NUMERIC_DATE
from ..domain.calendar_words import alternation as _alternation
from ..domain.lexicon import (
    EN_CLOCK_MINUTE_TEENS,
    EN_CLOCK_MINUTE_TENS,
    EN_NUMBERS,
    EVENING_EVENTS,
    FILLER_WORDS,
    KO_NATIVE_NUMBERS,
    SINO_DIGITS,
    STREET_WORDS,
    VACATION_WORDS,
)
from ..domain.models import PartOfDay
from ..domain.patterns import LazyPattern
from .vocabulary import EN_CORRECTING_VERB

# "night" is p.m. except that 12 is the midnight that ends the day: 밤 12시, "12 at night"
Meridiem = Literal["am", "pm", "night"]
WeekdayMode = Literal["bare", "this", "next", "last"]

BLANK = "\x1f"
_FLAGS = re.IGNORECASE

_EN_NUMBERS = {"a": 1, "an": 1, **EN_NUMBERS}  # "an hour"
_KO_NATIVE = KO_NATIVE_NUMBERS  # native Korean numerals count hours ("두 시", "세 시간")
_SINO_DIGITS = SINO_DIGITS


_EN_HOUR_WORD = _alternation(w for w, n in _EN_NUMBERS.items() if n <= 12 and w not in ("a", "an"))
_EN_DIGIT_WORD = _alternation(w for w, n in EN_NUMBERS.items() if n <= 9)
# "four thirty", "nine oh five", "seven forty-five": the minutes said in words after an hour said in words
EN_SPOKEN_MINUTES = (
    rf"(?:oh[ \t-]+(?:{_EN_DIGIT_WORD})|(?:{_alternation(EN_CLOCK_MINUTE_TENS)})(?:[ \t-]+(?:{_EN_DIGIT_WORD}))?"
    rf"|{_alternation(EN_CLOCK_MINUTE_TEENS)})\b"
)
_EN_AMOUNT = rf"\d{{1,3}}(?:\.\d+)?|{_alternation(_EN_NUMBERS)}"
_KO_NATIVE_RE = _alternation(_KO_NATIVE)
_SINO_RE = "[이삼사오육]?십[일이삼사오육칠팔구]?|[일이삼사오육칠팔구]"
_KO_MERIDIEM_WORDS: dict[str, Meridiem] = {
    "오전": "am",
    "아침": "am",
    "새벽": "am",
    "오후": "pm",
    "저녁": "night",
    "밤": "night",
    "낮": "pm",
}
_KO_MERIDIEM_RE = _alternation(_KO_MERIDIEM_WORDS)
_MERIDIEM_WORDS: dict[str, Meridiem] = {"a": "am", "p": "pm", **_KO_MERIDIEM_WORDS}


def spelled_number(token: str) -> float:
    """A numeral in digits, English words, native Korean or Sino-Korean."""
    token = token.lower().strip()
    if token[0].isdigit():
        return float(token)
    if token in _EN_NUMBERS:
        return _EN_NUMBERS[token]
    if token in _KO_NATIVE:
        return _KO_NATIVE[token]
    tens, _, units = token.partition("십")
    if not _:
        return _SINO_DIGITS[token]
    return _SINO_DIGITS.get(tens, 1) * 10 + _SINO_DIGITS.get(units, 0)


class Clock(NamedTuple):
    """A clock time as written: `fixed` when it cannot be a.m./p.m. ambiguous (14:00, 09:30, noon).

    Midnight is 24:00, the end of the day it is said with.
    """

    hour: int
    minute: int = 0
    meridiem: Meridiem | None = None
    fixed: bool = False


class TimeMention(NamedTuple):
    start: Clock
    end: Clock | None
    span: tuple[int, int]


class DayMention(NamedTuple):
    """One way of naming a day; `calendar.resolve_day` turns it into a date."""

    span: tuple[int, int]
    year: int | None = None
    month: int | None = None
    day: int | None = None
    offset: int | None = None  # days from today
    weekday: int | None = None  # Monday = 0
    mode: WeekdayMode = "bare"
    closes_span: bool = False  # the "31" of "July 27-31": its range word was consumed with it
    # expressions.py: "the Monday after next" (week_offset 2); positions in a month, with
    # `weekday` and `nth` ("the second Tuesday", -1 the last), `last_day` or `day`, in the
    # month `month_offset` months from this one or the named `month`
    week_offset: int | None = None
    month_offset: int | None = None
    nth: int | None = None
    last_day: bool = False
    named: bool = False  # a day the calendar names ("Christmas Eve"): ahead like a day of the month
    # days after (before, when negative) the named day ("the day after christmas"); with `weekday`, its sign says
    # whether that weekday is the first after or the last before it ("the monday after christmas", "신정 전 금요일")
    beside: int = 0
    later_today: bool = False  # "later, 8ish": today, at the reading of the time still ahead


class WeekMention(NamedTuple):
    offset: int  # 0 this week, 1 next, -1 last
    weekend: bool
    span: tuple[int, int]  # where it is said


OpenUnit = Literal["day", "week", "month", "minutes", "days"]


class OpenEnd(NamedTuple):
    """A range that starts now: to the end of this (0) or next (1) day/week/month, or for a count."""

    unit: OpenUnit
    amount: int


@dataclass
class Temporal:
    """Everything temporal found in one utterance, and the text with it blanked out."""

    masked: str
    days: list[DayMention] = field(default_factory=list)
    times: list[TimeMention] = field(default_factory=list)
    durations: list[int] = field(default_factory=list)  # minutes
    weeks: list[WeekMention] = field(default_factory=list)
    months: list[int] = field(default_factory=list)  # 0 this month, 1 next, -1 last
    named_months: list[tuple[int | None, int]] = field(default_factory=list)  # (year, month): "in October"
    parts: list[PartOfDay] = field(default_factory=list)
    all_day: bool = False
    # expressions.py: instants as minutes from now ("in 45 minutes"), counted spans in days
    # ("for 5 days"), a range open at now ("the rest of the week"), and days added to the
    # named day ("a week from Friday")
    moments: list[int] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    open_end: OpenEnd | None = None
    shift_days: int = 0

    @property
    def empty(self) -> bool:
        return not (
            self.days
            or self.times
            or self.weeks
            or self.months
            or self.named_months
            or self.parts
            or self.all_day
            or self.moments
            or self.counts
            or self.open_end
        )


# -- dates ------------------------------------------------------------------------------------

_EN_RELATIVE_DAY = LazyPattern(
    rf"\b(?:(?:the\s+)?day\s+after\s+tomorrow|{_EN_RELATIVE_RE}"
    # "book club later, 8ish": later today, when a clock follows ("push it later", "2 hours later" are no day)
    rf"|later(?=[\s,]+(?:(?:at|around|about)\s+)?{BLANK})"  # the clock, read before the days
    rf"|in\s+({_EN_AMOUNT})\s+days?)\b",
    _FLAGS,
)
_EN_DAY_OFFSETS = _EN_RELATIVE_OFFSETS | {"later": 0}  # ("the day after tomorrow" is the only other: 2)
# ("move the dentist to the following tuesday": after the plan's own day, which the correction reads; "the
# following" had been left as words of a name)
_EN_WEEKDAY = LazyPattern(
    rf"\b(?:(this\s+coming|the\s+coming|coming|the\s+following|this|next|last|past)\s+)?({_EN_WEEKDAY_RE})s?\b\.?",
    _FLAGS,
)
_EN_WEEKDAY_MODES: dict[str, WeekdayMode] = {
    "this coming": "bare",
    "the coming": "bare",
    "coming": "bare",
    "the following": "bare",
    "this": "this",
    "next": "next",
    "last": "last",
    "past": "last",
}
# (a word of its own: "상담 금요일" is Friday, not 담 (next) Friday; "기차 월요일" not 차 (next) Monday)
_KO_WEEK_PREFIX = r"(?:(?<![가-힣])(이번|요번|금|다음|담|차|지난|저번)\s*(주)?\s*)?"
_KO_WEEKDAY = LazyPattern(rf"{_KO_WEEK_PREFIX}({KO_WEEKDAY_LETTER})(?:요일|욜)")
# A weekday's letter alone, as a word of its own right before a clock ("치과 목 3시", "회의 금 오후 2시"); not 일,
# which is also work and a day of the month
_KO_WEEKDAY_BEFORE_A_CLOCK = LazyPattern(
    rf"(?<![\d가-힣]){_KO_WEEK_PREFIX}([월화수목금토])"
    rf"(?=[ \t]+(?:{BLANK}|(?:(?:오전|오후|아침|저녁|밤|낮)[ \t]*)?\d{{1,2}}(?:[ \t]*시|:\d\d)))"  # a clock read or not
)
# A day of the month said without "the": after a preposition ("on 23th"), or listed after another
# day ("the 23rd and 24th", "the 29th, 30th and 31st", "the 21st-24th"); the list or range word
# stays for the span to read.
# ("2nd round", "3rd floor", "the 1st time": an ordinal of something else)
_EN_ORDINAL_DAY = (
    r"(?P<day>(?:the\s+)?(?P<number>\d{1,2})(?:st|nd|rd|th)\b)"
    r"(?!\s+(?:round|floor|time|period|place|grade|year|class|half|quarter|try|attempt|edition|row|person|people))"
)
# ("the thai place on 5th", "the bar on 3rd st": a street where a place is, no day)
_EN_DAY_OF_MONTH_AFTER = LazyPattern(
    r"(?<!\bplace\s)(?<!\bspot\s)(?<!\bbar\s)(?<!\bcafe\s)(?<!\bcafé\s)(?<!\bdiner\s)"
    r"(?<!\bshop\s)(?<!\bstore\s)(?<!\brestaurant\s)"
    r"(?:\b(?:on|for|from|by|until|till|before|after)\s+"
    # ("put the final in, 31st 7:30pm": a clause of its own, its time after it; not "…, 2nd visit")
    rf"|[,;]\s*(?=(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)\s*(?:(?:at\s+)?(?:{BLANK}|\d{{1,2}}(?::\d\d)?\s*(?:am|pm)\b)"
    r"|[,.!?;]|$)))"
    rf"{_EN_ORDINAL_DAY}(?!\s+(?:st|street|ave|avenue|and\s+main)\b)",
    _FLAGS,
)
# ... or opening a span to another date ("off 21st thru jan 2", "21st-23rd"): the span's first day
_EN_DAY_OF_MONTH_OPENING_A_SPAN = LazyPattern(
    rf"\b{_EN_ORDINAL_DAY}(?=\s*(?:[-–~]|\b(?:to|through|thru|till|until)\b)\s*"
    rf"(?:{BLANK}|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)\b))",
    _FLAGS,
)
# "the 18" with no ordinal ending, said as a date on its own: "sorry not the 18, is the 19", "moved to the 14"
# (never before what it counts: "the 3 of us", "the 2 meetings")
_EN_THE_BARE_DAY = LazyPattern(
    r"(?:\b(?:not|is|it's|its|on|to)\s+|[,;]\s*)(?P<day>the\s+(?P<number>3[01]|[12]\d|[1-9]))"
    r"(?=\s*(?:$|[,.!?;]|\s+(?:not|instead|then|same|please|pls|rather)\b))",
    _FLAGS,
)
# a number right after a weekday that says no time ("Tuesday 18 at 5"; not "friday 3pm", "tue 10-11")
_EN_DAY_AFTER_A_WEEKDAY = LazyPattern(
    rf"(?<={BLANK})[ \t,]+(?P<day>(?:the[ \t]+)?(?P<number>3[01]|[12]\d|[1-9])(?:st|nd|rd|th)?)\b"
    r"(?![ \t]*(?::|\.\d|[ap]\.?m\b|o'?clock|h\b|hrs?\b|hours?\b|mins?\b|minutes?\b|-|~|to\b|till\b|until\b"
    r"|people|persons?|guests?|pax|courts?|tables?|seats?|tickets?|kids|days?|weeks?|months?|years?|times"
    # ("thursday 6 in the evening": a clock by the part of the day after it)
    r"|in[ \t]+the[ \t]+(?:morning|afternoon|evening)|at[ \t]+night|(?:morning|afternoon|evening|night|ish)\b))",
    _FLAGS,
)
_EN_BARE_DAY_LISTED = LazyPattern(
    rf"{BLANK}(?:\s*[,&]\s*(?:and\s+)?|\s+(?:and|&)\s+)(?P<day>3[01]|[12]\d|[1-9])\b"
    r"(?!\s*(?::|\.\d|[ap]\.?m\b|o'?clock|h\b|hrs?\b|hours?\b|mins?\b|minutes?\b|people|persons?|guests?|times|kids))",
    _FLAGS,
)
_EN_DAY_OF_MONTH_LISTED = LazyPattern(
    rf"{BLANK}(?:\s*[,&]\s*(?:and\s+)?|\s*[-–~]\s*|\s+(?:and|or|to|through|thru|till|until)\s+){_EN_ORDINAL_DAY}",
    _FLAGS,
)
_KO_WEEKDAY_SPAN = LazyPattern(  # "월~수", "다음 주 월-금": the short names only in a span
    rf"(?<![\d가-힣]){_KO_WEEK_PREFIX}({KO_WEEKDAY_LETTER})(?:요일|욜)?\s*[~-]\s*({KO_WEEKDAY_LETTER})(?:요일|욜)?(?![가-힣])"
)
_KO_WEEKDAY_ARROW = LazyPattern(
    rf"(?<![\d가-힣])({KO_WEEKDAY_LETTER})(?:요일|욜)?[ \t]*(?:->|→|=>)[ \t]*"
    rf"({KO_WEEKDAY_LETTER})(?:요일|욜)?(?![가-힣])"
)
# "통화 수 말고 목": one day's letter alone set aside for another's, as an arrow says it
_KO_WEEKDAY_LETTER_INSTEAD = LazyPattern(
    # (said last: "일 말고 목 마사지" is work and the neck)
    rf"(?<![\d가-힣])({KO_WEEKDAY_LETTER})[ \t]+(?:말고|아니고|대신)[ \t]+({KO_WEEKDAY_LETTER})"
    r"(?=[ \t]*(?:요|로|으로)?[ \t.!?~]*$)"
)
# "다음 주 수목 휴가", "월화수 출장", "목 금 연차", "목,금": the letters of days that follow each other, run
# together or apart
_KO_WEEKDAY_RUN = LazyPattern(
    rf"(?<![\d가-힣]){_KO_WEEK_PREFIX}({KO_WEEKDAY_LETTER}(?:(?:[ \t]*[,/·][ \t]*|[ \t]+)?{KO_WEEKDAY_LETTER}){{1,4}})"
    r"(?=\s|$|[에은는도,.!?]|으로|로)(?![ \t]*중)"  # "금 토 중 하루": one of them, not both
)
_KO_WEEK_MODES: dict[str, WeekdayMode] = {
    "이번": "this",
    "요번": "this",
    "금": "this",
    "다음": "next",
    "담": "next",
    "차": "next",
    "지난": "last",
    "저번": "last",
}

# -- times ------------------------------------------------------------------------------------

_KO_MERIDIEM_PREFIX = rf"(?:(?:{_KO_MERIDIEM_RE})\s*)?"
_KO_HOUR = rf"(?:(?<!\d)\d{{1,2}}|{_KO_NATIVE_RE})"
_KO_MINUTE = rf"(?:\d{{1,2}}|{_SINO_RE})"
_EN_CLOCK = (
    r"(?:(?:12\s*)?(?:noon|midday|midnight)"  # before the digits, so "12 noon" is one time
    # ("12.30", "3.15pm": the minutes after a dot, as British and Australian English write them)
    rf"|(?:\d{{1,2}}|{_EN_HOUR_WORD})(?:[:.]\d{{2}}|(?<![\d])[ \t]+{EN_SPOKEN_MINUTES})?"
    rf"(?:\s*{_EN_MERIDIEM}|\s*o'?clock\b)?)"
)
_EN_TIME = LazyPattern(
    r"(?<![\w:/.$£€₩-])(?P<prep>(?:at|@|from|(?P<between>between)|by|starting\s+at|around|about|(?P<bound>after|before))\s+)?"
    rf"(?P<start>{_EN_CLOCK})"
    r"(?:\s*(?:-|~|\bto\b|\buntil\b|\btill\b|\bthrough\b|(?(between)\band\b|(?!)))"
    # a Korean particle may follow: "3pm에"; "by 15 minutes" is an amount, not 15:00
    # "7ish": about seven is seven
    rf"\s*(?P<end>{_EN_CLOCK}))?(?:[ \t]?-?ish\b)?(?![a-z0-9_:/]|\.\d)"
    r"(?!\s*(?:minutes?|mins?|hours?|hrs?|dollars?|bucks|euros?|pounds?|km|kg|miles?|%))"
    # ("at 22 Mesa Dr": a house's number in an address; "at 5 with dr kim" is five o'clock)
    r"(?![ \t]+(?!(?:with|the|and|at|to|for|see|my|a|an|our|your|by|on)\b)[a-z]+"
    rf"[ \t]+(?:{STREET_WORDS.en_exact_pattern})\b)",
    _FLAGS,
)
# "one" said of a plan, after what tells it apart ("the friday one", "the early one", "that one")
_ONE_OF_THEM = LazyPattern(
    rf"(?:\b(?:the|that|this|which|other|each|early|late|earlier|later|first|second|last|next|new|old|'s"
    rf"|(?:{_EN_WEEKDAY_RE})(?:'s)?)|{BLANK})"
    r"[ \t]*$",
    _FLAGS,
)
_EN_CLOCK_PARTS = LazyPattern(
    rf"(?P<h>\d{{1,2}}|{_EN_HOUR_WORD})(?:[:.](?P<m>\d{{2}})|[ \t]+(?P<mw>{EN_SPOKEN_MINUTES}))?"
    rf"\s*(?:(?P<mer>[ap]){_EN_MERIDIEM_TAIL}|(?P<oclock>o'?clock))?"
    r"|(?:12\s*)?(?:(?P<noon>noon|midday)|(?P<midnight>midnight))",
    _FLAGS,
)
# "half past 4", "quarter to 5", and British "half 4" (4:30)
_EN_PAST_HOUR = LazyPattern(
    rf"\b(?P<quarter>half|quarter)\s+(?:(?P<dir>past|to)\s+)?(?P<h>\d{{1,2}}|{_EN_HOUR_WORD})\b"
    r"(?!\s*(?:hours?|hrs?|minutes?|mins?|days?|weeks?)\b)"
    rf"(?:\s*(?P<mer>[ap]){_EN_MERIDIEM_TAIL})?"
    # ("the boiler service in for half 2 to 4": its end had been dropped)
    r"(?:\s*(?:-|~|\bto\b|\buntil\b|\btill\b)\s*(?P<end>\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\b\.?)?)"
    r"(?![\w:/]|\.\d|\s*(?:hours?|hrs?|minutes?|mins?|people|guests|kids)\b))?",
    _FLAGS,
)
_KO_CLOCK = (
    rf"{_KO_MERIDIEM_PREFIX}{_KO_HOUR}\s*시(?!간)(?:\s*{_KO_MINUTE}\s*분|\s*반)?"
    rf"|{_KO_MERIDIEM_PREFIX}(?<!\d)\d{{1,2}}:\d{{2}}(?!\s*{_EN_MERIDIEM})|정오|자정"
    # "오후 3.30에 회의": the minutes after a dot, said after the half of the day
    rf"|(?:{_KO_MERIDIEM_RE})\s*(?<!\d)\d{{1,2}}\.[0-5]\d(?![\d.])"
)
_KO_RANGE = LazyPattern(
    rf"(?P<start>{_KO_CLOCK}|{_KO_MERIDIEM_PREFIX}(?<!\d)\d{{1,2}}(?=\s*[~-]))"
    rf"\s*(?:부터|에서|[~-])\s*(?P<end>{_KO_CLOCK})(?:\s*까지)?",
    _FLAGS,
)
_KO_TIME = LazyPattern(_KO_CLOCK, _FLAGS)
_KO_CLOCK_PARTS = LazyPattern(
    rf"(?:(?P<mer>{_KO_MERIDIEM_RE})\s*)?(?:(?P<h>\d{{1,2}}|{_KO_NATIVE_RE})\s*시?"
    rf"(?:\s*(?P<m>{_KO_MINUTE})\s*분|\s*(?P<half>반))?"
    r"|(?P<hh>\d{1,2})[:.](?P<mm>\d{2}))"
    r"|(?P<noon>정오)|(?P<midnight>자정)"
)

# -- durations, weeks, parts of the day -------------------------------------------------------

_EN_DURATION = LazyPattern(
    r"\b(?:for\s+)?(?:(?P<halfhour>half\s+an\s+h(?:ou)?r|(?:a\s+)?half[-\s]h(?:ou)?r)"  # "make it a half hour"
    r"|(?P<quarterhour>(?:a\s+)?quarter(?:\s+of\s+an\s+|-|\s+)h(?:ou)?r)"  # "a quarter of an hour": 15 minutes
    r"|(?P<threequarters>(?:three|3)\s+quarters\s+of\s+an\s+h(?:ou)?r)"
    # "two and a half hours" as well as "two hours and a half"
    rf"|(?:(?P<n>\d{{1,3}}(?:\.\d+)?)(?P<nhalf>\s+and\s+a\s+half)?[\s-]*(?P<unit>hours?|hrs?|h|minutes?|mins?|m)"
    rf"|(?P<word>{_alternation(_EN_NUMBERS)})(?P<wordhalf>\s+and\s+a\s+half)?[\s-]+(?P<wordunit>hours?|hrs?|minutes?|mins?))\b"
    r"(?P<andhalf>\s+and\s+a\s+half)?(?:\s*(?:and\s+)?(?P<extra>\d{1,2})\s*(?:minutes?|mins?|m)\b)?)",
    _FLAGS,
)
# What follows 분 in words that begin with it (분기, 분야, 분석, 분위기, 분당 …): no minutes
_KO_WORDS_OF_BUN = "[기야석리위류명배노실할식장점양수홍해쟁담열]"  # not 당, 단: "30분당겨", "15분단축"
_KO_DURATION = LazyPattern(
    rf"(?P<h>\d{{1,3}}(?:\.\d+)?|{_KO_NATIVE_RE})\s*시간(?:\s*(?P<half>반)|\s*(?P<m>{_KO_MINUTE})\s*분)?"
    # ("수요일 분기 리뷰" holds no "일 분": a number word begins a word, and 분 begins no longer one)
    rf"(?:\s*(?:동안|간|짜리|정도))?|(?P<mo>\d{{1,3}}|(?<![가-힣])(?:{_SINO_RE}))\s*분(?!{_KO_WORDS_OF_BUN})"
    rf"(?:\s*(?:동안|간|짜리|정도))?"
)
_EN_WEEK = LazyPattern(
    # ("as a day off, long weekend", "it's been a long week": how it feels, no days said; "over the long weekend"
    # is the one coming)
    r"\b(?<!(?<!\bthe\s)\blong\s)(?:(this|next|last|past|coming|the\s+coming|the\s+following|following)\s+)?(week|weekend)\b",
    _FLAGS,
)
_EN_WEEK_OFFSETS = {
    "this": 0,
    "next": 1,
    "last": -1,
    "past": -1,
    "coming": 1,
    "the coming": 1,
    "the following": 1,
    "following": 1,
}
_KO_WEEK = LazyPattern(r"(이번|요번|금|다음|담|차|지난|저번)\s*주(말)?|(?<![가-힣])(주말)")
_KO_WEEK_OFFSETS = {"이번": 0, "요번": 0, "금": 0, "다음": 1, "담": 1, "차": 1, "지난": -1, "저번": -1}
_EN_MONTH = LazyPattern(r"\b(this|next|last|past|coming)\s+month\b", _FLAGS)
_KO_MONTH = LazyPattern(r"(이번|요번|다음|담|지난|저번)\s*달|(이달|금월|내달)")
_MONTH_OFFSETS = {
    "this": 0,
    "next": 1,
    "last": -1,
    "past": -1,
    "coming": 1,
    "이번": 0,
    "요번": 0,
    "다음": 1,
    "담": 1,
    "지난": -1,
    "저번": -1,
    "이달": 0,
    "금월": 0,
    "내달": 1,
}
# A month named alone, its days unsaid; in English after a preposition or before a year, as month
# names are words too ("may I", "march on").
_EN_NAMED_MONTH = LazyPattern(
    # ("my february leave", "our august trip": the month said before the time off it holds)
    # ("the rest of dec", "what's december look like": asked of the month)
    rf"\b(?:in|for|during|throughout|over|all\s+of|all|(?:rest|remainder)\s+of|what(?:'s|s|\s+is|\s+does)"
    rf"|(?:my|our|the)(?=\s+(?:{_MONTH_RE})\s+(?:{VACATION_WORDS.en_pattern})\b))"
    rf"\s+(?:the\s+month\s+of\s+)?({_MONTH_RE})\b\.?"
    r"(?:,?\s*(\d{4})\b)?(?!\s*\d)"
    rf"|\b({_MONTH_RE})\.?,?\s+(\d{{4}})\b",
    _FLAGS,
)
_KO_NAMED_MONTH = LazyPattern(
    r"(?:(\d{4})\s*년\s*)?(?<!\d)(1[0-2]|[1-9])\s*월(?!\s*\d)(?!\s*요일|생)"
)  # 3월생: born in March
# ("good morning" greets)
_EN_PART = LazyPattern(
    r"(?<!\bgood\s)\b(?:in\s+the\s+|this\s+|at\s+(?=night\b))?(morning|afternoon|evening|night|after\s+work)\b", _FLAGS
)
# ("점심 때", "퇴근하고": the day's routine said as when; "after work" in English)
_KO_PART = LazyPattern(r"(오전|아침|새벽|오후|낮(?!잠)|저녁|밤|점심\s*(?:때|시간)|퇴근\s*(?:하고|후에?|길에))")
# A word right before "evening" or "night" that makes it a name when a clock time is said too
_EN_NAMES_THE_PART = LazyPattern(
    r"\b(?!(?:the|this|in|on|at|by|for|of|every|each|and|or|late|early|good|all|last|next|until|till|from"
    r"|my|our|your|his|her|their|tomorrow|tonight|today)\b)"
    r"[a-z][a-z'-]* +$",  # spaces only: a blanked time or day is no word
    _FLAGS,
)
PARTS: dict[str, PartOfDay] = {  # each word for a part of the day, in both languages
    "morning": "morning",
    "afternoon": "afternoon",
    "evening": "evening",
    "night": "evening",
    "오전": "morning",
    "아침": "morning",
    "새벽": "morning",
    "오후": "afternoon",
    "낮": "afternoon",
    "저녁": "evening",
    "밤": "evening",
    "after work": "evening",
    "점심때": "afternoon",
    "점심 때": "afternoon",
    "점심시간": "afternoon",
    "점심 시간": "afternoon",
    "퇴근하고": "evening",
    "퇴근 하고": "evening",
    "퇴근후": "evening",
    "퇴근 후": "evening",
    "퇴근후에": "evening",
    "퇴근 후에": "evening",
    "퇴근길에": "evening",
    "퇴근 길에": "evening",
}
_ALL_DAY = LazyPattern(
    r"\ball[\s-]day(?:\s+long)?\b|\b(?:the\s+)?(?:whole|entire|full)[\s-]day\b|하루\s*종일|온종일|종일|전일", _FLAGS
)


# -- extraction -------------------------------------------------------------------------------


class NotAClock(ValueError):
    """Digits shaped like a time that no clock shows ("25:00", "13pm")."""


def _checked(clock: Clock) -> Clock:
    if clock.minute > 59 or clock.hour > 23 or (clock.meridiem and not 1 <= clock.hour <= 12):
        raise NotAClock(f"{clock.hour}:{clock.minute:02d}")
    return clock


def _spoken_minutes(words: str) -> int:
    """The minutes of "oh five", "thirty", "forty-five", "fifteen" (EN_SPOKEN_MINUTES)."""
    parts = words.lower().replace("-", " ").split()
    if parts[0] == "oh":
        return EN_NUMBERS[parts[1]]
    if parts[0] in EN_CLOCK_MINUTE_TEENS:
        return EN_CLOCK_MINUTE_TEENS[parts[0]]
    return EN_CLOCK_MINUTE_TENS[parts[0]] + sum(EN_NUMBERS[unit] for unit in parts[1:])


def _clock(pattern: LazyPattern, text: str) -> Clock:
    """Read a clock time that `pattern` (_EN_CLOCK_PARTS or _KO_CLOCK_PARTS) matches whole."""
    parts = pattern.fullmatch(text.strip())
    assert parts is not None, text  # only called on text the matching clock pattern found
    written = {name: value for name, value in parts.groupdict().items() if value}
    if "noon" in written:
        return Clock(12, fixed=True)
    if "midnight" in written:  # the one that ends the day, as 밤 12시; 12 a.m. and 오전 12시 start it
        return Clock(24, fixed=True)
    hour_text = written.get("h") or written["hh"]
    minute_text = written.get("m") or written.get("mm")
    hour = int(spelled_number(hour_text))
    minute = 30 if "half" in written else int(spelled_number(minute_text)) if minute_text else 0
    if "mw" in written:
        minute = _spoken_minutes(written["mw"])
    meridiem = _MERIDIEM_WORDS.get(written.get("mer", "").lower())
    zero_padded = hour_text.startswith("0") and hour_text != "0"
    return _checked(Clock(hour, minute, meridiem, fixed=hour > 12 or hour == 0 or zero_padded))


# ("12.30" is a time said with "at" or "pm"; alone it may be money, a score or a version: "the taxi was 9.20")
_EN_EXPLICIT_CLOCK = LazyPattern(rf":|{_EN_MERIDIEM}|o'?clock|noon|midday|midnight", _FLAGS)
# an hour and its minutes in words ("ten thirty"): a clock after "at", a word saying when, or alone as the answer to
# what time (bare elsewhere it may count something: "table four twelve")
EN_SPOKEN_CLOCK = rf"(?:{_EN_HOUR_WORD})[ \t]+{EN_SPOKEN_MINUTES}"
_SPOKEN_CLOCK_ALONE = LazyPattern(EN_SPOKEN_CLOCK, _FLAGS)
_SPOKEN_CLOCK_SAID_AFTER = LazyPattern(
    r"\b(?:make\s+it|it'?s|it\s+is|say|to|till|until|like|about|around|maybe|today|tomorrow|tonight"
    rf"|{_EN_WEEKDAY_RE})[\s,]*$",
    _FLAGS,
)


_UNTIL_JOINED = LazyPattern(r"\b(?:till|until|til)\b", _FLAGS)
_A_TIME_SAID_BEFORE = LazyPattern(r"\b(?:make\s+it|it'?s|it\s+is|say)\s*$", _FLAGS)


def _is_explicit_en(clock_text: str) -> bool:
    """A bare number is a time only after "at"/"from"; these forms are times on their own."""
    return _EN_EXPLICIT_CLOCK.search(clock_text) is not None


# "5.12 치과 3시", "12.30(수) 송년회": a month and its day, as Korean writes them with a dot, when the day has two
# digits and a weekday in brackets or a clock said apart shows it is no time ("오후 3.30에 회의") or number ("1.5시간",
# "평점 4.5"); English text reads "at 12.30" as a time
_KO_DOTTED_DATE = LazyPattern(
    r"(?<![\d.:$])(?<!오전 )(?<!오후 )(?<!저녁 )(?<!아침 )(?<!새벽 )(1[0-2]|0?[1-9])\.(3[01]|[12]\d)\.?(?![\d.:])"
    rf"(?:[ \t]*\({KO_WEEKDAY_LETTER}\)|(?=[ \t][^\n]*?(?:\d|[한두세네])[ \t]*시(?!간)))"
)


class _Scanner:
    """Runs patterns over the text, blanking each match so later patterns skip it."""

    def __init__(self, text: str, *, korean: bool) -> None:
        self.masked = text
        self.korean = korean
        self.series_said = BLANK in text  # only a series' days ("every thursday") come blanked: rules.py blanks them

    def matches(self, pattern: LazyPattern) -> list[re.Match[str]]:
        """All matches in the text as it is now; consuming one does not disturb the others."""
        if not self.korean and pattern in _KOREAN_ONLY:  # they cannot match without Hangul
            return []
        return list(pattern.finditer(self.masked))

    def consume(self, start: int, end: int) -> None:
        self.masked = self.masked[:start] + BLANK * (end - start) + self.masked[end:]


def _scan_named_days(scan: _Scanner, found: Temporal) -> None:
    """ "Christmas Eve", "어린이날": a date every year, when no other day is named; beside one it is
    part of a name ("Christmas party on the 20th", "크리스마스 파티 12월 20일")."""
    if found.days or found.weeks or found.months or found.named_months:
        return
    for match in scan.matches(_NAMED_DAY):
        month, day = named_day(match[0])
        found.days.append(DayMention(span=match.span(), month=month, day=day, named=True))
        scan.consume(*match.span())


def _scan_dates(scan: _Scanner, found: Temporal) -> None:
    for match in scan.matches(_ISO_DATE):
        found.days.append(DayMention(span=match.span(), year=int(match[1]), month=int(match[2]), day=int(match[3])))
        scan.consume(*match.span())
    for match in scan.matches(_KO_DATE):
        year = int(match[1]) if match[1] else None
        found.days.append(DayMention(span=match.span(), year=year, month=int(match[2]), day=int(match[3])))
        scan.consume(*match.span())
    for match in scan.matches(_NUMERIC_DATE):
        year = int(match[3]) if match[3] else None
        if year is not None and year < 100:
            year += 2000
        found.days.append(DayMention(span=match.span(), year=year, month=int(match[1]), day=int(match[2])))
        scan.consume(*match.span())
    for match in scan.matches(_KO_DOTTED_DATE):
        found.days.append(DayMention(span=match.span(), month=int(match[1]), day=int(match[2])))
        scan.consume(*match.span())
    for match in scan.matches(_EN_MONTH_DAY):
        month, year = _MONTHS[match[1].lower()], int(match[4]) if match[4] else None
        found.days.append(DayMention(span=match.span(2), year=year, month=month, day=int(match[2])))
        if match[3]:
            found.days.append(
                DayMention(span=match.span(3), year=year, month=month, day=int(match[3]), closes_span=True)
            )
        scan.consume(*match.span())
    for match in scan.matches(_EN_DAY_MONTH):
        year = int(match[3]) if match[3] else None
        found.days.append(DayMention(span=match.span(), year=year, month=_MONTHS[match[2].lower()], day=int(match[1])))
        scan.consume(*match.span())


def _scan_ko_times(scan: _Scanner, found: Temporal) -> None:
    for match in scan.matches(_KO_RANGE):
        with suppress(NotAClock):
            start, end = _clock(_KO_CLOCK_PARTS, match["start"]), _clock(_KO_CLOCK_PARTS, match["end"])
            found.times.append(TimeMention(start, end, match.span()))
        scan.consume(*match.span())
    for match in scan.matches(_KO_TIME):
        with suppress(NotAClock):
            found.times.append(TimeMention(_clock(_KO_CLOCK_PARTS, match[0]), None, match.span()))
        scan.consume(*match.span())


def _scan_en_times(scan: _Scanner, found: Temporal) -> None:
    for match in scan.matches(_EN_PAST_HOUR):
        if match["dir"] is None and match["quarter"].lower() != "half":
            continue  # "quarter 4" says no time
        hour = int(spelled_number(match["h"]))
        minute = {"half": 30, "quarter": 15}[match["quarter"].lower()]
        if (match["dir"] or "").lower() == "to":
            hour, minute = (hour - 1) % 12 or 12, 60 - minute
        meridiem = _MERIDIEM_WORDS.get((match["mer"] or "").lower())
        with suppress(NotAClock):
            end = _clock(_EN_CLOCK_PARTS, match["end"]) if match["end"] else None
            found.times.append(TimeMention(Clock(hour, minute, meridiem), end, match.span()))
        scan.consume(*match.span())
    for match in scan.matches(_EN_TIME):
        start_text, end_text = match["start"], match["end"]
        if end_text and start_text.lower() == "one" and _ONE_OF_THEM.search(match.string, 0, match.start()):
            # "move the friday one to 9:10": "one" is the plan, the time after "to" where it goes
            with suppress(NotAClock):
                found.times.append(TimeMention(_clock(_EN_CLOCK_PARTS, end_text), None, match.span("end")))
                scan.consume(*match.span("end"))
            continue
        said_about = match[0].lower().endswith("ish")  # "3ish": about three is a time on its own
        # "make it 11 till 1", "say 6 to 9": two bare hours joined as a stretch of time
        stretch = end_text is not None and (
            _UNTIL_JOINED.search(match[0]) is not None or _A_TIME_SAID_BEFORE.search(match.string, 0, match.start())
        )
        # ("at like four thirty", "make it eleven thirty", "wednesday six thirty": two number words said as when)
        spoken = _SPOKEN_CLOCK_ALONE.fullmatch(start_text) is not None and (
            _SPOKEN_CLOCK_SAID_AFTER.search(match.string, 0, match.start()) is not None
        )
        if not (
            match["prep"]
            or said_about
            or stretch
            or spoken
            or _is_explicit_en(start_text)
            or (end_text and _is_explicit_en(end_text))
        ):
            continue
        # "after 3", "before 5": the time alone; the word stays to be read by what asks about a
        # window (expressions.time_bound) and to make a write ask (expressions.unplaced_word)
        span = (match.start("start"), match.end()) if match["bound"] else match.span()
        with suppress(NotAClock):
            end = _clock(_EN_CLOCK_PARTS, end_text) if end_text else None
            found.times.append(TimeMention(_clock(_EN_CLOCK_PARTS, start_text), end, span))
        scan.consume(*span)


def _scan_durations(scan: _Scanner, found: Temporal) -> None:
    for match in scan.matches(_KO_DURATION):
        if match["mo"]:
            minutes = spelled_number(match["mo"])
        else:
            minutes = spelled_number(match["h"]) * 60 + (30 if match["half"] else 0)
            minutes += spelled_number(match["m"]) if match["m"] else 0
        if minutes >= 1:
            found.durations.append(round(minutes))
        scan.consume(*match.span())
    for match in scan.matches(_EN_DURATION):
        if match["halfhour"]:
            minutes = 30.0
        elif match["quarterhour"] or match["threequarters"]:
            minutes = 15.0 if match["quarterhour"] else 45.0
        else:
            per_unit = 60 if (match["unit"] or match["wordunit"]).lower().startswith("h") else 1
            minutes = spelled_number(match["n"] or match["word"]) * per_unit + (
                per_unit / 2 if match["andhalf"] or match["nhalf"] or match["wordhalf"] else 0
            )
            minutes += int(match["extra"]) if match["extra"] else 0
        if minutes >= 1:
            found.durations.append(round(minutes))
        scan.consume(*match.span())
    if not found.durations:
        for match in scan.matches(_EN_BARE_MINUTES)[:1]:  # "push standup back 15": minutes, not 3pm
            number = "n" if match["n"] else "after_the_plan"
            found.durations.append(int(match[number]))
            scan.consume(*match.span(number))


# A number of minutes said alone after the way a plan moves: "back 15", "forward 30", or after the
# plan pushed ("push standup 15", "could we bump the sync 30?"): with no "to" or "at", no time of day;
# after the plan, one that may be an hour ("push dinner 10") is not read
_EN_BARE_MINUTES = LazyPattern(
    r"(?:(?:(?<=\bback\s)|(?<=\bforward\s)|(?<=\bahead\s))(?P<n>[1-9]\d|1[0-7]\d)"
    r"|\b(?:push|bump|delay|slide)\s+(?:(?!(?:to|at|till|until|by|back|forward|ahead)\b)[a-z][\w'-]*\s+){1,3}?"
    r"(?P<after_the_plan>1[5-9]|[2-9]\d|1[0-7]\d))(?=\s*(?:$|[,.!?]|(?:please|pls|thanks)\b))",
    _FLAGS,
)


def _scan_days(scan: _Scanner, found: Temporal) -> None:
    for match in scan.matches(_EN_RELATIVE_DAY):
        word = " ".join(match[0].lower().split())
        later_today = word == "later"
        if later_today and (
            not any(time.span[0] >= match.end() for time in found.times) or EN_CORRECTING_VERB.search(scan.masked)
        ):
            continue  # "later by 30 minutes", "push the dentist later, 4pm": how much later, or where it goes
        offset = int(spelled_number(match[1])) if match[1] else _EN_DAY_OFFSETS.get(word, 2)
        found.days.append(DayMention(span=match.span(), offset=offset, later_today=later_today))
        if word == "tonight":
            found.parts.append("evening")
        scan.consume(*match.span())
    for match in scan.matches(_KO_RELATIVE_DAY):
        found.days.append(DayMention(span=match.span(), offset=_KO_RELATIVE_OFFSETS[match[0]]))
        scan.consume(*match.span())
    for match in scan.matches(_EN_WEEKDAY):
        mode = _EN_WEEKDAY_MODES[" ".join(match[1].lower().split())] if match[1] else "bare"
        found.days.append(DayMention(span=match.span(), weekday=_EN_WEEKDAYS[match[2].lower()], mode=mode))
        scan.consume(*match.span())
    for match in scan.matches(_KO_WEEKDAY_SPAN):
        mode = _KO_WEEK_MODES[match[1]] if match[1] else "bare"
        found.days.append(DayMention(span=match.span(3), weekday=_KO_WEEKDAYS[match[3]], mode=mode))
        found.days.append(DayMention(span=match.span(4), weekday=_KO_WEEKDAYS[match[4]], closes_span=True))
        scan.consume(*match.span())
    # "회의 목->금", "통화 수 말고 목": one day for another, each a day of its own
    for match in (*scan.matches(_KO_WEEKDAY_ARROW), *scan.matches(_KO_WEEKDAY_LETTER_INSTEAD)):
        for group in (1, 2):
            found.days.append(DayMention(span=match.span(group), weekday=_KO_WEEKDAYS[match[group]], mode="bare"))
            scan.consume(*match.span(group))
    for match in scan.matches(_KO_WEEKDAY_RUN):
        weekdays = [_KO_WEEKDAYS[letter] for letter in match[3] if letter in _KO_WEEKDAYS]
        if any(later != earlier + 1 for earlier, later in pairwise(weekdays)):
            continue  # "일월" is January, not Sunday and Monday
        mode = _KO_WEEK_MODES[match[1]] if match[1] else "bare"
        start, end = match.span(3)
        found.days.append(DayMention(span=(start, start + 1), weekday=weekdays[0], mode=mode))
        found.days.append(DayMention(span=(end - 1, end), weekday=weekdays[-1], closes_span=True))
        scan.consume(*match.span())
    for match in (*scan.matches(_KO_WEEKDAY), *scan.matches(_KO_WEEKDAY_BEFORE_A_CLOCK)):
        mode = _KO_WEEK_MODES[match[1]] if match[1] else "bare"
        found.days.append(DayMention(span=match.span(), weekday=_KO_WEEKDAYS[match[3]], mode=mode))
        scan.consume(*match.span())
    for pattern in (_EN_DAY_OF_MONTH, _KO_DAY_OF_MONTH):
        for match in scan.matches(pattern):
            found.days.append(DayMention(span=match.span(), day=int(match[1])))
            scan.consume(*match.span())
    for match in scan.matches(_EN_DAY_AFTER_A_WEEKDAY):  # "Tuesday 18 at 5", "friday 21": the date
        number = int(match["number"])
        weekday = any(day.weekday is not None and day.span[1] == match.start() for day in found.days)
        if weekday and (found.times or number > 12):
            found.days.append(DayMention(span=match.span("day"), day=number))
            scan.consume(*match.span("day"))
    for pattern in (_EN_DAY_OF_MONTH_AFTER, _EN_DAY_OF_MONTH_OPENING_A_SPAN, _EN_THE_BARE_DAY):
        for match in scan.matches(pattern):
            found.days.append(DayMention(span=match.span("day"), day=int(match["number"])))
            scan.consume(*match.span("day"))
    # each one found makes the next one listed, after a day (not a time: "at 1pm and 2nd round")
    while listed := [m for m in scan.matches(_EN_DAY_OF_MONTH_LISTED) if _after_a_day(found, m)]:
        for match in listed:
            found.days.append(DayMention(span=match.span("day"), day=int(match["number"])))
            scan.consume(*match.span("day"))
    # ("March 4 and 5", "september 1, 2 and 3": bare numbers listed after a date are days of its month)
    while listed := [m for m in scan.matches(_EN_BARE_DAY_LISTED) if _month_day_before(found, m)]:
        for match in listed:
            dated = _month_day_before(found, match)
            assert dated is not None
            found.days.append(
                DayMention(span=match.span("day"), year=dated.year, month=dated.month, day=int(match["day"]))
            )
            scan.consume(*match.span("day"))


def _month_day_before(found: Temporal, listed: re.Match[str]) -> DayMention | None:
    """The date with its month said right before a bare listed day, if one is."""
    return next(
        (day for day in found.days if day.month is not None and listed.start() < day.span[1] <= listed.start("day")),
        None,
    )


def _after_a_day(found: Temporal, listed: re.Match[str]) -> bool:
    """Whether a day said ends right before the listed one's separator (the blank a mention leaves is
    whitespace to `re`, so the separator may begin inside it)."""
    return any(listed.start() < day.span[1] <= listed.start("day") for day in found.days)


def _scan_context(scan: _Scanner, found: Temporal) -> None:
    for match in scan.matches(_EN_WEEK):
        offset = _EN_WEEK_OFFSETS[" ".join(match[1].lower().split())] if match[1] else 0
        found.weeks.append(WeekMention(offset, weekend=match[2].lower() == "weekend", span=match.span()))
        scan.consume(*match.span())
    for match in scan.matches(_KO_WEEK):
        offset = _KO_WEEK_OFFSETS[match[1]] if match[1] else 0
        found.weeks.append(WeekMention(offset, weekend=bool(match[2] or match[3]), span=match.span()))
        scan.consume(*match.span())
    for pattern in (_EN_MONTH, _KO_MONTH):
        for match in scan.matches(pattern):
            found.months.append(_MONTH_OFFSETS[(match[1] or match[2]).lower()])
            scan.consume(*match.span())
    for match in scan.matches(_EN_NAMED_MONTH):
        name, year = (match[1], match[2]) if match[1] else (match[3], match[4])
        found.named_months.append((int(year) if year else None, _MONTHS[name.lower()]))
        scan.consume(*match.span())
    for match in scan.matches(_KO_NAMED_MONTH):
        found.named_months.append((int(match[1]) if match[1] else None, int(match[2])))
        scan.consume(*match.span())
    for pattern in (_EN_PART, _KO_PART):
        for match in scan.matches(pattern):
            if pattern is _EN_PART and _names_the_part(scan.masked, match, found.times):
                continue  # "parents evening at 6pm", "movie night at 9pm": the name of the event
            found.parts.append(PARTS[re.sub(r"\s+", " ", match[1].lower())])
            if (
                _after_a_name(scan.masked, match)
                if pattern is _EN_PART
                else _KO_MEAL_WITH.search(scan.masked, 0, match.start())
                or (found.times and _KO_MEAL_OF.match(scan.masked, match.end()))
            ):
                # "parents evening at 6", "가족들이랑 저녁 6시", "7시 거래처 저녁 식사": the evening's six, and the
                # event's name still ("오늘 저녁 약속", no hour said, is this evening's)
                continue
            scan.consume(*match.span())
    _scan_hours_after_a_day(scan, found)
    place_evening_meal(found, scan.masked)
    for match in scan.matches(_ALL_DAY):
        found.all_day = True
        scan.consume(*match.span())


# "friday 5", "saturday 9 to 1", "sunday afternoon 2-4": an hour said right after the day or the part of the day it
# falls on, and nothing after it but the end of what is said or a small word; after a comma, a range of hours only
# ("on the 2nd, 2 to 4"; "a table friday, 4 please" is four people)
_EN_HOUR_AFTER_A_DAY = LazyPattern(
    rf"(?<={BLANK})(?:[ \t]+|[ \t]*,[ \t]+(?=\d{{1,2}}[ \t]*(?:-|~|to|till|until)[ \t]*\d))"
    r"(?P<start>(?:1[0-2]|[1-9]))(?:[ \t]*(?:-|~|to|till|until)[ \t]*(?P<end>1[0-2]|[1-9]))?"
    rf"(?=[ \t]*(?:$|[,.!?;){BLANK}]|(?:at|in|on|and|is|was|now|instead|not|please|pls|thanks|then"
    r"|starting|from|beginning|until|till|through|thru|with|every)\b))",  # ("… 4 to 5 starting the 11th")
    _FLAGS,
)


# "… on the calendar for 2 today", "…, 2 to 4 that day": an hour right before its day, after "on the
# calendar for" or opening a clause
_EN_HOUR_FOR_A_DAY = LazyPattern(  # ("a table for 4 friday" is four people)
    r"(?:(?<=calendar)[ \t]+for[ \t]+|(?:^|[,;])[ \t]*)(?P<start>1[0-2]|[1-9])"
    rf"(?:[ \t]*(?:-|~|to|till|until)[ \t]*(?P<end>1[0-2]|[1-9]))?(?=[ \t]+{BLANK})"
    # "team offsite planning 2-4 wednesday": a range of hours after a name, right before its day
    rf"|(?<=[a-z])[ \t]+(?P<start2>1[0-2]|[1-9])[ \t]*[-~][ \t]*(?P<end2>1[0-2]|[1-9])(?=[ \t]+{BLANK})",
    _FLAGS,
)


def _scan_hours_after_a_day(scan: _Scanner, found: Temporal) -> None:
    """A bare hour after a day, the days of a series ("karate every thursday 5-6") or a part of the day, or "for" one
    right before its day, when no time is said otherwise."""
    if found.times or found.moments or not (found.days or found.parts or scan.series_said):
        return
    for match in (scan.matches(_EN_HOUR_AFTER_A_DAY) or scan.matches(_EN_HOUR_FOR_A_DAY))[:1]:
        first = "start2" if "start2" in match.re.groupindex and match["start2"] else "start"
        last = match["end2"] if first == "start2" else match["end"]
        span = (match.start(first), match.end())
        found.times.append(TimeMention(Clock(int(match[first])), Clock(int(last)) if last else None, span))
        scan.consume(*span)


# Plans that place a bare hour in the evening ("dinner at 7", "회식 7시"); lunch and breakfast need no help
# (a Korean plan's name ends in what it is: "회식 준비 회의", "회식비 정산", "송년회 장소 답사" are of the morning as
# much as any, only a request or a time may follow the evening's word)
_EVENING_EVENT = LazyPattern(
    rf"\b(?:{EVENING_EVENTS.en_pattern})\b"
    rf"|(?:{EVENING_EVENTS.ko_pattern})(?:은|는|이|가|을|를|도|에|으로|로)?(?![가-힣])"
    rf"(?![ \t]*(?!(?:잡아|넣어|있|해|하|가|갈|추가|등록|예약해|일정)|{KO_WEEKDAY_LETTER}(?:요일|욜)|{_KO_RELATIVE_DAY}"
    rf"|(?:다음|이번)[ \t]*주|담주|다담주|저녁|밤|(?:{FILLER_WORDS.ko_pattern})(?![가-힣]))[가-힣])",
    _FLAGS,
)


def place_evening_meal(found: Temporal, masked: str) -> None:
    """ "dinner at 7", "송년회 7시 반", or "dinner saturday" then "7" to the question of its time, is the evening's
    seven (the plan's word stays in the title)."""
    if not found.parts and _EVENING_EVENT.search(masked) and found.times and all(map(_evening_hour, found.times)):
        found.parts.append("evening")


def _evening_hour(time: TimeMention) -> bool:
    # ("신년회 11시 반", "happy hour at 11": late in the morning as likely)
    return time.start.meridiem is None and not time.start.fixed and 5 <= time.start.hour <= 10


# 저녁, 점심, 아침 right after who it is with ("가족들이랑 저녁", "민수와 점심") is that meal
_KO_MEAL_WITH = LazyPattern(r"[가-힣](?:이랑|랑|하고|와|과)[ \t]*(?:[가-힣]+에서[ \t]*)?$")  # "민지랑 강남에서 저녁"


# 저녁, 점심, 아침 right before what makes it a meal ("저녁 식사", "점심 약속")
_KO_MEAL_OF = LazyPattern(r"(?<=저녁|점심|아침)[ \t]*(?:식사|약속|모임)")


def _after_a_name(masked: str, part: re.Match[str]) -> bool:
    """ "Evening" or "night" right after a word that names ("parents evening", "game night")."""
    return (
        part[1].lower() in ("evening", "night")
        and part.start(1) == part.start()
        and _EN_NAMES_THE_PART.search(masked, 0, part.start()) is not None
    )


def _names_the_part(masked: str, part: re.Match[str], times: list[TimeMention]) -> bool:
    """ "Evening" or "night" right after a word, with every time said on the clock's own terms
    ("6-7:30pm"), is part of a name; "in the evening at 7" and "game night at 8" still place 7 and 8."""
    return (
        part.start(1) == part.start()
        and bool(times)
        and all(t.start.meridiem is not None or t.start.fixed or (t.end and t.end.meridiem) for t in times)
        and _EN_NAMES_THE_PART.search(masked, 0, part.start()) is not None
    )


_KOREAN_ONLY = frozenset(
    (
        _KO_DATE,
        _KO_DOTTED_DATE,
        _KO_DAY_OF_MONTH,
        _KO_RELATIVE_DAY,
        _KO_WEEKDAY,
        _KO_WEEKDAY_BEFORE_A_CLOCK,
        _KO_WEEKDAY_RUN,
        _KO_WEEKDAY_SPAN,
        _KO_WEEKDAY_ARROW,
        _KO_WEEKDAY_LETTER_INSTEAD,
        _KO_RANGE,
        _KO_TIME,
        _KO_DURATION,
        _KO_WEEK,
        _KO_MONTH,
        _KO_NAMED_MONTH,
        _KO_PART,
    )
)
_Scan = Callable[[_Scanner, Temporal], None]
# The utterance's own language reads its clock times first: "10:30" belongs to "10:30부터"
# in Korean and to "from 10:30 to 11" in English.
_SCANS: dict[bool, tuple[_Scan, ...]] = {
    korean: (_scan_dates, *times, _scan_durations, _scan_days, _scan_context, _scan_named_days)
    for korean, times in ((True, (_scan_ko_times, _scan_en_times)), (False, (_scan_en_times, _scan_ko_times)))
}


# What sets a slip right between two days or two clocks said one after the other, as people say it aloud ("thursday
# at four oh no five", "목요일 아니 금요일", "세시 에 아 네시 에"): the second is the one meant
_EN_SET_RIGHT = (
    r"[\s,.…-]*(?:(?:oh|ah|um|uh|sorry|wait|actually)[\s,.…]+)*"
    r"(?:no\s+wait|wait\s+no|no|nope|i\s+mean|i\s+meant|or\s+rather|make\s+that|sorry|actually)"
    r"[\s,.…!]*(?:(?:at|on|the)\s+)?"
)
# ("at four oh no five", "at 4 i mean 5": the clock meant, said bare; a bare "no" before a number is as often "no one",
# "no twelve people")
_EN_CLOCK_SET_RIGHT = LazyPattern(
    r"(?:[\s,.…-]*(?:(?:oh|ah|um|uh|sorry|wait|actually)[\s,.…]+)*"
    r"(?:no\s+wait|wait\s+no|oh\s+no|i\s+mean|i\s+meant|or\s+rather|make\s+that|sorry|actually)"
    r"|\s*,\s*no(?=\s*,))"  # "3, no, 4": a bare "no" set off by commas
    rf"[\s,.…!]*(?:at\s+)?(?P<clock>{_EN_CLOCK})(?![\w:])(?!\s+(?:people|of|more|ways|guests|persons)\b)",
    _FLAGS,
)
_SET_RIGHT_BETWEEN = {
    False: LazyPattern(_EN_SET_RIGHT, _FLAGS),
    True: LazyPattern(
        r"\s*(?:에|로|으로)?[\s,.…]*(?:(?:아|앗|어)[\s,.…]+)?(?:아니다|아니지|아냐|아니고|아니)(?![가-힣])[\s,.…!]*"
        r"|\s*(?:에|로|으로)?[\s,.…]*(?:아|앗)[\s,.…]+"
    ),
}


_Mention = TypeVar("_Mention", DayMention, TimeMention)


def _set_right_aloud(found: Temporal, korean: bool) -> None:
    """Of two days or two clocks with only a slip set right between them, the first is dropped: the second is meant.
    Its words stay blanked, no part of a title."""
    between = _SET_RIGHT_BETWEEN[korean]
    for index, said in enumerate(found.times if not korean else ()):
        meant = _EN_CLOCK_SET_RIGHT.match(found.masked, said.span[1])
        if meant is None or said.end is not None:
            continue
        with suppress(NotAClock):
            clock = _clock(_EN_CLOCK_PARTS, meant["clock"])
            clock = clock if clock.meridiem or clock.fixed else clock._replace(meridiem=said.start.meridiem)
            found.times[index] = TimeMention(clock, None, meant.span("clock"))
            start, end = meant.span("clock")
            found.masked = found.masked[:start] + BLANK * (end - start) + found.masked[end:]
    # (a day said with its week, "다음 주 수요일 아니 목요일", "next thursday no friday", keeps its week: asked)
    if not found.weeks and all(day.weekday is None or day.mode == "bare" for day in found.days):
        found.days = _without_slips(found.days, found.masked, between)
    found.times = _without_slips(found.times, found.masked, between)


def _without_slips(mentions: list[_Mention], masked: str, between: LazyPattern) -> list[_Mention]:
    """`mentions` without each one followed by another with only `between` (a slip set right) between them."""
    slips = {
        index
        for index, (first, second) in enumerate(pairwise(mentions))
        if between.fullmatch(masked, first.span[1], second.span[0]) is not None
    }
    return [mention for index, mention in enumerate(mentions) if index not in slips]


def find_temporal(text: str, *, korean: bool, prelude: tuple[_Scan, ...] = ()) -> Temporal:
    """`prelude` scans first: the richer expressions of `expressions.py` before their parts."""
    scan = _Scanner(text, korean=korean)
    found = Temporal(masked=text)
    for step in (*prelude, *_SCANS[korean]):
        step(scan, found)
    found.masked = scan.masked
    found.days.sort(key=lambda mention: mention.span)
    found.times.sort(key=lambda mention: mention.span)
    _set_right_aloud(found, korean)
    return found
