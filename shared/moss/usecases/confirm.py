"""Settle a pending confirmation: cancel writes nothing; approve re-lints the waiting plan against the
store as it is now and commits it; a candidate's action applies a waiting cancel or change to
that candidate. Each once: a repeat returns the recorded outcome."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain.answers import candidate_index
from ..domain.commits import CommitRecord, LintResult, PendingConfirmation
from ..domain.errors import BadRequest, Expired, StateConflict
from ..domain.ids import check_id
from ..domain.models import Decision, Status
from ..domain.policy import Verdict
from ..domain.texts import say
from ..ports import FactTransaction
from .command import Command
from .correct import AMBIGUOUS_TARGET, RESTORE_INVALIDATED, approve_restore, choose, run_plan, still_active
from .deps import Deps
from .writes import Plan, Speaker, lint, unwritten


@dataclass(frozen=True)
class Confirm(Command[LintResult]):
    user_id: str
    pending_id: str
    decision: str  # approve, cancel, or a candidate's action id


def handle(command: Confirm, deps: Deps) -> LintResult:
    pending_id, decision = command.pending_id, command.decision
    pending = deps.working.get_pending(check_id("pending_id", pending_id))
    # Another user's pending id answers exactly like an unknown one: no existence oracle.
    if pending is None or pending.user_id != command.user_id:
        raise Expired(f"pending confirmation {pending_id} is unknown or has expired", code="pending_expired")
    choice = candidate_index(decision)
    if choice is None and decision not in {d.value for d in Decision}:
        raise BadRequest(f"unknown decision {decision[:40]!r}", code="invalid_decision")
    if decision == Decision.APPROVE and pending.conflict_type == AMBIGUOUS_TARGET:
        raise BadRequest("choose one of the offered candidates, or cancel", code="invalid_decision")
    speaker = Speaker.of(pending, deps.clock.now())

    def work(tx: FactTransaction) -> tuple[LintResult, PendingConfirmation | None]:
        recorded = tx.get_record(pending_id)
        if recorded is not None:
            if recorded.decision == decision:
                return recorded.result, recorded.pending
            raise StateConflict(
                f"pending confirmation {pending_id!r} was already settled with {recorded.decision!r}",
                code="already_settled",
            )
        follow_up = None
        if decision == Decision.CANCEL:
            result = _cancelled(pending, speaker)
        elif choice is not None:
            result, follow_up = choose(
                deps, tx, speaker, pending, choice, step=pending.step + 1, source_id=pending.pending_id
            )
        elif pending.conflict_type == RESTORE_INVALIDATED:
            result = approve_restore(deps, tx, speaker, pending)
        else:
            result, follow_up = _approve(deps, tx, speaker, pending)
        tx.put_record(
            CommitRecord(key=pending_id, decision=decision, result=result, version=tx.version(), pending=follow_up)
        )
        return result, follow_up

    result, follow_up = deps.facts.atomically(command.user_id, work)
    _settle_question(deps, command.user_id, pending_id, decision)
    if follow_up is not None:  # a choice that now waits for a decision of its own
        deps.working.save_pending(follow_up)
    return result


def _settle_question(deps: Deps, user_id: str, pending_id: str, decision: str) -> None:
    """The question a decision made with a button leaves: a "which one?" is closed; a new fact
    waiting at its conflict is closed once approved, and stays open once declined ("ok, how about
    3 then", "the 9th, same time" complete it elsewhere)."""
    question = deps.working.get_question(user_id)
    if question is None:
        return
    if question.choice is not None and question.choice.pending_id == pending_id:
        deps.working.drop_question(user_id)
    elif question.revises == pending_id and decision == Decision.CANCEL:
        declined = question.model_copy(update={"revises": None})
        deps.working.save_question(declined, int(deps.parse_ttl.total_seconds()))
    elif question.revises == pending_id:
        deps.working.drop_question(user_id)


def _cancelled(pending: PendingConfirmation, speaker: Speaker) -> LintResult:
    result = unwritten(
        Status.CANCELLED,
        speaker=speaker,
        drafts=pending.facts,
        why=pending,
    )
    if pending.conflict_type == RESTORE_INVALIDATED:
        return result.model_copy(update={"reply": say("correct_restore_declined", speaker.language)})
    return result


def _approve(
    deps: Deps, tx: FactTransaction, speaker: Speaker, pending: PendingConfirmation
) -> tuple[LintResult, PendingConfirmation | None]:
    plan = Plan.of(pending)
    among = plan.added(source_id=pending.pending_id, message_id=pending.message_id)
    decision = lint(deps, tx, plan, speaker.language, among=among)
    known = {f.id for f in pending.conflicts}
    appeared = [f for f in decision.conflicts if f.id not in known]
    gone = [f for f in [*plan.retire, *plan.skip] if not still_active(tx, f)]  # cancelled or moved meanwhile
    if decision.verdict is Verdict.BLOCK or appeared or gone:
        raise StateConflict(
            "the calendar changed since this confirmation was asked; send the message again", code="state_changed"
        )
    undone = deps.messages.get_message(pending.user_id, plan.undoes) if plan.undoes else None
    return run_plan(
        deps,
        tx,
        speaker,
        plan,
        step=pending.step,
        source_id=pending.pending_id,
        decision=decision,
        approved=True,
        undone_text=undone.text if undone else None,
    )
