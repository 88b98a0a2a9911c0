"""The caller's active facts as an iCalendar file: for a bearer token (GET /calendar.ics) or for
the secret token of a subscription URL (what calendar apps poll)."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain.deferred import DeferredModel
from ..domain.errors import NotFound
from ..domain.models import FactStatus
from .calendar_subscription import token_hash
from .command import Command
from .deps import Deps


class CalendarFile(DeferredModel):
    """An RFC 5545 calendar; entry points answer it as text/calendar."""

    ics: bytes


@dataclass(frozen=True)
class ExportCalendar(Command[CalendarFile]):
    user_id: str


@dataclass(frozen=True)
class ExportSubscribedCalendar(Command[CalendarFile]):
    token: str  # the secret of the subscription URL, not a user id


def handle(command: ExportCalendar, deps: Deps) -> CalendarFile:
    facts = deps.facts.list_facts(command.user_id, FactStatus.ACTIVE)
    # icalendar loads only for calendar requests: every other cold start is spared its import.
    from ..domain.ics import to_ics

    return CalendarFile(ics=to_ics(facts, deps.user_timezone(command.user_id), now=deps.clock.now()))


def handle_subscribed(command: ExportSubscribedCalendar, deps: Deps) -> CalendarFile:
    user_id = deps.profiles.user_of_calendar_token(token_hash(command.token))
    if user_id is None:  # the same answer for a token never issued and for a revoked one
        raise NotFound("no calendar at this address; it may have been revoked", code="unknown_calendar")
    return handle(ExportCalendar(user_id), deps)
