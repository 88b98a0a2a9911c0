"""Documents read per /lint_commit on Firestore, counted through the client, for three histories.

One emulator holds users with a year of one-hour meetings (six every weekday), the same plus
one 14-day vacation months ago, and the same plus one 180-day leave months ago (meetings
inside them are inactive, as the linter leaves them). Each history is stored twice: filed by
interval level (this release) and in the format before levels (the head has no `levels`,
so lookups scan from the window start minus the longest fact: what every lookup did before).
The probe is a one-hour meeting in a free hour that overlaps nothing. The client's RPCs are
wrapped: every document a query returns, and every document a get asks for (found or
missing, as Firestore bills both), counts as one read.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date, datetime, timedelta
from functools import partial
from typing import Any

from google.cloud import firestore

from moss.adapters.firestore_store import FirestoreStore
from moss.bootstrap import App
from moss.domain.models import Fact, FactDraft, Status
from moss.ports import FactTransaction
from moss.usecases.lint_commit import LintCommit
from moss.usecases.parse import Parse
from tests import legacy
from tests.fakes import SEOUL, write
from tests.servers import FirestoreEmulator

from .apps import firestore_app

HISTORIES = ("meetings", "vacation14", "leave180")
MEETING_HOURS = (9, 10, 11, 13, 14, 15)
FIRST_DAY, LAST_DAY = date(2025, 7, 1), date(2026, 6, 30)
LONG_FACTS = {
    "meetings": [],
    "vacation14": [(datetime(2026, 2, 2, tzinfo=SEOUL), timedelta(days=14))],
    "leave180": [(datetime(2025, 9, 1, tzinfo=SEOUL), timedelta(days=180))],
}
# Lunch on the last day: the 11:00 meeting ends as the probe starts, the 13:00 one starts as it ends.
PROBE_START = datetime(2026, 6, 30, 12, tzinfo=SEOUL)
PROBE = "a meeting at a free hour"
BATCH = 500


def calendar(history: str) -> list[Fact]:
    """The user's facts: the long facts of `history`, and the meetings, inactive where a long fact covers them."""
    long_facts = [
        Fact.from_draft(
            FactDraft(predicate="vacation", object_value="Vacation", start_time=start, end_time=start + length),
            fact_id=f"f_long_{number}",
            message_id=f"m_long_{number}",
        )
        for number, (start, length) in enumerate(LONG_FACTS[history])
    ]
    facts = list(long_facts)
    day = FIRST_DAY
    while day <= LAST_DAY:
        if day.weekday() < 5:
            for hour in MEETING_HOURS:
                start = datetime(day.year, day.month, day.day, hour, tzinfo=SEOUL)
                draft = FactDraft(
                    predicate="meeting", object_value="sync", start_time=start, end_time=start + timedelta(hours=1)
                )
                meeting = Fact.from_draft(draft, fact_id=f"f_{day}_{hour}", message_id=f"m_{day}_{hour}")
                covered = any(v.overlaps(meeting.start_time, meeting.end_time) for v in long_facts)
                facts.append(meeting.invalidated("m_long_0") if covered else meeting)
        day += timedelta(days=1)
    return facts


def _add_facts(facts: list[Fact], tx: FactTransaction) -> None:
    tx.add_facts(facts)


@contextmanager
def counted_reads(client: firestore.Client) -> Iterator[Counter]:
    """Count the documents the client reads while the block runs: `documents` and `queries`."""
    api = client._firestore_api
    counts: Counter = Counter()
    run_query, batch_get = api.run_query, api.batch_get_documents

    def counting(call: Callable, field: Callable[[Any], int], kind: str) -> Callable:
        def wrapped(*args, **kwargs):
            counts[kind] += 1
            for response in call(*args, **kwargs):
                counts["documents"] += field(response)
                yield response

        return wrapped

    api.run_query = counting(run_query, lambda r: int("document" in r), "queries")
    api.batch_get_documents = counting(batch_get, lambda r: int("found" in r or "missing" in r), "gets")
    try:
        yield counts
    finally:
        api.run_query, api.batch_get_documents = run_query, batch_get


def reads_per_lint(app: App, user: str) -> tuple[int, int]:
    """(documents, queries) of one /lint_commit of the probe for `user`, which must commit."""
    store = app.usecases.deps.facts
    assert isinstance(store, FirestoreStore)
    message_id = app.usecases.handle(Parse(user, PROBE)).message_id
    with counted_reads(store._client) as counts:
        outcome = app.usecases.handle(LintCommit(user, message_id))
    assert outcome.status is Status.SUCCESS and not outcome.conflicts, outcome
    return counts["documents"], counts["queries"]


def run() -> dict[str, float]:
    probe = FactDraft(
        predicate="meeting", object_value="planning", start_time=PROBE_START, end_time=PROBE_START + timedelta(hours=1)
    )
    figures: dict[str, float] = {}
    emulator = FirestoreEmulator().start()
    try:
        app = firestore_app(emulator.host, {PROBE: write(probe)})
        store = app.usecases.deps.facts
        assert isinstance(store, FirestoreStore)
        for history in HISTORIES:
            facts = calendar(history)
            for first in range(0, len(facts), BATCH):
                store.atomically(history, partial(_add_facts, facts[first : first + BATCH]))
            legacy.write_firestore(store._client, f"{history}_before_levels", facts)
            overlapping = [f for f in facts if f.overlaps(probe.start_time, probe.end_time)]
            documents, queries = reads_per_lint(app, history)
            before, _ = reads_per_lint(app, f"{history}_before_levels")
            figures[f"firestore_reads_per_lint@{history}"] = documents
            figures[f"firestore_queries_per_lint@{history}"] = queries
            figures[f"firestore_overlapping_per_lint@{history}"] = len(overlapping)
            figures[f"firestore_reads_per_lint_before_levels@{history}"] = before
            figures[f"firestore_stored_facts@{history}"] = len(facts)
    finally:
        emulator.stop()
    return figures
