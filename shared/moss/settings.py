"""Configuration from the environment, validated by a pydantic model. The README has the table.

Each setting is read from MOSS_<NAME> (any letter case) or, where a field names them, from its
alias variables, the first one set winning; keyword arguments override the environment.
pydantic-settings did the same, but importing it (it loads every source it supports, the
command line, cloud secret managers and dotenv included) took about a third of the
functions' import time, which every cold start pays (docs/performance.md).
"""

from __future__ import annotations

import ipaddress
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator
from pydantic.fields import FieldInfo

from .domain.errors import BadRequest, describe_validation_error
from .domain.zones import resolve_timezone

ENV_PREFIX = "MOSS_"

# Telegram allows 1-256 of these characters; fewer than 16 can be guessed.
TELEGRAM_SECRET = re.compile(r"[A-Za-z0-9_-]{16,256}")


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def environment_names(name: str, field: FieldInfo) -> list[str]:
    """The variables a setting is read from, in order of precedence."""
    if isinstance(field.validation_alias, AliasChoices):
        return [choice for choice in field.validation_alias.choices if isinstance(choice, str)]
    return [f"{ENV_PREFIX}{name.upper()}"]


class Settings(BaseModel):
    model_config = ConfigDict(extra="ignore", populate_by_name=True)

    def __init__(self, **values: Any) -> None:
        super().__init__(**(environment_values(os.environ) | values))

    auth: Literal["dev", "jwt"] = Field("jwt", description="dev: /auth/dev mints tokens; jwt: verify RS256 JWTs")
    data_dir: Path = Field(Path(".moss"), description="where the embedded SQLite database lives")
    fact_store: Literal["sqlite", "memory", "firestore"] = "sqlite"
    working_store: Literal["sqlite", "memory", "redis"] = "sqlite"
    redis_url: str = Field("redis://127.0.0.1:6379/0", validation_alias=AliasChoices("REDIS_URL", "MOSS_REDIS_URL"))
    redis_timeout_seconds: float = Field(
        1.0, gt=0, description="per attempt; a Redis outage answers 503 within about twice this"
    )
    redis_prefix: str = Field("moss", description="first part of every Redis key, to share one instance")
    redis_ca_cert: SecretStr | None = Field(
        None, description="PEM CA of a rediss:// server (Memorystore with transit encryption); unset: system CAs"
    )
    reference_cache: Literal["none", "redis"] = Field(
        "none", description="redis: lint reads each user's active facts from Redis, checked against the durable version"
    )
    reference_cache_ttl_seconds: int = Field(1800, gt=0, description="how long an unused reference cache entry lives")
    firestore_project: str | None = Field(
        None, description="Google Cloud project of the Firestore fact store; None: the environment's"
    )
    firestore_database: str = Field("(default)", description="Firestore database id of the fact store")
    firestore_timeout_seconds: float = Field(10.0, gt=0, description="deadline of each Firestore read and write")
    parser: Literal["auto", "rules", "gemini"] = Field(
        "auto",
        description="auto: the rule parser, and Gemini where it abstains or to check it (the rules alone while no "
        "Gemini key or Vertex project is set); rules: offline only; gemini: Gemini, the rules as its fallback",
    )
    synthesizer: Literal["template", "gemini"] = "template"
    timezone: str = Field("UTC", description="zone of users who have not set one")
    pending_ttl_seconds: int = Field(1800, gt=0)
    parse_ttl_seconds: int = Field(1800, gt=0)
    max_body_bytes: int = Field(65536, gt=0)
    dev_secret: SecretStr | None = Field(None, description="HMAC key of dev tokens; generated into data_dir if unset")
    dev_token_ttl_seconds: int = Field(12 * 3600, gt=0)
    jwks_url: str | None = None
    jwt_issuer: str | None = None
    jwt_audience: str | None = None
    firebase_auth_emulator_host: str | None = Field(
        None,
        validation_alias=AliasChoices("FIREBASE_AUTH_EMULATOR_HOST", "MOSS_FIREBASE_AUTH_EMULATOR_HOST"),
        description="test mode: trust the unsigned ID tokens of this Firebase Auth emulator instead of MOSS_JWKS_URL",
    )
    deployed_service: str | None = Field(
        None,
        validation_alias=AliasChoices("K_SERVICE"),
        description="set by Cloud Functions / Cloud Run: this process is deployed, and refuses test modes",
    )
    telegram_secret: SecretStr | None = Field(
        None, description="secret_token that Telegram sends with every webhook call (X-Telegram-Bot-Api-Secret-Token)"
    )
    mcp_state_key: SecretStr | None = Field(
        None,
        description="key (32+ characters) sealing an MCP decision's requestState, the same on every instance so "
        "any of them continues it; unset: a key of this process only",
    )
    cors_origins: str = Field("", description="comma-separated origins allowed to call the functions")
    web_dir: Path | None = Field(None, description="static web client served at / by the local server")
    gemini_model: str = Field("gemini-2.5-flash", description="model of the Gemini parser and synthesizer")
    gemini_api_key: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("MOSS_GEMINI_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY"),
        description="Gemini API key (from Secret Manager when deployed)",
    )
    gemini_vertex: bool = Field(False, description="call Gemini through Vertex AI (project, location, ADC)")
    gemini_project: str | None = Field(
        None, validation_alias=AliasChoices("MOSS_GEMINI_PROJECT", "GOOGLE_CLOUD_PROJECT")
    )
    gemini_location: str = Field(
        "global", validation_alias=AliasChoices("MOSS_GEMINI_LOCATION", "GOOGLE_CLOUD_LOCATION")
    )
    gemini_base_url: str | None = Field(None, description="another endpoint for the Gemini API (a proxy, a test stub)")
    gemini_timeout_seconds: float = Field(20.0, gt=0, description="per attempt")
    gemini_retry_attempts: int = Field(3, ge=1, description="attempts per call, the first included")
    gemini_retry_initial_delay_seconds: float = Field(1.0, ge=0, description="backoff before the 2nd attempt, doubling")
    gemini_fallback: Literal["rules", "error"] = Field(
        "rules", description="on model output outside the ontology: parse with the rules, or answer 502"
    )

    host: str = Field("127.0.0.1", validation_alias=AliasChoices("HOST"), description="bind address of `make run`")
    allow_public_dev_auth: bool = Field(
        False,
        description="let MOSS_AUTH=dev serve a non-loopback HOST or a deployed function (anyone who reaches it "
        "can be anyone)",
    )
    max_facts_per_write: int = Field(
        100, ge=1, description="facts one utterance may store (a daily series counts each)"
    )
    max_write_span_days: int = Field(366, ge=1, description="days from the first start to the last end of one write")
    max_query_window_days: int = Field(366, ge=1, description="days one question may ask about")
    max_occurrences_per_request: int = Field(
        2000, ge=1, description="facts and occurrences one request may touch: expand, lint, ground, render"
    )

    rate_limit: str = Field(
        "",
        description="requests per user and per Telegram chat, such as '60/minute;1000/day' (every part holds); "
        "empty: no quota",
    )
    max_requests_in_flight: int = Field(
        4,
        ge=0,
        description="requests one user may have running at once in one process (more: 429 rate_limited); 0: no limit",
    )
    rate_limit_storage: Literal["memory", "redis"] = Field(
        "memory", description="where quota counters live: this process, or Redis shared by every instance"
    )

    @field_validator("timezone")
    @classmethod
    def _zone(cls, value: str) -> str:
        try:
            resolve_timezone(value)
        except BadRequest as error:  # the operator's mistake: refused at start, not blamed on callers
            raise ValueError(error.message) from error
        return value

    @field_validator("rate_limit")
    @classmethod
    def _rates(cls, value: str) -> str:
        if value.strip():
            from .domain.rates import parse_rates  # only when a quota is configured

            parse_rates(value)  # a ValueError names what is wrong with the string
        return value.strip()

    def insecurities(self) -> list[str]:
        """Why these settings must not serve requests; empty when they may."""
        problems = []
        keys = self.jwks_url or self.firebase_auth_emulator_host
        if self.auth == "jwt" and not (keys and self.jwt_issuer and self.jwt_audience):
            problems.append(
                "MOSS_AUTH=jwt needs MOSS_JWKS_URL, MOSS_JWT_ISSUER and MOSS_JWT_AUDIENCE: without issuer and "
                "audience, tokens the same provider issued to any other application would be accepted"
            )
        # A deployed function leaves HOST unset (loopback by default) and still serves the internet.
        public = not _is_loopback(self.host) or self.deployed_service is not None
        if self.firebase_auth_emulator_host and public:
            where = "a deployed function" if self.deployed_service else f"HOST={self.host}"
            problems.append(
                f"FIREBASE_AUTH_EMULATOR_HOST trusts unsigned tokens: a test mode that {where} refuses "
                "(anyone who reaches it could be anyone); bind 127.0.0.1 or unset it"
            )
        if self.deployed_service and self.jwks_url and not self.jwks_url.lower().startswith("https://"):
            problems.append(
                "MOSS_JWKS_URL must be https:// in a deployed function: keys fetched in clear text can be "
                "replaced on the way, and then any token signed with them passes"
            )
        if self.deployed_service and not self.rate_limit:
            problems.append(
                "MOSS_RATE_LIMIT is empty in a deployed function, which turns quotas off: one user could use "
                "up every instance; set it, e.g. 120/minute;5000/day"
            )
        if self.auth == "dev" and public and not self.allow_public_dev_auth:
            where = f"deployed as {self.deployed_service}" if self.deployed_service else f"with HOST={self.host}"
            problems.append(
                f"MOSS_AUTH=dev {where}: anyone who can reach it can sign in as any user; "
                "bind 127.0.0.1, use MOSS_AUTH=jwt, or set MOSS_ALLOW_PUBLIC_DEV_AUTH=true on purpose"
            )
        if self.telegram_secret is not None and not TELEGRAM_SECRET.fullmatch(self.telegram_secret.get_secret_value()):
            problems.append(
                "MOSS_TELEGRAM_SECRET must be 16-256 characters of A-Z, a-z, 0-9, '_' and '-' (unset it to turn "
                "the webhook off): a short or empty secret lets anyone act as any Telegram user"
            )
        if self.mcp_state_key is not None and len(self.mcp_state_key.get_secret_value()) < 32:
            problems.append("MOSS_MCP_STATE_KEY must be at least 32 characters: a short key can be guessed")
        return problems

    @property
    def gemini_configured(self) -> bool:
        """Whether Gemini can be called: an API key, or Vertex AI with a project (or an express-mode key)."""
        # Empty variables set nothing (an unset secret may mount as an empty string).
        return bool(self.gemini_api_key) or (self.gemini_vertex and bool(self.gemini_project))

    def allowed_origins(self) -> list[str]:
        return [origin.strip() for origin in self.cors_origins.split(",") if origin.strip()]


def environment_values(environ: Mapping[str, str]) -> dict[str, str]:
    """The settings `environ` sets, by field name, for validation by Settings."""
    by_upper_name = {name.upper(): value for name, value in environ.items()}
    values = {}
    for name, field in Settings.model_fields.items():
        found = [by_upper_name[env] for env in environment_names(name, field) if env in by_upper_name]
        if found:
            values[name] = found[0]
    return values


def main() -> int:
    """`python -m moss.settings`: `make run` checks the settings before it starts serving."""
    try:
        problems = Settings().insecurities()
    except ValidationError as error:
        problems = [describe_validation_error(error)]
    for problem in problems:
        print(f"MOSS refuses to start: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
