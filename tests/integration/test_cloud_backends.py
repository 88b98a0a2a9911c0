"""The backbone's acceptance behaviour through the functions, on Firestore and Redis."""

from __future__ import annotations

import threading
import time

from ..servers import ApiClient
from .conftest import cloud_users

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Schedule a dev team meeting for Friday at 10 AM."
QUESTION = "Summarize my schedule for Friday at 10 AM."


def active_titles(client: ApiClient) -> list[str]:
    return [f["object_value"] for f in client.memories("active")]


def test_seed_scenario_cancel_keeps_only_the_vacation(users):
    alice = users.alice
    assert alice.say(VACATION)["status"] == "SUCCESS"
    conflict = alice.say(MEETING)
    assert conflict["status"] == "CONFIRM_REQUIRED" and conflict["conflict_type"] == "VACATION_OVERLAP"
    cancelled = alice.ok("POST", "/confirm", {"pending_id": conflict["pending_id"], "decision": "cancel"})
    assert cancelled["status"] == "CANCELLED"

    answer = alice.say(QUESTION)
    assert [f["predicate"] for f in answer["facts"]] == ["vacation"]
    assert "dev team meeting" not in answer["context"]
    assert "dev team meeting" in answer["baseline"]["context"], "the chat log of Firestore keeps every utterance"
    assert active_titles(alice) == ["Vacation"]


def test_concurrent_approvals_of_one_pending_commit_once(users):
    alice = users.alice
    alice.say(VACATION)
    conflict = alice.say(MEETING)
    barrier = threading.Barrier(8)
    answers: list[tuple[int, dict]] = []

    def approve() -> None:
        barrier.wait()
        answers.append(alice.post("/confirm", {"pending_id": conflict["pending_id"], "decision": "approve"}))

    threads = [threading.Thread(target=approve) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert {status for status, _ in answers} == {200}
    assert all(body == answers[0][1] for _, body in answers), "every repeat returns the recorded outcome"
    assert answers[0][1]["status"] == "SUCCESS"
    assert sorted(active_titles(alice)) == ["Vacation", "dev team meeting"]
    status, settled = alice.post("/confirm", {"pending_id": conflict["pending_id"], "decision": "cancel"})
    assert status == 409 and settled["error"]["code"] == "already_settled"


def test_vacation_over_meetings_keeps_provenance(users):
    alice = users.alice
    sync = alice.say("Sync on the 24th at 9.")
    alice.say("Standup on the 24th at 11.")
    vacation = alice.say("I'm off on Friday the 24th.")
    assert vacation["status"] == "SUCCESS_WITH_OVERWRITE"
    assert sorted(f["object_value"] for f in vacation["invalidated"]) == ["standup", "sync"]
    why = alice.ok("GET", f"/memories/{sync['committed'][0]['id']}/provenance")
    assert why["fact"]["status"] == "inactive"
    assert why["created_by"]["text"] == "Sync on the 24th at 9."
    assert why["invalidated_by"]["text"] == "I'm off on Friday the 24th."


def test_users_are_isolated(users):
    alice, bob = users.alice, users.bob
    mine = alice.say(VACATION)
    conflict = alice.say(MEETING)
    assert bob.post("/confirm", {"pending_id": conflict["pending_id"], "decision": "approve"})[0] == 410, "as unknown"
    assert bob.get(f"/memories/{mine['committed'][0]['id']}/provenance")[0] == 404
    assert bob.post("/lint_commit", {"message_id": mine["message_id"]})[0] == 404
    assert active_titles(bob) == []
    assert bob.say(MEETING)["status"] == "SUCCESS", "bob's calendar has no vacation"


def test_ids_and_names_that_would_break_document_paths_never_reach_firestore(users):
    alice = users.alice
    alice.say(VACATION)
    for path, body in (
        ("/lint_commit", {"message_id": "a/b"}),
        ("/lint_commit", {"message_id": "__x__"}),
        ("/confirm", {"pending_id": "..", "decision": "approve"}),
        ("/query", {"message_id": "m_1/../../bob"}),
    ):
        status, answer = alice.post(path, body)
        assert (status, answer["error"]["code"]) == (400, "invalid_id"), (path, answer)
    status, answer = alice.get("/memories/__x__/provenance")
    assert (status, answer["error"]["code"]) == (400, "invalid_id"), answer
    for name in (".", "..", "__x__", "alice\n"):
        status, answer = alice.post("/auth/dev", {"user": name})
        assert (status, answer["error"]["code"]) == (400, "invalid_user"), answer
    assert active_titles(alice) == ["Vacation"]


def test_a_redis_outage_answers_503_and_loses_nothing(own_redis, firestore_emulator, tmp_path):
    firestore_emulator.reset()
    with cloud_users(own_redis.url, tmp_path) as users:
        alice = users.alice
        alice.say(VACATION)
        conflict = alice.say(MEETING)
        waiting = alice.parse("Customer call Friday at 3pm.")

        own_redis.stop()
        for path, body in [
            ("/parse", {"text": "Customer call Friday at 3pm."}),
            ("/lint_commit", {"message_id": waiting["message_id"]}),
            ("/confirm", {"pending_id": conflict["pending_id"], "decision": "approve"}),
        ]:
            started = time.monotonic()
            status, answer = alice.post(path, body)
            assert status == 503, (path, answer)
            assert answer["error"]["code"] == "store_unavailable"
            # Bounded by the 0.5 s socket timeout and one reconnect, not redis-py's backed-off retries.
            assert time.monotonic() - started < 5, path
        assert active_titles(alice) == ["Vacation"], "durable facts stay readable and unchanged"
        friday = alice.ok(
            "POST", "/query", {"start_time": "2026-07-17T00:00:00+09:00", "end_time": "2026-07-18T00:00:00+09:00"}
        )
        assert [f["predicate"] for f in friday["facts"]] == ["vacation"]

        own_redis.start()
        assert alice.post("/confirm", {"pending_id": conflict["pending_id"], "decision": "approve"})[0] == 410, (
            "the restarted Redis kept no dialog state; the pending confirmation expired with it"
        )
        assert alice.say("Customer call Friday at 3pm.")["status"] == "CONFIRM_REQUIRED"
        assert alice.say("Sync on the 24th at 9.")["status"] == "SUCCESS"
        assert sorted(active_titles(alice)) == ["Vacation", "sync"]
