"""One way for tests to stand MOSS up in process: settings, the process-wide app, a client."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import functions_framework
from flask.testing import FlaskClient

from moss.adapters.memory import InMemoryStore, InMemoryWorkingStore
from moss.adapters.template import TemplateSynthesizer
from moss.bootstrap import App, build_app, reset_app
from moss.domain.commits import LintResult
from moss.domain.models import ParseResult
from moss.ports import Clock, FactStore, Parser, WorkingStore
from moss.settings import Settings
from moss.usecases import Deps, UseCases
from moss.usecases.confirm import Confirm
from moss.usecases.lint_commit import LintCommit
from moss.usecases.parse import Parse

from .fakes import SEED_NOW, ScriptedParser

MAIN = Path(__file__).resolve().parents[1] / "functions" / "main.py"

_DEFAULTS: dict[str, object] = {
    "auth": "dev",
    "dev_secret": "test-secret-of-at-least-32-bytes!!",
    "fact_store": "memory",
    "working_store": "memory",
    "timezone": "Asia/Seoul",
    # Many tests race one user against themselves (a hundred approvals at once) to check atomicity;
    # the limit on a user's requests running at once has its own tests (drills/test_fairness.py).
    "max_requests_in_flight": 0,
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


def scripted_usecases(
    clock: Clock,
    script: dict[str, ParseResult],
    *,
    facts: FactStore | None = None,
    working: WorkingStore | None = None,
) -> UseCases:
    """The use cases on in-memory stores (or the given fact and working stores), Seoul, and a
    parser that answers from `script`: how the core decides, apart from how utterances read."""
    store = InMemoryStore()
    deps = Deps(
        facts=facts or store,
        messages=store,
        profiles=store,
        working=working or InMemoryWorkingStore(clock),
        parser=ScriptedParser(script),
        synthesizer=TemplateSynthesizer(),
        clock=clock,
        default_timezone="Asia/Seoul",
    )
    return UseCases(deps)


def commit_utterance(usecases: UseCases, text: str, user: str = "alice") -> LintResult:
    """Parse a WRITE said at the seed's moment and lint-commit it."""
    outcome = usecases.handle(Parse(user, text, now=SEED_NOW))
    return usecases.handle(LintCommit(user, outcome.message_id))


def decide(usecases: UseCases, asked: LintResult, decision: str, user: str = "alice") -> LintResult:
    """Settle the decision `asked` waits for."""
    assert asked.pending_id is not None, asked.reply
    return usecases.handle(Confirm(user, asked.pending_id, decision))
