"""Checking the claims read from an answer (claims.py) against what the context states (context.py):
the two checks the package exports, `verify_statements` (the model's account of its answer) and
`check_grounding` (the final text), and `ground`, both with the language. Pure domain: no I/O.
"""

from __future__ import annotations

import bisect
import dataclasses
import functools
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, date, datetime, time, timedelta
from operator import methodcaller
from typing import Literal
from zoneinfo import ZoneInfo

from pydantic import Field

from ..answers import fact_labels
from ..deferred import DeferredModel
from ..models import FactDraft, Interval, Language
from .claims import (
    _AFTER_EVENT,
    _AFTERNOON,
    _AT_LEAST,
    _AT_WORK,
    _AT_WORK_NEGATED,
    _AT_WORK_PART,
    _BEFORE_EVENT,
    _BETWEEN,
    _CLOCK_CHANGE,
    _CLOCK_DIRECTION,
    _CLOCK_SHIFT_LENGTH,
    _DASH,
    _DAY_BACK,
    _DAY_BESIDE_TIME,
    _EACH_DAY,
    _EN_NEGATION,
    _EVENING,
    _EVERY_OTHER_WEEK,
    _EVERY_WEEK,
    _FIRST_BACK,
    _GAP_LENGTH,
    _HALF_DAY_LEAVE,
    _HANGUL,
    _HAVING,
    _IN_A_ROW,
    _INCLUDING,
    _KO_BETWEEN_AFTER,
    _KO_FREE_TIME,
    _KO_JOINED_TITLES,
    _KO_LATER,
    _KO_NEGATION,
    _KO_NOT_SAID,
    _KO_OVER_THEN,
    _KO_UNTIL_THEN,
    _KO_WORD_BEFORE,
    _LATIN,
    _LONG_WEEKEND,
    _MEETING_PROPER,
    _NIGHT,
    _NOT_TAKING_PLACE_AFTER,
    _PART_RANGE_TO,
    _PLACING_GAP,
    _PM,
    _RANGE_JOIN,
    _SAID_WITH,
    _SHIFT,
    _SKIPPED_AFTER,
    _SKIPPED_OR_EXCEPT,
    _SMALL_HOURS_END,
    _STARTS_DENIED,
    _STRETCH_RESTATED,
    _THEN_OPENING,
    _TRAVEL_TITLE,
    _UP_TO_BEFORE,
    _WEATHER,
    _WEATHER_HEDGE,
    _WEEKDAYS_ONLY,
    DateTest,
    _Both,
    _Clause,
    _clauses,
    _DateMention,
    _DayOf,
    _Days,
    _DurationMention,
    _EitherWeek,
    _EventMention,
    _excepts,
    _gap_said,
    _gap_slack,
    _minute_of,
    _night_of,
    _On,
    _part_of_clock,
    _PartMention,
    _Range,
    _read,
    _Reading,
    _said_absent,
    _said_after_extreme,
    _sentences,
    _TimeMention,
    _trip_said,
    _Weekday,
    _Weekdays,
    _WeekOfMonth,
    _WeekOrNext,
)
from .context import (
    _Context,
    _fact_span,
    _Span,
    _span_of,
    _SpanIndex,
)

NO_EVENTS = "none"
Kind = Literal["meeting", "vacation", "any"]


class Statement(DeferredModel):
    """One thing an answer states, and what it rests on."""

    words: str = Field(description="the exact words of the answer that make this statement")
    fact: str = Field(
        description=f"the id of the context fact it rests on (F1, F2, ...), or {NO_EVENTS!r} for a statement "
        "that nothing (or no meeting, no vacation) is scheduled in the asked window"
    )


class DraftAnswer(DeferredModel):
    """What a synthesizer writes: the text, and, when it can say so, what each statement rests on."""

    text: str
    statements: list[Statement] | None = None  # None: no account given (the template states facts by construction)


class GroundingReport(DeferredModel):
    unsupported: list[str]

    @property
    def grounded(self) -> bool:
        return not self.unsupported


def _check(answer: str, context: _Context, stated: set[int] | None = None) -> list[str]:
    """`stated`: the facts the whole answer states on their days (ids), when `answer` is a part of it."""
    reading = _read(answer, context.facts, context.now.start.date(), context.tz, context.window.first_day)
    problems = list(reading.problems)
    problems += [f"date {m.text}" for m in reading.dates if not context.date_known(m)]
    clauses = _clauses(reading)
    for mention, problem in reading.unstored:
        # (or said not to take place, and so not there: "오늘 PT는 취소돼서 없어요")
        denied = (
            mention.negative
            or _SKIPPED_AFTER.match(reading.masked, mention.span[1])
            or _NOT_TAKING_PLACE_AFTER.match(reading.text, mention.span[1])
        )
        if denied and _said_absent(reading, mention):
            mention.facts = ()  # "no standup tomorrow": true of a context holding none, it denies no other event
            mention.negative = True
        else:
            problems.append(problem)
    # "free from 5 until 11:30": a bound of a denial is any time the denial holds from or until, checked by it
    bounds = {id(t) for clause in clauses if _only_denies(clause) for t in clause.times if t.bound != "at"}
    # "all after 9am": a side of a time the events lie on need be no time of the context (_off_its_side)
    bounds |= {id(t) for t in reading.times if t.side is not None}
    problems += [f"time {m.text}" for m in reading.times if id(m) not in bounds and not context.time_known(m)]
    problems += [f"time {m.text}" for m in reading.bounding_starts if not context.time_known(m)]
    problems += [f"time {m.text} is no clock change" for m in reading.clock_changes if not context.clock_changes_at(m)]
    problems += [f"time {m.text} is not now" for m in reading.now_said if not context.now.minutes & m.minutes]
    problems += [
        f"{m.text!r} is not how far the clocks change"
        for m in reading.clock_change_lengths
        # (or how long the day they change on lasts: "서머타임 끝나는 날이라 하루가 25시간")
        if m.length not in context.clock_change_lengths | context.clock_changed_day_lengths
    ]
    problems += _clock_shifts_checked(reading, context)
    problems += _over_by_now_checked(reading, context)
    problems += _short_of_days_checked(reading, context)
    problems += _first_back_checked(reading, context)
    problems += _gaps_checked(reading, context)
    problems += _gaps_before_checked(reading, context)
    problems += _every_week_checked(reading, context)
    problems += _offsets_checked(reading, context)
    problems += _then_on_that_day(reading, context)
    problems += _free_stretch_denied(reading, context)
    problems += _weather_stated(reading)
    context.stated = _stated(clauses, context) if stated is None else stated
    context.off_said = any(
        m.kind == "vacation" and not (m.negative or m.reference) and context.candidates(m)
        for clause in clauses
        for m in clause.events
    ) or bool(_LONG_WEEKEND.search(reading.text) and _weekend_made_long(context))
    for clause in clauses:
        problems += _check_clause(clause, context)
    return list(dict.fromkeys(problems))


def _weekend_made_long(context: _Context) -> bool:
    """Whether whole days off of the context lie on or next to a weekend: a "long weekend" said is that time off."""
    return any(
        day.weekday() >= 5
        for span in context.facts
        if span.kind == "vacation" and span.whole_days
        for day in (span.first_day - timedelta(days=1), *_days_of(span), span.last_day + timedelta(days=1))
    )


def _time_supported(spans: _SpanIndex, time_mention: _TimeMention) -> bool:
    """Whether some span states the time said (its start, or its end when said as one), checked once per reading."""
    key = (  # all it reads
        "time",
        time_mention.minutes,
        time_mention.ending,
        time_mention.bound,
        time_mention.inside,
        time_mention.ends is not None,
    )
    return spans.some(key, methodcaller("supports_time", time_mention))


def _weather_stated(reading: _Reading) -> list[str]:
    """The calendar holds no weather: a sentence stating it ("it's supposed to be sunny and 70", "제주 날씨가 계속
    맑다니까") is unsupported; one hedging it ("worth checking the forecast", "in case it rains") states nothing."""
    return [
        f"the weather is in no fact: {reading.text[start:end].strip()!r}"
        for start, end in _sentences(reading.text)
        if _WEATHER.search(reading.masked, start, end) and not _WEATHER_HEDGE.search(reading.text, start, end)
    ]


def _over_by_now_checked(reading: _Reading, context: _Context) -> list[str]:
    """ "줌 미팅은 이미 끝났고": an event said over by now has ended by now (one still under way has not)."""
    now = context.now.start
    return [
        f"{_what(candidates)} is not over by now: {mention.text!r}"
        for mention in reading.over_by_now
        if (candidates := context.candidates(mention)) and not any(span.end <= now for span in candidates)
    ]


def _short_of_days_checked(reading: _Reading, context: _Context) -> list[str]:
    """ "it doesn't touch Sunday": the event said has no time on the day said."""
    return [
        f"{_what(candidates)} runs into {day.text}"
        for mention, day in reading.short_of
        if (candidates := context.candidates(mention))
        and any(day.test(on) for span in candidates for on in _days_of(span))
    ]


def _clock_shifts_checked(reading: _Reading, context: _Context) -> list[str]:
    """A sentence saying which way the clocks go ("the clocks spring forward this weekend"), how far ("go back two
    hours") or, naming no event, on which day ("at 2 AM Saturday"; the night before the change too, when it says
    night) must say the zone's change in the window. A sentence that negates says nothing of it ("the clocks don't
    change")."""
    problems = []
    for start, end in _sentences(reading.masked):
        text = reading.masked[start:end]
        if not _CLOCK_CHANGE.search(text) or (_KO_NEGATION if reading.korean else _EN_NEGATION).search(text):
            continue
        ways = {way for way, said in _CLOCK_DIRECTION.items() if said.search(text)}
        lengths = [_SHIFT_HOURS[(m["n"] or m["ko"]).casefold()] for m in _CLOCK_SHIFT_LENGTH.finditer(text)]
        shifts = context.clock_shifts
        if not ways and not lengths:
            continue
        if not shifts:
            problems.append(f"the clocks do not change: {text.strip()!r}")
            continue
        if len(ways) == 1 and all(("forward" if shift > timedelta(0) else "back") not in ways for _, shift in shifts):
            problems.append(f"the clocks go the other way: {text.strip()!r}")
        if lengths and any(all(abs(shift) != timedelta(hours=n) for _, shift in shifts) for n in lengths):
            problems.append(f"the clocks change by no such length: {text.strip()!r}")
        # its days, when it names no event ("the dentist on Thursday, days after the clocks spring forward")
        events = any(start <= m.span[0] < end and not m.denial for m in reading.events)
        tests = [] if events else [m.test for m in reading.dates if start <= m.span[0] < end and not m.excepted]
        night = timedelta(days=1 if _NIGHT.search(reading.text, start, end) else 0)  # "tonight", read as a day
        if tests and not any(test(day) or test(day - night) for day, _ in shifts for test in tests):
            problems.append(f"the clocks change on no day said: {text.strip()!r}")
    return problems


_SHIFT_HOURS = {"a": 1, "an": 1, "one": 1, "two": 2, "한": 1, "두": 2, **{str(n): n for n in range(10)}}


def _first_back_checked(reading: _Reading, context: _Context) -> list[str]:
    """ "Your first meeting back is the team lunch", "복귀 첫 일정은 수요일 주간 보고예요": the titled event its
    sentence names is the earliest to start once some time off ends."""
    vacations = [span for span in context.facts if span.kind == "vacation"]
    events = [span for span in context.facts if span.kind != "vacation"]
    firsts = {
        id(min(after, key=lambda span: span.start))
        for vacation in vacations
        if (after := [span for span in events if span.start >= vacation.end])
    }
    problems = []
    for start, end in _sentences(reading.masked) if vacations else []:
        if not (said := _FIRST_BACK.search(reading.text, start, end)):
            continue
        # not a word of a title the words themselves hold ("복귀 첫 일정" beside "복귀 미팅")
        named = [
            m
            for m in reading.events
            if start <= m.span[0] < end
            and m.facts is not None
            and not m.negative
            and not said.start() <= m.span[0] < said.end()
        ]
        if named and not any(id(span) in firsts for m in named for span in context.candidates(m)):
            problems.append(
                f"{_what(context.candidates_of(named))} is not the first thing back: {reading.text[start:end]!r}"
            )
    return problems


def _gaps_checked(reading: _Reading, context: _Context) -> list[str]:
    """A length said of the time between two titled events ("a 30-minute gap between the design review and coffee",
    "an hour between coffee and the conference", "점심이랑 분기 보고 사이에 1시간 반 비어요"): from the first's end to
    the second's start, on a day they share. The length is the one said in the stretch of the sentence before the
    first event (after the pair said before it), else the one right after the second."""
    titled = [m for m in reading.events if m.facts is not None and not m.negative]
    problems = []
    for start, end in _sentences(reading.masked):
        # (first, second, the length said right after the pair, if it is said so)
        pairs: list[tuple[_EventMention, _EventMention, re.Match[str] | None]] = []
        inside = [m for m in titled if start <= m.span[0] < end]
        for first, second in itertools.pairwise(inside):
            between = reading.text[first.span[1] : second.span[0]]
            # ("A 5시에 끝나면 B까지 30분": the time it ends at, said between, is read and blanked)
            ended = reading.masked[first.span[1] : second.span[0]]
            over = _KO_OVER_THEN.match(ended) if reading.korean else None
            if over and _KO_WORD_BEFORE.fullmatch(ended, over.end()):
                # "A 끝나고 B 전까지 30분": the length right after the pair, from A's end to B's start
                until = _KO_UNTIL_THEN.match(reading.text, second.span[1])
                if until and (length := _GAP_LENGTH.match(reading.text, until.end())):
                    pairs.append((first, second, length))
                elif until:  # "A 끝나고 B 전까지 12시부터 3시까지 비어요"
                    problems += _stretch_restated(reading, context, first, second, until.end(), (start, end))
            elif (
                reading.korean
                and _KO_JOINED_TITLES.fullmatch(between)
                and _KO_BETWEEN_AFTER.match(reading.text, second.span[1])
            ):
                pairs.append((first, second, None))
            elif (
                not reading.korean
                and re.fullmatch(r"\s*and\s+(?:the\s+|your\s+)?", between, re.I)
                and (_BETWEEN.search(reading.text, max(start, first.span[0] - 14), first.span[0]))
            ):
                pairs.append((first, second, None))
        bound = start
        for index, (first, second, adjacent) in enumerate(pairs):
            following = pairs[index + 1][0].span[0] if index + 1 < len(pairs) else end
            before = list(_GAP_LENGTH.finditer(reading.text, bound, first.span[0]))
            after = list(_GAP_LENGTH.finditer(reading.text, second.span[1], following))
            said = adjacent or (before[-1] if before else after[0] if after else None)
            bound = second.span[1]
            problems += _stretch_restated(reading, context, first, second, second.span[1], (start, end))
            if said is None:
                continue
            gaps = {
                b.start - a.end
                for a in context.candidates(first)
                for b in context.candidates(second)
                if a.end <= b.start and a.end.date() == b.start.date()
            }
            slack = _gap_slack(reading.text, said, start)
            # (a rough length is of free time near it: back to back, there is none to be "about 15 minutes")
            if gaps and all(abs(_gap_said(said) - gap) > (slack if gap else timedelta(0)) for gap in gaps):
                problems.append(f"{said.group()!r} is not the time between {first.text!r} and {second.text!r}")
    return problems


def _stretch_restated(
    reading: _Reading,
    context: _Context,
    first: _EventMention,
    second: _EventMention,
    said_after: int,
    sentence: tuple[int, int],
) -> list[str]:
    """A range of clock times said right after two events said as the bounds of free time (from `said_after`: "a free
    stretch between the swim meet and dinner, 3 to 6pm", "A랑 B 사이, 12시부터 3시까지 비어요") restates the time
    between them: from the first's end to the second's start, on a day they share."""
    start, end = sentence
    after = [t for t in reading.times if said_after <= t.span[0] < end][:2]
    if (
        len(after) < 2
        or (after[0].bound, after[1].bound) != ("from", "until")
        or not _STRETCH_RESTATED.fullmatch(reading.text, said_after, after[0].span[0])
        or not any(m.denial and start <= m.span[0] < end for m in reading.events)
    ):
        return []
    opening, closing = (context.read_in_context(t) for t in after)
    if any(
        _minute_of(a.end) in opening and _minute_of(b.start) in closing
        for a in context.candidates(first)
        for b in context.candidates(second)
        if a.end <= b.start and a.end.date() == b.start.date()
    ):
        return []
    said = reading.text[after[0].span[0] : after[1].span[1]].rstrip(".")
    return [f"{said!r} is not the time between {first.text!r} and {second.text!r}"]


def _gaps_before_checked(reading: _Reading, context: _Context) -> list[str]:
    """A length of free time said before a titled event, from a moment said earlier in its sentence ("You land at
    11:35 and have two hours before the call", "after the review there's an hour until lunch"): the time from that
    moment (a clock time said, or the end of the event said last) to the event's start, on its day. A length said
    as the least ("a good two hours") fits any longer stretch."""
    titled = [m for m in reading.events if m.facts is not None and not m.negative]
    problems = []
    for start, end in _sentences(reading.masked) if not reading.korean else []:
        for said in _GAP_LENGTH.finditer(reading.text, start, end):
            before = _BEFORE_EVENT.match(reading.text, said.end(), end)
            later = before and next((m for m in titled if before.start() < m.span[0] <= before.end()), None)
            if not later:
                continue
            times = [t for t in reading.times if start <= t.span[0] and t.span[1] <= said.start()]
            events = [m for m in titled if start <= m.span[0] and m.span[1] <= said.start()]
            last = max([t.span[1] for t in times[-1:]] + [m.span[1] for m in events[-1:]], default=None)
            if last is None or not _HAVING.search(reading.text, last, said.start()):
                continue
            length, least = _gap_said(said), _AT_LEAST.search(reading.text, start, said.start()) is not None
            slack = _gap_slack(reading.text, said, start)
            gaps = [
                span.start - moment
                for span in context.candidates(later)
                for moment in _moments_from(times[-1:], events[-1:], span, context)
                if moment < span.start
            ]
            if gaps and not any(gap >= length - slack if least else abs(gap - length) <= slack for gap in gaps):
                problems.append(f"{said.group()!r} is not the time before {later.text!r}")
    return problems


def _moments_from(
    times: list[_TimeMention], events: list[_EventMention], later: _Span, context: _Context
) -> list[datetime]:
    """Where free time said before `later` may run from: a clock time said (on its day), or an event's end."""
    midnight = datetime.combine(later.start.date(), time(0), context.tz)
    moments = [midnight + timedelta(minutes=minute) for t in times for minute in t.minutes]
    moments += [span.end for m in events for span in context.candidates(m) if span.end.date() == later.start.date()]
    return moments


def _every_week_checked(reading: _Reading, context: _Context) -> list[str]:
    """A title said to be on weekdays every week of a stretch said ("이번 주 요가는 매주 화·목", "standup is every
    Monday, Wednesday and Friday this week"): it is on each of those days of it, unless its sentence says some are
    skipped or left out."""
    problems = []
    for start, end in _sentences(reading.masked):
        if not _EVERY_WEEK.search(reading.text, start, end):
            continue
        # "7월엔 9일만 빼고 매주 화·목": the days said apart are all it skips; skips said otherwise, any
        apart = [m.test for m in reading.dates if start <= m.span[0] < end and m.excepted]
        if not apart and _SKIPPED_OR_EXCEPT.search(reading.masked, start, end):
            continue
        named = [m for m in reading.events if start <= m.span[0] < end and m.facts is not None and not m.negative]
        # (the ends of a range of dates beside it restate the stretch: "every Saturday in June, the 5th to the 26th")
        tests = [
            m.test
            for m in reading.dates
            if start <= m.span[0] < end and not m.excepted and not (m.ranged and isinstance(m.test, _DayOf))
        ]
        weekdays = [
            t
            for t in tests
            if isinstance(t, (_Weekday, _Weekdays)) or (isinstance(t, _Both) and isinstance(t.first, _Weekday))
        ]
        weeks = [t for t in tests if isinstance(t, _Range)]
        if len(named) != 1 or not weekdays or len(weekdays) + len(weeks) != len(tests):
            continue
        held = {day for span in context.candidates(named[0]) for day in _days_of(span)}
        # said of no stretch, it is the series' rule, which a skipped one leaves standing: some two of its days
        # on a weekday said are a week apart ("physio is every Thursday" of one every other Thursday is not)
        if not weeks:
            if not _EVERY_OTHER_WEEK.search(reading.masked, start, end) and _weeks_apart(held, weekdays):
                problems.append(f"{named[0].text!r} is not every week: {reading.text[start:end]!r}")
            continue
        missing = [
            day
            for day in _days_of(context.window)
            if any(t(day) for t in weekdays)
            and any(w(day) for w in weeks)
            and day not in held
            and not any(t(day) for t in apart)
        ]
        if missing:
            problems.append(
                f"{named[0].text!r} is not on {missing[0]:%A %d %B}, a day {reading.text[start:end]!r} says"
            )
    return problems


def _weeks_apart(days: set[date], weekdays: Sequence[DateTest]) -> bool:
    """Whether, on some weekday said, the days held are two or more and none is a week after another."""
    for test in weekdays:
        on = {day for day in days if test(day)}
        if len(on) > 1 and not any(day + timedelta(days=7) in on for day in on):
            return True
    return False


def _offsets_checked(reading: _Reading, context: _Context) -> list[str]:
    """A titled event said to be a length after another's end ("Coffee with Priya is an hour after the design review
    ends", "반차 끝나고 2시간 뒤에 동생 생일 저녁이에요"): it starts that long after, on the same day."""
    titled = [m for m in reading.events if m.facts is not None or m.kind == "vacation"]
    problems = []
    for start, end in _sentences(reading.masked):
        inside = [m for m in titled if start <= m.span[0] < end]
        for said in _GAP_LENGTH.finditer(reading.text, start, end):
            earlier = next(
                (
                    m
                    for m in inside
                    if (_AFTER_EVENT.fullmatch(reading.text, said.end(), m.span[0]))
                    or (
                        _KO_OVER_THEN.fullmatch(reading.text, m.span[1], said.start())
                        and _KO_LATER.match(reading.text, said.end())
                    )
                ),
                None,
            )
            later = [m for m in inside if m is not earlier and m.facts is not None and not m.negative]
            if earlier is None or len(later) != 1:
                continue
            offsets = {
                b.start - a.end
                for a in context.candidates(earlier)
                for b in context.candidates(later[0])
                if a.end <= b.start and a.end.date() == b.start.date()
            }
            if offsets and _gap_said(said) not in offsets:
                problems.append(f"{later[0].text!r} is not {said.group()!r} after {earlier.text!r}")
    return problems


def _then_on_that_day(reading: _Reading, context: _Context) -> list[str]:
    """A sentence naming no day that opens on what comes after the event said last before it ("치과는 19일 화요일
    6시 반이에요. 끝나고 8시에 필라테스도 있어요", "The review is Thursday at 1. Then dinner with Sarah."): its titles
    are on a day of that event (the day it ends, for a night)."""
    titled = [m for m in reading.events if m.facts is not None and not m.negative and not m.denial]
    problems = []
    for (before, _), (start, end) in itertools.pairwise(_sentences(reading.masked)):
        if not _THEN_OPENING.match(reading.masked, start) or any(start <= m.span[0] < end for m in reading.dates):
            continue
        earlier = [m for m in titled if before <= m.span[0] < start]
        tests = [m.test for m in reading.dates if before <= m.span[0] < start and not m.excepted]
        if not earlier:
            continue
        days = {
            day
            for span in context.candidates(earlier[-1])
            for day in (span.first_day, span.last_day)
            if not tests or any(test(span.first_day) for test in tests)
        }
        for mention in (m for m in titled if start <= m.span[0] < end):
            spans = context.candidates(mention)
            if days and spans and not any(s.first_day in days for s in spans):
                problems.append(
                    f"{mention.text!r} is not on the day of {earlier[-1].text!r}: {reading.text[start:end]!r}"
                )
    return problems


def _free_stretch_denied(reading: _Reading, context: _Context) -> list[str]:
    """A free stretch of a length said not to be there ("목요일 오후엔 1시간 연속으로 빈 시간이 없어요", "there's no
    free hour in a row on Thursday afternoon"): no gap between the events, within the days and part of the day said
    (and the window), lasts that long."""
    problems = []
    negation = _KO_NOT_SAID if reading.korean else _EN_NEGATION
    for start, end in _sentences(reading.masked):
        length = _GAP_LENGTH.search(reading.text, start, end)
        free = _KO_FREE_TIME.search(reading.text, start, end) or any(
            start <= m.span[0] < end and m.denial for m in reading.events
        )
        if not (
            length
            and free
            and _IN_A_ROW.search(reading.text, start, end)
            and negation.search(reading.masked, start, end)
        ):
            continue
        tests = [m.test for m in reading.dates if start <= m.span[0] < end and not m.excepted]
        parts = [p.minutes for p in reading.parts if start <= p.span[0] < end and p.minutes is not None]
        window, tz, longest = context.window, context.tz, _gap_said(length)
        for day in _days_of(window):
            if tests and not any(test(day) for test in tests):
                continue
            midnight = datetime.combine(day, time(0), tz)
            first, last = parts[0] if parts else (0, 24 * 60)
            opens = max(window.start, midnight + timedelta(minutes=first))
            closes = min(window.end, midnight + timedelta(minutes=last))
            busy = sorted((max(s.start, opens), min(s.end, closes)) for s in context.facts if s.overlaps(opens, closes))
            moment, gaps = opens, []
            for begins, ends in busy:
                gaps.append(begins - moment)
                moment = max(moment, ends)
            gaps.append(closes - moment)
            if any(gap >= longest for gap in gaps):
                problems.append(f"there is a free stretch of {length.group()!r}: {reading.text[start:end]!r}")
                break
    return problems


def _only_denies(clause: _Clause) -> bool:
    """A clause that denies and states no event: its times are where the denial holds, not any event's."""
    return any(m.negative for m in clause.events) and not any(
        not (m.negative or m.reference) and (m.kind != "any" or m.facts is not None) for m in clause.events
    )


def _stated(clauses: list[_Clause], context: _Context) -> set[int]:
    """The facts (ids) an answer states on their days: a denial of every kind elsewhere in it ("you're on
    vacation Friday. Nothing is scheduled at 10") denies the rest, not them. A fact said only by its edges
    ("on vacation from Thursday") is not stated for the days after: "but Friday is open" denies it."""
    stated: set[int] = set()
    for clause in clauses:
        positive = [m for m in clause.events if not (m.negative or m.reference)]
        if positive and all(m.kind == "any" and m.facts is None for m in positive):
            # "Busy 14:00–15:00": the facts of a range said occupied are stated
            for first, last in _ranges_said(clause, context) if any(t.bound != "at" for t in clause.times) else []:
                for day in _scope_days(clause, context):
                    midnight = datetime.combine(day, time(0), context.tz)
                    start = midnight + timedelta(minutes=first or 0)
                    end = midnight + timedelta(minutes=24 * 60 if last is None else last)
                    stated |= {id(span) for span in context.facts if span.overlaps(start, end)}
        tests = [m.test for m in clause.dates if not m.excepted]
        if any(m.role != "day" for m in clause.dates):
            continue
        named = _naming(m for m in clause.events if not m.negative)
        untitled = [m for m in named if m.facts is None]
        said = {id(s): s for s in context.candidates_of(untitled)}
        if untitled and clause.times:
            # "회의가 2시부터 3시 반까지": an untitled event said with a range states the facts within it, no others;
            # "your first meeting is the Westpac call at 10", those under way (or ending) at the time said
            if any(t.bound != "at" for t in clause.times):
                ranges = _ranges_said(clause, context)
                said = {k: s for k, s in said.items() if any(_overlaps_minutes(s, *bounds) for bounds in ranges)}
            else:
                said = {
                    k: s
                    for k, s in said.items()
                    if any(s.covers(s.first_day, m, t.ending) for t in clause.times for m in context.read_in_context(t))
                }
        said |= {id(s): s for s in context.candidates_of(m for m in named if m.facts is not None)}
        if not tests or not said:
            stated |= said.keys()
            continue
        is_named = _naming_any(tests, min(s.first_day for s in said.values()), max(s.last_day for s in said.values()))
        stated |= {key for key, s in said.items() if any(map(is_named, _days_of(s)))}
    return stated


def _overlaps_minutes(span: _Span, first: int | None, last: int | None) -> bool:
    """Whether a span takes some of the minutes of its first day from `first` until `last` (None: open)."""
    midnight = datetime.combine(span.first_day, time(0), span.start.tzinfo)
    start = midnight + timedelta(minutes=first or 0)
    return span.overlaps(start, midnight + timedelta(minutes=24 * 60 if last is None else last))


def _zoned_time_after(zoned_starts: list[int], at: int) -> bool:
    """Whether a time on another zone's clock starts within reach after `at` (`zoned_starts` sorted)."""
    first = bisect.bisect_left(zoned_starts, at)
    return first < len(zoned_starts) and zoned_starts[first] - at <= _ZONED_DAY_REACH


def _dates_by_end(clause: _Clause, dates: list[_DateMention]) -> dict[int, list[DateTest]]:
    """The days said (`dates`: the clause's, neither excepted nor denied), by where each ends, when the clause holds
    a range's end ("… 새벽 2시까지"); else none."""
    if not any(t.bound == "until" for t in clause.times):
        return {}
    ends: dict[int, list[DateTest]] = {}
    for m in dates:
        ends.setdefault(m.span[1], []).append(m.test)
    return ends


def _days_said_before_a_start(
    clause: _Clause, mention: _TimeMention, dates_by_end: dict[int, list[DateTest]]
) -> list[DateTest]:
    """In a range, the day said right before its start ("내일 밤 11시부터 새벽 2시까지") is the start's (one before
    its end, "10pm to Saturday 1:30am", the end's). Looked up where the words before the start end, so a clause of
    many times costs no more than it says."""
    if mention.bound != "from" or mention.ending or not dates_by_end:
        return []
    start = clause.end - len(clause.text)
    return dates_by_end.get(start + len(clause.text[: mention.span[0] - start].rstrip()), [])


def _open_start(clause: _Clause) -> bool:
    """The clause's only time is a start with no end said ("from 3pm", "3시부터")."""
    return len(clause.times) == 1 and clause.times[0].bound == "from" and not clause.times[0].ending


def _days_said_around_a_range(
    clause: _Clause, mention: _TimeMention, dates: list[_DateMention], bounds: set[tuple[int, int]]
) -> list[DateTest]:
    """A range said with its days (`dates`: the clause's, neither excepted nor denied) before or after it, none
    between its ends ("Wednesday, the summit runs 9am to 5pm"): the days of the event each end is an edge of. Of one
    range (`bounds`, where the clause's range ends are said): a day said after one of several is its own."""
    if mention.bound == "at" or len(bounds) != 2:
        return []
    start = clause.end - len(clause.text)
    if any(min(bounds)[1] <= m.span[0] - start and m.span[1] - start <= max(bounds)[0] for m in dates):
        return []
    return [m.test for m in dates]


def _naming_any(tests: list[DateTest], first: date, last: date) -> Callable[[date], bool]:
    """Whether any of the tests names a day of [first, last]: the dates that can be listed are looked up,
    the rest tested once a day, so a year of a daily series (365 facts, 365 dates) costs what its length
    does, not its square."""
    listed = [(test, test.listed(first, last)) for test in tests]
    named = {day for _, days in listed if days is not None for day in days}
    rest = [test for test, days in listed if days is None]
    return functools.cache(lambda day: day in named or any(test(day) for test in rest))


def _naming(mentions: Iterable[_EventMention]) -> list[_EventMention]:
    """The stated mentions that name facts, by kind or title: a word of no kind ("if you need to book
    something") states none, nor one said as over ("휴가가 끝난 뒤라"), so a denial beside it still denies
    the day's facts."""
    return [m for m in mentions if not (m.denial or m.reference) and (m.kind != "any" or m.facts is not None)]


def _days_of(span: _Span) -> Iterator[date]:
    """Its days, at most a year of them (a test names no day further than that)."""
    days = min((span.last_day - span.first_day).days, 366)
    return (span.first_day + timedelta(days=n) for n in range(days + 1))


def _check_clause(clause: _Clause, context: _Context) -> list[str]:
    """Each stated event needs a fact of its kind that fits the clause's days and times; each denial, none."""
    problems: list[str] = []
    positive = [m for m in clause.events if not (m.negative or m.reference)]
    # ("내일 일정 다 합치면 5시간 반 (점심 포함)": a total is of the generic word, the lunch said with it in it)
    all_stated = positive
    negative = [m for m in clause.events if m.negative]
    if any(m.kind != "any" or m.facts is not None for m in positive):
        # "회의가 잡혀 있어요": the generic word adds nothing, unless it counts ("your only commitment is ...")
        positive = [m for m in positive if m.kind != "any" or m.facts is not None or m.count is not None]
    near = clause.nearby(positive)
    # "반차 중에 도수치료가 11시에": a time is of the events said, not of the one said as when they are
    near_a_time = clause.nearby([m for m in positive if not m.frame] or positive)
    for mention in positive:
        if not context.candidates(mention) and (shifts := _shifts_off(mention, context)):
            problems += [
                f"{_what([span])} starts when {clause.text!r} says you are off"
                for span in shifts
                if _in_scope(dataclasses.replace(span, end=span.start + timedelta(minutes=1)), clause, context)
            ][:1]
        elif not context.candidates(mention):
            problems.append(f"{'event' if mention.kind == 'any' else mention.kind} not in the context: {clause.text!r}")
        # ("회의는 A, B 두 개예요. 그 외에 점심이 있고": a count of the titles listed, read so, holds)
        elif (
            mention.count is not None
            and not mention.counts_listed
            and all(
                any(
                    mention.count
                    != len(_counted(mention, positive, each, context, meetings_only, remaining, routine_out))
                    for each in _each_day(mention, positive, read, context)
                )
                for read in _count_readings(_outside_list(clause, mention), context)
                # ("남은 건 네 개", "three things left": the event under way now may be left or not)
                for remaining in ((mention.remaining, "start") if mention.remaining else (None,))
                # "three things: the QBR, the dentist and the game" beside time off: what one has to attend, or all
                for meetings_only, routine_out in (
                    # ("수요일엔 회의 두 개" beside the standup every weekday: of meetings, the routine left out too,
                    # unless counted itself, apart or in: "스탠드업 다섯 번 포함해서 | 회의 여덟 개")
                    ((False, False), (True, False), (True, True))
                    if mention.meetings_proper
                    and mention.facts is None
                    and not any(
                        id(span) in context.routine
                        for m in [*clause.events, *clause.said_before]
                        if m.facts is not None and m.count is not None
                        for span in context.candidates(m)
                    )
                    else ((False, False), (True, False))
                    # ("킥오프 미팅 하나만": a title counted alone is one of the meetings)
                    if (mention.meetings_proper and (mention.only or mention.facts is None))
                    # ("Monday is your day off. The only thing on it is the barbecue": time off the answer states is
                    # what the thing is on, not one of them)
                    or (mention.kind == "any" and mention.facts is None and (not mention.only or _off_stated(context)))
                    else ((False, False),)
                )
            )
        ):
            problems.append(f"count {mention.count} in {clause.text!r} is not the context's")
        elif (
            mention.only
            # "이렇게 두 개뿐": the count, checked above, says what else there is; of the titles listed, it does not
            and (mention.count is None or mention.counts_listed)
            and mention.facts is not None
            # ("Monday is your day off. The only thing on it is the picnic": where a count may be counted)
            and all(
                set(map(id, _counted(mention, positive, read, context)))
                - {id(context.facts[i]) for i in (*mention.facts, *mention.alongside) if i < len(context.facts)}
                # "your only piano lesson": of the lessons, not of every meeting
                - ({id(span) for i, span in enumerate(context.facts) if i not in mention.kin} if mention.kin else set())
                for read in _count_readings(clause, context)
            )
        ):
            problems.append(f"{clause.text!r}: there are other events of its kind")
    denied = _denied_dates(clause)
    undenied = [m for m in clause.dates if not m.excepted and id(m) not in denied]
    weeks = [m.test for m in clause.dates if isinstance(m.test, _Range)]
    # "back Wednesday" is the day after a stretch, checked by _edges_said
    # ("your first day back has the dentist", naming no time off: the day back is the day of what it states)
    off_stated = any(m.kind == "vacation" for m in positive)
    said = [m for m in undenied if m.role != "return" or (not off_stated and _DAY_BACK.fullmatch(m.text))]
    # "서울은 그때 금요일 오후 1시 반": a day said with a time on another zone's clock is that zone's day (checked when
    # read as the user's)
    zoned = sorted(t.span[0] for t in clause.times if t.zoned)
    said = [m for m in said if m.own_day or not _zoned_time_after(zoned, m.span[1])]
    # "Two spin classes: Tuesday the 10th and Thursday the 19th": days listed for the events before a colon are theirs
    # ("your guitar lesson on September 1 ... while you're away": a day said right after an event is its own; only
    # the event said last before it can be right by it, found by where each ends)
    by_end = sorted((m for m in positive if not m.skipped), key=lambda m: m.span[1])
    brackets = _dated_brackets(clause)
    ends = [m.span[1] for m in by_end]
    for date_mention in said if positive or clause.listed_for else []:
        said_before = bisect.bisect_right(ends, date_mention.span[0])  # the events said wholly before the day
        last = by_end[bisect.bisect_left(ends, ends[said_before - 1]) : said_before] if said_before else []
        placed = [m for m in last if _places_an_event(date_mention, [m], clause)]
        near_it = _outside_dated_brackets(date_mention, placed or near(date_mention.span), brackets)
        days = context.days_of(
            (near_it or [m for m in clause.said_before if m.kind != "any" or m.facts is not None])
            if positive
            else clause.listed_for
        )
        # The asked days said as a range, or beside the event's own days given in parentheses
        # ("7월 17일(금)에는 휴가(7월 13일 – 7월 15일)"), are the question's days, not the event's.
        as_asked = date_mention.ranged or any(m.bracketed and days.has(m.test) for m in clause.dates)
        # ("20일부터 26일까지 요가는 두 번": a range of days beside a count is the stretch it counts over)
        counted_over = date_mention.ranged and any(m.count is not None for m in positive)
        # a weekday said as the day of a stretch of time off is the asked window's ("목요일은 휴가예요" is no Thursday
        # of a week off before it); one said as its first day may be before it ("금요일부터 휴가")
        test = date_mention.test
        if (
            date_mention.role == "day"
            and isinstance(test, (_Weekday, _Weekdays))
            and days.spans
            and all(span.kind == "vacation" for span in days.spans)
        ):
            test = _Both(test, _Range(context.window.first_day, context.window.last_day))
        # "이번 주는 월요일 …, 수요일 …": a weekday said after the one week (or longer) the clause is about is that
        # week's (not a weekend's: a long weekend may take in its Monday)
        elif (
            isinstance(test, (_Weekday, _Weekdays))
            and date_mention.role == "day"
            and not date_mention.ranged
            and len(weeks) == 1
            and weeks[0].last - weeks[0].first >= timedelta(days=6)
            and next(m for m in clause.dates if m.test is weeks[0]).span < date_mention.span
        ):
            test = _Both(test, weeks[0])
        if date_mention.soon_after is not None and days.spans and not any(span.series for span in days.spans):
            test = _Both(test, date_mention.soon_after)
        on_a_day = (
            counted_over
            or days.has(test)
            or (date_mention.long is not None and days.has(date_mention.long))
            or (as_asked and any(date_mention.test(day) for day in context.window_days))
            # "다음 주(9월 7일~13일)": a range of dates restating a week the clause names is that week's edges
            or (
                date_mention.ranged and any(date_mention.test(day) for week in weeks for day in (week.first, week.last))
            )
        )
        # "you're at the cottage from the 12th to the 16th" of "Drive to the cottage" on the 12th: a range of days said
        # of a journey held within one day, by its place, is the stay there, its edges the time off's
        if days and not on_a_day and date_mention.ranged and not any(m.kind == "vacation" for m in positive):
            journeys = all(span.kind == "meeting" and span.first_day == span.last_day for span in days.spans)
            on_a_day = journeys and any(
                test(span.first_day) or test(span.last_day) for span in context.facts if span.kind == "vacation"
            )
        if days and not on_a_day:
            problems.append(f"date {date_mention.text} is not when {_what(days.spans)} is")
    problems += _edges_said(clause, positive, context)
    problems += _listed_on_days_said(clause, positive, context)
    problems += _series_checked(clause, positive, context)
    problems += _skips_checked(clause, positive, context)
    problems += _partial_lists(clause, positive, context)
    problems += _overlaps_checked(clause, context)
    problems += _extreme_checked(clause, positive, context)
    problems += _longest_checked(clause, positive, context)
    problems += _at_work_checked(clause, context)
    # A clause without days speaks of one of the previous clause's ("Wednesday is a vacation day, but standup
    # still happens"), unless it speaks of the rest ("나머지 평일에는").
    inherited = [] if clause.dates or _excepts(clause.text) else clause.scope_dates
    if positive and inherited:
        tests = [m.test for m in inherited if not m.excepted]
        # a day of the asked window lent may be no day of the events ("three things on Friday plus two days off"),
        # but one lent to titles ("Monday has the review and lunch with Marcus") must be theirs, unless a stretch,
        # and each one's said at a time of its own piece ("Saturday: brunch at 12:30, climbing at 4")
        titled = all(m.facts is not None for m in positive)
        edges = [
            m.test
            for m in inherited
            if not m.excepted and (not titled or isinstance(m.test, _Range) or m.ranged or m.stretch or m.role != "day")
        ]
        in_window = any(test(day) for test in edges for day in context.window_days)
        timed = [
            m
            for start, end in clause.pieces
            if titled
            for m in positive
            if start <= m.span[0] < end and any(start <= t.span[0] < end for t in clause.times)
        ]
        lent_to = [positive, *([m] for m in timed)]
        if not in_window and any(
            (days := context.days_of(group)) and not any(days.has(test) for test in tests) for group in lent_to
        ):
            problems.append(f"{clause.text!r} is not on the days the sentence names")
    # The day of a time said alone is its event's day then; in a range ("10pm to Saturday 1:30am") a day
    # may be either end's. A start said alone ("on Sunday the 28th, from 3pm") is an event's start, as "at 3pm" is.
    ranged = any(t.bound != "at" or t.ending for t in clause.times) and not _open_start(clause)
    # ("일요일은 정오에 점심이 있고, | 밤 10시에 알바가 있으니": a clause naming no day is on the one day its
    # sentence names before it, so a time in it is a start on that day)
    lent_day = [m.test for m in inherited if not m.excepted and m.role == "day" and isinstance(m.test, _ONE_DAY_TESTS)]
    said_days = [] if ranged else [m.test for m in undenied] or lent_day
    # "Busy 12:00–13:15": a range said occupied, by no kind or title, is covered by the facts, not one's start
    # ("four things between 9:30 and 1" counts, and says nothing of the time between them)
    occupied = bool(positive) and all(
        m.kind == "any" and m.facts is None and m.count is None and not m.some for m in positive
    )
    if occupied and not negative and any(t.bound != "at" and t.side is None for t in clause.times):
        problems += [
            f"{clause.text!r}: not every moment of it is taken"
            for first, last in _ranges_said(clause, context)
            if not any(
                _taken(_opened(first, clause, context), last, day, context) for day in _scope_days(clause, context)
            )
        ][:1]
    # "리뷰가 4시에 끝나면 비어 있어요", "7시 퇴근부터 비어": the end said of what a denial runs from is its end; so is
    # one said in a clause stating nothing else ("You're off shift at 7 tomorrow")
    for time_mention in clause.times if negative or not positive else []:
        spans = context.days_of([time_mention.ends] if time_mention.ends else [])
        if spans and not _time_supported(spans, time_mention):
            problems.append(f"time {time_mention.text} is not when {_what(spans.spans)} ends")
    shared_edges = _shared_stretch_edges(clause, context)
    window_said = _the_window_said(clause, context)
    dates_by_end = _dates_by_end(clause, undenied)
    range_bounds = {t.span for t in clause.times if t.bound != "at"}
    for time_mention in clause.times if positive and not negative else []:
        if occupied and time_mention.side is None:
            continue  # a bound of a range said occupied: checked above
        if id(time_mention) in window_said:
            continue
        if time_mention.minutes & shared_edges:
            continue  # "they collide from 14:00 to 14:30": where two events said to share time do
        its_own = time_mention.ends or time_mention.of
        if not its_own and clause.unnamed_item(time_mention):
            # of what its own item of a list names, unread: of a fact none of the other items names
            named = {i for m in clause.events for i in m.facts or ()}
            unnamed = tuple(i for i in range(len(context.facts)) if i not in named)
            its_own = _EventMention(time_mention.span, time_mention.text, "any", unnamed)
        spans = context.days_of([its_own] if its_own else near_a_time(time_mention.span))
        if time_mention.side is not None:
            # of an untitled word it is where that counts ("two meetings before noon", "After 3 PM the review is the
            # only thing"), unless said of all ("three things, all after 9am")
            said_of = [m for m in near(time_mention.span) if m.facts is not None or time_mention.of_all]
            if off := _off_its_side(time_mention, context.candidates_of(said_of), clause, context):
                problems.append(f"{_what(off)} is not where {time_mention.text!r} puts it: {clause.text!r}")
            continue
        if spans and not _time_supported(spans, time_mention):
            problems.append(f"time {time_mention.text} is not when {_what(spans.spans)} is")
        elif (
            (days_of_time := said_days or _days_said_before_a_start(clause, time_mention, dates_by_end))
            and not time_mention.zoned
            and not any(span.starts_on(time_mention, days_of_time) for span in spans.spans)
        ):
            problems.append(f"time {time_mention.text} is not on the day {_what(spans.spans)} is then")
        elif (
            (days_of_range := _days_said_around_a_range(clause, time_mention, undenied, range_bounds))
            and not time_mention.zoned
            and not (all if _EACH_DAY.search(clause.text) else any)(
                any(span.bounds_on(time_mention, [test]) for span in spans.spans) for test in days_of_range
            )
        ):
            problems.append(f"time {time_mention.text} is not on the day {_what(spans.spans)} is then")
    # "Your ER shift starts at 10 and ends at 6", "10시에 시작해서 | 자정에 끝나요": an end said in a clause naming no
    # event is the end of the titled event the clause before states; "마케팅 싱크는 디자인 리뷰 끝나고 | 11시 반부터":
    # a start said so, after a clause saying an event is over, is the start of the titled one it states beside it
    ended = [m for m in clause.said_before if m.facts is not None] if not positive and not negative else []
    started = [m for m in ended if not m.over] if any(m.over for m in ended) else []
    for time_mention in clause.times if ended else []:
        if time_mention.ending and time_mention.bound == "at" and not time_mention.inside:
            spans = context.days_of(ended)
            if spans and not _time_supported(spans, time_mention):
                problems.append(f"time {time_mention.text} is not when {_what(spans.spans)} ends")
        elif started and not (
            time_mention.ending or time_mention.inside or time_mention.side or time_mention.bound == "until"
        ):
            spans = context.days_of(started)
            if spans and not _time_supported(spans, time_mention):
                problems.append(f"time {time_mention.text} is not when {_what(spans.spans)} starts")
    # "The party starts at 9 and finishes at 1:30 Sunday morning": an end said in a clause naming nothing is of the
    # titled events the clause before it in the sentence states
    ends_of = positive if positive or clause.events else [m for m in clause.said_before if m.facts is not None]
    problems += _ends_on_days_said(clause, ends_of, context)
    # "The review is at 3 and runs two hours": a duration in a clause naming no event is how long the
    # event of the clause before it lasts; one said as the time that passes ("당직은 1시 반부터 3시 반까지인데, 그날
    # 서머타임이 끝나서 실제로는 세 시간") is of the event said before it, a day said again or not.
    for duration in clause.durations if not negative else []:
        lasting = clause.stated_before or ([duration.elapsed_of] if duration.elapsed_of else [])
        # "휴가는 16일부터 21일까지예요. | 그중 평일은 4일이고요": days counted in a clause naming nothing are of
        # the time off the sentence before states
        lasting = lasting or (clause.off_before if duration.days is not None else [])
        if not positive and not lasting:
            continue
        if positive and all(m.excepted for m in positive):
            # "점심 빼면 4시간 반": the total of the rest of its days' events
            others = _EventMention(duration.span, duration.text, "any")
            over = dataclasses.replace(clause, scope_dates=clause.scope_dates or clause.days_before)
            if not _sums_to(duration, _counted(others, [others], over, context), context.now.start):
                problems.append(f"{duration.text!r} is not how long the rest of the events are together")
            continue
        if duration.total and positive:
            summed = _summed(clause, all_stated, context, duration)
            if not any(_sums_to(duration, spans, context.now.start) for spans in summed):
                problems.append(f"{duration.text!r} is not how long the events said are together")
            continue
        spans = context.days_of(_lasting(duration, positive, near) if positive else lasting)
        if duration.days is not None:
            asked_days = set(_days_of(context.window)) if duration.restates_days else None
            spanned = _days_spanned(spans.spans, clause, asked_days)
            if spans and duration.days != len(_with_weekend(spanned) if duration.weekend else spanned):
                problems.append(f"{duration.text!r} is not how many days {_what(spans.spans)} spans")
        elif spans and not spans.some(
            ("duration", duration.length, duration.slack), methodcaller("lasts", duration.length, duration.slack)
        ):
            problems.append(f"{duration.text!r} is not how long {_what(spans.spans)} is")
    # "오전 반차가 끝난 뒤": a part of the day beside an event said as over may be that event's
    near_part = clause.nearby([m for m in clause.events if not m.negative])
    clause_start = clause.end - len(clause.text)
    for part in clause.parts if positive and not negative else []:
        if any(m.facts and m.span[0] <= part.span[0] and part.span[1] <= m.span[1] for m in clause.events):
            continue  # a word of the title said ("your night shift wraps up at 7 AM tomorrow")
        if _AT_WORK_PART.search(clause.text, 0, part.span[0] - clause_start):
            continue  # when one is at work ("only working the morning"): _at_work_checked
        if _range_opened(part, clause):
            continue  # where a range of days opens, no event's ("토요일 오후부터 일요일까지")
        # "오전~점심", "morning through lunch": a part of the day opening a stretch a plan closes is not that plan's
        closing = {
            id(m)
            for m in clause.events
            if _PART_RANGE_TO.fullmatch(clause.text, part.span[1] - clause_start, m.span[0] - clause_start)
        }
        spans = context.days_of([m for m in near_part(part.span) if id(m) not in closing])
        if part.minutes is None:
            # "every day except Wednesday (and Thursday)": the days said apart, from the first, need none; an exception
            # of no day says nothing
            apart = min((m.span for m in clause.dates if m.excepted), default=None)
            skipped = {
                day
                for day in _days_of(context.window)
                for m in clause.dates
                if apart and m.span >= apart and m.test(day)
            }
            met = (
                (_excepts(clause.text) and not skipped)
                or _every_day_met(part, spans.spans, _stretch_said(clause, context.window), skipped)
                or _each_named_day_met(part, spans.spans, clause, context)
            )
        else:
            # a weekday's day or morning said is the asked window's ("금요일은 하루 종일 휴가", "금요일은 오전 반차" is
            # not a Friday before it, in a week off running into the window); its evening or night may start before
            # it ("금요일 저녁부터 이어지는 회식")
            asked = _Range(context.window.first_day, context.window.last_day)
            # (not where an event ends: "your night shift ends at six on Monday morning" speaks past the window)
            daytime = part.minutes[0] < _EVENING[0] and part.edge is None
            tests = [
                _Both(m.test, asked) if daytime and isinstance(m.test, (_Weekday, _Weekdays)) else m.test
                for m in clause.dates
                if not m.excepted
            ]
            met = spans.some(("part", part.minutes, *tests), methodcaller("meets", part, tests))
        if spans and not met:
            problems.append(f"{part.text!r} is not when {_what(spans.spans)} is")
    problems += _only_free(clause, negative, context)
    problems += _exceptions_taken(clause, positive, negative, context)
    problems += _free_length_checked(clause, positive, negative, context)
    problems += _people_elsewhere(clause, positive)
    # A denial of the rest ("nothing else") leaves standing what the answer states; one that names its
    # exceptions ("free from 3pm apart from dinner at 7") leaves standing only those.
    # A part of the day that qualifies a stated event ("금요일은 오후 반차라 ... 주간 보고가 없어요") is when that
    # event is, not where the denial beside it speaks.
    stated_at = {m.span for m in positive}
    parts = [p for p in clause.parts if p.qualifies not in stated_at]
    # "the workshop from 11 to 5 — nothing else that day": the times said beside the events stated are theirs, not
    # those of a denial set off from them by a dash
    rest_set_off = bool(positive and negative) and all(
        _dashed_piece(clause, m) != clause.text and _excepts(_dashed_piece(clause, m)) for m in negative
    )
    offset = clause.end - len(clause.text)
    times = [
        t
        for t in clause.times
        if not rest_set_off or any(t.span[0] - offset in _piece_range(clause, m) for m in negative)
    ]
    denied_where = dataclasses.replace(
        clause,
        parts=parts,
        times=times or (clause.carried_bounds if not clause.times else []),
        # "수요일 반차는 1시에 끝나요. 오후엔 일정 없어요.": a part of a day said with no day is of the day said before;
        # so is a bound of time ("목요일 저녁은 비어 있어요. 5시 이후엔 일정이 없어요.", "Thursday's clear. Nothing
        # after 5.")
        scope_dates=clause.scope_dates
        or (
            clause.days_before
            if any(p.minutes is not None and p.minutes[1] <= 24 * 60 for p in parts)
            or any(t.bound != "at" for t in times)
            else []
        ),
    )
    # "After the theatre, nothing else on Saturday": the event bounding it is what the rest excepts
    bounded = any(m.bounds_days or m.bounds_at_time for m in clause.events)
    # "A at 11 and B at 5. Nothing else on the calendar.": a denial of the rest naming nothing, after events the
    # answer states, denies what it leaves unstated, on its own days or else on those of the sentence before
    rest = all(m.negative for m in clause.events) and bool(context.stated) and not clause.stated_before
    # "금요일은 일정이 하나도 없어요. 스탠드업도 없어서 완전히 비어 있어요": a denial naming no day, time or part of the
    # day speaks of the days of the sentence before
    alone = not (clause.scope_dates or clause.times or clause.parts or positive)
    if (rest and not clause.scope_dates) or alone:
        denied_where.scope_dates = clause.days_before
    # "다음 주는 휴가(월~수)랑 KTX 말고는 일정이 없어요": the event's own days are not where the denial speaks
    denied_where.scope_dates = _without_events_own_days(denied_where)
    # "You have the workshop and nothing else": a denial of the rest after what its sentence states denies the rest
    after_stated = bool(clause.stated_before) and all(m.negative for m in clause.events)
    if negative and (_naming(positive) or bounded or rest or after_stated or not _excepts(clause.text)):
        checked = negative
    else:
        # "Nothing else on today — your evening's clear": a denial set off by a dash from the rest's is not of the rest
        checked = [m for m in negative if not _excepts(_dashed_piece(clause, m))]
    # "오후 2시쯤은 비어 있으니": a moment said free, not set apart from the rest, is free of the events the answer
    # states elsewhere too ("나머지 오후는 회의가 이어져요"); time off stated leaves it free ("on leave Friday and
    # free at 10")
    moments = [] if _excepts(clause.text) else [t for t in denied_where.times if t.bound == "at" and not t.ending]

    def free_at(span: _Span) -> bool:
        return span.kind != "vacation" and any(
            span.covers(span.first_day, minute, ending=False) for t in moments for minute in t.minutes
        )

    if checked:
        for mention in checked:
            if mention.skipped:
                continue  # one occurrence denied: _skips_checked
            if mention.denial and any(not m.denial for m in negative):
                continue  # "회의가 없어 한가해요": the event word already says it
            # (an untitled meeting the clause before states is stated as its own clause bounds it: context.stated)
            before = [m for m in clause.stated_before if m.facts is not None or m.kind != "meeting"]
            stated = {id(span) for m in _naming((*positive, *before)) for span in context.candidates(m)}
            stated |= {id(span) for span in context.facts if id(span) in context.stated and not free_at(span)}
            # "회의는 없어", "no meetings": meetings proper are denied, no lunch or class
            proper = mention.facts is None and bool(_MEETING_PROPER.fullmatch(mention.text))
            # "Nothing new starts before 8": what is under way when the window opens starts in none of it
            opened = context.window.start if _STARTS_DENIED.search(clause.text) else None
            contradicted = min(
                (
                    [
                        span
                        for span in context.candidates(mention)
                        if id(span) not in stated
                        and (span.meeting_proper or not proper)
                        and (opened is None or span.start >= opened)
                        and _in_scope(span, read, context)
                    ]
                    for read in _week_readings(denied_where)
                ),
                key=len,
            )
            if contradicted:
                problems.append(f"denial contradicts {_what(contradicted)}: {clause.text!r}")
    return problems


def _dashed_piece(clause: _Clause, mention: _EventMention) -> str:
    """The words of the clause between the dashes around a mention."""
    where = _piece_range(clause, mention)
    return clause.text[where.start : where.stop]


def _piece_range(clause: _Clause, mention: _EventMention) -> range:
    """Where in the clause's text the words between the dashes around a mention lie."""
    at = mention.span[0] - (clause.end - len(clause.text))
    starts = [0, *(m.end() for m in _DASH.finditer(clause.text))]
    start = max(s for s in starts if s <= at)
    following = _DASH.search(clause.text, start)
    return range(start, following.start() if following else len(clause.text))


def _shifts_off(mention: _EventMention, context: _Context) -> list[_Span]:
    """ "You'll be off Saturday morning", "your night off" in a context of shifts and no time off: off work, so the
    shifts, none of which may start where the clause says."""
    if mention.kind != "vacation" or mention.facts is not None or mention.text.casefold() != "off":
        return []
    return [span for span in context.facts if span.kind == "meeting" and span.title and _SHIFT.search(span.title)]


_ZONED_DAY_REACH = 6  # characters between a day and the time it is the day of: "금요일 오후 "


def _without_events_own_days(clause: _Clause) -> list[_DateMention]:
    """The clause's days but those in brackets right after an event it states ("휴가(월~수)"), which are that event's
    ("이번 주말(19~20일)" restates the days, and stays)."""
    positive = [m for m in clause.events if not (m.negative or m.reference)]
    stated = {id(m) for m in positive}  # (by identity: comparing mentions field by field made a year's answer slow)
    own: set[int] = set()
    said: list[_EventMention | _DateMention] = [*positive, *clause.dates]
    for before, mention in itertools.pairwise(sorted(said, key=lambda m: m.span)):
        if isinstance(mention, _DateMention) and mention.bracketed and (id(before) in stated or id(before) in own):
            own.add(id(mention))
    return [m for m in clause.scope_dates if id(m) not in own]


def _week_readings(clause: _Clause) -> list[_Clause]:
    """ "다음 주는 ... 말고는 일정이 없어요" said on a Sunday: a denial or a count over a week that may be either of two
    holds if it holds over one of them."""
    said = next((m for m in clause.scope_dates if isinstance(m.test, (_WeekOrNext, _EitherWeek, _WeekOfMonth))), None)
    if said is None or not isinstance(said.test, (_WeekOrNext, _EitherWeek, _WeekOfMonth)):
        return [clause]
    return [
        dataclasses.replace(
            clause, scope_dates=[dataclasses.replace(m, test=week) if m is said else m for m in clause.scope_dates]
        )
        for week in said.test.weeks
    ]


def _extreme_checked(clause: _Clause, positive: list[_EventMention], context: _Context) -> list[str]:
    """A titled event said to be the earliest (or latest) of the days the clause names: no other event of those
    days starts before (after) it; the longest (shortest): none lasts longer (less), and of the window when it names
    none ("Longest event: the barbecue"). Time off is no event of the day's: a day off holds the morning too."""
    lengths = clause.extreme in ("longest", "shortest")
    # ("Hair is at noon on the 22nd, and that's the last thing for the month": one naming no title says it of the
    # titled events of the clause before)
    titled = _said_after_extreme(clause, [m for m in positive if m.facts is not None]) or [
        m for m in clause.said_before if m.facts is not None
    ]
    dates = clause.scope_dates
    if lengths:  # "the longest is the kayak rental on Saturday": the day places it, it is not the days measured
        dates = [m for m in dates if not _places_an_event(m, titled, clause)]
    if clause.extreme is None or not (dates or lengths):
        return []
    # "the latest thing on your weekend is the party on Saturday night": of the stretch said, the day is the event's
    stretches = [m.test for m in dates if isinstance(m.test, _Range) and not m.excepted]
    window = _days_of(context.window)
    days = {day for day in window if any(map(methodcaller("__call__", day), stretches))} or set(
        _days_named(dates, context)
    )
    said = [s for m in titled for s in context.candidates(m) if s.first_day in days]
    if not said:
        return []
    others = [s for s in context.facts if s.kind != "vacation" and s.first_day in days]
    first = min if clause.extreme in ("earliest", "shortest") else max

    def measure(span: _Span) -> float:
        return (span.end - span.start).total_seconds() if lengths else span.start.timestamp()

    edge = first(map(measure, others)) if others else None
    if edge is None or any(measure(s) == edge for s in said):
        return []
    # over several days, said with its clock, the earliest or latest may be by the clock ("this week's latest is the
    # call on Thursday night at 23:30"); said without, it is the first or last of them
    clock = first(_minute_of(s.start) for s in others)
    by_clock = len(days) > 1 and bool(clause.times or clause.parts) and not lengths
    if not by_clock or all(_minute_of(s.start) != clock for s in said):
        return [f"{_what(said)} is not the {clause.extreme} of its days: {clause.text!r}"]
    return []


def _longest_checked(clause: _Clause, positive: list[_EventMention], context: _Context) -> list[str]:
    """ "four meetings, none longer than an hour": no event the clause counts (else names, else has on its days)
    lasts longer than the length said; a count is of a reading it fits, as it is checked."""
    if not clause.longest_lengths:
        return []
    counts = [m for m in positive if m.count is not None]
    titled = [span for m in positive if m.facts is not None for span in context.candidates(m)]
    if counts:
        readings = [
            _counted(counts[0], positive, each, context, meetings_only)
            for read in _count_readings(clause, context)
            for each in _each_day(counts[0], positive, read, context)
            for meetings_only in (False, True)
        ]
        readings = [spans for spans in readings if len(spans) == counts[0].count] or readings
    elif titled:
        readings = [titled]
    else:
        readings = [
            [span for span in context.facts if span.kind != "vacation" and not set(_days_of(span)).isdisjoint(days)]
            for read in _count_readings(clause, context)
            if (days := set(_scope_days(read, context)))
        ]
    return [
        f"{length.text!r}: {_what(over)} lasts longer"
        for length in clause.longest_lengths
        if all(over := [s for s in spans if s.end - s.start > length.length] for spans in readings)
    ]


def _dated_brackets(clause: _Clause) -> list[tuple[int, int]]:
    """The brackets of a clause that say a day of their own beside an event ("Fri Aug 14 – Tue Aug 18 (flight to
    Denver the morning of the 14th)", "vacation (drive up Friday at 7am, drive home Wednesday)"), as spans of the
    answer: what is said in them is dated by their own days, and days outside them date other events."""
    start = clause.end - len(clause.text)
    spans = [(start + b.start(), start + b.end()) for b in re.finditer(r"\([^()]*\)", clause.text)]
    # (where the mentions start, sorted, so that each bracket is looked up, not every mention walked per bracket)
    days = sorted(m.span[0] for m in clause.dates)
    events = sorted(m.span[0] for m in clause.events if not (m.negative or m.reference))

    def holds(starts: list[int], first: int, last: int) -> bool:
        at = bisect.bisect_left(starts, first)
        return at < len(starts) and starts[at] < last

    return [(first, last) for first, last in spans if holds(days, first, last) and holds(events, first, last)]


def _bracket_of(span: tuple[int, int], brackets: list[tuple[int, int]]) -> tuple[int, int] | None:
    return next((b for b in brackets if b[0] <= span[0] < b[1]), None)


def _outside_dated_brackets(
    mention: _DateMention, events: list[_EventMention], brackets: list[tuple[int, int]]
) -> list[_EventMention]:
    """The events a day may be of: none in brackets dated by days of their own but the day's own brackets."""
    own = _bracket_of(mention.span, brackets)
    return [m for m in events if _bracket_of(m.span, brackets) in (None, own)]


def _places_an_event(mention: _DateMention, events: list[_EventMention], clause: _Clause) -> bool:
    """Whether a day is said right by one of these events ("Friday's offsite", "the kayak rental on Saturday")."""
    start = clause.end - len(clause.text)
    return any(
        start <= left and _PLACING_GAP.fullmatch(clause.text, left - start, right - start)
        for event in events
        for (_, left), (right, _) in [sorted((mention.span, event.span))]
    )


def _listed_on_days_said(clause: _Clause, positive: list[_EventMention], context: _Context) -> list[str]:
    """Titles joined after the days said, in one piece ("수요일엔 치과 예약이랑 디자인 리뷰가 있어요"): each is on one
    of those days, not only the two together."""
    dates = [m for m in clause.dates if not m.excepted and m.role == "day" and not m.ranged]
    titled = [m for m in positive if m.facts is not None and not m.person]
    start = clause.end - len(clause.text)
    if (
        not dates
        or len(titled) < 2
        or len(clause.pieces) > 1
        or max(m.span[1] for m in dates) > titled[0].span[0]
        or not all(
            _KO_JOINED_TITLES.fullmatch(clause.text, a.span[1] - start, b.span[0] - start)
            for a, b in itertools.pairwise(titled)
        )
    ):
        return []
    return [
        f"{m.text!r} is not on the days {clause.text!r} names"
        for m in titled
        if (days := context.days_of([m])) and not any(days.has(d.test) for d in dates)
    ]


def _ends_on_days_said(clause: _Clause, positive: list[_EventMention], context: _Context) -> list[str]:
    """An end said with its own day ("wraps up at 12:30 AM Friday", "토요일 새벽 2시에 끝나요", "밤 11시부터 토요일 새벽
    2시까지"): the event ends on that day, which for a night across midnight is the day after it starts (an end at
    midnight may be the day before's). Its own day is the clause's when it is the clause's only time, else one said
    right beside it."""
    ends = [t for t in clause.times if t.ending and t.bound in ("at", "until")]
    dates = sorted((m for m in clause.dates if not m.excepted and m.role in ("day", "end")), key=lambda m: m.span)
    if not positive or not ends or not dates:
        return []
    near, start = clause.nearby(positive), clause.end - len(clause.text)
    starts = [m.span[0] for m in dates]
    time_ends = sorted(t.span[1] for t in clause.times)
    end_days: dict[tuple[int, frozenset[int]], tuple[list[_Span], set[date]]] = {}  # per piece and minutes
    problems = []
    for mention in ends:
        at = bisect.bisect_left(starts, mention.span[0])
        # ("runs 10pm–6am on Saturday": a day said after a range is its start's; only the time ending last before
        # this one can be joined to it)
        before = bisect.bisect_right(time_ends, mention.span[0])
        ranged = before > 0 and bool(
            _RANGE_JOIN.fullmatch(clause.text, time_ends[before - 1] - start, mention.span[0] - start)
        )
        own_dates = [
            m
            for m in (dates if len(clause.times) == 1 else dates[max(0, at - 1) : at + 1])
            if len(clause.times) == 1
            or _DAY_BESIDE_TIME.fullmatch(clause.text, m.span[1] - start, mention.span[0] - start)
            or (not ranged and _DAY_BESIDE_TIME.fullmatch(clause.text, mention.span[1] - start, m.span[0] - start))
        ]
        if not own_dates:
            continue
        own = [m.test for m in own_dates]
        events, minutes = near(mention.span), context.read_in_context(mention)
        if (key := (id(events), minutes)) not in end_days:
            said = [span for span in context.days_of(events).spans if _minute_of(span.end) in minutes]
            midnight = [span.end.date() - timedelta(days=1) for span in said if _minute_of(span.end) == 0]
            end_days[key] = (said, {span.end.date() for span in said} | set(midnight))
        said, days = end_days[key]
        # "오늘 동기 모임이 새벽 1시까지": a day said before the event, its end after it, is the evening's it runs from
        if any(d.span[1] <= e.span[0] < mention.span[0] for d in own_dates for e in events):
            days = days | {_night_of(span) for span in said}
        if said and not any(test(day) for test in own for day in days):
            problems.append(f"{_what(said)} does not end on the day {clause.text!r} says")
    return problems


def _at_work_checked(clause: _Clause, context: _Context) -> list[str]:
    """At work then ("오후엔 정상 근무예요", "you're working Monday and Tuesday"): on some day of each date said (or of
    the window), time off neither fills the day nor lies mostly in the part of it said; not at work in a part of the
    day ("오후엔 출근 안 해요"), time off lies in it on some day said."""
    start = clause.end - len(clause.text)
    titled = [m.span for m in clause.events if m.facts is not None]  # "야간 근무": a title's word
    said = [m for m in _AT_WORK.finditer(clause.text) if not any(a <= start + m.start() < b for a, b in titled)]
    part = next((p for p in clause.parts if p.minutes is not None), None)
    negated = bool(_AT_WORK_NEGATED.search(clause.text))
    if not said or (negated and part is None):
        return []
    vacations = [span for span in context.facts if span.kind == "vacation"]

    def off(day: date) -> bool:
        on = [_On(day)]
        return any(span.has(on[0]) and (span.meets(part, on) if part else span.whole_day_long) for span in vacations)

    dates = [m for m in clause.scope_dates or clause.days_before if not m.excepted]  # "화요일은 반차예요. 오후엔 근무"
    # ("on vacation Monday–Wednesday, back in the office Thursday": the days said after it are the ones at work)
    dates = [m for m in dates if m.span[0] >= start + said[0].end()] or dates
    window = list(_days_of(context.window))
    named = [[day for day in window if m.test(day)] for m in dates] or [window]
    if negated:  # "오후엔 출근 안 해요", "not working in the afternoon": off then, on some day said
        return (
            []
            if any(any(map(off, days)) for days in named)
            else [f"not on vacation when {clause.text!r} says off work"]
        )
    return (
        [f"on vacation when {clause.text!r} says at work"]
        if any(days and all(map(off, days)) for days in named)
        else []
    )


_ONE_DAY_TESTS = (_On, _DayOf, _Both, _Weekday)  # a day listed ("27일 토요일", "목"), not a stretch of them


def _days_spanned(spans: Sequence[_Span], clause: _Clause, asked: set[date] | None = None) -> set[date]:
    """The calendar days events span, within the days the clause says: days said one by one ("목, 금 이틀"; from the
    first to the last when said as a range, "23일부터 28일까지 엿새"), else a stretch ("이번 주에 사흘"), else all of
    them. One day said alone is an edge ("월요일부터 사흘간"), not where it counts. Time off of part of a day beside
    whole days ("반차", an afternoon before a week away) is its own, not a day of the stretch. `restates_days`: the
    count restates the days listed before it ("주말 중에 일정 있는 날은 27일 토요일 하루"), so it counts all the days
    of the stretch said, else of the window (`asked`, given then), that have them: the days listed are what it
    counts, not where."""
    whole = [span for span in spans if span.whole_day_long]
    days = {day for span in whole or spans for day in _days_of(span)}
    said = [m for m in clause.dates if not m.excepted]
    named = [{day for day in days if m.test(day)} for m in said]
    if asked is not None:
        within = [run for m, run in zip(said, named, strict=True) if not isinstance(m.test, _ONE_DAY_TESTS)]
        return set().union(*within) if within else days & asked
    singles = set().union(*(run for run in named if len(run) == 1))
    if len(singles) > 1:
        ranged = any(m.ranged for m in said)
        return {day for day in days if min(singles) <= day <= max(singles)} if ranged else singles
    stretches = set().union(*(run for m, run in zip(said, named, strict=True) if len(run) > 1 and not _workdays(m)))
    # ("of the weekdays this month, three are vacation days": the working days said are those of the stretch)
    workdays = [run for m, run in zip(said, named, strict=True) if len(run) > 1 and _workdays(m)]
    if workdays:
        stretches = set().union(*workdays) & (stretches or days)
    return stretches if stretches and not singles else days


def _with_weekend(days: set[date]) -> set[date]:
    """Days off with the weekend days running on from them either side ("a three-day weekend" of a Friday off)."""
    widened = set(days)
    for step in (timedelta(days=1), timedelta(days=-1)):
        edge = (max if step.days > 0 else min)(days, default=None)
        while edge is not None and (edge + step).weekday() >= 5:
            edge += step
            widened.add(edge)
    return widened


def _workdays(mention: _DateMention) -> bool:
    """Days said as weekdays of every week ("weekdays", "평일"), which narrow a stretch said beside them."""
    return isinstance(mention.test, _Weekdays) and mention.stretch is None


def _overlaps_checked(clause: _Clause, context: _Context) -> list[str]:
    """Events said to share time must: each one named with another named beside it, one named alone with any fact,
    none named two facts on the clause's days (a vacation shares time with no event: it is time off, not an
    appointment). Denied to, none may. A length said is the shared time's; "only" leaves no other two sharing."""
    if not clause.overlaps:
        return []  # the scope is read only for a clause that speaks of overlaps: it costs a pass over every fact
    problems = []
    scoped = [s for s in context.facts if s.kind != "vacation" and _in_scope(s, clause, context)]
    for overlap in clause.overlaps:
        named = [{id(s): s for s in context.candidates(m)} for m in overlap.named]
        own = {key: span for facts in named for key, span in facts.items()}
        spans = {id(s): s for s in (*scoped, *own.values())}.values()
        pairs = [(a, b) for a, b in itertools.combinations(spans, 2) if a.start < b.end and b.start < a.end]
        if len(named) > 1:
            said = [
                (a, b)
                for a, b in pairs
                if any(id(a) in first and id(b) in second for first, second in itertools.permutations(named, 2))
            ]
        else:
            said = [(a, b) for a, b in pairs if not own or id(a) in own or id(b) in own]
        # "A overlaps B and C" says it of each: every event named shares time with another named
        apart = len(named) > 1 and any(not any(id(a) in f or id(b) in f for a, b in said) for f in named)
        if overlap.negative:
            if said:
                problems.append(f"{_what(said[0])} share time: {clause.text!r}")
        elif not said or apart:
            problems.append(f"{clause.text!r}: the events said do not share time")
        elif overlap.length is not None and not any(
            min(a.end, b.end) - max(a.start, b.start) == overlap.length for a, b in said
        ):
            problems.append(f"{overlap.length} is not how long {_what(said[0])} share: {clause.text!r}")
        elif overlap.only and any(id(a) not in own or id(b) not in own for a, b in pairs):
            problems.append(f"{clause.text!r}: other events share time too")
        elif overlap.count is not None and overlap.count != len(pairs):
            problems.append(f"{clause.text!r}: {len(pairs)} pairs of events share time")
    return problems


def _shared_stretch_edges(clause: _Clause, context: _Context) -> frozenset[int]:
    """The minutes where events said to share time begin and stop sharing it (the later start, the earlier end)."""
    edges: set[int] = set()
    for overlap in clause.overlaps if not any(o.negative for o in clause.overlaps) else []:
        # ("the only clash is 2–2:30 pm": of no event named, any two of the clause's days that share time)
        named = [span for mention in overlap.named for span in context.candidates(mention)] or [
            span for span in context.facts if span.kind != "vacation" and _in_scope(span, clause, context)
        ]
        for a, b in itertools.combinations(named, 2):
            if a.start < b.end and b.start < a.end:
                edges |= {_minute_of(max(a.start, b.start)), _minute_of(min(a.end, b.end))}
    return frozenset(edges)


def _summed(
    clause: _Clause, positive: list[_EventMention], context: _Context, duration: _DurationMention
) -> list[list[_Span]]:
    """The events a total length may be the sum of: those a count or an untitled word of the clause counts (of every
    kind, or only what one attends), or the titled events it names on its days, of them only the one it is said of
    when it is ("20 minutes of lunch left before the interview")."""
    days = set(_scope_days(clause, context))
    titled = [m for m in positive if m.facts is not None]
    of = [m for m in titled if m.span[0] == duration.of]
    named, named_of = ([s for s in context.candidates_of(mentions) if s.first_day in days] for mentions in (titled, of))
    # ("회의 세 개, 합쳐서 두 시간": meetings proper, no class or lunch)
    counted = [
        _counted(mention, positive, clause, context, meetings_only)
        for mention in positive
        if mention.facts is None or mention.count is not None
        for meetings_only in ((True,) if mention.meetings_proper else (False, True))
    ]
    return [spans for spans in [named_of or named, *counted] if spans]


def _sums_to(duration: _DurationMention, spans: list[_Span], now: datetime) -> bool:
    """ "an hour of your focus block left": what is left of them is from now on."""
    # (in UTC: elapsed time, across a clock change too)
    starts = [(max(s.start, now) if duration.remaining else s.start).astimezone(UTC) for s in spans]
    ends = [s.end.astimezone(UTC) for s in spans]
    together = sum((max(end - start, timedelta(0)) for start, end in zip(starts, ends, strict=True)), timedelta(0))
    return abs(together - duration.length) <= duration.slack


def _lasting(
    duration: _DurationMention,
    positive: list[_EventMention],
    near: Callable[[tuple[int, int]], list[_EventMention]],
) -> list[_EventMention]:
    """The events a length is said of: the one it is said of ("4시부터 한 시간 줌 회의"), else those of its piece;
    said right before an event word, that event, and before a word of no title ("the review is a one-hour meeting"),
    the titled event the clause restates so."""
    if duration.of is not None:
        # "4시부터 한 시간 줌 회의": the event it is said of, whatever its word (none stated when only supposed)
        return [m for m in positive if m.span[0] == duration.of]
    qualified = next((m for m in positive if 0 <= m.span[0] - duration.span[1] <= 2), None)
    if qualified is None:
        return near(duration.span)
    titled = [m for m in positive if m.facts is not None]
    # ("the dentist at 4, an hour-long appointment, and the gym": the word restates the title said last before it)
    titled_before = [m for m in titled if m.span[1] <= duration.span[0]]
    return [qualified] if qualified.facts is not None or not titled else (titled_before[-1:] or titled)


def _series_checked(clause: _Clause, positive: list[_EventMention], context: _Context) -> list[str]:
    """An event said to be a series ("a recurring meeting", "반복 일정") must be occurrences of one; one said to
    happen once ("a one-off", "반복 일정은 아닙니다") must not be."""
    problems = []
    titled_before = [m for m in (*clause.stated_before, *clause.said_before) if m.facts is not None]
    if clause.series and titled_before and not any(m.facts is not None for m in positive) and _excepts(clause.text):
        # "The dentist is the one-off; everything else is recurring": said of every other fact
        named = {id(span) for m in titled_before for span in context.candidates(m)}
        rest = [span for span in context.facts if id(span) not in named]
        return [
            f"{clause.text!r}: {_what(other)} is {'no' if series else 'a'} series"
            for _, series in clause.series
            if (other := [span for span in rest if span.series != series])
        ][:1]
    # "스탠드업은 오늘 한 번 있고 | 반복 일정은 아닙니다": said of the title of the clause before, if it names none
    titled = [m for m in positive if m.facts is not None] or titled_before
    for _, series in clause.series:
        for mention in titled:
            spans = context.candidates(mention) if mention.facts is not None else []
            if spans and all(span.series != series for span in spans):
                problems.append(f"{clause.text!r}: {_what(spans)} is {'no' if series else 'a'} series")
    return problems


def _days_away(context: _Context) -> list[date]:
    """The days of the window the user is on time off."""
    away = [span for span in context.facts if span.kind == "vacation"]
    return [day for day in _days_of(context.window) if any(span.has(_On(day)) for span in away)]


def _skips_checked(clause: _Clause, positive: list[_EventMention], context: _Context) -> list[str]:
    """A series said not to take place on a day ("the Thursday class is cancelled", or said as an exception: "yoga
    every Tuesday except the 3rd", "필라테스 (3일 제외)") skips one occurrence: the first day said in the window (a
    weekday said of a month of a weekly class is the next one) holds none of it."""
    problems = []
    # ("the lessons on the 5th and the 26th are off": the days said skipped are read as excepted, and are its days)
    skipped = [(m, [d for d in clause.dates if not d.excepted] or clause.dates) for m in clause.events if m.skipped]
    skipped += [(m, [d for d in clause.dates if d.excepted]) for m in positive if m.facts and _all_series(m, context)]
    # ("Four lessons (none on the 15th)": of plans held once, a day an aside says has none, too)
    skipped += [(m, [d for d in clause.dates if d.none_on_it]) for m in positive if m.facts]
    # "the Tuesday 1:1 is skipped while you're away", "during your vacation": the first such day of the time off
    framed = any(m.frame and m.kind == "vacation" for m in clause.events)
    for mention, dates in skipped:
        # (the days of the time off walked only when said of it: a window's days cost nothing otherwise, issue 13)
        during = _days_away(context) if framed or mention.skipped_while_away else []
        for said in dates:
            # (a time off holding no such day speaks of none: the window's first is the one said skipped)
            first = next((day for day in (*during, *_days_of(context.window)) if said.test(day)), None)
            if first is not None and any(span.first_day == first for span in context.candidates(mention)):
                problems.append(f"denial contradicts {_what(context.candidates(mention))}: {clause.text!r}")
    return problems


def _all_series(mention: _EventMention, context: _Context) -> bool:
    spans = context.candidates(mention)
    return bool(spans) and all(span.series for span in spans)


def _edges_said(clause: _Clause, positive: list[_EventMention], context: _Context) -> list[str]:
    """A stretch of days said by its edges: "from" a day is its first, "until" a day its last, "back" a day the
    day after its last (its exclusive end: a vacation stored [Mon 00:00, Thu 00:00) is not "until Thursday").
    Where the vacation runs past the window, the window's edge may be said as its edge."""
    # a word of no kind ("금요일부터 다시 일정이 시작돼요") names no time off whose edge it could be
    said = [span for span in context.candidates_of(_naming(positive)) if span.kind == "vacation"]
    # "you're back Monday" speaks of a time off ending then, whether or not the clause names it
    returns = said or [span for span in context.facts if span.kind == "vacation"]
    window, problems = context.window, []
    # ("four meetings Monday to Thursday, before you head off on Friday": a stretch in the piece of others is theirs)
    near = clause.nearby(positive)
    for mention in clause.dates:
        own = {id(span) for span in context.candidates_of(_naming(near(mention.span)))}
        vacations = returns if mention.role == "return" else [span for span in said if id(span) in own]
        if mention.role == "day" or mention.excepted or not vacations:
            continue
        if not any(_edge_of(span, mention, window) for span in vacations):
            problems.append(f"date {mention.text} is not where {_what(vacations)} {mention.role}s")
    return problems + _trip_edges_said(clause, said, context)


def _trip_edges_said(clause: _Clause, vacations: list[_Span], context: _Context) -> list[str]:
    """A trip said by its word and no time off ("your trip runs from Thursday the 19th to Wednesday the 25th", "trip:
    19–25 November") is time off or travel: each edge said is one of a time off's, or a day of travel (a flight, a
    train) that opens or closes it."""
    if vacations or not _trip_said(clause):
        return []
    away = [span for span in context.facts if span.kind == "vacation"]
    travel = [span for span in context.facts if span.title and _TRAVEL_TITLE.search(span.title)]
    if not away and not travel:
        return []
    ranged = [m for m in clause.dates if m.ranged and m.role == "day"]
    # (a range's ends, "19–25 November", are its first and last days)
    edges = [m for m in clause.dates if m.role != "day"]
    if ranged:
        edges += [dataclasses.replace(ranged[0], role="start"), dataclasses.replace(ranged[-1], role="end")]
    return [
        f"date {mention.text} is not where a trip {mention.role}s"
        for mention in edges
        if not mention.excepted
        and not any(_edge_of(span, mention, context.window) for span in away)
        and not any(mention.test(day) for span in travel for day in (span.first_day, span.last_day))
    ]


# Days an answer may list for one fact's extent ("Monday, Wednesday and Friday"); more is a whole
# schedule read out, each of its days checked as stated
_LISTED_DAYS_MOST = 31


def _stretches_and_days(mentions: list[_DateMention], window: _Span) -> tuple[list[list[date]], list[list[date]]]:
    """The window's days each date names, as stretches (a run of two or more days: "this week", "이번 주")
    and days named one by one ("Thursday", "Wednesdays", "the 14th")."""
    days = list(_days_of(window))
    named = [[day for day in days if m.test(day)] for m in mentions]
    stretches = [run for run in named if len(run) > 1 and (run[-1] - run[0]).days == len(run) - 1]
    return stretches, [run for run in named if run not in stretches]


def _partial_lists(clause: _Clause, positive: list[_EventMention], context: _Context) -> list[str]:
    """Several days listed for a fact say its extent: all its days in the window must be among them (a
    vacation said to be on two of its three days is wrong). For a series the extent is said within a stretch
    the clause names ("this week ... Monday, Wednesday and Friday" of a weekday standup)."""
    # (days in brackets dated for events of their own, "vacation (drive up Friday, drive home Wednesday)", are theirs)
    brackets = _dated_brackets(clause)
    dates = [m for m in clause.dates if not m.excepted and _bracket_of(m.span, brackets) is None]
    # (a half day, "금요일 오후 반차", is of one day: it says nothing of the extent of a longer time off)
    extents = [
        m
        for m in positive
        if ((m.kind == "vacation" and not _HALF_DAY_LEAVE.search(m.text)) or (m.facts is not None and len(m.facts) > 1))
        and _bracket_of(m.span, brackets) is None
        # ("평일 아침 스탠드업 말고는 화요일 물리치료, 목요일 치과": what is set apart lists no days; those after it
        # are the others')
        and not m.excepted
    ]
    if len(dates) > _LISTED_DAYS_MOST:
        return []  # a schedule read out day by day, not an extent listed; the check stays linear in the facts
    if len(dates) < 2 or not extents or any(m.ranged or m.role != "day" for m in clause.dates):
        return []  # said by its edges ("Monday through Wednesday", "7월 20일 – 7월 22일"): see _edges_said
    stretches, singles = _stretches_and_days(dates, context.window)
    if len(singles) < 2:
        return []
    listed = {day for run in singles for day in run}
    # a stretch sharing no day with those listed is one of them ("금요일, 주말"), not where they are listed
    listed |= {day for run in stretches if listed.isdisjoint(run) for day in run}
    stretches = [run for run in stretches if not listed.issuperset(run)]
    scope = set.intersection(*map(set, stretches)) if stretches else set(_days_of(context.window))
    problems = []
    for mention in extents:
        series = mention.kind != "vacation"
        if series and not stretches:
            continue
        spans = [s for s in context.candidates(mention) if series or any(map(listed.__contains__, _days_of(s)))]
        if any(day in scope and day not in listed for span in spans for day in _days_listed_for(span)):
            problems.append(f"{clause.text!r} leaves out days of {_what(spans)}")
    return problems


def _days_listed_for(span: _Span) -> Iterable[date]:
    """The days a list of days gives an event by: an occurrence of a series shorter than a day by the day it starts
    (Monday's night shift, 19:00 to 07:00, is listed as Monday's, not Tuesday's too); time off by all its days."""
    if span.series and not span.whole_day_long:
        return (span.first_day,)
    return _days_of(span)


def _edge_of(span: _Span, mention: _DateMention, window: _Span) -> bool:
    """Where the vacation runs past the window, its edge there may be said as the window's, unless the stretch
    is said to begin or end itself then ("your vacation starts Monday" of one running since the week before)."""
    test, clipped = mention.test, not mention.own_edge
    if mention.role == "start":
        return test(span.first_day) or (clipped and span.start < window.start and test(window.first_day))
    if mention.role == "end":
        return test(span.last_day) or (clipped and span.end > window.end and test(window.last_day))
    return any(map(test, span.return_days))


def _denied_dates(clause: _Clause) -> set[int]:
    """The dates (ids) whose nearest event word is denied ("on vacation Monday, with no meetings this
    week"): a date speaks of the event nearest it. Found by bisection: a clause listing a year of
    dates and events costs their number, not its square."""
    events = sorted(clause.events, key=lambda m: m.span)
    starts = [m.span[0] for m in events]

    def distance(event: _EventMention, mention: _DateMention) -> int:
        return max(event.span[0] - mention.span[1], mention.span[0] - event.span[1])

    denied: set[int] = set()
    for mention in clause.dates if events else []:
        at = bisect.bisect_left(starts, mention.span[0])
        around = [i for i in (at - 2, at - 1, at, at + 1) if 0 <= i < len(events)]
        nearest = events[min(around, key=lambda i: (distance(events[i], mention), i))]
        if nearest.negative:
            denied.add(id(mention))
    return denied


def _outside_list(clause: _Clause, mention: _EventMention) -> _Clause:
    """The clause a topic's count is counted over: without the days said in the list of titles it counts ("다음 주
    일정은 월요일 A 하나뿐": of the week, Monday being A's day)."""
    if mention.lists is None:
        return clause
    start, end = mention.lists
    return dataclasses.replace(clause, scope_dates=[m for m in clause.scope_dates if not start <= m.span[0] < end])


def _count_readings(clause: _Clause, context: _Context) -> list[_Clause]:
    """Where a count may be counted: over the clause's days, or, when it names none, also over those of the sentence
    before ("Tuesday is the busiest. Three meetings."); a day said by a name the window has several of ("one thing
    on Thursday" over two weeks) is any one of them; "오후" said alone is after noon, or the afternoon before the
    evening. A count is wrong only when it fits none."""
    days = [m for m in clause.scope_dates if not m.excepted]
    # (only when it names no plan, which would tie the count to its own day: "1 meeting on Thursday, the 1:1")
    titled = any(m.facts is not None for m in clause.events)
    if len(days) == 1 and days[0].role == "day" and not days[0].ranged and not days[0].stretch and not titled:
        named = [day for day in _days_of(context.window) if days[0].test(day)]
        # (a name of one day: the days it names lie a week or more apart; "this weekend" names days together)
        if len(named) > 1 and all((b - a).days >= 7 for a, b in itertools.pairwise(named)):
            return [clause] + [
                dataclasses.replace(clause, scope_dates=[dataclasses.replace(days[0], test=_On(day))]) for day in named
            ]
    readings = [clause]
    # ("저녁 7시에 PT만 있어요": over the part of the day its clock is said with)
    clocks = [part for t in clause.times if (part := _part_of_clock(t)) is not None]
    readings += [dataclasses.replace(clause, parts=[part]) for part in clocks if not clause.parts]
    # ("오후엔 반차라 치과만 있어요": over the time off given as why, part of one day; "오후엔 반차라 회의는 없어.
    # 치과만 다녀오면 돼": or stated by the sentence before, when the clause names no day or part of one itself)
    off = [m for m in clause.stated_before if m.kind == "vacation" and not m.reference]
    off += clause.off_before if not (clause.scope_dates or clause.parts) else []
    readings += [
        _within(clause, span)
        for span in context.candidates_of(off)
        if span.first_day == span.last_day and not span.whole_days
    ]
    # ("저녁엔 PT 하나만" beside a sync from 4:30 to 5:30: of what starts in the one part of the day said before what it
    # counts, the sync being the afternoon's; "two things touching the afternoon" count what overlaps it)
    if (
        len(clause.parts) == 1
        and (part := clause.parts[0]).edge is None
        and part.qualifies is None
        and part.minutes is not None
        and all(part.span[1] <= m.span[0] for m in clause.events)
    ):
        readings.append(dataclasses.replace(clause, parts=[dataclasses.replace(part, edge="start")]))
    if any(p.minutes == _PM for p in clause.parts):
        afternoon = [dataclasses.replace(p, minutes=_AFTERNOON) if p.minutes == _PM else p for p in clause.parts]
        readings.append(dataclasses.replace(clause, parts=afternoon))
    if not clause.scope_dates and clause.days_before:
        readings += [dataclasses.replace(read, scope_dates=clause.days_before) for read in readings]
    # ("다음 주엔 휴가(월~수)랑 KTX만": over the week, the days in brackets being the time off's)
    if len(scope := _without_events_own_days(clause)) < len(clause.scope_dates):
        readings += [dataclasses.replace(read, scope_dates=scope) for read in readings]
    # ("다음 주엔 회의 두 개" said on a Sunday: either week)
    return [week for read in readings for week in _week_readings(read)]


def _within(clause: _Clause, span: _Span) -> _Clause:
    """The clause read as said of the time of one fact within its day: from its start until its end."""
    at = (clause.end - len(clause.text),) * 2
    bounds = [
        _TimeMention(at, "", frozenset({_minute_of(span.start)}), bound="from", side="after"),
        _TimeMention(at, "", frozenset({_minute_of(span.end)}), bound="until", side="before"),
    ]
    return dataclasses.replace(clause, parts=[], times=bounds, scope_dates=[_DateMention(at, "", _On(span.first_day))])


def _off_stated(context: _Context) -> bool:
    """Whether the answer states time off of the context (on its days, or by its edges: "your vacation runs Friday to
    Monday, and the only thing on it is the dinner")."""
    return context.off_said or any(span.kind == "vacation" and id(span) in context.stated for span in context.facts)


def _each_day(
    mention: _EventMention, positive: list[_EventMention], clause: _Clause, context: _Context
) -> list[_Clause]:
    """A count said of each day ("Thursday and Saturday each have two things") is counted on each day said, apart;
    one said a day ("Mon–Wed, one thing a day", "하나씩") on each day of the clause's that has any, or on each of
    several stretches said ("둘째 주랑 넷째 주는 두 개씩"); any other over the days of the clause together."""
    days = [m for m in clause.scope_dates if not m.excepted]
    stretches = [m for m in days if isinstance(m.test, (_Range, _EitherWeek))]
    if mention.per_day and len(stretches) > 1:
        # "둘째 주랑 넷째 주는 일정이 두 개씩": "씩" after stretches said is of each of them, not of each day
        return [dataclasses.replace(clause, scope_dates=[m]) for m in stretches]
    if mention.per_day:
        counted = _counted(mention, positive, clause, context)
        busy = [day for day in _scope_days(clause, context) if any(day in _days_of(span) for span in counted)]
        return [dataclasses.replace(clause, scope_dates=[_DateMention(mention.span, "", _On(day))]) for day in busy]
    one_stretch = len({repr(m.stretch) for m in days}) == 1 and all(m.stretch for m in days)
    if mention.each and days and (one_stretch or (len(days) == 1 and isinstance(days[0].test, _Range))):
        # "Monday through Thursday each have one event": every day of the stretch
        return [
            dataclasses.replace(clause, scope_dates=[_DateMention(mention.span, "", _On(day))])
            for day in _scope_days(clause, context)
        ]
    if not mention.each or len(days) < 2:
        return [clause]
    return [dataclasses.replace(clause, scope_dates=[day]) for day in days]


def _counted(
    mention: _EventMention,
    positive: list[_EventMention],
    clause: _Clause,
    context: _Context,
    meetings_only: bool = False,
    remaining: Literal["start", "end"] | None = None,
    routine_out: bool = False,
) -> list[_Span]:
    """The facts a count speaks of, on the clause's days: those of its kind ("only", or an untitled word),
    else those the clause names ("'A' and 'B', two of them"); `meetings_only`: of those, what one attends (no time
    off; for "회의", "meetings", no class or lunch either); `remaining`: of those, what is yet to start or to end,
    as the count's own words say, unless given."""
    remaining = remaining or mention.remaining
    # "요가 2번(월·수), 목요일 면담": how often a title happens, apart from the others its clause lists
    listed = any(m.facts is not None and m.facts != mention.facts for m in positive)
    if mention.occurrences and mention.facts is not None and (mention.only or listed):
        return _how_often(mention, clause, context)
    if mention.only or mention.facts is None:
        facts = context.candidates(_EventMention(mention.span, mention.text, mention.kind))
        if mention.facts is None:
            # "휴가 하나와 일정 두 개": what is counted apart beside a count of every kind is not in it; "스탠드업 다섯
            # 번, 회의 두 개": nor, in a count of a kind, its titles counted beside it, unless counted in ("8 events,
            # including 4 standups")
            offset = clause.end - len(clause.text)

            def counted_in(other: _EventMention) -> bool:
                first, second = sorted((other.span, mention.span))
                return bool(_INCLUDING.search(clause.text, first[1] - offset, second[0] - offset))

            apart = [
                m
                for m in clause.events
                if m is not mention
                and m.count is not None
                and m.kind != "any"
                and (mention.kind == "any" or (m.facts is not None and not counted_in(m)))
            ]
            apart_ids = {id(span) for m in apart for span in context.candidates(m)}
            facts = [span for span in facts if id(span) not in apart_ids]
        # "Besides the standups, you have four things", "besides your morning off, five plans": what the clause
        # leaves out is not counted (a plan named, or a kind: not "things", which would leave out all)
        left_out = {
            id(span)
            for m in clause.events
            if m.excepted and (m.facts is not None or m.kind != "any")
            for span in context.candidates(m)
        }
        facts = [span for span in facts if id(span) not in left_out]
        if meetings_only:  # things of every kind without time off; meetings without personal events
            facts = [
                span for span in facts if span.kind != "vacation" and (mention.kind == "any" or span.meeting_proper)
            ]
        if routine_out:
            facts = [span for span in facts if id(span) not in context.routine]
    else:
        counts = [m for m in positive if m.facts is not None and m.count is not None]
        # "two choir rehearsals, two syncs and one dinner": each title its own count; a title said after the
        # count is not counted by it ("토요일엔 동기 모임 하나, 일요일엔 등산이랑 저녁", "two standups and the gym")
        of = (
            [mention]
            if len(counts) > 1 or mention.counted_before
            # (a title said left out is not one of them: "줌 미팅 빼면 남은 건 은행, 요가, 통화 세 개")
            else [m for m in positive if m.facts is not None and not m.excepted and m.span[0] <= mention.span[0]]
        )
        facts = list({id(s): s for m in of for s in context.candidates(m)}.values())
    days = [m for m in clause.scope_dates if not m.excepted]
    # "Off Mon–Wed, three meetings Thu–Fri": in a list of events, a count alone in its piece with days counts on
    # those ("three standups next week (Mon, Wed, Fri)" lists no other event; "일정은 수요일 A, 토요일 B 두 개"
    # counts the list); a range of weekdays counts every day of it
    pieces = [p for p in clause.pieces if any(p[0] <= m.span[0] < p[1] for m in clause.events)]
    piece = next((p for p in pieces if p[0] <= mention.span[0] < p[1]), None)
    # (the title said again in part is no other: "three Saturday shifts at Riverside Books")
    alone = piece is not None and not any(
        piece[0] <= m.span[0] < piece[1]
        for m in clause.events
        if m is not mention and not (m.facts is not None and m.facts == mention.facts and m.span > mention.span)
    )
    own = [m for m in days if piece[0] <= m.span[0] < piece[1]] if piece else []
    if len(pieces) > 1 and alone and own and mention.facts is None:
        days = own
    elif (
        len(pieces) > 1
        and alone
        and not own
        and mention.count is not None
        and not mention.only  # ("brunch on Sunday, a call at 5, and that's it": what is all there is that day)
        and all(any(p[0] <= m.span[0] < p[1] for p in pieces) for m in days)
    ):
        # "four standups, the design sync on Tuesday, a dentist visit Thursday": the days said are the other events'
        # own; the count, said with none, counts over the whole stretch asked about
        days = []
    days = _ranges_joined(days, context.window)
    counted = [span for span in facts if not days or any(span.of_day(m.stretch or m.test, m.itself) for m in days)]
    if mention.series is not None:
        counted = [span for span in counted if span.series == mention.series]
    if remaining is not None:
        counted = [span for span in counted if (span.start if remaining == "start" else span.end) > context.now.start]
    if mention.half_days:
        counted = [span for span in counted if not span.whole_days]
    stretches, singles = _stretches_and_days(days, context.window)
    if stretches and singles and not any(m.ranged or m.role != "day" for m in days):
        # "이번 주 목요일": a day named within a stretch is that day of it, not every such day of the window
        named = set.intersection(*map(set, stretches)) & {day for run in singles for day in run}
        counted = [span for span in counted if any(day in named for day in _days_of(span))]
    # "오전에는 주간 회의만 있어요", "In the morning, only the dev sync": a part of the day or a range
    # said before the event counts within it. Said after ("your only meeting is the dev sync in the
    # morning", "the sync from 10 to 11 is your only meeting"), or said "at", it is when the event is.
    # An untitled count counts within what is said before anything it names ("four things between 9:30 and 1").
    naming = clause.events if mention.facts is not None else [m for m in clause.events if m.facts is not None]
    before = min((m.span[0] for m in naming), default=clause.end)
    # "the only thing that starts in the afternoon": counted by where it starts, wherever said
    starting = [p for p in clause.parts if p.edge == "start" and p.minutes is not None]
    # (a title said to be the only one is counted wherever it starts: "저녁엔 싱크 하나만" of a sync from 4:30 is wrong)
    only_title = (
        {id(span) for span in context.candidates(mention)} if mention.only and mention.facts is not None else set()
    )
    counted = [span for span in counted if id(span) in only_title or all(span.edge_in(p) for p in starting)]
    # ("토요일 저녁 엄마 생신이랑 일요일 오전 등산, 이렇게 두 개": a part of the day qualifying another titled event is
    # when that one is, not where the count counts)
    # (nor one qualifying what the count leaves out: "besides your morning off, five plans", nor another count's
    # word: "three daytime things between two night shifts")
    qualified = {
        m.span for m in clause.events if (m.facts is not None or m.excepted or m.count is not None) and m is not mention
    }
    # ("야간 알바 두 번에 낮 일정이 세 개": one right before the count's own word is where it counts, wherever said)
    parts = [
        p
        for p in clause.parts
        if p.edge is None
        and (
            (p.span[0] < before and p.qualifies not in qualified)
            or (p.qualifies == mention.span and mention.facts is None)
        )
    ]
    # "금요일 저녁부터 일요일까지 일곱 개": a part of the day opening a range of days bounds its first day, not each
    for part in list(parts):
        if (first := _range_opened(part, clause)) is not None:
            parts.remove(part)
            if part.minutes is not None:
                counted = [s for s in counted if not _before_on_first_day(s, first, part.minutes[0], context)]
    # "오전엔 회의 두 개, 오후엔 치과": in a list, a part of the day in the count's own piece is where it counts
    if len(pieces) > 1 and piece and (own_parts := [p for p in parts if piece[0] <= p.span[0] < piece[1]]):
        parts = own_parts
    # The end of an event said over opens the rest of the clause, wherever the count is said ("After the sync wraps
    # at 4:45, the only thing left is the gym")
    ranges = [
        t
        for t in clause.times
        if t.bound != "at" and (t.span[0] < before or t.ends is not None or (t.side is not None and not t.of_all))
    ]
    if parts or ranges:
        scope = dataclasses.replace(clause, parts=parts, times=ranges)
        counted = [span for span in counted if _in_scope(span, scope, context)]
    if parts and not ranges:
        counted = [span for span in counted if not _last_nights(span, parts, context)]
    return counted


def _last_nights(span: _Span, parts: Sequence[_PartMention], context: _Context) -> bool:
    """Whether an overnight event (under a day long, past midnight: a night shift till 7) is the night before's
    where a count counts the things of a daytime part of the day ("three daytime things", "two things this
    morning"): its end in the morning after is no thing of that morning. A part from midnight ("오전") keeps it."""
    if span.first_day == span.last_day or span.end - span.start >= timedelta(days=1):
        return False
    minutes = [p.minutes for p in parts if p.minutes is not None]
    if not minutes or any(first < _SMALL_HOURS_END for first, _ in minutes):
        return False
    midnight = datetime.combine(span.first_day, time(0), context.tz)
    return not any(
        span.overlaps(midnight + timedelta(minutes=first), midnight + timedelta(minutes=last))
        for first, last in minutes
    )


def _ranges_joined(mentions: list[_DateMention], window: _Span) -> list[_DateMention]:
    """ "7/28~7/31", "28일부터 31일까지": the ends of a range of dates count every day from one to the other."""
    joined: list[_DateMention] = []
    for mention in mentions:
        first = joined[-1] if joined else None
        if first is None or not (first.ranged and mention.ranged) or first.stretch or mention.stretch:
            joined.append(mention)
            continue
        _, runs = _stretches_and_days([first, mention], window)
        if len(runs) == 2 and runs[0] and runs[1] and runs[0][0] <= runs[1][-1]:
            span = (first.span[0], mention.span[1])
            joined[-1] = dataclasses.replace(first, span=span, test=_Range(runs[0][0], runs[1][-1]), ranged=False)
        else:
            joined.append(mention)
    return joined


def _range_opened(part: _PartMention, clause: _Clause) -> _DateMention | None:
    """The first day of a range of days the part of the day opens ("금요일 저녁부터 일요일까지"), if it does."""
    return next(
        (
            first
            for first, last in itertools.pairwise(clause.dates)
            if first.ranged and first.span[1] <= part.span[0] and part.span[1] <= last.span[0]
        ),
        None,
    )


def _before_on_first_day(span: _Span, first: _DateMention, minute: int, context: _Context) -> bool:
    """Whether `span` ends on the first day of a range said (`first`'s day) by `minute` of it, where the range opens."""
    day = next((d for d in _days_of(context.window) if first.test(d)), None)
    opens = datetime.combine(day, time(0), context.tz) + timedelta(minutes=minute) if day else None
    return opens is not None and span.end <= opens


def _off_its_side(mention: _TimeMention, spans: Sequence[_Span], clause: _Clause, context: _Context) -> list[_Span]:
    """ "All before 1pm", "the review is after 3": the events said, on the days the clause names, that do not end
    by the time or start from it."""
    days = set(_scope_days(clause, context))
    minutes = context.read_in_context(mention)
    off = []
    for span in (s for s in spans if s.first_day in days):
        midnight = datetime.combine(span.first_day, time(0), context.tz)
        moments = [midnight + timedelta(minutes=minute) for minute in minutes]
        if not any(span.end <= moment if mention.side == "before" else span.start >= moment for moment in moments):
            off.append(span)
    return off


def _how_often(mention: _EventMention, clause: _Clause, context: _Context) -> list[_Span]:
    """ "스탠드업은 이번 주 금요일 한 번뿐", "only once, on Friday": how often a title happens is counted over the
    stretch its clause names, else the window; a day said is when it happens, not where it is counted."""
    # ("월~수 스탠드업 3번": a range of weekdays is every day of it; "20일부터 26일까지": every day between its ends)
    days = [dataclasses.replace(m, test=m.stretch or m.test) for m in clause.scope_dates if not m.excepted]
    stretches, _ = _stretches_and_days(_ranges_joined(days, context.window), context.window)
    within = set.intersection(*map(set, stretches)) if stretches else set(_days_of(context.window))
    # ("내일은 근무 두 번(아침 7시까지, 밤 10시부터)": a night shift ending that morning is one of the day's, as a count
    # of a day's events takes it in; an evening just past midnight is its evening's alone)
    return [
        span
        for span in context.candidates(mention)
        if span.first_day in within or any(day in within and span.of_day(_On(day)) for day in _days_of(span))
    ]


def _stretch_said(clause: _Clause, window: _Span) -> _Span:
    """The days "every day" runs over: those the clause names by their edges ("월요일부터 금요일까지 매일",
    "every day, Monday through Friday") or as one week ("all week next week"), else the window."""
    end = next((m for m in clause.dates if m.role == "end"), None)
    start = max((m for m in clause.dates if end and m.span < end.span), key=lambda m: m.span, default=None)
    weeks = [m for m in clause.dates if isinstance(m.test, _Range)]
    if (start is None or end is None) and len(weeks) == 1:
        start = end = weeks[0]
    if start is None or end is None:
        return window
    days = [window.first_day + timedelta(days=n) for n in range((window.last_day - window.first_day).days + 1)]
    first = next((day for day in days if start.test(day)), None)
    last = next((day for day in reversed(days) if end.test(day)), None)
    if first is None or last is None or last < first:
        return window
    tz = window.start.tzinfo
    return _Span("any", datetime.combine(first, time(0), tz), datetime.combine(last + timedelta(days=1), time(0), tz))


def _every_day_met(
    part: _PartMention, spans: Sequence[_Span], window: _Span, skipped: frozenset[date] | set[date] = frozenset()
) -> bool:
    """ "Every day" (or weekday) of the window has one of the events, but the days said apart (`skipped`): a series'
    occurrences are one fact each.

    The spans' days are merged into runs, and only the gaps between runs are looked at.
    """
    weekdays_only = bool(_WEEKDAYS_ONLY.search(part.text))
    covered_until = window.first_day - timedelta(days=1)  # the last day known to have an event
    for first, last in sorted((span.first_day, span.last_day) for span in spans):
        if first > covered_until + timedelta(days=1) and not _no_day_required(
            covered_until + timedelta(days=1), min(first - timedelta(days=1), window.last_day), weekdays_only, skipped
        ):
            return False
        covered_until = max(covered_until, last)
        if covered_until >= window.last_day:
            return True
    return _no_day_required(covered_until + timedelta(days=1), window.last_day, weekdays_only, skipped)


def _each_named_day_met(part: _PartMention, spans: Sequence[_Span], clause: _Clause, context: _Context) -> bool:
    """ "Each day" of days named one by one ("Monday and Tuesday: only the standup each day"): every one of those
    days in the window has one of the events (said by its edges, the stretch is _stretch_said's)."""
    dates = [m for m in clause.scope_dates if not m.excepted]
    if not dates or any(m.role != "day" for m in dates):
        return False
    weekdays_only = bool(_WEEKDAYS_ONLY.search(part.text))
    days = [
        day
        for day in _days_of(context.window)
        if any(m.test(day) for m in dates) and not (weekdays_only and day.weekday() >= 5)
    ]
    return bool(days) and all(any(span.first_day <= day <= span.last_day for span in spans) for day in days)


def _no_day_required(
    first: date, last: date, weekdays_only: bool, skipped: frozenset[date] | set[date] = frozenset()
) -> bool:
    """Whether the days [first, last] (a gap between events) need none: empty, a weekend, or days said apart (beside
    which "every day" is said loosely, of the working days: "수요일만 빼고 매일 standup")."""
    if first > last:
        return True
    gap = [first + timedelta(days=n) for n in range((last - first).days + 1)]
    if skipped and all(day in skipped or day.weekday() >= 5 for day in gap):
        return True
    return weekdays_only and (last - first).days < 2 and all(day.weekday() >= 5 for day in gap)


def _what(spans: Sequence[_Span]) -> str:
    return " or ".join(dict.fromkeys(repr(s.title) if s.kind == "meeting" else "the vacation" for s in spans))


def _in_scope(span: _Span, clause: _Clause, context: _Context) -> bool:
    """Whether `span` falls where a denial in `clause` speaks: its days and times, else the whole window.

    Only the days both share are looked at, and of those only the two at each end one by one:
    the days between lie wholly inside both, so any of them answers for all of them.
    """
    window = context.window
    # ("nothing from the 23rd to the 26th" speaks of the days between its ends too)
    tests = _scope_tests(_ranges_joined(_days_up_to(clause, window), window))
    if not any(test.within(window.first_day, window.last_day) for test in tests):
        tests = []  # the clause names no day of the window: it speaks of the whole window

    def scoped(first: date, last: date) -> bool:
        return not tests or any(test.within(first, last) for test in tests)

    first = max(window.first_day, span.first_day - timedelta(days=1))
    last = min(window.last_day, span.last_day)
    inner_first, inner_last = first + timedelta(days=2), last - timedelta(days=2)
    edges = {first + timedelta(days=n) for n in range(2)} | {last - timedelta(days=n) for n in range(2)}
    for day in sorted(d for d in edges if first <= d <= last and scoped(d, d)):
        if _meets_on(span, day, clause, context):
            return True
    return (
        inner_first <= inner_last and scoped(inner_first, inner_last) and _meets_on(span, inner_first, clause, context)
    )


def _days_up_to(clause: _Clause, window: _Span) -> list[_DateMention]:
    """The days a denial speaks of, a day said as its one end (no start said, no time nor part of a day) read as the
    days from the window's start up to it."""
    dates = list(clause.scope_dates)
    if clause.times or clause.parts or any(m.role == "start" or m.ranged for m in dates):
        return dates
    offset = clause.end - len(clause.text)
    read = []
    for mention in dates:
        said = _UP_TO_BEFORE.search(clause.text, 0, max(0, mention.span[0] - offset))
        korean_end = mention.role == "end" and not mention.text.isascii()
        if (said is None and not korean_end) or mention.excepted:
            read.append(mention)
            continue
        day = next((d for d in _days_of(window) if mention.test(d)), None)
        last = day - timedelta(days=1) if day is not None and said is not None and said["before"] else day
        if last is None or last < window.first_day:
            read.append(mention)
            continue
        # (as the days, not a stretch, so a weekday said beside it is not read as that stretch's: _scope_tests)
        days = frozenset(d for d in _days_of(window) if d <= last)
        read.append(dataclasses.replace(mention, test=_Days(days), role="day"))
    return read


def _meets_on(span: _Span, day: date, clause: _Clause, context: _Context) -> bool:
    """Whether `span` falls, on `day`, where the clause's times (or the whole day of the window) say."""
    window, tz = context.window, context.tz
    if any(t.on not in (None, day) for t in clause.times):  # "before the trip": days before it are wholly before it
        clause = dataclasses.replace(clause, times=[t for t in clause.times if t.on in (None, day)])
    parts = [p.minutes for p in clause.parts if p.minutes is not None]
    if parts and span.kind == "vacation" and span.whole_days:
        # A whole day off is what the day is, not a plan in its morning: "you don't have anything Monday morning" on it
        # speaks within it ("Monday is open" does not)
        return False
    points = [m for t in clause.times if t.bound == "at" for m in context.read_in_context(t)]
    midnight = datetime.combine(day, time(0), tz)
    day_start, day_end = max(window.start, midnight), min(window.end, midnight + timedelta(days=1))
    # a range open on one side is closed there by a part of the day said before its bounds ("금요일 오후는 7시까지
    # 비어 있어요", "Saturday afternoon is free until 5" say nothing of the morning)
    bounds = [t.span[0] for t in clause.times if t.bound != "at"]
    said = [p.minutes for p in clause.parts if p.minutes is not None and bounds and p.span[1] <= min(bounds)]
    opens = max(day_start, min((midnight + timedelta(minutes=first) for first, _ in said), default=day_start))
    closes = min(day_end, max((midnight + timedelta(minutes=last) for _, last in said), default=day_end))
    # "free until 4" asked at 3:30 that day speaks from now: what is over by then is no longer in it
    now = context.now.start
    opens_by_now = max(opens, now) if day_start <= now < day_end else opens
    for first, last in _ranges_said(clause, context):
        start = midnight + timedelta(minutes=first) if first is not None else opens_by_now
        end = midnight + timedelta(minutes=last) if last is not None else closes
        # "치과 끝나면 | 그 뒤로는 일정 없어" in an afternoon off: a part of a day off under way when a stretch
        # opens is no plan in it (whole days off are: "after your vacation ends, Friday is free" ends them first)
        under_way = span.kind == "vacation" and not span.whole_days and first is not None and span.start < start
        if span.overlaps(start, end) and not under_way:
            return True
    if points and any(span.start <= midnight + timedelta(minutes=m) < span.end for m in points):
        return True
    if clause.times:
        return False
    if parts:  # "no meetings this morning", "오늘 밤에는 없어요": that part of the day
        return any(
            span.overlaps(start, end)
            for first, last in parts
            if (start := max(day_start, midnight + timedelta(minutes=first)))
            < (end := min(day_end, midnight + timedelta(minutes=last)))
        )
    return span.overlaps(day_start, day_end)


def _people_elsewhere(clause: _Clause, positive: list[_EventMention]) -> list[str]:
    """Someone a title has, said in a clause of another title's event ("Tom's joining you for the roast" of "Theatre
    with Tom"): an attendee of that event, which its title does not have."""
    problems = []
    # the titles of its piece, said as over too ("after the call with your mum, ... before your shift")
    said = [m for m in clause.events if not m.negative]
    start = clause.end - len(clause.text)
    for mention in positive if any(m.person for m in positive) else []:
        piece = next((p for p in clause.pieces if p[0] <= mention.span[0] < p[1]), None)
        titled = [
            m
            for m in said
            if m.facts is not None and not m.person and piece is not None and piece[0] <= m.span[0] < piece[1]
        ]
        # ("no lunch with Jordan or the game", "not counting lunch or the game with Jordan": who the event said right
        # before them is with, denied or not, and not the others of the piece)
        said_with = [
            m
            for m in clause.events
            if m.facts is not None
            and not m.person
            and _SAID_WITH.fullmatch(clause.text, m.span[1] - start, mention.span[0] - start)
        ]
        titled = said_with or titled
        if mention.person and titled and not any(set(mention.facts or ()) & set(t.facts or ()) for t in titled):
            problems.append(f"attendee {mention.text!r} is not at {' or '.join(t.text for t in titled)!r}")
    return problems


def _exceptions_taken(
    clause: _Clause, positive: list[_EventMention], negative: list[_EventMention], context: _Context
) -> list[str]:
    """A denial with a day said as its exception and no event beside it ("수요일만 빼고 다 비어 있어요", "free all week
    except Wednesday") says something is on that day: the window must have a fact on it."""
    if positive or not any(m.denial for m in negative):
        return []
    window_days = list(_days_of(context.window))
    return [
        f"nothing is on {said.text}: {clause.text!r}"
        for said in clause.dates
        if said.excepted
        and any(said.test(day) for day in window_days)  # (an exception outside the window says nothing of it)
        and not any(span.has(said.test) for span in context.facts)
    ]


def _only_free(clause: _Clause, negative: list[_EventMention], context: _Context) -> list[str]:
    """Free time said to be all there is ("your only free slot Thursday afternoon is 4:00–5:15"): every moment the
    facts leave free where the clause speaks (its days, its part of the day, the window) is in the ranges said."""
    ranges = _ranges_said(clause, context)
    if not ranges or not any(m.denial and m.only for m in negative):
        return []
    parts = [p.minutes for p in clause.parts if p.minutes is not None] or [(0, 24 * 60)]
    for day in _scope_days(clause, context):
        midnight = datetime.combine(day, time(0), context.tz)
        for first, last in parts:
            start = max(context.window.start, midnight + timedelta(minutes=first))
            end = min(context.window.end, midnight + timedelta(minutes=last))
            for span in sorted(context.facts, key=lambda s: s.start):
                free_until = min(end, span.start)
                if start < free_until and not _within_ranges(start, free_until, midnight, ranges):
                    return [f"{clause.text!r}: there is other free time"]
                start = max(start, span.end)
            if start < end and not _within_ranges(start, end, midnight, ranges):
                return [f"{clause.text!r}: there is other free time"]
    return []


def _free_length_checked(
    clause: _Clause, positive: list[_EventMention], negative: list[_EventMention], context: _Context
) -> list[str]:
    """A length said of free time between two bounds ("마감 회의 끝나고 4시 반부터 송년회 전까지 두 시간 반 비어"):
    the time from one bound to the other."""
    if positive or not negative:
        return []
    closed = [(first, last) for first, last in _ranges_said(clause, context) if first is not None and last is not None]
    return [
        f"{duration.text!r} is not how long the free time is"
        for duration in [*clause.durations, *clause.free_lengths]
        if closed
        and duration.days is None
        and not any(abs(timedelta(minutes=last - first) - duration.length) <= duration.slack for first, last in closed)
    ]


def _within_ranges(
    start: datetime, end: datetime, midnight: datetime, ranges: list[tuple[int | None, int | None]]
) -> bool:
    return any(
        (first is None or midnight + timedelta(minutes=first) <= start)
        and (last is None or end <= midnight + timedelta(minutes=last))
        for first, last in ranges
    )


def _scope_tests(mentions: Sequence[_DateMention]) -> list[DateTest]:
    """The days a clause names for what it denies or counts: a weekday said with a week apart from it ("next week
    there's no yoga on Tuesday") is that weekday of the week, not every such weekday and the whole week."""
    dates = [m for m in mentions if not m.excepted]
    weeks = [m.test for m in dates if isinstance(m.test, _Range)]
    weekdays = [m.test for m in dates if not isinstance(m.test, _Range)]
    if (
        weeks
        and weekdays
        and all(isinstance(t, _Weekday) for t in weekdays)
        and not any(m.ranged for m in dates)
        # ("월요일과 주말": a weekday the week said has not is another day of a list, not placed in it)
        and all(_Both(weekday, week).within(week.first, week.last) for weekday in weekdays for week in weeks)
    ):
        return [_Both(weekday, week) for weekday in weekdays for week in weeks]
    if weeks and weekdays and all(isinstance(t, _Both) and t.second in weeks for t in weekdays):
        return weekdays  # placed in their week as read (claims._weekdays_of_the_week_said)
    return [m.test for m in dates]


def _scope_days(clause: _Clause, context: _Context) -> list[date]:
    """The window's days a clause speaks of: those it names, else every one."""
    return _days_named(clause.scope_dates, context)


def _days_named(mentions: Sequence[_DateMention], context: _Context) -> list[date]:
    """The window's days these days said name, else every one."""
    tests = _scope_tests(mentions)
    days = list(_days_of(context.window))
    return [day for day in days if any(test(day) for test in tests)] or days


def _opened(first: int | None, clause: _Clause, context: _Context) -> int | None:
    """Where a range said occupied starts: its start, else the time said last before its clause ("10시에 예산
    리뷰 | 11시까지 잡혀 있어요" is taken from 10), else the day's start (None)."""
    if first is not None or clause.time_before is None:
        return first
    return min(context.read_in_context(clause.time_before))


def _taken(first: int | None, last: int | None, day: date, context: _Context) -> bool:
    """Whether the facts fill [first, last) of `day` (in the window): no moment of it is free."""
    midnight = datetime.combine(day, time(0), context.tz)
    start = max(context.window.start, midnight + timedelta(minutes=first or 0))
    end = min(context.window.end, midnight + timedelta(minutes=24 * 60 if last is None else last))
    for span in sorted(context.facts, key=lambda s: s.start):
        if span.start <= start < span.end:
            start = span.end
    return start >= end


def _the_window_said(clause: _Clause, context: _Context) -> set[int]:
    """The times of a range from the asked window's start to its end ("meetings on Wed Jun 10 10:20–24:00: …", as
    MOSS's own answers head a listing of the rest of a day): the window asked, not when an event is."""
    start, end = context.window.start, context.window.end
    first = start.hour * 60 + start.minute
    last = {0, 1440} if end.time() == time(0) else {end.hour * 60 + end.minute}
    times = sorted(clause.times, key=lambda t: t.span)
    said = {
        id(mention)
        for opening, closing in itertools.pairwise(times)
        if opening.bound == "from" and closing.bound == "until"
        if first in context.read_in_context(opening) and last & set(context.read_in_context(closing))
        for mention in (opening, closing)
    }
    # ("24:00" is no clock time a plan is at, so it is read as none: its start is said alone before it)
    if end.time() == time(0):
        said |= {
            id(mention)
            for mention in times
            if first in context.read_in_context(mention)
            and re.search(rf"{re.escape(mention.text)}\s*[-–—~]\s*24:00", clause.text)
        }
    return said


def _ranges_said(clause: _Clause, context: _Context) -> list[tuple[int | None, int | None]]:
    """The ranges of time a clause bounds, in minutes of the day (None: open on that side): each "from" with the
    "until" after it, so "free 1:15–2:00 and 3:00–3:30" is two ranges, not one from 1:15 to 3:30."""
    ranges: list[tuple[int | None, int | None]] = []
    opened: list[int] | None = None
    times = sorted(clause.times, key=lambda t: t.span)
    time_spans = [t.span for t in times]  # the time said last before one, found without a pass over all
    # "Before the game, free 4:00–5:30 and 6:00–7:30": an event said as the end of ranges said after it frames them
    bounds = [t for t in times if t.bound != "at"]
    events = {m.span for m in clause.events}
    framed = next((i for i, (a, b) in enumerate(itertools.pairwise(bounds)) if a.bound == "from" != b.bound), 0)
    if all(t.span in events and t.bound == "until" for t in bounds[:framed]):
        times = [t for t in times if all(t is not frame for frame in bounds[:framed])]
    # "between the swim meet and dinner, 3 to 6pm": the clock after an event's end says it again, the stretch
    # between two events restated (and checked so: _stretch_restated); said after one event alone ("after lunch, 1:30
    # to 3"), the stretch from its end may still run on
    restating = bool(_BETWEEN.search(clause.text) or _KO_BETWEEN_AFTER.search(clause.text))
    opened_by_event = False
    for mention in times:
        if mention.bound == "from":
            starts = sorted(context.read_in_context(mention))
            if (
                opened is not None
                and restating
                and opened_by_event
                and mention.span not in events
                and set(opened) & set(starts)
            ):
                continue
            if opened is not None:
                ranges.append((min(opened), None))
            opened, opened_by_event = starts, mention.span in events
            if clause.time_before_in_sentence is not None:
                earlier = min(context.read_in_context(clause.time_before_in_sentence))
                if all(minute < earlier for minute in opened):
                    opened = sorted(m for m in mention.minutes if m >= earlier) or opened
        elif mention.bound == "until":
            ends = sorted(context.read_in_context(mention))
            if opened is None and ranges and ranges[-1][1] in ends:
                continue  # the end said again: a time and the event then ("3시 15분 피아노 레슨 전까지")
            # "치과 끝나고 | 필라테스 전까지 비어", "the review wraps at 3, then you're clear until 4:30", "a call at 3
            # — you're free until 4:30": free time after a time said before it in its sentence runs from that time
            earlier = bisect.bisect_left(time_spans, mention.span)
            before = times[earlier - 1] if earlier else clause.time_before_in_sentence
            if opened is None and not ranges and before is not None:
                opened = sorted(context.read_in_context(before))
            # "9시부터 10시까지" after 7 PM: of the end's readings, one after the start (22:00 though 10:00 is known)
            after = [m for m in sorted(mention.minutes) if opened is not None and m > min(opened)]
            later = [m for m in ends if opened is None or m > min(opened)] or after or ends
            ranges.append((min(opened) if opened is not None else None, max(later)))
            opened = None
    if opened is not None:
        closed = ranges[-1][1] if len(ranges) == 1 and ranges[0][0] is None else None
        # "nothing until the check-in at 4:30 once your focus time ends": an opening said after the one close before
        # it, and earlier than that close, opens it
        ranges = (
            [(min(opened), closed)] if closed is not None and min(opened) < closed else [*ranges, (min(opened), None)]
        )
    return ranges


def _occurrences(words: str, text: str) -> list[tuple[int, int]]:
    pattern = r"\s+".join(re.escape(word) for word in words.split())
    return [m.span() for m in re.finditer(pattern, text, re.I)] if pattern else []


def check_grounding(
    answer: str, *, facts: Sequence[FactDraft], window: Interval, now: datetime, timezone: ZoneInfo
) -> GroundingReport:
    """List what `answer` states that the context (facts, window, now) does not."""
    if not answer.strip():
        return GroundingReport(unsupported=["the answer is empty"])
    local_now = now.astimezone(timezone)
    context = _Context(
        [_fact_span(f, timezone) for f in facts],
        _span_of(window, timezone),
        _Span("any", local_now, local_now),
        timezone,
    )
    return GroundingReport(unsupported=_check(answer, context))


_OF_THE_WHOLE_CONTEXT = ("denial", "count")


def verify_statements(
    draft: DraftAnswer, *, facts: Sequence[FactDraft], window: Interval, now: datetime, timezone: ZoneInfo
) -> list[str]:
    """Each statement is words of the answer citing a context fact (or NO_EVENTS) and fitting it; every event
    the answer mentions is inside a statement."""
    if draft.statements is None:
        return []
    if not draft.statements:
        return ["the answer cites no context fact and does not say that nothing is scheduled"]
    labels = fact_labels(len(facts))
    spans = [_fact_span(f, timezone) for f in facts]
    window_span = _span_of(window, timezone)
    local_now = now.astimezone(timezone)
    now_span = _Span("any", local_now, local_now)
    problems: list[str] = []
    covered: list[tuple[int, int]] = []
    whole_context = _Context(spans, window_span, now_span, timezone)
    _check(draft.text, whole_context)  # what the whole answer states, which its denials leave standing
    stated = whole_context.stated
    for statement in draft.statements:
        found = _occurrences(statement.words, draft.text)
        if not found:
            problems.append(f"statement {statement.words!r} is not in the answer")
        covered += found
        if statement.fact != NO_EVENTS and statement.fact not in labels:
            problems.append(f"{statement.words!r} cites {statement.fact!r}, which is not in the context")
            continue
        cited = [] if statement.fact == NO_EVENTS else [spans[labels.index(statement.fact)]]
        # What it states must be the cited fact's; what it denies, and how many it counts, must hold for
        # every fact of the window: a count is of the day's facts, not of the one it cites (issue 31).
        claims = _check(statement.words, _Context(cited, window_span, now_span, timezone))
        whole = _check(statement.words, _Context(spans, window_span, now_span, timezone), stated)
        problems += [f"{statement.fact}: {p}" for p in claims if not p.startswith(_OF_THE_WHOLE_CONTEXT)]
        problems += [f"{statement.fact}: {p}" for p in whole if p.startswith(_OF_THE_WHOLE_CONTEXT)]
    reading = _read(draft.text, spans, local_now.date(), timezone, window_span.first_day)
    for mention in reading.events:
        if not any(start <= mention.span[0] and mention.span[1] <= end for start, end in covered):
            problems.append(f"{mention.text!r} is in no statement")
    return list(dict.fromkeys(problems))


def _reads_as_korean(text: str) -> bool:
    """Korean when it has Hangul and more of it than Latin letters: an English answer may name an event in
    Korean ("the 한빛상사 meeting") and a Korean one in English ("Sprint planning이 있습니다")."""
    hangul = len(_HANGUL.findall(text))
    return hangul > 0 and hangul >= len(_LATIN.findall(text)) // 3


def ground(
    draft: DraftAnswer,
    *,
    facts: Sequence[FactDraft],
    window: Interval,
    now: datetime,
    timezone: ZoneInfo,
    language: Language,
) -> GroundingReport:
    """Both checks, and the language: the answer must be in the language the user asked in."""
    problems = verify_statements(draft, facts=facts, window=window, now=now, timezone=timezone)
    problems += check_grounding(draft.text, facts=facts, window=window, now=now, timezone=timezone).unsupported
    untitled = draft.text
    for fact in facts:
        untitled = untitled.replace(fact.object_value, " ")
    if draft.text.strip() and (language == "ko") != _reads_as_korean(untitled):
        problems.append(f"the answer is not in {'Korean' if language == 'ko' else 'English'}")
    return GroundingReport(unsupported=list(dict.fromkeys(problems)))
