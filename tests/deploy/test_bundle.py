"""The deploy bundle: what Cloud Functions would build imports and answers.

The module builds build/bundle's twin in a temp dir, installs its requirements.txt into a
fresh virtualenv (a few minutes; pip's cache makes reruns quicker), starts one
functions-framework server per deployed entry point from inside the bundle on a free port,
and calls each over HTTP, in dev auth mode on a shared SQLite data dir.
"""

from __future__ import annotations

import http.server
import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp_types import ElicitResult

from moss.adapters import generated_code, regex_programs

from ..servers import ApiClient, free_port, run_async
from .infra import INFRA, MAIN, ROOT, asgi_functions, deployed_function_names, load_module, pins

bundle = load_module(INFRA / "bundle.py", "moss_infra_bundle")  # what `make bundle` runs
smoke = load_module(INFRA / "smoke.py", "moss_infra_smoke")  # Cloud Build's last step

START_TIMEOUT_SECONDS = 60


def test_bundle_holds_main_the_core_and_the_runtime_lock(tmp_path):
    out = bundle.build(tmp_path / "bundle")
    assert (out / "main.py").read_text() == MAIN.read_text()
    assert (out / "moss" / "__init__.py").is_file() and (out / "moss" / "settings.py").is_file()
    # Bytecode of exactly the bundle's sources, for this Python, checked against the source's hash.
    compiled = {path.parent.parent / f"{path.name.split('.')[0]}.py" for path in out.rglob("*.pyc")}
    assert compiled == set(out.rglob("*.py"))
    assert {path.name.split(".")[1] for path in out.rglob("*.pyc")} == {sys.implementation.cache_tag}
    assert all(path.read_bytes()[4:8] == b"\x03\x00\x00\x00" for path in out.rglob("*.pyc")), "checked-hash pycs"
    # And the program of every regular expression, for this Python too.
    assert regex_programs.read(regex_programs.programs_file(out / "moss")) == regex_programs.collect()
    # And the code of the source dataclasses and typing generate while it imports, each what compile makes.
    codes = generated_code.read(generated_code.code_file(out / "moss"))
    assert len(codes) > 300 and all(code == generated_code.compiled(*key) for key, code in codes.items())
    # What is deployed is what `make run` and `make test` install: the same pins, the same hashes.
    header, locked = (out / "requirements.txt").read_text().split("\n", 1)
    lock = (ROOT / "requirements.lock").read_text()
    assert header.startswith("#") and locked.startswith(lock)
    # ... and the extras other packages ask for, pinned again with the same hashes (infra/bundle.py)
    assert "google-auth[requests]==" in locked[len(lock) :]
    names = {pin.name for pin in pins("requirements.lock")}
    assert {"functions-framework", "pydantic", "google-cloud-firestore", "redis"} <= names


def wait_for_port(port: int, process: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"functions-framework exited {process.returncode}:\n{log.read_text()}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    raise RuntimeError(f"functions-framework did not listen on {port}:\n{log.read_text()}")


@pytest.fixture(scope="module")
def bundle_venv(tmp_path_factory) -> tuple[Path, Path]:
    """The bundle, and a fresh virtualenv holding only its requirements.txt."""
    root = tmp_path_factory.mktemp("deploy")
    out = bundle.build(root / "bundle")
    venv = root / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run(
        [
            str(venv / "bin" / "pip"),
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "-r",
            str(out / "requirements.txt"),
        ],
        check=True,
    )
    return out, venv


@pytest.fixture(scope="module")
def served(bundle_venv, tmp_path_factory) -> Iterator[dict[str, str]]:
    """URL of each deployed entry point, each served by its own functions-framework process."""
    out, venv = bundle_venv
    data_dir = tmp_path_factory.mktemp("data")
    environment = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith("MOSS_") and name not in {"REDIS_URL", "PYTHONPATH"}
    }
    environment |= {
        "MOSS_AUTH": "dev",
        "MOSS_FACT_STORE": "sqlite",
        "MOSS_WORKING_STORE": "sqlite",
        "MOSS_DATA_DIR": str(data_dir),
        "MOSS_TELEGRAM_SECRET": "bundle-test-secret",
    }
    servers: dict[str, tuple[subprocess.Popen, int, Path]] = {}
    asgi = set(asgi_functions())

    def start(name: str) -> tuple[subprocess.Popen, int, Path]:
        # a port none of the others has (two free ports asked for in a row may be the same one)
        port, log = (
            next(p for p in iter(free_port, None) if p not in {s[1] for s in servers.values()}),
            data_dir / f"{name}.log",
        )
        command = [
            str(venv / "bin" / "functions-framework"),
            "--target",
            name,
            "--source",
            "main.py",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
        ]
        with log.open("w") as handle:
            # As functions.tf deploys it: an ASGI function with FUNCTION_USE_ASGI set.
            mode = {"FUNCTION_USE_ASGI": "true"} if name in asgi else {}
            process = subprocess.Popen(
                command, cwd=out, env=environment | mode, stdout=handle, stderr=subprocess.STDOUT
            )
        return process, port, log

    try:
        for name in sorted(deployed_function_names()):
            servers[name] = start(name)
        for process, port, log in servers.values():
            wait_for_port(port, process, log)
        # each listening where it was told: one that found its port taken (by a process outside the test) has exited
        for process, _, log in servers.values():
            if process.poll() is not None:
                raise RuntimeError(f"functions-framework exited {process.returncode}:\n{log.read_text()}")
        yield {name: f"http://127.0.0.1:{port}" for name, (_, port, _) in servers.items()}
    finally:
        for process, _, _ in servers.values():
            process.terminate()
        for process, _, _ in servers.values():
            process.wait(timeout=30)


def call(url: str, body: dict | None = None, *, token: str | None = None, path: str = "") -> tuple[int, dict]:
    return ApiClient(url, token).request("GET" if body is None else "POST", path, body)


def test_the_bundle_runs_apart_from_the_source_tree(bundle_venv):
    out, venv = bundle_venv
    located = subprocess.run(
        [str(venv / "bin" / "python"), "-c", "import moss, main; print(moss.__file__)"],
        cwd=out,
        capture_output=True,
        text=True,
        check=True,
        env={"PATH": os.environ["PATH"]},
    )
    assert Path(located.stdout.strip()).is_relative_to(out)
    assert not Path(located.stdout.strip()).is_relative_to(ROOT)


def test_healthz_answers(served):
    assert call(served["healthz"]) == (200, {"status": "ok", "fact_store": "sqlite", "working_store": "sqlite"})


@pytest.mark.parametrize("name", ["parse", "lint_commit", "confirm", "query", "memories"])
def test_functions_refuse_a_call_without_a_token(served, name):
    status, payload = call(served[name], None if name == "memories" else {})
    assert status == 401
    assert payload["error"]["code"] == "missing_token"


def test_the_seed_scenario_runs_across_the_deployed_functions(served):
    """Vacation, a meeting over it (cancelled), a question: every function, one shared store."""
    status, signed_in = call(served["auth_dev"], {"user": "alice"})
    assert status == 200 and signed_in["user"] == "alice"
    token = signed_in["token"]

    def parse(text: str) -> dict:
        status, parsed = call(
            served["parse"], {"text": text, "now": "2026-07-16T09:00:00+09:00", "timezone": "Asia/Seoul"}, token=token
        )
        assert status == 200, parsed
        return parsed

    vacation = parse("I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar.")
    status, committed = call(served["lint_commit"], {"message_id": vacation["message_id"]}, token=token)
    assert status == 200 and committed["status"] == "SUCCESS", committed
    [fact] = committed["committed"]

    meeting = parse("Schedule a dev team meeting for Friday at 10 AM.")
    status, linted = call(served["lint_commit"], {"message_id": meeting["message_id"]}, token=token)
    assert (status, linted["status"], linted["conflict_type"]) == (200, "CONFIRM_REQUIRED", "VACATION_OVERLAP")
    status, cancelled = call(served["confirm"], {"pending_id": linted["pending_id"], "decision": "cancel"}, token=token)
    assert (status, cancelled["status"]) == (200, "CANCELLED")

    question = parse("Summarize my schedule for Friday at 10 AM.")
    status, answered = call(served["query"], {"message_id": question["message_id"]}, token=token)
    assert status == 200 and [item["id"] for item in answered["facts"]] == [fact["id"]]
    status, listed = call(served["memories"], token=token, path="?status=all")
    assert status == 200 and [item["id"] for item in listed["facts"]] == [fact["id"]]
    status, provenance = call(served["memories"], token=token, path=f"/{fact['id']}/provenance")
    assert status == 200 and provenance["created_by"]["message_id"] == vacation["message_id"]


def hosting(directory: Path, rewrites: dict[str, str]):
    """A stand-in for Firebase Hosting: static files, and each rewritten path fetched from its function."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(directory), **kwargs)

        def do_GET(self):
            if self.path not in rewrites:
                return super().do_GET()
            with urllib.request.urlopen(rewrites[self.path], timeout=30) as answer:
                body = answer.read()
            self.send_response(answer.status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    return http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)


def test_the_cloud_build_smoke_check_passes_against_the_bundle(served, tmp_path):
    (tmp_path / "config.json").write_text(json.dumps({"apiBase": "", "auth": "dev"}))
    with hosting(tmp_path, {"/healthz": served["healthz"]}) as web:
        threading.Thread(target=web.serve_forever, daemon=True).start()
        web_url = f"http://127.0.0.1:{web.server_address[1]}"
        outputs = {
            "function_urls": {"value": served},
            "web_url": {"value": web_url},
            "web_config_url": {"value": f"{web_url}/config.json"},
        }
        try:
            assert smoke.smoke(outputs) == []
            outputs["function_urls"]["value"] = served | {"healthz": served["parse"]}
            (tmp_path / "config.json").write_text(json.dumps({"apiBase": "", "auth": "dev", "functions": served}))
            healthz_problem, origin_problem = smoke.smoke(outputs)
            assert healthz_problem.startswith("healthz answered 405")
            assert "another origin" in origin_problem
        finally:
            web.shutdown()


@pytest.mark.parametrize(("mode", "elicited"), [("2026-07-28", True), ("legacy", False)])
def test_the_mcp_function_is_stateless_and_asks_where_the_protocol_lets_it(served, mode, elicited):
    """Deployed, /mcp keeps no sessions: a 2026-07-28 client is asked (input_required, any instance
    continues it); a 2025-11-25 client is answered as if it could not elicit (the pending outcome)."""
    status, signed_in = call(served["auth_dev"], {"user": f"agent-{mode[:3]}"})
    assert status == 200
    asked: list = []

    async def approve(_context: object, params: object) -> ElicitResult:
        asked.append(params)
        return ElicitResult(action="accept", content={"decision": "approve"})

    async def conversation() -> list[dict]:
        http = create_mcp_http_client(headers={"Authorization": f"Bearer {signed_in['token']}"})
        async with (
            http,
            Client(
                streamable_http_client(served["mcp"], http_client=http),
                mode=mode,
                elicitation_callback=approve,  # type: ignore[arg-type]
            ) as client,
        ):
            zone = {"timezone": "Asia/Seoul", "now": "2030-08-01T09:00:00+09:00"}
            results = []
            for text in ("Standup on August 15 at 9am", "Retro on August 15 at 9:30am"):
                result = await client.call_tool("remember", {"text": text, **zone})
                assert not result.is_error and result.structured_content is not None, result.content
                results.append(result.structured_content)
            return results

    first, second = run_async(conversation())
    assert first["status"] == "SUCCESS"
    if elicited:
        assert second["status"] == "SUCCESS_WITH_OVERWRITE" and len(asked) == 1
    else:
        assert second["status"] == "CONFIRM_REQUIRED" and second["pending_id"] and asked == []


def test_the_mcp_function_refuses_a_call_without_a_token(served):
    status, payload = call(served["mcp"], {})
    assert status == 401 and payload["error"]["code"] == "missing_token"
