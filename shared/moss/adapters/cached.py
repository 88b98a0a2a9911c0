"""A FactStore whose lint reads each user's active facts from a reference cache (Redis in the cloud).

Every lint reads the user's active facts around the new ones. The cache keeps all of a
user's active facts between requests and function instances, stamped with the durable
version they were read at (`ReferenceFacts`). The durable store stays the source of truth:

- Inside `atomically` the cached facts answer `active_overlapping` only when their version
  equals the version the durable transaction itself reads; otherwise the step hydrates
  the reference from the durable store inside that same transaction. A commit by another
  step moves the version, so the transaction conflicts or sees the new version: a stale
  entry is never used, whichever instance wrote it.
- Writes go to the durable transaction. After the commit the cache gets the new version,
  computed from the facts the step started from, minus those it invalidated, plus those it
  added (a step that writes raises the version by exactly one, see `FactTransaction.version`).
- `list_facts` of active facts answers from the cache when its version equals the durable
  store's current version (one cheap read), and hydrates it otherwise.
- When the cache is down, everything reads the durable store alone and the outage is
  logged: the cache holds nothing the durable store lacks, so unlike the working store
  (dialog state kept nowhere else, hence 503) there is no reason to fail the request.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime
from typing import TypeVar

from ..domain.errors import Unavailable
from ..domain.models import CommitRecord, Fact, FactStatus, ReferenceFacts
from ..ports import FactStore, FactTransaction, ReferenceCache
from .codecs import select_facts

T = TypeVar("T")

log = logging.getLogger("moss.adapters.cached")


class _ReferenceStep:
    """A durable transaction whose reference reads come from the cached facts when their version matches."""

    def __init__(self, tx: FactTransaction, cached: ReferenceFacts | None, cache_up: bool) -> None:
        self._tx, self._cache_up = tx, cache_up
        self._version = tx.version()
        self.cached_ahead = cached is not None and cached.version > self._version
        self._hit = cached is not None and cached.version == self._version
        self._reference: dict[str, Fact] | None = {f.id: f for f in cached.facts} if self._hit else None
        self._added: dict[str, Fact] = {}
        self._invalidated: list[Fact] = []
        self._wrote = False

    def _reference_facts(self) -> list[Fact]:
        if self._reference is None:
            self._reference = {f.id: f for f in self._tx.active_facts()}
        return list(self._reference.values())

    def version(self) -> int:
        return self._version

    def active_overlapping(self, start: datetime, end: datetime) -> list[Fact]:
        if not self._cache_up:
            return self._tx.active_overlapping(start, end)
        return select_facts(self._reference_facts(), FactStatus.ACTIVE, start, end)

    def active_facts(self) -> list[Fact]:
        if not self._cache_up:
            return self._tx.active_facts()
        return select_facts(self._reference_facts(), FactStatus.ACTIVE, None, None)

    def get_record(self, key: str) -> CommitRecord | None:
        return self._tx.get_record(key)

    def add_facts(self, facts: list[Fact]) -> None:
        self._tx.add_facts(facts)
        self._added.update((f.id, f) for f in facts)
        self._wrote = self._wrote or bool(facts)

    def invalidate(self, fact_ids: list[str], by_message_id: str) -> list[Fact]:
        changed = self._tx.invalidate(fact_ids, by_message_id)
        self._invalidated += changed
        self._wrote = self._wrote or bool(changed)
        return changed

    def put_record(self, record: CommitRecord) -> None:
        self._tx.put_record(record)
        self._wrote = True

    def entry_after_commit(self) -> ReferenceFacts | None:
        """The user's active facts as this step leaves them; None when the cache needs no update."""
        if self._reference is None or (self._hit and not self._wrote):
            return None
        facts = dict(self._reference)
        for fact in self._invalidated:
            facts.pop(fact.id, None)
        for fact in self._added.values():
            if fact.status is FactStatus.ACTIVE:
                facts[fact.id] = fact
            else:
                facts.pop(fact.id, None)
        version = self._version + 1 if self._wrote else self._version
        return ReferenceFacts(version=version, facts=select_facts(list(facts.values()), None, None, None))


class ReferenceCachedFactStore:
    """FactStore over a durable FactStore and a ReferenceCache of each user's active facts."""

    def __init__(self, durable: FactStore, cache: ReferenceCache) -> None:
        self.durable, self._cache = durable, cache

    def _cached(self, user_id: str) -> tuple[ReferenceFacts | None, bool]:
        """The cache entry of the user, and whether the cache answered at all."""
        try:
            return self._cache.get(user_id), True
        except Unavailable as outage:
            log.warning("reference cache unavailable, reading the durable store: %s", outage)
            return None, False

    def _store(self, user_id: str, entry: ReferenceFacts, *, replace_ahead: bool) -> None:
        """Cache `entry`; an entry ahead of the durable version (a reset store, tampering) is dropped first."""
        try:
            if replace_ahead:
                self._cache.discard(user_id)
            self._cache.put(user_id, entry)
        except Unavailable as outage:
            log.warning("reference cache unavailable, not updated: %s", outage)

    def atomically(self, user_id: str, work: Callable[[FactTransaction], T]) -> T:
        cached, cache_up = self._cached(user_id)

        def step(tx: FactTransaction) -> tuple[T, ReferenceFacts | None, bool]:
            reference = _ReferenceStep(tx, cached, cache_up)
            return work(reference), reference.entry_after_commit(), reference.cached_ahead

        result, entry, cached_ahead = self.durable.atomically(user_id, step)
        if entry is not None:
            self._store(user_id, entry, replace_ahead=cached_ahead)
        return result

    def list_facts(
        self,
        user_id: str,
        status: FactStatus | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
    ) -> list[Fact]:
        if status is not FactStatus.ACTIVE:
            return self.durable.list_facts(user_id, status, start, end)
        cached, cache_up = self._cached(user_id)
        if not cache_up:
            return self.durable.list_facts(user_id, status, start, end)
        # Read after the entry: an entry is written only once the durable store has its version.
        version = self.durable.version(user_id)
        if cached is None or cached.version != version:
            hydrated = self.durable.atomically(
                user_id, lambda tx: ReferenceFacts(version=tx.version(), facts=tx.active_facts())
            )
            self._store(user_id, hydrated, replace_ahead=cached is not None and cached.version > hydrated.version)
            cached = hydrated
        return select_facts(cached.facts, FactStatus.ACTIVE, start, end)

    def get_fact(self, user_id: str, fact_id: str) -> Fact | None:
        return self.durable.get_fact(user_id, fact_id)

    def version(self, user_id: str) -> int:
        return self.durable.version(user_id)
