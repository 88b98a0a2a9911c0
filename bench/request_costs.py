"""Round trips and documents per request in the deployed wiring, counted on the wire (bench.wire).

The wiring is the cloud's: facts, messages and the profile on Firestore (the emulator), dialog
state, the reference cache and the quota on Redis, the rule parser. Requests go through the
functions as functions-framework serves them, signed in. The user holds ~400 facts over a year
(meetings, a 14-day vacation, a weekly series) and ~400 messages; the cache is warm. Each probe's
own /parse (when it has one) is sent first and not counted.

`latency_estimate_ms_*` prices each request's sequential round trips at the stated in-region
figures: FIRESTORE_CALL_MS per Firestore round trip and REDIS_CALL_MS per Redis one.
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from datetime import date, datetime, timedelta
from functools import partial
from pathlib import Path
from unittest import mock

from moss.adapters.firestore_store import FirestoreStore
from moss.bootstrap import App
from moss.domain.models import Fact, FactDraft, Intent, Message
from moss.ports import FactTransaction
from tests.apps import app_settings, function_client, installed_app
from tests.fakes import SEED_NOW, SEOUL, FakeClock
from tests.servers import ApiClient, FirestoreEmulator, RedisServer

from .wire import WireCount, wired

# Firestore in a region answers a call in 5-15 ms (issue 28); Memorystore for Redis in ~1 ms.
FIRESTORE_CALL_MS = 10.0
REDIS_CALL_MS = 1.0
# Issue 28's targets; the rest are reported.
ROUND_TRIP_TARGETS = {
    "lint_commit": 3,
    "lint_commit_overwrite": 3,
    "confirm": 3,
    "undo": 4,
    "query": 2,
    "memories_week": 2,
    "memories_week_stored": 2,
}
DOCUMENT_TARGETS = {"query_compare": 50, "memories_week": 50, "memories_week_stored": 50}
# The figures of the release before issue 28, measured by this item then (`measured_at` names it).
BEFORE = Path(__file__).resolve().parent / "request_costs_before.json"
USER = "bench-user"
# One-hour meetings on weekdays at 10:00, and on Tuesdays and Thursdays at 15:00 too: the first 400, a year.
FIRST_DAY, LAST_DAY = date(2025, 8, 18), date(2026, 12, 31)
MEETING_HOURS = {0: (10,), 1: (10, 15), 2: (10,), 3: (10, 15), 4: (10,)}
SEEDED_FACTS = 400
BATCH = 200
# Seeded through the API, so through the parser and the linter as a user would.
SERIES = "Choir every Wednesday at 6pm"
VACATION = "I'm off from 3/2 to 3/15"
# The probes, on a Tuesday a week after SEED_NOW (2026-07-16, a Thursday).
FREE_WRITE = "Lunch with Mina on 7/21 at 12pm"
OVERWRITING = "I'm off from 7/27 to 7/29"  # four meetings and one choir evening: five overwritten
CLASHING = "Design review on 8/4 at 10am"  # over the 10:00 meeting: confirm required
QUESTION = "What do I have on 8/6?"
# Writes sent at once by one user, as an agent might (issue 28: 8 took 30 transactions).
BURST = 8
WEEK = ("2026-08-03T00:00:00+09:00", "2026-08-10T00:00:00+09:00")


def history() -> list[tuple[Fact, Message]]:
    """The seeded meetings, each with the message that said it (what the naive baseline reads)."""
    seeded: list[tuple[Fact, Message]] = []
    day = FIRST_DAY
    while day <= LAST_DAY and len(seeded) < SEEDED_FACTS:
        for hour in MEETING_HOURS.get(day.weekday(), ()):
            start = datetime(day.year, day.month, day.day, hour, tzinfo=SEOUL)
            draft = FactDraft(
                predicate="meeting", object_value="sync", start_time=start, end_time=start + timedelta(hours=1)
            )
            message_id = f"m_{day}_{hour}"
            said = start - timedelta(days=7)
            message = Message(
                message_id=message_id,
                text=f"Sync on {day:%m/%d} at {hour}",
                received_at=said,
                recorded_at=said,
                timezone=SEOUL.key,
                intent=Intent.WRITE,
                facts=[draft],
            )
            seeded.append((Fact.from_draft(draft, fact_id=f"f_{day}_{hour}", message_id=message_id), message))
        day += timedelta(days=1)
    return seeded


def _add_facts(facts: list[Fact], tx: FactTransaction) -> None:
    tx.add_facts(facts)


def seed(app: App, api: ApiClient) -> None:
    store = app.usecases.deps.messages
    assert isinstance(store, FirestoreStore)
    seeded = history()
    for first in range(0, len(seeded), BATCH):
        store.atomically(USER, partial(_add_facts, [fact for fact, _ in seeded[first : first + BATCH]]))
    for _, message in seeded:
        store.add_message(USER, message)
    store.set_timezone(USER, SEOUL.key)
    for text in (SERIES, VACATION):
        outcome = api.say(text, SEED_NOW)
        assert outcome["status"].startswith("SUCCESS"), outcome


@contextmanager
def deployed(work_dir: Path, wire: WireCount) -> Iterator[tuple[App, ApiClient]]:
    """The cloud wiring on a fresh emulator and redis-server, its channels counted by `wire`."""
    emulator, redis_server = FirestoreEmulator().start(), RedisServer(work_dir / "redis").start()
    try:
        settings = app_settings(
            fact_store="firestore",
            working_store="redis",
            reference_cache="redis",
            rate_limit="100000/minute",
            rate_limit_storage="redis",
            redis_url=redis_server.url,
            firestore_project="demo-moss",
            firestore_timeout_seconds=120,
            parser="rules",
        )
        # The Firestore client reads the emulator's address when it is created.
        with (
            wired(wire),
            mock.patch.dict(os.environ, {"FIRESTORE_EMULATOR_HOST": emulator.host}),
            installed_app(settings, clock=FakeClock(SEED_NOW)) as app,
        ):
            yield app, ApiClient(function_client()).sign_in(USER)
    finally:
        redis_server.stop()
        emulator.stop()


def probes(api: ApiClient) -> dict[str, tuple[Callable[[], tuple[int, dict]], Callable[[dict], bool]]]:
    """Each request's preparation (its parse, not counted), the request, and what it must answer."""
    free = api.parse(FREE_WRITE, SEED_NOW)["message_id"]
    overwriting = api.parse(OVERWRITING, SEED_NOW)["message_id"]
    clash = api.say(CLASHING, SEED_NOW)
    assert clash["status"] == "CONFIRM_REQUIRED", clash
    question = api.parse(QUESTION, SEED_NOW)["message_id"]
    week = f"start_time={WEEK[0]}&end_time={WEEK[1]}".replace("+", "%2B")
    return {
        "parse": (lambda: api.post("/parse", {"text": "Dentist on 8/7 at 9am", "now": SEED_NOW.isoformat()}), _ok),
        "lint_commit": (
            lambda: api.post("/lint_commit", {"message_id": free}),
            lambda body: body["status"] == "SUCCESS",
        ),
        "lint_commit_overwrite": (
            lambda: api.post("/lint_commit", {"message_id": overwriting}),
            lambda body: body["status"] == "SUCCESS_WITH_OVERWRITE" and len(body["invalidated"]) == 5,
        ),
        "confirm": (
            lambda: api.post("/confirm", {"pending_id": clash["pending_id"], "decision": "approve"}),
            lambda body: body["status"] == "SUCCESS_WITH_OVERWRITE",
        ),
        "undo": (
            lambda: api.post("/undo", {"message_id": free}),
            lambda body: body["status"] == "SUCCESS" and len(body["invalidated"]) == 1,
        ),
        "query": (lambda: api.post("/query", {"message_id": question}), lambda body: len(body["facts"]) == 2),
        "query_compare": (
            lambda: api.post("/query", {"message_id": question, "compare": True}),
            lambda body: body["baseline"] is not None,
        ),
        "memories_all": (lambda: api.get("/memories?status=all"), lambda body: len(body["facts"]) >= SEEDED_FACTS),
        "memories_week": (
            lambda: api.get(f"/memories?status=all&expand=true&{week}"),
            lambda body: len(body["facts"]) > 0,
        ),
        # The web page's second request of a week: its facts as stored, for the summary and the changes.
        "memories_week_stored": (lambda: api.get(f"/memories?status=all&{week}"), lambda body: len(body["facts"]) > 0),
    }


def _ok(body: dict) -> bool:
    return "message_id" in body


def burst(api: ApiClient, wire: WireCount) -> dict[str, float]:
    """BURST writes by the user at once, each its own /lint_commit (an agent sending utterances one
    by one): the transactions they took, and how many were rolled back or found their version taken."""
    parsed = [api.parse(f"Call with client {n} on 8/{10 + n} at 1pm", SEED_NOW)["message_id"] for n in range(BURST)]
    start = threading.Barrier(BURST)

    def commit(message_id: str) -> tuple[int, dict]:
        start.wait()
        return ApiClient(api.target, api.token).post("/lint_commit", {"message_id": message_id})

    with wire.counting() as counts, ThreadPoolExecutor(BURST) as pool:
        answers = list(pool.map(commit, parsed))
    assert all(status == 200 and body["status"] == "SUCCESS" for status, body in answers), answers
    return {
        f"fs_transactions_burst_{BURST}": counts["BeginTransaction"],
        f"fs_retried_burst_{BURST}": counts["BeginTransaction"] - BURST,
    }


def run(work_dir: Path) -> dict[str, float]:
    logging.getLogger("httpx2").setLevel(logging.WARNING)  # one line per request otherwise
    wire = WireCount()
    figures: dict[str, float] = {}
    with deployed(work_dir, wire) as (app, api):
        seed(app, api)
        api.say(QUESTION, SEED_NOW)  # the reference cache warm, as after any earlier request
        for request, (send, answered) in probes(api).items():
            with wire.counting() as counts:
                status, body = send()
            assert status == 200 and answered(body), (request, status, str(body)[:300])
            figures[f"fs_round_trips_{request}"] = counts["firestore_round_trips"]
            figures[f"fs_calls_{request}"] = counts["firestore_calls"]
            figures[f"docs_read_{request}"] = counts["documents_read"]
            figures[f"redis_round_trips_{request}"] = counts["redis_round_trips"]
            figures[f"latency_estimate_ms_{request}"] = (
                counts["firestore_round_trips"] * FIRESTORE_CALL_MS + counts["redis_round_trips"] * REDIS_CALL_MS
            )
        figures.update(burst(api, wire))
    return figures
