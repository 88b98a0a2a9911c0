from __future__ import annotations

import pytest

from ..apps import app_settings, function_client, installed_app
from ..fakes import SEED_SCRIPT, ScriptedParser


@pytest.fixture
def moss_app(tmp_path):
    """A process-wide app on in-memory stores and the scripted parser, removed afterwards."""
    settings = app_settings(data_dir=tmp_path, cors_origins="https://moss.example")
    with installed_app(settings, parser=ScriptedParser(SEED_SCRIPT)) as app:
        yield app


@pytest.fixture
def client_for(moss_app):
    """A test client of one deployed function, as functions-framework would serve it."""
    clients = {}

    def client(target: str):
        if target not in clients:
            clients[target] = function_client(target)
        return clients[target]

    return client


@pytest.fixture
def token(client_for):
    def mint(user: str = "alice") -> str:
        response = client_for("auth_dev").post("/", json={"user": user})
        assert response.status_code == 200, response.get_json()
        return response.get_json()["token"]

    return mint
