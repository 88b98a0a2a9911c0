"""Interval lookups return exactly the overlapping facts, on every backend and across the migration."""

from __future__ import annotations

import random
from datetime import datetime, timedelta

import pytest

from moss.adapters.cached import ReferenceCachedFactStore
from moss.adapters.firestore_store import FirestoreStore, firestore_client
from moss.adapters.sqlite import SqliteDatabase, SqliteStore, migrate_spans
from moss.domain.models import Fact, FactDraft, FactStatus

from .. import legacy
from ..fakes import at
from .conftest import reference_cache


def fact(fact_id: str, start: datetime, end: datetime, predicate: str = "meeting", *, active: bool = True) -> Fact:
    draft = FactDraft(
        predicate=predicate,
        object_value="Vacation" if predicate == "vacation" else fact_id,
        start_time=start,
        end_time=end,
    )
    stored = Fact.from_draft(draft, fact_id=fact_id, message_id=f"m_{fact_id}")
    return stored if active else stored.invalidated(f"m_{fact_id}_later")


CALENDAR = [
    fact("leave", at(5, month=1), at(4, month=7), "vacation"),  # 180 days, long before the windows
    fact("year", at(1, month=1), at(1, month=1).replace(year=2028), "vacation"),  # everything nests in it
    fact("vac14", at(1), at(15), "vacation"),
    fact("m10", at(17, 10), at(17, 11)),
    fact("m11", at(17, 11), at(17, 12)),  # touches m10
    fact("nested", at(17, 10, 15), at(17, 10, 30)),  # inside m10
    fact("allday", at(17), at(18), "vacation"),  # holds m10, m11 and nested
    fact("replaced", at(17, 10), at(17, 11), active=False),
    fact("minute", at(20, 9), at(20, 9, 1)),
    fact("week", at(20), at(27), "vacation"),
]
WINDOWS = [
    (at(17, 10), at(17, 11)),  # exactly m10
    (at(17, 11), at(17, 12)),  # exactly m11: m10 only touches it
    (at(17, 9), at(17, 10)),  # ends where m10 starts
    (at(17, 12), at(17, 13)),  # starts where m11 ends
    (at(17, 10, 20), at(17, 10, 21)),  # one minute inside nested
    (at(3, 10, month=3), at(3, 11, month=3)),  # inside the leave, far from everything else
    (at(4, month=7), at(5, month=7)),  # starts where the leave ends
    (at(20, 9, 1), at(20, 10)),  # starts where the minute ends
    (at(1, month=1), at(1, month=1).replace(year=2029)),  # all of it
    (at(1, month=1).replace(year=2030), at(2, month=1).replace(year=2030)),  # after everything
]


def expected(facts: list[Fact], start: datetime, end: datetime, status: FactStatus | None) -> list[str]:
    chosen = [f for f in facts if f.overlaps(start, end) and (status is None or f.status is status)]
    return [f.id for f in sorted(chosen, key=lambda f: (f.start_time, f.id))]


def assert_exact(store, user: str, facts: list[Fact], windows) -> None:
    for start, end in windows:
        for status in (FactStatus.ACTIVE, FactStatus.INACTIVE, None):
            found = [f.id for f in store.list_facts(user, status, start, end)]
            assert found == expected(facts, start, end, status), (start, end, status)
        in_step = store.atomically(user, lambda tx, s=start, e=end: tx.active_overlapping(s, e))
        assert [f.id for f in in_step] == expected(facts, start, end, FactStatus.ACTIVE), (start, end)


def add(store, user: str, facts: list[Fact]) -> None:
    store.atomically(user, lambda tx: tx.add_facts([f for f in facts if f.status is FactStatus.ACTIVE]))
    inactive = [f for f in facts if f.status is FactStatus.INACTIVE]
    if inactive:
        store.atomically(
            user, lambda tx: tx.add_facts([f.model_copy(update={"status": FactStatus.ACTIVE}) for f in inactive])
        )
        store.atomically(
            user, lambda tx: tx.invalidate([f.id for f in inactive], inactive[0].invalidated_by_message_id)
        )


def test_long_short_touching_and_nested_facts_are_found_exactly(fact_store):
    add(fact_store, "alice", CALENDAR)
    assert_exact(fact_store, "alice", CALENDAR, WINDOWS)


def random_calendar(seed: int, count: int) -> list[Fact]:
    """Facts of every scale, from a minute to over a year, some inactive, many overlapping."""
    rng = random.Random(seed)
    facts = []
    for number in range(count):
        start = at(1, month=1) + timedelta(minutes=rng.randrange(0, 365 * 24 * 60, 15))
        length = timedelta(minutes=rng.choice((1, 15, 30, 60, 90, 61)) * rng.choice((1, 1, 1, 24, 24 * 14, 24 * 200)))
        facts.append(fact(f"r{number}", start, start + length, active=rng.random() > 0.2))
    return facts


def random_windows(seed: int, count: int) -> list[tuple[datetime, datetime]]:
    rng = random.Random(seed)
    windows = []
    for _ in range(count):
        start = at(1, month=1) + timedelta(minutes=rng.randrange(0, 400 * 24 * 60, 15))
        windows.append((start, start + timedelta(minutes=rng.choice((15, 60, 24 * 60, 30 * 24 * 60)))))
    return windows


def test_random_calendars_of_every_scale_are_found_exactly(fact_store):
    facts = random_calendar(16, 60)
    add(fact_store, "alice", facts)
    assert_exact(fact_store, "alice", facts, random_windows(17, 12) + [(f.start_time, f.end_time) for f in facts[:6]])


def _sqlite_legacy(request, tmp_path, facts: list[Fact]):
    legacy.write_sqlite(tmp_path / "moss.db", "alice", facts)
    db = SqliteDatabase(tmp_path / "moss.db")
    store = SqliteStore(db)

    def migrate() -> bool:
        return migrate_spans(db.connection())

    return store, migrate


def _firestore_legacy(request, tmp_path, facts: list[Fact]):
    request.getfixturevalue("firestore_emulator").reset()
    client = firestore_client("demo-moss", "(default)")
    legacy.write_firestore(client, "alice", facts)
    store = FirestoreStore(client)
    return store, lambda: store.migrate_levels("alice")


LEGACY = {"sqlite": _sqlite_legacy, "firestore": _firestore_legacy}


@pytest.mark.parametrize("cached", [False, True], ids=["durable", "redis-cache"])
@pytest.mark.parametrize("backend", sorted(LEGACY))
def test_lookups_are_exact_across_the_migration_of_stored_facts(request, tmp_path, backend, cached):
    facts = [*CALENDAR, *random_calendar(18, 30)]
    durable, migrate = LEGACY[backend](request, tmp_path, facts)
    store = ReferenceCachedFactStore(durable, reference_cache(request)) if cached else durable
    windows = WINDOWS + random_windows(19, 6)
    assert_exact(store, "alice", facts, windows)  # SQLite migrates as it opens; Firestore is not filed yet
    migrated = migrate()
    assert migrated is (backend == "firestore"), "the SQLite store migrated itself on opening"
    assert_exact(store, "alice", facts, windows)
    assert migrate() is False, "a second run finds nothing to do"
    later = [fact("later", at(17, 10, 30), at(17, 12)), fact("long_later", at(1, month=6), at(1, month=9), "vacation")]
    add(store, "alice", later)
    assert_exact(store, "alice", facts + later, windows)
    assert migrate() is False
