"""Bearer tokens: signed dev tokens and RS256 JWTs checked against a JWKS served locally."""

from __future__ import annotations

import json
import threading
import time
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa

from moss.adapters.jwt_tokens import EmulatorTokens, JwksTokens
from moss.auth import DevTokens, VerifiedTokenCache, bearer_token
from moss.domain.errors import BadRequest, Unauthorized, Unavailable
from moss.settings import Settings

ISSUER, AUDIENCE = "https://securetoken.google.com/moss-test", "moss-test"


@pytest.fixture(scope="module")
def signing_key():
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


@pytest.fixture(scope="module")
def jwks_url(signing_key):
    public = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(signing_key.public_key()))
    body = json.dumps({"keys": [{**public, "kid": "k1", "use": "sig", "alg": "RS256"}]}).encode()

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/jwks.json"
    server.shutdown()


def verified(tokens, token: str) -> str:
    return VerifiedTokenCache(tokens).verify(token)


def rs256(key, **overrides) -> str:
    now = datetime.now(UTC)
    claims = {"sub": "uid123", "iss": ISSUER, "aud": AUDIENCE, "iat": now, "exp": now + timedelta(hours=1)} | overrides
    return jwt.encode(claims, key, algorithm="RS256", headers={"kid": "k1"})


def test_valid_rs256_token_names_the_user(jwks_url, signing_key):
    assert verified(JwksTokens(jwks_url, ISSUER, AUDIENCE), rs256(signing_key)) == "uid123"


@pytest.mark.parametrize(
    "overrides",
    [
        {"aud": "someone-else"},
        {"iss": "https://evil.example"},
        {"exp": datetime.now(UTC) - timedelta(minutes=5)},
        {"sub": "tg:1"},
    ],
)
def test_rs256_tokens_with_wrong_claims_are_refused(jwks_url, signing_key, overrides):
    with pytest.raises(Unauthorized):
        verified(JwksTokens(jwks_url, ISSUER, AUDIENCE), rs256(signing_key, **overrides))


def test_tokens_signed_by_another_key_are_refused(jwks_url):
    stranger = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    with pytest.raises(Unauthorized):
        verified(JwksTokens(jwks_url, ISSUER, AUDIENCE), rs256(stranger))


def test_unreachable_key_server_is_unavailable(signing_key):
    with pytest.raises(Unavailable):
        verified(JwksTokens("http://127.0.0.1:9/jwks.json", ISSUER, AUDIENCE), rs256(signing_key))


def test_dev_tokens_round_trip_and_reject_tampering():
    tokens = DevTokens("x" * 32, timedelta(hours=1))
    token = tokens.mint("민지")
    assert verified(tokens, token) == "민지"
    with pytest.raises(Unauthorized):
        verified(DevTokens("y" * 32, timedelta(hours=1)), token)
    with pytest.raises(BadRequest):
        tokens.mint("tg:42")
    with pytest.raises(BadRequest):
        tokens.mint("")


def test_dev_tokens_expire_and_refuse_any_change(monkeypatch):
    tokens = DevTokens("x" * 32, timedelta(hours=1))
    token = tokens.mint("bob")
    payload, timestamp, signature = token.split(".")
    # the signature's first character carries six bits of it (its last may carry padding bits only)
    other = "B" if signature[0] == "A" else "A"
    for changed in (
        f"{payload}.{timestamp}.{other}{signature[1:]}",
        f"{payload}A.{timestamp}.{signature}",
        token + "x",
    ):
        with pytest.raises(Unauthorized):
            tokens.claims(changed)
    assert tokens.claims(token)["exp"] == pytest.approx(time.time() + 3600, abs=5)
    later = time.time() + 3601
    monkeypatch.setattr(time, "time", lambda: later)
    with pytest.raises(Unauthorized):
        tokens.claims(token)


@pytest.mark.parametrize("header", [None, "", "Basic abc", "Bearer ", "Bearer"])
def test_bearer_header_is_required(header):
    with pytest.raises(Unauthorized):
        bearer_token(header)


class CountingClaims:
    def __init__(self, claims: dict) -> None:
        self.calls, self._claims = 0, claims

    def claims(self, token: str) -> dict:
        self.calls += 1
        return self._claims


def test_verified_tokens_are_remembered_until_they_expire(monkeypatch):
    now = 1_000_000.0
    monkeypatch.setattr("moss.auth.time.time", lambda: now)
    source = CountingClaims({"sub": "alice", "exp": now + 60})
    cache = VerifiedTokenCache(source, capacity=2)
    assert [cache.verify("t1"), cache.verify("t1")] == ["alice", "alice"]
    assert source.calls == 1
    now += 61
    cache.verify("t1")
    assert source.calls == 2, "an expired entry is checked again (and refused by a real verifier)"
    cache.verify("t2"), cache.verify("t3")
    cache.verify("t1")
    assert source.calls == 5, "the least recently used token was evicted at capacity"


def test_refused_tokens_are_not_remembered():
    class Refusing:
        calls = 0

        def claims(self, token):
            Refusing.calls += 1
            raise Unauthorized("invalid token", code="invalid_token")

    cache = VerifiedTokenCache(Refusing())
    for _ in range(2):
        with pytest.raises(Unauthorized):
            cache.verify("forged")
    assert Refusing.calls == 2


def unsigned(**overrides) -> str:
    """An ID token as the Firebase Auth emulator issues it: "alg": "none", no signature."""
    now = datetime.now(UTC)
    claims = {"sub": "uid123", "iss": ISSUER, "aud": AUDIENCE, "iat": now, "exp": now + timedelta(hours=1)} | overrides
    return jwt.encode(claims, "", algorithm="none")


def test_emulator_tokens_are_checked_by_their_claims(signing_key):
    emulator = EmulatorTokens(ISSUER, AUDIENCE)
    assert verified(emulator, unsigned()) == "uid123"
    for bad in (
        unsigned(aud="another-project"),
        unsigned(iss="https://securetoken.google.com/another-project"),
        unsigned(exp=datetime.now(UTC) - timedelta(minutes=1)),
    ):
        with pytest.raises(Unauthorized):
            verified(emulator, bad)
    with pytest.raises(Unauthorized, match="unsigned"):
        verified(emulator, rs256(signing_key))


def test_emulator_tokens_are_refused_where_the_emulator_is_not_configured(jwks_url):
    with pytest.raises(Unauthorized):
        verified(JwksTokens(jwks_url, ISSUER, AUDIENCE), unsigned())


def test_a_deployed_function_refuses_the_emulator_test_mode(monkeypatch):
    for name, value in [("MOSS_AUTH", "jwt"), ("MOSS_JWT_ISSUER", ISSUER), ("MOSS_JWT_AUDIENCE", AUDIENCE)]:
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("FIREBASE_AUTH_EMULATOR_HOST", "127.0.0.1:9099")
    assert Settings().insecurities() == []
    monkeypatch.setenv("K_SERVICE", "parse")
    assert any("deployed function refuses" in problem for problem in Settings().insecurities())
