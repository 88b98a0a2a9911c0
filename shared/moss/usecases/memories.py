"""List the user's facts, optionally by status and overlapping a window: a series once, when
one of its occurrences overlaps it, or, with `expand`, as its occurrences in the window, the
skipped ones among them inactive with the message that skipped them (what a calendar shows)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ..domain.bounds import make_window
from ..domain.deferred import DeferredModel
from ..domain.errors import BadRequest
from ..domain.models import Fact, FactStatus
from ..domain.recurrence import occurrence_intervals, occurrences, spans
from .command import Command
from .deps import Deps


class Memories(DeferredModel):
    """The response of GET /memories."""

    facts: list[Fact]


@dataclass(frozen=True)
class ListMemories(Command[Memories]):
    user_id: str
    status: FactStatus | None = None
    start: datetime | None = None
    end: datetime | None = None
    expand: bool = False


def handle(command: ListMemories, deps: Deps) -> Memories:
    start, end = command.start, command.end
    if start is None or end is None:
        if start is not None or end is not None or command.expand:
            raise BadRequest("give both start_time and end_time, or neither (expand needs both)", code="invalid_window")
        return Memories(facts=deps.facts.list_facts(command.user_id, command.status, None, None))
    window = make_window(start, end)
    if command.expand:  # the occurrences grow with the window, as a query's do: the same bound (no words: English)
        deps.limits.check_window(window, "en")
    status = None if command.expand else command.status  # expanding reads all: active series hold skipped days
    found = deps.facts.list_window(command.user_id, status, window.start_time, window.end_time)
    if not command.expand:
        return Memories(facts=found)
    active = [f for f in found if f.status is FactStatus.ACTIVE]
    deps.limits.check_occurrences(len(spans(found, window.start_time, window.end_time)), "en", asking=True)
    shown = occurrences(active, window.start_time, window.end_time) if command.status is not FactStatus.INACTIVE else []
    if command.status is not FactStatus.ACTIVE:
        inactive = [f for f in found if f.status is FactStatus.INACTIVE]
        shown += occurrences(inactive, window.start_time, window.end_time)
        shown += skipped_occurrences(active, window.start_time, window.end_time)
    return Memories(facts=sorted(shown, key=lambda f: (f.start_time, f.id)))


def skipped_occurrences(series: list[Fact], start: datetime, end: datetime) -> list[Fact]:
    """Each skipped occurrence of active series in [start, end), as an inactive fact with the
    series' id and the message that skipped it as `invalidated_by_message_id`."""
    skipped = []
    for fact in series:
        if fact.recurrence is None or not fact.recurrence.exdates:
            continue
        causes = dict(zip(fact.recurrence.exdates, fact.recurrence.exdated_by, strict=True))
        unskipped = fact.model_copy(update={"recurrence": fact.recurrence.model_copy(update={"exdates": []})})
        for begin, finish in occurrence_intervals(unskipped, start, end):
            if begin in causes:
                changes = {"start_time": begin, "end_time": finish, "invalidated_by_message_id": causes[begin]}
                skipped.append(fact.model_copy(update={**changes, "status": FactStatus.INACTIVE}))
    return skipped
