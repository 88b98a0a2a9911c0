"""POST /memories/{id}/cancel: cancel one fact the user selected (a Cancel button), as if they had
said so: recorded as a message of its own, linted and committed like a cancel by utterance
(a cancelled vacation offers back the meetings it replaced), and undoable."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from ..domain.answers import describe_fact
from ..domain.bounds import check_now
from ..domain.errors import NotFound
from ..domain.ids import check_id
from ..domain.models import Fact, FactStatus, LintResult, Operation, Target
from ..domain.recurrence import occurrences
from ..domain.texts import say
from ..ports import FactTransaction
from .command import Command
from .correct import apply_to, still_active
from .deps import Deps
from .writes import Outcome, Speaker, no_change, request_message, settle_once


@dataclass(frozen=True)
class CancelFact(Command[LintResult]):
    user_id: str
    fact_id: str
    occurrence_start: datetime | None = None  # of a series: cancel that occurrence only
    now: datetime | None = None  # when the user acted (the server clock by default)
    timezone: str | None = None  # of the wording (by default the zone the fact was said in)
    channel: str = "web"


def handle(command: CancelFact, deps: Deps) -> LintResult:
    user_id = command.user_id
    check_now(command.now)
    check_now(command.occurrence_start, "start_time")
    fact = deps.facts.get_fact(user_id, check_id("fact_id", command.fact_id))
    if fact is None:
        raise NotFound(f"no fact {command.fact_id}", code="unknown_fact")
    chosen = _occurrence(fact, command.occurrence_start) if command.occurrence_start else fact
    if chosen is None:
        raise NotFound(f"{command.fact_id} has no occurrence then", code="unknown_occurrence")
    created_by = deps.messages.get_message(user_id, fact.created_by_message_id)
    language = created_by.language if created_by else "en"
    tz = deps.user_timezone(user_id, command.timezone or (created_by.timezone if created_by else None))
    message = request_message(
        deps,
        text=say("cancel_text", language, fact=describe_fact(chosen, tz, language)),
        operation=Operation.CANCEL,
        tz=tz,
        language=language,
        channel=command.channel,
        now=command.now,
        target=Target.naming(chosen),
    )
    speaker = Speaker.of_request(user_id, message)

    def decide(tx: FactTransaction) -> Outcome:
        if not still_active(tx, chosen):
            return no_change(speaker.message_id, say("correct_already_inactive", language)), None
        return apply_to(deps, tx, speaker, chosen, Operation.CANCEL, None, step=1, source_id=speaker.message_id)

    return settle_once(deps, user_id, speaker.message_id, decide, recording=message)


def _occurrence(series: Fact, start: datetime) -> Fact | None:
    """The occurrence of `series` starting at `start`, as a one-off copy with the series' id."""
    if series.recurrence is None or series.status is not FactStatus.ACTIVE:
        return None
    found = [o for o in occurrences([series], start, start + timedelta(seconds=1)) if o.start_time == start]
    return found[0].model_copy(update={"recurrence": None}) if found else None
