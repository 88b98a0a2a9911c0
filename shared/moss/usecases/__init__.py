"""Use cases: one module each, with its command, its outcome and its handler.

Entry points build a command and call `UseCases.handle`, which looks the handler up in
HANDLERS. A new use case is a new module plus one row here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from . import (
    calendar_export,
    calendar_import,
    calendar_subscription,
    cancel_fact,
    confirm,
    history,
    lint_commit,
    memories,
    parse,
    profile,
    provenance,
    query,
    undo,
    updates,
)
from .command import Command
from .deps import Deps

OutcomeT = TypeVar("OutcomeT")

HANDLERS: dict[type[Command[Any]], Callable[[Any, Deps], Any]] = {
    parse.Parse: parse.handle,
    lint_commit.LintCommit: lint_commit.handle,
    confirm.Confirm: confirm.handle,
    undo.UndoLatest: undo.handle_latest,
    undo.Undo: undo.handle,
    cancel_fact.CancelFact: cancel_fact.handle,
    query.Query: query.handle,
    memories.ListMemories: memories.handle,
    provenance.Explain: provenance.handle,
    history.ListMessages: history.handle,
    profile.UserTimezone: profile.handle_get,
    profile.SetTimezone: profile.handle_set,
    updates.FirstDelivery: updates.handle,
    calendar_export.ExportCalendar: calendar_export.handle,
    calendar_export.ExportSubscribedCalendar: calendar_export.handle_subscribed,
    calendar_subscription.Subscribe: calendar_subscription.handle_subscribe,
    calendar_subscription.Unsubscribe: calendar_subscription.handle_unsubscribe,
    calendar_import.ImportCalendar: calendar_import.handle,
}


@dataclass(frozen=True)
class UseCases:
    """The one door from entry points to the core."""

    deps: Deps

    def handle(self, command: Command[OutcomeT]) -> OutcomeT:
        return cast(OutcomeT, HANDLERS[type(command)](command, self.deps))


__all__ = ["HANDLERS", "Command", "Deps", "UseCases"]
