"""Firestore specifics the contract suite cannot show: transaction retries, outages, indexes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from google.api_core import exceptions as google_errors
from google.cloud.firestore_v1.base_query import BaseQuery
from google.cloud.firestore_v1.transaction import Transaction
from google.cloud.firestore_v1.types import StructuredQuery

from moss.adapters.firestore_store import FirestoreStore, firestore_client
from moss.domain.errors import Unavailable
from moss.domain.models import Fact, FactStatus, Message

from .. import legacy
from ..fakes import SEED_NOW, at, meeting, vacation
from ..servers import free_port

INDEXES = Path(__file__).resolve().parents[2] / "infra" / "firestore.indexes.json"
EQUAL = StructuredQuery.FieldFilter.Operator.EQUAL


@pytest.fixture
def store(firestore_emulator) -> FirestoreStore:
    firestore_emulator.reset()
    return FirestoreStore(firestore_client("demo-moss", "(default)"))


def add_meeting(tx, name: str = "a") -> str:
    tx.add_facts([Fact.from_draft(meeting(name, 17, 10), fact_id=f"f_{name}", message_id="m_1")])
    return "added"


def failing_commits(monkeypatch, failures: int | None) -> list[int]:
    """Make the next `failures` commits (all when None) fail with ABORTED, like contention does."""
    original = Transaction._commit
    seen: list[int] = []

    def commit(self):
        seen.append(1)
        if failures is None or len(seen) <= failures:
            raise google_errors.Aborted("injected contention")
        return original(self)

    monkeypatch.setattr(Transaction, "_commit", commit)
    return seen


def test_an_aborted_commit_runs_the_work_again_and_commits_once(store, monkeypatch):
    commits = failing_commits(monkeypatch, failures=1)
    calls: list[int] = []

    def work(tx):
        calls.append(1)
        return add_meeting(tx)

    assert store.atomically("alice", work) == "added"
    assert len(calls) == 2 and len(commits) == 2
    assert [f.id for f in store.list_facts("alice")] == ["f_a"]


def test_endless_contention_answers_busy_and_writes_nothing(store, monkeypatch):
    failing_commits(monkeypatch, failures=None)
    with pytest.raises(Unavailable) as busy:
        store.atomically("alice", add_meeting)
    assert busy.value.status == 503 and busy.value.code == "store_busy"
    monkeypatch.undo()
    assert store.list_facts("alice") == []


def test_an_unreachable_firestore_is_unavailable(monkeypatch):
    monkeypatch.setenv("FIRESTORE_EMULATOR_HOST", f"127.0.0.1:{free_port()}")
    down = FirestoreStore(firestore_client("demo-moss", "(default)", timeout_seconds=0.5))
    for call in (
        lambda: down.get_timezone("alice"),
        lambda: down.list_facts("alice"),
        lambda: down.atomically("alice", add_meeting),
    ):
        with pytest.raises(Unavailable) as error:
            call()
        assert error.value.status == 503 and error.value.code == "store_unavailable"
        assert "demo-moss" not in error.value.message and "127.0.0.1" not in error.value.message
        assert error.value.detail, "what the caller is not told goes to the log"


def _fields(where: StructuredQuery.Filter) -> list[tuple[str, int]]:
    if "composite_filter" in where:
        return [pair for inner in where.composite_filter.filters for pair in _fields(inner)]
    if "field_filter" in where:
        return [(where.field_filter.field.field_path, where.field_filter.op)]
    return []


def required_index(query: StructuredQuery) -> tuple | None:
    """The composite index a query shape needs, or None when single-field indexes serve it.

    Equality filters alone merge single-field indexes; a range or order on one field alone
    uses that field's index; equalities combined with a range or order need a composite
    index of the equality fields followed by the range field.
    """
    filters = _fields(query.where) if "where" in query else []
    equalities = [field for field, op in filters if op == EQUAL]
    ranges = list(
        dict.fromkeys([field for field, op in filters if op != EQUAL] + [o.field.field_path for o in query.order_by])
    )
    if not ranges or (not equalities and len(ranges) == 1):
        return None
    fields = tuple((field, "ASCENDING") for field in [*equalities, *ranges])
    return (query.from_[0].collection_id, fields)


def test_every_query_the_adapter_issues_is_served_by_the_index_file(store, monkeypatch):
    issued: list[StructuredQuery] = []
    original = BaseQuery._to_protobuf

    def recording(self):
        issued.append(original(self))
        return issued[-1]

    monkeypatch.setattr(BaseQuery, "_to_protobuf", recording)
    store.atomically("alice", lambda tx: tx.add_facts([Fact.from_draft(vacation(17), fact_id="v", message_id="m_1")]))
    store.atomically("alice", lambda tx: tx.active_overlapping(at(17, 10), at(17, 11)))
    store.atomically("alice", lambda tx: tx.active_facts())
    store.atomically("alice", lambda tx: tx.active_series(at(17), at(18)))
    store.version("alice")
    for status in (None, FactStatus.ACTIVE, FactStatus.INACTIVE):
        store.list_facts("alice", status)
        store.list_facts("alice", status, at(17), at(18))
        store.list_series("alice", status, at(17), at(18))
        store.list_window("alice", status, at(17), at(18))
    store.add_message("alice", Message(message_id="m_1", text="hi", received_at=SEED_NOW))
    store.list_messages("alice")
    # A user stored before levels: the longest-fact scan until the migration files the facts.
    legacy.write_firestore(store._client, "bob", [Fact.from_draft(vacation(17), fact_id="v", message_id="m_1")])
    for status in (None, FactStatus.ACTIVE):
        store.list_facts("bob", status, at(17), at(18))
    store.migrate_levels("bob")

    declared = json.loads(INDEXES.read_text())
    composite = {
        (index["collectionGroup"], tuple((f["fieldPath"], f["order"]) for f in index["fields"]))
        for index in declared["indexes"]
    }
    needed = {index for index in map(required_index, issued) if index is not None}
    assert needed == composite, "infra/firestore.indexes.json holds exactly the composite indexes the queries need"
    assert ("facts", (("status", "ASCENDING"), ("level", "ASCENDING"), ("start_us", "ASCENDING"))) in needed
    assert ("facts", (("status", "ASCENDING"), ("series_end_us", "ASCENDING"))) in needed
    unindexed = {(o["collectionGroup"], o["fieldPath"]) for o in declared["fieldOverrides"] if not o["indexes"]}
    filtered = {(q.from_[0].collection_id, field) for q in issued if "where" in q for field, _ in _fields(q.where)}
    assert not filtered & unindexed, "no query filters on a field whose indexing is switched off"


def test_messages_from_before_the_transcript_are_still_in_the_chat_log(store):
    said = [Message(message_id=f"m_{n}", text=f"said {n}", received_at=SEED_NOW) for n in range(3)]
    store.add_message("alice", said[0])
    # Recorded by a release without the transcript: the message alone.
    store._client.collection("users").document("alice").collection("messages").document("m_1").create(
        {"message": said[1].model_dump(mode="json"), "seq": 1}
    )
    store.add_message("alice", said[2])
    assert [m.message_id for m in store.list_messages("alice")] == ["m_1", "m_0", "m_2"], "by seq"


def test_the_chat_log_is_read_from_one_transcript_document_per_month(store):
    for number, month in enumerate((1, 2, 2, 3)):
        store.add_message(
            "alice", Message(message_id=f"m_{number}", text="hi", received_at=SEED_NOW.replace(month=month))
        )
    months = store._client.collection("users").document("alice").collection("transcript").stream()
    assert {m.id: len(m.get("entries")) for m in months} == {"2026-01": 1, "2026-02": 2, "2026-03": 1}
    assert [m.message_id for m in store.list_messages("alice")] == ["m_0", "m_1", "m_2", "m_3"]
