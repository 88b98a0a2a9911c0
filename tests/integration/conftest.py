"""The functions over HTTP with MOSS_FACT_STORE=firestore, MOSS_WORKING_STORE=redis and MOSS_REFERENCE_CACHE=redis."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import functions_framework
import pytest

from moss.bootstrap import build_app, reset_app
from moss.settings import Settings

from ..fakes import SEED_NOW, SEED_SCRIPT, FakeClock, ScriptedParser
from ..servers import RedisServer

MAIN = Path(__file__).resolve().parents[2] / "functions" / "main.py"


@dataclass
class Api:
    """A test client of `moss_local` that speaks as one user or another."""

    client: object
    tokens: dict[str, str]

    def login(self, user: str) -> None:
        response = self.client.post("/auth/dev", json={"user": user})
        assert response.status_code == 200, response.get_json()
        self.tokens[user] = response.get_json()["token"]

    def post(self, path: str, body: dict, user: str = "alice"):
        return self.client.post(path, json=body, headers={"Authorization": f"Bearer {self.tokens[user]}"})

    def get(self, path: str, user: str = "alice"):
        return self.client.get(path, headers={"Authorization": f"Bearer {self.tokens[user]}"})

    def say(self, text: str, user: str = "alice"):
        """Parse an utterance and lint-commit it; the JSON of /lint_commit."""
        parsed = self.post("/parse", {"text": text, "now": SEED_NOW.isoformat()}, user)
        assert parsed.status_code == 200, parsed.get_json()
        committed = self.post("/lint_commit", {"message_id": parsed.get_json()["message_id"]}, user)
        assert committed.status_code == 200, committed.get_json()
        return committed.get_json()


def cloud_api(redis_url: str, tmp_path: Path) -> Api:
    settings = Settings(
        auth="dev",
        dev_secret="integration-test-secret-of-32-bytes-or-more",
        data_dir=tmp_path,
        fact_store="firestore",
        working_store="redis",
        reference_cache="redis",
        redis_url=redis_url,
        redis_timeout_seconds=0.5,
        firestore_project="demo-moss",
        timezone="Asia/Seoul",
    )
    reset_app(build_app(settings, clock=FakeClock(SEED_NOW), parser=ScriptedParser(SEED_SCRIPT)))
    api = Api(functions_framework.create_app(target="moss_local", source=str(MAIN)).test_client(), {})
    api.login("alice")
    api.login("bob")
    return api


@pytest.fixture
def api(redis_server, firestore_emulator, tmp_path) -> Iterator[Api]:
    redis_server.flush()
    firestore_emulator.reset()
    yield cloud_api(redis_server.url, tmp_path)
    reset_app(None)


@pytest.fixture
def own_redis(tmp_path) -> Iterator[RedisServer]:
    """A redis-server of this test alone, which it may stop and start again."""
    server = RedisServer(tmp_path / "redis-data").start()
    yield server
    server.stop()
