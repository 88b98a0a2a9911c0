from __future__ import annotations

import pytest

from moss.adapters.clock import FakeClock
from moss.adapters.memory import InMemoryStore, InMemoryWorkingStore
from moss.adapters.template import TemplateSynthesizer
from moss.services import MemoryService

from .fakes import SEED_NOW, SEED_SCRIPT, ScriptedParser


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(SEED_NOW)


@pytest.fixture
def service(clock: FakeClock) -> MemoryService:
    """The service on in-memory fakes and the scripted parser."""
    store = InMemoryStore()
    return MemoryService(
        facts=store,
        messages=store,
        profiles=store,
        working=InMemoryWorkingStore(clock),
        parser=ScriptedParser(SEED_SCRIPT),
        synthesizer=TemplateSynthesizer(),
        clock=clock,
        default_timezone="Asia/Seoul",
    )
