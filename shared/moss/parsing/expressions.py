"""Relative time expressions people use beyond plain days and dates (issue 15).

Runs before the other scans of `temporal.py` (see `find_temporal(prelude=...)`), so that
"20분 뒤" is an offset and not a duration, "3일 뒤" not the 3rd of the month and "the
Monday after next" not next Monday. Categories:

- offsets from now: "in 45 minutes", "3 hours from now", "20분 뒤에", "이틀 후", "2 days ago";
- ordinal weeks: "the Monday after next", "the week after next", "Monday in two weeks",
  "a week from Friday", "다다음주 수요일", "2주 뒤 월요일";
- positions in a month: "the second Tuesday of next month", "the last day of the month",
  "the 15th of next month", "이번 달 마지막 금요일", "다음 달 셋째 주 목요일", "다음 달 15일";
- counted spans: "for 5 days", "3 days starting Monday", "a 3-day trip", "4일 동안", "이틀간";
- open ranges: "the rest of the week", "until the end of next week", "the next couple of
  hours", "later today", "이번 주 남은 일정", "다음 주 말까지", "앞으로 두 시간";
- colloquial Korean day words: 낼, 낼모레, 그글피, 어저께, 엊그제, 이따, 내주, 담달, 다담주.

Like the rest of the grammar it knows nothing of `now`; `calendar.py` resolves.
"""

from __future__ import annotations

import functools
import re
from typing import Literal

from ..domain.calendar_words import (
    EN_NAMED_DAY_RE,
    EN_WEEKDAY_RE,
    EN_WEEKDAYS,
    KO_NAMED_DAY_RE,
    KO_WEEKDAY_LETTER,
    KO_WEEKDAYS,
    MONTH_RE,
    MONTHS,
    alternation,
    named_day,
)
from ..domain.language import language_of
from ..domain.lexicon import (
    KO_DAY_COUNTS,
    ORDINALS,
    ROUTINE_HOURS,
    SPOKEN_VACATION_WORDS,
    VACATION_WORDS,
    ordinal_pattern,
)
from ..domain.patterns import LazyPattern
from .temporal import (
    _EN_NUMBERS,
    _FLAGS,
    _KO_NATIVE_RE,
    _SINO_RE,
    BLANK,
    DayMention,
    OpenEnd,
    OpenUnit,
    Temporal,
    WeekMention,
    _Scanner,
    spelled_number,
)

# -- numbers ------------------------------------------------------------------------------

_FEW = {"couple": 2, "couple of": 2, "few": 3, "several": 3, "두어": 2, "몇": 3}
_EN_AMOUNT = rf"\d{{1,3}}|{alternation(_EN_NUMBERS)}"
_EN_FEW_AMOUNT = rf"{_EN_AMOUNT}|a\s+couple\s+of|couple\s+of|a\s+few|few|several"
_KO_NUM = rf"\d{{1,3}}|{_KO_NATIVE_RE}|{_SINO_RE}"
_KO_DAY_COUNT_RE = alternation(KO_DAY_COUNTS)
_UNIT_MINUTES = {"minute": 1, "min": 1, "hour": 60, "hr": 60, "h": 60, "분": 1, "시간": 60}
_UNIT_DAYS = {"day": 1, "week": 7, "일": 1, "주": 7, "주일": 7}


def _amount(token: str) -> int:
    """Digits, English or Korean numerals, "a couple of", "a few", 몇, 두어."""
    word = " ".join(token.lower().split()).removeprefix("a ").strip()
    if word in _FEW:
        return _FEW[word]
    if word in KO_DAY_COUNTS:
        return KO_DAY_COUNTS[word]
    return int(spelled_number(word))


def _unit(word: str) -> str:
    word = word.lower().strip()
    return word if word in _UNIT_MINUTES or word in _UNIT_DAYS else word.rstrip("s")


# -- patterns -----------------------------------------------------------------------------

_EN_UNITS = r"minutes?|mins?|hours?|hrs?|days?|weeks?"
_EN_OFFSET = LazyPattern(
    rf"\b(?:in\s+(?:about\s+|another\s+|around\s+)?(?P<in>{_EN_AMOUNT})\s+(?P<in_unit>{_EN_UNITS})"
    r"(?P<in_half>\s+and\s+a\s+half)?"
    r"|in\s+(?P<half_hour>half\s+an\s+h(?:ou)?r)"
    rf"|(?P<from>{_EN_AMOUNT})\s+(?P<from_unit>{_EN_UNITS})\s+(?P<dir>from\s+now|later|ago)"
    r"|(?P<half_from>half\s+an\s+h(?:ou)?r)\s+(?P<half_dir>from\s+now|later|ago))\b",
    _FLAGS,
)
_KO_AFTER = r"(?P<dir>뒤|후|있다가|지나서|전)(?:에|에는)?"
_KO_OFFSET = LazyPattern(
    rf"(?:(?P<n>{_KO_NUM})\s*(?P<unit>분|시간|일|주일|주)(?P<half>\s*반)?|(?P<count>{_KO_DAY_COUNT_RE})|한\s*주)"
    rf"\s*{_KO_AFTER}(?![가-힣])"
)
_EN_WEEKDAY_AFTER_NEXT = LazyPattern(
    rf"\b(?:the\s+)?({EN_WEEKDAY_RE})s?\s+(?:(?:of\s+)?the\s+week\s+)?after\s+next\b"
    rf"|\b(?:the\s+)?({EN_WEEKDAY_RE})s?\s+in\s+({_EN_AMOUNT})\s+weeks?(?:'?\s*time)?\b"
    rf"|\bin\s+({_EN_AMOUNT})\s+weeks?(?:'?\s*time)?\s+on\s+({EN_WEEKDAY_RE})s?\b",
    _FLAGS,
)
_EN_WEEK_AFTER_NEXT = LazyPattern(r"\b(?:the\s+)?(week|weekend)\s+after\s+next\b", _FLAGS)
_EN_MONTH_AFTER_NEXT = LazyPattern(r"\b(?:the\s+)?month\s+after\s+next\b", _FLAGS)
_EN_FROM_DAY = LazyPattern(  # "a week from Friday", "two weeks from tomorrow": a shift of the day that follows
    rf"(?<!for\s)\b(?P<n>{_EN_AMOUNT})\s+(?P<unit>days?|weeks?)\s+from(?=\s+(?:{EN_WEEKDAY_RE}|today|tomorrow|next|this)\b)",
    _FLAGS,
)
# A day said from a day the calendar names: "the day after christmas", "the friday before new year's", "크리스마스
# 다음 날", "신정 전 금요일", "크리스마스 지나고 월요일"
_EN_BESIDE_A_NAMED_DAY = LazyPattern(
    rf"\b(?:the\s+(?:day|(?P<wd>{EN_WEEKDAY_RE}))|(?P<n>{_EN_AMOUNT})\s+days?)\s+(?:(?P<before>before)|after)\s+"
    rf"(?P<named>{EN_NAMED_DAY_RE})",
    _FLAGS,
)
_KO_BESIDE_A_NAMED_DAY = LazyPattern(
    # ("크리스마스 다음 주 월요일": the Monday of the week after it; "크리스마스 이틀 뒤", "신정 3일 전": days from it)
    rf"(?P<named>{KO_NAMED_DAY_RE})\s*(?:의\s*)?(?:(?P<week_after>다음\s*주|담주)\s*(?P<wd_of_week>{KO_WEEKDAY_LETTER})(?:요일|욜)"
    rf"|(?:(?P<count>{_KO_DAY_COUNT_RE})|(?P<n>\d{{1,2}})\s*일)\s*(?:(?P<days_before>전)|뒤|후)(?:에)?(?![가-힣])"
    rf"|다음\s*날|이튿날|(?P<eve>전날)"
    rf"|(?:(?P<before>전|이전)|다음|후|지나고|지나서)\s*(?:첫\s*)?(?P<wd>{KO_WEEKDAY_LETTER})(?:요일|욜))",
    _FLAGS,
)
# ... or from a date or weekday said: "the day after the 24th", "24일 다음 날", "금요일 전날"
_EN_DAY_BESIDE_A_DAY = LazyPattern(
    rf"\bthe\s+day\s+(?:(?P<before>before)|after)\s+(?=(?:the\s+|this\s+|next\s+)?(?:\d|(?:{EN_WEEKDAY_RE}|{MONTH_RE})\b))",
    _FLAGS,
)
_KO_DAY_BESIDE_A_DAY = LazyPattern(r"(?:(?<=\d일|요일)|(?<=\d\s일))\s*(?:의\s*)?(?:다음\s*날|이튿날|(?P<before>전날))")
_KO_WEEKS_LATER_WEEKDAY = LazyPattern(
    rf"(?:(?P<n>{_KO_NUM})\s*주|한\s*주|일주일)\s*(?:뒤|후)(?:에)?\s*(?P<wd>{KO_WEEKDAY_LETTER})(?:요일|욜)"
)
_KO_WEEK_AFTER_NEXT = LazyPattern(
    rf"(?:다다음|다음\s*다음|다담)\s*주(\s*주말|말)?(?:\s*({KO_WEEKDAY_LETTER})(?:요일|욜))?"
)
_KO_MONTH_AFTER_NEXT = LazyPattern(r"(?:다다음|다음\s*다음|다담)\s*달")

_ORDINALS = ORDINALS
_EN_ORDINAL = alternation(w for w in _ORDINALS if w.isascii())
_KO_ORDINAL = ordinal_pattern(korean=True)
_ENMONTH_REF = (
    rf"(?P<rel>(?:the|this|next|last|the\s+following)\s+month|the\s+month\s+after\s+next)"
    rf"|(?P<name>{MONTH_RE})(?:\s+(?P<year>\d{{4}}))?"
)
_EN_RELATIVEMONTHS = {"the": 0, "this": 0, "next": 1, "last": -1, "the following": 1}
_EN_MONTH_POSITION = LazyPattern(
    rf"\b(?:the\s+)?(?:(?P<ord>{_EN_ORDINAL})\s+(?P<wd>{EN_WEEKDAY_RE})"
    r"|(?P<lastday>last|final)\s+day|(?P<firstday>first)\s+day|(?P<dom>\d{1,2})(?:st|nd|rd|th))"
    rf"\s+(?:of|in)\s+(?:{_ENMONTH_REF})\b",
    _FLAGS,
)
_KOMONTH_REF = (
    r"(?:(?P<rel>이번|요번|다음|담|다다음|지난|저번)\s*달|(?P<word>이달|금월|내달|담달)|(?P<name>\d{1,2})\s*월)"
)
_KO_RELATIVEMONTHS = {
    "이번": 0,
    "요번": 0,
    "이달": 0,
    "금월": 0,
    "다음": 1,
    "담": 1,
    "내달": 1,
    "담달": 1,
    "다다음": 2,
    "지난": -1,
    "저번": -1,
}
_KO_MONTH_POSITION = LazyPattern(
    rf"{_KOMONTH_REF}\s*(?:의\s*)?(?:(?P<ord>{_KO_ORDINAL})\s*(?:주\s*)?(?P<wd>{KO_WEEKDAY_LETTER})(?:요일|욜)"
    r"|(?P<lastday>마지막\s*날|말일)|(?P<dom>\d{1,2})\s*일(?!\s*(?:간|동안|째|요일|뒤|후|전)))"
)
# "말일" said alone: this month's last day
_KO_LAST_DAY_ALONE = LazyPattern(r"(?<![가-힣])말일")
_EN_COUNTED = LazyPattern(
    rf"\bfor\s+(?P<for>{_EN_FEW_AMOUNT})\s+(?P<for_unit>days?|weeks?)\b(?!\s+(?:from\s+now|later|ago))"
    rf"|\b(?P<n>{_EN_FEW_AMOUNT})\s+(?P<unit>days?|weeks?)(?=\s+(?:starting|beginning|off\s+starting|off\s+from)\b)"
    rf"|\b(?P<adj>{_EN_AMOUNT})-(?P<adj_unit>day|week)\b",
    _FLAGS,
)
_KO_COUNT = LazyPattern(
    # a numeral starts a word: the 일 of "금요일 주간회의", "28일 주간회의" counts nothing
    rf"(?:(?<![가-힣\d])(?P<n>{_KO_NUM})\s*(?P<unit>일|주일|주)|(?P<count>{_KO_DAY_COUNT_RE})|(?P<aweek>한\s*주))\s*(?:동안|간)"
)
_EN_OPEN = LazyPattern(
    r"\b(?:the\s+)?(?:rest|remainder)\s+of\s+(?:the\s+|this\s+|my\s+)?(?P<rest>day|today|week|month)\b"
    r"|\b(?:until|till|til|through|thru|by|to)\s+(?:the\s+)?end\s+of\s+(?P<which>the\s+|this\s+|next\s+)?"
    r"(?P<end>day|week|month)\b"
    rf"|\b(?:in\s+|over\s+|for\s+|during\s+)?the\s+next\s+(?:(?P<n>{_EN_FEW_AMOUNT})\s+)?(?P<unit>hours?|minutes?|days?)\b"
    r"|\b(?P<later>later\s+today)\b",
    _FLAGS,
)
_KO_OPEN = LazyPattern(
    r"(?P<rest>오늘|이번\s*주|금주|이번\s*달|이달)\s*(?:의\s*)?(?:남은|나머지)"
    r"|(?P<which>이번|금|다음|담|다다음)\s*(?P<end>주|달)\s*(?:말|끝)\s*까지|(?P<monthend>월말)\s*까지"
    rf"|(?:앞으로|향후)\s*(?P<n>{_KO_NUM}|두어|몇)\s*(?P<unit>시간|분|일)(?:\s*(?:동안|간))?"
)
_OPEN_UNITS: dict[str, OpenUnit] = {
    "day": "day",
    "today": "day",
    "week": "week",
    "month": "month",
    "오늘": "day",
    "이번주": "week",
    "금주": "week",
    "주": "week",
    "이번달": "month",
    "이달": "month",
    "달": "month",
}
_KO_WEEK_AHEAD = {"이번": 0, "금": 0, "다음": 1, "담": 1, "다다음": 2}
_KO_COLLOQUIAL_DAYS = {"낼모레": 2, "그글피": 4, "어저께": -1, "엊그저께": -2, "엊그제": -2, "이따가": 0, "이따": 0}
# 낼 is tomorrow unless it is the verb "낼" (to take leave or pay: "휴가 낼 거야", "낼게", "낼 수 있어", "돈 낼
# 거래처"); opening what is said, before a word of its own ("낼 수업 끝나고 4시 회의", "낼 거래처 미팅 3시"), tomorrow
_KO_COLLOQUIAL_DAY = LazyPattern(
    rf"(?<![가-힣])(?:{alternation(_KO_COLLOQUIAL_DAYS)}|낼(?!\s*(?:게|께|래|거|예정|수|까|게요)))(?![가-힣])"
    r"|(?:^|(?<=[.!?~,]\s)|(?<=[.!?~,]))\s*낼(?=\s+(?:수|거)[가-힣])"
    r"|(?<![가-힣])낼(?=(?:은|도|부터|까지|에|엔)(?![가-힣]))"
)
_KO_LEAVE_BEFORE = LazyPattern(rf"(?:{(VACATION_WORDS | SPOKEN_VACATION_WORDS).ko_pattern}|하루)\s*(?:를|을)?\s*$")
_KO_COLLOQUIAL_WEEK = LazyPattern(rf"(?<![가-힣])내주(?:\s*({KO_WEEKDAY_LETTER})(?:요일|욜))?")


# Words one of which a text must contain (in lower case) for the pattern to match: most
# utterances skip most patterns, and a cold start compiles only the ones its text may need.
_NEEDS: dict[LazyPattern, tuple[str, ...]] = {
    _EN_OFFSET: ("in", "from", "later", "ago"),
    _EN_WEEKDAY_AFTER_NEXT: ("next", "week"),
    _EN_WEEK_AFTER_NEXT: ("after",),
    _EN_MONTH_AFTER_NEXT: ("after",),
    _EN_FROM_DAY: ("from",),
    _EN_MONTH_POSITION: ("month", *MONTHS),
    _EN_COUNTED: ("day", "week"),
    _EN_OPEN: ("rest", "remainder", "end", "next", "later"),
    _KO_OFFSET: ("뒤", "후", "있다가", "지나서", "전"),
    _KO_WEEKS_LATER_WEEKDAY: ("뒤", "후"),
    _KO_WEEK_AFTER_NEXT: ("다음", "다담"),
    _KO_MONTH_AFTER_NEXT: ("다음", "다담"),
    _KO_MONTH_POSITION: ("달", "월"),
    _KO_LAST_DAY_ALONE: ("말일",),
    _KO_COUNT: ("동안", "간"),
    _KO_OPEN: ("남은", "나머지", "까지", "앞으로", "향후"),
    _KO_COLLOQUIAL_DAY: ("낼", "그글피", "어저께", "엊그", "이따"),
    _KO_COLLOQUIAL_WEEK: ("내주",),
}


def _may_match(pattern: LazyPattern, text: str) -> bool:
    needs = _NEEDS.get(pattern)
    if not needs:
        return True
    lowered = text.lower()
    return any(word in lowered for word in needs)


@functools.cache
def _korean(pattern: LazyPattern) -> bool:
    return language_of(pattern.pattern) == "ko"


def _matches(scan: _Scanner, pattern: LazyPattern) -> list[re.Match[str]]:
    """Korean patterns cannot match without Hangul: skip them on English text (never compiling
    them), and skip any pattern whose words the text lacks."""
    if (not scan.korean and _korean(pattern)) or not _may_match(pattern, scan.masked):
        return []
    return scan.matches(pattern)


def _offset_minutes(amount: float, unit: str, direction: str) -> tuple[str, int]:
    """("minutes", n) for a moment, ("days", n) for a day; negative when it looks back."""
    sign = -1 if direction.strip().lower() in ("ago", "전") else 1
    unit = _unit(unit)
    if unit in _UNIT_MINUTES:
        return "minutes", sign * round(amount * _UNIT_MINUTES[unit])
    return "days", sign * round(amount * _UNIT_DAYS[unit])


def _add_offset(found: Temporal, span: tuple[int, int], kind_amount: tuple[str, int]) -> None:
    kind, amount = kind_amount
    if kind == "minutes":
        found.moments.append(amount)
    else:
        found.days.append(DayMention(span=span, offset=amount))


def _scan_offsets(scan: _Scanner, found: Temporal) -> None:
    for match in _matches(scan, _EN_OFFSET):
        if match["in"]:
            amount = _amount(match["in"]) + (0.5 if match["in_half"] else 0)
            offset = _offset_minutes(amount, match["in_unit"], "in")
        elif match["half_hour"]:
            offset = ("minutes", 30)
        elif match["from"]:
            offset = _offset_minutes(_amount(match["from"]), match["from_unit"], match["dir"])
        else:
            offset = _offset_minutes(0.5, "hour", match["half_dir"])
        _add_offset(found, match.span(), offset)
        scan.consume(*match.span())
    for match in _matches(scan, _KO_WEEKS_LATER_WEEKDAY):
        weeks = _amount(match["n"]) if match["n"] else 1
        found.days.append(DayMention(span=match.span(), weekday=KO_WEEKDAYS[match["wd"]], week_offset=weeks))
        scan.consume(*match.span())
    for match in _matches(scan, _KO_OFFSET):
        if match["count"]:
            amount, unit = _amount(match["count"]), "일"
        elif match["n"]:
            amount, unit = _amount(match["n"]) + (0.5 if match["half"] else 0), match["unit"]
        else:
            amount, unit = 1, "주"
        _add_offset(found, match.span(), _offset_minutes(amount, unit, match["dir"]))
        scan.consume(*match.span())


def _scan_days_beside_days(scan: _Scanner, found: Temporal) -> None:
    for pattern, weekdays in ((_EN_BESIDE_A_NAMED_DAY, EN_WEEKDAYS), (_KO_BESIDE_A_NAMED_DAY, KO_WEEKDAYS)):
        for match in _matches(scan, pattern):
            said = match.groupdict()
            month, day = named_day(match["named"])
            weekday = weekdays[match["wd"].lower()] if match["wd"] else None
            before = bool(match["before"] or said.get("eve") or said.get("days_before"))
            days = _amount(said.get("count") or said["n"]) if said.get("count") or said.get("n") else 1
            mention = DayMention(
                span=match.span(), month=month, day=day, named=True, weekday=weekday, beside=-days if before else days
            )
            if said.get("week_after"):  # "크리스마스 다음 주 월요일": the Monday of the week after it
                mention = mention._replace(weekday=KO_WEEKDAYS[said["wd_of_week"]], week_offset=1)
            found.days.append(mention)
            scan.consume(*match.span())
    for pattern in (_EN_DAY_BESIDE_A_DAY, _KO_DAY_BESIDE_A_DAY):
        for match in _matches(scan, pattern):
            found.shift_days += -1 if match["before"] else 1
            scan.consume(*match.span())


def _scan_weeks(scan: _Scanner, found: Temporal) -> None:
    for match in _matches(scan, _EN_WEEKDAY_AFTER_NEXT):
        if match[1]:
            weekday, weeks = match[1], 2
        elif match[2]:
            weekday, weeks = match[2], _amount(match[3])
        else:
            weekday, weeks = match[5], _amount(match[4])
        found.days.append(DayMention(span=match.span(), weekday=EN_WEEKDAYS[weekday.lower()], week_offset=weeks))
        scan.consume(*match.span())
    for match in _matches(scan, _EN_WEEK_AFTER_NEXT):
        found.weeks.append(WeekMention(2, weekend=match[1].lower() == "weekend", span=match.span()))
        scan.consume(*match.span())
    for match in _matches(scan, _EN_MONTH_AFTER_NEXT):
        found.months.append(2)
        scan.consume(*match.span())
    for match in _matches(scan, _EN_FROM_DAY):
        found.shift_days += _amount(match["n"]) * _UNIT_DAYS[_unit(match["unit"])]
        scan.consume(*match.span())
    for match in _matches(scan, _KO_WEEK_AFTER_NEXT):
        if match[2]:
            found.days.append(DayMention(span=match.span(), weekday=KO_WEEKDAYS[match[2]], week_offset=2))
        else:
            found.weeks.append(WeekMention(2, weekend=bool(match[1]), span=match.span()))
        scan.consume(*match.span())
    for match in _matches(scan, _KO_MONTH_AFTER_NEXT):
        found.months.append(2)
        scan.consume(*match.span())


def _scan_month_positions(scan: _Scanner, found: Temporal) -> None:
    for match in _matches(scan, _EN_MONTH_POSITION):
        rel, name = match["rel"], match["name"]
        if rel:
            words = " ".join(rel.lower().split())
            month_offset = 2 if "after next" in words else _EN_RELATIVEMONTHS[words.removesuffix(" month")]
            where: dict = {"month_offset": month_offset}
        else:
            where = {"month": MONTHS[name.lower()], "year": int(match["year"]) if match["year"] else None}
        found.days.append(DayMention(span=match.span(), **where, **_position(match)))
        scan.consume(*match.span())
    for match in _matches(scan, _KO_MONTH_POSITION):
        if match["name"]:
            where = {"month": int(match["name"])}
        else:
            where = {"month_offset": _KO_RELATIVEMONTHS[match["rel"] or match["word"]]}
        if where.get("month", 1) not in range(1, 13):
            continue
        found.days.append(DayMention(span=match.span(), **where, **_position(match)))
        scan.consume(*match.span())
    for match in _matches(scan, _KO_LAST_DAY_ALONE):
        found.days.append(DayMention(span=match.span(), month_offset=0, last_day=True))
        scan.consume(*match.span())


def _position(match: re.Match[str]) -> dict:
    if match["wd"]:
        weekday = match["wd"]
        number = EN_WEEKDAYS[weekday.lower()] if weekday.isascii() else KO_WEEKDAYS[weekday]
        return {"weekday": number, "nth": _ORDINALS[re.sub(r"\s+", "", match["ord"].lower())]}
    if match["lastday"]:
        return {"last_day": True}
    if "firstday" in match.re.groupindex and match["firstday"]:
        return {"day": 1}
    return {"day": int(match["dom"])}


def _scan_counts(scan: _Scanner, found: Temporal) -> None:
    for match in _matches(scan, _EN_COUNTED):
        amount, unit = next(
            (match[a], match[u]) for a, u in (("for", "for_unit"), ("n", "unit"), ("adj", "adj_unit")) if match[a]
        )
        found.counts.append(_amount(amount) * _UNIT_DAYS[_unit(unit)])
        scan.consume(*match.span())
    for match in _matches(scan, _KO_COUNT):
        if match["count"]:
            days = _amount(match["count"])
        elif match["aweek"]:
            days = 7
        else:
            days = _amount(match["n"]) * _UNIT_DAYS[match["unit"]]
        found.counts.append(days)
        scan.consume(*match.span())


def _counted_open_end(amount: int, unit: str) -> OpenEnd:
    """ "the next 3 days", "앞으로 두 시간": days, or minutes from now."""
    unit = _unit(unit)
    return OpenEnd("days", amount) if unit in ("day", "일") else OpenEnd("minutes", amount * _UNIT_MINUTES[unit])


def _scan_open_ranges(scan: _Scanner, found: Temporal) -> None:
    for match in _matches(scan, _EN_OPEN):
        if match["rest"]:
            found.open_end = OpenEnd(_OPEN_UNITS[match["rest"].lower()], 0)
        elif match["end"]:
            found.open_end = OpenEnd(
                _OPEN_UNITS[match["end"].lower()], int((match["which"] or "").strip().lower() == "next")
            )
        elif match["later"]:
            found.open_end = OpenEnd("day", 0)
        else:
            found.open_end = _counted_open_end(_amount(match["n"]) if match["n"] else 1, match["unit"])
        scan.consume(*match.span())
    for match in _matches(scan, _KO_OPEN):
        if match["rest"]:
            found.open_end = OpenEnd(_OPEN_UNITS[re.sub(r"\s+", "", match["rest"])], 0)
        elif match["end"]:
            found.open_end = OpenEnd(_OPEN_UNITS[match["end"]], _KO_WEEK_AHEAD[match["which"]])
        elif match["monthend"]:
            found.open_end = OpenEnd("month", 0)
        else:
            found.open_end = _counted_open_end(_amount(match["n"]), match["unit"])
        scan.consume(*match.span())


def _scan_colloquial(scan: _Scanner, found: Temporal) -> None:
    for match in _matches(scan, _KO_COLLOQUIAL_DAY):
        word = match[0]
        if word == "낼" and _KO_LEAVE_BEFORE.search(scan.masked, 0, match.start()):
            continue
        found.days.append(DayMention(span=match.span(), offset=_KO_COLLOQUIAL_DAYS.get(word, 1)))
        scan.consume(*match.span())
    for match in _matches(scan, _KO_COLLOQUIAL_WEEK):
        if match[1]:
            found.days.append(DayMention(span=match.span(), weekday=KO_WEEKDAYS[match[1]], week_offset=1))
        else:
            found.weeks.append(WeekMention(1, weekend=False, span=match.span()))
        scan.consume(*match.span())


def scan_expressions(scan: _Scanner, found: Temporal) -> None:
    """The prelude of `find_temporal`: these expressions before any plainer reading of their parts."""
    for step in (
        _scan_days_beside_days,
        _scan_weeks,
        _scan_offsets,
        _scan_open_ranges,
        _scan_counts,
        _scan_month_positions,
        _scan_colloquial,
    ):
        step(scan, found)


# -- words the grammar cannot place ---------------------------------------------------------

_EN_UNPLACED = LazyPattern(
    rf"(?:{BLANK}[\s,]*)(?P<after>after(?!\s+all\b)|before|ago|later|earlier|at\s+the\s+latest)\b"
    rf"|\b(?P<before>after|before|early|late|mid|end\s+of|beginning\s+of|start\s+of|other)[\s-]+(?:the\s+)?{BLANK}"
    # "book the car service end of the month": no day of it said
    r"|\b(?P<part_of>(?:end|beginning|start|middle)\s+of\s+the\s+(?:month|week|year)|month[\s-]end|mid[\s-]?month)\b",
    _FLAGS,
)
_KO_UNPLACED = LazyPattern(
    rf"{BLANK}\s*(?P<after>이후|이전|전에|전(?![가-힣])|후에|후(?![가-힣])|뒤에|뒤(?![가-힣])|말(?:에|쯤|께)?(?![가-힣])"
    rf"|초(?:에|쯤)?(?![가-힣])|중순|하순|상순|째)"
    rf"|(?P<before>{_KO_ORDINAL})\s*(?:주\s*)?{BLANK}"
)
_NEEDS.update(
    {
        _EN_UNPLACED: (
            *("after", "before", "ago", "late", "earlier"),
            *("early", "mid", "end", "beginning", "start", "other"),
        ),
        _KO_UNPLACED: ("이후", "이전", "전", "후", "뒤", "말", "초", "순", "째", "첫", "마지막"),
    }
)


def _unplaced_patterns(masked: str) -> tuple[LazyPattern, ...]:
    return (_EN_UNPLACED, _KO_UNPLACED) if language_of(masked) == "ko" else (_EN_UNPLACED,)


def unplaced_word(found: Temporal) -> str | None:
    """A word next to a time expression that changes its meaning and that nothing above reads.

    "after 3pm", "early next week", "3시 이후", "다음 달 초": the parser asks rather than drop it.
    """
    for pattern in _unplaced_patterns(found.masked):
        if not _may_match(pattern, found.masked):
            continue
        for match in pattern.finditer(found.masked):
            if found.times and match["after"] and _OF_ANOTHER_PLAN.match(found.masked, match.end()):
                continue  # "swim thursday 2pm before my shift": the time said stands; the shift is why
            clear = all(time.start.meridiem or time.start.fixed for time in found.times)
            if found.times and clear and match["after"] and _OF_SOMEONE_DOING.match(found.masked, match.end()):
                continue
            routine = _EN_ROUTINE_BOUND.match(found.masked, match.start("after")) if match["after"] else None
            if found.times and routine is not None and routine["what"].lower() in ("work", "school"):
                # ("at 7 before work": the routine says which half of the day, Reading.hint; "after lunch" is an
                # event's name, asked)
                continue
            if match.groupdict().get("part_of") and found.days:
                continue  # "… end of the month, 9am on the 30th": the day is said
            return next(said for said in match.groupdict().values() if said).strip()
    return None


# What a time is said to be before or after, when it is another plan ("… 2pm before my shift", "after the gym")
_OF_ANOTHER_PLAN = LazyPattern(r"[ \t]+(?:my|our|his|her|their|the)[ \t]+[a-z]", _FLAGS)
# or someone's doing, or a routine ("6am, before everyone's up", "7am before work"): why, when the clock says its
# half of the day itself ("at 6 before work" may mean either, and asks)
_OF_SOMEONE_DOING = LazyPattern(
    r"[ \t]+(?:everyone|everybody|kids|i|we|he|she|they|you|work|school)(?:'\w+)?\b", _FLAGS
)


# -- readings the parser asks of these expressions -------------------------------------------

# "how does my Tuesday look", "what does Friday look like", "how's next week looking", "내일 어때":
# the day itself is what looks some way (searched in the masked text, the day blanked)
_LOOK = LazyPattern(
    rf"{BLANK}[\s,]*(?:look(?:s|ing)?\b|(?:은|는|이|가)?\s*(?:어때|어떤가|어떻게\s*(?:돼|되|보여))요?)", _FLAGS
)
_NEEDS[_LOOK] = ("look", "어때", "어떤가", "어떻게")


# "what's friday like?", "how's my friday", "what's the week of the 21st like": the day is what is asked
_DAY_LIKE = LazyPattern(
    rf"\b(?:what'?s|what\s+is|how'?s|how\s+is)[ \t]+(?:my[ \t]+|the[ \t]+)?(?:{BLANK}[ \t]*+(?:of[ \t]++)?)++"
    # ("so what's thursday now": as it is after a change)
    r"(?:(?:look(?:s|ing)?[ \t]+)?like|looking|shaping[ \t]+up)?(?:[ \t]*\b(?:now|then|again))?[ \t?!.]*$",
    _FLAGS,
)
_NEEDS[_DAY_LIKE] = ("what", "how")


def looks_at_a_day(masked: str) -> list[re.Match[str]]:
    """ "How does my Tuesday look", "내일 어때", "what's friday like?": a question about a day, wherever the
    day is."""
    return [
        match for pattern in (_LOOK, _DAY_LIKE) if _may_match(pattern, masked) for match in pattern.finditer(masked)
    ]


_EN_UNTIL = LazyPattern(r"\b(?:until|till|til|through|thru|between\s+now\s+and)\s*$", _FLAGS)
_KO_UNTIL = LazyPattern(r"\s*까지")
# a range said to start now: "from now until Friday", "지금부터 금요일까지"
_FROM_NOW = LazyPattern(r"\bfrom\s+now\b|지금\s*부터", _FLAGS)
_FROM = LazyPattern(r"\bfrom\b|부터", _FLAGS)
_EN_BEFORE = LazyPattern(r"\b(?:before|prior[ \t]+to)[ \t]+(?:the[ \t]+)?$", _FLAGS)
_KO_BEFORE = LazyPattern(r"[ \t]*(?:이?전까지)")


def _one_day_from_now(found: Temporal) -> tuple[int, int] | None:
    """Where the one day named is said, when no other start than now is ("from now" is now)."""
    if len(found.days) != 1 or _FROM.search(_FROM_NOW.sub("", found.masked)):
        return None
    return found.days[0].span


def _one_day_or_week_from_now(found: Temporal) -> tuple[int, int] | None:
    """Where the one day or week named is said ("the weekend"), when no other start than now is."""
    if found.days or len(found.weeks) != 1:
        return _one_day_from_now(found)
    return None if _FROM.search(_FROM_NOW.sub("", found.masked)) else found.weeks[0].span


def until_named_day(found: Temporal) -> bool:
    """One day named as the end of a range that starts now: "until Friday", "금요일까지"."""
    if (span := _one_day_from_now(found)) is None:
        return False
    start, end = span
    return bool(
        _EN_UNTIL.search(found.masked, 0, start)
        or (_KO_UNTIL.match(found.masked, end) and not _KO_BEFORE.match(found.masked, end))
    )


_EN_TIME_BOUND = LazyPattern(r"\b(?:(?P<after>after)|(?P<before>before|until|till))[ \t]+$", _FLAGS)
_KO_TIME_BOUND = LazyPattern(
    r"[ \t]*(?:(?P<after>이후에?|후에?|부터는?)|(?P<before>이전에?|전에?|전까지|까지))(?![가-힣])"
)


def time_bound(found: Temporal) -> Literal["after", "before"] | None:
    """One clock time said as where a question's window starts or stops on its day: "thursday after
    3", "friday before 5", "3시 이후", "5시 전에"; None otherwise."""
    if len(found.times) != 1 or found.times[0].end is not None or len(found.days) > 1:
        return None
    start, end = found.times[0].span
    if (said := _EN_TIME_BOUND.search(found.masked, 0, start)) is None:
        said = _KO_TIME_BOUND.match(found.masked, end)
    if said is None:
        return None
    return "after" if said["after"] else "before"


# A day's routine said as a bound of a question's window ("anything before lunch?", "퇴근 후에 뭐
# 있어?"), and the hour each stands for on its side (minutes of the day)
_EN_ROUTINE_BOUND = LazyPattern(
    r"\b(?P<side>before|after)[ \t]+(?:my[ \t]+|the[ \t]+)?(?P<what>lunch|work|dinner|breakfast|school)\b", _FLAGS
)
_KO_ROUTINE_BOUND = LazyPattern(
    r"(?P<what>점심|퇴근|출근|저녁|아침)[ \t]*(?:먹기[ \t]*|먹고[ \t]*|하기[ \t]*)?"
    r"(?P<side>전|이전|후|이후|끝나고|뒤)(?:에|에는|엔)?(?![가-힣])"
)


def routine_bound(text: str) -> tuple[Literal["after", "before"], int, tuple[int, int]] | None:
    """ "before lunch", "after work", "퇴근 후", "점심 전에": the side, the hour it stands for and
    where it is said; None when no routine of the day bounds what is asked."""
    said = _EN_ROUTINE_BOUND.search(text) or _KO_ROUTINE_BOUND.search(text)
    if said is None:
        return None
    before, after = ROUTINE_HOURS[said["what"].lower()]
    if said["side"].lower() in ("before", "전", "이전"):
        return "before", before * 60, said.span()
    return "after", after * 60, said.span()


_EN_WEEK_PART = LazyPattern(
    r"\b(?:(?P<early>early|beginning\s+of|start\s+of)|(?P<mid>mid|middle\s+of)|(?P<late>late|end\s+of))[\s-]+(?:the\s+)?$",
    _FLAGS,
)
_KO_WEEK_PART = LazyPattern(r"[ \t]*(?:(?P<early>초)|(?P<mid>중반)|(?P<late>말|후반))(?:에|쯤|께|에는)?(?![가-힣])")
# The days of a week each part of it holds (Monday = 0)
WEEK_PARTS = {"early": (0, 2), "mid": (1, 3), "late": (3, 6)}


def week_part(found: Temporal) -> tuple[int, int] | None:
    """The first and last weekday of the part of the one week named: "early next week", "다음 주 초",
    "end of this week", "이번 주 후반"; None when no part of a week is said."""
    if found.days or len(found.weeks) != 1 or found.weeks[0].weekend:
        return None
    start, end = found.weeks[0].span
    said = _EN_WEEK_PART.search(found.masked, 0, start) or _KO_WEEK_PART.match(found.masked, end)
    if said is None:
        return None
    return WEEK_PARTS[next(part for part in WEEK_PARTS if said[part])]


# A part of this or next month, or of a month by name ("late september", "the end of december", "11월 말")
_EN_MONTH_PART = LazyPattern(
    r"\b(?:(?P<early>early|beginning\s+of|start\s+of)|(?P<mid>mid|middle\s+of)"
    r"|(?P<late>late|end\s+of|the\s+last\s+(?:few\s+|couple\s+(?:of\s+)?)?days\s+of))[\s-]+"
    rf"(?:the\s+)?(?:(?:(?P<which>this|next)\s+)?month\b|(?:month\s+of\s+)?(?P<named>{MONTH_RE})\b)",
    _FLAGS,
)
_KO_MONTH_PART = LazyPattern(
    r"(?:(?P<which>이번|요번|다음|담)\s*달|(?P<this>이달|(?<![가-힣\d])월(?=말|초))|(?P<next>내달)"
    r"|(?P<named_ko>1[0-2]|[1-9])\s*월)"
    r"\s*(?:(?P<early>초)|(?P<mid>중순|중반)|(?P<late>말|후반))"
    r"(?:에|쯤|께|에는)?(?![가-힣])"
    # the year's end or start ("연말에 쉬는 날", "end of the year", "year-end"): December's last days, January's first
    r"|(?<![가-힣])(?:(?P<year_late>연말|년말)|(?P<year_early>연초|년초))(?:에|쯤|께|에는)?(?![가-힣])"
    r"|\b(?:(?P<year_late_en>(?:the\s+)?(?:end|close)\s+of\s+(?:the|this)\s+year|(?:the\s+)?year[\s-]end)"
    r"|(?P<year_early_en>(?:the\s+)?(?:start|beginning)\s+of\s+next\s+year))\b",
    _FLAGS,
)
_EN_UP_TO = LazyPattern(r"\b(?:through|thru|until|till|til|by|to)\s+(?:the\s+)?$", _FLAGS)
# The days of a month each part of it holds (the last part ends with the month)
MONTH_PARTS = {"early": (1, 10), "mid": (11, 20), "late": (21, 31)}


def month_part(text: str, this_month: int = 1) -> tuple[int, tuple[int, int], tuple[int, int]] | None:
    """Which month from `this_month` ("early next month", "다음 달 초": 1; "late september" in July: 2, the
    coming one), its part's first and last day of the month, and where it is said; None when no part of a
    month is said."""
    said = _EN_MONTH_PART.search(text) or _KO_MONTH_PART.search(text)
    if said is None or _EN_UP_TO.search(text, 0, said.start()):
        return None  # "through the end of the month" is a range from now
    found = said.groupdict()
    if found.get("year_late") or found.get("year_late_en"):
        return (12 - this_month) % 12, MONTH_PARTS["late"], said.span()
    if found.get("year_early") or found.get("year_early_en"):
        return (1 - this_month) % 12, MONTH_PARTS["early"], said.span()
    named = MONTHS[found["named"].lower()] if found.get("named") else found.get("named_ko")
    which = (found.get("which") or "").lower()
    if named is not None:
        ahead = (int(named) - this_month) % 12
    else:
        ahead = 1 if which in ("next", "다음", "담") or found.get("next") else 0
    return ahead, MONTH_PARTS[next(part for part in MONTH_PARTS if found.get(part))], said.span()


def before_named_day(found: Temporal) -> bool:
    """One day or week named as what a range from now stops short of: "before Friday", "before the
    weekend", "금요일 전까지"."""
    if (span := _one_day_or_week_from_now(found)) is None:
        return False
    start, end = span
    return bool(_EN_BEFORE.search(found.masked, 0, start) or _KO_BEFORE.match(found.masked, end))


def names_past(found: Temporal) -> bool:
    """The utterance itself says the past: yesterday, last Friday, last week, 3 days ago, or a date.

    A calendar date ("July 13", "7/13", "7월 13일") names its day explicitly, past or not; a day
    of the month alone ("the 13th", "13일") or a weekday does not.
    """
    return (
        any(
            (m.offset is not None and m.offset < 0)
            or m.mode == "last"
            or (m.month is not None and m.nth is None and not m.last_day)
            or (m.month_offset is not None and m.month_offset < 0)
            for m in found.days
        )
        or any(w.offset < 0 for w in found.weeks)
        or any(offset < 0 for offset in found.months)
        or any(minutes < 0 for minutes in found.moments)
    )


def blank_unplaced(masked: str) -> str:
    """The masked text without such words: a follow-up answer has said what they meant."""
    for pattern in _unplaced_patterns(masked):
        if _may_match(pattern, masked):
            masked = pattern.sub(_blank_groups, masked)
    return masked


def _blank_groups(match: re.Match[str]) -> str:
    group = next(name for name, said in match.groupdict().items() if said)
    start, end = match.start(group) - match.start(), match.end(group) - match.start()
    return match[0][:start] + BLANK * (end - start) + match[0][end:]
