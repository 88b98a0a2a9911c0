"""The body of POST /query."""

from __future__ import annotations

from pydantic import AwareDatetime, StrictBool, StrictStr

from ...domain.deferred import DeferredModel


class QueryRequest(DeferredModel):
    message_id: StrictStr | None = None
    start_time: AwareDatetime | None = None
    end_time: AwareDatetime | None = None
    timezone: StrictStr | None = None
    compare: StrictBool = False
    question: StrictStr | None = None
