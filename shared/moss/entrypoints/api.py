"""Request models of the HTTP contract, and the responses that belong to no use case.

Use-case outcomes (moss.usecases.*) are the other responses."""

from __future__ import annotations

from typing import Any

from pydantic import AwareDatetime, ConfigDict, Field, StrictBool, StrictStr

from ..domain.deferred import DeferredModel


class ParseRequest(DeferredModel):
    text: StrictStr
    now: AwareDatetime | None = None
    timezone: StrictStr | None = None


class MessageRequest(DeferredModel):
    message_id: StrictStr


class ConfirmRequest(DeferredModel):
    pending_id: StrictStr
    decision: StrictStr = Field(
        pattern=r"^(approve|cancel|c[1-9][0-9]{0,2})$",
        description="approve, cancel, or the id of one candidate's action (AMBIGUOUS_TARGET)",
    )


class CancelRequest(DeferredModel):
    start_time: AwareDatetime | None = None  # of a series: the occurrence to cancel
    now: AwareDatetime | None = None
    timezone: StrictStr | None = None


class ChangeRequest(DeferredModel):
    start_time: AwareDatetime | None = None  # the new start; alone, the event keeps its length
    end_time: AwareDatetime | None = None  # the new end; alone, the event keeps its start
    object_value: StrictStr | None = None  # the new title of a meeting
    occurrence_start: AwareDatetime | None = None  # of a series: the occurrence to change
    now: AwareDatetime | None = None
    timezone: StrictStr | None = None


class QueryRequest(DeferredModel):
    message_id: StrictStr | None = None
    start_time: AwareDatetime | None = None
    end_time: AwareDatetime | None = None
    timezone: StrictStr | None = None
    compare: StrictBool = False
    question: StrictStr | None = None


class DevAuthRequest(DeferredModel):
    user: StrictStr


class DevToken(DeferredModel):
    token: str
    user: str


class Health(DeferredModel):
    status: str
    fact_store: str
    working_store: str


class OpenApiDocument(DeferredModel):
    """GET /openapi.json: an OpenAPI 3.1 document (described, not restated, here)."""

    model_config = ConfigDict(extra="allow")

    openapi: str
    info: dict[str, Any]
    paths: dict[str, Any]
    components: dict[str, Any]


class TelegramMethod(DeferredModel):
    """The webhook's answer: one Bot API method call (`method` plus its parameters), or {} for none."""

    model_config = ConfigDict(extra="allow")

    method: str | None = None
