"""Embedded SQLite stores (standard library only), the default of the local run.

Durable facts, messages, commit records and profiles live in one database file; the
working store (parses, pending confirmations, seen keys) uses the same file with
expiry timestamps. Lint-and-commit reads a snapshot, then takes SQLite's write lock
(`BEGIN IMMEDIATE`) only to check that the user's version is unchanged and write, so two
processes or threads can never both pass the check and no user waits for another's lint.
"""

from __future__ import annotations

import sqlite3
import threading
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from ..domain import recurrence
from ..domain.commits import CommitRecord, PendingConfirmation
from ..domain.errors import Unavailable
from ..domain.models import Fact, FactStatus, Message, OpenQuestion, StoredParse
from ..ports import Clock
from .codecs import Rewrites, series_end_us, to_us

T = TypeVar("T")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS facts (
    user_id TEXT NOT NULL,
    id TEXT NOT NULL,
    status TEXT NOT NULL,
    start_us INTEGER NOT NULL,
    end_us INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (user_id, id)
);
-- Overlap lookups use the R*Tree below; this index serves listings by status.
CREATE INDEX IF NOT EXISTS facts_by_start ON facts (user_id, status, start_us);
-- Series: their rows in `facts` hold the first occurrence; `series` files them by the span
-- of all their occurrences (a small set per user), read apart from the interval lookup.
CREATE TABLE IF NOT EXISTS series (
    user_id TEXT NOT NULL,
    id TEXT NOT NULL,
    start_us INTEGER NOT NULL,
    end_us INTEGER NOT NULL,
    PRIMARY KEY (user_id, id)
);
-- A small integer per user: the R*Tree's first dimension, so one user's lookups never
-- walk another user's facts.
CREATE TABLE IF NOT EXISTS user_keys (
    user_key INTEGER PRIMARY KEY,
    user_id TEXT NOT NULL UNIQUE
);
-- Every fact's span, of every status, in SQLite's built-in R*Tree: an overlap lookup reads
-- the spans overlapping the window, whatever the history and however long its longest
-- fact. Coordinates are 32-bit floats rounded outwards, so the tree answers a superset
-- (spans within about two minutes of the window's ends) that the join with `facts`
-- trims exactly. A fact's span never changes (invalidation changes its status only).
CREATE VIRTUAL TABLE IF NOT EXISTS fact_spans USING rtree (
    span_id,
    user_min, user_max,
    start_us, end_us,
    +fact_id TEXT
);
-- Raised by one in every lint-and-commit step that writes (the reference cache keys on it).
CREATE TABLE IF NOT EXISTS user_versions (
    user_id TEXT PRIMARY KEY,
    version INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS commit_records (
    user_id TEXT NOT NULL,
    key TEXT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);
CREATE TABLE IF NOT EXISTS messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id TEXT NOT NULL,
    message_id TEXT NOT NULL,
    body TEXT NOT NULL,
    UNIQUE (user_id, message_id)
);
CREATE INDEX IF NOT EXISTS messages_by_user ON messages (user_id, seq);
CREATE TABLE IF NOT EXISTS profiles (
    user_id TEXT PRIMARY KEY,
    timezone TEXT NOT NULL
);
-- Calendar subscription URLs: the SHA-256 of each user's one secret token.
CREATE TABLE IF NOT EXISTS calendar_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS working_parses (
    user_id TEXT NOT NULL,
    message_id TEXT NOT NULL,
    body TEXT NOT NULL,
    expires_us INTEGER NOT NULL,
    PRIMARY KEY (user_id, message_id)
);
CREATE TABLE IF NOT EXISTS working_pending (
    pending_id TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    expires_us INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS working_seen (
    key TEXT PRIMARY KEY,
    expires_us INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS working_questions (
    user_id TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    expires_us INTEGER NOT NULL
);
"""

# Databases written before the R*Tree have facts without spans (and a `user_spans` table of
# longest facts, no longer used). Run when a database is opened without the current stamp
# (SCHEMA_VERSION): one count per table when there is nothing to do; otherwise the spans are
# rebuilt from `facts` in one transaction. So it is safe to run twice, or to be interrupted.
_MIGRATE_SPANS = """
INSERT OR IGNORE INTO user_keys (user_id) SELECT DISTINCT user_id FROM facts;
DELETE FROM fact_spans;
INSERT INTO fact_spans (user_min, user_max, start_us, end_us, fact_id)
    SELECT k.user_key, k.user_key, f.start_us, f.end_us, f.id FROM facts f JOIN user_keys k USING (user_id);
DROP TABLE IF EXISTS user_spans;
"""


def migrate_spans(conn: sqlite3.Connection) -> bool:
    """Give every stored fact its R*Tree span; False when every fact already had one."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        facts = conn.execute("SELECT count(*) FROM facts").fetchone()[0]
        spans = conn.execute("SELECT count(*) FROM fact_spans").fetchone()[0]
        legacy = conn.execute("SELECT count(*) FROM sqlite_master WHERE name = 'user_spans'").fetchone()[0]
        if facts == spans and not legacy:
            conn.execute("COMMIT")
            return False
        for statement in filter(str.strip, _MIGRATE_SPANS.split(";")):
            conn.execute(statement)
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return True


# Raise when the Python of a migration (migrate_spans) changes; a change to either script
# changes the stamp by itself.
MIGRATIONS_REVISION = 1
# Stamped into the database (PRAGMA user_version) once the schema and the migration have run:
# a process opening a database stamped with this version skips both, so a cold start no
# longer counts every stored fact. Only MOSS writes its database: a copy restored from a
# backup carries its own stamp, and an older stamp runs both again.
SCHEMA_VERSION = zlib.crc32(f"{MIGRATIONS_REVISION}\n{_SCHEMA}{_MIGRATE_SPANS}".encode()) & 0x7FFFFFFF


class SqliteDatabase:
    """One connection per thread to one database file, created on first use."""

    def __init__(self, path: Path, busy_timeout_seconds: float = 10.0) -> None:
        self.path, self._busy_timeout = path, busy_timeout_seconds
        self._local = threading.local()
        self._schema_lock = threading.Lock()
        self._schema_ready = False

    def connection(self) -> sqlite3.Connection:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(self.path, isolation_level=None, timeout=self._busy_timeout)
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA synchronous=NORMAL")
                conn.execute(f"PRAGMA busy_timeout={int(self._busy_timeout * 1000)}")
                with self._schema_lock:
                    if not self._schema_ready:
                        if conn.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
                            conn.executescript(_SCHEMA)
                            migrate_spans(conn)
                            conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
                        self._schema_ready = True
            except sqlite3.Error as exc:
                raise _unavailable(exc, self.path) from exc
            self._local.conn = conn
        return conn

    @contextmanager
    def transaction(self, mode: str = "DEFERRED") -> Iterator[sqlite3.Connection]:
        """One transaction; any SQLite error in it (a lock held too long included) rolls back and is a 503."""
        conn = self.connection()
        try:
            conn.execute(f"BEGIN {mode}")
        except sqlite3.Error as exc:
            raise _unavailable(exc, self.path) from exc
        try:
            yield conn
            conn.execute("COMMIT")
        except BaseException as exc:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            if isinstance(exc, sqlite3.Error):
                raise _unavailable(exc, self.path) from exc
            raise

    def execute(self, sql: str, params: tuple = ()) -> list[tuple]:
        """One statement in a transaction of its own (autocommit); its rows."""
        try:
            return self.connection().execute(sql, params).fetchall()
        except sqlite3.Error as exc:
            raise _unavailable(exc, self.path) from exc


def _unavailable(error: sqlite3.Error, path: Path) -> Unavailable:
    return Unavailable(
        "the store is busy or unavailable; try again shortly",
        code="store_unavailable",
        detail=f"SQLite {path}: {error!r}",
    )


def _overlap_rows(
    conn: sqlite3.Connection, user_id: str, status: str | None, start: datetime, end: datetime
) -> list[tuple]:
    start_us, end_us = to_us(start), to_us(end)
    return conn.execute(
        "SELECT f.body FROM user_keys k JOIN fact_spans s ON s.user_min <= k.user_key AND s.user_max >= k.user_key"
        " JOIN facts f ON f.user_id = k.user_id AND f.id = s.fact_id"
        " WHERE k.user_id = ? AND s.start_us < ? AND s.end_us > ?"
        " AND f.start_us < ? AND f.end_us > ? AND (? IS NULL OR f.status = ?)",
        (user_id, end_us, start_us, end_us, start_us, status, status),
    ).fetchall()


def _series_of(
    conn: sqlite3.Connection, user_id: str, status: str | None, start: datetime, end: datetime
) -> list[Fact]:
    rows = conn.execute(
        "SELECT f.body FROM series s JOIN facts f ON f.user_id = s.user_id AND f.id = s.id "
        "WHERE s.user_id = ? AND s.start_us < ? AND s.end_us > ? AND (? IS NULL OR f.status = ?)",
        (user_id, to_us(end), to_us(start), status, status),
    ).fetchall()
    found = [f for f in map(_series_fact, (row[0] for row in rows)) if recurrence.overlaps(f, start, end)]
    return sorted(found, key=lambda f: (f.start_time, f.id))


@lru_cache(maxsize=4096)
def _series_fact(body: str) -> Fact:
    """Series are read by every lookup near them: each stored body is parsed once (facts are frozen)."""
    return Fact.model_validate_json(body)


def _facts_from(rows: list[tuple]) -> list[Fact]:
    facts = [Fact.model_validate_json(row[0]) for row in rows]
    return sorted(facts, key=lambda f: (f.start_time, f.id))


# A message already recorded under its id stays as it was (MessageStore.add_message).
_INSERT_MESSAGE = "INSERT OR IGNORE INTO messages (user_id, message_id, body) VALUES (?, ?, ?)"


class _SqliteTransaction(Rewrites):
    """One atomic step: reads come from one snapshot, writes are collected for `SqliteStore.atomically` to apply."""

    def __init__(self, conn: sqlite3.Connection, user_id: str) -> None:
        self._conn, self._user = conn, user_id
        self.writes: list[tuple[str, tuple]] = []
        self._restated: set[str] = set()  # invalidated or reactivated
        self._skipped: dict[str, Fact] = {}
        self._version: int | None = None

    def version(self) -> int:
        # The snapshot's version: writes wait for `atomically`, so it cannot change during the step.
        if self._version is None:
            self._version = _version(self._conn, self._user)
        return self._version

    def active_overlapping(self, start: datetime, end: datetime) -> list[Fact]:
        return _facts_from(_overlap_rows(self._conn, self._user, FactStatus.ACTIVE.value, start, end))

    def active_series(self, start: datetime, end: datetime) -> list[Fact]:
        return _series_of(self._conn, self._user, FactStatus.ACTIVE.value, start, end)

    def active_facts(self) -> list[Fact]:
        return _facts_from(
            self._conn.execute(
                "SELECT body FROM facts WHERE user_id = ? AND status = ?", (self._user, FactStatus.ACTIVE.value)
            ).fetchall()
        )

    def get_record(self, key: str) -> CommitRecord | None:
        row = self._conn.execute(
            "SELECT body FROM commit_records WHERE user_id = ? AND key = ?", (self._user, key)
        ).fetchone()
        return CommitRecord.model_validate_json(row[0]) if row else None

    def add_facts(self, facts: list[Fact]) -> None:
        for fact in facts:
            self.writes.append(
                (
                    "INSERT INTO facts (user_id, id, status, start_us, end_us, body) VALUES (?, ?, ?, ?, ?, ?)",
                    (
                        self._user,
                        fact.id,
                        fact.status.value,
                        to_us(fact.start_time),
                        to_us(fact.end_time),
                        fact.model_dump_json(),
                    ),
                )
            )
            self.writes.append(("INSERT OR IGNORE INTO user_keys (user_id) VALUES (?)", (self._user,)))
            self.writes.append(
                (
                    "INSERT INTO fact_spans (user_min, user_max, start_us, end_us, fact_id)"
                    " SELECT user_key, user_key, ?, ?, ? FROM user_keys WHERE user_id = ?",
                    (to_us(fact.start_time), to_us(fact.end_time), fact.id, self._user),
                )
            )
            if fact.recurrence is not None:
                self.writes.append(
                    (
                        "INSERT INTO series (user_id, id, start_us, end_us) VALUES (?, ?, ?, ?)",
                        (self._user, fact.id, to_us(fact.start_time), series_end_us(fact)),
                    )
                )

    def _restate(
        self, fact_ids: list[str], eligible: Callable[[Fact], bool], change: Callable[[Fact], Fact]
    ) -> list[Fact]:
        changed: list[Fact] = []
        for fact_id in fact_ids:
            row = self._conn.execute(
                "SELECT body FROM facts WHERE user_id = ? AND id = ?", (self._user, fact_id)
            ).fetchone()
            if row is None or fact_id in self._restated or not eligible(fact := Fact.model_validate_json(row[0])):
                continue
            self._restated.add(fact_id)
            fact = change(fact)
            self.writes.append(
                (
                    "UPDATE facts SET status = ?, body = ? WHERE user_id = ? AND id = ?",
                    (fact.status.value, fact.model_dump_json(), self._user, fact_id),
                )
            )
            changed.append(fact)
        return changed

    def _rewrite_series(self, fact_id: str, rewrite: Callable[[Fact], Fact | None]) -> Fact | None:
        if fact_id in self._restated:  # restated in this step: that is what it writes (Rewrites)
            return None
        # Writes wait for the commit, so a series rewritten twice in one step builds on its staged self.
        current = self._skipped.get(fact_id)
        if current is None:
            row = self._conn.execute(
                "SELECT body FROM facts WHERE user_id = ? AND id = ?", (self._user, fact_id)
            ).fetchone()
            current = Fact.model_validate_json(row[0]) if row else None
        series = rewrite(current) if current is not None else None
        if series is not None:
            self._skipped[fact_id] = series
            self.writes.append(
                (
                    "UPDATE facts SET body = ? WHERE user_id = ? AND id = ?",
                    (series.model_dump_json(), self._user, fact_id),
                )
            )
        return series

    def put_record(self, record: CommitRecord) -> None:
        self.writes.append(
            (
                "INSERT INTO commit_records (user_id, key, body) VALUES (?, ?, ?)",
                (self._user, record.key, record.model_dump_json()),
            )
        )

    def record_message(self, message: Message) -> None:
        self.writes.append((_INSERT_MESSAGE, (self._user, message.message_id, message.model_dump_json())))


def _version(conn: sqlite3.Connection, user_id: str) -> int:
    row = conn.execute("SELECT version FROM user_versions WHERE user_id = ?", (user_id,)).fetchone()
    return row[0] if row else 0


def _apply(conn: sqlite3.Connection, user_id: str, writes: list[tuple[str, tuple]]) -> None:
    for sql, params in writes:
        conn.execute(sql, params)
    conn.execute(
        "INSERT INTO user_versions (user_id, version) VALUES (?, 1) "
        "ON CONFLICT (user_id) DO UPDATE SET version = version + 1",
        (user_id,),
    )


# Optimistic rounds of one step before it takes the write lock for its whole run.
OPTIMISTIC_ATTEMPTS = 3


class SqliteStore:
    """FactStore, MessageStore and ProfileStore on SQLite."""

    def __init__(self, db: SqliteDatabase) -> None:
        self.db = db

    def atomically(self, user_id: str, work: Callable[[_SqliteTransaction], T]) -> T:
        """Lint outside the database-wide write lock, then write under it if the user's version still holds.

        SQLite's write lock covers every user, so a step that linted under it would make
        everyone wait for the heaviest writer. Here `work` reads one snapshot (WAL readers
        take no lock), and the lock is held only to check the version and apply the
        collected writes; if another step of the same user committed in between, `work`
        runs again on the new state. After OPTIMISTIC_ATTEMPTS lost rounds (one user racing
        themselves) the step runs under the lock, so it always finishes.
        """
        for _ in range(OPTIMISTIC_ATTEMPTS):
            with self.db.transaction() as conn:
                tx = _SqliteTransaction(conn, user_id)
                seen = tx.version()
                result = work(tx)
            if not tx.writes:
                return result
            with self.db.transaction("IMMEDIATE") as conn:
                if _version(conn, user_id) == seen:
                    _apply(conn, user_id, tx.writes)
                    return result
        with self.db.transaction("IMMEDIATE") as conn:
            tx = _SqliteTransaction(conn, user_id)
            result = work(tx)
            if tx.writes:
                _apply(conn, user_id, tx.writes)
            return result

    def list_facts(
        self,
        user_id: str,
        status: FactStatus | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
    ) -> list[Fact]:
        if start is not None and end is not None:
            with self.db.transaction() as conn:
                return _facts_from(_overlap_rows(conn, user_id, status.value if status else None, start, end))
        if status is None:
            return _facts_from(self.db.execute("SELECT body FROM facts WHERE user_id = ?", (user_id,)))
        return _facts_from(
            self.db.execute("SELECT body FROM facts WHERE user_id = ? AND status = ?", (user_id, status.value))
        )

    def list_series(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        with self.db.transaction() as conn:
            return _series_of(conn, user_id, status.value if status else None, start, end)

    def list_window(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        return recurrence.with_series(
            self.list_facts(user_id, status, start, end), self.list_series(user_id, status, start, end)
        )

    def get_fact(self, user_id: str, fact_id: str) -> Fact | None:
        rows = self.db.execute("SELECT body FROM facts WHERE user_id = ? AND id = ?", (user_id, fact_id))
        return Fact.model_validate_json(rows[0][0]) if rows else None

    def get_records(self, user_id: str, keys: list[str]) -> dict[str, CommitRecord]:
        if not keys:
            return {}
        rows = self.db.execute(
            f"SELECT key, body FROM commit_records WHERE user_id = ? AND key IN ({', '.join('?' * len(keys))})",
            (user_id, *keys),
        )
        return {key: CommitRecord.model_validate_json(body) for key, body in rows}

    def version(self, user_id: str) -> int:
        rows = self.db.execute("SELECT version FROM user_versions WHERE user_id = ?", (user_id,))
        return rows[0][0] if rows else 0

    def add_message(self, user_id: str, message: Message) -> None:
        with self.db.transaction() as conn:
            conn.execute(_INSERT_MESSAGE, (user_id, message.message_id, message.model_dump_json()))

    def get_message(self, user_id: str, message_id: str) -> Message | None:
        rows = self.db.execute("SELECT body FROM messages WHERE user_id = ? AND message_id = ?", (user_id, message_id))
        return Message.model_validate_json(rows[0][0]) if rows else None

    def list_messages(self, user_id: str) -> list[Message]:
        rows = self.db.execute("SELECT body FROM messages WHERE user_id = ? ORDER BY seq", (user_id,))
        return [Message.model_validate_json(row[0]) for row in rows]

    def message_page(self, user_id: str, limit: int, before: str | None = None) -> list[Message]:
        if before is None:
            rows = self.db.execute(
                "SELECT body FROM messages WHERE user_id = ? ORDER BY seq DESC LIMIT ?", (user_id, limit)
            )
        else:
            rows = self.db.execute(
                "SELECT body FROM messages WHERE user_id = ? AND seq < "
                "(SELECT seq FROM messages WHERE user_id = ? AND message_id = ?) ORDER BY seq DESC LIMIT ?",
                (user_id, user_id, before, limit),
            )
        return [Message.model_validate_json(row[0]) for row in rows]

    def get_timezone(self, user_id: str) -> str | None:
        rows = self.db.execute("SELECT timezone FROM profiles WHERE user_id = ?", (user_id,))
        return rows[0][0] if rows else None

    def set_timezone(self, user_id: str, timezone: str) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "INSERT INTO profiles (user_id, timezone) VALUES (?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET timezone = excluded.timezone",
                (user_id, timezone),
            )

    def set_calendar_token(self, user_id: str, token_hash: str | None) -> None:
        with self.db.transaction("IMMEDIATE") as conn:
            conn.execute("DELETE FROM calendar_tokens WHERE user_id = ?", (user_id,))
            if token_hash is not None:
                conn.execute("INSERT INTO calendar_tokens (token_hash, user_id) VALUES (?, ?)", (token_hash, user_id))

    def user_of_calendar_token(self, token_hash: str) -> str | None:
        rows = self.db.execute("SELECT user_id FROM calendar_tokens WHERE token_hash = ?", (token_hash,))
        return rows[0][0] if rows else None


class SqliteWorkingStore:
    """WorkingStore on SQLite; expiry is checked against an injected clock on read."""

    def __init__(self, db: SqliteDatabase, clock: Clock) -> None:
        self.db, self._clock = db, clock

    def _now_us(self) -> int:
        return to_us(self._clock.now())

    def save_parse(self, parse: StoredParse, ttl_seconds: int) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO working_parses (user_id, message_id, body, expires_us) VALUES (?, ?, ?, ?)",
                (parse.user_id, parse.message_id, parse.model_dump_json(), self._now_us() + ttl_seconds * 1_000_000),
            )

    def get_parse(self, user_id: str, message_id: str) -> StoredParse | None:
        rows = self.db.execute(
            "SELECT body FROM working_parses WHERE user_id = ? AND message_id = ? AND expires_us > ?",
            (user_id, message_id, self._now_us()),
        )
        return StoredParse.model_validate_json(rows[0][0]) if rows else None

    def save_pending(self, pending: PendingConfirmation) -> None:
        # One statement, atomic on its own: a live pending of the same id is kept, an expired one replaced.
        self.db.execute(
            "INSERT INTO working_pending (pending_id, body, expires_us) VALUES (?, ?, ?) "
            "ON CONFLICT (pending_id) DO UPDATE SET body = excluded.body, expires_us = excluded.expires_us "
            "WHERE working_pending.expires_us <= ?",
            (pending.pending_id, pending.model_dump_json(), to_us(pending.expires_at), self._now_us()),
        )

    def get_pending(self, pending_id: str) -> PendingConfirmation | None:
        rows = self.db.execute(
            "SELECT body FROM working_pending WHERE pending_id = ? AND expires_us > ?", (pending_id, self._now_us())
        )
        return PendingConfirmation.model_validate_json(rows[0][0]) if rows else None

    def remember_once(self, key: str, ttl_seconds: int) -> bool:
        now_us = self._now_us()
        with self.db.transaction("IMMEDIATE") as conn:
            conn.execute("DELETE FROM working_seen WHERE key = ? AND expires_us <= ?", (key, now_us))
            inserted = conn.execute(
                "INSERT OR IGNORE INTO working_seen (key, expires_us) VALUES (?, ?)",
                (key, now_us + ttl_seconds * 1_000_000),
            ).rowcount
        return inserted == 1

    def save_question(self, question: OpenQuestion, ttl_seconds: int) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO working_questions (user_id, body, expires_us) VALUES (?, ?, ?)",
                (question.user_id, question.model_dump_json(), self._now_us() + ttl_seconds * 1_000_000),
            )

    def get_question(self, user_id: str) -> OpenQuestion | None:
        rows = self.db.execute(
            "SELECT body FROM working_questions WHERE user_id = ? AND expires_us > ?", (user_id, self._now_us())
        )
        return OpenQuestion.model_validate_json(rows[0][0]) if rows else None

    def drop_question(self, user_id: str) -> None:
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM working_questions WHERE user_id = ?", (user_id,))
