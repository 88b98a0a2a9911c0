"""The use cases on in-memory fakes: the seed scenario and its edges."""

from __future__ import annotations

from datetime import timedelta

import pytest

from moss.domain.errors import BadRequest, Expired, NotFound, StateConflict, Unprocessable
from moss.domain.models import Decision, FactStatus, Intent, Status
from moss.services import MemoryService, make_window

from ..fakes import SEED_NOW, at

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Schedule a dev team meeting for Friday at 10 AM."
QUESTION = "Summarize my schedule for Friday at 10 AM."


def say(service: MemoryService, text: str, user: str = "alice"):
    outcome = service.parse(user, text, now=SEED_NOW)
    if outcome.intent is Intent.WRITE:
        return service.lint_commit(user, outcome.message_id)
    return service.query(user, message_id=outcome.message_id, compare=True)


def test_seed_scenario_cancel_keeps_only_the_vacation(service):
    stored = say(service, VACATION)
    assert stored.status is Status.SUCCESS and stored.conflict_type == "NONE"
    assert [f.predicate.value for f in stored.committed] == ["vacation"]

    conflict = say(service, MEETING)
    assert conflict.status is Status.CONFIRM_REQUIRED and conflict.confirm_required
    assert conflict.conflict_type == "VACATION_OVERLAP"
    assert [a.id.value for a in conflict.actions] == ["approve", "cancel"]
    assert conflict.committed == [] and [f.id for f in conflict.conflicts] == [stored.committed[0].id]
    assert len(service.memories("alice")) == 1, "nothing is written on CONFIRM_REQUIRED"

    cancelled = service.confirm("alice", conflict.pending_id, Decision.CANCEL)
    assert cancelled.status is Status.CANCELLED and cancelled.committed == []
    assert service.confirm("alice", conflict.pending_id, Decision.CANCEL) == cancelled

    answer = say(service, QUESTION)
    assert [f.predicate.value for f in answer.facts] == ["vacation"]
    assert "no meetings" in answer.answer and "vacation" in answer.answer
    assert "dev team meeting" not in answer.context
    assert answer.context_tokens > 0
    assert "dev team meeting" in answer.baseline.context, "the naive chat log keeps the cancelled meeting"
    assert "vacation" in answer.baseline.answer and "dev team meeting" in answer.baseline.answer


def test_seed_scenario_approve_adds_the_meeting_and_keeps_the_vacation(service):
    say(service, VACATION)
    conflict = say(service, MEETING)
    approved = service.confirm("alice", conflict.pending_id, Decision.APPROVE)
    assert approved.status is Status.SUCCESS
    assert [f.object_value for f in approved.committed] == ["dev team meeting"]
    assert approved.invalidated == []
    again = service.confirm("alice", conflict.pending_id, Decision.APPROVE)
    assert again == approved, "repeating a decision returns the recorded outcome"
    assert sorted(f.predicate.value for f in service.memories("alice", status=FactStatus.ACTIVE)) == [
        "meeting",
        "vacation",
    ]
    with pytest.raises(StateConflict):
        service.confirm("alice", conflict.pending_id, Decision.CANCEL)


def test_approving_a_meeting_overlap_replaces_the_old_meeting(service):
    say(service, MEETING)
    conflict = say(service, "Book a design review Friday at 10:30.")
    assert conflict.conflict_type == "MEETING_OVERLAP"
    approved = service.confirm("alice", conflict.pending_id, Decision.APPROVE)
    assert approved.status is Status.SUCCESS_WITH_OVERWRITE
    assert [f.object_value for f in approved.invalidated] == ["dev team meeting"]
    assert approved.invalidated[0].invalidated_by_message_id == conflict.message_id
    active = service.memories("alice", status=FactStatus.ACTIVE)
    assert [f.object_value for f in active] == ["design review"]


def test_vacation_over_meetings_invalidates_them_with_provenance(service):
    first = say(service, "Sync on the 24th at 9.")
    say(service, "Standup on the 24th at 11.")
    vacation = say(service, "I'm off on Friday the 24th.")
    assert vacation.status is Status.SUCCESS_WITH_OVERWRITE
    assert sorted(f.object_value for f in vacation.invalidated) == ["standup", "sync"]
    assert {f.status for f in vacation.invalidated} == {FactStatus.INACTIVE}

    why = service.provenance("alice", first.committed[0].id)
    assert why.created_by.text == "Sync on the 24th at 9."
    assert why.invalidated_by.text == "I'm off on Friday the 24th."
    assert "Sync on the 24th at 9." in why.explanation and "I'm off on Friday the 24th." in why.explanation


def test_a_confirmation_is_rechecked_against_the_store(service):
    say(service, VACATION)
    conflict = say(service, MEETING)
    # Before the user answers, another meeting lands in the same hour.
    other = say(service, "Book a design review Friday at 10:30.")
    service.confirm("alice", other.pending_id, Decision.APPROVE)
    with pytest.raises(StateConflict):
        service.confirm("alice", conflict.pending_id, Decision.APPROVE)
    assert service.confirm("alice", conflict.pending_id, Decision.CANCEL).status is Status.CANCELLED
    assert [f.object_value for f in service.memories("alice", status=FactStatus.ACTIVE)] == [
        "Vacation",
        "design review",
    ]


def test_pending_confirmations_expire(service, clock):
    say(service, VACATION)
    conflict = say(service, MEETING)
    clock.advance(timedelta(minutes=31))
    with pytest.raises(Expired):
        service.confirm("alice", conflict.pending_id, Decision.APPROVE)


def test_users_are_isolated(service):
    mine = say(service, VACATION)
    conflict = say(service, MEETING)
    with pytest.raises(NotFound):
        service.confirm("bob", conflict.pending_id, Decision.APPROVE)
    with pytest.raises(NotFound):
        service.provenance("bob", mine.committed[0].id)
    with pytest.raises(NotFound):
        service.lint_commit("bob", mine.message_id)
    assert service.memories("bob") == []


def test_lint_commit_is_idempotent_per_message(service):
    outcome = service.parse("alice", VACATION, now=SEED_NOW)
    first = service.lint_commit("alice", outcome.message_id)
    assert service.lint_commit("alice", outcome.message_id) == first
    assert len(service.memories("alice")) == 1


def test_lint_commit_rejects_non_writes_and_writes_without_time(service):
    query = service.parse("alice", QUESTION, now=SEED_NOW)
    with pytest.raises(BadRequest) as not_write:
        service.lint_commit("alice", query.message_id)
    assert not_write.value.code == "not_a_write"
    vague = service.parse("alice", "Schedule a meeting", now=SEED_NOW)
    assert vague.intent is Intent.WRITE and vague.facts == [] and vague.reply
    with pytest.raises(Unprocessable):
        service.lint_commit("alice", vague.message_id)
    assert service.memories("alice") == []


def test_expired_parse_is_gone_but_unknown_ids_are_not_found(service, clock):
    outcome = service.parse("alice", VACATION, now=SEED_NOW)
    clock.advance(timedelta(hours=1))
    with pytest.raises(Expired):
        service.lint_commit("alice", outcome.message_id)
    with pytest.raises(NotFound):
        service.lint_commit("alice", "m_nope")


def test_query_by_explicit_window_and_bad_time_zone(service):
    say(service, VACATION)
    result = service.query("alice", window=make_window(at(17), at(18)), timezone="Asia/Seoul")
    assert [f.predicate.value for f in result.facts] == ["vacation"]
    assert result.baseline is None
    for zone in ("Mars/Olympus", "e\u0301" * 200):  # the long one is too long for a tz database file name
        with pytest.raises(BadRequest) as bad:
            service.parse("alice", VACATION, timezone=zone)
        assert bad.value.code == "unknown_timezone"
    with pytest.raises(BadRequest):
        make_window(at(18), at(17))
