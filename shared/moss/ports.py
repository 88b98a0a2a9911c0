"""Ports: what the services need from the outside world, as typing.Protocols.

Every store has an in-memory fake, an embedded SQLite implementation and a cloud one
(Firestore for durable facts and messages, Redis for working memory); `bootstrap` is the
one place that chooses.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from typing import TYPE_CHECKING, NamedTuple, Protocol, TypeVar
from zoneinfo import ZoneInfo

if TYPE_CHECKING:  # protocols only annotate: a function loads the models its own request uses
    from .domain.commits import CommitRecord, PendingConfirmation, ReferenceFacts
    from .domain.grounding import DraftAnswer
    from .domain.models import Fact, FactStatus, Interval, Language, Message, OpenQuestion, ParseResult, StoredParse

T = TypeVar("T")


class FactTransaction(Protocol):
    """One user's facts inside one atomic lint-and-commit step."""

    def version(self) -> int:
        """The user's version as this step found it: 0 before the first write.

        A step that adds a fact, invalidates one or puts a record raises it by exactly one
        when it commits; other steps leave it. So a version names one state of the user's
        facts, and the reference cache keys on it.
        """
        ...

    def active_overlapping(self, start: datetime, end: datetime) -> list[Fact]:
        """Active facts whose own [start_time, end_time) overlaps [start, end) (a series' own
        interval is its first occurrence; its others are found by `active_series`)."""
        ...

    def active_series(self, start: datetime, end: datetime) -> list[Fact]:
        """Active series with an occurrence overlapping [start, end), each once, as stored.

        Series are kept apart from the interval lookup, a small set per user found by the span
        of all their occurrences, so a series never widens the lookup of one-off facts; the
        caller expands them in the window (domain.recurrence).
        """
        ...

    def active_facts(self) -> list[Fact]:
        """Every active fact of the user: what the reference cache is hydrated from."""
        ...

    def get_record(self, key: str) -> CommitRecord | None: ...

    def get_records(self, keys: list[str]) -> dict[str, CommitRecord]:
        """The records of those `keys` that have one: a step that will look up several asks for
        them first, and a store that reads over the network reads them (and the version) in one call."""
        ...

    def as_stored(self, facts: list[Fact]) -> None:
        """`facts` are stored as given at this step's version (the reference cache's entry of that
        version holds them): a store that reads over the network may change them without reading them."""
        ...

    def add_facts(self, facts: list[Fact]) -> None: ...

    def invalidate(self, fact_ids: list[str], by_message_id: str) -> list[Fact]:
        """Mark active facts inactive; returns them as they are now."""
        ...

    def reactivate(self, fact_ids: list[str], invalidated_by: str, by_message_id: str) -> list[Fact]:
        """Make active again those of `fact_ids` that are inactive because `invalidated_by` made
        them so, caused by `by_message_id`; returns them as they are now."""
        ...

    def skip_occurrences(self, fact_id: str, starts: list[datetime], by_message_id: str) -> Fact | None:
        """Add `starts` to an active series' exdates, each caused by `by_message_id`; returns the
        series as it is now, None when `fact_id` is no active series or none of `starts` is new."""
        ...

    def unskip_occurrences(self, fact_id: str, starts: list[datetime], skipped_by: str) -> Fact | None:
        """Remove from an active series' exdates those of `starts` that `skipped_by` had added;
        returns the series as it is now, None when `fact_id` is no active series or none was."""
        ...

    def put_record(self, record: CommitRecord) -> None: ...

    def record_message(self, message: Message) -> None:
        """Record `message` (as MessageStore.add_message does) in this step's commit: a request
        kept as a message of its own (an undo, a cancel button) lands with what it changes, or not at all."""
        ...


class FactStore(Protocol):
    def atomically(self, user_id: str, work: Callable[[FactTransaction], T]) -> T:
        """Run `work` so that no other atomic step of the same user interleaves with it.

        `work` may be called more than once (optimistic stores retry on contention), so it
        must do all its writes through the transaction.
        """
        ...

    def list_facts(
        self,
        user_id: str,
        status: FactStatus | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
    ) -> list[Fact]:
        """The user's facts, optionally only one status and only those overlapping [start, end)."""
        ...

    def list_series(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        """The user's series (optionally of one status) with an occurrence overlapping [start, end)."""
        ...

    def list_window(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        """What a window shows: `list_facts` and `list_series` of [start, end) together, each fact
        once, by start (domain.recurrence.with_series), read at one moment."""
        ...

    def get_fact(self, user_id: str, fact_id: str) -> Fact | None: ...

    def get_records(self, user_id: str, keys: list[str]) -> dict[str, CommitRecord]:
        """The recorded outcomes of those keys that have one, in one read."""
        ...

    def version(self, user_id: str) -> int:
        """The user's current version (see FactTransaction.version), in one cheap read."""
        ...


class ReferenceCache(Protocol):
    """Per-user copies of the active facts, each stamped with the version it was read at.

    Raises Unavailable when the cache is down; the caller then reads the durable store.
    """

    def get(self, user_id: str) -> ReferenceFacts | None:
        """The whole entry; None when absent or unreadable."""
        ...

    def overlapping(self, user_id: str, start: datetime, end: datetime) -> ReferenceFacts | None:
        """The entry's version with only its facts overlapping [start, end) and its series with an
        occurrence there (domain.recurrence.with_series); None when absent or unreadable.

        Reads the facts near the window and the series, not the whole entry (domain.intervals).
        """
        ...

    def put(self, user_id: str, entry: ReferenceFacts) -> None:
        """Store `entry` unless the cache already holds the same or a newer version of the user."""
        ...

    def advance(self, user_id: str, version: int, added: list[Fact], removed: list[Fact]) -> None:
        """Turn the entry of `version`, if that is what the cache holds, into that of `version + 1`."""
        ...

    def discard(self, user_id: str) -> None: ...


class MessageStore(Protocol):
    def add_message(self, user_id: str, message: Message) -> None:
        """Record a message; one already recorded under its id stays as it was (two identical
        imports at once derive the same id: the second adds nothing, and fails nothing)."""
        ...

    def get_message(self, user_id: str, message_id: str) -> Message | None: ...

    def list_messages(self, user_id: str) -> list[Message]:
        """The user's chat log, oldest first."""
        ...

    def message_page(self, user_id: str, limit: int, before: str | None = None) -> list[Message]:
        """At most `limit` of the user's messages, newest first; with `before`, only those
        recorded before that message (an unknown `before` gives none)."""
        ...


class ProfileStore(Protocol):
    def get_timezone(self, user_id: str) -> str | None: ...

    def set_timezone(self, user_id: str, timezone: str) -> None: ...

    def set_calendar_token(self, user_id: str, token_hash: str | None) -> None:
        """Make `token_hash` the user's one calendar subscription (None: none), revoking the previous one."""
        ...

    def user_of_calendar_token(self, token_hash: str) -> str | None: ...


class CachedTimezone(NamedTuple):
    """A ProfileCache's copy of one user's time zone: `name` is None when the user never set one."""

    name: str | None


class ProfileCache(Protocol):
    """Copies of users' time zones beside the working state (Redis in the cloud), so reading an
    utterance costs no durable read, also for a user who never set a zone. Raises Unavailable when
    the cache is down."""

    def get(self, user_id: str) -> CachedTimezone | None:
        """The copy kept for the user; None when the cache holds none."""
        ...

    def put(self, user_id: str, timezone: str | None, *, replace: bool) -> None:
        """Keep `timezone` (None: the user has set none); unless `replace`, only where the cache
        holds no copy (a copy read before a change must not overwrite the change's own)."""
        ...


class WorkingStore(Protocol):
    """Short-lived dialog state with TTLs (Redis in the cloud)."""

    def save_parse(self, parse: StoredParse, ttl_seconds: int) -> None: ...

    def get_parse(self, user_id: str, message_id: str) -> StoredParse | None: ...

    def save_pending(self, pending: PendingConfirmation) -> None:
        """Keep until `pending.expires_at`; an existing pending with the same id is left as is."""
        ...

    def get_pending(self, pending_id: str) -> PendingConfirmation | None:
        """None when unknown or expired."""
        ...

    def remember_once(self, key: str, ttl_seconds: int) -> bool:
        """True the first time `key` is seen within its TTL, False on every repeat."""
        ...

    def save_question(self, question: OpenQuestion, ttl_seconds: int) -> None:
        """Keep the user's open question for `ttl_seconds`, replacing any earlier one."""
        ...

    def get_question(self, user_id: str) -> OpenQuestion | None:
        """None when the user has no open question or it expired."""
        ...

    def drop_question(self, user_id: str) -> None:
        """Forget the user's open question, if any."""
        ...


class Quota(Protocol):
    """Requests allowed per key (a user, a Telegram chat) and time window."""

    def hit(self, key: str) -> int | None:
        """Count one request of `key`: None when it is within the quota, else seconds until one will be."""
        ...


class InFlight(Protocol):
    """Requests one key (a user) may have running at once: one user's heavy requests leave the
    server's threads and CPU to everyone else."""

    def admit(self, key: str) -> AbstractContextManager[bool]:
        """Hold one of `key`'s places while the block runs: True, or False (nothing held) when all are taken."""
        ...


class RenderedCalendars(Protocol):
    """Calendar files already rendered, by the state they show (user, version, zone): a feed
    polled again and again renders once per change, not once per poll."""

    def get(self, key: str) -> bytes | None: ...

    def put(self, key: str, ics: bytes) -> None: ...


class Parser(Protocol):
    def parse(self, text: str, *, now: datetime, timezone: ZoneInfo, titles: Sequence[str] = ()) -> ParseResult:
        """`titles`: the user's plans, whose words name an event as an event word would ("the bbq
        is off" when a BBQ is kept); a parser may ignore them."""


class Synthesizer(Protocol):
    @property
    def name(self) -> str:
        """Reported with each answer it writes, e.g. "template", "gemini"."""

    def answer(
        self,
        *,
        question: str,
        context: str,
        facts: list[Fact],
        window: Interval,
        timezone: ZoneInfo,
        language: Language,
    ) -> DraftAnswer:
        """Write the answer from `context` alone; `facts` are the same facts, structured.

        A model also says which context fact (F1, F2, ... as the context numbers them) each of
        its statements rests on. The query use case checks both against the context and
        replaces an answer that states anything else (see domain.grounding).
        """
        ...


class Clock(Protocol):
    def now(self) -> datetime: ...
