"""The SQLite schema runs once per database version, not once per process (a cold start skips it)."""

from __future__ import annotations

import sqlite3
from contextlib import closing

from moss.adapters.sqlite import SCHEMA_VERSION, SqliteDatabase


def _stamp(path) -> int:
    with closing(sqlite3.connect(path)) as raw:
        return int(raw.execute("PRAGMA user_version").fetchone()[0])


def _tables(path) -> set[str]:
    with closing(sqlite3.connect(path)) as raw:
        return {row[0] for row in raw.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def _drop_and_stamp(path, table: str, stamp: int) -> None:
    with closing(sqlite3.connect(path, isolation_level=None)) as raw:
        raw.execute(f"DROP TABLE {table}")
        raw.execute(f"PRAGMA user_version={stamp}")


def test_a_new_database_gets_the_schema_and_the_stamp(tmp_path):
    SqliteDatabase(tmp_path / "moss.db").connection()
    assert _stamp(tmp_path / "moss.db") == SCHEMA_VERSION
    assert {"facts", "fact_spans", "messages", "working_parses"} <= _tables(tmp_path / "moss.db")


def test_a_database_with_the_current_stamp_is_opened_without_running_the_schema(tmp_path):
    path = tmp_path / "moss.db"
    SqliteDatabase(path).connection()
    _drop_and_stamp(path, "working_seen", SCHEMA_VERSION)
    SqliteDatabase(path).connection()
    assert "working_seen" not in _tables(path)


def test_a_database_with_another_stamp_gets_the_schema_again(tmp_path):
    path = tmp_path / "moss.db"
    SqliteDatabase(path).connection()
    _drop_and_stamp(path, "working_seen", SCHEMA_VERSION ^ 1)
    SqliteDatabase(path).connection()
    assert "working_seen" in _tables(path) and _stamp(path) == SCHEMA_VERSION
