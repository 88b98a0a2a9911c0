"""What every use case that writes facts shares: a plan of changes, linting it against the store
inside the atomic step, committing it, results that write nothing, and pending confirmations."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol
from zoneinfo import ZoneInfo

from ..domain.answers import confirm_actions, correction_reply, lint_reply
from ..domain.commits import Action, CommitRecord, LintResult, PendingConfirmation
from ..domain.models import (
    Change,
    Fact,
    FactDraft,
    Intent,
    Language,
    Message,
    Operation,
    Status,
    Target,
    derived_id,
    new_message_id,
    pending_id_of,
)
from ..domain.ontology import Predicate
from ..domain.policy import LintDecision, Verdict
from ..domain.recurrence import lint_span, with_series
from ..domain.zones import resolve_timezone
from ..ports import FactTransaction
from .deps import Deps

Outcome = tuple[LintResult, PendingConfirmation | None]


@dataclass(frozen=True)
class Plan:
    """What one write does to memory. `add` and `restore` are linted like any new fact, against
    the active facts without those it retires, skips or restores."""

    operation: Operation = Operation.CREATE
    add: list[FactDraft] = field(default_factory=list)
    retire: list[Fact] = field(default_factory=list)  # one-off facts or whole series made inactive
    skip: list[Fact] = field(default_factory=list)  # occurrences (a series' id, their own times) skipped
    restore: list[Fact] = field(default_factory=list)  # facts made active again
    unskip: list[Fact] = field(default_factory=list)  # skipped occurrences (a series' id) taking place again
    restore_cause: str | None = None  # the message whose invalidations `restore` reverts
    undoes: str | None = None  # the message an undo reverts (recorded, so it is reverted once)

    @property
    def checked(self) -> list[FactDraft]:
        return [*self.add, *self.restore, *self.unskip]

    def added(self, *, source_id: str, message_id: str) -> list[Fact]:
        """The facts `add` becomes when committed under `source_id` (a message, or the pending
        confirmation approved): their ids derive from it, so a retry creates nothing twice."""
        return [
            Fact.from_draft(d, fact_id=derived_id("f", source_id, i), message_id=message_id)
            for i, d in enumerate(self.add)
        ]

    @classmethod
    def of(cls, pending: PendingConfirmation) -> Plan:
        """The plan a pending confirmation waits to apply."""
        return cls(
            operation=pending.operation,
            add=pending.facts,
            retire=pending.retire,
            skip=pending.skip,
            restore=pending.restore,
            unskip=pending.unskip,
            restore_cause=pending.restore_cause,
            undoes=pending.undoes,
        )


@dataclass(frozen=True)
class Speaker:
    """Who the write is for, as it was said: the user, the message, its moment, zone and language."""

    user_id: str
    message_id: str
    now: datetime
    tz: ZoneInfo
    language: Language

    @classmethod
    def of_request(cls, user_id: str, message: Message) -> Speaker:
        """The speaker of a request's own message (request_message)."""
        return cls(
            user_id=user_id,
            message_id=message.message_id,
            now=message.received_at,
            tz=resolve_timezone(message.timezone),
            language=message.language,
        )

    @classmethod
    def of(cls, pending: PendingConfirmation, now: datetime) -> Speaker:
        """The speaker of a pending confirmation's message; `now` when it kept no moment."""
        return cls(
            user_id=pending.user_id,
            message_id=pending.message_id,
            now=pending.spoken_at or now,
            tz=resolve_timezone(pending.timezone),
            language=pending.language,
        )


class Conflicted(Protocol):
    """Why a write waits or was refused: a fresh lint decision, or the one a pending confirmation kept."""

    @property
    def conflict_type(self) -> str: ...

    @property
    def conflicts(self) -> list[Fact]: ...

    @property
    def rules(self) -> list[str]: ...


def lint(
    deps: Deps,
    tx: FactTransaction,
    plan: Plan,
    language: Language,
    *,
    read: list[Fact] | None = None,
    among: Sequence[Fact] = (),
) -> LintDecision:
    """Check the plan against the user's active facts; `read`: those already read over at least
    the plan's span in this step (so a step reads the store once); `among`: the facts the plan's
    additions become once approved (Plan.added), given when they are also to be checked against
    each other. A plan that would touch more facts and occurrences than a request may is refused
    in `language`."""
    checked = plan.checked
    if not checked:
        return deps.lint_policy().evaluate([], [])
    if read is None:
        read = active_near(tx, checked)
    moving = {f.id for f in [*plan.retire, *plan.restore]}
    # What the user kept beside a vacation being changed stays kept: extending it over a meeting it
    # already overlapped (approved then) overrides only what the new days newly cover.
    kept = {
        f.id
        for f in read
        for old in plan.retire
        if old.predicate is Predicate.VACATION
        and f.predicate is not Predicate.VACATION
        and old.overlaps(f.start_time, f.end_time)
    }
    # And what a plan being changed was approved beside: a meeting already on a vacation, moved or
    # resized within it, is not asked about that vacation again (a rule that keeps the existing
    # fact on approval, looked up in the policy).
    policy = deps.lint_policy()
    moving |= kept | {
        f.id
        for f in read
        for old in [*plan.retire, *plan.skip]
        if old.overlaps(f.start_time, f.end_time)
        and (rule := policy.rule_for(old.predicate, f.predicate)) is not None
        and rule.verdict is Verdict.CONFIRM_REQUIRED
        and rule.on_approve == "keep_existing"
    }
    skipped: dict[str, list[datetime]] = {}
    for occurrence in plan.skip:
        skipped.setdefault(occurrence.id, []).append(occurrence.start_time)
    active = [f.skipping(skipped[f.id], None) or f if f.id in skipped else f for f in read if f.id not in moving]
    return policy.evaluate(
        checked,
        active,
        budget=lambda count: deps.limits.check_occurrences(count, language, asking=False),
        among=among,
    )


def active_near(tx: FactTransaction, facts: Sequence[FactDraft]) -> list[Fact]:
    """The active facts (series included) that new `facts` could clash with: those over their lint span."""
    span = lint_span(facts)
    return with_series(tx.active_overlapping(*span), tx.active_series(*span))


def commit(
    tx: FactTransaction,
    *,
    source_id: str,
    speaker: Speaker,
    plan: Plan,
    decision: LintDecision,
    approved: bool = False,
    undone_text: str | None = None,
) -> LintResult:
    """Apply the plan and retire what the decision overrides; new fact ids derive from `source_id`."""
    message_id = speaker.message_id
    new_facts = plan.added(source_id=source_id, message_id=message_id)
    cause = plan.restore_cause

    def skip(series_id: str, starts: list[datetime]) -> Fact | None:
        return tx.skip_occurrences(series_id, starts, message_id)

    retired = tx.invalidate([f.id for f in plan.retire], message_id) + _rewritten(_by_series(plan.skip), skip)
    restored: list[Fact] = []
    if cause is not None:
        restored = tx.reactivate([f.id for f in plan.restore], cause, message_id) + _rewritten(
            _by_series(plan.unskip), lambda series_id, starts: tx.unskip_occurrences(series_id, starts, cause)
        )
    overridden = tx.invalidate([f.id for f in decision.to_invalidate(approved=approved)], message_id)
    overridden += _rewritten(decision.to_skip(approved=approved), skip)  # occurrences, each with the series' id
    tx.add_facts(new_facts)
    status = Status.SUCCESS_WITH_OVERWRITE if overridden else Status.SUCCESS
    if plan.operation is Operation.CREATE:
        reply = lint_reply(
            status=status,
            conflict_type=decision.conflict_type,
            new=new_facts,
            conflicts=decision.conflicts,
            invalidated=overridden,
            tz=speaker.tz,
            language=speaker.language,
        )
    else:
        reply = correction_reply(
            operation=plan.operation,
            added=new_facts,
            retired=retired,
            restored=restored,
            overridden=overridden,
            tz=speaker.tz,
            language=speaker.language,
            undone_text=undone_text,
        )
    return LintResult(
        status=status,
        conflict_type=decision.conflict_type,
        committed=new_facts,
        invalidated=[*retired, *overridden],
        restored=restored,
        conflicts=decision.conflicts,
        reply=reply,
        message_id=message_id,
        rules=decision.rules,
        operation=plan.operation,
        linted=decision.compared,
    )


def _rewritten(by_series: dict[str, list[Fact]], rewrite: Callable[[str, list[datetime]], Fact | None]) -> list[Fact]:
    """The occurrences whose series `rewrite` (skip or unskip their starts) changed."""
    changed: list[Fact] = []
    for series_id, occurrences in by_series.items():
        if rewrite(series_id, [o.start_time for o in occurrences]) is not None:
            changed += occurrences
    return changed


def _by_series(occurrences: list[Fact]) -> dict[str, list[Fact]]:
    grouped: dict[str, list[Fact]] = {}
    for occurrence in occurrences:
        grouped.setdefault(occurrence.id, []).append(occurrence)
    return grouped


def unwritten(
    status: Status,
    *,
    speaker: Speaker,
    drafts: Sequence[FactDraft],
    why: Conflicted,
    pending_id: str | None = None,
    clashes: list[FactDraft] | None = None,
    actions: list[Action] | None = None,
    linted: int = 0,
) -> LintResult:
    """A result that writes nothing: CONFIRM_REQUIRED, BLOCKED or CANCELLED (`clashes`: see lint_reply;
    `linted`: the facts and occurrences compared to decide so)."""
    confirm = status is Status.CONFIRM_REQUIRED
    if actions is None:
        actions = confirm_actions(why.conflict_type, speaker.language) if confirm else []
    return LintResult(
        status=status,
        confirm_required=confirm,
        conflict_type=why.conflict_type,
        conflicts=why.conflicts,
        pending_id=pending_id,
        actions=actions,
        reply=lint_reply(
            status=status,
            conflict_type=why.conflict_type,
            new=drafts,
            conflicts=why.conflicts,
            invalidated=[],
            tz=speaker.tz,
            language=speaker.language,
            clashes=clashes or [],
        ),
        message_id=speaker.message_id,
        rules=why.rules,
        linted=linted,
    )


def settle_once(
    deps: Deps,
    user_id: str,
    message_id: str,
    decide: Callable[[FactTransaction], Outcome],
    looks_up: Sequence[str] = (),
    recording: Message | None = None,
) -> LintResult:
    """Run `decide` in the user's atomic step once per message: a repeat returns the recorded
    outcome; a decision it leaves waiting is kept after the durable step (which may run twice),
    and kept again on a repeat (a live one is left as it is: WorkingStore.save_pending).
    `looks_up`: the records `decide` will read, read with the message's own in one go;
    `recording`: the request's own message (request_message), committed with what it changes."""

    def work(tx: FactTransaction) -> Outcome:
        recorded = tx.get_records([message_id, *looks_up]).get(message_id)
        if recorded is not None:
            return recorded.result, recorded.pending
        if recording is not None:
            tx.record_message(recording)
        result, pending = decide(tx)
        tx.put_record(CommitRecord(key=message_id, result=result, version=tx.version(), pending=pending))
        return result, pending

    result, pending = deps.facts.atomically(user_id, work)
    if pending is not None:
        deps.working.save_pending(pending)
    return result


def request_message(
    deps: Deps,
    *,
    text: str,
    operation: Operation,
    tz: ZoneInfo,
    language: Language,
    channel: str,
    target: Target | None = None,
    change: Change | None = None,
    now: datetime | None = None,
) -> Message:
    """A write that came as a request rather than an utterance (an Undo or Cancel button) as a
    message of its own, the cause of what it changes, recorded with them (`settle_once`'s
    `recording`). `now` is the moment the user acted, as /parse takes it (the server clock by default)."""
    received = deps.clock.now()
    return Message(
        message_id=new_message_id(),
        text=text,
        received_at=(now or received).astimezone(tz),
        recorded_at=received,
        channel=channel,
        timezone=tz.key,
        intent=Intent.WRITE,
        operation=operation,
        target=target,
        change=change,
        language=language,
    )


def no_change(message_id: str, reply: str) -> LintResult:
    """A write that finds nothing to do: a duplicate, no matching fact, nothing left to undo."""
    return LintResult(status=Status.NO_CHANGE, reply=reply, message_id=message_id)


def pending_confirmation(
    deps: Deps,
    *,
    speaker: Speaker,
    plan: Plan,
    conflict_type: str,
    conflicts: list[Fact],
    rules: list[str],
    step: int = 1,
    change: Change | None = None,
    since: datetime | None = None,
) -> PendingConfirmation:
    now = deps.clock.now()
    return PendingConfirmation(
        pending_id=pending_id_of(speaker.message_id, step),
        user_id=speaker.user_id,
        message_id=speaker.message_id,
        facts=plan.add,
        retire=plan.retire,
        skip=plan.skip,
        restore=plan.restore,
        unskip=plan.unskip,
        restore_cause=plan.restore_cause,
        undoes=plan.undoes,
        operation=plan.operation,
        change=change,
        since=since,
        step=step,
        conflict_type=conflict_type,
        conflicts=conflicts,
        rules=rules,
        language=speaker.language,
        timezone=speaker.tz.key,
        spoken_at=speaker.now,
        created_at=now,
        expires_at=now + deps.pending_ttl,
    )
