"""Every store implementation, behind one fixture each, for the contract suite."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from moss.adapters.clock import FakeClock
from moss.adapters.memory import InMemoryStore, InMemoryWorkingStore
from moss.adapters.sqlite import SqliteDatabase, SqliteStore, SqliteWorkingStore

from ..fakes import SEED_NOW

DURABLE_BACKENDS: dict[str, Callable[..., object]] = {
    "memory": lambda tmp_path: InMemoryStore(),
    "sqlite": lambda tmp_path: SqliteStore(SqliteDatabase(tmp_path / "moss.db")),
}
WORKING_BACKENDS: dict[str, Callable[..., object]] = {
    "memory": lambda tmp_path, clock: InMemoryWorkingStore(clock),
    "sqlite": lambda tmp_path, clock: SqliteWorkingStore(SqliteDatabase(tmp_path / "moss.db"), clock),
}


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(SEED_NOW)


@pytest.fixture(params=sorted(DURABLE_BACKENDS))
def durable(request, tmp_path) -> Iterator[object]:
    yield DURABLE_BACKENDS[request.param](tmp_path)


@pytest.fixture(params=sorted(WORKING_BACKENDS))
def working(request, tmp_path, clock) -> Iterator[object]:
    yield WORKING_BACKENDS[request.param](tmp_path, clock)
