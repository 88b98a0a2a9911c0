"""`python -m moss.mcp`: the MOSS tools over stdio for one user.

On the embedded defaults of `make run` (SQLite under MOSS_DATA_DIR) as MOSS_USER (default "me");
or, with MOSS_URL and MOSS_TOKEN, against a deployed MOSS's HTTP API as the token's user (through
moss_client: `pip install ./moss_client`). A stdio client is one process of one session: its
2025-11-25 elicitation rides the back-channel, 2026-07-28 `input_required` too.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from ..auth import check_user_name
from ..domain.errors import DomainError

if TYPE_CHECKING:
    from mcp.server.mcpserver import MCPServer

# The principal a decision's sealed request state is bound to: this process serves one user.
REMOTE_USER = "remote"


def _local() -> MCPServer:
    from ..bootstrap import get_app
    from .memory import LocalMemory
    from .server import build_server

    app = get_app()
    user = check_user_name(os.environ.get("MOSS_USER", "me"))
    return build_server(lambda name: LocalMemory(app.usecases, name), lambda _ctx: user)


def _remote(url: str, token: str) -> MCPServer:
    """The tools over the deployed MOSS at `url`; the token is checked now, not at the first call."""
    from moss_client import MossClient

    from .memory import RemoteMemory
    from .server import build_server

    memory = RemoteMemory(MossClient(url, token))
    memory.client.messages(limit=1)
    return build_server(lambda _name: memory, lambda _ctx: REMOTE_USER)


def main() -> int:
    url, token = os.environ.get("MOSS_URL"), os.environ.get("MOSS_TOKEN")
    if url and not token:
        print("moss.mcp: MOSS_URL needs MOSS_TOKEN, a bearer token of the deployed MOSS", file=sys.stderr)
        return 2
    os.environ.setdefault("MOSS_AUTH", "dev")  # as `make run`: stdio takes no tokens, the user is MOSS_USER
    try:
        server = _remote(url, token) if url and token else _local()
    except DomainError as error:
        print(f"moss.mcp: {error.message} ({error.detail or error.code})", file=sys.stderr)
        return 2
    server.run("stdio")
    return 0


if __name__ == "__main__":
    sys.exit(main())
