"""Bearer-token identity. The user is whoever a verified token names, never a body field.

Firebase and Google ID tokens (RS256 JWTs) are checked by `adapters.jwt_tokens`, which loads
PyJWT and cryptography only where the settings choose them; dev tokens need neither.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from collections import OrderedDict
from datetime import timedelta
from typing import Protocol

import itsdangerous

from .domain.errors import BadRequest, Unauthorized

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


INVALID_TOKEN = "the bearer token is invalid or has expired; sign in again"


class DevTokens:
    """Tokens minted by POST /auth/dev in local dev mode: the user name and the time it was
    signed, with an HMAC-SHA256 signature (itsdangerous, which Flask already loads; PyJWT would
    bring cryptography's RSA into every cold start for a token that never needs it)."""

    def __init__(self, secret: str, ttl: timedelta) -> None:
        self._ttl = ttl
        self._serializer = itsdangerous.URLSafeTimedSerializer(
            secret,
            salt="moss-dev-token",
            signer_kwargs={"key_derivation": "hmac", "digest_method": hashlib.sha256},
        )

    def mint(self, user: str) -> str:
        return self._serializer.dumps({"sub": check_user_name(user)})

    def claims(self, token: str) -> dict:
        try:
            payload, signed_at = self._serializer.loads(
                token, max_age=int(self._ttl.total_seconds()), return_timestamp=True
            )
        except itsdangerous.BadData as exc:
            # The class says why (BadSignature, SignatureExpired); the message would quote the token.
            raise Unauthorized(INVALID_TOKEN, code="invalid_token", detail=f"dev token: {type(exc).__name__}") from exc
        if not isinstance(payload, dict):
            raise Unauthorized(INVALID_TOKEN, code="invalid_token", detail="dev token: not a claims object")
        return {"sub": payload.get("sub"), "exp": (signed_at + self._ttl).timestamp()}


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
