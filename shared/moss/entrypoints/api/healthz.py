"""The answer of GET /healthz."""

from __future__ import annotations

from ...domain.deferred import DeferredModel


class Health(DeferredModel):
    status: str
    fact_store: str
    working_store: str
