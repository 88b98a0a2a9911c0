"""The HTTP contract as one table: every path, its method, models and the function serving it.

functions/main.py serves each row (one Cloud Function per `function`; `moss_local` routes all
of them with werkzeug's URL map) and `openapi.py` describes them, so neither can drift from
the other. A new endpoint is a handler in functions/main.py plus a row here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from ..domain.commits import LintResult
from ..usecases.calendar_export import CalendarFile
from ..usecases.calendar_import import CalendarImport
from ..usecases.calendar_subscription import Subscription
from ..usecases.history import MAX_PAGE, History
from ..usecases.memories import Memories
from ..usecases.parse import ParseOutcome
from ..usecases.provenance import Provenance
from ..usecases.query import QueryOutcome
from .api.auth_dev import DevAuthRequest, DevToken
from .api.confirm import ConfirmRequest
from .api.healthz import Health
from .api.memories import CancelRequest, ChangeRequest
from .api.message import MessageRequest
from .api.openapi import OpenApiDocument
from .api.parse import ParseRequest
from .api.query import QueryRequest
from .api.telegram_webhook import TelegramMethod


@dataclass(frozen=True)
class Route:
    rule: str  # werkzeug URL rule of the local server; path parameters as <name>
    method: str
    function: str  # the functions-framework function in functions/main.py that serves it
    summary: str
    response: type[BaseModel]
    request: type[BaseModel] | None = None
    query: dict[str, dict[str, Any]] = field(default_factory=dict)  # query parameter -> JSON schema
    authenticated: bool = True
    media_type: str = "application/json"  # of the 200 response; other types are described as text
    raw_request: str | None = None  # the media type of a body that is not JSON (an uploaded file)


_WINDOW = {name: {"type": "string", "format": "date-time"} for name in ("start_time", "end_time")}

ROUTES: tuple[Route, ...] = (
    Route("/parse", "POST", "parse", "Record an utterance and keep its parse", ParseOutcome, ParseRequest),
    Route(
        "/lint_commit", "POST", "lint_commit", "Lint a WRITE parse and commit it atomically", LintResult, MessageRequest
    ),
    Route("/confirm", "POST", "confirm", "Settle a pending confirmation", LintResult, ConfirmRequest),
    Route("/undo", "POST", "undo", "Revert every effect of one earlier write", LintResult, MessageRequest),
    Route("/query", "POST", "query", "Answer from the active facts in a window", QueryOutcome, QueryRequest),
    Route(
        "/memories",
        "GET",
        "memories",
        "The caller's facts",
        Memories,
        query={
            "status": {"type": "string", "enum": ["active", "inactive", "all"], "default": "all"},
            **_WINDOW,
            "expand": {"type": "boolean", "default": False},
        },
    ),
    Route(
        "/memories/<fact_id>/provenance",
        "GET",
        "memories",
        "Which utterances created and invalidated a fact",
        Provenance,
        query={"timezone": {"type": "string"}, "occurrence_start": {"type": "string", "format": "date-time"}},
    ),
    Route(
        "/memories/<fact_id>/cancel",
        "POST",
        "memories",
        "Cancel one fact (of a series: one occurrence), as if the caller had said so",
        LintResult,
        CancelRequest,
    ),
    Route(
        "/memories/<fact_id>/change",
        "POST",
        "memories",
        "Edit one fact's times or title (of a series: one occurrence), linted like a spoken change",
        LintResult,
        ChangeRequest,
    ),
    Route(
        "/calendar.ics",
        "GET",
        "calendar",
        "The caller's active facts as an iCalendar (RFC 5545) file",
        CalendarFile,
        media_type="text/calendar",
    ),
    Route(
        "/calendar/subscription",
        "POST",
        "calendar",
        "A new secret subscription URL of the caller's calendar (the previous one stops working)",
        Subscription,
    ),
    Route("/calendar/subscription", "DELETE", "calendar", "Revoke the subscription URL", Subscription),
    Route(
        "/calendar/import",
        "POST",
        "calendar",
        "Import an iCalendar file through the linter, all events or none",
        CalendarImport,
        raw_request="text/calendar",
    ),
    Route(
        "/calendar/feed/<token>.ics",
        "GET",
        "calendar",
        "The calendar of a subscription URL (the token is the credential)",
        CalendarFile,
        authenticated=False,
        media_type="text/calendar",
    ),
    Route(
        "/messages",
        "GET",
        "messages",
        "The caller's utterances, newest first, each with its outcome",
        History,
        query={
            "limit": {"type": "integer", "minimum": 1, "maximum": MAX_PAGE, "default": 20},
            "before": {"type": "string", "description": "the next_before of the previous page"},
        },
    ),
    Route(
        "/auth/dev",
        "POST",
        "auth_dev",
        "Mint a dev token (dev mode only; 404 otherwise)",
        DevToken,
        DevAuthRequest,
        authenticated=False,
    ),
    Route("/healthz", "GET", "healthz", "Liveness and the configured stores", Health, authenticated=False),
    Route("/openapi.json", "GET", "openapi", "This document", OpenApiDocument, authenticated=False),
    Route(
        "/webhook/telegram",
        "POST",
        "telegram_webhook",
        "Telegram Bot API webhook (secret header, not a bearer token); answers one Bot API method call",
        TelegramMethod,
        authenticated=False,
    ),
)
