from __future__ import annotations

from collections.abc import Iterator

import pytest

from moss.adapters.memory import InMemoryStore, InMemoryWorkingStore
from moss.adapters.template import TemplateSynthesizer
from moss.usecases import Deps, UseCases

from .fakes import SEED_NOW, SEED_SCRIPT, FakeClock, ScriptedParser
from .servers import FirestoreEmulator, RedisServer


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(SEED_NOW)


@pytest.fixture
def usecases(clock: FakeClock) -> UseCases:
    """The use cases on in-memory fakes and the scripted parser."""
    store = InMemoryStore()
    deps = Deps(
        facts=store,
        messages=store,
        profiles=store,
        working=InMemoryWorkingStore(clock),
        parser=ScriptedParser(SEED_SCRIPT),
        synthesizer=TemplateSynthesizer(),
        clock=clock,
        default_timezone="Asia/Seoul",
    )
    return UseCases(deps)


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
