"""The floors under the per-request figure (bench/floor_functions.py) do the work they stand for:
the glue floor answers the real outcome and writes nothing; the storage floor writes a commit
record and a pending confirmation under each new message's keys, as the confirm path does."""

from __future__ import annotations

from pathlib import Path

import functions_framework
import pytest

from moss.domain.models import pending_id_of

from ..fakes import SEED_NOW

FLOORS = Path(__file__).resolve().parents[2] / "bench" / "floor_functions.py"
VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Schedule a dev team meeting for Friday at 10 AM."


@pytest.fixture
def meetings(client_for, token):
    """Alice's token and three parsed meetings that each overlap her committed vacation."""
    alice = token("alice")
    headers = {"Authorization": f"Bearer {alice}"}

    def parse(text: str) -> str:
        body = {"text": text, "now": SEED_NOW.isoformat()}
        return client_for("parse").post("/", json=body, headers=headers).get_json()["message_id"]

    committed = client_for("lint_commit").post("/", json={"message_id": parse(VACATION)}, headers=headers)
    assert committed.get_json()["status"] == "SUCCESS"
    return headers, [parse(MEETING) for _ in range(3)]


def floor_client(target: str):
    return functions_framework.create_app(target=target, source=str(FLOORS)).test_client()


@pytest.mark.parametrize("target", ["glue_floor", "storage_floor"])
def test_a_floor_answers_health_checks(moss_app, target):
    response = floor_client(target).get("/healthz")
    assert response.status_code == 200 and response.get_json() == {"status": "ok"}


def test_the_glue_floor_answers_the_first_outcome_and_writes_nothing(moss_app, meetings):
    headers, (first, second, _) = meetings
    client = floor_client("glue_floor")
    outcome = client.post("/", json={"message_id": first}, headers=headers).get_json()
    assert outcome["status"] == "CONFIRM_REQUIRED" and outcome["conflict_type"] == "VACATION_OVERLAP"
    assert client.post("/", json={"message_id": second}, headers=headers).get_json() == outcome
    deps = moss_app.usecases.deps
    assert deps.facts.get_records("alice", [second]) == {}
    assert deps.working.get_pending(pending_id_of(second)) is None


def test_the_storage_floor_writes_what_the_confirm_path_writes(moss_app, meetings):
    headers, (first, second, third) = meetings
    client = floor_client("storage_floor")
    outcome = client.post("/", json={"message_id": first}, headers=headers).get_json()
    for message_id in (second, third):
        assert client.post("/", json={"message_id": message_id}, headers=headers).get_json() == outcome
    deps = moss_app.usecases.deps
    records = deps.facts.get_records("alice", [second, third])
    assert sorted(records) == sorted([second, third])
    assert all(record.result.status.value == "CONFIRM_REQUIRED" for record in records.values())
    pending = deps.working.get_pending(pending_id_of(third))
    assert pending is not None and pending.message_id == third and pending.conflicts


def test_a_floor_refuses_a_request_without_a_token(moss_app):
    response = floor_client("storage_floor").post("/", json={"message_id": "m_1"})
    assert response.status_code == 401
