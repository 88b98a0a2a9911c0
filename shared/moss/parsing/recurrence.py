"""How an utterance says a fact repeats, in English and Korean: the grammar of series.

`find_series` reads the repetition ("every weekday", "every other Tuesday", "the first
Friday of every month", "매주 월요일", "격주 금요일", "매달 첫째 주 금요일") and its end
("until the end of August", "for 6 weeks", "10 times", "8월 말까지", "6주 동안", "10번"),
and blanks both out of the text, so the rest of the rule parser reads the time of day,
a start date ("starting next Monday", "다음 주부터") and the title as for a one-off fact.
`first_occurrence` and `rrule_text` turn what was read into the series' first occurrence and
its RFC 5545 RRULE; python-dateutil's `rrule` does the calendar arithmetic.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from ..domain.calendar_words import EN_WEEKDAYS as _EN_DAY
from ..domain.calendar_words import KO_WEEKDAY_LETTER
from ..domain.calendar_words import KO_WEEKDAYS as _KO_DAY
from ..domain.calendar_words import MONTHS as _MONTHS
from ..domain.calendar_words import alternation as _alternation
from ..domain.lexicon import EN_NUMBERS, ORDINALS, ordinal_pattern
from ..domain.patterns import LazyPattern
from .temporal import BLANK

_FLAGS = re.IGNORECASE
_CODES = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")
_WEEKDAYS = (0, 1, 2, 3, 4)

_EN_POSITION = {word: n for word, n in ORDINALS.items() if word.isascii()}
_KO_POSITION = {word: n for word, n in ORDINALS.items() if not word.isascii()}
_EN_NUMBER = {word: n for word, n in EN_NUMBERS.items() if 2 <= n <= 12}
_EN_ORDINAL = ordinal_pattern(korean=False)
_DAY_RE = rf"(?:{_alternation(_EN_DAY)})s?"
_ONE_DAY_IN_S = rf"(?:{_alternation(name for name in _EN_DAY if name.endswith('s'))})"
_DAYS_RE = rf"{_DAY_RE}(?:(?:\s*(?:,|,?\s*and|&|/|or)\s*|\s+){_DAY_RE})*"  # "mon wed and fri" too
_KO_DAY_RE = rf"{KO_WEEKDAY_LETTER}(?:요일)?"
_KO_DAYS_RE = rf"{_KO_DAY_RE}(?:\s*(?:,|/|·|와|과|랑|하고|및)?\s*{_KO_DAY_RE})*"
# A series said to last longer than a century is no plan anyone keeps, and its end could fall
# off the calendar (year 9999).
MAX_LASTING_DAYS = 36_525
# Any number: one out of range is asked about, not dropped or cut to its last digits.
_NUMBER_RE = rf"\d+|{_alternation(_EN_NUMBER)}"
_MONTH_RE = _alternation(_MONTHS)


@dataclass
class Series:
    """What an utterance said about repetition; `masked` is the text with it blanked."""

    masked: str
    freq: str  # DAILY, WEEKLY, MONTHLY, YEARLY
    interval: int = 1
    weekdays: tuple[int, ...] = ()
    position: int | None = None  # with one weekday: the 1st..4th or last (-1) of the month
    month_day: int | None = None
    month: int | None = None  # of a yearly series
    count: int | None = None
    until: date | None = None  # the last day an occurrence may fall on
    lasting_days: int | None = None  # "for 6 weeks": until that many days after the first occurrence
    lasting_months: int | None = None  # "for 2 months", "2개월 동안": likewise, in months
    unknown_end: str | None = None  # an end said that names no calendar date ("until June 31")
    spans: list[tuple[int, int]] = field(default_factory=list)


# -- the repetition ---------------------------------------------------------------------

# weekdays in the plural ("fridays", "tuesdays and thursdays"; "thurs" is one day's short name)
_EN_PLURAL_DAYS = LazyPattern(
    rf"\b(?:on\s+)?(?P<days>(?!{_ONE_DAY_IN_S}\b)(?:{_alternation(_EN_DAY)})s(?:\s*(?:,|and|&)\s*{_DAY_RE})*)\b",
    re.IGNORECASE,
)
_EN_PATTERNS: tuple[tuple[LazyPattern, str], ...] = tuple(
    (LazyPattern(pattern, _FLAGS), kind)
    for pattern, kind in (
        (
            rf"\b(?:on\s+)?(?:the\s+)?(?P<pos>{_EN_ORDINAL})\s+(?P<day>{_DAY_RE})"
            r"\s+(?:of\s+)?(?:every|each|the|a)\s+month\b",
            "position",
        ),
        (
            rf"\b(?:every|each)\s+(?:month\s+on\s+the\s+)?(?P<pos>(?!second\b|2nd\b)(?:{_EN_ORDINAL}))"
            rf"\s+(?P<day>{_DAY_RE})(?:\s+of\s+(?:the|every|each)\s+month)?\b",
            "position",
        ),
        (
            rf"\b(?:every|each)\s+(?P<pos>second|2nd)\s+(?P<day>{_DAY_RE})\s+of\s+(?:the|every|each)\s+month\b",
            "position",
        ),
        (
            r"\b(?:on\s+)?the\s+(?P<mday>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?:every|each)\s+month\b"
            r"|\b(?:every\s+month|monthly)\s+on\s+the\s+(?P<mday2>\d{1,2})(?:st|nd|rd|th)?\b",
            "month_day",
        ),
        (r"\b(?:every|each)\s+(?:single\s+)?week\s?days?\b|\b(?:on\s+)?weekdays\b", "weekdays"),
        (rf"\b(?:every|each)\s+(?:other|second|2nd)\s+(?P<days>{_DAYS_RE})\b", "other_days"),
        (
            rf"\b(?:(?:every|each)\s+(?:other|second|2nd)\s+week|bi-?weekly|fortnightly|every\s+(?:two|2)\s+weeks)"
            rf"(?:\s+on\s+(?P<days>{_DAYS_RE}))?\b",
            "other_week",
        ),
        (rf"\bevery\s+(?P<n>{_NUMBER_RE})\s+(?P<unit>day|week|month)s\b", "every_n"),
        (rf"\b(?:every|each)\s+(?P<days>{_DAYS_RE})\b", "days"),
        (rf"\b(?:(?:every|each)\s+week|weekly)(?:\s+on\s+(?P<days>{_DAYS_RE}))?\b", "week"),
        # ("on thurs", "on tues": one day's short name, no plural)
        (
            # ("gym on tues and thurs at 7am" lists them, every week)
            rf"\bon\s+(?P<days>(?!{_ONE_DAY_IN_S}\b(?!\s*(?:,|and|&)\s*{_DAY_RE}))"
            rf"(?:{_alternation(_EN_DAY)})s(?:\s*(?:,|and|&)\s*{_DAY_RE})*)\b",
            "days",
        ),
        (
            # ("swimming lessons thursdays 6 to 6:45pm", "piano tuesdays at 4": the days in the plural, then a time)
            rf"\b(?P<days>(?!{_ONE_DAY_IN_S}\b)(?:{_alternation(_EN_DAY)})s(?:\s*(?:,|and|&)\s*{_DAY_RE})*)\b"
            r"(?=\s*,?\s*(?:at\s+|from\s+)?\d)",
            "days",
        ),
        (r"\b(?:every|each)\s+day\b|\bdaily\b|\bevery\s+morning\b|\bevery\s+(?:afternoon|evening|night)\b", "daily"),
        (r"\b(?:every|each)\s+month\b|\bmonthly\b", "month"),
        (r"\b(?:every|each)\s+year\b|\byearly\b|\bannually\b", "year"),
    )
)

_KO_PATTERNS: tuple[tuple[LazyPattern, str], ...] = tuple(
    (LazyPattern(pattern), kind)
    for pattern, kind in (
        (
            rf"(?:매달|매월|달마다|월마다)\s*(?P<pos>{ordinal_pattern(korean=True)})\s*주?\s*(?P<day>{_KO_DAY_RE})",
            "position",
        ),
        (r"(?:매달|매월|달마다|월마다)\s*(?P<mday>\d{1,2})\s*일(?:에|마다)?", "month_day"),
        (
            r"(?:매\s*)?평일\s*(?:마다|매일|에는|에)?|주중\s*(?:매일|마다)|월요일\s*부터\s*금요일\s*까지\s*매일",
            "weekdays",
        ),
        (
            rf"(?:격주|2주\s*마다|2주에\s*한\s*번|두\s*주\s*마다)\s*(?:로\s*)?(?P<days>{_KO_DAYS_RE})?(?:마다)?",
            "other_week",
        ),
        (r"(?<!\d)(?P<n>\d+)\s*(?P<unit>일|주|개월|달)\s*마다", "every_n"),
        # ("주간회의를 매주 화요일로 옮겨 줘": the day a kept series goes to, not a new one)
        (rf"(?:매주|주마다)\s*(?P<days>{_KO_DAYS_RE})?(?:마다)?(?!\s*(?:요일)?\s*(?:으로|로))", "week"),
        (rf"(?P<days>{_KO_DAYS_RE})\s*마다", "days"),
        (r"매일|날마다|하루\s*도\s*빠짐없이", "daily"),
        (r"매달|매월|달마다|월마다", "month"),
        (r"매년|해마다", "year"),
    )
)


def _en_days(text: str) -> tuple[int, ...]:
    names = re.findall(_alternation(_EN_DAY), text, _FLAGS)
    return tuple(sorted({_EN_DAY[name.lower()] for name in names}))


def _ko_days(text: str) -> tuple[int, ...]:
    return tuple(
        sorted(
            # ("화목", "월수금": letters run together, each a day)
            {
                _KO_DAY[ch]
                for ch in re.findall(
                    rf"(?<!요){KO_WEEKDAY_LETTER}(?=요일|[\s,/·와과랑하및]|$|마다|{KO_WEEKDAY_LETTER})", text
                )
            }
        )
    )


def _repetition(match: re.Match[str], kind: str, korean: bool) -> dict:
    days = _ko_days if korean else _en_days
    groups = match.groupdict()
    if kind == "position":
        positions = _KO_POSITION if korean else _EN_POSITION
        position = positions[re.sub(r"\s+", "", groups["pos"].lower())]
        return {"freq": "MONTHLY", "position": position, "weekdays": days(groups["day"])}
    if kind == "month_day":
        return {"freq": "MONTHLY", "month_day": int(groups["mday"] or groups["mday2"])}
    if kind == "weekdays":
        return {"freq": "WEEKLY", "weekdays": _WEEKDAYS}
    if kind in ("other_days", "other_week"):
        return {"freq": "WEEKLY", "interval": 2, "weekdays": days(groups["days"] or "")}
    if kind == "every_n":
        n = groups["n"].lower()
        unit = groups["unit"]
        freq = {"day": "DAILY", "week": "WEEKLY", "month": "MONTHLY", "일": "DAILY", "주": "WEEKLY"}.get(
            unit, "MONTHLY"
        )
        return {"freq": freq, "interval": _amount(n)}
    if kind in ("days", "week"):
        return {"freq": "WEEKLY", "weekdays": days(groups.get("days") or "")}
    return {"freq": {"daily": "DAILY", "month": "MONTHLY", "year": "YEARLY"}[kind]}


# -- the end ------------------------------------------------------------------------------

_EN_END = LazyPattern(
    rf"\b(?:until|till|til|through|thru|to)\s+(?:the\s+)?end\s+of\s+(?:(?P<month>{_MONTH_RE})|(?P<this>this|the|next)\s+"
    r"(?P<unit>month|year))\b"
    rf"|\b(?:until|till|til|through|thru)\s+(?P<date>(?:{_MONTH_RE})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}/\d{{1,2}}"
    rf"|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+of\s+(?:{_MONTH_RE}))\b"
    rf"|\bfor\s+(?:the\s+next\s+)?(?P<n>{_NUMBER_RE})\s+(?P<span>day|week|month)s\b"
    rf"|\b(?P<times>{_NUMBER_RE})\s+times\b"
    r"|\b(?:until|till)\s+(?:the\s+end\s+of\s+)?(?P<season>summer|christmas|year-end)\b",
    _FLAGS,
)
_KO_END = LazyPattern(
    r"(?:(?P<month>\d{1,2})\s*월\s*(?:말|마지막\s*날)|(?P<this>이번\s*달|다음\s*달|올해|이번\s*해)\s*말|(?P<yearend>연말|월말))"
    r"\s*까지"
    r"|(?P<dm>\d{1,2})\s*월\s*(?P<dd>\d{1,2})\s*일\s*까지|(?P<slash>\d{1,2}/\d{1,2})\s*까지"
    r"|(?<!\d)(?P<n>\d+)\s*(?P<span>일|주|개월|달)\s*(?:동안|간)"
    r"|(?P<times>\d+)\s*(?:번|회)(?:\s*만)?",
)


def _amount(said: str) -> int:
    """A number as said: digits or an English word. Ten digits are far over any maximum, and
    int() refuses thousands of them."""
    said = said.lower()
    if not said.isdigit():
        return _EN_NUMBER[said]
    digits = said.lstrip("0") or "0"
    return int(digits) if len(digits) <= 9 else 10**9


def _month_end(year: int, month: int) -> date:
    following = date(year + month // 12, month % 12 + 1, 1)
    return following - timedelta(days=1)


def _on_or_after(today: date, month: int, day: int) -> date:
    """This year's date if not past yet, else next year's, as a one-off date looks no further
    (Feb 29 said in a year after a leap year names none); ValueError when neither exists."""
    for year in (today.year, today.year + 1):
        try:
            candidate = date(year, month, day)
        except ValueError:
            continue
        if candidate >= today:
            return candidate
    raise ValueError(f"no {month}/{day} this year or next")


def _end(match: re.Match[str], today: date, korean: bool) -> dict:
    try:
        return _end_parts(match, today, korean)
    except ValueError:  # "until June 31", "until 13/45", "2월 29일까지" with no Feb 29 this year or next
        said = match[0].strip()  # quoted back in the question: at most a few words' worth
        return {"unknown_end": said if len(said) <= 40 else said[:39] + "…"}


def _end_parts(match: re.Match[str], today: date, korean: bool) -> dict:
    g = match.groupdict()
    if g.get("times"):
        return {"count": _amount(g["times"])}
    if g.get("n"):
        amount, unit = _amount(g["n"]), g["span"]
        if unit in ("month", "개월", "달"):
            lasting = {"lasting_months": amount} if 1 <= amount <= MAX_LASTING_DAYS // 30 else {}
        else:
            days = amount * (7 if unit in ("week", "주") else 1)
            lasting = {"lasting_days": days} if 1 <= days <= MAX_LASTING_DAYS else {}
        if not lasting:  # "for 0 days", "for 90000 days": asked about, as an end on no calendar date is
            raise ValueError(f"a series cannot last {amount} {unit}s")
        return lasting
    if g.get("month"):
        month = int(g["month"]) if korean else _MONTHS[g["month"].lower()]
        first = _on_or_after(today.replace(day=1), month, 1)
        return {"until": _month_end(first.year, first.month)}
    if g.get("this") or g.get("yearend"):
        word = (g.get("this") or g.get("yearend") or "").replace(" ", "")
        unit = g.get("unit") or ("year" if word in ("올해", "이번해", "연말") else "month")
        if unit == "year":
            return {"until": date(today.year, 12, 31)}
        ahead = 1 if word in ("next", "다음달") else 0
        month_index = today.year * 12 + today.month - 1 + ahead
        return {"until": _month_end(month_index // 12, month_index % 12 + 1)}
    if g.get("dm"):
        return {"until": _on_or_after(today, int(g["dm"]), int(g["dd"]))}
    if g.get("slash") or g.get("date"):
        return {"until": _date_of(g.get("slash") or g["date"], today)}
    if g.get("season"):
        season = g["season"].lower()
        return {"until": _on_or_after(today, *{"summer": (8, 31), "christmas": (12, 25)}.get(season, (12, 31)))}
    return {}


def _date_of(text: str, today: date) -> date:
    text = text.lower().replace(".", "")
    if "/" in text:
        month, day = (int(part) for part in text.split("/"))
        return _on_or_after(today, month, day)
    numbers = re.findall(r"\d{1,2}", text)
    month = next(number for name, number in _MONTHS.items() if re.search(rf"\b{name}\b", text))
    return _on_or_after(today, month, int(numbers[0]))


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in spans:
        text = text[:start] + BLANK * (end - start) + text[end:]
    return text


_ADJECTIVE = LazyPattern(r"daily|weekly|monthly|bi-?weekly|fortnightly|yearly|annual(?:ly)?", _FLAGS)
_NAMES_NEXT = LazyPattern(r"\s+(?!(?:on|at|from|until|till|for|starting|in|by|to|and)\b)[a-z]", _FLAGS)


# Every English repetition says one of these: a text without them skips the patterns (and
# never compiles them).
_EN_CUES = ("every", "each", "week", "daily", "month", "year", "annual", "fortnight", *(f"{day}s" for day in _EN_DAY))


def _may_repeat(text: str) -> bool:
    # Non-ASCII text always runs the patterns: under IGNORECASE a dotted or dotless i (U+0130, U+0131) or a
    # long s (U+017F) matches i or s, which lower() keeps apart.
    lowered = text.lower()
    return not text.isascii() or any(cue in lowered for cue in _EN_CUES)


def _repetition_match(text: str, korean: bool) -> tuple[re.Match[str], str, bool] | None:
    """The first pattern's first match, and whether it is to be blanked: "weekly sync" and
    "daily standup" keep their adjective in the title, unless the text says the repetition again."""
    if not korean and not _may_repeat(text):
        return None
    kept: tuple[re.Match[str], str, bool] | None = None
    for pattern, kind in _KO_PATTERNS if korean else _EN_PATTERNS:
        for match in pattern.finditer(text):
            if not (_ADJECTIVE.fullmatch(match[0]) and _NAMES_NEXT.match(text, match.end())):
                return match, kind, True
            kept = kept or (match, kind, False)
    return kept


def find_series(text: str, *, korean: bool, today: date) -> Series | None:
    """The repetition said in `text` and its end, or None when the text says none."""
    found = _repetition_match(text, korean)
    if found is None:
        return None
    match, kind, blanked = found
    rule = _repetition(match, kind, korean)
    if rule.get("position") is not None and len(rule.get("weekdays", ())) != 1:
        return None
    spans = [match.span()] if blanked else []
    if kind == "week" and blanked and not rule["weekdays"] and not korean:
        # "karate fridays 5 to 6, every week": the days said apart, in the plural
        plural = _EN_PLURAL_DAYS.search(_blank(text, spans))
        if plural is not None:
            rule["weekdays"] = _en_days(plural["days"])
            spans.append(plural.span())
    ending = (_KO_END if korean else _EN_END).search(_blank(text, spans))
    end: dict = {}
    if ending is not None:
        end = _end(ending, today, korean)
        spans.append(ending.span())
    if korean:  # "오전 10시마다": the repetition's particle may follow the time
        spans += [m.span() for m in re.finditer("마다", _blank(text, spans))]
    return Series(masked=_blank(text, spans), spans=spans, **rule, **end)


def anchored(series: Series, day: date | None) -> Series:
    """The series with what a named day fixes: "weekly ... on Monday", "monthly on the 1st",
    "every year on March 3" repeat on that weekday, day of the month, date."""
    if day is None or series.position is not None or series.month_day is not None:
        return series
    if series.freq == "WEEKLY" and not series.weekdays:
        return replace(series, weekdays=(day.weekday(),))
    if series.freq == "MONTHLY":
        return replace(series, month_day=day.day)
    if series.freq == "YEARLY":
        return replace(series, month=day.month, month_day=day.day)
    return series


def _add_months(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 + months
    year, month = index // 12, index % 12 + 1
    return date(year, month, min(day.day, _month_end(year, month).day))


# -- the rule -----------------------------------------------------------------------------


def _byday(series: Series, first: date) -> str:
    if series.position is not None:
        return f"{series.position}{_CODES[series.weekdays[0]]}"
    days = series.weekdays or ((first.weekday(),) if series.freq == "WEEKLY" else ())
    return ",".join(_CODES[d] for d in days)


def rrule_text(series: Series, first: datetime, zone: ZoneInfo) -> str:
    """The RRULE of a series whose first occurrence starts at `first` (UNTIL in UTC, as RFC 5545 asks)."""
    parts = [f"FREQ={series.freq}"]
    if series.interval > 1:
        parts.append(f"INTERVAL={series.interval}")
    if byday := _byday(series, first.date()):
        parts.append(f"BYDAY={byday}")
    if series.month is not None:
        parts.append(f"BYMONTH={series.month}")
    if series.month_day is not None:
        parts.append(f"BYMONTHDAY={series.month_day}")
    last_day = series.until
    first_day = first.astimezone(zone).date()
    if series.lasting_days is not None:
        last_day = first_day + timedelta(days=series.lasting_days - 1)
    if series.lasting_months is not None:
        last_day = _add_months(first_day, series.lasting_months) - timedelta(days=1)
    if series.count is not None:
        parts.append(f"COUNT={series.count}")
    elif last_day is not None:
        until = datetime.combine(last_day, time(23, 59, 59), zone).astimezone(UTC)
        parts.append(f"UNTIL={until:%Y%m%dT%H%M%SZ}")
    return ";".join(parts)


def first_occurrence(series: Series, earliest: datetime, zone: ZoneInfo) -> datetime | None:
    """The first start on or after `earliest` (a wall-clock time of day on its date) that the
    repetition allows; None when there is none (an end before the first occurrence)."""
    from dateutil.rrule import rrulestr  # with the first repetition, not every cold start

    local = earliest.astimezone(zone)
    anchor = replace(series, interval=1, count=None, until=None, lasting_days=None, lasting_months=None)
    rule = rrulestr(rrule_text(anchor, local, zone), dtstart=local)
    found: datetime | None = rule.after(local, inc=True)
    if found is None or (series.until is not None and found.date() > series.until):
        return None
    return found
