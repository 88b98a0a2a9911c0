"""The OpenAPI 3.1 description of the HTTP contract (docs/api.md), generated from the pydantic models.

Paths come from the route table (`routes.ROUTES`), request schemas from `entrypoints.api.*`,
response schemas from the models the handlers return, so the description cannot drift from
what the code serves, validates and emits.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from pydantic import BaseModel, Field
from pydantic.json_schema import JsonSchemaMode, models_json_schema

from ..domain.deferred import DeferredModel
from .routes import ROUTES, Route


class ErrorDetail(DeferredModel):
    code: str = Field(pattern=r"^[a-z][a-z0-9_]*$", description="snake_case, stable: clients branch on it")
    message: str = Field(min_length=1, description="a human sentence")


class ErrorBody(DeferredModel):
    error: ErrorDetail


_ERRORS = {
    "400": "bad input, e.g. an id of a shape MOSS never issues (invalid_id)",
    "401": "no or invalid token",
    "404": "unknown id (another user's ids answer the same)",
    "405": "wrong method",
    "409": "state changed",
    "410": "expired (an unknown or another user's pending id answers the same)",
    "413": "too large",
    "422": "well-formed but cannot be acted on, e.g. beyond a limit (too_many_facts, window_too_large)",
    "429": "over the caller's quota; Retry-After says when to try again",
    "502": "the model MOSS was configured with (Gemini) failed or answered outside the ontology",
    "503": "a store is unavailable",
}


def _ref(model: type[BaseModel]) -> dict[str, str]:
    return {"$ref": f"#/components/schemas/{model.__name__}"}


def _json(model: type[BaseModel]) -> dict[str, Any]:
    return {"content": {"application/json": {"schema": _ref(model)}}}


def _content(media_type: str, model: type[BaseModel] | None) -> dict[str, Any]:
    if media_type == "application/json" and model is not None:
        return _json(model)
    return {"content": {media_type: {"schema": {"type": "string"}}}}


def openapi_path(rule: str) -> str:
    """'/memories/<fact_id>/provenance' -> '/memories/{fact_id}/provenance'."""
    return re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"{\1}", rule)


def _operation(route: Route) -> dict[str, Any]:
    operation: dict[str, Any] = {
        "summary": route.summary,
        "operationId": re.sub(r"[^a-z0-9]+", "_", f"{route.method.lower()}{route.rule}").strip("_"),
        "responses": {
            "200": {"description": "OK", **_content(route.media_type, route.response)},
            **{status: {"description": text, **_json(ErrorBody)} for status, text in _ERRORS.items()},
        },
        "security": [{"bearer": []}] if route.authenticated else [],
    }
    if route.request is not None:
        operation["requestBody"] = {"required": True, **_json(route.request)}
    if route.raw_request is not None:
        operation["requestBody"] = {"required": True, **_content(route.raw_request, None)}
    parameters = [
        {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}
        for name in re.findall(r"<(?:[a-z]+:)?([a-z_]+)>", route.rule)
    ] + [{"name": name, "in": "query", "required": False, "schema": schema} for name, schema in route.query.items()]
    if parameters:
        operation["parameters"] = parameters
    return operation


def _models() -> list[tuple[type[BaseModel], JsonSchemaMode]]:
    requests = {route.request for route in ROUTES if route.request is not None}
    responses = {route.response for route in ROUTES if route.media_type == "application/json"} | {ErrorBody}
    return [(model, "validation") for model in sorted(requests, key=lambda m: m.__name__)] + [
        (model, "serialization") for model in sorted(responses, key=lambda m: m.__name__)
    ]


@functools.cache
def openapi_document() -> dict[str, Any]:
    _, definitions = models_json_schema(_models(), ref_template="#/components/schemas/{model}")
    paths: dict[str, dict[str, Any]] = {}
    for route in ROUTES:
        paths.setdefault(openapi_path(route.rule), {})[route.method.lower()] = _operation(route)
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "MOSS",
            "version": "2",
            "description": "Memory Oriented Safety System: the HTTP contract (docs/api.md).",
        },
        "paths": paths,
        "components": {
            "schemas": definitions["$defs"],
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}},
        },
    }
