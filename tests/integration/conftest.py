"""The functions over HTTP with MOSS_FACT_STORE=firestore, MOSS_WORKING_STORE=redis and MOSS_REFERENCE_CACHE=redis."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from ..apps import app_settings, function_client, installed_app
from ..fakes import SEED_NOW, SEED_SCRIPT, FakeClock, ScriptedParser
from ..servers import ApiClient, RedisServer


@dataclass
class Users:
    """alice and bob, each with a client of `moss_local` signed in as them."""

    alice: ApiClient
    bob: ApiClient


@contextmanager
def cloud_users(redis_url: str, tmp_path: Path) -> Iterator[Users]:
    settings = app_settings(
        data_dir=tmp_path,
        fact_store="firestore",
        working_store="redis",
        reference_cache="redis",
        redis_url=redis_url,
        redis_timeout_seconds=0.5,
        firestore_project="demo-moss",
    )
    with installed_app(settings, clock=FakeClock(SEED_NOW), parser=ScriptedParser(SEED_SCRIPT)):
        client = ApiClient(function_client())
        yield Users(client.sign_in("alice"), client.sign_in("bob"))


@pytest.fixture
def users(redis_server, firestore_emulator, tmp_path) -> Iterator[Users]:
    redis_server.flush()
    firestore_emulator.reset()
    with cloud_users(redis_server.url, tmp_path) as both:
        yield both


@pytest.fixture
def own_redis(tmp_path) -> Iterator[RedisServer]:
    """A redis-server of this test alone, which it may stop and start again."""
    server = RedisServer(tmp_path / "redis-data").start()
    yield server
    server.stop()
