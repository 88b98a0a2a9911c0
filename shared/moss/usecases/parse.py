"""Parse an utterance into an intent and facts, and keep it: as a message for provenance, and
as a parse that /lint_commit or /query can act on until it expires."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ..domain.bounds import check_now, check_text
from ..domain.models import Message, ParseResult, StoredParse, new_message_id
from .command import Command
from .deps import Deps


class ParseOutcome(ParseResult):
    """The response of /parse: the parse, the message id that names it, and the zone it was read in."""

    message_id: str
    timezone: str


@dataclass(frozen=True)
class Parse(Command[ParseOutcome]):
    user_id: str
    text: str
    now: datetime | None = None
    timezone: str | None = None
    channel: str = "web"


def handle(command: Parse, deps: Deps) -> ParseOutcome:
    check_text(command.text)
    check_now(command.now)
    tz = deps.user_timezone(command.user_id, command.timezone)
    received = deps.clock.now()
    spoken = (command.now or received).astimezone(tz)
    result = deps.parser.parse(command.text, now=spoken, timezone=tz)
    parsed = dict(result)  # the parse's own fields, shared by the message and the outcome
    message = Message(
        message_id=new_message_id(),
        text=command.text,
        received_at=spoken,
        recorded_at=received,
        channel=command.channel,
        timezone=tz.key,
        **parsed,
    )
    deps.messages.add_message(command.user_id, message)
    deps.working.save_parse(
        StoredParse(user_id=command.user_id, message_id=message.message_id, now=spoken, timezone=tz.key, result=result),
        int(deps.parse_ttl.total_seconds()),
    )
    return ParseOutcome(message_id=message.message_id, timezone=tz.key, **parsed)
