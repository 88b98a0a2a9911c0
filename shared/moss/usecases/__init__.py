"""Use cases: one module each, with its command, its outcome and its handler.

Entry points build a command and call `UseCases.handle`, which looks the handler up in
HANDLERS. A new use case is a new module plus one row here. The rows name modules rather
than import them, so a function that serves one use case loads only that one (cold start).
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from .command import Command
from .deps import Deps

OutcomeT = TypeVar("OutcomeT")

# "module.Command": "module.handler", both in this package.
HANDLERS: dict[str, str] = {
    "parse.Parse": "parse.handle",
    "lint_commit.LintCommit": "lint_commit.handle",
    "confirm.Confirm": "confirm.handle",
    "undo.UndoLatest": "undo.handle_latest",
    "undo.Undo": "undo.handle",
    "cancel_fact.CancelFact": "cancel_fact.handle",
    "edit_fact.EditFact": "edit_fact.handle",
    "query.Query": "query.handle",
    "memories.ListMemories": "memories.handle",
    "provenance.Explain": "provenance.handle",
    "history.ListMessages": "history.handle",
    "profile.UserTimezone": "profile.handle_get",
    "profile.SetTimezone": "profile.handle_set",
    "updates.FirstDelivery": "updates.handle",
    "calendar_export.ExportCalendar": "calendar_export.handle",
    "calendar_export.ExportSubscribedCalendar": "calendar_export.handle_subscribed",
    "calendar_subscription.Subscribe": "calendar_subscription.handle_subscribe",
    "calendar_subscription.Unsubscribe": "calendar_subscription.handle_unsubscribe",
    "calendar_import.ImportCalendar": "calendar_import.handle",
}


def command_name(kind: type[Command[Any]]) -> str:
    """A command's row in HANDLERS: its module in this package and its class."""
    return f"{kind.__module__.removeprefix(__name__ + '.')}.{kind.__qualname__}"


@functools.cache
def handler_of(command: str) -> Callable[[Any, Deps], Any]:
    """The handler of a row of HANDLERS, imported on the first command of its kind."""
    module, function = HANDLERS[command].rsplit(".", 1)
    return cast(Callable[[Any, Deps], Any], getattr(importlib.import_module(f"{__name__}.{module}"), function))


@dataclass(frozen=True)
class UseCases:
    """The one door from entry points to the core."""

    deps: Deps

    def handle(self, command: Command[OutcomeT]) -> OutcomeT:
        return cast(OutcomeT, handler_of(command_name(type(command)))(command, self.deps))


__all__ = ["HANDLERS", "Command", "Deps", "UseCases", "handler_of"]
