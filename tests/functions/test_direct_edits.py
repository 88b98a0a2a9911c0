"""POST /memories/{id}/change (API.md "Direct edits (v3)") through the functions: an edit by hand
is a spoken change, recorded as a message that says what was edited, linted (a move onto a
vacation or another meeting waits for Approve / Cancel, nothing changed until then), undoable."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from moss.adapters.clock import SystemClock

from ..apps import app_settings, function_client, installed_app
from ..fakes import CORRECTION_SCRIPT, SEED_NOW, ScriptedParser
from ..servers import ApiClient

NOW = SEED_NOW.isoformat()


@pytest.fixture
def api() -> Iterator[ApiClient]:
    with installed_app(app_settings(), clock=SystemClock(), parser=ScriptedParser(CORRECTION_SCRIPT)):
        yield ApiClient(function_client())


def review(client: ApiClient) -> dict:
    """Monday 2026-07-20 15:00–16:00 in Seoul."""
    return client.say("Review Monday at 3pm", now=SEED_NOW)["committed"][0]


def edit(client: ApiClient, fact_id: str, body: dict) -> dict:
    return client.ok("POST", f"/memories/{fact_id}/change", {"now": NOW, **body})


def active(client: ApiClient) -> list[tuple[str, str, str]]:
    return [(f["object_value"], f["start_time"], f["end_time"]) for f in client.memories("active")]


def test_a_move_keeps_the_length_is_recorded_as_a_message_and_undoes(api):
    alice = api.sign_in("alice")
    fact = review(alice)
    moved = edit(alice, fact["id"], {"start_time": "2026-07-20T17:00:00+09:00"})
    assert moved["status"] == "SUCCESS" and moved["operation"] == "change"
    assert [f["id"] for f in moved["invalidated"]] == [fact["id"]]
    assert active(alice) == [("review", "2026-07-20T17:00:00+09:00", "2026-07-20T18:00:00+09:00")]
    (message,) = [m for m in alice.ok("GET", "/messages")["messages"] if m["message_id"] == moved["message_id"]]
    assert message["text"] == "Change: 'review' (Mon Jul 20 15:00–16:00) → 'review' (Mon Jul 20 17:00–18:00)"
    assert message["channel"] == "web" and message["operation"] == "change"
    provenance = alice.ok("GET", f"/memories/{moved['committed'][0]['id']}/provenance")
    assert provenance["created_by"]["message_id"] == moved["message_id"]

    alice.ok("POST", "/undo", {"message_id": moved["message_id"]})
    assert active(alice) == [("review", "2026-07-20T15:00:00+09:00", "2026-07-20T16:00:00+09:00")]


def test_a_title_and_an_end_change_on_their_own(api):
    alice = api.sign_in("alice")
    fact = review(alice)
    renamed = edit(alice, fact["id"], {"object_value": "Design review 🎨"})
    assert active(alice) == [("Design review 🎨", "2026-07-20T15:00:00+09:00", "2026-07-20T16:00:00+09:00")]
    longer = edit(alice, renamed["committed"][0]["id"], {"end_time": "2026-07-20T16:30:00+09:00"})
    assert longer["status"] == "SUCCESS"
    assert active(alice) == [("Design review 🎨", "2026-07-20T15:00:00+09:00", "2026-07-20T16:30:00+09:00")]
    same = edit(alice, longer["committed"][0]["id"], {"object_value": "Design review 🎨"})
    assert same["status"] == "NO_CHANGE"


def test_a_move_onto_a_vacation_waits_for_approve_or_cancel(api):
    alice = api.sign_in("alice")
    fact = review(alice)
    alice.say("I'm off Tuesday", now=SEED_NOW)
    asked = edit(alice, fact["id"], {"start_time": "2026-07-21T15:00:00+09:00"})
    assert asked["status"] == "CONFIRM_REQUIRED" and asked["conflict_type"] == "VACATION_OVERLAP"
    assert [a["id"] for a in asked["actions"]] == ["approve", "cancel"]
    assert ("review", "2026-07-20T15:00:00+09:00", "2026-07-20T16:00:00+09:00") in active(alice), "nothing changed yet"
    approved = alice.ok("POST", "/confirm", {"pending_id": asked["pending_id"], "decision": "approve"})
    assert approved["status"] == "SUCCESS"
    assert ("review", "2026-07-21T15:00:00+09:00", "2026-07-21T16:00:00+09:00") in active(alice)


def test_a_move_onto_another_meeting_asks_and_cancel_changes_nothing(api):
    alice = api.sign_in("alice")
    fact = review(alice)
    alice.say("Dev sync Monday at 10", now=SEED_NOW)
    before = active(alice)
    asked = edit(alice, fact["id"], {"start_time": "2026-07-20T10:30:00+09:00"})
    assert asked["status"] == "CONFIRM_REQUIRED" and asked["conflict_type"] == "MEETING_OVERLAP"
    alice.ok("POST", "/confirm", {"pending_id": asked["pending_id"], "decision": "cancel"})
    assert active(alice) == before


def test_the_whole_series_or_one_occurrence(api):
    alice = api.sign_in("alice")
    series = alice.say("Standup every weekday at 9:30", now=SEED_NOW)["committed"][0]
    whole = edit(alice, series["id"], {"start_time": "2026-07-20T10:00:00+09:00"})
    assert whole["status"] == "SUCCESS"
    (moved,) = [f for f in alice.memories("active") if f["recurrence"]]
    assert (moved["start_time"], moved["end_time"]) == ("2026-07-20T10:00:00+09:00", "2026-07-20T10:15:00+09:00")
    onto_another_day = edit(alice, moved["id"], {"start_time": "2026-07-25T10:00:00+09:00"})
    assert onto_another_day["status"] == "NO_CHANGE", "a series keeps the days of its rule"
    once = edit(
        alice,
        moved["id"],
        {"occurrence_start": "2026-07-21T10:00:00+09:00", "start_time": "2026-07-21T11:00:00+09:00"},
    )
    assert once["status"] == "SUCCESS"
    assert ("standup", "2026-07-21T11:00:00+09:00", "2026-07-21T11:15:00+09:00") in active(alice)
    window = "start_time=2026-07-21T00:00:00%2B09:00&end_time=2026-07-22T00:00:00%2B09:00"
    tuesday = alice.ok("GET", f"/memories?status=active&expand=true&{window}")["facts"]
    assert [f["start_time"] for f in tuesday] == ["2026-07-21T11:00:00+09:00"], "the series skips the moved day"
    # The skipped day names what skipped it; another day was skipped by nothing.
    path = f"/memories/{moved['id']}/provenance?occurrence_start="
    assert alice.ok("GET", path + "2026-07-21T10:00:00%2B09:00")["skipped_by"]["message_id"] == once["message_id"]
    assert alice.ok("GET", path + "2026-07-22T10:00:00%2B09:00")["skipped_by"] is None


def test_bad_edits_say_what_is_wrong_and_another_users_fact_is_not_found(api):
    alice, mallory = api.sign_in("alice"), api.sign_in("mallory")
    fact = review(alice)
    vacation = alice.say("I'm off Tuesday", now=SEED_NOW)["committed"][0]
    for fact_id, body, code in (
        (fact["id"], {}, "invalid_request"),
        (fact["id"], {"end_time": "2026-07-20T14:00:00+09:00"}, "invalid_request"),
        (fact["id"], {"start_time": "9999-12-31T23:00:00+00:00"}, "invalid_time"),
        (vacation["id"], {"object_value": "Beach"}, "invalid_request"),
        (fact["id"], {"start_time": "2026-07-20T17:00"}, "invalid_request"),
    ):
        status, answer = alice.post(f"/memories/{fact_id}/change", body)
        assert (status, answer["error"]["code"]) == (400, code), (body, answer)
    status, answer = mallory.post(f"/memories/{fact['id']}/change", {"start_time": "2026-07-20T17:00:00+09:00"})
    assert (status, answer["error"]["code"]) == (404, "unknown_fact")
    past = edit(alice, fact["id"], {"start_time": "2026-07-13T15:00:00+09:00"})
    assert past["status"] == "NO_CHANGE"
    assert len(alice.ok("GET", "/messages")["messages"]) == 3, "a refused request records nothing"
    assert active(alice)[0] == ("review", "2026-07-20T15:00:00+09:00", "2026-07-20T16:00:00+09:00")
