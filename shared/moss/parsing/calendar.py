"""Turns temporal mentions into dates and aware datetimes in the user's zone.

Wall times are made with zoneinfo and normalised through UTC, so a wall time that a DST
change skips moves forward to the instant it names, and an all-day span runs from local
midnight to local midnight whatever the day's length. Lengths ("one hour", "90 minutes")
are elapsed time, added in UTC.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from contextlib import suppress
from datetime import UTC, date, datetime, time, timedelta
from typing import NamedTuple
from zoneinfo import ZoneInfo

from ..domain.patterns import LazyPattern
from .temporal import BLANK, Clock, DayMention, Meridiem, OpenEnd, Temporal, TimeMention, WeekdayMode, WeekMention

_MINUTES_PER_DAY = 24 * 60
_WEEK_MODES: dict[int, WeekdayMode] = {0: "this", 1: "next", -1: "last"}  # "Monday next week"
_DAY_RANGE_WORDS = frozenset({"-", "~", "to", "through", "thru", "until", "till", "부터", "에서"})
# what may stand between a weekday and its date: the month word of "Friday, July 24" is blanked
_BETWEEN_WEEKDAY_AND_DATE = f" ,()\t{BLANK}"


class Unresolvable(ValueError):
    """The utterance names days that cannot be one day or one span (or not a real date)."""


def wall_time(day: date, minutes: int, zone: ZoneInfo) -> datetime:
    """The instant of `minutes` after local midnight of `day` (1440 is the next midnight)."""
    naive = datetime.combine(day, time()) + timedelta(minutes=minutes)
    return naive.replace(tzinfo=zone).astimezone(UTC).astimezone(zone)


def after(moment: datetime, minutes: int, zone: ZoneInfo) -> datetime:
    return (moment.astimezone(UTC) + timedelta(minutes=minutes)).astimezone(zone)


def monday_of(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _nearest(today: date, candidates: list[date]) -> date:
    """The candidate closest to today; on a tie, the later one."""
    return min(candidates, key=lambda d: (abs((d - today).days), -d.toordinal()))


_YEARS = range(1900, 2200)  # far enough for any calendar, near enough that no arithmetic overflows


def days_of_month_around(day: int, reference: date, shifts: Iterable[int] = (-1, 0, 1)) -> list[date]:
    """That day of the month in each month `shifts` months from `reference`'s, where the month has it."""
    months = [
        (reference.year + (reference.month + shift - 1) // 12, (reference.month + shift - 1) % 12 + 1)
        for shift in shifts
    ]
    return [d for y, m in months if (d := _safe_date(y, m, day))]


def _safe_date(year: int, month: int, day: int) -> date | None:
    if year not in _YEARS:
        return None
    try:
        return date(year, month, day)
    except ValueError:
        return None


def resolve_day(
    mention: DayMention, today: date, week: WeekMention | None, start: date | None = None, *, ahead: bool = False
) -> date:
    """The date a mention names. `start` is given for the end of a span ("Monday to Wednesday");
    `ahead` makes a day of the month said alone, or a day the calendar names, the next such day rather
    than the nearest."""
    reference = start or today
    if mention.beside:
        named = resolve_day(mention._replace(beside=0, weekday=None, week_offset=None), today, week, start, ahead=ahead)
        if mention.weekday is not None and mention.week_offset is not None:  # "크리스마스 다음 주 월요일"
            return monday_of(named) + timedelta(days=7 * mention.week_offset + mention.weekday)
        if mention.weekday is None:
            return named + timedelta(days=mention.beside)
        if mention.beside > 0:  # the first such weekday after it
            return named + timedelta(days=(mention.weekday - named.weekday() - 1) % 7 + 1)
        return named - timedelta(days=(named.weekday() - mention.weekday - 1) % 7 + 1)
    if mention.offset is not None:
        return today + timedelta(days=mention.offset)
    if mention.nth is not None or mention.last_day or mention.month_offset is not None:
        return _in_month(mention, today)
    if mention.weekday is not None:
        monday = monday_of(today)
        mode = mention.mode
        if mode == "bare" and week is not None and start is None:
            if week.offset not in _WEEK_MODES:  # "다다음주 수요일" said as 다다음주 ... 수요일
                return monday + timedelta(days=7 * week.offset + mention.weekday)
            mode = _WEEK_MODES[week.offset]
        if mention.week_offset is not None:  # "the Monday after next"
            return monday + timedelta(days=7 * mention.week_offset + mention.weekday)
        if mode == "this":
            named = monday + timedelta(days=mention.weekday)
            return named if named >= today else named + timedelta(days=7)
        if mode == "next":
            return monday + timedelta(days=7 + mention.weekday)
        if mode == "last":
            return monday - timedelta(days=7 - mention.weekday)
        return reference + timedelta(days=(mention.weekday - reference.weekday()) % 7)
    assert mention.day is not None
    if mention.month is None:  # "17일", "the 17th": this month, the previous or the next
        candidates = days_of_month_around(mention.day, reference)
        if start is not None:
            candidates = [d for d in candidates if d >= start]
    elif mention.year is not None:
        candidates = [d for d in [_safe_date(mention.year, mention.month, mention.day)] if d]
    else:
        candidates = [
            d
            for y in (reference.year - 1, reference.year, reference.year + 1)
            if (d := _safe_date(y, mention.month, mention.day))
        ]
        if start is not None:
            candidates = [d for d in candidates if d >= start]
    if not candidates:
        raise Unresolvable("not a calendar date")
    if ahead and start is None and (mention.month is None or mention.named):
        candidates = [d for d in candidates if d >= reference] or candidates
    elif ahead and start is None and mention.year is None:
        # "12/30 dentist at 3" said in May is this December's, never last December's, nearer though it is; a date
        # of the weeks gone may be past time told ("I took 7/6 off"), and stays the nearest
        candidates = [d for d in candidates if d >= reference - _RECENT_PAST] or candidates
    return _nearest(reference, candidates)


_RECENT_PAST = timedelta(days=45)


def _in_month(mention: DayMention, today: date) -> date:
    """A position in a month: the n-th (or last) weekday, the last day, or a day of a relative month.

    A named month without a year is this year's, or next year's once this year's has passed.
    """
    if mention.month_offset is not None:
        year, month = divmod(today.year * 12 + today.month - 1 + mention.month_offset, 12)
        month += 1
    else:
        assert mention.month is not None
        year, month = mention.year or today.year + (mention.month < today.month), mention.month
    first = _safe_date(year, month, 1)
    if first is None:
        raise Unresolvable("not a calendar month")
    last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
    if mention.nth is not None:
        assert mention.weekday is not None
        if mention.nth < 0:
            return last - timedelta(days=(last.weekday() - mention.weekday) % 7)
        named = first + timedelta(days=(mention.weekday - first.weekday()) % 7 + 7 * (mention.nth - 1))
        if named.month != month:
            raise Unresolvable("that month has no such weekday")
        return named
    if mention.last_day:
        return last
    assert mention.day is not None
    named_day = _safe_date(year, month, mention.day)
    if named_day is None:
        raise Unresolvable("not a calendar date")
    return named_day


class DaySpan(NamedTuple):
    first: date
    last: date  # inclusive

    @property
    def single(self) -> bool:
        return self.first == self.last


def resolve_days(found: Temporal, today: date, ahead: bool = False, spread: bool = False) -> DaySpan | None:
    """One day or one span ("Monday to Wednesday", "7월 20일부터 24일까지"); None when no day is named.

    A shift moves it ("a week from Friday"); a count makes one day a span ("for 5 days from Wednesday").
    `ahead`: a day of the month said alone is the next one, not the nearest (a plan is ahead).
    `spread`: days said apart are one span from the first to the last (a question: "anything on tue or
    wed?", "토요일이었나 일요일이었나"), not a contradiction to ask about.
    """
    named = _named_days(found, today, ahead, spread)
    if named is None:
        return None
    shift = timedelta(days=found.shift_days)
    first, last = named.first + shift, named.last + shift
    if found.counts and first == last:
        last = first + timedelta(days=max(found.counts[0], 1) - 1)
    return DaySpan(first, last)


# Between the days of a list: "Thursday and Friday", "목요일 금요일", "내일이랑 모레"; a comma is not
# enough ("tomorrow, Saturday" names one day twice, or contradicts itself).
_LIST_GAP = LazyPattern(r"\s*(?:and|&|\+|/|이랑|랑|하고|와|과|및|,\s*and)?\s*", re.IGNORECASE)


def _listed_days(
    found: Temporal, mentions: list[DayMention], today: date, week: WeekMention | None, ahead: bool
) -> DaySpan | None:
    """Days named one after another with nothing but "and" between them, when they follow each other
    on the calendar: the span they make ("off Thursday and Friday", "다음 주 목요일 금요일": a
    weekday said alone after another is of its week). Days apart are asked about."""
    # a day said again is the list's where it is said last ("school's out from the 23rd, so the 23rd and 24th off")
    last_said = {resolve_day(mention, today, week, ahead=ahead): mention for mention in sorted(mentions)}
    ordered = sorted(last_said.values(), key=lambda mention: mention.span)
    gaps = [found.masked[before.span[1] : after.span[0]] for before, after in itertools.pairwise(ordered)]
    # a comma lists days when the list ends with "and" ("the 29th, 30th and 31st", "mon, tue and wed"),
    # or between days of the month, which cannot name one day twice ("29일, 30일, 31일")
    ends_with_and = bool(gaps) and gaps[-1].strip(f" ,{BLANK}") != ""
    for (before, after), gap in zip(itertools.pairwise(ordered), gaps, strict=True):
        # side by side without "and", only weekdays make a list: "Friday 7/18" checks a date's weekday
        weekdays = before.weekday is not None and after.weekday is not None
        of_the_month = _of_the_month(before) and _of_the_month(after)
        if gap.strip() == "," and (ends_with_and or of_the_month):
            continue
        if not _LIST_GAP.fullmatch(gap) or (not gap.strip() and not weekdays):
            return None
    listed = ordered[:1]
    for mention in ordered[1:]:
        previous = listed[-1]
        if mention.weekday is not None and mention.mode == "bare" and previous.weekday is not None:
            mention = mention._replace(mode=previous.mode, week_offset=previous.week_offset)
        listed.append(mention)
    days = {resolve_day(mention, today, week, ahead=ahead) for mention in listed}
    first, last = min(days), max(days)
    return DaySpan(first, last) if (last - first).days == len(days) - 1 else None


def _of_the_month(mention: DayMention) -> bool:
    """A day of the month said alone: "the 29th", "30일"."""
    return mention.day is not None and mention.month is None and mention.weekday is None


def _named_days(found: Temporal, today: date, ahead: bool = False, spread: bool = False) -> DaySpan | None:
    if not found.days:
        return None
    week = found.weeks[0] if found.weeks else None
    split = _span_split(found)
    checked = _weekdays_of_their_dates(found, today, week, split, ahead)
    kept = [(index, mention) for index, mention in enumerate(found.days) if index not in checked]
    head = {resolve_day(m, today, week, ahead=ahead) for i, m in kept if i < split}
    if len(head) > 1:
        if split == len(found.days) and (listed := _listed_days(found, [m for _, m in kept], today, week, ahead)):
            return listed
        said = [mention for index, mention in kept if index < split]
        # each day after the first is the next such day from it ("between tue and fri"); days side by
        # side ("Friday 7/18") describe one day, and disagree
        if spread and all(found.masked[a.span[1] : b.span[0]].strip() for a, b in itertools.pairwise(said)):
            span = _span_from(said[0], said[1:], today, week, ahead)
            return DaySpan(span.first, max(span.first, span.last))
        raise Unresolvable("different days")
    first = head.pop()
    if split == len(found.days):
        return DaySpan(first, first)
    tail = [m for i, m in kept if i >= split]
    if len({resolve_day(m, today, week, start=first) for m in tail}) > 1:
        raise Unresolvable("different days")
    span = _span_from(next(m for i, m in kept if i < split), tail, today, week, ahead)
    if span.last < span.first:  # a date of its own year before the first ("from 2027-07-05 to 2026-03-01")
        raise Unresolvable("a span that ends before it starts")
    return span


def _span_from(
    first_said: DayMention, later: list[DayMention], today: date, week: WeekMention | None, ahead: bool
) -> DaySpan:
    """From the first day said to the furthest of the later ones, each the next such day from it (a
    date with its year is that date, even before the first); a span already under way is the one meant
    ("between christmas and new year" said on the 28th)."""

    def from_day(first: date) -> DaySpan:
        return DaySpan(first, max(resolve_day(m, today, week, start=first) for m in later))

    span = from_day(resolve_day(first_said, today, week, ahead=ahead))
    if ahead and span.first > today:
        begun = from_day(resolve_day(first_said, today, week))
        # (the same days a cycle earlier: "the 28th to the 31st" said on Dec 1 is no span from Nov 28, which has
        # no 31st, to Dec 31)
        if begun.first < today <= begun.last and begun.last - begun.first == span.last - span.first:
            return begun
    return span


def _weekdays_of_their_dates(
    found: Temporal, today: date, week: WeekMention | None, split: int, ahead: bool
) -> set[int]:
    """Indexes of the bare weekdays said right next to a date on that weekday ("Friday, July 24",
    "Fri 7/24", "7월 24일 금요일"): they describe the date rather than name the next such day. One
    that does not match ("Thursday, July 24") stays, and the days disagree; the date is the one the
    write would take ("monday the 10th" is the coming 10th, though the last was nearer)."""
    checked: set[int] = set()
    for index in range(1, len(found.days)):
        pair = found.days[index - 1], found.days[index]
        if index == split or found.masked[pair[0].span[1] : pair[1].span[0]].strip(_BETWEEN_WEEKDAY_AND_DATE):
            continue
        for weekday_index, (weekday, dated) in ((index - 1, pair), (index, pair[::-1])):
            if weekday.weekday is None or weekday.mode != "bare" or weekday.week_offset is not None:
                continue
            if dated.day is None or dated.weekday is not None:
                continue
            with suppress(Unresolvable):
                if resolve_day(dated, today, week, ahead=ahead).weekday() == weekday.weekday:
                    checked.add(weekday_index)
    return checked


def _span_split(found: Temporal) -> int:
    """Index of the first mention after a "to"/"부터" between two day mentions, or len(days)."""
    for index in range(1, len(found.days)):
        if found.days[index].closes_span:
            return index
        gap = found.masked[found.days[index - 1].span[1] : found.days[index].span[0]]
        words = gap.replace("\x1f", " ").replace(",", " ").lower().split()
        if any(word in _DAY_RANGE_WORDS for word in words) or any(w.startswith("부터") for w in words):
            return index
    return len(found.days)


def _to_minutes(clock: Clock, meridiem: Meridiem | None) -> int:
    """Minutes after midnight. Without a.m./p.m., 12–6 o'clock is afternoon and 7–11 morning.

    At night 12 o'clock is 24:00 (밤 12시, "12 at night"), the end of the day.
    """
    if clock.fixed:
        return clock.hour * 60 + clock.minute
    chosen = clock.meridiem or meridiem
    if chosen is None:
        chosen = "pm" if clock.hour == 12 or 1 <= clock.hour <= 6 else "am"
    hour = clock.hour % 12 + (0 if chosen == "am" else 12)
    if chosen == "night" and clock.hour == 12:
        hour = 24
    return hour * 60 + clock.minute


def _meridiem_of(minutes: int) -> Meridiem:
    return "pm" if minutes >= 12 * 60 else "am"


def clock_range(mention: TimeMention, hint: Meridiem | None) -> tuple[int, int | None]:
    """Start and end in minutes after midnight; the end may be past midnight (+1440)."""
    start_clock, end_clock = mention.start, mention.end
    if end_clock is None:
        return _to_minutes(start_clock, hint), None
    start_open = start_clock.meridiem is None and not start_clock.fixed
    end_open = end_clock.meridiem is None and not end_clock.fixed
    if start_open and not end_open and hint is None:  # "2-3:30pm", "11-1pm"
        end = _to_minutes(end_clock, None)
        start = _to_minutes(start_clock, _meridiem_of(end))
        if start >= end:
            start = _to_minutes(start_clock, "am")
    else:
        start = _to_minutes(start_clock, hint)
        end = _to_minutes(end_clock, _meridiem_of(start))
        if end_open and end <= start:  # "9-5", "10am-12", "밤 11시부터 12시까지": its next reading after the start
            end = min(
                reading + day
                for reading in (_to_minutes(end_clock, "am"), _to_minutes(end_clock, "pm"))
                for day in (0, _MINUTES_PER_DAY)
                if reading + day > start
            )
    if end <= start:
        end += _MINUTES_PER_DAY
    return start, end


def open_range(end: OpenEnd, now: datetime, zone: ZoneInfo) -> tuple[datetime, datetime]:
    """From now to the end of this or the next day, week or month, or for N minutes or days."""
    today = now.date()
    if end.unit == "minutes":
        return now, after(now, end.amount, zone)
    if end.unit == "days":  # "the next 3 days": the rest of today and three more days
        return now, wall_time(today + timedelta(days=end.amount + 1), 0, zone)
    return now, wall_time(open_last_day(end, today) + timedelta(days=1), 0, zone)


def open_last_day(end: OpenEnd, today: date) -> date:
    """The last whole day of an open range that ends with a day, week or month."""
    if end.unit == "week":
        return monday_of(today) + timedelta(days=7 * end.amount + 6)
    if end.unit == "month":
        year, month = divmod(today.year * 12 + today.month + end.amount, 12)  # the month after it
        return date(year, month + 1, 1) - timedelta(days=1)
    return today + timedelta(days=end.amount)
