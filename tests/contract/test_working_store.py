"""The WorkingStore contract (dialog state with TTLs), run against every implementation."""

from __future__ import annotations

from datetime import timedelta

from moss.domain.commits import PendingConfirmation
from moss.domain.models import Intent, OpenQuestion, ParseResult, StoredParse

from ..fakes import SEED_NOW, meeting


def stored_parse(user: str = "alice", message_id: str = "m_1") -> StoredParse:
    return StoredParse(
        user_id=user,
        message_id=message_id,
        now=SEED_NOW,
        timezone="Asia/Seoul",
        result=ParseResult(intent=Intent.WRITE, facts=[meeting("sync", 17, 10)]),
    )


def pending(pending_id: str = "p_1", title: str = "sync", minutes: int = 30) -> PendingConfirmation:
    return PendingConfirmation(
        pending_id=pending_id,
        user_id="alice",
        message_id="m_1",
        facts=[meeting(title, 17, 10)],
        conflict_type="VACATION_OVERLAP",
        conflicts=[],
        rules=["meeting_over_vacation"],
        created_at=SEED_NOW,
        expires_at=SEED_NOW + timedelta(minutes=minutes),
    )


def test_parses_are_kept_per_user_until_they_expire(working, clock):
    working.save_parse(stored_parse(), ttl_seconds=60)
    assert working.get_parse("alice", "m_1") == stored_parse()
    assert working.get_parse("bob", "m_1") is None
    clock.advance(timedelta(seconds=61))
    assert working.get_parse("alice", "m_1") is None


def test_pending_confirmations_are_not_overwritten_and_expire(working, clock):
    working.save_pending(pending())
    working.save_pending(pending(title="other"))
    assert working.get_pending("p_1").facts[0].object_value == "sync"
    assert working.get_pending("p_2") is None
    clock.advance(timedelta(minutes=31))
    assert working.get_pending("p_1") is None


def test_remember_once_recognises_repeats_within_the_ttl(working, clock):
    assert working.remember_once("telegram:1", ttl_seconds=60) is True
    assert working.remember_once("telegram:1", ttl_seconds=60) is False
    assert working.remember_once("telegram:2", ttl_seconds=60) is True
    clock.advance(timedelta(seconds=61))
    assert working.remember_once("telegram:1", ttl_seconds=60) is True


def question(user: str = "alice", *texts: str) -> OpenQuestion:
    texts = texts or ("Set up a dev team meeting",)
    return OpenQuestion(user_id=user, message_ids=[f"m_{i}" for i in range(len(texts))], texts=list(texts))


def test_each_user_has_one_open_question_until_it_is_replaced_dropped_or_expires(working, clock):
    working.save_question(question(), ttl_seconds=60)
    assert working.get_question("alice") == question()
    assert working.get_question("bob") is None

    working.save_question(question("alice", "Set up a dev team meeting", "Friday"), ttl_seconds=60)
    assert working.get_question("alice").texts == ["Set up a dev team meeting", "Friday"]
    working.drop_question("alice")
    assert working.get_question("alice") is None
    working.drop_question("alice")  # dropping what is not there is fine

    working.save_question(question("bob"), ttl_seconds=60)
    clock.advance(timedelta(seconds=61))
    assert working.get_question("bob") is None
