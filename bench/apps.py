"""The app as `make run` wires it (SQLite stores), or on Firestore, with a scripted parser and a fixed clock."""

from __future__ import annotations

import os
from pathlib import Path
from unittest import mock

from moss.bootstrap import App, build_app
from moss.domain.models import ParseResult
from tests.apps import app_settings
from tests.fakes import SEED_NOW, FakeClock, ScriptedParser


def sqlite_app(data_dir: Path, script: dict[str, ParseResult]) -> App:
    settings = app_settings(fact_store="sqlite", working_store="sqlite", data_dir=data_dir)
    return build_app(settings, clock=FakeClock(SEED_NOW), parser=ScriptedParser(script))


def firestore_app(emulator_host: str, script: dict[str, ParseResult]) -> App:
    """Facts, messages and profiles on the Firestore emulator at `emulator_host`; dialog state in memory."""
    # A generous deadline: seeding thousands of facts makes the emulator's commits slow on a busy machine.
    settings = app_settings(
        fact_store="firestore", working_store="memory", firestore_project="demo-moss", firestore_timeout_seconds=120
    )
    # The Firestore client reads the emulator's address when it is created.
    with mock.patch.dict(os.environ, {"FIRESTORE_EMULATOR_HOST": emulator_host}):
        return build_app(settings, clock=FakeClock(SEED_NOW), parser=ScriptedParser(script))
