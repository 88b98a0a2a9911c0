from __future__ import annotations

from pathlib import Path

import functions_framework
import pytest

from moss.bootstrap import build_app, reset_app
from moss.settings import Settings

from ..fakes import SEED_SCRIPT, ScriptedParser

MAIN = str(Path(__file__).resolve().parents[2] / "functions" / "main.py")


@pytest.fixture
def moss_app(tmp_path):
    """A process-wide app on in-memory stores and the scripted parser, removed afterwards."""
    app = build_app(
        Settings(
            fact_store="memory",
            working_store="memory",
            auth="dev",
            dev_secret="test-secret-of-at-least-32-bytes!!",
            data_dir=tmp_path,
            timezone="Asia/Seoul",
            cors_origins="https://moss.example",
        ),
        parser=ScriptedParser(SEED_SCRIPT),
    )
    reset_app(app)
    yield app
    reset_app(None)


@pytest.fixture
def client_for(moss_app):
    """A test client of one deployed function, as functions-framework would serve it."""
    clients = {}

    def client(target: str):
        if target not in clients:
            clients[target] = functions_framework.create_app(target=target, source=MAIN).test_client()
        return clients[target]

    return client


@pytest.fixture
def token(client_for):
    def mint(user: str = "alice") -> str:
        response = client_for("auth_dev").post("/", json={"user": user})
        assert response.status_code == 200, response.get_json()
        return response.get_json()["token"]

    return mint
