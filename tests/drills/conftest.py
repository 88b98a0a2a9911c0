"""A seeded world for the drills: alice's calendar (facts, a pending confirmation) and mallory, who probes it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta

import pytest

from moss.bootstrap import App
from moss.domain.models import Status
from moss.usecases.lint_commit import LintCommit
from moss.usecases.memories import ListMemories
from moss.usecases.parse import Parse

from ..apps import app_settings, function_client, installed_app
from ..fakes import SEED_NOW, FakeClock
from ..servers import ApiClient, local_server

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Schedule a dev team meeting for Friday at 10 AM."
CALL = "Sync on the 24th at 9."
QUESTION = "Summarize my schedule for Friday at 10 AM."


@dataclass
class World:
    app: App
    client: object
    ids: list[str]
    alice_token: str
    mallory_token: str
    pending_id: str

    def snapshot(self) -> dict[str, list[dict]]:
        return {
            user: [f.model_dump() for f in self.app.usecases.handle(ListMemories(user)).facts]
            for user in ("alice", "mallory")
        }


def seed_alice_over_http(alice: ApiClient) -> tuple[list[str], str]:
    """Alice's calendar through the real server: her message ids and the pending id of the conflicting meeting."""
    message_ids, outcomes = [], []
    for text in (VACATION, MEETING, CALL):
        status, parsed = alice.post("/parse", {"text": text, "now": SEED_NOW.isoformat()})
        assert status == 200, parsed
        message_ids.append(parsed["message_id"])
        outcomes.append(alice.post("/lint_commit", {"message_id": parsed["message_id"]})[1])
    assert [o["status"] for o in outcomes] == ["SUCCESS", "CONFIRM_REQUIRED", "SUCCESS"], outcomes
    return message_ids, outcomes[1]["pending_id"]


def distinct_meetings(count: int) -> list[str]:
    """Meetings on distinct days, so every write commits without a conflict."""
    first = date(2026, 8, 3)
    return [
        f"Schedule a sync on {(first + timedelta(days=n)):%B} {(first + timedelta(days=n)).day} at 10 AM."
        for n in range(count)
    ]


def facts_by_message(client: ApiClient) -> dict[str, list[dict]]:
    status, listed = client.get("/memories?status=all")
    assert status == 200, listed
    grouped: dict[str, list[dict]] = {}
    for fact in listed["facts"]:
        grouped.setdefault(fact["created_by_message_id"], []).append(fact)
    return grouped


@pytest.fixture(scope="module")
def parallel_server(request, tmp_path_factory):
    """`make run` as deployed instances run: 2 gunicorn workers of 8 threads, Seoul; one per test module."""
    with local_server(
        tmp_path_factory.mktemp(request.module.__name__.rsplit(".", 1)[-1]),
        WORKERS="2",
        THREADS="8",
        MOSS_TIMEZONE="Asia/Seoul",
    ) as base_url:
        yield base_url


@pytest.fixture
def world(tmp_path) -> Iterator[World]:
    """The app as `make run` wires it (SQLite, rule parser), behind the local router, at the seed scenario's now."""
    settings = app_settings(fact_store="sqlite", working_store="sqlite", data_dir=tmp_path)
    with installed_app(settings, clock=FakeClock(SEED_NOW)) as app:
        usecases = app.usecases
        outcomes = [
            usecases.handle(LintCommit("alice", usecases.handle(Parse("alice", text)).message_id))
            for text in (VACATION, MEETING, CALL)
        ]
        assert [o.status for o in outcomes] == [Status.SUCCESS, Status.CONFIRM_REQUIRED, Status.SUCCESS]
        alice_messages = [m.message_id for m in usecases.deps.messages.list_messages("alice")]
        mallory_messages = [usecases.handle(Parse("mallory", text)).message_id for text in ("hello", QUESTION)]
        fact_ids = [f.id for f in usecases.handle(ListMemories("alice")).facts]
        pending_id, dev_tokens = outcomes[1].pending_id, app.dev_tokens
        assert pending_id is not None and dev_tokens is not None
        yield World(
            app=app,
            client=function_client(),
            ids=[*alice_messages, *mallory_messages, *fact_ids, pending_id, "m_" + "0" * 32, "f_unknown"],
            alice_token=dev_tokens.mint("alice"),
            mallory_token=dev_tokens.mint("mallory"),
            pending_id=pending_id,
        )
