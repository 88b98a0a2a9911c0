"""Bearer-token identity. The user is whoever a verified token names, never a body field."""

from __future__ import annotations

import re
import threading
import time
from collections import OrderedDict
from datetime import UTC, datetime, timedelta
from typing import Protocol

import jwt

from .domain.errors import BadRequest, Unauthorized, Unavailable

# Web user names; ':' is reserved for other namespaces such as Telegram's 'tg:<id>'. A name is
# a Firestore document id too, which may not be '.', '..' or '__…__'.
_USER_NAME = re.compile(r"[\w.@-]{1,64}")
_RESERVED_NAME = re.compile(r"\.{1,2}|__.*__")


def is_user_name(name: str) -> bool:
    return _USER_NAME.fullmatch(name) is not None and _RESERVED_NAME.fullmatch(name) is None


def check_user_name(name: str) -> str:
    if not is_user_name(name):
        raise BadRequest(
            "user must be 1-64 letters, digits, '_', '.', '@' or '-', and not '.', '..' or '__…__'",
            code="invalid_user",
        )
    return name


_INVALID_TOKEN = "the bearer token is invalid or has expired; sign in again"


class DevTokens:
    """HS256 tokens minted by POST /auth/dev in local dev mode."""

    issuer = "moss-dev"

    def __init__(self, secret: str, ttl: timedelta) -> None:
        self._secret, self._ttl = secret, ttl

    def mint(self, user: str) -> str:
        now = datetime.now(UTC)
        claims = {"sub": check_user_name(user), "iss": self.issuer, "iat": now, "exp": now + self._ttl}
        return jwt.encode(claims, self._secret, algorithm="HS256")

    def claims(self, token: str) -> dict:
        try:
            return jwt.decode(
                token, self._secret, algorithms=["HS256"], issuer=self.issuer, options={"require": ["sub", "exp"]}
            )
        except jwt.PyJWTError as exc:
            raise Unauthorized(_INVALID_TOKEN, code="invalid_token", detail=f"PyJWT: {exc!r}") from exc


class JwksTokens:
    """RS256 JWTs checked against a JWKS URL, issuer and audience (Firebase Auth, Google ID tokens)."""

    def __init__(self, jwks_url: str, issuer: str | None, audience: str | None) -> None:
        self._jwks = jwt.PyJWKClient(jwks_url, cache_keys=True, lifespan=3600, timeout=5)
        self._issuer, self._audience = issuer, audience

    def claims(self, token: str) -> dict:
        try:
            key = self._jwks.get_signing_key_from_jwt(token)
        except jwt.PyJWKClientConnectionError as exc:
            raise Unavailable(
                "the identity provider cannot be reached; try again shortly",
                code="jwks_unavailable",
                detail=f"JWKS: {exc!r}",
            ) from exc
        except jwt.PyJWTError as exc:
            raise Unauthorized(_INVALID_TOKEN, code="invalid_token", detail=f"PyJWT: {exc!r}") from exc
        try:
            claims = jwt.decode(
                token,
                key.key,
                algorithms=["RS256"],
                issuer=self._issuer,
                audience=self._audience,
                options={"require": ["sub", "exp"], "verify_aud": self._audience is not None},
            )
        except jwt.PyJWTError as exc:
            raise Unauthorized(_INVALID_TOKEN, code="invalid_token", detail=f"PyJWT: {exc!r}") from exc
        return claims


class TokenClaims(Protocol):
    def claims(self, token: str) -> dict: ...


class VerifiedTokenCache:
    """Remembers tokens already verified, until they expire.

    Checking a signature is the costliest step of a typical request; a client sends the
    same token on every call, so each is checked once per process and then looked up.
    """

    def __init__(self, verifier: TokenClaims, capacity: int = 4096) -> None:
        self._verifier, self._capacity = verifier, capacity
        self._users: OrderedDict[str, tuple[str, float]] = OrderedDict()
        self._lock = threading.Lock()

    def verify(self, token: str) -> str:
        now = time.time()
        with self._lock:
            known = self._users.get(token)
            if known is not None and known[1] > now:
                self._users.move_to_end(token)
                return known[0]
        claims = self._verifier.claims(token)
        user = _subject(claims)
        with self._lock:
            self._users[token] = (user, float(claims["exp"]))
            while len(self._users) > self._capacity:
                self._users.popitem(last=False)
        return user


def _subject(claims: dict) -> str:
    subject = claims.get("sub")
    if not isinstance(subject, str) or not is_user_name(subject):
        raise Unauthorized("the token's subject is not a valid user id", code="invalid_token")
    return subject


def bearer_token(header: str | None) -> str:
    if not header:
        raise Unauthorized("missing Authorization: Bearer <token> header", code="missing_token")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("the Authorization header must be 'Bearer <token>'", code="missing_token")
    return token.strip()
