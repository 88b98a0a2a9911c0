"""Settle a pending confirmation: cancel writes nothing, approve re-lints against the store as it
is now and commits, each once (a repeat returns the recorded outcome)."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain.errors import Expired, StateConflict
from ..domain.ids import check_id
from ..domain.models import CommitRecord, Decision, LintResult, Status
from ..domain.policy import Verdict
from ..domain.zones import resolve_timezone
from ..ports import FactTransaction
from .command import Command
from .deps import Deps
from .writes import commit, lint, unwritten


@dataclass(frozen=True)
class Confirm(Command[LintResult]):
    user_id: str
    pending_id: str
    decision: Decision


def handle(command: Confirm, deps: Deps) -> LintResult:
    pending_id, decision = command.pending_id, command.decision
    pending = deps.working.get_pending(check_id("pending_id", pending_id))
    # Another user's pending id answers exactly like an unknown one: no existence oracle.
    if pending is None or pending.user_id != command.user_id:
        raise Expired(f"pending confirmation {pending_id} is unknown or has expired", code="pending_expired")
    tz = resolve_timezone(pending.timezone)

    def work(tx: FactTransaction) -> LintResult:
        recorded = tx.get_record(pending_id)
        if recorded is not None:
            if recorded.decision is decision:
                return recorded.result
            settled = recorded.decision.value if recorded.decision else "another decision"
            raise StateConflict(
                f"pending confirmation {pending_id!r} was already settled with {settled!r}", code="already_settled"
            )
        if decision is Decision.CANCEL:
            result = unwritten(
                Status.CANCELLED,
                message_id=pending.message_id,
                drafts=pending.facts,
                why=pending,
                tz=tz,
                language=pending.language,
            )
        else:
            now_decision = lint(deps, tx, pending.facts)
            known = {f.id for f in pending.conflicts}
            appeared = [f for f in now_decision.conflicts if f.id not in known]
            if now_decision.verdict is Verdict.BLOCK or appeared:
                raise StateConflict(
                    "the calendar changed since this confirmation was asked; send the message again",
                    code="state_changed",
                )
            result = commit(
                tx,
                source_id=pending_id,
                message_id=pending.message_id,
                drafts=pending.facts,
                decision=now_decision,
                tz=tz,
                language=pending.language,
                approved=True,
            )
        tx.put_record(CommitRecord(key=pending_id, decision=decision, result=result))
        return result

    return deps.facts.atomically(command.user_id, work)
