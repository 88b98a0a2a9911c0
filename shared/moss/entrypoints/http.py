"""HTTP glue: request bodies, bearer identity, CORS and the one error mapping.

Every function handler is wrapped by `endpoint`, which turns each DomainError into the
JSON error shape (docs/api.md) with its status, and anything unexpected into a logged 500
without a stack trace in the body.
"""

from __future__ import annotations

import functools
import json
import logging
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from typing import Any, TypeVar

import flask
import werkzeug.exceptions
from pydantic import AwareDatetime, BaseModel, TypeAdapter, ValidationError

from ..auth import bearer_token
from ..bootstrap import App, get_app
from ..domain.errors import (
    BadRequest,
    DomainError,
    MethodNotAllowed,
    TooLarge,
    TooManyRequests,
    Unavailable,
    describe_validation_error,
)
from ..domain.texts import say
from .logs import configure_logging, identify, request_id_of, request_scope
from .startup import started

log = logging.getLogger("moss.http")

ModelT = TypeVar("ModelT", bound=BaseModel)
Handler = Callable[[flask.Request, App, str], Any]
PublicHandler = Callable[[flask.Request, App], Any]
Function = Callable[[flask.Request], flask.Response]


@functools.cache
def _datetime() -> TypeAdapter[datetime]:
    """Built on the first query that names a time, not with every function's cold start."""
    return TypeAdapter(AwareDatetime)


def json_response(payload: Any, status: int = 200, headers: dict[str, str] | None = None) -> flask.Response:
    # A model serialises itself (pydantic-core, without building a dict first).
    body = payload.model_dump_json() if isinstance(payload, BaseModel) else json.dumps(payload, ensure_ascii=False)
    return flask.Response(body, status=status, mimetype="application/json", headers=headers)


def error_response(error: DomainError) -> flask.Response:
    if error.status >= 500 or error.detail:
        log.log(
            logging.WARNING if error.status >= 500 else logging.INFO,
            "%s %s: %s",
            error.status,
            error.code,
            error.message,
            extra={"detail": error.detail},
        )
    headers = {"Retry-After": str(error.retry_after)} if isinstance(error, TooManyRequests) else None
    return json_response({"error": {"code": error.code, "message": error.message}}, error.status, headers)


def framework_error_response(error: werkzeug.exceptions.HTTPException) -> flask.Response:
    """Errors Flask raises before any function runs (a path its URL rule cannot match) in the same JSON shape."""
    code = re.sub(r"[^a-z0-9]+", "_", (error.name or "error").lower()).strip("_")
    return json_response({"error": {"code": code, "message": error.description or error.name}}, error.code or 400)


def read_raw_body(request: flask.Request, limit: int) -> bytes:
    """The body as bytes, at most `limit` of them."""
    if request.content_length is not None and request.content_length > limit:
        raise TooLarge(f"the body is larger than {limit} bytes", code="body_too_large")
    raw = request.stream.read(limit + 1)
    if len(raw) > limit:
        raise TooLarge(f"the body is larger than {limit} bytes", code="body_too_large")
    return raw


def read_body(request: flask.Request, model: type[ModelT], limit: int) -> ModelT:
    """Parse a JSON body of at most `limit` bytes into `model`."""
    raw = read_raw_body(request, limit)
    if not raw.strip():
        raise BadRequest("the body must be a JSON object", code="invalid_json")
    try:
        return model.model_validate_json(raw)
    except ValidationError as exc:
        if any(item["type"] == "json_invalid" for item in exc.errors()):
            raise BadRequest("the body is not valid JSON", code="invalid_json") from exc
        if any(item["type"] == "model_type" for item in exc.errors()):
            raise BadRequest("the body must be a JSON object", code="invalid_json") from exc
        raise BadRequest(describe_validation_error(exc), code="invalid_request") from exc


def query_int(request: flask.Request, name: str, *, default: int) -> int:
    value = request.args.get(name)
    if value is None:
        return default
    if not value.isascii() or not value.isdigit() or len(value) > 9:
        raise BadRequest(f"{name} must be a whole number", code=f"invalid_{name}")
    return int(value)


def query_datetime(request: flask.Request, name: str) -> datetime | None:
    value = request.args.get(name)
    if value is None:
        return None
    # An unencoded '+' of a UTC offset arrives as a space in a query string.
    value = value.replace(" ", "+")
    try:
        return _datetime().validate_python(value)
    except ValidationError:
        raise BadRequest(
            f"{name} must be ISO 8601 with a UTC offset, e.g. 2026-07-17T10:00:00+09:00", code="invalid_time"
        ) from None


def check_quota(app: App, key: str) -> None:
    wait = app.quota.hit(key)
    if wait is not None:
        raise TooManyRequests(f"too many requests; try again in {wait} seconds", code="rate_limited", retry_after=wait)


@contextmanager
def running(app: App, key: str) -> Iterator[None]:
    """Run the block as one of `key`'s requests at once; past their limit, 429 (a second is long enough to wait)."""
    with app.in_flight.admit(key) as admitted:
        if not admitted:
            raise TooManyRequests(say("limit_in_flight", "en"), code="rate_limited", retry_after=1)
        yield


# A quota counts work, not only requests: an answer holding this many facts or occurrences (a
# question over a year of daily series), or a write linted against as many, counts one request
# more per hundred, so a few heavy requests use up what a hundred light ones would. Charged after
# the work, it holds up the next.
FACTS_PER_REQUEST = 100


def work_of(result: object) -> int:
    """The facts and occurrences a request touched: a write's, those it was linted against; an answer's, those in it."""
    linted = getattr(result, "linted", None)
    if isinstance(linted, int):
        return linted
    facts = getattr(result, "facts", None)
    return len(facts) if isinstance(facts, list) else 0


def charge_work(app: App, key: str, result: object) -> None:
    for _ in range(work_of(result) // FACTS_PER_REQUEST):
        if app.quota.hit(key) is not None:
            return  # used up: the next request is refused


def _cors_headers(request: flask.Request, app: App | None) -> dict[str, str]:
    origin = request.headers.get("Origin")
    if not origin or app is None or origin not in app.settings.allowed_origins():
        return {}
    return {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Headers": "Authorization, Content-Type",
        "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
        "Access-Control-Max-Age": "3600",
        "Vary": "Origin",
    }


def _serve(request: flask.Request, methods: tuple[str, ...], name: str, call: Callable[[App], Any]) -> flask.Response:
    """Run one handler call in its log scope with the app, CORS, the method check and the one error mapping."""
    configure_logging()
    with request_scope(request_id_of(request.headers)):
        response = _respond(request, methods, name, call)
    started()
    return response


def _respond(request: flask.Request, methods: tuple[str, ...], name: str, call: Callable[[App], Any]) -> flask.Response:
    try:
        app = get_app()
    except DomainError as error:
        return error_response(error)
    except Exception:  # settings no validator catches (an unreadable data directory, a malformed JWKS URL)
        log.exception("MOSS could not start")
        return error_response(
            Unavailable(
                "MOSS is not configured correctly and serves nothing; the operator's log says why",
                code="invalid_configuration",
            )
        )
    cors = _cors_headers(request, app)
    try:
        if request.method == "OPTIONS":
            return flask.Response(status=204, headers=cors)
        if request.method not in methods:
            raise MethodNotAllowed(f"use {' or '.join(methods)}", code="method_not_allowed")
        response = call(app)
        if not isinstance(response, flask.Response):
            response = json_response(response)
    except DomainError as error:
        response = error_response(error)
    except Exception:
        log.exception("unexpected error in %s", name)
        response = json_response(
            {"error": {"code": "internal_error", "message": "MOSS hit an unexpected error; nothing was half-written."}},
            500,
        )
    response.headers.update(cors)
    return response


def endpoint(*methods: str) -> Callable[[Handler], Function]:
    """Wrap handler(request, app, user) into a functions-framework HTTP function; user from the bearer token."""

    def decorate(handler: Handler) -> Function:
        @functools.wraps(handler)
        def function(request: flask.Request) -> flask.Response:
            def call(app: App) -> Any:
                user = app.verifier.verify(bearer_token(request.headers.get("Authorization")))
                identify(user)
                check_quota(app, f"user:{user}")
                with running(app, f"user:{user}"):
                    result = handler(request, app, user)
                charge_work(app, f"user:{user}", result)
                return result

            return _serve(request, methods, handler.__name__, call)

        return function

    return decorate


def public_endpoint(*methods: str) -> Callable[[PublicHandler], Function]:
    """Wrap handler(request, app), which needs no user, into a functions-framework HTTP function."""

    def decorate(handler: PublicHandler) -> Function:
        @functools.wraps(handler)
        def function(request: flask.Request) -> flask.Response:
            return _serve(request, methods, handler.__name__, lambda app: handler(request, app))

        return function

    return decorate
