"""Hostile input, in-process and in volume: generated requests to every endpoint, as mallory.

Every answer is JSON, never a 5xx, every error in the API.md shape; alice's calendar and
her pending confirmation come out untouched, and mallory stores nothing.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from moss.domain.models import Decision, Intent, Status

from .hostile import ENDPOINTS, INJECTIONS, check_response, requests_for, in_process_sender

EXAMPLES_PER_ENDPOINT = 700


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_generated_requests_get_json_answers_and_change_nothing(world, endpoint):
    before = world.snapshot()
    send = in_process_sender(world.client)

    @settings(max_examples=EXAMPLES_PER_ENDPOINT, deadline=None, database=None, suppress_health_check=list(HealthCheck))
    @given(request=requests_for(endpoint, world.ids, world.mallory_token))
    def probe(request):
        check_response(request, *send(request))

    probe()
    assert world.snapshot() == before
    settled = world.app.service.confirm("alice", world.pending_id, Decision.APPROVE)
    assert settled.status is Status.SUCCESS


def test_openapi_describes_every_endpoint(world):
    response = world.client.get("/openapi.json")
    document = response.get_json()
    assert response.status_code == 200 and document["openapi"].startswith("3.")
    assert {path for path in document["paths"]} >= {"/parse", "/lint_commit", "/confirm", "/query", "/memories",
                                                     "/memories/{fact_id}/provenance", "/auth/dev", "/openapi.json"}
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
    if parsed.get_json()["intent"] == Intent.WRITE.value:
        assert committed.status_code == 200
        assert world.snapshot()["alice"] == before["alice"]
    else:
        assert committed.status_code == 400 and committed.get_json()["error"]["code"] == "not_a_write"
        assert world.snapshot() == before
