"""Answer a question from the active facts of the asked window only, checked against them.

With `compare`, the naive pipeline's answer (the whole chat log as context, every statement in
it believed) comes along for the comparison the web page shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from functools import partial
from zoneinfo import ZoneInfo

from pydantic import Field

from ..domain.answers import TEMPLATE_SYNTHESIZER, render_chat_log, render_context, template_answer
from ..domain.asked import about_window
from ..domain.deferred import DeferredModel
from ..domain.errors import BadRequest
from ..domain.grounding import GroundingReport, ground
from ..domain.language import language_of
from ..domain.models import Fact, FactStatus, Intent, Interval, Language
from ..domain.recurrence import in_order, occurrences, spans
from ..domain.targets import most_named
from ..domain.tokens import count_tokens
from ..parsing.vocabulary import asks_what_a_change_did
from .command import Command
from .deps import Deps


class Baseline(DeferredModel):
    context: str
    context_tokens: int
    answer: str


class QueryOutcome(DeferredModel):
    answer: str
    facts: list[Fact]
    context: str
    context_tokens: int
    baseline: Baseline | None = None
    window: Interval
    language: Language
    synthesizer: str = Field(description="who wrote `answer`: the configured synthesizer, or the template")
    grounded: bool = Field(description="false: the synthesizer's answer stated something not in the context")
    ungrounded: list[str] = Field([], description="what the replaced answer stated beyond the context")


@dataclass(frozen=True)
class Query(Command[QueryOutcome]):
    """A parsed QUERY message, or an explicit window (with an optional question)."""

    user_id: str
    message_id: str | None = None
    window: Interval | None = None
    timezone: str | None = None
    compare: bool = False
    question: str | None = None


def handle(command: Query, deps: Deps) -> QueryOutcome:
    user_id = command.user_id
    if command.message_id is not None:
        stored = deps.stored_parse(user_id, command.message_id)
        if stored.result.intent is not Intent.QUERY or stored.result.window is None:
            raise BadRequest(
                f"message {command.message_id!r} is a {stored.result.intent.value}, not a QUERY", code="not_a_query"
            )
        # The zone the caller names, if any, is the answer's; the window stays the parse's.
        window, tz, now = (
            stored.result.window,
            deps.user_timezone(user_id, command.timezone or stored.timezone),
            stored.now,
        )
        horizon = deps.limits.max_query_window_days
        question = command.question or _text_of(deps, user_id, command.message_id)
        taken_away_too = stored.result.about if asks_what_a_change_did(question) else None
        ahead = partial(_named_in, deps, user_id, taken_away_too, stored.result.language)
        window = about_window(stored.result, window, now, tz, ahead, horizon) or window
        language = stored.result.language
    elif command.window is not None:
        window, tz, now = command.window, deps.user_timezone(user_id, command.timezone), deps.clock.now()
        language = language_of(command.question or "")
        question = command.question or (
            f"What is in my calendar in [{window.start_time.isoformat()}, {window.end_time.isoformat()})?"
        )
    else:
        raise BadRequest("give either message_id or start_time and end_time", code="missing_window")
    deps.limits.check_window(window, language)
    # A series becomes its occurrences in the window: the context grows with the window, not the series.
    facts = _active_in(deps, user_id, window.start_time, window.end_time, language)
    context = render_context(now=now, timezone=tz, window=window, facts=facts)
    drafted = deps.synthesizer.answer(
        question=question, context=context, facts=facts, window=window, timezone=tz, language=language
    )
    # The template renders the facts themselves, so checking its answer against them can find nothing
    # (and would only replace it with itself); over a year of facts the check is most of the request.
    grounding = (
        GroundingReport(unsupported=[])
        if deps.synthesizer.name == TEMPLATE_SYNTHESIZER
        else ground(drafted, facts=facts, window=window, now=now, timezone=tz, language=language)
    )
    answer, synthesizer = (
        (drafted.text, deps.synthesizer.name)
        if grounding.grounded
        else (template_answer(facts, window, tz, language), TEMPLATE_SYNTHESIZER)
    )
    return QueryOutcome(
        answer=answer,
        synthesizer=synthesizer,
        grounded=grounding.grounded,
        ungrounded=grounding.unsupported,
        facts=facts,
        context=context,
        context_tokens=count_tokens(context),
        baseline=_baseline(deps, user_id, window, now, tz, language) if command.compare else None,
        window=window,
        language=language,
    )


def _active_in(deps: Deps, user_id: str, start: datetime, end: datetime, language: Language) -> list[Fact]:
    """The user's active facts in [start, end), a series as its occurrences there, in order. They are
    counted before any is copied, rendered or grounded: past the budget, the question is refused."""
    found = spans(deps.facts.list_window(user_id, FactStatus.ACTIVE, start, end), start, end)
    deps.limits.check_occurrences(len(found), language, asking=True)
    return in_order(found)


def _named_in(
    deps: Deps, user_id: str, about: str | None, language: Language, start: datetime, end: datetime
) -> list[Fact]:
    """The active facts of [start, end); the ones no longer kept when none active is `about` the plan a question
    asks a change did something to ("wait did that wipe out my team dinner?": asked of on its own day)."""
    kept = _active_in(deps, user_id, start, end, language)
    if about is None or most_named(kept, about):
        return kept
    return in_order(spans(deps.facts.list_window(user_id, FactStatus.INACTIVE, start, end), start, end))


def _text_of(deps: Deps, user_id: str, message_id: str) -> str:
    message = deps.messages.get_message(user_id, message_id)
    return message.text if message is not None else ""


def _baseline(deps: Deps, user_id: str, window: Interval, now: datetime, tz: ZoneInfo, language: Language) -> Baseline:
    """The naive pipeline: the whole chat log as context, every statement in it believed."""
    log = deps.messages.list_messages(user_id)
    context = render_chat_log(messages=log, now=now, timezone=tz)
    believed = occurrences(
        (fact for message in log if message.intent is Intent.WRITE for fact in message.facts),
        window.start_time,
        window.end_time,
    )
    believed.sort(key=lambda f: (f.start_time, f.predicate.value))
    return Baseline(
        context=context, context_tokens=count_tokens(context), answer=template_answer(believed, window, tz, language)
    )
