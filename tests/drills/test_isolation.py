"""Isolation: mallory can neither read, confirm, commit, query nor explain alice's ids; each is a 404."""

from __future__ import annotations

from .hostile import RawRequest, check_response, in_process_sender


def probes(world) -> list[RawRequest]:
    alice_messages = [m.message_id for m in world.app.service.messages.list_messages("alice")]
    alice_facts = [f.id for f in world.app.service.memories("alice")]
    bearer = f"Bearer {world.mallory_token}"
    requests = [RawRequest("GET", f"/memories/{fact_id}/provenance", authorization=bearer) for fact_id in alice_facts]
    for message_id in alice_messages:
        requests.append(RawRequest("POST", "/lint_commit", f'{{"message_id": "{message_id}"}}'.encode(), authorization=bearer))
        requests.append(RawRequest("POST", "/query", f'{{"message_id": "{message_id}"}}'.encode(), authorization=bearer))
    for decision in ("approve", "cancel"):
        body = f'{{"pending_id": "{world.pending_id}", "decision": "{decision}"}}'.encode()
        requests.append(RawRequest("POST", "/confirm", body, authorization=bearer))
    return requests


def test_another_users_ids_are_404_and_invisible(world):
    send = in_process_sender(world.client)
    before = world.snapshot()
    for request in probes(world):
        status, content_type, body = send(request)
        assert status == 404, (request, body)
        check_response(request, status, content_type, body)
    listed = check_response(request := RawRequest("GET", "/memories", authorization=f"Bearer {world.mallory_token}"), *send(request))
    assert listed == {"facts": []}
    assert world.snapshot() == before
