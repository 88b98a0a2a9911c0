"""Isolation: mallory can neither read, confirm, commit, query nor explain alice's ids; each answers
as an unknown id would (404, and 410 for a pending confirmation: unknown or expired look alike).

In-process on the seeded world, and over real HTTP including the Telegram namespace: a
Telegram user pressing a forged button with alice's pending id settles nothing.
"""

from __future__ import annotations

import json

import pytest

from moss.usecases.memories import ListMemories

from ..fakes import SEED_NOW
from ..servers import ApiClient, local_server
from .conftest import seed_alice_over_http
from .hostile import RawRequest, Send, check_response, http_sender, in_process_sender

TELEGRAM_SECRET = "drill-telegram-secret"


def probes(fact_ids: list[str], message_ids: list[str], pending_id: str, token: str) -> list[RawRequest]:
    bearer = f"Bearer {token}"
    requests = [RawRequest("GET", f"/memories/{fact_id}/provenance", authorization=bearer) for fact_id in fact_ids]
    for message_id in message_ids:
        body = json.dumps({"message_id": message_id}).encode()
        requests += [
            RawRequest("POST", "/lint_commit", body, authorization=bearer),
            RawRequest("POST", "/query", body, authorization=bearer),
        ]
    for decision in ("approve", "cancel"):
        body = json.dumps({"pending_id": pending_id, "decision": decision}).encode()
        requests.append(RawRequest("POST", "/confirm", body, authorization=bearer))
    return requests


def assert_isolated(send: Send, requests: list[RawRequest], token: str) -> None:
    for request in requests:
        status, content_type, body = send(request)
        assert status == (410 if request.path == "/confirm" else 404), (request, body)
        check_response(request, status, content_type, body)
    listing = RawRequest("GET", "/memories", authorization=f"Bearer {token}")
    assert check_response(listing, *send(listing)) == {"facts": []}


def test_in_process(world):
    before = world.snapshot()
    usecases = world.app.usecases
    requests = probes(
        [f.id for f in usecases.handle(ListMemories("alice")).facts],
        [m.message_id for m in usecases.deps.messages.list_messages("alice")],
        world.pending_id,
        world.mallory_token,
    )
    assert_isolated(in_process_sender(world.client), requests, world.mallory_token)
    assert world.snapshot() == before


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with local_server(
        tmp_path_factory.mktemp("isolation"), MOSS_TIMEZONE="Asia/Seoul", MOSS_TELEGRAM_SECRET=TELEGRAM_SECRET
    ) as base_url:
        yield base_url


def button_press(pending_id: str) -> dict:
    sender = {"id": 4242, "is_bot": False, "first_name": "Eve", "language_code": "en"}
    message = {"message_id": 7, "chat": {"id": 4242, "type": "private"}, "date": int(SEED_NOW.timestamp()), "text": "?"}
    return {
        "update_id": 900,
        "callback_query": {"id": "cb1", "from": sender, "message": message, "data": f"approve:{pending_id}"},
    }


def test_over_http_and_through_the_webhook_namespace(server):
    alice, mallory = ApiClient(server).sign_in("alice"), ApiClient(server).sign_in("mallory")
    assert mallory.token is not None
    message_ids, pending_id = seed_alice_over_http(alice)
    _, listed = alice.get("/memories")
    before = listed["facts"]
    assert_isolated(
        http_sender(server), probes([f["id"] for f in before], message_ids, pending_id, mallory.token), mallory.token
    )

    assert ApiClient(server).post("/auth/dev", {"user": "tg:4242"})[0] == 400
    webhook = RawRequest("POST", "/webhook/telegram", json.dumps(button_press(pending_id)).encode())
    status, _, body = http_sender(server)(webhook, {"X-Telegram-Bot-Api-Secret-Token": TELEGRAM_SECRET})
    answer = json.loads(body)
    # Answered as an unknown id would be, in eve's own chat: nothing says the id exists.
    assert status == 200 and (answer["method"], answer["chat_id"]) == ("editMessageText", 4242), body
    assert "expired" in answer["text"], body
    assert alice.get("/memories")[1]["facts"] == before
    status, settled = alice.post("/confirm", {"pending_id": pending_id, "decision": "approve"})
    assert status == 200 and settled["status"] == "SUCCESS", settled
