"""Reading an answer into claims: the dates, times, parts of day, lengths and events it mentions, each
event's polarity, count and "only", and the clauses that group them. Nothing here knows the
context's facts beyond their titles (a context title is read as a mention of its facts); checking
what the claims say against the context is `checks.py`. Pure domain: no I/O.
"""

from __future__ import annotations

import calendar
import dataclasses
import functools
import itertools
import re
from abc import ABC, abstractmethod
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from typing import TYPE_CHECKING, Literal
from zoneinfo import ZoneInfo

from ..calendar_words import (
    DAY_FROM_WORDS,
    EN_DAY_MONTH,
    EN_DAY_OF_MONTH,
    EN_MERIDIEM,
    EN_MONTH_DAY,
    EN_RELATIVE_OFFSETS,
    EN_RELATIVE_RE,
    EN_WEEK,
    EN_WEEK_WEEKDAY,
    EN_WEEKDAY_RE,
    EN_WEEKDAYS,
    ISO_DATE,
    KO_DATE,
    KO_DAY_OF_MONTH,
    KO_RELATIVE_DAY,
    KO_RELATIVE_OFFSETS,
    KO_WEEK,
    KO_WEEK_WEEKDAY,
    KO_WEEKDAY_LETTER,
    KO_WEEKDAYS,
    MONTHS,
    NUMERIC_DATE,
    WEEK_OFFSETS,
    alternation,
    week_of,
    weekday_of_week,
)
from ..hangul import latin_spellings, modifies, sounds_like
from ..lexicon import (
    ADVISED_ACTIVITY_WORDS,
    AGAIN_WORDS,
    AIRPORT_PLACES,
    ANOTHER_OF_IT_WORDS,
    ARRIVAL_WORDS,
    AT_LEAST_WORDS,
    AT_WORK_WORDS,
    BROAD_TITLE_WORDS,
    BROADER_EVENT_WORDS,
    CLIPPED_TITLE_WORDS,
    CLOCK_CHANGE_WORDS,
    CLOCK_DIRECTION_WORDS,
    COMPARED_WORDS,
    DAY_BACK_WORDS,
    DAY_ITSELF_WORDS,
    DUE_AT_WORDS,
    EACH_DAY_WORDS,
    EARLIEST_WORDS,
    EARLY_WEEK_WORDS,
    ELAPSED_TIME_WORDS,
    EMPTY_TIME_WORDS,
    EN_EDGE_DAY_WORDS,
    EN_NUMBERS,
    ENDS_AT_WORDS,
    EVENT_WORDS,
    EVERY_OTHER_WEEK_WORDS,
    EVERY_TIME_WORDS,
    FINISHING_WORDS,
    FIRST_BACK_WORDS,
    FIRST_OF_ALL_WORDS,
    GENERIC_EVENT_WORDS,
    HALF_DAY_LEAVE_WORDS,
    HELD_STATE_WORDS,
    HELD_TIME_WORDS,
    IN_PART_WORDS,
    INCLUDING_WORDS,
    ITEM_WORDS,
    JOINING_WORDS,
    JOURNEY_WORDS,
    KIND_RESTATED,
    KO_AS_SOON_AS_WORDS,
    KO_BREAK_WORDS,
    KO_DAY_COUNTS,
    KO_DAY_OF_STRETCH_WORDS,
    KO_DEPART_ARRIVE_WORDS,
    KO_DONE_THEN_WORDS,
    KO_EDGE_TOPIC_WORDS,
    KO_EVENT_GEAR_WORDS,
    KO_EVENT_ROOM_WORDS,
    KO_EXCEPT_WORDS,
    KO_HANDLING_PLANS_WORDS,
    KO_IT_IS_WORDS,
    KO_MEAL_EATEN_WORDS,
    KO_MEAL_TAKEN_WORDS,
    KO_NATIVE_BEFORE_COUNTERS,
    KO_NATIVE_NUMBERS,
    KO_PLACE_WORDS,
    KO_RIGHT_BY_WORDS,
    KO_SUM_THEN_WORDS,
    KO_THERE_IS_WORDS,
    KO_THINGS_WORDS,
    KO_VENUE_WORDS,
    KO_WHILE_WORDS,
    LAST_OF_ALL_WORDS,
    LATE_WEEK_WORDS,
    LATEST_WORDS,
    LEAVING_WORK_WORDS,
    LONG_WEEKEND_WORDS,
    LONGEST_WORDS,
    MAKING_PLANS_WORDS,
    MEETING_PROPER_WORDS,
    MEETING_SOMEONE_WORDS,
    MOVED_WORDS,
    NAME_ABBREVIATIONS,
    NARROWER_TITLE_WORDS,
    NEARLY_TIME_WORDS,
    NONE_LONGER_THAN_WORDS,
    NOT_COUNTING_WORDS,
    NOT_TAKING_PLACE_WORDS,
    NOW_WORDS,
    OFFER_WORDS,
    ONE_OFF_WORDS,
    ORDER_AFTER_WORDS,
    ORDER_BEFORE_WORDS,
    ORDER_THEN_WORDS,
    ORDINALS,
    OVER_BY_NOW_WORDS,
    OVERLAP_WORDS,
    OWN_EDGE_WORDS,
    PEOPLE_WORDS,
    PERSON_ROLE_WORDS,
    PERSONAL_EVENT_WORDS,
    PLACE_ABBREVIATIONS,
    PLACE_KIND_WORDS,
    PLACE_ZONES,
    PROPOSAL_WORDS,
    REACH_DAY_WORDS,
    REMAINING_AFTER_WORDS,
    REMAINING_BEFORE_WORDS,
    RETURN_WORDS,
    RIGHT_AFTER_WORDS,
    ROUGH_TIME_WORDS,
    ROUTINE_HOURS,
    SAME_DAY_WORDS,
    SAME_DAYS_WORDS,
    SERIES_WORDS,
    SET_ASIDE_TIME_WORDS,
    SHIFT_WORDS,
    SHORTEST_WORDS,
    SKIPPED_WORDS,
    SLEEP_NIGHT_WORDS,
    SPAN_END_WORDS,
    SPAN_START_WORDS,
    STARTS_AT_WORDS,
    STEPPING_OUT_WORDS,
    STILL_TO_START_WORDS,
    SUGGESTED_MOVE_WORDS,
    THROUGH_TIME_WORDS,
    TITLE_WORD_TRANSLATIONS,
    TOTAL_LENGTH_WORDS,
    TRAVEL_VERB_WORDS,
    TRIP_WORDS,
    VACATION_WORDS,
    WEATHER_HEDGE_WORDS,
    WEATHER_WORDS,
    WHOLE_LENGTH_WORDS,
    WISH_WORDS,
    WORK_KIND_WORDS,
    WORKING_DAYS_WORDS,
    ZONE_WORDS,
    Words,
)
from ..patterns import LazyPattern
from ..texts import particle

if TYPE_CHECKING:
    from .context import _Span

Kind = Literal["meeting", "vacation", "any"]


# -- what the context states ------------------------------------------------------------------


def _minute_of(moment: datetime) -> int:
    return moment.hour * 60 + moment.minute


def _normal(text: str) -> str:
    return " ".join(text.casefold().split())


# -- reading the answer -----------------------------------------------------------------------


class DateTest(ABC):
    """Which days a date mention names: tested one day at a time, or against a whole span of
    days in a few steps, so a long fact or window costs no more than a short one."""

    @abstractmethod
    def __call__(self, day: date) -> bool: ...

    @abstractmethod
    def within(self, first: date, last: date) -> bool:
        """Whether some day of [first, last] is named."""

    def listed(self, first: date, last: date) -> Iterator[date] | None:
        """The days of [first, last] it names, when they are a few that can be listed (None: test
        day by day): a year's list of dates is then looked up, not tested date by date."""
        return None


@dataclass(frozen=True)
class _On(DateTest):
    day: date

    def __call__(self, day: date) -> bool:
        return day == self.day

    def within(self, first: date, last: date) -> bool:
        return first <= self.day <= last

    def listed(self, first: date, last: date) -> Iterator[date] | None:
        return iter([self.day] if first <= self.day <= last else [])


@dataclass(frozen=True)
class _Pair(DateTest, ABC):
    """Two tests of one mention: either may hold (`_Either`), or both must (`_Both`)."""

    first: DateTest
    second: DateTest


@dataclass(frozen=True)
class _Either(_Pair):
    """A date read two ways ("7/8": July 8 or 7 August)."""

    def __call__(self, day: date) -> bool:
        return self.first(day) or self.second(day)

    def within(self, first: date, last: date) -> bool:
        return self.first.within(first, last) or self.second.within(first, last)


@dataclass(frozen=True)
class _EitherWeek(_Either):
    """A week said by its place with no month ("첫 주", "둘째 주"): of the asked month, from its first day, or of the
    asked time, from its first day ("앞으로 2주" asked on a Sunday the 9th). A denial or a count over it holds if it
    holds over one of them."""

    @property
    def weeks(self) -> tuple[DateTest, DateTest]:
        return self.first, self.second


@dataclass(frozen=True)
class _Range(DateTest):
    """Every day of [first, last]: a named week ("next week", "다음 주") is the range of its days."""

    first: date
    last: date

    def __call__(self, day: date) -> bool:
        return self.first <= day <= self.last

    def within(self, first: date, last: date) -> bool:
        return self.first <= last and first <= self.last


@dataclass(frozen=True)
class _WeekOrNext(_Range):
    """A week named on a Sunday ("다음 주", "this week"): the one week or the next, as weeks start on Monday or on
    Sunday. As a range it holds both; a denial is read over each."""

    @property
    def weeks(self) -> tuple[_Range, _Range]:
        middle = self.first + timedelta(days=7)
        return _Range(self.first, middle - timedelta(days=1)), _Range(middle, self.last)


@dataclass(frozen=True)
class _WeekOfMonth(_Range):
    """A month's week by its place ("the first week of December"): its days by count, the 1st to the 7th, ..., as
    a range; its Monday-to-Sunday week of the calendar, within the month, the other way people count it. A denial
    or a count over it holds if it holds over one of them."""

    calendar_first: date
    calendar_last: date

    @property
    def weeks(self) -> tuple[_Range, _Range]:
        return _Range(self.first, self.last), _Range(self.calendar_first, self.calendar_last)


@dataclass(frozen=True)
class _Both(_Pair):
    """One day said two ways ("Wednesday the 24th", "금요일(25일)", "tomorrow, Thursday"): both must hold of it."""

    def __call__(self, day: date) -> bool:
        return self.first(day) and self.second(day)

    def within(self, first: date, last: date) -> bool:
        listed = self.listed(first, last)
        if listed is not None:
            return any(True for _ in listed)
        return any(self(first + timedelta(days=n)) for n in range(min((last - first).days, 366) + 1))

    def listed(self, first: date, last: date) -> Iterator[date] | None:
        for test, other in ((self.first, self.second), (self.second, self.first)):
            if (days := test.listed(first, last)) is not None:
                return (day for day in days if other(day))
        return None


@dataclass(frozen=True)
class _Within(DateTest):
    """The days another test names between two days: "휴가 전 월~수" is the Monday to Wednesday before time off."""

    test: DateTest
    first: date
    last: date

    def __call__(self, day: date) -> bool:
        return self.first <= day <= self.last and self.test(day)

    def within(self, first: date, last: date) -> bool:
        first, last = max(first, self.first), min(last, self.last)
        return first <= last and self.test.within(first, last)

    def listed(self, first: date, last: date) -> Iterator[date] | None:
        return self.test.listed(max(first, self.first), min(last, self.last))


@dataclass(frozen=True)
class _InWeekOf(DateTest):
    """A weekday of the weeks (Monday to Sunday) holding a day a heading names ("Weekend of the 20th: ... Sunday is
    free" is Sunday the 21st)."""

    test: DateTest
    heading: tuple[DateTest, ...]

    def __call__(self, day: date) -> bool:
        monday = day - timedelta(days=day.weekday())
        return self.test(day) and any(said.within(monday, monday + timedelta(days=6)) for said in self.heading)

    def within(self, first: date, last: date) -> bool:
        week = timedelta(days=6)
        for said in self.heading:
            for day in said.listed(first - week, last + week) or ():
                monday = day - timedelta(days=day.weekday())
                if max(first, monday) <= min(last, monday + week) and self.test.within(
                    max(first, monday), min(last, monday + week)
                ):
                    return True
        return False


@dataclass(frozen=True)
class _SoonAfter(DateTest):
    """The days another test names in the six after a day said: "Monday the 27th the dentist, then Tuesday pottery"
    is Tuesday the 28th, the next Tuesday."""

    test: DateTest
    said: DateTest

    def __call__(self, day: date) -> bool:
        return self.test(day) and self.said.within(day - timedelta(days=6), day - timedelta(days=1))

    def within(self, first: date, last: date) -> bool:
        return any(self(first + timedelta(days=n)) for n in range(min((last - first).days, 366) + 1))


@dataclass(frozen=True)
class _Shifted(DateTest):
    """The days `days` after those another test names: "the next day" after "Wednesday the 23rd"."""

    test: DateTest
    days: int

    def __call__(self, day: date) -> bool:
        return self.test(day - timedelta(days=self.days))

    def within(self, first: date, last: date) -> bool:
        shift = timedelta(days=self.days)
        return self.test.within(first - shift, last - shift)

    def listed(self, first: date, last: date) -> Iterator[date] | None:
        shift = timedelta(days=self.days)
        days = self.test.listed(first - shift, last - shift)
        return None if days is None else (day + shift for day in days)


@dataclass(frozen=True)
class _Days(DateTest):
    """Days given one by one: "the day after the review" is the day after each of its days."""

    days: frozenset[date]

    def __call__(self, day: date) -> bool:
        return day in self.days

    def within(self, first: date, last: date) -> bool:
        return any(first <= day <= last for day in self.days)


@dataclass(frozen=True)
class _Weekday(DateTest):
    weekday: int

    def __call__(self, day: date) -> bool:
        return day.weekday() == self.weekday

    def within(self, first: date, last: date) -> bool:
        days = (last - first).days
        return days >= 6 or (days >= 0 and (self.weekday - first.weekday()) % 7 <= days)


@dataclass(frozen=True)
class _Weekdays(DateTest):
    """A range of weekdays ("Mon–Wed"): any day that is one of them."""

    weekdays: frozenset[int]

    def __call__(self, day: date) -> bool:
        return day.weekday() in self.weekdays

    def within(self, first: date, last: date) -> bool:
        return any(self(first + timedelta(days=n)) for n in range(min((last - first).days, 6) + 1))


@dataclass(frozen=True)
class _InYear(DateTest):
    year: int

    def __call__(self, day: date) -> bool:
        return day.year == self.year

    def within(self, first: date, last: date) -> bool:
        return first.year <= self.year <= last.year


@dataclass(frozen=True)
class _DayOf(DateTest):
    """A day of the month, in a given month and year or in any."""

    month: int | None
    day: int
    year: int | None

    def __call__(self, day: date) -> bool:
        return (
            day.day == self.day
            and (self.month is None or day.month == self.month)
            and (self.year is None or day.year == self.year)
        )

    def within(self, first: date, last: date) -> bool:
        return any(True for _ in self.listed(first, last))

    def listed(self, first: date, last: date) -> Iterator[date]:
        years = [self.year] if self.year is not None else range(first.year, last.year + 1)
        months = [self.month] if self.month is not None else range(1, 13)
        for year, month in itertools.product(years, months):
            try:
                named = date(year, month, self.day)
            except ValueError:  # no such day (February 30, a 29th outside leap years)
                continue
            if first <= named <= last:
                yield named


@dataclass(frozen=True)
class _WeekOf(DateTest):
    """Every day of the weeks (Monday to Sunday) holding a day another test names: "the week of the 9th"."""

    test: DateTest

    def __call__(self, day: date) -> bool:
        monday = day - timedelta(days=day.weekday())
        return self.test.within(monday, monday + timedelta(days=6))

    def within(self, first: date, last: date) -> bool:
        return self.test.within(first - timedelta(days=first.weekday()), last + timedelta(days=6 - last.weekday()))


_ISO_DATETIME = LazyPattern(r"\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?", re.I)
_EN_HOURS = {word: number for word, number in EN_NUMBERS.items() if number <= 12}
_KO_HOURS = KO_NATIVE_BEFORE_COUNTERS
_EN_MINUTES = {"oh five": 5, "o five": 5, "fifteen": 15, "twenty": 20, "twenty five": 25, "thirty": 30}
_EN_MINUTES |= {"thirty five": 35, "forty": 40, "forty five": 45, "fifty": 50, "fifty five": 55}
_EN_MINUTE_WORD = alternation(_EN_MINUTES).replace(r"\ ", r"[\s-]")  # "ten thirty", "ten forty-five"
_EN_AMOUNTS = {"a": 1, "an": 1, **_EN_HOURS}
# Said as a length ("for two hours", "lasts 90 minutes", "two hours long", "a 3-hour"), not a distance in time
# ("in two hours", "two hours before").
# A total, a gap or time spent in several ("three hours in total", "a 30-minute gap", "an hour there",
# "an hour free") is no one event's length.
_NOT_ONE_LENGTH = (
    r"(?!\s+(?:in\s+total|total|altogether|combined|in\s+meetings|of\s+meetings|there|in\s+between|between"
    r"|free|open|to\s+spare|of\s+free\s+time)\b)"
)
# Words after "an hour" or "half an hour" that make it a drive, a distance in time or a gap ("an hour between Sam
# and the pickup", "half an hour until dinner"), not the length of the event said next
_NOT_BEFORE_MEASURED = (
    "drive|commute|walk|wait|in|of|from|before|after|ago|later|earlier|left|away|total|and|or|than"
    "|to|between|until|till"
)
_SPENT_AT = (
    r"(?:\s+(?:at|in|on)\s+(?:the|your)(?:\s+[A-Za-z][\w'-]*){1,3})?"  # "12 hours at the ER": where, not how long
)
_DECIMAL = r"\d{1,3}(?:\.\d|[½¼¾])?"  # "1.5 hours", "2.5시간", "12½-hour": a length in tenths or quarters of an hour
_FRACTIONS = str.maketrans({"½": ".5", "¼": ".25", "¾": ".75"})
_EN_DURATION = LazyPattern(
    # "a half-hour call", "lasts half an hour", "half an hour long"; not "two-and-a-half-hour", nor a gap or a break,
    # nor half an hour said bare, a distance in time as "thirty minutes" is ("half an hour before your time off")
    r"(?<!in\s)(?<!within\s)(?<!and[\s-]a[\s-])"
    r"(?:(?P<verb>\b(?:for|lasts?|lasting|runs?|running|takes?|taking|is|are)\s+(?:about\s+|only\s+|just\s+)?))?"
    r"\b(?P<half_hour>half[\s-](?:an[\s-])?hour)\b(?![\s-]+(?:gap|break|buffer|window|slot)\b)"
    rf"(?(verb)|(?=[\s-]+long\b|(?<=half[\s-]hour)[\s-]+(?!(?:{_NOT_BEFORE_MEASURED})\b)[^\W\d_])){_NOT_ONE_LENGTH}|"
    # ("the review, at an hour and a half": "at" a length is how long, never a clock time)
    rf"(?:\b(?:for|lasts?|lasting|runs?|running|takes?|taking|at)\s+(?:about\s+|only\s+|just\s+)?)"
    rf"(?P<n>{_DECIMAL}|{alternation(_EN_AMOUNTS)})(?P<half_n>\s+and\s+a\s+half)?\s+(?P<unit>hours?|hrs?|minutes?|mins?)\b"
    # "2 hours and 40 minutes", "1 hour and 30 minutes"
    r"(?:(?<=[rs])(?<!minutes)(?<!mins)\s+(?:and\s+)?(?P<m>\d{1,2})\s+(?:minutes?|mins?)\b)?"
    # (not the hours of "an hour and a quarter", which is not read)
    rf"(?P<half>\s+and\s+a\s+half)?(?!\s+and\s+(?:a\s+quarter|three\s+quarters)\b){_NOT_ONE_LENGTH}"
    # "the dinner is three hours.", "is about two and a half hours", "is 12 hours at the ER": said as what it is,
    # ending its clause (but for where it is spent)
    rf"|(?<!gap\s)(?<!break\s)(?<!time\s)(?<!window\s)(?<!slot\s)(?<!buffer\s)(?<!drive\s)(?<!commute\s)(?<!wait\s)"
    rf"\b(?:is|are)\s+(?:about\s+|roughly\s+|around\s+|only\s+|just\s+)?(?P<n4>{_DECIMAL}|{alternation(_EN_AMOUNTS)})"
    r"(?P<half4>\s+and\s+a\s+half)?\s+(?P<unit4>hours?(?P<half4_after>\s+and\s+a\s+half)?|minutes?|mins?)"
    r"(?:(?<=[rs])(?<!minutes)(?<!mins)\s+(?:and\s+)?(?P<m4>\d{1,2})\s+(?:minutes?|mins?))?(?:\s+long)?"
    rf"{_SPENT_AT}(?=\s*(?:[.!;,]|$))"
    rf"|(?<!in\s)(?<!within\s)\b(?P<n2>{_DECIMAL}|{alternation(_EN_AMOUNTS)})[\s-](?P<unit2>hours?|minutes?)"
    # ("an hour-long appointment": the "long" read with it, so that the word it qualifies is right after it)
    rf"(?:(?P<half2>[\s-]and[\s-]a[\s-]half)?[\s-]long\b"
    # "a 3-hour review", "a 1 hour review": the length of what follows, unless that is a gap or a break
    rf"|(?:(?<=hour)|(?<=minute))(?=[\s-]+(?!(?:gap|break|buffer|window|slot|{_NOT_BEFORE_MEASURED})\b)"
    r"(?:[^\W\d_]|\d[:-]\d)))"  # "a 30-minute 1:1"
    # "runs 10 pm to 2:30 am — four and a half hours", "runs 9 pm to 3 am, a full six hours, so …", "12:30 to 3am —
    # two and a half hours — then": a length set beside what it measures, ending its clause (a comma's or an aside's
    # too), maybe stressed as whole
    # ", so that's 12 hours at the ER": the same, said of the range before it
    rf"|(?:(?<=[\u2014\u2013(])|(?<=[\u2014\u2013,(]\s)|(?<=,\sso\s)(?:(?:that|it)['\u2019]s\s+)?)(?:about\s+|roughly\s+|just\s+"
    rf"|(?:{WHOLE_LENGTH_WORDS.en_exact_pattern})\s+)?"
    rf"(?P<n3>{_DECIMAL}|{alternation(_EN_AMOUNTS)})(?P<half3>\s+and\s+a\s+half)?\s+(?P<unit3>hours?(?P<half3_after>\s+and\s+a\s+half)?|minutes?|mins?)"
    rf"{_SPENT_AT}(?=\s*(?:[.)!;,\u2014\u2013]|$))",
    re.I,
)
# How long a stretch said free is ("두 시간 반 비어", "free for two hours", "an hour free"): the free time's
# length, no event's
_FREE_LENGTH = LazyPattern(
    rf"(?:(?P<n2>\d{{1,2}}|{alternation(_KO_HOURS)})\s*시간(?:\s*(?P<half2>반)|\s*(?P<m>\d{{1,2}})\s*분)?"
    rf"|(?<![\d시])(?<!시간\s)(?P<minutes>\d{{1,3}})\s*분)\s*(?:정도\s*|가량\s*)?(?:이\s*|가\s*)?(?={EMPTY_TIME_WORDS.ko_pattern})"
    rf"|(?:(?<=\bfree\s)|(?<=\bopen\s))for\s+(?:about\s+|roughly\s+|around\s+)?(?:(?P<half_hour>half\s+an\s+hour)"
    rf"|(?P<n>\d{{1,3}}|{alternation(_EN_AMOUNTS)})(?P<half_n>\s+and\s+a\s+half)?\s+(?P<unit>hours?|minutes?|mins?)\b)"
    rf"|(?:\b(?P<half_hour2>half\s+an\s+hour)|(?<!half\s)\b(?P<n3>\d{{1,3}}|{alternation(_EN_AMOUNTS)})"
    r"(?P<half3>\s+and\s+a\s+half)?\s+(?P<unit3>hours?|minutes?|mins?))(?=\s+(?:free|open|of\s+free\s+time)\b)",
    re.I,
)
_ROUGHLY = LazyPattern(r"\b(?:about|roughly|around|almost|nearly)\b", re.I)
_KO_LENGTH = (
    rf"(?:(?P<n>{_DECIMAL}|{alternation(_KO_HOURS)})\s*시간(?:\s*(?P<half>반)|\s*(?P<m>\d{{1,2}})\s*분)?"
    r"|(?<!\d)(?<!시간)(?<!시간\s)(?P<minutes>\d{1,3})\s*분)"  # "30분짜리", "45분 걸려요"; not of "3시간 30분"
)
# A length no event said lasts longer than ("none longer than an hour", "한 시간 넘는 건 없어요"): a bound on each
_NONE_LONGER_THAN = LazyPattern(
    rf"\b(?:{NONE_LONGER_THAN_WORDS.en_exact_pattern})\s+(?:(?P<half_hour>half\s+an\s+hour)"
    rf"|(?P<n3>{_DECIMAL}|{alternation(_EN_AMOUNTS)})(?P<half3>\s+and\s+a\s+half)?\s+(?P<unit3>hours?|minutes?|mins?))\b"
    rf"|{_KO_LENGTH}\s*(?:이\s*|을\s*)?(?:{NONE_LONGER_THAN_WORDS.ko_pattern})",
    re.I,
)
_KO_DURATION = LazyPattern(
    rf"(?<!총)(?<!총\s)(?<!합계\s)(?<!모두\s)(?<!합쳐서\s){_KO_LENGTH}"  # "총 3시간이에요" is a total
    # "7시간으로 줄어요", "10시간 10분이고", "회식(세 시간)": set in brackets beside what it measures; "한 시간(정도)면
    # 끝나요", "두 시간 정도 걸려요": about that long
    r"(?=\s*(?:정도|쯤|가량)?\s*(?:짜리|동안|진행|걸|이에요|이야|입니다|예요|이고|이며|잡혀|잡혔|잡힌|으로\s*(?:줄|늘)"
    r"|(?:이)?면\s*(?:끝|돼|됩|충분))|\s*\))"
)
# "11시부터 한 시간 지현 님 1:1": a length after the start said and before an event (a word between), the event's
_KO_DURATION_FROM_START = LazyPattern(rf"(?<=부터\s){_KO_LENGTH}(?P<before>\s+(?:[가-힣]+\s+)?)")
# How many days an event spans: "lasts five days", "for 6 days", "five days long", "닷새예요", "엿새 동안"; its calendar
# days, not its hours (a vacation stored by the day crosses a clock change)
_DAYS_LONG = LazyPattern(
    rf"\b(?:lasts?|lasting|runs?|for|is|are)\s+(?:about\s+|only\s+|just\s+)?(?P<n>\d{{1,2}}|{alternation(EN_NUMBERS)})"
    r"\s+days?\b(?!\s+(?:off|of|before|after|from|later|earlier|ago|away|left)\b)"
    rf"|\b(?P<n2>\d{{1,2}}|{alternation(EN_NUMBERS)})[\s-]days?[\s-]long\b"
    # "six days of vacation", "a six-day vacation", "8 to 14 July, six days.": a stretch's length in days
    rf"|\b(?P<n3>\d{{1,2}}|{alternation(EN_NUMBERS)})\s+days?(?=\s+of\s+(?:your\s+)?(?:{VACATION_WORDS.en_exact_pattern})\b)"
    # "four vacation days", "two PTO days", "(of the weekdays,) four are vacation days": how many days of time off, no
    # count of time off
    rf"|\b(?P<n7>\d{{1,2}}|{alternation(EN_NUMBERS)})(?=\s+(?:(?:are|were|will\s+be)\s+)?"
    rf"(?:{VACATION_WORDS.en_exact_pattern})\s+days?\b)"
    rf"|\b(?:a|an|the|your)\s+(?P<n4>\d{{1,2}}|{alternation(EN_NUMBERS)})-day\b"
    rf"|(?<=,)\s*(?P<n5>\d{{1,2}}|{alternation(EN_NUMBERS)})\s+days?(?:\s+in\s+(?:all|total))?(?=\s*(?:[.!;]|$))"
    rf"|(?<![가-힣])(?P<ko>{alternation(KO_DAY_COUNTS)})(?=\s*(?:이에요|예요|이야|입니다|이고|이며|간|동안|짜리|쉬))"
    r"|(?<![\d/])(?P<n6>\d{1,2})\s*일(?=\s*(?:간|동안|짜리))",  # "4일간", "3일 동안": no day of the month
    re.I,
)
_SINO_DIGITS = {letter: number for number, letter in enumerate("일이삼사오육칠팔구", 1)}
_SINO_MINUTE = r"[이삼사오]?십[일이삼사오육칠팔구]?|[일이삼사오육칠팔구]"  # "삼십 분", "십오 분"
# "점심 1시 반": lunchtime as the part of the day a clock is in, said alone, after a day or after "부터" ("팀 점심
# 12시" is an event)
_KO_LUNCHTIME = r"(?:(?<![가-힣])(?<![가-힣]\s)|(?<=[늘일레터]\s))점심"
# (a lookbehind per word, each of one width; "up", "back" may come between: "pushed back to 3")
_MOVED_LOOKBEHIND = "(?:{})".format(
    "|".join(rf"(?<={re.escape(said)}\s)" for word in MOVED_WORDS.en for said in (word, f"{word} up", f"{word} back"))
)
_MIDDAY_AS_A_CLOCK = "(?:{})".format("|".join(rf"(?<=\b{word}\s)" for word in ("at", "by", "until", "till", "from")))
_TIME_PATTERNS: tuple[LazyPattern, ...] = (
    LazyPattern(
        rf"(?:(?P<half>오전|오후|아침|저녁|밤|새벽|낮|{_KO_LUNCHTIME})\s*)?(?P<hour>\d{{1,2}}|{alternation(_KO_HOURS)})\s*시(?!간)"
        # "2시 반차": the half day off from 2, not half past; "10시 스탠드업 15분": a length after a title (masked as
        # spaces), not the clock's minutes
        rf"(?:\s?(?P<minute>\d{{1,2}}|{_SINO_MINUTE})\s*분|\s?(?P<thirty>반)(?!차))?"
    ),
    # (before the clock alone, which would take "9pm" of "half past 9pm")
    LazyPattern(
        rf"\b(?P<quarter>half|quarter)\s+(?P<direction>past|to)\s+(?P<hour>\d{{1,2}}|{alternation(_EN_HOURS)})"
        rf"(?:\s*(?P<half>{EN_MERIDIEM})|\b)",
        re.I,
    ),
    # British "half one" is half past one (not "half 2 hours", "half one day")
    LazyPattern(
        rf"\b(?P<quarter>half)\s+(?P<hour>\d{{1,2}}|{alternation(_EN_HOURS)})"
        rf"(?:\s*(?P<half>{EN_MERIDIEM})|\b(?![-\s]*(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|of)\b))",
        re.I,
    ),
    LazyPattern(
        rf"(?<![\w:.])(?P<hour>\d{{1,2}}|{alternation(_EN_HOURS)})"
        rf"(?:[:.](?P<minute>[0-5]\d)|[\s-]+(?P<minute_word>{_EN_MINUTE_WORD}))?"
        rf"\s*(?:(?P<half>{EN_MERIDIEM})|o'?clock\b)",
        re.I,
    ),
    LazyPattern(r"(?<![\d:.])(?P<hour>\d{1,2}):(?P<minute>\d{2})(?![\d:])"),
    LazyPattern(
        # ("through to 6 on Monday morning": until it; "tennis moves to 11": when it is then)
        rf"\b(?:at|@|around|by|until|till|through\s+to|from|before|after|since|{_MOVED_LOOKBEHIND}to)\s+(?P<hour>\d{{1,2}}|{alternation(_EN_HOURS)})"
        rf"(?:\.(?P<minute>[0-5]\d)\b(?![.:/]\d)|[\s-]+(?P<minute_word>{_EN_MINUTE_WORD})\b|\b(?![:/.]\d))"
        # "by 30 minutes", "after 2 hours": a length; "since two of the sessions": a number of things, not a clock time
        r"(?!\s*(?:hours?|hrs?|minutes?|mins?)\b|\s+of\b)",
        re.I,
    ),
    # "at midday" is the clock's noon; "around midday", "midday" said alone are a part of the day (_PARTS_OF_DAY)
    LazyPattern(rf"\b(?P<word>noon|{_MIDDAY_AS_A_CLOCK}midday|midnight)\b|(?P<ko_word>정오|자정)", re.I),
)
_KO_HALF_BEFORE = LazyPattern(r"(오전|오후)\s*$")
_LIST_NUMBER = LazyPattern(r"^[^\S\n]*\d{1,2}[.)](?=[^\S\n])", re.M)  # a number opening a line, numbering it
_TWENTY_FOUR_HOUR = LazyPattern(r"(?:1[3-9]|2[0-4]):[0-5]\d")
_CLOCK = LazyPattern(r"\d{1,2}:[0-5]\d")
_PART_AFTER_A_CLOCK = LazyPattern(
    r"\s+(?:in\s+the\s+(?P<am>morning)|in\s+the\s+(?P<pm>afternoon|evening)|at\s+(?P<night>night))\b", re.I
)
# "at half one on Sunday morning", "at 7 Saturday evening": a part said after a clock and its day is the clock's half
_PART_AFTER_A_CLOCKS_DAY = LazyPattern(
    r"\s+(?:on\s+)?(?:the\s+)?(?:[A-Za-z]+day|tomorrow)\s+(?:(?P<am>morning)|(?P<pm>afternoon|evening)|(?P<night>night))\b",
    re.I,
)
_IN_HALF: dict[str, Callable[[int], bool]] = {
    "am": lambda minute: minute < 12 * 60,
    "pm": lambda minute: minute >= 12 * 60,
    "night": lambda minute: minute >= 18 * 60 or minute < 6 * 60,
}
_ENDING_REACH = 26  # characters before a time where an end word says it ends: "land in Austin around "
_ENDING_BEFORE = LazyPattern(
    rf"(?:\b(?:{SPAN_END_WORDS.en_exact_pattern}|{RETURN_WORDS.en_exact_pattern}|{ARRIVAL_WORDS.en_exact_pattern})"
    # "landing around 9:10", "gets into Munich at 9:30", "back from Lyon at 21:00", "land back at CDG at 10:45pm": a
    # place arrived in, at or from, home again or not, a rough time
    r"(?:\s+up)?(?:\s+back)?(?:\s+(?:in\s+|into\s+|from\s+|at\s+)?[A-Z][\w'-]*)?(?:\s+(?:at|by))?"
    rf"(?:\s+(?:{(ROUGH_TIME_WORDS | NEARLY_TIME_WORDS).en_exact_pattern}))?"
    r"(?:\s+(?:just|shortly|right)(?:\s+(?:after|before|past))?)?"
    # (a dash opening its line is a list's bullet: "- 14:00~18:00 오후 반차")
    r"|\band|~|(?<=\S)[^\S\n]*[-\u2013\u2014])\s*$"
    # "train at 8:04 (in at 10:00)", "the flight leaves at 7, in at 9": "gets in" said of what was just named
    r"|[(,]\s*in\s+at\s*$"
    # "리뷰 끝나는 3시 반", "끝난 3시 반부터", "저녁 끝나면(8시 반)": the time a Korean end word qualifies, or gives in
    # brackets, is the event's end
    rf"|(?:{ENDS_AT_WORDS.ko_pattern})(?:나는|난|되는|된|나면\s*\()\s*$"
    # "당직 종료 06:00", "회식 끝: 11시", "간사이 도착이 10시 45분": an end said as a noun before its time, as a list
    # writes it or as the subject the time is said of
    rf"|(?<![가-힣])(?:{(ENDS_AT_WORDS | ARRIVAL_WORDS).ko_pattern})(?:은|이)?\s*:?\s*$",
    re.I,
)
# "11시까지", "1시 50분 끝", "6시면 끝나요", "정오쯤 끝나요", "1시 반에 배포 끝나고", "5시면 보고까지 끝나요": the
# event said (in a few words) between the time and its end word ends then; "10:45 간사이 도착": the place between the
# time and the arrival is where the journey ends then, "에" or "엔" after the time or not ("7시 10분엔 부산에 도착")
_ENDING_AFTER = LazyPattern(
    rf"\s*(?:까지|까진|(?:쯤|경)?\s*(?:(?:에|이?면)\s*)?(?:{(ENDS_AT_WORDS | ARRIVAL_WORDS | DUE_AT_WORDS).ko_pattern})"
    rf"|(?:에|이?면)\s+(?:[^\s\d.,!?~]+\s*){{1,3}}?(?:{(ENDS_AT_WORDS | DUE_AT_WORDS).ko_pattern})"
    rf"|(?:에|엔)?\s+[^\s\d.,!?~]+\s*(?:{ARRIVAL_WORDS.ko_pattern})"
    # "아침 7시 야간 근무 끝", "7시 야간 근무 끝나요": the end word closing what is said (not "7시 회의 끝나고",
    # after the meeting at 7)
    rf"|\s+(?:[^\s\d.,!?~]+\s*){{1,3}}?(?:{ENDS_AT_WORDS.ko_pattern})(?:나요|납니다|나|남|이에요|예요|요)?"
    r"(?=[^\S\n]*(?:[,.!?~)\n]|$)))"
)
# "done with the doctor by 9:15", "At 10:30 you're done with the sync": the event said between them ends then
# ... and "you finish your shift at 6", "wrap up the review by 11", "the end of your run at 9:30", "you come off
# tonight's shift at 7" (lexicon.FINISHING_WORDS)
_DONE_WITH_BEFORE = LazyPattern(
    rf"\b(?:(?:done|finished|through)\s+with\s+(?:the\s+|your\s+)?|(?:{FINISHING_WORDS.en_exact_pattern})\s+(?:of\s+)?(?:the|your|an?|\w+'s)\s+)"
    r"(?:[\w'&.-]+\s+){0,3}?(?:(?:at|by|around)\s+)?$",
    re.I,
)
_DONE_AFTER = LazyPattern(r",?\s+(?:you(?:'re|\s+are|'ll\s+be|\s+will\s+be)|it's|it\s+is)\s+(?:done|finished)\b", re.I)
_DONE_REACH = 60  # characters: "done with your " and a title of a few words
# "just after midnight", "shortly before 5": a moment within half an hour of the time said, on that side
_APPROXIMATE_BEFORE = LazyPattern(
    r"\b(?:just|shortly|right|a\s+bit|a\s+little)\s+(?P<side>after|before|past)\s+$", re.I
)
_APPROXIMATE_REACH = 30  # minutes
# "around 1am", "새벽 1시쯤" (lexicon.ROUGH_TIME_WORDS): a little either side; "almost 1am", "거의 새벽 1시"
# (NEARLY_TIME_WORDS): a little before
_ROUGH_TIME_BEFORE = LazyPattern(
    rf"(?:\b(?P<nearly>{NEARLY_TIME_WORDS.en_exact_pattern})|\b(?:{ROUGH_TIME_WORDS.en_exact_pattern})"
    rf"|(?<![가-힣])(?P<ko_nearly>{NEARLY_TIME_WORDS.ko_pattern}))\s+(?:at\s+)?(?:새벽|아침|오전|오후|저녁|밤|낮)?\s*$",
    re.I,
)
_ROUGH_TIME_AFTER = LazyPattern(
    rf"\s*(?:{ROUGH_TIME_WORDS.ko_pattern})(?=$|[^가-힣]|에|까지|부터|이|엔|은|는|으로)"  # ("3시 경기": a game)
)
_ROUGH_TIME_REACH = 15  # minutes
_AT_FIRST = LazyPattern(r"(?:at|@)(?!\w)", re.I)
_APPOSITION = LazyPattern(r"\s*[,\u2013\u2014]\s*|\s+-\s+")  # "just after midnight, 12:25 AM": the same moment
_THROUGH_BEFORE = LazyPattern(rf"\b(?:{THROUGH_TIME_WORDS.en_exact_pattern})\s+(?:the\s+)?$", re.I)
_THROUGH_AFTER = LazyPattern(rf"\s*(?:을|를|이|가)?\s*(?:{THROUGH_TIME_WORDS.ko_pattern})")
_ENDING_WORD = LazyPattern(rf"(?:{SPAN_END_WORDS.en_exact_pattern})\b", re.I)
# The bare first hour of a range ("10–11 AM", "오전 10~11시", "between 3 and 4 PM"): its half of the day is the end's.
_RANGE_START = LazyPattern(
    r"(?:(?P<half>오전|오후|아침|저녁|밤|새벽|낮)\s*)?(?<![\w:.])(?P<hour>\d{1,2})\s*(?:[-~\u2013\u2014]|\bto\b)\s*$"
    r"|\bbetween\s+(?P<between>\d{1,2})\s+and\s+$",
    re.I,
)
# The bare last hour of a range whose start was read: "from 10 to 11", "from 2 until 4"; not "from 10 to 11 people",
# but "from 11 to 3 after the review"
_RANGE_END = LazyPattern(
    r"[^\S\n]*(?:[-~\u2013\u2014]|\bto\b|\buntil\b|\btill\b)[^\S\n]*(?P<hour>\d{1,2})"
    r"(?![\d:]|\.\d|\s*(?:[ap]\.?m\b|시|%"
    r"|(?!(?:after|before|with|on|at|in|for|and|then|but|so|every|each|tomorrow|tonight|the\s+next|next|morning)\b)[a-z]))",
    re.I,
)
_BETWEEN_END = LazyPattern(
    r"\s*\band\s+(?P<hour>\d{1,2})(?![\d:]|\.\d|\s*(?:[ap]\.?m\b|시|%|hours?\b|minutes?\b|days?\b|people\b|times\b))",
    re.I,
)
_RANGE_GAP = LazyPattern(
    r"\s*(?:부터|에서)?\s*(?:[-~\u2013\u2014]|\bto\b|\bthrough\b|\bthru\b|\buntil\b|\btill\b|\band\b)?\s*", re.I
)
_BETWEEN_BEFORE = LazyPattern(r"\bbetween\s*$", re.I)
# "3시 전에", "3시 후로": "before" and "after" end their word, maybe with a particle; "10:00 전략 회의", "3시 전화" are
# other words
_KO_WORD_END = (
    r"(?=(?:에는|에도|에|엔|까지는|까지|까진|부터|으로|로는|로|론|은|는|이면|이에요|이야|입니다|예요|이)?(?![가-힣]))"
)
_BRACKET_CLOSED = LazyPattern(r"\s*\)(?=\s*(?:까지|까진|부터))")
_UNTIL_BEFORE = LazyPattern(r"\b(?:until|till|before)\s*$", re.I)
_UNTIL_AFTER = LazyPattern(rf"\s*(?:까지|까진|이?전{_KO_WORD_END})")  # ("10시 이전은 비어 있고": before it)
# "all after 9am", "회의는 모두 1시 전에": the side of the time the events said lie on, neither's start nor end
_PART_RANGE_TO = LazyPattern(r"\s*(?:~|[\u2013\u2014-]|\bto\b|\bthrough\b|부터)\s*(?:the\s+|your\s+)?", re.I)
_SIDE_BEFORE = LazyPattern(r"\b(?:(?P<before>before)|(?P<after>after))\s*$", re.I)
_SIDE_AFTER = LazyPattern(rf"\s*(?:(?P<before>전|이전)|(?P<after>이후|후))(?!\s*까지){_KO_WORD_END}")
_SIDE_OF_AN_EVENT = LazyPattern(r"\s+(?:before|after)\s+(?:the\s+|your\s+)?", re.I)  # "the night before your ..."
# ("before you leave": the user's leaving is the time off's start)
_SIDE_OF_EVENT_BEFORE = LazyPattern(
    r"\b(?:(?P<before>before)|(?P<after>after))\s+(?:you\s+)?(?:the\s+|your\s+)?$", re.I
)
_OF_ALL_BEFORE = LazyPattern(r"(?:\b(?:all|both|each|every\s+one)|모두|전부|다)\s+(?:(?:before|after)\s+)?$", re.I)
_PART_END_BEFORE = LazyPattern(r"\b(?:into|until|till|ending|ends)\s+(?:the\s+)?(?:[A-Z][a-z]+\s+)?$", re.I)
_DAY_OF_A_TIME = LazyPattern(r"\s+(?:on\s+)?(?:the\s+)?(?:(?:next|following)\s+|[A-Za-z]+day\s+|tomorrow\s+)", re.I)
_PART_START_BEFORE = LazyPattern(r"\b(?:starts?|starting|begins?|beginning)\s+(?:in|on)\s+(?:the\s+)?$", re.I)
# "7시 반 요가 전까지": until the event said at that time
_UNTIL_EVENT_AFTER = LazyPattern(
    r"\s*(?!부터|에서|이후|후)(?:[가-힣A-Za-z0-9:']+\s*){1,3}?\s*전까지"
)  # not "4시 반부터 송년회 전까지", "3시 반 이후엔 레슨 전까지": a time that opens the stretch
# "송별회 전까지", "영화 보기 전까지", "정형외과 가기 전까지": until the event (going to it, seeing it) starts
# ("캠핑 출발 전까지", "당직 시작 전까지": until it sets off or starts)
_KO_GOING = r"(?:[가-힣]{1,3}기|출발|시작)"
_UNTIL_THE_EVENT = LazyPattern(rf"\s*(?:이|가)?\s*(?:{_KO_GOING}\s*)?전까지")
# "요가 끝나고 저녁 약속까지": after a stretch opened before it, the event said with a bare "까지" closes it too
_UNTIL_THE_EVENT_OPENED = LazyPattern(rf"\s*(?:(?:이|가)?\s*(?:{_KO_GOING}\s*)?전)?까지(?:는|진)?(?![가-힣])")
_FROM_BEFORE = LazyPattern(r"\b(?:from|after|since)\s*$", re.I)
_FROM_AFTER = LazyPattern(rf"\s*(?:부터|(?:이후|후){_KO_WORD_END})")
# An event bounding a denial said beside it ("free after the review until physio", "open until Sam's dinner",
# "free between Parkrun and dinner", "회의 끝난 뒤로 비어 있어요"): from its end, until its start, on its days
# "after the review", "after you pick up Leo" (the title said as what you do), "after you talk to Dad" (its person)
_BOUNDED_FROM_BEFORE = LazyPattern(
    rf"\b(?:after|since|between)\s+(?:you\s+(?:(?:{MEETING_SOMEONE_WORDS.en_exact_pattern})\s+)?)?(?:the\s+|your\s+)?$",
    re.I,
)
# "during your vacation", "while you're away", "while you're on vacation"
_DURING_BEFORE = LazyPattern(
    r"\b(?:during|throughout)\s+(?:the\s+|your\s+)?$|\bwhile\s+you(?:'re|\s+are)\s+(?:on\s+)?$", re.I
)
_BRACKET_OPENED = LazyPattern(r"\s*(?:시간)?\s*\(")  # "반차 시간(": a bracket right after an event word
# "skipped while you're away": said of the time off, with no word of it
_WHILE_AWAY = LazyPattern(r"\bwhile\s+you(?:'re|\s+are)\s+(?:away|off|out)\b", re.I)
_KO_DURING_AFTER = LazyPattern(
    r"\s*(?:이|가)?\s*(?:기간\s*)?(?:도중|중|동안|기간|시간)(?:에|엔|에는|에도|도)?(?![가-힣])"
)
# "휴가 첫날인 수요일 10시에 오르세", "휴가 마지막 날이자 금요일인 …": a day of the time off set beside a date says
# when another event is (not "반차 날인 목요일 2시부터", its own day)
_KO_DAY_OF_IT_AFTER = LazyPattern(
    rf"\s*(?:의\s*)?(?:(?:둘째|셋째|넷째)\s*날|(?!하루|날)(?:{KO_DAY_OF_STRETCH_WORDS.ko_pattern}))"
    r"(?:인|이자)(?![가-힣])"
)
# "after your focus block" of "Deep work block": a word of one's own before the title's word, after "the", "your"
_QUALIFIED_EVENT_BEFORE = LazyPattern(r"\b(the|your)\s+[a-z]+\s+$", re.I)
# ("right up to the gig at 9": "up to" an event bounds as "until" it does)
_BOUNDED_UNTIL_BEFORE = LazyPattern(r"\b(?:until|till|before|and|up\s+to)\s+(?:you\s+)?(?:the\s+|your\s+)?$", re.I)
# ("free before your 5:40 flight": through the time said, its "and" being no bound but a "between"'s end)
_UNTIL_ITS_TIME_BEFORE = LazyPattern(r"\b(?:until|till|before|up\s+to)\s+(?:the\s+|your\s+)?$", re.I)
_KO_BOUNDED_FROM_AFTER = LazyPattern(
    r"\s*(?:이|가)?\s*(?:(?:끝난\s*)?(?:이후|후|뒤|다음)(?:로|에|부터|에는|로는)?|끝나고(?:\s*나(?:서|면))?)(?![가-힣])"
)
# "PT 끝나면 일정이 없어요": once it ends, from its end, when no time said after it bounds instead ("콜 끝나면 3시
# 45분부터")
_KO_ONCE_OVER_AFTER = LazyPattern(r"\s*(?:이|가)?\s*끝나면(?![가-힣])")
# "당직 시작까지": until its start; "킥오프랑 디자인 리뷰 사이에": from the first's end to the second's start
# (a bare "전까지" added a false alarm on the held-out answers: left out)
# ("휴가 전에 회의 두 개", "반차 시작 전", "반차 들어가기 전": before it, or going into it)
_KO_BOUNDED_UNTIL_AFTER = LazyPattern(
    r"\s*(?:이|가)?\s*시작\s*(?:전까지|까지)(?![가-힣])|\s*사이"
    r"|\s*(?:이|가)?\s*(?:시작\s*|[가-힣]{1,3}기\s*)?전(?:에|에는|엔)?(?![가-힣])"
)
# "휴가 전 월·화·수", "휴가 전에는": before it (not "전까지", a bound read with the denial or count it closes)
_KO_BEFORE_IT = LazyPattern(r"\s*(?:이|가)?\s*전(?:에|에는|엔|의)?(?![가-힣])")
# "1시에 끝나고", "4시 반에 마치면": a time said as an end, then what follows it
_KO_ENDED_THEN = LazyPattern(
    rf"\s*에\s*(?:{ENDS_AT_WORDS.ko_pattern})[가-힣]{{0,2}}?(?:고|면|서)(?![가-힣])"
    rf"|\s*에\s*(?:{ENDS_AT_WORDS.ko_pattern})[가-힣]{{0,2}}?[ㄴ난된친]\s*(?:뒤|후|다음)"
)
_KO_BETWEEN_FIRST = LazyPattern(r"\s*(?:이랑|랑|와|과|하고)\s*")
_BOUND_REACH = 20  # characters: "between your " and spacing
_BOUNDING_REACH = 28  # characters of the words bounding by an event: "after you catch up with " and spacing
# "two things once you land", "도착한 뒤에는": from the end of the journey the user is on
_AFTER_ARRIVING = LazyPattern(
    rf"\b(?:after|once|since)\s+(?:you\s+)?(?:{ARRIVAL_WORDS.en_exact_pattern})\b"
    rf"|(?:{ARRIVAL_WORDS.ko_pattern})\s*(?:한|하신|하고\s*난)?\s*(?:뒤|후|다음)",
    re.I,
)
_JOURNEY = LazyPattern(rf"\b(?:{JOURNEY_WORDS.en_pattern})\b|{JOURNEY_WORDS.ko_pattern}", re.I)
_ARRIVING_AFTER_AN_EVENT = LazyPattern(
    rf"(?:,|\band)\s+(?:then\s+)?(?:{ARRIVAL_WORDS.en_exact_pattern})\s+(?:at\s+)?(?:(?:around|about)\s+)?$", re.I
)
# A denial between the events said before it: "Nothing in between.", "그 사이에는 일정이 없어요"
# ("끝나고 ...": a sentence opened by an end with no event said is after the one before)
_AFTER_THAT = LazyPattern(
    r"\bafter\s+(?:that|it|this)\b|\bafterwards?\b|\brest\s+of\s+(?:that|the)\s+day\b"
    r"|그\s*(?:뒤|후|이후|다음)(?=로|론|에|엔|으로|부터|는|은|\s)"
    r"|(?:^|(?<=[.!?])|(?<=[.!?]\s))끝(?:나고|나면|나서|난\s*(?:뒤|후|다음))",
    re.I | re.M,
)
_BEFORE_THAT = LazyPattern(r"\bbefore\s+(?:that|it|this)\b|그\s*전(?=에|엔|까지)", re.I)
_LENGTH_AFTER_THAT = LazyPattern(
    rf"\s*(?P<n>\d{{1,2}}|{alternation(_KO_HOURS)})\s*시간(?:\s*(?P<half>반))?|\s*(?P<minutes>\d{{1,3}})\s*분"
)
# "the call at 2, then a two-and-a-half-hour gap", "lunch, then an hour free": a denial right after "then" runs from
# the end of the event before it in its sentence, for the length said right after "then"
# (the place after "then ": ", then" still ends a clause)
_THEN_OPENING_A_DENIAL = LazyPattern(r"(?<=\bthen\s)", re.I)
_EN_LENGTH_AFTER_THEN = LazyPattern(
    rf"(?:an?\s+)?(?P<n>{_DECIMAL}|{alternation(_EN_AMOUNTS)})(?P<half>[\s-]+and[\s-]+a[\s-]+half)?[\s-]+(?:hours?|hrs?)\b"
    r"|(?:an?\s+)?(?P<minutes>\d{1,3})[\s-]+(?:minutes?|mins?)\b",
    re.I,
)
# Two titled events ordered (lexicon.ORDER_*): the English word just before the event it is said of ("after the
# demo"), the Korean one just after it ("데모 끝나고", "회의 전에"); "then", "그 다음에" after the earlier one
_ORDER_BEFORE_EVENT = LazyPattern(
    rf"\b(?:(?P<before>{ORDER_BEFORE_WORDS.en_exact_pattern})|(?P<after>{ORDER_AFTER_WORDS.en_exact_pattern}))"
    r"\s+(?:(?:the|your|my)\s+)?$",
    re.I,
)
_KO_ORDER_AFTER_EVENT = LazyPattern(
    rf"\s*(?:이|가|은|는)?\s*(?:(?P<before>{ORDER_BEFORE_WORDS.ko_pattern})|(?P<after>{ORDER_AFTER_WORDS.ko_pattern}))"
)
_KO_SAID_BY_ITS_END = LazyPattern(rf"\s*(?:이|가)?\s*(?:{ENDS_AT_WORDS.ko_pattern})")
# "nothing right after brunch", "회식 끝나고 바로 이어지는 일정은 없고": the denial is of what starts as the event ends
_RIGHT_AFTER_BEFORE = LazyPattern(
    rf"\b(?:{RIGHT_AFTER_WORDS.en_exact_pattern})\s+after\s+(?:the\s+|your\s+|\w+'s\s+)?$", re.I
)
_RIGHT_AFTER_AFTER = LazyPattern(
    rf"\s*(?:이|가)?\s*끝(?:나고|난\s*(?:뒤|후|다음)에?)\s*(?:{RIGHT_AFTER_WORDS.ko_pattern})"
)
_RIGHT_AFTER_MINUTES = 15  # what starts this soon after is right after
# "정형외과 끝나자마자 송년회", "끝나고 바로 송년회": an order said of what starts as the earlier event ends, the later
# one said right after it (not "바로 다음 날", "바로 이어지는 일정은 없고")
_KO_AS_SOON_AS = LazyPattern(rf"(?:{KO_AS_SOON_AS_WORDS.ko_pattern})$")
_KO_AT_ONCE_GAP = LazyPattern(rf"\s*(?:(?P<right>{RIGHT_AFTER_WORDS.ko_pattern})\s*)?")
_RIGHT_AFTER_REACH = 20  # characters: "immediately after "
_ORDER_WORD_REACH = 40  # characters: "earlier than your " and room to spare
_ORDER_THEN = LazyPattern(rf"\b(?:{ORDER_THEN_WORDS.en_exact_pattern})\b|{ORDER_THEN_WORDS.ko_pattern}", re.I)
_ORDER_PIECE_BREAK = LazyPattern(r"[,;:—]|\b(?:and|but)\b", re.I)  # where an English piece ends
_IN_BETWEEN = LazyPattern(r"\bin\s+between\b|\bbetween\s+(?:them|those|the\s+two)\b|(?:그|둘)\s*사이", re.I)
# "until physio at 4", "after brunch (ends 12:30)": the time said bounds
# ("brunch (ends 12:30)", "Tom's 40th (starting at 8)": its end or its start, after a word of its title maybe)
_TIME_BESIDE_AFTER = LazyPattern(
    rf"\s*(?:(?:[\w'’]+\s*)?\(|,)?\s*(?:(?:{(ENDS_AT_WORDS | STARTS_AT_WORDS).en_exact_pattern})\s+)?(?:at|@)?\s*", re.I
)
_RANGE_END_GAP = LazyPattern(r"(?:(?:the|your)\s+)?", re.I)  # "between the review and the dinner"
_TIME_BESIDE_BEFORE = LazyPattern(r"[\s에의]*")  # "7시 반 요가 전까지"
# (with a word of when between: "besides your morning off", "apart from Tuesday's standup")
_EXCEPTED_BEFORE = LazyPattern(
    r"\b(?:except|besides|but\s+not|other\s+than|apart\s+from|aside\s+from"
    rf"|{NOT_COUNTING_WORDS.en_exact_pattern})\s+(?:on\s+|for\s+)?(?:the\s+|your\s+)?"
    r"(?:[\w’'-]+\s+)?$",
    re.I,
)
_EXCEPTED_AFTER = LazyPattern(rf"\s*(?:만|은|는|을|를)?\s*(?:{KO_EXCEPT_WORDS.ko_pattern})")
_EXCEPTED_REACH = 25  # characters: "apart from on your " and spacing
_ASIDE_BEFORE = LazyPattern(r"(?:[(\u2013\u2014]|\s-)\s*$")  # "(...", "— ...": an aside opening
_KO_NONE_ON_IT = LazyPattern(r"\s*(?:은|는|에는|엔)\s*없(?:음|어요|고|습니다)")
# "(none on the 18th)", "— no class on the 18th", "— the one on the 18th is off": English asides setting a day apart
_EN_NONE_ON_IT_BEFORE = LazyPattern(
    r"(?:[(\u2013\u2014]|\s-)\s*(?P<none>(?:none|not|no\s+[a-z]+)(?:\s+on)?|the\s+one\s+on)\s+$", re.I
)
_EN_OFF_ON_IT_AFTER = LazyPattern(rf"\s+(?:is|was)\s+(?:off|{SKIPPED_WORDS.en_exact_pattern})\b", re.I)
_UNTIL_EARLIER = LazyPattern(r"\b(?:until|till|before)\b[^\d]*$", re.I)
_STARTS_BEFORE = LazyPattern(r"\b(?:starts?|starting|begins?|beginning|kicks?\s+off)\s+(?:at\s+)?$", re.I)
_WEEKDAYS_ONLY = LazyPattern(r"weekday|평일|\bweek\b", re.I)  # "all week": the working week's days
# The workday said as a side of what is counted or denied ("퇴근 후엔 레슨 하나만", "after work, nothing"): its
# routine hour (lexicon.ROUTINE_HOURS); work is no plan, so no title is said by it
_WORK_SIDE = LazyPattern(
    r"\b(?P<en_side>before|after)\s+(?P<en>work)\b(?=\s*(?:[,.;:!?]|$|you|there|it|is|only|just))"
    r"|(?<![가-힣])(?P<ko>퇴근|출근)\s*(?P<ko_side>이전|전|이후|후|뒤)(?=에|엔|로|론|부터|까지|\s|$)",
    re.I,
)
_SMALL_HOURS_END = 6 * 60  # minutes: a night runs into the next day until then
_PART_MINUTES: dict[str, tuple[int, int] | None] = {
    "all_day": (0, 24 * 60),
    "morning": (6 * 60, 12 * 60),
    "forenoon": (0, 12 * 60),
    "afternoon": (12 * 60, 18 * 60),
    "pm": (12 * 60, 24 * 60),
    "evening": (17 * 60, 24 * 60),
    "night": (17 * 60, 24 * 60 + _SMALL_HOURS_END),  # into the small hours of the next day: a night shift, 22 to 6
    "daytime": (6 * 60, 18 * 60),
    "every_day": None,
    "lunchtime": (11 * 60 + 30, 13 * 60 + 30),  # as people take lunch: half past eleven to half past one
    "midday": (11 * 60, 14 * 60),  # the middle of the day, on either side of noon
}
# Lunch said as when ("점심시간엔", "점심에는", "at lunchtime"): a time of day, no plan of lunch
_LUNCHTIME = r"점심\s*(?:시간|때)|점심(?=에|엔)|\blunch\s*time\b|\blunchtime\b"
_LUNCHTIME_SAID = LazyPattern(_LUNCHTIME, re.I)
_EVENING = _PART_MINUTES["evening"] or (0, 0)  # where the evening starts: a night may run from the day before
# "오후 일정은 두 개": 오후 said alone is all the day after noon, or, as many say it, the afternoon before the evening
_PM, _AFTERNOON = _PART_MINUTES["pm"], _PART_MINUTES["afternoon"]
_NOT_SLEEP = "".join(rf"(?<!\b{word}\s)" for word in SLEEP_NIGHT_WORDS.en)  # "an early night": sleep
_PARTS_OF_DAY = LazyPattern(
    r"(?P<all_day>\ball[\s-]day\b|\b(?:whole|full|entire)[\s-]day\b|하루\s*종일|온종일|종일)"
    r"|(?P<morning>\bmornings?\b|아침)|(?P<forenoon>오전)|(?P<afternoon>\bafternoons?\b)|(?P<pm>오후)"
    r"|(?P<evening>\bevenings?\b|저녁)"
    rf"|(?P<night>{_NOT_SLEEP}\bnights?\b|밤)"
    rf"|(?P<lunchtime>{_LUNCHTIME})"
    r"|(?P<midday>\bmidday\b|한낮)"
    r"|(?P<daytime>\bdaytime\b|\bduring\s+the\s+day\b|낮(?=\s*(?:에|엔|동안|시간|일정)))"
    r"|(?P<every_day>\b(?:every|each)\s+(?:day|weekday)\b|\bdaily\b|평일\s*매일|매일|날마다|평일마다|내내"
    r"|\ball\s+week(?:\s+long)?\b|\b(?:the\s+)?(?:whole|entire)\s+week\b)",
    re.I,
)
_EN_WEEKDAY_MENTION = LazyPattern(
    r"\b(?i:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"
    r"|\b(?:Mon|Tues?|Wed|Weds|Thu(?:rs?)?|Fri|Sat|Sun)\b\.?"  # abbreviations only capitalised: "I sat", "the sun"
)
# Weekdays listed by their letters: "월·수·금", "화/목요일".
_KO_WEEKDAY_LIST = LazyPattern(rf"(?<![가-힣]){KO_WEEKDAY_LETTER}(?:\s*[·,/]\s*{KO_WEEKDAY_LETTER})+(?:요일|욜)?")
_KO_WEEKDAY_LETTER = LazyPattern(KO_WEEKDAY_LETTER)
# "월~목", "화-금요일": a range of weekdays by their letters
_KO_WEEKDAY_RANGE = LazyPattern(
    rf"(?<![가-힣\d])(?P<first>{KO_WEEKDAY_LETTER})(?:요일|욜)?\s*[~\-\u2013\u2014]\s*"
    rf"(?P<last>{KO_WEEKDAY_LETTER})(?:요일|욜)?"
    r"(?=\s|$|[.,!?)]|이|에|은|는|까지|로|으로)"
)
_OF_DAYS_AFTER = LazyPattern(r"\s+of\s+(?:the\s+)?(?:\d|[A-Z][a-z]+\s+\d)")  # "the weekend of 31 October"
# (a number opening a range of its own is a clock's: "Wednesday the 15th — 8 to 9")
_LAST_DAY_AFTER = LazyPattern(
    rf"\s*[\u2013\u2014]\s*(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b"
    rf"(?!\s*(?:{EN_MERIDIEM}|:|o'?clock|(?:to|until|till|[-\u2013\u2014~])\s*\d))",
    re.I,
)
_NUMERIC_LAST_DAY_AFTER = LazyPattern(
    rf"\s*[~\-\u2013\u2014]\s*(?P<day>\d{{1,2}})(?![\d/:.]|\s*(?:일|시|{EN_MERIDIEM}|o'?clock))", re.I
)
# "5~6일": a bare number before a Korean day of the month and a dash is the range's first day
_KO_FIRST_DAY_BEFORE = LazyPattern(r"(?<![\d:.])(?P<day>\d{1,2})\s*[~\-\u2013\u2014]\s*$")
# "2, 9, 16, 23일", "14·15일": days of the month listed bare before the one that says "일", each a day of its own
_KO_LISTED_DAYS_BEFORE = LazyPattern(r"(?<![\d:.,·])(?:\d{1,2}\s*[,·]\s*)+$")
_KO_LISTED_DAY = LazyPattern(r"\d{1,2}")
_KO_LISTED_DAYS_REACH = 30  # characters: a few days and their commas
_FIRST_DAY_BEFORE = LazyPattern(r"(?<![\d:.])\b(?P<day>\d{1,2})(?:st|nd|rd|th)?\s*(?:[-\u2013\u2014]|to)\s*$", re.I)
_ORDINAL = LazyPattern(r"(?<![\w:.])(\d{1,2})(?:st|nd|rd|th)\b", re.I)
_WEEKDAY_BEFORE = LazyPattern(r"\b(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?,?\s+$", re.I)
# ("either weekend", "each weekend", "every weekend": any or all of them, each a Saturday and Sunday)
_EVERY_WEEKEND = LazyPattern(
    r"\bweekends\b|(?:(?<=\beither\s)|(?<=\beach\s)|(?<=\bevery\s))weekend\b|주말마다|매주\s*주말", re.I
)
_WEEKEND_DAYS = frozenset({5, 6})  # Saturday, Sunday
# "평일 오전 일정은", "on weekdays": the working days, Monday to Friday ("평일 매일", "평일마다": every one of them, a
# part read with "every day"; "평일 중엔 월요일이": the days one is picked from, not where the clause speaks)
_WORKING_DAYS_SAID = LazyPattern(
    rf"(?<![가-힣])(?:{WORKING_DAYS_WORDS.ko_pattern})(?!\s*(?:매일|마다|중))|\b(?:{WORKING_DAYS_WORDS.en_exact_pattern})\b",
    re.I,
)
_WORKING_DAYS = frozenset(range(5))
_KO_WEEKDAY_MENTION = LazyPattern(rf"({KO_WEEKDAY_LETTER})(?:요일|욜)|\(({KO_WEEKDAY_LETTER})\)")
# "월: 스크럼 9:30": a weekday's letter alone labelling a line of a day-by-day list, bulleted or not
_KO_WEEKDAY_LABEL = LazyPattern(rf"(?:(?<![^\n])|(?<=\n[-•*] )|(?<=^[-•*] ))({KO_WEEKDAY_LETTER})(?=[^\S\n]*:)")
# A weekday's letter alone as a word before a clock time ("금 저녁 6시 반 치과", "토 22:00~일 01:30"): that day,
# not a word of a title
_KO_WEEKDAY_BEFORE_A_TIME = LazyPattern(
    rf"(?<![^\s,/:(~\-\u2013\u2014]){KO_WEEKDAY_LETTER}"
    r"(?=[^\S\n]+(?:\d{1,2}:\d{2}|(?:오전|오후|새벽|아침|저녁|밤|낮)\s*\d|\d{1,2}\s*시(?!간)))"
)
_EN_RELATIVE = LazyPattern(rf"\b(?:the\s+day\s+after\s+tomorrow|{EN_RELATIVE_RE})\b", re.I)
_YEAR = LazyPattern(r"\b(?:19|20)\d{2}\b")
_DAY_FROM = LazyPattern(
    r"\b(?:"
    + "|".join(r"\s+".join(w.split()) for w in sorted(DAY_FROM_WORDS, key=len, reverse=True) if w.isascii())
    + r")\b|"
    + alternation(w for w in DAY_FROM_WORDS if not w.isascii()).replace(r"\ ", r"\s*"),
    re.I,
)
# Between an event and the day said from it: "the day after (the) review", "리뷰 (의) 다음 날".
_EN_FROM_EVENT_GAP = LazyPattern(r"\s+(?:of\s+)?(?:the\s+|your\s+)?(?:[\w'-]+\s+){0,3}", re.I)
_ON_GAP = LazyPattern(r"\s+on\s+", re.I)
_KO_FROM_EVENT_GAP = LazyPattern(rf"\s*(?:의\s*)?(?:(?:{KO_RIGHT_BY_WORDS.ko_pattern})\s*)?")
# "N days/weeks from today", "in two weeks", "3일 뒤", "이틀 후", "2주 후": a date, today moved by the offset.
_OFFSET_AMOUNTS = {"a": 1, "an": 1, **EN_NUMBERS, **KO_NATIVE_BEFORE_COUNTERS}
_OFFSET = LazyPattern(
    rf"\b(?:in\s+)?(?P<n>\d{{1,3}}|{alternation(_OFFSET_AMOUNTS)})\s+(?P<unit>days?|weeks?)"
    r"\s+(?:from\s+(?:today|now)|after\s+today|later|away)\b"
    rf"|\bin\s+(?P<in_n>\d{{1,3}}|{alternation(_OFFSET_AMOUNTS)})\s+(?P<in_unit>days?|weeks?)\b"
    rf"|(?:오늘\s*(?:로\s*)?부터\s*)?(?:(?P<ko_n>\d{{1,3}}|{alternation(_OFFSET_AMOUNTS)})\s*(?P<ko_unit>일|주일?)"
    rf"|(?P<ko_count>{alternation(KO_DAY_COUNTS)}))\s*(?:후|뒤)",
    re.I,
)
# Between two mentions of one day: "Wednesday the 24th", "금요일(25일)", "Thursday, 8 October", "tomorrow (Thursday)".
_DATE_RANGE_GAP = LazyPattern(r"\s*(?:부터)?\s*(?:[-~\u2013\u2014]|to|through|thru|until|till)?\s*", re.I)
# "금요일 저녁부터 일요일까지", "Friday evening through Sunday": a part of the day opening a range of days, on its first
_OPENING_PART_GAP = LazyPattern(
    r"\s*(?:오전|오후|아침|저녁|밤|새벽|낮|morning|afternoon|evening|night)\s*"
    r"(?:부터\s*(?:[-~\u2013\u2014])?|[-~\u2013\u2014]|to|through|thru|until|till)\s*",
    re.I,
)
_WEEK_AFTER_GAP = LazyPattern(r"[\s,]*(?:of\s+)?", re.I)  # "Tuesday next week", "Friday of this week"
# "내일인 금요일": tomorrow, a Friday; "Friday afternoon the 14th": a part of the day between says one day too
_SAME_DAY_GAP = LazyPattern(r"[\s,(]*(?:(?:morning|afternoon|evening|night)[\s,]+)?(?:the\s+|인\s+)?", re.I)
# "8월 3일부터 출근": a return word after the date's 부터 says the day one is back, not a stretch's first day
_RETURN_FROM = "|부터|부턴|부터는"
# "nothing until Thursday the 6th", "free before the 23rd": a denial of the days before it (the day itself is when the
# next thing is); "free through the 23rd", "23일까지는 비어": of those up to it, the day too
_UP_TO_BEFORE = LazyPattern(
    r"\b(?P<before>until|till|til|before)\s+(?:the\s+)?$|\b(?:through|thru)\s+(?:the\s+)?$", re.I
)
_ROLE_WORDS: dict[Role, Words] = {"return": RETURN_WORDS, "start": SPAN_START_WORDS, "end": SPAN_END_WORDS}
# "휴가 전에 출근하는 날은 월~수": a return word said after "before" is of the days at work before the stretch
_BEFORE_THE_STRETCH = r"(?<!전\s)(?<!전에\s)(?<!전엔\s)"
_TRAVELLING_BACK = LazyPattern(rf"\b(?:{TRAVEL_VERB_WORDS.en_exact_pattern})\s+back\s+(?:home\s+)?(?:on\s+)?$", re.I)
_ROLE_BEFORE = {
    # "back from vacation on Wednesday": what one is back from may be said between; "복귀는 화요일": a Korean
    # edge said as the topic right before its date
    role: LazyPattern(
        rf"\b(?:{words.en_exact_pattern})\s+(?:up\s+)?(?:from\s+(?:your\s+|the\s+)?[\w-]+(?:\s+off)?\s+)?(?:on\s+|after\s+|by\s+)?$"
        rf"|(?<![가-힣]){_BEFORE_THE_STRETCH if role == 'return' else ''}"
        rf"(?:{KO_EDGE_TOPIC_WORDS[role].ko_pattern})\s*(?:은|는|이|가)?\s*$",
        re.I,
    )
    for role, words in _ROLE_WORDS.items()
}
_ROLE_AFTER = {
    role: LazyPattern(
        rf"[\s)]*(?:이|가|은|는|에|에는|에서{_RETURN_FROM if role == 'return' else ''})?\s*(?:{words.ko_pattern})"
    )
    for role, words in _ROLE_WORDS.items()
}
# "your last vacation day is", "the first day of your leave is": the stretch's own edge, said as the date's subject
_EN_EDGE_DAY_BEFORE = {
    role: LazyPattern(
        rf"\b(?:{words.en_exact_pattern})\s+(?:(?:{VACATION_WORDS.en_exact_pattern})\s+)?days?(?:\s+off)?"
        rf"(?:\s+of\s+(?:your\s+|the\s+)?(?:{VACATION_WORDS.en_exact_pattern}))?\s+(?:is|was|will\s+be)\s+(?:on\s+)?$",
        re.I,
    )
    for role, words in EN_EDGE_DAY_WORDS.items()
}
_EDGE_DAY_REACH = 60  # characters: "the last day of your time off is " and room to spare
# "starts Monday", "월요일부터 시작": the stretch's own edge, not the window's
_OWN_EDGE_BEFORE = LazyPattern(rf"\b(?:{OWN_EDGE_WORDS.en_exact_pattern})\s+(?:on\s+)?$", re.I)
_OWN_EDGE_AFTER = LazyPattern(rf"[\s)]*(?:이|가|은|는|에|에는|에서|부터|까지)?\s*(?:{OWN_EDGE_WORDS.ko_pattern})")
_QUOTES = (("'", "'"), ('"', '"'), ("\u2018", "\u2019"), ("\u201c", "\u201d"), ("「", "」"), ("『", "』"), ("《", "》"))
# An opening quote follows no Latin letter or digit and a closing one precedes none, so the
# apostrophes of "You're" and "Alice's" open nothing; Korean particles may follow ('회의'가).
_QUOTED = LazyPattern(
    "|".join(
        rf"(?<![A-Za-z0-9]){re.escape(left)}((?:[^{re.escape(right)}\n]|(?<=[A-Za-z]){re.escape(right)}(?=[A-Za-z]))"
        rf"{{1,200}}?){re.escape(right)}(?![A-Za-z0-9])"
        for left, right in _QUOTES
    )
)
_EN_MEETINGS = EVENT_WORDS.en_pattern
_KO_MEETINGS = (  # "대회의실": a room; "운동복": clothes
    rf"(?:{EVENT_WORDS.ko_pattern})(?!{KO_EVENT_ROOM_WORDS.ko_pattern}|{KO_EVENT_GEAR_WORDS.ko_pattern})"
)
_EN_VACATIONS = (
    VACATION_WORDS.en_pattern
    + r"|(?<!\bkick\s)(?<!\bkicks\s)(?<!\bkicked\s)(?<!\bkicking\s)(?<!\bone-)(?<!\bone\s)"  # "kicks off", "one-off"
    r"(?<!\bget\s)(?<!\bgets\s)(?<!\bgot\s)(?<!\bgetting\s)"  # "you get off at 6": leaving work, an end
    # ("once you're off the train", "coming off the call": getting off what one was on, no time off; "the ones on the
    # 13th are off the calendar": taken from it)
    rf"off(?!\s+(?:the|your|that|this)\s+(?:{JOURNEY_WORDS.en_pattern}|{_EN_MEETINGS}|calendar|schedule|agenda)\b)"
    r"(?=\s+(?:all|on|for|that|this|the|tomorrow|today|tonight|next|from|until|till|in|morning|afternoon|evening"
    r"|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)\b"
    # "off 9 to 1": the hours off (read after this, then blanked)
    r"|\s+(?:\d{1,2}|\s)\s*(?:[-\u2013\u2014]|to)\s*(?:\d{1,2}\b|\s\s)"
    r"|\s{4,}\S)"  # "off Friday": the day, read before, is blanked
    # "because you're off.": the user off, said bare
    r"|(?:(?<=\byou're\s)|(?<=\byou\sare\s)|(?<=\bbe\s))off(?=\s*(?:[(,.;:!?\u2013\u2014]|$))"
    # "Friday off.": after a day (blanked), before a stop
    r"|(?<=\s{4})off(?=\s*(?:[(,.;:!?\u2013\u2014]|$))"
    # "your afternoon off starts at 2", "Friday morning off too": a part of the day taken off, whatever follows
    r"|(?:(?<=morning\s)|(?<=afternoon\s)|(?<=evening\s)|(?<=\bday\s))off(?!\s+(?:to|with)\b)"
    # "while you're away": the user away is the time off
    r"|(?:(?<=\byou're\s)|(?<=\byou\sare\s))away\b"
)
_KO_VACATIONS = VACATION_WORDS.ko_pattern
_LONG_WEEKEND = LazyPattern(rf"\b(?:{LONG_WEEKEND_WORDS.en_exact_pattern})\b", re.I)
# Leaving somewhere is no leave ("maybe leave a little early for the school", "you should leave by 5"), nor is
# leaving someone time ("leave yourself some travel time", "leave room for lunch")
_EN_LEAVING = (
    r"(?<!\bto\s)(?<!\bshould\s)(?<!\bmust\s)(?<!\bcan\s)(?<!\bmight\s)(?<!'ll\s)"
    r"(?!leave\s+(?:early|earlier|now|by|home|work|in\s+time|on\s+time|plenty|extra|enough|a\s+(?:little|bit)"
    r"|the\s+(?:office|house|airport)|yourself|you(?!')|me|us|some|room|time|a\s+(?:buffer|cushion|gap))\b)"
)
_EN_GENERIC = rf"something|anything|plans?|commitments?|engagements?|busy|booked|occupied|{ITEM_WORDS.en_pattern}"
_KO_GENERIC = r"일정|스케줄|계획|볼일|잡혀|잡혔|잡힌|예약되|예약돼"
_COMPARED_BEFORE = LazyPattern(
    rf"\b(?:{COMPARED_WORDS.en_exact_pattern})\s+$|(?<![가-힣])(?:{COMPARED_WORDS.ko_pattern})\s*$", re.I
)
_EN_EMPTY, _KO_EMPTY = EMPTY_TIME_WORDS.en_exact_pattern, EMPTY_TIME_WORDS.ko_pattern
_EVENTS = LazyPattern(
    rf"(?P<meeting>\b(?:{_EN_MEETINGS})(?![A-Za-z0-9])|{_KO_MEETINGS})"
    rf"|(?P<vacation>{_EN_LEAVING}\b(?:{_EN_VACATIONS})(?![A-Za-z0-9])|{_KO_VACATIONS})"
    rf"|(?P<any>\b(?:{_EN_GENERIC})(?![A-Za-z0-9])|{_KO_GENERIC})"
    rf"|(?P<empty>\b(?:{_EN_EMPTY})\b|{_KO_EMPTY})",
    re.I,
)
_EN_NEGATION = LazyPattern(
    r"\b(?:no|not|never|none|nothing|without|neither|nor|cannot|zero)\b|n't\b|(?<![\d.:,])\b0\s+(?:[a-z-]+\s+)?$", re.I
)
# when the user should set off, advised ("you should leave by 10:30", "I'd aim to leave home by about 5:15", "be at
# the station by 6:45", "6시 반쯤 나가시면"): the user's own going, no time of the calendar (_read_times); "your train
# is leaving at 10:30" says one
_SETTING_OFF_BEFORE = LazyPattern(
    r"(?:\b(?:should|could|need\s+to|want\s+to|better|maybe|just|to|please|i'd)|[,;:.!?\n]|^)\s*"
    r"(?:leave(?:\s+home)?|head\s+out|set\s+off|get\s+going|be\s+(?:there|at\s+the\s+(?:station|airport|gate)))\s+"
    r"(?:(?:by|at|around|before|no\s+later\s+than)\s+)?(?:(?:about|around|roughly)\s+)?$",
    re.I,
)
_SETTING_OFF_AFTER = LazyPattern(r"\s*(?:쯤|경)?\s*(?:까지는?|에)?\s*(?:나가|나서|출발하|도착하)시")
_SETTING_OFF_REACH = 60  # characters before the time: "you'd probably want to leave home by about "
# ... and when a reminder is to go off ("Want a reminder at 11:30?", "11시 반에 알림 드릴까요?"): no plan's time either
# ... and the time a plan is advised to be moved to ("you might ask to push the interview to 2:30", "면접을 2시 반으로
# 옮기시면"): the user's to choose, no time of the calendar (a move stated is a change, reported as one)
_MOVED_TO_BEFORE = LazyPattern(
    r"\b(?:could|might|may|can|consider|ask\s+to|try\s+to|want\s+to|suggest|perhaps|maybe)\s+(?:\w+\s+){0,2}?"
    # ("could move it to 3": the "to" may be read with the time)
    rf"(?:{SUGGESTED_MOVE_WORDS.en_exact_pattern})\s+(?:[\w'&:-]+\s+){{1,6}}?(?:(?:to|until|till)\s+(?:(?:around|about)\s+)?)?$",
    re.I,
)
_MOVED_TO_AFTER = LazyPattern(rf"\s*(?:으로|로)\s*(?:{SUGGESTED_MOVE_WORDS.ko_pattern})")
_REMINDER_AT_BEFORE = LazyPattern(r"\b(?:reminder|alarm|remind\s+you)\s+(?:(?:at|for|around)\s+)?$", re.I)
_REMINDER_AT_AFTER = LazyPattern(r"\s*(?:쯤|경)?\s*(?:에)?\s*(?:알림|알람)")
# the weather said (lexicon.WEATHER_WORDS), and a hedge that makes it no statement: checks._weather_stated
_WEATHER = LazyPattern(rf"\b(?:{WEATHER_WORDS.en_exact_pattern})\b|{WEATHER_WORDS.ko_pattern}", re.I)
_WEATHER_HEDGE = LazyPattern(rf"\b(?:{WEATHER_HEDGE_WORDS.en_exact_pattern})\b|{WEATHER_HEDGE_WORDS.ko_pattern}", re.I)
_NEED_DENIED = LazyPattern(
    r"\b(?:won't|will\s+not|don't|do\s+not|doesn't|shouldn't)\s+(?:need|have)\s+to\s+"
    rf"(?:{STEPPING_OUT_WORDS.en_exact_pattern})\b",
    re.I,
)
_REMINDER = LazyPattern(r"\b(?:don'?t|do\s+not|never)\s+forget\b", re.I)
# "not counting lunch with Jordan": an event left out of a total is there, not denied
_NOT_COUNTING = LazyPattern(rf"\b(?:{NOT_COUNTING_WORDS.en_exact_pattern})\b", re.I)
_EN_NEGATION_AFTER = LazyPattern(r"\b(?:is|are|was|will\s+be)\s+not\b|n't\b|\bnone\b", re.I)
_KO_NOT = (
    r"없|않|아니|아닙|아냐|(?<![가-힣])[안못]\s(?!\s*(?:되|돼|됩))"  # "그 시간은 안 돼요": not possible, no denial
)
# "일정은 0건이에요", "you have 0 events": a count of none denies
_KO_ZERO = r"(?<![\d.:])0\s*(?:개|건|번)"
_KO_NEGATION = LazyPattern(rf"{_KO_NOT}|{_KO_EMPTY}|{_KO_ZERO}")
# "쉬는 틈 없이", "쉬는 시간은 없어요": no break (lexicon.KO_BREAK_WORDS), which negates no event said before it
_KO_NO_BREAK = LazyPattern(rf"(?:{KO_BREAK_WORDS.ko_pattern})\s*(?:은|는|이|가|도)?\s*없")
# a verb negated ("없어요", "않아요"), not a time said empty: "연차로 종일 비워 두셨어요" keeps the day clear *for* the
# vacation; "5시간이 통으로 비어 있어요" denies no free stretch
_KO_NOT_SAID = LazyPattern(_KO_NOT)
_COUNT_WORDS = {
    **{word: number for word, number in EN_NUMBERS.items() if number <= 10},
    **{"a single": 1, "single": 1, "once": 1, "twice": 2},
    **{word: number for word, number in KO_NATIVE_NUMBERS.items() if number <= 10},
}
_NUMBER = r"one|two|three|four|five|six|seven|eight|nine|ten|a single|\d{1,2}"
_EN_COUNT_BEFORE = LazyPattern(
    # "two New York syncs": a word, or a name of two, between the number and what it counts
    rf"(?:\b(?P<only>only|just)\s+)?(?<![:\d\u2013\u2014~#-])(?<!(?-i:[A-Z]{{2}})\s)\b(?P<number>{_NUMBER})\s+"
    r"(?:[a-z-]+\s+|(?-i:(?:[A-Z][\w-]*\s+){1,2}))?$",
    re.I,
)  # not the "1" of "1:1 with", the "11" of "10–11 budget review", nor the "67" of a code ("the VIA 67 home", "#4")
# "only the review", "just one", "you just have the board meeting": all there is of its kind
_EN_ONLY_BEFORE = LazyPattern(r"\b(?P<only>only|just)\s+(?:(?:have|has|got)\s+)?(?:[a-z-]+\s+)?$", re.I)
_EN_COUNT_AFTER = LazyPattern(
    rf"\s*(?:(?:is|are|happens|runs|meets|takes\s+place|held)\s+){{0,2}}(?:(?P<only>only|just)\s+)?"
    rf"(?:(?P<number>once|twice)|(?P<times>{_NUMBER})\s+times\b)",
    re.I,
)
_TIMES_COUNTED = LazyPattern(r"번|차례|\btimes?\b|\bonce\b|\btwice\b", re.I)  # "한 번만", "only once": how often
_SAID_TO_BE = LazyPattern(r"\s+(?:is|are)\s+(?:a\s+|an\s+|the\s+)?|\s*", re.I)
_DAYS_COUNTED = LazyPattern(r".*\bdays?\b")  # "two days off", "three days of vacation"
_EACH = LazyPattern(r"\beach\b|각각|각자", re.I)
_EACH_AFTER = LazyPattern(r"\s+each\b", re.I)
# "one thing a day", "하나씩", "하루에 하나": a count that holds for each day apart
_PER_DAY_AFTER = LazyPattern(r"\s*(?:씩|\s(?:a|per|each)\s+day\b)", re.I)
_PER_DAY_BEFORE = LazyPattern(r"(?:하루에|매일)\s*[가-힣\s]{0,12}$")
# "two things left today", "남은 일정은 두 개", "두 개 남았어요": the count is of what is not over yet
_REMAINING_BEFORE = LazyPattern(
    rf"(?:\b(?:{REMAINING_BEFORE_WORDS.en_exact_pattern})|{REMAINING_BEFORE_WORDS.ko_pattern})\s*$", re.I
)
_REMAINING_AFTER = LazyPattern(
    rf"\b(?:{REMAINING_AFTER_WORDS.en_exact_pattern})\b|{REMAINING_AFTER_WORDS.ko_pattern}", re.I
)
_STILL_TO_START_BEFORE = LazyPattern(rf"(?:{STILL_TO_START_WORDS.ko_pattern})\s*$")
_STILL_TO_START_AFTER = LazyPattern(rf"\b(?:{STILL_TO_START_WORDS.en_exact_pattern})\b", re.I)
_NOT_A_TOTAL = LazyPattern(r"\b(?:more|other|else|additional|extra|last|final|first|next)\b", re.I)
# Counted in native Korean words up to ten, as in English ("여섯 개": six): a list of more is no count anyone says
_KO_COUNTED = alternation(word for word, number in KO_NATIVE_BEFORE_COUNTERS.items() if number <= 10)
_KO_COUNTED_BRACKET = LazyPattern(rf"\s*(?:{_KO_COUNTED}|\d{{1,2}})\s*(?:번|개|건|차례)\s*\(")  # "근무 두 번("
# "사흘 동안 비행기 두 번": days said as the stretch a count after them is over, no event's length
_KO_DAYS_COUNTED_OVER = LazyPattern(
    # ("비행기 두 번이에요": the count said as what there is)
    rf"\s*동안\s+(?:[^\s\d.,!?]+\s+){{1,2}}?(?:{_KO_COUNTED}|\d{{1,2}})\s*(?:개|건|번|차례)(?![가-힣](?<![이예입]))"
)
_TOTAL = r"총|합계|모두|전부|합쳐서"  # "총 3개", "모두 7일": a total
_TOTAL_BEFORE = LazyPattern(rf"(?:{_TOTAL})\s*$")
# "금요일부터 월요일까지 4일 휴가", "31일까지 3일이에요", "월~수 3일": days said right after a range's end are its
# length, unless a weekday says they are a date ("월요일까지, 4일 화요일에 복귀")
_RANGE_END_BEFORE = LazyPattern(
    rf"까지\s*,?\s*$|(?<![가-힣]){KO_WEEKDAY_LETTER}(?:요일|욜)?\s*[~\-\u2013\u2014]\s*{KO_WEEKDAY_LETTER}(?:요일|욜)?\s*,?\s*$"
)
# "주말 포함해서 6일", "그중 평일은 4일": days said right after a word counting days in, or after the working days as
# the topic, are how many days there are, no day of the month ("평일은 4일" is no date of "weekdays")
_KO_DAYS_COUNT_BEFORE = LazyPattern(
    rf"(?:(?:{INCLUDING_WORDS.ko_pattern})|(?<![가-힣])(?:{WORKING_DAYS_WORDS.ko_pattern})\s*(?:은|는|만))\s*,?\s*$"
)
_KO_DAYS_COUNT_REACH = 12  # characters before the days where those words are looked for
# characters before a day where what must end right before it (a total, a range's end, an aside's opening) is
# looked for (a time's end word has its own reach, _ENDING_REACH)
_DAY_ENDING_REACH = 40
_WEEKDAY_AFTER = LazyPattern(rf"\s*\(?\s*(?:{KO_WEEKDAY_LETTER})(?:요일|\))")
# "총 5건의 일정", "6개 일정": a count before the word it counts
_KO_COUNT_BEFORE = LazyPattern(rf"(?<![\d:])(?P<units>{_KO_COUNTED}|\d{{1,2}})\s*(?:개|건)\s*(?:의\s*)?$")
_KO_COUNT_AFTER = LazyPattern(
    # "일정은 총 3개", "브런치와 통화, 이렇게 두 개뿐": a count after the events it counts
    rf"\s*(?:이|가|은|는|도)?[\s,]*(?:(?:\d{{1,2}}\s*월\s*)?(?:에는|에|엔)?\s+)?(?:(?:딱|단|오직|단지|이렇게|{_TOTAL})\s*)*"
    # (the month counted in between, read or not: "필라테스는 8월에 네 번"); "일정이 넷 있어요": a number standing alone
    rf"(?:(?P<number>하나|(?:둘|셋|넷)(?=\s|[.,!?]|$|이에요|이야|입니다|뿐|만|밖에))|(?P<units>{_KO_COUNTED}|\d{{1,2}})"
    # "두 개뿐", "두 개가 전부예요": all there is; "한 번에 40분" is at a time, no count ("알바 두 번에 낮 일정
    # 세 개": two, and three more); "세 차례": times; "비행기 두 편": flights (or films) counted, "한편" no count but
    # "meanwhile"
    r"\s*(?:개|건|(?<!한)(?<!한\s)번|번(?!\s*에)|차례|(?<!한)편))(?P<only>만|뿐|(?:이|가)\s*(?:전부|다)(?=\s*(?:예요|이에요|입니다|이고|고|야|$|[.!,])))?"
)
# "영어 회화는 월·수 7시 반, 2주 동안 네 번 있어요": how often the topic happens, said at the end of its sentence
_KO_TOPIC_TIMES_AFTER = LazyPattern(
    rf"\s*(?:은|는)\s[^.!?\n]*?(?<![\d가-힣])(?P<units>{_KO_COUNTED}|\d{{1,2}})\s*(?:번|차례)"
    r"(?=\s*(?:있|이에요|예요|입니다|이야|이고|잡혀))"
)
# A title said to be all there is: "'A'만 있어요", "'A'뿐이에요", "'A' is the only thing", "the only event is 'A'".
# ("필라테스 말곤 없어요", "회의 빼고는 아무것도 없어": nothing besides it, so it alone)
_ONLY_AFTER = LazyPattern(
    r"(?:만|뿐)(?!나|료|큼|족|들|점)|\s*(?:is|was|will\s+be|'s)\s+(?:the|your)\s+only\b"
    rf"|\s*(?:{KO_EXCEPT_WORDS.ko_pattern})(?:는|하면)?\s*(?:(?:다른\s*)?(?:일정|아무것도|아무\s*일정)(?:은|이|도)?\s*)?없",
    re.I,
)
_ONLY_BEFORE = LazyPattern(
    r"(?:\bonly\s+(?:thing|event|item|one|entry|appointment|meeting)s?|\ball\s+(?:that\s+)?you(?:'ve|\s+have)?\s+(?:got|have)\b)"
    r"[^.!?;]{0,40}\b(?:is|are)\s+(?:the\s+|your\s+)?$",  # "All you have today is the board meeting"
    re.I,
)
_ONLY_REACH = 300  # characters _ONLY_BEFORE may span: "only" ... 40 others ... "is the"
# "..., and that's it", "That's everything.", "A와 B가 전부예요", "이게 다예요": the titles said are all there is
# (not "둘 다 2시간이에요", "both are two hours": "다" after a number is each of them)
_EACH_OF_SO_MANY = "".join(rf"(?<!{word}\s)" for word, number in KO_NATIVE_NUMBERS.items() if number > 1)
_THATS_ALL = LazyPattern(
    r"\bthat(?:'s|\s+is|\s+was)\s+(?:it|all|everything)\b"
    rf"|(?:^|(?<=\s)|(?<=[이그]게)){_EACH_OF_SO_MANY}(?:이|가)?\s*(?:전부|다)(?=\s*(?:예요|이에요|입니다|이고|고|야|$|[.!,]))",
    re.I,
)
_THATS_ALL_ALONE = LazyPattern(
    # ("That's all for the weekend": its days are read and blanked; the titles' own are where each is checked)
    r"\s*(?:that(?:'s|\s+is)\s+(?:it|all|everything)(?:\s+(?:for|on)\b)?"
    r"|(?:이게|그게)\s*(?:전부|다)(?:예요|입니다|야|에요)?)[\s.!]*",
    re.I,
)
_EN_OR = LazyPattern(r"[\s,]*(?:or|nor|or\s+any|,)[\s,]*", re.I)
_KO_AND = LazyPattern(r"(?:도|나|이나|와|과|랑|이랑|하고|및)?,?")
_KO_NEGATION_BEFORE = LazyPattern(r"(?<![가-힣])(?:안|못)\s*$")
# A denial of the rest ("no other meetings", "다른 일정은 없습니다") leaves the named events standing.
_EXCEPT = LazyPattern(
    r"\b(?:other|else|more|additional|further|besides|apart|except|aside|rest|remaining)\b"
    rf"|다른|그\s*외|이\s*외|외에|{KO_EXCEPT_WORDS.ko_pattern}|별도|추가|나머지",
    re.I,
)
# "the rest of the afternoon", "of today": the time left, not the other events (what the answer states elsewhere
# stays standing)
_REST_OF_TIME = LazyPattern(
    r"\b(?:rest|remainder)\s+of\s+(?:the\s+|your\s+|that\s+|this\s+)?"
    r"(?:morning|afternoon|evening|night|day|week|weekend|today|tonight)\b",
    re.I,
)


def _excepts(text: str) -> bool:
    """Whether a clause speaks of what else there is ("no other meetings", "나머지 평일"), not of a time left."""
    rest = [m.span() for m in _REST_OF_TIME.finditer(text)]
    return any(not any(a <= m.start() < b for a, b in rest) for m in _EXCEPT.finditer(text))


_CHANGES = LazyPattern(
    r"\b(?:cancel(?:l?ed|s|ling)?|cancell?ations?|called\s+off|re-?scheduled|postponed|moved|pushed\s+back)\b"
    r"|취소|연기되|연기됐|미뤄|미루|옮겨|변경되|변경됐",
    re.I,
)
# "Dr. Kim", "St. Joseph": the stop of an abbreviation before a name ends no clause (Python looks behind one width)
_ABBREVIATION_STOPS = "".join(rf"(?<!\b{word}\.)" for word in (NAME_ABBREVIATIONS | PLACE_ABBREVIATIONS).en)
# "Physio is at 8 — want a reminder tonight?": a question after a dash is put to the user, a clause of its own; what
# is said before the dash is stated, not asked
_QUESTION_AFTER_DASH = LazyPattern(r"\s+[\u2013\u2014]\s+(?=[^.!?\n\u2013\u2014]*\?)")
# A denial of what starts ("Nothing new starts before 8", "no meetings begin until 3"), not of what is under way
_STARTS_DENIED = LazyPattern(
    r"\b(?:nothing|no\s+(?:\w+\s+)?\w+)\s+(?:(?:new|else|more)\s+)?(?:starts|begins|kicks\s+off|begin|start)\b", re.I
)
_DASH = LazyPattern(r"\s[\u2013\u2014]\s")  # a dash setting words off: "Nothing else — your evening's clear"
_REASON_SET_OFF = LazyPattern(r"\s*[:\u2013\u2014]\s*")  # "free: you're off", "free — you're off"
_CLAUSE_BREAK = LazyPattern(
    rf"(?<=[.!?。;])(?<![ap]\.m\.){_ABBREVIATION_STOPS}\s+|\n+|:\s+|(?<=\b[Nn]o),\s+|(?<=\b[Yy]es),\s+"
    # ("while you're away", "while you're on vacation": while the time off is, no clause of its own)
    r"|,?\s+(?:but|while(?!\s+you(?:'re|\s+are)\s+(?:away|on\s+(?:vacation|holiday|leave))\b)|whereas|although|though"
    r"|however|and|so|plus|if)\s+|,\s+(?:since|because|as|then)\s+|\s+because\s+"
    # "since" before a subject starts a reason ("no standup since you're flying out that night"), not a time
    r"|\s+since\s+(?=(?:you|it|there|we|they|he|she|I)\b)"
    rf"|{_QUESTION_AFTER_DASH.pattern}"
    # "no lesson on Wednesday this time, just Monday's": a day set apart after a clause is said of apart from it
    rf"|\s*[,;\u2013\u2014]\s*(?=(?i:(?:just|only)\s+(?:the\s+one\s+)?(?:on\s+)?(?:the\s+|your\s+)?(?:{EN_WEEKDAY_RE})\b))"
    # "seven events, five of them next week": a count of those said before, over a stretch of its own
    rf"|\s*[,;\u2013\u2014]\s*(?=(?i:{_NUMBER})\s+of\s+(?:them|those|these)\b)"
    r"|(?<=지만|는데|은데|인데|한데|이고|이며|라서|어서|아서|니까|므로|으며|으니)[\s,]+|(?<=[가-힣][고며서])(?<!에서)(?<!빼고)(?<!외하고)(?<!말고),?\s+"
)
_KO_TOPIC_AFTER = LazyPattern(r"(?:은|는)\s")  # "수요일은 …": the day the rest is said of
_COMMA_BEFORE = LazyPattern(r",\s*$")
# What _CLAUSE_BREAK matches after a Korean connective ending ("-고", "-지만"): spaces and a comma
_KO_BECAUSE_IT_IS = LazyPattern(r"(?:까지|부터)?(?:이)?라(,?[^\S\n]+)")
_KO_REASON_END = LazyPattern(r"(?:이)?라(?:서)?,?$")  # "오후엔 반차라": a clause giving a reason
_KO_ENDING_BREAK = LazyPattern(r",?[^\S\n]+")
_PRONOUN_FIRST = LazyPattern(
    r"\s*(?:it|that|this(?:\s+one)?|they|those)\b|\s*(?:그건|이건|그것은|이것은|그게|이게)", re.I
)
_SENTENCE_END = LazyPattern(r"[.!?。;\n]")
_ANOTHER_OF_IT = LazyPattern(rf"\b(?:{ANOTHER_OF_IT_WORDS.en_exact_pattern})\b", re.I)
_AND_BREAK = LazyPattern(r",?\s+and\s+", re.I)  # ("every Saturday but the 12th": days set apart, not added)
# What is left of a clause of days alone once its days are blanked ("and again on the 16th")
_DAYS_ALONE = LazyPattern(rf"[\s,.!]*(?:(?:{AGAIN_WORDS.en_exact_pattern})\s+)?(?:on\s+)?(?:the\s+)?[\s,.!]*", re.I)
# A Korean clause ending in a word saying something is there ("18일에도 있어요"), subject dropped or not; not one
# saying one can ("할 수도 있으니") or is doing ("기다리고 있어요")
_KO_THERE_IS_END = LazyPattern(rf"(?<!수\s)(?<!수도\s)(?<!고\s)(?:{KO_THERE_IS_WORDS.ko_pattern})\S*\s*[.!?~]*\s*$")
_KO_IT_IS_END = LazyPattern(rf"(?:{KO_IT_IS_WORDS.ko_pattern})\s*[.!?~]*\s*$")
# A word saying a time is empty, negated ("isn't completely free", "비어 있진 않아요"); not "nothing", "아무것도"
_NEEDS_NEGATION = LazyPattern(r"nothing|아무것도", re.I)
_KO_NOT_AFTER_EMPTY = LazyPattern(r"\s*(?:있|이)?\s*(?:진|지는|지|진\s*않|지\s*않)\s*않|\s*있지\s*않")
_IN_PART_BEFORE = LazyPattern(rf"(?:\b(?:{IN_PART_WORDS.en_exact_pattern})|{IN_PART_WORDS.ko_pattern})\s*$", re.I)
# ("no gap between lunch and the interview", "no free time": busy, as "not free" is)
_EN_NOT_BEFORE_EMPTY = LazyPattern(
    r"(?:\bnot|n't|\bno)\s+(?:(?:completely|entirely|totally|fully|quite|all\s+that|really)\s+)?$", re.I
)
_LEAVES_AS_A_VERB = LazyPattern(r"leaves", re.I)
_GOES_ON = LazyPattern(r"\s+(?:at|from|for|on|around|early|late|tonight|tomorrow|today|\s{3,}|[A-Z])", re.I)
# An event said as over: "휴가가 끝난 뒤", "휴가가 끝나면", "after your vacation ends", "once the retro wraps".
_OVER_AFTER = LazyPattern(r"\s*(?:이|가|은|는)?\s*끝(?:난\s*(?:뒤|후|다음)|나면|나고|나서)")
_AFTER_BEFORE = LazyPattern(r"\b(?:after|once)\s+(?:the\s+|your\s+)?$", re.I)
# An untitled event only supposed: "약속이 생기면 잡으셔도 돼요", "회의가 필요하면", "if you need a meeting"; or
# proposed (lexicon.PROPOSAL_WORDS): "운동 가능해요", "you could fit a workout in"
_SUPPOSED_AFTER = LazyPattern(
    r"(?:\s*같은\s*(?:거|것|게|일정|약속))?"  # "가족 모임 같은 거 있으면": an event of such a kind
    r"\s*(?:이|가|을|를)?\s*(?:있으면|있으시면|생기면|생기시면|필요하면|필요하시면|잡으려면|잡으시려면|잡고\s*싶으시?면"
    rf"|{PROPOSAL_WORDS.ko_pattern})"
)
# ... or advised, right before it with one word at most between (lexicon.ADVISED_ACTIVITY_WORDS): "grab a quick coffee"
_ADVISED_BEFORE = LazyPattern(rf"\b(?:{ADVISED_ACTIVITY_WORDS.en_exact_pattern})\s+(?:[a-z-]+\s+)?$", re.I)
# ... or a stretch of free time set aside for it (lexicon.SET_ASIDE_TIME_WORDS): "your lunch window", "a coffee break"
_SET_ASIDE_AFTER = LazyPattern(rf"[^\S\n]+(?:{SET_ASIDE_TIME_WORDS.en_pattern})\b", re.I)
# An untitled word of a question ("내일 일정이요?", "Anything tomorrow?"): the user's question said back, or an offer
_HALF_DAY_LEAVE = LazyPattern(rf"(?:{HALF_DAY_LEAVE_WORDS.en_pattern}|{HALF_DAY_LEAVE_WORDS.ko_pattern})", re.I)
# ("8 events, including 4 standups", "스탠드업 5번 포함해서 회의 7개"): a count of titles among that of their kind
_INCLUDING = LazyPattern(rf"\b(?:{INCLUDING_WORDS.en_exact_pattern})\b|{INCLUDING_WORDS.ko_pattern}", re.I)
_MEETING_PROPER = LazyPattern(rf"{MEETING_PROPER_WORDS.en_exact_pattern}|{MEETING_PROPER_WORDS.ko_pattern}", re.I)
# A title of a personal event (lexicon.PERSONAL_EVENT_WORDS, or an activity taken as a class), or of a trip from one
# place to another ("김포→하네다 OZ1085", "Paris -> Lyon"): no meeting proper
_PERSONAL_TITLE = LazyPattern(
    rf"\b(?:{PERSONAL_EVENT_WORDS.en_pattern}|{alternation(w for w in BROADER_EVENT_WORDS['class'] if w.isascii())})\b"
    rf"|{PERSONAL_EVENT_WORDS.ko_pattern}|{alternation(w for w in BROADER_EVENT_WORDS['class'] if not w.isascii())}"
    r"|\w\s*(?:→|->|⇒)\s*\w",
    re.I,
)
_NOW_BEFORE = LazyPattern(rf"(?:\b(?:{NOW_WORDS.en_exact_pattern})|{NOW_WORDS.ko_pattern})[\s:은는이]*$", re.I)
_QUESTION_END = LazyPattern(r"\?\s*$")
# (how, said between: "점심 여유 있게 드세요", "점심 꼭 챙겨 드세요"; the meal as the topic too: "점심은 미리 드시고";
# no word ending a clause between: "반차는 1시부터라 점심 먹고" is of the lunch)
_MEAL_TAKEN_AFTER = LazyPattern(
    rf"\s*(?:을|를|은|는|도)?(?:[^\S\n]+[가-힣]+(?<![라고서며면데니])){{0,2}}?\s*(?:{KO_MEAL_TAKEN_WORDS.ko_pattern})"
)
_MEAL_EATEN_AFTER = LazyPattern(rf"\s*(?:을|를)?\s*(?:{KO_MEAL_EATEN_WORDS.ko_pattern})")
_SUPPOSED_BEFORE = LazyPattern(
    rf"\b(?:if|in\s+case|should|{PROPOSAL_WORDS.en_exact_pattern})\b[^.,;:!?]{{0,40}}$"
    # ... or what the user is told to enter something as ("add it as vacation", "block those days off as leave")
    rf"|\b(?:{MAKING_PLANS_WORDS.en_exact_pattern}|mark|block|put|log)\s+(?:it|them|that|those|these|the\s+trip)"
    r"(?:\s+days)?(?:\s+(?:in|down|off))?\s+as\s+(?:an?\s+)?$",
    re.I,
)
# ... or what free time is for ("free from 12 to 1 for lunch", "a free hour for a run"): the user's own use of it;
# not what it is free but for ("free except for a call")
_FREE_FOR_BEFORE = LazyPattern(
    rf"\b(?:{_EN_EMPTY})\b[^.;:!?\n]{{0,40}}(?<!\bexcept\s)(?<!\bbut\s)(?<!\bsave\s)\bfor\s+(?:(?:a|an|some|your|a\s+quick|a\s+proper)\s+)?$",
    re.I,
)
# An untitled word of no kind the user is told or offered to make (lexicon.MAKING_PLANS_WORDS): "make some plans",
# "add something", "일정 추가해 드릴까요?": no event of the calendar
_MADE_BEFORE = LazyPattern(
    rf"\b(?:{MAKING_PLANS_WORDS.en_exact_pattern})\s+(?:(?:some|a|an|any|more|new|other|your|fun)\s+)?$", re.I
)
_OFFERED_AFTER = LazyPattern(
    rf"\s*(?:을|를|도)?\s*(?:{MAKING_PLANS_WORDS.ko_pattern})\s*(?:해|하여|해서)?\s*(?:{OFFER_WORDS.ko_pattern})"
)
# An untitled word of no kind said to be got done ("a good 3½ hours to get things done"): the user's own tasks, no
# event of the calendar
_GOT_DONE_AFTER = LazyPattern(r"\s+done\b", re.I)
# An untitled Korean word looked at or planned ("토요일 일정 확인해 봤는데", "주말 계획 세우기 좋아요"): the calendar
# itself or a plan to make, no event on it
_KO_HANDLED_AFTER = LazyPattern(rf"\s*(?:을|를|도|은|는)?\s*(?:{KO_HANDLING_PLANS_WORDS.ko_pattern})")
# An offer ("Want me to keep the rest of Wednesday clear so nothing else lands there?", "일정 더 넣지 않게 막아
# 둘까요?", "인터뷰 시간 옮겨 드릴까요?"): from its opening to its question mark, or the Korean clause its ending ends
_OFFER = LazyPattern(
    rf"\b(?:{OFFER_WORDS.en_exact_pattern})\b[^.!?\n]*\?|(?P<ko>{OFFER_WORDS.ko_pattern})(?=[\s.!?~]|$)", re.I
)
# A subject or a modal: the word after it is a verb ("you'll call Grandpa", "we'll meet", "you can plan")
_SUBJECT_OR_MODAL = r"(?:i|you|we|they|he|she)(?:'ll|'d)?|will|would|to|can|could|should|must|gonna"
_A_VERB_BEFORE = LazyPattern(rf"\b(?:{_SUBJECT_OR_MODAL})\s+$", re.I)
_VERB_REACH = 8  # characters: "could " and spacing
_AFTER_REACH = 20  # characters: "after your " and spacing
_SUPPOSED_REACH = 50  # characters: "if" and 40 others
_ENDS_AFTER = LazyPattern(r"\s+(?:ends|is\s+over|wraps|finishes)\b", re.I)
# The time such an event ends at: "after the retro wraps (up) at 4", "회고가 4시에 끝나면". What the clause says
# beside it holds from then on ("..., your Friday is clear": from 4).
_ENDS_AT_AFTER = LazyPattern(r"\s+(?:ends|is\s+over|wraps|finishes)(?:\s+up)?\s+(?=at\b|@|by\b)", re.I)
_KO_TIME_BEFORE_EVENT = LazyPattern(r"(?:에|의)?\s+(?:[가-힣A-Za-z]+\s+)?")  # "3시 (클라이언트) 줌 미팅"
_KO_ENDS_AT = LazyPattern(r"\s*에?\s*끝(?:난\s*(?:뒤|후|다음)|나면|나고|나서)")
# "PT 끝나는 저녁 6시부터", "필기시험 끝나고(11시)": the time an event is said to end at, as what it modifies or in
# brackets after it
_KO_ENDING_AT = LazyPattern(rf"\s*(?:이|가)?\s*(?:{ENDS_AT_WORDS.ko_pattern})[가-힣]?(?:는\s*|고\s*\()")
# "실제로는 세 시간", "really three hours", "two hours of actual time": the time that passes, no change's length
_ELAPSED_BEFORE = LazyPattern(
    rf"(?:\b(?:{ELAPSED_TIME_WORDS.en_exact_pattern})\b|{ELAPSED_TIME_WORDS.ko_pattern})\s*$", re.I
)
_ELAPSED_AFTER = LazyPattern(rf"\s+(?:of|in)\s+(?:{ELAPSED_TIME_WORDS.en_exact_pattern})\s+time\b", re.I)
_ELAPSED_REACH = 12  # characters: "actually " and spacing
_CHANGE_REACH = 20  # characters from the change words to the time they change from: " skip ahead from "
# (not "clock out at 7:30", "clock in": one's shift ending or starting)
_CLOCK_CHANGE = LazyPattern(
    rf"\b(?:{CLOCK_CHANGE_WORDS.en_pattern})\b(?!\s+(?:in|out|off)\b)|{CLOCK_CHANGE_WORDS.ko_pattern}", re.I
)
# "the clocks spring forward", "시계를 늦춰요": which way, in a sentence about the change (checks._clock_shifts_checked)
_CLOCK_DIRECTION = {
    way: LazyPattern(rf"\b(?:{words.en_exact_pattern})\b|{words.ko_pattern}", re.I)
    for way, words in CLOCK_DIRECTION_WORDS.items()
}
_CLOCK_WAYS_EN = "|".join(words.en_exact_pattern for words in CLOCK_DIRECTION_WORDS.values())
_CLOCK_WAYS_KO = "|".join(words.ko_pattern for words in CLOCK_DIRECTION_WORDS.values())
# "go back two hours", "한 시간 늦춰요": how far, said with the way
_CLOCK_SHIFT_LENGTH = LazyPattern(
    rf"\b(?:{_CLOCK_WAYS_EN})\s+(?:by\s+)?(?P<n>an?|one|two|\d)\s+hours?\b"
    rf"|(?<![\d가-힣])(?P<ko>\d|한|두)\s*시간\s*(?:을|씩)?\s*(?={_CLOCK_WAYS_KO})",
    re.I,
)
_FIRST_BACK = LazyPattern(
    rf"\b(?:{FIRST_BACK_WORDS.en_exact_pattern})\s+(?!days?\b)(?:[a-z-]+\s+)?"  # "your first day back" is a day
    rf"(?:back\b|after\s+(?:your\s+|the\s+)?(?:{VACATION_WORDS.en_exact_pattern})\b)"
    rf"|(?:{RETURN_WORDS.ko_pattern}|(?:{VACATION_WORDS.ko_pattern})\s*(?:끝나고|끝난\s*(?:뒤|후|다음)|후|이후|뒤))"
    rf"\s*(?:후|하고|하면|하시면|해서)?\s*(?:{FIRST_BACK_WORDS.ko_pattern})(?!\s*날)\s*(?:번째)?",  # "복귀 첫날": a day
    re.I,
)
# A length of free time said with the two events it lies between ("a 30-minute gap between the review and coffee",
# "a free hour between coffee and the conference", "점심이랑 분기 보고 사이에 1시간 반 비어요"): checks._gaps_checked
_GAP_LENGTH = LazyPattern(
    rf"\b(?P<half_hour>half\s+an\s+hour)\b"
    rf"|\b(?P<n>\d{{1,3}}|an?|{alternation(EN_NUMBERS)})(?P<half>\s+and\s+a\s+half)?[\s-]+"
    r"(?:(?:free|spare|open)\s+)?(?P<unit>hours?|minutes?|mins?)\b"
    r"(?P<half_after>\s+and\s+a\s+half)?"
    rf"|(?<![\d가-힣])(?P<ko>\d{{1,2}}|{alternation(KO_NATIVE_BEFORE_COUNTERS)})\s*시간(?:\s*(?P<ko_m>\d{{1,2}})\s*분|\s*(?P<ko_half>반))?"
    r"|(?<![\d:])(?P<ko_minutes>\d{1,3})\s*분",
    re.I,
)
_BETWEEN = LazyPattern(r"\bbetween\b", re.I)
# A length of free time said before a later event ("you land at 11:35 and have two hours before the call"): the words
# from the length to the event, and those saying one has the time, between where it runs from and the length
# (checks._gaps_before_checked)
_BEFORE_EVENT = LazyPattern(
    r"\s+(?:(?:free|spare|open|to\s+spare|of\s+(?:free\s+)?time)\s+)?(?:before|until|till|til)\s+"
    r"(?:the\s+|your\s+)?(?:[\w'-]+\s+)?",
    re.I,
)
# (right before the length: "have to be at the gate two hours before the flight" has no time free)
_HAVING = LazyPattern(
    r"\b(?:have|has|having|had|got|get|there's|there\s+(?:is|are|will\s+be)|that's|leaves?|leaving|gives?)"
    r"(?:\s+you)?\s+(?:(?:a|an|just|only|about|around|roughly|nearly|almost|good|solid|more\s+than|at\s+least|over|well)"
    r"\s+)*$",
    re.I,
)
_AT_LEAST = LazyPattern(rf"\b(?:{AT_LEAST_WORDS.en_exact_pattern})\s+$", re.I)
# An event placed a length after another's end ("Coffee is an hour after the design review ends", "반차 끝나고 2시간
# 뒤에 저녁"): the words between the length and the earlier event, and after the Korean one (checks._offsets_checked)
_AFTER_EVENT = LazyPattern(r"\s+after\s+(?:the\s+|your\s+)?", re.I)
_KO_OVER_THEN = LazyPattern(r"\s*(?:이|가|에)?\s*(?:끝나고|끝나면|끝나서|끝난\s*(?:뒤|후|다음)(?:에|로)?)\s*")
_KO_LATER = LazyPattern(r"\s*(?:뒤|후)")
_ROUGH_GAP = LazyPattern(r"\b(?:about|roughly|around|almost|nearly|over|under)\b|약|정도|쯤|가량|남짓", re.I)
_KO_BETWEEN_AFTER = LazyPattern(r"\s*(?:의\s*)?사이")
# "between the swim meet and dinner, 3 to 6pm", "A랑 B 사이, 12시부터": the words from the later of two events to a
# range restating the time between them (checks._stretch_restated)
_STRETCH_RESTATED = LazyPattern(r"(?:\s*(?:의\s*)?사이(?:에|에는|엔|는)?)?[\s,:(\u2013\u2014-]*(?:from\s+)?", re.I)
# "디자인 리뷰 끝나고 줌 미팅 전까지 30분": the words after the later of two events a length of free time runs up to,
# the length right after them (checks._gaps_checked, with _KO_OVER_THEN between the two)
_KO_WORD_BEFORE = LazyPattern(r"(?:[가-힣A-Za-z]+\s+)?")  # a word of the later title read apart ("클라이언트 줌 미팅")
_KO_UNTIL_THEN = LazyPattern(
    r"\s*(?:이|가)?\s*(?:시작\s*)?(?:하기\s*)?(?:전까지|전에|전|까지)(?:는|은)?\s*(?:(?:약|대략|딱|한)\s*)?"
)
# "요가는 매주 화·목", "every Tuesday", "Tuesdays", "화요일마다": a weekday of every week (checks._every_week_checked)
_EACH_DAY = LazyPattern(rf"\b(?:{EACH_DAY_WORDS.en_exact_pattern})\b|{EACH_DAY_WORDS.ko_pattern}", re.I)
_EVERY_WEEK = LazyPattern(
    rf"\b(?:{EVERY_TIME_WORDS.en_exact_pattern})\b|{EVERY_TIME_WORDS.ko_pattern}|(?<=요일)마다"
    r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b",
    re.I,
)
_EVERY_OTHER_WEEK = LazyPattern(
    rf"\b(?:{EVERY_OTHER_WEEK_WORDS.en_exact_pattern})\b|{EVERY_OTHER_WEEK_WORDS.ko_pattern}", re.I
)
_SKIPPED_OR_EXCEPT = LazyPattern(
    rf"\b(?:{SKIPPED_WORDS.en_exact_pattern}|except|but\s+not|skip\w*)\b|{SKIPPED_WORDS.ko_pattern}|{KO_EXCEPT_WORDS.ko_pattern}|없",
    re.I,
)
# "1시간 연속으로 빈 시간이 없어요", "no free hour in a row", "there's no two-hour block free": a free stretch of a
# length said not to be there (checks._free_stretch_denied)
_IN_A_ROW = LazyPattern(
    r"연속|이상|통으로|\bin\s+a\s+row\b|\bstraight\b|\bcontinuous\w*|\buninterrupted\b|\bat\s+least\b"
    r"|\bblock\b|\bstretch\b|\bchunk\b|\bwindow\b|\bslot\b",
    re.I,
)
_KO_FREE_TIME = LazyPattern(r"빈\s*시간|빈\s*틈|여유\s*시간|자유\s*시간")
# A sentence opening on what comes after the event said before ("Then ...", "After that ...", "끝나고 8시에 필라테스"):
# it speaks of that event's day (checks._then_on_that_day)
_THEN_OPENING = LazyPattern(
    rf"\s*(?:\b(?:{ORDER_THEN_WORDS.en_exact_pattern})\b|{ORDER_THEN_WORDS.ko_pattern}"
    r"|\bafter\s+(?:that|it|this)\b|끝나고|끝나면|끝난\s*(?:뒤|후|다음)|그\s*(?:뒤|후|이후|다음))",
    re.I,
)
_KO_JOINED_TITLES = LazyPattern(r"\s*(?:이랑|랑|와|과|하고)\s*")  # "치과 예약이랑 디자인 리뷰": two titles joined
_NIGHT = LazyPattern(r"\b(?:night|tonight|overnight)\b|밤|새벽", re.I)
_PIECE_BREAK = LazyPattern(r"[,;!?]|(?<!\d)[:.]|[:.](?!\d)")  # not the colon of a time ("1:00"), nor a decimal point
# The wall time the clocks are set to: "back to 1 AM", "becomes 3 AM", "1시로 돌아가요"
_SET_TO_BEFORE = LazyPattern(r"\b(?:to|becomes?|turns?\s+into)\s+$", re.I)
_SET_TO_AFTER = LazyPattern(r"\s*(?:으로|로)(?![가-힣])")
_OVERLAP = LazyPattern(rf"\b(?:{OVERLAP_WORDS.en_pattern})\b|{OVERLAP_WORDS.ko_pattern}", re.I)
# Zone abbreviations, in capitals: three or four letters ending in T ("KST", "CEST")
_ZONE_ABBREVIATIONS = "|".join(w.upper() for w in PLACE_ZONES if w.isascii() and len(w) in (3, 4) and w.endswith("t"))
# A time said on another clock: "한국 시간으로는 저녁 7시", "7 pm Seoul time", "10 AM KST" (lexicon.PLACE_ZONES)
_ZONE_SAID = LazyPattern(
    rf"(?<![\w가-힣])(?P<place>{alternation(PLACE_ZONES)})\s*(?:시간|시각|기준|(?:은|는)\s*그\s*(?:때|시간|시각))"
    rf"|\b(?P<place2>{alternation(PLACE_ZONES)})\s+time\b"
    rf"|\b(?P<abbreviation>(?-i:{_ZONE_ABBREVIATIONS}))\b",
    re.I,
)
_ZONE = LazyPattern(rf"\b(?:{ZONE_WORDS.en_exact_pattern})\b|{ZONE_WORDS.ko_pattern}", re.I)
_Extreme = Literal["earliest", "latest", "longest", "shortest"]


def _extreme_pattern(words: Words, opening: str = "") -> LazyPattern:
    return LazyPattern(rf"\b(?:{words.en_exact_pattern})\b|{words.ko_pattern}{opening and f'|{opening}'}", re.I)


# "…, 마지막은 저녁 7시 PT": "the last" opening a clause, of all that was listed; after a title or a day it is of that
# title's occurrences or that day ("영어는 21일이 마지막"), no event of its days
_KO_LAST_OPENING = r"(?:^|(?<=[,.!?:\n])|(?<=[,.!?:]\s))마지막(?:은|으론)"
# Words saying an event is the first, last, longest or shortest of its days
_EXTREMES: tuple[tuple[_Extreme, LazyPattern], ...] = (
    ("earliest", _extreme_pattern(EARLIEST_WORDS | FIRST_OF_ALL_WORDS)),
    ("latest", _extreme_pattern(LATEST_WORDS | LAST_OF_ALL_WORDS, _KO_LAST_OPENING)),
    ("longest", _extreme_pattern(LONGEST_WORDS)),
    ("shortest", _extreme_pattern(SHORTEST_WORDS)),
)
_SHIFT = LazyPattern(rf"\b(?:{SHIFT_WORDS.en_pattern})\b|{SHIFT_WORDS.ko_pattern}", re.I)
_FREE_OF = LazyPattern(r"[\s-]free\b", re.I)  # "conflict-free", "overlap free": no overlap, no free time
_KO_NEGATION_BEFORE_VERB = LazyPattern(r"(?<![가-힣])안\s*$")  # "안 겹쳐요"
# How long events share time, said with the overlap word: "overlap by an hour", "1시간 겹쳐요", "30분 정도 겹쳐요"
_SHARED_LENGTH = LazyPattern(
    rf"\bby\s+(?P<n>\d{{1,3}}|{alternation(_EN_AMOUNTS)})\s+(?:(?:full|whole|good)\s+)?(?P<unit>hours?|minutes?|mins?)\b"
    r"(?P<half>\s+and\s+a\s+half)?"
    rf"|(?:(?P<n2>\d{{1,2}}|{alternation(_KO_HOURS)})\s*시간(?:\s*(?P<half2>반)|\s*(?P<m>\d{{1,2}})\s*분)?"
    rf"|(?<!\d)(?P<minutes>\d{{1,3}})\s*분)\s*(?:정도\s*|가량\s*|씩\s*)?(?={OVERLAP_WORDS.ko_pattern})",
    re.I,
)
_KO_WORD_REST = LazyPattern(r"[가-힣]*[\s,]*")  # the rest of a Korean word, its ending ("빠져서 ")
_SKIPPED_AFTER = LazyPattern(
    r"\s+(?:(?:is|are|was|were|has\s+been|have\s+been|got|gets)\s+)?(?P<word>(?:"
    rf"{SKIPPED_WORDS.en_exact_pattern})\b)|\s*(?:이|가|은|는|도|에는|엔)?\s*(?P<ko>{SKIPPED_WORDS.ko_pattern})",
    re.I,
)
# "the lessons on the 5th and the 26th are off": a series said to be "off" on its days (only after "is", "are":
# "Friday off" is time off)
_SERIES_OFF_AFTER = LazyPattern(r"\s+(?:is|are|was|were)\s+(?P<word>off)\b", re.I)
# "the lessons on the 5th and the 26th", "영어 수업은 그날 빠져요": between a series and the days it skips
_SKIPPED_DAYS_GAP = LazyPattern(r"\s*,?\s*(?:on|and|&|은|는|도|이|가)?\s*", re.I)
_OVERLAPS_COUNTED = LazyPattern(rf"\b(?P<number>{_NUMBER})\s+$", re.I)  # "two conflicts": pairs, not events
_STAYS_BEFORE = LazyPattern(r"\b(?:still|stays?|staying|remains?|unchanged)\s+(?:at\s+)?$", re.I)  # "still 3pm"
_STAYS_REACH = 15
_FULL_STOP = LazyPattern(r"[.!?。\n]")
_BECAUSE = LazyPattern(r"\b(?:since|because|as)\b|니까|므로|때문", re.I)
_BETWEEN_REACH = 60  # characters: "between" and a long title before the "and" closing the range
_ARTICLE_GAP = LazyPattern(r"(?:(?:the|your|a|an)\s+)?", re.I)
_LIST_WORD = LazyPattern(r"[\s,]*(?:and|or)[\s,]*", re.I)
_HANGUL = LazyPattern("[\uac00-\ud7a3]")
_HANGUL_WORD = LazyPattern("[\uac00-\ud7a3]+")
_LATIN = LazyPattern("[A-Za-z]")
_GENERIC_QUALIFIERS = frozenset(
    """a an the no any your you're you've my our their his her its other another one two three four five several some
    zero all more many few these those this that of and or but nor so new existing scheduled planned upcoming
    overlapping conflicting additional only single both each every either neither first second next previous earlier
    back-to-back consecutive all-day return outbound connecting
    earliest latest longest shortest later same such have has had having is are was were be been being am do does did
    don't doesn't didn't got get gets
    attend attending join joining hold holding book booked schedule scheduling skip missing you i we they there here it
    he she them us me also still just then even nothing without with for in on at from to by about during before after
    between around into over under until than as since because while if when where which who what how not 's
    morning afternoon evening night daily weekly weekday weekdays regular usual recurring last final
    once counting including excluding good great fun nice
    다른 모든 어떤 그 이 저 새 기존 예정된 겹치는 아무 오늘 내일 모레 당일 오전 오후 아침 저녁 밤 새벽 낮 종일 하루
    첫 첫번째 두번째 마지막 다음 남은 일찍 늦게 바로 먼저 같이 함께 잠깐 귀국 출국 early""".split()
) | frozenset(EN_NUMBERS)  # "six events", "twelve meetings": a count, as "two meetings" is
_GENERIC_QUALIFIERS |= WORK_KIND_WORDS.all_words()  # "work meetings", "회사 회의": of the plans at work
# "the actual appointments", "your confirmed meetings": what is really on the calendar, as against time off or
# free time, no word of a title
_GENERIC_QUALIFIERS |= frozenset("actual real proper confirmed firm fixed remaining".split())
_GENERIC_QUALIFIERS |= frozenset("plus besides".split())  # "…, plus lunch with Marcus": joining a list, as "and"
# "점심때 치과", "제일 긴 회의": when in the day, or which of them by length or time (EARLIEST_WORDS, LONGEST_WORDS)
_GENERIC_QUALIFIERS |= frozenset("점심때 점심시간 긴 짧은 빠른 늦은".split())
_GENERIC_EVENTS = GENERIC_EVENT_WORDS.all_words()
# Each Korean rendering of a title word, with the English words it renders ("회의": "meeting").
_UNCLIPPED = {clipped: word for word, clips in CLIPPED_TITLE_WORDS.items() for clipped in clips}
_ENGLISH_OF = {
    rendering: [english for english, renderings in TITLE_WORD_TRANSLATIONS.items() if rendering in renderings]
    for renderings in TITLE_WORD_TRANSLATIONS.values()
    for rendering in renderings
}
# A Korean word ending so is a verb form or carries a particle ("잡힌 회의", "휴가라서 회의"): no title.
_KO_NOT_A_TITLE = LazyPattern(
    r"(?:은|는|이|가|을|를|에|에는|엔|도|서|고|면|며|의|로|으로|만|요|죠|다|데|니|라|야|께|시|분|일"
    # ("끝나니까 장보기", "끝나자마자 점심": a clause ends before it)
    r"|된|한|힌|인|진|린|운|던|될|할|있는|없는|까|지만|므로|자마자"
    # ("지금 하고 계신 점심": the honorific of "하는", "있는"; not 신 alone, which ends "생신 저녁")
    r"|하신|하시는|계신|계시는"
    # ("반차 시작(2시)부터 치과(3시 반)까지": the bound of a stretch after a time in brackets)
    r"|부터|까지)$"
)
# "이틀 동안 회의", "주말까지 일정": a time the event is placed in, no title's word
_KO_WHILE = LazyPattern(rf"^(?:{KO_WHILE_WORDS.ko_pattern})$")
_KO_DAY_OF_STRETCH = LazyPattern(rf"^(?:{KO_DAY_OF_STRETCH_WORDS.ko_pattern})$")
# "with Mr. Kim": the name after the abbreviation is who (_ABBREVIATED_NAME), not the abbreviation
_NOT_AN_ABBREVIATION = rf"(?!(?:{NAME_ABBREVIATIONS.en_exact_pattern})\b)"
_WITH_SOMEONE = LazyPattern(
    rf"\bwith\s+((?:(?:your|the|a|an|my|our)\s+)?{_NOT_AN_ABBREVIATION}(?:[A-Z][\w&'-]*|team|manager|boss|ceo|colleagues?|clients?"
    r"|customers?|vendors?|investors?|candidates?|partners?|friends?|family|everyone|people)\b)"
)
_SAID_WITH = LazyPattern(r"\s+(?:with|w/)\s+(?:your\s+|the\s+)?", re.I)  # "lunch with Jordan"
_KO_SPACED_HONORIFICS = frozenset({"씨", "님"})
_LAST_WORD = LazyPattern(r"([가-힣A-Za-z]+)\s+$")
_DETERMINER = LazyPattern(r"^(?:your|the|a|an|my|our)\s+")
_NAME_AFTER_ROLE = LazyPattern(
    rf"(?:(?:your|the|my|our)\s+)?(?:(?:{PERSON_ROLE_WORDS.en_exact_pattern})\s+)+(?P<name>(?-i:[A-Z])[\w'-]+)", re.I
)
# A place said by name: capitalised words (or a word and a number) after where an event is or leaves from
_PLACE = LazyPattern(
    r"\b(?:at|in|from|to|leaves|leaving|departs|departing|near|outside|out\sof|via)\s(?:the\s)?"
    r"(?![A-Z]{1,3}T\b|UTC\b|GMT\b)"  # a zone ("in PT", "in KST"), not a place
    # ("in Central Park 8–11": the place ends before the range of hours after it, its first hour no number of it)
    r"(?P<place>(?:[A-Z][\w'&-]*|[A-Z]{2,})(?:\s(?:[A-Z][\w'&-]*|\d{1,3}\b(?!\s*(?:[-\u2013\u2014~]|to\b)\s*\d)))*)"
    r"(?![\w'&-])(?!\s+time\b)"
)
_KO_PLACE = LazyPattern(
    rf"(?<![가-힣A-Za-z])(?P<place>[가-힣A-Za-z]{{2,}})\s*(?:국제\s*)?(?:{KO_PLACE_WORDS.ko_pattern})"
)
# read where times are blanked, right after one: "8시 10분 인천 출발", "9시 5분에 김포 도착" (_read_places); what
# one goes by ("8시 KTX로 출발") is no place
_KO_PLACE_OF_JOURNEY = LazyPattern(
    rf"(?<![가-힣A-Za-z])(?P<place>[가-힣A-Za-z]{{2,}}?)(?<!로)(?:에서|에|엔)?\s*(?:{KO_DEPART_ARRIVE_WORDS.ko_pattern})"
)
_KO_AT_THEN = LazyPattern(r"(?:에|엔)?\s+")
_PLURAL_WORD = LazyPattern(r"[a-z]s$", re.I)  # "lessons": more than one
_KO_PLACE_WORD_BEFORE = LazyPattern(r"(?<![가-힣A-Za-z])(?P<word>[가-힣]{2,})[^\S\n]+$")  # "소공동 " before "롯데호텔"
_KO_AT_PLACE_AFTER = LazyPattern(r"에서(?![가-힣])|에서\s")  # "롯데호텔에서": where something is
# read where dates and times are blanked: "브런치는 토요일 11시, 미테에서예요" says where the brunch is
_KO_PLACE_OF_EVENT = LazyPattern(
    r"\s*(?:은|는|이|가)[\s,]+(?P<place>(?:[가-힣A-Za-z]{2,}\s+)?[가-힣A-Za-z]{2,}?)에서(?:예요|이에요|요)?(?![가-힣])"
)
# "팀 회식은 판교 고깃집이에요": a kind of place said as what a titled event is, the place's name before it
_KO_PLACE_AS_EVENT = LazyPattern(
    rf"(?:은|는) (?P<place>[가-힣A-Za-z]{{2,}}) [가-힣A-Za-z]*(?:{(KO_PLACE_WORDS | KO_VENUE_WORDS).ko_pattern})"
    r"(?:이에요|예요|입니다|이고)(?![가-힣])"
)
# "결혼식은 토요일 1시, 부산이에요" (times blanked), "강남에서 동생 생일 저녁": a word said as where an event is, read
# where its title names its place in brackets ("사촌 결혼식 (대구)"), so that it has one
# ("예배는 11시, 맨해튼 한인교회예요": a word before the title's own, each a word of its title)
_KO_PLACE_AS_WHAT_IT_IS = LazyPattern(
    r"(?:은|는)\s*,\s*(?P<place>(?:[가-힣A-Za-z]{2,}\s+)?[가-힣A-Za-z]{2,}?)(?:이에요|예요|입니다)(?![가-힣])"
)
# ... and "베니스 비치에서 유나랑 브런치": someone one is with said between
_KO_PLACE_BEFORE_EVENT = LazyPattern(
    r"(?<![가-힣A-Za-z])(?P<place>[가-힣A-Za-z]{2,}?)에서\s+(?:[가-힣A-Za-z]+(?:이랑|랑|하고)\s+)?$"
)
# ... and the word said right after a title's place, as where it is: "더채플 청담이에요", "CGV 용산에서"; not a kind
# of place ("강남 식당이에요"), which names none
_KO_PLACE_NAMED_ON = LazyPattern(
    rf" (?!(?:{(KO_PLACE_WORDS | KO_VENUE_WORDS).ko_pattern})(?:이에요|예요|입니다|이고|에서))"
    r"(?P<place>[가-힣A-Za-z]{2,}?)(?:이에요|예요|입니다|이고|에서)(?![가-힣])"
)
_PLACE_REACH = 26  # characters: a place's name, "에서" and someone said with it before an event
_BRACKETED = LazyPattern(r"\([^)]+\)")
# "수빈이랑 연남동에서": where one is with someone a title has
_KO_PLACE_WITH_SOMEONE = LazyPattern(r"(?P<with>이랑|랑|와|과|하고)?\s+(?P<place>[가-힣A-Za-z]{2,}?)에서(?![가-힣])")
_JOINS = LazyPattern(
    r"\b(?!(?:It|That|This|What|There|Here|Everything|Nothing|Something|Someone|Everyone|Nobody|Who|Which)\b)"
    rf"(?P<en>[A-Z][a-z]+)(?:'s|\s+is|\s+will\s+be|\s+are)\s+(?:also\s+)?(?:{JOINING_WORDS.en_exact_pattern})\b"
    # (the honorific written apart or not: "지수 님이랑 민호 님", "팀장님과 디자이너 두 분")
    r"|(?<![가-힣])(?P<ko>[가-힣]+?)\s?님(?:(?:과|와|이랑|랑|하고)\s*(?P<ko2>[가-힣]+?)(?:\s?님)?(?:\s*(?:두|세|네|한)\s*분)?)?"
    rf"(?:이|가|께서|도)?\s*(?:함께|같이)?\s*(?:{JOINING_WORDS.ko_pattern})"
)
# Someone honoured, said with a particle of company: "최지우 님이랑", "과장님과" (the name without its "님")
_KO_HONOURED_WITH = LazyPattern(
    r"(?<![가-힣])(?P<name>[가-힣]{1,4})\s*님(?:이랑|랑|과|와|하고)(?:(?![가-힣])|(?=이에요|이야|입니다|이고))"
)
# Someone honoured with a one-syllable surname before them: "박 선생님", "정 과장님이랑"
_KO_SURNAMED = LazyPattern(r"(?<![가-힣])(?P<surname>[가-힣])\s+(?P<name>[가-힣]{1,4})님")
# Someone said with a particle of company and "together": "아빠랑 함께", "동생과 같이"
_KO_TOGETHER_WITH = LazyPattern(r"(?<![가-힣])(?P<name>[가-힣]{1,5}?)(?:이랑|랑|과|와|하고)\s*(?:함께|같이)")
# Someone whose home a plan is at: "Tom네 파티", "민지네 집에서", "at Jake's" (a title's person, or someone invented)
_HOST = LazyPattern(
    r"(?<![\w'-])(?P<latin>[A-Z][a-z]+)네(?![가-힣])|(?<![가-힣])(?P<hangul>[가-힣]{1,4})네\s*집|\bat\s+(?P<en>[A-Z][a-z]+)'s\b"
)
_LATIN_HOME = LazyPattern(r"[a-z]+네", re.I)
# "KE2117", "QF409" (titles casefolded): an airline's two-character code, a letter in it, and the flight's number
_FLIGHT_NUMBER = LazyPattern(r"(?:[a-z]{2}|[a-z]\d|\d[a-z])\d{2,4}", re.I)
_AND_SOMEONE = LazyPattern(r"\s+(?:and|&)\s+(?:your|their|his|her|the|a)\s+([\w'-]+)", re.I)
# "with Priya, Sam and Dan": another name listed after the first
_AND_NAMED = LazyPattern(r"(?:\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+)([A-Z][\w'-]*)")
# "a recurring meeting", "반복 일정" (a series), "a one-off", "일회성" (once); denied, the other way round
_SERIES = LazyPattern(
    rf"(?P<series>\b(?:{SERIES_WORDS.en_exact_pattern})\b|{SERIES_WORDS.ko_pattern})"
    rf"|(?P<once>\b(?:{ONE_OFF_WORDS.en_exact_pattern})\b|{ONE_OFF_WORDS.ko_pattern})",
    re.I,
)
_SERIES_QUALIFIES = LazyPattern(r"\s*(?:되는|하는|인|적인|적)?\s*")
_WITH_IN_TITLE = LazyPattern(r"\bwith\b|\bw/", re.I)
# Where a title's place begins after the people it is with ("Lunch with Gran in Howth")
_TITLE_PLACE_AFTER = LazyPattern(r"\s(?:at|in|@)\s", re.I)
_AND_PERSON = LazyPattern(r"\s+(?:and|&)\s+((?:your|their|his|her|the|a)\s+[\w'-]+|[A-Z][\w'-]*)")
_WITH_BEFORE = LazyPattern(r"\b(?:with|w/)\s+$", re.I)
_EVENT_SAID_WITH = LazyPattern(r"\s+(?:with|w/)\s+(?:(?:your|the|my)\s+)?$", re.I)
_EN_POSSESSIVE = LazyPattern(r"'s\b|\s+(?:and|or)\b")
_KO_JOINED = LazyPattern(r"(?:이나|나|와|과|이랑|랑|하고|및|도)$")
_KO_WITH = LazyPattern(r"(?:와|과|랑|이랑|하고)$")
_KO_DONE_THEN = LazyPattern(rf"(?:{KO_DONE_THEN_WORDS.ko_pattern})하고")  # "도착하고": having arrived, no one with
_EN_WITH = LazyPattern(
    rf"\s*(?:with|w/)\s+(?!you\b|no\b|nobody\b|nothing\b|anyone\b){_NOT_AN_ABBREVIATION}((?:your\s+|the\s+|a\s+)?[\w'-]+)",
    re.I,
)
# "Dr. Okoye", "Mrs. Park": a name after an abbreviation is someone met, wherever said (lexicon.NAME_ABBREVIATIONS)
_ABBREVIATED_NAME = LazyPattern(
    rf"\b(?-i:{NAME_ABBREVIATIONS.en_exact_pattern})\.?\s+(?P<name>[A-Z](?:(?![가-힣])[\w'-])+)"
)


Role = Literal["day", "start", "end", "return"]


@dataclass
class _DateMention:
    span: tuple[int, int]
    text: str
    test: DateTest
    excepted: bool = False  # "except Wednesday", "수요일만 빼고": a day the events are not on
    none_on_it: bool = False  # excepted by an aside saying it has none ("(none on the 18th)"): the plans said have none
    ranged: bool = False  # an end of a range of dates ("7월 20일 – 7월 26일"): the asked window may be said so
    bracketed: bool = False  # inside parentheses: "휴가(7월 13일 – 7월 15일)"
    role: Role = "day"  # "from Thursday", "until Sunday", "back Monday": an edge of a stretch of days
    own_edge: bool = False  # "starts Monday", "월요일부터 시작": the stretch's own edge, not the window's
    stretch: DateTest | None = None  # an end of a range of weekdays ("Mon–Wed"): every day of the range
    long: DateTest | None = None  # "the weekend" beside a holiday: the long weekend, where an event said in it may be
    itself: bool = False  # "on Sunday itself": what starts on the day, not a night run into it from the one before
    own_day: bool = False  # said on another zone's clock ("서울 시간으로 월요일 9시"), read as the user's day
    first_weekend: bool = False  # a bare "the weekend" with no week named before it, read as the first not past
    # a bare weekday after a day said with its date in its sentence: that day's week or the next such weekday, as the
    # day of a one-off ("Monday the 27th the dentist, then Tuesday pottery"; a series' weekday is its every week's)
    soon_after: DateTest | None = None


@dataclass
class _TimeMention:
    span: tuple[int, int]
    text: str
    minutes: frozenset[int]
    ending: bool = False  # "until 11:00", "10:00-11:00", "11시까지": it may be when an event ends
    bound: Literal["at", "from", "until"] = "at"  # what a denial around it covers: "free until 18:30"
    inside: bool = False  # a moment an event runs across ("crosses midnight", "자정을 넘겨"): not its start or end
    side: Literal["before", "after"] | None = None  # "all after 9am": where the events said lie, not when they start
    # "all after 9am", "모두 1시 전": a side said of every event of its clause, not where they count
    of_all: bool = False
    ends: _EventMention | None = None  # the event said over at it ("after lunch ends at 1"): that event's end
    of: _EventMention | None = None  # the event it is said in brackets after ("반차 시간(2시~6시) 중엔"): its time
    # a side of one moment said with days beyond it ("three meetings before the trip"): the day it bounds on;
    # the clause's other days lie wholly on their side of it
    on: date | None = None
    zoned: bool = (
        False  # said on another zone's clock ("서울은 그때 금요일 오후 1시 반"): a day beside it is that zone's
    )


@dataclass
class _DurationMention:
    """'lasts two hours', 'a 3-hour meeting', '두 시간짜리': how long an event is."""

    span: tuple[int, int]
    text: str
    length: timedelta
    days: int | None = None  # said in days ("lasts five days", "닷새"): how many calendar days it spans
    slack: timedelta = timedelta(0)  # said as rough ("about three and a half hours"): how far off it may be
    # said as the time that really passes ("서머타임이 끝나서 실제로는 세 시간"): of the titled event said before it
    elapsed_of: _EventMention | None = None
    total: bool = False  # said as the sum of the events' lengths ("4 hours of meetings", "합쳐서 두 시간")
    remaining: bool = False  # said as what is left of them ("an hour of your focus block left"): from now on
    of: int | None = None  # where what it is said "of" starts ("20 minutes of lunch left"): an event maybe
    # days said right after the days it lists ("일정 있는 날은 27일 토요일 하루"): how many days have them, all told
    restates_days: bool = False
    # said of a weekend ("a three-day weekend" of a Friday off): the time off with the weekend beside it
    weekend: bool = False


@dataclass
class _OverlapMention:
    """'overlaps', 'collide', '겹쳐요': events said to share time, or denied to ("no overlaps", "안 겹쳐요"). A length
    said beside it ("overlap by half an hour", "30분 겹쳐요") is the shared time's, not an event's."""

    span: tuple[int, int]
    negative: bool
    length: timedelta | None = None
    only: bool = False  # "only the swim meet and the haircut collide": no other events share time
    count: int | None = None  # "two conflicts", "one overlap": how many pairs share time
    named: list[_EventMention] = field(default_factory=list)  # the titled events of its piece: what shares time


@dataclass
class _PartMention:
    """'all day', 'in the morning', '오후에는', 'every day': when in the day (or which days) an event is."""

    span: tuple[int, int]
    text: str
    minutes: tuple[int, int] | None  # None: every day of the window
    qualifies: tuple[int, int] | None = None  # the event word right after it ("오후 반차", "morning standup")
    edge: Literal["start", "end"] | None = None  # said of when an event starts or ends, not of all of it


def _part_of_clock(mention: _TimeMention) -> _PartMention | None:
    """The part of the day a clock time is said with ("저녁 7시에 PT만": the evening), as a part said alone."""
    found = _PARTS_OF_DAY.search(mention.text)
    if found is None:
        return None
    word = next(name for name, value in found.groupdict().items() if value)
    return _PartMention(mention.span, found.group(), _PART_MINUTES[word])


@dataclass
class _EventMention:
    """An event word (or a context title, or several of them side by side): what kind, whether denied."""

    span: tuple[int, int]
    text: str
    kind: Kind
    facts: tuple[int, ...] | None = None  # a context title names these facts
    denial: bool = False  # a word that denies by itself: "free", "nothing", "비어"
    negative: bool | None = False
    count: int | None = None  # "two meetings", "standup three times", "회의가 두 개", "하나만"
    only: bool = False  # "your only meeting", "하나만": no other event of its kind
    alongside: tuple[int, ...] = ()  # with "only", the facts its sentence names beside it ("'A' and 'B'만")
    # the facts its event word names alone, when a word before it names a title ("lesson" of "your only piano
    # lesson"): with "only", the others of its kind; None for a generic word ("your only meeting")
    kin: tuple[int, ...] | None = None
    over: bool = False  # said as ended ("휴가가 끝나면", "after your vacation ends"): stated on no day said
    supposed: bool = False  # only supposed ("약속이 생기면", "if you need a meeting"): stated on no day either
    series: bool | None = None  # counted as occurrences of a series (True) or one-offs (False): "four one-off items"
    person: bool = False  # someone a title has ("Tom" of "Theatre with Tom") said alone: at that title's events
    bounds_days: frozenset[date] = frozenset()  # bounding a denial ("free until physio"): the days it bounds it on
    # bounding a denial at a time said beside it ("nothing else until the game at 7"): what "else" sets apart
    bounds_at_time: bool = False
    each: bool = False  # "Thursday and Saturday each have two things", "각각 두 개": the count holds on each day said
    per_day: bool = False  # "one thing a day", "하나씩": the count holds on each day with any of them
    # "two things left today", "남은 일정": the count is of events not over by now ("end"); "앞으로 시작할 회의",
    # "yet to start": of those not started by now ("start")
    remaining: Literal["start", "end"] | None = None
    half_days: bool = False  # "반차 하나", "one half day": counts the time off of part of a day
    meetings_proper: bool = False  # "회의 두 개", "two meetings": may leave out personal events (a class, lunch)
    excepted: bool = False  # "besides the standups", "주간 팀 회의 빼고": left out of a count beside it
    occurrences: bool = False  # counted in times ("한 번만", "only once", "twice"): how often it happens
    # "회의는 A 하나뿐이고, 나머지는 점심, 치과": the count is of the titles listed, the others named apart
    counts_listed: bool = False
    skipped: bool = False  # a series' occurrence said not to take place ("the Tuesday class is cancelled"): denied
    skipped_while_away: bool = False  # "the Tuesday 1:1 is skipped while you're away": the occurrence in time off
    # said as when the others are ("반차 중에 치료가 11시에", "during your afternoon off"): no time beside it is its
    frame: bool = False
    some: bool = False  # "one more thing", "two other meetings": some of them, neither all nor a time said taken
    # its count said right before its own word ("one lunch", "two gym sessions"): of its own title, not of the titles
    # listed before it as "'A' and 'B', two of them" counts
    counted_before: bool = False
    # a topic counting the titles listed after it ("휴가 전 일정은 월요일 A 하나뿐"): where the list is, the days
    # said in it being its titles' own, not where the count counts
    lists: tuple[int, int] | None = None

    @property
    def reference(self) -> bool:
        """Said as over or only supposed: a reference, stated on no day the clause names."""
        return self.over or self.supposed


@dataclass
class _Reading:
    """What an answer mentions. Each reader blanks what it took, so later ones never re-read it."""

    text: str
    masked: str
    tz: ZoneInfo
    title_facts: dict[str, tuple[int, ...]] = field(default_factory=dict)  # each title (normalised), its facts
    acronyms: set[str] = field(default_factory=set)  # short words titles write in capitals ("PT", "QA"), casefolded
    # the words of the places of the airports titles name by their codes ("san", "diego" of "Flight ORD to SAN")
    airport_places: set[str] = field(default_factory=set)
    dates: list[_DateMention] = field(default_factory=list)
    times: list[_TimeMention] = field(default_factory=list)
    clock_changes: list[_TimeMention] = field(default_factory=list)  # times said of a clock change, no event's
    now_said: list[_TimeMention] = field(default_factory=list)  # "현재 시각 3시 반": the present time, no event's
    over_by_now: list[_EventMention] = field(default_factory=list)  # "줌 미팅은 이미 끝났고": its end has passed
    # "the stargazing is tonight, so it doesn't touch Sunday": an event said to have no time on a day
    short_of: list[tuple[_EventMention, _DateMention]] = field(default_factory=list)
    # the start said of an event a denial runs from ("After coffee at 3:30, nothing else"): its end bounds instead
    bounding_starts: list[_TimeMention] = field(default_factory=list)
    clock_change_lengths: list[_DurationMention] = field(default_factory=list)  # "go back an hour": the change's
    free_lengths: list[_DurationMention] = field(default_factory=list)  # "두 시간 비어": how long free time is
    longest_lengths: list[_DurationMention] = field(default_factory=list)  # "none longer than an hour"
    parts: list[_PartMention] = field(default_factory=list)
    durations: list[_DurationMention] = field(default_factory=list)
    overlaps: list[_OverlapMention] = field(default_factory=list)
    events: list[_EventMention] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    # a kind or title of event no fact has ("the budget meeting"), with its problem: none where it is denied ("no
    # standup tomorrow": a series' skipped occurrence is given as none at all), where it then names no fact
    unstored: list[tuple[_EventMention, str]] = field(default_factory=list)
    days_from: list[tuple[re.Match[str], int]] = field(default_factory=list)  # "the next day", by its offset
    series: list[tuple[tuple[int, int], bool]] = field(default_factory=list)  # said as a series (True) or once
    series_facts: frozenset[int] = frozenset()  # the facts that are occurrences of a series
    # `korean` as last read, with the `masked` it was read on: readers ask it once per event, and a search
    # of the whole answer each time made reading grow with the square of the facts said
    _korean_read: tuple[str, bool] | None = field(default=None, repr=False, compare=False)

    def mask(self, spans: Iterable[tuple[int, int]]) -> None:
        chars = list(self.masked)
        for start, end in spans:
            chars[start:end] = " " * (end - start)
        self.masked = "".join(chars)

    @property
    def korean(self) -> bool:
        if self._korean_read is None or self._korean_read[0] is not self.masked:
            self._korean_read = (self.masked, bool(_HANGUL.search(self.masked)))
        return self._korean_read[1]


def _read(answer: str, spans: Sequence[_Span], today: date, tz: ZoneInfo, asked: date | None = None) -> _Reading:
    """`asked`: the first day of the asked window (a bare "the weekend" is its first not past)."""
    reading = _Reading(text=answer, masked=answer, tz=tz)
    _read_titles(reading, spans)
    _read_line_breaks(reading)
    reading.mask(m.span() for m in _ZONE.finditer(reading.masked))  # "현지 시간": the clock's zone, no title's word
    _read_weekdays_of_titles(reading)
    _read_iso_datetimes(reading)
    _read_dates(reading, today, asked, spans)
    _read_times(reading)
    _read_zoned_times(reading, {today, asked or today, *(span.first_day for span in spans)})
    _read_now_said(reading)
    _read_nights_past_midnight(reading)
    _read_days_of_month(reading)
    _read_days_back(reading, spans)
    _read_mornings_after_midnight(reading)  # after: days of the month and 그날 are read there
    _read_weekends_of_a_day(reading, asked or today)
    _read_listed_apart(reading)
    _read_days_itself(reading)
    _read_durations(reading)
    _read_events(reading)
    _read_lengths_before_events(reading)
    _read_ranges_of_lists(reading)
    _read_none_besides_that(reading)
    _read_parts_beside_events(reading)
    _read_clock_change_lengths(reading)
    _read_overlaps(reading)
    _read_clock_changes(reading)
    _read_bounding_events(reading, spans, asked or today)
    _read_times_before_ends(reading)  # after: one bounding a denial ("10시 하이킹 끝나고 ... 비어") is its start
    _read_weeks_of_time_off(reading, spans)
    _read_days_around_time_off(reading, spans)
    _read_in_between(reading, spans)
    _read_free_lengths_closing(reading)  # after: a length said "in between" is of the stretch it bounds
    _read_arrivals(reading, spans)
    _read_days_from(reading, spans)
    _read_orders(reading, spans)
    _read_wishes(reading)
    _read_over_by_now(reading)  # last: of every event read, titles included
    _read_short_of_days(reading)
    return reading


# "Mon: standup 9:30, gym 6:30 / Tue: design sync 2:00": a slash or a middle dot set apart by spaces, outside a title,
# before a line headed by its day, breaks a terse list into its lines ("화·목", "Tue/Thu" stay one list; "토 10시
# 하이킹 / 밤 8시 파티" and "수: 출국 / 14시 미팅" are one day's, its day said once before)
_LINE_BREAK = LazyPattern(r"(?<=\s)[/·](?=\s)")
_HEADING_OPENS = LazyPattern(r"\s*(?:\*\*)?[^\s:/·,.]+(?:\s+[^\s:/·,.]+){0,2}(?:\*\*)?\s*:(?!\d)")


def _read_line_breaks(reading: _Reading) -> None:
    """Each slash or middle dot before a headed line of a terse list is read as the line break it stands for."""
    breaks = [
        found.start()
        for found in _LINE_BREAK.finditer(reading.masked)
        if _HEADING_OPENS.match(reading.masked, found.end())
    ]
    for text in ("text", "masked"):
        chars = list(getattr(reading, text))
        for at in breaks:
            chars[at] = "\n"
        setattr(reading, text, "".join(chars))


# "저녁엔 그거 말곤 없어요": nothing besides what was just said, a denial of the rest with its subject dropped
_KO_NONE_BESIDES_THAT = LazyPattern(
    rf"(?<![가-힣])(?:그거|그것|이거|이것|그게|그것들)\s*(?:{KO_EXCEPT_WORDS.ko_pattern})(?:는|하면)?\s*(?P<none>없)"
)


# "그다음은 없어요", "그 뒤로는 없어요", "그 전엔 없어요": nothing after (or before) what was just said, subject dropped
_KO_NONE_AROUND_THAT = LazyPattern(
    r"(?<![가-힣])그\s*(?:뒤|후|이후|다음|전)(?:으로|에|로)?(?:는|은|엔|론)?\s*(?P<none>없)"
)


def _read_none_besides_that(reading: _Reading) -> None:
    """ "그거 말곤 없어요", "그다음은 없어요": a denial of every event but those said before it, or of those after (or
    before) it (no event word says it; _read_after_that and _read_before_that bound it)."""
    found = itertools.chain(
        _KO_NONE_BESIDES_THAT.finditer(reading.masked), _KO_NONE_AROUND_THAT.finditer(reading.masked)
    )
    for match in found:
        reading.events.append(_EventMention(match.span("none"), match["none"], "any", denial=True))
    reading.events.sort(key=lambda m: m.span)


_WISH = LazyPattern(rf"\b(?:{WISH_WORDS.en_exact_pattern})\b|(?:{WISH_WORDS.ko_pattern})(?![가-힣])", re.I)


def _read_wishes(reading: _Reading) -> None:
    """A sentence wishing the user well with no event or time in it ("주말 앞두고 푹 쉬세요!", "Enjoy your weekend!")
    states nothing of the days it names."""
    for start, end in _sentences(reading.text):
        said = [m.span[0] for m in reading.events] + [m.span[0] for m in reading.times]
        if _WISH.search(reading.text, start, end) and not any(start <= at < end for at in said):
            reading.dates = [m for m in reading.dates if not start <= m.span[0] < end]


_CLAUSE_JOINED = LazyPattern(r"[,;]\s*(?:so|and|but|then)\b|;|\s[\u2014\u2013]\s", re.I)


def _read_parts_beside_events(reading: _Reading) -> None:
    """ "the night before your 8:30 dentist", "the morning after the party": a part of the day said before or after an
    event is of another day than the event's, the one its reminder or rest falls on. In a sentence stating no other
    event it is no event's part ("the night before the dentist you have book club" still puts the book club then)."""
    time_ends = {t.span[0]: t.span[1] for t in reading.times}
    sentences = _sentences(reading.text)
    kept = []
    for part in reading.parts:
        if found := _SIDE_OF_AN_EVENT.match(reading.text, part.span[1]):
            at = found.end()
            if at in time_ends:  # "your 8:30 dentist"
                at = _after_spaces(reading.text, time_ends[at])
            start, end = next((s, e) for s, e in sentences if s <= part.span[0] < e)
            # ("the summit ends at 1, so you've got the afternoon before your flight": a clause joined on is apart)
            joined = [m.end() for m in _CLAUSE_JOINED.finditer(reading.text, start, part.span[0])]
            start = joined[-1] if joined else start
            said = [m for m in reading.events if start <= m.span[0] < end]
            if [m.span[0] for m in said] == [at]:
                continue
        kept.append(part)
    reading.parts = kept


_TITLE_BRACKETED = LazyPattern(r"\(\s*([^()]+?)\s*\)")


_WEEKDAY_NAMES = frozenset(
    [*(name for name in EN_WEEKDAYS if len(name) > 3), *(f"{letter}요일" for letter in KO_WEEKDAYS)]
)


_DAY_BACK = LazyPattern(rf"\b(?:{DAY_BACK_WORDS.en_exact_pattern})\b|(?:{DAY_BACK_WORDS.ko_pattern})", re.I)
_DATE_REACH = 10  # characters after a day back where a date said as what it is starts: "복귀하는 날은 22일"


def _read_days_back(reading: _Reading, spans: Sequence[_Span]) -> None:
    """ "복귀 첫날은 스탠드업이랑 1:1 두 개예요", "your first day back": the day one is back from the time off
    stored."""
    back = frozenset(day for span in spans if span.kind == "vacation" for day in span.return_days[-1:])
    if not back:
        return
    said = [
        # (a day of no time off: "휴가 복귀하는 날" is the day after it, not one of its days)
        _DateMention(match.span(), match.group(), _Days(back), _excepted(reading, match), role="return")
        for match in _DAY_BACK.finditer(reading.masked)
        # ("복귀하는 날은 22일 수요일": the date says it)
        if not any(match.end() <= m.span[0] <= match.end() + _DATE_REACH for m in reading.dates)
    ]
    reading.dates += said
    reading.mask(m.span for m in said)


def _read_weekdays_of_titles(reading: _Reading) -> None:
    """A weekday said as a word of a title, before the word after it there ("Three Saturday shifts this month" of
    "Saturday shift at Riverside Books", "no Saturday shift on the 14th"): the title's name, no day said."""
    for title in reading.title_facts:
        words = title.split()
        for weekday, after in itertools.pairwise(words):
            if weekday in _WEEKDAY_NAMES and after.isalpha():
                pattern = rf"(?<![^\W\d_]){re.escape(weekday)}(?=\s+{re.escape(after)}(?:s|es)?(?![^\W\d_]))"
                reading.mask(m.span() for m in re.finditer(pattern, reading.masked, re.I))


def _read_titles(reading: _Reading, spans: Sequence[_Span]) -> None:
    """Context titles first (quoted or not, longest first); any other quoted text is a title nobody stored."""
    titles: dict[str, list[int]] = {}
    reading.series_facts = frozenset(index for index, span in enumerate(spans) if span.series)
    for index, span in enumerate(spans):
        if span.title:
            titles.setdefault(_normal(span.title), []).append(index)
            reading.acronyms |= {word.casefold() for word in _ACRONYM.findall(span.title)}
            reading.airport_places |= {
                word
                for code in _AIRPORT_CODE.findall(span.title)
                for place in AIRPORT_PLACES.get(code.casefold(), ())
                for word in place.split()
            }
    for title in sorted(titles, key=len, reverse=True):
        words = r"\s+".join(re.escape(word) for word in title.split())
        kind = spans[titles[title][0]].kind
        facts = tuple(titles[title])  # one tuple for every mention of the title: it is a key, hashed often
        reading.title_facts[title] = facts
        for left, right in (*_QUOTES, ("", "")):
            if kind == "vacation" and not left:
                continue  # "vacation" unquoted is the word, not the vacation's value "Vacation"
            pattern = re.escape(left) + words + re.escape(right) if left else rf"(?<![A-Za-z0-9]){words}(?![A-Za-z0-9])"
            found = list(re.finditer(pattern, reading.masked.casefold()))
            for match in found:
                said = reading.text[match.start() : match.end()]
                reading.events.append(_EventMention(match.span(), said, kind, facts))
            reading.mask(match.span() for match in found)  # once: each mask rewrites the whole text
    # "재즈 공연 21:30 (New Morning)" of "재즈 공연 (New Morning)": a title's bracketed part said in brackets too is
    # that title's, no time of day ("Morning") nor anything else read on its own
    bracketed = {part for title in titles for part in _TITLE_BRACKETED.findall(title)}
    for part in sorted(bracketed, key=len, reverse=True):
        words = r"\s+".join(re.escape(word) for word in part.split())
        reading.mask(match.span() for match in re.finditer(rf"\(\s*{words}\s*\)", reading.masked.casefold()))
    for match in _QUOTED.finditer(reading.masked):
        quoted = next(group for group in match.groups() if group is not None)
        reading.problems.append(f"title {quoted!r}")
        reading.mask([match.span()])


def _read_iso_datetimes(reading: _Reading) -> None:
    for match in _ISO_DATETIME.finditer(reading.masked):
        try:
            moment = datetime.fromisoformat(match.group().upper().replace(" ", "T"))
        except ValueError:
            reading.problems.append(f"datetime {match.group()}")
            continue
        local = moment.astimezone(reading.tz) if moment.tzinfo else moment
        reading.dates.append(_DateMention(match.span(), match.group(), _On(local.date())))
        reading.times.append(_TimeMention(match.span(), match.group(), frozenset({_minute_of(local)})))
    reading.mask(m.span for m in reading.dates)


def _year(text: str | None) -> int | None:
    return (int(text) + (2000 if len(text) == 2 else 0)) if text else None


# A week of a month by its place in it: "the last week of June", "8월 첫 주", "6월 마지막 주"
_EN_PLACES, _KO_PLACES = (alternation(word for word in ORDINALS if word.isascii() == en) for en in (True, False))
_WEEK_OF_MONTH = LazyPattern(
    rf"\b(?:the\s+)?(?P<en_place>{_EN_PLACES})\s+week\s+of\s+(?:(?P<en_month>{alternation(MONTHS)})|(?:the|this)\s+month)\b"
    # (the month may be said with an earlier one: "8월 셋째 주 금요일, 넷째 주 토요일"; "첫 주말" is a weekend)
    rf"|(?:(?<!\d)(?P<ko_month>\d{{1,2}})\s*월\s*(?:의\s*)?)?(?<![가-힣])(?P<ko_place>{_KO_PLACES})\s*주(?!말)",
    re.I,
)


# A weekend of a month by its place ("the last weekend of the month", "the first weekend in March"), and a week of the
# asked time by its place ("the first week is light", "your second week": of a two weeks' or a month's window)
_WEEKEND_OF_MONTH = LazyPattern(
    rf"\b(?:the\s+)?(?P<en_place>{_EN_PLACES})\s+weekend\s+(?:of|in)\s+(?:(?:the|this)\s+month|(?P<en_month>"
    rf"{alternation(MONTHS)}))\b",
    re.I,
)
_WEEK_OF_WINDOW = LazyPattern(
    r"\b(?:the|your)\s+(?P<en_place>first|second|third|fourth|1st|2nd|3rd|4th)\s+week\b", re.I
)


def _weekend_of_month(match: re.Match[str], asked: date, month: int) -> _Range:
    """The Saturday and Sunday of a month's weekend by its place: of its Saturdays, the first, ..., or the last."""
    saturdays = [
        week[calendar.SATURDAY] for week in calendar.monthcalendar(asked.year, month) if week[calendar.SATURDAY]
    ]
    place = ORDINALS[match["en_place"].casefold()]
    saturday = date(asked.year, month, saturdays[min(place - 1, len(saturdays) - 1) if place > 0 else place])
    return _Range(saturday, saturday + timedelta(days=1))


def _day_in_month(year: int, month: int, day: int) -> date:
    """The day of the month said, or the month's last where it has fewer."""
    return date(year, month, max(1, min(day, calendar.monthrange(year, month)[1])))


# "첫 주(15~21일)", "둘째 주 (6~11일)": the days a week said by its place is, in brackets right after it
_DAYS_IN_BRACKETS = LazyPattern(
    r"[^\S\n]*\(\s*(?P<first>\d{1,2})\s*(?:일|st|nd|rd|th)?\s*[~\-\u2013\u2014]\s*(?P<last>\d{1,2})\s*(?:일|st|nd|rd|th)?\s*\)",
    re.I,
)


def _week_of_month(match: re.Match[str], asked: date, month: int, text: str) -> _Range:
    """The days of a month's week by its place: those said in brackets after it, else its first seven days, the
    next seven, ..., or its last seven (a calendar week may straddle two months; people count a month's weeks from
    its first). In the asked day's year; a last day before the first is of the next month."""
    if said := _DAYS_IN_BRACKETS.match(text, match.end()):
        opening, closing = (_day_in_month(asked.year, month, int(said[edge])) for edge in ("first", "last"))
        if closing < opening:  # "(29~4일)"
            following = opening.replace(day=28) + timedelta(days=7)
            closing = _day_in_month(following.year, following.month, int(said["last"]))
        return _Range(opening, closing)
    place = ORDINALS[(match["en_place"] or match["ko_place"]).casefold()]
    days = calendar.monthrange(asked.year, month)[1]
    first = days - 6 if place < 0 else min(7 * (place - 1) + 1, days)
    rows = calendar.monthcalendar(asked.year, month)
    week = [day for day in rows[max(-len(rows), min(place - 1, len(rows) - 1)) if place > 0 else place] if day]
    return _WeekOfMonth(
        date(asked.year, month, first),
        date(asked.year, month, min(first + 6, days)),
        date(asked.year, month, week[0]),
        date(asked.year, month, week[-1]),
    )


# A month said without a day ("first thing in February", "every Saturday in June", "2월에는"); one said with its day
# is read before, as a date
_MONTH_ALONE = LazyPattern(
    rf"\b(?:in|of|for|during|throughout|all)\s+(?P<en>{alternation(MONTHS)})\b(?!\.?\s*\d)"
    r"|(?<![\d.:/])(?P<ko>\d{1,2})\s*월(?!\s*\d)(?!요일)(?=\s*(?:에|에는|엔|은|중|동안|내내|한\s*달|달|\s))",
    re.I,
)
# A month said by reference, as a whole ("the last thing for the month", "this month", "다음 달에는"): not a part of it
# ("the rest of the month", "이번 달 말", "월말") nor a week of it (read before, as a date)
_MONTH_REFERRED = LazyPattern(
    r"(?<!rest\s)(?<!end\s)(?<!start\s)(?<!middle\s)(?<!half\s)"
    r"\b(?:(?:in|of|for|during|throughout|all)\s+the|(?P<en>this|next))\s+month\b(?!['’]s\s+(?:end|start))"
    r"|(?<![가-힣])(?:(?P<ko>이번|다음|담)\s*달|(?P<ko_this>이\s*달))(?!\s*(?:말|초|중순|하순|상순|끝|\d))(?![가-힣]*주)",
    re.I,
)
# The first or last few days of a month ("the first few days of the month are empty", "the last few days of August")
_FEW_DAYS_OF_MONTH = LazyPattern(
    rf"\b(?:the\s+)?(?P<place>first|last)\s+(?:few|couple\s+of)\s+days\s+(?:of|in)\s+"
    rf"(?:(?P<en_month>{alternation(MONTHS)})|(?:the|this|(?P<en>next))\s+month)\b",
    re.I,
)
_A_FEW_DAYS = 3
# A part of a month said loosely ("a vacation mid-month", "early in the month", "toward the end of August", "월말",
# "다음 달 초", "9월 중순"): its first, middle or last third, read generously (they meet on the 10th and the 20th)
_MONTHS_EN = alternation(MONTHS)
_PART_OF_MONTH = LazyPattern(
    rf"\bmid-?(?:month\b|(?P<en_mid_month>{_MONTHS_EN})\b)"
    rf"|\b(?P<en_side>early|late)\s+(?:in\s+(?:the|this)\s+month\b|(?P<en_side_month>{_MONTHS_EN})\b(?!\.?\s*\d))"
    r"|\bthe\s+(?P<en_place>start|beginning|middle|end)\s+of\s+"
    rf"(?:(?:the|this|(?P<en>next))\s+month\b|(?P<en_place_month>{_MONTHS_EN})\b(?!\.?\s*\d))"
    r"|(?:(?<![\d.:/])(?P<ko_month>\d{1,2})\s*월\s*|(?<![가-힣])(?:이번|이|(?P<ko>다음|담))\s*달\s*|(?<![가-힣])월)"
    r"(?P<ko_place>초순|상순|초|중순|하순|말)(?=$|[\s,.!?)~]|에|엔|까지|부터|쯤|께|이|은|는|인|의|로)",
    re.I,
)
_THIRD_OF_MONTH = {"early": 0, "start": 0, "beginning": 0, "초": 0, "초순": 0, "상순": 0, "middle": 1, "중순": 1}
_THIRD_DAYS = ((1, 10), (10, 20), (20, 31))  # the first, middle and last third of a month, as people say them
_RANGE_BOUND_AROUND = LazyPattern(r"\b(?:from|until|till|through|thru|to|by)\s+(?:the\s+)?$", re.I)
_RANGE_BOUND_REACH = 12  # characters: "through the "
_KO_RANGE_BOUND_AFTER = LazyPattern(r"\s*(?:까지|부터)")
_HALF_A_YEAR = 6  # months: a month said is the one nearest the asked day, in its year or the one beside it


def _month_nearest(asked: date, month: int) -> _Range:
    """Every day of the month said nearest the asked day ("in January" asked in December is next year's)."""
    year = asked.year + (1 if asked.month - month > _HALF_A_YEAR else -1 if month - asked.month > _HALF_A_YEAR else 0)
    return _Range(date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1]))


def _month_of(day: date) -> _Range:
    return _Range(day.replace(day=1), day.replace(day=calendar.monthrange(day.year, day.month)[1]))


def _month_referred(match: re.Match[str], today: date, asked: date) -> _Range:
    """The days of a month said by reference: "next month" the one after today's; "this month", "the month" the
    asked one (asked on the 31st about the next, "this month" is the month asked about)."""
    said = match.groupdict()
    if (said.get("en") or said.get("ko") or "").casefold() in ("next", "다음", "담"):
        return _month_of(today.replace(day=28) + timedelta(days=4))
    return _month_of(asked)


def _part_of_month(text: str, match: re.Match[str], today: date, asked: date) -> _Range:
    """The days of the third of a month said ("mid-month", "월말", "early September")."""
    said = match.groupdict()
    month_name = said["en_mid_month"] or said["en_side_month"] or said["en_place_month"]
    month = (
        _month_nearest(asked, MONTHS[month_name.casefold()])
        if month_name
        else _month_nearest(asked, int(said["ko_month"]))
        if said["ko_month"] and 1 <= int(said["ko_month"]) <= 12
        else _month_referred(match, today, asked)
    )
    place = (said["en_side"] or said["en_place"] or said["ko_place"] or "middle").casefold()
    third = _THIRD_OF_MONTH.get(place, 2)
    # ("29일부터 월말까지", "from the start of the month"): a bound of a range is the month's edge
    bound = _RANGE_BOUND_AROUND.search(
        text, max(0, match.start() - _RANGE_BOUND_REACH), match.start()
    ) or _KO_RANGE_BOUND_AFTER.match(text, match.end())
    if third != 1 and bound:
        edge = month.first if third == 0 else month.last
        return _Range(edge, edge)
    first, last = _THIRD_DAYS[third]
    return _Range(month.first.replace(day=first), month.first.replace(day=min(last, month.last.day)))


def _excepted(reading: _Reading, match: re.Match[str]) -> bool:
    """Whether a date is said as an exception ("except Thursday", "3일 제외", "수요일 빼고") or as skipped: no day of
    what is said."""
    start, end = match.span()
    return bool(
        _EXCEPTED_BEFORE.search(reading.text[max(0, start - _EXCEPTED_REACH) : start])
        or _EXCEPTED_AFTER.match(reading.text, end)
        or _SKIPPED_AFTER.match(reading.text, end)  # "the 12th is skipped", "25일은 빠짐": a day the series skips
    )


def _read_dates(reading: _Reading, today: date, asked: date | None = None, spans: Sequence[_Span] = ()) -> None:
    def add(match: re.Match[str], test: DateTest) -> None:
        reading.dates.append(_DateMention(match.span(), match.group().strip(), test, _excepted(reading, match)))

    for match in ISO_DATE.finditer(reading.masked):
        add(match, _DayOf(int(match[2]), int(match[3]), int(match[1])))
    reading.mask(m.span for m in reading.dates)
    for match in KO_DATE.finditer(reading.masked):
        add(match, _DayOf(int(match[2]), int(match[3]), _year(match[1])))
    for match in EN_MONTH_DAY.finditer(reading.masked):
        month, year = MONTHS[match[1].lower()], _year(match[4])
        add(match, _DayOf(month, int(match[2]), year))
        if match[3]:
            add(match, _DayOf(month, int(match[3]), year))
        elif closing := _LAST_DAY_AFTER.match(reading.masked, match.end()):
            add(closing, _DayOf(month, int(closing["day"]), year))  # "July 8–15": its last day too
    for match in EN_DAY_MONTH.finditer(reading.masked):
        month, year = MONTHS[match[2].lower()], _year(match[3])
        add(match, _DayOf(month, int(match[1]), year))
        if opening := _FIRST_DAY_BEFORE.search(reading.masked, max(0, match.start() - 12), match.start()):
            add(opening, _DayOf(month, int(opening["day"]), year))  # "18–19 July": its first day too
    reading.mask(m.span for m in reading.dates)
    for match in NUMERIC_DATE.finditer(reading.masked):
        month_first, day_first = (
            _DayOf(int(match[1]), int(match[2]), _year(match[3])),
            _DayOf(int(match[2]), int(match[1]), _year(match[3])),
        )
        add(match, _Either(month_first, day_first))  # 7/17 or 17/7
        if closing := _NUMERIC_LAST_DAY_AFTER.match(reading.masked, match.end()):
            add(closing, _DayOf(int(match[1]), int(closing["day"]), _year(match[3])))  # "7/28~31": its last day too
    month_said = None
    for match in _WEEK_OF_MONTH.finditer(reading.masked):
        month = MONTHS[match["en_month"].casefold()] if match["en_month"] else int(match["ko_month"] or 0)
        # a week with no month is of the one said before it, else of the asked time's ("셋째 주", asked about June)
        of_month = _week_of_month(match, asked or today, month or month_said or (asked or today).month, reading.text)
        place = ORDINALS[(match["en_place"] or match["ko_place"]).casefold()]
        if month or month_said or match["en_place"] or place < 0 or _DAYS_IN_BRACKETS.match(reading.text, match.end()):
            add(match, of_month)
        else:  # "첫 주에는": of the month, or of the asked time
            first = (asked or today) + timedelta(weeks=place - 1)
            add(match, _EitherWeek(of_month, _Range(first, first + timedelta(days=6))))
        month_said = month or month_said
    for match in _WEEKEND_OF_MONTH.finditer(reading.masked):
        month = MONTHS[match["en_month"].casefold()] if match["en_month"] else (asked or today).month
        add(match, _weekend_of_month(match, asked or today, month))
    reading.mask(m.span for m in reading.dates)  # ("the first week of december" is no week of the window too)
    for match in _WEEK_OF_WINDOW.finditer(reading.masked):
        first = (asked or today) + timedelta(weeks=ORDINALS[match["en_place"].casefold()] - 1)
        add(match, _Range(first, first + timedelta(days=6)))
    reading.mask(m.span for m in reading.dates)
    for match in _FEW_DAYS_OF_MONTH.finditer(reading.masked):  # "the first few days of the month": three of them
        of_month = (
            _month_nearest(asked or today, MONTHS[match["en_month"].casefold()])
            if match["en_month"]
            else _month_referred(match, today, asked or today)
        )
        first = (
            of_month.first if match["place"].casefold() == "first" else of_month.last - timedelta(days=_A_FEW_DAYS - 1)
        )
        add(match, _Range(first, first + timedelta(days=_A_FEW_DAYS - 1)))
    reading.mask(m.span for m in reading.dates)
    for match in _PART_OF_MONTH.finditer(reading.masked):
        add(match, _part_of_month(reading.text, match, today, asked or today))
    reading.mask(m.span for m in reading.dates)
    months_said: dict[int, _DateMention] = {}  # where each month said alone ends
    for match in _MONTH_ALONE.finditer(reading.masked):  # "in February", "2월에는": every day of that month
        month = MONTHS[match["en"].casefold()] if match["en"] else int(match["ko"])
        if 1 <= month <= 12:
            add(match, _month_nearest(asked or today, month))
            months_said[match.end()] = reading.dates[-1]
    for match in _MONTH_REFERRED.finditer(reading.masked):
        add(match, _month_referred(match, today, asked or today))
    reading.mask(m.span for m in reading.dates)
    named_weeks: list[tuple[int, int]] = []  # where a week is named, and its offset from this one
    for match in EN_WEEK_WEEKDAY.finditer(reading.masked):
        weeks = WEEK_OFFSETS[match[1].casefold()]
        named_weeks.append((match.start(), weeks))
        add(match, _On(weekday_of_week(today, EN_WEEKDAYS[match[2].casefold()], weeks)))
    for match in KO_WEEK_WEEKDAY.finditer(reading.masked):
        weeks, weekday = WEEK_OFFSETS[match[1]], KO_WEEKDAYS[match[2]]
        named_weeks.append((match.start(), weeks))
        # "이번 주 월요일" is this week's Monday, past or not: the week is said, not only the weekday
        this_week = week_of(today, weeks)[0] + timedelta(days=weekday)
        said_week = weeks == 0 and "주" in match.group()
        named: DateTest = _On(this_week if said_week else weekday_of_week(today, weekday, weeks))
        if said_week and today.weekday() == 6:  # on a Sunday "이번 주" may be the coming week, as "this week" is
            named = _Days(frozenset({this_week, this_week + timedelta(days=7)}))
        elif weeks == 1 and today.weekday() == 6:  # and "다음 주" the week after it (the coming week is "이번 주")
            coming = weekday_of_week(today, weekday, weeks)
            named = _Days(frozenset({coming, coming + timedelta(days=7)}))
        add(match, named)
    reading.mask(m.span for m in reading.dates)
    for match in _EVERY_WEEKEND.finditer(reading.masked):  # "nothing on weekends": every Saturday and Sunday
        add(match, _Weekdays(_WEEKEND_DAYS))
    for match in _WORKING_DAYS_SAID.finditer(reading.masked):
        add(match, _Weekdays(_WORKING_DAYS))
    reading.mask(m.span for m in reading.dates)
    # each week said: where, its match, its offset, whether a weekend, whether bare ("the weekend", "주말")
    weeks_said = [
        *(
            (
                m.start(),
                m,
                WEEK_OFFSETS[" ".join((m[1] or m[3]).casefold().split())],
                (m[2] or "").casefold() == "weekend",
                (m[1] or "").casefold() in ("the", "your"),
            )
            for m in EN_WEEK.finditer(reading.masked)
        ),
        *(
            (m.start(), m, WEEK_OFFSETS[m[1] or m[3]], bool(m[2] == "주말" or m[4]), bool(m[4]))
            for m in KO_WEEK.finditer(reading.masked)
        ),
    ]
    named_weeks += [(at, offset) for at, _, offset, _, bare in weeks_said if not bare]
    for at, match, offset, weekend, bare in sorted(weeks_said, key=lambda said: said[0]):
        if bare and _OF_DAYS_AFTER.match(reading.text, match.end()):
            continue  # "the weekend of 31 October–1 November": the days said after it name it
        said_of = next((m for end, m in months_said.items() if not reading.text[end:at].strip()), None)
        if bare and said_of is not None:  # "6월 주말": every weekend of the month
            reading.dates.remove(said_of)
            span = (said_of.span[0], match.end())
            test = _Both(_Weekdays(_WEEKEND_DAYS), said_of.test)
            reading.dates.append(_DateMention(span, reading.text[span[0] : span[1]], test, said_of.excepted))
        elif bare:
            # "the weekend", "주말": that of the week named before it, else the first not past of the asked time
            before = [(start, weeks) for start, weeks in named_weeks if start < at]
            if before:
                first, last = week_of(today, max(before)[1], weekend=True)
            else:
                first, last = week_of(max(today, asked or today), 0, weekend=True)
            weekend_said: DateTest = _Range(first, last)
            if before and max(before)[1] in (0, 1) and today.weekday() == 6:
                # on a Sunday the week named may be the coming one ("이번 주 일정 ... 주말까지"), and so its weekend
                week = timedelta(days=7)
                weekend_said = _Either(weekend_said, _Range(first + week, last + week))
            add(match, weekend_said)
            reading.dates[-1].first_weekend = not before
            # a day off alone beside it (a holiday Monday) makes it a long weekend, where an event said in it may be;
            # time off running up to it does not
            days_off = {
                s.first_day for s in spans if s.kind == "vacation" and s.whole_days and s.first_day == s.last_day
            }
            opens, closes = first - timedelta(days=1), last + timedelta(days=1)
            if opens in days_off or closes in days_off:
                long_first, long_last = (
                    (opens if opens in days_off else first),
                    (closes if closes in days_off else last),
                )
                reading.dates[-1].long = _Range(long_first, long_last)
        else:
            first, last = week_of(today, offset, weekend=weekend)
            if offset in (0, 1) and not weekend and today.weekday() == 6:
                # on a Sunday "this week" may be the one ending today or, as weeks start on Sunday, the coming one;
                # "next week" so the coming one or the one after it
                last += timedelta(days=7)
            week_said = _part_of_week(reading.text, match, first, last) if not weekend else (first, last)
            either = last - first > timedelta(days=7) and week_said == (first, last)
            add(match, _WeekOrNext(*week_said) if either else _Range(*week_said))
    for match in _OFFSET.finditer(reading.masked):
        amount = (match["n"] or match["in_n"] or match["ko_n"] or "").casefold()
        unit = (match["unit"] or match["in_unit"] or match["ko_unit"] or "일").casefold()
        days = KO_DAY_COUNTS[match["ko_count"]] if match["ko_count"] else 0
        if amount:
            days = (int(amount) if amount.isdigit() else _OFFSET_AMOUNTS[amount]) * (7 if unit[0] in "w주" else 1)
        add(match, _On(today + timedelta(days=days)))
    reading.mask(m.span for m in reading.dates)
    for match in _EN_WEEKDAY_MENTION.finditer(reading.masked):
        name = match.group().casefold().rstrip(".")
        weekday = EN_WEEKDAYS.get(name, EN_WEEKDAYS.get(name.removesuffix("s"), -1))
        add(match, _Weekday(weekday))
    for listed in _KO_WEEKDAY_LIST.finditer(reading.masked):
        letters_end = listed.end() - len(listed.group()) + len(listed.group().removesuffix("요일").removesuffix("욜"))
        for match in _KO_WEEKDAY_LETTER.finditer(reading.masked, listed.start(), letters_end):  # not 요일's 일
            add(match, _Weekday(KO_WEEKDAYS[match.group()]))
    for ranged in _KO_WEEKDAY_RANGE.finditer(reading.masked):  # its two letters, not the 일 of "요일"
        for letter in ("first", "last"):
            if said := _KO_WEEKDAY_LETTER.match(reading.masked, ranged.start(letter)):
                add(said, _Weekday(KO_WEEKDAYS[said.group()]))
    reading.mask(m.span for m in reading.dates)
    for match in _KO_WEEKDAY_MENTION.finditer(reading.masked):
        add(match, _Weekday(KO_WEEKDAYS[match[1] or match[2]]))
    for match in (*_KO_WEEKDAY_BEFORE_A_TIME.finditer(reading.masked), *_KO_WEEKDAY_LABEL.finditer(reading.masked)):
        add(match, _Weekday(KO_WEEKDAYS[match.group()]))
    for match in _EN_RELATIVE.finditer(reading.masked):
        offset = EN_RELATIVE_OFFSETS.get(" ".join(match.group().casefold().split()), 2)
        add(match, _On(today + timedelta(days=offset)))
        if match.group().casefold() == "tonight":  # a day and its night, as "오늘 밤": a shift from 10 tonight too
            reading.parts.append(_PartMention(match.span(), match.group(), _PART_MINUTES["night"]))
    for match in KO_RELATIVE_DAY.finditer(reading.masked):
        add(match, _On(today + timedelta(days=KO_RELATIVE_OFFSETS[match.group()])))
    reading.mask(m.span for m in reading.dates)
    # "the next day": read once the events are, as it is said from a day or an event before it (_read_days_from)
    reading.days_from = [
        (
            match,
            DAY_FROM_WORDS[" ".join(match.group().casefold().split())]
            if match.group().isascii()
            else _ko_day_from(match.group()),
        )
        for match in _DAY_FROM.finditer(reading.masked)
    ]
    reading.mask(match.span() for match, _ in reading.days_from)


# "이번 주 후반", "early next week": the days of the week that part of it has
_PART_OF_WEEK_BEFORE = {
    part: LazyPattern(rf"\b(?:{words.en_exact_pattern})\s+$", re.I)
    for part, words in (("late", LATE_WEEK_WORDS), ("early", EARLY_WEEK_WORDS))
}
_PART_OF_WEEK_AFTER = {
    part: LazyPattern(rf"\s*(?:의\s*)?(?:{words.ko_pattern})")
    for part, words in (("late", LATE_WEEK_WORDS), ("early", EARLY_WEEK_WORDS))
}
_LATE_WEEK_FROM, _EARLY_WEEK_UNTIL = 3, 2  # Thursday on, until Wednesday (days after Monday)


def _part_of_week(text: str, match: re.Match[str], first: date, last: date) -> tuple[date, date]:
    """The days of a week said with a part of it ("이번 주 후반", "the end of next week"): its late days from
    Thursday, its early ones until Wednesday; the whole week otherwise."""
    before = text[max(0, match.start() - 25) : match.start()]
    if _PART_OF_WEEK_BEFORE["late"].search(before) or _PART_OF_WEEK_AFTER["late"].match(text, match.end()):
        return first + timedelta(days=_LATE_WEEK_FROM), last
    if _PART_OF_WEEK_BEFORE["early"].search(before) or _PART_OF_WEEK_AFTER["early"].match(text, match.end()):
        return first, first + timedelta(days=_EARLY_WEEK_UNTIL)
    return first, last


def _ko_day_from(said: str) -> int:
    return next(offset for word, offset in DAY_FROM_WORDS.items() if word.replace(" ", "") == said.replace(" ", ""))


def _read_days_from(reading: _Reading, spans: Sequence[_Span]) -> None:
    """A day said from an event ("the day after the review", "회의 전날") is a day after (or before) each of
    its days; one said alone ("and your vacation begins the next day") is from the day named before it."""
    for match, offset in reading.days_from:
        start, end = match.span()
        english = match.group().isascii()
        event = next(
            (
                m
                for m in reading.events
                if not m.denial
                and m.kind != "any"
                and (
                    (english and m.span[0] >= end and _EN_FROM_EVENT_GAP.fullmatch(reading.text, end, m.span[0]))
                    or (
                        not english
                        and m.span[1] <= start
                        and _KO_FROM_EVENT_GAP.fullmatch(reading.text, m.span[1], start)
                    )
                )
            ),
            None,
        )
        test: DateTest
        if event is not None:
            said = (
                [spans[i] for i in event.facts if i < len(spans)]
                if event.facts is not None
                else [s for s in spans if s.kind == event.kind]
            )
            if not said:
                continue
            event.over = True  # "the day after your vacation": a reference, stated on no day the clause names
            shift = timedelta(days=offset)
            test = _Days(frozenset(day + shift for s in said for day in (s.first_day, _night_of(s))))
            # "the day after your piano lesson on the 3rd": a day said on the event is its own, the day said from
            # it the one after that ("the day after the offsite (Friday)" restates the day after)
            own = next(
                (
                    m
                    for m in reading.dates
                    if m.span[0] >= event.span[1] and _ON_GAP.fullmatch(reading.text, event.span[1], m.span[0])
                ),
                None,
            )
            if english and own is not None:
                reading.dates.remove(own)
                test = _Both(test, _Shifted(own.test, offset))
        elif trip := _trip_days_from(reading, spans, match, offset):
            test = _Days(trip)
        elif before := [m for m in reading.dates if m.span[1] <= start and not m.excepted]:
            last_said = max(before, key=lambda m: m.span)
            test = _Shifted(last_said.test, offset)
            # ("자정 넘어 일요일 새벽 1시에 끝나. 다음 날 오전은 비어"): after a night said to end in the small hours of
            # the day said, the next day may be that day itself, the one after the night's
            if offset > 0 and any(
                last_said.span[1] <= t.span[0] and t.span[1] <= start and max(t.minutes) < _SMALL_HOURS_END
                for t in reading.times
            ):
                test = _Either(test, _Shifted(last_said.test, offset - 1))
        else:
            continue
        # "전날인 화요일", "the day before, Tuesday": the weekday said right after restates that day
        weekday = next(
            (
                m
                for m in reading.dates
                if m.span[0] >= end
                and isinstance(m.test, _Weekday)
                and _SAME_DAY_GAP.fullmatch(reading.text, end, m.span[0])
            ),
            None,
        )
        if weekday is not None:
            reading.dates.remove(weekday)
            start, end, test = start, weekday.span[1], _Both(test, weekday.test)
        mention = _DateMention((start, end), reading.text[start:end], test)
        mention.role = _role_of(reading, mention)
        reading.dates.append(mention)
    reading.dates.sort(key=lambda m: m.span)


# "여행 다녀온 다음 날", "출장 가기 전날": the words between a trip and a day said from it
_KO_TRIP_GAP = LazyPattern(r"\s*(?:을|를|이|가)?\s*(?:(?:다녀\s*온|갔다\s*온|끝난|마친|가는|떠나는|가기)\s*)?")


def _trip_days_from(reading: _Reading, spans: Sequence[_Span], match: re.Match[str], offset: int) -> frozenset[date]:
    """ "the day after your trip", "여행 다녀온 다음 날": the days from a trip's end (before its start, for a day
    before it), the trip being its travel (a flight, a train) or without any its time off; none when no trip is said."""
    start, end = match.span()
    said = any(
        _EN_FROM_EVENT_GAP.fullmatch(reading.text, end, found.start())
        if match.group().isascii()
        else found.end() <= start and _KO_TRIP_GAP.fullmatch(reading.text, found.end(), start)
        for found in _TRIP.finditer(reading.masked)
    )
    travel = [span for span in spans if span.title and _TRAVEL_TITLE.search(span.title)]
    away = [span for span in spans if span.kind == "vacation"]
    if not said or not (travel or away):
        return frozenset()
    shift = timedelta(days=offset)
    if travel:
        edge = max(s.last_day for s in travel) if offset > 0 else min(s.first_day for s in travel)
        return frozenset({edge + shift})
    return frozenset((s.last_day if offset > 0 else s.first_day) + shift for s in away)


# "Friday the 4th and the weekend", "4일 금요일이랑 주말": a weekend listed right after a day
_WEEKEND_INCLUDED_BEFORE = LazyPattern(r"\b(?:including|incl\.?|over|across|spanning|covering)\s+$", re.I)
_AND_THE_WEEKEND_GAP = LazyPattern(r"\s*(?:,\s*|,?\s*(?:and|&)\s+|(?:이랑|랑|하고|와|과)\s*)", re.I)
_DAY_LOOKED_UP = 366  # days from the asked window's first a day said may be found in
_WEEKS_WEEKEND_GAP = LazyPattern(r"\s*(?:의\s*)?|['’]s\s+")  # "둘째 주 주말", "the second week's weekend"


def _read_weekends_of_a_day(reading: _Reading, asked: date) -> None:
    """A bare "the weekend" is the weekend of a day said with it, not the first of the asked time: of one listed
    right before it ("Friday the 4th and the weekend are open"), the weekend that day's week ends with; of a
    Saturday or Sunday named after it in its sentence ("주말 중에 일정 있는 날은 27일 토요일"), that day's own."""
    dates = sorted(reading.dates, key=lambda m: m.span)
    for index, weekend in enumerate(dates):
        if not weekend.first_weekend:
            continue
        before, after = dates[index - 1] if index else None, dates[index + 1] if index + 1 < len(dates) else None
        day = None
        if (
            before is not None
            and isinstance(before.test, (_Range, _EitherWeek))
            and _WEEKS_WEEKEND_GAP.fullmatch(reading.text, before.span[1], weekend.span[0])
            and (said := _weekend_within(before.test)) is not None
        ):
            # "둘째 주 주말": the weekend of the week said, which it says in full (the week is no scope of its own)
            weekend.test, weekend.long = said, None
            reading.dates.remove(before)
            continue
        if before is not None and _AND_THE_WEEKEND_GAP.fullmatch(reading.text, before.span[1], weekend.span[0]):
            day = _first_day_of(before.test, asked)
        # "Thursday 12 November to Wednesday 18 November: seven days off including the weekend": the weekend within
        # the stretch said before it in its sentence
        elif index >= 2 and _WEEKEND_INCLUDED_BEFORE.search(reading.text, 0, weekend.span[0]):
            opening, closing = dates[index - 2], dates[index - 1]
            first, last = _first_day_of(opening.test, asked), _first_day_of(closing.test, asked)
            if (
                first is not None
                and last is not None
                and first < last
                and not _SENTENCE_END.search(reading.text, opening.span[1], weekend.span[0] - 1)
            ):
                day = next((d for d in _days_between(first, last) if d.weekday() == calendar.SATURDAY), None)
        if day is None and after is not None and not _SENTENCE_END.search(reading.text, weekend.span[1], after.span[0]):
            named = _first_day_of(after.test, asked)
            day = named if named is not None and named.weekday() in _WEEKEND_DAYS else None
        if day is not None:
            saturday = day + timedelta(days=(5 - day.weekday()) % 7 - (7 if day.weekday() == 6 else 0))
            weekend.test, weekend.long = _Range(saturday, saturday + timedelta(days=1)), None


def _days_between(first: date, last: date) -> Iterator[date]:
    return (first + timedelta(days=n) for n in range((last - first).days + 1))


def _weekend_within(test: DateTest) -> DateTest | None:
    """The Saturday and Sunday of a week said (of each reading of one said two ways); None when it holds neither."""
    if isinstance(test, _EitherWeek):
        first, second = _weekend_within(test.first), _weekend_within(test.second)
        return _EitherWeek(first, second) if first and second else first or second
    if not isinstance(test, _Range):
        return None
    days = [test.first + timedelta(days=n) for n in range(min((test.last - test.first).days + 1, 7))]
    weekend = [day for day in days if day.weekday() in _WEEKEND_DAYS]
    return _Range(weekend[0], weekend[-1]) if weekend else None


def _first_day_of(test: DateTest, asked: date) -> date | None:
    """The first day from the asked window's on that a test naming a day ("Friday the 4th", "토요일") names."""
    if not isinstance(test, (_On, _DayOf, _Weekday, _Both)):
        return None
    days = (asked + timedelta(days=n) for n in range(_DAY_LOOKED_UP))
    return next((day for day in days if test(day)), None)


def _night_of(span: _Span) -> date:
    """An event's last day, or its first when it only runs into the small hours of the next ("the day after Tom's
    party" that ends at 00:30 is the day after the party's evening)."""
    small_hours = span.last_day - span.first_day == timedelta(days=1) and _minute_of(span.end) <= _SMALL_HOURS_END
    return span.first_day if small_hours else span.last_day


def _read_days_of_month(reading: _Reading) -> None:
    """After the clock times, so the "00" of "11:00 일정" is no day."""
    for pattern in (EN_DAY_OF_MONTH, KO_DAY_OF_MONTH, _ORDINAL):
        for match in pattern.finditer(reading.masked):
            if (
                pattern is _ORDINAL
                and not _WEEKDAY_BEFORE.search(reading.text, max(0, match.start() - 12), match.start())
                and not _listed_after_a_day(reading, match.start())
            ):
                continue  # "Tuesday 17th", "the 4th, 11th and 18th" are days; "your 2nd coffee" is not
            # (both patterns end where the days begin: looked for only just before them, not from the answer's start)
            reach = max(0, match.start() - _DAY_ENDING_REACH)
            if _TOTAL_BEFORE.search(reading.masked, reach, match.start()):  # "총 7일": seven days long, no date
                reading.durations.append(_DurationMention(match.span(), match.group(), timedelta(days=int(match[1]))))
            elif (
                pattern is KO_DAY_OF_MONTH
                and (
                    _RANGE_END_BEFORE.search(reading.text, reach, match.start())
                    or _KO_DAYS_COUNT_BEFORE.search(
                        reading.text, max(0, match.start() - _KO_DAYS_COUNT_REACH), match.start()
                    )
                )
                and not _WEEKDAY_AFTER.match(reading.text, match.end())
            ):
                days = int(match[1])  # how many calendar days the range spans
                reading.durations.append(_DurationMention(match.span(), match.group(), timedelta(days=days), days))
            else:
                day_of_month = _DayOf(None, int(match[1]), None)
                if pattern is KO_DAY_OF_MONTH and (
                    opening := _KO_FIRST_DAY_BEFORE.search(reading.masked, max(0, match.start() - 6), match.start())
                ):
                    first = _DayOf(None, int(opening["day"]), None)
                    reading.dates.append(_DateMention(opening.span("day"), opening["day"], first))
                if pattern is KO_DAY_OF_MONTH and (
                    listed := _KO_LISTED_DAYS_BEFORE.search(
                        reading.masked, max(0, match.start() - _KO_LISTED_DAYS_REACH), match.start()
                    )
                ):
                    for number in _KO_LISTED_DAY.finditer(reading.masked, listed.start(), listed.end()):
                        said = _DayOf(None, int(number.group()), None)
                        excepted = _excepted(reading, match)
                        reading.dates.append(_DateMention(number.span(), number.group(), said, excepted))
                reading.dates.append(_DateMention(match.span(), match.group(), day_of_month, _excepted(reading, match)))
                if pattern is not KO_DAY_OF_MONTH and (closing := _LAST_DAY_AFTER.match(reading.masked, match.end())):
                    day = _DayOf(None, int(closing["day"]), None)  # "the 8th–15th": its last day too
                    reading.dates.append(_DateMention(closing.span(), closing.group().strip(), day))
    reading.mask(m.span for m in reading.dates)
    for match in _YEAR.finditer(reading.masked):
        reading.dates.append(_DateMention(match.span(), match.group(), _InYear(int(match.group()))))
    reading.mask(m.span for m in reading.dates)
    _join_listed_weekdays(reading)
    _join_same_days(reading)
    set_apart: _DateMention | None = None  # the day an English aside set apart last, for the days listed with it
    for mention in reading.dates:
        mention.role = _role_of(reading, mention)
        # "(11/3, 11/10, 11/17 — 11/24는 없음)": a day set apart as having none of what its clause states is one the
        # series skips, as "11/24는 빠짐" is; its "없음" denies nothing else
        aside = _ASIDE_BEFORE.search(reading.masked, max(0, mention.span[0] - _DAY_ENDING_REACH), mention.span[0])
        if aside and (none := _KO_NONE_ON_IT.match(reading.masked, mention.span[1])):
            mention.excepted = True
            reading.mask([none.span()])
        aside = _EN_NONE_ON_IT_BEFORE.search(reading.masked, max(0, mention.span[0] - _EXCEPTED_REACH), mention.span[0])
        off = aside and _EN_OFF_ON_IT_AFTER.match(reading.masked, mention.span[1])
        # ("the one on the 18th" sets it apart only as off: "— the one on the 18th is at 5" places it)
        if aside and (off or not aside["none"].casefold().startswith("the")):
            mention.excepted = mention.none_on_it = True
            set_apart = mention
            reading.mask([aside.span("none"), *([off.span()] if off else [])])
        elif set_apart and _LIST_WORD.fullmatch(reading.text, set_apart.span[1], mention.span[0]):
            mention.excepted = mention.none_on_it = True  # "— no class on Tuesday the 10th or Thursday the 19th"
            set_apart = mention
        else:
            set_apart = None
        if _WEEK_OF_BEFORE.search(reading.text, max(0, mention.span[0] - _WEEK_OF_REACH), mention.span[0]):
            mention.test = _WeekOf(mention.test)
    _read_same_day(reading)


_SAME_DAYS = LazyPattern(rf"\b(?:{SAME_DAYS_WORDS.en_exact_pattern})\b|{SAME_DAYS_WORDS.ko_pattern}", re.I)
_SAME_DAY = LazyPattern(rf"\b(?:{SAME_DAY_WORDS.en_exact_pattern})\b|{SAME_DAY_WORDS.ko_pattern}", re.I)


def _read_same_day(reading: _Reading) -> None:
    """ "그날", "that day": the day said last before it ("워크숍은 25일이에요. 그날은 PT 없어요": the 25th); "그 이틀",
    "those days": the days said in the sentence that said the last of them ("수요일, 목요일 ... 그 이틀은")."""
    said = sorted((m for m in reading.dates if not m.excepted), key=lambda m: m.span)
    ends = [m.span[1] for m in said]
    for match in _SAME_DAY.finditer(reading.masked):
        if last := bisect_right(ends, match.start()):
            reading.dates.append(_DateMention(match.span(), match.group(), said[last - 1].test))
    openings = [start for start, _ in _sentences(reading.text)]
    for match in _SAME_DAYS.finditer(reading.masked):
        if last := bisect_right(ends, match.start()):
            opened = openings[bisect_right(openings, said[last - 1].span[0]) - 1]
            days = [m.test for m in said[:last] if m.span[0] >= opened]
            test = functools.reduce(_Either, days)
            reading.dates.append(_DateMention(match.span(), match.group(), test))
    reading.dates.sort(key=lambda m: m.span)  # (left unmasked: "the rest of that day" is read after it too)


_WEEK_OF_BEFORE = LazyPattern(r"\bweek\s+of\s+$", re.I)  # "the week of the 9th", "the week of March 2"
_WEEK_OF_REACH = 10  # characters: "week of " and spacing
_LIST_JOIN_BEFORE = LazyPattern(r"(?:\s*,|,?\s+(?:and|or|&))\s*$", re.I)
_LIST_JOIN_REACH = 8  # characters: ", and " and spacing


def _listed_after_a_day(reading: _Reading, start: int) -> bool:
    """Whether what starts at `start` is listed right after a day read ("the 4th, 11th and 18th")."""
    joined = _LIST_JOIN_BEFORE.search(reading.text, max(0, start - _LIST_JOIN_REACH), start)
    return joined is not None and any(m.span[1] == joined.start() for m in reading.dates)


def _role_of(reading: _Reading, mention: _DateMention) -> Role:
    before = reading.text[max(0, mention.span[0] - 30) : mention.span[0]]
    if _TRAVELLING_BACK.search(before):
        return "day"  # "flying back Wednesday": the journey's day, not the return to work
    mention.own_edge = bool(_OWN_EDGE_BEFORE.search(before) or _OWN_EDGE_AFTER.match(reading.text, mention.span[1]))
    subject = reading.text[max(0, mention.span[0] - _EDGE_DAY_REACH) : mention.span[0]]
    if edge := next((role for role, said in _EN_EDGE_DAY_BEFORE.items() if said.search(subject)), None):
        mention.own_edge = True
        return edge  # type: ignore[return-value]
    return next(
        (role for role in _ROLE_WORDS if _ROLE_BEFORE[role].search(before) or _said_after(reading, role, mention)),
        "day",
    )


def _said_after(reading: _Reading, role: Role, mention: _DateMention) -> bool:
    """A Korean edge word after the date ("목요일까지", "화요일 복귀"), not a word of a title ("이번 주에는 복귀
    미팅이")."""
    said = _ROLE_AFTER[role].match(reading.text, mention.span[1])
    return said is not None and reading.masked[said.end() - 1] == reading.text[said.end() - 1]


def _weekdays_of_date_ranges(reading: _Reading) -> set[tuple[int, int]]:
    """A range of weekdays beside a range of dates ("June 21–25, Monday through Friday", "Mon–Fri (6/21–6/25)"):
    the first date is the first weekday and the last the last, each end said of its own. Where the weekday ranges are,
    read so: no weekday of them is a day of the date beside it."""
    ordered = sorted(reading.dates, key=lambda m: m.span)

    def ranged(first: _DateMention, last: _DateMention, *kinds: type) -> bool:
        gap = reading.text[first.span[1] : last.span[0]]
        return isinstance(first.test, kinds) and isinstance(last.test, kinds) and bool(_DATE_RANGE_GAP.fullmatch(gap))

    ends: set[tuple[int, int]] = set()
    for at, (first, last) in enumerate(itertools.pairwise(ordered)):
        if not (ranged(first, last, _Weekday) and reading.text[first.span[1] : last.span[0]].strip()):
            continue
        ends |= {first.span, last.span}
        # the two dates just before the weekdays ("June 21–25, Monday through Friday") or just after them
        for dates in (ordered[max(0, at - 2) : at], ordered[at + 2 : at + 4]):
            if len(dates) != 2 or not ranged(dates[0], dates[1], _DayOf, _Either):
                continue
            gap = (dates[1].span[1], first.span[0]) if dates[1].span < first.span else (last.span[1], dates[0].span[0])
            if _SAME_DAY_GAP.fullmatch(reading.text, *gap):
                dates[0].test, dates[1].test = _Both(dates[0].test, first.test), _Both(dates[1].test, last.test)
    return ends


# "24일, 25일(목·금)", "the 24th and 25th (Thu, Fri)": between days listed, and between their weekdays in brackets
_DAYS_LISTED_GAP = LazyPattern(r"\s*(?:[,·/]|와|과|랑|이랑|\band\b)\s*", re.I)
_WEEKDAYS_BRACKETED_GAP = LazyPattern(r"\s*\(\s*")


def _read_listed_apart(reading: _Reading) -> None:
    """Days listed with one said apart ("9일, 28일 빼고", "except the 9th and the 28th") are said apart with it."""
    pairs = list(itertools.pairwise(sorted(reading.dates, key=lambda m: m.span)))
    listed = [_DAYS_LISTED_GAP.fullmatch(reading.text, earlier.span[1], later.span[0]) for earlier, later in pairs]
    for (earlier, later), joined in reversed(list(zip(pairs, listed, strict=True))):
        earlier.excepted = earlier.excepted or bool(joined and later.excepted)
    for (earlier, later), joined in zip(pairs, listed, strict=True):
        later.excepted = later.excepted or bool(joined and earlier.excepted)


def _join_listed_weekdays(reading: _Reading) -> None:
    """Days of the month listed with as many weekdays in brackets after them ("24일, 25일(목·금)") name those days,
    each its weekday in turn, not every such weekday too."""
    ordered = sorted(reading.dates, key=lambda m: m.span)

    def listed(at: int, kinds: tuple[type, ...]) -> int:
        """Where the list of dates of these kinds starting at `at` ends."""
        end = at
        while end < len(ordered) and isinstance(ordered[end].test, kinds):
            end += 1
            if end < len(ordered) and not _DAYS_LISTED_GAP.fullmatch(
                reading.text, ordered[end - 1].span[1], ordered[end].span[0]
            ):
                break
        return end

    dropped: set[int] = set()
    at = 0
    while at < len(ordered):
        end = listed(at, (_DayOf, _Either))
        days, weekdays = ordered[at:end], ordered[end : listed(end, (_Weekday,))]
        if (
            len(days) > 1
            and len(weekdays) == len(days)
            and _WEEKDAYS_BRACKETED_GAP.fullmatch(reading.text, days[-1].span[1], weekdays[0].span[0])
        ):
            for day, weekday in zip(days, weekdays, strict=True):
                day.test = _Both(day.test, weekday.test)
            dropped |= {id(m) for m in weekdays}
        at = max(end, at + 1)
    reading.dates = [m for m in reading.dates if id(m) not in dropped]


_BEFORE_BRACKETED_DAYS = LazyPattern(r"[^,.!?:;()\d\n]{0,12}\(\s*")  # "11월| 마지막 주말(|28": a stretch, then them


def _join_same_days(reading: _Reading) -> None:
    """A weekday (or a relative day) beside a day of the month, or a weekday restating a relative day beside it
    ("내일(금)", "내일인 금요일", "tomorrow (Thursday)"), names one day, which must be both. After a comma a weekday
    is the next of a list ("다음 주 월요일, 수요일")."""
    joined: list[_DateMention] = []
    ranges = {span for span, said in Counter(m.span for m in reading.dates).items() if said > 1}  # "July 20–22"
    ranges |= _weekdays_of_date_ranges(reading)
    for mention in sorted(reading.dates, key=lambda m: m.span):
        last = joined[-1] if joined else None
        gap = reading.text[last.span[1] : mention.span[0]] if last is not None else ""
        kinds = {type(last.test), type(mention.test)} if last is not None else set()
        if (
            last is not None
            and not {last.span, mention.span} & ranges
            and (
                (kinds & {_Weekday, _On, _Days} and kinds & {_DayOf, _Either})
                or (kinds == {_Weekday, _On} and "," not in gap)
                # "내일 8월 14일 목요일": a weekday after a day named twice already names it a third time
                or (
                    isinstance(last.test, _Both)
                    and {type(last.test.first), type(last.test.second)} == {_On, _DayOf}
                    and isinstance(mention.test, _Weekday)
                    and "," not in gap
                )
            )
            and _SAME_DAY_GAP.fullmatch(gap)
            and ("(" not in gap or reading.text.startswith(")", mention.span[1]))  # not "Wednesday (July 20–22)"
        ):
            span = (last.span[0], mention.span[1])
            test = _Both(last.test, mention.test)
            joined[-1] = _DateMention(span, reading.text[span[0] : span[1]], test, last.excepted or mention.excepted)
        elif (
            # "Tuesday next week", "Friday of this week": that weekday of the week said after it; a weekday the
            # week has not ("금요일, 주말": Friday and the weekend) is the one before it in a list
            last is not None
            and isinstance(last.test, _Weekday)
            and isinstance(mention.test, _Range)
            and (mention.test.last - mention.test.first).days < 14  # (on a Sunday "this week" is either of two)
            and last.test.within(mention.test.first, mention.test.last)
            and _WEEK_AFTER_GAP.fullmatch(reading.text, last.span[1], mention.span[0])
        ):
            span = (last.span[0], mention.span[1])
            week = _Both(last.test, mention.test)
            joined[-1] = _DateMention(span, reading.text[span[0] : span[1]], week, last.excepted or mention.excepted)
            # "Wednesday and Friday of the second week": the weekdays listed before it are of that week too
            for later, earlier in itertools.pairwise(reversed(joined)):
                if not (
                    isinstance(earlier.test, _Weekday)
                    and earlier.test.within(mention.test.first, mention.test.last)
                    and _DAYS_LISTED_GAP.fullmatch(reading.text, earlier.span[1], later.span[0])
                ):
                    break
                earlier.test = _Both(earlier.test, mention.test)
        else:
            joined.append(mention)
    # "다음 주 주말", "next week's weekend": the weekend of the week said just before it, not the whole week too
    reading.dates = joined = [
        mention
        for mention, following in itertools.zip_longest(joined, joined[1:])
        if not (
            following is not None
            and isinstance(mention.test, _Range)
            and isinstance(following.test, _Range)
            and mention.test.first <= following.test.first <= following.test.last <= mention.test.last
            and _WEEK_AFTER_GAP.fullmatch(reading.text, mention.span[1], following.span[0])
        )
    ]
    for mention in joined:
        mention.bracketed = reading.text.rfind("(", 0, mention.span[0]) > reading.text.rfind(")", 0, mention.span[0])
    for first, last in itertools.pairwise(joined):
        gap = reading.text[first.span[1] : last.span[0]]
        if isinstance(first.test, _Range) and isinstance(last.test, _Weekday) and not gap.strip():
            continue  # "다음 주 월, 화, 수는": weekdays of the week said, no range from it
        if _DATE_RANGE_GAP.fullmatch(gap) or _OPENING_PART_GAP.fullmatch(gap):
            first.ranged = last.ranged = True
            if isinstance(first.test, _Weekday) and isinstance(last.test, _Weekday) and gap.strip():
                # "Thu–Fri", "Monday through Wednesday": the weekdays from one to the other
                length = (last.test.weekday - first.test.weekday) % 7
                stretch = _Weekdays(frozenset((first.test.weekday + n) % 7 for n in range(length + 1)))
                first.stretch = last.stretch = stretch
    # "셋째 주(15~19일)": a week restated by a range of its days in brackets is those days
    for named, opening, closing in zip(joined, joined[1:], joined[2:], strict=False):
        restated = reading.text[named.span[1] : opening.span[0]].strip() == "("
        if isinstance(named.test, _Range) and restated and opening.ranged and closing.ranged:
            days = [named.test.first + timedelta(days=n) for n in range((named.test.last - named.test.first).days + 1)]
            opens, closes = next(filter(opening.test, days), None), next(filter(closing.test, reversed(days)), None)
            if opens is not None and closes is not None and opens <= closes:
                named.test = _Range(opens, closes)
    # "11월 마지막 주말(28, 29일)": days of the month listed in brackets name the stretch said right before them (a
    # range in them is read with it, above)
    named_by_days = {
        id(stretch)
        for mention in joined
        if mention.bracketed and isinstance(mention.test, _DayOf) and not mention.ranged
        for stretch in joined
        if isinstance(stretch.test, _Range)
        and _BEFORE_BRACKETED_DAYS.fullmatch(reading.text, stretch.span[1], mention.span[0])
    }
    reading.dates = [mention for mention in joined if id(mention) not in named_by_days]


_DAY_ITSELF_AFTER = LazyPattern(rf"\s+(?:{DAY_ITSELF_WORDS.en_exact_pattern})\b", re.I)


def _read_days_itself(reading: _Reading) -> None:
    """ "Three things on Sunday itself": the day kept to itself, without a night run into it from Saturday."""
    for mention in reading.dates:
        mention.itself = bool(_DAY_ITSELF_AFTER.match(reading.text, mention.span[1]))


def _read_nights_past_midnight(reading: _Reading) -> None:
    """ "on call from 1am tonight", "Saturday night at 2am": a night said of a day with a time in its small hours
    speaks of the next day's early hours; the time says when, so the day is the next one and the night no part."""
    nights = [p for p in reading.parts if p.minutes == _PART_MINUTES["night"]]
    if not nights:
        return
    starts = [start for start, _ in _sentences(reading.text)]
    small_hours: dict[int, bool] = {}  # by sentence: whether each time it says opens in the small hours
    for t in reading.times:
        if not t.ending:
            at = bisect_right(starts, t.span[0])
            small_hours[at] = small_hours.get(at, True) and all(minute < _SMALL_HOURS_END for minute in t.minutes)
    by_span = {m.span: m for m in reading.dates}
    by_end = {m.span[1]: m for m in reading.dates}
    for night in nights:
        if not small_hours.get(bisect_right(starts, night.span[0])):
            continue
        before = night.span[0]
        while before > 0 and reading.text[before - 1].isspace():
            before -= 1
        said = by_span.get(night.span) or by_end.get(before)  # "tonight", "Saturday night"
        if said is not None:
            said.test = _Shifted(said.test, 1)
            reading.parts.remove(night)


# "at 7:10 that same morning", "그날 새벽": the morning of a day said before it (the demonstrative, or 그날, is the day)
_SAME_MORNING = LazyPattern(
    r"\b(?P<en>that(?:\s+same)?|the\s+same)\s+(?=morning\b)|(?P<ko>그\s*날|같은\s*날)\s*(?=아침|새벽|오전)", re.I
)


def _read_mornings_after_midnight(reading: _Reading) -> None:
    """ "karaoke goes until 1 am, and your flight is at 7:10 that same morning": after a time said as an end in the
    small hours, that morning is of the day after the one said last, the day the night ran into."""
    said = sorted((m for m in reading.dates if not m.excepted), key=lambda m: m.span)
    ends = [m.span[1] for m in said]
    for match in _SAME_MORNING.finditer(reading.text):  # (the morning of a time said, "그날 아침 7시", is masked)
        if not (last := bisect_right(ends, match.start())):
            continue
        day = said[last - 1]
        past_midnight = any(
            t.ending and day.span[1] <= t.span[0] < match.start() and max(t.minutes) < _SMALL_HOURS_END
            for t in reading.times
        )
        if not past_midnight:
            continue
        test = _Shifted(day.test, 1)
        if match["ko"]:  # 그날, read already as the day said last
            for mention in reading.dates:
                if mention.span == match.span("ko"):
                    mention.test = test
        else:
            reading.dates.append(_DateMention(match.span("en"), match["en"], test))
    reading.dates.sort(key=lambda m: m.span)


def _read_now_said(reading: _Reading) -> None:
    """A time said as the present one ("현재 시각 오후 3시 30분 기준으로", "as of 3:30"): now's, checked against now."""
    for mention in list(reading.times):
        if _NOW_BEFORE.search(reading.text, max(0, mention.span[0] - 20), mention.span[0]):
            reading.times.remove(mention)
            reading.now_said.append(mention)


def _read_zoned_times(reading: _Reading, days: Iterable[date]) -> None:
    """A time said on another zone's clock ("런던 시간 오전 10시, 한국 시간으로는 저녁 7시"): the nearest time in its
    piece, read on the user's clock, by the offsets of any of `days` (today's, the asked ones', the facts': a clock
    change between them gives two readings)."""
    noons = [datetime.combine(day, time(12)) for day in days]
    for said in _ZONE_SAID.finditer(reading.masked):
        place = (said["place"] or said["place2"] or said["abbreviation"]).casefold()
        breaks = [m.end() for m in _PIECE_BREAK.finditer(reading.text, 0, said.start())]
        after = _PIECE_BREAK.search(reading.text, said.end())
        piece = (breaks[-1] if breaks else 0, after.start() if after else len(reading.text))
        beside = [t for t in reading.times if piece[0] <= t.span[0] < piece[1]]
        if not beside:
            continue
        # ("16:40 LAX 출발 → 인천엔 한국 시간으로 월요일(11/2) 밤 10시 40분 도착": a Korean zone said with "시간으로"
        # is of the time after it, however near one before it is)
        following = [t for t in beside if t.span[0] >= said.end()] if said["place"] else []
        nearest = min(following or beside, key=lambda t: _distance(t.span, [said.span()]))
        zone = ZoneInfo(PLACE_ZONES[place])
        shifts = {
            int((other - own).total_seconds()) // 60
            for noon in noons
            if (other := zone.utcoffset(noon)) is not None and (own := reading.tz.utcoffset(noon)) is not None
        }
        # "서울 시간으로 월요일 오전 9시": a day said between the zone and its time is the zone's, the user's a day off
        # when the time read on the user's clock falls on another day
        days_off = {(minute - shift) // (24 * 60) for minute in nearest.minutes for shift in shifts}
        for mention in reading.dates if len(days_off) == 1 else []:
            if said.end() <= mention.span[0] and mention.span[1] <= nearest.span[0]:
                mention.test, mention.own_day = _Shifted(mention.test, next(iter(days_off))), True
        nearest.minutes = frozenset((minute - shift) % (24 * 60) for minute in nearest.minutes for shift in shifts)
        nearest.zoned = any(shifts)


def _read_times(reading: _Reading) -> None:
    # "19:30~다음 날 00:30": a day said from another dates the time after it, as a date does
    dates = sorted([*(m.span for m in reading.dates), *(match.span() for match, _ in reading.days_from)])
    # where the last day of a range of days starts ("Monday through Friday"): the words before it are the range's
    ranged_days = {
        later[0]
        for earlier, later in itertools.pairwise(sorted(m.span for m in reading.dates))
        if (gap := reading.text[earlier[1] : later[0]]).strip() and _DATE_RANGE_GAP.fullmatch(gap)
    }
    # "1. Night shift — until Sat 7:00 AM\n2. Brunch": a list's item number is no time
    reading.mask(match.span() for match in _LIST_NUMBER.finditer(reading.masked))
    halves_said_before: list[tuple[int, int]] = []  # "오후 10:00": the half is the clock's, no part of the day
    for pattern in _TIME_PATTERNS:
        for match in pattern.finditer(reading.masked):
            groups = match.groupdict()
            half = groups.get("half") or ""
            if not half and (meridiem := _KO_HALF_BEFORE.search(reading.masked[: match.start()])):
                half = meridiem[1]
                halves_said_before.append(meridiem.span(1))
            minutes = frozenset(_minutes(groups, half))
            dated = _dated_from(reading, match.start(), dates)
            if dated in ranged_days:
                dated = match.start()  # "Monday through Friday at 9": the "through" is the days', not the time's
            before = reading.text[max(0, dated - _ENDING_REACH) : dated]
            # "until 11" ends what it is said of, as "ending at 11" and "11시까지" do
            ending = bool(
                _ENDING_BEFORE.search(before)
                or _ENDING_AFTER.match(reading.text, match.end())
                or _ENDING_WORD.match(match.group())
                or _DONE_WITH_BEFORE.search(reading.text[max(0, dated - _DONE_REACH) : dated])
                or _DONE_AFTER.match(reading.text, match.end())
            )
            # the word before the time, or the one the time was read with ("until 10", "after 3")
            said = (
                before + reading.text[match.start() : match.end()].split()[0] if match.group()[0].isalpha() else before
            )
            # "도착(5시 35분)부터", "주간 회고(9시)까지": a time in brackets bounds as the words before them do
            closed = _BRACKET_CLOSED.match(reading.text, match.end())
            bracketed = reading.text.rfind("(", 0, match.start()) > reading.text.rfind(")", 0, match.start())
            following = closed.end() if closed and bracketed else match.end()
            bound: Literal["at", "from", "until"] = (
                "until"
                if _UNTIL_BEFORE.search(said)
                or _UNTIL_AFTER.match(reading.text, following)
                or _UNTIL_EVENT_AFTER.match(reading.text, match.end())
                else "from"
                if _FROM_BEFORE.search(said) or _FROM_AFTER.match(reading.text, following)
                else "at"
            )
            text = match.group().strip().rstrip(".")
            # ("standup right after at 9": the time said "at" is itself, "right after" is of what came before it)
            at_itself = bool(_AT_FIRST.match(match.group()))
            near_before = None if at_itself else _APPROXIMATE_BEFORE.search(before)
            if approximate := near_before or _APPROXIMATE_BEFORE.search(said + " "):
                sign = -1 if approximate["side"].casefold() == "before" else 1
                reach = range(1, _APPROXIMATE_REACH + 1)
                minutes = frozenset(m + sign * n for m in minutes for n in reach if 0 <= m + sign * n <= 24 * 60)
                bound = "at"  # "just after midnight" is a moment, not where a denial starts
            elif (rough := _ROUGH_TIME_BEFORE.search(said + " ")) or _ROUGH_TIME_AFTER.match(reading.text, match.end()):
                nearly = rough is not None and bool(rough["nearly"] or rough["ko_nearly"])
                reach = range(-_ROUGH_TIME_REACH, 1 if nearly else _ROUGH_TIME_REACH + 1)
                minutes = frozenset(m + n for m in minutes for n in reach if 0 <= m + n <= 24 * 60)
            mention = _TimeMention(match.span(), text, minutes, ending, bound)
            side = (
                _SIDE_BEFORE.search(said)
                or (None if at_itself else _SIDE_BEFORE.search(before))
                or _SIDE_AFTER.match(reading.text, match.end())
            )
            if side and not approximate:
                mention.side = "before" if side.lastgroup == "before" else "after"
                mention.of_all = bool(_OF_ALL_BEFORE.search(said) or _OF_ALL_BEFORE.search(before))
            mention.inside = bool(_THROUGH_BEFORE.search(before) or _THROUGH_AFTER.match(reading.text, match.end()))
            if (
                _SETTING_OFF_BEFORE.search(reading.text, max(0, dated - _SETTING_OFF_REACH), dated)
                or _SETTING_OFF_AFTER.match(reading.text, match.end())
                or _REMINDER_AT_BEFORE.search(reading.text, max(0, dated - _SETTING_OFF_REACH), dated)
                or _REMINDER_AT_AFTER.match(reading.text, match.end())
                or _MOVED_TO_BEFORE.search(reading.text, max(0, dated - _SETTING_OFF_REACH), dated)
                or _MOVED_TO_AFTER.match(reading.text, match.end())
            ):
                halves_said_before.append(match.span())  # read, so masked, but no claim
            else:
                reading.times.append(mention)
        reading.mask([*(m.span for m in reading.times), *halves_said_before])
    # "10 in the morning", "1 in the morning", "8 at night": a part said right after a clock is the clock's half, no
    # part of the day the event must lie in
    for mention in reading.times:
        if clock_half := _PART_AFTER_A_CLOCK.match(reading.masked, mention.span[1]):
            half = next(name for name, value in clock_half.groupdict().items() if value)
            kept = frozenset(m for m in mention.minutes if _IN_HALF[half](m % (24 * 60)))
            mention.minutes = kept or mention.minutes
            reading.mask([clock_half.span()])
        elif days_half := _PART_AFTER_A_CLOCKS_DAY.match(reading.text, mention.span[1]):
            half = next(name for name, value in days_half.groupdict().items() if value)
            kept = frozenset(m for m in mention.minutes if _IN_HALF[half](m % (24 * 60)))
            if kept:  # (the day stays a date; only the part is the clock's)
                mention.minutes = kept
                reading.mask([days_half.span(half)])
    # "gets in just after midnight, 12:25 AM": a time restating the end said just before it is that end too
    for earlier, restated in itertools.pairwise(sorted(reading.times, key=lambda t: t.span)):
        if (
            earlier.ending
            and restated.bound == "at"
            and _APPOSITION.fullmatch(reading.text, earlier.span[1], restated.span[0])
        ):
            restated.ending = True
    for match in _WORK_SIDE.finditer(reading.masked):
        after = (match["en_side"] or match["ko_side"]).casefold() in ("after", "이후", "후", "뒤")
        hours = ROUTINE_HOURS[(match["en"] or match["ko"]).casefold()]
        minute = (hours[1] if after else hours[0]) * 60
        routine = _TimeMention(match.span(), match.group(), frozenset({minute}), bound="from" if after else "until")
        routine.side = "after" if after else "before"
        reading.times.append(routine)
    reading.times.sort(key=lambda t: t.span)
    _read_ranges(reading)
    # Not blanked: "full day" is also part of "full day off".
    for match in _PARTS_OF_DAY.finditer(reading.text):
        if reading.masked[match.start() : match.end()] == match.group():
            word = next(name for name, value in match.groupdict().items() if value)
            part = _PartMention(match.span(), match.group(), _PART_MINUTES[word])
            # "into Sunday morning": where it ends; "(the only thing that) starts in the afternoon": where it starts
            before = reading.text[max(0, match.start() - 30) : match.start()]
            # "ends at six on Monday morning", "ends at 6 the next morning": the part of the day of the end said
            of_an_end = any(
                (t.ending or t.bound == "until") and _DAY_OF_A_TIME.fullmatch(reading.text, t.span[1], match.start())
                for t in reading.times
            )
            part.edge = (
                "end"
                if _PART_END_BEFORE.search(before) or of_an_end
                else "start"
                if _PART_START_BEFORE.search(before)
                else None
            )
            if part.edge == "end" and word == "morning":  # "runs into tomorrow morning": its small hours are too
                part.minutes = _PART_MINUTES["forenoon"]
            reading.parts.append(part)


def _read_clock_changes(reading: _Reading) -> None:
    """A sentence about the clock change ("the clocks fall back at 2am"): its time nearest those words is the change's,
    so it is checked against the zone's changes, not against the events beside it; but not a time said of an event
    before it in its piece ("Spanish is at 6pm, even after the clocks change") or said to stay ("after the change it's
    still 3pm"). Read once the events are."""
    for start, end in _sentences(reading.text):
        words = [m.span() for m in _CLOCK_CHANGE.finditer(reading.masked, start, end)]
        events = [m.span for m in reading.events if start <= m.span[0] < end and not m.denial]
        # "during your 1–3:30 AM on-call": a range's ends are an event's, not the change's
        in_sentence = [m for m in (reading.times if words else []) if start <= m.span[0] < end]
        said = [m for m in in_sentence if m.bound == "at"]
        # "the clocks skip from 2 (straight) to 3am": a time said to open right after the change words is the wall
        # time it changes at, and the end of its range (or one it is set to, read below) the wall time after it
        for opening, closing in itertools.zip_longest(in_sentence, in_sentence[1:]):
            if opening.bound == "from" and any(0 <= opening.span[0] - e <= _CHANGE_REACH for _, e in words):
                said += [opening, closing] if closing is not None and closing.bound == "until" else [opening]
        said = [m for m in said if not _of_an_event(reading, m, start, words[0][0], events)]
        if said:
            nearest = min(said, key=lambda m: _distance(m.span, words))
            # "오전 2시에 시계가 1시로 돌아가요", "2 AM becomes 1 AM": the wall times before and after, in one piece
            for time_said in said:
                between = (min(time_said.span[0], words[0][0]), max(time_said.span[1], words[0][1]))
                if time_said is nearest or not _PIECE_BREAK.search(reading.masked, *between):
                    reading.times.remove(time_said)
                    reading.clock_changes.append(time_said)
                    set_to = _SET_TO_BEFORE.search(reading.text, 0, time_said.span[0])
                    if set_to or _SET_TO_AFTER.match(reading.text, time_said.span[1]):
                        time_said.bound = "until"  # what the clocks show after the change


def _of_an_event(
    reading: _Reading, time: _TimeMention, start: int, clock_words: int, events: list[tuple[int, int]]
) -> bool:
    """A time in a clock-change sentence (from `start`, the clock words at `clock_words`) said to stay ("still 3pm"), or
    said of an event before it in its piece, on its side of the clock words ("the dentist on the 12th at 8:30am, days
    after"; "the clocks go forward, so you lose an hour before brunch at 11")."""
    if _STAYS_BEFORE.search(reading.masked, max(start, time.span[0] - _STAYS_REACH), time.span[0]):
        return True
    side = range(start, clock_words) if time.span[0] < clock_words else range(clock_words, time.span[0])
    return any(
        at in side and at <= time.span[0] and not _PIECE_BREAK.search(reading.masked, at, time.span[0])
        for _, at in events
    )


def _distance(span: tuple[int, int], spans: list[tuple[int, int]]) -> int:
    """How many characters lie between `span` and the nearest of `spans` (a large number when there are none)."""
    return min((abs(span[0] - other[1]) + abs(other[0] - span[1]) for other in spans), default=10**9)


# "in total two hours", "합쳐서 두 시간", "about 4 hours of meetings", "two hours total": a sum, said beside it
_KO_SUMS = rf"{TOTAL_LENGTH_WORDS.ko_pattern}|{KO_SUM_THEN_WORDS.ko_pattern}"
_SUM_BEFORE = LazyPattern(
    rf"(?:\b(?:{TOTAL_LENGTH_WORDS.en_exact_pattern})\b|(?<![가-힣])(?:{_KO_SUMS})(?![가-힣]))"
    r"[^.!?\n]{0,12}$",
    re.I,
)
_SUM_AFTER = LazyPattern(
    rf"\s*(?:\b(?:{TOTAL_LENGTH_WORDS.en_exact_pattern})\b|(?:이|가)?\s*(?:{TOTAL_LENGTH_WORDS.ko_pattern}))", re.I
)
_KO_TOTAL_ENDS = LazyPattern(
    rf"(?<![가-힣])(?:{_KO_SUMS})$|(?:{TOTAL_LENGTH_WORDS.ko_pattern})$"
)  # "합쳐서 두 시간": no clause ends at the word
_TOTAL_WORD_REACH = 4
# "4 hours of (booked) meetings": what a length is of
_OF_AFTER = LazyPattern(r"\s+of\s+(?:(?:back-to-back|scheduled|booked|your)\s+)?", re.I)
_SUM_REACH = 20
# "you'll be in meetings for 7¼ hours", "on calls for three hours": a length one is in events of a kind, said by a
# plural event word, is their sum, no one event's length
_IN_EVENTS_FOR = LazyPattern(rf"\b(?:in|on)\s+(?:[\w-]+\s+)?(?:{_EN_MEETINGS})(?<=s)\s+(?:for\s+)?$", re.I)
# "an hour of your deep work block left", "1시간 남았어요": what is left of them, in the length's piece
_LENGTH_LEFT = LazyPattern(
    rf"[^.!?\n,;]{{0,40}}?(?:\b(?:{REMAINING_AFTER_WORDS.en_exact_pattern})\b|{REMAINING_AFTER_WORDS.ko_pattern})", re.I
)
_TIMES_BRACKETED = LazyPattern(r"(?:(?<=\d)|(?<=[가-힣]))\s*(?:번|회)\s*\(\s*$|\b(?:\w+\s+times|twice)\s*\(\s*$", re.I)
# A length said bare ("4 hours", "2 hours 45 minutes", "두 시간 반", "45분"): read as a total only beside a total word
_BARE_LENGTH = LazyPattern(
    rf"\b(?P<n>{_DECIMAL}|{alternation(_EN_AMOUNTS)})(?P<half_n>\s+and\s+a\s+half)?\s+(?P<unit>hours?|hrs?|minutes?|mins?)\b"
    r"(?:(?<=[rs])(?<!minutes)(?<!mins)\s+(?:and\s+)?(?P<m>\d{1,2})\s+(?:minutes?|mins?)\b)?"
    rf"|(?P<n2>{_DECIMAL}|{alternation(_KO_HOURS)})\s*시간(?:\s*(?P<half>반)|\s*(?P<m4>\d{{1,2}})\s*분)?"
    r"|(?<!\d)(?<!시간)(?<!시간\s)(?P<minutes>\d{1,3})\s*분",
    re.I,
)


def _said_as_total(said: str, match: re.Match[str], times: Sequence[_TimeMention]) -> bool:
    """Whether a length is said as a sum: a total word beside it, in brackets after how many times ("스탠드업
    4번(1시간)"), or what it is "of" an event word. A total word with a clock time between it and the length says
    what each is ("모두 저녁 8시, 50분": all at 8, each 50 minutes), no sum."""
    before = max(0, match.start() - _SUM_REACH)
    sum_word = _SUM_BEFORE.search(said, before, match.start())
    if sum_word and any(sum_word.start() <= time.span[0] < match.start() for time in times):
        sum_word = None
    if sum_word or _SUM_AFTER.match(said, match.end()) or _TIMES_BRACKETED.search(said, before, match.start()):
        return True
    if _IN_EVENTS_FOR.search(said, before, match.start()):
        return True
    of = _OF_AFTER.match(said, match.end())
    return of is not None and (said.startswith("T", of.end()) or _EVENTS.match(said, of.end()) is not None)


def _total_slack(length: timedelta, slack: timedelta) -> timedelta:
    """A rough total is rounded further than one event's length: to the quarter hour, or a tenth of it when longer
    ("about 3 hours of meetings" of 2:45)."""
    return max(timedelta(minutes=15), length / 10) if slack else slack


def _read_durations(reading: _Reading) -> None:
    # A title, read and blanked already, is still a word a length may qualify ("an 8-hour 'Night shift'")
    chars = list(reading.masked)
    for mention in reading.events:
        chars[mention.span[0]] = "T"
    said = "".join(chars)
    lengths = list(itertools.chain(_EN_DURATION.finditer(said), _KO_DURATION.finditer(said)))
    # a bare length ("총 3시간", "4 hours of meetings") is read only as a total
    lengths += [
        match
        for match in _BARE_LENGTH.finditer(said)
        if not any(m.start() < match.end() and match.start() < m.end() for m in lengths)
        and _said_as_total(said, match, reading.times)
    ]
    for match in lengths:
        length, slack = _length_said(match), _slack(said, match)
        if total := _said_as_total(said, match, reading.times):
            slack = _total_slack(length, slack)
        reading.durations.append(
            _DurationMention(match.span(), match.group().strip(), length, slack=slack, total=total)
        )
        reading.durations[-1].remaining = total and bool(_LENGTH_LEFT.match(said, match.end()))
        if of := _OF_AFTER.match(said, match.end()):
            reading.durations[-1].of = of.end()
    # (a bound on each: its "none" denies nothing)
    for match in _NONE_LONGER_THAN.finditer(said):
        reading.longest_lengths.append(_DurationMention(match.span(), match.group().strip(), _length_said(match)))
    for match in _FREE_LENGTH.finditer(said):
        reading.free_lengths.append(
            _DurationMention(match.span(), match.group().strip(), _length_said(match), slack=_gap_slack(said, match))
        )

    for match in _DAYS_LONG.finditer(said):
        if _KO_DAYS_COUNTED_OVER.match(said, match.end()):
            continue
        amount = next(filter(None, (match[f"n{n}"] for n in ("", 2, 3, 4, 5, 6, 7))), "").casefold()
        days = KO_DAY_COUNTS[match["ko"]] if match["ko"] else int(amount) if amount.isdigit() else EN_NUMBERS[amount]
        reading.durations.append(_DurationMention(match.span(), match.group().strip(), timedelta(days=days), days))
        reading.durations[-1].restates_days = _lists_days_before(reading, match.start())
        reading.durations[-1].weekend = bool(_WEEKEND_AFTER.match(said, match.end()))
    reading.mask(m.span for m in [*reading.durations, *reading.free_lengths, *reading.longest_lengths])


_WEEKEND_AFTER = LazyPattern(r"\s+(?:long\s+)?weekends?\b", re.I)  # "a three-day weekend"
_DAY_COUNT_GAP = LazyPattern(r"[^\S\n]*")  # "27일 토요일 하루", "목, 금 이틀": the days, then how many


def _lists_days_before(reading: _Reading, start: int) -> bool:
    """Whether days are listed right before `start` ("27일 토요일 하루", "목, 금 이틀"), none the end of a range."""
    for mention in sorted(reading.dates, key=lambda m: m.span, reverse=True):
        if mention.span[1] <= start:
            gap = _DAY_COUNT_GAP.fullmatch(reading.text, mention.span[1], start)
            return bool(gap) and not mention.ranged and not mention.excepted
    return False


def _read_lengths_before_events(reading: _Reading) -> None:
    """ "11시부터 한 시간 지현 님 1:1": a Korean length right after the start said is the length of the event after it
    (read once events are: titles said in part are read with them)."""
    starts = {m.span[0] for m in reading.events if not m.denial}
    for match in _KO_DURATION_FROM_START.finditer(reading.masked) if reading.korean else []:
        if match.end() in starts:
            span = (match.start(), match.start("before"))
            length = _length_said(match)
            reading.durations.append(_DurationMention(span, reading.masked[slice(*span)], length, of=match.end()))
            reading.mask([span])


_ROUGH_REACH = 8  # characters before a length where "about", "around" say it is rough
_ROUGH_AFTER_REACH = 6  # and after it, where "쯤", "정도" do


def _gap_slack(said: str, match: re.Match[str], floor: int = 0) -> timedelta:
    """How far a length of free time said as rough ("about seven hours", "almost three hours free", "한 시간쯤 비어")
    may be off: a quarter of an hour either way. `floor`: where the words saying so may start at the earliest."""
    rough = _ROUGH_GAP.search(said, max(floor, match.start() - _ROUGH_REACH), match.end() + _ROUGH_AFTER_REACH)
    return timedelta(minutes=15 if rough else 0)


def _slack(said: str, match: re.Match[str]) -> timedelta:
    """How far a length said as rough ("about seven hours", "두 시간쯤") may be off: ten minutes, or a twentieth of
    it when longer (seven hours said of 7:15)."""
    if not _ROUGHLY.search(said, max(0, match.start() - _ROUGH_REACH), match.end()):
        return timedelta(0)
    return max(timedelta(minutes=10), _length_said(match) / 20)


def _read_clock_change_lengths(reading: _Reading) -> None:
    """ "the clocks go back an hour": the length said beside the clock change, in its piece, is the change's; not one
    with an event said between ("서머타임이 끝나 당직은 9시간": the watch's), nor one said as the time that really
    passes ("서머타임이 끝나서 실제로는 세 시간"), which is the titled event's said before it. Read once the events
    are."""
    for start, end in _sentences(reading.text):
        words = [m.span() for m in _CLOCK_CHANGE.finditer(reading.masked, start, end)]  # not "ten o'clock"
        elapsed = [
            m
            for m in (reading.durations if words else [])
            if start <= m.span[0] < end
            and (
                _ELAPSED_BEFORE.search(reading.text, max(0, m.span[0] - _ELAPSED_REACH), m.span[0])
                or _ELAPSED_AFTER.match(reading.text, m.span[1])
            )
        ]
        for duration in elapsed:
            titled = [e for e in reading.events if start <= e.span[0] < duration.span[0] and e.facts and not e.denial]
            duration.elapsed_of = titled[-1] if titled else None
        for word in words:
            beside = [
                m
                for m in reading.durations
                if start <= m.span[0] < end
                and all(m is not said for said in elapsed)
                and not _PIECE_BREAK.search(reading.text, min(word[1], m.span[1]), max(word[0], m.span[0]))
                and not any(
                    min(word[1], m.span[1]) <= e.span[0] < max(word[0], m.span[0])
                    for e in reading.events
                    if not e.denial and (e.kind != "any" or e.facts is not None)
                )
            ]
            if beside:
                nearest = min(beside, key=lambda m: abs(m.span[0] - word[1]))
                reading.durations.remove(nearest)
                reading.clock_change_lengths.append(nearest)


def _gap_said(match: re.Match[str]) -> timedelta:
    """The length a match of _GAP_LENGTH says."""
    if match["half_hour"]:
        return timedelta(minutes=30)
    if match["ko_minutes"]:
        return timedelta(minutes=int(match["ko_minutes"]))
    if match["ko"]:
        hours = int(match["ko"]) if match["ko"].isdigit() else KO_NATIVE_BEFORE_COUNTERS[match["ko"]]
        return timedelta(hours=hours, minutes=30 if match["ko_half"] else int(match["ko_m"] or 0))
    amount = match["n"].casefold()
    number = int(amount) if amount.isdigit() else 1 if amount in ("a", "an") else EN_NUMBERS[amount]
    minutes = number if match["unit"].casefold().startswith("m") else number * 60
    return timedelta(minutes=minutes + (30 if match["half"] or match["half_after"] else 0))


def _length_said(match: re.Match[str]) -> timedelta:
    """The length a match of _EN_DURATION, _KO_DURATION or _SHARED_LENGTH says."""
    groups = match.groupdict()
    if groups.get("half_hour") or groups.get("half_hour2") or groups.get("minutes"):
        return timedelta(minutes=int(groups.get("minutes") or 30))
    amount = next((groups[n] for n in ("n", "n2", "n3", "n4") if groups.get(n)), "").casefold()
    number = (
        float(amount.translate(_FRACTIONS)) if amount[:1].isdigit() else _EN_AMOUNTS.get(amount) or _KO_HOURS[amount]
    )
    unit = next((groups[u] for u in ("unit", "unit2", "unit3", "unit4") if groups.get(u)), "시간").casefold()
    minutes = number if unit.startswith("m") else number * 60 + int(groups.get("m") or groups.get("m4") or 0)
    halves = ("half", "half_n", "half2", "half3", "half4", "half3_after", "half4_after")
    return timedelta(minutes=minutes + (30 if any(groups.get(h) for h in halves) else 0))


def _read_overlaps(reading: _Reading) -> None:
    """Events said to share time ("the haircut overlaps the swim meet", "두 회의가 겹쳐요"), or denied to, in the
    piece the overlap word is in: a length there is the shared time's, and "only" said of its events is of the
    overlap ("only A and B collide"), not of their kind."""
    negation = _KO_NEGATION if reading.korean else _EN_NEGATION
    for start, end in _sentences(reading.text):
        for word in _OVERLAP.finditer(reading.masked, start, end):
            breaks = [m.end() for m in _PIECE_BREAK.finditer(reading.text, start, word.start())]
            after = _PIECE_BREAK.search(reading.text, word.end(), end)
            piece = (breaks[-1] if breaks else start, after.start() if after else end)
            said = reading.masked[piece[0] : piece[1]]
            if _excepts(said):
                continue  # "nothing overlaps but the haircut": the exception says what does
            negative = bool(
                negation.search(reading.masked, piece[0], piece[1])
                or _KO_NEGATION_BEFORE_VERB.search(reading.masked, piece[0], word.start())
                or _FREE_OF.match(reading.masked, word.end())
            )
            overlap = _OverlapMention(word.span(), negative)
            if counted := _OVERLAPS_COUNTED.search(reading.masked, piece[0], word.start()):
                overlap.count = _COUNT_WORDS.get(counted["number"].casefold()) or int(counted["number"])
            beside = [m for m in reading.durations if piece[0] <= m.span[0] < piece[1]]
            if beside:
                overlap.length = beside[0].length
                reading.durations.remove(beside[0])
            elif shared := _SHARED_LENGTH.search(reading.masked, piece[0], piece[1]):
                overlap.length = _length_said(shared)
            if (
                negative
            ):  # "no overlapping events", "nothing clashes", "겹치는 일정이 없어요": no events denied, but overlaps
                reading.events = [
                    m for m in reading.events if m.facts is not None or not piece[0] <= m.span[0] < piece[1]
                ]
            for mention in reading.events:
                if piece[0] <= mention.span[0] < piece[1] and mention.facts is not None and not mention.reference:
                    overlap.named.append(mention)
                    overlap.only |= mention.only
                    mention.only = False
            reading.overlaps.append(overlap)


def _dated_from(reading: _Reading, position: int, spans: list[tuple[int, int]]) -> int:
    """Where the dates right before `position` begin: "– Sat Jul 18 01:00" ends at 01:00 as "– 01:00" would.
    `spans`: the dates' spans, sorted. Read back from `position`, a date with more than spaces and
    commas after it ends the run: every date before it has that date in between."""
    for start, end in reversed(spans[: bisect_left(spans, (position,))]):
        if reading.text[end:position].strip(" ,"):
            break
        position = start
    return position


def _read_ranges(reading: _Reading) -> None:
    """A range is read as one: its bare first hour ("10–11 AM") or last ("from 10 to 11") is read, each end
    takes the half of the day the other makes certain ("3–4 PM" is 15:00–16:00), and a denial around it
    covers from its start until its end."""
    _read_bare_hour_ranges(reading)
    for start in list(reading.times):
        # ("10pm to 7 tomorrow morning": a clock said whole opens a range as "from" does)
        opened = start.bound == "from" or start.text.casefold().startswith("from") or _WHOLE_CLOCK.search(start.text)
        between = _BETWEEN_BEFORE.search(reading.masked, max(0, start.span[0] - 10), start.span[0])
        found = _RANGE_END.match(reading.masked, start.span[1]) if opened else None
        if between and not found:  # "between 12:30 and 4"
            found = _BETWEEN_END.match(reading.masked, start.span[1])
        if found:
            minutes = frozenset(_minutes({"hour": found["hour"]}, ""))
            reading.times.append(_TimeMention(found.span("hour"), found["hour"], minutes, ending=True))
    for end in list(reading.times):
        if not end.ending:
            continue
        before = reading.masked[max(0, end.span[0] - 20) : end.span[0]]
        if found := _RANGE_START.search(before):
            offset, group = end.span[0] - len(before), "hour" if found["hour"] else "between"
            span = (offset + found.start("half" if found["half"] else group), offset + found.end(group))
            minutes = frozenset(_minutes({"hour": found["hour"] or found["between"]}, found["half"] or ""))
            reading.times.append(_TimeMention(span, reading.text[span[0] : span[1]].strip(), minutes))
    reading.times.sort(key=lambda m: m.span)
    reading.mask(m.span for m in reading.times)
    for first, last in itertools.pairwise(reading.times):
        gap = reading.text[first.span[1] : last.span[0]]
        if not (last.ending and _RANGE_GAP.fullmatch(gap)):
            continue
        opening = reading.text[max(0, first.span[0] - 10) : first.span[0]]
        if "and" in gap.casefold() and not _BETWEEN_BEFORE.search(opening):
            continue  # "at 10 AM and 3 PM": two times, not a range
        last.inside = False  # "from 10:00 through 11:45": the range's end, no moment run across
        if len(first.minutes) == 1 and (later := [m for m in last.minutes if m > min(first.minutes)]):
            last.minutes = frozenset({min(later)})
        # ("10:40–24:00": a range ending on a 24-hour clock starts on one too, as written)
        twenty_four = _TWENTY_FOUR_HOUR.fullmatch(last.text) is not None and _CLOCK.fullmatch(first.text) is not None
        if (
            len(last.minutes) == 1
            and not twenty_four
            and (earlier := [m for m in first.minutes if m < min(last.minutes)])
        ):
            first.minutes = frozenset({max(earlier)})
        first.bound = "from" if first.bound == "at" else first.bound
        last.bound = "until" if last.bound == "at" else last.bound


_WHOLE_CLOCK = LazyPattern(r"\d\s*[ap]\.?m\b|\d:\d\d", re.I)
# "Saturday 8–10", "Hike with Dan 8-11", "the demo runs 2 to 4": two bare hours joined by a dash or "to", said right
# after a day or a title (or what it is or does)
_BARE_HOURS = LazyPattern(
    r"(?<![\w:.$])(?P<first>\d{1,2})\s*(?:[-\u2013\u2014]|\bto\b)\s*(?P<last>\d{1,2})"
    # (not before a word, "2 to 4 hours", "3-4 people", but for the days it is on: "runs 9 to 5 on Wednesday", or
    # the time off it is: "booked 9 to 1 off")
    r"(?![\d:%/]|\.\d|\s*(?:[ap]\.?m\b|시|(?!(?:on|both|each|every|and|then|this|next|off|with|at)\b)[a-z]))",
    re.I,
)
# (a day of the month after a weekday is read after the times: "Thursday the 12th, 10 to 11")
_BESIDE_HOURS = LazyPattern(
    # ("Wednesday the 15th — 8 to 9": set off by a dash too)
    r"[\s,(\u2013\u2014]*(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b[\s,(\u2013\u2014]*)?(?:(?:is|are|runs?|goes|go|lasts?)\s+)?",
    re.I,
)


_WORD_SAID = LazyPattern(r"[\w'&-]+")
_EMPTY_TIME_SAID = LazyPattern(rf"\b(?:{_EN_EMPTY})\b(?:\s+(?:slots?|windows?|time|blocks?|stretch(?:es)?))?:?", re.I)
_HOURS_LISTED_GAP = LazyPattern(r"\s*,?\s*(?:and|or)?\s*", re.I)
_TIME_OFF_AFTER_HOURS = LazyPattern(r"\s+off\b(?!\s+(?:to|with)\b)", re.I)  # "you've booked 9 to 1 off"


def _read_bare_hour_ranges(reading: _Reading) -> None:
    """Two bare hours joined by a dash right after a day or a title ("Hike with Dan Saturday 8–10"): a range of
    clock times, as "8–10 AM" is."""
    # (the event words are read after the times: a word of a kind, "the demo runs 2 to 4", is found here)
    kinds = [m.end() for m in _EVENTS.finditer(reading.masked) if m.lastgroup in ("meeting", "vacation")]
    # ("free 11 to 12", "your open slots are 3-5"): free time said is a time of day too, and its noun with it
    kinds += [m.end() for m in _EMPTY_TIME_SAID.finditer(reading.masked)]
    # ("the SaaS Summit runs 9 to 5" of "SaaS Summit – Day 1": a title said in part is read after the times)
    words = _title_words(reading)
    parts = [m.end() for m in _WORD_SAID.finditer(reading.masked) if m.group().casefold() in words] if words else []
    said = sorted(
        [*(m.span[1] for m in reading.dates), *(m.span[1] for m in reading.events if m.facts), *kinds, *parts]
    )
    listed_after = -1  # where the last range read ends: "11 to 12 and 1 to 2" lists a second
    for match in _BARE_HOURS.finditer(reading.masked):
        at = bisect_right(said, match.start()) - 1
        listed = listed_after >= 0 and _HOURS_LISTED_GAP.fullmatch(reading.masked, listed_after, match.start())
        beside = at >= 0 and _BESIDE_HOURS.fullmatch(reading.masked, said[at], match.start())
        if not (listed or beside or _TIME_OFF_AFTER_HOURS.match(reading.masked, match.end())):
            continue
        if not _BARE_HOURS.fullmatch(reading.text, match.start(), match.end()):
            continue  # "- Tue 3\n- Thu 5": days listed, a day read before between them, no range of hours
        first, last = (frozenset(_minutes({"hour": match[group]}, "")) for group in ("first", "last"))
        reading.times.append(_TimeMention(match.span("first"), match["first"], first, bound="from"))
        reading.times.append(_TimeMention(match.span("last"), match["last"], last, ending=True, bound="until"))
        listed_after = match.end()
        # (read whole here: the readers of a range's bare first or last hour after it find nothing more in it)
        reading.mask([match.span("first"), match.span("last")])


def _minutes(groups: dict[str, str | None], half: str) -> list[int]:
    """The minutes of day a time can mean: a bare "3시", "at 3" or "3:00" is 03:00 or 15:00."""
    if word := (groups.get("word") or groups.get("ko_word") or "").casefold():
        return [12 * 60] if word in ("noon", "midday", "정오") else [0, 24 * 60]
    if (groups.get("direction") or "").casefold() == "to":  # "quarter to ten" is 09:45
        hours = _minutes({**groups, "quarter": None, "direction": None}, half)
        return [(minute - _minute(groups)) % (24 * 60) for minute in hours]
    hour_text = groups["hour"] or "0"
    hour = int(hour_text) if hour_text.isdigit() else _EN_HOURS.get(hour_text.casefold()) or _KO_HOURS[hour_text]
    minute = _minute(groups)
    half = half.casefold().replace(".", "").replace(" ", "")
    if half in ("저녁", "밤") and hour == 12:  # "밤 12시" is midnight, not noon
        return [minute] if minute else [0, 24 * 60]
    if half in ("am", "오전", "아침", "새벽"):
        return [(hour % 12) * 60 + minute]
    if half in ("pm", "오후", "저녁", "밤", "낮"):
        return [(hour % 12 + 12) * 60 + minute]
    if half == "점심":  # lunchtime: 11 and 12 as said, 1 to 5 after noon
        return [(hour if hour >= 11 else hour % 12 + 12) * 60 + minute]
    if hour > 12 or hour == 0 or hour_text.startswith("0"):
        return [hour * 60 + minute]
    return [(hour % 12) * 60 + minute, (hour % 12 + 12) * 60 + minute]


def _minute(groups: dict[str, str | None]) -> int:
    """The minutes past the hour: "30", "반", "삼십", "thirty", "half past"."""
    if groups.get("thirty"):
        return 30
    if quarter := groups.get("quarter"):
        return 30 if quarter.casefold() == "half" else 15
    if word := groups.get("minute_word"):
        return _EN_MINUTES[" ".join(word.casefold().replace("-", " ").split())]
    text = groups.get("minute") or "0"
    if text.isdigit():
        return int(text)
    if "십" not in text:
        return _SINO_DIGITS[text]
    tens, _, ones = text.partition("십")
    return 10 * _SINO_DIGITS.get(tens, 1) + _SINO_DIGITS.get(ones, 0)


_PRECEDENCE: dict[str, int] = {"any": 0, "vacation": 1, "meeting": 2}
# "having the numbers open", "keep the doc open", "with your laptop open": a thing held open, said right before the
# word; no stretch of time (lexicon.HELD_TIME_WORDS: "keep your afternoon open"), and a day said is blanked by now
_THING_HELD_BEFORE = LazyPattern(
    r"\b(?:hav(?:e|ing)|keep(?:ing)?|kept|leav(?:e|ing)|left|with)\s+(?:the|your|a|an|those|these|that|this)\s+"
    rf"(?:[a-z]+\s+)?(?!(?:{HELD_TIME_WORDS.en_pattern})\s)[a-z]+\s+$",
    re.I,
)
# "plenty to clear your inbox", "open your laptop", "to empty the dishwasher": the word as a verb done to a thing
# said right after it (by a possessive, or by an article after "to"); no stretch of time ("clear your afternoon",
# "clear your whole morning")
_THING_ACTED_ON_AFTER = LazyPattern(
    r"\s+(?:up\s+|out\s+)?(?:(?P<possessive>your|my|our|their)|the|an?|some)\s+"
    rf"(?:(?!(?:{HELD_TIME_WORDS.en_pattern})\b)[a-z]+\s+)?(?!(?:{HELD_TIME_WORDS.en_pattern})\b)[a-z]+\b"
    rf"(?!\s+(?:{HELD_TIME_WORDS.en_pattern})\b)",
    re.I,
)
_TO_BEFORE = LazyPattern(r"\bto\s+$", re.I)
_HELD_STATES = HELD_STATE_WORDS.all_words()
_THING_HELD_REACH = 40  # characters: "keeping your quarterly numbers "


def _read_events(reading: _Reading) -> None:
    """Event words; side by side they are one mention ("anything scheduled", "회의 일정", "'sync' meeting")."""
    text = reading.masked
    for match in _EVENTS.finditer(text):
        group = match.lastgroup or "any"
        if (
            group == "any"
            and text.startswith(":", match.end())
            and not _EN_COUNT_BEFORE.search(text, max(0, match.start() - 30), match.start())
        ):
            continue  # a heading ("... 일정:"), as "Your schedule on ...:"; "three things:" counts
        if group == "vacation" and _LEAVES_AS_A_VERB.fullmatch(match.group()) and _GOES_ON.match(text, match.end()):
            continue  # "the train leaves at 8": going, not time off
        if _LUNCHTIME_SAID.match(reading.text, match.start()):
            continue  # a time of day, read as one
        if group == "empty" and _COMPARED_BEFORE.search(text, max(0, match.start() - 8), match.start()):
            continue  # "가장 한가하고", "the most open day": less than other days, not nothing
        if match.group().casefold() in _HELD_STATES and _THING_HELD_BEFORE.search(
            text, max(0, match.start() - _THING_HELD_REACH), match.start()
        ):
            continue  # "worth having the numbers open": a thing kept open (a time said is blanked by now), no time
        if (
            match.group().casefold() in _HELD_STATES
            and (acted_on := _THING_ACTED_ON_AFTER.match(text, match.end()))
            and (acted_on.group("possessive") or _TO_BEFORE.search(text, max(0, match.start() - 4), match.start()))
        ):
            continue  # "time to clear your inbox": a thing cleared, no free time
        # "free", "open", "clear", "nothing", "비어": nothing of any kind, time off included
        kind: Kind = "any" if group == "empty" else group  # type: ignore[assignment]
        reading.events.append(_EventMention(match.span(), match.group(), kind, denial=group == "empty"))
    reading.events.sort(key=lambda m: m.span)
    merged: list[_EventMention] = []
    for mention in reading.events:
        last = merged[-1] if merged else None
        between = reading.text[last.span[1] : mention.span[0]] if last else ""
        # (not across a line break: "**저녁:** 7시 요가\n\n스탠드업은 내일 없어요" ends one line and opens another)
        if last and not (last.denial or mention.denial) and not between.strip() and "\n" not in between:
            kind = max(last.kind, mention.kind, key=_PRECEDENCE.__getitem__)
            facts = (last.facts or ()) + (mention.facts or ()) or None
            span = (last.span[0], mention.span[1])
            merged[-1] = _EventMention(span, reading.text[span[0] : span[1]], kind, facts)
        else:
            merged.append(mention)
    reading.events = merged
    starts = [m.span[0] for m in merged]
    for mention in merged:
        ends = _OVER_AFTER.match(text, mention.span[1])
        mention.over = bool(
            # ("마케팅 싱크는 디자인 리뷰 끝나고": what ends is the event said right before the verb, not the topic)
            (ends and bisect_left(starts, mention.span[1]) == bisect_left(starts, ends.end()))
            # "after the X ends": read in the few characters before it, not the whole text for each mention
            or (
                _ENDS_AFTER.match(text, mention.span[1])
                and _AFTER_BEFORE.search(text, max(0, mention.span[0] - _AFTER_REACH), mention.span[0])
            )
        )
    questions = [
        (max([start, *(m.end() for m in _QUESTION_AFTER_DASH.finditer(text, start, end))]), end)
        for start, end in _sentences(text)
        if _QUESTION_END.search(text, start, end)
    ]
    for mention in merged:
        mention.supposed = mention.facts is None and bool(
            _SUPPOSED_AFTER.match(text, mention.span[1])
            or _SET_ASIDE_AFTER.match(text, mention.span[1])
            or _ADVISED_BEFORE.search(text, max(0, mention.span[0] - _SUPPOSED_REACH), mention.span[0])
            or _MEAL_TAKEN_AFTER.match(text, mention.span[1])
            or any(start <= mention.span[0] < end for start, end in questions)
            or _SUPPOSED_BEFORE.search(text, max(0, mention.span[0] - _SUPPOSED_REACH), mention.span[0])
            or _FREE_FOR_BEFORE.search(text, max(0, mention.span[0] - _SUPPOSED_REACH), mention.span[0])
            or (
                mention.kind == "any"
                and (
                    _MADE_BEFORE.search(text, max(0, mention.span[0] - _SUPPOSED_REACH), mention.span[0])
                    or _OFFERED_AFTER.match(text, mention.span[1])
                    or _GOT_DONE_AFTER.match(text, mention.span[1])
                    # "you can plan whatever you like": a word of no kind right after a subject or a modal is a verb
                    or _A_VERB_BEFORE.search(text, max(0, mention.span[0] - _VERB_REACH), mention.span[0])
                    or (reading.korean and _KO_HANDLED_AFTER.match(text, mention.span[1]))
                )
            )
        )
    for mention, following in itertools.zip_longest(merged, merged[1:]):
        if not mention.denial:
            _read_count(reading, mention, following.span[0] if following else len(text))
        elif found := _EN_ONLY_BEFORE.search(text, max(0, mention.span[0] - 30), mention.span[0]):
            mention.only = found["only"].casefold() == "only"  # "your only free slot": no other free time
    _read_ends_said_over(reading)
    _read_leaving_work(reading)
    _read_stretches_between(reading)
    _read_bare_counts(reading)
    counted = [m for m in merged if m.series is not None]
    title_words = {word for title in reading.title_facts for word in title.split()}
    for match in _SERIES.finditer(reading.masked):
        # "five one-off events": what is counted, not what an event is said to be
        if any(match.end() <= m.span[0] and not text[match.end() : m.span[0]].strip() for m in counted):
            continue
        # "정기검진" of "치과 정기검진": the start of a title's word, which names the title, not a series
        if not any(word != match.group() and text.startswith(word, match.start()) for word in title_words):
            reading.series.append((match.span(), match.lastgroup == "series"))
    _read_invented_titles(reading)  # first: a title said in part is a title to the readers after it
    _read_only_counts(reading)
    _read_title_words(reading)
    _read_ends_said_before_times(reading)  # after: "PT 끝나는 6시" of "PT (강남)" is a title's word
    _read_another_of_it(reading)
    _read_title_counts(reading)
    _read_topic_counts(reading, reading.events)
    _read_counts_of_lists(reading, reading.events)
    _read_counts_of_them(reading)
    for mention in reading.events:  # "Dinner with Tom and Alice": someone beside a title's person said with it
        with_them = _WITH_BEFORE.search(reading.text, max(0, mention.span[0] - 6), mention.span[0]) is not None
        # "the call with your mum" of "Call with Mum": a generic event word said with a title's person is that title
        said_with = _EVENT_SAID_WITH.search(reading.text, 0, mention.span[0]) if mention.person else None
        for event in reading.events if said_with is not None else []:
            generic = event.facts is None and event.text.casefold() in _GENERIC_EVENTS
            if generic and said_with is not None and event.span[1] == said_with.start():
                event.facts = mention.facts
        if mention.person and with_them:
            _someone_added(reading, mention)
        elif with_them and mention.facts is not None and mention.text[:1].isupper():
            mention.person = True  # "lunch with Ava" of "Interview: Ava Lindqvist": said as who is there
    _read_only_titles(reading)
    for match in _WITH_SOMEONE.finditer(text):
        if not _with_a_plan_said_absent(reading, match.start()):
            _attendee(reading, match.group(1), match.end())
    for match in _ABBREVIATED_NAME.finditer(reading.text):
        _attendee(reading, match["name"], match.end())
    _read_places(reading)
    _read_people_before_titles(reading)
    # someone said to join ("Sarah is joining you", "팀장님과 디자이너 두 분이 함께 참석해요"): an attendee
    for match in _JOINS.finditer(text):
        for name in (match["en"], match["ko"], match["ko2"]):
            if name:
                _attendee(reading, name, match.end())
    for match in _KO_TOGETHER_WITH.finditer(text):  # "아빠랑 함께예요": someone with the user, not another event
        if not _EVENTS.search(match["name"]):
            _attendee(reading, match["name"], match.end())
    for match in _HOST.finditer(reading.text):  # a home in Latin letters is as a title says it: "Party at Tom's"
        _attendee(reading, match["hangul"] or f"{match['latin'] or match['en']}'s", match.end())
    for match in _KO_HONOURED_WITH.finditer(text):  # "최지우 님이랑 먹어요": someone with the user
        _attendee(reading, match["name"], match.end())
    for match in _KO_SURNAMED.finditer(reading.text):  # "진료는 박 선생님이에요" of "김 선생님 진료"
        if _other_surname(reading, match["surname"], match["name"]):
            reading.problems.append(f"attendee {match['surname']} {match['name']}님")
    for mention in reading.events:  # "송별회 전까지 비어 있어요": the event bounds the denial, it is not denied
        mention.over = mention.over or bool(not mention.denial and _UNTIL_THE_EVENT.match(text, mention.span[1]))
        # "휴가 전 월·화·수", "휴가 전에 출근하는 날은 월~수": the days said before time off are not its days
        mention.over = mention.over or bool(
            reading.korean
            and mention.kind == "vacation"
            and not mention.denial
            and _KO_BEFORE_IT.match(text, mention.span[1])
        )
        mention.frame = not mention.denial and bool(
            _KO_DURING_AFTER.match(text, mention.span[1])
            or (mention.kind == "vacation" and _KO_DAY_OF_IT_AFTER.match(text, mention.span[1]))
            or _DURING_BEFORE.search(text, max(0, mention.span[0] - _BOUND_REACH), mention.span[0])
        )
        # ("반차 시간(2시~6시) 중엔 3시 치과": the times in brackets after what others are said within are its own;
        # so are those after an event counted, naming no other: "근무 두 번(아침 7시까지, 밤 10시부터)에 은행이랑 요가")
        opened = _BRACKET_OPENED.match(text, mention.span[1]) if mention.frame else None
        if not (opened or mention.denial) and (after_count := _KO_COUNTED_BRACKET.match(text, mention.span[1])):
            closed = text.find(")", after_count.end())
            if closed > 0 and not any(after_count.end() <= m.span[0] < closed for m in reading.events):
                opened = after_count
        if opened:
            closed = text.find(")", opened.end())
            for said in reading.times if closed > 0 else []:
                said.of = said.of or (mention if opened.end() <= said.span[0] < closed else None)
        # "Besides the standups, four things", "주간 팀 회의 빼고 네 개": what a count beside it leaves out
        mention.excepted = bool(
            _EXCEPTED_BEFORE.search(text, max(0, mention.span[0] - _EXCEPTED_REACH), mention.span[0])
            or _EXCEPTED_AFTER.match(text, mention.span[1])
        )
    skips = _read_skipped(reading)
    # "No guitar lesson Thursday - it's been cancelled": the reason an event said absent is not there, of a plan the
    # window holds none of or a series (whose absence that day is checked as a denial)
    absent = [
        m.span[0]
        for m in reading.events
        if m.kind != "any" and set(m.facts or ()) <= reading.series_facts and _said_absent(reading, m)
    ]
    offers = _offers(text)
    for match in _CHANGES.finditer(text):
        sentence = next((s, e) for s, e in _sentences(text) if s <= match.start() < e)
        # (a change offered, "옮겨 드릴까요?", "want me to cancel it?", is none made)
        if any(sentence[0] <= at < sentence[1] for at in absent) or any(s <= match.start() < e for s, e in offers):
            continue
        # "오늘 PT는 취소돼서 없어요": a change given as why a plan the answer names by no stored event is not there
        # is that plan's absence (a stored one said so, "회의는 취소돼서 없어요", is read and checked as above)
        if (
            reading.korean
            and _KO_ABSENT_AFTER.match(text, match.end())
            and not any(sentence[0] <= m.span[0] < match.start() and m.facts for m in reading.events)
        ):
            continue
        if match.start() not in skips:  # a series' occurrence said not to take place is checked as a denial
            reading.problems.append(f"change {match.group()!r} (the context holds no cancellations or moves)")


_PEOPLE = PEOPLE_WORDS.all_words()
_WORD_BEFORE = LazyPattern(r"(?<![\w'-])([\w'-]+)\s+$")
_WORD_REACH = 40  # characters: a word and the spaces after it
_KO_OF = LazyPattern(r"(?<=[가-힣])의$")  # "엄마의 생신": whose it is


# What opens the list of events a range holds right after it: a bracket, a colon, a dash or "with" ("from 9 until
# 11:30 (standup, the interview, then the review)"); in Korean the list itself, its events joined by commas or
# particles alone ("1시부터 4시까지 온보딩, 줌 미팅, 1:1이 이어져요")
_LIST_OF_A_RANGE = LazyPattern(r"[^\S\n]*(?:[(:\u2013\u2014]|-\s|with\b)", re.I)
_KO_RANGE_LISTED = LazyPattern(r"[^\S\n]*(?:까지|까진)?[^\S\n]*")
_KO_LISTED_GAP = LazyPattern(rf"\s*(?:[·/]|{_KO_AND.pattern})\s*")


def _read_ranges_of_lists(reading: _Reading) -> None:
    """Titled events listed right after a range, in a sentence saying no other time, fill it together ("back to
    back from 9 until 11:30 (standup, the interview, then the review)"): its start is the first one's, its end the
    last one's end, not the times of the one said nearest."""
    titled = [m for m in reading.events if m.facts is not None and not (m.negative or m.denial)]
    sentences = _sentences(reading.text)
    for start, end in itertools.pairwise(reading.times):
        if start.bound != "from" or end.bound != "until" or not end.ending:
            continue
        first, last = next((s, e) for s, e in sentences if s <= end.span[0] < e)
        if any(t not in (start, end) and first <= t.span[0] < last for t in reading.times):
            continue  # the events listed have times of their own
        after = [m for m in titled if end.span[1] <= m.span[0] < last]
        if opened := _LIST_OF_A_RANGE.match(reading.text, end.span[1]):
            closed = reading.text.find(")", opened.end()) if opened.group().strip() == "(" else -1
            listed = [m for m in after if closed < 0 or m.span[0] < closed]
        elif reading.korean and after and _KO_RANGE_LISTED.fullmatch(reading.text, end.span[1], after[0].span[0]):
            listed = after[:1]
            for mention in after[1:]:
                if not _KO_LISTED_GAP.fullmatch(reading.text, listed[-1].span[1], mention.span[0]):
                    break
                listed.append(mention)
        else:
            continue
        if len(listed) > 1:
            start.ending, start.of = False, start.of or listed[0]
            end.ends = end.ends or listed[-1]


def _read_people_before_titles(reading: _Reading) -> None:
    """Someone said right before a title or the words of it ("아빠 생신 점심" of "엄마 생신 점심", "누나 생일 저녁"
    of "동생 생일 저녁", "Dad's birthday lunch"): a person (lexicon.PEOPLE_WORDS) the title does not have makes it
    another event, whoever else it shares its words with."""
    any_title = frozenset().union(*map(_people_words, reading.title_facts))
    for mention in reading.events:
        if mention.facts is None:
            continue
        start = mention.span[0]
        while (previous := _WORD_BEFORE.search(reading.masked, max(0, start - _WORD_REACH), start)) and previous.group(
            1
        ).casefold() in any_title:
            start = previous.start(1)
        if previous is None or reading.text[previous.end(1) : start].strip():
            continue  # nothing said right before it, or something read between
        said = previous.group(1).casefold()
        person = _KO_OF.sub("", said) if _HANGUL.search(said) else said.removesuffix("'s")
        if person not in _PEOPLE or _NAME_AFTER_ROLE.match(reading.text, previous.start(1)):
            continue  # ("your friend Ellie": who Ellie is, not someone else at her event)
        facts = set(mention.facts)
        words = frozenset().union(
            *(_people_words(title) for title, of in reading.title_facts.items() if not facts.isdisjoint(of))
        )
        same = {english for word in words for english in _ENGLISH_OF.get(word, ())}
        if not _renders_title_word(person, words) and not same & set(_ENGLISH_OF.get(person, ())):
            reading.problems.append(f"attendee {previous.group(1)!r}")


_DAY_BESIDE_TIME = LazyPattern(r"\s*(?:(?:on|at)\s+)?(?:the\s+)?", re.I)  # "3 AM on Saturday", "Saturday at 3 AM"
_RANGE_JOIN = LazyPattern(r"\s*(?:-|–|—|~|to|until|till)\s*", re.I)  # "10pm–6am", "10pm to 6am"
# "오후엔 정상 근무예요", "you're working Monday": at work then, so not on time off (checks._at_work_checked)
# (not a kind of day: "five of them working days" counts weekdays)
_AT_WORK = LazyPattern(rf"\b(?:{AT_WORK_WORDS.en_exact_pattern})\b(?!\s+days?\b)|{AT_WORK_WORDS.ko_pattern}", re.I)
# "only working the morning", "오전 근무": the part of the day one is at work, no event's (a search ending at the part)
_AT_WORK_PART = LazyPattern(
    rf"\b(?:{AT_WORK_WORDS.en_exact_pattern})\s+(?:(?:in\s+)?the\s+)?$|(?:{AT_WORK_WORDS.ko_pattern})\S*\s*$", re.I
)
_AT_WORK_NEGATED = LazyPattern(
    rf"\b(?:not|n't)\s+(?:{AT_WORK_WORDS.en_exact_pattern})\b|(?:{AT_WORK_WORDS.ko_pattern})\S*\s*(?:안|않|못)", re.I
)


# Said not to be there at all: "no standup", "don't have a standup", "스탠드업은 없어요"; not said not to take place
# ("the team meeting won't happen", "isn't until 3"), which tells of a plan the context would hold
_ABSENT_BEFORE = LazyPattern(
    r"\b(?:no|(?:do|does)(?:n't|\s+not)\s+have(?:\s+(?:a|an|any|your))?)\s+(?:[\w'-]+\s+){0,2}$", re.I
)
_ABSENT_REACH = 40
# ("상담 같은 것도 안 잡혀 있어요": not booked, as "없어요" says)
_KO_ABSENT_AFTER = LazyPattern(r"[^.!?\n]{0,12}?(?:없|안\s*(?:잡혀|잡혔|잡힌|들어\s*있))")


# ("the gym with Tom is skipped this Sunday", "테니스는 이번 주 쉬어요": said not to take place, in its clause)
_NOT_TAKING_PLACE_AFTER = LazyPattern(
    rf"[^.!?\n,;:]{{0,40}}?(?:\b(?:{NOT_TAKING_PLACE_WORDS.en_exact_pattern})\b|{NOT_TAKING_PLACE_WORDS.ko_pattern})",
    re.I,
)


def _with_a_plan_said_absent(reading: _Reading, at: int) -> bool:
    """Whether someone said "with" at `at` is with a plan the window holds none of, said not to take place ("no gym
    with Tom this Sunday", "the gym with Tom is skipped"): said absent with it, no one at any event."""
    return any(
        m.facts is None and not reading.masked[m.span[1] : at].strip() and _said_absent(reading, m)
        for m in reading.events
        if m.span[1] <= at
    )


def _said_absent(reading: _Reading, mention: _EventMention) -> bool:
    start, end = mention.span
    if _NOT_TAKING_PLACE_AFTER.match(reading.text, end):
        return True
    if reading.korean:
        return bool(_KO_ABSENT_AFTER.match(reading.text, end))
    return bool(_ABSENT_BEFORE.search(reading.text, max(0, start - _ABSENT_REACH), start))


def _read_skipped(reading: _Reading) -> set[int]:
    """A series title said not to take place ("the 22nd's class is cancelled", "수요일 수업은 빠졌어요"): one of
    its occurrences denied (checks._skips_checked). Where each such word starts."""
    skips = set()
    dates = sorted(m.span for m in reading.dates)
    for mention in reading.events:
        said_until = mention.span[1]  # past the days said right after it: "the lessons on the 5th are cancelled"
        for start, end in dates[bisect_left(dates, (said_until,)) :]:
            if not _SKIPPED_DAYS_GAP.fullmatch(reading.text, said_until, start):
                break
            said_until = end
        found = _SKIPPED_AFTER.match(reading.masked, said_until) or _SERIES_OFF_AFTER.match(reading.masked, said_until)
        # ("Wednesday's shift is off" of a night shift series and a one-off cover shift: only a series skips; the
        # day said must then hold none of either, checks._skips_checked)
        if found and mention.facts and set(mention.facts) & reading.series_facts:
            mention.skipped = True
            sentence_end = next(end for start, end in _sentences(reading.text) if start <= found.end() <= end)
            mention.skipped_while_away = bool(_WHILE_AWAY.search(reading.text, found.end(), sentence_end))
            skips.add(found.start("word") if found["word"] else found.start("ko"))
        # (said in the plural, "two of the usual Friday lessons are skipped", of a series' occurrences, stored or not)
        elif found and mention.facts and not mention.negative and not _PLURAL_WORD.search(mention.text):
            # "Mia's wedding is skipped this Sunday", "결혼식은 이번 주 쉬어요": a plan held once, which the window
            # holds, takes place; only a series skips an occurrence
            reading.problems.append(f"{mention.text!r} is said not to take place, and does")
    return skips


_BROAD_TITLE_WORDS = BROAD_TITLE_WORDS.all_words()
_TITLE_WORD = LazyPattern(r"[^\W\d_][\w'-]*")
_HYPHENATED = LazyPattern(r"(?<![\w'-])[^\W\d_]+-$")  # the first part of "on-call", "pre-call"
_AIRPORT_CODE = LazyPattern(r"(?<![\w'-])[A-Z]{3}(?![\w'-])")  # "ORD to SAN"
_ACRONYM = LazyPattern(r"(?<![\w'-])[A-Z]{2}(?![\w'-])")  # "헬스 PT": a word of the title said alone ("PT는")


_KO_COMPOUND_HEAD = LazyPattern(r"(?<=^[가-힣]{2})[가-힣]{2}$")  # the head noun of a four-syllable compound


def _korean_forms(word: str) -> set[str]:
    """A Korean title word as written, where the ending is its own ("정형외과"), without the particle it may end
    in ("엄마랑" of "엄마랑 브런치"), and a four-syllable compound's head, its last two syllables ("교회" of
    "한인교회")."""
    bare = _KO_WITH.sub("", word)
    return {word, bare, *_KO_COMPOUND_HEAD.findall(bare)}


def _title_words(reading: _Reading) -> dict[str, tuple[int, ...]]:
    """The words that name a context title said alone, in either language, each with the facts of the titles
    it is a word of: not a generic word, an event word (read as one already), a part of the day or a word too
    broad to name one (lexicon.BROAD_TITLE_WORDS)."""
    named: dict[str, list[int]] = {}
    for title, facts in reading.title_facts.items():
        forms = (
            _korean_forms(form) if _HANGUL.search(form := said.removesuffix("'s")) else {form}
            for said in _TITLE_WORD.findall(title)
        )
        for word in itertools.chain.from_iterable(forms):
            if (
                (len(word) < (2 if _HANGUL.search(word) else 3) and word not in reading.acronyms)
                or word in _GENERIC_QUALIFIERS
                or word in _GENERIC_EVENTS
                or word in _BROAD_TITLE_WORDS
                or _EVENTS.fullmatch(word)
                or _PARTS_OF_DAY.fullmatch(word)
            ):
                continue
            # "the train" of "TGV Paris to Lyon": a title word names it, and so does the broader word it is of
            broader = (broad for broad, narrower in NARROWER_TITLE_WORDS.items() if word.casefold() in narrower)
            for said in (word, *TITLE_WORD_TRANSLATIONS.get(word, ()), *_ENGLISH_OF.get(word, ()), *broader):
                if said not in _BROAD_TITLE_WORDS and not _EVENTS.fullmatch(said) and not _PARTS_OF_DAY.fullmatch(said):
                    named.setdefault(said, []).extend(facts)
    return {word: tuple(dict.fromkeys(facts)) for word, facts in named.items()}


# A Korean title's word honouring the one before it: "님", "씨", joined or not to the rest ("박지영 님과 점심")
_KO_HONORIFIC_WORD = LazyPattern(r"(?:님|씨)(?:과|와|이랑|랑|하고)?")
_KO_ROLE = LazyPattern(rf"(?:{PERSON_ROLE_WORDS.ko_pattern})(?:님)?(?:과|와|이랑|랑|하고)?")


def _korean_people(title: str) -> list[str]:
    """The people a Korean title names by their honorific or their role at work: the name before "님" or "씨" ("박지영
    님과 점심"), and the role with the name before it ("예산 검토 (이정훈 과장)": 이정훈, 과장)."""
    words = [stripped for word in title.split() if (stripped := word.strip(_TITLE_PUNCTUATION))]
    people = []
    for before, word in itertools.pairwise(["", *words]):
        if _KO_ROLE.fullmatch(word):
            people.append(_KO_WITH.sub("", word).removesuffix("님"))
        elif not _KO_HONORIFIC_WORD.fullmatch(word):
            continue
        if len(before) > 1 and _HANGUL_WORD.fullmatch(before):
            people.append(before)
    return people


def _loanwords_said(text: str, words: dict[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
    """The English title words a Korean answer spells in Hangul ("파크런은" of "Parkrun", "선데이 로스트" of "Sunday
    roast"), each by the beginning of a Hangul word that spells it."""
    english = [word for word in words if word.isascii()]
    said: dict[str, tuple[int, ...]] = {}
    for run in set(_HANGUL_WORD.findall(text)) if english else ():
        if spelled := _spelled_in_hangul(run, english):
            said[spelled[0]] = words[spelled[1]]
    return said


def _spelled_in_hangul(word: str, english: Iterable[str]) -> tuple[str, str] | None:
    """The longest beginning of a Hangul word that spells one of these English words as a loanword, with that word:
    what follows it is a particle or a suffix ("오스틴행", bound for Austin)."""
    for stem in (word[:length] for length in range(len(word), 1, -1)):
        if meant := next((said for said in english if sounds_like(stem, said)), None):
            return stem, meant
    return None


def _read_title_words(reading: _Reading) -> None:
    """A word of a context title said with no event word ("Piano is on Thursdays", "배포는 금요일 밤"): a mention
    of that title's facts, so its days and times are checked against them. Words right before an event word
    qualify it (`_read_invented_titles`); side by side ("board prep") they are one mention."""
    words = _title_words(reading)
    if not words:
        return
    if reading.korean:
        words |= _loanwords_said(reading.masked, words)
    korean = alternation(word for word in words if _HANGUL.search(word))
    english = alternation(word for word in words if not _HANGUL.search(word))
    pattern = "|".join(
        ([rf"(?<![\w'-])(?:{english})(?:s|'s)?(?![A-Za-z0-9_'-])"] if english else [])
        + ([rf"(?<![가-힣])(?:{korean})"] if korean else [])
    )
    taken = sorted(m.span for m in reading.events)
    # the people titles have: "Theatre with Tom", "김 팀장님과 점심"
    people = {
        word.casefold().removesuffix("'s")
        for title in reading.title_facts
        for word in [
            # (up to where the title puts it: "Drinks with Ciarán at The Stag's Head" has no one called "head")
            *(w for said in _WITH_IN_TITLE.split(title)[1:] for w in _TITLE_PLACE_AFTER.split(said, 1)[0].split()),
            # someone honoured and joined to the rest ("팀장님과 점심"), not a word ending so ("정형외과 진료")
            *(_KO_WITH.sub("", w) for w in title.split()[:-1] if re.search(r"님(?:과|와|이랑|하고)$", w)),
            *_korean_people(title),
        ]
    }
    found: list[_EventMention] = []
    for match in re.finditer(pattern, reading.masked, re.I):
        key = match.group().casefold()
        key = key if key in words else key.removesuffix("'s") if key.removesuffix("'s") in words else key[:-1]
        facts = words.get(key)
        at = bisect_left(taken, (match.end(),))
        if (
            facts is None
            or any(start < match.end() and match.start() < end for start, end in taken[max(0, at - 1) : at + 1])
            or (at < len(taken) and not reading.masked[match.end() : taken[at][0]].strip())  # qualifies an event word
            or _AROUND_TIME_OFF.match(reading.masked, match.start())  # "복귀 후 화~금" of "복귀 후 팀 싱크": the return
        ):
            continue
        last = found[-1] if found else None
        if last and not reading.masked[last.span[1] : match.start()].strip() and set(last.facts or ()) & set(facts):
            span = (last.span[0], match.end())
            shared = tuple(i for i in last.facts or () if i in facts)
            # ("이정훈 과장" of "예산 검토 (이정훈 과장)", "최민지 팀장님": a name and its role are someone still)
            person = last.person and key.removesuffix("님") in people
            found[-1] = _EventMention(span, reading.text[span[0] : span[1]], "meeting", shared, person=person)
        else:
            found.append(_EventMention(match.span(), match.group(), "meeting", facts))
            found[-1].person = key.removesuffix("'s") in people
    # "the holiday market" of "Holiday market with the kids": a time-off word said right before a title's word, as the
    # title has them, is the title's, no time off
    by_end = {m.span[1]: m for m in reading.events if m.facts is None and m.kind == "vacation"}
    for mention in found:
        word = by_end.get(len(reading.masked[: mention.span[0]].rstrip()))
        titles = [title for title, facts in reading.title_facts.items() if set(facts) & set(mention.facts or ())]
        if word and any(_normal(f"{word.text} {mention.text}") in title for title in titles):
            reading.events.remove(word)
            mention.span = (word.span[0], mention.span[1])
            mention.text = reading.text[mention.span[0] : mention.span[1]]
    reading.events = sorted([*reading.events, *found], key=lambda m: m.span)
    starts = [m.span[0] for m in reading.events]
    for mention in found:  # "PT가 세 번": counted as a title is
        following = bisect_right(starts, mention.span[0])
        _read_count(reading, mention, starts[following] if following < len(starts) else len(reading.masked))


def _read_bounding_events(reading: _Reading, spans: Sequence[_Span], asked: date) -> None:
    """A titled event said as a bound of a denial in its sentence ("free after board prep until physio", "open until
    the dinner", "between Parkrun and dinner", "회의 끝난 뒤로 비어 있어요") is a time: from its end, until its start,
    on its days. It is over (a reference, not stated where the denial speaks); a time said beside it bounds instead."""
    text = reading.text
    for start, end in _sentences(text):
        mentions = [m for m in reading.events if start <= m.span[0] < end]
        negated = _KO_NEGATION if reading.korean else _EN_NEGATION
        denies = any(m.denial for m in mentions) or negated.search(reading.masked, start, end)
        # "three meetings before lunch", "점심 전에는 스크럼이랑 워크숍 두 개": a count, of a kind or of titles, is
        # bounded so too, by "before" or "after" an event, and so is "only" ("반차 중엔 치과만")
        counts = any(m.count is not None or m.only for m in mentions)
        if denies or counts:  # "Before that, just a call at 11"
            _read_before_that(reading, spans, start, end)
        if not denies and counts:  # "After that, the only thing left is"
            _read_after_that(reading, spans, start, end, side="after")
        if not denies and not counts:
            continue
        if denies:
            _read_after_that(reading, spans, start, end)
            # "점심 1시에 끝나고 2시까지 비어": the end said opens the stretch denied after it
            for said_end in (t for t in reading.times if start <= t.span[0] < end and t.ending and t.bound == "at"):
                if reading.korean and _KO_ENDED_THEN.match(text, said_end.span[1]):
                    said_end.bound = "from"
        for mention in mentions:
            before = text[max(start, mention.span[0] - _BOUND_REACH) : mention.span[0]]
            if not denies:  # "three meetings after your focus block": a count's bound may name the event in other words
                before = _QUALIFIED_EVENT_BEFORE.sub(r"\1 ", before)
            # "during your vacation", "휴가 중엔", "휴가 동안에는": the denial holds while the event is (a Korean one
            # with an event excepted, "휴가 중엔 치과 말고", is read over its clause's days as before)
            during = _DURING_BEFORE.search(before) or (
                reading.korean
                and _KO_DURING_AFTER.match(text, mention.span[1])
                and not any(m.excepted for m in mentions)
            )
            # ("반차 시간엔 치과 하나만": a count too is of what lies within it)
            if not mention.denial and mention.kind != "any" and during:
                # the facts it names; an untitled "vacation" names the time off
                named = mention.facts or _facts_of_kind(spans, mention.kind)
                _read_during(reading, mention, [spans[i] for i in named if i < len(spans)], counting=not denies)
                continue
            # an untitled time off ("휴가 전에", "before your vacation") names the context's; a meal said as eaten
            # ("점심 먹고"), the calendar's meal of its word
            named = mention.facts or (
                _facts_of_kind(spans, "vacation")
                if mention.kind == "vacation"
                else _titles_with_compound(reading, mention.text)
                if reading.korean and _MEAL_EATEN_AFTER.match(text, mention.span[1])
                else ()
            )
            if mention.denial or not named or mention.kind == "any":
                continue
            side = _SIDE_OF_EVENT_BEFORE.search(before)
            # "휴가 전에 회의 두 개": a side said after it
            korean_bound = _korean_bound(reading, mentions, mention, counting=not denies)
            if not denies and not side and korean_bound is None:
                continue
            bound: Literal["from", "until"] | None = (
                "from"
                if _BOUNDED_FROM_BEFORE.search(before)
                or _BOUNDED_FROM_BEFORE.search(text, max(start, mention.span[0] - _BOUNDING_REACH), mention.span[0])
                or korean_bound == "from"
                # "once your focus time ends": from its end
                or (_AFTER_BEFORE.search(before) and _ENDS_AFTER.match(text, mention.span[1]))
                # "요가 전까지" with a time before it is read with that time (_UNTIL_EVENT_AFTER)
                else "until"
                if _BOUNDED_UNTIL_BEFORE.search(before)
                or korean_bound == "until"
                # ("free before your 5:40 flight back": through the time said before it)
                or (denies and _UNTIL_ITS_TIME_BEFORE.search(_time_blanked(reading, before, mention.span[0])))
                else None
            )
            if bound is None or (
                bound == "until"
                and before.rstrip().casefold().endswith(("and", "and the", "and your"))
                and not any(t.bound == "from" and t.span[1] < mention.span[0] for t in reading.times)
            ):
                continue  # "and" bounds only after a "between"
            # "a gap from 11 to 3 after the review": a range said just before it bounds, and it says where that is
            earlier = [t for t in reading.times if start <= t.span[1] <= mention.span[0]]
            ranged = bool(earlier) and earlier[-1].ending and mention.span[0] - earlier[-1].span[1] <= _BOUND_REACH
            beside = [
                t
                for t in reading.times
                if (t.span[0] >= mention.span[1] and _TIME_BESIDE_AFTER.fullmatch(text, mention.span[1], t.span[0]))
                # (a stretch opened right before it is no time of its: "끝나고 독서 모임까지")
                or (
                    t.span[1] <= mention.span[0]
                    and t.bound != "from"
                    and _TIME_BESIDE_BEFORE.fullmatch(text, t.span[1], mention.span[0])
                )
            ]
            if bound == "from" and not ranged and beside and all(t.bound == "at" and not t.ending for t in beside):
                # "After coffee with Priya at 3:30, nothing else": the time is when it starts; its end bounds
                reading.bounding_starts += beside
                reading.times = [t for t in reading.times if all(t is not said for said in beside)]
            elif ranged or beside:
                mention.over = True  # "until physio at 4", "7시 반 요가 전까지": the time said bounds
                mention.bounds_at_time = bool(denies)
                # "새벽 2시에 당직 끝나고 ... 비어": the end said before it opens the denial
                said_before = earlier[-1] if earlier else None
                if (
                    bound == "from"
                    and said_before is not None
                    and said_before.bound == "at"
                    and _TIME_BESIDE_BEFORE.fullmatch(text, said_before.span[1], mention.span[0])
                ):
                    said_before.bound = "from"
                # "between lunch and the hiring panel at 16:00", "근무 끝나고 오후 5시 PT까지": the time said beside the
                # range's end closes it
                for said_at in beside if denies and bound == "until" else []:
                    after = said_at.span[0] > mention.span[1]
                    if said_at.bound == "at" and not said_at.ending and (after or reading.korean):
                        said_at.bound = "until"
                # ("free before your 5:40 flight back", of two flights): the denial is on the day of the one starting
                # (or, bounded from, ending) then
                edges = [
                    span.start if bound == "until" else span.end for i in named if i < len(spans) for span in [spans[i]]
                ]
                if denies and not mention.bounds_days and not _dates_in(reading, start, end):
                    mention.bounds_days = frozenset(
                        edge.date() for edge in edges if any(_minute_of(edge) in t.minutes for t in beside)
                    )
                continue
            said = [spans[i] for i in named if i < len(spans)]
            if not said:
                continue
            mention.over = True
            if not denies and (mention.kind == "vacation" or len(said) == 1):
                # time off, or one event, bounds a count from the moment it ends or until the one it starts: "two
                # meetings before your vacation" are on the days from the asked one until its first start, and
                # on that day before it; "after it" from its last end on
                moment = max(span.end for span in said) if bound == "from" else min(span.start for span in said)
                edge = moment.date() if _minute_of(moment) else moment.date() - timedelta(days=bound != "from")
                days = _Range(edge, date.max) if bound == "from" else _Range(asked, edge)
                reading.dates.append(_DateMention(mention.span, mention.text, days))
                if _minute_of(moment):
                    at = frozenset({_minute_of(moment)})
                    side_said: Literal["before", "after"] = "after" if bound == "from" else "before"
                    reading.times.append(
                        _TimeMention(mention.span, mention.text, at, bound=bound, side=side_said, on=edge)
                    )
                continue
            edges = [s.end if bound == "from" else s.start for s in said]
            mention.bounds_days = frozenset(edge.date() for edge in edges)
            minutes = frozenset(_minute_of(edge) for edge in edges)
            bounding = _TimeMention(mention.span, mention.text, minutes, bound=bound)
            if not denies:  # where the count counts (_counted), as "two things after 3pm" is
                bounding.side = "before" if (side.lastgroup == "before" if side else bound == "until") else "after"
            reading.times.append(bounding)
            right_after = _RIGHT_AFTER_AFTER.match(text, mention.span[1])  # (its word in the clause denying)
            if denies and bound == "from" and (right_after or _RIGHT_AFTER_BEFORE.search(before)):
                soon = frozenset(min(minute + _RIGHT_AFTER_MINUTES, 24 * 60 - 1) for minute in minutes)
                closing = right_after.end() if right_after else mention.span[1]
                reading.times.append(_TimeMention((closing - 1, closing), mention.text, soon, bound="until"))
    reading.times.sort(key=lambda t: t.span)


def _time_blanked(reading: _Reading, before: str, at: int) -> str:
    """The words said before `at`, a clock time right before it blanked ("until your 5:40 flight")."""
    for time_said in reading.times:
        if time_said.span[1] <= at and at - time_said.span[1] <= 1 and at - len(before) <= time_said.span[0]:
            offset = at - len(before)
            return before[: time_said.span[0] - offset] + " " * (at - time_said.span[0])
    return before


def _dates_in(reading: _Reading, start: int, end: int) -> bool:
    return any(start <= m.span[0] < end for m in reading.dates)


def _read_free_lengths_closing(reading: _Reading) -> None:
    """Free time from a time said, of a length said ("almost three hours free from 5:15pm", "점심 먹고 1시간 비어요"):
    it runs until that long after, the least a rough length may be, not to the day's end."""
    for start, end in _sentences(reading.text):
        lengths = [m for m in reading.free_lengths if start <= m.span[0] < end]
        bounds = [t for t in reading.times if start <= t.span[0] < end and t.bound != "at"]
        if len(lengths) != 1 or not bounds or bounds[-1].bound != "from":
            continue
        opened, length = bounds[-1], lengths[0]
        minutes = (length.length - length.slack) // timedelta(minutes=1)
        later = frozenset(min(minute + minutes, 24 * 60) for minute in opened.minutes)
        span = length.span if length.span > opened.span else (opened.span[1] - 1, opened.span[1])
        reading.times.append(_TimeMention(span, length.text, later, bound="until"))
    reading.times.sort(key=lambda t: t.span)


# "휴가 주에는", "your vacation week", "the week of your vacation": the week the time off falls in
_KO_WEEK_AFTER = LazyPattern(r"\s*(?:있는\s*)?주(?=에|엔|는|\s|$)")
_EN_WEEK_AFTER = LazyPattern(r"\s+week\b", re.I)
_EN_WEEK_OF_BEFORE = LazyPattern(r"\bweek\s+of\s+(?:your\s+|the\s+)?$", re.I)


def _read_weeks_of_time_off(reading: _Reading, spans: Sequence[_Span]) -> None:
    """ "영어 회화는 휴가 주에는 화·목 둘 다 없어요": the week (Monday to Sunday) of one stretch of time off is a date,
    within which a weekday said is that week's; the words name the week, not the time off, which is not denied."""
    text = reading.text
    taken: list[_EventMention] = []
    for mention in reading.events:
        if mention.kind != "vacation" or mention.denial:
            continue
        after = _KO_WEEK_AFTER.match(text, mention.span[1]) or _EN_WEEK_AFTER.match(text, mention.span[1])
        if not (after or _EN_WEEK_OF_BEFORE.search(text, max(0, mention.span[0] - 20), mention.span[0])):
            continue
        said = [spans[i] for i in mention.facts or _facts_of_kind(spans, "vacation") if i < len(spans)]
        if len(said) != 1:
            continue
        first, last = said[0].first_day, said[0].last_day
        week = _Range(first - timedelta(days=first.weekday()), last + timedelta(days=6 - last.weekday()))
        span = (mention.span[0], after.end() if after else mention.span[1])
        reading.dates.append(_DateMention(span, text[span[0] : span[1]], week))
        taken.append(mention)
    reading.events = [m for m in reading.events if all(m is not said for said in taken)]
    reading.dates.sort(key=lambda m: m.span)


# "휴가 전 월·화·수, 복귀 후 화~금", "before your vacation, Monday through Wednesday": the weekdays said after it,
# in its sentence, are those before the time off starts or after it ends
_AROUND_TIME_OFF = LazyPattern(
    rf"(?P<before>\bbefore\s+(?:your\s+|the\s+)?(?:{VACATION_WORDS.en_exact_pattern})\b"
    rf"|(?:{VACATION_WORDS.ko_pattern})\s*(?:이|가)?\s*전(?:에|에는|엔)?(?![가-힣]))"
    rf"|(?P<after>\b(?:after|once)\s+(?:your\s+|the\s+)?(?:{VACATION_WORDS.en_exact_pattern})\b"
    r"|\b(?:once|after|when)\s+you(?:'re|\s+are|\s+get)\s+back\b"
    rf"|(?:{VACATION_WORDS.ko_pattern})\s*(?:이|가)?\s*(?:끝나고|끝난\s*(?:뒤|후|다음)|후|뒤)(?:에|에는|엔|로)?(?![가-힣])"
    rf"|(?:{RETURN_WORDS.ko_pattern})\s*(?:한\s*)?(?:후|뒤|다음)(?:에|에는|엔|로)?(?![가-힣]))",
    re.I,
)


def _read_days_around_time_off(reading: _Reading, spans: Sequence[_Span]) -> None:
    """Weekdays said after "before your vacation" or "복귀 후" in their sentence, up to the next such words, are
    those before the time off starts, or after it ends (of several stretches, before the last or after the first)."""
    off = [spans[i] for i in _facts_of_kind(spans, "vacation")]
    if not off:
        return
    before = _Range(date.min, max(span.first_day for span in off) - timedelta(days=1))
    after = _Range(min(span.last_day for span in off) + timedelta(days=1), date.max)
    markers = list(_AROUND_TIME_OFF.finditer(reading.text))
    starts = [m.span[0] for m in reading.dates]
    for marker, following in itertools.zip_longest(markers, markers[1:]):
        stop = _SENTENCE_END.search(reading.text, marker.end())
        end = min(stop.start() if stop else len(reading.text), following.start() if following else len(reading.text))
        side = before if marker["before"] else after
        for mention in reading.dates[bisect_left(starts, marker.end()) : bisect_left(starts, end)]:
            if isinstance(mention.test, (_Weekday, _Weekdays)):
                mention.test = _Within(mention.test, side.first, side.last)
                if mention.stretch is not None:
                    mention.stretch = _Within(mention.stretch, side.first, side.last)


def _facts_of_kind(spans: Sequence[_Span], kind: str) -> tuple[int, ...]:
    return tuple(i for i, span in enumerate(spans) if span.kind == kind)


def _read_during(reading: _Reading, mention: _EventMention, said: list[_Span], counting: bool) -> None:
    """ "Nothing is scheduled during your vacation", "during the offsite", "반차 시간엔 치과 하나만": a denial or a
    count bounded by the event on both sides, on its days (and, for one within a day, from its start to its end,
    which a count says only as where what it counts lies). It is stated, not denied."""
    if not said:
        return
    mention.bounds_days = frozenset(
        span.first_day + timedelta(days=n) for span in said for n in range((span.last_day - span.first_day).days + 1)
    )
    if all(span.first_day == span.last_day for span in said) and not (counting and all(s.whole_days for s in said)):
        starts = frozenset(_minute_of(span.start) for span in said)
        ends = frozenset(_minute_of(span.end) for span in said)
        reading.times.append(_TimeMention(mention.span, mention.text, starts, bound="from"))
        reading.times.append(_TimeMention((mention.span[1] - 1, mention.span[1]), mention.text, ends, bound="until"))
        if counting:
            reading.times[-2].side, reading.times[-1].side = "after", "before"


def _korean_bound(
    reading: _Reading, mentions: list[_EventMention], mention: _EventMention, counting: bool
) -> Literal["from", "until"] | None:
    """Which side of a Korean denial or count an event said right before its bounding word is: "회의 끝난 뒤로" from
    its end, "당직 시작까지" until its start, "킥오프랑 디자인 리뷰 사이에" from the first's end to the second's start;
    "반차 전까지 일정 4개": a count until it starts."""
    if not reading.korean:
        return None
    text, end = reading.text, mention.span[1]
    if _KO_BOUNDED_FROM_AFTER.match(text, end) or _MEAL_EATEN_AFTER.match(text, end):
        return "from"
    if _KO_ONCE_OVER_AFTER.match(text, end) and not any(
        end <= t.span[0] and not _SENTENCE_END.search(text, end, t.span[0]) for t in reading.times
    ):
        return "from"
    if counting and _UNTIL_THE_EVENT_OPENED.match(text, end) and "전" in text[end : end + 5]:
        return "until"
    following = next((m for m in mentions if m.span[0] >= end), None)
    if following is not None and _KO_BETWEEN_FIRST.fullmatch(text, end, following.span[0]):
        return "from" if _KO_BOUNDED_UNTIL_AFTER.match(text, following.span[1]) else None
    if _KO_BOUNDED_UNTIL_AFTER.match(text, end):
        return "until"
    # "치과 끝나고 필라테스 전까지", "4시 반부터 송년회까지": a bare "(전)까지" closes a stretch opened before it
    sentence_start = max((start for start, _ in _sentences(text) if start <= mention.span[0]), default=0)
    opened = any(t.bound == "from" and sentence_start <= t.span[0] < mention.span[0] for t in reading.times)
    return "until" if opened and _UNTIL_THE_EVENT_OPENED.match(text, end) else None


def _read_after_that(
    reading: _Reading, spans: Sequence[_Span], start: int, end: int, side: Literal["after"] | None = None
) -> None:
    """ "After that", "the rest of that day", "그 뒤로" in a sentence that denies: from the end of the titled event
    stated last before it in the answer ("팀 저녁만 있고 그 뒤론 자유예요": free from the dinner's end), which stays
    stated; with no title said before it, from the end said last ("3시 반까지 이어지고 그 뒤로는"); a length said right
    after it ends it ("그 뒤 한 시간은 자유라"). In a sentence that counts, the side of that end what is counted is on
    (`side`: "After that, the only thing left is the call at 8")."""
    for found, length_after in _openings_after(reading, start, end):
        before = [m for m in reading.events if m.span[1] <= found.start() and m.facts is not None and not m.negative]
        said = [spans[i] for i in before[-1].facts or () if i < len(spans)] if before else []
        ended = [t for t in reading.times if t.span[1] <= found.start() and (t.ending or t.bound == "until")]
        if said:
            minutes = frozenset(_minute_of(span.end) for span in said)
            # on the event's day: "after that" speaks of the rest of that day, not of the window
            reading.dates.append(_DateMention(found.span(), "", _Days(frozenset(span.last_day for span in said))))
            reading.dates.sort(key=lambda m: m.span)
        elif ended:
            minutes = ended[-1].minutes
        else:
            continue
        reading.times.append(_TimeMention(found.span(), found.group(), minutes, bound="from", side=side))
        if length := length_after.match(reading.masked, found.end()):  # "그 뒤 한 시간은": until an hour on
            later = frozenset(m + int(_length_said(length).total_seconds()) // 60 for m in minutes)
            reading.times.append(_TimeMention(length.span(), length.group(), later, bound="until"))


def _openings_after(reading: _Reading, start: int, end: int) -> Iterator[tuple[re.Match[str], LazyPattern]]:
    """Where a denial in a sentence opens after the event said before: "after that", "그 뒤로"; "then" right after
    a titled event of its sentence, when nothing it says after it (no other event, day, or time but an end) opens
    the denial otherwise ("the call at 2, then nothing until 4"). Each with the pattern of a length said after it."""
    yield from ((found, _LENGTH_AFTER_THAT) for found in _AFTER_THAT.finditer(reading.masked, start, end))
    titled = [m for m in reading.events if m.facts is not None and start <= m.span[0] < end]
    for found in _THEN_OPENING_A_DENIAL.finditer(reading.masked, start, end) if not reading.korean else ():
        opened_otherwise = (
            any(found.end() <= m.span[0] for m in titled)
            or any(found.end() <= m.span[0] < end for m in reading.dates)
            or any(found.end() <= t.span[0] < end and t.bound != "until" for t in reading.times)
        )
        if not opened_otherwise and any(m.span[1] <= found.start() and not m.negative for m in titled):
            yield found, _EN_LENGTH_AFTER_THEN


def _read_before_that(reading: _Reading, spans: Sequence[_Span], start: int, end: int) -> None:
    """ "Before that, just a call at 11", "그 전엔 없어요" in a sentence that counts or denies: until the start of the
    titled event stated last before it in the answer, on its day."""
    for found in _BEFORE_THAT.finditer(reading.masked, start, end):
        if any(found.end() <= t.span[0] < end for t in reading.times if t.bound != "at"):
            continue  # "그 전엔 3시 이후로": bounds of its own, within it
        before = [m for m in reading.events if m.span[1] <= found.start() and m.facts is not None and not m.negative]
        said = [spans[i] for i in before[-1].facts or () if i < len(spans)] if before else []
        # (of a title several facts have, the one on a day its sentence names: "Sunday ... a night shift")
        sentence = next(((s, e) for s, e in _sentences(reading.text) if before and s <= before[-1].span[0] < e), None)
        days = [m.test for m in reading.dates if sentence and sentence[0] <= m.span[0] < sentence[1]]
        said = [span for span in said if any(test(span.first_day) for test in days)] if len(said) > 1 else said
        if len(said) == 1:
            minutes = frozenset({_minute_of(said[0].start)})
            reading.times.append(_TimeMention(found.span(), found.group(), minutes, bound="until", side="before"))
            reading.dates.append(_DateMention(found.span(), found.group(), _On(said[0].first_day)))
            reading.dates.sort(key=lambda m: m.span)


def _read_in_between(reading: _Reading, spans: Sequence[_Span]) -> None:
    """A denial "in between" naming no event ("Review at 10, piano at 3:15. Nothing in between.") speaks of the
    days of the first and last titled events the sentence before it states, from the first's end until the last's
    start: read as those bounds and days."""
    sentences = _sentences(reading.text)
    for (previous_start, start), (_, end) in itertools.pairwise([(0, 0), *sentences]):
        found = _IN_BETWEEN.search(reading.masked, start, end)
        if not found:
            continue
        titled = [m for m in reading.events if start <= m.span[0] < end and m.facts is not None]
        # ("병원이 3시 40분에 끝나고 PT가 7시 반이라 그 사이 3시간 50분 비어": two titles said before it in its own
        # sentence, and none after, are what free time said after it is between; not "with brunch and a call in
        # between", said of them)
        free_after = any(m.denial and found.start() <= m.span[0] < end for m in reading.events)
        if len(titled) >= 2 and free_after and all(m.span[1] <= found.start() for m in titled):
            previous_start, start = start, found.start()
        elif titled:
            continue
        # ("미팅이 11시 반에 끝나고, 2시부터 반차예요. 그 사이엔 없어요": an event said as over bounds too, and time off
        # said by its word is the context's)
        off = _facts_of_kind(spans, "vacation")
        said = [
            m.facts or off
            for m in reading.events
            if previous_start <= m.span[0] < start and (m.facts or m.kind == "vacation")
        ]
        if len(said) < 2:
            continue
        firsts = [spans[i] for i in said[0] if i < len(spans)]
        lasts = [spans[i] for i in said[-1] if i < len(spans)]
        days = {s.first_day for s in firsts} & {s.first_day for s in lasts}
        if not days:
            continue
        ends = frozenset(_minute_of(s.end) for s in firsts if s.first_day in days)
        starts = frozenset(_minute_of(s.start) for s in lasts if s.first_day in days)
        at, until = found.start(), found.end()
        reading.dates.append(_DateMention(found.span(), found.group(), _Days(frozenset(days))))
        reading.times += [
            _TimeMention((at, at + 1), found.group(), ends, bound="from"),
            _TimeMention((until - 1, until), found.group(), starts, bound="until"),
        ]
    reading.dates.sort(key=lambda m: m.span)
    reading.times.sort(key=lambda t: t.span)


def _read_orders(reading: _Reading, spans: Sequence[_Span]) -> None:
    """Two titled events said in an order ("the call is before the review", "after the demo, the interview", "한빛
    미팅은 팀 회의 전에", "1:1이 먼저 있고 그 다음에 워크숍"): the one said earlier must start earlier, on a day they
    share when they share one. Only events said right beside the ordering word are read, so a time or a gap ("free
    after the demo") orders nothing."""
    # time off said by its word ("반차 끝나고", "after your half day off") orders as the context's time off
    off = tuple(index for index, span in enumerate(spans) if span.kind == "vacation")
    for start, end in _sentences(reading.text):
        said = [
            dataclasses.replace(m, facts=off) if m.facts is None else m
            for m in reading.events
            # an event said as over orders still ('데모 끝나고 면접'); one only supposed is on no day
            if start <= m.span[0] < end
            and (m.facts or (m.kind == "vacation" and off))
            and not m.negative
            and not m.denial
            and not m.supposed
        ]
        for anchor in said:
            if reading.korean:
                found = _KO_ORDER_AFTER_EVENT.match(reading.masked, anchor.span[1])
                later = [m for m in said if m.span[0] >= (found.end() if found else end)]
                earlier = [m for m in said if m.span[1] <= anchor.span[0]]
                subject = later[0] if later else earlier[-1] if earlier else None
                if later and _KO_SAID_BY_ITS_END.match(reading.masked, later[0].span[1]):
                    subject = None  # "시험 끝나고 반차 끝나는 1시까지": its end, a bound, not when it is
                gap = (
                    _KO_AT_ONCE_GAP.fullmatch(reading.masked, found.end(), later[0].span[0])
                    if found and later
                    else None
                )
                at_once = bool(
                    found and gap and found.group("after") and (_KO_AS_SOON_AS.search(found.group()) or gap["right"])
                )
            else:
                # the word is right before the event: looking further back only makes the search quadratic
                found = _ORDER_BEFORE_EVENT.search(
                    reading.masked, max(start, anchor.span[0] - _ORDER_WORD_REACH), anchor.span[0]
                )
                subject = _subject_of_order(reading, said, anchor, found.start(), start) if found else None
                at_once = bool(
                    found
                    and found.group("after")
                    and _RIGHT_AFTER_BEFORE.search(
                        reading.masked, max(0, found.start() - _RIGHT_AFTER_REACH), found.end()
                    )
                )
            if found and subject is not None:
                _check_order(reading, spans, subject, anchor, "before" if found.group("before") else "after")
                if at_once:
                    _check_at_once(reading, spans, subject, anchor)
        for found in _ORDER_THEN.finditer(reading.masked, start, end):
            earlier = [m for m in said if m.span[1] <= found.start()]
            later = [m for m in said if m.span[0] >= found.end()]
            if earlier and later:
                _check_order(reading, spans, later[0], earlier[-1], "after")


def _subject_of_order(
    reading: _Reading, said: list[_EventMention], anchor: _EventMention, at: int, sentence: int
) -> _EventMention | None:
    """The event an English ordering word orders: the one before it in its piece ("the call is before the review"),
    or, said first in its sentence ("Before the review, the call"), the next one after the event it is said of (not
    after a denial or an event of its own: "Nothing on Monday before the check-in, and ... the review")."""
    before = [m for m in said if m.span[1] <= at]
    if before and not _ORDER_PIECE_BREAK.search(reading.masked, before[-1].span[1], at):
        return before[-1]
    if before or any(sentence <= m.span[0] < at for m in reading.events):
        return None
    after = [m for m in said if m.span[0] >= anchor.span[1]]
    return after[0] if after else None


def _check_order(
    reading: _Reading, spans: Sequence[_Span], subject: _EventMention, anchor: _EventMention, side: str
) -> None:
    ones = [spans[i] for i in subject.facts or () if i < len(spans)]
    others = [spans[i] for i in anchor.facts or () if i < len(spans)]
    if not ones or not others or set(subject.facts or ()) & set(anchor.facts or ()):
        return
    # on a day they share: one running into it overnight ("you finish your shift at 6, then the doctor") shares it
    pairs = [(a, b) for a in ones for b in others if a.first_day <= b.last_day and b.first_day <= a.last_day] or [
        (a, b) for a in ones for b in others
    ]
    if not any(a.start < b.start if side == "before" else a.start > b.start for a, b in pairs):
        reading.problems.append(f"{subject.text!r} is not {side} {anchor.text!r}")


def _check_at_once(reading: _Reading, spans: Sequence[_Span], subject: _EventMention, anchor: _EventMention) -> None:
    """ "정형외과 끝나자마자 바로 송년회", "right after the demo, the interview": the later event starts as the earlier
    one ends (within _RIGHT_AFTER_MINUTES), on a day they share."""
    ones = [spans[i] for i in subject.facts or () if i < len(spans)]
    others = [spans[i] for i in anchor.facts or () if i < len(spans)]
    if not ones or not others or set(subject.facts or ()) & set(anchor.facts or ()):
        return
    soon = timedelta(minutes=_RIGHT_AFTER_MINUTES)
    if not any(timedelta(0) <= a.start - b.end <= soon for a in ones for b in others):
        reading.problems.append(f"{subject.text!r} is not right after {anchor.text!r}")


def _read_arrivals(reading: _Reading, spans: Sequence[_Span]) -> None:
    """ "Two things once you land", "도착한 뒤에는 일정이 두 개": the time from the end of the journeys the context
    holds (a title with a journey word), where a count counts or a denial speaks. An arrival said with no subject
    of its own after a titled event ("the flight leaves at 7:10 and lands at 8:35, before the workshop", "train home
    at 17:30, getting in at 21:50") is that event's end, whatever the clause names after it."""
    journeys = [span for span in spans if span.title and _JOURNEY.search(span.title)]
    for match in _AFTER_ARRIVING.finditer(reading.masked) if journeys else ():
        ends = frozenset(_minute_of(span.end) for span in journeys)
        reading.times.append(_TimeMention(match.span(), match.group(), ends, bound="from", side="after"))
    reading.times.sort(key=lambda t: t.span)
    for said in reading.times:
        reach = max(0, said.span[0] - _ENDING_REACH)
        if said.ends is not None or not _ARRIVING_AFTER_AN_EVENT.search(reading.text, reach, said.span[0]):
            continue
        sentence = next(start for start, end in _sentences(reading.text) if start <= said.span[0] < end)
        if before := [m for m in reading.events if sentence <= m.span[0] < said.span[0] and m.facts is not None]:
            said.ends = before[-1]


_KO_LEAVING_WORK_AFTER = LazyPattern(rf"\s*(?:에|부터)?\s*(?:{LEAVING_WORK_WORDS.ko_pattern})")
_EN_LEAVING_WORK_BEFORE = LazyPattern(rf"\b(?:{LEAVING_WORK_WORDS.en_exact_pattern})\s+(?:at\s+|around\s+)?$", re.I)
_LEAVING_REACH = 25  # characters: "getting off work around " and spacing


def _read_another_of_it(reading: _Reading) -> None:
    """ "another one", "the next one": one more of the titled event said last ("Saturday's shift ends at 7, then
    you're back for another one Sunday at 11 pm"), its days and times checked as that title's."""
    titled = [m for m in reading.events if m.facts is not None and not m.denial]
    starts = [m.span[0] for m in titled]
    for match in _ANOTHER_OF_IT.finditer(reading.masked):
        index = bisect_left(starts, match.start()) - 1
        if index >= 0:
            last = titled[index]
            reading.events.append(_EventMention(match.span(), match.group(), last.kind, last.facts))
    reading.events.sort(key=lambda m: m.span)


def _read_leaving_work(reading: _Reading) -> None:
    """A time one leaves work at ("토요일 7시 퇴근부터 비어 있어요", "아침 7시에 퇴근하면") is when the titled shift
    at work ("야간 근무") ends: said over there, and where the rest of the clause starts. With no title so ("2시부터
    퇴근이에요" before a half day, "After you get off at 6"), a time of the context, of no event said around it."""
    work = tuple(fact for title, facts in reading.title_facts.items() if _AT_WORK.search(title) for fact in facts)
    shifts = tuple(fact for title, facts in reading.title_facts.items() if _SHIFT.search(title) for fact in facts)
    text = reading.text
    for said in reading.times:
        if reading.korean:
            leaving = _KO_LEAVING_WORK_AFTER.match(text, said.span[1])
        else:
            leaving = _EN_LEAVING_WORK_BEFORE.search(text, max(0, said.span[0] - _LEAVING_REACH), said.span[0])
        if leaving:
            said_as = leaving.group().strip()
            # ("off the shift at 7": what a shift word says one leaves is a shift of the context's)
            left = shifts if _SHIFT.search(said_as) else work
            shift = _EventMention(leaving.span(), said_as, "meeting" if left else "any", left, over=True)
            reading.events.append(shift)
            said.ending, said.bound, said.ends = True, "from", shift
    reading.events.sort(key=lambda m: m.span)


def _read_stretches_between(reading: _Reading) -> None:
    """ "Between Chloe's party wrapping up at 3 and your shift at 10, you've got seven hours free": an end said after
    "between" and the time said after its "and" bound the stretch between them, which a denial there covers (not
    the whole day)."""
    for first, last in itertools.pairwise(sorted(reading.times, key=lambda t: t.span)):
        if not (first.ending and first.bound == "at" and last.bound == "at" and not last.ending):
            continue
        gap = reading.text[first.span[1] : last.span[0]]
        if (
            _last_between(reading.text, first.span[0]) is not None
            and _AND_BREAK.search(gap)
            and not _SENTENCE_END.search(gap)
            and "," not in gap
        ):
            first.bound, last.bound = "from", "until"


# An event said over by now (lexicon.OVER_BY_NOW_WORDS): "줌 미팅은 이미 끝났고" (not "끝났으면", supposed), "the
# standup is already over", "focus time has ended" (not "is over at 4" nor "by 5", an end still to come)
_OVER_BY_NOW_AFTER = LazyPattern(
    rf"\s*(?:은|는|이|가|도)?\s*(?:이미|벌써|다)?\s*(?:{OVER_BY_NOW_WORDS.ko_pattern})(?!으면|을)"
    r"|(?:\s+(?:is|are|has|have|was|were)\s+|['’](?:s|re|ve)\s+)(?:already\s+|just\s+|all\s+)?(?:been\s+)?"
    rf"(?:{OVER_BY_NOW_WORDS.en_exact_pattern})\b(?!\s+(?:at|by|around|before|in|for|until|till)\b|\s*\d)",
    re.I,
)
# ... but not when said of a time to come: "once the sync is over", "when focus time has ended", "if it's done"
_SAID_OF_A_TIME_TO_COME_BEFORE = LazyPattern(
    r"\b(?:once|when|after|if|until|till|before|by\s+the\s+time|as\s+soon\s+as)\s+(?:the\s+|your\s+)?$", re.I
)


def _read_over_by_now(reading: _Reading) -> None:
    """ "줌 미팅은 이미 끝났고", "the standup is already over": an event said over by now, its end passed."""
    for mention in reading.events:
        if mention.denial or mention.negative or (mention.kind == "any" and mention.facts is None):
            continue
        # (in the text as said: a time after it, blanked in `masked`, makes it an end to come)
        if _OVER_BY_NOW_AFTER.match(reading.text, mention.span[1]) and not _SAID_OF_A_TIME_TO_COME_BEFORE.search(
            reading.text, max(0, mention.span[0] - _AFTER_REACH), mention.span[0]
        ):
            reading.over_by_now.append(mention)


# "(it) doesn't touch Sunday", "won't run into Saturday" (lexicon.REACH_DAY_WORDS): denied right before a day
_NOT_REACHING_BEFORE = LazyPattern(
    r"\b(?:doesn['’]?t|does\s+not|won['’]?t|will\s+not|don['’]?t|do\s+not|never)\s+"
    rf"(?:{REACH_DAY_WORDS.en_exact_pattern})\s+(?:on\s+|into\s+)?$",
    re.I,
)
# "일요일까지 안 이어져요", "일요일로 넘어가지 않아요": denied right after a day
_KO_NOT_REACHING_AFTER = LazyPattern(
    rf"\s*(?:까지|로|으로)\s*(?:는|은)?\s*(?:안\s*(?:{REACH_DAY_WORDS.ko_pattern})|(?:{REACH_DAY_WORDS.ko_pattern})"
    r"[가-힣]{0,2}?지\s*(?:않|안\s))"
)
_NOT_REACHING_REACH = 40  # characters: "so it doesn't spill over into " and spacing


def _read_short_of_days(reading: _Reading) -> None:
    """ "the stargazing with Elena is tonight, so it doesn't touch Sunday", "파티는 일요일까지 안 이어져요": a day
    an event is said not to reach, of the last titled event said before it in its sentence (a pronoun's)."""
    sentences = _sentences(reading.text)
    for day in reading.dates:
        before = reading.text[max(0, day.span[0] - _NOT_REACHING_REACH) : day.span[0]]
        if not (_NOT_REACHING_BEFORE.search(before) or _KO_NOT_REACHING_AFTER.match(reading.text, day.span[1])):
            continue
        start = next(s for s, e in sentences if s <= day.span[0] < e)
        said = [m for m in reading.events if start <= m.span[0] < day.span[0] and m.facts is not None]
        if said and not (said[-1].denial or said[-1].negative):
            reading.short_of.append((said[-1], day))


def _read_ends_said_over(reading: _Reading) -> None:
    """An event said to end at a time, with the clause going on after it ("After the retro wraps at 4, your
    Friday is clear", "회고가 4시에 끝나면 비어 있어요"): the time is where the rest of the clause starts."""
    for mention in reading.events:
        if mention.denial or mention.kind == "any":
            continue
        if found := _ENDS_AT_AFTER.match(reading.text, mention.span[1]):
            if not _AFTER_BEFORE.search(reading.text, max(0, mention.span[0] - _AFTER_REACH), mention.span[0]):
                continue
            said = next((t for t in reading.times if found.end() <= t.span[0] <= found.end() + 3), None)
        elif reading.korean:
            said = next(
                (
                    t
                    for t in reading.times
                    if mention.span[1] <= t.span[0] <= mention.span[1] + _AFTER_REACH
                    and _KO_ENDS_AT.match(reading.text, t.span[1])
                    and not reading.masked[mention.span[1] : t.span[0]].strip(" 이가은는")
                ),
                None,
            )
        else:
            continue
        if said is not None:
            mention.over = True
            said.ending, said.bound, said.ends = True, "from", mention


def _read_times_before_ends(reading: _Reading) -> None:
    """ "세 시 줌 미팅 끝나면 네 시에 1:1": a Korean time right before an event said over is that event's (its start
    or its end), not the next one's."""
    for mention in reading.events if reading.korean else []:
        if mention.denial or mention.kind == "any" or not _KO_OVER_THEN.match(reading.text, mention.span[1]):
            continue
        for said in reading.times:
            if said.of is None and _KO_TIME_BEFORE_EVENT.fullmatch(reading.text, said.span[1], mention.span[0]):
                said.ending, said.of = True, mention


def _read_ends_said_before_times(reading: _Reading) -> None:
    """ "일요일은 PT 끝나는 저녁 6시부터 비어 있어요", "필기시험 끝나고(11시)": a Korean event said to end at the time
    it modifies, or at one in brackets, is over then, and the time is its end (a part of the day may come between:
    "끝나는 저녁 6시")."""
    for mention in reading.events if reading.korean else []:
        if (
            mention.denial
            or mention.kind == "any"
            or not (ending := _KO_ENDING_AT.match(reading.text, mention.span[1]))
        ):
            continue
        if said := next((t for t in reading.times if ending.end() <= t.span[0] <= ending.end() + 3), None):
            # ("반차 끝나는 1시까지 여유": free until it ends, inside it, not after it)
            mention.over = said.bound != "until"
            said.ending, said.ends = True, mention


def _read_places(reading: _Reading) -> None:
    """Where an event is ("at the Greenpoint diner", "leaves LAX", "from Terminal 6", "인천 공항"): the context
    holds places only as words of its titles ("Sunday roast at Gran's"), so any other named place is one nobody
    stored."""
    words = {w.casefold().removesuffix("'s") for title in reading.title_facts for w in _TITLE_WORD.findall(title)}
    words |= set(_title_words(reading))
    words |= reading.airport_places
    for match in _PLACE.finditer(reading.masked):
        said = [w.casefold().removesuffix("'s") for w in match.group("place").split()]
        # every word: "Riverside Park" shares only the kind of place with "Run in Hyde Park"
        if not all(word in words for word in said):
            reading.problems.append(f"place {match.group('place')!r}")
    # "8시 10분 인천 출발": where a journey leaves from or gets in, said after its time; a kind of place ("공항")
    # names none
    for match in _KO_PLACE_OF_JOURNEY.finditer(reading.masked):
        place = match["place"].casefold()
        if (
            # (spaced from the time: "8시쯤엔 출발" says when, no place)
            any(_KO_AT_THEN.fullmatch(reading.text, t.span[1], match.start()) for t in reading.times)
            and place not in (KO_PLACE_WORDS | KO_VENUE_WORDS).all_words()
            and not any(place in word for word in words)
        ):
            reading.problems.append(f"place {match['place']!r}")
    for match in _KO_PLACE.finditer(reading.masked):  # "김포 공항" of "김포공항 마중": in part of a title's word
        if _KO_NOT_A_TITLE.search(match["place"]):
            continue  # "7시까지는 공항에": a word with its particle, no name of the place
        if not any(match["place"].casefold() in word for word in words):
            reading.problems.append(f"place {match.group('place')!r}")
    # "소공동 롯데호텔에서 결혼식" of "지수 결혼식 (잠실 롯데호텔)": a word right before a title's place (in its
    # brackets) said in part, as where something is, is the place's own, and must be a word of a title too
    for mention in reading.events if reading.korean else []:
        qualifier = _KO_PLACE_WORD_BEFORE.search(reading.masked, max(0, mention.span[0] - 12), mention.span[0])
        if (
            mention.facts is not None
            and qualifier is not None
            and _KO_AT_PLACE_AFTER.match(reading.text, mention.span[1])
            # (a place its title says in brackets: "이번 출장에서" is in the trip, no place)
            and any(mention.text.casefold() in place.casefold() for place in _title_places(reading, mention.facts))
            and not _KO_NOT_A_TITLE.search(qualifier["word"])
            and not _KO_WITH.search(qualifier["word"])  # ("지수 씨랑 을지로에서": who with, then where)
            and not _EVENTS.search(qualifier["word"])
            and not any(qualifier["word"].casefold() in word for word in words)
        ):
            reading.problems.append(f"place {qualifier['word'] + ' ' + mention.text!r}")
    # "미팅은 광화문에서", "영화는 강남 CGV에서": where an event said is, each word in part of a title's word
    for mention in reading.events:
        beside = _KO_PLACE_WITH_SOMEONE.match(reading.text, mention.span[1])
        # (someone, not an event: "회의와 점심에서" joins two events, no place)
        with_someone = beside and (beside["with"] or _KO_WITH.search(mention.text)) and not _EVENTS.search(mention.text)
        where = _KO_PLACE_OF_EVENT.match(reading.masked, mention.span[1])
        if where and reading.text[where.start("place") - 1] not in " ,":
            where = None  # "8시니까 포트리에서": the rest of a blanked time's word, no place's
        where = where or (beside if with_someone else None)
        if where is None and mention.facts is not None:
            where = _KO_PLACE_AS_EVENT.match(reading.masked, mention.span[1])
        places = _title_places(reading, mention.facts) if mention.facts is not None else []
        # ("분당에서 용산까지" of "심야 영화 (용산 CGV)": the title's place said alone is the place, no event there)
        if where is None and places and not any(mention.text in place for place in places):
            before = reading.masked[max(0, mention.span[0] - _PLACE_REACH) : mention.span[0]]
            said_after = _KO_PLACE_AS_WHAT_IT_IS.match(reading.masked, mention.span[1])
            if said_after and reading.text[said_after.start("place") - 1] not in " ,":
                said_after = None  # "1시, 2시간짜리예요": the rest of a blanked length's word, no place's
            if said_after and _KO_NOT_A_TITLE.search(said_after["place"]):
                said_after = None  # "저녁은 7시, 엄마랑이에요": someone, no place
            # ("종로에서 팀 회식": a name ending as a particle might is still the place, "에서" following it)
            where = said_after or _KO_PLACE_BEFORE_EVENT.search(before)
        elif where is None and places:
            # "더채플 논현이에요" of "(더채플 청담)": the title's place said in part, with a word naming where it is
            where = _KO_PLACE_NAMED_ON.match(reading.masked, mention.span[1])
        if mention.kind == "meeting" and where:
            # a title's event is where its own title says, not where another's is ("팀 회식 (크로이츠베르크)")
            own = words if mention.facts is None else _words_of_titles(reading, mention.facts)
            # (a kind of place, "성수 고깃집", names none: only its name need be the title's)
            named = [part for part in where["place"].split() if part not in _KINDS_OF_PLACE]
            if not all(any(part.casefold() in word for word in own) for part in named):
                reading.problems.append(f"place {where['place']!r}")


_KINDS_OF_PLACE = (KO_PLACE_WORDS | KO_VENUE_WORDS).all_words()


def _title_places(reading: _Reading, facts: tuple[int, ...]) -> list[str]:
    """Where the titles of `facts` say they are, in brackets ("사촌 결혼식 (대구)")."""
    return [
        found.group()
        for title, named in reading.title_facts.items()
        if set(named) & set(facts)
        for found in _BRACKETED.finditer(title)
    ]


def _words_of_titles(reading: _Reading, facts: tuple[int, ...]) -> set[str]:
    """The words of the titles of `facts`, as written and as said alone in either language."""
    said = {word for word, named in _title_words(reading).items() if set(named) & set(facts)}
    return said | {
        w.casefold().removesuffix("'s")
        for title, named in reading.title_facts.items()
        if set(named) & set(facts)
        for w in _TITLE_WORD.findall(title)
    }


def _attendee(reading: _Reading, name: str, end: int) -> None:
    """Someone the answer has at an event: grounded only as a word of a context title ("Lunch with Priya"),
    in either language ("엄마와 통화" for "Call with Mom"), and so is anyone said beside them ("with Dana and
    her sister"). A role said before a name ("with your friend Ellie", "with team lead Lee") is the name's."""
    said = _DETERMINER.sub("", _normal(name))  # "with your manager" for "1:1 with manager"
    if named := _NAME_AFTER_ROLE.match(reading.text, end - len(name)):
        _attendee(reading, named["name"], named.end())
        return
    # "동기들이랑" for "대학 동기 모임": the Korean plural of a title's people is those people
    forms = {said, said.removesuffix("들")} if _HANGUL.search(said) and len(said) > 2 else {said}
    forms.add(said.removesuffix("'s"))  # "done with Maya's pickup" for "Pick up Maya": whose the event is
    if not said or not any(
        _renders_title_word(form, _people_words(title)) for title in reading.title_facts for form in forms
    ):
        reading.problems.append(f"attendee {name!r}")
    elif also := _AND_SOMEONE.match(reading.masked, end):
        _attendee(reading, also.group(1), also.end())


def _title_without_its_kind(reading: _Reading, name: str) -> bool:
    """ "Spanish" of "Spanish class": a title said without its event word names that event, no one at another
    ("lunch with Marcus Monday, planning and Spanish on Thursday"); "Sam" of "Coffee with Sam" is not one."""
    said = _DETERMINER.sub("", _normal(name))
    return any(
        [w for w in _TITLE_WORD.findall(title.casefold()) if not _EVENTS.fullmatch(w)] == [said]
        for title in reading.title_facts
    )


def _named_after(reading: _Reading, end: int) -> list[re.Match[str]]:
    """The names listed from `end` ("…, Sam and Dan"), up to the last one joined by "and": without one, what follows
    a comma is the next thing said ("brunch with Lena, Mum at 6")."""
    named: list[re.Match[str]] = []
    closed = 0
    while (
        (also := _AND_NAMED.match(reading.masked, end))
        and not _EVENTS.search(also.group(1))
        and not _title_without_its_kind(reading, also.group(1))
    ):
        named.append(also)
        end = also.end()
        closed = len(named) if "and" in also.group().casefold() or "&" in also.group() else closed
    return named[:closed]


def _attendees_together(reading: _Reading, attendee: re.Match[str]) -> None:
    """ "Brunch with Priya, Sam and Dan": the people listed with one event are all of one title's, not each of some
    title ("Jazz with Dan" has Dan, not the brunch). A list of people ends in "and"; without one, what follows a
    comma is the next thing said ("brunch with Lena, Mum at 6")."""
    names = [attendee.group(1), *(m.group(1) for m in _named_after(reading, attendee.end()))]
    said = [_DETERMINER.sub("", _normal(name)) for name in names]
    if len(names) > 1 and not any(
        all(_renders_title_word(name, _people_words(title)) for name in said) for title in reading.title_facts
    ):
        reading.problems.append(f"attendees {', '.join(names)!r}")


def _other_surname(reading: _Reading, surname: str, name: str) -> bool:
    """Whether the titles say the honoured person `name` ("과장") only with another surname ("박 과장님과 점심")."""
    said = [
        before
        for title in reading.title_facts
        for before, word in itertools.pairwise(title.split())
        if len(before) == 1 and _KO_WITH.sub("", word).removesuffix("님") == name
    ]
    return bool(said) and surname not in said


_TITLE_PUNCTUATION = ":;,.()[]{}<>\"'\u2018\u2019\u201c\u201d\u2013\u2014-/|"


def _people_words(title: str) -> frozenset[str]:
    """A title's words, a Korean one also without the particle that joins a person ("김 팀장님과 점심": 팀장님) and
    without its honorific (팀장). Punctuation around a word is none of it ("Lesson: jazz piano", "면담 (박
    부장님)" say "lesson", "부장님")."""
    words = [stripped for word in title.split() if (stripped := word.strip(_TITLE_PUNCTUATION))]
    joined = [_KO_WITH.sub("", word) for word in words if _HANGUL.search(word)]
    # ("Jake네 할로윈 파티": Jake's, the family whose home it is, as the English answer names him)
    homes = [word.removesuffix("네") for word in words if _LATIN_HOME.fullmatch(word)]
    # ("Mom's birthday call": the relative whose call it is is on it; not a name, "Bob's farewell lunch" being his
    # colleagues' do)
    homes += [word[:-2] for word in words if word.endswith(("'s", "\u2019s")) and word[:-2].casefold() in _PEOPLE]
    # ("김포→간사이 KE2117": a flight, which "비행기" names, by its number)
    flights = ["flight"] if any(_FLIGHT_NUMBER.fullmatch(word) for word in words) else []
    return frozenset(
        [
            *words,
            *joined,
            *homes,
            *flights,
            *(word.removesuffix("님") for word in joined),
            *map(_name_said_fondly, joined),
        ]
    )


def _name_said_fondly(word: str) -> str:
    """A Korean name without the "이" said after one ending in a consonant ("수진이 결혼식": 수진's); else the word."""
    name = word.removesuffix("이")
    return (
        name
        if name != word and len(name) > 1 and _HANGUL_WORD.fullmatch(name) and particle(name, "이/가") == "이"
        else word
    )


def _remaining_said(before: str, after: str) -> Literal["start", "end"] | None:
    """Whether the words around a count say it counts what is yet to start, or yet to end."""
    if _STILL_TO_START_BEFORE.search(before) or _STILL_TO_START_AFTER.search(after):
        return "start"
    if _REMAINING_BEFORE.search(before) or _REMAINING_AFTER.search(after):
        return "end"
    return None


def _read_count(reading: _Reading, mention: _EventMention, until: int) -> None:
    """`until`: where the next event word starts; a count after it is that one's ("일정은 'A' 하나")."""
    # a count on the line before is another line's ("Aug 3, 10, 24 and 31\n- Performance review": the 31st)
    before = reading.masked[max(0, mention.span[0] - 30) : mention.span[0]].rsplit("\n", 1)[-1]
    # a count on the next line is another line's ("✅ 19:00 필라테스\n총 5개 일정이에요")
    after = reading.masked[mention.span[1] : min(mention.span[1] + 30, until)].split("\n", 1)[0]
    found = (
        _EN_COUNT_BEFORE.search(before)
        or _EN_ONLY_BEFORE.search(before)
        or _EN_COUNT_AFTER.match(after)
        or _KO_COUNT_AFTER.match(after)
        or _KO_COUNT_BEFORE.search(before)
        or _KO_TOPIC_TIMES_AFTER.match(after)
    )
    if found is None:
        return
    groups = found.groupdict()
    if _DAYS_COUNTED.match(f"{found.group()} {mention.text}".casefold()):
        return  # "two days off": a length, not how many
    if _NOT_A_TOTAL.search(found.group()):
        mention.some = True  # "one more thing", "two other meetings": some of them
        return
    counted_until = mention.span[1] + found.end() if found.string is after else mention.span[1]
    mention.counted_before = found.string is before
    if skipped := _SKIPPED_AFTER.match(reading.masked, counted_until):
        # "필라테스가 두 번 빠져요": how many do not take place, which the context (what does) holds none of; a count
        # right after it ("두 번 빠져서 다섯 번 있어요") is of those that do
        rest = word.end() if (word := _KO_WORD_REST.match(reading.masked, skipped.end())) else skipped.end()
        found = _KO_COUNT_AFTER.match(reading.masked[rest : max(rest, min(rest + 30, until))])
        if found is None:
            return
        groups, counted_until = found.groupdict(), rest + found.end()
    mention.only = bool(groups.get("only"))
    # "your only piano lesson": of the lessons ("only the kickoff" is of everything)
    if mention.only and mention.facts is not None and _ONLY_OF_ITS_KIND.search(before):
        head = mention.text.casefold().split()[-1:]
        mention.kin = _titles_said_in_part(reading, head) or _titles_of_broader_kind(reading, head) or None
    mention.occurrences = bool(_TIMES_COUNTED.search(found.group()))
    # "Thursday and Saturday each have two things", "two meetings each", "각각 두 개": per day said
    mention.each = bool(_EACH.search(before) or _EACH_AFTER.match(reading.masked, mention.span[1]))
    mention.per_day = bool(
        _PER_DAY_AFTER.match(reading.masked, counted_until)
        or _PER_DAY_BEFORE.search(reading.masked, 0, mention.span[0])
    )
    mention.remaining = _remaining_said(before, after)
    mention.half_days = mention.kind == "vacation" and bool(_HALF_DAY_LEAVE.fullmatch(mention.text))
    # "회의 두 개", "킥오프 미팅 하나만": of meetings proper, as the event word the count is said with says
    # ("마케팅 회의, 이렇게 하나뿐" lists titles, and counts everything)
    beside = not mention.only or "," not in found.group()
    mention.meetings_proper = beside and bool(_MEETING_PROPER.fullmatch(mention.text.split()[-1]))
    if kind := _SERIES.search(found.group()):  # "four one-off items", "two recurring meetings": of those only
        mention.series = kind.lastgroup == "series"
    elif (
        mention.only
        and (said := _SAID_TO_BE.match(reading.masked, mention.span[1]))
        and (kind := _SERIES.match(reading.masked, said.end()))
    ):
        mention.series = kind.lastgroup == "series"  # "only the standup is recurring", "스탠드업만 반복 일정": of those
    if number := " ".join(
        (groups.get("number") or groups.get("units") or groups.get("times") or "").casefold().split()
    ):
        mention.count = _COUNT_WORDS[number] if number in _COUNT_WORDS else int(number)


def _read_only_counts(reading: _Reading) -> None:
    """ "Your only meeting": one, once titles are read ("only the standup and the call" names a title, and lists
    another beside it); "the only things ... are" lists them."""
    for mention in reading.events:
        if mention.only and mention.count is None and mention.facts is None and not mention.denial:
            if not (mention.text.isascii() and mention.text.casefold().endswith("s")):
                mention.count = 1


def _read_title_counts(reading: _Reading) -> None:
    """ "Only one sync with Marcus", "just two standups": a number said after "only" counts the title's own
    occurrences, not all there is of its kind as "only the standup" does."""
    for mention in reading.events:
        if mention.only and mention.facts is not None and mention.count is not None:
            found = _EN_COUNT_BEFORE.search(reading.masked, max(0, mention.span[0] - 30), mention.span[0])
            mention.only = not (found and found["only"] and found["number"])


_ONLY_OF_ITS_KIND = LazyPattern(r"\b(?:your|the|my)\s+only\s+$", re.I)
_KO_TOPIC_GAP = LazyPattern(r"\s*(?:은|는)\s*")
_KO_LISTED = LazyPattern(r"\s*(?:이랑|랑|와|과|하고|,)?\s*")  # "점심, 디자인 리뷰", "소피랑 점심": titles of a list
# "남은 건 은행이랑 요가 두 개": the things a modifier says, the topic of the titles after it
_KO_THINGS_TOPIC_BEFORE = LazyPattern(
    rf"(?<![가-힣])(?P<modifier>[가-힣]+)\s*(?P<things>{KO_THINGS_WORDS.ko_pattern})\s*$"
)


def _read_topic_counts(reading: _Reading, mentions: list[_EventMention]) -> None:
    """A count after a title, or a list of them, whose topic is an event word ("내일 일정은 주간 보고 하나예요", "회의는
    'A'와 'B' 두 개", "남은 일정은 점심, 디자인 리뷰, 과외 이렇게 세 개"): how many there are of the topic's kind, not
    of the titles alone; plans said so beside a meeting are meetings (a half day off is no plan among them)."""
    topics: list[_EventMention] = []  # the things said as a topic ("남은 건"), made mentions once counted
    for index, mention in enumerate(mentions):
        if mention.facts is None or mention.count is None:
            continue
        first = index  # the first title of the list the counted one ends
        while (
            first > 0
            and mentions[first - 1].facts is not None
            and _KO_LISTED.fullmatch(reading.masked, mentions[first - 1].span[1], mentions[first].span[0])
        ):
            first -= 1
        topic = mentions[first - 1] if first else None
        if things := _things_topic(reading, mentions[first].span[0]):
            topic = things
            topics.append(things)
        if topic is not None and (
            topic is things
            or (
                topic.facts is None
                and topic.count is None
                and not topic.denial
                and _KO_TOPIC_GAP.fullmatch(reading.masked, topic.span[1], mentions[first].span[0])
            )
        ):
            # "회의는 A, B, C 세 개예요. 그 외에 점심, 병원이 있고": the others named apart, the count is of the titles
            # it lists, whatever the topic's kind counts
            if _counts_the_list(reading, mentions[first : index + 1], mention.count):
                mention.counts_listed = True
                continue
            topic.count, topic.only, topic.occurrences = mention.count, mention.only, mention.occurrences
            topic.lists = (topic.span[1], mention.span[1])
            # "내일 새로 시작하는 일정은 A랑 B 두 개": what the topic is said to be yet to do, it counts
            topic.remaining = _remaining_said(reading.masked[max(0, topic.span[0] - 30) : topic.span[0]], "")
            mention.count, mention.occurrences = None, False
            if topic.kind == "any" and mention.kind == "meeting":
                topic.kind = "meeting"
    if topics := [topic for topic in topics if topic.count is not None]:
        reading.events = sorted([*reading.events, *topics], key=lambda m: m.span)


def _things_topic(reading: _Reading, at: int) -> _EventMention | None:
    """ "오늘 남은 건 은행이랑 요가 두 개예요": the things a modifier says, right before a list of titles, are a
    topic of every kind (as an untitled "일정은" is), made a mention of its own so that a count of the list is of
    them."""
    said = _KO_THINGS_TOPIC_BEFORE.search(reading.masked, max(0, at - 30), at)
    if not (reading.korean and said and modifies(said["modifier"])):
        return None
    return _EventMention(said.span("things"), said["things"], "any")


# "three meetings: the planning, design QA and the client call", "회의 두 개(A, B)": a count said before the list of
# what it counts
_LIST_OPENING = LazyPattern(r"\s*(?P<bracket>\()?\s*:?\s*(?:the\s+|your\s+|an?\s+)?", re.I)
_EN_LISTED = LazyPattern(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?:the\s+|your\s+|an?\s+)?", re.I)


def _read_counts_of_lists(reading: _Reading, mentions: list[_EventMention]) -> None:
    """A count before a colon and the titles listed after it ("three meetings: A, B and C"): of those, when the answer
    names the others apart, as "회의는 A, B, C 세 개예요. 그 외에 ..." is (_read_topic_counts)."""
    for index, mention in enumerate(mentions[:-1]):
        first = index + 1
        if mention.facts is not None or mention.count is None or mentions[first].facts is None:
            continue
        said = _KO_COUNT_AFTER.match(reading.masked, mention.span[1], mentions[first].span[0])  # "회의 두 개(A, B)"
        counted_until = said.end() if said else mention.span[1]
        if not (opening := _LIST_OPENING.fullmatch(reading.masked, counted_until, mentions[first].span[0])):
            continue
        last = first  # the last title of the list
        # ("회의 두 개(싱가포르 지사 줌 미팅, 지현 님 1:1)": the brackets hold the list, however its titles are said)
        close = reading.masked.find(")", mentions[first].span[1]) if opening["bracket"] else -1
        while (
            last + 1 < len(mentions)
            and mentions[last + 1].facts is not None
            and (
                mentions[last + 1].span[1] <= close
                or _EN_LISTED.fullmatch(reading.masked, mentions[last].span[1], mentions[last + 1].span[0])
            )
        ):
            last += 1
        bracketed = close >= 0 and not reading.masked[mentions[last].span[1] : close].strip()
        mention.counts_listed = _counts_the_list(reading, mentions[first : last + 1], mention.count, bracketed)


def _counts_the_list(reading: _Reading, listed: list[_EventMention], count: int, bracketed: bool = False) -> bool:
    """Whether a count of titles listed is of them: as many, with the answer going on, in the sentence or the next, to
    name other plans apart ("나머지는 점심, 치과", "그 외에 점심 약속, 병원이 있고", "Besides that, lunch"); the
    brackets closing a list set it apart ("회의 두 개(A, B), 점심, 치과")."""
    at = listed[-1].span[1]
    until = next(itertools.islice((end for _, end in _sentences(reading.text) if end > at), 1, None), len(reading.text))
    named_after = any(m.facts is not None and at <= m.span[0] < until for m in reading.events)
    facts = {fact for m in listed for fact in m.facts or ()}
    return len(facts) == count and named_after and (bracketed or _excepts(reading.masked[at:until]))


# "every Friday at 9:30, so five of them in total", "seven events, five of them next week": a count of the events
# said before it, over the stretch its own clause says (a clause of its own: _CLAUSE_BREAK)
_COUNT_OF_THEM = LazyPattern(
    rf"\b(?P<number>{_NUMBER})\s+(?:of\s+(?:them|those|these)\b|in\s+(?:total|all)\b|altogether\b)", re.I
)

_COUNT_CLOSES = LazyPattern(r"\s*(?:(?:in\s+(?:total|all)|altogether|all\s+told)\s*)?(?:[.,;!?)\n]|$)", re.I)
_KIND_OF_THEM = LazyPattern(r"\s*(?:(?:are|were)\s+)?(?:(?:the|your|a|an)\s+)?", re.I)  # "two of them (are) flights"


def _read_counts_of_them(reading: _Reading) -> None:
    """ "five of them in total": a count of the one event word said before it in its sentence (a title, or a word
    counted itself), made a mention of its own so the count holds over its own clause's days."""
    for match in _COUNT_OF_THEM.finditer(reading.masked):
        sentence = next(start for start, end in _sentences(reading.masked) if start <= match.start() < end)
        said = [m for m in reading.events if sentence <= m.span[0] < match.start() and not (m.denial or m.person)]
        if len(said) != 1 or said[0].negative or said[0].reference:
            continue  # ("the sync, the review and lunch, two of them in the morning": of which, unsaid)
        number = match["number"].casefold()
        count = _COUNT_WORDS[number] if number in _COUNT_WORDS else int(number)
        kind = [m for m in reading.events if _KIND_OF_THEM.fullmatch(reading.masked, match.end(), m.span[0])]
        if kind:  # "nine entries, two of them flights": as many of the kind said after it
            kind[0].count = kind[0].count if kind[0].count is not None else count
            continue
        if not _COUNT_CLOSES.match(reading.masked, match.end()):
            continue  # "two of them overlap": some said to be so, no count of all (days said are blanked by now)
        reading.events.append(
            _EventMention(match.span("number"), match["number"], said[0].kind, facts=said[0].facts, count=count)
        )
    reading.events.sort(key=lambda m: m.span)


# "Just two: the team sync and the dentist.", "Three today: ...": how many there are, said before the list of them
_BARE_COUNT = LazyPattern(
    # ("1:1은 30분짜리예요": a colon between digits is a title's, or a clock's)
    rf"(?:^|(?<=[.!?]\s))(?:(?P<only>only|just)\s+)?(?P<number>{_NUMBER})(?=\s*(?:(?:today|tomorrow|this\s+week)\s*)?:(?!\d))",
    re.I,
)


def _read_bare_counts(reading: _Reading) -> None:
    """A count said with no event word before a list ("Just two: the sync and the dentist"): of every kind."""
    for match in _BARE_COUNT.finditer(reading.masked):
        number = match["number"].casefold()
        count = _COUNT_WORDS[number] if number in _COUNT_WORDS else int(number)
        span = match.span("number")
        reading.events.append(_EventMention(span, match["number"], "any", count=count, only=bool(match["only"])))
    reading.events.sort(key=lambda m: m.span)


def _read_only_titles(reading: _Reading) -> None:
    """Titles said to be all there is, and the titles their sentence names beside them."""
    text = reading.masked
    titles = sorted((m for m in reading.events if m.facts is not None), key=lambda m: m.span)
    starts = [m.span[0] for m in titles]
    sentences = _sentences(reading.masked)  # titles and times are blanked: "(final!)", "a.m."
    for sentence, following in itertools.zip_longest(sentences, sentences[1:]):
        titled = titles[bisect_left(starts, sentence[0]) : bisect_left(starts, sentence[1])]
        said_all = _THATS_ALL.search(text, sentence[0], sentence[1])
        # "A at 9, B at 10. That's all.": a sentence of its own saying so speaks of the one before
        if following and (alone := _THATS_ALL_ALONE.fullmatch(text, following[0], following[1])):
            said_all = said_all or alone
        # "Physio at 8. After that, Léa at 1:30 and the wrap-up at 4:30. That's it.": all there is is what the answer
        # said up to there, not the last sentence alone
        said_so_far = titles[: bisect_left(starts, sentence[1])]
        # "그게 3월 일정 전부예요: 피아노 레슨, 건강검진", "That's everything: A and B": all there is is the list
        # the colon opens after it
        list_opened = text.find(":", said_all.end(), sentence[1]) if said_all else -1
        for mention in titled:
            # "your only meeting today is ...": a few words right before the title, so read in the
            # characters just before it, not from the sentence's start for each title of a long one
            only_after = _ONLY_AFTER.match(text, mention.span[1])
            only = only_after or _ONLY_BEFORE.search(
                text[max(sentence[0], mention.span[0] - _ONLY_REACH) : mention.span[0]]
            )
            if only or (said_all and (said_all.start() >= mention.span[1] or 0 <= list_opened < mention.span[0])):
                mention.only = True
                mention.alongside = tuple(i for m in (titled if only else said_so_far) for i in m.facts or ())
                # "the dentist is the only one-off": the only one of those
                if only_after and (kind := _SERIES.match(text, _after_spaces(text, only_after.end()))):
                    mention.series = kind.lastgroup == "series"
            elif mention.only:  # "only physio and the board meeting": all there is with the titles said after it
                mention.alongside = tuple(i for m in titled for i in m.facts or ())


def _after_spaces(text: str, at: int) -> int:
    return len(text) - len(text[at:].lstrip())


def _offers(text: str) -> list[tuple[int, int]]:
    """Where the answer offers to do something: it states nothing there, nor denies (a Korean offer from the start
    of its clause: "비어 있으니 | 운동 잡아 드릴까요?" still says the time is free)."""
    spans = []
    for found in _OFFER.finditer(text):
        if not found["ko"]:
            spans.append(found.span())
            continue
        # (its sentence found by looking back from the ending, never by scanning forward from every character: a
        # long answer would cost its length squared, tests/drills/test_cost.py)
        start = max(text.rfind(stop, 0, found.start()) for stop in ".!?\n") + 1
        breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, start, found.end())]
        spans.append((max([start, *breaks]), found.end()))
    return spans


def _sentences(text: str) -> list[tuple[int, int]]:
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    return [(start, end) for start, end in itertools.pairwise([0, *ends, len(text)]) if start < end]


def _someone_added(reading: _Reading, mention: _EventMention) -> None:
    """ "Brunch with Dana and her sister", "Dinner with Tom and Alice": someone added to the people a title names."""
    if not (also := _AND_PERSON.match(reading.text, mention.span[1])):
        _people_listed_beside(reading, mention)
        return
    name, after = also.group(1), also.end(1)
    word = name.split()[-1].casefold()
    if (
        _EVENTS.search(name)
        or _EVENTS.match(reading.text[after:].lstrip())
        or _EN_POSSESSIVE.match(reading.text, after)
        or reading.masked[also.start(1) : after] != name  # a title or a time, read already
    ):
        return
    # another title's word may be that event said next, but not its person: "brunch with Lucía and Carmen" of
    # "Carmen's birthday party" adds Carmen to the brunch
    if _person_of_another_title(reading, word, mention.facts or ()):
        reading.problems.append(f"attendee {name!r}")
    elif word not in _title_words(reading):
        _attendee(reading, name, also.end())


def _people_listed_beside(reading: _Reading, mention: _EventMention) -> None:
    """ "Brunch with Ines, Sol and Mara" of "Brunch with Ines": each of the people listed after a titled event is
    one of its title's (another title's person is no one at it)."""
    listed = _named_after(reading, mention.span[1])
    if len(listed) < 2 or _EN_POSSESSIVE.match(reading.text, listed[-1].end()):
        return  # ("…, Sol and Mara's party": whose the next event is)
    own = _words_of_titles(reading, mention.facts or ())
    for also in listed:
        if reading.masked[also.start(1) : also.end(1)] == also.group(1) and also.group(1).casefold() not in own:
            reading.problems.append(f"attendee {also.group(1)!r}")


# Who a title names as its person: "Padel with Javier", "1:1 w/ Aisha", "Carmen's birthday party"
_TITLE_PERSON = LazyPattern(r"(?:\bwith|\bw/)\s+([\w-]+)|([\w-]+)'s\b", re.I)


def _person_of_another_title(reading: _Reading, word: str, facts: tuple[int, ...]) -> bool:
    """Whether `word` is the person of a title other than those of `facts`, and no word of theirs."""
    if word in _words_of_titles(reading, facts):
        return False
    return any(
        word == (found[1] or found[2]).casefold()
        for title in reading.title_facts
        for found in _TITLE_PERSON.finditer(title)
    )


def _read_invented_titles(reading: _Reading) -> None:
    """What qualifies an untitled event word must be generic or a word of a context title: "budget meeting"
    names a meeting nobody stored, "the handover meeting" names "프로젝트 인수인계 미팅" by part of it. An
    event word that is itself a word of context titles ("the standup", "the 1:1") speaks of their facts."""
    text = reading.masked
    for mention in reading.events:
        if mention.kind == "meeting" and not mention.denial and (attendee := _EN_WITH.match(text, mention.span[1])):
            if not _with_a_plan_said_absent(reading, attendee.start()):
                _attendee(reading, attendee.group(1), attendee.end())
                _attendees_together(reading, attendee)
        elif _WITH_IN_TITLE.search(mention.text):
            _someone_added(reading, mention)
        if mention.facts is not None or mention.kind != "meeting" or mention.denial or mention.supposed:
            continue  # a supposed event ("운동 가능해요") is the user's to add: any kind, stored or not
        said = mention.text.casefold().split()
        before = text[: mention.span[0]]
        if compound := _HYPHENATED.search(before):  # "on-call": one word, qualified by the word before it
            said = [compound.group().casefold() + said[0], *said[1:]]
            before = before[: compound.start()]
        previous = re.search(r"([\w'&-]+)\s*$", before)
        qualifier = None if before.rstrip().endswith((",", ".", ":", ";", "(", "!", "?")) else previous
        if qualifier and not any(c.isalpha() for c in qualifier.group(1)):
            qualifier = None  # "- Standup": a list's dash
        elif qualifier and (at := qualifier.start(1)) and text[at - 1] == " " != reading.text[at - 1]:
            qualifier = None  # a particle of what was read before it ("'디자인 리뷰'와 치과 검진", "4시부터 요가")
        word = qualifier.group(1).casefold() if qualifier else ""
        if _HANGUL.search(word) and _EVENTS.fullmatch(_KO_JOINED.sub("", word)):
            # "회의나 통화", "은행 상담이랑 요가": two event words, the first no qualifier of the second, which is
            # still read as a title of its own
            qualifier, word = None, ""
        if word in KIND_RESTATED.get(said[0], ()):
            qualifier, word = None, ""  # "a phone call", "전화 통화": the kind said again, no word of a title
        if _HANGUL.search(word):
            attached = qualifier is not None and qualifier.end(1) == mention.span[0]
            if attached and _compound_no_title_has(reading, word, said[0]):
                reading.problems.append(f"title {word + mention.text!r}")  # "팔순잔치" beside "할머니 칠순잔치"
                continue
            if attached and (named := _titles_with_compound(reading, word + said[0])):
                mention.facts = named  # "화상회의" names "서울 본사 화상회의", whose word it is whole
                # ("서울대병원 피부과" of "서울대병원 정형외과": an event word said after it is a kind of its own)
                if kind := _kind_no_title_has(reading, said[1:]):
                    reading.unstored.append((mention, f"title {kind!r}"))
                continue
            if qualifier is not None:
                word = _honoured(text, word, qualifier.start(1))  # "수진 님 결혼식": 수진
            if _KO_WITH.search(word) and not _KO_DONE_THEN.fullmatch(word):
                person = _KO_WITH.sub("", word)
                if qualifier is not None:
                    person = _honoured(text, person, qualifier.start(1))  # "민지 씨와 식사": 민지
                _attendee(reading, person, mention.span[0])
                word = ""
            elif (
                _KO_NOT_A_TITLE.search(word)
                or _KO_WHILE.search(word)
                or _KO_DAY_OF_STRETCH.search(word)
                or _THEN_OPENING.fullmatch(word)  # "그다음 회식": the one after, no title's word
            ):
                word = ""
        elif _BEFORE_A_VERB.fullmatch(word):
            word = ""
            if called := _VERB_OBJECT.match(reading.text, mention.span[1]):  # "you'll call Grandpa": who with
                _attendee(reading, called["name"], called.end())
        elif (
            word.isdigit()
            or word in _COUNT_WORDS
            or word.endswith("'s")
            or _EVENTS.fullmatch(word)
            or _DETERMINER.match(word + " ")
        ):
            # ("one sync": a count, no word of a title; "the call" is no word of "Dinner with the Nguyens")
            word = ""
        if qualifier and word and (named := _titles_said_in_part(reading, [word, *said])):
            mention.facts = named
            # "토마 콜", "the Renault call": the title is said from the qualifier on
            mention.span = (qualifier.start(1), mention.span[1])
            mention.text = reading.text[mention.span[0] : mention.span[1]]
            # "the daily standup" for "데일리 스탠드업": the word is the title's, not a time of day
            reading.parts = [part for part in reading.parts if part.span != qualifier.span(1)]
            _read_further_qualifiers(reading, qualifier.start(1), [word, *said], named)
        elif not word or word in _GENERIC_QUALIFIERS or _SERIES.fullmatch(word):
            mention.facts = _titles_said_in_part(reading, said) or _titles_of_broader_kind(reading, said) or None
            if mention.facts is None and (kind := _kind_no_title_has(reading, said)):
                reading.unstored.append((mention, f"title {kind!r}"))  # "a dentist appointment" beside a doctor's
        else:
            said_as = f"{qualifier.group(1) if qualifier else ''} {mention.text}"
            reading.unstored.append((mention, f"title {said_as!r}"))


# An event word after a subject or a modal is a verb ("you'll call Grandpa", "we'll meet", "to call"): what is
# done, no word of a title
_BEFORE_A_VERB = LazyPattern(_SUBJECT_OR_MODAL, re.I)
_VERB_OBJECT = LazyPattern(rf"\s+(?P<name>(?:your\s+)?(?:[A-Z][\w'-]*|{PEOPLE_WORDS.en_exact_pattern})\b)")


def _honoured(text: str, word: str, at: int) -> str:
    """Who a Korean word said at `at` is: an honorific written apart ("씨", "님") is said of the name before it."""
    if word in _KO_SPACED_HONORIFICS and (name := _LAST_WORD.search(text, 0, at)):
        return name.group(1)
    return word


def _compound_no_title_has(reading: _Reading, word: str, event: str) -> bool:
    """A Korean word made of a word and an event word ("팔순잔치", "팀회의"): a kind of event of its own unless a title
    has it, spaced or not ("팀 회의"), or has its first word."""
    return bool(reading.title_facts) and not any(
        word + event in title.replace(" ", "") or word in _people_words(title) for title in reading.title_facts
    )


def _titles_with_compound(reading: _Reading, compound: str) -> tuple[int, ...]:
    """The facts of the titles a Korean compound of a word and an event word ("화상회의") is a word of, as
    written (punctuation around it is none of it: "(강북삼성병원)"): the title's other words need not be said."""
    return tuple(
        fact
        for title, facts in reading.title_facts.items()
        if compound in (word.strip(_TITLE_PUNCTUATION) for word in title.split())
        for fact in facts
    )


def _read_further_qualifiers(reading: _Reading, start: int, said: list[str], named: tuple[int, ...]) -> None:
    """The words before a qualifier that names a title: "the budget report review" names no title "report review"
    has unless "budget" is its word too (read between a determiner and the event word); "한결상사와 거래처 미팅"
    has someone with it, grounded only as a title's word; "우리은행 대출 상담" of "신한은행 대출 상담" names
    another of what a word of the title (`named`'s) is."""
    text = reading.masked
    earlier = re.search(r"([\w'&-]+)\s*$", text[:start])
    if earlier is None or ((at := earlier.start(1)) and text[at - 1] == " " != reading.text[at - 1]):
        return  # nothing, or what was read before it
    word = earlier.group(1).casefold()
    if _HANGUL.search(word):
        # ("민수 씨랑 미테 브런치": 민수; "도착하고 미팅": arriving, then the meeting)
        if _KO_WITH.search(word) and not _EVENTS.search(word) and not _KO_DONE_THEN.fullmatch(word):
            _attendee(reading, _honoured(text, _KO_WITH.sub("", word), earlier.start(1)), start)
        elif sibling := _sibling_of_title_word(reading, word, named):
            reading.problems.append(f"title {word!r} (the title's is {sibling!r})")
        return
    chain = [word]
    while word not in _GENERIC_QUALIFIERS and not word.isdigit() and not word.endswith("'s"):
        earlier = re.search(r"([\w'&-]+)\s+$", text[: earlier.start(1)])
        if earlier is None:
            return
        word = earlier.group(1).casefold()
        chain.append(word)
    if _DETERMINER.match(word + " ") and not _titles_said_in_part(reading, [*chain[-2::-1], *said]):
        reading.problems.append("title " + repr(" ".join([*chain[-2::-1], *said])))


def _sibling_of_title_word(reading: _Reading, word: str, named: tuple[int, ...]) -> str | None:
    """The word of a title of `named` that a Korean word said before it is another of: both end in the same two
    syllables, the name of a kind ("은행", "병원"), and neither holds the other ("우리은행" of "신한은행"; not "은행",
    nor "KB국민은행" of "국민은행", which say the same)."""
    if len(word) < 3 or _KO_NOT_A_TITLE.search(word) or _EVENTS.search(word):
        return None
    facts = set(named)
    return next(
        (
            own
            for title, of in reading.title_facts.items()
            if facts.intersection(of)
            for own in _people_words(title)
            if own[-2:] == word[-2:] and own not in word and word not in own
        ),
        None,
    )


def _titles_of_broader_kind(reading: _Reading, said: list[str]) -> tuple[int, ...]:
    """The facts of the titles an event word of a kind holding theirs names ("the trip" of "Flight to Lima", "수업"
    of "요가": lexicon.BROADER_EVENT_WORDS), as written or in part of a Korean word; not when another word said
    is no such kind ("a yoga class" is no "Piano lesson")."""
    specific = [word for word in said if not _GENERIC_EVENTS & set(_singulars(word))]
    broader = [{kind for form in _singulars(word) for kind in BROADER_EVENT_WORDS.get(form, ())} for word in specific]
    kinds = set.union(*broader) if broader and all(broader) else set()
    return tuple(
        fact
        for title, facts in reading.title_facts.items()
        if kinds
        and any(
            word in kinds or (_HANGUL.search(word) and any(kind in word for kind in kinds if _HANGUL.search(kind)))
            for word in _people_words(title)
        )
        for fact in facts
    )


def _kind_no_title_has(reading: _Reading, said: list[str]) -> str | None:
    """A word of a kind of event ("dentist", "치과"), not a generic one ("appointment", "일정"), that no context
    title has, as written, in part of a Korean word ("검진" of "정기검진"), translated, or as a kind holding the
    title's (lexicon.BROADER_EVENT_WORDS): a kind nobody stored. None when the context has no titles."""
    titles = [
        _people_words(title) | {word.removesuffix("'s") for word in title.split()} for title in reading.title_facts
    ]
    for word in said:
        kind = _EVENTS.fullmatch(word)
        if _GENERIC_EVENTS & set(_singulars(word)) or kind is None or kind.lastgroup != "meeting":
            continue
        kinds = (word, *BROADER_EVENT_WORDS.get(word, ()), *NARROWER_TITLE_WORDS.get(word, ()))
        if titles and not any(
            _renders_title_word(said, words) or (_HANGUL.search(said) and any(said in w for w in words))
            for words in titles
            for said in kinds
        ):
            return word
    return None


def _titles_said_in_part(reading: _Reading, said: list[str]) -> tuple[int, ...]:
    """The facts of the context titles these words name by some of their words, in either language: each
    word is a word of the title (a Korean one also without the particle joining a person), but a generic
    event word ("meeting"), which fits any title. A name a title quotes ('Design review: "Atlas"') is what tells
    it apart: said without it, the title is not named."""
    specific = [word for word in said if not _GENERIC_EVENTS & set(_singulars(word))]
    named: list[int] = []
    for title, facts in reading.title_facts.items() if specific else ():
        words = _people_words(title)  # "김 부장님 1:1" names "김 부장님과 1:1"
        quoted = {word.strip(_TITLE_PUNCTUATION) for found in _QUOTED.finditer(title) for word in found.group().split()}
        # "the flight" names "Red-eye to JFK" by a narrower word (lexicon.NARROWER_TITLE_WORDS); "English class"
        # names "영어 회화" by a kind that holds it (lexicon.BROADER_EVENT_WORDS), beside a word of its own; "the school
        # conference" names "... at Lincoln Elementary" by the kind of place it is at (lexicon.PLACE_KIND_WORDS)
        if quoted.issubset(specific) and all(
            _renders_title_word(word, words)
            or words & set(NARROWER_TITLE_WORDS.get(word, ()))
            or {w.casefold() for w in words} & set(PLACE_KIND_WORDS.get(word, ()))
            or (len(specific) > 1 and words & set(BROADER_EVENT_WORDS.get(word, ())))
            for word in specific
        ):
            named.extend(facts)
    return tuple(named)


def _singulars(word: str) -> tuple[str, ...]:
    """A word as said and as it may be in the singular ("lessons", "lesson")."""
    return (word, word.removesuffix("s"), word.removesuffix("es"))


def _renders_title_word(word: str, title_words: frozenset[str]) -> bool:
    """A word said is a title's word as written, in the singular, or translated (either way); a Korean one also
    with the honorific the title leaves out ("박 팀장님" of "박 팀장 1:1 면담": politeness, not another person),
    or in the plural ("동기들"), or in Hangul as a loanword ("핼러윈" of "Halloween"). Two words with a rendering in
    common say the same ("dental" of "Dentist", both 치과; "클라이언트" of "Client"), and a Korean word is said of a
    compound it begins ("고객" of "고객사")."""
    korean = bool(_HANGUL.match(word)) and len(word) > 2
    honoured = (word.removesuffix("님"),) if korean and word.endswith("님") else ()
    plural = (word.removesuffix("들"),) if korean and word.endswith("들") else ()
    # ("the Chens' party" of "Halloween party at the Chens'", "the kids' game": a plural possessive is its owners,
    # whom the title names with its apostrophe stripped)
    owners = (word[:-1],) if word.endswith(("s'", "s\u2019")) else ()
    for form in (*_singulars(word), *honoured, *plural, *owners):
        renderings = TITLE_WORD_TRANSLATIONS.get(form, ())
        if form in title_words or any(set(rendering.split()) <= title_words for rendering in renderings):
            return True
        # ("brother" of "동생 결혼식": a title word that ends a rendering, 남동생, says it without the detail)
        if any(rendering.endswith(title) and len(title) > 1 for rendering in renderings for title in title_words):
            return True
    if any(english in title_words for english in _ENGLISH_OF.get(word, ())):
        return True
    # ("perf review" of "Performance review with Dan": a title word clipped, as people write it)
    if (full := _UNCLIPPED.get(word.casefold())) and full in {title.casefold() for title in title_words}:
        return True
    # "new-hire" of "Onboarding: new hires", "pickup" of "Pick up Lily": the title's words hyphenated or run
    # together, or said in the singular where the title has them in the plural
    if word + "s" in title_words or any(word == first + then for first in title_words for then in title_words):
        return True
    if "-" in word.strip("-") and all(_renders_title_word(part, title_words) for part in word.split("-") if part):
        return True
    spelled = word.replace("-", "").casefold()  # "Minji", "Min-seo", "Kim" of a Korean name
    if _spells_korean(spelled, title_words):
        return True
    if _HANGUL.match(word) and _spelled_in_hangul(word, title_words):
        return True  # "핼러윈 파티" of "Halloween party", "오스틴행" of "Flight to Austin": an English word in Hangul
    said = _senses(word)
    meant = {sense for title_word in title_words for sense in _senses(title_word)}
    # ("시험" of "필기시험": a Korean compound ends in what it is a kind of)
    return bool(said & meant) or any(
        _HANGUL.match(a) and len(a) > 1 and (b.startswith(a) or a.startswith(b) or b.endswith(a))
        for a in said
        for b in meant
        if _HANGUL.match(b) and len(b) > 1
    )


def _spells_korean(spelled: str, words: Iterable[str]) -> bool:
    """Whether a word in Latin letters (lowercased, without hyphens) spells one of these Korean words, or its
    beginning (a Korean title word may end in a suffix: "Jeju" of "제주행", bound for Jeju)."""
    return spelled.isascii() and any(
        spelled in latin_spellings(word[:length])
        for word in words
        for length in range(min(2, len(word)), len(word) + 1)
    )


@functools.cache
def _senses(word: str) -> frozenset[str]:
    """A word with its renderings (lexicon.TITLE_WORD_TRANSLATIONS) and theirs: what it says in either language."""
    english = [word, *_ENGLISH_OF.get(word, ())]
    return frozenset(
        [*english, *(rendering for form in english for rendering in TITLE_WORD_TRANSLATIONS.get(form, ()))]
    )


# -- checking ---------------------------------------------------------------------------------


@dataclass
class _Clause:
    text: str
    dates: list[_DateMention]
    times: list[_TimeMention]
    parts: list[_PartMention]
    durations: list[_DurationMention]
    events: list[_EventMention]
    pieces: list[tuple[int, int]]  # cut at commas: a time or date speaks of the events of its own piece
    end: int
    scope_dates: list[_DateMention]  # the days a denial in it speaks of
    series: list[tuple[tuple[int, int], bool]]  # said as a series or once, negation applied
    # What the clause it takes its days from states ("수요일은 휴가라 | 일정이 없고"): a denial of every kind
    # in it denies the rest, not what the sentence has just stated.
    stated_before: list[_EventMention] = field(default_factory=list)
    # What the clause before states, when this one goes on about it ("Parkrun at 9; it looks like a one-off",
    # "It's a recurring one."): what a series word in a clause naming no title is said of
    said_before: list[_EventMention] = field(default_factory=list)
    # The bounds of time the clause before sets in one sentence, when this one sets none ("3시 이후에는 휴가라 |
    # 회의가 없어요"): where a denial in it speaks
    carried_bounds: list[_TimeMention] = field(default_factory=list)
    time_before: _TimeMention | None = None  # the last time said before it in the answer
    # the last time said before it in its sentence: a bare hour bounding it reads no earlier ("6시 반 팀 저녁 끝나고
    # 8시부터 11시까진 비어": from 20:00)
    time_before_in_sentence: _TimeMention | None = None
    overlaps: list[_OverlapMention] = field(default_factory=list)  # "A and B overlap", "no clashes"
    free_lengths: list[_DurationMention] = field(default_factory=list)  # "한 시간 비어": how long free time is
    # "오늘 제일 빠른 일정은 11시 회의", "the latest thing on Friday is dinner": the first or last of its days
    extreme: _Extreme | None = None
    # The titled events of the clause before, when this one lists after its colon ("Two spin classes: Tuesday the
    # 10th and Thursday the 19th"): what the days it names, naming no event, are of
    listed_for: list[_EventMention] = field(default_factory=list)
    # The days the sentence before speaks of, when this one names none ("화요일이 제일 바빠요. 회의가 세 개 있고"):
    # what a count in it may be counted over, as well as the window
    days_before: list[_DateMention] = field(default_factory=list)
    longest_lengths: list[_DurationMention] = field(default_factory=list)  # "none longer than an hour": of each
    # The time off the sentence before states ("오후엔 반차라 회의는 없어. | 치과만 다녀오면 돼"): what a count or
    # "only" in it may be counted over
    off_before: list[_EventMention] = field(default_factory=list)

    @property
    def carried_dates(self) -> list[_DateMention]:
        """The days a clause lends the next one without days: in a list of events ("the demo, a Friday-afternoon
        vacation block, and dinner"), a date in a piece of one event is that event's alone."""
        pieces = [p for p in self.pieces if any(p[0] <= m.span[0] < p[1] for m in self.events)]
        if len(pieces) < 2 or self.scope_dates is not self.dates:
            return self.scope_dates
        return [m for m in self.dates if not any(p[0] <= m.span[0] < p[1] for p in pieces)]

    def unnamed_item(self, time: _TimeMention) -> bool:
        """Whether a time opens an item of a terse list that names no event read ("08:50 출국 / 14시 지사 미팅"),
        beside another item opened by its own time before its event: it is the time of what its own item names, not
        of the events of the other items (an end is of the item before: "6시 출발, 8시 45분 도착")."""
        clause_start = self.end - len(self.text)

        def opened(piece: tuple[int, int]) -> _TimeMention | None:
            first = min((t for t in self.times if piece[0] <= t.span[0] < piece[1]), key=lambda t: t.span, default=None)
            before = self.text[max(0, piece[0] - clause_start) : first.span[0] - clause_start] if first else "?"
            return first if not before.strip(" ,/·•|") else None

        def named(piece: tuple[int, int]) -> bool:
            return any(piece[0] <= m.span[0] < piece[1] for m in self.events)

        own = next((p for p in self.pieces if p[0] <= time.span[0] < p[1]), None)
        return (
            own is not None
            and opened(own) is time
            and time.bound == "at"
            and not time.ending
            and not named(own)
            and any(p != own and opened(p) and named(p) for p in self.pieces)
        )

    def nearby(self, events: list[_EventMention]) -> Callable[[tuple[int, int]], list[_EventMention]]:
        """The events a span speaks of: those of its own piece, else all of them (grouped by piece
        once, so asking for every mention of a long clause stays linear)."""
        starts = [piece[0] for piece in self.pieces]

        def piece_of(span: tuple[int, int]) -> int | None:
            index = bisect_right(starts, span[0]) - 1
            return index if index >= 0 and span[0] < self.pieces[index][1] else None

        grouped: dict[int | None, list[_EventMention]] = {}
        for mention in events:
            grouped.setdefault(piece_of(mention.span), []).append(mention)

        def near(span: tuple[int, int]) -> list[_EventMention]:
            piece = piece_of(span)
            return (grouped.get(piece) if piece is not None else None) or events

        return near


def _last_between(text: str, at: int) -> int | None:
    """Where the last "between" before `at` in its sentence ends, within reach of it, with no list after it ("between
    the standup, the review and the call" lists three)."""
    found = list(_BETWEEN.finditer(text, max(0, at - _BETWEEN_REACH), at))
    if not found or _SENTENCE_END.search(text, found[-1].end(), at) or "," in text[found[-1].end() : at]:
        return None
    return found[-1].end()


def _clauses(reading: _Reading) -> list[_Clause]:
    """Sentences, cut further at "but", "and", ":", "-지만", "-고", ...; never inside something read."""
    taken = [m.span for m in reading.dates] + [m.span for m in reading.times]
    taken += [m.span for m in reading.parts] + [m.span for m in reading.events] + [m.span for m in reading.durations]
    dates = sorted(m.span for m in reading.dates)
    # A title ending as a Korean verb would ("주간 보고", "신년회 하고") ends no clause: the ending is its word's
    title_ends = {m.span[1] for m in reading.events if m.facts is not None}
    listable = [m for m in reading.events if not (m.denial or m.person)]  # ("Hana and the sync": someone's is apart)
    event_ends = {m.span[1] for m in listable}
    event_starts = [m.span[0] for m in listable]
    breaks = [
        match.span()
        for match in _CLAUSE_BREAK.finditer(reading.text)
        if not any(start < match.end() and match.start() < end for start, end in taken)
        and not (match.start() in title_ends and _KO_ENDING_BREAK.fullmatch(match.group()))
        and not _KO_TOTAL_ENDS.search(reading.text, max(0, match.start() - _TOTAL_WORD_REACH), match.start())
        # "on vacation Wednesday and Thursday": a list of days, not two clauses
        and not (
            _LIST_WORD.fullmatch(match.group())
            and any(end == match.start() for _, end in dates)
            and any(start == match.end() for start, _ in dates)
        )
        # "then gym and the Lily pickup on Friday": two events listed, said of the days after them together
        and not (
            _LIST_WORD.fullmatch(match.group())
            and match.start() in event_ends
            and any(_ARTICLE_GAP.fullmatch(reading.text, match.end(), start) for start in event_starts)
            and not _BETWEEN.search(reading.text, max(0, match.start() - _BETWEEN_REACH), match.start())  # one range
        )
        # "14:00–15:00 and 17:15–18:00", "at 10 and 3": a list of times, not two clauses
        and not (
            _LIST_WORD.fullmatch(match.group())
            and any(t.span[1] == match.start() for t in reading.times)
            and any(t.span[0] == match.end() for t in reading.times)
        )
        # "between lunch (ends 14:00) and the hiring panel at 16:00", "between the party wrapping up at 3 and your
        # shift": the "and" closes the range "between" opens with an event or a time, a start or an end said
        and not (
            _LIST_WORD.fullmatch(match.group())
            and (opened := _last_between(reading.text, match.start()))
            and any((t.bound == "from" or t.ending) and opened <= t.span[0] < match.start() for t in reading.times)
            and any(
                _ARTICLE_GAP.fullmatch(reading.text, match.end(), at)
                for at in [*event_starts, *(t.span[0] for t in reading.times)]
            )
        )
        # "between 3 and 4 PM", "between the review and the dinner": one range
        and not (
            any(t.bound == "from" and t.span[1] == match.start() for t in reading.times)
            and any(
                t.span[0] >= match.end() and _RANGE_END_GAP.fullmatch(reading.text, match.end(), t.span[0])
                for t in reading.times
            )
        )
    ]
    # "<event>(이)라 ...", "<time>까지라 ...": "목요일까지 휴가라 금요일부터 ...", "새벽 3시까지라, 수요일 밤엔 ..."
    # give a reason, and what follows is another clause
    breaks += [
        found.span(1)
        for span in [*(m.span for m in reading.events if not m.denial), *(t.span for t in reading.times)]
        if (found := _KO_BECAUSE_IT_IS.match(reading.text, span[1]))
    ]
    # "수요일이랑 목요일을 비교하면, 수요일은 …": a day set as the topic after a comma starts a clause of its own, of
    # that day alone (not after a day: "금요일, 일요일은" lists them)
    breaks += [
        comma.span()
        for m in reading.dates
        if reading.korean
        and _KO_TOPIC_AFTER.match(reading.text, m.span[1])
        and (comma := _COMMA_BEFORE.search(reading.text, 0, m.span[0]))
        and comma.start() not in {d.span[1] for d in reading.dates}
        and not any(start < comma.end() and comma.start() < end for start, end in breaks)
    ]
    breaks.sort()
    # "Free: 13:00–13:30, 14:30–16:00": a heading that is only a denial speaks of what is listed after it, unless
    # that states events ("Friday's free: you're off from 9 to 1" gives the time off as why)
    read = sorted([*(m.span for m in reading.times), *(m.span for m in reading.parts)])
    breaks = [
        (start, end)
        for (_, before), (start, end), (after, _) in zip(
            [(0, 0), *breaks], breaks, [*breaks[1:], (len(reading.text), 0)], strict=False
        )
        if not (
            reading.text.startswith(":", start)
            and (said := [m for m in reading.events if before <= m.span[0] < start])
            and all(m.denial for m in said)
            and not any(before <= span[0] < start for span in read)
            and not any(end <= m.span[0] < after and not (m.denial or m.negative) for m in reading.events)
        )
    ]
    clauses: list[_Clause] = []
    offers = _offers(reading.text)
    for (_, start), (end, _) in itertools.pairwise([(0, 0), *breaks, (len(reading.text), 0)]):
        if start < end:

            def inside(span: tuple[int, int], start: int = start, end: int = end) -> bool:
                return start <= span[0] < end

            events = [m for m in reading.events if inside(m.span)]
            _set_polarity(reading, events, start, end)
            for (
                event
            ) in events:  # "27일 월요일(휴가 마지막 날)엔 없어요": what a day is, in brackets after it, is not denied
                if event.negative and ")" in reading.text[event.span[1] : end]:
                    event.negative = not any(
                        _DAY_RESTATED_GAP.fullmatch(reading.text, m.span[1], event.span[0])
                        for m in reading.dates
                        if inside(m.span)
                    )
            for event in events:  # "want me to keep Wednesday clear?": an offer denies nothing
                if any(first <= event.span[0] < last for first, last in offers):
                    event.negative = False
            for event in events:  # "not a recurring meeting", "반복 일정이 아니에요": what is denied is the series
                if any(
                    _SERIES_QUALIFIES.fullmatch(reading.masked, span[1], event.span[0]) for span, _ in reading.series
                ):
                    event.negative = False
            for mention in reading.times:
                if inside(mention.span) and mention.bound == "at":
                    # "free until the 1:1 with Mina at 6:30": the until reaches past the title
                    # ... but not past an event said to start then ("before your half-day off begins at 2")
                    earlier = reading.masked[start : mention.span[0]]
                    until = _UNTIL_EARLIER.search(earlier) and not _STARTS_BEFORE.search(earlier)
                    mention.bound = "until" if until else "at"
            # ("08:50 출국 / 14시 지사 미팅": a slash set apart by spaces parts a terse list's items, as a comma does)
            commas = [start + m.end() for m in re.finditer(r"[,、]|\s[·•|/]\s", reading.masked[start:end])]
            pieces = list(itertools.pairwise([start, *commas, end]))
            own_dates = [m for m in reading.dates if inside(m.span)]
            # "free between Parkrun and dinner": on the days of the events bounding it, when it names none
            bounded = frozenset(day for m in events for day in m.bounds_days)
            bounded_days = [_DateMention(events[0].span, "", _Days(bounded))] if bounded else []
            # In one sentence, a clause without days speaks of the previous one's ("수요일은 연차라서 | 없어요").
            same_sentence = clauses and not _SENTENCE_END.search(reading.text[clauses[-1].end - 1 : start])
            # ... unless that one's days are a clock change's ("clocks change on March 8, | but Spanish is still at 6")
            lends = clauses and (clauses[-1].events or not _CLOCK_CHANGE.search(clauses[-1].text))
            joined = clauses and not _FULL_STOP.search(reading.text[clauses[-1].end - 1 : start])  # "...; ..." too
            # After a heading ("Tomorrow morning: the dev sync"), a clause without a part of day speaks of its.
            # A heading states nothing itself: "Saturday afternoon is open: brunch ends at 12:30" is no heading.
            heading = clauses and ":" in reading.text[clauses[-1].end - 1 : start]
            headed = heading and not clauses[-1].events
            own_parts = [m for m in reading.parts if inside(m.span)]
            own_times = [m for m in reading.times if inside(m.span)]
            for part in own_parts:
                part.qualifies = next(
                    (
                        m.span
                        for m in events
                        if m.span[0] >= part.span[1] and not reading.masked[part.span[1] : m.span[0]].strip()
                    ),
                    None,
                )
            clauses.append(
                _Clause(
                    reading.text[start:end].strip(),
                    own_dates,
                    own_times,
                    own_parts
                    or (clauses[-1].parts if headed else [])
                    # "오후엔 반차라 | 회의는 없어": what follows a reason said of a part of the day is of that part
                    or (
                        [p for p in clauses[-1].parts if p.qualifies is None]
                        if same_sentence and not own_dates and _KO_REASON_END.search(clauses[-1].text)
                        else []
                    ),
                    [m for m in reading.durations if inside(m.span)],
                    events,
                    pieces,
                    end,
                    own_dates or bounded_days or (clauses[-1].carried_dates if same_sentence and lends else []),
                    _series_said(reading, start, end),
                    [] if own_dates or not joined else [m for m in clauses[-1].events if not m.negative],
                    # (one naming none goes on about what the one before it did: "the migration's last: it starts
                    # at 11 | and is wrapped up by 12:30")
                    ([m for m in clauses[-1].events if not m.negative] or (clauses[-1].said_before if joined else []))
                    if clauses and (joined or _PRONOUN_FIRST.match(reading.text, start))
                    else [],
                    _bounds_carried(clauses[-1]) if same_sentence and not own_times and not own_parts else [],
                    (
                        time_before := max(
                            (t for t in reading.times if t.span[1] <= start), key=lambda t: t.span, default=None
                        )
                    ),
                    time_before
                    if time_before is not None and not _SENTENCE_END.search(reading.text, time_before.span[1], start)
                    else None,
                    [m for m in reading.overlaps if inside(m.span)],
                    [m for m in reading.free_lengths if inside(m.span)],
                    _extreme_said(reading, start, end)
                    # "Longest event: the barbecue": a heading naming no title says it of what is listed after it
                    or (clauses[-1].extreme if heading and not any(m.facts for m in clauses[-1].events) else None),
                    [m for m in clauses[-1].events if m.facts is not None and not m.negative]
                    if clauses
                    and not events
                    and (
                        (same_sentence and ":" in reading.text[clauses[-1].end - 1 : start])
                        # "standup and your 1:1 at 2, on the 9th and again on the 16th": days alone go on the list
                        or (
                            _AND_BREAK.fullmatch(reading.text, clauses[-1].end, start)
                            and own_dates
                            and _days_alone(reading.text, start, end, own_dates)
                        )
                        # "줌 미팅은 목요일이에요. | 3월엔 4, 18일 두 번 있어요": Korean drops the subject; days said
                        # to have something are the days of what was just named
                        or (own_dates and _KO_THERE_IS_END.search(reading.text, start, end))
                        # "팀장님 1:1은 복귀하고 | 다음 날인 23일 목요일이에요": what the clause after a titled topic
                        # is said to be, in its sentence, is that title's day
                        or (
                            own_dates
                            and same_sentence
                            and _KO_IT_IS_END.search(reading.text, start, end)
                            and any(
                                m.facts is not None and _KO_TOPIC_AFTER.match(reading.text, m.span[1])
                                for m in clauses[-1].events
                            )
                        )
                    )
                    else [],
                    clauses[-1].carried_dates
                    if clauses and not (own_dates or bounded_days or same_sentence)
                    # ("금요일은 비어요. 스탠드업도 없어서 | 다 비어요": the sentence before's, clause by clause)
                    else clauses[-1].days_before
                    if clauses and not (own_dates or bounded_days or clauses[-1].dates)
                    else [],
                    longest_lengths=[m for m in reading.longest_lengths if inside(m.span)],
                )
            )
    # "nothing at 10, since you're on vacation all day": a denial given a reason denies the rest; so does one
    # followed by the time off that makes it free ("Friday morning's free: you've booked 9 to 1 off")
    for clause, reason in itertools.pairwise(clauses):
        gap = reading.text[clause.end : reason.end - len(reason.text)]
        stated = [m for m in reason.events if not m.negative]
        if _BECAUSE.search(gap or reason.text[:12]) or (
            _REASON_SET_OFF.fullmatch(gap) and stated and all(m.kind == "vacation" for m in stated)
        ):
            clause.stated_before += stated
    _weekdays_of_the_week_said(reading, clauses)
    _weekdays_under_a_heading(reading, clauses)
    _weekdays_after_a_dated_day(reading)
    _time_off_of_the_sentence_before(reading, clauses)
    return clauses


def _bounds_carried(before: _Clause) -> list[_TimeMention]:
    """The bounds of time a clause lends the next one in its sentence; an edge of one event bounds only its own day
    ("결혼식 끝나고 | 28일부터 30일까지는 비어": the days after the wedding's are free all day)."""
    days = {m.span: m.bounds_days for m in before.events}
    return [
        dataclasses.replace(t, on=next(iter(days[t.span]))) if len(days.get(t.span, ())) == 1 else t
        for t in before.times
        if t.bound != "at"
    ]


_DAY_RESTATED_GAP = LazyPattern(r"\s*\(\s*(?:the\s+|your\s+)?", re.I)  # "Monday (the last day of your vacation)"
# Between a day and an event it places ("Friday's offsite", "the kayak rental on Saturday", "목요일 영어 회화")
_PLACING_GAP = LazyPattern(r"\s*(?:['’]s|의|on(?:\s+the)?|\()?\s*", re.I)
# "your longest free stretch", "제일 긴 빈 시간": a length of free time, no event's
_FREE_TIME_AFTER = LazyPattern(
    rf"\s*(?:\b(?:{EMPTY_TIME_WORDS.en_pattern})\b|{EMPTY_TIME_WORDS.ko_pattern}|{_KO_FREE_TIME.pattern})", re.I
)


def _days_alone(text: str, start: int, end: int, dates: list[_DateMention]) -> bool:
    """Whether the text from `start` to `end` says nothing but its days ("again on the 16th")."""
    pieces, at = [], start
    for mention in sorted(dates, key=lambda m: m.span):
        pieces.append(text[at : max(at, mention.span[0])])
        at = max(at, mention.span[1])
    return all(_DAYS_ALONE.fullmatch(piece) for piece in [*pieces, text[at:end]])


# A trip said without a title ("your trip runs from the 19th"), and the titles of travel that open or close one
_TRIP = LazyPattern(rf"\b(?:{TRIP_WORDS.en_exact_pattern})\b|{TRIP_WORDS.ko_pattern}", re.I)
_TRAVEL_TITLE = LazyPattern(
    rf"\b(?:{alternation(w for w in BROADER_EVENT_WORDS['trip'] if w.isascii())})\b"
    rf"|{alternation(w for w in BROADER_EVENT_WORDS['trip'] if not w.isascii())}",
    re.I,
)


# A trip said as what bounds others ("before your trip", "once the trip's over", "여행 다녀온 다음 날"): no edge of
# its own
_TRIP_AS_BOUND_BEFORE = LazyPattern(
    r"\b(?:before|after|until|till|since|once|following)\s+(?:the\s+|your\s+)?\S*\s*$", re.I
)
_TRIP_AS_BOUND_AFTER = LazyPattern(
    r"(?:'s|\s+is)\s+over\b|\s+ends\b|\s*(?:을|를)?\s*(?:전|후|뒤|끝나|다녀|갔다|가기)", re.I
)


def _trip_said(clause: _Clause) -> bool:
    """Whether the clause states a trip by its word, no title ("Business trip to Osaka") and with no other event whose
    stretch its days could be ("Standup Monday to Wednesday before your trip", "nothing from the 19th")."""
    if clause.events:
        return False
    return any(
        not _TRIP_AS_BOUND_BEFORE.search(clause.text, 0, found.start())
        and not _TRIP_AS_BOUND_AFTER.match(clause.text, found.end())
        for found in _TRIP.finditer(clause.text)
    )


def _extreme_said(reading: _Reading, start: int, end: int) -> _Extreme | None:
    """Which first, last, longest or shortest of its days the text from `start` to `end` says an event is; one of the
    events on a side of another ("반차 끝나고 나서 첫 일정", "the last thing before your trip") is none of its days'."""
    for extreme, pattern in _EXTREMES:
        for found in pattern.finditer(reading.masked, start, end):
            bounded = _EXTREME_BOUNDED_BEFORE.search(
                reading.text, max(0, found.start() - _EXTREME_BOUND_REACH), found.start()
            ) or _EXTREME_BOUNDED_AFTER.match(reading.text, found.end())
            if not bounded and not _FREE_TIME_AFTER.match(reading.masked, found.end()):
                return extreme
    return None


# The extreme said as a subject: what is said after it is the event it names ("마지막은 치과", "the last appointment is
# the dentist"); not "parkrun first thing at 9, lunch at 12:30"
_EXTREME_AS_SUBJECT = LazyPattern(r"(?<=[은는])|\s*(?:은|는|:)|\s+(?:is|will\s+be)\b", re.I)
# Words bounding a first or last by an event, before it in Korean, after it in English
_EXTREME_BOUNDED_BEFORE = LazyPattern(
    r"(?:끝나고(?:\s*나서)?|끝난\s*(?:뒤|후|다음)에?|이후(?:에|로)?|다음에|후에?|전에?)\s*$"
)
_EXTREME_BOUND_REACH = 10  # characters: "끝나고 나서 "
_EXTREME_BOUNDED_AFTER = LazyPattern(r"\s*(?:[은는]\s*)?(?:after|before|once|following|until)\b", re.I)


def _said_after_extreme(clause: _Clause, mentions: list[_EventMention]) -> list[_EventMention]:
    """The mentions said after the clause's word for its extreme when it is said as a subject ("27일은 도자기 수업이
    6시, 마지막은 치과": the dentist is the one said last), else all of them ("the dentist is the last thing")."""
    pattern = dict(_EXTREMES).get(clause.extreme) if clause.extreme else None
    found = pattern.search(clause.text) if pattern else None
    if found is None or not _EXTREME_AS_SUBJECT.match(clause.text, found.end()):
        return mentions
    start = clause.end - len(clause.text)
    return [m for m in mentions if m.span[0] >= start + found.end()] or mentions


def _weekdays_of_the_week_said(reading: _Reading, clauses: list[_Clause]) -> None:
    """A weekday in a clause that names one week ("이번 주 요가는 화요일과 목요일", "next week the lunch is on Friday"),
    or that names none after one that does in its sentence ("The second week has the retro — and nothing on Tuesday"),
    is that week's day, not any of the window's; an edge of a stretch ("back Tuesday") may lie past the week."""
    week_of_sentence: _Range | None = None
    previous_end = 0
    for clause in clauses:
        # (a heading's week, before a colon, is lent by _weekdays_under_a_heading)
        if _SENTENCE_END.search(reading.text, max(0, previous_end - 1), clause.end - len(clause.text)) or (
            ":" in reading.text[max(0, previous_end - 1) : clause.end - len(clause.text)]
        ):
            week_of_sentence = None
        previous_end = clause.end
        weeks = {test for m in clause.dates if isinstance(test := m.test, _Range) and (test.last - test.first).days < 7}
        if len(weeks) > 1:
            week_of_sentence = None
            continue
        if weeks:
            week_of_sentence = week = weeks.pop()
            for mention in clause.dates:
                if (
                    mention.role == "day"
                    and isinstance(mention.test, _Weekday)
                    and mention.test.within(week.first, week.last)
                ):
                    mention.test = _Both(mention.test, week)
        elif week_of_sentence is not None and all(isinstance(m.test, _Weekday) for m in clause.dates):
            week = week_of_sentence
            for mention in clause.dates:  # every weekday of it, edges of a stretch too, as under a heading
                mention.test = _Within(mention.test, week.first, week.last)
                if mention.stretch is not None:
                    mention.stretch = _Within(mention.stretch, week.first, week.last)


def _weekdays_after_a_dated_day(reading: _Reading) -> None:
    """A bare weekday said after a day with its date in one sentence ("Monday the 27th is the dentist, and Tuesday has
    pottery") may be of that day's week or the next such weekday after it (`soon_after`), not any of the window's."""
    dated: DateTest | None = None
    sentences = iter(_sentences(reading.text))
    sentence_end = 0
    for mention in sorted(reading.dates, key=lambda m: m.span):
        while mention.span[0] >= sentence_end:
            sentence_end, dated = next(sentences, (0, len(reading.text)))[1], None
        test = mention.test
        if isinstance(test, _Weekday) and dated is not None:
            mention.soon_after = _Either(_InWeekOf(test, (dated,)), _SoonAfter(test, dated))
        # (an edge of a stretch is no day its weekdays follow: "Fri Feb 13 – Mon Feb 16: out Friday, back Monday")
        elif (
            mention.role == "day"
            and not mention.ranged
            and (
                isinstance(test, (_On, _DayOf))
                or (isinstance(test, _Both) and any(isinstance(t, (_On, _DayOf)) for t in (test.first, test.second)))
            )
        ):
            dated = test


def _time_off_of_the_sentence_before(reading: _Reading, clauses: list[_Clause]) -> None:
    """Each clause's `off_before`: the time off the sentence before it states, as said, not over nor supposed."""
    sentence: list[_Clause] = []
    before: list[_EventMention] = []
    for previous, clause in itertools.pairwise(clauses):
        sentence.append(previous)
        if _SENTENCE_END.search(reading.text, previous.end - 1, clause.end - len(clause.text)):
            before = [
                m for said in sentence for m in said.events if m.kind == "vacation" and not (m.negative or m.reference)
            ]
            sentence = []
        clause.off_before = before


def _weekdays_under_a_heading(reading: _Reading, clauses: list[_Clause]) -> None:
    """A weekday said under a heading naming days of the month ("Weekend of the 20th–21st: the game Saturday at 10,
    and Sunday is free"), in its paragraph, is that weekday of the heading's week, until a clause names another day
    or another heading opens ("Week 2: ..."). Under a heading naming one week ("The first week is light: four
    things Monday to Thursday"), it is that week's."""
    heading: tuple[_DayOf | _On, ...] = ()
    week: _Range | None = None
    for clause, following in itertools.zip_longest(clauses, clauses[1:]):
        weekdays = [m for m in clause.dates if isinstance(m.test, _Weekday)]
        days = tuple(m.test for m in clause.dates if isinstance(m.test, (_DayOf, _On)))
        weeks = [m.test for m in clause.dates if isinstance(m.test, _Range) and (m.test.last - m.test.first).days < 7]
        if len(days) + len(weekdays) < len(clause.dates) or days:
            heading, week = (), None
        elif heading:
            for mention in weekdays:
                if mention.role == "day":
                    mention.test = _InWeekOf(mention.test, heading)
        elif week is not None:
            for mention in weekdays:
                mention.test = _Within(mention.test, week.first, week.last)
                if mention.stretch is not None:
                    mention.stretch = _Within(mention.stretch, week.first, week.last)
        after = reading.text[clause.end : following.end - len(following.text) if following else len(reading.text)]
        opens = not clause.events and after.lstrip().startswith(":")
        if days and opens:
            heading = days
        elif len(weeks) == 1 and len(clause.dates) == 1 and opens:
            week = weeks[0]
        elif "\n\n" in after or opens:  # "Week 2:": another heading
            heading, week = (), None


def _series_said(reading: _Reading, start: int, end: int) -> list[tuple[tuple[int, int], bool]]:
    """What the clause says its events are, a series or once: "not a recurring meeting", "반복 일정은 아닙니다"
    say once; "doesn't happen just once" is too rare to read."""
    said = []
    for span, series in reading.series:
        if start <= span[0] < end:
            if reading.korean:
                denied = bool(_KO_NOT_SAID.search(reading.masked, span[1], end))
            else:
                denied = bool(_EN_NEGATION.search(reading.masked[start : span[0]]))
            said.append((span, series != denied))
    return said


def _denial_negated(reading: _Reading, mention: _EventMention, until: int) -> bool:
    """A word saying a time is empty, itself negated: "isn't (completely) free", "비어 있진 않아요". Not a word that
    takes a negation to deny ("nothing", "아무것도 없어요")."""
    if _NEEDS_NEGATION.fullmatch(mention.text):
        return False
    before = reading.masked[max(0, mention.span[0] - 30) : mention.span[0]]
    if _IN_PART_BEFORE.search(before):
        return True  # "일부만 비어 있어요", "partly free": some of it is taken
    if reading.korean:
        return bool(_KO_NOT_AFTER_EMPTY.match(reading.masked, mention.span[1], until))
    return bool(_EN_NOT_BEFORE_EMPTY.search(before))


# A negated end or start said with "until" states when it is: "doesn't end until 1:30", "won't start till 9"
_NOT_UNTIL = LazyPattern(
    r"\s*(?:does|do|did|will|is|wo)\s*(?:n't|not)\s+(?:end|finish|wrap(?:\s+up)?|be\s+over|start|begin|kick\s+off)"
    r"\s+(?:until|till)\b",
    re.I,
)


_NONE_OVERLAP = LazyPattern(rf"[\s,;]*(?:and\s+|but\s+)?none\s+(?:of\s+them\s+)?(?:{OVERLAP_WORDS.en_pattern})", re.I)


def _set_polarity(reading: _Reading, events: list[_EventMention], start: int, end: int) -> None:
    """A negation before an English event word, or after a Korean one, up to the next event word, denies it."""
    text, korean = reading.masked, reading.korean
    following: _EventMention | None = None  # the next event word that is no denial word
    for index, mention in reversed(list(enumerate(events))):
        if mention.skipped:
            mention.negative, following = True, mention
            continue
        if mention.denial and _denial_negated(
            reading, mention, events[index + 1].span[0] if index + 1 < len(events) else end
        ):
            # "not completely free", "비어 있진 않아요": something is there
            mention.denial, mention.negative, following = False, False, mention
            continue
        if mention.denial:
            mention.negative = True
            continue
        if mention.over:  # "회고가 4시에 끝나면 비어 있어요": what is over is not what the clause denies
            mention.negative, following = False, mention
            continue
        # A Korean denial word ("비어") is no boundary: it negates the event word before it.
        after = text[mention.span[1] : following.span[0] if following else end]
        before = text[events[index - 1].span[1] if index else start : mention.span[0]]
        if korean and _EXCEPTED_AFTER.match(text, mention.span[1]):
            mention.negative = False  # "결혼식 빼고 비어 있어요": the exception is there, the rest is denied
        elif korean:
            negation = _KO_NOT_SAID if mention.kind == "vacation" else _KO_NEGATION
            after = _KO_NO_BREAK.sub(lambda m: " " * len(m[0]), after)
            mention.negative = bool(negation.search(after) or _KO_NEGATION_BEFORE.search(before))
            if following and _KO_AND.fullmatch(after.strip()):
                mention.negative = None  # "회의도 휴가도 없습니다": as the next one
        else:
            # "nothing's booked", "nothing scheduled": a denial right before negates the word.
            denied = index > 0 and events[index - 1].denial and len(before.strip()) <= 4
            # "Not completely — the review takes 4 to 5", "Spanish is at 6 — the clock change doesn't move it": a
            # negation does not reach past a dash
            reach = before[max(before.rfind("\u2014"), before.rfind("\u2013"), before.rfind(" - ")) + 1 :]
            reach_after = after[
                : min((at for at in (after.find("\u2014"), after.find(" - ")) if at >= 0), default=None)
            ]
            # ("don't forget the dentist on Saturday": a reminder states it; "you won't need to duck out of a
            # meeting": a need denied, no event)
            reach = _REMINDER.sub(lambda m: " " * len(m[0]), reach)
            reach = _NOT_COUNTING.sub(lambda m: " " * len(m[0]), reach)
            reach = _NEED_DENIED.sub(lambda m: " " * len(m[0]), reach)
            mention.negative = bool(denied or _EN_NEGATION.search(reach) or _EN_NEGATION_AFTER.search(reach_after))
            if _NOT_UNTIL.match(after) or _NONE_OVERLAP.match(after):
                # "the jazz club doesn't end until 1:30": when it ends; "five items, none overlapping": they are there
                mention.negative = False
        if mention.negative is None:
            assert following is not None  # set to None above only with a following word
            mention.negative = following.negative
        following = mention
    if not korean:  # "no meetings or time off": the negation carries over "or"
        for previous, mention in itertools.pairwise(events):
            if previous.negative and _EN_OR.fullmatch(text[previous.span[1] : mention.span[0]]):
                mention.negative = True
    # "No lunch with Gran on Sunday", "Lunch with Gran isn't on Sunday": an event and the person of its title said
    # with it are one plan, denied together ("Gran" had stated the lunch the denial then left standing)
    for previous, mention in itertools.pairwise(events):
        if (
            mention.person
            and mention.facts is not None
            and previous.facts is not None
            and set(mention.facts) <= set(previous.facts)
            and _EVENT_SAID_WITH.fullmatch(text, previous.span[1], mention.span[0])
            and previous.negative != mention.negative
        ):
            previous.negative = mention.negative = True
