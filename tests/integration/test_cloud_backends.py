"""The backbone's acceptance behaviour through the functions, on Firestore and Redis."""

from __future__ import annotations

import threading
import time

from .conftest import Api, cloud_api

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Schedule a dev team meeting for Friday at 10 AM."
QUESTION = "Summarize my schedule for Friday at 10 AM."


def active_titles(api: Api, user: str = "alice") -> list[str]:
    response = api.get("/memories?status=active", user)
    assert response.status_code == 200, response.get_json()
    return [f["object_value"] for f in response.get_json()["facts"]]


def test_seed_scenario_cancel_keeps_only_the_vacation(api):
    assert api.say(VACATION)["status"] == "SUCCESS"
    conflict = api.say(MEETING)
    assert conflict["status"] == "CONFIRM_REQUIRED" and conflict["conflict_type"] == "VACATION_OVERLAP"
    cancelled = api.post("/confirm", {"pending_id": conflict["pending_id"], "decision": "cancel"})
    assert cancelled.status_code == 200 and cancelled.get_json()["status"] == "CANCELLED"

    parsed = api.post("/parse", {"text": QUESTION}).get_json()
    answer = api.post("/query", {"message_id": parsed["message_id"], "compare": True}).get_json()
    assert [f["predicate"] for f in answer["facts"]] == ["vacation"]
    assert "dev team meeting" not in answer["context"]
    assert "dev team meeting" in answer["baseline"]["context"], "the chat log of Firestore keeps every utterance"
    assert active_titles(api) == ["Vacation"]


def test_concurrent_approvals_of_one_pending_commit_once(api):
    api.say(VACATION)
    conflict = api.say(MEETING)
    barrier = threading.Barrier(8)
    answers: list[tuple[int, dict]] = []

    def approve() -> None:
        barrier.wait()
        response = api.post("/confirm", {"pending_id": conflict["pending_id"], "decision": "approve"})
        answers.append((response.status_code, response.get_json()))

    threads = [threading.Thread(target=approve) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert {status for status, _ in answers} == {200}
    assert all(body == answers[0][1] for _, body in answers), "every repeat returns the recorded outcome"
    assert answers[0][1]["status"] == "SUCCESS"
    assert sorted(active_titles(api)) == ["Vacation", "dev team meeting"]
    settled = api.post("/confirm", {"pending_id": conflict["pending_id"], "decision": "cancel"})
    assert settled.status_code == 409 and settled.get_json()["error"]["code"] == "already_settled"


def test_vacation_over_meetings_keeps_provenance(api):
    sync = api.say("Sync on the 24th at 9.")
    api.say("Standup on the 24th at 11.")
    vacation = api.say("I'm off on Friday the 24th.")
    assert vacation["status"] == "SUCCESS_WITH_OVERWRITE"
    assert sorted(f["object_value"] for f in vacation["invalidated"]) == ["standup", "sync"]
    why = api.get(f"/memories/{sync['committed'][0]['id']}/provenance").get_json()
    assert why["fact"]["status"] == "inactive"
    assert why["created_by"]["text"] == "Sync on the 24th at 9."
    assert why["invalidated_by"]["text"] == "I'm off on Friday the 24th."


def test_users_are_isolated(api):
    mine = api.say(VACATION)
    conflict = api.say(MEETING)
    foreign = api.post("/confirm", {"pending_id": conflict["pending_id"], "decision": "approve"}, user="bob")
    assert foreign.status_code == 404
    assert api.get(f"/memories/{mine['committed'][0]['id']}/provenance", user="bob").status_code == 404
    assert api.post("/lint_commit", {"message_id": mine["message_id"]}, user="bob").status_code == 404
    assert active_titles(api, "bob") == []
    assert api.say(MEETING, user="bob")["status"] == "SUCCESS", "bob's calendar has no vacation"


def test_a_redis_outage_answers_503_and_loses_nothing(own_redis, firestore_emulator, tmp_path):
    firestore_emulator.reset()
    api = cloud_api(own_redis.url, tmp_path)
    api.say(VACATION)
    conflict = api.say(MEETING)
    waiting = api.post(
        "/parse", {"text": "Customer call Friday at 3pm.", "now": "2026-07-16T14:00:00+09:00"}
    ).get_json()

    own_redis.stop()
    for path, body in [
        ("/parse", {"text": "Customer call Friday at 3pm."}),
        ("/lint_commit", {"message_id": waiting["message_id"]}),
        ("/confirm", {"pending_id": conflict["pending_id"], "decision": "approve"}),
    ]:
        started = time.monotonic()
        response = api.post(path, body)
        assert response.status_code == 503, (path, response.get_json())
        assert response.get_json()["error"]["code"] == "store_unavailable"
        # Bounded by the 0.5 s socket timeout and one reconnect, not redis-py's backed-off retries.
        assert time.monotonic() - started < 5, path
    assert active_titles(api) == ["Vacation"], "durable facts stay readable and unchanged"
    friday = api.post("/query", {"start_time": "2026-07-17T00:00:00+09:00", "end_time": "2026-07-18T00:00:00+09:00"})
    assert friday.status_code == 200 and [f["predicate"] for f in friday.get_json()["facts"]] == ["vacation"]

    own_redis.start()
    assert api.post("/confirm", {"pending_id": conflict["pending_id"], "decision": "approve"}).status_code == 410, (
        "the restarted Redis kept no dialog state; the pending confirmation expired with it"
    )
    assert api.say("Customer call Friday at 3pm.")["status"] == "CONFIRM_REQUIRED"
    assert api.say("Sync on the 24th at 9.")["status"] == "SUCCESS"
    assert sorted(active_titles(api)) == ["Vacation", "sync"]
