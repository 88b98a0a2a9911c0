"""Use cases. Each takes its stores through the ports and returns core models.

The user is always an argument supplied by the entry point from a verified token,
never read from a request body.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from pydantic import BaseModel, Field, ValidationError

from .domain.answers import (
    TEMPLATE_SYNTHESIZER,
    confirm_actions,
    lint_reply,
    provenance_explanation,
    render_chat_log,
    render_context,
    template_answer,
)
from .domain.errors import BadRequest, Expired, NotFound, StateConflict, Unprocessable
from .domain.grounding import check_grounding
from .domain.models import (
    CommitRecord,
    Decision,
    Fact,
    FactDraft,
    FactStatus,
    Intent,
    Interval,
    Language,
    LintResult,
    Message,
    PendingConfirmation,
    Status,
    StoredParse,
    derived_id,
    new_message_id,
)
from .domain.policy import DEFAULT_POLICY, LintDecision, Policy, Verdict
from .domain.tokens import count_tokens
from .ports import Clock, FactStore, FactTransaction, MessageStore, Parser, ProfileStore, Synthesizer, WorkingStore

MAX_TEXT_LENGTH = 2000
# Calendars live in these years: a `now` or window outside them is a client bug, not a date to resolve.
EARLIEST_NOW = datetime(1900, 1, 1, tzinfo=UTC)
LATEST_NOW = datetime(9000, 1, 1, tzinfo=UTC)


class ParseOutcome(BaseModel):
    message_id: str
    intent: Intent
    facts: list[FactDraft]
    window: Interval | None
    reply: str | None
    language: Language
    timezone: str
    parser: str | None = None
    parser_error: str | None = None


class Baseline(BaseModel):
    context: str
    context_tokens: int
    answer: str


class QueryOutcome(BaseModel):
    answer: str
    facts: list[Fact]
    context: str
    context_tokens: int
    baseline: Baseline | None = None
    window: Interval
    language: Language
    synthesizer: str = Field(description="who wrote `answer`: the configured synthesizer, or the template")
    grounded: bool = Field(description="false: the synthesizer's answer stated something not in the context")
    ungrounded: list[str] = Field(
        default_factory=list, description="what the replaced answer stated beyond the context"
    )


class Provenance(BaseModel):
    fact: Fact
    created_by: Message
    invalidated_by: Message | None
    explanation: str


def resolve_timezone(name: str) -> ZoneInfo:
    # OSError: ZoneInfo looks the name up on disk, and a very long name is too long for a file name.
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, TypeError, OSError):
        raise BadRequest(
            f"unknown time zone {name!r}; use an IANA name such as 'Asia/Seoul'", code="unknown_timezone"
        ) from None


def language_of(text: str) -> Language:
    return "ko" if any("\uac00" <= ch <= "\ud7a3" or "\u3131" <= ch <= "\u318e" for ch in text) else "en"


@dataclass
class MemoryService:
    facts: FactStore
    messages: MessageStore
    profiles: ProfileStore
    working: WorkingStore
    parser: Parser
    synthesizer: Synthesizer
    clock: Clock
    default_timezone: str = "UTC"
    pending_ttl: timedelta = timedelta(minutes=30)
    parse_ttl: timedelta = timedelta(minutes=30)
    policy: Policy = field(default=DEFAULT_POLICY)

    # -- parse ---------------------------------------------------------------------------

    def user_timezone(self, user_id: str, requested: str | None = None) -> ZoneInfo:
        if requested is not None:
            return resolve_timezone(requested)
        return resolve_timezone(self.profiles.get_timezone(user_id) or self.default_timezone)

    def set_timezone(self, user_id: str, name: str) -> ZoneInfo:
        tz = resolve_timezone(name)
        self.profiles.set_timezone(user_id, tz.key)
        return tz

    def parse(
        self, user_id: str, text: str, *, now: datetime | None = None, timezone: str | None = None, channel: str = "web"
    ) -> ParseOutcome:
        if not text.strip():
            raise BadRequest("text must not be empty", code="empty_text")
        if len(text) > MAX_TEXT_LENGTH:
            raise BadRequest(f"text is longer than {MAX_TEXT_LENGTH} characters", code="text_too_long")
        if now is not None and not EARLIEST_NOW <= now < LATEST_NOW:
            raise BadRequest("now must be a moment between the years 1900 and 9000", code="invalid_time")
        tz = self.user_timezone(user_id, timezone)
        received = self.clock.now()
        spoken = (now or received).astimezone(tz)
        result = self.parser.parse(text, now=spoken, timezone=tz)
        message = Message(
            message_id=new_message_id(),
            text=text,
            received_at=spoken,
            recorded_at=received,
            channel=channel,
            timezone=tz.key,
            intent=result.intent,
            language=result.language,
            facts=result.facts,
            window=result.window,
            reply=result.reply,
            parser=result.parser,
            parser_error=result.parser_error,
        )
        self.messages.add_message(user_id, message)
        self.working.save_parse(
            StoredParse(user_id=user_id, message_id=message.message_id, now=spoken, timezone=tz.key, result=result),
            int(self.parse_ttl.total_seconds()),
        )
        return ParseOutcome(
            message_id=message.message_id,
            intent=result.intent,
            facts=result.facts,
            window=result.window,
            reply=result.reply,
            language=result.language,
            timezone=tz.key,
            parser=result.parser,
            parser_error=result.parser_error,
        )

    def _stored_parse(self, user_id: str, message_id: str) -> StoredParse:
        stored = self.working.get_parse(user_id, message_id)
        if stored is not None:
            return stored
        if self.messages.get_message(user_id, message_id) is None:
            raise NotFound(f"no message {message_id!r}", code="unknown_message")
        raise Expired(f"the parse of {message_id!r} has expired; send the message again", code="parse_expired")

    # -- lint and commit -------------------------------------------------------------------

    def lint_commit(self, user_id: str, message_id: str) -> LintResult:
        stored = self._stored_parse(user_id, message_id)
        parse = stored.result
        if parse.intent is not Intent.WRITE:
            raise BadRequest(f"message {message_id!r} is a {parse.intent.value}, not a WRITE", code="not_a_write")
        if not parse.facts:
            raise Unprocessable(parse.reply or "the message names no time to store", code="missing_time")
        tz = resolve_timezone(stored.timezone)

        def work(tx: FactTransaction) -> tuple[LintResult, PendingConfirmation | None]:
            recorded = tx.get_record(message_id)
            if recorded is not None:
                return recorded.result, None
            decision = self._lint(tx, parse.facts)
            pending = None
            unwritten = {
                "conflict_type": decision.conflict_type,
                "conflicts": decision.conflicts,
                "rules": decision.rules,
                "tz": tz,
                "language": parse.language,
            }
            if decision.verdict is Verdict.CONFIRM_REQUIRED:
                pending = self._pending(user_id, message_id, parse.facts, decision, tz, parse.language)
                result = self._result(
                    Status.CONFIRM_REQUIRED, message_id, parse.facts, pending_id=pending.pending_id, **unwritten
                )
            elif decision.verdict is Verdict.BLOCK:
                result = self._result(Status.BLOCKED, message_id, parse.facts, **unwritten)
            else:
                result = self._commit(tx, message_id, message_id, parse.facts, decision, tz, parse.language)
            tx.put_record(CommitRecord(key=message_id, result=result))
            return result, pending

        result, pending = self.facts.atomically(user_id, work)
        # Saved after the durable step: `work` may run more than once and must stay free of side effects.
        if pending is not None:
            self.working.save_pending(pending)
        return result

    def _lint(self, tx: FactTransaction, drafts: list[FactDraft]) -> LintDecision:
        start = min(d.start_time for d in drafts)
        end = max(d.end_time for d in drafts)
        return self.policy.evaluate(drafts, tx.active_overlapping(start, end))

    def _commit(
        self,
        tx: FactTransaction,
        source_id: str,
        message_id: str,
        drafts: list[FactDraft],
        decision: LintDecision,
        tz: ZoneInfo,
        language: Language,
        *,
        approved: bool = False,
    ) -> LintResult:
        new_facts = [
            Fact.from_draft(d, fact_id=derived_id("f", source_id, i), message_id=message_id)
            for i, d in enumerate(drafts)
        ]
        invalidated = tx.invalidate([f.id for f in decision.to_invalidate(approved=approved)], message_id)
        tx.add_facts(new_facts)
        status = Status.SUCCESS_WITH_OVERWRITE if invalidated else Status.SUCCESS
        return LintResult(
            status=status,
            conflict_type=decision.conflict_type,
            committed=new_facts,
            invalidated=invalidated,
            conflicts=decision.conflicts,
            reply=lint_reply(
                status=status,
                conflict_type=decision.conflict_type,
                new=new_facts,
                conflicts=decision.conflicts,
                invalidated=invalidated,
                tz=tz,
                language=language,
            ),
            message_id=message_id,
            rules=decision.rules,
        )

    def _result(
        self,
        status: Status,
        message_id: str,
        drafts: list[FactDraft],
        *,
        conflict_type: str,
        conflicts: list[Fact],
        rules: list[str],
        tz: ZoneInfo,
        language: Language,
        pending_id: str | None = None,
    ) -> LintResult:
        """A result that writes nothing: CONFIRM_REQUIRED, BLOCKED or CANCELLED."""
        confirm = status is Status.CONFIRM_REQUIRED
        return LintResult(
            status=status,
            confirm_required=confirm,
            conflict_type=conflict_type,
            conflicts=conflicts,
            pending_id=pending_id,
            actions=confirm_actions(conflict_type, language) if confirm else [],
            reply=lint_reply(
                status=status,
                conflict_type=conflict_type,
                new=drafts,
                conflicts=conflicts,
                invalidated=[],
                tz=tz,
                language=language,
            ),
            message_id=message_id,
            rules=rules,
        )

    def _pending(
        self,
        user_id: str,
        message_id: str,
        drafts: list[FactDraft],
        decision: LintDecision,
        tz: ZoneInfo,
        language: Language,
    ) -> PendingConfirmation:
        now = self.clock.now()
        return PendingConfirmation(
            pending_id=derived_id("p", message_id),
            user_id=user_id,
            message_id=message_id,
            facts=drafts,
            conflict_type=decision.conflict_type,
            conflicts=decision.conflicts,
            rules=decision.rules,
            language=language,
            timezone=tz.key,
            created_at=now,
            expires_at=now + self.pending_ttl,
        )

    # -- confirm ---------------------------------------------------------------------------

    def confirm(self, user_id: str, pending_id: str, decision: Decision) -> LintResult:
        pending = self.working.get_pending(pending_id)
        if pending is None:
            raise Expired(f"pending confirmation {pending_id!r} is unknown or has expired", code="pending_expired")
        if pending.user_id != user_id:
            raise NotFound(f"no pending confirmation {pending_id!r}", code="unknown_pending")
        tz = resolve_timezone(pending.timezone)

        def work(tx: FactTransaction) -> LintResult:
            recorded = tx.get_record(pending_id)
            if recorded is not None:
                if recorded.decision is decision:
                    return recorded.result
                raise StateConflict(
                    f"pending confirmation {pending_id!r} was already settled with {recorded.decision.value!r}",
                    code="already_settled",
                )
            if decision is Decision.CANCEL:
                result = self._result(
                    Status.CANCELLED,
                    pending.message_id,
                    pending.facts,
                    conflict_type=pending.conflict_type,
                    conflicts=pending.conflicts,
                    rules=pending.rules,
                    tz=tz,
                    language=pending.language,
                )
            else:
                now_decision = self._lint(tx, pending.facts)
                known = {f.id for f in pending.conflicts}
                appeared = [f for f in now_decision.conflicts if f.id not in known]
                if now_decision.verdict is Verdict.BLOCK or appeared:
                    raise StateConflict(
                        "the calendar changed since this confirmation was asked; send the message again",
                        code="state_changed",
                    )
                result = self._commit(
                    tx, pending_id, pending.message_id, pending.facts, now_decision, tz, pending.language, approved=True
                )
            tx.put_record(CommitRecord(key=pending_id, decision=decision, result=result))
            return result

        return self.facts.atomically(user_id, work)

    # -- query -----------------------------------------------------------------------------

    def query(
        self,
        user_id: str,
        *,
        message_id: str | None = None,
        window: Interval | None = None,
        timezone: str | None = None,
        compare: bool = False,
        question: str | None = None,
    ) -> QueryOutcome:
        if message_id is not None:
            stored = self._stored_parse(user_id, message_id)
            if stored.result.intent is not Intent.QUERY or stored.result.window is None:
                raise BadRequest(
                    f"message {message_id!r} is a {stored.result.intent.value}, not a QUERY", code="not_a_query"
                )
            window, tz, now = stored.result.window, resolve_timezone(stored.timezone), stored.now
            language, question = stored.result.language, question or self._text_of(user_id, message_id)
        elif window is not None:
            tz, now = self.user_timezone(user_id, timezone), self.clock.now()
            language = language_of(question or "")
            question = (
                question
                or f"What is in my calendar in [{window.start_time.isoformat()}, {window.end_time.isoformat()})?"
            )
        else:
            raise BadRequest("give either message_id or start_time and end_time", code="missing_window")
        facts = self.facts.list_facts(user_id, FactStatus.ACTIVE, window.start_time, window.end_time)
        context = render_context(now=now, timezone=tz, window=window, facts=facts)
        drafted = self.synthesizer.answer(
            question=question, context=context, facts=facts, window=window, timezone=tz, language=language
        )
        grounding = check_grounding(drafted, facts=facts, window=window, now=now, timezone=tz)
        answer, synthesizer = (
            (drafted, self.synthesizer.name)
            if grounding.grounded
            else (template_answer(facts, window, tz, language), TEMPLATE_SYNTHESIZER)
        )
        baseline = self._baseline(user_id, window, now, tz, language) if compare else None
        return QueryOutcome(
            answer=answer,
            synthesizer=synthesizer,
            grounded=grounding.grounded,
            ungrounded=grounding.unsupported,
            facts=facts,
            context=context,
            context_tokens=count_tokens(context),
            baseline=baseline,
            window=window,
            language=language,
        )

    def _text_of(self, user_id: str, message_id: str) -> str:
        message = self.messages.get_message(user_id, message_id)
        return message.text if message is not None else ""

    def _baseline(self, user_id: str, window: Interval, now: datetime, tz: ZoneInfo, language: Language) -> Baseline:
        """The naive pipeline: the whole chat log as context, every statement in it believed."""
        log = self.messages.list_messages(user_id)
        context = render_chat_log(messages=log, now=now, timezone=tz)
        believed = [
            fact
            for message in log
            if message.intent is Intent.WRITE
            for fact in message.facts
            if fact.overlaps(window.start_time, window.end_time)
        ]
        believed.sort(key=lambda f: (f.start_time, f.predicate.value))
        return Baseline(
            context=context,
            context_tokens=count_tokens(context),
            answer=template_answer(believed, window, tz, language),
        )

    # -- memories and provenance -------------------------------------------------------------

    def memories(
        self,
        user_id: str,
        *,
        status: FactStatus | None = None,
        start: datetime | None = None,
        end: datetime | None = None,
    ) -> list[Fact]:
        if (start is None) != (end is None):
            raise BadRequest("give both start_time and end_time, or neither", code="invalid_window")
        if start is not None and end is not None:
            make_window(start, end)
        return self.facts.list_facts(user_id, status, start, end)

    def provenance(self, user_id: str, fact_id: str, *, timezone: str | None = None) -> Provenance:
        fact = self.facts.get_fact(user_id, fact_id)
        if fact is None:
            raise NotFound(f"no fact {fact_id!r}", code="unknown_fact")
        created_by = self.messages.get_message(user_id, fact.created_by_message_id)
        if created_by is None:
            raise NotFound(f"the message that created {fact_id!r} is gone", code="unknown_message")
        invalidated_by = (
            self.messages.get_message(user_id, fact.invalidated_by_message_id)
            if fact.invalidated_by_message_id
            else None
        )
        tz = resolve_timezone(timezone or created_by.timezone)
        return Provenance(
            fact=fact,
            created_by=created_by,
            invalidated_by=invalidated_by,
            explanation=provenance_explanation(
                fact=fact, created_by=created_by, invalidated_by=invalidated_by, tz=tz, language=created_by.language
            ),
        )


def make_window(start: datetime, end: datetime) -> Interval:
    if not (EARLIEST_NOW <= start < LATEST_NOW and EARLIEST_NOW <= end <= LATEST_NOW):
        raise BadRequest("windows must lie between the years 1900 and 9000", code="invalid_window")
    try:
        return Interval(start_time=start, end_time=end)
    except ValidationError:
        raise BadRequest("end_time must be after start_time", code="invalid_window") from None
