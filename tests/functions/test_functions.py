"""Every function through functions-framework's test client, as deployed one by one."""

from __future__ import annotations

import pytest

from moss.bootstrap import build_app, reset_app

from ..apps import app_settings
from ..fakes import SEED_NOW, ScriptedParser

NOW = SEED_NOW.isoformat()


def call(client_for, target, token, body=None, method="post", path="/", **kwargs):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    client = client_for(target)
    if method == "get":
        return client.get(path, headers=headers, **kwargs)
    return client.post(path, json=body, headers=headers, **kwargs)


def assert_error(response, status: int, code: str | None = None):
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    error = response.get_json()["error"]
    assert isinstance(error["message"], str) and error["message"]
    if code:
        assert error["code"] == code
    return error


def test_seed_scenario_through_the_functions(client_for, token):
    alice = token("alice")
    parsed = call(
        client_for,
        "parse",
        alice,
        {"text": "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar.", "now": NOW},
    ).get_json()
    assert parsed["intent"] == "WRITE" and parsed["message_id"].startswith("m_")
    assert parsed["facts"][0]["start_time"] == "2026-07-17T00:00:00+09:00"
    stored = call(client_for, "lint_commit", alice, {"message_id": parsed["message_id"]}).get_json()
    assert stored["status"] == "SUCCESS" and stored["confirm_required"] is False and stored["actions"] == []

    meeting = call(
        client_for, "parse", alice, {"text": "Schedule a dev team meeting for Friday at 10 AM.", "now": NOW}
    ).get_json()
    conflict = call(client_for, "lint_commit", alice, {"message_id": meeting["message_id"]}).get_json()
    assert conflict["status"] == "CONFIRM_REQUIRED" and conflict["confirm_required"] is True
    assert conflict["conflict_type"] == "VACATION_OVERLAP"
    assert [a["id"] for a in conflict["actions"]] == ["approve", "cancel"]

    approved = call(client_for, "confirm", alice, {"pending_id": conflict["pending_id"], "decision": "approve"})
    assert approved.status_code == 200 and approved.get_json()["status"] == "SUCCESS"
    assert (
        call(client_for, "confirm", alice, {"pending_id": conflict["pending_id"], "decision": "approve"}).get_json()
        == approved.get_json()
    )

    question = call(
        client_for, "parse", alice, {"text": "Summarize my schedule for Friday at 10 AM.", "now": NOW}
    ).get_json()
    assert question["intent"] == "QUERY" and question["window"]["start_time"] == "2026-07-17T10:00:00+09:00"
    answer = call(client_for, "query", alice, {"message_id": question["message_id"], "compare": True}).get_json()
    assert sorted(f["predicate"] for f in answer["facts"]) == ["meeting", "vacation"]
    assert answer["context_tokens"] > 0 and answer["baseline"]["context_tokens"] > 0
    assert "(Asia/Seoul)" in answer["context"]
    # A zone sent with the parse is the one the answer is written in; the window stays the parse's.
    elsewhere = {"message_id": question["message_id"], "timezone": "America/New_York"}
    in_new_york = call(client_for, "query", alice, elsewhere).get_json()
    assert "(America/New_York)" in in_new_york["context"] and in_new_york["window"] == answer["window"]
    assert_error(call(client_for, "query", alice, elsewhere | {"timezone": "Bad/Zone"}), 400, "unknown_timezone")

    listed = call(client_for, "memories", alice, method="get", query_string={"status": "active"}).get_json()
    assert len(listed["facts"]) == 2
    fact_id = approved.get_json()["committed"][0]["id"]
    why = call(client_for, "memories", alice, method="get", path=f"/{fact_id}/provenance").get_json()
    assert why["created_by"]["text"] == "Schedule a dev team meeting for Friday at 10 AM."
    assert why["invalidated_by"] is None and why["explanation"]


def test_messages_pages_the_callers_history_with_outcomes(client_for, token):
    alice, bob = token("alice"), token("bob")
    vacation = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
    parsed = call(client_for, "parse", alice, {"text": vacation, "now": NOW}).get_json()
    stored = call(client_for, "lint_commit", alice, {"message_id": parsed["message_id"]}).get_json()
    call(client_for, "parse", alice, {"text": "Hello there", "now": NOW})

    newest = call(client_for, "messages", alice, method="get", query_string={"limit": "1"}).get_json()
    assert [entry["text"] for entry in newest["messages"]] == ["Hello there"]
    assert newest["messages"][0]["outcome"] is None and newest["next_before"]
    older = call(client_for, "messages", alice, method="get", query_string={"before": newest["next_before"]}).get_json()
    assert [entry["text"] for entry in older["messages"]] == [vacation] and older["next_before"] is None
    assert older["messages"][0]["outcome"] == stored and older["messages"][0]["awaiting_decision"] is False
    assert call(client_for, "messages", bob, method="get").get_json() == {"messages": [], "next_before": None}

    for query, status, code in [
        ({"limit": "0"}, 400, "invalid_limit"),
        ({"limit": "ten"}, 400, "invalid_limit"),
        ({"before": newest["next_before"]}, 404, "unknown_message"),
    ]:
        response = call(client_for, "messages", bob if "before" in query else alice, method="get", query_string=query)
        assert response.status_code == status and response.get_json()["error"]["code"] == code


def test_memories_filters_by_window_even_with_an_unencoded_plus(client_for, token):
    alice = token()
    parsed = call(client_for, "parse", alice, {"text": "I'm off on Friday the 24th.", "now": NOW}).get_json()
    call(client_for, "lint_commit", alice, {"message_id": parsed["message_id"]})
    inside = "/?start_time=2026-07-24T09:00:00+09:00&end_time=2026-07-24T10:00:00+09:00"
    assert len(call(client_for, "memories", alice, method="get", path=inside).get_json()["facts"]) == 1
    outside = {"start_time": "2026-07-25T00:00:00+09:00", "end_time": "2026-07-26T00:00:00+09:00"}
    assert call(client_for, "memories", alice, method="get", query_string=outside).get_json()["facts"] == []


@pytest.mark.parametrize(
    ("target", "body", "code"),
    [
        ("parse", {"text": 5}, "invalid_request"),
        ("parse", {}, "invalid_request"),
        ("parse", {"text": "hi", "timezone": "Mars/Olympus"}, "unknown_timezone"),
        ("parse", {"text": "hi", "now": "2026-07-16T14:00:00"}, "invalid_request"),
        ("parse", {"text": "   "}, "empty_text"),
        ("parse", [1, 2], "invalid_json"),
        ("lint_commit", {"message_id": None}, "invalid_request"),
        ("confirm", {"pending_id": "p_x", "decision": "maybe"}, "invalid_request"),
        (
            "query",
            {"start_time": "2026-07-17T11:00:00+09:00", "end_time": "2026-07-17T10:00:00+09:00"},
            "invalid_window",
        ),
        ("query", {"start_time": "2026-07-17T11:00:00+09:00"}, "invalid_window"),
        (
            "query",
            {
                "message_id": "m_" + "0" * 32,
                "start_time": "2026-07-17T10:00:00+09:00",
                "end_time": "2026-07-17T11:00:00+09:00",
            },
            "invalid_window",
        ),
        ("query", {}, "missing_window"),
    ],
)
def test_bad_bodies_get_400(client_for, token, target, body, code):
    assert_error(call(client_for, target, token(), body), 400, code)


def test_malformed_json_and_oversized_bodies(client_for, token):
    headers = {"Authorization": f"Bearer {token()}", "Content-Type": "application/json"}
    assert_error(client_for("parse").post("/", data=b"{not json", headers=headers), 400, "invalid_json")
    assert_error(client_for("parse").post("/", data=b"", headers=headers), 400, "invalid_json")
    huge = b'{"text": "' + b"a" * 70_000 + b'"}'
    assert_error(client_for("parse").post("/", data=huge, headers=headers), 413, "body_too_large")


def test_identity_comes_from_the_token(client_for, token):
    assert_error(call(client_for, "parse", None, {"text": "hi"}), 401, "missing_token")
    assert_error(call(client_for, "parse", "not-a-token", {"text": "hi"}), 401, "invalid_token")
    assert_error(client_for("auth_dev").post("/", json={"user": "tg:1"}), 400, "invalid_user")
    alice, bob = token("alice"), token("bob")
    parsed = call(client_for, "parse", alice, {"text": "I'm off on Friday the 24th.", "now": NOW}).get_json()
    committed = call(client_for, "lint_commit", alice, {"message_id": parsed["message_id"]}).get_json()
    assert_error(call(client_for, "lint_commit", bob, {"message_id": parsed["message_id"]}), 404)
    fact_id = committed["committed"][0]["id"]
    assert_error(call(client_for, "memories", bob, method="get", path=f"/{fact_id}/provenance"), 404, "unknown_fact")
    assert call(client_for, "memories", bob, method="get").get_json() == {"facts": []}


def test_confirm_errors(client_for, token, moss_app):
    alice = token()
    assert_error(
        call(client_for, "confirm", alice, {"pending_id": "p_" + "0" * 24, "decision": "approve"}),
        410,
        "pending_expired",
    )
    assert_error(
        call(client_for, "confirm", alice, {"pending_id": "p_unknown", "decision": "approve"}), 400, "invalid_id"
    )
    for text in (
        "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar.",
        "Schedule a dev team meeting for Friday at 10 AM.",
    ):
        parsed = call(client_for, "parse", alice, {"text": text, "now": NOW}).get_json()
        result = call(client_for, "lint_commit", alice, {"message_id": parsed["message_id"]}).get_json()
    pending_id = result["pending_id"]
    assert_error(
        call(client_for, "confirm", token("bob"), {"pending_id": pending_id, "decision": "cancel"}),
        410,
        "pending_expired",
    )
    assert (
        call(client_for, "confirm", alice, {"pending_id": pending_id, "decision": "cancel"}).get_json()["status"]
        == "CANCELLED"
    )
    assert_error(
        call(client_for, "confirm", alice, {"pending_id": pending_id, "decision": "approve"}), 409, "already_settled"
    )


def test_lint_commit_on_a_query_or_a_write_without_time(client_for, token):
    alice = token()
    question = call(
        client_for, "parse", alice, {"text": "Summarize my schedule for Friday at 10 AM.", "now": NOW}
    ).get_json()
    assert_error(call(client_for, "lint_commit", alice, {"message_id": question["message_id"]}), 400, "not_a_write")
    vague = call(client_for, "parse", alice, {"text": "Schedule a meeting", "now": NOW}).get_json()
    assert vague["intent"] == "WRITE" and vague["facts"] == [] and vague["reply"]
    assert_error(call(client_for, "lint_commit", alice, {"message_id": vague["message_id"]}), 422, "missing_time")
    assert call(client_for, "memories", alice, method="get").get_json() == {"facts": []}


def test_methods_cors_and_health(client_for):
    assert_error(client_for("parse").get("/"), 405, "method_not_allowed")
    preflight = client_for("parse").options("/", headers={"Origin": "https://moss.example"})
    assert preflight.status_code == 204
    assert preflight.headers["Access-Control-Allow-Origin"] == "https://moss.example"
    # DELETE /calendar/subscription ("Revoke link") is sent cross-origin by a client on another origin
    assert "DELETE" in preflight.headers["Access-Control-Allow-Methods"].split(", ")
    assert (
        "Access-Control-Allow-Origin"
        not in client_for("parse").options("/", headers={"Origin": "https://evil.example"}).headers
    )
    assert client_for("healthz").get("/").get_json()["status"] == "ok"


def test_dev_auth_is_404_outside_dev_mode(client_for):
    settings = app_settings(
        auth="jwt", jwks_url="http://127.0.0.1:9/jwks", jwt_issuer="https://issuer.example", jwt_audience="moss"
    )
    reset_app(build_app(settings, parser=ScriptedParser()))
    assert_error(client_for("auth_dev").post("/", json={"user": "alice"}), 404)


def test_local_router_serves_functions_web_client_and_json_404(client_for, token):
    router = client_for("moss_local")
    assert router.get("/healthz").get_json()["status"] == "ok"
    assert b"MOSS" in router.get("/").data
    assert router.post("/auth/dev", json={"user": "alice"}).status_code == 200
    assert_error(router.get("/nope.txt"), 404)
    assert_error(router.get("/../../etc/passwd"), 404)
    assert_error(router.post("/nope"), 404, "not_found")  # no such path, whatever the method
    assert_error(router.post("/"), 405, "method_not_allowed")  # the page is there, but only to GET
    alice = token()
    parsed = router.post(
        "/parse", json={"text": "I'm off on Friday the 24th.", "now": NOW}, headers={"Authorization": f"Bearer {alice}"}
    ).get_json()
    committed = router.post(
        "/lint_commit", json={"message_id": parsed["message_id"]}, headers={"Authorization": f"Bearer {alice}"}
    ).get_json()
    fact_id = committed["committed"][0]["id"]
    why = router.get(f"/memories/{fact_id}/provenance", headers={"Authorization": f"Bearer {alice}"})
    assert why.status_code == 200 and why.get_json()["fact"]["id"] == fact_id


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"text": "I'm off tomorrow", "now": "9999-12-31T23:00:00+00:00"}, "invalid_time"),
        ({"text": "I'm off tomorrow", "now": "0001-01-01T00:00:00+14:00"}, "invalid_time"),
        ({"text": "I'm off tomorrow", "timezone": ""}, "unknown_timezone"),
    ],
)
def test_out_of_range_moments_and_empty_zones_are_refused(client_for, token, body, code):
    assert_error(call(client_for, "parse", token(), body), 400, code)


def test_windows_outside_calendar_years_are_refused(client_for, token):
    far = {"start_time": "0001-01-01T00:00:00+00:00", "end_time": "9999-12-31T23:00:00+00:00", "timezone": "Asia/Seoul"}
    assert_error(call(client_for, "query", token(), far), 400, "invalid_window")
    assert_error(call(client_for, "memories", token(), method="get", query_string=far), 400, "invalid_window")
