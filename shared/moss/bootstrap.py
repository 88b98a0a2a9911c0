"""The one place that wires adapters to ports from settings.

Nothing connects at import time: `get_app()` builds everything on the first request of a
process and keeps it for the next ones (one instance per function container).
"""

from __future__ import annotations

import secrets
import threading
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from .adapters.clock import SystemClock
from .adapters.memory import InMemoryStore, InMemoryWorkingStore
from .adapters.sqlite import SqliteDatabase, SqliteStore, SqliteWorkingStore
from .adapters.template import TemplateSynthesizer
from .auth import DevTokens, JwksTokens
from .domain.errors import Unavailable
from .ports import Clock, Parser
from .services import MemoryService, resolve_timezone
from .settings import Settings


@dataclass
class App:
    settings: Settings
    service: MemoryService
    verifier: DevTokens | JwksTokens
    dev_tokens: DevTokens | None


def _dev_secret(settings: Settings) -> str:
    """Dev tokens must verify in every worker process, so the generated key is kept on disk."""
    if settings.dev_secret is not None:
        return settings.dev_secret.get_secret_value()
    path = Path(settings.data_dir) / "dev-secret"
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        with path.open("x") as handle:
            handle.write(secrets.token_urlsafe(32))
    except FileExistsError:
        pass
    return path.read_text().strip()


def _parser(settings: Settings) -> Parser:
    from .parsing.rules import RuleParser

    return RuleParser()


def build_app(settings: Settings, *, clock: Clock | None = None, parser: Parser | None = None) -> App:
    clock = clock or SystemClock()
    resolve_timezone(settings.timezone)
    if settings.fact_store == "memory":
        durable = InMemoryStore()
    elif settings.fact_store == "sqlite":
        durable = SqliteStore(SqliteDatabase(Path(settings.data_dir) / "moss.db"))
    else:
        raise Unavailable(f"fact store {settings.fact_store!r} is not available in this build", code="store_unavailable")
    if settings.working_store == "memory":
        working = InMemoryWorkingStore(clock)
    elif settings.working_store == "sqlite":
        working = SqliteWorkingStore(SqliteDatabase(Path(settings.data_dir) / "moss.db"), clock)
    else:
        raise Unavailable(f"working store {settings.working_store!r} is not available in this build", code="store_unavailable")
    service = MemoryService(
        facts=durable,
        messages=durable,
        profiles=durable,
        working=working,
        parser=parser or _parser(settings),
        synthesizer=TemplateSynthesizer(),
        clock=clock,
        default_timezone=settings.timezone,
        pending_ttl=timedelta(seconds=settings.pending_ttl_seconds),
        parse_ttl=timedelta(seconds=settings.parse_ttl_seconds),
    )
    if settings.auth == "dev":
        dev = DevTokens(_dev_secret(settings), timedelta(seconds=settings.dev_token_ttl_seconds))
        return App(settings=settings, service=service, verifier=dev, dev_tokens=dev)
    if not settings.jwks_url:
        raise Unavailable("MOSS_AUTH=jwt needs MOSS_JWKS_URL", code="auth_unconfigured")
    verifier = JwksTokens(settings.jwks_url, settings.jwt_issuer, settings.jwt_audience)
    return App(settings=settings, service=service, verifier=verifier, dev_tokens=None)


_app: App | None = None
_app_lock = threading.Lock()


def get_app() -> App:
    global _app
    with _app_lock:
        if _app is None:
            _app = build_app(Settings())
        return _app


def reset_app(app: App | None = None) -> None:
    """Tests swap the process-wide app (e.g. for one on in-memory fakes)."""
    global _app
    with _app_lock:
        _app = app
