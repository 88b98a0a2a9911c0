"""What every use case that writes facts shares: linting drafts against the store inside the
atomic step, committing a decision, results that write nothing, and pending confirmations."""

from __future__ import annotations

from typing import Protocol
from zoneinfo import ZoneInfo

from ..domain.answers import confirm_actions, lint_reply
from ..domain.models import (
    Fact,
    FactDraft,
    Language,
    LintResult,
    PendingConfirmation,
    Status,
    derived_id,
)
from ..domain.policy import LintDecision
from ..domain.recurrence import lint_span, with_series
from ..ports import FactTransaction
from .deps import Deps


class Conflicted(Protocol):
    """Why a write waits or was refused: a fresh lint decision, or the one a pending confirmation kept."""

    @property
    def conflict_type(self) -> str: ...

    @property
    def conflicts(self) -> list[Fact]: ...

    @property
    def rules(self) -> list[str]: ...


def lint(deps: Deps, tx: FactTransaction, drafts: list[FactDraft]) -> LintDecision:
    span = lint_span(drafts)
    return deps.policy.evaluate(drafts, with_series(tx.active_overlapping(*span), tx.active_series(*span)))


def commit(
    tx: FactTransaction,
    *,
    source_id: str,
    message_id: str,
    drafts: list[FactDraft],
    decision: LintDecision,
    tz: ZoneInfo,
    language: Language,
    approved: bool = False,
) -> LintResult:
    """Store the drafts as facts (ids derived from `source_id`) and retire what the decision overrides."""
    new_facts = [
        Fact.from_draft(d, fact_id=derived_id("f", source_id, i), message_id=message_id) for i, d in enumerate(drafts)
    ]
    invalidated = tx.invalidate([f.id for f in decision.to_invalidate(approved=approved)], message_id)
    for series_id, skipped in decision.to_skip(approved=approved).items():
        if tx.skip_occurrences(series_id, [o.start_time for o in skipped], message_id) is not None:
            invalidated += skipped  # the overridden occurrences, each with the series' id
    tx.add_facts(new_facts)
    status = Status.SUCCESS_WITH_OVERWRITE if invalidated else Status.SUCCESS
    return LintResult(
        status=status,
        conflict_type=decision.conflict_type,
        committed=new_facts,
        invalidated=invalidated,
        conflicts=decision.conflicts,
        reply=lint_reply(
            status=status,
            conflict_type=decision.conflict_type,
            new=new_facts,
            conflicts=decision.conflicts,
            invalidated=invalidated,
            tz=tz,
            language=language,
        ),
        message_id=message_id,
        rules=decision.rules,
    )


def unwritten(
    status: Status,
    *,
    message_id: str,
    drafts: list[FactDraft],
    why: Conflicted,
    tz: ZoneInfo,
    language: Language,
    pending_id: str | None = None,
    clashes: list[FactDraft] | None = None,
) -> LintResult:
    """A result that writes nothing: CONFIRM_REQUIRED, BLOCKED or CANCELLED (`clashes`: see lint_reply)."""
    confirm = status is Status.CONFIRM_REQUIRED
    return LintResult(
        status=status,
        confirm_required=confirm,
        conflict_type=why.conflict_type,
        conflicts=why.conflicts,
        pending_id=pending_id,
        actions=confirm_actions(why.conflict_type, language) if confirm else [],
        reply=lint_reply(
            status=status,
            conflict_type=why.conflict_type,
            new=drafts,
            conflicts=why.conflicts,
            invalidated=[],
            tz=tz,
            language=language,
            clashes=clashes or [],
        ),
        message_id=message_id,
        rules=why.rules,
    )


def pending_confirmation(
    deps: Deps,
    *,
    user_id: str,
    message_id: str,
    drafts: list[FactDraft],
    decision: LintDecision,
    tz: ZoneInfo,
    language: Language,
) -> PendingConfirmation:
    now = deps.clock.now()
    return PendingConfirmation(
        pending_id=derived_id("p", message_id),
        user_id=user_id,
        message_id=message_id,
        facts=drafts,
        conflict_type=decision.conflict_type,
        conflicts=decision.conflicts,
        rules=decision.rules,
        language=language,
        timezone=tz.key,
        created_at=now,
        expires_at=now + deps.pending_ttl,
    )
