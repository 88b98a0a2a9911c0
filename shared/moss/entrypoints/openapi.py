"""The OpenAPI 3.1 description of the HTTP contract (API.md), generated from the pydantic models.

Request schemas come from `entrypoints.api`, response schemas from the core models the
handlers return, so the description cannot drift from what the code validates and emits.
"""

from __future__ import annotations

import functools
from typing import Any

from pydantic import BaseModel, Field
from pydantic.json_schema import models_json_schema

from ..domain.models import Fact, LintResult
from ..services import ParseOutcome, Provenance, QueryOutcome
from .api import ConfirmRequest, DevAuthRequest, MessageRequest, ParseRequest, QueryRequest


class ErrorDetail(BaseModel):
    code: str = Field(pattern=r"^[a-z][a-z0-9_]*$", description="snake_case, stable: clients branch on it")
    message: str = Field(min_length=1, description="a human sentence")


class ErrorBody(BaseModel):
    error: ErrorDetail


class Memories(BaseModel):
    facts: list[Fact]


class DevToken(BaseModel):
    token: str
    user: str


class Health(BaseModel):
    status: str
    fact_store: str
    working_store: str


_MODELS: tuple[type[BaseModel], ...] = (
    ParseRequest,
    MessageRequest,
    ConfirmRequest,
    QueryRequest,
    DevAuthRequest,
    ParseOutcome,
    LintResult,
    QueryOutcome,
    Provenance,
    Memories,
    DevToken,
    Health,
    ErrorBody,
)
_ERRORS = {
    "400": "bad input",
    "401": "no or invalid token",
    "404": "unknown id (also another user's ids)",
    "405": "wrong method",
    "409": "state changed",
    "410": "expired",
    "413": "too large",
    "422": "well-formed but cannot be acted on",
    "503": "a store is unavailable",
}
_WINDOW_PARAMETERS = [
    {"name": name, "in": "query", "required": False, "schema": {"type": "string", "format": "date-time"}}
    for name in ("start_time", "end_time")
]


def _ref(model: type[BaseModel]) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{model.__name__}"}


def _json(model: type[BaseModel]) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": _ref(model)}}}


def _operation(
    summary: str,
    response: type[BaseModel],
    *,
    request: type[BaseModel] | None = None,
    parameters: list[dict[str, Any]] | None = None,
    authenticated: bool = True,
) -> dict[str, Any]:
    operation: dict[str, Any] = {
        "summary": summary,
        "responses": {
            "200": {"description": "OK", **_json(response)},
            **{status: {"description": text, **_json(ErrorBody)} for status, text in _ERRORS.items()},
        },
    }
    if request is not None:
        operation["requestBody"] = {"required": True, **_json(request)}
    if parameters:
        operation["parameters"] = parameters
    operation["security"] = [{"bearer": []}] if authenticated else []
    return operation


@functools.cache
def openapi_document() -> dict[str, Any]:
    _, definitions = models_json_schema(
        [(model, "validation" if model.__name__.endswith("Request") else "serialization") for model in _MODELS],
        ref_template="#/components/schemas/{model}",
    )
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "MOSS",
            "version": "1",
            "description": "Memory Oriented Safety System: the HTTP contract of API.md.",
        },
        "paths": {
            "/parse": {
                "post": _operation("Record an utterance and keep its parse", ParseOutcome, request=ParseRequest)
            },
            "/lint_commit": {
                "post": _operation("Lint a WRITE parse and commit it atomically", LintResult, request=MessageRequest)
            },
            "/confirm": {"post": _operation("Settle a pending confirmation", LintResult, request=ConfirmRequest)},
            "/query": {
                "post": _operation("Answer from the active facts in a window", QueryOutcome, request=QueryRequest)
            },
            "/memories": {
                "get": _operation(
                    "The caller's facts",
                    Memories,
                    parameters=[
                        {
                            "name": "status",
                            "in": "query",
                            "required": False,
                            "schema": {"type": "string", "enum": ["active", "inactive", "all"], "default": "all"},
                        },
                        *_WINDOW_PARAMETERS,
                    ],
                )
            },
            "/memories/{fact_id}/provenance": {
                "get": _operation(
                    "Which utterances created and invalidated a fact",
                    Provenance,
                    parameters=[
                        {"name": "fact_id", "in": "path", "required": True, "schema": {"type": "string"}},
                        {"name": "timezone", "in": "query", "required": False, "schema": {"type": "string"}},
                    ],
                )
            },
            "/auth/dev": {
                "post": _operation(
                    "Mint a dev token (dev mode only; 404 otherwise)",
                    DevToken,
                    request=DevAuthRequest,
                    authenticated=False,
                )
            },
            "/healthz": {"get": _operation("Liveness and the configured stores", Health, authenticated=False)},
            "/openapi.json": {
                "get": {
                    "summary": "This document",
                    "security": [],
                    "responses": {
                        "200": {"description": "OK", "content": {"application/json": {"schema": {"type": "object"}}}}
                    },
                }
            },
        },
        "components": {
            "schemas": definitions["$defs"],
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}},
        },
    }
