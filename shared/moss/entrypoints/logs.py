"""Structured logs that Cloud Logging reads: one JSON object a line on stderr.

Each line has `severity`, `message`, the logger, and the request it belongs to: `request_id`
(Cloud's trace id when the request carries one) and the verified `user`. What an error
hides from the caller (library text, hosts, paths, project ids) is logged here as `detail`.
Tokens and request bodies are never logged.
"""

from __future__ import annotations

import json
import logging
import sys
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime

from werkzeug.datastructures import Headers

_request: ContextVar[dict[str, str]] = ContextVar("moss_request", default={})  # noqa: B039 (never mutated)


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "severity": record.levelname,
            "message": record.getMessage(),
            "logger": record.name,
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(),
            **_request.get(),
        }
        detail = getattr(record, "detail", None)
        if detail:
            entry["detail"] = detail
        if record.exc_info:
            entry["stack_trace"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


def configure_logging() -> None:
    """JSON lines on stderr, unless the process already logs somewhere (a test runner, say)."""
    root = logging.getLogger()
    if root.handlers:
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def request_id_of(headers: Headers) -> str:
    """Cloud's trace id ('X-Cloud-Trace-Context: TRACE/SPAN;o=1' or traceparent), else a new id."""
    cloud = headers.get("X-Cloud-Trace-Context", "")
    trace = cloud.split("/", 1)[0]
    if not trace:
        parts = headers.get("traceparent", "").split("-")
        trace = parts[1] if len(parts) == 4 else ""
    trace = "".join(ch for ch in trace[:64] if ch.isalnum())
    return trace or uuid.uuid4().hex


@contextmanager
def request_scope(request_id: str) -> Iterator[None]:
    token = _request.set({"request_id": request_id})
    try:
        yield
    finally:
        _request.reset(token)


def identify(user: str) -> None:
    """Name the verified user in the rest of this request's log lines."""
    _request.set({**_request.get(), "user": user})
