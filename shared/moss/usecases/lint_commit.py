"""Lint a parsed WRITE against the user's active facts and commit it, in one atomic step per user.

A create adds facts; a cancel, change or undo corrects existing ones (correct.py). Conflicts
that need the user's word are kept as a pending confirmation (see confirm.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..domain.commits import CommitRecord, LintResult
from ..domain.errors import BadRequest, Unprocessable
from ..domain.models import Intent, OpenChoice, OpenQuestion, Operation
from ..domain.texts import say
from ..domain.zones import resolve_timezone
from ..ports import FactTransaction
from .command import Command
from .correct import AMBIGUOUS_TARGET, ANSWERED, choose, settle_parse
from .deps import Deps
from .writes import Outcome, Speaker, no_change, settle_once


@dataclass(frozen=True)
class LintCommit(Command[LintResult]):
    user_id: str
    message_id: str


def handle(command: LintCommit, deps: Deps) -> LintResult:
    user_id, message_id = command.user_id, command.message_id
    stored = deps.stored_parse(user_id, message_id)
    parse = stored.result
    if parse.intent is not Intent.WRITE:
        raise BadRequest(f"message {message_id!r} is a {parse.intent.value}, not a WRITE", code="not_a_write")
    if parse.reply and not parse.facts and parse.operation is not Operation.UNDO:
        raise Unprocessable(parse.reply, code="missing_time")
    if parse.operation is Operation.CREATE and not parse.facts:
        raise Unprocessable("the message names no time to store", code="missing_time")
    deps.limits.check_write(parse.facts, parse.language)  # a parse kept from before the limits were lowered
    speaker = Speaker(
        user_id=user_id,
        message_id=message_id,
        now=stored.now,
        tz=resolve_timezone(stored.timezone),
        language=parse.language,
    )

    settles, chosen = parse.settles, parse.chosen  # "which one?" answered in words: its buttons are then spent
    # The question's own choice, read once, outside the atomic step (which may run again)
    asked = deps.working.get_pending(settles) if settles is not None and chosen is not None else None
    if asked is not None and asked.user_id != user_id:
        asked = None

    def decide(tx: FactTransaction) -> Outcome:
        if settles is not None and tx.get_record(settles) is not None:
            return no_change(message_id, say("correct_choice_made", parse.language)), None
        if asked is not None and chosen is not None:
            # the chosen candidate itself, as its button: its target, naming a series by its
            # title alone, may also name the other candidates
            outcome = choose(deps, tx, speaker, asked, chosen, step=1, source_id=message_id)
        else:
            outcome = settle_parse(deps, tx, speaker, parse)
        if settles is not None:
            tx.put_record(CommitRecord(key=settles, decision=ANSWERED, result=outcome[0], version=tx.version()))
        return outcome

    result = settle_once(deps, user_id, message_id, decide, looks_up=[settles] if settles is not None else [])
    if result.conflict_type == AMBIGUOUS_TARGET and result.pending_id is not None:
        # "Which one?" may also be answered in words: "the second one", "Tuesday's" (usecases/parse.py).
        choice = OpenChoice(
            pending_id=result.pending_id,
            operation=parse.operation,
            change=parse.change,
            since=parse.target.since if parse.target else None,
            candidates=result.conflicts,
        )
        question = OpenQuestion(user_id=user_id, message_ids=[message_id], texts=[], choice=choice)
        deps.working.save_question(question, int(deps.parse_ttl.total_seconds()))
    elif result.pending_id is not None and parse.operation is Operation.CREATE and stored.texts:
        # A new fact that collides stays open while it waits: "make it 1:30 then", "the 9th, same
        # time" propose it anew, as an answer completes any write MOSS asked about.
        question = OpenQuestion(
            user_id=user_id,
            message_ids=[message_id],
            texts=stored.texts,
            asked_at=stored.now,
            revises=result.pending_id,
        )
        deps.working.save_question(question, int(deps.parse_ttl.total_seconds()))
    return result
