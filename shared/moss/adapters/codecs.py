"""What several adapters share: instants as integers for stores that index them, and the
filter semantics of FactStore.list_facts and list_series for stores that filter in memory."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from ..domain import recurrence
from ..domain.models import Fact, FactStatus

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def to_us(moment: datetime) -> int:
    """Microseconds since the epoch: exact integers, ordered like the instants themselves."""
    delta = moment - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


# The stored end of a series that never ends, or ends later: the largest integer that
# JavaScript Firestore clients (and the emulator) keep exactly, in the year 2255.
NEVER_US = 2**53 - 1


def series_end_us(series: Fact) -> int:
    """When a series' last occurrence ends, as stores index it (see recurrence.series_end)."""
    last = recurrence.series_end(series)
    return NEVER_US if last is None else min(to_us(last), NEVER_US)


def select_series(facts: list[Fact], status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
    """The series among `facts` with an occurrence overlapping [start, end), each once, as stored."""
    return [
        f
        for f in select_facts(facts, status, None, None)
        if f.recurrence is not None and recurrence.overlaps(f, start, end)
    ]


def select_facts(
    facts: list[Fact], status: FactStatus | None, start: datetime | None, end: datetime | None
) -> list[Fact]:
    """The shared filter semantics of FactStore.list_facts, ordered by start time then id."""
    chosen = [
        f
        for f in facts
        if (status is None or f.status is status) and (start is None or end is None or f.overlaps(start, end))
    ]
    return sorted(chosen, key=lambda f: (f.start_time, f.id))


def is_active(fact: Fact) -> bool:
    """Which facts FactTransaction.invalidate may change."""
    return fact.status is FactStatus.ACTIVE


def inactive_because(message_id: str) -> Callable[[Fact], bool]:
    """Which facts FactTransaction.reactivate may change: made inactive by `message_id`."""
    return lambda fact: fact.status is FactStatus.INACTIVE and fact.invalidated_by_message_id == message_id
