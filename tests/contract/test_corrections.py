"""Correcting memory on every fact store and working store: cancel, change, undo and restore
run inside the same atomic step, idempotent by message id, whatever the backend."""

from __future__ import annotations

from datetime import date

from moss.domain.models import Change, Decision, FactStatus, Intent, Operation, ParseResult, Target
from moss.usecases.lint_commit import LintCommit
from moss.usecases.parse import Parse
from moss.usecases.undo import Undo

from ..apps import commit_utterance, decide, scripted_usecases
from ..fakes import SEED_NOW, at, meeting, vacation, write

SCRIPT = {
    "Dev sync Monday at 10": write(meeting("dev sync", 20, 10)),
    "Dev sync Tuesday at 10": write(meeting("dev sync", 21, 10)),
    "I'm off Monday": write(vacation(20)),
    "I'm off Wednesday": write(vacation(22)),
    "I'm not off Monday anymore": ParseResult(
        intent=Intent.WRITE, operation=Operation.CANCEL, target=Target(predicate="vacation")
    ),
    "Cancel the dev sync": ParseResult(
        intent=Intent.WRITE, operation=Operation.CANCEL, target=Target(title="dev sync")
    ),
    "Move it to Wednesday": ParseResult(
        intent=Intent.WRITE, operation=Operation.CHANGE, target=Target(), change=Change(day=date(2026, 7, 22))
    ),
}


def active(fact_store) -> list[tuple[str, object]]:
    return sorted((f.object_value, f.start_time) for f in fact_store.list_facts("alice", FactStatus.ACTIVE))


def test_ambiguity_change_onto_a_vacation_undo_and_restore(fact_store, working, clock):
    usecases = scripted_usecases(clock, SCRIPT, facts=fact_store, working=working)
    commit_utterance(usecases, "Dev sync Monday at 10")
    commit_utterance(usecases, "Dev sync Tuesday at 10")
    commit_utterance(usecases, "I'm off Wednesday")

    asked = commit_utterance(usecases, "Cancel the dev sync")
    assert asked.conflict_type == "AMBIGUOUS_TARGET"
    chosen = decide(usecases, asked, "c1")
    assert [f.start_time for f in chosen.invalidated] == [at(20, 10)]
    assert decide(usecases, asked, "c1") == chosen

    moved = commit_utterance(usecases, "Dev sync Monday at 10")  # again, then moved onto Wednesday's vacation
    onto_vacation = commit_utterance(usecases, "Move it to Wednesday")
    assert onto_vacation.conflict_type == "VACATION_OVERLAP"
    approved = decide(usecases, onto_vacation, Decision.APPROVE)
    assert approved.committed[0].replaces == moved.committed[0].id
    assert active(fact_store) == [("Vacation", at(22)), ("dev sync", at(21, 10)), ("dev sync", at(22, 10))]

    undone = usecases.handle(Undo("alice", onto_vacation.message_id))
    assert [f.id for f in undone.restored] == [moved.committed[0].id]
    assert usecases.handle(Undo("alice", onto_vacation.message_id)).status.value == "NO_CHANGE"
    assert active(fact_store) == [("Vacation", at(22)), ("dev sync", at(20, 10)), ("dev sync", at(21, 10))]

    replaced = commit_utterance(usecases, "I'm off Monday")
    assert replaced.status.value == "SUCCESS_WITH_OVERWRITE"
    offered = usecases.handle(
        LintCommit("alice", usecases.handle(Parse("alice", "I'm not off Monday anymore", now=SEED_NOW)).message_id)
    )
    assert offered.conflict_type == "AMBIGUOUS_TARGET"  # Monday's and Wednesday's vacations
    (monday,) = [a for a in offered.actions if "Jul 20" in a.label]
    cancelled = decide(usecases, offered, monday.id)
    assert cancelled.conflict_type == "RESTORE_INVALIDATED"
    restored = decide(usecases, cancelled, Decision.APPROVE)
    assert [f.start_time for f in restored.restored] == [at(20, 10)]
    assert active(fact_store) == [("Vacation", at(22)), ("dev sync", at(20, 10)), ("dev sync", at(21, 10))]
