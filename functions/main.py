"""MOSS Cloud Functions: one functions-framework HTTP function per endpoint (docs/api.md).

Each handler reads the request, makes one use-case call and returns its outcome; `endpoint`
maps every error to the JSON error shape. `moss_local` serves all of them on one origin (plus
the web client) for the local run, routed by werkzeug's URL map over the route table.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import flask
import functions_framework
import werkzeug.exceptions
from flask.typing import ResponseReturnValue
from werkzeug.routing import Map, Rule
from werkzeug.security import safe_join

import moss.entrypoints.startup  # noqa: F401  first of MOSS: the collector's settings while the imports below run
from moss.auth import bearer_token
from moss.bootstrap import App
from moss.domain.bounds import make_window
from moss.domain.errors import BadRequest, MethodNotAllowed, NotFound
from moss.domain.models import FactStatus
from moss.entrypoints.http import (
    charge_work,
    check_quota,
    endpoint,
    framework_error_response,
    public_endpoint,
    query_datetime,
    query_int,
    read_body,
    read_raw_body,
    running,
)

if TYPE_CHECKING:
    from moss.mcp.http import McpHttp
    from moss.usecases.calendar_export import CalendarFile


@functions_framework.errorhandler(werkzeug.exceptions.HTTPException)
def framework_error(error: werkzeug.exceptions.HTTPException) -> flask.Response:
    return framework_error_response(error)


@functions_framework.http
@endpoint("POST")
def parse(request: flask.Request, app: App, user: str) -> object:
    from moss.entrypoints.api.parse import ParseRequest
    from moss.usecases.parse import Parse

    body = read_body(request, ParseRequest, app.settings.max_body_bytes)
    return app.usecases.handle(Parse(user, body.text, now=body.now, timezone=body.timezone))


@functions_framework.http
@endpoint("POST")
def lint_commit(request: flask.Request, app: App, user: str) -> object:
    from moss.entrypoints.api.message import MessageRequest
    from moss.usecases.lint_commit import LintCommit

    body = read_body(request, MessageRequest, app.settings.max_body_bytes)
    return app.usecases.handle(LintCommit(user, body.message_id))


@functions_framework.http
@endpoint("POST")
def confirm(request: flask.Request, app: App, user: str) -> object:
    from moss.entrypoints.api.confirm import ConfirmRequest
    from moss.usecases.confirm import Confirm

    body = read_body(request, ConfirmRequest, app.settings.max_body_bytes)
    return app.usecases.handle(Confirm(user, body.pending_id, body.decision))


@functions_framework.http
@endpoint("POST")
def undo(request: flask.Request, app: App, user: str) -> object:
    from moss.entrypoints.api.message import MessageRequest
    from moss.usecases.undo import Undo

    body = read_body(request, MessageRequest, app.settings.max_body_bytes)
    return app.usecases.handle(Undo(user, body.message_id))


@functions_framework.http
@endpoint("POST")
def query(request: flask.Request, app: App, user: str) -> object:
    from moss.entrypoints.api.query import QueryRequest
    from moss.usecases.query import Query

    body = read_body(request, QueryRequest, app.settings.max_body_bytes)
    window = None
    if body.message_id is not None and (body.start_time is not None or body.end_time is not None):
        # A parsed question carries its own window: the one sent would be silently ignored.
        raise BadRequest("give either message_id, or start_time and end_time, not both", code="invalid_window")
    if body.message_id is None and (body.start_time is not None or body.end_time is not None):
        if body.start_time is None or body.end_time is None:
            raise BadRequest("give both start_time and end_time", code="invalid_window")
        window = make_window(body.start_time, body.end_time)
    return app.usecases.handle(
        Query(
            user,
            message_id=body.message_id,
            window=window,
            timezone=body.timezone,
            compare=body.compare,
            question=body.question,
        )
    )


class _Paths:
    """The paths of one function: locally below `local`; deployed, below its own URL (the rules
    that are paths: "/calendar.ics" is local only, the deployed function answers it at "/").
    The map is built on first use: werkzeug compiles every rule, work a cold start of another
    function need not pay."""

    def __init__(self, local: str, rules: dict[str, str]) -> None:
        self._local, self._rules = local, rules

    @functools.cached_property
    def _map(self) -> Map:
        deployed = [rule for rule in self._rules if rule.startswith("/")]
        return Map(
            [Rule(self._local + rule, endpoint=kind) for rule, kind in self._rules.items()]
            + [Rule(rule, endpoint=self._rules[rule]) for rule in deployed],
            strict_slashes=False,
            merge_slashes=False,
        )

    def match(self, path: str) -> tuple[str, dict[str, str]]:
        """The kind of request a path is, and its path parameters."""
        try:
            kind, values = self._map.bind("").match(path)
        except werkzeug.exceptions.HTTPException as error:
            raise NotFound(f"no such path: {path[:100]}", code="not_found") from error
        return str(kind), dict(values)


_MEMORY_PATHS = _Paths(
    "/memories",
    {"/": "list", "/<fact_id>/provenance": "provenance", "/<fact_id>/cancel": "cancel", "/<fact_id>/change": "change"},
)
_MEMORY_METHODS = {"list": "GET", "provenance": "GET", "cancel": "POST", "change": "POST"}
_STATUS_FILTERS = {"all": None, "active": FactStatus.ACTIVE, "inactive": FactStatus.INACTIVE}


def _flag(request: flask.Request, name: str) -> bool:
    value = request.args.get(name, "false")
    if value not in ("true", "false"):
        raise BadRequest(f"{name} must be true or false", code="invalid_request")
    return value == "true"


@functions_framework.http
@endpoint("GET", "POST")
def memories(request: flask.Request, app: App, user: str) -> object:
    """GET /memories lists facts; GET /memories/{id}/provenance explains one; POST /memories/{id}/cancel cancels
    it; POST /memories/{id}/change edits it."""
    kind, values = _MEMORY_PATHS.match(request.path)
    if request.method != _MEMORY_METHODS[kind]:
        raise MethodNotAllowed(f"use {_MEMORY_METHODS[kind]}", code="method_not_allowed")
    if kind == "cancel":
        from moss.entrypoints.api.memories import CancelRequest
        from moss.usecases.cancel_fact import CancelFact

        body = read_body(request, CancelRequest, app.settings.max_body_bytes)
        return app.usecases.handle(
            CancelFact(user, values["fact_id"], occurrence_start=body.start_time, now=body.now, timezone=body.timezone)
        )
    if kind == "change":
        from moss.entrypoints.api.memories import ChangeRequest
        from moss.usecases.edit_fact import EditFact

        edit = read_body(request, ChangeRequest, app.settings.max_body_bytes)
        return app.usecases.handle(EditFact(user, values["fact_id"], **edit.model_dump()))
    if kind == "provenance":
        from moss.usecases.provenance import Explain

        explain = Explain(
            user,
            values["fact_id"],
            timezone=request.args.get("timezone"),
            occurrence_start=query_datetime(request, "occurrence_start"),
        )
        return app.usecases.handle(explain)
    status = request.args.get("status", "all")
    if status not in _STATUS_FILTERS:
        raise BadRequest("status must be active, inactive or all", code="invalid_status")
    from moss.usecases.memories import ListMemories

    return app.usecases.handle(
        ListMemories(
            user,
            status=_STATUS_FILTERS[status],
            start=query_datetime(request, "start_time"),
            end=query_datetime(request, "end_time"),
            expand=_flag(request, "expand"),
        )
    )


# Locally GET /calendar.ics; deployed, the function's own URL.
_CALENDAR_PATHS = _Paths(
    "/calendar",
    {
        ".ics": "export",
        "/": "export",
        "/subscription": "subscription",
        "/import": "import",
        "/feed/<token>.ics": "feed",
    },
)
_CALENDAR_METHODS = {"export": ("GET",), "feed": ("GET",), "import": ("POST",), "subscription": ("POST", "DELETE")}


# A calendar holds someone's schedule: no shared cache may keep it, and the client asks again
# (If-None-Match) after a few minutes rather than serving a stale copy for hours.
_CALENDAR_CACHING = {"Cache-Control": "private, max-age=300", "Vary": "Authorization"}


def _ics(calendar: CalendarFile) -> flask.Response:
    headers = {"ETag": f'"{calendar.etag}"', **_CALENDAR_CACHING}
    if calendar.unchanged:
        return flask.Response(status=304, headers=headers)
    headers["Content-Disposition"] = 'inline; filename="moss.ics"'
    return flask.Response(calendar.ics, mimetype="text/calendar", headers=headers)


def _held(request: flask.Request) -> tuple[str, ...]:
    """The etags of If-None-Match, weak or strong alike (RFC 9110: a GET compares them weakly)."""
    tags = request.headers.get("If-None-Match", "").split(",")
    return tuple(tag.strip().removeprefix("W/").strip('"') for tag in tags if tag.strip())


@functions_framework.http
@public_endpoint("GET", "POST", "DELETE")
def calendar(request: flask.Request, app: App) -> object:
    """GET /calendar.ics, POST|DELETE /calendar/subscription, POST /calendar/import with a bearer
    token; GET /calendar/feed/{token}.ics with the subscription's secret instead (docs/calendar.md)."""
    kind, values = _CALENDAR_PATHS.match(request.path)
    if request.method not in _CALENDAR_METHODS[kind]:
        raise MethodNotAllowed(f"use {' or '.join(_CALENDAR_METHODS[kind])}", code="method_not_allowed")
    if kind == "feed":
        from moss.usecases import calendar_export, calendar_subscription

        # The token is the feed's identity and its own quota (keyed by its hash: no secret in the counters).
        check_quota(app, f"feed:{calendar_subscription.token_hash(values['token'])}")
        return _ics(app.usecases.handle(calendar_export.ExportSubscribedCalendar(values["token"], _held(request))))
    user = app.verifier.verify(bearer_token(request.headers.get("Authorization")))
    check_quota(app, f"user:{user}")  # as every authenticated endpoint
    with running(app, f"user:{user}"):
        result = _users_calendar(request, app, user, kind)
    charge_work(app, f"user:{user}", result)  # an import weighs what it was linted against
    return result


def _users_calendar(request: flask.Request, app: App, user: str, kind: str) -> object:
    """The caller's own calendar: export, import, subscription."""
    from moss.usecases import calendar_export, calendar_import, calendar_subscription

    if kind == "export":
        return _ics(app.usecases.handle(calendar_export.ExportCalendar(user, _held(request))))
    if kind == "import":
        return app.usecases.handle(
            calendar_import.ImportCalendar(user, read_raw_body(request, app.settings.max_body_bytes))
        )
    if request.method == "DELETE":
        return app.usecases.handle(calendar_subscription.Unsubscribe(user))
    # The feed's URL is this one's, "subscription" replaced by "feed/". A deployed function is
    # reached over HTTPS only, but its proxy hands it plain HTTP: the URL, which holds the feed's
    # secret, must not send a calendar app there in clear text.
    feed = request.base_url.removesuffix("/").removesuffix("subscription") + "feed/"
    if app.settings.deployed_service is not None:
        feed = "https://" + feed.removeprefix("http://").removeprefix("https://")
    return app.usecases.handle(calendar_subscription.Subscribe(user, feed))


@functions_framework.http
@endpoint("GET")
def messages(request: flask.Request, app: App, user: str) -> object:
    """GET /messages: the caller's utterances, newest first, each with its outcome."""
    from moss.usecases.history import ListMessages

    return app.usecases.handle(
        ListMessages(user, limit=query_int(request, "limit", default=20), before=request.args.get("before"))
    )


@functions_framework.http
@public_endpoint("POST")
def auth_dev(request: flask.Request, app: App) -> object:
    if app.dev_tokens is None:
        raise NotFound("not found", code="not_found")
    from moss.entrypoints.api.auth_dev import DevAuthRequest, DevToken

    body = read_body(request, DevAuthRequest, app.settings.max_body_bytes)
    return DevToken(token=app.dev_tokens.mint(body.user), user=body.user)


@functions_framework.http
@public_endpoint("GET")
def healthz(request: flask.Request, app: App) -> object:
    from moss.entrypoints.api.healthz import Health

    return Health(status="ok", fact_store=app.settings.fact_store, working_store=app.settings.working_store)


@functions_framework.http
@public_endpoint("POST")
def telegram_webhook(request: flask.Request, app: App) -> object:
    """Telegram Bot API webhook; the reply rides back in the response as a method call (docs/telegram.md)."""
    from moss.entrypoints.telegram import TelegramBot, read_update

    update = read_update(request, app.settings)
    return TelegramBot(app.usecases, app.quota).handle(update)


@functions_framework.http
@public_endpoint("GET")
def openapi(request: flask.Request, app: App) -> object:
    from moss.entrypoints.openapi import openapi_document

    return openapi_document()


_FUNCTIONS = {
    "parse": parse,
    "lint_commit": lint_commit,
    "confirm": confirm,
    "undo": undo,
    "query": query,
    "memories": memories,
    "messages": messages,
    "auth_dev": auth_dev,
    "healthz": healthz,
    "openapi": openapi,
    "telegram_webhook": telegram_webhook,
    "calendar": calendar,
}


@functools.cache
def _local_paths() -> Map:
    """Every method of a path reaches its function, which answers 405 itself in the JSON error shape."""
    from moss.entrypoints.routes import ROUTES

    return Map(
        [Rule(route.rule, endpoint=route.function) for route in ROUTES], strict_slashes=False, merge_slashes=False
    )


_WEB_DIR = Path(__file__).resolve().parent.parent / "web"


@functions_framework.http
def moss_local(request: flask.Request) -> ResponseReturnValue:
    """Local emulation: every function on its path of the route table, and the web client at /."""
    try:
        function, _ = _local_paths().bind("").match(request.path)
    except werkzeug.exceptions.HTTPException:
        return web_client(request)
    return _FUNCTIONS[function](request)


class _Served:
    """An ASGI app as what a functions-framework ASGI function returns: Starlette calls it with the
    request's own scope, receive and send, so the app answers (and streams) the request itself."""

    def __init__(self, app: Callable[[Any, Any, Any], Awaitable[None]]) -> None:
        self._app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        await self._app(scope, receive, send)


@functools.cache
def _mcp_app(*, stateless: bool) -> McpHttp:
    from moss.mcp.http import McpHttp

    return McpHttp(stateless=stateless)


async def mcp(request: object) -> _Served:
    """The deployed MCP function (functions-framework in ASGI mode, FUNCTION_USE_ASGI=true): streamable
    HTTP at its own URL, stateless since instances share no sessions (docs/api.md "MOSS for agents")."""
    return _Served(_mcp_app(stateless=True))


@functools.cache
def _functions_app() -> Callable[[Any, Any, Any], Awaitable[None]]:
    """The WSGI app functions-framework builds for `moss_local`, served through a2wsgi's thread pool."""
    from a2wsgi import WSGIMiddleware

    return WSGIMiddleware(functions_framework.create_app("moss_local", __file__))


def _is_mcp_path(path: str) -> bool:
    from moss.mcp.http import METADATA_PATH

    return path == "/mcp" or path.startswith(("/mcp/", METADATA_PATH))


async def moss_local_asgi(scope: Any, receive: Any, send: Any) -> None:
    """`make run` (uvicorn): one ASGI process on PORT. /mcp (with sessions, so 2025-11-25 clients can
    elicit) and the protected-resource metadata go to the MCP server, every other path to `moss_local`."""
    if _is_mcp_path(scope["path"]):
        await _mcp_app(stateless=False)(scope, receive, send)
    else:
        await _functions_app()(scope, receive, send)


@public_endpoint("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE")
def web_client(request: flask.Request, app: App) -> object:
    """A file of the web client; a path that is neither a route nor such a file is 404 whatever the method."""
    web_dir = app.settings.web_dir or _WEB_DIR
    name = request.path.strip("/") or "index.html"
    file = safe_join(str(web_dir), name)
    if file is None or not Path(file).is_file():
        raise NotFound(f"no such path: {request.path[:100]}", code="not_found")
    if request.method not in ("GET", "HEAD"):
        raise MethodNotAllowed("use GET or HEAD", code="method_not_allowed")
    return flask.send_from_directory(web_dir, name)
