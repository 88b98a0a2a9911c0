"""The seed scenario over real HTTP against `make run`, in English and Korean."""

from __future__ import annotations

import pytest

from ..servers import ApiClient, local_server

NOW = "2026-07-16T14:00:00+09:00"
SCENARIOS = {
    "en": (
        "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar.",
        "Schedule a dev team meeting for Friday at 10 AM.",
        "Summarize my schedule for Friday at 10 AM.",
        "dev team meeting",
    ),
    "ko": (
        "내일(7/17 금요일) 하루 종일 연차 쓸게. 캘린더에 등록해줘.",
        "금요일 오전 10시에 개발팀 회의 잡아줘.",
        "금요일 오전 10시 일정 요약해줘.",
        "개발팀 회의",
    ),
}


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with local_server(tmp_path_factory.mktemp("local-server")) as base_url:
        yield base_url


def said(client: ApiClient, text: str) -> dict:
    status, parsed = client.post("/parse", {"text": text, "now": NOW, "timezone": "Asia/Seoul"})
    assert status == 200, parsed
    return parsed


def test_health_and_web_client(server):
    client = ApiClient(server)
    assert client.get("/healthz") == (200, {"status": "ok", "fact_store": "sqlite", "working_store": "sqlite"})
    status, body = client.get("/no/such/thing")
    assert status == 404 and body["error"]["code"] == "not_found"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_seed_scenario(server, language):
    vacation_text, meeting_text, question_text, title = SCENARIOS[language]
    client = ApiClient(server).sign_in(f"seed-{language}")

    vacation = said(client, vacation_text)
    assert vacation["intent"] == "WRITE" and vacation["language"] == language
    status, stored = client.post("/lint_commit", {"message_id": vacation["message_id"]})
    assert (status, stored["status"]) == (200, "SUCCESS")
    assert stored["committed"][0]["start_time"] == "2026-07-17T00:00:00+09:00"
    assert stored["committed"][0]["end_time"] == "2026-07-18T00:00:00+09:00"

    meeting = said(client, meeting_text)
    assert meeting["facts"][0]["object_value"] == title
    status, conflict = client.post("/lint_commit", {"message_id": meeting["message_id"]})
    assert conflict["status"] == "CONFIRM_REQUIRED" and conflict["conflict_type"] == "VACATION_OVERLAP"
    assert [action["id"] for action in conflict["actions"]] == ["approve", "cancel"]
    assert len(client.get("/memories")[1]["facts"]) == 1, "nothing written while waiting"

    cancel = {"pending_id": conflict["pending_id"], "decision": "cancel"}
    status, cancelled = client.post("/confirm", cancel)
    assert (status, cancelled["status"]) == (200, "CANCELLED")
    assert client.post("/confirm", cancel) == (200, cancelled)

    question = said(client, question_text)
    assert question["intent"] == "QUERY"
    assert question["window"] == {"start_time": "2026-07-17T10:00:00+09:00", "end_time": "2026-07-17T11:00:00+09:00"}
    status, answer = client.post("/query", {"message_id": question["message_id"], "compare": True})
    assert status == 200
    assert [fact["predicate"] for fact in answer["facts"]] == ["vacation"]
    assert title not in answer["context"] and title not in answer["answer"]
    assert title in answer["baseline"]["context"] and title in answer["baseline"]["answer"]
    assert answer["context_tokens"] < answer["baseline"]["context_tokens"]

    # Approving a second attempt keeps the vacation and adds the meeting; repeating changes nothing.
    again = said(client, meeting_text)
    status, conflict = client.post("/lint_commit", {"message_id": again["message_id"]})
    approve = {"pending_id": conflict["pending_id"], "decision": "approve"}
    status, approved = client.post("/confirm", approve)
    assert (status, approved["status"]) == (200, "SUCCESS")
    assert client.post("/confirm", approve) == (200, approved)
    active = client.get("/memories?status=active")[1]["facts"]
    assert sorted(fact["predicate"] for fact in active) == ["meeting", "vacation"]


def test_vacation_over_meetings_and_provenance(server):
    client = ApiClient(server).sign_in("provenance")
    meeting = said(client, "Book a design review on July 20 at 2pm.")
    status, stored = client.post("/lint_commit", {"message_id": meeting["message_id"]})
    meeting_id = stored["committed"][0]["id"]
    vacation = said(client, "I'm on vacation on July 20.")
    status, result = client.post("/lint_commit", {"message_id": vacation["message_id"]})
    assert result["status"] == "SUCCESS_WITH_OVERWRITE"
    assert [fact["id"] for fact in result["invalidated"]] == [meeting_id]

    status, why = client.get(f"/memories/{meeting_id}/provenance")
    assert status == 200
    assert why["fact"]["status"] == "inactive"
    assert why["created_by"]["text"] == "Book a design review on July 20 at 2pm."
    assert why["invalidated_by"]["text"] == "I'm on vacation on July 20."
    assert "Book a design review" in why["explanation"] and "I'm on vacation" in why["explanation"]
    assert ApiClient(server).sign_in("someone-else").get(f"/memories/{meeting_id}/provenance")[0] == 404
