"""Facts as RFC 5545 iCalendar and back, written and read with the `icalendar` library.

Export: one VEVENT per fact, `UID` = the fact id, all-day facts as `VALUE=DATE`, timed facts
with a `TZID` (a series in its own zone, other facts in the user's) and the VTIMEZONE each
zone needs, series with `RRULE` and `EXDATE`, and `X-MOSS-PREDICATE` so MOSS reads its own
calendars back exactly. Import reads any calendar's VEVENTs into drafts for the linter: a
vacation is an event MOSS marked so, or an all-day event whose title says leave; everything
else is a meeting. Pure: bytes in, models out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from icalendar import Calendar, Event, vRecur
from icalendar.timezone import tzp
from icalendar.timezone.windows_to_olson import WINDOWS_TO_OLSON
from pydantic import ValidationError

from .errors import BadRequest, describe_validation_error, shown
from .lexicon import VACATION_WORDS
from .models import Fact, FactDraft
from .ontology import MAX_TITLE_LENGTH, VACATION_VALUE, Predicate
from .patterns import LazyPattern
from .recurrence import Recurrence, has_occurrence
from .timefmt import is_all_day, shown_twice

PRODID = "-//MOSS//Memory Oriented Safety System//EN"
MAX_EVENTS = 500
_PREDICATE = "X-MOSS-PREDICATE"
_VACATION_TITLE = LazyPattern(rf"\b(?:{VACATION_WORDS.en_pattern})\b|{VACATION_WORDS.ko_pattern}", re.IGNORECASE)


# -- export -------------------------------------------------------------------------------


def _all_day(fact: Fact, zone: ZoneInfo) -> bool:
    return is_all_day(fact.start_time, fact.end_time, zone)


def _event(fact: Fact, zone: ZoneInfo, stamp: datetime) -> Event:
    if fact.recurrence is not None:
        zone = fact.recurrence.zone()
    whole_days = _all_day(fact, zone)
    event = Event()
    event.add("uid", fact.id)
    event.add("dtstamp", stamp)
    event.add("summary", fact.object_value)
    event.add(_PREDICATE, fact.predicate.value)
    if whole_days:
        event.add("dtstart", fact.start_time.astimezone(zone).date())
        event.add("dtend", fact.end_time.astimezone(zone).date())
    else:
        start, end = fact.start_time.astimezone(zone), fact.end_time.astimezone(zone)
        if fact.recurrence is None and (shown_twice(start) or shown_twice(end)):
            # A wall time the clocks show twice (a fall-back night) names its first showing in a
            # TZID (RFC 5545): in UTC, the event keeps the hour it has.
            start, end = start.astimezone(UTC), end.astimezone(UTC)
        event.add("dtstart", start)
        event.add("dtend", end)
    if fact.recurrence is not None:
        rule = vRecur.from_ical(fact.recurrence.rrule)
        if whole_days and "UNTIL" in rule:  # RFC 5545: UNTIL has the type of DTSTART
            rule["UNTIL"] = [rule["UNTIL"][0].astimezone(zone).date()]
        event.add("rrule", rule)
        if fact.recurrence.exdates:
            skipped = [d.astimezone(zone) for d in fact.recurrence.exdates]
            event.add("exdate", [d.date() for d in skipped] if whole_days else skipped)
    return event


def to_ics(facts: list[Fact], zone: ZoneInfo, *, now: datetime) -> bytes:
    """A calendar of `facts`; `zone` places facts that are not series (the user's zone)."""
    calendar = Calendar()
    calendar.add("prodid", PRODID)
    calendar.add("version", "2.0")
    calendar.add("calscale", "GREGORIAN")
    calendar.add("x-wr-calname", "MOSS")
    calendar.add("x-wr-timezone", zone.key)
    stamp = now.astimezone(UTC).replace(microsecond=0)
    for fact in facts:
        calendar.add_component(_event(fact, zone, stamp))
    calendar.add_missing_timezones()
    return bytes(calendar.to_ical())


# -- import -------------------------------------------------------------------------------


@dataclass(frozen=True)
class ImportedEvent:
    uid: str
    draft: FactDraft


def _moment(value: date | datetime, zone: ZoneInfo) -> datetime:
    """An iCalendar date or date-time as an aware datetime: dates start at midnight and floating
    times are wall times, both in `zone`, and so are times in a zone a VTIMEZONE defined (the
    event's zone, `_zone_of`): icalendar keeps those definitions per TZID for the whole process,
    so another file's could be the one it applied."""
    if not isinstance(value, datetime):
        return datetime.combine(value, time(0), zone)
    return value if isinstance(value.tzinfo, ZoneInfo) else value.replace(tzinfo=zone)


class _Refused(ValueError):
    """Why MOSS does not import an event, in words for the caller. A library's own errors on a
    malformed event are not shown to the caller (docs/api.md): they go to the log."""


def _zone_of(value: date | datetime, tzid: str | None, fallback: ZoneInfo) -> ZoneInfo:
    """The IANA zone of a start: the one its TZID names (an IANA or a Windows name), UTC, or the
    user's for a date or a floating time. ValueError for a TZID no zone is known by: the zone
    a VTIMEZONE of its own defines ("Customized Time Zone") has no IANA name to keep a series in.
    """
    if not isinstance(value, datetime):
        return fallback
    if isinstance(value.tzinfo, ZoneInfo):  # icalendar read the TZID, or UTC ("Z")
        return value.tzinfo
    if tzid:
        # Outlook names Windows zones and sends its own VTIMEZONE, which icalendar prefers to the name.
        name = tzid.strip("/")
        try:
            return ZoneInfo(WINDOWS_TO_OLSON.get(name, name))
        except (ZoneInfoNotFoundError, ValueError, OSError):
            raise _Refused(
                f"its time zone {shown(tzid)} is neither an IANA nor a Windows zone name; "
                "export it with a named zone such as Europe/Berlin"
            ) from None
    return fallback


def _recurrence(event: Event, start: datetime, zone: ZoneInfo, message_id: str) -> Recurrence | None:
    rules = event.rrules
    if not rules:
        return None
    if len(rules) > 1:
        raise _Refused("an event with more than one RRULE")
    rule = rules[0]
    if "UNTIL" in rule:
        last: date | datetime = rule["UNTIL"][0]
        until = _moment(last, zone)
        if not isinstance(last, datetime):  # a date: through the end of that day
            until += timedelta(days=1, seconds=-1)
        rule["UNTIL"] = [until.astimezone(UTC)]
    exdates = sorted(
        _moment(day, zone) if isinstance(day, datetime) else datetime.combine(day, start.timetz())
        for day in event.exdates
    )
    return Recurrence(
        rrule=rule.to_ical().decode(),
        exdates=exdates,
        exdated_by=[message_id] * len(exdates),
        timezone=zone.key,
    )


def _draft(event: Event, zone: ZoneInfo, message_id: str) -> FactDraft:
    if "DTSTART" not in event:
        raise _Refused("no DTSTART")
    raw_start = event.start
    timed = isinstance(raw_start, datetime)
    zone = _zone_of(raw_start, event["DTSTART"].params.get("TZID"), zone)
    start = _moment(raw_start, zone)
    if "DTEND" in event or "DURATION" in event:
        end = _moment(event.end, zone)
    else:  # RFC 5545: a date lasts its day; a meeting with no stated end lasts one hour (API.md)
        end = start + (timedelta(hours=1) if timed else timedelta(days=1))
    if not timed:
        end = datetime.combine(end.date(), time(0), zone)  # all day: to local midnight, whatever the DST
    title = (event.summary or "").strip()[:MAX_TITLE_LENGTH].strip()
    marked = str(event.get(_PREDICATE, "")).lower()
    vacation = marked == Predicate.VACATION.value or (not marked and not timed and bool(_VACATION_TITLE.search(title)))
    draft = FactDraft(
        predicate=Predicate.VACATION if vacation else Predicate.MEETING,
        object_value=VACATION_VALUE if vacation else (title or "Event"),
        start_time=start,
        end_time=end,
        recurrence=_recurrence(event, start, zone, message_id),
    )
    if draft.recurrence is not None and not has_occurrence(draft):
        raise _Refused(f"its rule {shown(draft.recurrence.rrule)} names no day in its first eight years")
    return draft


def kept_zones() -> dict[str, object]:
    """icalendar's process-wide dict of the zones it met by TZID: every VTIMEZONE of every file
    read stays in it (its own API has no way to read a file without keeping them)."""
    kept: dict[str, object] = vars(tzp)["_TZP__tz_cache"]
    return kept


def _read_calendar(data: bytes) -> object:
    """The file parsed, leaving icalendar's zones as they were: MOSS reads a zone by its name
    (`_zone_of`), never by a file's VTIMEZONE, and a thousand files of fresh TZIDs must not grow the
    process. Zones another request added meanwhile may go too: they are looked up again."""
    kept = kept_zones()
    before = set(kept.copy())
    try:
        return Calendar.from_ical(data)
    finally:
        for tzid in set(kept.copy()) - before:
            kept.pop(tzid, None)


def from_ics(data: bytes, zone: ZoneInfo, *, message_id: str) -> list[ImportedEvent]:
    """Every VEVENT of a calendar as a draft. Raises BadRequest naming the first event it cannot
    read, so that nothing of a calendar is imported unless all of it is."""
    try:
        calendar = _read_calendar(data)
    except (ValueError, IndexError, KeyError) as exc:
        raise BadRequest("this is not an iCalendar file", code="invalid_calendar", detail=repr(exc)[:500]) from exc
    except OSError as exc:  # a TZID is looked up as a file name, and one over 255 characters is too long for one
        raise BadRequest("a time zone name (TZID) is too long", code="invalid_calendar", detail=repr(exc)[:99]) from exc
    if not isinstance(calendar, Calendar):
        raise BadRequest("this is not one iCalendar calendar", code="invalid_calendar")
    events = calendar.events
    if len(events) > MAX_EVENTS:
        raise BadRequest(f"a calendar may hold at most {MAX_EVENTS} events", code="invalid_calendar")
    imported: list[ImportedEvent] = []
    for number, event in enumerate(events, 1):
        title = (event.summary or "")[:60]
        for name, what in (
            ("RECURRENCE-ID", "changes one occurrence of a series"),
            ("RDATE", "adds dates to a series"),
        ):
            if name in event:
                raise BadRequest(
                    f"event {number} ({title!r}) {what} ({name}), which MOSS does not import",
                    code="invalid_calendar",
                )
        uid = event.uid.strip() if "UID" in event else f"event-{number}"
        try:
            imported.append(ImportedEvent(uid=uid or f"event-{number}", draft=_draft(event, zone, message_id)))
        except _Refused as exc:
            raise BadRequest(f"event {number} ({title!r}) cannot be imported: {exc}", code="invalid_calendar") from exc
        except ValidationError as exc:  # MOSS's own rules of a fact: an end before its start, a date out of range
            raise BadRequest(
                f"event {number} ({title!r}) cannot be imported: {describe_validation_error(exc)}",
                code="invalid_calendar",
            ) from exc
        except (ValueError, TypeError, OverflowError) as exc:  # OverflowError: a day past the year 9999
            raise BadRequest(
                f"event {number} ({title!r}) cannot be imported: its dates, times or rule cannot be read",
                code="invalid_calendar",
                detail=repr(exc)[:500],
            ) from exc
    return imported
