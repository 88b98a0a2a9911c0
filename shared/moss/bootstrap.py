"""The one place that wires adapters to ports from settings.

Nothing connects at import time: `get_app()` builds everything on the first request of a
process and keeps it for the next ones (one instance per function container).
"""

from __future__ import annotations

import functools
import os
import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from .adapters.clock import SystemClock
from .auth import DevTokens, TokenClaims, VerifiedTokenCache
from .domain.errors import Unavailable
from .domain.limits import Limits
from .domain.patterns import use_compiler
from .ports import Clock, FactStore, InFlight, Parser, ProfileStore, Quota, Synthesizer, WorkingStore
from .settings import Settings
from .usecases import Deps, UseCases

if TYPE_CHECKING:  # each adapter loads only when settings choose it
    import redis

    from .adapters.firestore_store import FirestoreStore
    from .adapters.memory import InMemoryStore
    from .adapters.sqlite import SqliteDatabase, SqliteStore


@dataclass
class App:
    settings: Settings
    usecases: UseCases
    verifier: VerifiedTokenCache
    dev_tokens: DevTokens | None
    quota: Quota
    in_flight: InFlight


def check_settings(settings: Settings) -> None:
    """Refuse insecure settings: every request answers 503 and the log says why (`make run` stops first)."""
    problems = settings.insecurities()
    if problems:
        raise Unavailable(
            "MOSS is not configured safely and serves nothing; the operator's log says why",
            code="insecure_configuration",
            detail="; ".join(problems),
        )


def _dev_secret(settings: Settings) -> str:
    """Dev tokens must verify in every worker process, so the generated key is kept on disk, readable by us only."""
    if settings.dev_secret is not None:
        return settings.dev_secret.get_secret_value()
    path = Path(settings.data_dir) / "dev-secret"
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        os.chmod(path, 0o600)  # a key file from an older version may be readable by everyone
    else:
        with os.fdopen(descriptor, "w") as handle:
            handle.write(secrets.token_urlsafe(32))
    return path.read_text().strip()


def _use_shipped_patterns() -> None:
    """Patterns compile from the programs the bundle ships, where it ships them (~18 ms off a first parse)."""
    from .adapters.regex_programs import compiler

    use_compiler(compiler())


def _rule_parser(settings: Settings) -> Parser:
    from .parsing.rules import RuleParser

    return RuleParser(max_facts=settings.max_facts_per_write)


def _sqlite_database(settings: Settings) -> SqliteDatabase:
    from .adapters.sqlite import SqliteDatabase

    return SqliteDatabase(Path(settings.data_dir) / "moss.db")


def _durable_store(
    settings: Settings, sqlite: Callable[[], SqliteDatabase]
) -> InMemoryStore | SqliteStore | FirestoreStore:
    if settings.fact_store == "memory":
        from .adapters.memory import InMemoryStore

        return InMemoryStore()
    if settings.fact_store == "sqlite":
        from .adapters.sqlite import SqliteStore

        return SqliteStore(sqlite())
    from .adapters.firestore_store import FirestoreStore, firestore_client

    return FirestoreStore(
        firestore_client(settings.firestore_project, settings.firestore_database, settings.firestore_timeout_seconds)
    )


def _redis_client(settings: Settings) -> redis.Redis:
    from .adapters.redis_store import redis_client

    ca_cert = settings.redis_ca_cert.get_secret_value() if settings.redis_ca_cert else None
    return redis_client(settings.redis_url, settings.redis_timeout_seconds, ca_cert)


def _reference_cached(settings: Settings, durable: FactStore, redis_connection: Callable[[], redis.Redis]) -> FactStore:
    if settings.reference_cache == "none":
        return durable
    if settings.fact_store == "memory":
        # Its versions restart at 0 with the process, so Redis entries of an earlier run would match.
        raise Unavailable("MOSS_REFERENCE_CACHE=redis needs a persistent MOSS_FACT_STORE", code="cache_unconfigured")
    from .adapters.cached import ReferenceCachedFactStore
    from .adapters.redis_store import RedisReferenceCache

    return ReferenceCachedFactStore(
        durable, RedisReferenceCache(redis_connection(), settings.redis_prefix, settings.reference_cache_ttl_seconds)
    )


def _profiles(settings: Settings, durable: ProfileStore, redis_connection: Callable[[], redis.Redis]) -> ProfileStore:
    """With the reference cache, users' time zones are cached beside it (each /parse reads one)."""
    if settings.reference_cache == "none":
        return durable
    from .adapters.cached import ProfileCachedStore
    from .adapters.redis_store import RedisProfileCache

    cache = RedisProfileCache(redis_connection(), settings.redis_prefix, settings.reference_cache_ttl_seconds)
    return ProfileCachedStore(durable, cache)


def _working_store(
    settings: Settings,
    clock: Clock,
    sqlite: Callable[[], SqliteDatabase],
    redis_connection: Callable[[], redis.Redis],
) -> WorkingStore:
    if settings.working_store == "memory":
        from .adapters.memory import InMemoryWorkingStore

        return InMemoryWorkingStore(clock)
    if settings.working_store == "sqlite":
        from .adapters.sqlite import SqliteWorkingStore

        return SqliteWorkingStore(sqlite(), clock)
    from .adapters.redis_store import RedisWorkingStore

    return RedisWorkingStore(redis_connection(), clock, settings.redis_prefix)


def _quota(settings: Settings, redis_connection: Callable[[], redis.Redis]) -> Quota:
    if not settings.rate_limit:
        from .adapters.unlimited import Unlimited

        return Unlimited()
    if settings.rate_limit_storage == "memory":
        from .adapters.quota import MemoryQuota

        return MemoryQuota(settings.rate_limit)
    from .adapters.redis_store import RedisQuota

    return RedisQuota(settings.rate_limit, redis_connection(), settings.redis_prefix)


def _in_flight(settings: Settings) -> InFlight:
    if not settings.max_requests_in_flight:
        from .adapters.unlimited import Unlimited

        return Unlimited()
    from .adapters.in_flight import ProcessInFlight

    return ProcessInFlight(settings.max_requests_in_flight)


def _gemini_parser(settings: Settings, *, needed_by: str, fallback: Parser | None) -> Parser:
    from .adapters.gemini import gemini_client
    from .parsing.gemini import GeminiParser

    return GeminiParser(gemini_client(settings, needed_by=needed_by), model=settings.gemini_model, fallback=fallback)


def _parser(settings: Settings) -> Parser:
    if settings.parser == "gemini":
        fallback = _rule_parser(settings) if settings.gemini_fallback == "rules" else None
        return _gemini_parser(settings, needed_by="MOSS_PARSER=gemini", fallback=fallback)
    if settings.parser == "auto" and settings.gemini_configured:
        from .parsing.auto import AutoParser

        # Gemini is built (google-genai imported, its client made) by the first parse that asks it.
        return AutoParser(
            _rule_parser(settings),
            functools.partial(_gemini_parser, settings, needed_by="MOSS_PARSER=auto", fallback=None),
        )
    return _rule_parser(settings)  # rules, or auto without Gemini: the rules alone, offline


def _synthesizer(settings: Settings) -> Synthesizer:
    if settings.synthesizer == "gemini":
        from .adapters.gemini import gemini_client
        from .adapters.gemini_synthesizer import GeminiSynthesizer

        return GeminiSynthesizer(
            gemini_client(settings, needed_by="MOSS_SYNTHESIZER=gemini"), model=settings.gemini_model
        )
    from .adapters.template import TemplateSynthesizer

    return TemplateSynthesizer()


def build_app(settings: Settings, *, clock: Clock | None = None, parser: Parser | None = None) -> App:
    check_settings(settings)
    clock = clock or SystemClock()
    _use_shipped_patterns()
    # Both SQLite stores share one database: one connection per thread, its schema checked once.
    sqlite = functools.cache(lambda: _sqlite_database(settings))
    # Every Redis part shares one client, so one pool: a request's working state, caches and quota
    # go over one connection, where a client each opened a connection each (each a TCP, on
    # Memorystore a TLS, handshake) on a first request.
    redis_connection = functools.cache(lambda: _redis_client(settings))
    durable = _durable_store(settings, sqlite)
    working = _working_store(settings, clock, sqlite, redis_connection)
    from .adapters.rendered_calendars import (
        InMemoryRenderedCalendars,  # per process: each instance renders a state once
    )

    deps = Deps(
        facts=_reference_cached(settings, durable, redis_connection),
        messages=durable,
        profiles=_profiles(settings, durable, redis_connection),
        working=working,
        parser=parser or _parser(settings),
        synthesizer=_synthesizer(settings),
        clock=clock,
        default_timezone=settings.timezone,
        pending_ttl=timedelta(seconds=settings.pending_ttl_seconds),
        parse_ttl=timedelta(seconds=settings.parse_ttl_seconds),
        limits=Limits(
            max_facts_per_write=settings.max_facts_per_write,
            max_write_span_days=settings.max_write_span_days,
            max_query_window_days=settings.max_query_window_days,
            max_occurrences_per_request=settings.max_occurrences_per_request,
        ),
        calendars=InMemoryRenderedCalendars(),
    )
    usecases = UseCases(deps)
    if settings.auth == "dev":
        dev = DevTokens(_dev_secret(settings), timedelta(seconds=settings.dev_token_ttl_seconds))
        return App(
            settings=settings,
            usecases=usecases,
            verifier=VerifiedTokenCache(dev),
            dev_tokens=dev,
            quota=_quota(settings, redis_connection),
            in_flight=_in_flight(settings),
        )
    verifier = VerifiedTokenCache(_jwt_claims(settings))
    return App(
        settings=settings,
        usecases=usecases,
        verifier=verifier,
        dev_tokens=None,
        quota=_quota(settings, redis_connection),
        in_flight=_in_flight(settings),
    )


def _jwt_claims(settings: Settings) -> TokenClaims:
    # check_settings refused jwt without keys (or the emulator), issuer and audience.
    assert settings.jwt_issuer is not None and settings.jwt_audience is not None
    from .adapters.jwt_tokens import EmulatorTokens, JwksTokens

    if settings.firebase_auth_emulator_host:
        return EmulatorTokens(settings.jwt_issuer, settings.jwt_audience)
    assert settings.jwks_url is not None
    return JwksTokens(settings.jwks_url, settings.jwt_issuer, settings.jwt_audience)


_app: App | None = None
_app_lock = threading.Lock()


def get_app() -> App:
    global _app
    with _app_lock:
        if _app is None:
            _use_shipped_patterns()  # before the settings, whose quota check uses a pattern
            _app = build_app(_settings_from_environment())
        return _app


def _settings_from_environment() -> Settings:
    try:
        return Settings()
    except ValidationError as error:
        raise Unavailable(
            "MOSS is not configured correctly and serves nothing; the operator's log says why",
            code="invalid_configuration",
            detail=str(error),
        ) from error


def reset_app(app: App | None = None) -> None:
    """Tests swap the process-wide app (e.g. for one on in-memory fakes)."""
    global _app
    with _app_lock:
        _app = app
