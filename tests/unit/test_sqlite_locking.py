"""The SQLite store under a held write lock: every call that must write answers 503 (never a 500),
reads and lints keep going, and a lint runs outside the lock."""

from __future__ import annotations

import sqlite3
from contextlib import contextmanager

import pytest

from moss.adapters.sqlite import SqliteDatabase, SqliteStore, SqliteWorkingStore
from moss.domain.errors import Unavailable
from moss.domain.models import Fact, Message, StoredParse

from ..fakes import SEED_NOW, FakeClock, meeting, write


@contextmanager
def write_lock_held(path):
    """Another process's view: a connection that holds the database's write lock."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        holder.execute("ROLLBACK")
        holder.close()


@pytest.fixture
def stores(tmp_path):
    database = SqliteDatabase(tmp_path / "moss.db", busy_timeout_seconds=0.05)
    store = SqliteStore(database)
    store.atomically(
        "alice", lambda tx: tx.add_facts([Fact.from_draft(meeting("sync", 17, 9), fact_id="f_1", message_id="m_1")])
    )
    return store, SqliteWorkingStore(database, FakeClock(SEED_NOW)), tmp_path / "moss.db"


def test_every_write_under_a_held_lock_is_a_503_and_reads_go_on(stores):
    store, working, path = stores
    message = Message(message_id="m_2", text="hi", received_at=SEED_NOW)
    parse = StoredParse(
        user_id="alice", message_id="m_2", now=SEED_NOW, timezone="UTC", result=write(meeting("x", 18, 9))
    )
    writes = {
        "add_message": lambda: store.add_message("alice", message),
        "set_timezone": lambda: store.set_timezone("alice", "Asia/Seoul"),
        "save_parse": lambda: working.save_parse(parse, 60),
        "remember_once": lambda: working.remember_once("telegram:update:1", 60),
        "commit": lambda: store.atomically(
            "alice", lambda tx: tx.add_facts([Fact.from_draft(meeting("y", 19, 9), fact_id="f_2", message_id="m_2")])
        ),
    }
    with write_lock_held(path):
        for name, call in writes.items():
            with pytest.raises(Unavailable) as refused:
                call()
            assert refused.value.code == "store_unavailable", name
            assert str(path) not in refused.value.message and "locked" not in refused.value.message
        assert [f.id for f in store.list_facts("alice")] == ["f_1"]
        assert store.atomically(
            "alice",
            lambda tx: [
                f.id for f in tx.active_overlapping(meeting("z", 17, 9).start_time, meeting("z", 17, 9).end_time)
            ],
        ) == ["f_1"]


def test_a_lint_that_writes_nothing_never_takes_the_lock(stores):
    store, _, path = stores
    with write_lock_held(path):
        assert store.atomically("alice", lambda tx: tx.get_record("m_1")) is None
