"""Many parallel conflicting writes for one user through the use cases on SQLite: exactly one wins."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from moss.adapters.sqlite import SqliteDatabase, SqliteStore, SqliteWorkingStore
from moss.adapters.template import TemplateSynthesizer
from moss.domain.models import Decision, FactStatus, Status
from moss.parsing.rules import RuleParser
from moss.usecases import Deps, UseCases
from moss.usecases.confirm import Confirm
from moss.usecases.lint_commit import LintCommit
from moss.usecases.memories import ListMemories
from moss.usecases.parse import Parse

from ..fakes import SEED_NOW

MEETING = "Schedule a dev team meeting for Friday at 10 AM."
VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."


def sqlite_usecases(tmp_path, clock) -> UseCases:
    database = SqliteDatabase(tmp_path / "moss.db")
    store = SqliteStore(database)
    deps = Deps(
        facts=store,
        messages=store,
        profiles=store,
        working=SqliteWorkingStore(database, clock),
        parser=RuleParser(),
        synthesizer=TemplateSynthesizer(),
        clock=clock,
        default_timezone="Asia/Seoul",
    )
    return UseCases(deps)


def lint_in_parallel(usecases: UseCases, texts: list[str]) -> list[Status]:
    """Each text parsed in turn, then all linted and committed at once by 20 threads."""
    message_ids = [usecases.handle(Parse("alice", text, now=SEED_NOW)).message_id for text in texts]
    with ThreadPoolExecutor(max_workers=20) as pool:
        return [r.status for r in pool.map(lambda m: usecases.handle(LintCommit("alice", m)), message_ids)]


def test_parallel_conflicting_meetings_commit_exactly_once(tmp_path, clock):
    usecases = sqlite_usecases(tmp_path, clock)
    # Different titles at the same time: each conflicts with whichever committed first.
    statuses = lint_in_parallel(usecases, [f"Schedule a project{n} meeting for Friday at 10 AM." for n in range(40)])
    assert statuses.count(Status.SUCCESS) == 1
    assert statuses.count(Status.CONFIRM_REQUIRED) == 39
    assert len(usecases.handle(ListMemories("alice")).facts) == 1


def test_parallel_approvals_of_one_pending_commit_once(tmp_path, clock):
    usecases = sqlite_usecases(tmp_path, clock)
    usecases.handle(LintCommit("alice", usecases.handle(Parse("alice", VACATION, now=SEED_NOW)).message_id))
    pending = usecases.handle(LintCommit("alice", usecases.handle(Parse("alice", MEETING, now=SEED_NOW)).message_id))
    pending_id = pending.pending_id
    assert pending_id is not None
    with ThreadPoolExecutor(max_workers=20) as pool:
        results = list(pool.map(lambda _: usecases.handle(Confirm("alice", pending_id, Decision.APPROVE)), range(20)))
    # the same answer sent (the first approval's weight on the quota, `linted`, is not part of it)
    assert all(r.model_dump() == results[0].model_dump() for r in results)
    assert results[0].status is Status.SUCCESS
    assert len(usecases.handle(ListMemories("alice", status=FactStatus.ACTIVE)).facts) == 2


def test_parallel_repeats_of_one_meeting_store_it_once(tmp_path, clock):
    usecases = sqlite_usecases(tmp_path, clock)
    statuses = lint_in_parallel(usecases, [MEETING] * 20)
    assert statuses.count(Status.SUCCESS) == 1
    assert statuses.count(Status.NO_CHANGE) == 19
    assert len(usecases.handle(ListMemories("alice")).facts) == 1
