"""The floors under `http_overhead_ratio` (bench/loopback.py): MOSS's /lint_commit function
with part of its work taken out, served and measured like it.

- `glue_floor`: MOSS's HTTP glue (the token, the quota, the body, the error mapping, the JSON
  answer) around an outcome computed once: the function without its use case.
- `storage_floor`: the glue plus the confirm path's storage work, without the domain's (the
  lint, the outcome and its reply): it reads the stored parse, and in the user's atomic step
  the record and the facts near the parse's, writes the commit record, then saves the pending
  confirmation.

Each serves the data directory of the round's MOSS server and reads the parses made there.
Its first call runs the real use case on a message that overlaps the committed meeting; the
CONFIRM_REQUIRED outcome and pending confirmation it leaves are what later calls answer with
and write again under each new message's keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flask
import functions_framework

from moss.bootstrap import App
from moss.domain.commits import CommitRecord, LintResult, PendingConfirmation
from moss.domain.models import pending_id_of
from moss.entrypoints.api.message import MessageRequest
from moss.entrypoints.http import endpoint, read_body
from moss.ports import FactTransaction
from moss.usecases.lint_commit import LintCommit
from moss.usecases.writes import active_near

Work = Callable[[App, str, str], LintResult]

_first: tuple[LintResult, PendingConfirmation] | None = None


def _outcome(app: App, user: str, message_id: str) -> tuple[LintResult, PendingConfirmation, bool]:
    """The outcome every call answers with, its pending confirmation, and whether this call
    made them by running the real use case (which then wrote everything itself)."""
    global _first
    if _first is not None:
        return (*_first, False)
    result = app.usecases.handle(LintCommit(user, message_id))
    pending = app.usecases.deps.working.get_pending(result.pending_id) if result.pending_id else None
    if pending is None:
        raise RuntimeError(f"the first message of a floor must wait for a confirmation, not {result.status}")
    _first = (result, pending)
    return result, pending, True


def _glue(app: App, user: str, message_id: str) -> LintResult:
    return _outcome(app, user, message_id)[0]


def _storage(app: App, user: str, message_id: str) -> LintResult:
    outcome, pending, computed = _outcome(app, user, message_id)
    if computed:
        return outcome
    deps = app.usecases.deps
    facts = deps.stored_parse(user, message_id).result.facts

    def step(tx: FactTransaction) -> None:
        tx.get_record(message_id)
        active_near(tx, facts)
        tx.put_record(CommitRecord(key=message_id, result=outcome, version=tx.version()))

    deps.facts.atomically(user, step)
    deps.working.save_pending(
        pending.model_copy(update={"pending_id": pending_id_of(message_id), "message_id": message_id})
    )
    return outcome


def _handler(work: Work) -> Callable[[flask.Request], flask.Response]:
    def lint_commit(request: flask.Request, app: App, user: str) -> Any:
        body = read_body(request, MessageRequest, app.settings.max_body_bytes)
        return work(app, user, body.message_id)

    return endpoint("POST")(lint_commit)


_glue_handler, _storage_handler = _handler(_glue), _handler(_storage)


def _healthy() -> dict[str, str]:
    """What GET answers: tests/servers.serving waits for a 200 at /healthz."""
    return {"status": "ok"}


@functions_framework.http
def glue_floor(request: flask.Request) -> Any:
    return _healthy() if request.method == "GET" else _glue_handler(request)


@functions_framework.http
def storage_floor(request: flask.Request) -> Any:
    return _healthy() if request.method == "GET" else _storage_handler(request)
