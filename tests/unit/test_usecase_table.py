"""The use-case table: every command has exactly one handler, found without importing the others."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import subprocess
import sys

import moss.usecases
from moss.usecases import HANDLERS, Command, command_name, handler_of


def _commands() -> set[type]:
    for module in pkgutil.iter_modules(moss.usecases.__path__):
        importlib.import_module(f"moss.usecases.{module.name}")
    found, pending = set(), list(Command.__subclasses__())
    while pending:
        kind = pending.pop()
        found.add(kind)
        pending.extend(kind.__subclasses__())
    return found


def test_every_command_has_a_row_and_every_row_a_command():
    assert {command_name(kind) for kind in _commands()} == set(HANDLERS)


def test_each_handler_takes_its_own_command():
    for kind in _commands():
        handler = handler_of(command_name(kind))
        first = next(iter(inspect.signature(handler).parameters.values()))
        assert first.annotation == kind.__name__, (handler, kind)


def test_a_function_loads_only_the_use_case_it_serves():
    """The parse function's process never imports the query, calendar or Telegram code."""
    script = (
        "import sys\n"
        "from moss.usecases import handler_of\n"
        "handler_of('parse.Parse')\n"
        "print(sorted(m for m in sys.modules if m.startswith(('moss.usecases.', 'moss.entrypoints.'))))\n"
    )
    loaded = subprocess.run([sys.executable, "-c", script], check=True, capture_output=True, text=True).stdout
    assert "moss.usecases.parse" in loaded
    for elsewhere in ("query", "calendar_export", "calendar_import", "confirm", "telegram", "openapi"):
        assert elsewhere not in loaded
