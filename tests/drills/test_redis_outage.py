"""Redis outage over real HTTP: `make run` on SQLite facts and a Redis working store (AOF on).

Redis stops in the middle of a burst of writes: the calls that need it answer 503
store_unavailable quickly (without naming the host), facts stay readable and nothing is half-written; after Redis
restarts, a confirmation that was pending before the outage still settles correctly.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

from ..fakes import SEED_NOW
from ..servers import ApiClient, RedisServer, local_server
from .conftest import MEETING, VACATION, distinct_meetings, facts_by_message

NOW = SEED_NOW.isoformat()
BURST, WRITERS = 60, 6


def test_redis_outage_mid_burst_answers_503_and_a_pending_confirmation_survives(tmp_path):
    redis = RedisServer(tmp_path / "redis", persistent=True).start()
    (tmp_path / "data").mkdir()
    env = {
        "MOSS_WORKING_STORE": "redis",
        "MOSS_REDIS_URL": redis.url,
        "MOSS_TIMEZONE": "Asia/Seoul",
        "WORKERS": "2",
        "THREADS": "8",
    }
    try:
        with local_server(tmp_path / "data", **env) as base_url:
            alice = ApiClient(base_url).sign_in("alice")
            for text in (VACATION, MEETING):
                _, parsed = alice.post("/parse", {"text": text, "now": NOW})
                outcome = alice.post("/lint_commit", {"message_id": parsed["message_id"]})[1]
            assert outcome["status"] == "CONFIRM_REQUIRED"
            pending_id = outcome["pending_id"]

            answers: list[tuple[str, int, dict, float]] = []
            stopped = threading.Event()

            def say(text: str) -> None:
                started = time.monotonic()
                status, parsed = alice.post("/parse", {"text": text, "now": NOW})
                if status == 200:
                    status, parsed = alice.post("/lint_commit", {"message_id": parsed["message_id"]})
                answers.append((parsed.get("message_id", ""), status, parsed, time.monotonic() - started))
                if len(answers) == BURST // 3 and not stopped.is_set():
                    stopped.set()
                    redis.stop()

            with ThreadPoolExecutor(WRITERS) as pool:
                list(pool.map(say, distinct_meetings(BURST)))
            assert stopped.is_set()
            refused = [a for a in answers if a[1] != 200]
            assert refused, "some writes ran into the outage"
            for _, status, body, seconds in refused:
                assert status == 503 and body["error"]["code"] == "store_unavailable", body
                assert str(redis.port) not in body["error"]["message"], "no hosts or ports in errors"
                assert seconds < 5
            status, body = alice.post("/confirm", {"pending_id": pending_id, "decision": "approve"})
            assert status == 503, body

            stored = facts_by_message(alice)
            acknowledged = {m: body for m, status, body, _ in answers if status == 200}
            for message_id, result in acknowledged.items():
                assert [f["id"] for f in stored[message_id]] == [f["id"] for f in result["committed"]]
            assert len(stored) == 1 + len(acknowledged), "only the vacation and the acknowledged writes are stored"

            redis.start()
            status, settled = alice.post("/confirm", {"pending_id": pending_id, "decision": "approve"})
            assert status == 200 and settled["status"] == "SUCCESS", settled
            _, parsed = alice.post("/parse", {"text": "Sync on the 24th at 9.", "now": NOW})
            assert alice.post("/lint_commit", {"message_id": parsed["message_id"]})[1]["status"] == "SUCCESS"
    finally:
        redis.stop()
