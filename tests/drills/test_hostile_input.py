"""Hostile input, in-process and in volume: generated requests to every endpoint, as mallory.

Every answer is JSON, never a 5xx, every error in the API.md shape; alice's calendar and
her pending confirmation come out untouched, and mallory stores nothing unless one of her
generated utterances parsed as a valid WRITE and was committed.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from moss.domain.models import Decision, Intent, Status
from moss.usecases.confirm import Confirm

from ..servers import ApiClient, local_server
from .conftest import seed_alice_over_http
from .hostile import ENDPOINTS, INJECTIONS, check_response, http_sender, in_process_sender, requests_for

EXAMPLES_PER_ENDPOINT = 1000
EXAMPLES_PER_ENDPOINT_OVER_HTTP = 60


def fuzz(send, endpoint: str, ids: list[str], token: str, examples: int) -> list:
    """Send generated requests to one endpoint; return those that committed something (200 on a write)."""
    committed: list = []

    @settings(max_examples=examples, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(request=requests_for(endpoint, ids, token))
    def probe(request):
        status, content_type, body = send(request)
        check_response(request, status, content_type, body)
        if status == 200 and request.path in ("/lint_commit", "/confirm"):
            committed.append(request)

    probe()
    return committed


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_generated_requests_get_json_answers_and_change_nothing(world, endpoint):
    before = world.snapshot()
    committed = fuzz(in_process_sender(world.client), endpoint, world.ids, world.mallory_token, EXAMPLES_PER_ENDPOINT)
    after = world.snapshot()
    assert after["alice"] == before["alice"]
    assert after["mallory"] == before["mallory"] or committed
    settled = world.app.usecases.handle(Confirm("alice", world.pending_id, Decision.APPROVE))
    assert settled.status is Status.SUCCESS


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with local_server(tmp_path_factory.mktemp("hostile"), MOSS_TIMEZONE="Asia/Seoul") as base_url:
        yield base_url


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_generated_requests_over_real_http(server, endpoint):
    victim = f"alice{ENDPOINTS.index(endpoint)}"
    alice, mallory = ApiClient(server).sign_in(victim), ApiClient(server).sign_in("mallory")
    assert mallory.token is not None
    message_ids, pending_id = seed_alice_over_http(alice)
    before = alice.get("/memories")[1]
    fuzz(
        http_sender(server),
        endpoint,
        [*message_ids, pending_id, *(f["id"] for f in before["facts"])],
        mallory.token,
        EXAMPLES_PER_ENDPOINT_OVER_HTTP,
    )
    assert alice.get("/memories")[1] == before
    assert alice.post("/confirm", {"pending_id": pending_id, "decision": "approve"})[1]["status"] == "SUCCESS"


def test_openapi_describes_every_endpoint(world):
    response = world.client.get("/openapi.json")
    document = response.get_json()
    assert response.status_code == 200 and document["openapi"].startswith("3.")
    assert {path for path in document["paths"]} >= {
        "/parse",
        "/lint_commit",
        "/confirm",
        "/query",
        "/memories",
        "/memories/{fact_id}/provenance",
        "/auth/dev",
        "/openapi.json",
    }
    schemas = document["components"]["schemas"]
    assert set(schemas["ParseRequest"]["required"]) == {"text"}
    assert schemas["LintResult"]["properties"]["status"]["$ref"] == "#/components/schemas/Status"
    assert document["paths"]["/lint_commit"]["post"]["responses"]["404"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/ErrorBody"
    }


@pytest.mark.parametrize("text", INJECTIONS)
def test_prompt_injection_changes_nothing_unless_it_parses_as_a_write(world, text):
    before = world.snapshot()
    headers = {"Authorization": f"Bearer {world.mallory_token}"}
    parsed = world.client.post("/parse", json={"text": text}, headers=headers)
    assert parsed.status_code == 200, parsed.get_json()
    committed = world.client.post("/lint_commit", json={"message_id": parsed.get_json()["message_id"]}, headers=headers)
    parse = parsed.get_json()
    if parse["intent"] == Intent.WRITE.value and (parse["facts"] or parse["operation"] != "create"):
        # a write of mallory's own (a cancel reads "'; DROP TABLE facts" as a title it finds nowhere)
        assert committed.status_code == 200
        assert world.snapshot()["alice"] == before["alice"]
    else:
        assert committed.status_code in (400, 422), committed.get_json()
        assert committed.get_json()["error"]["code"] in ("not_a_write", "missing_time")
        assert world.snapshot() == before
