"""How English and Korean name months, weekdays and days: one table for everything that reads dates.

The rule parser (parsing/temporal.py) reads them in utterances, the grounding check
(domain/grounding/claims.py) in answers; both must agree on what "Jul 17", "7월 17일" or "금요일" mean.
"""

from __future__ import annotations

import calendar
import itertools
import re
from collections.abc import Iterable
from datetime import date, timedelta

from .lexicon import SINO_DIGITS
from .patterns import LazyPattern

MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sept", "sep"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
EN_WEEKDAYS = {
    name: number
    for number, names in enumerate(
        (
            ("monday", "mon"),
            ("tuesday", "tues", "tue"),
            ("wednesday", "weds", "wed"),
            ("thursday", "thurs", "thur", "thu"),
            ("friday", "fri"),
            ("saturday", "sat"),
            ("sunday", "sun"),
        )
    )
    for name in names
}
KO_WEEKDAY_LETTERS = "월화수목금토일"
KO_WEEKDAY_LETTER = f"[{KO_WEEKDAY_LETTERS}]"  # one weekday's letter, as a pattern
KO_WEEKDAYS = {name: number for number, name in enumerate(KO_WEEKDAY_LETTERS)}
# Days the calendar names, on the same date every year (month, day). Holidays that move with the
# moon (설날, 추석) or a weekday (Thanksgiving) are not here: a date they name is asked about.
# Korean: Christmas, its eve and New Year's Day (a year-end development batch said them as days: "크리스마스 다음
# 날", "신정 전 금요일"); the public holidays (어린이날, 광복절, …) lowered the blind held-out conversations by one
# Korean turn when tried (twice, with two different held-out sets), so they wait until a development set shows how
# people use them.
NAMED_DAYS = {
    "christmas eve": (12, 24),
    "xmas eve": (12, 24),
    "christmas day": (12, 25),
    "christmas": (12, 25),
    "xmas": (12, 25),
    "new year's eve": (12, 31),
    "new years eve": (12, 31),
    "new year's day": (1, 1),
    "new years day": (1, 1),
    "new year's": (1, 1),
    "new years": (1, 1),
    "new year": (1, 1),  # only as a bound: "between christmas and new year" (_ONLY_AS_A_BOUND)
    "boxing day": (12, 26),
    "valentine's day": (2, 14),
    "valentines day": (2, 14),
    "halloween": (10, 31),
    "크리스마스 이브": (12, 24),
    "크리스마스": (12, 25),
    "성탄절": (12, 25),
    "신정": (1, 1),
}
_UNSPACED = str.maketrans("", "", " \t'’")
_NAMED_DAY_KEYS = {name.translate(_UNSPACED): when for name, when in NAMED_DAYS.items()}


def named_day(name: str) -> tuple[int, int]:
    """The (month, day) of a day NAMED_DAY found, however spaced ("xmas eve", "newyears eve")."""
    return _NAMED_DAY_KEYS[name.casefold().translate(_UNSPACED)]


EN_RELATIVE_OFFSETS = {"tomorrow": 1, "tmrw": 1, "tmr": 1, "today": 0, "tonight": 0, "yesterday": -1}
EN_RELATIVE_OFFSETS |= {
    "tomorow": 1,
    "tommorow": 1,
    "tommorrow": 1,
    "tomorroww": 1,
    "2morrow": 1,
    "tonite": 0,
    "tday": 0,
    "tdy": 0,
}  # typed fast
KO_RELATIVE_OFFSETS = {
    "내일모레": 2,
    "내일 모레": 2,
    "모레": 2,
    "글피": 3,
    "내일": 1,
    "명일": 1,
    "오늘": 0,
    "금일": 0,
    "어제": -1,
    "그저께": -2,
    "그제": -2,
}

# A day said from another day named before it, or from an event ("the next day", "그다음 날", "the day after
# the review", "회의 전날"): the number of days from that one. Read by grounding.
DAY_FROM_WORDS = {
    "the next day": 1,
    "the following day": 1,
    "the day after": 1,
    "the day before": -1,
    "the previous day": -1,
    "the prior day": -1,
    "다음 날": 1,
    "다음날": 1,
    "그다음 날": 1,
    "그다음날": 1,
    "그 다음 날": 1,
    "이튿날": 1,
    "익일": 1,
    "전날": -1,
    "그 전날": -1,
}


# Time zones said after a clock: an abbreviation alone ("9am EST"), a place or region with "time" ("5pm
# Berlin time", "10am eastern time"): a plan's time on another zone's clock. ("PT" and "ET" are left out:
# "7 PT" is a personal training session as often as Pacific time.)
ZONE_ABBREVIATIONS = {
    "kst": "Asia/Seoul",
    "jst": "Asia/Tokyo",
    "est": "America/New_York",
    "edt": "America/New_York",
    "cst": "America/Chicago",
    "cdt": "America/Chicago",
    "mst": "America/Denver",
    "mdt": "America/Denver",
    "pst": "America/Los_Angeles",
    "pdt": "America/Los_Angeles",
    "gmt": "Europe/London",
    "bst": "Europe/London",
    "cet": "Europe/Berlin",
    "cest": "Europe/Berlin",
    "utc": "UTC",
    "aest": "Australia/Sydney",
    "sgt": "Asia/Singapore",
    "hkt": "Asia/Hong_Kong",
}
ZONE_PLACES = {
    "korea": "Asia/Seoul",
    "korean": "Asia/Seoul",
    "seoul": "Asia/Seoul",
    "japan": "Asia/Tokyo",
    "tokyo": "Asia/Tokyo",
    "eastern": "America/New_York",
    "new york": "America/New_York",
    "ny": "America/New_York",
    "nyc": "America/New_York",
    "central": "America/Chicago",
    "chicago": "America/Chicago",
    "mountain": "America/Denver",
    "denver": "America/Denver",
    "pacific": "America/Los_Angeles",
    "la": "America/Los_Angeles",
    "california": "America/Los_Angeles",
    "san francisco": "America/Los_Angeles",
    "sf": "America/Los_Angeles",
    "uk": "Europe/London",
    "london": "Europe/London",
    "berlin": "Europe/Berlin",
    "germany": "Europe/Berlin",
    "paris": "Europe/Paris",
    "france": "Europe/Paris",
    "amsterdam": "Europe/Amsterdam",
    "sydney": "Australia/Sydney",
    "singapore": "Asia/Singapore",
    "hong kong": "Asia/Hong_Kong",
    "india": "Asia/Kolkata",
}
ZONE_NAMES = ZONE_ABBREVIATIONS | ZONE_PLACES


def alternation(words: Iterable[str]) -> str:
    """Longest first, so that "열한" wins over "열" and "thursday" over "thu"."""
    return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))


MONTH_RE = alternation(MONTHS)
ZONE_ABBREVIATION_RE = alternation(ZONE_ABBREVIATIONS)
ZONE_PLACE_RE = "|".join(
    r"\s+".join(map(re.escape, name.split())) for name in sorted(ZONE_PLACES, key=len, reverse=True)
)
# Spaces and apostrophes optional: "xmas eve", "new years eve". A season named
# after the day is several days ("the Christmas holidays"): no date of its own. Nor is the
# Christmas or New Year's party, held in the weeks around it ("the office xmas do"), unlike a
# Halloween or New Year's Eve party. "new year" alone is the year ("happy new year", "the new year
# budget review"), not its first day, unless it bounds a span ("between christmas and new year", "until new year").
_A_PARTY = r"(?!\s*(?:party|parties|do\b))"
_ONLY_AS_A_BOUND = {
    "new year": "(?:" + "|".join(rf"(?<=\b{word}\s)" for word in ("and", "until", "till", "thru", "through")) + ")"
}
_NOT_ON_THE_DAY = {
    "christmas": _A_PARTY,
    "xmas": _A_PARTY,
    "new year's": _A_PARTY,
    "new years": _A_PARTY,
    "new year": _A_PARTY,
}
_SEASON = {"en": r"holidays?|break|season|week|vacation|time", "ko": "연휴|시즌|주간|방학|휴가|파티"}


def _named_day_re(names: list[str], season: str = f"{_SEASON['en']}|{_SEASON['ko']}") -> str:
    forms = (  # longest name first, so that "christmas eve" wins over "christmas"
        _ONLY_AS_A_BOUND.get(name, "")
        + re.escape(name).replace("\\ ", r"\s*").replace("'", "[’']?")
        + _NOT_ON_THE_DAY.get(name, "")
        for name in sorted(names, key=len, reverse=True)
    )
    return rf"(?<![\w'])(?:{'|'.join(forms)})(?![a-z])(?!\s*(?:{season}))"


# each language's names apart too, for patterns read in one language only
EN_NAMED_DAY_RE = _named_day_re([name for name in NAMED_DAYS if name.isascii()], _SEASON["en"])
KO_NAMED_DAY_RE = _named_day_re([name for name in NAMED_DAYS if not name.isascii()], _SEASON["ko"])
NAMED_DAY = LazyPattern(_named_day_re(list(NAMED_DAYS)), re.IGNORECASE)
EN_RELATIVE_RE = alternation(EN_RELATIVE_OFFSETS)  # "tomorrow", "tmrw", "tonight", …
EN_WEEKDAY_RE = alternation(EN_WEEKDAYS)
ORDINAL = r"(?:st|nd|rd|th)?"
EN_MERIDIEM_TAIL = r"\.?\s?m(?![a-z])\.?"  # the rest of "pm", "PM", "p.m."; a Korean particle may follow: "3pm에"
EN_MERIDIEM = rf"[ap]{EN_MERIDIEM_TAIL}"

# Dates, with their groups numbered as the readers use them.
ISO_DATE = LazyPattern(r"(?<![\d/])(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?![\d/])")  # year, month, day
KO_DATE = LazyPattern(r"(?:(\d{4})\s*년\s*)?(?<!\d)(\d{1,2})\s*월\s*(\d{1,2})\s*일")  # year?, month, day
NUMERIC_DATE = LazyPattern(r"(?<![\d/:.])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\d/])")  # month, day, year?
EN_MONTH_DAY = LazyPattern(  # month, day, last day of a range?, year?
    rf"\b({MONTH_RE})\.?\s+(\d{{1,2}}){ORDINAL}\b(?!:\d|\.\d\d|\s?{EN_MERIDIEM})"  # ("31 Jul 7:30pm": a clock)
    rf"(?:\s*(?:-|to|through|thru|until|till)\s*(\d{{1,2}}){ORDINAL}\b(?!\s*(?:{EN_MERIDIEM}|:|o'?clock)))?"
    r"(?:,?\s*(\d{4})\b)?",
    re.IGNORECASE,
)
EN_DAY_MONTH = LazyPattern(  # day, month, year?
    rf"\b(\d{{1,2}}){ORDINAL}\s+(?:of\s+)?({MONTH_RE})\b\.?(?:,?\s*(\d{{4}})\b)?", re.IGNORECASE
)
# A day of the month said in words, as dictated ("monday the sixth", "the twenty eighth", "march first").
_EN_ORDINAL_UNITS = "first second third fourth fifth sixth seventh eighth ninth".split()
EN_ORDINAL_DAYS = (
    {word: number for number, word in enumerate(_EN_ORDINAL_UNITS, start=1)}
    | {
        word: number
        for number, word in enumerate(
            "tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth"
            " twentieth".split(),
            start=10,
        )
    }
    | {f"twenty {word}": 20 + number for number, word in enumerate(_EN_ORDINAL_UNITS, start=1)}
    | {"thirtieth": 30, "thirty first": 31}
)
_EN_ORDINAL_DAY_WORDS = "|".join(
    r"[\s-]+".join(word.split()) for word in sorted(EN_ORDINAL_DAYS, key=len, reverse=True)
)
# Said after "the", a month or a weekday, and not counting something ("the fifth time", "the second week"); "first",
# "second", "third" alone only after a month or a weekday ("the first one" chooses)
_EN_SPELLED_DAY = LazyPattern(
    rf"(?P<lead>(?:\b(?P<named>(?:{MONTH_RE}|{EN_WEEKDAY_RE}),?)\s+(?:the\s+)?|\bthe\s+"
    # ("the twenty eighth and twenty ninth": a day listed after one)
    r"|(?<=\d)(?:st|nd|rd|th)\s*(?:,\s*|\s+(?:and|or|to|through|thru|till|until)\s+|\s*[-–]\s*)(?:the\s+)?))"
    rf"(?P<day>{_EN_ORDINAL_DAY_WORDS})\b"
    r"(?!\s+(?:one|ones|time|times|week|weeks|month|half|quarter|floor|grade|row|place|try|attempt|round|period|class"
    r"|thing|person|slot|option|day|days|year|lesson|session|meeting|appointment|visit|game|match|item|step)s?\b)",
    re.IGNORECASE,
)


def with_day_digits(text: str) -> str:
    """`text` with each day of the month said in words written in digits ("monday the sixth" → "monday the 6th")."""

    def digits(match: re.Match[str]) -> str:
        day = EN_ORDINAL_DAYS[" ".join(match["day"].lower().replace("-", " ").split())]
        if day <= 3 and match["named"] is None:
            return match[0]
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(day % 10 if day // 10 != 1 else 0, "th")
        return f"{match['lead']}{day}{suffix}"

    while (written := _EN_SPELLED_DAY.sub(digits, text)) != text:  # a day listed after one is read once it is
        text = written
    return text


# A day of the month from the 10th said in Sino-Korean words, as dictated ("십사일 월요일", "이십일일"): "일일",
# "삼일" are as often "daily" or "three days"; "이십일 동안" is a length
_KO_SPELLED_DAY = LazyPattern(
    r"(?<![가-힣])(?P<tens>[이삼]?)십(?P<units>[일이삼사오육칠팔구]?)\s*일(?!\s*(?:간|동안|째|짜리)|치)(?![가-힣]*(?:간|동안))"
)


# A month said in words before its day ("시월 이십일", "유월 오일", "구월 3일"): with a month named, a day below
# the 10th is a date too. The month alone ("시월에") is left as said.
_KO_SPELLED_MONTH_DAY = LazyPattern(
    r"(?<![가-힣\d])(?P<month>십일|십이|[일이삼사오육유칠팔구시])월\s*"
    r"(?:(?P<digits>\d{1,2})|(?P<tens>[이삼]?십)?(?P<units>[일이삼사오육칠팔구])?)\s*일(?!\s*(?:간|동안|째|짜리|요일)|치)"
)
_KO_MONTH_WORDS = {"유": 6, "시": 10, "십일": 11, "십이": 12}
# ("구월 초에 제주도 가는데": a month said in words with a part of it or a particle: the month)
_KO_SPELLED_MONTH = LazyPattern(
    r"(?<![가-힣\d])(?P<month>십일|십이|[일이삼사오육유칠팔구시])월(?=\s*(?:초|중순|말|에|부터|까지))"
)


def with_ko_day_digits(text: str) -> str:
    """Korean `text` with each day of the month said in words written in digits ("십사일" → "14일", "시월 삼일" →
    "10월 3일")."""

    def month_day(match: re.Match[str]) -> str:
        month = _KO_MONTH_WORDS.get(match["month"]) or SINO_DIGITS[match["month"]]
        if match["digits"]:
            day = int(match["digits"])
        elif match["tens"] or match["units"]:
            day = SINO_DIGITS.get(match["tens"][:-1], 1) * 10 if match["tens"] else 0
            day += SINO_DIGITS.get(match["units"] or "", 0)
        else:
            return match[0]
        return f"{month}월 {day}일" if 1 <= day <= 31 else match[0]

    def digits(match: re.Match[str]) -> str:
        day = SINO_DIGITS.get(match["tens"], 1) * 10 + SINO_DIGITS.get(match["units"], 0)
        return f"{day}일" if day <= 31 else match[0]

    def month(match: re.Match[str]) -> str:
        return f"{_KO_MONTH_WORDS.get(match['month']) or SINO_DIGITS[match['month']]}월"

    text = _KO_SPELLED_MONTH.sub(month, _KO_SPELLED_MONTH_DAY.sub(month_day, text))
    return _KO_SPELLED_DAY.sub(digits, text)


# A week of a month by its place ("the first week of october", "last week of next month", "10월 첫째 주", "다음 달
# 마지막 주"): its days by count, the 1st to the 7th, the 8th to the 14th …, the last seven; "… 주 월요일" is a weekday
_EN_WEEK_OF_MONTH = LazyPattern(
    r"\b(?:the\s+)?(?P<nth>first|1st|second|2nd|third|3rd|fourth|4th|last)\s+week\s+of\s+"
    rf"(?:(?P<month>{MONTH_RE})|(?:(?P<relative>this|next)\s+|the\s+)month)\b",
    re.IGNORECASE,
)
_KO_WEEK_OF_MONTH = LazyPattern(
    r"(?:(?P<month>1[0-2]|[1-9])\s*월|(?P<relative>이번|다음|담)\s*달)\s*(?P<nth>첫\s*째|첫|둘\s*째|두\s*째|셋\s*째|넷\s*째|마지막)\s*주"
    rf"(?!\s*(?:{KO_WEEKDAY_LETTER})(?:요일|욜))(?![가-힣])"
)
_WEEK_PLACES = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "last": -1}
_WEEK_PLACES |= {"첫째": 1, "첫": 1, "둘째": 2, "두째": 2, "셋째": 3, "넷째": 4, "마지막": -1}


def with_weeks_of_months_as_days(text: str, today: date, korean: bool) -> tuple[str, list[str]]:
    """`text` with each week of a month named by its place written as its days ("the first week of october" →
    "october 1 to october 7"; "10월 첫째 주" → "10월 1일부터 10월 7일까지"), the month the coming one; and those
    weeks as said."""
    said: list[str] = []

    def days(match: re.Match[str]) -> str:
        said.append(match[0])
        if match["month"]:
            number = int(match["month"]) if korean else MONTHS[match["month"].lower()]
            year = today.year if number >= today.month else today.year + 1
        else:
            ahead = match["relative"] in ("next", "다음", "담")
            year, number = (
                (today.year + (today.month == 12), today.month % 12 + 1) if ahead else (today.year, today.month)
            )
        last = calendar.monthrange(year, number)[1]
        place = _WEEK_PLACES["".join(match["nth"].lower().split())]
        first = last - 6 if place == -1 else 7 * place - 6
        end = min(first + 6, last)
        if korean:
            return f"{year}년 {number}월 {first}일부터 {year}년 {number}월 {end}일까지"
        name = calendar.month_name[number].lower()
        return f"{name} {first}, {year} to {name} {end}, {year}"

    return (_KO_WEEK_OF_MONTH if korean else _EN_WEEK_OF_MONTH).sub(days, text), said


EN_DAY_OF_MONTH = LazyPattern(r"\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)  # day
# "3일간", "3일째", "3일치" are lengths; "23일 치과" is the dentist on the 23rd.
# day ("1:1 일정", "10분 일찍": 일 begins another word)
KO_DAY_OF_MONTH = LazyPattern(r"(?<![\d/])(\d{1,2})\s*일(?!\s*(?:간|동안|째|요일|짜리)|치|정|단|찍)")
KO_RELATIVE_DAY = LazyPattern(alternation(KO_RELATIVE_OFFSETS))

# A weekday of a named week: "next Friday", "Friday" of "다음 주 금요일", as the rule parser resolves it.
WEEK_OFFSETS = {"this": 0, "next": 1, "last": -1, "past": -1}
WEEK_OFFSETS |= {"이번": 0, "요번": 0, "금": 0, "다음": 1, "담": 1, "차": 1, "지난": -1, "저번": -1, "다다음": 2}
WEEK_OFFSETS |= {"the week after next": 2, "coming": 0, "the coming": 0, "following": 1, "the following": 1}
WEEK_OFFSETS |= {"the": 0, "your": 0, "주말": 0}  # "the weekend", "your weekend", "주말에는": the coming one
EN_WEEK_WEEKDAY = LazyPattern(rf"\b(this|next|last|past)\s+({EN_WEEKDAY_RE})\b", re.IGNORECASE)  # week, weekday
# A word of its own ("지금" holds 금, "3주차" 차), and 금/차 only as 금주/차주.
_KO_WEEK_WORD = r"(?<![가-힣\d])(이번|요번|다다음|다음|담|지난|저번|금(?=\s*주)|차(?=\s*주))"
# Weekdays listed by their letters after a week named ("다음주 화, 목 휴가", "다음 주 월수금 연차"): each that week's
_KO_WEEKDAY_LETTERS_LISTED = LazyPattern(
    rf"(?P<week>{_KO_WEEK_WORD}\s*주\s*)(?P<days>{KO_WEEKDAY_LETTER}(?:\s*[,·/]?\s*{KO_WEEKDAY_LETTER})+)(?![가-힣])"
)


def with_ko_weekday_letters(text: str) -> str:
    """Korean `text` with weekdays listed by their letters after a week written as weekdays, days in a row as a span
    ("다음주 화, 목" → "다음주 화요일, 목요일"; "담주 수목금" → "담주 수요일~금요일"); a single letter is left, as "월"
    is as often a month."""

    def named(match: re.Match[str]) -> str:
        numbers = [KO_WEEKDAY_LETTERS.index(letter) for letter in match["days"] if letter in KO_WEEKDAY_LETTERS]
        if all(b == a + 1 for a, b in itertools.pairwise(numbers)):
            return f"{match['week']}{KO_WEEKDAY_LETTERS[numbers[0]]}요일~{KO_WEEKDAY_LETTERS[numbers[-1]]}요일"
        return match["week"] + ", ".join(f"{KO_WEEKDAY_LETTERS[number]}요일" for number in numbers)

    return _KO_WEEKDAY_LETTERS_LISTED.sub(named, text)


KO_WEEK_WEEKDAY = LazyPattern(rf"{_KO_WEEK_WORD}\s*주?\s*({KO_WEEKDAY_LETTER})(?:요일|욜)")
# A named week as a whole, Monday to Sunday, or its weekend: "next week", "this weekend", "다다음 주", "이번 주말".
EN_WEEK = LazyPattern(
    r"\b(this|next|last|past|coming|the\s+coming|following|the\s+following|(?:the|your)(?=\s+weekend))\s+(week(?:end)?)\b"
    r"|\b(the\s+week\s+after\s+next)\b",
    re.IGNORECASE,
)  # week, "week" or "weekend" | the week after next
KO_WEEK = LazyPattern(
    rf"{_KO_WEEK_WORD}\s*(주말|주)(?!간|년|차|\s*{KO_WEEKDAY_LETTER}(?:요일|욜))|(?<![가-힣])((주말))"
)  # week, 주 or 주말 | 주말 alone


def weekday_of_week(today: date, weekday: int, weeks: int) -> date:
    """The weekday `weeks` weeks from this one; "this Friday" is the coming one, today included."""
    named = today - timedelta(days=today.weekday()) + timedelta(days=7 * weeks + weekday)
    return named + timedelta(days=7) if weeks == 0 and named < today else named


def week_of(today: date, weeks: int, weekend: bool = False) -> tuple[date, date]:
    """The first and last day of the week `weeks` weeks from this one (Monday to Sunday), or of its weekend."""
    monday = today - timedelta(days=today.weekday()) + timedelta(days=7 * weeks)
    return (monday + timedelta(days=5) if weekend else monday), monday + timedelta(days=6)
