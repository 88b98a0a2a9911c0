"""MOSS Cloud Functions: one functions-framework HTTP function per endpoint of API.md.

Each handler validates the request, makes one service call and returns its result;
`endpoint` maps every error to the JSON error shape. `moss_local` serves all of them on
one origin (plus the web client) for the local run.
"""

from __future__ import annotations

import re
from pathlib import Path

import flask
import functions_framework
import werkzeug.exceptions

from moss.domain.errors import BadRequest, NotFound
from moss.domain.models import FactStatus
from moss.entrypoints.api import ConfirmRequest, DevAuthRequest, MessageRequest, ParseRequest, QueryRequest
from moss.entrypoints.http import endpoint, framework_error_response, query_datetime, read_body
from moss.entrypoints.openapi import openapi_document
from moss.entrypoints.telegram import TelegramBot, read_update
from moss.services import make_window


@functions_framework.errorhandler(werkzeug.exceptions.HTTPException)
def framework_error(error):
    return framework_error_response(error)


@functions_framework.http
@endpoint("POST")
def parse(request, app, user):
    body = read_body(request, ParseRequest, app.settings.max_body_bytes)
    return app.service.parse(user, body.text, now=body.now, timezone=body.timezone)


@functions_framework.http
@endpoint("POST")
def lint_commit(request, app, user):
    body = read_body(request, MessageRequest, app.settings.max_body_bytes)
    return app.service.lint_commit(user, body.message_id)


@functions_framework.http
@endpoint("POST")
def confirm(request, app, user):
    body = read_body(request, ConfirmRequest, app.settings.max_body_bytes)
    return app.service.confirm(user, body.pending_id, body.decision)


@functions_framework.http
@endpoint("POST")
def query(request, app, user):
    body = read_body(request, QueryRequest, app.settings.max_body_bytes)
    window = None
    if body.message_id is None and (body.start_time is not None or body.end_time is not None):
        if body.start_time is None or body.end_time is None:
            raise BadRequest("give both start_time and end_time", code="invalid_window")
        window = make_window(body.start_time, body.end_time)
    return app.service.query(
        user,
        message_id=body.message_id,
        window=window,
        timezone=body.timezone,
        compare=body.compare,
        question=body.question,
    )


_PROVENANCE_PATH = re.compile(r"(?:^|/)([^/]+)/provenance/?$")
_STATUS_FILTERS = {"all": None, "active": FactStatus.ACTIVE, "inactive": FactStatus.INACTIVE}


@functions_framework.http
@endpoint("GET")
def memories(request, app, user):
    """GET /memories lists facts; GET /memories/{id}/provenance explains one."""
    provenance = _PROVENANCE_PATH.search(request.path)
    if provenance:
        return app.service.provenance(user, provenance.group(1), timezone=request.args.get("timezone"))
    status = request.args.get("status", "all")
    if status not in _STATUS_FILTERS:
        raise BadRequest("status must be active, inactive or all", code="invalid_status")
    facts = app.service.memories(
        user,
        status=_STATUS_FILTERS[status],
        start=query_datetime(request, "start_time"),
        end=query_datetime(request, "end_time"),
    )
    return {"facts": [fact.model_dump(mode="json") for fact in facts]}


@functions_framework.http
@endpoint("POST", authenticated=False)
def auth_dev(request, app, user):
    if app.dev_tokens is None:
        raise NotFound("not found", code="not_found")
    body = read_body(request, DevAuthRequest, app.settings.max_body_bytes)
    return {"token": app.dev_tokens.mint(body.user), "user": body.user}


@functions_framework.http
@endpoint("GET", authenticated=False)
def healthz(request, app, user):
    return {"status": "ok", "fact_store": app.settings.fact_store, "working_store": app.settings.working_store}


@functions_framework.http
@endpoint("POST", authenticated=False)
def telegram_webhook(request, app, user):
    """Telegram Bot API webhook; the reply rides back in the response as a method call (docs/telegram.md)."""
    update = read_update(request, app.settings)
    return TelegramBot(app.service).handle(update)


@functions_framework.http
@endpoint("GET", authenticated=False)
def openapi(request, app, user):
    return openapi_document()


_ROUTES = {
    "parse": parse,
    "lint_commit": lint_commit,
    "confirm": confirm,
    "query": query,
    "memories": memories,
    "auth": auth_dev,
    "healthz": healthz,
    "openapi.json": openapi,
    "webhook": telegram_webhook,
}
# Heads that serve one exact path only, so e.g. /auth/other falls through to the web client.
_EXACT_PATHS = {"auth": "/auth/dev", "webhook": "/webhook/telegram"}
_WEB_DIR = Path(__file__).resolve().parent.parent / "web"


@functions_framework.http
def moss_local(request):
    """Local emulation: every function on its API.md path, and the web client at /."""
    head = request.path.strip("/").split("/", 1)[0]
    if head in _EXACT_PATHS and request.path.rstrip("/") != _EXACT_PATHS[head]:
        head = ""
    if head in _ROUTES:
        return _ROUTES[head](request)
    return web_client(request)


@endpoint("GET", "HEAD", authenticated=False)
def web_client(request, app, user):
    web_dir = app.settings.web_dir or _WEB_DIR
    try:
        return flask.send_from_directory(web_dir, request.path.strip("/") or "index.html")
    except werkzeug.exceptions.NotFound:
        raise NotFound(f"no such path: {request.path}", code="not_found") from None
