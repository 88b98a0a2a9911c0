"""Strict configuration: which settings are refused and why, and what a function answers then."""

from __future__ import annotations

import pytest

from moss.bootstrap import reset_app
from moss.settings import Settings
from moss.settings import main as settings_check

from ..apps import function_client

JWKS = "https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com"


@pytest.mark.parametrize(
    ("values", "named"),
    [
        ({"auth": "jwt"}, "MOSS_JWKS_URL"),
        ({"auth": "jwt", "jwks_url": JWKS, "jwt_audience": "p"}, "MOSS_JWT_ISSUER"),
        ({"auth": "dev", "telegram_secret": ""}, "MOSS_TELEGRAM_SECRET"),
        ({"auth": "dev", "telegram_secret": "has spaces in it, 30 chars"}, "MOSS_TELEGRAM_SECRET"),
        ({"auth": "dev", "host": "0.0.0.0"}, "MOSS_ALLOW_PUBLIC_DEV_AUTH"),
        ({"auth": "dev", "host": "::"}, "MOSS_ALLOW_PUBLIC_DEV_AUTH"),
        ({"auth": "dev", "deployed_service": "parse", "rate_limit": "9/minute"}, "MOSS_ALLOW_PUBLIC_DEV_AUTH"),
        # the review's three: unsigned tokens served to the network, keys over plain HTTP, quotas silently off
        (
            {
                "auth": "jwt",
                "host": "0.0.0.0",
                "firebase_auth_emulator_host": "127.0.0.1:9099",
                "jwt_issuer": "https://securetoken.google.com/p",
                "jwt_audience": "p",
            },
            "FIREBASE_AUTH_EMULATOR_HOST",
        ),
        (
            {
                "auth": "jwt",
                "deployed_service": "parse",
                "jwks_url": "http://keys.example/jwks",
                "jwt_issuer": "https://securetoken.google.com/p",
                "jwt_audience": "p",
                "rate_limit": "9/minute",
            },
            "https://",
        ),
        (
            {
                "auth": "jwt",
                "deployed_service": "parse",
                "jwks_url": JWKS,
                "jwt_issuer": "https://securetoken.google.com/p",
                "jwt_audience": "p",
                "rate_limit": "",
            },
            "MOSS_RATE_LIMIT",
        ),
    ],
)
def test_insecure_combinations_are_named(values, named):
    [problem] = Settings(**values).insecurities()
    assert named in problem


@pytest.mark.parametrize(
    "values",
    [
        {"auth": "jwt", "jwks_url": JWKS, "jwt_issuer": "https://securetoken.google.com/p", "jwt_audience": "p"},
        {"auth": "dev", "host": "localhost", "telegram_secret": "A-valid_secret-0123456789"},
        {"auth": "dev", "host": "::1"},
        {"auth": "dev", "host": "0.0.0.0", "allow_public_dev_auth": True},
        {"auth": "dev", "deployed_service": "parse", "allow_public_dev_auth": True, "rate_limit": "9/minute"},
        {"auth": "jwt", "jwks_url": "http://127.0.0.1:8123/jwks", "jwt_issuer": "i", "jwt_audience": "a"},  # local
    ],
)
def test_safe_combinations_pass(values):
    assert Settings(**values).insecurities() == []


def test_a_bad_quota_string_is_refused_when_read():
    with pytest.raises(ValueError):
        Settings(rate_limit="lots per fortnight")


def test_an_unknown_service_time_zone_is_refused_when_read():
    with pytest.raises(ValueError, match="Mars/Base"):
        Settings(timezone="Mars/Base")


@pytest.mark.parametrize(
    ("env", "code"),
    [
        ({"MOSS_AUTH": "jwt", "MOSS_JWKS_URL": JWKS}, "insecure_configuration"),
        ({"MOSS_AUTH": "dev", "MOSS_RATE_LIMIT": "lots per fortnight"}, "invalid_configuration"),
        ({"MOSS_AUTH": "dev", "MOSS_TIMEZONE": "Mars/Base"}, "invalid_configuration"),
        # a data directory that cannot be made: no validator sees it, building the app fails
        ({"MOSS_AUTH": "dev", "MOSS_DATA_DIR": "/dev/null/moss"}, "invalid_configuration"),
    ],
)
def test_a_function_with_bad_settings_answers_503_without_saying_why(monkeypatch, tmp_path, env, code):
    monkeypatch.setenv("MOSS_DATA_DIR", str(tmp_path))
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    reset_app(None)
    try:
        answer = function_client("healthz").get("/")
    finally:
        reset_app(None)
    assert answer.status_code == 503 and answer.get_json()["error"]["code"] == code
    assert "MOSS_" not in answer.get_json()["error"]["message"]


def test_the_make_run_check_names_an_unreadable_setting(monkeypatch, capsys):
    monkeypatch.setenv("MOSS_RATE_LIMIT", "lots per fortnight")
    assert settings_check() == 1
    assert "MOSS refuses to start: rate_limit:" in capsys.readouterr().err
