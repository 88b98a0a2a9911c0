from __future__ import annotations

from collections.abc import Iterator

import pytest

from moss.usecases import UseCases

from .apps import scripted_usecases
from .fakes import SEED_NOW, SEED_SCRIPT, FakeClock
from .servers import FirestoreEmulator, RedisServer


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(SEED_NOW)


@pytest.fixture
def usecases(clock: FakeClock) -> UseCases:
    """The use cases on in-memory fakes and the scripted parser."""
    return scripted_usecases(clock, SEED_SCRIPT)


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory) -> Iterator[RedisServer]:
    """A throwaway redis-server for the whole run; tests using it start from an empty one."""
    server = RedisServer(tmp_path_factory.mktemp("redis")).start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def firestore_emulator() -> Iterator[FirestoreEmulator]:
    """The Firestore emulator for the whole run; the Python client finds it by FIRESTORE_EMULATOR_HOST."""
    emulator = FirestoreEmulator().start()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("FIRESTORE_EMULATOR_HOST", emulator.host)
        yield emulator
    emulator.stop()
