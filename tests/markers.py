"""Marks every test by the layer it exercises (its directory) and by whether it needs a server process.

Loaded as a plugin from the root pyproject.toml (`-p tests.markers`), so `pytest -m ...`
selects layers, e.g. `make test-fast` runs `-m "not servers and not slow"`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

# First matching prefix (a path relative to tests/) wins.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    (
        "unit",
        (
            "unit/",
            "parser/",
            "grounding/",
            "conversations/",
            "test_readme.py",
            "deploy/test_consistency.py",
            "deploy/test_lock.py",
        ),
    ),
    ("contract", ("contract/",)),
    ("functions", ("functions/", "telegram/", "gemini/")),
    ("http", ("http/", "drills/", "integration/", "deploy/test_bundle.py")),
    ("browser", ("browser/",)),
]
# Tens of seconds each or more: many requests, a fresh virtualenv, a browser.
SLOW = ("drills/", "deploy/test_bundle.py", "browser/")
# Fixtures that start a server process; contract tests name their backend in the parameter id.
SERVER_FIXTURES = {"redis_server", "firestore_emulator"}
SERVER_BACKENDS = ("redis", "firestore")


def layer_of(relative: str) -> str | None:
    for layer, prefixes in LAYERS:
        if relative.startswith(prefixes):
            return layer
    return None


def needs_servers(item: pytest.Item, layer: str | None) -> bool:
    if layer in ("http", "browser"):
        return True
    if SERVER_FIXTURES & set(getattr(item, "fixturenames", ())):
        return True
    callspec = getattr(item, "callspec", None)
    return callspec is not None and any(backend in callspec.id for backend in SERVER_BACKENDS)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        relative = item.path.resolve().relative_to(TESTS).as_posix()
        layer = layer_of(relative)
        if layer is None:
            raise pytest.UsageError(f"{relative} is in no test layer; add its directory to tests/markers.py")
        item.add_marker(layer)
        if relative.startswith(SLOW):
            item.add_marker("slow")
        if needs_servers(item, layer):
            item.add_marker("servers")
