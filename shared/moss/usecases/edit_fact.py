"""POST /memories/{id}/change: an edit by hand (the page's edit form, a drag on the calendar) of one
fact's times or title, carried out as the spoken change it stands for: recorded as a message of
its own that says what was edited (provenance, undo), linted as a new fact, and waiting for
Approve / Cancel when it lands on a vacation or another meeting, nothing changed until then."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from zoneinfo import ZoneInfo

from pydantic import ValidationError

from ..domain.answers import describe_fact
from ..domain.bounds import check_now
from ..domain.commits import LintResult
from ..domain.errors import BadRequest, describe_validation_error
from ..domain.models import Change, Fact, FactDraft, Operation, Target
from ..domain.texts import say
from ..ports import FactTransaction
from .command import Command
from .correct import change_to, select_fact, still_active
from .deps import Deps
from .writes import Outcome, Speaker, no_change, request_message, settle_once


@dataclass(frozen=True)
class EditFact(Command[LintResult]):
    user_id: str
    fact_id: str
    start_time: datetime | None = None  # the new start; alone, the event keeps its length
    end_time: datetime | None = None  # the new end; alone, the event keeps its start
    object_value: str | None = None  # the new title (meetings only)
    occurrence_start: datetime | None = None  # of a series: edit that occurrence only
    now: datetime | None = None  # when the user acted (the server clock by default)
    timezone: str | None = None  # of the wording (by default the zone the fact was said in)
    channel: str = "web"


def handle(command: EditFact, deps: Deps) -> LintResult:
    user_id = command.user_id
    for moment, name in ((command.now, "now"), (command.start_time, "start_time"), (command.end_time, "end_time")):
        check_now(moment, name)
    if command.start_time is None and command.end_time is None and command.object_value is None:
        raise BadRequest("name a new start_time, end_time or object_value", code="invalid_request")
    selected = select_fact(deps, user_id, command.fact_id, command.occurrence_start, command.timezone)
    chosen, language, tz = selected.fact, selected.language, selected.tz
    start = command.start_time or chosen.start_time
    end = command.end_time or (start + (chosen.end_time - chosen.start_time))
    try:
        draft = FactDraft(
            predicate=chosen.predicate,
            object_value=chosen.object_value if command.object_value is None else command.object_value,
            start_time=start,
            end_time=end,
            replaces=chosen.id,
        )
    except ValidationError as error:
        raise BadRequest(describe_validation_error(error), code="invalid_request") from error
    message = request_message(
        deps,
        text=say(
            "edit_text", language, fact=describe_fact(chosen, tz, language), edited=describe_fact(draft, tz, language)
        ),
        operation=Operation.CHANGE,
        tz=tz,
        language=language,
        channel=command.channel,
        now=command.now,
        target=Target.naming(chosen),
        change=_as_change(chosen, draft, tz),
    )
    speaker = Speaker.of_request(user_id, message)

    def decide(tx: FactTransaction) -> Outcome:
        if not still_active(tx, chosen):
            return no_change(speaker.message_id, say("correct_already_inactive", language)), None
        return change_to(deps, tx, speaker, chosen, draft, step=1, source_id=speaker.message_id)

    return settle_once(deps, user_id, speaker.message_id, decide, recording=message)


def _as_change(fact: Fact, draft: FactDraft, tz: ZoneInfo) -> Change:
    """The edit as the message records it: the day, time of day and length it sets in `tz`, and a new title."""
    start = draft.start_time.astimezone(tz)
    return Change(
        day=start.date(),
        start_minute=start.hour * 60 + start.minute,
        length_minutes=max(1, int((draft.end_time - draft.start_time).total_seconds() // 60)),
        title=draft.object_value if draft.object_value != fact.object_value else None,
    )
