"""Findings of the security review (issue 13), each over real HTTP against `make run`.

Strict configuration (the server refuses to start and says why), user names that cannot
alias or break document paths, the dev key readable by its owner only, errors without
library text, and JSON log lines that name the request and the user but never the token.
"""

from __future__ import annotations

import json
import stat
import urllib.error
import urllib.request

import pytest

from moss_client import MossError

from ..drills.conftest import seed_alice_over_http
from ..servers import ApiClient, local_server, refused_start

TELEGRAM_SECRET = "hardening-test-secret_0123456789"
JWKS = "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com"
JWT_CLAIMS = {"MOSS_JWT_ISSUER": "https://securetoken.google.com/p", "MOSS_JWT_AUDIENCE": "p"}


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("hardening")


@pytest.fixture(scope="module")
def server(data_dir):
    with local_server(data_dir, MOSS_TELEGRAM_SECRET=TELEGRAM_SECRET) as base_url:
        yield base_url


@pytest.mark.parametrize(
    ("env", "named"),
    [
        pytest.param({"MOSS_AUTH": "jwt", "MOSS_JWKS_URL": JWKS}, "MOSS_JWT_ISSUER", id="jwt-without-issuer-audience"),
        pytest.param(
            {"MOSS_AUTH": "jwt", "MOSS_JWKS_URL": JWKS, "MOSS_JWT_ISSUER": "https://securetoken.google.com/p"},
            "MOSS_JWT_AUDIENCE",
            id="jwt-without-audience",
        ),
        pytest.param({"MOSS_TELEGRAM_SECRET": ""}, "MOSS_TELEGRAM_SECRET", id="empty-telegram-secret"),
        pytest.param({"MOSS_TELEGRAM_SECRET": "short"}, "MOSS_TELEGRAM_SECRET", id="short-telegram-secret"),
        pytest.param({"HOST": "0.0.0.0"}, "MOSS_ALLOW_PUBLIC_DEV_AUTH", id="dev-auth-on-a-public-host"),
        # issue 30: unsigned tokens served to the network, keys over plain HTTP, quotas silently off
        pytest.param(
            {"HOST": "0.0.0.0", "MOSS_AUTH": "jwt", "FIREBASE_AUTH_EMULATOR_HOST": "127.0.0.1:9099", **JWT_CLAIMS},
            "FIREBASE_AUTH_EMULATOR_HOST",
            id="auth-emulator-on-a-public-host",
        ),
        pytest.param(
            {"K_SERVICE": "parse", "MOSS_AUTH": "jwt", "MOSS_JWKS_URL": "http://keys.example/jwks", **JWT_CLAIMS},
            "MOSS_JWKS_URL must be https://",
            id="plain-http-keys-deployed",
        ),
        pytest.param(
            {"K_SERVICE": "parse", "MOSS_AUTH": "jwt", "MOSS_JWKS_URL": JWKS, "MOSS_RATE_LIMIT": "", **JWT_CLAIMS},
            "MOSS_RATE_LIMIT",
            id="no-quota-deployed",
        ),
    ],
)
def test_insecure_settings_refuse_to_start_and_say_why(tmp_path, env, named):
    code, output = refused_start(tmp_path, **env)
    assert code != 0
    assert "MOSS refuses to start" in output and named in output, output


def test_the_generated_dev_key_is_readable_by_its_owner_only(server, data_dir):
    ApiClient(server).sign_in("alice")
    assert stat.S_IMODE((data_dir / "dev-secret").stat().st_mode) == 0o600


@pytest.mark.parametrize("name", ["alice\n", ".", "..", "__x__", "____", "a/b", "tg:1", "a" * 65])
def test_user_names_that_alias_others_or_break_paths_are_refused(server, name):
    status, body = ApiClient(server).post("/auth/dev", {"user": name})
    assert (status, body["error"]["code"]) == (400, "invalid_user"), body


@pytest.mark.parametrize(
    "token",
    ["not-a-jwt", "a.b.c", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJhbGljZSJ9."],
)
def test_token_errors_say_what_to_do_not_what_the_library_said(server, token):
    status, body = ApiClient(server, token).get("/memories")
    assert status == 401 and body["error"]["code"] == "invalid_token"
    assert body["error"]["message"] == "the bearer token is invalid or has expired; sign in again"


def test_log_lines_are_json_with_request_and_user_and_never_a_token(server, data_dir):
    alice = ApiClient(server).sign_in("log-reader")
    token = alice.token
    assert token is not None
    assert alice.post("/lint_commit", {"message_id": "m_" + "0" * 32})[0] == 404
    ApiClient(server, token[:-3] + "AAA").get("/memories")
    lines = (data_dir / "server.log").read_text().splitlines()
    entries = [json.loads(line) for line in lines if line.startswith("{")]
    assert entries, lines[-20:]
    assert all({"severity", "message", "request_id"} <= set(entry) for entry in entries)
    refused = [entry for entry in entries if "invalid_token" in entry["message"]]
    assert refused and refused[-1]["detail"] == "dev token: BadTimeSignature"
    logged = "\n".join(lines)
    signature = token.split(".")[2]
    assert token not in logged
    assert not any(signature[at : at + 12] in logged for at in range(len(signature) - 12))


def test_a_huge_id_is_echoed_at_most_100_characters(server):
    alice = ApiClient(server).sign_in("echo")
    for path, body in (
        ("/lint_commit", {"message_id": "m_" + "x" * 60_000}),
        ("/confirm", {"pending_id": "p_" + "x" * 60_000, "decision": "approve"}),
        ("/query", {"message_id": "m_" + "x" * 60_000}),
    ):
        status, answer = alice.post(path, body)
        assert (status, answer["error"]["code"]) == (400, "invalid_id"), answer
        assert len(answer["error"]["message"]) < 200, answer


@pytest.mark.parametrize(
    ("fact_id", "status", "code"),
    [
        ("..", 400, "invalid_id"),
        ("__x__", 400, "invalid_id"),
        ("f_" + "0" * 23 + "g", 400, "invalid_id"),
        ("a/b", 404, "not_found"),  # no such path: the router never hands it to a function
        ("f_" + "0" * 24 + "\n", 404, "not_found"),
    ],
)
def test_ids_that_are_not_ids_moss_issues_never_reach_a_store(server, fact_id, status, code):
    with pytest.raises(MossError) as refused:
        ApiClient(server).sign_in("paths").client.provenance(fact_id)
    assert (refused.value.status, refused.value.code) == (status, code), refused.value.message


def test_a_foreign_pending_id_answers_like_an_unknown_one(server):
    alice, mallory = ApiClient(server).sign_in("owner"), ApiClient(server).sign_in("prober")
    _, pending_id = seed_alice_over_http(alice)
    foreign = mallory.post("/confirm", {"pending_id": pending_id, "decision": "cancel"})
    unknown = mallory.post("/confirm", {"pending_id": "p_" + "0" * 24, "decision": "cancel"})
    assert foreign[0] == unknown[0] and foreign[1]["error"]["code"] == unknown[1]["error"]["code"]
    assert foreign[1]["error"]["message"].replace(pending_id, "p_" + "0" * 24) == unknown[1]["error"]["message"]


@pytest.fixture(scope="module")
def rate_limited_server(tmp_path_factory):
    with local_server(tmp_path_factory.mktemp("quota"), MOSS_RATE_LIMIT="5/minute") as base_url:
        yield base_url


def test_a_user_over_quota_gets_429_with_retry_after_and_others_do_not(rate_limited_server):
    greedy, patient = ApiClient(rate_limited_server).sign_in("greedy"), ApiClient(rate_limited_server).sign_in("calm")
    statuses = [greedy.get("/memories")[0] for _ in range(5)]
    assert statuses == [200] * 5
    request = urllib.request.Request(
        f"{rate_limited_server}/memories", headers={"Authorization": f"Bearer {greedy.token}"}
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 429
    assert 1 <= int(refused.value.headers["Retry-After"]) <= 60
    assert json.loads(refused.value.read())["error"]["code"] == "rate_limited"
    assert patient.get("/memories")[0] == 200


CENTURIES = "Schedule a meeting from 1900-01-01 to 2199-12-31 at 10am."


def test_a_span_of_centuries_is_refused_on_the_web_and_through_telegram(server):
    alice = ApiClient(server).sign_in("centuries")
    status, body = alice.post("/parse", {"text": CENTURIES})
    assert (status, body["error"]["code"]) == (422, "too_many_facts"), body
    assert body["error"]["message"].startswith("That would add more than 100 entries at once")
    status, body = alice.post(
        "/query", {"start_time": "1900-01-01T00:00:00+00:00", "end_time": "8999-01-01T00:00:00+00:00"}
    )
    assert (status, body["error"]["code"]) == (422, "window_too_large"), body
    assert alice.get("/memories")[1]["facts"] == []

    sender = {"id": 5151, "is_bot": False, "first_name": "T", "language_code": "ko"}
    update = {
        "update_id": 31337,
        "message": {
            "message_id": 1,
            "from": sender,
            "chat": {"id": 5151, "type": "private"},
            "date": 1784178000,
            "text": "1900-01-01부터 2199-12-31까지 오전 10시 회의",
        },
    }
    request = urllib.request.Request(
        f"{server}/webhook/telegram",
        data=json.dumps(update).encode(),
        headers={"Content-Type": "application/json", "X-Telegram-Bot-Api-Secret-Token": TELEGRAM_SECRET},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        reply = json.loads(response.read())
    assert reply["method"] == "sendMessage" and reply["text"].startswith("한 번에 100개가 넘는 일정은"), reply
