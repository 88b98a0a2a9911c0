"""Item `fairness`: another user's one-day `/query` while one user keeps eight `/query` over a
year of four daily series running at once, on the real local server (`make run`, SQLite), with
no limit on a user's requests running at once and with the one MOSS ships
(MOSS_MAX_REQUESTS_IN_FLIGHT). No quota is set: the heavy user is held back by that limit alone,
and retries a 429 after 50 ms, far sooner than Retry-After. The other user asks one question at a
time, every 100 ms, once the heavy load is running. tests/drills/test_fairness.py asserts the
shipped limit keeps the other user's p95 under a second (issue 30, "Done when").
"""

from __future__ import annotations

import statistics
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path

from moss.settings import Settings
from tests.fakes import SEED_NOW
from tests.servers import ApiClient, local_server

A_YEAR = {"start_time": "2026-07-20T00:00:00+09:00", "end_time": "2027-07-20T00:00:00+09:00"}
ONE_DAY = {"start_time": "2026-09-01T00:00:00+09:00", "end_time": "2026-09-02T00:00:00+09:00"}
HEAVY_REQUESTS_AT_ONCE = 8
SHIPPED_LIMIT = Settings.model_fields["max_requests_in_flight"].default


@dataclass
class Contention:
    seconds: list[float]  # each of the other user's one-day questions
    heavy_statuses: list[int]  # each answer the heavy user got, 200 or 429

    @property
    def p95(self) -> float:
        return statistics.quantiles(self.seconds, n=20)[-1]

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)


def server(data_dir: Path, limit: int) -> AbstractContextManager[str]:
    """`make run` with at most `limit` requests of one user running at once (0: no limit); its base URL."""
    data_dir.mkdir(parents=True, exist_ok=True)
    return local_server(data_dir, MOSS_TIMEZONE="Asia/Seoul", MOSS_MAX_REQUESTS_IN_FLIGHT=str(limit))


def _said(client: ApiClient, text: str) -> dict:
    parsed = client.parse(text, SEED_NOW)
    return client.ok("POST", "/lint_commit", {"message_id": parsed["message_id"]})


def contend(base_url: str, samples: int) -> Contention:
    hoarder = ApiClient(base_url).sign_in("hoarder")
    for hour in (8, 9, 10, 11):
        written = _said(hoarder, f"Sync every day from 2026-07-21 to 2027-07-19 at {hour}:00.")
        assert written["status"] == "SUCCESS", written
    neighbour = ApiClient(base_url).sign_in("neighbour")
    assert _said(neighbour, "Schedule a sync on September 1 at 10 AM.")["status"] == "SUCCESS"
    for _ in range(5):  # warm-up: every code path of both questions loaded
        hoarder.ok("POST", "/query", A_YEAR)
        neighbour.ok("POST", "/query", ONE_DAY)

    answered, stop = threading.Event(), threading.Event()
    statuses: list[int] = []

    def ask_a_year_again_and_again() -> None:
        while not stop.is_set():
            status, answer = hoarder.post("/query", A_YEAR)
            statuses.append(status)
            if status == 200:
                assert len(answer["facts"]) >= 4 * 360
                answered.set()
            else:
                assert (status, answer["error"]["code"]) == (429, "rate_limited"), answer
                time.sleep(0.05)

    seconds: list[float] = []
    with ThreadPoolExecutor(HEAVY_REQUESTS_AT_ONCE) as pool:
        heavy = [pool.submit(ask_a_year_again_and_again) for _ in range(HEAVY_REQUESTS_AT_ONCE)]
        try:
            assert answered.wait(30), "the heavy user's first year-long question never answered"
            for _ in range(samples):
                started = time.perf_counter()
                answer = neighbour.ok("POST", "/query", ONE_DAY)
                seconds.append(time.perf_counter() - started)
                assert [f["predicate"] for f in answer["facts"]] == ["meeting"], answer
                time.sleep(0.1)
        finally:
            stop.set()
        for future in heavy:
            future.result()
    return Contention(seconds, statuses)


def run(work_dir: Path, *, samples: int) -> dict[str, float]:
    figures: dict[str, float] = {}
    for label, limit in (("unlimited", 0), ("shipped", SHIPPED_LIMIT)):
        with server(work_dir / label, limit) as base_url:
            measured = contend(base_url, samples)
        figures[f"one_day_query_p95_s@{label}"] = round(measured.p95, 3)
        figures[f"one_day_query_median_s@{label}"] = round(measured.median, 3)
        figures[f"heavy_year_queries_answered@{label}"] = measured.heavy_statuses.count(200)
    return figures
