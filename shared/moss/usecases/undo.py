"""POST /undo: revert every effect of one earlier write of the caller, once; and Telegram's /undo,
the caller's latest write, found as "undo that" finds it.

The undo is recorded as a message of its own (the caller's channel), which is the cause of
every fact it makes inactive or active again; the reverting itself is correct.undo_message.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..domain.bounds import check_text
from ..domain.errors import BadRequest, NotFound
from ..domain.ids import check_id
from ..domain.models import (
    CommitRecord,
    Intent,
    Language,
    LintResult,
    Message,
    Operation,
    new_message_id,
)
from ..domain.texts import say
from ..domain.zones import resolve_timezone
from ..ports import FactTransaction
from .command import Command
from .correct import Outcome, undo_latest, undo_message
from .deps import Deps
from .writes import Speaker


@dataclass(frozen=True)
class Undo(Command[LintResult]):
    user_id: str
    message_id: str
    channel: str = "web"


@dataclass(frozen=True)
class UndoLatest(Command[LintResult]):
    """The caller's latest write that changed memory, undone; `text` is what they said (e.g. '/undo')."""

    user_id: str
    text: str
    language: Language = "en"
    channel: str = "web"


def handle(command: Undo, deps: Deps) -> LintResult:
    user_id = command.user_id
    undone = deps.messages.get_message(user_id, check_id("message_id", command.message_id))
    if undone is None:  # another user's message too: no existence oracle
        raise NotFound(f"no message {command.message_id}", code="unknown_message")
    if undone.intent is not Intent.WRITE or undone.operation is Operation.UNDO:
        raise BadRequest(f"message {command.message_id!r} is not a write that can be undone", code="not_undoable")
    text = say("undo_text", undone.language, text=undone.text)
    said = _recorded(deps, command, text, undone.timezone, undone.language)
    return _revert(deps, said, lambda tx, speaker: undo_message(deps, tx, speaker, undone))


def handle_latest(command: UndoLatest, deps: Deps) -> LintResult:
    check_text(command.text)
    zone = deps.user_timezone(command.user_id).key
    said = _recorded(deps, command, command.text, zone, command.language)
    return _revert(deps, said, lambda tx, speaker: undo_latest(deps, tx, speaker))


def _recorded(deps: Deps, command: Undo | UndoLatest, text: str, zone: str, language: Language) -> Speaker:
    """The undo, kept as a message of the caller's: the speaker who reverts."""
    tz = resolve_timezone(zone)
    received = deps.clock.now()
    message = Message(
        message_id=new_message_id(),
        text=text,
        received_at=received.astimezone(tz),
        recorded_at=received,
        channel=command.channel,
        timezone=tz.key,
        intent=Intent.WRITE,
        operation=Operation.UNDO,
        language=language,
    )
    deps.messages.add_message(command.user_id, message)
    return Speaker(
        user_id=command.user_id, message_id=message.message_id, now=message.received_at, tz=tz, language=language
    )


def _revert(deps: Deps, speaker: Speaker, revert: Callable[[FactTransaction, Speaker], Outcome]) -> LintResult:
    """Revert in the atomic step, record the outcome under the undo's message, keep what it asks."""

    def work(tx: FactTransaction) -> Outcome:
        result, pending = revert(tx, speaker)
        tx.put_record(CommitRecord(key=speaker.message_id, result=result))
        return result, pending

    result, pending = deps.facts.atomically(speaker.user_id, work)
    if pending is not None:
        deps.working.save_pending(pending)
    return result
