"""What several adapters share: instants as integers for stores that index them, and the
filter semantics of FactStore.list_facts for stores that filter in memory."""

from __future__ import annotations

from datetime import UTC, datetime

from ..domain.models import Fact, FactStatus

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def to_us(moment: datetime) -> int:
    """Microseconds since the epoch: exact integers, ordered like the instants themselves."""
    delta = moment - _EPOCH
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


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
