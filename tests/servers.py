"""Real processes for tests: the local MOSS server (through `make run`), a throwaway
redis-server and the Firestore emulator.

Each binds 127.0.0.1 on a free port with its data in a temporary directory (Redis never
persists), so no test touches a shared instance. A server that cannot start fails the
test run loudly: `make test` installs what they need.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import httpx2
import redis

from moss_client import MossClient

if TYPE_CHECKING:
    from flask.testing import FlaskClient

T = TypeVar("T")
REPO = Path(__file__).resolve().parents[1]
EMULATORS_DIR = Path(__file__).parent / "emulators"
START_TIMEOUT_SECONDS = 20.0
IN_PROCESS = "http://localhost"  # the base URL of a test client's app, which takes any host


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_healthy(base_url: str, process: subprocess.Popen, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited early with code {process.returncode}")
        try:
            with urllib.request.urlopen(f"{base_url}/healthz", timeout=1) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.1)
    raise TimeoutError(f"{base_url} did not become healthy in {timeout} s")


MAKE_RUN = ["make", "--no-print-directory", "run"]


@dataclass
class Server:
    base_url: str
    process: subprocess.Popen


# A Gemini key in the shell would turn the default parser (auto) on, and tests never call Google;
# a test that wants Gemini passes its own MOSS_PARSER (and the stub's MOSS_GEMINI_BASE_URL).
# Drills race one user against themselves (a hundred writes at once): the limit on a user's
# requests running at once is set only by the drill of that limit (drills/test_fairness.py).
OFFLINE = {"MOSS_PARSER": "rules", "MOSS_MAX_REQUESTS_IN_FLIGHT": "0"}


@contextmanager
def serving(command: list[str], data_dir: Path, **env: str) -> Iterator[Server]:
    """Run a server `command` in its own process group on a free port; yield it; stop it.

    The port reaches the command as PORT in its environment and as "$PORT" in its arguments.
    """
    port = free_port()
    environment = {**os.environ, **OFFLINE, "PORT": str(port), "MOSS_DATA_DIR": str(data_dir), "MOSS_AUTH": "dev"}
    environment |= env
    log = open(data_dir / "server.log", "ab")
    process = subprocess.Popen(
        [part.replace("$PORT", str(port)) for part in command],
        cwd=REPO,
        env=environment,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base_url = f"http://127.0.0.1:{port}"
    try:
        wait_until_healthy(base_url, process)
        yield Server(base_url, process)
    finally:
        stop(process)
        log.close()


def stop(process: subprocess.Popen, sig: signal.Signals = signal.SIGTERM) -> None:
    """Signal the whole process group (make, functions-framework, gunicorn workers) and reap it."""
    try:
        os.killpg(process.pid, sig)
    except ProcessLookupError:
        pass
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def refused_start(data_dir: Path, timeout: float = START_TIMEOUT_SECONDS, **env: str) -> tuple[int, str]:
    """Run `make run` expecting it to refuse to start: its exit code and output (it is stopped if it serves)."""
    environment = {**os.environ, **OFFLINE, "PORT": str(free_port()), "MOSS_DATA_DIR": str(data_dir), **env}
    process = subprocess.Popen(
        MAKE_RUN, cwd=REPO, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        output, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop(process)
        raise AssertionError(f"`make run` with {env} started serving instead of refusing") from None
    return process.returncode, output.decode()


@contextmanager
def local_server(data_dir: Path, **env: str) -> Iterator[str]:
    """Run `make run` on a free port with its own data dir; yield the base URL; stop it."""
    with serving(MAKE_RUN, data_dir, **env) as server:
        yield server.base_url


class ApiClient:
    """The tests' one JSON client of MOSS, on `moss_client`'s wire (no retries: a test sees every
    503): real HTTP to a base URL, or in process through a functions-framework test client
    (`tests.apps.function_client`). Calls answer (status, body), errors included."""

    def __init__(self, target: str | FlaskClient, token: str | None = None) -> None:
        self.target, self.token = target, token
        if isinstance(target, str):
            self.client = MossClient(target, token, retries=0)
        else:
            transport = httpx2.WSGITransport(app=target.application)
            self.client = MossClient(IN_PROCESS, token, retries=0, transport=transport)

    def request(self, method: str, path: str, body: object | None = None) -> tuple[int, dict]:
        response = self.client.send(method, path, json=body)
        if not isinstance(self.target, str):
            assert response.headers.get("content-type", "").startswith("application/json"), (
                response.status_code,
                response.text,
            )
        return response.status_code, response.json() if response.content else {}

    def post(self, path: str, body: object) -> tuple[int, dict]:
        return self.request("POST", path, body)

    def get(self, path: str) -> tuple[int, dict]:
        return self.request("GET", path)

    def sign_in(self, user: str) -> ApiClient:
        status, body = self.post("/auth/dev", {"user": user})
        assert status == 200, body
        return ApiClient(self.target, body["token"])

    def ok(self, method: str, path: str, body: object | None = None) -> dict:
        """The body of a call that must succeed."""
        status, answer = self.request(method, path, body)
        assert status == 200, (path, status, answer)
        return answer

    def parse(self, text: str, now: datetime | None = None) -> dict:
        return self.ok("POST", "/parse", {"text": text} | ({"now": now.isoformat()} if now else {}))

    def say(self, text: str, now: datetime | None = None) -> dict:
        """Parse an utterance, then lint-commit a WRITE or answer a QUERY (with the baseline): that body."""
        parsed = self.parse(text, now)
        if parsed["intent"] == "QUERY":
            return self.ok("POST", "/query", {"message_id": parsed["message_id"], "compare": True})
        return self.ok("POST", "/lint_commit", {"message_id": parsed["message_id"]})

    def memories(self, status: str = "all") -> list[dict]:
        return self.ok("GET", f"/memories?status={status}")["facts"]


class RedisServer:
    """A redis-server the test owns; `stop()` and `start()` again simulate an outage."""

    def __init__(self, data_dir: Path, *, persistent: bool = False) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            raise RuntimeError("redis-server is not installed; `make test` installs it (apt-get install redis-server)")
        self.binary, self.data_dir, self.port = binary, data_dir, free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        # Persistent: every write is appended and fsynced, so a restart keeps the dialog state.
        self.persistence = ["--appendonly", "yes", "--appendfsync", "always"] if persistent else ["--appendonly", "no"]
        self._process: subprocess.Popen | None = None

    def start(self) -> RedisServer:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self._process = subprocess.Popen(
            [
                self.binary,
                "--bind",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--save",
                "",
                *self.persistence,
                "--dir",
                str(self.data_dir),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.STDOUT,
        )
        client = redis.Redis(port=self.port, socket_connect_timeout=0.2)
        deadline = time.monotonic() + START_TIMEOUT_SECONDS
        while True:
            try:
                client.ping()
                return self
            except redis.ConnectionError:
                if self._process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"redis-server did not start on port {self.port}") from None
                time.sleep(0.05)
            finally:
                client.close()

    def stop(self) -> None:
        if self._process is not None:
            self._process.terminate()
            self._process.wait(timeout=10)
            self._process = None

    def flush(self) -> None:
        client = redis.Redis(port=self.port)
        client.flushall()
        client.close()


class FirestoreEmulator:
    """`tests/emulators/firestore.mjs` in a child process, driven over its stdin."""

    def __init__(self) -> None:
        if not (EMULATORS_DIR / "node_modules" / "@firestore-emulator" / "server").is_dir():
            raise RuntimeError(
                f"the Firestore emulator is not installed; run `npm ci` in {EMULATORS_DIR} (make test does)"
            )
        node = shutil.which("node")
        if node is None:
            raise RuntimeError("node is not installed; the Firestore emulator needs Node.js 18 or later")
        self.node, self.port = node, free_port()
        self.host = f"127.0.0.1:{self.port}"
        self._process: subprocess.Popen | None = None

    def start(self) -> FirestoreEmulator:
        self._process = subprocess.Popen(
            [self.node, "firestore.mjs", str(self.port)],
            cwd=EMULATORS_DIR,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self._expect("ready")
        return self

    def _expect(self, line: str) -> None:
        assert self._process is not None and self._process.stdout is not None
        answer = self._process.stdout.readline().strip()
        if answer != line:
            self.stop()
            raise RuntimeError(f"the Firestore emulator answered {answer!r} instead of {line!r}")

    def reset(self) -> None:
        """Drop every document, so each test starts from an empty database."""
        assert self._process is not None and self._process.stdin is not None
        self._process.stdin.write("reset\n")
        self._process.stdin.flush()
        self._expect("reset")

    def stop(self) -> None:
        if self._process is not None:
            if self._process.stdin is not None:
                self._process.stdin.close()  # the emulator exits when its stdin closes
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            self._process = None


class FirebaseAuthEmulator:
    """The Firebase Authentication emulator of firebase-tools (Node, no Java) on free ports.

    It issues the unsigned ID tokens that MOSS trusts only with FIREBASE_AUTH_EMULATOR_HOST set.
    """

    PROJECT = "demo-moss"

    def __init__(self, work_dir: Path) -> None:
        self.cli = EMULATORS_DIR / "node_modules" / ".bin" / "firebase"
        if not self.cli.exists():
            raise RuntimeError(f"firebase-tools is not installed; run `npm ci` in {EMULATORS_DIR} (make test does)")
        self.work_dir, self.port = work_dir, free_port()
        self.host = f"127.0.0.1:{self.port}"
        self.url = f"http://{self.host}"
        self._process: subprocess.Popen | None = None

    def start(self) -> FirebaseAuthEmulator:
        self.work_dir.mkdir(parents=True, exist_ok=True)
        # Every port the CLI would open is a free one, so runs never collide.
        config = {
            "emulators": {
                "auth": {"host": "127.0.0.1", "port": self.port},
                "hub": {"host": "127.0.0.1", "port": free_port()},
                "logging": {"host": "127.0.0.1", "port": free_port()},
                "ui": {"enabled": False},
                "singleProjectMode": True,
            }
        }
        (self.work_dir / "firebase.json").write_text(json.dumps(config))
        self._process = subprocess.Popen(
            [str(self.cli), "emulators:start", "--only", "auth", "--project", self.PROJECT],
            cwd=self.work_dir,
            env={**os.environ, "FIREBASE_CLI_DISABLE_UPDATE_CHECK": "true"},
            stdout=open(self.work_dir / "emulator.log", "ab"),
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        # The CLI loads much of firebase-tools before it serves: tens of seconds on a busy machine.
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(f"the Auth emulator exited early; see {self.work_dir / 'emulator.log'}")
            try:
                with urllib.request.urlopen(self.url, timeout=1):
                    return self
            except urllib.error.HTTPError:
                return self
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.2)
        self.stop()
        raise TimeoutError(f"the Auth emulator did not start on {self.host}")

    def stop(self) -> None:
        if self._process is not None:
            stop(self._process)
            self._process = None


def run_async(coroutine: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run` in a thread of its own: the browser tests' Playwright keeps an event loop
    running in the main thread for the whole session, where asyncio.run refuses to start."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
