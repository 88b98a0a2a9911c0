"""Item 5: cold start, the time from starting a fresh functions-framework process to its first answer.

Cloud Functions starts such a process for every new instance (scale-out, a deploy, after
idling), and the caller waits for all of it: the interpreter, functions-framework and
gunicorn, importing the function's source, and the first request. MOSS's `parse` function
(dev auth, SQLite; the first request verifies a token, builds the app, parses and stores an
utterance) is measured against the trivial function of bench/trivial_function.py, started
the same way and alternated with it in the same run, so machine load affects both alike.
`cold_start_ratio` is the median of the ratios of each MOSS start to the trivial start right
after it: on this shared machine the two medians drift apart from run to run, the pairs less.
`cold_start_pydantic_floor_ratio` pairs the same trivial starts with the trivial function
validating its body with pydantic (bench/pydantic_function.py): the part of the ratio any
function that uses pydantic pays before its own code.
Both sources are compiled first, as the deploy bundle ships them (infra/bundle.py): their
bytecode, MOSS's regular expressions (moss/adapters/regex_programs.py) and the code of the
source the standard library generates while MOSS imports (moss/adapters/generated_code.py).

The `cold_start_deployed_` figures (issue 28) measure the start where it is paid: `parse` in
the deployed wiring (facts, messages and the profile on Firestore, here its emulator; dialog
state, the reference cache and the quota on Redis; the rule parser), whose first request also
connects to both, against the trivial function importing the same client libraries
(bench/client_libraries_function.py), alternated in the same run.
"""

from __future__ import annotations

import http.client
import json
import os
import statistics
import subprocess
import tempfile
import time
from datetime import timedelta
from pathlib import Path

from moss.adapters import generated_code, regex_programs
from moss.auth import DevTokens
from tests.fakes import SEED_NOW
from tests.servers import REPO, FirestoreEmulator, RedisServer, free_port, stop

from .loopback import MEETING
from .timing import compile_as_shipped

SECRET = "bench-secret-of-at-least-32-bytes!!"
FUNCTIONS_FRAMEWORK = str(REPO / ".venv" / "bin" / "functions-framework")
MOSS = ["--source", "functions/main.py", "--target", "parse"]
TRIVIAL = ["--source", "bench/trivial_function.py", "--target", "echo"]
# The trivial function validating its body with pydantic: what using pydantic costs any function.
PYDANTIC = ["--source", "bench/pydantic_function.py", "--target", "echo"]
# The trivial function importing the deployed wiring's client libraries.
CLIENT_LIBRARIES = ["--source", "bench/client_libraries_function.py", "--target", "echo"]
START_TIMEOUT_SECONDS = 60.0


def _post(port: int, body: bytes, headers: dict[str, str]) -> int | None:
    """The status of one POST /, or None while nothing listens on the port yet."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=START_TIMEOUT_SECONDS)
    try:
        connection.request("POST", "/", body=body, headers=headers)
        return connection.getresponse().status
    except (ConnectionRefusedError, ConnectionResetError):
        return None
    finally:
        connection.close()


def first_response_ms(
    source: list[str], data_dir: Path, body: bytes, headers: dict[str, str], wiring: dict[str, str] | None = None
) -> float:
    """Milliseconds from spawning the process to the end of its first successful response;
    `wiring`: the settings of the stores it runs on (SQLite by default)."""
    port = free_port()
    environment = {
        **os.environ,
        "MOSS_AUTH": "dev",
        "MOSS_DEV_SECRET": SECRET,
        "MOSS_DATA_DIR": str(data_dir),
        "WORKERS": "1",
        **(wiring or {}),
    }
    command = [FUNCTIONS_FRAMEWORK, *source, "--host", "127.0.0.1", "--port", str(port)]
    started = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=REPO, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    try:
        while (status := _post(port, body, headers)) is None:
            if process.poll() is not None or time.perf_counter() - started > START_TIMEOUT_SECONDS:
                raise RuntimeError(f"{' '.join(command)} did not answer (exit code {process.poll()})")
            time.sleep(0.002)
        elapsed = (time.perf_counter() - started) * 1000
    finally:
        stop(process)
    if status != 200:
        raise RuntimeError(f"{' '.join(command)} answered {status}")
    return elapsed


def run(work_dir: Path, *, rounds: int = 9) -> dict[str, float]:
    work_dir.mkdir(parents=True, exist_ok=True)
    compile_as_shipped(REPO / "shared" / "moss", REPO / "functions", REPO / "bench")
    regex_programs.write(REPO / "shared" / "moss")
    generated_code.write(REPO / "shared" / "moss")
    token = DevTokens(SECRET, timedelta(hours=1)).mint("bench")
    body = json.dumps({"text": MEETING, "now": SEED_NOW.isoformat()}).encode()
    moss_headers = {"Content-Type": "application/json", "Authorization": f"Bearer {token}"}
    trivial_headers = {"Content-Type": "application/json"}
    # A deployed function finds its store in place: the first process creates the SQLite schema, unmeasured.
    first_response_ms(MOSS, work_dir, body, moss_headers)
    moss, trivial, pydantic = [], [], []
    for _ in range(rounds):
        moss.append(first_response_ms(MOSS, work_dir, body, moss_headers))
        trivial.append(first_response_ms(TRIVIAL, work_dir, body, trivial_headers))
        pydantic.append(first_response_ms(PYDANTIC, work_dir, body, trivial_headers))
    deployed, floor = deployed_starts(work_dir, body, moss_headers, rounds=max(3, rounds // 2))
    return {
        "cold_start_deployed_moss_ms": statistics.median(deployed),
        "cold_start_deployed_floor_ms": statistics.median(floor),
        "cold_start_deployed_ratio": statistics.median(m / f for m, f in zip(deployed, floor, strict=True)),
        "cold_start_moss_ms": statistics.median(moss),
        "cold_start_trivial_ms": statistics.median(trivial),
        "cold_start_pydantic_ms": statistics.median(pydantic),
        "cold_start_ratio": statistics.median(m / t for m, t in zip(moss, trivial, strict=True)),
        "cold_start_pydantic_floor_ratio": statistics.median(p / t for p, t in zip(pydantic, trivial, strict=True)),
    }


def deployed_starts(
    work_dir: Path, body: bytes, headers: dict[str, str], *, rounds: int
) -> tuple[list[float], list[float]]:
    """Fresh starts of `parse` in the deployed wiring, each followed by one of the client-libraries floor."""
    emulator, redis_server = FirestoreEmulator().start(), RedisServer(work_dir / "redis").start()
    wiring = {
        "MOSS_FACT_STORE": "firestore",
        "MOSS_WORKING_STORE": "redis",
        "MOSS_REFERENCE_CACHE": "redis",
        "MOSS_RATE_LIMIT": "100000/minute",
        "MOSS_RATE_LIMIT_STORAGE": "redis",
        "MOSS_PARSER": "rules",
        "MOSS_REDIS_URL": redis_server.url,
        "MOSS_FIRESTORE_PROJECT": "demo-moss",
        "FIRESTORE_EMULATOR_HOST": emulator.host,
    }
    trivial_headers = {"Content-Type": "application/json"}
    try:
        # A deployed function finds its user's profile in place: the first start, unmeasured, warms the stores.
        first_response_ms(MOSS, work_dir, body, headers, wiring)
        moss, floor = [], []
        for _ in range(rounds):
            moss.append(first_response_ms(MOSS, work_dir, body, headers, wiring))
            floor.append(first_response_ms(CLIENT_LIBRARIES, work_dir, body, trivial_headers))
        return moss, floor
    finally:
        redis_server.stop()
        emulator.stop()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory(prefix="moss-cold-") as directory:
        print(json.dumps(run(Path(directory), rounds=5), indent=2))
