"""The bodies of POST /memories/{id}/cancel and POST /memories/{id}/change."""

from __future__ import annotations

from pydantic import AwareDatetime, StrictStr

from ...domain.deferred import DeferredModel


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
