"""The body of POST /lint_commit and POST /undo: the parsed message they act on."""

from __future__ import annotations

from pydantic import StrictStr

from ...domain.deferred import DeferredModel


class MessageRequest(DeferredModel):
    message_id: StrictStr
