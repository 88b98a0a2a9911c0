"""Configuration from the environment (pydantic-settings). The README has the table."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import AliasChoices, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MOSS_", extra="ignore")

    auth: Literal["dev", "jwt"] = Field("jwt", description="dev: /auth/dev mints tokens; jwt: verify RS256 JWTs")
    data_dir: Path = Field(Path(".moss"), description="where the embedded SQLite database lives")
    fact_store: Literal["sqlite", "memory", "firestore"] = "sqlite"
    working_store: Literal["sqlite", "memory", "redis"] = "sqlite"
    redis_url: str = Field(
        "redis://127.0.0.1:6379/0", validation_alias=AliasChoices("REDIS_URL", "MOSS_REDIS_URL")
    )
    redis_timeout_seconds: float = Field(
        1.0, gt=0, description="per attempt; a Redis outage answers 503 within about twice this"
    )
    redis_prefix: str = Field("moss", description="first part of every Redis key, to share one instance")
    firestore_project: str | None = Field(None, description="Google Cloud project; None: the environment's")
    firestore_database: str = "(default)"
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
    firestore_project: str | None = Field(None, description="Google Cloud project of the Firestore fact store")
    firestore_database: str = Field("(default)", description="Firestore database id of the fact store")
    gemini_model: str = Field("gemini-2.5-flash", description="Gemini model of the gemini parser and synthesizer")
    gemini_api_key: SecretStr | None = Field(None, description="Gemini API key (from Secret Manager when deployed)")
    telegram_secret: SecretStr | None = Field(
        None, description="secret_token that Telegram sends with every webhook call (X-Telegram-Bot-Api-Secret-Token)"
    )
    cors_origins: str = Field("", description="comma-separated origins allowed to call the functions")
    web_dir: Path | None = Field(None, description="static web client served at / by the local server")

    def allowed_origins(self) -> list[str]:
        return [origin.strip() for origin in self.cors_origins.split(",") if origin.strip()]
