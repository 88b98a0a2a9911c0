"""POST /undo: revert every effect of one earlier write of the caller, once.

The undo is recorded as a message of its own (the caller's channel), which is the cause of
every fact it makes inactive or active again; the reverting itself is correct.undo_message.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain.errors import BadRequest, NotFound
from ..domain.ids import check_id
from ..domain.models import CommitRecord, Intent, LintResult, Message, Operation, PendingConfirmation, new_message_id
from ..domain.texts import say
from ..domain.zones import resolve_timezone
from ..ports import FactTransaction
from .command import Command
from .correct import undo_message
from .deps import Deps
from .writes import Speaker


@dataclass(frozen=True)
class Undo(Command[LintResult]):
    user_id: str
    message_id: str
    channel: str = "web"


def handle(command: Undo, deps: Deps) -> LintResult:
    user_id = command.user_id
    undone = deps.messages.get_message(user_id, check_id("message_id", command.message_id))
    if undone is None:  # another user's message too: no existence oracle
        raise NotFound(f"no message {command.message_id}", code="unknown_message")
    if undone.intent is not Intent.WRITE or undone.operation is Operation.UNDO:
        raise BadRequest(f"message {command.message_id!r} is not a write that can be undone", code="not_undoable")
    tz = resolve_timezone(undone.timezone)
    received = deps.clock.now()
    message = Message(
        message_id=new_message_id(),
        text=say("undo_text", undone.language, text=undone.text),
        received_at=received.astimezone(tz),
        recorded_at=received,
        channel=command.channel,
        timezone=tz.key,
        intent=Intent.WRITE,
        operation=Operation.UNDO,
        language=undone.language,
    )
    deps.messages.add_message(user_id, message)
    speaker = Speaker(
        user_id=user_id, message_id=message.message_id, now=message.received_at, tz=tz, language=undone.language
    )

    def work(tx: FactTransaction) -> tuple[LintResult, PendingConfirmation | None]:
        result, pending = undo_message(deps, tx, speaker, undone)
        tx.put_record(CommitRecord(key=message.message_id, result=result))
        return result, pending

    result, pending = deps.facts.atomically(user_id, work)
    if pending is not None:
        deps.working.save_pending(pending)
    return result
