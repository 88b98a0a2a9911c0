"""Streamable HTTP for the MCP server: `/mcp` of the local server and the deployed `mcp` function.

An ASGI app in front of the SDK's session manager. Identity, quota and errors are the HTTP
API's: the bearer token names the user (none or a bad one: 401 with `WWW-Authenticate: Bearer`
and the JSON error body), every request counts against the user's quota, and a session belongs
to the token that opened it (the SDK compares the principal it is given, here the token's digest).
It also answers the protected-resource metadata of the MCP authorization spec (RFC 9728).

Sessions live in this process: the local server keeps them (2025-11-25 clients can elicit);
a deployment without session affinity runs stateless and answers 2025-11-25 clients as if
they could not elicit (2026-07-28 clients elicit with `input_required` either way).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from typing import TYPE_CHECKING, Any

import anyio
import anyio.to_thread

from ..auth import bearer_token
from ..bootstrap import App, get_app
from ..domain.errors import DomainError, TooManyRequests, Unauthorized
from .memory import LocalMemory

if TYPE_CHECKING:
    from mcp.server import ServerRequestContext
    from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
    from starlette.types import Receive, Scope, Send

log = logging.getLogger("moss.mcp")

METADATA_PATH = "/.well-known/oauth-protected-resource"
USER = "moss.user"  # the ASGI scope key of the verified user


def user_of(ctx: ServerRequestContext[Any, Any]) -> str:
    """The user a request's token named (set below, never by the client)."""
    return str(ctx.request.scope[USER])  # type: ignore[union-attr]


async def _send_json(send: Send, status: int, body: object, headers: dict[str, str] | None = None) -> None:
    raw = json.dumps(body, ensure_ascii=False).encode()
    fields = {"content-type": "application/json", "content-length": str(len(raw)), **(headers or {})}
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(k.encode(), v.encode()) for k, v in fields.items()],
        }
    )
    await send({"type": "http.response.body", "body": raw})


def _origin(scope: Scope, app: App) -> str:
    headers = dict(scope["headers"])
    host = headers.get(b"host", b"").decode("latin-1") or "localhost"
    # Deployed, MOSS is reached over HTTPS only, behind a proxy that speaks plain HTTP to it.
    scheme = "https" if app.settings.deployed_service is not None else scope.get("scheme", "http")
    return f"{scheme}://{host}"


def _resource(scope: Scope, app: App) -> str:
    """The URL of the MCP endpoint this request is for (a metadata request: the one it describes)."""
    path = str(scope["path"]).replace(METADATA_PATH, "") or "/"
    return _origin(scope, app) + path


def _metadata_url(scope: Scope, app: App) -> str:
    """RFC 9728 section 3.1: the well-known segment between the host and the resource's path."""
    path = _resource(scope, app).removeprefix(_origin(scope, app))
    return _origin(scope, app) + METADATA_PATH + ("" if path == "/" else path)


def _metadata(scope: Scope, app: App) -> dict[str, object]:
    """Who issues the tokens MOSS trusts: the JWT issuer (Firebase), or in dev mode MOSS itself (/auth/dev)."""
    from mcp.shared.auth import ProtectedResourceMetadata

    issuer = app.settings.jwt_issuer if app.settings.auth == "jwt" else _origin(scope, app)
    document = ProtectedResourceMetadata.model_validate(
        {"resource": _resource(scope, app), "authorization_servers": [issuer], "resource_name": "MOSS"}
    )
    return document.model_dump(mode="json", exclude_none=True)


class McpHttp:
    """The ASGI app; the MCP server and its session manager start with the first request."""

    def __init__(self, *, stateless: bool) -> None:
        self._stateless = stateless
        self._manager: StreamableHTTPSessionManager | None = None
        self._lock: asyncio.Lock | None = None
        self._runner: asyncio.Task[None] | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # lifespan: the manager starts on demand instead
            return
        try:
            app = await anyio.to_thread.run_sync(get_app)
        except DomainError as error:
            await _send_json(send, error.status, _error_body(error))
            return
        if METADATA_PATH in scope["path"]:
            await _send_json(send, 200, _metadata(scope, app))
            return
        header = dict(scope["headers"]).get(b"authorization")
        try:
            token = bearer_token(header.decode("latin-1") if header else None)
            user = await anyio.to_thread.run_sync(app.verifier.verify, token)
            wait = app.quota.hit(f"user:{user}")
            if wait is not None:
                raise TooManyRequests(
                    f"too many requests; try again in {wait} seconds", code="rate_limited", retry_after=wait
                )
        except DomainError as error:
            await _send_json(send, error.status, _error_body(error), _error_headers(error, scope, app))
            return
        manager = await self._running(app)
        await manager.handle_request(_authenticated(scope, user, token), receive, send)

    async def _running(self, app: App) -> StreamableHTTPSessionManager:
        """The session manager, run (its task group) by a task of this event loop from the first request on."""
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            if self._manager is None:
                self._manager = await self._start(app)
        return self._manager

    async def _start(self, app: App) -> StreamableHTTPSessionManager:
        from .server import build_server

        settings = app.settings
        keys = [settings.mcp_state_key.get_secret_value()] if settings.mcp_state_key else []
        server = build_server(lambda user: LocalMemory(app.usecases, user), user_of, state_keys=keys)
        server.streamable_http_app(stateless_http=self._stateless, max_request_body_size=settings.max_body_bytes)
        manager = server.session_manager
        started = asyncio.Event()

        async def run() -> None:
            async with manager.run():
                started.set()
                await anyio.sleep_forever()

        self._runner = asyncio.get_running_loop().create_task(run())
        await started.wait()
        return manager


def _error_body(error: DomainError) -> dict[str, object]:
    if error.status >= 500 or error.detail:
        log.warning("%s %s: %s", error.status, error.code, error.message, extra={"detail": error.detail})
    return {"error": {"code": error.code, "message": error.message}}


def _error_headers(error: DomainError, scope: Scope, app: App) -> dict[str, str]:
    if isinstance(error, TooManyRequests):
        return {"retry-after": str(error.retry_after)}
    if isinstance(error, Unauthorized):
        return {"www-authenticate": f'Bearer resource_metadata="{_metadata_url(scope, app)}"'}
    return {}


def _authenticated(scope: Scope, user: str, token: str) -> Scope:
    """The scope as the SDK reads it: the principal that owns a session is the token (its digest)."""
    from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
    from mcp.server.auth.provider import AccessToken

    digest = hashlib.sha256(token.encode()).hexdigest()
    access = AccessToken(token=digest, client_id=digest, scopes=[], subject=user)
    return {**scope, "user": AuthenticatedUser(access), USER: user}
