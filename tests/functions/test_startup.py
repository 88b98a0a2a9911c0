"""A function process's start: the collector runs rarely until the first response, then as usual;
it loads the request model and the use case of its own function, not the others', nor the lint side's models."""

from __future__ import annotations

import gc
import importlib
import json
import os
import subprocess
import sys

import moss.entrypoints.startup as startup

from ..apps import app_settings, function_client, installed_app
from ..servers import REPO


def test_the_collector_runs_rarely_until_the_first_response_and_as_usual_after_it():
    startup.started()  # whatever an earlier test served: the defaults are back
    importlib.reload(startup)  # what a new process's import of functions/main.py does
    try:
        assert gc.get_threshold() == startup.STARTING_THRESHOLDS != startup.DEFAULT_THRESHOLDS
        with installed_app(app_settings()):
            client = function_client("healthz")
            assert client.get("/").status_code == 200
            assert gc.get_threshold() == startup.DEFAULT_THRESHOLDS
            gc.set_threshold(1_000, 10, 10)
            assert client.get("/").status_code == 200
            assert gc.get_threshold() == (1_000, 10, 10), "only the first response ends the start"
    finally:
        gc.set_threshold(*startup.DEFAULT_THRESHOLDS)


# A fresh process serving /parse as the deployed parse function does, reporting the MOSS modules it loaded.
_SERVE_ONE_PARSE = """
import json, sys
import functions_framework
from moss.auth import DevTokens
from datetime import timedelta
token = DevTokens(sys.argv[1], timedelta(minutes=5)).mint("alice")
client = functions_framework.create_app("parse", "functions/main.py").test_client()
answer = client.post("/", json={"text": "Lunch with Mina Friday at noon"}, headers={"Authorization": f"Bearer {token}"})
assert answer.status_code == 200, answer.get_data()
print(json.dumps(sorted(name for name in sys.modules if name.startswith("moss."))))
"""


def test_the_parse_function_loads_its_own_request_model_and_use_case_only_and_no_lint_models(tmp_path):
    secret = "a-test-secret-of-at-least-32-bytes!!"
    environment = {
        **os.environ,
        "MOSS_AUTH": "dev",
        "MOSS_DEV_SECRET": secret,
        "MOSS_FACT_STORE": "memory",
        "MOSS_WORKING_STORE": "memory",
        "MOSS_DATA_DIR": str(tmp_path),
    }
    served = subprocess.run(
        [sys.executable, "-c", _SERVE_ONE_PARSE, secret],
        cwd=REPO,
        env=environment,
        capture_output=True,
        text=True,
        check=True,
    )
    loaded = set(json.loads(served.stdout.splitlines()[-1]))
    assert {name for name in loaded if name.startswith("moss.entrypoints.api.")} == {"moss.entrypoints.api.parse"}
    assert {name for name in loaded if name.startswith("moss.usecases.")} == {
        "moss.usecases.command",
        "moss.usecases.deps",
        "moss.usecases.parse",
    }
    assert "moss.domain.commits" not in loaded, "a parse makes no lint result, pending decision or commit record"
