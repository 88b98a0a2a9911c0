"""Explain a fact: the utterances that created it, changed it, made it inactive or active again."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ..domain.answers import provenance_explanation
from ..domain.deferred import DeferredModel
from ..domain.errors import NotFound
from ..domain.ids import check_id
from ..domain.models import Fact, Message
from ..domain.zones import resolve_timezone
from .command import Command
from .correct import outcome_keys
from .deps import Deps


class Provenance(DeferredModel):
    fact: Fact
    created_by: Message
    invalidated_by: Message | None
    reactivated_by: Message | None = None
    replaces: Fact | None = None  # the fact a change replaced with this one
    replaced_by: Fact | None = None  # the fact a change replaced this one with
    skipped_by: Message | None = None  # with occurrence_start: the message that skipped that occurrence
    explanation: str


@dataclass(frozen=True)
class Explain(Command[Provenance]):
    user_id: str
    fact_id: str
    timezone: str | None = None
    occurrence_start: datetime | None = None  # of a series: the occurrence whose skipping to name


def handle(command: Explain, deps: Deps) -> Provenance:
    user_id = command.user_id
    fact = deps.facts.get_fact(user_id, check_id("fact_id", command.fact_id))
    if fact is None:
        raise NotFound(f"no fact {command.fact_id}", code="unknown_fact")
    created_by = deps.messages.get_message(user_id, fact.created_by_message_id)
    if created_by is None:
        raise NotFound(f"the message that created {command.fact_id} is gone", code="unknown_message")

    def message(message_id: str | None) -> Message | None:
        return deps.messages.get_message(user_id, message_id) if message_id else None

    invalidated_by = message(fact.invalidated_by_message_id)
    replaces = deps.facts.get_fact(user_id, fact.replaces) if fact.replaces else None
    replaced_by = _successor(deps, user_id, fact) if invalidated_by else None
    tz = resolve_timezone(command.timezone or created_by.timezone)
    reactivated_by = message(fact.reactivated_by_message_id)
    skipped_by = None
    if fact.recurrence is not None and command.occurrence_start is not None:
        causes = dict(zip(fact.recurrence.exdates, fact.recurrence.exdated_by, strict=True))
        skipped_by = message(causes.get(command.occurrence_start))
    return Provenance(
        fact=fact,
        created_by=created_by,
        invalidated_by=invalidated_by,
        reactivated_by=reactivated_by,
        replaces=replaces,
        replaced_by=replaced_by,
        skipped_by=skipped_by,
        explanation=provenance_explanation(
            fact=fact,
            created_by=created_by,
            invalidated_by=invalidated_by,
            reactivated_by=reactivated_by,
            replaced=replaces,
            successor=replaced_by,
            tz=tz,
            language=created_by.language,
        ),
    )


def _successor(deps: Deps, user_id: str, fact: Fact) -> Fact | None:
    """The fact that the change which made `fact` inactive created in its place, if it was a change."""
    cause = fact.invalidated_by_message_id
    assert cause is not None
    records = deps.facts.get_records(user_id, outcome_keys(cause))
    return next((f for r in records.values() for f in r.result.committed if f.replaces == fact.id), None)
