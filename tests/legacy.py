"""Facts stored as the releases before interval levels stored them, for the migration tests.

SQLite: the `facts` table with the per-user longest fact in `user_spans` and no R*Tree.
Firestore: fact documents without `level` under a head without `levels`.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from google.cloud import firestore

from moss.adapters.codecs import to_us
from moss.domain.models import Fact

_SQLITE_SCHEMA = """
CREATE TABLE facts (
    user_id TEXT NOT NULL, id TEXT NOT NULL, status TEXT NOT NULL,
    start_us INTEGER NOT NULL, end_us INTEGER NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (user_id, id)
);
CREATE INDEX facts_by_start ON facts (user_id, status, start_us);
CREATE TABLE user_spans (user_id TEXT PRIMARY KEY, longest_us INTEGER NOT NULL);
CREATE TABLE user_versions (user_id TEXT PRIMARY KEY, version INTEGER NOT NULL);
"""


def _span(fact: Fact) -> tuple[int, int]:
    return to_us(fact.start_time), to_us(fact.end_time)


def write_sqlite(path: Path, user_id: str, facts: list[Fact]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as conn:
        conn.executescript(_SQLITE_SCHEMA)
        conn.executemany(
            "INSERT INTO facts VALUES (?, ?, ?, ?, ?, ?)",
            [(user_id, f.id, f.status.value, *_span(f), f.model_dump_json()) for f in facts],
        )
        longest = max(end - start for start, end in map(_span, facts))
        conn.execute("INSERT INTO user_spans VALUES (?, ?)", (user_id, longest))
        conn.execute("INSERT INTO user_versions VALUES (?, 1)", (user_id,))
    conn.close()


def write_firestore(client: firestore.Client, user_id: str, facts: list[Fact]) -> None:
    user = client.collection("users").document(user_id)
    longest = max(end - start for start, end in map(_span, facts))
    user.collection("meta").document("head").set({"version": 1, "longest_us": longest})
    for first in range(0, len(facts), 500):
        batch = client.batch()
        for fact in facts[first : first + 500]:
            start_us, end_us = _span(fact)
            document = {"fact": fact.model_dump(mode="json"), "status": fact.status.value}
            batch.set(user.collection("facts").document(fact.id), {**document, "start_us": start_us, "end_us": end_us})
        batch.commit()
