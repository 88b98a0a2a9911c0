"""What several adapters share: instants as integers for stores that index them, and the
filter semantics of FactStore.list_facts and list_series for stores that filter in memory."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from ..domain import recurrence
from ..domain.models import Fact, FactStatus

if TYPE_CHECKING:  # a parse never makes these: the lint side's models load with its first use
    from ..domain.commits import CommitRecord

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


class Rewrites(ABC):
    """FactTransaction's four changes of stored facts, in terms of the two each store implements:
    restating some facts (invalidate, reactivate) and rewriting one series (skip, unskip); and
    the reads a store that reads locally gains nothing by batching (`get_records`, `as_stored`)."""

    @abstractmethod
    def get_record(self, key: str) -> CommitRecord | None: ...

    def get_records(self, keys: list[str]) -> dict[str, CommitRecord]:
        return {key: record for key in keys if (record := self.get_record(key)) is not None}

    def as_stored(self, facts: list[Fact]) -> None:  # noqa: B027 (a hook: only a remote store overrides it)
        """Local reads cost nothing to repeat: nothing to keep."""

    @abstractmethod
    def _restate(
        self, fact_ids: list[str], eligible: Callable[[Fact], bool], change: Callable[[Fact], Fact]
    ) -> list[Fact]:
        """Stage `change` of each eligible fact of `fact_ids` (each once per step); the changed facts."""

    @abstractmethod
    def _rewrite_series(self, fact_id: str, rewrite: Callable[[Fact], Fact | None]) -> Fact | None:
        """Stage `rewrite` of the series `fact_id` (building on its staged self); the series as it is now.
        None for a series restated in this step: the restated fact is what the step writes, so every
        store ends it the same way (its status and its body agreeing)."""

    def invalidate(self, fact_ids: list[str], by_message_id: str) -> list[Fact]:
        return self._restate(fact_ids, lambda f: f.status is FactStatus.ACTIVE, lambda f: f.invalidated(by_message_id))

    def reactivate(self, fact_ids: list[str], invalidated_by: str, by_message_id: str) -> list[Fact]:
        def made_inactive_by_it(fact: Fact) -> bool:
            return fact.status is FactStatus.INACTIVE and fact.invalidated_by_message_id == invalidated_by

        return self._restate(fact_ids, made_inactive_by_it, lambda f: f.reactivated(by_message_id))

    def skip_occurrences(self, fact_id: str, starts: list[datetime], by_message_id: str) -> Fact | None:
        return self._rewrite_series(fact_id, lambda series: series.skipping(starts, by_message_id))

    def unskip_occurrences(self, fact_id: str, starts: list[datetime], skipped_by: str) -> Fact | None:
        return self._rewrite_series(fact_id, lambda series: series.unskipping(starts, skipped_by))
