"""Recurring facts: one stored fact whose RFC 5545 RRULE names its occurrences.

A series is kept once (its `start_time`/`end_time` are the first occurrence) and expanded
on demand, only inside the window asked about, with python-dateutil's `rrule`. Expansion
runs in the series' own IANA zone on wall-clock times: a 09:30 standup stays at 09:30
across a DST change, and an all-day occurrence spans its local day (23 or 25 hours on the
days the clocks move). Pure: no I/O.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import MAXYEAR, UTC, date, datetime, timedelta
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol, TypeVar
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import AwareDatetime, ConfigDict, Field, field_validator, model_validator

from .deferred import DeferredModel
from .zones import EARLIEST_MOMENT, LATEST_MOMENT

if TYPE_CHECKING:
    # dateutil loads with the first series a process reads, not with every cold start (~3 ms).
    from dateutil.rrule import rrule

    from .models import Fact, FactDraft

# Calendar series, not alarms: a rule repeats at most daily, and at most once on a day (an hourly
# or minutely rule, or BYHOUR/BYMINUTE/BYSECOND on a daily one, is thousands of occurrences a week).
_FREQUENCIES = {"DAILY", "WEEKLY", "MONTHLY", "YEARLY"}
_WITHIN_A_DAY = ("BYHOUR", "BYMINUTE", "BYSECOND")
MAX_COUNT = 1000
# Every 1000 days is already nearly three years between occurrences.
MAX_INTERVAL = 1000
# A new series without an end is checked over its first year, as far as one write may reach
# (MOSS_MAX_WRITE_SPAN_DAYS's default): every pattern a person says (weekly, every other week,
# monthly by weekday) repeats within it, and a daily one is 366 occurrences, not 731, of the
# request's budget (MOSS_MAX_OCCURRENCES_PER_REQUEST).
SERIES_LINT_HORIZON = timedelta(days=366)
# A wall-clock duration can differ from the elapsed one by the size of a DST shift.
_DST_SLACK = timedelta(hours=3)
_DAY = timedelta(days=1)


# One order for RRULE parts, so that equal rules are equal strings whoever wrote them.
_ORDER = ("FREQ", "INTERVAL", "BYMONTH", "BYMONTHDAY", "BYDAY", "BYSETPOS", "WKST", "COUNT", "UNTIL")


def _rank(key: str) -> tuple[int, str]:
    return (_ORDER.index(key) if key in _ORDER else len(_ORDER), key)


_WEEKDAY_CODES = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")


@dataclass(frozen=True)
class RuleParts:
    """What an RRULE says, read from its text (dateutil keeps these only in private attributes)."""

    freq: str
    interval: int
    count: int | None
    until: datetime | None
    weekdays: tuple[tuple[int | None, int], ...]  # BYDAY as (position in the period or None, Monday = 0)
    month_days: tuple[int, ...]
    months: tuple[int, ...]
    day_rules: bool  # some BY part fixes the days, so the first occurrence's day does not

    @classmethod
    @lru_cache(maxsize=4096)
    def of(cls, text: str) -> RuleParts:
        parts = dict(part.split("=", 1) for part in text.split(";") if part)
        weekdays = []
        for day in filter(None, parts.get("BYDAY", "").split(",")):
            position = day[:-2]
            weekdays.append((int(position) if position else None, _WEEKDAY_CODES.index(day[-2:])))
        until = parts.get("UNTIL")
        return cls(
            freq=parts["FREQ"],
            interval=int(parts.get("INTERVAL", "1")),
            count=int(parts["COUNT"]) if "COUNT" in parts else None,
            until=_until(until) if until else None,
            weekdays=tuple(weekdays),
            month_days=tuple(int(d) for d in filter(None, parts.get("BYMONTHDAY", "").split(","))),
            months=tuple(int(m) for m in filter(None, parts.get("BYMONTH", "").split(","))),
            day_rules=any(key in parts for key in ("BYDAY", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO")),
        )


def _until(text: str) -> datetime:
    """UNTIL as RFC 5545 writes it with a zoned DTSTART: a UTC date-time."""
    return datetime.strptime(text, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)


@lru_cache(maxsize=4096)
def canonical_rule(text: str) -> str:
    """`text` as one RRULE in MOSS's canonical order; ValueError when it is no calendar series.

    Kept per text: every series read from a store is validated again.
    """
    text = text.strip().upper().removeprefix("RRULE:")
    if "DTSTART" in text or "\n" in text:
        raise ValueError("rrule is one RRULE without DTSTART (the first occurrence is start_time)")
    from dateutil.rrule import rrule, rrulestr

    try:
        rule = rrulestr(text, dtstart=datetime(2000, 1, 1, tzinfo=UTC))
    except (ValueError, TypeError) as exc:
        raise ValueError(f"invalid RRULE {text!r}: {exc}") from exc
    parts = dict(part.split("=", 1) for part in text.split(";") if part)
    if not isinstance(rule, rrule) or parts.get("FREQ") not in _FREQUENCIES:
        raise ValueError("a series repeats daily, weekly, monthly or yearly")
    if within := [key for key in _WITHIN_A_DAY if key in parts]:
        raise ValueError(f"a series repeats at most once a day ({', '.join(within)} are not supported)")
    if "COUNT" in parts and not 1 <= int(parts["COUNT"]) <= MAX_COUNT:
        raise ValueError(f"COUNT must be between 1 and {MAX_COUNT}")
    if "INTERVAL" in parts and not 1 <= int(parts["INTERVAL"]) <= MAX_INTERVAL:
        raise ValueError(f"INTERVAL must be between 1 and {MAX_INTERVAL}")
    if "UNTIL" in parts:
        try:
            until = _until(parts["UNTIL"])
        except ValueError as exc:
            raise ValueError("UNTIL must be a UTC date-time, e.g. 20260831T145959Z") from exc
        if not EARLIEST_MOMENT <= until < LATEST_MOMENT:
            raise ValueError("UNTIL must lie between the years 1900 and 9000")
    return ";".join(f"{key}={parts[key]}" for key in sorted(parts, key=_rank))


class Recurrence(DeferredModel):
    """How a fact repeats. `exdates` are the starts of occurrences that no longer take place."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    rrule: str = Field(description="RFC 5545 RRULE without DTSTART, e.g. FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
    exdates: list[AwareDatetime] = []
    exdated_by: list[str | None] = Field(
        [], description="the message that removed each of `exdates`, in the same order"
    )
    timezone: str = Field(default="UTC", description="IANA zone whose wall-clock times the series keeps")

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, name: str) -> str:
        try:
            ZoneInfo(name)
        except (ZoneInfoNotFoundError, ValueError, OSError) as exc:
            raise ValueError(f"unknown time zone {name!r}") from exc
        return name

    @field_validator("rrule")
    @classmethod
    def _valid_rule(cls, text: str) -> str:
        return canonical_rule(text)

    @model_validator(mode="after")
    def _exdates_explained(self) -> Recurrence:
        if len(self.exdated_by) != len(self.exdates):
            raise ValueError("exdated_by names one message per exdate")
        return self

    def zone(self) -> ZoneInfo:
        return ZoneInfo(self.timezone)

    def skipping(self, starts: Iterable[datetime], by_message_id: str | None) -> Recurrence:
        """This recurrence with `starts` excluded as well (already excluded ones are kept as they were)."""
        known = {d.astimezone(UTC) for d in self.exdates}
        new = sorted({s.astimezone(UTC) for s in starts} - known)
        if not new:
            return self
        new = [d.astimezone(self.zone()) for d in new]  # kept as wall times of the series' zone
        pairs = sorted([*zip(self.exdates, self.exdated_by, strict=True), *((d, by_message_id) for d in new)])
        return self.model_copy(update={"exdates": [d for d, _ in pairs], "exdated_by": [m for _, m in pairs]})

    def unskipping(self, starts: Iterable[datetime], skipped_by: str) -> Recurrence:
        """This recurrence with those of `starts` that `skipped_by` had excluded taking place again."""
        back = {s.astimezone(UTC) for s in starts}
        kept = [
            (d, m)
            for d, m in zip(self.exdates, self.exdated_by, strict=True)
            if not (m == skipped_by and d.astimezone(UTC) in back)
        ]
        return self.model_copy(update={"exdates": [d for d, _ in kept], "exdated_by": [m for _, m in kept]})


class _Timed(Protocol):
    @property
    def start_time(self) -> datetime: ...

    @property
    def end_time(self) -> datetime: ...

    @property
    def recurrence(self) -> Recurrence | None: ...


def _compiled(text: str, dtstart: datetime) -> rrule:
    """Parsed rules are kept: dateutil's set-up costs far more than walking a short window."""
    return _compiled_in(text, dtstart, str(dtstart.tzinfo))


# The zone is part of the key of these caches: aware datetimes hash and compare by their
# instant alone, so 09:00 in London and 08:00 UTC in July would share one entry.
@lru_cache(maxsize=4096)
def _compiled_in(text: str, dtstart: datetime, zone: str) -> rrule:
    from dateutil.rrule import rrule, rrulestr

    rule = rrulestr(text, dtstart=dtstart)
    assert isinstance(rule, rrule)
    return rule


def _rule(series: _Timed) -> tuple[datetime, timedelta, ZoneInfo]:
    """The first occurrence in the series' zone, the wall-clock length of each, and the zone."""
    assert series.recurrence is not None
    return _shape(series.start_time, series.end_time, series.recurrence.timezone)


@lru_cache(maxsize=4096)
def _shape(start: datetime, end: datetime, zone_name: str) -> tuple[datetime, timedelta, ZoneInfo]:
    zone = ZoneInfo(zone_name)
    first = start.astimezone(zone)
    return first, end.astimezone(zone).replace(tzinfo=None) - first.replace(tzinfo=None), zone


def _end_of(start: datetime, wall: timedelta, zone: ZoneInfo) -> datetime:
    """The end of an occurrence: its start plus the series' wall-clock duration, in its zone.

    A timed start the clocks skip (02:00 on the night they jump to 03:00) is read as RFC 5545
    says, shifted by the gap (03:00), and lasts as long as the others; whole days still end at
    midnight.
    """
    if wall % _DAY:
        start = _shown(start, zone)
    return (start.replace(tzinfo=None) + wall).replace(tzinfo=zone)


def _shown(moment: datetime, zone: ZoneInfo) -> datetime:
    """`moment` as the clock of `zone` shows it: a wall time in a DST gap moves forward by the gap."""
    return moment.astimezone(UTC).astimezone(zone)


def _months_later(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 + months
    return day.replace(year=index // 12, month=index % 12 + 1)


def _near(text: str, first: datetime, before: datetime) -> rrule:
    """The rule `text` with DTSTART moved forward from `first` by whole periods (interval times
    its frequency), to at most one period before `before`: from there on it names the same
    occurrences, and dateutil, which always walks from DTSTART, need not walk the series' past.

    Counted rules stay as they are (their count runs from the first occurrence), and so do
    rules whose day follows DTSTART's and could not fall on the moved date (the 31st, Feb 29).
    """
    rule = RuleParts.of(text)
    local = before.astimezone(first.tzinfo)
    if rule.count is not None or local <= first:
        return _compiled(text, first)
    if rule.freq in ("DAILY", "WEEKLY"):
        days = 7 if rule.freq == "WEEKLY" else 1
        periods = ((local.date() - first.date()).days // days // rule.interval - 1) * rule.interval
        moved = first.date() + timedelta(days=periods * days)
    else:
        unit = 12 if rule.freq == "YEARLY" else 1
        months = (local.year - first.year) * 12 + local.month - first.month
        periods = (months // unit // rule.interval - 1) * rule.interval
        if rule.day_rules and (rule.freq == "MONTHLY" or rule.months):
            moved = _months_later(first.date().replace(day=1, month=1 if unit == 12 else first.month), periods * unit)
        elif first.day <= 28:
            moved = _months_later(first.date(), periods * unit)
        else:
            return _compiled(text, first)
    if periods <= 0:
        return _compiled(text, first)
    return _compiled(text, datetime.combine(moved, first.timetz()))


def _starts_in_year(text: str, first: datetime, year: int) -> tuple[datetime, ...]:
    """Every occurrence start of a series in one calendar year of its zone, kept: a lookup is
    then a bisection, however often a series is read and however long it has run."""
    return _starts_in_year_in(text, first, str(first.tzinfo), year)


@lru_cache(maxsize=8192)
def _starts_in_year_in(text: str, first: datetime, zone: str, year: int) -> tuple[datetime, ...]:
    opening = datetime(year, 1, 1, tzinfo=first.tzinfo)
    closing = datetime(year + 1, 1, 1, tzinfo=first.tzinfo)
    before = opening - timedelta(microseconds=1)  # between() leaves both ends out
    return tuple(_near(text, first, before).between(before, closing))


def occurrence_intervals(series: _Timed, start: datetime, end: datetime) -> list[tuple[datetime, datetime]]:
    """The (start, end) of every occurrence overlapping [start, end), exdates left out, in order."""
    first, wall, zone = _rule(series)
    assert series.recurrence is not None
    skipped = {d.astimezone(UTC) for d in series.recurrence.exdates}
    after = start - wall - _DST_SLACK
    found = []
    for year in range(max(after.astimezone(zone).year, first.year), end.astimezone(zone).year + 1):
        starts = _starts_in_year(series.recurrence.rrule, first, year)
        for begin in starts[bisect_left(starts, after) : bisect_left(starts, end)]:
            finish = _end_of(begin, wall, zone)
            if start < finish and begin.astimezone(UTC) not in skipped:
                found.append((_shown(begin, zone), finish))
    return found


def ending_before(series: _Timed, since: datetime) -> Recurrence | None:
    """The series' recurrence with no occurrence starting at or after `since` (UNTIL just
    before it, COUNT dropped); None when no occurrence would be left."""
    assert series.recurrence is not None
    first, _, _ = _rule(series)
    if since <= first:
        return None
    until = (since - timedelta(seconds=1)).astimezone(UTC)
    parts = [p for p in series.recurrence.rrule.split(";") if not p.startswith(("UNTIL=", "COUNT="))]
    last = series_end(series)
    if last is not None and last <= since:
        return series.recurrence  # it already ends before then
    return series.recurrence.model_copy(
        update={"rrule": canonical_rule(";".join([*parts, f"UNTIL={until:%Y%m%dT%H%M%SZ}"]))}
    )


def on_weekday(recurrence: Recurrence, weekday: int) -> Recurrence | None:
    """A weekly series on one weekday moved to another, `weekday` (Monday = 0), its skipped days dropped
    (they were on the old one); None for a rule of other days (several weekdays, a monthly rule),
    whose days a single new one does not say, one of a count of times, or one already on that day."""
    rule = RuleParts.of(recurrence.rrule)
    if rule.freq != "WEEKLY" or len(rule.weekdays) > 1 or rule.month_days or rule.months or rule.count is not None:
        return None  # (a count of times would start over on the new day)
    if rule.weekdays and rule.weekdays[0][1] == weekday:
        return None  # already that day: no move of its days (its skipped ones stay skipped)
    parts = [p for p in recurrence.rrule.split(";") if not p.startswith("BYDAY=")]
    return recurrence.model_copy(
        update={
            "rrule": canonical_rule(";".join([*parts, f"BYDAY={_WEEKDAY_CODES[weekday]}"])),
            "exdates": [],
            "exdated_by": [],
        }
    )


def series_end(series: _Timed) -> datetime | None:
    """When the last occurrence ends (an upper bound for UNTIL rules, the stated first
    occurrence's end for a rule that names none); None when it never does."""
    first, wall, zone = _rule(series)
    assert series.recurrence is not None
    rule = RuleParts.of(series.recurrence.rrule)
    if rule.count is not None:
        starts = list(_compiled(series.recurrence.rrule, first))
        return _end_of(starts[-1], wall, zone) if starts else series.end_time
    if rule.until is not None:
        return rule.until + wall + _DST_SLACK
    return None


def ends_after(series: _Timed, moment: datetime) -> bool:
    """Whether an occurrence of a series that ends (COUNT or UNTIL) ends after `moment`; False for
    one that never ends, which is checked over SERIES_LINT_HORIZON instead. A counted rule is
    walked only up to `moment`, never to its last occurrence."""
    first, wall, _ = _rule(series)
    assert series.recurrence is not None
    rule = RuleParts.of(series.recurrence.rrule)
    if rule.until is not None:
        return rule.until + wall > moment
    if rule.count is not None:
        return _compiled(series.recurrence.rrule, first).after(moment - wall) is not None
    return False


# How soon after its start a rule from outside must name an occurrence: 29 February comes back
# within eight years (2096, then 2104).
FIRST_OCCURRENCE_WITHIN = timedelta(days=8 * 366)
# The Gregorian calendar repeats every 400 years to the weekday (146,097 days, 20,871 weeks).
_GREGORIAN_CYCLE_YEARS = 400


def has_occurrence(series: _Timed) -> bool:
    """Whether the rule names an occurrence within FIRST_OCCURRENCE_WITHIN of its start
    ("FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30" names none).

    dateutil can only say no by walking the calendar to the year 9999, a step per period of the
    rule, its UNTIL read only at an occurrence: 5 s of CPU for the 217 bytes of a daily rule whose
    BYSETPOS picks nothing, which an uploaded file could ask for. The rule stepped yearly (its BY
    parts kept, its interval and end dropped) names every day it could, and says no in a fraction
    of that; the rule itself is then walked from its start moved whole 400-year cycles on (every
    day falls as it did), as late as leaves the horizon before 9999, so a walk that never lands
    ends within four centuries. Asked of rules from outside, once, not of every expansion.
    """
    first, _, _ = _rule(series)
    assert series.recurrence is not None
    text = series.recurrence.rrule
    by_parts = [part for part in text.split(";") if part.startswith("BY")]
    if not any(part.startswith(("BYDAY", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO")) for part in by_parts):
        # Stepped yearly, a rule naming no day would fall on its start's month-day only; daily it
        # may fall on any day, weekly on its start's weekday.
        freq = dict(part.split("=", 1) for part in text.split(";"))["FREQ"]
        by_parts += {
            "DAILY": [f"BYDAY={','.join(_WEEKDAY_CODES)}"],
            "WEEKLY": [f"BYDAY={_WEEKDAY_CODES[first.weekday()]}"],
        }.get(freq, [])
    if _compiled(";".join(["FREQ=YEARLY", *by_parts]), first).after(first, inc=True) is None:
        return False
    from dateutil.rrule import rrule, rrulestr

    cycles = max(0, (MAXYEAR - first.year - FIRST_OCCURRENCE_WITHIN.days // 365 - 1) // _GREGORIAN_CYCLE_YEARS)
    years = cycles * _GREGORIAN_CYCLE_YEARS
    moved = first.replace(tzinfo=None, year=first.year + years)  # wall time: its zone names no day
    unbounded = ";".join(part for part in text.split(";") if not part.startswith(("COUNT=", "UNTIL=")))
    walked = rrulestr(unbounded, dtstart=moved)
    assert isinstance(walked, rrule)
    found = walked.replace(until=moved + FIRST_OCCURRENCE_WITHIN).after(moved, inc=True)
    if found is None:
        return False
    until = RuleParts.of(text).until
    return until is None or found.replace(year=found.year - years, tzinfo=first.tzinfo) <= until


def overlaps(fact: _Timed, start: datetime, end: datetime) -> bool:
    """Whether a fact, or any occurrence of a series, overlaps [start, end)."""
    if fact.recurrence is None:
        return fact.start_time < end and start < fact.end_time
    return bool(occurrence_intervals(fact, start, end))


F = TypeVar("F", bound="FactDraft")


def occurrences(facts: Iterable[F], start: datetime, end: datetime) -> list[F]:
    """The facts as they happen in [start, end): one-off facts as they are, each series as its
    occurrences there (the series' id, the occurrence's own start_time and end_time), by start."""
    return in_order(spans(facts, start, end))


def in_order(found: Iterable[tuple[datetime, datetime, F]]) -> list[F]:
    """The facts of `spans`' (start, end, fact), each occurrence as its own fact, by start."""
    return sorted(map(as_occurrence, found), key=lambda f: (f.start_time, getattr(f, "id", "")))


def spans(facts: Iterable[F], start: datetime, end: datetime) -> list[tuple[datetime, datetime, F]]:
    """Like `occurrences`, without copying: (start, end, fact) of each one-off fact and each
    occurrence of a series overlapping [start, end); `as_occurrence` makes the fact of one."""
    found: list[tuple[datetime, datetime, F]] = []
    for fact in facts:
        if fact.recurrence is None:
            if fact.start_time < end and start < fact.end_time:
                found.append((fact.start_time, fact.end_time, fact))
            continue
        found += [(begin, finish, fact) for begin, finish in occurrence_intervals(fact, start, end)]
    return found


def as_occurrence(span: tuple[datetime, datetime, F]) -> F:
    begin, finish, fact = span
    if fact.recurrence is None:
        return fact
    return fact.model_copy(update={"start_time": begin, "end_time": finish})


def with_series(facts: Iterable[Fact], series: Iterable[Fact]) -> list[Fact]:
    """One-off lookups and series lookups together, each fact once (a series' first
    occurrence may be found by both), by start."""
    unique = {f.id: f for f in [*facts, *series]}
    return sorted(unique.values(), key=lambda f: (f.start_time, f.id))


def lint_span(facts: Iterable[_Timed]) -> tuple[datetime, datetime]:
    """The span a write must be checked over: to the end of its longest series (bounded)."""
    facts = list(facts)
    start = min(f.start_time for f in facts)
    end = max(f.end_time for f in facts)
    for fact in facts:
        if fact.recurrence is not None:
            end = max(end, series_end(fact) or fact.start_time + SERIES_LINT_HORIZON)
    return start, end
