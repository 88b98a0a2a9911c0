"""POST /memories/{id}/cancel: cancel one fact the user selected (a Cancel button), as if they had
said so: recorded as a message of its own, linted and committed like a cancel by utterance
(a cancelled vacation offers back the meetings it replaced), and undoable."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ..domain.answers import describe_fact
from ..domain.bounds import check_now
from ..domain.commits import LintResult
from ..domain.models import Operation, Target
from ..domain.texts import say
from ..ports import FactTransaction
from .command import Command
from .correct import apply_to, select_fact, still_active
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
    selected = select_fact(deps, user_id, command.fact_id, command.occurrence_start, command.timezone)
    chosen, language, tz = selected.fact, selected.language, selected.tz
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
