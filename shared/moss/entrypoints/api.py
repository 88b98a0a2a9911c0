"""Request models of the HTTP contract (responses are the core models themselves)."""

from __future__ import annotations

from pydantic import AwareDatetime, BaseModel, StrictBool, StrictStr

from ..domain.models import Decision


class ParseRequest(BaseModel):
    text: StrictStr
    now: AwareDatetime | None = None
    timezone: StrictStr | None = None


class MessageRequest(BaseModel):
    message_id: StrictStr


class ConfirmRequest(BaseModel):
    pending_id: StrictStr
    decision: Decision


class QueryRequest(BaseModel):
    message_id: StrictStr | None = None
    start_time: AwareDatetime | None = None
    end_time: AwareDatetime | None = None
    timezone: StrictStr | None = None
    compare: StrictBool = False
    question: StrictStr | None = None


class DevAuthRequest(BaseModel):
    user: StrictStr
