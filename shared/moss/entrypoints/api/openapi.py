"""The answer of GET /openapi.json."""

from __future__ import annotations

from typing import Any

from pydantic import ConfigDict

from ...domain.deferred import DeferredModel


class OpenApiDocument(DeferredModel):
    """An OpenAPI 3.1 document (described, not restated, here)."""

    model_config = ConfigDict(extra="allow")

    openapi: str
    info: dict[str, Any]
    paths: dict[str, Any]
    components: dict[str, Any]
