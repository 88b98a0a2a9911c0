"""The caller's active facts as an iCalendar file: for a bearer token (GET /calendar.ics) or for
the secret token of a subscription URL (what calendar apps poll).

A file is named by the state it shows, the user's version and zone (`etag`): a caller that
already holds it gets `unchanged` and no body, and a state is rendered once per process
(Deps.calendars), however often it is polled.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import Field

from ..domain.deferred import DeferredModel
from ..domain.errors import NotFound
from ..domain.models import FactStatus, derived_id
from .calendar_subscription import token_hash
from .command import Command
from .deps import Deps


class CalendarFile(DeferredModel):
    """An RFC 5545 calendar; entry points answer it as text/calendar."""

    ics: bytes
    etag: str = Field(description="names the state of the calendar the file shows")
    unchanged: bool = Field(False, description="the caller holds this state already: no body (HTTP 304)")


@dataclass(frozen=True)
class ExportCalendar(Command[CalendarFile]):
    user_id: str
    held: tuple[str, ...] = ()  # the etags the caller already holds (If-None-Match)


@dataclass(frozen=True)
class ExportSubscribedCalendar(Command[CalendarFile]):
    token: str  # the secret of the subscription URL, not a user id
    held: tuple[str, ...] = ()


def handle(command: ExportCalendar, deps: Deps) -> CalendarFile:
    user_id, zone = command.user_id, deps.user_timezone(command.user_id)
    # Read before the facts: a write in between leaves a newer file under an older name, never the reverse.
    etag = derived_id("c", user_id, deps.facts.version(user_id), zone.key)
    if etag in command.held or "*" in command.held:
        return CalendarFile(ics=b"", etag=etag, unchanged=True)
    ics = deps.calendars.get(etag) if deps.calendars is not None else None
    if ics is None:
        facts = deps.facts.list_facts(user_id, FactStatus.ACTIVE)
        # icalendar loads only for calendar requests: every other cold start is spared its import.
        from ..domain.ics import to_ics

        ics = to_ics(facts, zone, now=deps.clock.now())
        if deps.calendars is not None:
            deps.calendars.put(etag, ics)
    return CalendarFile(ics=ics, etag=etag)


def handle_subscribed(command: ExportSubscribedCalendar, deps: Deps) -> CalendarFile:
    user_id = deps.profiles.user_of_calendar_token(token_hash(command.token))
    if user_id is None:  # the same answer for a token never issued and for a revoked one
        raise NotFound("no calendar at this address; it may have been revoked", code="unknown_calendar")
    return handle(ExportCalendar(user_id, command.held), deps)
