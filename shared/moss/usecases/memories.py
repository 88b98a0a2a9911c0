"""List the user's facts, optionally by status and overlapping a window (a series once, when
one of its occurrences overlaps it)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pydantic import BaseModel

from ..domain.bounds import make_window
from ..domain.errors import BadRequest
from ..domain.models import Fact, FactStatus
from ..domain.recurrence import with_series
from .command import Command
from .deps import Deps


class Memories(BaseModel):
    """The response of GET /memories."""

    facts: list[Fact]


@dataclass(frozen=True)
class ListMemories(Command[Memories]):
    user_id: str
    status: FactStatus | None = None
    start: datetime | None = None
    end: datetime | None = None


def handle(command: ListMemories, deps: Deps) -> Memories:
    start, end = command.start, command.end
    if start is None or end is None:
        if start is not None or end is not None:
            raise BadRequest("give both start_time and end_time, or neither", code="invalid_window")
        return Memories(facts=deps.facts.list_facts(command.user_id, command.status, None, None))
    window = make_window(start, end)
    found = deps.facts.list_facts(command.user_id, command.status, window.start_time, window.end_time)
    series = deps.facts.list_series(command.user_id, command.status, window.start_time, window.end_time)
    return Memories(facts=with_series(found, series))
