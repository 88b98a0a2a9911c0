"""Every store implementation, behind one fixture each, for the contract suite.

The Redis and Firestore backends run against real servers started by the session
fixtures of tests/conftest.py; each test starts from an empty server.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from moss.adapters.cached import ProfileCachedStore, ReferenceCachedFactStore
from moss.adapters.firestore_store import FirestoreStore, firestore_client
from moss.adapters.memory import InMemoryStore, InMemoryWorkingStore
from moss.adapters.redis_store import RedisProfileCache, RedisReferenceCache, RedisWorkingStore, redis_client
from moss.adapters.sqlite import SqliteDatabase, SqliteStore, SqliteWorkingStore

from ..fakes import SEED_NOW, FakeClock


def _firestore(request: pytest.FixtureRequest) -> FirestoreStore:
    request.getfixturevalue("firestore_emulator").reset()
    return FirestoreStore(firestore_client("demo-moss", "(default)"))


def _redis(request: pytest.FixtureRequest, clock: FakeClock) -> RedisWorkingStore:
    server = request.getfixturevalue("redis_server")
    server.flush()
    return RedisWorkingStore(redis_client(server.url, timeout_seconds=2.0), clock)


def reference_cache(request: pytest.FixtureRequest) -> RedisReferenceCache:
    """A reference cache on the session's redis-server, emptied for the test."""
    server = request.getfixturevalue("redis_server")
    server.flush()
    return RedisReferenceCache(redis_client(server.url, timeout_seconds=2.0))


def profile_cache(request: pytest.FixtureRequest) -> RedisProfileCache:
    """A profile cache on the session's redis-server, emptied for the test."""
    server = request.getfixturevalue("redis_server")
    server.flush()
    return RedisProfileCache(redis_client(server.url, timeout_seconds=2.0))


def _sqlite(tmp_path) -> SqliteStore:
    return SqliteStore(SqliteDatabase(tmp_path / "moss.db"))


DURABLE_BACKENDS: dict[str, Callable[..., object]] = {
    "memory": lambda request, tmp_path: InMemoryStore(),
    "sqlite": lambda request, tmp_path: _sqlite(tmp_path),
    "firestore": lambda request, tmp_path: _firestore(request),
}
# The FactStore contract also holds for the reference-cached wrapper over the stores it is
# deployed on (it wraps only FactStore, so the message and profile tests use `durable`).
FACT_BACKENDS: dict[str, Callable[..., object]] = {
    **DURABLE_BACKENDS,
    "sqlite+redis-cache": lambda request, tmp_path: ReferenceCachedFactStore(
        _sqlite(tmp_path), reference_cache(request)
    ),
    "firestore+redis-cache": lambda request, tmp_path: ReferenceCachedFactStore(
        _firestore(request), reference_cache(request)
    ),
}
# The ProfileStore contract also holds with the time zones cached on Redis, as deployed.
PROFILE_BACKENDS: dict[str, Callable[..., object]] = {
    **DURABLE_BACKENDS,
    "firestore+redis-cache": lambda request, tmp_path: ProfileCachedStore(_firestore(request), profile_cache(request)),
}
WORKING_BACKENDS: dict[str, Callable[..., object]] = {
    "memory": lambda request, tmp_path, clock: InMemoryWorkingStore(clock),
    "sqlite": lambda request, tmp_path, clock: SqliteWorkingStore(SqliteDatabase(tmp_path / "moss.db"), clock),
    "redis": lambda request, tmp_path, clock: _redis(request, clock),
}


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(SEED_NOW)


@pytest.fixture(params=sorted(DURABLE_BACKENDS))
def durable(request, tmp_path) -> Iterator[object]:
    yield DURABLE_BACKENDS[request.param](request, tmp_path)


@pytest.fixture(params=sorted(FACT_BACKENDS))
def fact_store(request, tmp_path) -> Iterator[object]:
    yield FACT_BACKENDS[request.param](request, tmp_path)


@pytest.fixture(params=sorted(PROFILE_BACKENDS))
def profiles(request, tmp_path) -> Iterator[object]:
    yield PROFILE_BACKENDS[request.param](request, tmp_path)


@pytest.fixture(params=sorted(WORKING_BACKENDS))
def working(request, tmp_path, clock) -> Iterator[object]:
    yield WORKING_BACKENDS[request.param](request, tmp_path, clock)
