"""Item 3: /parse, /lint_commit and /query through the local server (`make run`) on loopback.

Latency: one persistent (keep-alive) connection, requests back to back. Throughput: a
small pool of keep-alive connections. The same POST against a trivial functions-framework
function, served the same way and measured in the same round, is the floor that
`http_overhead_ratio` divides by.
"""

from __future__ import annotations

import http.client
import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

from tests.fakes import SEED_NOW
from tests.servers import MAKE_RUN, ApiClient, serving

from .timing import latencies_ms, median_of, summary

SERVER_ENV = {"WORKERS": "2", "THREADS": "4"}


def function_server(source: str, target: str) -> list[str]:
    """The command serving one functions-framework function on loopback, as `make run` serves MOSS."""
    return [
        ".venv/bin/functions-framework",
        "--source",
        source,
        "--target",
        target,
        "--host",
        "127.0.0.1",
        "--port",
        "$PORT",
    ]


TRIVIAL = function_server("bench/trivial_function.py", "echo")
# MOSS's /lint_commit without its use case, and with only its storage work (bench/floor_functions.py).
FLOORS = ("glue_floor", "storage_floor")
MEETING = "Schedule a dev team meeting for Friday at 10 AM."
MEETING_OF_PROJECT = "Schedule a project{n} meeting for Friday at 10 AM."
QUESTION = "Summarize my schedule for Friday at 10 AM."
THROUGHPUT_CONNECTIONS = 4


class KeepAliveClient:
    """JSON over one persistent HTTP/1.1 connection."""

    def __init__(self, base_url: str, token: str | None = None) -> None:
        address = urlsplit(base_url)
        self._connection = http.client.HTTPConnection(address.netloc, timeout=30)
        self._headers = {"Content-Type": "application/json"}
        if token:
            self._headers["Authorization"] = f"Bearer {token}"

    def post(self, path: str, body: object) -> dict:
        self._connection.request("POST", path, body=json.dumps(body), headers=self._headers)
        response = self._connection.getresponse()
        payload = json.loads(response.read())
        if response.status != 200:
            raise RuntimeError(f"{path} answered {response.status}: {payload}")
        return payload

    def close(self) -> None:
        self._connection.close()


def requests_per_second(base_url: str, token: str | None, path: str, bodies: list[object]) -> float:
    share = len(bodies) // THROUGHPUT_CONNECTIONS
    chunks = [bodies[i * share : (i + 1) * share] for i in range(THROUGHPUT_CONNECTIONS)]

    def send(chunk: list[object]) -> None:
        client = KeepAliveClient(base_url, token)
        for body in chunk:
            client.post(path, body)
        client.close()

    started = time.perf_counter()
    with ThreadPoolExecutor(THROUGHPUT_CONNECTIONS) as pool:
        list(pool.map(send, chunks))
    return share * THROUGHPUT_CONNECTIONS / (time.perf_counter() - started)


def lint_commit_p50(url: str, token: str | None, message_ids: list[str]) -> float:
    """p50 of /lint_commit-shaped calls to a floor function, after one unmeasured call."""
    client = KeepAliveClient(url, token)
    client.post("/", {"message_id": message_ids[0]})
    p50 = summary(latencies_ms(lambda m: client.post("/", {"message_id": m}), message_ids[1:]))["p50"]
    client.close()
    return p50


def endpoint_figures(name: str, samples: list[float], rps: float) -> dict[str, float]:
    latency = summary(samples)
    return {f"http_{name}_p50_ms": latency["p50"], f"http_{name}_p99_ms": latency["p99"], f"http_{name}_rps": rps}


def one_round(moss_url: str, trivial_url: str, floor_urls: dict[str, str], user: str, calls: int) -> dict[str, float]:
    token = ApiClient(moss_url).sign_in(user).token
    client, echo = KeepAliveClient(moss_url, token), KeepAliveClient(trivial_url)
    now = SEED_NOW.isoformat()
    parse_latency = latencies_ms(lambda text: client.post("/parse", {"text": text, "now": now}), [MEETING] * calls)
    parse_rps = requests_per_second(moss_url, token, "/parse", [{"text": MEETING, "now": now}] * calls)
    # The first meeting commits, every later one overlaps it: the confirm path, the heavier one.
    # Each has its own title: the same meeting again would be a duplicate, which writes nothing.
    message_ids = [
        client.post("/parse", {"text": MEETING_OF_PROJECT.format(n=n), "now": now})["message_id"]
        for n in range(2 * calls)
    ]
    lint_latency = latencies_ms(lambda m: client.post("/lint_commit", {"message_id": m}), message_ids[:calls])
    lint_rps = requests_per_second(moss_url, token, "/lint_commit", [{"message_id": m} for m in message_ids[calls:]])
    question = client.post("/parse", {"text": QUESTION, "now": now})["message_id"]
    query_body = {"message_id": question}
    query_latency = latencies_ms(lambda body: client.post("/query", body), [query_body] * calls)
    query_rps = requests_per_second(moss_url, token, "/query", [query_body] * calls)
    trivial_latency = latencies_ms(lambda body: echo.post("/", body), [{"message_id": message_ids[0]}] * calls)
    trivial_rps = requests_per_second(trivial_url, None, "/", [{"message_id": message_ids[0]}] * calls)
    # Each floor gets meetings of its own, parsed by MOSS; its first call runs the real use case.
    floor_p50 = {}
    for index, (name, url) in enumerate(floor_urls.items(), start=1):
        titles = [MEETING_OF_PROJECT.format(n=10 * index * calls + i) for i in range(calls + 1)]
        meetings = [client.post("/parse", {"text": title, "now": now})["message_id"] for title in titles]
        floor_p50[name] = lint_commit_p50(url, token, meetings)
    client.close()
    echo.close()
    figures = {
        **endpoint_figures("parse", parse_latency, parse_rps),
        **endpoint_figures("lint_commit", lint_latency, lint_rps),
        **endpoint_figures("query", query_latency, query_rps),
        **endpoint_figures("trivial", trivial_latency, trivial_rps),
    }
    figures["http_overhead_ratio"] = figures["http_lint_commit_p50_ms"] / figures["http_trivial_p50_ms"]
    for name, p50 in floor_p50.items():
        figures[f"http_{name}_p50_ms"] = p50
        figures[f"http_{name}_ratio"] = p50 / figures["http_trivial_p50_ms"]
    return figures


def run(work_dir: Path, *, rounds: int = 5, calls: int = 200) -> dict[str, float]:
    for name in ("moss", "trivial"):
        (work_dir / name).mkdir(parents=True, exist_ok=True)
    with (
        serving(MAKE_RUN, work_dir / "moss", **SERVER_ENV) as moss,
        serving(TRIVIAL, work_dir / "trivial", **SERVER_ENV) as trivial,
        # The floors read the parses of the MOSS server, so they share its data directory.
        serving(function_server("bench/floor_functions.py", FLOORS[0]), work_dir / "moss", **SERVER_ENV) as glue,
        serving(function_server("bench/floor_functions.py", FLOORS[1]), work_dir / "moss", **SERVER_ENV) as storage,
    ):
        floors = {FLOORS[0]: glue.base_url, FLOORS[1]: storage.base_url}
        return median_of(
            [one_round(moss.base_url, trivial.base_url, floors, f"bench{n}", calls) for n in range(rounds)]
        )
