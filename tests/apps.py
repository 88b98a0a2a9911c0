"""One way for tests to stand MOSS up in process: settings, the process-wide app, a client."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import functions_framework
from flask.testing import FlaskClient

from moss.bootstrap import App, build_app, reset_app
from moss.ports import Clock, Parser
from moss.settings import Settings

MAIN = Path(__file__).resolve().parents[1] / "functions" / "main.py"

_DEFAULTS: dict[str, object] = {
    "auth": "dev",
    "dev_secret": "test-secret-of-at-least-32-bytes!!",
    "fact_store": "memory",
    "working_store": "memory",
    "timezone": "Asia/Seoul",
}


def app_settings(**overrides: object) -> Settings:
    """Dev auth, in-memory stores, Seoul: what most tests run on; `overrides` change the rest."""
    return Settings.model_validate(_DEFAULTS | overrides)


@contextmanager
def installed_app(settings: Settings, *, clock: Clock | None = None, parser: Parser | None = None) -> Iterator[App]:
    """The process-wide app the functions serve, for the duration of a test."""
    app = build_app(settings, clock=clock, parser=parser)
    reset_app(app)
    try:
        yield app
    finally:
        reset_app(None)


def function_client(target: str = "moss_local") -> FlaskClient:
    """A test client of one function of functions/main.py, as functions-framework serves it."""
    return functions_framework.create_app(target=target, source=str(MAIN)).test_client()
