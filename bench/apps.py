"""The app as `make run` wires it (SQLite stores), with a scripted parser and a fixed clock."""

from __future__ import annotations

from pathlib import Path

from moss.adapters.clock import FakeClock
from moss.bootstrap import App, build_app
from moss.domain.models import ParseResult
from moss.settings import Settings
from tests.fakes import SEED_NOW, ScriptedParser


def sqlite_app(data_dir: Path, script: dict[str, ParseResult]) -> App:
    settings = Settings(
        fact_store="sqlite", working_store="sqlite", data_dir=data_dir, auth="dev",
        dev_secret="bench-secret-of-at-least-32-bytes!!", timezone="Asia/Seoul",
    )
    return build_app(settings, clock=FakeClock(SEED_NOW), parser=ScriptedParser(script))
