"""FactStore, MessageStore and ProfileStore on Cloud Firestore (google-cloud-firestore).

Schema (docs/storage.md has the reasons), everything under one user's document:

    users/{uid}                      {timezone}                     the profile
    users/{uid}/meta/head            {version, longest_us, levels}  read and written by every atomic step
    users/{uid}/versions/{version}   {added, invalidated, records}  one per writing step, created, never updated
    users/{uid}/facts/{fact_id}      {fact, status, start_us, end_us, level[, series_end_us]}
    users/{uid}/records/{key}        {record}                       CommitRecord of a message or pending id
    users/{uid}/messages/{msg_id}    {message, seq}
    users/{uid}/transcript/{yyyy-mm} {entries: {msg_id: {message, seq}}}  the chat log, a document per month
    calendar_tokens/{token_hash}     {user_id}                      a calendar subscription
                                                                    (users/{uid}.calendar_token_hash)

Overlap lookups scan, for each level the user has (`levels` in the head, domain.intervals),
the facts of that level starting within one level-length before the window or inside it,
on the composite index (status, level, start_us) of infra/firestore.indexes.json, and drop
those ending before the window: the reads follow the facts overlapping the window, not the
history, and one long fact adds its own level's scan only. A head without `levels` belongs
to a user stored before levels existed: lookups then scan from the window start minus the
longest fact (`longest_us`), as before, until `migrate_levels` files the user's facts.
A series keeps its first occurrence in start_us/end_us and the end of its last one in
series_end_us, which only series have: series lookups read those not over by the window's
start, on the index (status, series_end_us), apart from the interval lookup. Outside a
transaction a window reads the head, then every scan at once at the head's read time.

`atomically` runs the step in a Firestore transaction that first reads the head, in one call
with the records the step looks up, and, if the step writes, creates `versions/{version + 1}`
before anything else and bumps the head.
Firestore conflicts two transactions that read and write the same head (the loser is
aborted and retried by the client). The same guarantee is also built from what every
Firestore honours, create-if-absent, so it holds where a server does not isolate
transactions (the emulator the tests use): two writing steps that read one version collide
on creating the next (ALREADY_EXISTS), and a step that wrote nothing or failed counts only
if the head still has the version it began with; otherwise the step runs again.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from google.api_core import exceptions as google_errors
from google.api_core import gapic_v1
from google.api_core.retry import Retry, if_transient_error
from google.auth.exceptions import GoogleAuthError
from google.cloud import firestore
from google.cloud.firestore_v1.base_query import FieldFilter

from ..domain import recurrence
from ..domain.errors import Unavailable
from ..domain.intervals import level_of, start_ranges
from ..domain.models import Fact, FactStatus, Message
from ..domain.recurrence import with_series
from .codecs import Rewrites, series_end_us, to_us

if TYPE_CHECKING:  # a parse never makes these: the lint side's models load with its first use
    from ..domain.commits import CommitRecord

T = TypeVar("T")

_OUTAGES = (google_errors.GoogleAPICallError, google_errors.RetryError)
# Firestore's limit of writes per commit.
_BATCH_WRITES = 500
# A window's scans at once: one per interval level (a write spans at most 366 days: levels 0-14) and the series.
_MAX_SCANS = 16


def _unavailable(outage: Exception) -> Unavailable:
    return Unavailable(
        "the fact store is unavailable; try again shortly", code="store_unavailable", detail=f"Firestore: {outage!r}"
    )


def firestore_client(project: str | None, database: str, timeout_seconds: float = 10.0) -> firestore.Client:
    """A client that connects on its first call (to FIRESTORE_EMULATOR_HOST when set).

    Every RPC gets `timeout_seconds` as its deadline, retries included, instead of the
    library's 60 s, so an outage answers 503 in time. Transactions' begin, commit and
    rollback take no per-call options, so the defaults are replaced on the transport
    itself (a private attribute of the generated client; the tests exercise it).
    """
    try:
        client = firestore.Client(project=project, database=database)
    except GoogleAuthError as exc:
        raise Unavailable(
            "the fact store is unavailable; try again shortly",
            code="store_unavailable",
            detail=f"Firestore has no credentials here: {exc!r}",
        ) from exc
    transport = client._firestore_api._transport
    retry = Retry(predicate=if_transient_error, initial=0.1, maximum=1.0, timeout=timeout_seconds)
    transport._wrapped_methods = {
        rpc: gapic_v1.method.wrap_method(rpc, default_retry=retry, default_timeout=timeout_seconds)
        for rpc in transport._wrapped_methods
    }
    return client


def _fact_document(fact: Fact) -> dict[str, Any]:
    start_us, end_us = to_us(fact.start_time), to_us(fact.end_time)
    document = {
        "fact": fact.model_dump(mode="json"),
        "status": fact.status.value,
        "start_us": start_us,
        "end_us": end_us,
        "level": level_of(start_us, end_us),
    }
    if fact.recurrence is not None:
        document["series_end_us"] = series_end_us(fact)
    return document


def _series_scan(user: firestore.DocumentReference, status: FactStatus | None, start: datetime) -> firestore.Query:
    """The query of the series not over by `start` (a small set per user)."""
    query = user.collection("facts")
    if status is not None:
        query = query.where(filter=FieldFilter("status", "==", status.value))
    scan: firestore.Query = query.where(filter=FieldFilter("series_end_us", ">", to_us(start)))
    return scan


def _series_in(snapshots: Iterable[firestore.DocumentSnapshot], start: datetime, end: datetime) -> list[Fact]:
    """The series the series scan found with an occurrence overlapping [start, end)."""
    begun = [s for s in snapshots if s.get("start_us") < to_us(end)]
    return [f for f in _facts_from(begun) if recurrence.overlaps(f, start, end)]


def _series_of(
    user: firestore.DocumentReference,
    status: FactStatus | None,
    start: datetime,
    end: datetime,
    transaction: firestore.Transaction | None = None,
) -> list[Fact]:
    return _series_in(_series_scan(user, status, start).stream(transaction=transaction), start, end)


def _facts_from(snapshots: Iterable[firestore.DocumentSnapshot]) -> list[Fact]:
    facts = [Fact.model_validate(snapshot.get("fact")) for snapshot in snapshots]
    return sorted(facts, key=lambda f: (f.start_time, f.id))


def _message_document(message: Message) -> dict[str, Any]:
    # One user's messages come from one person, one at a time: the writer's wall clock
    # in microseconds orders them (ties, if ever, fall back to the message id).
    return {"message": message.model_dump(mode="json"), "seq": time.time_ns() // 1000}


def _transcript_entry(
    user: firestore.DocumentReference, message: Message, document: dict[str, Any]
) -> tuple[firestore.DocumentReference, dict[str, Any]]:
    """Where a message's copy goes in the transcript, and the merge that adds it: its month's
    document keeps every message of the month by id, so the whole chat log is a few reads."""
    month = user.collection("transcript").document(f"{message.received_at.astimezone(UTC):%Y-%m}")
    return month, {"entries": {message.message_id: document}}


def _head_reference(user: firestore.DocumentReference) -> firestore.DocumentReference:
    head: firestore.DocumentReference = user.collection("meta").document("head")
    return head


class _Head(NamedTuple):
    """The user's head document: its version, longest fact and levels (None: facts not yet filed)."""

    version: int = 0
    longest_us: int = 0
    levels: tuple[int, ...] | None = ()

    @classmethod
    def of(cls, head: firestore.DocumentSnapshot) -> _Head:
        if not head.exists:
            return cls()
        levels = (head.to_dict() or {}).get("levels")
        return cls(head.get("version"), head.get("longest_us"), None if levels is None else tuple(levels))

    @classmethod
    def read(cls, user: firestore.DocumentReference, tx: firestore.Transaction) -> _Head:
        return cls.of(_head_reference(user).get(transaction=tx))

    def document(self) -> dict[str, Any]:
        written: dict[str, Any] = {"version": self.version, "longest_us": self.longest_us}
        if self.levels is not None:
            written["levels"] = list(self.levels)
        return written


def _overlap_scans(
    user: firestore.DocumentReference, head: _Head, status: FactStatus | None, start: datetime, end: datetime
) -> list[firestore.Query]:
    """The queries of the facts that may overlap [start, end): one per interval level the user has."""
    start_us, end_us = to_us(start), to_us(end)
    facts = user.collection("facts")
    if status is not None:
        facts = facts.where(filter=FieldFilter("status", "==", status.value))
    if head.levels is None:
        scans = [facts.where(filter=FieldFilter("start_us", ">=", start_us - head.longest_us))]
    else:
        scans = [
            facts.where(filter=FieldFilter("level", "==", scan.level)).where(
                filter=FieldFilter("start_us", ">", scan.after_us)
            )
            for scan in start_ranges(head.levels, start_us, end_us)
        ]
    return [scan.where(filter=FieldFilter("start_us", "<", end_us)) for scan in scans]


def _overlapping_of(snapshots: Iterable[firestore.DocumentSnapshot], start: datetime) -> list[Fact]:
    """The facts the overlap scans found that do not end before the window starts."""
    return _facts_from(s for s in snapshots if s.get("end_us") > to_us(start))


def _overlapping(
    user: firestore.DocumentReference,
    head: _Head,
    status: FactStatus | None,
    start: datetime,
    end: datetime,
    transaction: firestore.Transaction,
) -> list[Fact]:
    scans = _overlap_scans(user, head, status, start, end)
    return _overlapping_of((s for scan in scans for s in scan.stream(transaction=transaction)), start)


class _FirestoreStep(Rewrites):
    """One attempt of an atomic step: reads go through the transaction, writes wait for `flush`.

    Firestore allows no read after a write in a transaction, and the version document
    must be the first write of the commit, so writes are staged until the work is done.
    """

    def __init__(self, user: firestore.DocumentReference, tx: firestore.Transaction) -> None:
        self._user, self._tx = user, tx
        self._read_head: _Head | None = None  # read with the step's first records (`get_records`)
        self._records_read: dict[str, CommitRecord | None] = {}
        # Facts as stored at this step's version: read in it, or vouched for (`as_stored`).
        self._stored: dict[str, Fact] = {}
        self._added: dict[str, Fact] = {}
        self._restated: dict[str, Fact] = {}
        self._skipped: dict[str, Fact] = {}  # series with new exdates
        self._records: dict[str, CommitRecord] = {}
        self._messages: list[Message] = []
        self._filed_levels: tuple[int, ...] | None = None

    @property
    def _head(self) -> _Head:
        if self._read_head is None:
            self.get_records([])
        assert self._read_head is not None
        return self._read_head

    def interleaved(self) -> bool:
        """Whether another step committed since this one began, so its reads may mix two states."""
        return self._read_head is not None and _Head.read(self._user, self._tx).version != self._read_head.version

    def version(self) -> int:
        return self._head.version

    def _found(self, facts: list[Fact]) -> list[Fact]:
        self._stored.update((f.id, f) for f in facts)
        return facts

    def active_overlapping(self, start: datetime, end: datetime) -> list[Fact]:
        if not self._head.version:
            return []
        return self._found(_overlapping(self._user, self._head, FactStatus.ACTIVE, start, end, self._tx))

    def active_series(self, start: datetime, end: datetime) -> list[Fact]:
        if not self._head.version:
            return []
        return self._found(_series_of(self._user, FactStatus.ACTIVE, start, end, self._tx))

    def active_facts(self) -> list[Fact]:
        if not self._head.version:
            return []
        query = self._user.collection("facts").where(filter=FieldFilter("status", "==", FactStatus.ACTIVE.value))
        return self._found(_facts_from(query.stream(transaction=self._tx)))

    def as_stored(self, facts: list[Fact]) -> None:
        self._found(facts)

    def seal_levels(self) -> bool | None:
        """Record the user's levels in the head once every fact has one (see migrate_levels).

        None when some fact still lacks a level; False when the head already has levels.
        """
        if self._head.levels is not None:
            return False
        levels = [s.to_dict().get("level") for s in self._user.collection("facts").stream(transaction=self._tx)]
        if None in levels:
            return None
        self._filed_levels = tuple(sorted(set(levels)))
        return True

    def get_records(self, keys: list[str]) -> dict[str, CommitRecord]:
        """The records of `keys`, read with the head in one call when the step has not read it yet."""
        from ..domain.commits import CommitRecord

        records = self._user.collection("records")
        unread = [key for key in dict.fromkeys(keys) if key not in self._records_read]
        references = [records.document(key) for key in unread]
        if self._read_head is None:
            references.append(_head_reference(self._user))
        if references:
            for snapshot in self._tx.get_all(references):
                if snapshot.reference.parent.id == "meta":
                    self._read_head = _Head.of(snapshot)
                else:
                    recorded = CommitRecord.model_validate(snapshot.get("record")) if snapshot.exists else None
                    self._records_read[snapshot.id] = recorded
        return {key: record for key in keys if (record := self._records_read.get(key)) is not None}

    def get_record(self, key: str) -> CommitRecord | None:
        return self.get_records([key]).get(key)

    def add_facts(self, facts: list[Fact]) -> None:
        self._added.update((f.id, f) for f in facts)

    def _restate(
        self, fact_ids: list[str], eligible: Callable[[Fact], bool], change: Callable[[Fact], Fact]
    ) -> list[Fact]:
        wanted = [fact_id for fact_id in dict.fromkeys(fact_ids) if fact_id not in self._restated]
        self._read_facts(wanted)
        changed = [change(fact) for fact_id in wanted if (fact := self._stored.get(fact_id)) and eligible(fact)]
        self._restated.update((f.id, f) for f in changed)
        return changed

    def _read_facts(self, fact_ids: list[str]) -> None:
        """Read those of `fact_ids` the step does not hold yet, in one call."""
        facts = self._user.collection("facts")
        unread = [facts.document(fact_id) for fact_id in fact_ids if fact_id not in self._stored]
        if unread:
            self._found(_facts_from(s for s in self._tx.get_all(unread) if s.exists))

    def _rewrite_series(self, fact_id: str, rewrite: Callable[[Fact], Fact | None]) -> Fact | None:
        if fact_id in self._restated:  # restated in this step: that is what it writes (Rewrites)
            return None
        self._read_facts([fact_id])
        staged = self._skipped.get(fact_id) or self._stored.get(fact_id)
        series = rewrite(staged) if staged is not None else None
        if series is not None:
            self._skipped[fact_id] = series
        return series

    def put_record(self, record: CommitRecord) -> None:
        self._records[record.key] = record

    def record_message(self, message: Message) -> None:
        self._messages.append(message)

    def flush(self) -> bool:
        """Stage the writes in the transaction; False when the step wrote nothing."""
        writes = (self._added, self._restated, self._skipped, self._records, self._messages)
        if not any(writes) and self._filed_levels is None:
            return False
        head, added = self._head, [(to_us(f.start_time), to_us(f.end_time)) for f in self._added.values()]
        levels = self._filed_levels if self._filed_levels is not None else head.levels
        if levels is not None:
            levels = tuple(sorted({*levels, *(level_of(*span) for span in added)}))
        version = head.version + 1
        self._tx.create(
            self._user.collection("versions").document(f"{version:012d}"),
            {
                "added": list(self._added),
                "restated": list(self._restated),
                "skipped": list(self._skipped),
                "records": list(self._records),
            },
        )
        longest_us = max([head.longest_us, *(end_us - start_us for start_us, end_us in added)])
        self._tx.set(self._user.collection("meta").document("head"), _Head(version, longest_us, levels).document())
        for fact in [*self._skipped.values(), *self._restated.values(), *self._added.values()]:
            self._tx.set(self._user.collection("facts").document(fact.id), _fact_document(fact))
        for record in self._records.values():
            self._tx.set(
                self._user.collection("records").document(record.key), {"record": record.model_dump(mode="json")}
            )
        for message in self._messages:  # a new request's own id: nothing there to keep
            document = _message_document(message)
            self._tx.set(self._user.collection("messages").document(message.message_id), document)
            self._tx.set(*_transcript_entry(self._user, message, document), merge=True)
        return True


class _Interleaved(Exception):
    """An attempt read while another step committed; it is run again on the new state."""


class FirestoreStore:
    """FactStore, MessageStore and ProfileStore on one Firestore database."""

    def __init__(self, client: firestore.Client, *, max_attempts: int = 10) -> None:
        self._client, self._max_attempts = client, max_attempts
        # A window's scans (one per interval level, and the series) run at once; threads start on first use.
        self._readers = ThreadPoolExecutor(max_workers=_MAX_SCANS, thread_name_prefix="firestore-scan")

    def _user(self, user_id: str) -> firestore.DocumentReference:
        return self._client.collection("users").document(user_id)

    def _call(self, operation: Callable[[], T]) -> T:
        try:
            return operation()
        except _OUTAGES as exc:
            raise _unavailable(exc) from exc

    def atomically(self, user_id: str, work: Callable[[_FirestoreStep], T]) -> T:
        user = self._user(user_id)

        @firestore.transactional
        def attempt(tx: firestore.Transaction) -> T:
            # A writing step is validated by creating the next version document; a step that
            # wrote nothing or failed is validated by finding the head where it began.
            step = _FirestoreStep(user, tx)
            try:
                result = work(step)
            except Exception:
                if step.interleaved():
                    raise _Interleaved from None
                raise
            if not step.flush() and step.interleaved():
                raise _Interleaved
            return result

        for _ in range(self._max_attempts):
            try:
                result: T = self._call(lambda: attempt(self._client.transaction(max_attempts=self._max_attempts)))
                return result
            except _Interleaved:
                continue
            except Unavailable as exc:
                # Another step created this version first: run the work again on the new state.
                if not isinstance(exc.__cause__, google_errors.AlreadyExists):
                    raise
            except ValueError as exc:
                # The client wraps its last Aborted in a ValueError once its own retries run out.
                if isinstance(exc.__cause__, google_errors.Aborted):
                    break
                # When begin fails there is nothing to roll back, and the client says so instead.
                if isinstance(exc.__context__, _OUTAGES):
                    raise _unavailable(exc.__context__) from exc.__context__
                raise
        raise Unavailable("too many concurrent changes to this calendar; try again", code="store_busy")

    def migrate_levels(self, user_id: str) -> bool:
        """File the facts of a user stored before levels existed; True when the head changed.

        Each fact without a `level` gets it (in batches, outside any transaction: a fact's
        level follows from its span, which never changes), then one atomic step checks that
        every fact of the user has one and records the levels in the head, raising the
        version like any writing step. Until then lookups keep the longest-fact scan, so
        answers are exact throughout. Safe to run twice, or concurrently with writes: new
        facts are written with their level, and a fact written without one (by code from
        before levels) makes the check fail and the filing run again.
        """
        user = self._user(user_id)
        for _ in range(self._max_attempts):
            snapshots = self._call(lambda: list(user.collection("facts").stream()))
            unfiled = [s for s in snapshots if s.to_dict().get("level") is None]
            for first in range(0, len(unfiled), _BATCH_WRITES):
                batch = self._client.batch()
                for snapshot in unfiled[first : first + _BATCH_WRITES]:
                    level = level_of(snapshot.get("start_us"), snapshot.get("end_us"))
                    batch.update(snapshot.reference, {"level": level})
                self._call(batch.commit)
            sealed = self.atomically(user_id, lambda step: step.seal_levels())
            if sealed is not None:
                return sealed
        raise Unavailable("facts without levels keep arriving for this user; try again", code="store_busy")

    def list_facts(
        self,
        user_id: str,
        status: FactStatus | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
    ) -> list[Fact]:
        if start is not None and end is not None:
            return self._window(user_id, status, start, end, series=False)
        query = self._user(user_id).collection("facts")
        if status is not None:
            query = query.where(filter=FieldFilter("status", "==", status.value))
        return self._call(lambda: _facts_from(query.stream()))

    def list_series(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        return self._call(lambda: _series_of(self._user(user_id), status, start, end))

    def list_window(self, user_id: str, status: FactStatus | None, start: datetime, end: datetime) -> list[Fact]:
        return self._window(user_id, status, start, end, series=True)

    def _window(
        self, user_id: str, status: FactStatus | None, start: datetime, end: datetime, *, series: bool
    ) -> list[Fact]:
        """The facts overlapping [start, end), with `series` the series with an occurrence there too,
        in two round trips: the head (the levels to scan), then every scan at once, all read at the
        head's read time, so they show one state without a transaction's Begin and Commit."""
        user = self._user(user_id)
        read = self._call(lambda: _head_reference(user).get())
        head = _Head.of(read)
        if not head.version:
            return []
        scans = _overlap_scans(user, head, status, start, end)
        if series:
            scans.append(_series_scan(user, status, start))

        def scan_all() -> list[list[firestore.DocumentSnapshot]]:
            return list(self._readers.map(lambda scan: list(scan.stream(read_time=read.read_time)), scans))

        found = self._call(scan_all)
        facts = _overlapping_of((s for snapshots in found[: len(found) - series] for s in snapshots), start)
        return with_series(facts, _series_in(found[-1], start, end)) if series else facts

    def get_fact(self, user_id: str, fact_id: str) -> Fact | None:
        snapshot = self._call(lambda: self._user(user_id).collection("facts").document(fact_id).get())
        return Fact.model_validate(snapshot.get("fact")) if snapshot.exists else None

    def get_records(self, user_id: str, keys: list[str]) -> dict[str, CommitRecord]:
        from ..domain.commits import CommitRecord

        records = self._user(user_id).collection("records")
        snapshots = self._call(lambda: list(self._client.get_all([records.document(key) for key in keys])))
        return {s.id: CommitRecord.model_validate(s.get("record")) for s in snapshots if s.exists}

    def version(self, user_id: str) -> int:
        head = self._call(lambda: self._user(user_id).collection("meta").document("head").get())
        return head.get("version") if head.exists else 0

    def add_message(self, user_id: str, message: Message) -> None:
        user, document = self._user(user_id), _message_document(message)
        reference = user.collection("messages").document(message.message_id)

        def create() -> None:
            batch = self._client.batch()
            batch.create(reference, document)
            batch.set(*_transcript_entry(user, message, document), merge=True)
            try:
                batch.commit()
            except google_errors.AlreadyExists:
                pass  # recorded by a request that got there first (the same file imported twice at once)
            except google_errors.InvalidArgument:
                reference.create(document)  # its month's transcript is full: read from the messages (list_messages)

        self._call(create)

    def get_message(self, user_id: str, message_id: str) -> Message | None:
        reference = self._user(user_id).collection("messages").document(message_id)
        snapshot = self._call(lambda: reference.get())
        return Message.model_validate(snapshot.get("message")) if snapshot.exists else None

    def list_messages(self, user_id: str) -> list[Message]:
        """From the transcript: a document per month, read with the count of messages at once; when
        the two disagree (messages from before transcripts, a full month), from every message."""
        user = self._user(user_id)
        messages = user.collection("messages")

        def read() -> tuple[list[firestore.DocumentSnapshot], int]:
            counted = self._readers.submit(lambda: messages.count().get()[0][0].value)
            months = list(user.collection("transcript").stream())
            return months, counted.result()

        months, count = self._call(read)
        documents = [entry for month in months for entry in (month.to_dict() or {}).get("entries", {}).values()]
        if len(documents) != count:
            documents = [snapshot.to_dict() or {} for snapshot in self._call(lambda: list(messages.stream()))]
        documents.sort(key=lambda d: (d["seq"], d["message"]["message_id"]))
        return [Message.model_validate(d["message"]) for d in documents]

    def message_page(self, user_id: str, limit: int, before: str | None = None) -> list[Message]:
        messages = self._user(user_id).collection("messages")
        query = messages.order_by("seq", direction=firestore.Query.DESCENDING)
        if before is not None:
            cursor = self._call(lambda: messages.document(before).get())
            if not cursor.exists:
                return []
            # A seq is one user's own microsecond clock: two of their messages never share one.
            query = query.where(filter=FieldFilter("seq", "<", cursor.get("seq")))
        snapshots = self._call(lambda: list(query.limit(limit).stream()))
        return [Message.model_validate(s.get("message")) for s in snapshots]

    def get_timezone(self, user_id: str) -> str | None:
        snapshot = self._call(lambda: self._user(user_id).get())
        return snapshot.get("timezone") if snapshot.exists else None

    def set_timezone(self, user_id: str, timezone: str) -> None:
        self._call(lambda: self._user(user_id).set({"timezone": timezone}, merge=True))

    def set_calendar_token(self, user_id: str, token_hash: str | None) -> None:
        user, tokens = self._user(user_id), self._client.collection("calendar_tokens")

        @firestore.transactional
        def replace(tx: firestore.Transaction) -> None:
            profile = user.get(transaction=tx)
            previous = (profile.to_dict() or {}).get("calendar_token_hash") if profile.exists else None
            if previous:
                tx.delete(tokens.document(previous))
            if token_hash is not None:
                tx.set(tokens.document(token_hash), {"user_id": user_id})
            tx.set(user, {"calendar_token_hash": token_hash}, merge=True)

        self._call(lambda: replace(self._client.transaction()))

    def user_of_calendar_token(self, token_hash: str) -> str | None:
        snapshot = self._call(lambda: self._client.collection("calendar_tokens").document(token_hash).get())
        return snapshot.get("user_id") if snapshot.exists else None
