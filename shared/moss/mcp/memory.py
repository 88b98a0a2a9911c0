"""One user's MOSS as the MCP tools reach it: one method per use case, answering the contract's
models and raising the DomainError family. `LocalMemory` runs the use cases in this process,
`RemoteMemory` calls a deployed MOSS's HTTP API (through moss_client) as the token's user."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Protocol

from ..domain.commits import LintResult
from ..domain.models import FactStatus, Interval
from ..domain.texts import say
from ..usecases.memories import Memories
from ..usecases.parse import ParseOutcome
from ..usecases.provenance import Provenance
from ..usecases.query import QueryOutcome

if TYPE_CHECKING:
    from moss_client import MossClient

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
            return self.usecases.handle(UndoLatest(self.user, channel=CHANNEL))
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


@dataclass(frozen=True)
class RemoteMemory:
    """A deployed MOSS through its HTTP API; the client's token names the user. Its messages are
    recorded on the API's channel (the HTTP API takes none from the caller)."""

    client: MossClient

    def parse(self, text: str, now: datetime | None, timezone: str | None) -> ParseOutcome:
        return self.client.parse(text, now=now, timezone=timezone)

    def lint_commit(self, message_id: str) -> LintResult:
        return self.client.lint_commit(message_id)

    def confirm(self, pending_id: str, decision: str) -> LintResult:
        return self.client.confirm(pending_id, decision)

    def undo(self, message_id: str | None) -> LintResult:
        if message_id is not None:
            return self.client.undo(message_id)
        # The API undoes a named message only; "the latest" is what the words ask for, said in the
        # language of the user's latest message as a local undo would record it (UndoLatest).
        latest = self.client.messages(limit=1).messages
        words = say("undo_latest_text", latest[0].language if latest else "en")
        return self.client.lint_commit(self.client.parse(words).message_id)

    def query(self, message_id: str | None, window: Interval | None, timezone: str | None) -> QueryOutcome:
        start, end = (window.start_time, window.end_time) if window is not None else (None, None)
        return self.client.query(message_id=message_id, start_time=start, end_time=end, timezone=timezone)

    def facts(self, status: FactStatus | None, start: datetime | None, end: datetime | None) -> Memories:
        return self.client.memories(status=status or "all", start_time=start, end_time=end)

    def explain(self, fact_id: str) -> Provenance:
        return self.client.provenance(fact_id)
