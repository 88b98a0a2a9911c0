"""Correcting memory over real HTTP (`make run`), in English and Korean, with the rule parser:
ambiguity chosen by action, a change onto a vacation (cancel and approve), cancelling a
vacation with restore, undo (by request and by utterance) of a vacation that replaced a
meeting, duplicates, another user's ids, and parallel undos and cancels of one message."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from ..servers import ApiClient, local_server

NOW = "2026-07-16T14:00:00+09:00"  # Thursday, Seoul
MON_10, TUE_10, WED_10 = ("2026-07-20T10:00:00+09:00", "2026-07-21T10:00:00+09:00", "2026-07-22T10:00:00+09:00")
MON_15 = "2026-07-20T15:00:00+09:00"

# What each step says, per language: the same walk through memory in both.
UTTERANCES = {
    "en": {
        "sync_monday": "Dev sync Monday at 10am",
        "sync_tuesday": "Dev sync Tuesday at 10am",
        "cancel_sync": "Cancel the dev sync",
        "off_wednesday": "I'm off next Wednesday",
        "move_sync": "Move the dev sync to Wednesday",
        "review_monday": "Review on Monday at 3pm",
        "off_monday": "I'm off on Monday",
        "not_off_monday": "I'm not off Monday anymore",
        "undo": "undo that",
        "sync_title": "Dev sync",
        "review_title": "Review",
    },
    "ko": {
        "sync_monday": "월요일 오전 10시 개발 싱크",
        "sync_tuesday": "화요일 오전 10시 개발 싱크",
        "cancel_sync": "개발 싱크 취소해줘",
        "off_wednesday": "수요일 연차",
        "move_sync": "개발 싱크 수요일로 옮겨줘",
        "review_monday": "월요일 오후 3시 리뷰",
        "off_monday": "월요일 휴가",
        "not_off_monday": "월요일 휴가 없던 걸로 해줘",
        "undo": "방금 거 취소해줘",
        "sync_title": "개발 싱크",
        "review_title": "리뷰",
    },
}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with local_server(tmp_path_factory.mktemp("corrections"), MOSS_TIMEZONE="Asia/Seoul") as base_url:
        yield base_url


def parse(client: ApiClient, text: str) -> dict:
    return client.ok("POST", "/parse", {"text": text, "now": NOW})


def write(client: ApiClient, text: str) -> dict:
    return client.ok("POST", "/lint_commit", {"message_id": parse(client, text)["message_id"]})


def decide(client: ApiClient, result: dict, decision: str) -> dict:
    return client.ok("POST", "/confirm", {"pending_id": result["pending_id"], "decision": decision})


def active(client: ApiClient) -> list[tuple[str, str]]:
    return sorted((f["object_value"], f["start_time"]) for f in client.memories("active"))


@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_correction_in_one_conversation(server, language):
    say = UTTERANCES[language]
    client = ApiClient(server).sign_in(f"corrections-{language}")
    sync, review = say["sync_title"], say["review_title"]

    # Two dev syncs: "cancel the dev sync" asks which, and the second action cancels Tuesday's.
    write(client, say["sync_monday"])
    write(client, say["sync_tuesday"])
    parsed = parse(client, say["cancel_sync"])
    assert (parsed["operation"], parsed["facts"]) == ("cancel", [])
    asked = client.ok("POST", "/lint_commit", {"message_id": parsed["message_id"]})
    assert (asked["status"], asked["conflict_type"]) == ("CONFIRM_REQUIRED", "AMBIGUOUS_TARGET")
    assert [a["id"] for a in asked["actions"]] == ["c1", "c2", "cancel"]
    chosen = decide(client, asked, "c2")
    assert [f["start_time"] for f in chosen["invalidated"]] == [TUE_10]
    assert active(client) == [(sync, MON_10)]

    # Moving it onto a vacation asks: cancel leaves it where it was, approve moves it.
    write(client, say["off_wednesday"])
    onto_vacation = write(client, say["move_sync"])
    assert onto_vacation["conflict_type"] == "VACATION_OVERLAP"
    assert decide(client, onto_vacation, "cancel")["status"] == "CANCELLED"
    assert (sync, MON_10) in active(client)
    again = write(client, say["move_sync"])
    moved = decide(client, again, "approve")
    assert moved["committed"][0]["start_time"] == WED_10 and moved["committed"][0]["replaces"]
    assert (sync, WED_10) in active(client) and (sync, MON_10) not in active(client)

    # A vacation replaces Monday's review; cancelling the vacation offers the review back.
    write(client, say["review_monday"])
    replaced = write(client, say["off_monday"])
    assert replaced["status"] == "SUCCESS_WITH_OVERWRITE"
    offered = write(client, say["not_off_monday"])
    assert (offered["status"], offered["conflict_type"]) == ("CONFIRM_REQUIRED", "RESTORE_INVALIDATED")
    assert [f["object_value"] for f in offered["conflicts"]] == [review]
    restored = decide(client, offered, "approve")
    assert [f["object_value"] for f in restored["restored"]] == [review]
    assert (review, MON_15) in active(client)

    # Undo of a vacation that replaced the review: the vacation goes, the review comes back; once.
    vacation = write(client, say["off_monday"])
    assert vacation["status"] == "SUCCESS_WITH_OVERWRITE"
    undone = client.ok("POST", "/undo", {"message_id": vacation["message_id"]})
    assert [f["object_value"] for f in undone["restored"]] == [review]
    assert [f["object_value"] for f in undone["invalidated"]] == ["Vacation"]
    assert client.ok("POST", "/undo", {"message_id": vacation["message_id"]})["status"] == "NO_CHANGE"

    # A duplicate changes nothing; "undo that" reverts the latest write that changed memory.
    assert write(client, say["off_wednesday"])["status"] == "NO_CHANGE"
    before = active(client)
    write(client, say["sync_tuesday"])
    by_utterance = write(client, say["undo"])
    assert [f["start_time"] for f in by_utterance["invalidated"]] == [TUE_10]
    assert active(client) == before

    # Every change says why, in a sentence.
    moved_id = moved["committed"][0]["id"]
    why = client.ok("GET", f"/memories/{moved_id}/provenance")
    assert say["move_sync"] in why["explanation"] and why["replaces"]["start_time"] == MON_10


def test_another_users_ids_are_not_found_and_change_nothing(server):
    alice = ApiClient(server).sign_in("owner")
    mallory = ApiClient(server).sign_in("intruder")
    say = UTTERANCES["en"]
    write(alice, say["sync_monday"])
    write(alice, say["sync_tuesday"])
    asked = write(alice, say["cancel_sync"])
    written = write(alice, say["review_monday"])
    before = active(alice)
    status, body = mallory.post("/undo", {"message_id": written["message_id"]})
    assert (status, body["error"]["code"]) == (404, "unknown_message")
    status, body = mallory.post(f"/memories/{written['committed'][0]['id']}/cancel", {})
    assert (status, body["error"]["code"]) == (404, "unknown_fact")
    status, body = mallory.post("/confirm", {"pending_id": asked["pending_id"], "decision": "c1"})
    assert (status, body["error"]["code"]) == (410, "pending_expired")
    status, body = mallory.post("/lint_commit", {"message_id": written["message_id"]})
    assert status == 404
    assert active(alice) == before and mallory.memories() == []


def test_twenty_parallel_undos_or_cancels_of_one_message_have_one_effect(server):
    client = ApiClient(server).sign_in("parallel")
    say = UTTERANCES["en"]
    write(client, say["review_monday"])
    vacation = write(client, say["off_monday"])
    with ThreadPoolExecutor(max_workers=20) as pool:
        undos = list(pool.map(lambda _: client.post("/undo", {"message_id": vacation["message_id"]}), range(20)))
    statuses = sorted(body["status"] for status, body in undos if status == 200)
    assert statuses == ["NO_CHANGE"] * 19 + ["SUCCESS"]
    assert active(client) == [(say["review_title"], MON_15)]

    cancel = parse(client, "Cancel the review")
    with ThreadPoolExecutor(max_workers=20) as pool:
        results = list(pool.map(lambda _: client.post("/lint_commit", {"message_id": cancel["message_id"]}), range(20)))
    assert all(status == 200 and body == results[0][1] for status, body in results)
    assert results[0][1]["status"] == "SUCCESS" and len(results[0][1]["invalidated"]) == 1
    assert active(client) == []
    history = client.ok("GET", "/messages?limit=50")["messages"]
    assert sum(m["text"] == "Cancel the review" for m in history) == 1
