"""What the use-case handlers need: the ports, and the settings that shape their behaviour."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING
from zoneinfo import ZoneInfo

from ..domain.errors import Expired, NotFound
from ..domain.ids import check_id
from ..domain.limits import DEFAULT_LIMITS, Limits
from ..domain.models import StoredParse
from ..domain.zones import resolve_timezone
from ..ports import Clock, FactStore, MessageStore, Parser, ProfileStore, RenderedCalendars, Synthesizer, WorkingStore

if TYPE_CHECKING:
    from ..domain.policy import Policy


@dataclass(frozen=True)
class Deps:
    facts: FactStore
    messages: MessageStore
    profiles: ProfileStore
    working: WorkingStore
    parser: Parser
    synthesizer: Synthesizer
    clock: Clock
    default_timezone: str = "UTC"
    pending_ttl: timedelta = timedelta(minutes=30)
    parse_ttl: timedelta = timedelta(minutes=30)
    policy: Policy | None = None  # None: MOSS's own (lint_policy)
    limits: Limits = field(default=DEFAULT_LIMITS)
    calendars: RenderedCalendars | None = None  # None: every export renders its file

    def user_timezone(self, user_id: str, requested: str | None = None) -> ZoneInfo:
        """The zone a request names, else the user's own, else the service default."""
        if requested is not None:
            return resolve_timezone(requested)
        return resolve_timezone(self.profiles.get_timezone(user_id) or self.default_timezone)

    def lint_policy(self) -> Policy:
        """The policy given, else MOSS's own, which loads with the first lint (a parse never needs it)."""
        from ..domain.policy import default_policy

        return self.policy if self.policy is not None else default_policy()

    def stored_parse(self, user_id: str, message_id: str) -> StoredParse:
        """A parse that can still be committed or queried; 404 for a message never seen, 410 when expired."""
        check_id("message_id", message_id)
        stored = self.working.get_parse(user_id, message_id)
        if stored is not None:
            return stored
        if self.messages.get_message(user_id, message_id) is None:
            raise NotFound(f"no message {message_id}", code="unknown_message")
        raise Expired(f"the parse of {message_id} has expired; send the message again", code="parse_expired")
