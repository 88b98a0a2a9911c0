"""Explain a fact: the utterance that created it and the one that made it inactive, in a sentence."""

from __future__ import annotations

from dataclasses import dataclass

from ..domain.answers import provenance_explanation
from ..domain.deferred import DeferredModel
from ..domain.errors import NotFound
from ..domain.ids import check_id
from ..domain.models import Fact, Message
from ..domain.zones import resolve_timezone
from .command import Command
from .deps import Deps


class Provenance(DeferredModel):
    fact: Fact
    created_by: Message
    invalidated_by: Message | None
    explanation: str


@dataclass(frozen=True)
class Explain(Command[Provenance]):
    user_id: str
    fact_id: str
    timezone: str | None = None


def handle(command: Explain, deps: Deps) -> Provenance:
    user_id = command.user_id
    fact = deps.facts.get_fact(user_id, check_id("fact_id", command.fact_id))
    if fact is None:
        raise NotFound(f"no fact {command.fact_id}", code="unknown_fact")
    created_by = deps.messages.get_message(user_id, fact.created_by_message_id)
    if created_by is None:
        raise NotFound(f"the message that created {command.fact_id} is gone", code="unknown_message")
    invalidated_by = (
        deps.messages.get_message(user_id, fact.invalidated_by_message_id) if fact.invalidated_by_message_id else None
    )
    tz = resolve_timezone(command.timezone or created_by.timezone)
    return Provenance(
        fact=fact,
        created_by=created_by,
        invalidated_by=invalidated_by,
        explanation=provenance_explanation(
            fact=fact, created_by=created_by, invalidated_by=invalidated_by, tz=tz, language=created_by.language
        ),
    )
