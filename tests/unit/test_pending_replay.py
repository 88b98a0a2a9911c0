"""A decision an outcome waits for is kept again when the outcome is replayed: saving it may
have failed after the durable step, or a repeat may arrive before the first request saved it."""

from __future__ import annotations

import pytest

from moss.adapters.memory import InMemoryWorkingStore
from moss.domain.commits import PendingConfirmation
from moss.domain.errors import Unavailable
from moss.domain.models import Decision
from moss.usecases.lint_commit import LintCommit
from moss.usecases.parse import Parse

from ..apps import decide, scripted_usecases
from ..fakes import SEED_NOW, SEED_SCRIPT

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Schedule a dev team meeting for Friday at 10 AM."


class LosesOnePending(InMemoryWorkingStore):
    """A working store whose first save of a pending confirmation fails (Redis went away)."""

    failed = False

    def save_pending(self, pending: PendingConfirmation) -> None:
        if not self.failed:
            self.failed = True
            raise Unavailable("the working store is unavailable", code="store_unavailable")
        super().save_pending(pending)


def test_a_retry_after_the_pending_was_lost_can_still_be_decided(clock):
    usecases = scripted_usecases(clock, SEED_SCRIPT, working=LosesOnePending(clock))
    usecases.handle(LintCommit("alice", usecases.handle(Parse("alice", VACATION, now=SEED_NOW)).message_id))
    meeting = usecases.handle(Parse("alice", MEETING, now=SEED_NOW)).message_id
    with pytest.raises(Unavailable):  # the durable step is done; keeping its question failed
        usecases.handle(LintCommit("alice", meeting))

    retried = usecases.handle(LintCommit("alice", meeting))

    assert retried.status.value == "CONFIRM_REQUIRED" and retried.pending_id is not None
    approved = decide(usecases, retried, Decision.APPROVE)
    assert approved.status.value == "SUCCESS" and [f.object_value for f in approved.committed] == ["dev team meeting"]
