"""What the context states, as the user's zone sees it: each fact, the window and "now" as a span
of moments and days, and indexes that answer "has a fact on a day this mention names" in log time.
Pure domain: no I/O.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from ..models import FactDraft, Interval
from ..ontology import Predicate
from .claims import (
    _PERSONAL_TITLE,
    DateTest,
    Kind,
    _Both,
    _DateMention,
    _DayOf,
    _Either,
    _EventMention,
    _minute_of,
    _On,
    _PartMention,
    _Range,
    _TimeMention,
)

_WORKING_DAY = (9 * 60, 17 * 60)  # the hours a meeting said to last "all day" covers
_WAKING = (7 * 60, 19 * 60)  # where a bare hour of a denial's bound falls when the context leaves it open
# minutes: an evening ending this far past midnight is still the evening's (a party until 00:30); a shift on into
# the small hours (until 2, until 6) is also the next day's
_JUST_PAST_MIDNIGHT = 60


@dataclass(frozen=True)
class _Span:
    """A fact, the window or "now" as the user's zone sees it."""

    kind: Kind
    start: datetime
    end: datetime
    title: str | None = None
    series: bool = False  # an occurrence of a recurring fact

    @property
    def first_day(self) -> date:
        return self.start.date()

    @property
    def last_day(self) -> date:
        return (self.end - timedelta(microseconds=1) if self.end > self.start else self.end).date()

    @property
    def printed_end_day(self) -> set[date]:
        """The day of an end at midnight, when the template writes it ("Thu Jul 16 14:00 – Mon Jul 20 00:00"):
        not a day of it, but a day its answer names."""
        midnight = time(0)
        days = (self.end.date() - self.start.date()).days
        return {self.end.date()} if self.end.time() == midnight != self.start.time() and days >= 2 else set()

    @property
    def meeting_proper(self) -> bool:
        """A meeting whose title names no personal event ("Pilates", "Lunch with Tom", "영어 회화")."""
        return self.kind == "meeting" and not (self.title and _PERSONAL_TITLE.search(self.title))

    @property
    def whole_days(self) -> bool:
        """From a midnight to a later one: whole days, not part of one ("반차")."""
        return _minute_of(self.start) == 0 == _minute_of(self.end) and self.end > self.start

    @property
    def whole_day_long(self) -> bool:
        """At least 24 hours: every moment of the day falls inside it on some day."""
        return self.end - self.start >= timedelta(days=1)

    @property
    def edge_days(self) -> set[date]:
        """The days it starts and ends on: all its days when it is shorter than a day."""
        return {self.first_day, self.last_day}

    @property
    def return_days(self) -> list[date]:
        """The days one is back from it as time off: the day it ends, or, when that is a weekend day, up to
        the weekday after it (a vacation ending on Friday is "back Monday")."""
        days = [self.end.date()]
        while days[-1].weekday() >= 5:  # Saturday, Sunday
            days.append(days[-1] + timedelta(days=1))
        return days

    def has(self, test: DateTest) -> bool:
        """Whether one of its days is one the test names."""
        return test.within(self.first_day, self.last_day)

    def of_day(self, test: DateTest, itself: bool = False) -> bool:
        """Whether it is one of the test's days' events: an evening just past midnight ("Tom's party, 8pm to
        00:30") is the evening's, not the next day's ("only brunch on Sunday"); a stretch of days ("this weekend")
        takes in the evening running into it, as Friday night is the weekend's. A day said as itself ("on Sunday
        itself") takes in no night run into it, however late it ends."""
        past_midnight = 24 * 60 if itself else _JUST_PAST_MIDNIGHT
        evening = self.end - self.start < timedelta(days=1) and 0 < _minute_of(self.end) <= past_midnight
        if not evening or isinstance(test, _Range):
            return self.has(test)
        return test.within(self.first_day, self.first_day)

    @property
    def minutes(self) -> set[int]:
        """Start and end as minutes of the day; an end at midnight is also 24:00."""
        end = _minute_of(self.end)
        return {_minute_of(self.start), end} | ({24 * 60} if end == 0 else set())

    def covers(self, day: date, minute: int, ending: bool) -> bool:
        """An end ("until 13:00") may be its end; any other moment must be inside ("from 1 PM" is not 09–13)."""
        moment = datetime.combine(day, time(0), self.start.tzinfo) + timedelta(minutes=minute)
        return self.start < moment <= self.end if ending else self.start <= moment < self.end

    def overlaps(self, start: datetime, end: datetime) -> bool:
        return self.start < end and start < self.end

    def lasts(self, length: timedelta, slack: timedelta = timedelta(0)) -> bool:
        """As elapsed time: a night across a DST change lasts an hour more or less than its clock times say."""
        return abs(self.end.astimezone(UTC) - self.start.astimezone(UTC) - length) <= slack

    def runs_across(self, mention: _TimeMention) -> bool:
        """A moment strictly inside it, on one of its days: "the deploy crosses midnight"."""
        return any(
            self.start < datetime.combine(day, time(0), self.start.tzinfo) + timedelta(minutes=minute) < self.end
            for minute in mention.minutes
            for day in self.edge_days
        )

    def supports_time(self, mention: _TimeMention) -> bool:
        """A meeting is stated by its start (or its end, said as one); a vacation by any moment it covers;
        a moment said as run across by one inside it."""
        if mention.inside:
            return self.runs_across(mention)
        if self.kind == "vacation":
            if self.whole_day_long:
                return True
            if mention.ending or mention.bound == "from":
                # A bound said of a part of a day off is its edge: "9시부터 12시까지" is no 09:00–13:00 half day
                edge = _minute_of(self.end if mention.ending else self.start)
                return edge in mention.minutes or (mention.ending and edge == 0 and 24 * 60 in mention.minutes)
            return any(
                self.covers(day, minute, mention.bound == "until")
                for minute in mention.minutes
                for day in self.edge_days
            )
        if mention.ends is not None:  # said as the time the event is over: its end
            return bool((self.minutes - {_minute_of(self.start)}) & mention.minutes)
        start = _minute_of(self.start)
        return start in mention.minutes or (mention.ending and bool(self.minutes & mention.minutes))

    def starts_on(self, mention: _TimeMention, tests: Sequence[DateTest]) -> bool:
        """A meeting said at a time on a day starts then on that day ("starts at 10pm on Saturday" is no
        Friday-night deploy); time off is stated by any moment it covers."""
        if self.kind == "vacation" or mention.inside:
            return True
        return _minute_of(self.start) in mention.minutes and any(test(self.first_day) for test in tests)

    def bounds_on(self, mention: _TimeMention, tests: Sequence[DateTest]) -> bool:
        """A bound of a range said on a day ("Wednesday, 9 to 5") is its start or end on a day it starts or ends on;
        time off is stated by any moment it covers."""
        if self.kind == "vacation" or mention.inside:
            return True
        return self.supports_time(mention) and any(test(day) for test in tests for day in self.edge_days)

    def meets(self, part: _PartMention, tests: Sequence[DateTest] = ()) -> bool:
        """`tests`: the days the clause names; a part of the day is of one of them ("Sunday night" is no
        Saturday-night shift ending Sunday), when one is a day of it."""
        assert part.minutes is not None  # "every day" is met by several spans together: _every_day_met
        first, last = part.minutes
        if tests and not any(self.has(test) for test in tests):
            return False  # "수요일은 오후 반차": an afternoon off on Friday is not Wednesday's
        if first == 0 and last == 24 * 60:  # "수요일은 하루 종일 휴가": not a week off beside a half day
            return self.whole_days or self._fills_working_day()
        if part.edge is not None:  # "into Sunday morning": its end falls in that part of a day said
            return self.edge_in(part, tests)
        days = [day for day in self.edge_days if any(test(day) for test in tests)] or self.edge_days
        return self.whole_day_long or any(
            self._mostly_in(midnight + timedelta(minutes=first), midnight + timedelta(minutes=last))
            for midnight in (datetime.combine(day, time(0), self.start.tzinfo) for day in days)
        )

    def _fills_working_day(self) -> bool:
        """A meeting over the working hours of its day ("the offsite is all day", 9 to 5): all day, as people say."""
        start, end = _WORKING_DAY
        midnight = datetime.combine(self.start.date(), time(0), self.start.tzinfo)
        return (
            self.kind == "meeting"
            and self.start <= midnight + timedelta(minutes=start)
            and self.end >= midnight + timedelta(minutes=end)
        )

    def edge_in(self, part: _PartMention, tests: Sequence[DateTest] = ()) -> bool:
        """Whether its start (or its end, as the part is said) falls in the part of the day, on a day said."""
        assert part.minutes is not None and part.edge is not None
        moment = self.start if part.edge == "start" else self.end
        minute, (first, last) = _minute_of(moment), part.minutes
        within = (
            first <= minute < last if part.edge == "start" else first <= minute <= last
        )  # "ends at 6, into the morning"
        return within and (not tests or any(test(moment.date()) for test in tests))

    def _mostly_in(self, start: datetime, end: datetime) -> bool:
        """Most of it lies in [start, end), or it fills most of that: a 09:00–13:00 half day is no afternoon."""
        if self.start == self.end:
            return start <= self.start < end
        shared = min(self.end, end) - max(self.start, start)
        return shared > timedelta(0) and 2 * shared >= min(self.end - self.start, end - start)


def _span_of(interval: Interval, tz: ZoneInfo, kind: Kind = "any", title: str | None = None) -> _Span:
    return _Span(kind, interval.start_time.astimezone(tz), interval.end_time.astimezone(tz), title)


def _fact_span(fact: FactDraft, tz: ZoneInfo) -> _Span:
    kind: Kind = "vacation" if fact.predicate is Predicate.VACATION else "meeting"
    span = _span_of(fact, tz, kind, fact.object_value)
    return dataclasses.replace(span, series=True) if fact.recurrence is not None else span


class _SpanIndex:
    """Spans asked the same questions by many mentions: whether one has a day a test names (a day
    by bisection over the spans by first day, with the latest last day so far; a day of the month
    as the few dates it can be; any other test once), and any other question once per key. So
    checking an answer that names each of n facts costs n log n, not n squared (a year of daily
    facts: 3 s for 365 before)."""

    def __init__(self, spans: Iterable[_Span]) -> None:
        self._spans = sorted(spans, key=lambda s: s.first_day)
        self._firsts = [s.first_day for s in self._spans]
        self._reach = list(itertools.accumulate((s.last_day for s in self._spans), max))
        self._printed = {day for s in self._spans for day in s.printed_end_day}
        self._answers: dict[object, bool] = {}

    def __bool__(self) -> bool:
        return bool(self._spans)

    @property
    def spans(self) -> list[_Span]:
        return self._spans

    def has(self, test: DateTest) -> bool:
        """Like any(span.has(test) for span in spans)."""
        if isinstance(test, _On):
            found = bisect_right(self._firsts, test.day)
            return found > 0 and self._reach[found - 1] >= test.day
        if isinstance(test, _Either):
            return self.has(test.first) or self.has(test.second)
        if isinstance(test, _Both):  # "Mon Jul 20": the dates of one part that the other holds of, found by bisection
            for part, other in ((test.first, test.second), (test.second, test.first)):
                if isinstance(part, _On):
                    return self.has(part) and other(part.day)
                if isinstance(part, _DayOf) and self._spans:
                    return any(self.has(on) and other(on.day) for on in self._dates_of(part))
        if isinstance(test, _DayOf) and self._spans:
            return any(map(self.has, self._dates_of(test)))
        return self.some(test, lambda span: span.has(test))

    def _dates_of(self, test: _DayOf) -> Iterator[_On]:
        """The dates a day of the month can be within the spans' years."""
        years = [test.year] if test.year is not None else range(self._firsts[0].year, self._reach[-1].year + 1)
        for year, month in itertools.product(years, [test.month] if test.month is not None else range(1, 13)):
            try:
                yield _On(date(year, month, test.day))
            except ValueError:  # no such day (February 30, a 29th outside leap years)
                continue

    def some(self, key: object, question: Callable[[_Span], bool]) -> bool:
        """any(question(span) for span in spans), asked once per key."""
        if key not in self._answers:
            self._answers[key] = any(map(question, self._spans))
        return self._answers[key]

    def names(self, test: DateTest) -> bool:
        """A day of some span, or a day its answer prints as its end."""
        if isinstance(test, _On):
            return self.has(test) or test.day in self._printed
        return self.has(test) or any(map(test, self._printed))


_ROUTINE_DAYS = 4  # of a week: a series held on as many is a routine


@dataclass
class _Context:
    facts: list[_Span]
    window: _Span
    now: _Span
    tz: ZoneInfo
    stated: set[int] = field(default_factory=set)  # what the answer states on their days: see _stated
    # whether the answer says the context's time off at all, by its days or only by its edges ("runs Friday to Monday")
    off_said: bool = False
    _indexes: dict[tuple[object, ...], _SpanIndex] = field(default_factory=dict)
    # key -> (the facts tuple the key names by identity, kept alive so no other takes its id; the candidates)
    _candidates: dict[tuple[object, ...], tuple[object, list[_Span]]] = field(default_factory=dict)

    @property
    def known(self) -> list[_Span]:
        return [*self.facts, self.window, self.now]

    @property
    def window_days(self) -> set[date]:
        return self.window.edge_days | self.window.printed_end_day

    def date_known(self, mention: _DateMention) -> bool:
        returns = mention.role == "return" and any(
            mention.test(day) for span in self.facts if span.kind == "vacation" for day in span.return_days
        )
        return returns or self._known_days.names(mention.test)

    @functools.cached_property
    def routine(self) -> frozenset[int]:
        """The occurrences of a series held on four days or more of one week (a weekday standup): a routine, which a
        count of a day's meetings may leave out ("수요일엔 회의 두 개" beside the morning standup)."""
        days: dict[str | None, set[date]] = {}
        for span in self.facts:
            if span.series and span.kind == "meeting":
                days.setdefault(span.title, set()).add(span.first_day)
        routine = {
            title
            for title, held in days.items()
            if any(sum(day <= other < day + timedelta(days=7) for other in held) >= _ROUTINE_DAYS for day in held)
        }
        return frozenset(id(span) for span in self.facts if span.series and span.title in routine)

    @functools.cached_property
    def _known_days(self) -> _SpanIndex:
        return _SpanIndex(self.known)

    def days_of(self, mentions: Iterable[_EventMention]) -> _SpanIndex:
        """The candidates of these mentions, indexed by day: one index per set of candidates, kept."""
        keys = tuple(sorted({self.candidates_key(m) for m in mentions}, key=repr))
        if keys not in self._indexes:
            self._indexes[keys] = _SpanIndex(self.candidates_of(mentions))
        return self._indexes[keys]

    def candidates_of(self, mentions: Iterable[_EventMention]) -> list[_Span]:
        """The candidates of several mentions, each once: read per distinct key, so a clause naming a
        year of occurrences by one title costs their number, not its square."""
        lists = {self.candidates_key(m): self.candidates(m) for m in mentions}
        return list({id(s): s for spans in lists.values() for s in spans}.values())

    @staticmethod
    def candidates_key(mention: _EventMention) -> tuple[object, ...]:
        """What `candidates` depends on; the facts of a title are one tuple for all its mentions, so
        its identity stands for its contents (hashing a year of indices at every call would not)."""
        return (id(mention.facts) if mention.facts is not None else None, mention.kind)

    def time_known(self, mention: _TimeMention) -> bool:
        """A time the context states, or one a fact runs across when said so ("runs past 5")."""
        if mention.inside and any(span.runs_across(mention) for span in self.facts):
            return True
        return bool(self._known_minutes & mention.minutes)

    def read_in_context(self, mention: _TimeMention) -> frozenset[int]:
        """A bare hour ("before 10", "after 3") as the half of the day the context states, when it states
        only one, else as the hours of a waking day (7 to 7) say it: the bounds of a denial are read so
        ("nothing before 10" is no 22:00, "free after 5" no 05:00)."""
        minutes = (mention.minutes & self._known_minutes) or mention.minutes
        return frozenset(m for m in minutes if _WAKING[0] <= m < _WAKING[1]) or minutes if len(minutes) > 1 else minutes

    def clock_changes_at(self, mention: _TimeMention) -> bool:
        """The wall time the clocks change at or, said as what they are set to ("1시로 돌아가요", "back to 1 AM"),
        the one they show after it."""
        if mention.bound == "until":
            return bool(self._clock_change_minutes_after & mention.minutes)
        return bool(self._clock_change_minutes & mention.minutes)

    @functools.cached_property
    def _clock_changes(self) -> list[tuple[datetime, timedelta, timedelta]]:
        """Each change of the zone's clocks in the window, looked for hour by hour: the instant after it (UTC), and
        the offsets before and after. Read only when an answer speaks of one."""
        changes, moment, end = [], self.window.start.astimezone(UTC), self.window.end.astimezone(UTC)
        before = moment.astimezone(self.tz).utcoffset()
        while moment < end:
            moment += timedelta(hours=1)
            offset = moment.astimezone(self.tz).utcoffset()
            if offset is not None and before is not None and offset != before:
                changes.append((moment, before, offset))
            before = offset
        return changes

    @property
    def clock_change_lengths(self) -> set[timedelta]:
        """How far the zone's clocks change in the window ("the clocks go back an hour")."""
        return {abs(after - before) for _, before, after in self._clock_changes}

    @property
    def clock_changed_day_lengths(self) -> set[timedelta]:
        """How long the days the clocks change on last ("하루가 25시간이야", "a 23-hour Sunday")."""
        return {timedelta(days=1) - (after - before) for _, before, after in self._clock_changes}

    @property
    def clock_shifts(self) -> list[tuple[date, timedelta]]:
        """Each change of the zone's clocks in the window: the day it happens on (as the clock read before it), and
        how far they move (forward > 0)."""
        return [((moment + before).date(), after - before) for moment, before, after in self._clock_changes]

    @property
    def _clock_change_minutes_after(self) -> set[int]:
        """The wall-clock times the zone's clocks show right after each change in the window ("1시로 돌아가요")."""
        return {_minute_of(moment + after) for moment, _, after in self._clock_changes}

    @property
    def _clock_change_minutes(self) -> set[int]:
        """The wall-clock times the zone's clocks change at in the window, as the clock read before the
        change ("fall back at 2am", "spring forward at 2am")."""
        return {_minute_of(moment + before) for moment, before, _ in self._clock_changes}

    @functools.cached_property
    def _known_minutes(self) -> set[int]:
        return set().union(*(span.minutes for span in self.known))

    def candidates(self, mention: _EventMention) -> list[_Span]:
        """The facts a mention may speak of: those of its title, else of its kind; a word of no kind
        ("nothing is scheduled", "you're free", "open", "일정이 없습니다") speaks of every fact, time off
        included (issue 31). Kept per what they depend on."""
        key = self.candidates_key(mention)
        if key not in self._candidates:
            self._candidates[key] = (mention.facts, self._read_candidates(mention))
        return self._candidates[key][1]

    def _read_candidates(self, mention: _EventMention) -> list[_Span]:
        if mention.facts is not None:
            return [self.facts[i] for i in mention.facts if i < len(self.facts)]
        if mention.kind != "any":
            return [span for span in self.facts if span.kind == mention.kind]
        return list(self.facts)
