"""A FactStore whose lint reads each user's active facts from a reference cache (Redis in the cloud).

Every lint reads the user's active facts around the new ones. The cache keeps all of a
user's active facts between requests and function instances, filed by interval level and
stamped with the durable version they were read at, and answers a lookup with the facts
overlapping its window (`ReferenceCache.overlapping`). The durable store stays the source
of truth:

- Inside `atomically` the cache answers `active_overlapping` only when the version it
  returns equals the version the durable transaction itself reads; otherwise the step
  hydrates the reference from the durable store inside that same transaction (every active
  fact, once) and answers from it. A commit by another step moves the version, so the
  transaction conflicts or sees the new version: a stale entry is never used, whichever
  instance wrote it.
- Writes go to the durable transaction. After the commit the cache moves from the version
  the step read to the next (`ReferenceCache.advance`: minus what the step invalidated, plus
  what it added; an entry at any other version is left alone), or, after a hydration, gets
  the whole reference the step leaves behind (a step that writes raises the version by
  exactly one, see `FactTransaction.version`).
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
from typing import TYPE_CHECKING, TypeVar

from ..domain.errors import Unavailable
from ..domain.models import Fact, FactStatus, Message
from ..domain.recurrence import with_series
from ..ports import FactStore, FactTransaction, ProfileCache, ProfileStore, ReferenceCache
from .codecs import select_facts, select_series

if TYPE_CHECKING:  # a parse never makes these: the lint side's models load with its first use
    from ..domain.commits import CommitRecord, ReferenceFacts

T = TypeVar("T")

log = logging.getLogger("moss.adapters.cached")


class _ReferenceStep:
    """A durable transaction whose reference reads come from the cache when its version matches."""

    def __init__(self, tx: FactTransaction, cache: ReferenceCache, user_id: str, cache_up: bool) -> None:
        self._tx, self._cache, self._user = tx, cache, user_id
        self.cache_up = cache_up
        self.cached_ahead = False
        # Every active fact of the user, once a miss has hydrated it from the durable store.
        self.reference: dict[str, Fact] | None = None
        self._windows: dict[tuple[datetime, datetime], list[Fact]] = {}
        self.added: dict[str, Fact] = {}
        self.invalidated: list[Fact] = []
        self.wrote = False

    def _cached(self, read: Callable[[], ReferenceFacts | None]) -> list[Fact] | None:
        """The cache's answer when it holds this step's version; None after a miss or an outage."""
        if not self.cache_up or self.reference is not None:
            return None
        try:
            entry = read()
        except Unavailable as outage:
            log.warning("reference cache unavailable, reading the durable store: %s", outage)
            self.cache_up = False
            return None
        if entry is not None and entry.version == self.version():
            self._tx.as_stored(entry.facts)  # the durable step changes them without reading them again
            return entry.facts
        self.cached_ahead = entry is not None and entry.version > self.version()
        self.reference = {f.id: f for f in self._tx.active_facts()}
        return None

    def version(self) -> int:
        # Read by the durable step with its first records (FactTransaction.get_records), not before.
        return self._tx.version()

    def _known(self, read: Callable[[], ReferenceFacts | None]) -> list[Fact] | None:
        """Active facts this step holds at its version: the cache's answer to `read`, or every active
        fact once hydrated; None when the durable step is to be asked."""
        hit = self._cached(read)
        if hit is not None:
            return hit
        return None if self.reference is None else list(self.reference.values())

    def _window(self, start: datetime, end: datetime) -> list[Fact] | None:
        """`_known` of a window; a lint asks for its facts and its series: one cache read for both."""
        if (start, end) not in self._windows:
            known = self._known(lambda: self._cache.overlapping(self._user, start, end))
            if known is None:
                return None
            self._windows[(start, end)] = known
        return self._windows[(start, end)]

    def active_overlapping(self, start: datetime, end: datetime) -> list[Fact]:
        known = self._window(start, end)
        if known is None:
            return self._tx.active_overlapping(start, end)
        return select_facts(known, FactStatus.ACTIVE, start, end)

    def active_series(self, start: datetime, end: datetime) -> list[Fact]:
        known = self._window(start, end)
        if known is None:
            return self._tx.active_series(start, end)
        return select_series(known, FactStatus.ACTIVE, start, end)

    def active_facts(self) -> list[Fact]:
        known = self._known(lambda: self._cache.get(self._user))
        if known is None:
            return self._tx.active_facts()
        return select_facts(known, FactStatus.ACTIVE, None, None)

    def get_record(self, key: str) -> CommitRecord | None:
        return self._tx.get_record(key)

    def get_records(self, keys: list[str]) -> dict[str, CommitRecord]:
        return self._tx.get_records(keys)

    def as_stored(self, facts: list[Fact]) -> None:
        self._tx.as_stored(facts)

    def add_facts(self, facts: list[Fact]) -> None:
        self._tx.add_facts(facts)
        self.added.update((f.id, f) for f in facts)
        self.wrote = self.wrote or bool(facts)

    def invalidate(self, fact_ids: list[str], by_message_id: str) -> list[Fact]:
        changed = self._tx.invalidate(fact_ids, by_message_id)
        self.invalidated += changed
        for fact in changed:  # a series skipped earlier in the step is no longer there to add
            self.added.pop(fact.id, None)
        self.wrote = self.wrote or bool(changed)
        return changed

    def reactivate(self, fact_ids: list[str], invalidated_by: str, by_message_id: str) -> list[Fact]:
        changed = self._tx.reactivate(fact_ids, invalidated_by, by_message_id)
        self.added.update((f.id, f) for f in changed)
        self.wrote = self.wrote or bool(changed)
        return changed

    def skip_occurrences(self, fact_id: str, starts: list[datetime], by_message_id: str) -> Fact | None:
        return self._rewritten(self._tx.skip_occurrences(fact_id, starts, by_message_id))

    def unskip_occurrences(self, fact_id: str, starts: list[datetime], skipped_by: str) -> Fact | None:
        return self._rewritten(self._tx.unskip_occurrences(fact_id, starts, skipped_by))

    def _rewritten(self, series: Fact | None) -> Fact | None:
        if series is not None:
            # Keyed by id, so the cache gets the series as it is now.
            self.added[series.id] = series
            self.wrote = True
        return series

    def put_record(self, record: CommitRecord) -> None:
        self._tx.put_record(record)
        self.wrote = True

    def record_message(self, message: Message) -> None:
        self._tx.record_message(message)
        self.wrote = True

    def settle(self) -> None:
        """Bring the cache to the state this committed step leaves behind."""
        from ..domain.commits import ReferenceFacts

        if not self.cache_up:
            return
        added = [f for f in self.added.values() if f.status is FactStatus.ACTIVE]
        removed = [*self.invalidated, *(f for f in self.added.values() if f.status is not FactStatus.ACTIVE)]
        try:
            if self.reference is None:
                if self.wrote:
                    self._cache.advance(self._user, self.version(), added, removed)
                return
            facts = dict(self.reference)
            for fact in removed:
                facts.pop(fact.id, None)
            facts.update((f.id, f) for f in added)
            entry = ReferenceFacts(
                version=self.version() + int(self.wrote),
                facts=select_facts(list(facts.values()), None, None, None),
            )
            _store(self._cache, self._user, entry, replace_ahead=self.cached_ahead)
        except Unavailable as outage:
            log.warning("reference cache unavailable, not updated: %s", outage)


def _store(cache: ReferenceCache, user_id: str, entry: ReferenceFacts, *, replace_ahead: bool) -> None:
    """Cache `entry`; an entry ahead of the durable version (a reset store, tampering) is dropped first."""
    if replace_ahead:
        cache.discard(user_id)
    cache.put(user_id, entry)


class ReferenceCachedFactStore:
    """FactStore over a durable FactStore and a ReferenceCache of each user's active facts."""

    def __init__(self, durable: FactStore, cache: ReferenceCache) -> None:
        self.durable, self._cache = durable, cache

    def atomically(self, user_id: str, work: Callable[[FactTransaction], T]) -> T:
        attempts: list[_ReferenceStep] = []

        def step(tx: FactTransaction) -> tuple[T, _ReferenceStep]:
            # A cache found down in one attempt is not asked again in the next (optimistic stores retry).
            attempts.append(_ReferenceStep(tx, self._cache, user_id, cache_up=not attempts or attempts[-1].cache_up))
            return work(attempts[-1]), attempts[-1]

        result, committed = self.durable.atomically(user_id, step)
        committed.settle()
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
        if start is not None and end is not None:
            window_start, window_end = start, end
            active = self._active(user_id, lambda: self._cache.overlapping(user_id, window_start, window_end))
        else:
            active = self._active(user_id, lambda: self._cache.get(user_id))
        if active is None:
            return self.durable.list_facts(user_id, status, start, end)
        return select_facts(active, FactStatus.ACTIVE, start, end)

    def list_series(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        return self.durable.list_series(user_id, status, start, end)

    def list_window(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        if status is not FactStatus.ACTIVE:
            return self.durable.list_window(user_id, status, start, end)
        active = self._active(user_id, lambda: self._cache.overlapping(user_id, start, end))
        if active is None:
            return self.durable.list_window(user_id, status, start, end)
        facts = select_facts(active, FactStatus.ACTIVE, start, end)
        return with_series(facts, select_series(active, FactStatus.ACTIVE, start, end))

    def _active(self, user_id: str, read: Callable[[], ReferenceFacts | None]) -> list[Fact] | None:
        """Active facts at the durable store's current version: the cache's answer to `read` when it
        holds that version, else every active fact (hydrating the cache); None when the cache is down."""
        from ..domain.commits import ReferenceFacts

        try:
            cached = read()
        except Unavailable as outage:
            log.warning("reference cache unavailable, reading the durable store: %s", outage)
            return None
        # Read after the entry: an entry is written only once the durable store has its version.
        version = self.durable.version(user_id)
        if cached is not None and cached.version == version:
            return cached.facts
        hydrated = self.durable.atomically(
            user_id, lambda tx: ReferenceFacts(version=tx.version(), facts=tx.active_facts())
        )
        try:
            _store(
                self._cache, user_id, hydrated, replace_ahead=cached is not None and cached.version > hydrated.version
            )
        except Unavailable as outage:
            log.warning("reference cache unavailable, not updated: %s", outage)
        return hydrated.facts

    def get_fact(self, user_id: str, fact_id: str) -> Fact | None:
        return self.durable.get_fact(user_id, fact_id)

    def get_records(self, user_id: str, keys: list[str]) -> dict[str, CommitRecord]:
        return self.durable.get_records(user_id, keys)

    def version(self, user_id: str) -> int:
        return self.durable.version(user_id)


class ProfileCachedStore:
    """ProfileStore whose time zones are read from a ProfileCache, the durable store on a miss.

    A change is written to the durable store first, then to the cache over whatever it held; a
    miss keeps what it read only where the cache holds nothing, so a read that raced a change
    never puts the old zone back. When the cache is down the durable store answers alone, and
    a change that could not reach the cache is logged: the old copy lives out its TTL.
    """

    def __init__(self, durable: ProfileStore, cache: ProfileCache) -> None:
        self.durable, self._cache = durable, cache

    def get_timezone(self, user_id: str) -> str | None:
        try:
            cached = self._cache.get(user_id)
        except Unavailable as outage:
            log.warning("profile cache unavailable, reading the durable store: %s", outage)
            return self.durable.get_timezone(user_id)
        if cached is not None:
            return cached.name
        timezone = self.durable.get_timezone(user_id)
        # Kept also when there is none: most users never set a zone, and each of their /parse
        # calls would otherwise read the durable store.
        self._keep(user_id, timezone, replace=False)
        return timezone

    def set_timezone(self, user_id: str, timezone: str) -> None:
        self.durable.set_timezone(user_id, timezone)
        self._keep(user_id, timezone, replace=True)

    def _keep(self, user_id: str, timezone: str | None, *, replace: bool) -> None:
        try:
            self._cache.put(user_id, timezone, replace=replace)
        except Unavailable as outage:
            log.warning("profile cache unavailable, not updated: %s", outage)

    def set_calendar_token(self, user_id: str, token_hash: str | None) -> None:
        self.durable.set_calendar_token(user_id, token_hash)

    def user_of_calendar_token(self, token_hash: str) -> str | None:
        return self.durable.user_of_calendar_token(token_hash)
