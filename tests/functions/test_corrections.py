"""POST /undo, POST /memories/{id}/cancel and candidate decisions through the functions, as
functions-framework serves them: status codes, another user's ids, and what changes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from moss.adapters.clock import SystemClock
from moss.domain.models import Operation

from ..apps import app_settings, function_client, installed_app
from ..fakes import CORRECTION_SCRIPT, SEED_NOW, ScriptedParser
from ..servers import ApiClient


@pytest.fixture
def api() -> Iterator[ApiClient]:
    with installed_app(app_settings(), clock=SystemClock(), parser=ScriptedParser(CORRECTION_SCRIPT)):
        yield ApiClient(function_client())


def said(client: ApiClient, text: str) -> dict:
    return client.say(text, now=SEED_NOW)


def test_cancel_by_id_and_undo_of_that_cancel(api):
    alice = api.sign_in("alice")
    fact = said(alice, "Review Monday at 3pm")["committed"][0]
    cancelled = alice.ok("POST", f"/memories/{fact['id']}/cancel", {})
    assert cancelled["status"] == "SUCCESS" and [f["id"] for f in cancelled["invalidated"]] == [fact["id"]]
    assert cancelled["invalidated"][0]["invalidated_by_message_id"] == cancelled["message_id"]
    history = alice.ok("GET", "/messages")["messages"]
    assert history[0]["text"] == "Cancel: 'review' (Mon Jul 20 15:00–16:00)", "in the zone the fact was said in"
    again = alice.ok("POST", f"/memories/{fact['id']}/cancel", {})
    assert again["status"] == "NO_CHANGE"
    undone = alice.ok("POST", "/undo", {"message_id": cancelled["message_id"]})
    assert [f["id"] for f in undone["restored"]] == [fact["id"]]
    assert undone["restored"][0]["reactivated_by_message_id"] == undone["message_id"]
    assert [f["status"] for f in alice.memories()] == ["active"]
    assert alice.ok("POST", "/undo", {"message_id": cancelled["message_id"]})["status"] == "NO_CHANGE"


def test_a_cancel_by_id_takes_the_moment_and_zone_of_the_page(api):
    alice = api.sign_in("alice")
    fact = said(alice, "Review Monday at 3pm")["committed"][0]
    cancelled = alice.ok(
        "POST",
        f"/memories/{fact['id']}/cancel",
        {"now": "2026-07-16T15:00:00+09:00", "timezone": "Europe/Berlin"},
    )
    (message,) = [m for m in alice.ok("GET", "/messages")["messages"] if m["message_id"] == cancelled["message_id"]]
    assert message["text"] == "Cancel: 'review' (Mon Jul 20 08:00–09:00)"
    assert message["received_at"] == "2026-07-16T08:00:00+02:00"


def test_an_occurrence_start_outside_the_calendar_years_is_a_bad_request(api):
    alice = api.sign_in("alice")
    fact = said(alice, "Review Monday at 3pm")["committed"][0]
    for moment in ("9999-12-31T23:59:59.999999+00:00", "0001-01-01T00:00:00+00:00"):
        status, body = alice.post(f"/memories/{fact['id']}/cancel", {"start_time": moment})
        assert (status, body["error"]["code"]) == (400, "invalid_time"), body


def test_another_users_ids_are_not_found_and_change_nothing(api):
    alice, mallory = api.sign_in("alice"), api.sign_in("mallory")
    written = said(alice, "Review Monday at 3pm")
    fact_id = written["committed"][0]["id"]
    status, body = mallory.post("/undo", {"message_id": written["message_id"]})
    assert (status, body["error"]["code"]) == (404, "unknown_message")
    status, body = mallory.post(f"/memories/{fact_id}/cancel", {})
    assert (status, body["error"]["code"]) == (404, "unknown_fact")
    assert [f["status"] for f in alice.memories()] == ["active"]
    assert mallory.memories() == []


def test_bad_requests_say_what_is_wrong(api):
    alice = api.sign_in("alice")
    said(alice, "Dev sync Monday at 10")
    said(alice, "Dev sync Tuesday at 10")
    asked = said(alice, "Cancel the dev sync")
    assert asked["conflict_type"] == "AMBIGUOUS_TARGET"
    for decision, code in (("approve", "invalid_decision"), ("c9", "invalid_decision"), ("maybe", "invalid_request")):
        status, body = alice.post("/confirm", {"pending_id": asked["pending_id"], "decision": decision})
        assert status == 400 and body["error"]["code"] == code, (decision, body)
    query = alice.parse("Summarize my schedule for Friday at 10 AM.", now=SEED_NOW)
    status, body = alice.post("/undo", {"message_id": query["message_id"]})
    assert (status, body["error"]["code"]) == (400, "not_undoable")
    status, body = alice.request("GET", "/memories/f_x/cancel")
    assert status == 405
    chosen = alice.ok("POST", "/confirm", {"pending_id": asked["pending_id"], "decision": "c2"})
    assert [f["start_time"] for f in chosen["invalidated"]] == ["2026-07-21T10:00:00+09:00"]


def test_the_parse_says_which_operation_and_target(api):
    alice = api.sign_in("alice")
    said(alice, "Review Monday at 3pm")
    parsed = alice.parse("Move the review to 4pm", now=SEED_NOW)
    assert parsed["operation"] == Operation.CHANGE.value
    assert parsed["target"] == {
        "predicate": None,
        "title": "review",
        "window": None,
        "since": None,
        "kind_word": None,
        "just_mentioned": None,
        "next_time": None,
        "days_of_it": None,
        "position": None,
    }
    assert parsed["change"]["start_minute"] == 960 and parsed["facts"][0]["start_time"] == "2026-07-20T16:00:00+09:00"
