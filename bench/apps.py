"""The app as `make run` wires it (SQLite stores), or on Firestore, with a scripted parser and a fixed clock."""

from __future__ import annotations

import os
from pathlib import Path
from unittest import mock

from moss.bootstrap import App, build_app
from moss.domain.models import ParseResult
from moss.settings import Settings
from tests.fakes import SEED_NOW, FakeClock, ScriptedParser

BENCH_SETTINGS = {"auth": "dev", "dev_secret": "bench-secret-of-at-least-32-bytes!!", "timezone": "Asia/Seoul"}


def sqlite_app(data_dir: Path, script: dict[str, ParseResult]) -> App:
    settings = Settings(fact_store="sqlite", working_store="sqlite", data_dir=data_dir, **BENCH_SETTINGS)
    return build_app(settings, clock=FakeClock(SEED_NOW), parser=ScriptedParser(script))


def firestore_app(emulator_host: str, script: dict[str, ParseResult]) -> App:
    """Facts, messages and profiles on the Firestore emulator at `emulator_host`; dialog state in memory."""
    settings = Settings(fact_store="firestore", working_store="memory", firestore_project="demo-moss", **BENCH_SETTINGS)
    # The Firestore client reads the emulator's address when it is created.
    with mock.patch.dict(os.environ, {"FIRESTORE_EMULATOR_HOST": emulator_host}):
        return build_app(settings, clock=FakeClock(SEED_NOW), parser=ScriptedParser(script))
