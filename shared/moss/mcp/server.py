"""The six MOSS tools on the official MCP SDK (docs/api.md "MOSS for agents").

Each tool makes the use-case calls its HTTP twin makes (through `Memory`) and maps the
DomainError family to a tool error. A write that needs the user's word never decides by
itself: it asks the human with a form elicitation when the client can show one, and
otherwise answers the pending outcome for the agent to relay and settle with `decide`:

- protocol 2026-07-28: an `input_required` result; its `requestState` is only the pending
  id (sealed by the SDK, and Confirm checks it belongs to the caller), so any instance can
  continue the call;
- protocol 2025-11-25: an `elicitation/create` request on the call's SSE stream, which needs
  the session's back-channel (a stateless deployment has none: it answers as if the client
  could not elicit).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Annotated, Any, Literal, TypeVar

import anyio.to_thread
from mcp.server import ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer, RequestStateSecurity
from mcp.server.mcpserver.exceptions import ToolError
from mcp.shared.message import ServerMessageMetadata
from mcp_types import (
    CallToolResult,
    ElicitRequest,
    ElicitRequestFormParams,
    ElicitResult,
    InputRequiredResult,
    TextContent,
    ToolAnnotations,
)
from mcp_types.version import is_version_at_least
from pydantic import AwareDatetime, Field, ValidationError

from ..domain.bounds import make_window
from ..domain.commits import Action, LintResult
from ..domain.deferred import DeferredModel
from ..domain.errors import DomainError, describe_validation_error
from ..domain.language import language_of
from ..domain.models import Fact, FactStatus, Intent, Interval, Status
from ..domain.texts import say
from ..usecases.memories import Memories
from ..usecases.parse import ParseOutcome
from ..usecases.provenance import Provenance
from .memory import Memory

OutcomeT = TypeVar("OutcomeT")

# The key of the one input request a decision is (input_requests / input_responses).
DECISION = "decision"
# The first protocol whose tool calls ask for input with an `input_required` result.
INPUT_REQUIRED_PROTOCOL = "2026-07-28"
QUESTION = "QUESTION"  # a remember MOSS answered with a question (a follow-up)
UNKNOWN = "UNKNOWN"  # a remember MOSS could not read as a write

TOOLS = ("remember", "recall", "decide", "undo", "explain", "list_facts")

INSTRUCTIONS = (
    "MOSS is the user's calendar memory (vacations and meetings). Send what the user says to remember "
    "with `remember`, ask with `recall`. When a write collides with what is stored, MOSS asks the user "
    "itself if your client supports elicitation; otherwise the result is CONFIRM_REQUIRED with nothing "
    "written: relay the reply to the user and call `decide` with their choice. Never decide for them."
)


class Written(DeferredModel):
    """A write's outcome: /lint_commit's (or /confirm's, /undo's), or a question MOSS asks back."""

    message_id: str | None = Field(description="the message that made (or asked) this write")
    status: str = Field(
        description="SUCCESS, SUCCESS_WITH_OVERWRITE, CONFIRM_REQUIRED, BLOCKED, CANCELLED, NO_CHANGE; "
        "QUESTION (MOSS asks something: answer with the next remember) or UNKNOWN"
    )
    conflict_type: str = "NONE"
    reply: str = Field(description="what to tell the user, in their language")
    committed: list[Fact] = Field([])
    invalidated: list[Fact] = Field([])
    restored: list[Fact] = Field([])
    conflicts: list[Fact] = Field([])
    pending_id: str | None = Field(None, description="CONFIRM_REQUIRED: settle it with decide")
    actions: list[Action] = Field([], description="CONFIRM_REQUIRED: the choices, for decide's `decision`")
    suggestions: list[str] = Field([], description="QUESTION: complete answers the user may pick")


class Recalled(DeferredModel):
    answer: str
    facts: list[Fact]
    window: Interval


def _written(result: LintResult) -> Written:
    return Written.model_validate(result.model_dump(include=set(Written.model_fields)))


def _asked(outcome: ParseOutcome, status: str) -> Written:
    return Written(
        message_id=outcome.message_id, status=status, reply=outcome.reply or "", suggestions=outcome.suggestions
    )


def _result(outcome: DeferredModel, text: str) -> CallToolResult:
    """The structured outcome, and for the agent the text to relay."""
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=outcome.model_dump(mode="json")
    )


def _reply(written: Written, text: str | None = None) -> CallToolResult:
    return _result(written, text or written.reply)


async def _call(use_case: Callable[..., OutcomeT], *args: Any) -> OutcomeT:
    """One use-case call off the event loop; its DomainError is the tool's error."""
    try:
        return await anyio.to_thread.run_sync(use_case, *args)
    except DomainError as error:
        raise ToolError(f"{error.message} ({error.code})") from error


def _decision_request(result: LintResult) -> ElicitRequest:
    """One form question: the reply names what collides; one choice per action, titled with its label."""
    language = language_of(result.reply)
    choices = [{"const": action.id, "title": action.label} for action in result.actions]
    schema = {
        "type": "object",
        "properties": {DECISION: {"type": "string", "title": say("mcp_decision_title", language), "oneOf": choices}},
        "required": [DECISION],
    }
    return ElicitRequest(params=ElicitRequestFormParams(message=result.reply, requested_schema=schema))


def _decision_of(answer: object, pending_id: str, language: Literal["en", "ko"]) -> str:
    """The action the user chose; declined or dismissed is `cancel`."""
    if not isinstance(answer, ElicitResult):
        raise ToolError(say("mcp_no_choice", language, pending_id=pending_id))
    if answer.action != "accept":
        return "cancel"
    decision = (answer.content or {}).get(DECISION)
    if not isinstance(decision, str):
        raise ToolError(say("mcp_no_choice", language, pending_id=pending_id))
    return decision


def _elicitation(ctx: Context) -> Literal["input_required", "request"] | None:
    """How this call can ask the human: not at all when the client declared no form elicitation."""
    capabilities = ctx.client_capabilities
    elicitation = capabilities.elicitation if capabilities is not None else None
    if elicitation is None or (elicitation.form is None and elicitation.url is not None):
        return None
    if ctx.protocol_version is not None and is_version_at_least(ctx.protocol_version, INPUT_REQUIRED_PROTOCOL):
        return "input_required"
    return "request" if ctx.session.can_send_request else None


WriteResult = Annotated[CallToolResult, Written] | InputRequiredResult


async def _settle(ctx: Context, memory: Memory, result: LintResult) -> WriteResult:
    """The outcome of a write, asking the human first when it waits for their word."""
    if result.status is not Status.CONFIRM_REQUIRED or result.pending_id is None:
        return _reply(_written(result))
    how = _elicitation(ctx)
    if how is None:
        choices = ", ".join(f"{action.id} ({action.label})" for action in result.actions)
        text = say(
            "mcp_ask_your_user",
            language_of(result.reply),
            reply=result.reply,
            choices=choices,
            pending_id=result.pending_id,
        )
        return _reply(_written(result), text)
    request = _decision_request(result)
    if how == "input_required":
        return InputRequiredResult(input_requests={DECISION: request}, request_state=result.pending_id)
    answer = await ctx.session.send_request(
        request, ElicitResult, metadata=ServerMessageMetadata(related_request_id=ctx.request_context.request_id)
    )
    return await _decide(
        ctx, memory, result.pending_id, _decision_of(answer, result.pending_id, language_of(result.reply))
    )


async def _decide(ctx: Context, memory: Memory, pending_id: str, decision: str) -> WriteResult:
    return await _settle(ctx, memory, await _call(memory.confirm, pending_id, decision))


async def _resumed(ctx: Context, memory: Memory) -> WriteResult | None:
    """A call retried with the human's answer (2026-07-28): apply it to the decision its state names."""
    pending_id = ctx.request_state
    if pending_id is None:
        return None
    answer = (ctx.input_responses or {}).get(DECISION)
    return await _decide(ctx, memory, pending_id, _decision_of(answer, pending_id, "en"))


class MossServer(MCPServer[Any]):
    """The SDK's server, with arguments that fail validation described as the HTTP API describes a
    bad body (`describe_validation_error`): the SDK's text quotes pydantic's, docs URL and all."""

    async def call_tool(
        self, name: str, arguments: dict[str, Any], context: Context[Any, Any] | None = None
    ) -> CallToolResult | InputRequiredResult:
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as error:
            invalid = error.__cause__
            if type(error) is not ToolError or not isinstance(invalid, ValidationError):
                raise
            raise ToolError(f"{describe_validation_error(invalid)} (invalid_request)") from invalid


def build_server(
    memory_of: Callable[[str], Memory],
    user_of: Callable[[ServerRequestContext[Any, Any]], str],
    *,
    state_keys: Sequence[str] = (),
) -> MCPServer[Any]:
    """The MOSS MCP server: `user_of` names the caller of a request, `memory_of` gives a user's memory.
    `state_keys` seal the `requestState` of a decision, bound to its user, so that every instance can
    continue it; none: a key of this process only."""
    security = RequestStateSecurity(keys=list(state_keys) or [os.urandom(32)], bind_principal=user_of)
    server = MossServer("moss", instructions=INSTRUCTIONS, request_state_security=security)

    def memory_for(ctx: Context) -> Memory:
        return memory_of(user_of(ctx.request_context))

    writes = ToolAnnotations(destructive_hint=False, idempotent_hint=False, open_world_hint=False)
    reads = ToolAnnotations(read_only_hint=True, open_world_hint=False)

    @server.tool(annotations=writes)
    async def remember(
        text: Annotated[str, Field(description="what the user said, e.g. 'Team sync Friday at 10'")],
        ctx: Context,
        timezone: Annotated[str | None, Field(description="IANA zone the user speaks in")] = None,
        now: Annotated[AwareDatetime | None, Field(description="when the user said it (ISO 8601)")] = None,
    ) -> WriteResult:
        """Remember what the user said: a vacation or meeting to add, cancel or change, or 'undo that'.
        A conflict is the user's to decide; a question back is answered by the next remember."""
        memory = memory_for(ctx)
        resumed = await _resumed(ctx, memory)
        if resumed is not None:
            return resumed
        outcome = await _call(memory.parse, text, now, timezone)
        if outcome.intent is Intent.QUERY:
            raise ToolError(say("mcp_use_recall", outcome.language))
        if outcome.intent is Intent.UNKNOWN:
            return _reply(_asked(outcome, UNKNOWN))
        if outcome.asks:
            return _reply(_asked(outcome, QUESTION))
        return await _settle(ctx, memory, await _call(memory.lint_commit, outcome.message_id))

    @server.tool(annotations=reads)
    async def recall(
        ctx: Context,
        question: Annotated[str | None, Field(description="the user's question, e.g. 'What's on Friday?'")] = None,
        timezone: Annotated[str | None, Field(description="IANA zone the user speaks in")] = None,
        now: Annotated[AwareDatetime | None, Field(description="when the user asked (ISO 8601)")] = None,
        start_time: Annotated[AwareDatetime | None, Field(description="instead of a question: a window")] = None,
        end_time: AwareDatetime | None = None,
    ) -> Annotated[CallToolResult, Recalled]:
        """What the user's calendar holds: answer a question, or list the active facts of a window."""
        memory = memory_for(ctx)
        if (question is None) == (start_time is None or end_time is None) or (start_time is None) != (end_time is None):
            raise ToolError("give either question, or start_time and end_time (invalid_window)")
        if question is None:
            assert start_time is not None and end_time is not None
            window = await _call(make_window, start_time, end_time)
            answered = await _call(memory.query, None, window, timezone)
        else:
            outcome = await _call(memory.parse, question, now, timezone)
            if outcome.intent is not Intent.QUERY:
                raise ToolError(
                    say("mcp_use_remember", outcome.language) if outcome.intent is Intent.WRITE else outcome.reply or ""
                )
            answered = await _call(memory.query, outcome.message_id, None, timezone)
        recalled = Recalled(answer=answered.answer, facts=answered.facts, window=answered.window)
        return _result(recalled, recalled.answer)

    @server.tool(annotations=writes)
    async def decide(
        pending_id: Annotated[str, Field(description="the pending_id of a CONFIRM_REQUIRED result")],
        decision: Annotated[str, Field(description="the id of the action the user chose (approve, cancel, c1...)")],
        ctx: Context,
    ) -> WriteResult:
        """Apply the user's decision on a CONFIRM_REQUIRED write. Only what the user chose."""
        memory = memory_for(ctx)
        return await _resumed(ctx, memory) or await _decide(ctx, memory, pending_id, decision)

    @server.tool(annotations=writes)
    async def undo(
        ctx: Context,
        message_id: Annotated[str | None, Field(description="the write to undo; default: the latest")] = None,
    ) -> WriteResult:
        """Revert every effect of one earlier write of the user (default: their latest)."""
        memory = memory_for(ctx)
        return await _resumed(ctx, memory) or await _settle(ctx, memory, await _call(memory.undo, message_id))

    @server.tool(annotations=reads)
    async def explain(fact_id: Annotated[str, Field(description="a fact's id")], ctx: Context) -> Provenance:
        """Which utterances created (and invalidated) a fact, and when."""
        return await _call(memory_for(ctx).explain, fact_id)

    @server.tool(annotations=reads)
    async def list_facts(
        ctx: Context,
        start_time: AwareDatetime | None = None,
        end_time: AwareDatetime | None = None,
        status: Literal["active", "inactive", "all"] = "all",
    ) -> Annotated[CallToolResult, Memories]:
        """The user's facts (a series once), optionally only those overlapping a window."""
        chosen = None if status == "all" else FactStatus(status)
        listed = await _call(memory_for(ctx).facts, chosen, start_time, end_time)
        return _result(listed, listed.model_dump_json())

    return server
