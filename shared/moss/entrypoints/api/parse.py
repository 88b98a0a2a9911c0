"""The body of POST /parse."""

from __future__ import annotations

from pydantic import AwareDatetime, StrictStr

from ...domain.deferred import DeferredModel


class ParseRequest(DeferredModel):
    text: StrictStr
    now: AwareDatetime | None = None
    timezone: StrictStr | None = None
