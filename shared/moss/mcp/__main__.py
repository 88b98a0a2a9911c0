"""`python -m moss.mcp`: the MOSS tools over stdio for one local user (MOSS_USER, default "me").

On the embedded defaults of `make run` (SQLite under MOSS_DATA_DIR). A stdio client is one process of one
session: its 2025-11-25 elicitation rides the back-channel, 2026-07-28 `input_required` too.
"""

from __future__ import annotations

import os
import sys

from ..auth import check_user_name
from ..domain.errors import DomainError


def main() -> int:
    os.environ.setdefault("MOSS_AUTH", "dev")  # as `make run`: stdio takes no tokens, the user is MOSS_USER
    from .server import build_server

    try:
        from ..bootstrap import get_app
        from .memory import LocalMemory

        app = get_app()
        user = check_user_name(os.environ.get("MOSS_USER", "me"))
        server = build_server(lambda name: LocalMemory(app.usecases, name), lambda _ctx: user)
    except DomainError as error:
        print(f"moss.mcp: {error.message} ({error.detail or error.code})", file=sys.stderr)
        return 2
    server.run("stdio")
    return 0


if __name__ == "__main__":
    sys.exit(main())
