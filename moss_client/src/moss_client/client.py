"""`MossClient`: one method per operation of MOSS's HTTP API, answering the contract's models.

Bodies are sent as plain JSON and validated by MOSS alone, so a bad argument comes back as the
same `BadRequest` (code and message) a client in any language gets. `operations()` names the
(method, path) each method calls; a test holds it to `/openapi.json`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any, Literal, ParamSpec, TypeVar
from urllib.parse import quote

import httpx2
from pydantic import BaseModel

from moss.domain.commits import LintResult
from moss.domain.errors import Unavailable
from moss.domain.models import FactStatus
from moss.entrypoints.api.auth_dev import DevToken
from moss.entrypoints.api.healthz import Health
from moss.entrypoints.api.openapi import OpenApiDocument
from moss.entrypoints.api.telegram_webhook import TelegramMethod
from moss.usecases.calendar_import import CalendarImport
from moss.usecases.calendar_subscription import Subscription
from moss.usecases.history import History
from moss.usecases.memories import Memories
from moss.usecases.parse import ParseOutcome
from moss.usecases.provenance import Provenance
from moss.usecases.query import QueryOutcome

from .errors import error_for

P = ParamSpec("P")
R = TypeVar("R")
ModelT = TypeVar("ModelT", bound=BaseModel)

OPERATION = "__moss_operation__"  # the attribute naming a method's (METHOD, /openapi/path)
UNAVAILABLE = 503  # the one status worth retrying: a store was unavailable and nothing was written


def operation(method: str, path: str) -> Callable[[Callable[P, R]], Callable[P, R]]:
    def mark(function: Callable[P, R]) -> Callable[P, R]:
        setattr(function, OPERATION, (method, path))
        return function

    return mark


def operations() -> dict[tuple[str, str], str]:
    """(METHOD, path as /openapi.json writes it) -> the MossClient method that calls it."""
    return {getattr(member, OPERATION): name for name, member in vars(MossClient).items() if hasattr(member, OPERATION)}


def _fields(**values: object) -> dict[str, object]:
    """The given arguments as JSON values; None is left out (MOSS's default)."""
    return {name: _json_value(value) for name, value in values.items() if value is not None}


def _json_value(value: object) -> object:
    return value.isoformat() if isinstance(value, datetime) else value


class MossClient:
    """MOSS at `base_url` as `token`'s user. `timeout` bounds every request (seconds); a 503 or a
    connection that could not be opened is retried `retries` times, waiting `backoff`, then twice
    as long each time. `transport` replaces the network (an in-process WSGI app, say)."""

    def __init__(
        self,
        base_url: str,
        token: str | None = None,
        *,
        timeout: float = 30.0,
        retries: int = 3,
        backoff: float = 0.5,
        transport: httpx2.BaseTransport | None = None,
    ) -> None:
        self.base_url, self.token = base_url.rstrip("/"), token
        self.retries, self.backoff = retries, backoff
        self._http = httpx2.Client(
            base_url=self.base_url, timeout=httpx2.Timeout(timeout), transport=transport, trust_env=transport is None
        )

    def __enter__(self) -> MossClient:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def with_token(self, token: str) -> MossClient:
        """Another user's client of the same MOSS, sharing this one's connections."""
        other = MossClient.__new__(MossClient)
        other.__dict__.update(self.__dict__)
        other.token = token
        return other

    # -- the wire ---------------------------------------------------------------------------

    def send(
        self,
        method: str,
        path: str,
        *,
        json: object | None = None,
        params: Mapping[str, object] | None = None,
        content: bytes | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> httpx2.Response:
        """One request, retried on 503 and on a connection never opened; any response is returned."""
        fields = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        fields |= dict(headers or {})
        query = {name: _query_value(value) for name, value in (params or {}).items() if value is not None}
        for attempt in range(self.retries + 1):
            last = attempt == self.retries
            try:
                response = self._http.request(
                    method, path, json=json, params=query or None, content=content, headers=fields
                )
            except httpx2.ConnectError as error:  # nothing was sent: safe to try again
                if last:
                    raise Unavailable(f"MOSS at {self.base_url} cannot be reached", code="unreachable") from error
            except httpx2.TimeoutException as error:  # it may have been done: not repeated
                raise Unavailable(f"MOSS at {self.base_url} did not answer in time", code="timeout") from error
            except httpx2.TransportError as error:
                raise Unavailable(f"MOSS at {self.base_url} broke off the answer", code="unreachable") from error
            else:
                if response.status_code != UNAVAILABLE or last:
                    return response
            time.sleep(self.backoff * 2**attempt)
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _call(self, method: str, path: str, **request: Any) -> httpx2.Response:
        """A request that must succeed: an error response raises its family's exception."""
        response = self.send(method, path, **request)
        if response.is_success:
            return response
        try:
            body = response.json()
        except ValueError:
            body = None
        raise error_for(response.status_code, body, response.headers.get("Retry-After"))

    def _model(self, model: type[ModelT], method: str, path: str, **request: Any) -> ModelT:
        return model.model_validate_json(self._call(method, path, **request).content)

    # -- the operations of docs/api.md --------------------------------------------------------

    @operation("POST", "/parse")
    def parse(self, text: str, *, now: datetime | None = None, timezone: str | None = None) -> ParseOutcome:
        return self._model(ParseOutcome, "POST", "/parse", json=_fields(text=text, now=now, timezone=timezone))

    @operation("POST", "/lint_commit")
    def lint_commit(self, message_id: str) -> LintResult:
        return self._model(LintResult, "POST", "/lint_commit", json={"message_id": message_id})

    @operation("POST", "/confirm")
    def confirm(self, pending_id: str, decision: str) -> LintResult:
        return self._model(LintResult, "POST", "/confirm", json={"pending_id": pending_id, "decision": decision})

    @operation("POST", "/undo")
    def undo(self, message_id: str) -> LintResult:
        return self._model(LintResult, "POST", "/undo", json={"message_id": message_id})

    @operation("POST", "/query")
    def query(
        self,
        *,
        message_id: str | None = None,
        start_time: datetime | None = None,
        end_time: datetime | None = None,
        timezone: str | None = None,
        compare: bool = False,
        question: str | None = None,
    ) -> QueryOutcome:
        body = _fields(
            message_id=message_id,
            start_time=start_time,
            end_time=end_time,
            timezone=timezone,
            compare=compare,
            question=question,
        )
        return self._model(QueryOutcome, "POST", "/query", json=body)

    @operation("GET", "/memories")
    def memories(
        self,
        *,
        status: Literal["active", "inactive", "all"] | FactStatus = "all",
        start_time: datetime | None = None,
        end_time: datetime | None = None,
        expand: bool = False,
    ) -> Memories:
        params = {"status": status, "start_time": start_time, "end_time": end_time, "expand": expand}
        return self._model(Memories, "GET", "/memories", params=params)

    @operation("GET", "/memories/{fact_id}/provenance")
    def provenance(
        self, fact_id: str, *, timezone: str | None = None, occurrence_start: datetime | None = None
    ) -> Provenance:
        path = f"/memories/{_segment(fact_id)}/provenance"
        params = {"timezone": timezone, "occurrence_start": occurrence_start}
        return self._model(Provenance, "GET", path, params=params)

    @operation("POST", "/memories/{fact_id}/cancel")
    def cancel(
        self,
        fact_id: str,
        *,
        start_time: datetime | None = None,
        now: datetime | None = None,
        timezone: str | None = None,
    ) -> LintResult:
        body = _fields(start_time=start_time, now=now, timezone=timezone)
        return self._model(LintResult, "POST", f"/memories/{_segment(fact_id)}/cancel", json=body)

    @operation("POST", "/memories/{fact_id}/change")
    def change(
        self,
        fact_id: str,
        *,
        start_time: datetime | None = None,
        end_time: datetime | None = None,
        object_value: str | None = None,
        occurrence_start: datetime | None = None,
        now: datetime | None = None,
        timezone: str | None = None,
    ) -> LintResult:
        """Edit one fact's times or title (a series: one occurrence or all of it), linted like a spoken change."""
        body = _fields(
            start_time=start_time,
            end_time=end_time,
            object_value=object_value,
            occurrence_start=occurrence_start,
            now=now,
            timezone=timezone,
        )
        return self._model(LintResult, "POST", f"/memories/{_segment(fact_id)}/change", json=body)

    @operation("GET", "/calendar.ics")
    def calendar(self) -> bytes:
        """The caller's active facts as an iCalendar file."""
        return self._call("GET", "/calendar.ics").content

    @operation("POST", "/calendar/subscription")
    def subscribe(self) -> Subscription:
        return self._model(Subscription, "POST", "/calendar/subscription")

    @operation("DELETE", "/calendar/subscription")
    def unsubscribe(self) -> Subscription:
        return self._model(Subscription, "DELETE", "/calendar/subscription")

    @operation("POST", "/calendar/import")
    def import_calendar(self, ics: bytes) -> CalendarImport:
        headers = {"Content-Type": "text/calendar"}
        return self._model(CalendarImport, "POST", "/calendar/import", content=ics, headers=headers)

    @operation("GET", "/calendar/feed/{token}.ics")
    def feed(self, token: str) -> bytes:
        """The calendar of a subscription URL's token (no bearer token needed)."""
        return self._call("GET", f"/calendar/feed/{_segment(token)}.ics").content

    @operation("GET", "/messages")
    def messages(self, *, limit: int = 20, before: str | None = None) -> History:
        return self._model(History, "GET", "/messages", params={"limit": limit, "before": before})

    @operation("POST", "/auth/dev")
    def dev_token(self, user: str) -> DevToken:
        """A dev token for `user` (a MOSS in dev mode only); `with_token` makes their client."""
        return self._model(DevToken, "POST", "/auth/dev", json={"user": user})

    @operation("GET", "/healthz")
    def healthz(self) -> Health:
        return self._model(Health, "GET", "/healthz")

    @operation("GET", "/openapi.json")
    def openapi(self) -> OpenApiDocument:
        return self._model(OpenApiDocument, "GET", "/openapi.json")

    @operation("POST", "/webhook/telegram")
    def telegram_webhook(self, update: Mapping[str, object], secret: str) -> TelegramMethod:
        """What Telegram sends (an Update, with the webhook's secret); MOSS answers one Bot API call."""
        from moss.entrypoints.telegram import SECRET_HEADER

        headers = {SECRET_HEADER: secret}
        return self._model(TelegramMethod, "POST", "/webhook/telegram", json=dict(update), headers=headers)


def _segment(value: str) -> str:
    """A path parameter, escaped so it stays one segment: a '.' too, or '..' would be resolved away."""
    return quote(value, safe="").replace(".", "%2E")


def _query_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(_json_value(value))
