"""The body of POST /confirm."""

from __future__ import annotations

from pydantic import Field, StrictStr

from ...domain.deferred import DeferredModel


class ConfirmRequest(DeferredModel):
    pending_id: StrictStr
    decision: StrictStr = Field(
        pattern=r"^(approve|cancel|c[1-9][0-9]{0,2})$",
        description="approve, cancel, or the id of one candidate's action (AMBIGUOUS_TARGET)",
    )
