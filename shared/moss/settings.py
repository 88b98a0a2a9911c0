"""Configuration from the environment (pydantic-settings). The README has the table."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MOSS_", extra="ignore", populate_by_name=True)

    auth: Literal["dev", "jwt"] = Field("jwt", description="dev: /auth/dev mints tokens; jwt: verify RS256 JWTs")
    data_dir: Path = Field(Path(".moss"), description="where the embedded SQLite database lives")
    fact_store: Literal["sqlite", "memory", "firestore"] = "sqlite"
    working_store: Literal["sqlite", "memory", "redis"] = "sqlite"
    redis_url: str = Field("redis://127.0.0.1:6379/0", validation_alias=AliasChoices("REDIS_URL", "MOSS_REDIS_URL"))
    redis_timeout_seconds: float = Field(
        1.0, gt=0, description="per attempt; a Redis outage answers 503 within about twice this"
    )
    redis_prefix: str = Field("moss", description="first part of every Redis key, to share one instance")
    reference_cache: Literal["none", "redis"] = Field(
        "none", description="redis: lint reads each user's active facts from Redis, checked against the durable version"
    )
    reference_cache_ttl_seconds: int = Field(1800, gt=0, description="how long an unused reference cache entry lives")
    firestore_project: str | None = Field(
        None, description="Google Cloud project of the Firestore fact store; None: the environment's"
    )
    firestore_database: str = Field("(default)", description="Firestore database id of the fact store")
    firestore_timeout_seconds: float = Field(10.0, gt=0, description="deadline of each Firestore read and write")
    parser: Literal["rules", "gemini"] = "rules"
    synthesizer: Literal["template", "gemini"] = "template"
    timezone: str = Field("UTC", description="zone of users who have not set one")
    pending_ttl_seconds: int = Field(1800, gt=0)
    parse_ttl_seconds: int = Field(1800, gt=0)
    max_body_bytes: int = Field(65536, gt=0)
    dev_secret: SecretStr | None = Field(None, description="HS256 key of dev tokens; generated into data_dir if unset")
    dev_token_ttl_seconds: int = Field(12 * 3600, gt=0)
    jwks_url: str | None = None
    jwt_issuer: str | None = None
    jwt_audience: str | None = None
    telegram_secret: SecretStr | None = Field(
        None, description="secret_token that Telegram sends with every webhook call (X-Telegram-Bot-Api-Secret-Token)"
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

    def allowed_origins(self) -> list[str]:
        return [origin.strip() for origin in self.cors_origins.split(",") if origin.strip()]
