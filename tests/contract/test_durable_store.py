"""The FactStore / MessageStore / ProfileStore contract, run against every implementation."""

from __future__ import annotations

import threading
from datetime import timedelta

import pytest

from moss.domain.commits import CommitRecord, LintResult
from moss.domain.models import Fact, FactStatus, Message, Status

from ..fakes import SEED_NOW, at, meeting, vacation


def fact(draft, fact_id: str, message_id: str = "m_1") -> Fact:
    return Fact.from_draft(draft, fact_id=fact_id, message_id=message_id)


def add(store, user: str, *facts: Fact) -> None:
    store.atomically(user, lambda tx: tx.add_facts(list(facts)))


def ids(facts) -> list[str]:
    return [f.id for f in facts]


def test_added_facts_are_listed_by_status_and_window(fact_store):
    add(fact_store, "alice", fact(vacation(17), "v"), fact(meeting("a", 17, 10), "a"), fact(meeting("b", 20, 9), "b"))
    assert ids(fact_store.list_facts("alice")) == ["v", "a", "b"], "ordered by start time"
    assert ids(fact_store.list_facts("alice", FactStatus.ACTIVE, at(17, 10), at(17, 11))) == ["v", "a"]
    assert ids(fact_store.list_facts("alice", None, at(17, 11), at(20, 9))) == ["v"], (
        "half-open: touching is not overlapping"
    )
    assert fact_store.get_fact("alice", "a").object_value == "a"
    assert fact_store.get_fact("alice", "missing") is None


def test_facts_are_isolated_per_user(fact_store):
    add(fact_store, "alice", fact(vacation(17), "v"))
    assert fact_store.list_facts("bob") == []
    assert fact_store.get_fact("bob", "v") is None
    assert fact_store.atomically("bob", lambda tx: tx.active_overlapping(at(1), at(31))) == []


def test_invalidation_changes_status_and_provenance(fact_store):
    add(fact_store, "alice", fact(meeting("a", 17, 10), "a"), fact(meeting("b", 17, 15), "b"))
    changed = fact_store.atomically("alice", lambda tx: tx.invalidate(["a", "missing"], "m_2"))
    assert ids(changed) == ["a"] and changed[0].status is FactStatus.INACTIVE
    assert fact_store.get_fact("alice", "a").invalidated_by_message_id == "m_2"
    assert fact_store.atomically("alice", lambda tx: tx.invalidate(["a"], "m_3")) == [], "only active facts change"
    assert ids(fact_store.list_facts("alice", FactStatus.ACTIVE)) == ["b"]
    assert ids(fact_store.list_facts("alice", FactStatus.INACTIVE)) == ["a"]
    assert ids(fact_store.atomically("alice", lambda tx: tx.active_overlapping(at(17), at(18)))) == ["b"]


def test_reactivation_reverts_only_what_the_named_message_made_inactive(fact_store):
    add(fact_store, "alice", fact(meeting("a", 17, 10), "a"), fact(meeting("b", 17, 15), "b"))
    fact_store.atomically("alice", lambda tx: tx.invalidate(["a"], "m_2"))
    fact_store.atomically("alice", lambda tx: tx.invalidate(["b"], "m_3"))
    restored = fact_store.atomically("alice", lambda tx: tx.reactivate(["a", "b", "missing"], "m_2", "m_4"))
    assert ids(restored) == ["a"] and restored[0].status is FactStatus.ACTIVE
    again = fact_store.get_fact("alice", "a")
    assert again.reactivated_by_message_id == "m_4" and again.invalidated_by_message_id == "m_2"
    assert ids(fact_store.list_facts("alice", FactStatus.ACTIVE)) == ["a"]
    assert ids(fact_store.atomically("alice", lambda tx: tx.active_overlapping(at(17), at(18)))) == ["a"]
    assert ids(fact_store.atomically("alice", lambda tx: tx.active_facts())) == ["a"]
    assert fact_store.atomically("alice", lambda tx: tx.reactivate(["a"], "m_2", "m_5")) == [], "active stays"


def test_long_facts_are_found_by_windows_inside_them(fact_store):
    add(fact_store, "alice", fact(vacation(1, days=30), "long"), fact(meeting("a", 20, 10), "a"))
    assert ids(fact_store.list_facts("alice", None, at(25, 9), at(25, 10))) == ["long"]


def test_a_failed_step_writes_nothing(fact_store):
    def work(tx):
        tx.add_facts([fact(vacation(17), "v")])
        tx.put_record(CommitRecord(key="m_1", result=LintResult(status=Status.SUCCESS, reply="ok", message_id="m_1")))
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        fact_store.atomically("alice", work)
    assert fact_store.list_facts("alice") == []
    assert fact_store.atomically("alice", lambda tx: tx.get_record("m_1")) is None


def test_active_facts_are_every_active_fact_of_the_user(fact_store):
    add(
        fact_store,
        "alice",
        fact(vacation(1, days=30), "long"),
        fact(meeting("a", 20, 10), "a"),
        fact(meeting("b", 5, 9), "b"),
    )
    add(fact_store, "bob", fact(meeting("c", 20, 10), "c"))
    fact_store.atomically("alice", lambda tx: tx.invalidate(["a"], "m_2"))
    assert ids(fact_store.atomically("alice", lambda tx: tx.active_facts())) == ["long", "b"]
    assert fact_store.atomically("carol", lambda tx: tx.active_facts()) == []


def test_every_writing_step_raises_the_version_by_one(fact_store):
    def version_seen_by_steps() -> int:
        seen = fact_store.atomically("alice", lambda tx: tx.version())
        assert fact_store.version("alice") == seen
        return seen

    record = CommitRecord(key="m_1", result=LintResult(status=Status.SUCCESS, reply="ok", message_id="m_1"))
    assert version_seen_by_steps() == 0
    add(fact_store, "alice", fact(meeting("a", 17, 10), "a"))
    assert version_seen_by_steps() == 1
    for writes_nothing in (
        lambda tx: tx.active_overlapping(at(17), at(18)),
        lambda tx: tx.add_facts([]),
        lambda tx: tx.invalidate(["missing"], "m_2"),
        lambda tx: tx.get_record("m_1"),
    ):
        fact_store.atomically("alice", writes_nothing)
    assert version_seen_by_steps() == 1, "steps that write nothing leave the version"
    fact_store.atomically("alice", lambda tx: tx.invalidate(["a"], "m_2"))
    assert version_seen_by_steps() == 2
    fact_store.atomically("alice", lambda tx: tx.put_record(record))
    assert version_seen_by_steps() == 3

    def fails_after_writing(tx):
        tx.add_facts([fact(vacation(20), "v")])
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        fact_store.atomically("alice", fails_after_writing)
    assert version_seen_by_steps() == 3, "a failed step leaves the version"
    assert fact_store.version("bob") == 0, "versions are per user"


def test_commit_records_are_kept_per_user(fact_store):
    record = CommitRecord(key="m_1", result=LintResult(status=Status.SUCCESS, reply="ok", message_id="m_1"))
    fact_store.atomically("alice", lambda tx: tx.put_record(record))
    assert fact_store.atomically("alice", lambda tx: tx.get_record("m_1")) == record
    assert fact_store.atomically("bob", lambda tx: tx.get_record("m_1")) is None


def test_commit_records_are_read_many_at_once(fact_store):
    records = [
        CommitRecord(key=key, result=LintResult(status=Status.SUCCESS, reply=key, message_id=key))
        for key in ("m_1", "p_2")
    ]
    fact_store.atomically("alice", lambda tx: [tx.put_record(record) for record in records])
    assert fact_store.get_records("alice", ["m_1", "p_2", "m_unknown"]) == {"m_1": records[0], "p_2": records[1]}
    assert fact_store.get_records("bob", ["m_1"]) == {}
    assert fact_store.get_records("alice", []) == {}


def test_a_step_reads_many_records_at_once_and_the_version_with_them(fact_store):
    records = [
        CommitRecord(key=key, result=LintResult(status=Status.SUCCESS, reply=key, message_id=key))
        for key in ("m_1", "p_2")
    ]
    fact_store.atomically("alice", lambda tx: [tx.put_record(record) for record in records])

    def read(tx):
        found = tx.get_records(["m_1", "p_2", "m_unknown"])
        return found, tx.get_record("p_2"), tx.get_record("m_unknown"), tx.version()

    assert fact_store.atomically("alice", read) == ({"m_1": records[0], "p_2": records[1]}, records[1], None, 1)
    assert fact_store.atomically("bob", lambda tx: (tx.get_records(["m_1"]), tx.version())) == ({}, 0)


def test_facts_vouched_for_as_stored_are_changed_as_a_read_would_change_them(fact_store):
    add(fact_store, "alice", fact(meeting("a", 17, 10), "a"))
    (stored,) = fact_store.list_facts("alice", FactStatus.ACTIVE)

    def cancel(tx):
        tx.as_stored([stored])
        return tx.invalidate(["a"], "m_2")

    (cancelled,) = fact_store.atomically("alice", cancel)
    assert cancelled.status is FactStatus.INACTIVE and cancelled.invalidated_by_message_id == "m_2"
    assert [(f.id, f.status) for f in fact_store.list_facts("alice")] == [("a", FactStatus.INACTIVE)]


def test_a_request_recorded_as_a_message_lands_with_its_step_or_not_at_all(durable):
    def request(number: int) -> Message:
        return Message(message_id=f"m_undo_{number}", text="undo", received_at=SEED_NOW + timedelta(minutes=number))

    def undo(tx, message: Message, fail: bool):
        tx.record_message(message)
        tx.put_record(
            CommitRecord(
                key=message.message_id,
                result=LintResult(status=Status.SUCCESS, reply="ok", message_id=message.message_id),
            )
        )
        if fail:
            raise RuntimeError("boom")

    durable.atomically("alice", lambda tx: undo(tx, request(1), fail=False))
    with pytest.raises(RuntimeError):
        durable.atomically("alice", lambda tx: undo(tx, request(2), fail=True))
    assert [m.message_id for m in durable.list_messages("alice")] == ["m_undo_1"]
    assert durable.get_message("alice", "m_undo_2") is None


def test_messages_are_paged_newest_first(durable):
    for number in range(5):
        durable.add_message(
            "alice",
            Message(message_id=f"m_{number}", text=f"utterance {number}", received_at=SEED_NOW),
        )
    durable.add_message("bob", Message(message_id="m_bob", text="bob's", received_at=SEED_NOW))

    def page(limit, before=None):
        return [m.message_id for m in durable.message_page("alice", limit, before)]

    # All spoken at the same demo-clock moment: the order is the order they were recorded in.
    assert page(2) == ["m_4", "m_3"]
    assert page(2, "m_3") == ["m_2", "m_1"]
    assert page(10, "m_1") == ["m_0"]
    assert page(10, "m_0") == []
    assert page(10) == ["m_4", "m_3", "m_2", "m_1", "m_0"]
    assert page(10, "m_bob") == [], "another user's message is no cursor"
    assert page(10, "m_unknown") == []
    assert durable.message_page("carol", 10) == []


def test_messages_keep_order_and_owner(durable):
    for number in range(3):
        durable.add_message(
            "alice",
            Message(
                message_id=f"m_{number}", text=f"utterance {number}", received_at=SEED_NOW + timedelta(minutes=number)
            ),
        )
    assert [m.text for m in durable.list_messages("alice")] == ["utterance 0", "utterance 1", "utterance 2"]
    assert durable.get_message("alice", "m_1").text == "utterance 1"
    assert durable.get_message("bob", "m_1") is None
    assert durable.list_messages("bob") == []


def test_profiles_keep_a_time_zone(profiles):
    assert profiles.get_timezone("alice") is None
    profiles.set_timezone("alice", "Asia/Seoul")
    assert profiles.get_timezone("alice") == "Asia/Seoul"
    profiles.set_timezone("alice", "Europe/Berlin")
    assert profiles.get_timezone("alice") == "Europe/Berlin", "a change replaces the zone read before it"
    assert profiles.get_timezone("bob") is None


def test_concurrent_checks_and_writes_never_both_pass(fact_store):
    """Many threads each add the same-hour meeting only if the hour is free: exactly one may win."""
    add(fact_store, "alice", fact(meeting("earlier", 17, 8), "earlier"))
    # Reading the active facts first warms a reference cache, so every thread starts from a hit.
    assert ids(fact_store.list_facts("alice", FactStatus.ACTIVE)) == ["earlier"]
    winners: list[int] = []
    barrier = threading.Barrier(16)

    def attempt(number: int) -> None:
        barrier.wait()

        def work(tx):
            if tx.active_overlapping(at(17, 10), at(17, 11)):
                return False
            tx.add_facts([fact(meeting(f"m{number}", 17, 10), f"f{number}")])
            return True

        if fact_store.atomically("alice", work):
            winners.append(number)

    threads = [threading.Thread(target=attempt, args=(n,)) for n in range(16)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(winners) == 1
    assert ids(fact_store.list_facts("alice", FactStatus.ACTIVE)) == ["earlier", f"f{winners[0]}"]


def test_a_message_recorded_again_under_its_id_keeps_the_first(durable):
    """Two identical imports at once record the file's message under one derived id: the second
    adds nothing and fails nothing (it was a UNIQUE race answering 503)."""
    first = Message(message_id="m_file", text="first", received_at=SEED_NOW)
    durable.add_message("alice", first)
    durable.add_message("alice", first.model_copy(update={"text": "second"}))
    assert [m.text for m in durable.list_messages("alice")] == ["first"]
