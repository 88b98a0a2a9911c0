"""The grounding check: an answer may state only dates, times and titles found in its context.

A language model writes the answer from the context text; this check reads the answer back
and lists every date, time, year, event title and vacation claim it cannot find among the
context's facts (plus the asked window and "now", which the context also states). It is
deterministic and conservative: an event noun qualified by words that are not a context
title ("budget meeting") counts as a title nobody stored. The caller replaces an answer that
fails with the template answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from pydantic import BaseModel

from .models import FactDraft, Interval
from .ontology import Predicate
from .timefmt import is_all_day


class GroundingReport(BaseModel):
    unsupported: list[str]

    @property
    def grounded(self) -> bool:
        return not self.unsupported


_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("jan", "january"),
            ("feb", "february"),
            ("mar", "march"),
            ("apr", "april"),
            ("may",),
            ("jun", "june"),
            ("jul", "july"),
            ("aug", "august"),
            ("sep", "sept", "september"),
            ("oct", "october"),
            ("nov", "november"),
            ("dec", "december"),
        ),
        1,
    )
    for name in names
}
_WEEKDAYS = {
    name: number
    for number, names in enumerate(
        (
            ("mon", "monday", "월요일"),
            ("tue", "tues", "tuesday", "화요일"),
            ("wed", "wednesday", "수요일"),
            ("thu", "thur", "thurs", "thursday", "목요일"),
            ("fri", "friday", "금요일"),
            ("sat", "saturday", "토요일"),
            ("sun", "sunday", "일요일"),
        )
    )
    for name in names
}
_RELATIVE_DAYS = {"today": 0, "tonight": 0, "tomorrow": 1, "yesterday": -1, "오늘": 0, "내일": 1, "어제": -1, "모레": 2}

_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_ORDINAL = r"(?:st|nd|rd|th)?"
_DATE_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\b(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})\b"), "iso"),
    (
        re.compile(rf"\b(?P<month_name>{_MONTH})\.?\s+(?P<day>\d{{1,2}}){_ORDINAL}\b(?:,?\s+(?P<year>\d{{4}}))?", re.I),
        "md",
    ),
    (
        re.compile(
            rf"\b(?P<day>\d{{1,2}}){_ORDINAL}\s+(?:of\s+)?(?P<month_name>{_MONTH})\b\.?(?:,?\s+(?P<year>\d{{4}}))?",
            re.I,
        ),
        "md",
    ),
    (re.compile(r"(?:(?P<year>\d{4})년\s*)?(?P<month>\d{1,2})월\s*(?P<day>\d{1,2})일"), "md"),
    (re.compile(r"\b(?P<first>\d{1,2})/(?P<second>\d{1,2})(?:/(?P<year>\d{4}))?\b"), "slash"),
    (re.compile(r"\bthe\s+(?P<day>\d{1,2})(?:st|nd|rd|th)\b", re.I), "day"),
    (re.compile(r"(?<![\d월])(?P<day>\d{1,2})일(?!요일)"), "day"),
)
_ISO_DATETIME = re.compile(r"\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?", re.I)
_TIME_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?P<half>오전|오후)\s*(?P<hour>\d{1,2})시(?:\s*(?P<minute>\d{1,2})분|\s*(?P<thirty>반))?"), "ko"),
    (re.compile(r"(?P<hour>\d{1,2})시(?:\s*(?P<minute>\d{1,2})분|\s*(?P<thirty>반))?"), "ko"),
    (re.compile(r"\b(?P<hour>\d{1,2})(?::(?P<minute>\d{2}))?\s*(?P<half>a\.?m\.?|p\.?m\.?)(?![a-z])", re.I), "12h"),
    (re.compile(r"(?<![\d:])(?P<hour>\d{1,2})[:.h](?P<minute>\d{2})(?![\d:])"), "24h"),
    (re.compile(r"\b(?P<word>noon|midday|midnight)\b|(?P<ko_word>정오|자정)", re.I), "word"),
)
_WEEKDAY = re.compile(
    r"\b(?i:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b"
    r"|\b(?:Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)\b\.?"  # abbreviations only capitalised: "I sat", "the sun"
    r"|[월화수목금토일]요일|\([월화수목금토일]\)"
)
_KO_WEEKDAY_LETTERS = "월화수목금토일"
_RELATIVE = re.compile(r"\b(?:today|tonight|tomorrow|yesterday)\b|오늘|내일|어제|모레", re.I)
_YEAR = re.compile(r"\b(?:19|20)\d{2}\b")
_QUOTED = re.compile(r"'([^'\n]{1,200})'|\"([^\"\n]{1,200})\"|‘([^’\n]{1,200})’|“([^”\n]{1,200})”|「([^」\n]{1,200})」")

_EVENT_NOUNS = re.compile(
    r"\b(?:meetings?|calls?|reviews?|syncs?|stand-?ups?|interviews?|appointments?|sessions?|demos?|workshops?"
    r"|presentations?|conferences?|lunch(?:es)?|dinners?|breakfasts?|one-on-ones?|1:1s?|huddles?|retros?"
    r"|retrospectives?|offsites?|events?)\b|회의|미팅|통화|면담|약속|리뷰|면접|회식|워크숍|발표",
    re.I,
)
# Words before an event noun that leave it generic ("you have no meetings", "회의가 없습니다");
# any other word is read as part of a title ("budget meeting").
_GENERIC_QUALIFIERS = frozenset(
    """a an the no any your my our their his her its other another one two three four five several some all more many
    few these those this that of and or but nor so new existing scheduled planned upcoming overlapping conflicting
    additional only single both each every either neither first second next previous earlier later same such
    have has had having is are was were be been being am do does did don't doesn't didn't got get gets attend attending
    join joining hold holding book booked schedule scheduling cancel cancelled canceled skip missing
    you i we they there here it he she them us me also still just then even any no-one nothing without
    with for in on at from to by about during before after between around into over under until than as
    since because while if when where which who what how not
    다른 모든 어떤 그 이 저 새 기존 예정된 겹치는 아무""".split()
)
_VACATION_WORDS = re.compile(
    r"\b(?:vacations?|holidays?|days? off|time off|on leave|annual leave|pto)\b|휴가|연차", re.I
)
_NEGATIONS = re.compile(
    r"\b(?:no|not|never|none|isn't|aren't|don't|doesn't|without|nothing)\b|n't\b|없|않|아닙|아니",
    re.I,
)
_SENTENCE = re.compile(r"[^.!?\n。]+[.!?。]?")


class _Known:
    """What the context states: dates, minutes of day, years, titles, whether there is a vacation."""

    def __init__(self, *, facts: Sequence[FactDraft], window: Interval, now: datetime, tz: ZoneInfo) -> None:
        self.tz = tz
        self.today = now.astimezone(tz).date()
        self.dates: set[date] = {self.today}
        self.minutes: set[int] = {_minute_of(now.astimezone(tz))}
        for interval in [window, *facts]:
            self._add_interval(interval)
        self.years = {d.year for d in self.dates}
        self.weekdays = {d.weekday() for d in self.dates}
        self.has_vacation = any(f.predicate is Predicate.VACATION for f in facts)
        # Longest first, so "dev team meeting" is masked before a shorter title inside it.
        self.titles = sorted({_normal(f.object_value) for f in facts}, key=len, reverse=True)

    def _add_interval(self, interval: Interval) -> None:
        start, end = interval.start_time.astimezone(self.tz), interval.end_time.astimezone(self.tz)
        last = end - timedelta(microseconds=1)
        day = start.date()
        while day <= last.date():
            self.dates.add(day)
            day += timedelta(days=1)
        self.minutes.add(_minute_of(start))
        end_minute = _minute_of(end)
        self.minutes.add(end_minute)
        if end_minute == 0:
            self.minutes.add(24 * 60)
        if is_all_day(start, end, self.tz):
            self.dates.add(end.date() - timedelta(days=1))

    def knows_date(self, month: int, day: int, year: int | None) -> bool:
        return any(d.month == month and d.day == day and (year is None or d.year == year) for d in self.dates)


def _minute_of(moment: datetime) -> int:
    return moment.hour * 60 + moment.minute


def _normal(text: str) -> str:
    return " ".join(text.casefold().split())


def _mask(text: str, spans: Iterable[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def check_grounding(
    answer: str, *, facts: Sequence[FactDraft], window: Interval, now: datetime, timezone: ZoneInfo
) -> GroundingReport:
    """List what `answer` states that the context (facts, window, now) does not."""
    if not answer.strip():
        return GroundingReport(unsupported=["the answer is empty"])
    known = _Known(facts=facts, window=window, now=now, tz=timezone)
    unsupported: list[str] = []
    text = answer
    text = _check_iso_datetimes(text, known, unsupported)
    text = _check_titles(text, known, unsupported)
    text = _check_dates(text, known, unsupported)
    text = _check_times(text, known, unsupported)
    _check_vacation_claims(text, answer, known, unsupported)
    return GroundingReport(unsupported=list(dict.fromkeys(unsupported)))


def _check_iso_datetimes(text: str, known: _Known, unsupported: list[str]) -> str:
    for match in _ISO_DATETIME.finditer(text):
        try:
            moment = datetime.fromisoformat(match.group().replace("z", "Z"))
        except ValueError:
            unsupported.append(f"datetime {match.group()}")
            continue
        local = moment.astimezone(known.tz) if moment.tzinfo else moment
        if local.date() not in known.dates or _minute_of(local) not in known.minutes:
            unsupported.append(f"datetime {match.group()}")
    return _mask(text, (m.span() for m in _ISO_DATETIME.finditer(text)))


def _check_titles(text: str, known: _Known, unsupported: list[str]) -> str:
    """Quoted spans must be titles; titles are then masked so their nouns are not read as new events."""
    for match in _QUOTED.finditer(text):
        quoted = next(group for group in match.groups() if group is not None)
        if _normal(quoted) not in known.titles:
            unsupported.append(f"title {quoted!r}")
    text = _mask(text, (m.span() for m in _QUOTED.finditer(text)))
    folded = text.casefold()
    spans = []
    for title in known.titles:
        pattern = r"\s+".join(re.escape(word) for word in title.split())
        spans += [m.span() for m in re.finditer(rf"(?<!\w){pattern}(?!\w)", folded)]
    text = _mask(text, spans)
    for match in _EVENT_NOUNS.finditer(text):
        before = text[: match.start()].rstrip()
        previous = re.search(r"([\w'-]+)$", before)
        if previous is None or before.endswith((",", ".", ":", ";", "(", "!", "?")):
            continue
        word = previous.group(1).casefold()
        if word in _GENERIC_QUALIFIERS or word.isdigit() or (not word.isascii() and _is_korean_particle_word(word)):
            continue
        unsupported.append("title " + repr(f"{previous.group(1)} {match.group()}"))
    return text


def _is_korean_particle_word(word: str) -> bool:
    """A Korean word ending in a particle or a time ('10시에는', '휴가라서') does not name the next noun."""
    return (
        word.endswith(("은", "는", "이", "가", "을", "를", "에", "도", "서", "고", "면", "와", "과", "시", "분", "일"))
        or word in _GENERIC_QUALIFIERS
    )


def _check_dates(text: str, known: _Known, unsupported: list[str]) -> str:
    spans = []
    for pattern, kind in _DATE_PATTERNS:
        for match in pattern.finditer(text):
            if not _date_is_known(match, kind, known):
                unsupported.append(f"date {match.group().strip()}")
            spans.append(match.span())
        text = _mask(text, spans)
    for match in _WEEKDAY.finditer(text):
        if _weekday_of(match.group()) not in known.weekdays:
            unsupported.append(f"weekday {match.group()}")
    for match in _RELATIVE.finditer(text):
        if known.today + timedelta(days=_RELATIVE_DAYS[match.group().casefold()]) not in known.dates:
            unsupported.append(f"day {match.group()}")
    text = _mask(text, [m.span() for m in _WEEKDAY.finditer(text)] + [m.span() for m in _RELATIVE.finditer(text)])
    for match in _YEAR.finditer(text):
        if int(match.group()) not in known.years:
            unsupported.append(f"year {match.group()}")
    return _mask(text, (m.span() for m in _YEAR.finditer(text)))


def _weekday_of(mention: str) -> int:
    if mention.startswith("("):
        return _KO_WEEKDAY_LETTERS.index(mention[1])
    return _WEEKDAYS[mention.casefold().rstrip(".")]


def _date_is_known(match: re.Match[str], kind: str, known: _Known) -> bool:
    groups = match.groupdict()
    year = int(groups["year"]) if groups.get("year") else None
    if kind == "slash":
        first, second = int(groups["first"]), int(groups["second"])
        return known.knows_date(first, second, year) or known.knows_date(second, first, year)
    if kind == "day":
        return any(d.day == int(groups["day"]) for d in known.dates)
    month = _MONTHS[groups["month_name"].casefold()] if groups.get("month_name") else int(groups["month"])
    return known.knows_date(month, int(groups["day"]), year)


def _check_times(text: str, known: _Known, unsupported: list[str]) -> str:
    for pattern, kind in _TIME_PATTERNS:
        for match in pattern.finditer(text):
            if not any(minute in known.minutes for minute in _minutes(match, kind)):
                unsupported.append(f"time {match.group().strip().rstrip('.')}")
        text = _mask(text, (m.span() for m in pattern.finditer(text)))
    return text


def _minutes(match: re.Match[str], kind: str) -> list[int]:
    """The minutes of day a time mention can mean (a bare Korean '3시' is 03:00 or 15:00)."""
    groups = match.groupdict()
    if kind == "word":
        word = (groups["word"] or groups["ko_word"]).casefold()
        return [12 * 60] if word in ("noon", "midday", "정오") else [0, 24 * 60]
    hour = int(groups["hour"])
    minute = 30 if groups.get("thirty") else int(groups.get("minute") or 0)
    half = (groups.get("half") or "").casefold().replace(".", "")
    if half in ("am", "오전"):
        return [(hour % 12) * 60 + minute]
    if half in ("pm", "오후"):
        return [(hour % 12 + 12) * 60 + minute]
    if kind == "ko" and hour <= 12:
        return [hour * 60 + minute, ((hour % 12) + 12) * 60 + minute]
    return [hour * 60 + minute]


def _check_vacation_claims(text: str, answer: str, known: _Known, unsupported: list[str]) -> None:
    """A vacation may only be claimed when the context has one; denying one is fine.

    `text` is the answer with what was already checked masked out (same length as `answer`).
    """
    if known.has_vacation:
        return
    for sentence in _SENTENCE.finditer(text):
        if _VACATION_WORDS.search(sentence.group()) and not _NEGATIONS.search(sentence.group()):
            unsupported.append(f"vacation claim {answer[sentence.start() : sentence.end()].strip()!r}")
