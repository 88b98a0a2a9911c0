"""Follow-up answers over real HTTP (`make run`), in English and Korean, with the dialog state
in the SQLite working store and in a real Redis working store."""

from __future__ import annotations

import pytest

from ..servers import ApiClient, local_server

NOW = "2026-07-16T14:00:00+09:00"  # Thursday, Seoul


@pytest.fixture(scope="module", params=["sqlite", "redis"])
def server(request, tmp_path_factory):
    env = {"MOSS_TIMEZONE": "Asia/Seoul"}
    if request.param == "redis":
        redis = request.getfixturevalue("redis_server")
        env |= {"MOSS_WORKING_STORE": "redis", "MOSS_REDIS_URL": redis.url}
    with local_server(tmp_path_factory.mktemp(f"followups-{request.param}"), **env) as base_url:
        assert ApiClient(base_url).get("/healthz")[1]["working_store"] == request.param
        yield base_url


def said(client: ApiClient, text: str, now: str = NOW) -> dict:
    status, parsed = client.post("/parse", {"text": text, "now": now})
    assert status == 200, parsed
    return parsed


def committed(client: ApiClient, parsed: dict) -> list[tuple[str, str, str]]:
    status, result = client.post("/lint_commit", {"message_id": parsed["message_id"]})
    assert (status, result["status"]) == (200, "SUCCESS"), result
    return [(f["object_value"], f["start_time"], f["end_time"]) for f in result["committed"]]


@pytest.mark.parametrize(
    ("question", "answer", "title"),
    [
        ("Schedule a dev team meeting for Friday", "10 AM", "dev team meeting"),
        ("금요일에 개발팀 회의 잡아줘", "오전 10시", "개발팀 회의"),
    ],
)
def test_an_answer_completes_the_question_keeping_its_title(server, question, answer, title):
    client = ApiClient(server).sign_in(f"answer-{title.replace(' ', '-')}")
    asked = said(client, question)
    assert asked["intent"] == "WRITE" and asked["facts"] == [] and asked["reply"] and asked["completes"] is None
    status, refused = client.post("/lint_commit", {"message_id": asked["message_id"]})
    assert status == 422 and refused["error"]["code"] == "missing_time"

    completed = said(client, answer)

    assert completed["completes"] == asked["message_id"]
    assert committed(client, completed) == [(title, "2026-07-17T10:00:00+09:00", "2026-07-17T11:00:00+09:00")]
    assert said(client, answer)["completes"] is None, "an answered question is closed"


@pytest.mark.parametrize(
    ("question", "choice", "start", "end"),
    [
        ("I'm taking a half day on Friday", 1, "2026-07-17T14:00:00+09:00", "2026-07-17T18:00:00+09:00"),
        ("금요일 반차 쓸게", 0, "2026-07-17T09:00:00+09:00", "2026-07-17T13:00:00+09:00"),
    ],
)
def test_a_suggestion_sent_back_answers_the_question(server, question, choice, start, end):
    client = ApiClient(server).sign_in(f"suggest-{choice}")
    asked = said(client, question)
    assert len(asked["suggestions"]) == 2

    completed = said(client, asked["suggestions"][choice])

    assert completed["completes"] == asked["message_id"]
    assert committed(client, completed) == [("Vacation", start, end)]


def test_a_chain_of_answers_and_an_unrelated_utterance(server):
    client = ApiClient(server).sign_in("chain")
    first = said(client, "회의 잡아줘")
    second = said(client, "다음 주 화요일")
    assert second["completes"] is None and second["facts"] == [] and second["reply"], "still no time: asks again"
    third = said(client, "오후 3시")
    assert third["completes"] == second["message_id"] and third["language"] == "ko"
    assert committed(client, third) == [("회의", "2026-07-21T15:00:00+09:00", "2026-07-21T16:00:00+09:00")]
    assert first["message_id"] != second["message_id"]

    said(client, "Set up a call with Acme")
    query = said(client, "What do I have on Tuesday?")
    assert query["intent"] == "QUERY" and query["completes"] is None
    assert said(client, "3 PM")["intent"] == "UNKNOWN", "the question was dropped by the query"


def test_questions_are_per_user(server):
    alice, bob = ApiClient(server).sign_in("fu-alice"), ApiClient(server).sign_in("fu-bob")
    said(alice, "Schedule a review on Monday")
    assert said(bob, "10 AM")["intent"] == "UNKNOWN"
    assert said(alice, "10 AM")["facts"][0]["object_value"] == "review"
