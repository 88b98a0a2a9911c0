"""Concurrency over real HTTP: `make run` with 2 gunicorn workers of 8 threads each.

Ten times: 100 parallel /lint_commit of meetings at the same time for one user commit exactly
one, every other call is CONFIRM_REQUIRED, nothing is duplicated and nothing answers 5xx; then
20 parallel approvals of one of those pending ids commit it once. (The meetings have different
titles: the same meeting said again is a duplicate, NO_CHANGE.)
"""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

from ..fakes import SEED_NOW
from ..servers import ApiClient

MEETING = "Schedule a project{n} meeting for Friday at 10 AM."
REPETITIONS, WRITERS, APPROVERS = 10, 100, 20


def all_at_once(calls: list) -> list[tuple[int, dict]]:
    """Run every call on its own thread, released together."""
    start = threading.Barrier(len(calls))

    def run(call):
        start.wait()
        return call()

    with ThreadPoolExecutor(len(calls)) as pool:
        return list(pool.map(run, calls))


@pytest.mark.parametrize("repetition", range(REPETITIONS))
def test_parallel_conflicting_writes_commit_exactly_once(parallel_server, repetition):
    client = ApiClient(parallel_server).sign_in(f"racer{repetition}")
    message_ids = []
    for writer in range(WRITERS):
        status, parsed = client.post("/parse", {"text": MEETING.format(n=writer), "now": SEED_NOW.isoformat()})
        assert status == 200 and parsed["intent"] == "WRITE", parsed
        message_ids.append(parsed["message_id"])

    answers = all_at_once([lambda m=m: client.post("/lint_commit", {"message_id": m}) for m in message_ids])
    assert [status for status, _ in answers] == [200] * WRITERS, [a for a in answers if a[0] != 200][:3]
    statuses = [body["status"] for _, body in answers]
    assert statuses.count("SUCCESS") == 1 and statuses.count("CONFIRM_REQUIRED") == WRITERS - 1
    status, listed = client.get("/memories?status=all")
    assert status == 200 and len(listed["facts"]) == 1
    winner = listed["facts"][0]

    pending_id = next(body["pending_id"] for _, body in answers if body["status"] == "CONFIRM_REQUIRED")
    approvals = all_at_once(
        [lambda: client.post("/confirm", {"pending_id": pending_id, "decision": "approve"})] * APPROVERS
    )
    assert [status for status, _ in approvals] == [200] * APPROVERS, approvals[:3]
    assert all(body == approvals[0][1] for _, body in approvals)
    assert approvals[0][1]["status"] == "SUCCESS_WITH_OVERWRITE"
    assert [f["id"] for f in approvals[0][1]["invalidated"]] == [winner["id"]]
    status, listed = client.get("/memories?status=all")
    assert sorted(f["status"] for f in listed["facts"]) == ["active", "inactive"]


def import_file(base_url: str, token: str, body: bytes) -> tuple[int, dict]:
    request = urllib.request.Request(
        f"{base_url}/calendar/import",
        data=body,
        method="POST",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "text/calendar"},
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


@pytest.mark.parametrize("repetition", range(3))
def test_identical_imports_at_once_settle_to_one_result(parallel_server, repetition):
    """The review's finding: five identical imports at once answered 503 a third of the time (two
    requests recording the file's message under its one derived id)."""
    client = ApiClient(parallel_server).sign_in(f"importer{repetition}")
    assert client.token is not None
    body = (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//drill//EN\r\nBEGIN:VEVENT\r\n"
        f"UID:drill-{repetition}\r\nDTSTAMP:20260101T000000Z\r\nSUMMARY:Import drill {repetition}\r\n"
        "DTSTART:20260820T010000Z\r\nDTEND:20260820T020000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    ).encode()
    answers = all_at_once([lambda: import_file(parallel_server, client.token, body)] * 5)
    assert [status for status, _ in answers] == [200] * 5, answers
    assert all(answer == answers[0][1] for _, answer in answers) and answers[0][1]["status"] == "SUCCESS"
    status, listed = client.get("/memories?status=all")
    assert status == 200 and [f["object_value"] for f in listed["facts"]] == [f"Import drill {repetition}"]
