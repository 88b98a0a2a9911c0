"""One user's MOSS as the MCP tools reach it: one method per use case, answering the contract's
models and raising the DomainError family. `LocalMemory` runs the use cases in this process; the
seam is where a memory over a deployed MOSS's HTTP API plugs in."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from ..domain.models import FactStatus, Interval, LintResult
from ..usecases.memories import Memories
from ..usecases.parse import ParseOutcome
from ..usecases.provenance import Provenance
from ..usecases.query import QueryOutcome

if TYPE_CHECKING:
    from ..usecases import UseCases

CHANNEL = "mcp"  # the channel of the messages MCP tools record (provenance, history)


class Memory(Protocol):
    def parse(self, text: str, now: datetime | None, timezone: str | None) -> ParseOutcome: ...
    def lint_commit(self, message_id: str) -> LintResult: ...
    def confirm(self, pending_id: str, decision: str) -> LintResult: ...
    def undo(self, message_id: str | None) -> LintResult: ...
    def query(self, message_id: str | None, window: Interval | None, timezone: str | None) -> QueryOutcome: ...
    def facts(self, status: FactStatus | None, start: datetime | None, end: datetime | None) -> Memories: ...
    def explain(self, fact_id: str) -> Provenance: ...


@dataclass(frozen=True)
class LocalMemory:
    usecases: UseCases
    user: str

    def parse(self, text: str, now: datetime | None, timezone: str | None) -> ParseOutcome:
        from ..usecases.parse import Parse

        return self.usecases.handle(Parse(self.user, text, now=now, timezone=timezone, channel=CHANNEL))

    def lint_commit(self, message_id: str) -> LintResult:
        from ..usecases.lint_commit import LintCommit

        return self.usecases.handle(LintCommit(self.user, message_id))

    def confirm(self, pending_id: str, decision: str) -> LintResult:
        from ..usecases.confirm import Confirm

        return self.usecases.handle(Confirm(self.user, pending_id, decision))

    def undo(self, message_id: str | None) -> LintResult:
        from ..usecases.undo import Undo, UndoLatest

        if message_id is None:
            return self.usecases.handle(UndoLatest(self.user, "undo", channel=CHANNEL))
        return self.usecases.handle(Undo(self.user, message_id, channel=CHANNEL))

    def query(self, message_id: str | None, window: Interval | None, timezone: str | None) -> QueryOutcome:
        from ..usecases.query import Query

        return self.usecases.handle(Query(self.user, message_id=message_id, window=window, timezone=timezone))

    def facts(self, status: FactStatus | None, start: datetime | None, end: datetime | None) -> Memories:
        from ..usecases.memories import ListMemories

        return self.usecases.handle(ListMemories(self.user, status=status, start=start, end=end))

    def explain(self, fact_id: str) -> Provenance:
        from ..usecases.provenance import Explain

        return self.usecases.handle(Explain(self.user, fact_id))
