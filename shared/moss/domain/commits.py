"""What a write's lint step produces and keeps: its result (the response of /lint_commit and
/confirm), the decision it waits for, the recorded outcome of an idempotency key, and the
active facts it was linted against as the reference cache keeps them.

Apart from moss/domain/models.py because a parse never makes any of them: the parse function
does not create these classes (docs/performance.md, figure 6b).
"""

from __future__ import annotations

from pydantic import AwareDatetime, Field

from .deferred import DeferredModel
from .models import Change, Fact, FactDraft, Language, Operation, Status


class Action(DeferredModel):
    id: str = Field(description="'approve', 'cancel', or the opaque id of one candidate of an ambiguous target")
    label: str


class LintResult(DeferredModel):
    """The response of /lint_commit and /confirm."""

    status: Status
    confirm_required: bool = False
    conflict_type: str = "NONE"
    committed: list[Fact] = []
    invalidated: list[Fact] = []
    restored: list[Fact] = Field([], description="inactive facts made active again")
    conflicts: list[Fact] = []
    pending_id: str | None = None
    actions: list[Action] = []
    reply: str
    message_id: str
    rules: list[str] = Field([], description="names of the policy rules that fired")
    operation: Operation = Field(
        Operation.CREATE, description="what the write did: create, cancel, change, or undo (an undo cannot be undone)"
    )
    # Not sent: what the write was linted against, facts and occurrences, which its quota weighs.
    linted: int = Field(0, exclude=True)


class PendingConfirmation(DeferredModel):
    """A WRITE that needs the user's decision; waits in the working store with a TTL.

    Approving applies its plan (usecases.writes.Plan): `facts` are added, `retire` made
    inactive, the occurrences in `skip` skipped, `restore` and `unskip` made active again. An
    AMBIGUOUS_TARGET instead waits for one of `conflicts` (the candidates) to apply
    `operation` and `change` to. `step` counts the decisions one message has needed.
    """

    pending_id: str
    user_id: str
    message_id: str
    facts: list[FactDraft]
    retire: list[Fact] = []
    skip: list[Fact] = []
    restore: list[Fact] = []
    unskip: list[Fact] = []
    restore_cause: str | None = None
    undoes: str | None = None
    operation: Operation = Operation.CREATE
    change: Change | None = None
    since: AwareDatetime | None = None  # of the target: a chosen series ends before it
    step: int = 1
    conflict_type: str
    conflicts: list[Fact]
    rules: list[str]
    language: Language = "en"
    timezone: str = "UTC"
    spoken_at: AwareDatetime | None = None  # the moment the user spoke: what "in the past" is measured from
    created_at: AwareDatetime
    expires_at: AwareDatetime


class CommitRecord(DeferredModel):
    """The recorded outcome of one idempotency key (a message or a pending id)."""

    key: str
    decision: str | None = None
    result: LintResult
    version: int | None = Field(None, description="the user's version the step found: orders outcomes in time")
    # The decision the outcome waits for: saved again when the outcome is replayed, since the
    # working store may have lost it (saving it failed after the durable step) or not have it yet.
    pending: PendingConfirmation | None = None


class ReferenceFacts(DeferredModel):
    """A user's active facts exactly as they were at one version of the durable store."""

    version: int = Field(ge=0)
    facts: list[Fact]
