"""POST /auth/dev: its body and its answer."""

from __future__ import annotations

from pydantic import StrictStr

from ...domain.deferred import DeferredModel


class DevAuthRequest(DeferredModel):
    user: StrictStr


class DevToken(DeferredModel):
    token: str
    user: str
