"""The answer of POST /webhook/telegram."""

from __future__ import annotations

from pydantic import ConfigDict

from ...domain.deferred import DeferredModel


class TelegramMethod(DeferredModel):
    """One Bot API method call (`method` plus its parameters), or {} for none."""

    model_config = ConfigDict(extra="allow")

    method: str | None = None
