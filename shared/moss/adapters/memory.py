"""In-memory stores: the fakes for unit tests, and a legitimate single-process backend."""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, TypeVar

from ..domain.intervals import LevelIndex
from ..domain.models import Fact, FactStatus, Message, OpenQuestion, StoredParse
from ..domain.recurrence import with_series
from ..ports import Clock
from .codecs import Rewrites, select_facts, select_series, to_us

if TYPE_CHECKING:  # a parse never makes these: the lint side's models load with its first use
    from ..domain.commits import CommitRecord, PendingConfirmation

T = TypeVar("T")


class _StagedTransaction(Rewrites):
    """Reads see the committed state; writes are applied only when the work succeeds."""

    def __init__(self, store: InMemoryStore, user_id: str) -> None:
        self._store, self._user = store, user_id
        self.added: list[Fact] = []
        self.restated: dict[str, Fact] = {}  # invalidated or reactivated
        self.skipped: dict[str, Fact] = {}  # series with changed exdates
        self.records: list[CommitRecord] = []
        self.messages: list[Message] = []

    def version(self) -> int:
        return self._store._versions[self._user]

    def active_overlapping(self, start: datetime, end: datetime) -> list[Fact]:
        return self._store._overlapping(self._user, FactStatus.ACTIVE, start, end)

    def active_series(self, start: datetime, end: datetime) -> list[Fact]:
        return self._store._series_of(self._user, FactStatus.ACTIVE, start, end)

    def active_facts(self) -> list[Fact]:
        return select_facts(list(self._store._facts[self._user].values()), FactStatus.ACTIVE, None, None)

    def get_record(self, key: str) -> CommitRecord | None:
        return self._store._records[self._user].get(key)

    def add_facts(self, facts: list[Fact]) -> None:
        self.added.extend(facts)

    def _restate(
        self, fact_ids: list[str], eligible: Callable[[Fact], bool], change: Callable[[Fact], Fact]
    ) -> list[Fact]:
        current = self._store._facts[self._user]
        changed = [
            change(current[i]) for i in fact_ids if i in current and i not in self.restated and eligible(current[i])
        ]
        self.restated.update((f.id, f) for f in changed)
        return changed

    def _rewrite_series(self, fact_id: str, rewrite: Callable[[Fact], Fact | None]) -> Fact | None:
        if fact_id in self.restated:  # restated in this step: that is what it writes (Rewrites)
            return None
        current = self.skipped.get(fact_id) or self._store._facts[self._user].get(fact_id)
        series = rewrite(current) if current is not None else None
        if series is not None:
            self.skipped[fact_id] = series
        return series

    def put_record(self, record: CommitRecord) -> None:
        self.records.append(record)

    def record_message(self, message: Message) -> None:
        self.messages.append(message)

    def apply(self) -> None:
        if not (self.added or self.restated or self.skipped or self.records or self.messages):
            return
        self._store._versions[self._user] += 1
        for message in self.messages:
            self._store.add_message(self._user, message)
        for fact in [*self.skipped.values(), *self.restated.values(), *self.added]:
            self._store._file(self._user, fact)
        self._store._series[self._user].update(f.id for f in self.added if f.recurrence is not None)
        self._store._records[self._user].update((r.key, r) for r in self.records)


class InMemoryStore:
    """FactStore, MessageStore and ProfileStore in process memory."""

    def __init__(self) -> None:
        self._facts: dict[str, dict[str, Fact]] = defaultdict(dict)
        # Per user and status, the facts' ids filed by level and start (domain.intervals).
        self._index: dict[tuple[str, FactStatus], LevelIndex] = defaultdict(LevelIndex)
        self._series: dict[str, set[str]] = defaultdict(set)  # ids of each user's series
        self._records: dict[str, dict[str, CommitRecord]] = defaultdict(dict)
        self._versions: dict[str, int] = defaultdict(int)
        self._messages: dict[str, dict[str, Message]] = defaultdict(dict)
        self._timezones: dict[str, str] = {}
        self._calendar_tokens: dict[str, str] = {}  # subscription token hash -> user
        self._locks: dict[str, threading.Lock] = defaultdict(threading.Lock)
        self._guard = threading.Lock()

    def _lock(self, user_id: str) -> threading.Lock:
        with self._guard:
            return self._locks[user_id]

    def _file(self, user_id: str, fact: Fact) -> None:
        """Store `fact`, replacing the fact of the same id, and keep the index in step."""
        span = (to_us(fact.start_time), to_us(fact.end_time))
        previous = self._facts[user_id].get(fact.id)
        if previous is not None:
            self._index[(user_id, previous.status)].remove(
                fact.id, to_us(previous.start_time), to_us(previous.end_time)
            )
        self._facts[user_id][fact.id] = fact
        self._index[(user_id, fact.status)].add(fact.id, *span)

    def _overlapping(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        facts = self._facts[user_id]
        statuses = [status] if status else list(FactStatus)
        candidates = [
            facts[key] for one in statuses for key in self._index[(user_id, one)].candidates(to_us(start), to_us(end))
        ]
        return select_facts(candidates, status, start, end)

    def atomically(self, user_id: str, work: Callable[[_StagedTransaction], T]) -> T:
        with self._lock(user_id):
            tx = _StagedTransaction(self, user_id)
            result = work(tx)
            tx.apply()
            return result

    def list_facts(
        self,
        user_id: str,
        status: FactStatus | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
    ) -> list[Fact]:
        with self._lock(user_id):
            if start is not None and end is not None:
                return self._overlapping(user_id, status, start, end)
            return select_facts(list(self._facts[user_id].values()), status, None, None)

    def _series_of(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        facts = self._facts[user_id]
        return select_series([facts[i] for i in self._series[user_id]], status, start, end)

    def list_series(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        with self._lock(user_id):
            return self._series_of(user_id, status, start, end)

    def list_window(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        return with_series(self.list_facts(user_id, status, start, end), self.list_series(user_id, status, start, end))

    def get_fact(self, user_id: str, fact_id: str) -> Fact | None:
        return self._facts[user_id].get(fact_id)

    def get_records(self, user_id: str, keys: list[str]) -> dict[str, CommitRecord]:
        with self._lock(user_id):
            records = self._records[user_id]
            return {key: records[key] for key in keys if key in records}

    def version(self, user_id: str) -> int:
        return self._versions[user_id]

    def add_message(self, user_id: str, message: Message) -> None:
        self._messages[user_id].setdefault(message.message_id, message)

    def get_message(self, user_id: str, message_id: str) -> Message | None:
        return self._messages[user_id].get(message_id)

    def list_messages(self, user_id: str) -> list[Message]:
        return list(self._messages[user_id].values())

    def message_page(self, user_id: str, limit: int, before: str | None = None) -> list[Message]:
        newest_first = list(reversed(self._messages[user_id].values()))
        if before is not None:
            ids = [message.message_id for message in newest_first]
            newest_first = newest_first[ids.index(before) + 1 :] if before in ids else []
        return newest_first[:limit]

    def get_timezone(self, user_id: str) -> str | None:
        return self._timezones.get(user_id)

    def set_timezone(self, user_id: str, timezone: str) -> None:
        self._timezones[user_id] = timezone

    def set_calendar_token(self, user_id: str, token_hash: str | None) -> None:
        with self._guard:
            self._calendar_tokens = {h: u for h, u in self._calendar_tokens.items() if u != user_id}
            if token_hash is not None:
                self._calendar_tokens[token_hash] = user_id

    def user_of_calendar_token(self, token_hash: str) -> str | None:
        return self._calendar_tokens.get(token_hash)


class InMemoryWorkingStore:
    """WorkingStore with TTLs measured on an injected clock."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._parses: dict[tuple[str, str], tuple[StoredParse, datetime]] = {}
        self._pending: dict[str, PendingConfirmation] = {}
        self._seen: dict[str, datetime] = {}
        self._questions: dict[str, tuple[OpenQuestion, datetime]] = {}
        self._guard = threading.Lock()

    def save_parse(self, parse: StoredParse, ttl_seconds: int) -> None:
        expires = self._clock.now() + timedelta(seconds=ttl_seconds)
        self._parses[(parse.user_id, parse.message_id)] = (parse, expires)

    def get_parse(self, user_id: str, message_id: str) -> StoredParse | None:
        entry = self._parses.get((user_id, message_id))
        if entry is None or entry[1] <= self._clock.now():
            return None
        return entry[0]

    def save_pending(self, pending: PendingConfirmation) -> None:
        with self._guard:
            current = self._pending.get(pending.pending_id)
            if current is None or current.expires_at <= self._clock.now():
                self._pending[pending.pending_id] = pending

    def get_pending(self, pending_id: str) -> PendingConfirmation | None:
        pending = self._pending.get(pending_id)
        if pending is None or pending.expires_at <= self._clock.now():
            return None
        return pending

    def remember_once(self, key: str, ttl_seconds: int) -> bool:
        now = self._clock.now()
        with self._guard:
            expires = self._seen.get(key)
            if expires is not None and expires > now:
                return False
            self._seen[key] = now + timedelta(seconds=ttl_seconds)
            return True

    def save_question(self, question: OpenQuestion, ttl_seconds: int) -> None:
        self._questions[question.user_id] = (question, self._clock.now() + timedelta(seconds=ttl_seconds))

    def get_question(self, user_id: str) -> OpenQuestion | None:
        entry = self._questions.get(user_id)
        if entry is None or entry[1] <= self._clock.now():
            return None
        return entry[0]

    def drop_question(self, user_id: str) -> None:
        self._questions.pop(user_id, None)
