"""The caller's conversation, newest first and a page at a time, each utterance with what came
of it, so a client can restore the chat on any device."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel, Field

from ..domain.commits import CommitRecord, LintResult
from ..domain.errors import BadRequest, NotFound
from ..domain.ids import check_id
from ..domain.models import Message, Status
from .command import Command
from .deps import Deps

MAX_PAGE = 100


class HistoryEntry(Message):
    """An utterance as stored, and its outcome."""

    outcome: LintResult | None = Field(
        default=None,
        description="the latest recorded result of this write: its /confirm result once decided, "
        "else its /lint_commit result; null for questions, unknown utterances and uncommitted writes",
    )
    asked: LintResult | None = Field(
        default=None,
        description="once its confirmation was decided: the /lint_commit result that asked (its reply and "
        "actions), so a restored chat shows the question, the decision and its outcome",
    )
    decision: str | None = Field(default=None, description="the decision that settled its confirmation, if any")
    awaiting_decision: bool = Field(
        default=False, description="true while its confirmation waits: `outcome` holds the actions to offer"
    )


class History(BaseModel):
    """The response of GET /messages."""

    messages: list[HistoryEntry]
    next_before: str | None = Field(description="pass as `before` for the next (older) page; null on the last page")


@dataclass(frozen=True)
class ListMessages(Command[History]):
    user_id: str
    limit: int = 20
    before: str | None = None


def handle(command: ListMessages, deps: Deps) -> History:
    user_id = command.user_id
    if not 1 <= command.limit <= MAX_PAGE:
        raise BadRequest(f"limit must be between 1 and {MAX_PAGE}", code="invalid_limit")
    if (
        command.before is not None
        and deps.messages.get_message(user_id, check_id("message_id", command.before, name="before")) is None
    ):
        raise NotFound(f"no message {command.before!r}", code="unknown_message")
    # One more than asked tells whether an older page exists.
    page = deps.messages.message_page(user_id, command.limit + 1, command.before)
    shown = page[: command.limit]
    lint_records = deps.facts.get_records(user_id, [message.message_id for message in shown])
    pending_ids = [
        record.result.pending_id
        for record in lint_records.values()
        if record.result.status is Status.CONFIRM_REQUIRED and record.result.pending_id
    ]
    decisions = deps.facts.get_records(user_id, pending_ids) if pending_ids else {}
    return History(
        messages=[_entry(message, lint_records.get(message.message_id), decisions, deps) for message in shown],
        next_before=shown[-1].message_id if len(page) > command.limit else None,
    )


def _entry(
    message: Message, lint_record: CommitRecord | None, decisions: dict[str, CommitRecord], deps: Deps
) -> HistoryEntry:
    if lint_record is None:
        return HistoryEntry(**dict(message))
    pending_id = lint_record.result.pending_id
    decided = decisions.get(pending_id) if pending_id else None
    if decided is not None:
        return HistoryEntry(
            **dict(message), outcome=decided.result, asked=lint_record.result, decision=decided.decision
        )
    awaiting = pending_id is not None and deps.working.get_pending(pending_id) is not None
    return HistoryEntry(**dict(message), outcome=lint_record.result, awaiting_decision=awaiting)
