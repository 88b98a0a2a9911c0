"""The use cases on in-memory fakes: the seed scenario and its edges."""

from __future__ import annotations

from datetime import timedelta

import pytest

from moss.domain.bounds import make_window
from moss.domain.errors import BadRequest, Expired, NotFound, StateConflict, Unprocessable
from moss.domain.models import Decision, FactStatus, Intent, Status
from moss.usecases import UseCases
from moss.usecases.confirm import Confirm
from moss.usecases.lint_commit import LintCommit
from moss.usecases.memories import ListMemories
from moss.usecases.parse import Parse
from moss.usecases.provenance import Explain
from moss.usecases.query import Query

from ..fakes import SEED_NOW, at

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Schedule a dev team meeting for Friday at 10 AM."
QUESTION = "Summarize my schedule for Friday at 10 AM."


def say(usecases: UseCases, text: str, user: str = "alice"):
    outcome = usecases.handle(Parse(user, text, now=SEED_NOW))
    if outcome.intent is Intent.WRITE:
        return usecases.handle(LintCommit(user, outcome.message_id))
    return usecases.handle(Query(user, message_id=outcome.message_id, compare=True))


def test_seed_scenario_cancel_keeps_only_the_vacation(usecases):
    stored = say(usecases, VACATION)
    assert stored.status is Status.SUCCESS and stored.conflict_type == "NONE"
    assert [f.predicate.value for f in stored.committed] == ["vacation"]

    conflict = say(usecases, MEETING)
    assert conflict.status is Status.CONFIRM_REQUIRED and conflict.confirm_required
    assert conflict.conflict_type == "VACATION_OVERLAP"
    assert [a.id for a in conflict.actions] == ["approve", "cancel"]
    assert conflict.committed == [] and [f.id for f in conflict.conflicts] == [stored.committed[0].id]
    assert len(usecases.handle(ListMemories("alice")).facts) == 1, "nothing is written on CONFIRM_REQUIRED"

    cancelled = usecases.handle(Confirm("alice", conflict.pending_id, Decision.CANCEL))
    assert cancelled.status is Status.CANCELLED and cancelled.committed == []
    assert usecases.handle(Confirm("alice", conflict.pending_id, Decision.CANCEL)) == cancelled

    answer = say(usecases, QUESTION)
    assert [f.predicate.value for f in answer.facts] == ["vacation"]
    assert "no meetings" in answer.answer and "vacation" in answer.answer
    assert "dev team meeting" not in answer.context
    assert answer.context_tokens > 0
    assert "dev team meeting" in answer.baseline.context, "the naive chat log keeps the cancelled meeting"
    assert "vacation" in answer.baseline.answer and "dev team meeting" in answer.baseline.answer


def test_seed_scenario_approve_adds_the_meeting_and_keeps_the_vacation(usecases):
    say(usecases, VACATION)
    conflict = say(usecases, MEETING)
    approved = usecases.handle(Confirm("alice", conflict.pending_id, Decision.APPROVE))
    assert approved.status is Status.SUCCESS
    assert [f.object_value for f in approved.committed] == ["dev team meeting"]
    assert approved.invalidated == []
    again = usecases.handle(Confirm("alice", conflict.pending_id, Decision.APPROVE))
    assert again == approved, "repeating a decision returns the recorded outcome"
    assert sorted(
        f.predicate.value for f in usecases.handle(ListMemories("alice", status=FactStatus.ACTIVE)).facts
    ) == [
        "meeting",
        "vacation",
    ]
    with pytest.raises(StateConflict):
        usecases.handle(Confirm("alice", conflict.pending_id, Decision.CANCEL))


def test_approving_a_meeting_overlap_replaces_the_old_meeting(usecases):
    say(usecases, MEETING)
    conflict = say(usecases, "Book a design review Friday at 10:30.")
    assert conflict.conflict_type == "MEETING_OVERLAP"
    approved = usecases.handle(Confirm("alice", conflict.pending_id, Decision.APPROVE))
    assert approved.status is Status.SUCCESS_WITH_OVERWRITE
    assert [f.object_value for f in approved.invalidated] == ["dev team meeting"]
    assert approved.invalidated[0].invalidated_by_message_id == conflict.message_id
    active = usecases.handle(ListMemories("alice", status=FactStatus.ACTIVE)).facts
    assert [f.object_value for f in active] == ["design review"]


def test_vacation_over_meetings_invalidates_them_with_provenance(usecases):
    first = say(usecases, "Sync on the 24th at 9.")
    say(usecases, "Standup on the 24th at 11.")
    vacation = say(usecases, "I'm off on Friday the 24th.")
    assert vacation.status is Status.SUCCESS_WITH_OVERWRITE
    assert sorted(f.object_value for f in vacation.invalidated) == ["standup", "sync"]
    assert {f.status for f in vacation.invalidated} == {FactStatus.INACTIVE}

    why = usecases.handle(Explain("alice", first.committed[0].id))
    assert why.created_by.text == "Sync on the 24th at 9."
    assert why.invalidated_by.text == "I'm off on Friday the 24th."
    assert "Sync on the 24th at 9." in why.explanation and "I'm off on Friday the 24th." in why.explanation


def test_a_confirmation_is_rechecked_against_the_store(usecases):
    say(usecases, VACATION)
    conflict = say(usecases, MEETING)
    # Before the user answers, another meeting lands in the same hour.
    other = say(usecases, "Book a design review Friday at 10:30.")
    usecases.handle(Confirm("alice", other.pending_id, Decision.APPROVE))
    with pytest.raises(StateConflict):
        usecases.handle(Confirm("alice", conflict.pending_id, Decision.APPROVE))
    assert usecases.handle(Confirm("alice", conflict.pending_id, Decision.CANCEL)).status is Status.CANCELLED
    assert [f.object_value for f in usecases.handle(ListMemories("alice", status=FactStatus.ACTIVE)).facts] == [
        "Vacation",
        "design review",
    ]


def test_pending_confirmations_expire(usecases, clock):
    say(usecases, VACATION)
    conflict = say(usecases, MEETING)
    clock.advance(timedelta(minutes=31))
    with pytest.raises(Expired):
        usecases.handle(Confirm("alice", conflict.pending_id, Decision.APPROVE))


def test_users_are_isolated(usecases):
    mine = say(usecases, VACATION)
    conflict = say(usecases, MEETING)
    with pytest.raises(Expired) as foreign:  # exactly like an unknown pending id
        usecases.handle(Confirm("bob", conflict.pending_id, Decision.APPROVE))
    with pytest.raises(Expired) as unknown:
        usecases.handle(Confirm("bob", "p_" + "0" * 24, Decision.APPROVE))
    assert foreign.value.code == unknown.value.code == "pending_expired"
    with pytest.raises(NotFound):
        usecases.handle(Explain("bob", mine.committed[0].id))
    with pytest.raises(NotFound):
        usecases.handle(LintCommit("bob", mine.message_id))
    assert usecases.handle(ListMemories("bob")).facts == []


def test_lint_commit_is_idempotent_per_message(usecases):
    outcome = usecases.handle(Parse("alice", VACATION, now=SEED_NOW))
    first = usecases.handle(LintCommit("alice", outcome.message_id))
    assert usecases.handle(LintCommit("alice", outcome.message_id)) == first
    assert len(usecases.handle(ListMemories("alice")).facts) == 1


def test_lint_commit_rejects_non_writes_and_writes_without_time(usecases):
    query = usecases.handle(Parse("alice", QUESTION, now=SEED_NOW))
    with pytest.raises(BadRequest) as not_write:
        usecases.handle(LintCommit("alice", query.message_id))
    assert not_write.value.code == "not_a_write"
    vague = usecases.handle(Parse("alice", "Schedule a meeting", now=SEED_NOW))
    assert vague.intent is Intent.WRITE and vague.facts == [] and vague.reply
    with pytest.raises(Unprocessable):
        usecases.handle(LintCommit("alice", vague.message_id))
    assert usecases.handle(ListMemories("alice")).facts == []


def test_expired_parse_is_gone_but_unknown_ids_are_not_found(usecases, clock):
    outcome = usecases.handle(Parse("alice", VACATION, now=SEED_NOW))
    clock.advance(timedelta(hours=1))
    with pytest.raises(Expired):
        usecases.handle(LintCommit("alice", outcome.message_id))
    with pytest.raises(NotFound):
        usecases.handle(LintCommit("alice", "m_" + "0" * 32))
    with pytest.raises(BadRequest) as malformed:
        usecases.handle(LintCommit("alice", "m_nope"))
    assert malformed.value.code == "invalid_id"


def test_query_by_explicit_window_and_bad_time_zone(usecases):
    say(usecases, VACATION)
    result = usecases.handle(Query("alice", window=make_window(at(17), at(18)), timezone="Asia/Seoul"))
    assert [f.predicate.value for f in result.facts] == ["vacation"]
    assert result.baseline is None
    for zone in ("Mars/Olympus", "e\u0301" * 200):  # the long one is too long for a tz database file name
        with pytest.raises(BadRequest) as bad:
            usecases.handle(Parse("alice", VACATION, timezone=zone))
        assert bad.value.code == "unknown_timezone"
    with pytest.raises(BadRequest):
        make_window(at(18), at(17))
