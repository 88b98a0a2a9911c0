"""Pydantic models of the core. Field names follow docs/api.md."""

from __future__ import annotations

import hashlib
import uuid
from datetime import date, datetime, timedelta
from enum import StrEnum
from typing import Literal

from pydantic import AwareDatetime, ConfigDict, Field, model_validator

from .deferred import DeferredModel
from .ontology import DOMAIN, SUBJECT, Predicate, check_triple
from .recurrence import Recurrence
from .zones import EARLIEST_MOMENT, LATEST_MOMENT, instant

# A local day at either edge of the calendar's years (1900-01-01 in Seoul) reaches into the UTC day beyond it.
_FACT_EDGE = timedelta(days=1)

Language = Literal["en", "ko"]
PartOfDay = Literal["morning", "afternoon", "evening"]
# What "afternoon off", "오후 반차", "block the afternoon" take of a day, in minutes from its midnight
HALF_DAY_MINUTES: dict[PartOfDay, tuple[int, int]] = {
    "morning": (9 * 60, 13 * 60),
    "afternoon": (14 * 60, 18 * 60),
    "evening": (18 * 60, 22 * 60),
}


class Intent(StrEnum):
    WRITE = "WRITE"
    QUERY = "QUERY"
    UNKNOWN = "UNKNOWN"


class Operation(StrEnum):
    """What a WRITE does to memory: add facts, or cancel, change or undo existing ones."""

    CREATE = "create"
    CANCEL = "cancel"
    CHANGE = "change"
    UNDO = "undo"


class FactStatus(StrEnum):
    ACTIVE = "active"
    INACTIVE = "inactive"


class Interval(DeferredModel):
    """A half-open interval [start_time, end_time) of aware datetimes."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    start_time: AwareDatetime
    end_time: AwareDatetime

    @model_validator(mode="after")
    def _ordered(self) -> Interval:
        if not instant(self.start_time) < instant(self.end_time):
            raise ValueError("end_time must be after start_time")
        return self

    def overlaps(self, start: datetime, end: datetime) -> bool:
        return instant(self.start_time) < instant(end) and instant(start) < instant(self.end_time)


class FactDraft(Interval):
    """A fact as a parser proposes it: inside the closed ontology, not yet stored."""

    domain: Literal["Schedule"] = DOMAIN
    subject: Literal["Calendar"] = SUBJECT
    predicate: Predicate
    object_value: str
    # A series: start_time/end_time are then its first occurrence (domain/recurrence.py).
    recurrence: Recurrence | None = None
    replaces: str | None = Field(None, description="the id of the fact this one replaced (a change)")

    @model_validator(mode="after")
    def _in_calendar_years(self) -> FactDraft:
        if not (EARLIEST_MOMENT - _FACT_EDGE <= self.start_time and self.end_time <= LATEST_MOMENT + _FACT_EDGE):
            raise ValueError("a fact lies between the years 1900 and 9000")
        return self

    @model_validator(mode="after")
    def _in_ontology(self) -> FactDraft:
        canonical = check_triple(self.domain, self.subject, self.predicate.value, self.object_value)
        if canonical != self.object_value:
            object.__setattr__(self, "object_value", canonical)
        return self


class Fact(FactDraft):
    """A stored fact with its provenance."""

    id: str
    status: FactStatus = FactStatus.ACTIVE
    created_by_message_id: str
    invalidated_by_message_id: str | None = None
    reactivated_by_message_id: str | None = None

    @classmethod
    def from_draft(cls, draft: FactDraft, *, fact_id: str, message_id: str) -> Fact:
        return cls(**draft.model_dump(), id=fact_id, created_by_message_id=message_id)

    def invalidated(self, by_message_id: str) -> Fact:
        return self.model_copy(update={"status": FactStatus.INACTIVE, "invalidated_by_message_id": by_message_id})

    def reactivated(self, by_message_id: str) -> Fact:
        """Active again; `invalidated_by_message_id` stays as the history of why it had stopped."""
        return self.model_copy(update={"status": FactStatus.ACTIVE, "reactivated_by_message_id": by_message_id})

    def skipping(self, starts: list[datetime], by_message_id: str | None) -> Fact | None:
        """This series without the occurrences starting at `starts`; None unless an active series
        that this changes."""
        if self.recurrence is None or self.status is not FactStatus.ACTIVE:
            return None
        skipping = self.recurrence.skipping(starts, by_message_id)
        return self.model_copy(update={"recurrence": skipping}) if skipping != self.recurrence else None

    def unskipping(self, starts: list[datetime], skipped_by: str) -> Fact | None:
        """This series with the occurrences at `starts` that `skipped_by` had skipped back; None
        unless an active series that this changes."""
        if self.recurrence is None or self.status is not FactStatus.ACTIVE:
            return None
        unskipping = self.recurrence.unskipping(starts, skipped_by)
        return self.model_copy(update={"recurrence": unskipping}) if unskipping != self.recurrence else None


class Target(DeferredModel):
    """What a cancel or change says about the fact it means; unset parts match anything.

    No part set means the fact the user's latest write created ("move it to Wednesday").
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    predicate: Predicate | None = None
    title: str | None = Field(None, description="words of the title, matched ignoring case and spacing")
    window: Interval | None = Field(None, description="the time the utterance names: the fact overlaps it")
    since: AwareDatetime | None = Field(
        None, description="from this moment on ('from next month'): a series ends before it, one-offs start after it"
    )
    kind_word: str | None = Field(
        None,
        description="with no title, the generic word the fact was called ('the meeting', '회의'): of several"
        " facts, those whose titles say it are meant",
    )
    just_mentioned: bool | None = Field(
        None,
        description="said as the one just talked about ('that call', '그 회의'): of several facts, the one the"
        " user's latest write made is meant",
    )
    next_time: bool | None = Field(
        None,
        description="true: the window was not said but is the days ahead a plan's next time falls in ('I'll skip"
        " yoga'); a plan of its own named by the title, beyond them, is still meant ('i'm skipping the year-end"
        " party' ten days ahead)",
    )
    days_of_it: bool | None = Field(
        None,
        description="true: the window names whole days to take out of a fact spanning more of them ('take the "
        "21st out of it', '21일은 빼줘'), even its first; otherwise one named by its first day is all of it",
    )
    position: int | None = Field(
        None,
        description="with a window, which of the facts it holds is meant, by start: 1 the first ('the second "
        "meeting on tuesday', '목요일 첫 번째 회의'), -1 the last ('my last thing friday')",
    )

    @property
    def named(self) -> bool:
        return any(part is not None for part in (self.predicate, self.title, self.window, self.since))

    @property
    def named_beyond_window(self) -> bool:
        """Whether it says more than when: a kind, a title or a start of its own."""
        return any(part is not None for part in (self.predicate, self.title, self.since))

    @classmethod
    def naming(cls, fact: FactDraft, since: datetime | None = None) -> Target:
        """The target that means `fact`: its predicate, a meeting's title, and its own time (a whole
        series is named by its title alone, its time being only its first occurrence)."""
        return cls(
            predicate=fact.predicate,
            title=fact.object_value if fact.predicate is Predicate.MEETING else None,
            window=None if fact.recurrence else Interval(start_time=fact.start_time, end_time=fact.end_time),
            since=since,
        )


# How a change's parts are read, no change by themselves
_CHANGE_FLAGS = ("either_half", "in_its_week", "in_its_month", "put_off")


class Change(DeferredModel):
    """How a change moves, resizes or renames its target; at least one part is set."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    day: date | None = Field(None, description="move to this day, keeping the time of day")
    in_its_week: bool | None = Field(
        None,
        description="true: day (or last_day) was said as a weekday alone ('목요일 말고 금요일로', "
        "'휴가 목요일까지만'): that weekday of the fact's own week is meant, when it is later than the one said; "
        "with first_day ('목요일부터로 늘려줘'), that weekday on or before the fact's first day",
    )
    put_off: bool | None = Field(
        None,
        description="with in_its_week: true when said as put off ('push the checkup to monday', '월요일로 미뤄줘'):"
        " the first such weekday after the fact's own day is meant; false when said as brought forward ('bring"
        " the review forward to tuesday', '화요일로 당겨줘'): the last one before it, when not before day",
    )
    in_its_month: bool | None = Field(
        None,
        description="true: last_day was said as a day of the month alone ('just have it end on the 24th'): that day "
        "of the month on or after the fact's first day is meant",
    )
    start_minute: int | None = Field(None, ge=0, le=24 * 60 - 1, description="move to this time of day (minutes)")
    either_half: bool | None = Field(
        None,
        description="true: start_minute was said without a.m. or p.m. ('move dinner to 8'): the half of the day "
        "nearer the fact's own start is meant (20:00 for a 19:00 dinner, 06:00 for a 07:00 gym)",
    )
    part_of_day: PartOfDay | None = Field(
        None,
        description="move into this part of the day ('요가 저녁으로 옮겨줘'): the same clock time there when it "
        "falls in it (07:00 -> 19:00), else the part's start (09:00, 14:00, 19:00)",
    )
    shift_minutes: int | None = Field(None, description="move by this much: later (+) or earlier (-)")
    resize_minutes: int | None = Field(None, description="make it longer (+) or shorter (-) by this much")
    length_minutes: int | None = Field(None, ge=1, description="make it last this long (minutes)")
    end_minute: int | None = Field(None, ge=1, le=24 * 60, description="make it end at this time of its day (minutes)")
    last_day: date | None = Field(None, description="make it last through this day (whole days)")
    first_day: date | None = Field(
        None, description="make a fact of whole days start on this day, keeping its end ('목요일부터로 늘려줘')"
    )
    title: str | None = Field(None, description="the new title of a meeting")

    @model_validator(mode="after")
    def _says_something(self) -> Change:
        if all(value is None for name, value in self.model_dump().items() if name not in _CHANGE_FLAGS):
            raise ValueError("a change moves, resizes or renames")
        if self.title is not None:
            object.__setattr__(self, "title", check_triple(DOMAIN, SUBJECT, Predicate.MEETING.value, self.title))
        return self


class ParseResult(DeferredModel):
    """What any parser returns. Validated against the ontology on construction."""

    model_config = ConfigDict(extra="forbid")

    intent: Intent
    facts: list[FactDraft] = []
    window: Interval | None = None
    reply: str | None = None
    language: Language = "en"
    # Set by the parsing adapters, never by a model: who parsed, and why a preferred parser's
    # output was rejected when a fallback parser produced this result.
    parser: str | None = None
    parser_error: str | None = None
    # Set by the rule parser when it asks a question with finite answers: complete utterances
    # that answer it ("In the afternoon", "오후 3시"), for clients to offer as buttons.
    suggestions: list[str] = []
    # Set by the parse use case when the utterance answered "which one?" in words: the pending
    # decision it settles, so the question's buttons cannot apply it a second time.
    settles: str | None = None
    # With `settles`: which of that question's candidates the answer chose (0 is the first), so
    # the answer applies to that fact, as its button would (a series' title alone names others too).
    chosen: int | None = None
    operation: Operation = Operation.CREATE
    target: Target | None = None
    change: Change | None = None
    about: str | None = Field(
        None,
        description="a question naming a plan ('when is my flight to Osaka?', 'is the party still on the 18th?'):"
        " its title words; when the asked window holds no fact they name, the answer is about the day of the"
        " next one",
    )
    undoes_saved: bool = Field(
        False,
        description="an UNDO naming what MOSS saved ('revert your last change'): that change, also right after a"
        " question MOSS asked (a bare 'undo' there names the earlier change and waits to be said again)",
    )
    keeps: bool = Field(
        False,
        description="an UNDO said as keeping a plan ('wait, keep it', 'don't cancel the dentist', '취소하지 마'):"
        " it undoes the caller's previous message only when that changed the plan it names (any, when it names"
        " none); else nothing changes",
    )
    brings_back: bool = Field(
        False,
        description="an UNDO said as bringing back what was taken away ('put it back', '다시 살려줘'): the latest"
        " write is undone only when it took a plan away or moved it; after a booking it answers NO_CHANGE",
    )
    steps_back: bool = Field(
        False,
        description="an UNDO said as going one step further back ('undo once more', 'one more step back', '하나 더"
        " 되돌려'): the caller's latest write not yet undone, so that undos said one after another walk back",
    )
    about_kind: Predicate | None = Field(
        None,
        description="a question naming a kind of plan but no day and no title ('when is my vacation?', 'anything"
        " booked while I'm on leave?'): the answer is about the days of the current or next fact of that kind",
    )

    @model_validator(mode="after")
    def _consistent(self) -> ParseResult:
        if self.intent is not Intent.WRITE and (self.facts or self.operation is not Operation.CREATE):
            raise ValueError(f"a {self.intent.value} parse carries no facts and no operation")
        if self.operation in (Operation.CANCEL, Operation.CHANGE) and self.target is None and not self.reply:
            raise ValueError(f"a {self.operation.value} names its target")
        if self.operation is Operation.CHANGE and self.change is None and not self.reply:
            raise ValueError("a change says how the target changes")
        if self.operation is not Operation.CREATE:
            return self  # its facts, if any, are a preview: the change as it would apply
        if self.intent is Intent.QUERY and self.window is None:
            raise ValueError("a QUERY parse needs the window it asks about")
        if self.intent is Intent.WRITE and not self.facts and not self.reply:
            raise ValueError("a WRITE parse without facts must say what is missing in reply")
        return self


class Message(ParseResult):
    """An utterance and what it parsed to, kept for provenance and for the naive baseline."""

    message_id: str
    text: str
    received_at: AwareDatetime  # the moment the user spoke (the request's `now`)
    channel: str = "web"
    recorded_at: AwareDatetime | None = None  # server clock when it arrived
    timezone: str = "UTC"
    intent: Intent = Intent.UNKNOWN


class Status(StrEnum):
    SUCCESS = "SUCCESS"
    SUCCESS_WITH_OVERWRITE = "SUCCESS_WITH_OVERWRITE"
    CONFIRM_REQUIRED = "CONFIRM_REQUIRED"
    BLOCKED = "BLOCKED"
    CANCELLED = "CANCELLED"
    NO_CHANGE = "NO_CHANGE"


class Decision(StrEnum):
    APPROVE = "approve"
    CANCEL = "cancel"


class OpenChoice(DeferredModel):
    """A cancel or change that matched several facts, waiting for the user to say which."""

    pending_id: str
    operation: Operation
    change: Change | None = None
    since: AwareDatetime | None = None
    candidates: list[Fact]


class OpenQuestion(DeferredModel):
    """A write MOSS asked about, waiting for the user's next utterance (dialog state).

    `texts` are the asking utterance and any answers that did not complete it yet, and
    `message_ids` their messages; the next answer is read together with them
    (parsing/followup.py). With a `choice`, the question is which of several facts a cancel
    or change meant ("the second one", "Tuesday's"). One per user; it expires with the parse TTL.
    `asked_at` is when the question was first said: its own words ("tomorrow") mean what they
    meant then, also when the answer comes after midnight (None in questions stored before it).
    """

    user_id: str
    message_ids: list[str]
    texts: list[str]
    choice: OpenChoice | None = None
    asked_at: AwareDatetime | None = None
    # A new fact waiting at its conflict: an answer ("make it 1:30 then") proposes it anew and
    # spends this pending decision's buttons; declined, the question stays open without it.
    revises: str | None = None


class StoredParse(DeferredModel):
    """A parse kept server-side under its message id, so later calls never trust client facts."""

    user_id: str
    message_id: str
    now: AwareDatetime
    timezone: str
    result: ParseResult
    # What the write was read from: the utterance, after the question's own when it answered one.
    texts: list[str] = []


def new_message_id() -> str:
    return "m_" + uuid.uuid4().hex


def pending_id_of(message_id: str, step: int = 1) -> str:
    """The id of the `step`-th decision one message waits for: undo finds every effect of a
    message under these keys (the message id itself and its decisions')."""
    return derived_id("p", message_id) if step == 1 else derived_id("p", message_id, step)


def derived_id(prefix: str, *parts: object) -> str:
    """Deterministic ids make retries idempotent: the same source always yields the same id."""
    digest = hashlib.sha256(":".join(str(p) for p in parts).encode()).hexdigest()[:24]
    return f"{prefix}_{digest}"
