"""Import an iCalendar file: every event goes through the linter as if the user had said it.

The file becomes one message (provenance) and one WRITE parse holding all its new events,
committed by the lint_commit use case in one atomic step: a conflict asks once, as a decision,
and nothing is written until it is settled. The message id is derived from the user and the
file's bytes, so importing the same file again returns the recorded outcome and writes
nothing. Events whose UID is already one of the user's facts (a calendar MOSS exported) are
left out.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from ..domain.commits import LintResult
from ..domain.models import Intent, Message, ParseResult, Status, StoredParse, derived_id
from ..domain.texts import say
from . import lint_commit
from .command import Command
from .deps import Deps


class CalendarImport(LintResult):
    """The lint result of the imported events, and how many the file held and were already known."""

    events: int
    already_known: int


@dataclass(frozen=True)
class ImportCalendar(Command[CalendarImport]):
    user_id: str
    data: bytes


def handle(command: ImportCalendar, deps: Deps) -> CalendarImport:
    user_id = command.user_id
    message_id = derived_id("m", "ics", user_id, hashlib.sha256(command.data).hexdigest())
    tz = deps.user_timezone(user_id)
    # icalendar loads only for calendar requests: every other cold start is spared its import.
    from ..domain.ics import from_ics

    events = from_ics(command.data, tz, message_id=message_id)
    new = [e for e in events if deps.facts.get_fact(user_id, e.uid) is None]
    counts = {"events": len(events), "already_known": len(events) - len(new)}
    if not new:
        reply = say("ics_nothing_new", "en", count=len(events))
        return CalendarImport(status=Status.SUCCESS, reply=reply, message_id=message_id, **counts)
    now = deps.clock.now()
    parse = ParseResult(intent=Intent.WRITE, facts=[e.draft for e in new], language="en", parser="icalendar")
    deps.limits.check_write(parse.facts, parse.language)  # one import is one write: refused before it is recorded
    if deps.messages.get_message(user_id, message_id) is None:  # an import at the same time may also add it
        text = say("ics_import_message", "en", count=len(events))
        deps.messages.add_message(
            user_id,
            Message(
                message_id=message_id,
                text=text,
                received_at=now.astimezone(tz),
                recorded_at=now,
                channel="ics",
                timezone=tz.key,
                **dict(parse),
            ),
        )
    deps.working.save_parse(
        StoredParse(user_id=user_id, message_id=message_id, now=now, timezone=tz.key, result=parse),
        int(deps.parse_ttl.total_seconds()),
    )
    result = lint_commit.handle(lint_commit.LintCommit(user_id, message_id), deps)
    return CalendarImport(**dict(result), **counts)
