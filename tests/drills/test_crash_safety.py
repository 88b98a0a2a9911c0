"""Crash safety: SIGKILL the server's whole process group in the middle of a burst of writes.

After a restart on the same data dir every acknowledged write (200 SUCCESS) is there with
its provenance, and every unacknowledged one is either wholly there (its facts and its
commit record, so a retry returns the same result) or wholly absent (a retry commits it).
"""

from __future__ import annotations

import signal
import threading
from concurrent.futures import ThreadPoolExecutor

from moss_client import Unavailable

from ..fakes import SEED_NOW
from ..servers import MAKE_RUN, ApiClient, serving, stop
from .conftest import distinct_meetings, facts_by_message

WRITES, WRITERS, KILL_AFTER = 160, 8, 40
SERVER_ENV = {"WORKERS": "2", "THREADS": "8", "MOSS_TIMEZONE": "Asia/Seoul"}


def test_acknowledged_writes_survive_a_sigkill_and_nothing_is_half_written(tmp_path):
    acknowledged: dict[str, list[str]] = {}
    killed = threading.Event()
    with serving(MAKE_RUN, tmp_path, **SERVER_ENV) as server:
        client = ApiClient(server.base_url).sign_in("crash")
        message_ids = []
        for text in distinct_meetings(WRITES):
            status, parsed = client.post("/parse", {"text": text, "now": SEED_NOW.isoformat()})
            assert status == 200 and len(parsed["facts"]) == 1, parsed
            message_ids.append(parsed["message_id"])

        def write(message_id: str) -> None:
            if killed.is_set():
                return
            try:
                status, result = client.post("/lint_commit", {"message_id": message_id})
            except Unavailable as error:  # the server died under the request (moss_client's wire)
                assert error.code in ("unreachable", "timeout"), error.code
                return
            assert status < 500 or killed.is_set(), result
            if status == 200:
                assert result["status"] == "SUCCESS", result
                acknowledged[message_id] = [f["id"] for f in result["committed"]]
                if len(acknowledged) >= KILL_AFTER and not killed.is_set():
                    killed.set()
                    stop(server.process, signal.SIGKILL)

        with ThreadPoolExecutor(WRITERS) as pool:
            list(pool.map(write, message_ids))
    assert killed.is_set() and KILL_AFTER <= len(acknowledged) < WRITES

    with serving(MAKE_RUN, tmp_path, **SERVER_ENV) as server:
        client = ApiClient(server.base_url, client.token)
        before_retry = facts_by_message(client)
        for message_id, fact_ids in acknowledged.items():
            assert [f["id"] for f in before_retry[message_id]] == fact_ids
            status, why = client.get(f"/memories/{fact_ids[0]}/provenance")
            assert status == 200 and why["created_by"]["message_id"] == message_id
        for message_id in message_ids:
            status, retried = client.post("/lint_commit", {"message_id": message_id})
            assert status == 200 and retried["status"] == "SUCCESS", retried
            present = [f["id"] for f in before_retry.get(message_id, [])]
            # Wholly there: the retry answers the recorded result; wholly absent: it commits now.
            assert present in ([], [f["id"] for f in retried["committed"]])
        after_retry = facts_by_message(client)
        assert sorted(after_retry) == sorted(message_ids)
        assert all(len(facts) == 1 and facts[0]["status"] == "active" for facts in after_retry.values())
