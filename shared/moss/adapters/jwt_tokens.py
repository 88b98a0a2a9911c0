"""RS256 JWTs of Firebase Auth and Google, and the Auth emulator's unsigned ones (PyJWT).

Loaded only when MOSS_AUTH=jwt: PyJWT imports cryptography, a cost dev tokens do not pay.
"""

from __future__ import annotations

import jwt

from ..auth import INVALID_TOKEN
from ..domain.errors import Unauthorized, Unavailable


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
            raise Unauthorized(INVALID_TOKEN, code="invalid_token", detail=f"PyJWT: {exc!r}") from exc
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
            raise Unauthorized(INVALID_TOKEN, code="invalid_token", detail=f"PyJWT: {exc!r}") from exc
        return claims


class EmulatorTokens:
    """The unsigned ID tokens of the Firebase Auth emulator (test mode only; Settings refuses it deployed).

    The emulator signs nothing ("alg": "none"), so only the claims can be checked: issuer,
    audience (the emulated project) and expiry, exactly as for real Firebase tokens.
    """

    def __init__(self, issuer: str, audience: str) -> None:
        self._issuer, self._audience = issuer, audience

    def claims(self, token: str) -> dict:
        try:
            if jwt.get_unverified_header(token).get("alg") != "none":
                raise Unauthorized("only the Auth emulator's unsigned tokens are accepted here", code="invalid_token")
            return jwt.decode(
                token,
                # Without a signature PyJWT checks no claim unless told to.
                options={
                    "verify_signature": False,
                    "verify_exp": True,
                    "verify_iss": True,
                    "verify_aud": True,
                    "require": ["sub", "exp", "iss", "aud"],
                },
                issuer=self._issuer,
                audience=self._audience,
            )
        except jwt.PyJWTError as exc:
            raise Unauthorized(f"invalid token: {exc}", code="invalid_token") from exc
