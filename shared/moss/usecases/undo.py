"""POST /undo: revert every effect of one earlier write of the caller, once; and Telegram's /undo
(UndoLatest): the caller's latest write that changed memory, found as "undo that" finds it.

The undo is recorded as a message of its own (the caller's channel), which is the cause of
every fact it makes inactive or active again; the reverting itself is correct.undo_message.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain.bounds import check_text
from ..domain.commits import LintResult
from ..domain.errors import BadRequest, NotFound
from ..domain.ids import check_id
from ..domain.models import Intent, Language, Operation
from ..domain.texts import say
from ..domain.zones import resolve_timezone
from .command import Command
from .correct import undo_keys, undo_latest, undo_message
from .deps import Deps
from .writes import Speaker, request_message, settle_once


@dataclass(frozen=True)
class Undo(Command[LintResult]):
    user_id: str
    message_id: str
    channel: str = "web"


@dataclass(frozen=True)
class UndoLatest(Command[LintResult]):
    """The caller's latest write that changed memory, undone. `text` is what they sent (e.g. '/undo');
    None: 'undo that' in their language. `language` is theirs; None: that of their latest message
    (a caller that sends no words, such as the MCP `undo` tool, knows no other)."""

    user_id: str
    text: str | None = None
    language: Language | None = None
    channel: str = "web"


def handle(command: Undo, deps: Deps) -> LintResult:
    user_id = command.user_id
    undone = deps.messages.get_message(user_id, check_id("message_id", command.message_id))
    if undone is None:  # another user's message too: no existence oracle
        raise NotFound(f"no message {command.message_id}", code="unknown_message")
    if undone.intent is not Intent.WRITE or undone.operation is Operation.UNDO:
        raise BadRequest(f"message {command.message_id!r} is not a write that can be undone", code="not_undoable")
    message = request_message(
        deps,
        text=say("undo_text", undone.language, text=undone.text),
        operation=Operation.UNDO,
        tz=resolve_timezone(undone.timezone),
        language=undone.language,
        channel=command.channel,
    )
    speaker = Speaker.of_request(user_id, message)
    return settle_once(
        deps,
        user_id,
        speaker.message_id,
        lambda tx: undo_message(deps, tx, speaker, undone),
        looks_up=undo_keys(undone.message_id),
        recording=message,
    )


def handle_latest(command: UndoLatest, deps: Deps) -> LintResult:
    user_id = command.user_id
    language = command.language or latest_language(deps, user_id)
    text = command.text if command.text is not None else say("undo_latest_text", language)
    check_text(text)
    message = request_message(
        deps,
        text=text,
        operation=Operation.UNDO,
        tz=deps.user_timezone(user_id),
        language=language,
        channel=command.channel,
    )
    speaker = Speaker.of_request(user_id, message)
    return settle_once(deps, user_id, speaker.message_id, lambda tx: undo_latest(deps, tx, speaker), recording=message)


def latest_language(deps: Deps, user_id: str) -> Language:
    """The language of the user's latest message; English for a user who never wrote."""
    latest = deps.messages.message_page(user_id, 1, None)
    return latest[0].language if latest else "en"
