"""Writes that change memory, inside the atomic per-user step: create (without duplicates),
cancel, change and undo, each turned into a Plan that is linted and committed like any write.

How MOSS decides (docs/corrections.md): the target is looked for among the user's active
facts; one match is acted on, several wait for the user's choice (AMBIGUOUS_TARGET), none
change nothing (NO_CHANGE). A change is the old fact retired and the new one created by the
same message, linted as a new fact. Cancelling a vacation that had made meetings inactive
offers to restore them (RESTORE_INVALIDATED). Undo reverts exactly what one message did.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime, time, timedelta
from functools import partial
from typing import Protocol
from zoneinfo import ZoneInfo

from ..domain import recurrence
from ..domain.answers import candidate_actions, confirm_actions, describe_fact, describe_target, listing, restore_offer
from ..domain.asked import about_window
from ..domain.bounds import check_now
from ..domain.commits import CommitRecord, LintResult, PendingConfirmation
from ..domain.errors import BadRequest, NotFound, StateConflict
from ..domain.ids import check_id
from ..domain.models import (
    Change,
    Fact,
    FactDraft,
    FactStatus,
    Intent,
    Interval,
    Language,
    Message,
    Operation,
    ParseResult,
    Status,
    Target,
    pending_id_of,
)
from ..domain.ontology import Predicate
from ..domain.policy import LintDecision, Verdict
from ..domain.recurrence import SERIES_LINT_HORIZON, Recurrence, ending_before, lint_span, occurrences, on_weekday
from ..domain.targets import (
    candidates,
    changed,
    covered_by,
    days_taken_off,
    guesses_its_hour,
    most_named,
    near_candidates,
    title_words_said,
    weekday_in_time_off,
)
from ..domain.texts import say
from ..domain.timefmt import describe_interval, is_all_day
from ..parsing.vocabulary import says_every_time
from ..ports import FactStore, FactTransaction
from .deps import Deps
from .writes import Outcome, Plan, Speaker, active_near, commit, lint, no_change, pending_confirmation, unwritten


class FactReader(Protocol):
    """What finding a target reads: a FactTransaction inside the atomic step, a StoreReader outside."""

    def active_overlapping(self, start: datetime, end: datetime) -> list[Fact]: ...

    def active_series(self, start: datetime, end: datetime) -> list[Fact]: ...

    def get_record(self, key: str) -> CommitRecord | None: ...

    def get_records(self, keys: list[str]) -> dict[str, CommitRecord]: ...


@dataclass(frozen=True)
class StoreReader:
    """One user's facts read outside an atomic step, for a preview that decides nothing."""

    store: FactStore
    user_id: str

    def active_overlapping(self, start: datetime, end: datetime) -> list[Fact]:
        return self.store.list_facts(self.user_id, FactStatus.ACTIVE, start, end)

    def active_series(self, start: datetime, end: datetime) -> list[Fact]:
        return self.store.list_series(self.user_id, FactStatus.ACTIVE, start, end)

    def get_record(self, key: str) -> CommitRecord | None:
        return self.get_records([key]).get(key)

    def get_records(self, keys: list[str]) -> dict[str, CommitRecord]:
        return self.store.get_records(self.user_id, keys)


# The decisions one message can wait for in a row (a choice, then a conflict, then a restore):
# undo looks for that message's effects under its own id and these pending ids.
MAX_STEPS = 3
RECENT_WRITES = 20  # how many of the user's last writes "undo that" and "move it" look through
# Questions and answers in between are paged past, this far at most: the look stays bounded.
LOOKBACK_MESSAGES = 500
SERIES_NEXT_DAYS = 400  # how far ahead the next time a series comes is looked for (a yearly one, a day or so late)
AMBIGUOUS_TARGET = "AMBIGUOUS_TARGET"
RESTORE_INVALIDATED = "RESTORE_INVALIDATED"
# The decision recorded for a "which one?" that was answered in words rather than with a button.
ANSWERED = "answered"


def settle_parse(deps: Deps, tx: FactTransaction, speaker: Speaker, parse: ParseResult) -> Outcome:
    """Decide and, where no question is needed, commit one parsed WRITE."""
    if parse.operation is Operation.UNDO:
        if parse.keeps:
            return keep(deps, tx, speaker, parse.target)
        return undo_latest(
            deps,
            tx,
            speaker,
            named=parse.undoes_saved,
            target=parse.target,
            brings_back=parse.brings_back,
            steps_back=parse.steps_back,
        )
    if parse.operation is Operation.CREATE:
        return _create(deps, tx, speaker, parse.facts)
    assert parse.target is not None
    target = parse.target
    pool = _pool(deps, tx, speaker, target, cancels=parse.operation is Operation.CANCEL)
    if pool is None:
        return no_change(speaker.message_id, say("correct_nothing_recent", speaker.language)), None
    found = candidates(pool, target) if target.named else pool
    at_its_time = _at_its_time_ahead(deps, tx, speaker, target)
    if not found or (target.title is None and target.predicate is None and len(at_its_time) > len(found)):
        # "kill the 10 o'clock" said after 10: tomorrow's is only the likelier of those coming at 10
        found = at_its_time
    if not found and parse.operation is Operation.CHANGE:
        found = _its_weekday_later(deps, tx, speaker, target)
    if not found and parse.operation is Operation.CANCEL and (later := _in_a_later_time_off(tx, speaker, target)):
        found, target = [later[0]], target.model_copy(update={"window": later[1]})
    elsewhere: list[Fact] = []
    if not found and target.next_time and target.title is not None:
        # "i'm skipping the year-end party" ten days ahead: the one plan of its own by that name ahead
        anyday = target.model_copy(update={"window": None, "next_time": None})
        ahead = [f for f in candidates(_pool(deps, tx, speaker, anyday) or [], anyday) if f.start_time > speaker.now]
        found = ahead if len(ahead) == 1 and ahead[0].recurrence is None else found
    if not found and parse.operation is Operation.CHANGE and target.title is not None and target.window is not None:
        # "면담 30분이면 끝날 듯 4시 반까지로 해줘": a time said may be where it goes, read as where it is; the one
        # plan of that name ahead is it. A day said is meant ("move friday's dentist to 4" of Wednesday's): the plan
        # is only offered; a series is never changed whole on such a guess.
        anyday = target.model_copy(update={"window": None})
        titled = candidates(_pool(deps, tx, speaker, anyday) or [], anyday)
        if len(titled) == 1 and titled[0].recurrence is None:
            if target.window.end_time - target.window.start_time < timedelta(days=1):
                found = titled
            else:
                elsewhere = titled
    if not found:
        what = describe_target(target, speaker.tz, speaker.language)
        # "the concert saturday is off, the band called off the whole tour": what was read as the plan is no plan
        # of the user's, nor like one; the one plan the message names elsewhere, on the day said, is offered, never
        # acted on (a plan named beside a change may be its reason: "the offsite's on, so no weekly review")
        named = (
            _named_lately(deps, tx, speaker, on=_days_of(target.window, speaker.tz), before=False)
            if target.predicate is not Predicate.VACATION
            else None
        )
        if near := near_candidates(pool, target) or elsewhere or ([named] if named is not None else []):
            asked, pending = _ask_which(deps, speaker, near, parse.operation, parse.change, target.since, step=1)
            reply = say(
                "correct_near_target",
                speaker.language,
                what=what,
                candidates=listing(near, speaker.tz, speaker.language),
            )
            return asked.model_copy(update={"reply": reply}), pending
        verb = say(f"correct_verb_{parse.operation.value}", speaker.language)
        reply = say("correct_no_target", speaker.language, what=what, verb=verb)
        return no_change(speaker.message_id, reply), None
    if len(found) > 1 and target.just_mentioned:
        found = _just_mentioned(deps, tx, speaker, found)
    if len(found) > 1 and parse.change is not None:
        # ("make it a full day" of several days off: not one that is a full day already)
        found = [fact for fact in found if _changed_by(fact, parse.change, speaker.tz)] or found
    if len(found) > 1:
        return _ask_which(deps, speaker, found, parse.operation, parse.change, target.since, step=1)
    if parse.operation is Operation.CANCEL and (
        left := days_taken_off(found[0], _days_named(found[0], target), speaker.tz, of_it=bool(target.days_of_it))
    ):
        # "금요일 휴가는 빼 줘" of Thursday to Friday off: the days it leaves replace it
        plan = Plan(operation=Operation.CHANGE, retire=[found[0]], add=left)
        return run_plan(deps, tx, speaker, plan, step=1, source_id=speaker.message_id)
    return apply_to(
        deps,
        tx,
        speaker,
        found[0],
        parse.operation,
        parse.change,
        step=1,
        source_id=speaker.message_id,
        since=target.since,
    )


def _changed_by(fact: Fact, change: Change, tz: ZoneInfo) -> bool:
    """Whether `change` leaves `fact` otherwise than it is."""
    draft = changed(fact, change, tz)
    return draft is not None and not _as_it_is(draft, fact)


def _as_it_is(draft: FactDraft, fact: Fact) -> bool:
    """Whether `draft` says what `fact` does: its time and its title."""
    return (draft.start_time, draft.end_time, draft.object_value) == (fact.start_time, fact.end_time, fact.object_value)


def _create(deps: Deps, tx: FactTransaction, speaker: Speaker, drafts: list[FactDraft]) -> Outcome:
    """An ordinary write, minus what an active fact already says (duplicates write nothing)."""
    active = active_near(tx, drafts)
    covering = [covered_by(d, active) for d in drafts]
    fresh = [d for d, cover in zip(drafts, covering, strict=True) if cover is None]
    if not fresh:
        existing = ", ".join(dict.fromkeys(describe_fact(f, speaker.tz, speaker.language) for f in covering if f))
        return no_change(speaker.message_id, say("lint_duplicate", speaker.language, existing=existing)), None
    plan = Plan(add=fresh)
    # A write of several facts (a calendar file) is also checked against itself, its facts as an
    # approval would store them.
    among = plan.added(source_id=pending_id_of(speaker.message_id, 1), message_id=speaker.message_id)
    decision = lint(deps, tx, plan, speaker.language, read=active, among=among)
    return run_plan(deps, tx, speaker, plan, step=1, source_id=speaker.message_id, decision=decision)


def run_plan(
    deps: Deps,
    tx: FactTransaction,
    speaker: Speaker,
    plan: Plan,
    *,
    step: int,
    source_id: str,
    decision: LintDecision | None = None,
    approved: bool = False,
    undone_text: str | None = None,
) -> Outcome:
    """Lint the plan: ask (a pending decision), refuse, or commit it; a cancelled vacation then
    offers the meetings it had replaced."""
    decision = decision or lint(deps, tx, plan, speaker.language)
    if decision.verdict is Verdict.CONFIRM_REQUIRED and not approved:
        pending = pending_confirmation(
            deps,
            speaker=speaker,
            plan=plan,
            conflict_type=decision.conflict_type,
            conflicts=decision.conflicts,
            rules=decision.rules,
            step=step,
        )
        result = unwritten(
            Status.CONFIRM_REQUIRED,
            speaker=speaker,
            drafts=plan.checked,
            why=decision,
            pending_id=pending.pending_id,
            clashes=decision.clashes,
            linted=decision.compared,
        )
        return result, pending
    if decision.verdict is Verdict.BLOCK:
        blocked = unwritten(
            Status.BLOCKED, speaker=speaker, drafts=plan.checked, why=decision, linted=decision.compared
        )
        return blocked, None
    result = commit(
        tx,
        source_id=source_id,
        speaker=speaker,
        plan=plan,
        decision=decision,
        approved=approved,
        undone_text=undone_text,
    )
    if plan.undoes is not None:
        if not _changed(result):  # what it would revert has changed since: nothing to undo now
            return no_change(speaker.message_id, say("undo_nothing_now", speaker.language, text=undone_text)), None
        tx.put_record(CommitRecord(key=undone_key(plan.undoes), result=result, version=tx.version()))
    if plan.operation is Operation.CANCEL and step < MAX_STEPS:
        for vacation in (f for f in plan.retire if f.predicate is Predicate.VACATION):
            offer = _offer_restore(deps, tx, speaker, result, vacation, step=step + 1)
            if offer is not None:
                return offer
    return result, None


def apply_to(
    deps: Deps,
    tx: FactTransaction,
    speaker: Speaker,
    fact: Fact,
    operation: Operation,
    change: Change | None,
    *,
    step: int,
    source_id: str,
    since: datetime | None = None,
) -> Outcome:
    """Cancel or change one fact (an occurrence of a series: that occurrence only; a whole series
    cancelled `since` a moment: ended before it)."""
    if operation is Operation.CANCEL and since is not None and fact.recurrence is not None:
        return run_plan(deps, tx, speaker, _ending(fact, since), step=step, source_id=source_id)
    if operation is Operation.CANCEL:
        occurrence = _is_occurrence(tx, fact)
        plan = Plan(operation=operation, skip=[fact]) if occurrence else Plan(operation=operation, retire=[fact])
        return run_plan(deps, tx, speaker, plan, step=step, source_id=source_id)
    assert change is not None
    draft = changed(fact, change, speaker.tz)
    if draft is None:
        fact_text = describe_fact(fact, speaker.tz, speaker.language)
        return no_change(speaker.message_id, say("correct_cannot_change", speaker.language, fact=fact_text)), None
    # "to wednesdays going forward": a weekly series may go there, said for every time; "a day later" never
    to_a_day = change.day is not None and fact.recurrence is not None and _said_for_every_time(deps, speaker)
    if fact.recurrence is not None and not to_a_day and _moves_day(fact, draft, speaker):
        # "스페인어 과외 이번 주만 수요일로", "move yoga to wednesday": the next time it comes goes there, once
        upcoming = _next_occurrence(fact, speaker.now)
        moved = changed(upcoming, change, speaker.tz) if upcoming is not None else None
        if upcoming is not None and moved is not None and moved.start_time > speaker.now:
            fact, draft = upcoming, moved
    return change_to(deps, tx, speaker, fact, draft, step=step, source_id=source_id, to_a_day=to_a_day)


def _next_occurrence(series: Fact, now: datetime) -> Fact | None:
    """The first occurrence of `series` still to start, as a one-off copy with the series' id."""
    ahead = occurrences([series], now, now + timedelta(days=SERIES_NEXT_DAYS))
    upcoming = next((o for o in ahead if o.start_time > now), None)
    return upcoming.model_copy(update={"recurrence": None}) if upcoming is not None else None


def _said_for_every_time(deps: Deps, speaker: Speaker) -> bool:
    """Whether the message says its change is for every time a series comes (its words, or a weekday said
    in the plural): "move yoga to friday" may mean this week's class alone, and is not a move of the series."""
    message = deps.messages.get_message(speaker.user_id, speaker.message_id)
    return message is not None and says_every_time(message.text)


def change_to(
    deps: Deps,
    tx: FactTransaction,
    speaker: Speaker,
    fact: Fact,
    draft: FactDraft,
    *,
    step: int,
    source_id: str,
    to_a_day: bool = False,
) -> Outcome:
    """Replace one fact (an occurrence of a series: that occurrence only; a series: all of it, on
    its own days, or on the day it is moved `to_a_day`) by `draft`, linted as a new fact: a spoken
    change, or an edit by hand. One that leaves it as it is ("the dentist friday is at 10" of a
    10:00 dentist) changes nothing."""
    if _as_it_is(draft, fact):
        return no_change(speaker.message_id, say("edit_nothing", speaker.language)), None
    if fact.recurrence is None and _in_past(draft, speaker):  # a whole series keeps its past occurrences' days
        when = describe_interval(draft, speaker.tz, speaker.language)
        return no_change(speaker.message_id, say("correct_past", speaker.language, when=when)), None
    if fact.recurrence is not None and to_a_day and _moves_day(fact, draft, speaker):
        # "the design sync to wednesdays going forward": a weekly series on one day goes to another
        return _series_moved(deps, tx, speaker, fact, draft, step=step, source_id=source_id)
    if fact.recurrence is not None:
        if _moves_day(fact, draft, speaker) or (fact.recurrence.exdates and draft.start_time != fact.start_time):
            # A series' days come from its rule ("a day later" would move its first day off the
            # rule's weekdays), and its skipped days from its times of day.
            fact_text = describe_fact(fact, speaker.tz, speaker.language)
            return no_change(speaker.message_id, say("correct_cannot_change", speaker.language, fact=fact_text)), None
        draft = draft.model_copy(update={"recurrence": fact.recurrence})  # the whole series changes
    plan = (
        Plan(operation=Operation.CHANGE, skip=[fact], add=[draft])
        if _is_occurrence(tx, fact)
        else Plan(operation=Operation.CHANGE, retire=[fact], add=[draft])
    )
    return run_plan(deps, tx, speaker, plan, step=step, source_id=source_id)


def _series_moved(
    deps: Deps, tx: FactTransaction, speaker: Speaker, series: Fact, draft: FactDraft, *, step: int, source_id: str
) -> Outcome:
    """A weekly series on one weekday moved to the day of `draft` from then on: what it held before now
    stays as it was (ended before now), the rest repeats on the new day. A series of several days, or
    one moved to a day already past, cannot be moved so (its days come from its rule)."""
    assert series.recurrence is not None
    zone = series.recurrence.zone()
    moved = on_weekday(series.recurrence, draft.start_time.astimezone(zone).weekday())
    if moved is None or draft.start_time < speaker.now:
        fact_text = describe_fact(series, speaker.tz, speaker.language)
        return no_change(speaker.message_id, say("correct_cannot_change", speaker.language, fact=fact_text)), None
    lived = ending_before(series, speaker.now)
    before = [_ended(series, lived)] if lived is not None else []
    plan = Plan(
        operation=Operation.CHANGE, retire=[series], add=[*before, draft.model_copy(update={"recurrence": moved})]
    )
    return run_plan(deps, tx, speaker, plan, step=step, source_id=source_id)


def _ending(series: Fact, since: datetime) -> Plan:
    """Cancel a series from `since` on: it is replaced by the same series ending before then
    (retired whole when no occurrence comes before it)."""
    recurrence = ending_before(series, since)
    if recurrence is None:
        return Plan(operation=Operation.CANCEL, retire=[series])
    return Plan(operation=Operation.CANCEL, retire=[series], add=[_ended(series, recurrence)])


def _ended(series: Fact, recurrence: Recurrence) -> FactDraft:
    """The series as it was, repeating by `recurrence` (one that ends sooner)."""
    return FactDraft(
        predicate=series.predicate,
        object_value=series.object_value,
        start_time=series.start_time,
        end_time=series.end_time,
        recurrence=recurrence,
        replaces=series.id,
    )


def occurrence_of(series: Fact, start: datetime) -> Fact | None:
    """The occurrence of an active `series` starting at `start`, as a one-off copy with the series' id."""
    if series.recurrence is None or series.status is not FactStatus.ACTIVE:
        return None
    found = [o for o in occurrences([series], start, start + timedelta(seconds=1)) if o.start_time == start]
    return found[0].model_copy(update={"recurrence": None}) if found else None


@dataclass(frozen=True)
class Selected:
    """A fact the user acted on by its id (a button, an edit): the fact or the chosen occurrence
    of its series, and the language and zone to word the request in."""

    fact: Fact
    language: Language
    tz: ZoneInfo


def select_fact(
    deps: Deps, user_id: str, fact_id: str, occurrence_start: datetime | None, timezone: str | None
) -> Selected:
    """The caller's fact `fact_id` (of a series: the occurrence starting at `occurrence_start`),
    worded in the language it was said in and in `timezone` (by default the zone it was said in)."""
    check_now(occurrence_start, "start_time")
    fact = deps.facts.get_fact(user_id, check_id("fact_id", fact_id))
    if fact is None:
        raise NotFound(f"no fact {fact_id}", code="unknown_fact")
    chosen = occurrence_of(fact, occurrence_start) if occurrence_start else fact
    if chosen is None:
        raise NotFound(f"{fact_id} has no occurrence then", code="unknown_occurrence")
    created_by = deps.messages.get_message(user_id, fact.created_by_message_id)
    language: Language = created_by.language if created_by else "en"
    tz = deps.user_timezone(user_id, timezone or (created_by.timezone if created_by else None))
    return Selected(chosen, language, tz)


def still_active(tx: FactReader, fact: Fact) -> bool:
    """Whether `fact` (a one-off fact, a series, or an occurrence: a one-off copy with its
    series' id) is still active, that occurrence not skipped."""
    found = [*tx.active_overlapping(fact.start_time, fact.end_time), *tx.active_series(fact.start_time, fact.end_time)]
    return any(f.id == fact.id for f in found)


def _is_occurrence(tx: FactReader, fact: Fact) -> bool:
    """Occurrences are found as one-off copies carrying their series' id (see _resolve)."""
    return fact.recurrence is None and any(s.id == fact.id for s in tx.active_series(fact.start_time, fact.end_time))


def _moves_day(fact: Fact, draft: FactDraft, speaker: Speaker) -> bool:
    """Whether the change puts the fact on another day: a series' days are its rule's, in its own zone."""
    zone = fact.recurrence.zone() if fact.recurrence is not None else speaker.tz
    return draft.start_time.astimezone(zone).date() != fact.start_time.astimezone(zone).date()


def _in_past(draft: FactDraft, speaker: Speaker) -> bool:
    if is_all_day(draft.start_time, draft.end_time, speaker.tz):
        return draft.start_time.astimezone(speaker.tz).date() < speaker.now.astimezone(speaker.tz).date()
    return draft.start_time < speaker.now.replace(second=0, microsecond=0)


def preview_change(deps: Deps, speaker: Speaker, parse: ParseResult) -> ParseResult:
    """The parse with the fact its change would leave, when its target is one fact now and the change
    applies to it; asked about instead when that fact's new hour would be a guess.

    What /parse shows; /lint_commit decides again inside the atomic step.
    """
    if parse.operation is not Operation.CHANGE or parse.target is None or parse.change is None:
        return parse
    pool = _pool(deps, StoreReader(deps.facts, speaker.user_id), speaker, parse.target)
    found = pool if pool is None or not parse.target.named else candidates(pool, parse.target)
    if not found or len(found) != 1:
        return parse.model_copy(update={"facts": []})
    if guesses_its_hour(found[0], parse.change, speaker.tz):  # asked, the answer completes it
        return parse.model_copy(update={"facts": [], "change": None, "reply": say("ask_change_time", speaker.language)})
    return parse.model_copy(update={"facts": _previewed(found[0], parse.change, speaker)})


def _previewed(fact: Fact, change: Change, speaker: Speaker) -> list[FactDraft]:
    draft = changed(fact, change, speaker.tz)
    if draft is None or _in_past(draft, speaker) or (fact.recurrence is not None and _moves_day(fact, draft, speaker)):
        return []
    return [draft]


def _pool(deps: Deps, tx: FactReader, speaker: Speaker, target: Target, *, cancels: bool = False) -> list[Fact] | None:
    """The active facts where the target may be: of the time it names (else from today on); for a
    target that names nothing, the facts the conversation is about; None when there are none."""
    if not target.named:
        if (declined := _declined_change_of(deps, tx, speaker)) is not None:
            return [declined]
        if (asked := _asked_about(deps, tx, speaker)) is not None:
            return [asked]
        latest = _latest_effects(deps, tx, speaker, making=True)
        if latest is None:
            # "the haircut's gotta go though … nix it", "yuna says sunday might fall through" then "scrap it": with no
            # write to speak of, what is taken away is the one plan this message or the remark before it names; a
            # change may name another plan as where it goes ("점심 미팅 끝나고 바로 하는 걸로"), so of a change only the
            # remark before it names the plan ("그럼 금요일 같은 시간으로 해주세요" after a change declined)
            named = _named_lately(deps, tx, speaker, this_one=cancels)
            return [named] if named is not None else None
        return [f for f in [*latest[1].created, *latest[1].restored] if still_active(tx, f)]
    if target.window is not None:
        window = target.window
    else:  # no time named: from the start of today (or `since`), as far ahead as a question may look
        today = datetime.combine(speaker.now.astimezone(speaker.tz).date(), time(0), speaker.tz)
        begin = max(today, target.since) if target.since is not None else today
        window = Interval(start_time=begin, end_time=begin + timedelta(days=deps.limits.max_query_window_days))
    one_offs = [f for f in tx.active_overlapping(window.start_time, window.end_time) if f.recurrence is None]
    series = tx.active_series(window.start_time, window.end_time)
    # A named time means the occurrence then; no time named means the whole series.
    if target.window is not None:
        repeated = [
            o.model_copy(update={"recurrence": None}) for o in occurrences(series, window.start_time, window.end_time)
        ]
    else:
        repeated = series
    return [*one_offs, *repeated]


def _declined_change_of(deps: Deps, tx: FactReader, speaker: Speaker) -> Fact | None:
    """ "A사 통화 목요일로 미뤄 줄 수 있어요?", declined, then "그럼 금요일로 해주세요": the one plan the user's
    previous message asked to change or cancel and that changed nothing is what "it" speaks of (not the plan booked
    last)."""
    previous = _previous_message(deps, speaker)
    if previous is None or previous.operation not in (Operation.CHANGE, Operation.CANCEL):
        return None
    if (
        previous.target is None
        or not previous.target.named
        or not Effects.of(records_of(tx, previous.message_id)).empty
    ):
        return None
    ahead = Interval(start_time=speaker.now, end_time=speaker.now + timedelta(days=deps.limits.max_query_window_days))
    found = candidates(_happening(tx, ahead.start_time, ahead.end_time), previous.target)
    return found[0] if len(found) == 1 else None


def _days_of(window: Interval | None, tz: ZoneInfo) -> Interval | None:
    """The whole local days a window touches ("saturday morning" of a plan that day: the day)."""
    if window is None:
        return None
    first = datetime.combine(window.start_time.astimezone(tz).date(), time(0), tz)
    last = window.end_time.astimezone(tz) - timedelta(microseconds=1)
    return Interval(start_time=first, end_time=datetime.combine(last.date() + timedelta(days=1), time(0), tz))


def _named_lately(
    deps: Deps,
    tx: FactReader,
    speaker: Speaker,
    *,
    on: Interval | None = None,
    before: bool = True,
    this_one: bool = True,
) -> Fact | None:
    """The one plan ahead (or `on` those days) that the user's message names (unless not `this_one`), else
    (`before`) the one their remark right before it named."""
    if on is None:
        on = Interval(start_time=speaker.now, end_time=speaker.now + timedelta(days=deps.limits.max_query_window_days))
    plans = _happening(tx, on.start_time, on.end_time)
    for message in deps.messages.message_page(speaker.user_id, 2 if before else 1):
        if message.message_id == speaker.message_id and not this_one:
            continue
        if message.intent is Intent.QUERY:
            return None  # a question came between: "it" is what it asked about, or nothing
        # ("skip friday dinner" with jisoo, of 'dinner with Jisoo' beside a 'team dinner': the one it says most of)
        said = {plan.id: (title_words_said(message.text, plan.object_value), plan) for plan in plans}
        most = max((count for count, _ in said.values()), default=0)
        named = [plan for count, plan in said.values() if count == most > 0]
        if named:
            return named[0] if len(named) == 1 else None
    return None


def _just_mentioned(deps: Deps, tx: FactReader, speaker: Speaker, found: list[Fact]) -> list[Fact]:
    """Of several facts "that call" may mean, the one the conversation was about: the one the user's
    previous question asked about, else the one their latest write made; all of them when not one."""
    latest = _latest_effects(deps, tx, speaker, making=True)
    made = {f.id for f in [*latest[1].created, *latest[1].restored]} if latest else set()
    asked = _asked_about(deps, tx, speaker)
    for ids in ({asked.id} if asked else set(), made):
        if len(spoken := [f for f in found if f.id in ids]) == 1:
            return spoken
    return found


def _at_its_time_ahead(deps: Deps, tx: FactReader, speaker: Speaker, target: Target) -> list[Fact]:
    """A plan named with a time of day and no day ("치과 3시 말고 4시로", "move the 3pm dentist to 5"):
    the plans of that name at that time of day ahead, once that time has passed today (it is then
    tomorrow's only by default), or when none of that name is today at that time. With no name
    ("she can't do 4:30, can we do 5:15"), the plans the conversation is about at that time."""
    window = target.window
    if window is None or window.end_time - window.start_time >= timedelta(days=1):
        return []
    start = window.start_time.astimezone(speaker.tz)
    now = speaker.now.astimezone(speaker.tz)
    # a time alone is today's when still ahead, else tomorrow's ("at 3" said at 7pm): any other day was said
    if start.date() != (now.date() if start.time() >= now.time() else now.date() + timedelta(days=1)):
        return []
    anyday = target.model_copy(update={"window": None})
    if anyday.named or start.date() == now.date():
        pool = _pool(deps, tx, speaker, anyday) or []
    else:  # "kill the 10 o'clock" said after 10: what comes at 10 this week, a series once (its next time)
        week = Interval(start_time=now, end_time=now + timedelta(days=7))
        pool = list({f.id: f for f in reversed(_pool(deps, tx, speaker, Target(window=week)) or [])}.values())
    named = candidates(pool, anyday)
    at_it = _starting_at(named, start.time(), speaker.tz)
    if at_it or start.hour >= 12:
        return at_it
    # "아 7시 말고 7시 반이래" of dinner at 19:00: an hour said bare is read as morning, and may be the evening's
    # plan of that name, or with none the plan just talked about
    talked = named if anyday.named else (_pool(deps, tx, speaker, Target()) or [])
    return _starting_at(talked, (start + timedelta(hours=12)).time(), speaker.tz)


def _starting_at(facts: list[Fact], moment: time, tz: ZoneInfo) -> list[Fact]:
    """The facts that start at the time of day `moment`, in the user's zone."""
    return [fact for fact in facts if fact.start_time.astimezone(tz).time() == moment]


def _its_weekday_later(deps: Deps, tx: FactReader, speaker: Speaker, target: Target) -> list[Fact]:
    """A day said as where the plan just talked about is ("아 월요일 말고 화요일" right after booking the
    Monday after next), nothing being on the nearest such day: that plan, on that weekday of a later week."""
    window = target.window
    if window is None or window.end_time - window.start_time != timedelta(days=1) or target.title is not None:
        return []  # ("cancel the dentist on the 9th": a plan named on a day is not another day's)
    talked = _pool(deps, tx, speaker, Target()) or []
    weekday = window.start_time.astimezone(speaker.tz).weekday()
    anyday = target.model_copy(update={"window": None})
    return [
        fact
        for fact in candidates(talked, anyday)
        if fact.start_time >= window.end_time and fact.start_time.astimezone(speaker.tz).weekday() == weekday
    ]


def _days_named(fact: Fact, target: Target) -> Interval | None:
    """The days a cancel names of a fact: its window, or from its `since` on ("cancel my vacation from the 22nd" of
    the 20th to the 24th off names the 22nd to the end)."""
    if target.window is not None or target.since is None or not fact.start_time < target.since < fact.end_time:
        return target.window
    return Interval(start_time=target.since, end_time=fact.end_time)


_TIME_OFF_AHEAD = timedelta(weeks=5)  # how far a weekday said of time off is looked for in a later one


def _in_a_later_time_off(tx: FactReader, speaker: Speaker, target: Target) -> tuple[Fact, Interval] | None:
    """A weekday said of time off, none that day ("금요일은 빼줘" of next week's time off): that day of a later one."""
    window = target.window
    if window is None or target.title is not None or not (target.predicate is Predicate.VACATION or target.days_of_it):
        return None
    return weekday_in_time_off(
        tx.active_overlapping(window.end_time, window.end_time + _TIME_OFF_AHEAD), window, speaker.tz
    )


def _asked_about(deps: Deps, tx: FactReader, speaker: Speaker) -> Fact | None:
    """The one fact the user's previous message asked about ("Is the review still on Tuesday?"
    then "ok, drop it"): "it" speaks of what was just talked about."""
    previous = _last_question(deps, tx, speaker)
    if previous is None or previous.window is None:
        return None
    # the window the answer was about ("남은 치과 몇 시야?" is about the dentist's day)
    horizon = deps.limits.max_query_window_days
    active = partial(_happening, tx)
    window = about_window(previous, previous.window, previous.received_at, speaker.tz, active, horizon)
    window = window or previous.window
    found = _happening(tx, window.start_time, window.end_time)
    if previous.about is not None:  # of that day, the plan the question named
        found = most_named(found, previous.about) or found
    return found[0] if len(found) == 1 else None


# How many remarks may come between a question and the "it" that speaks of what it asked about
_REMARKS_AFTER_A_QUESTION = 2


def _last_question(deps: Deps, tx: FactReader, speaker: Speaker) -> Message | None:
    """The user's question before this message, with nothing between but remarks MOSS kept nothing of that name
    none of the user's plans ("is thursday's guitar still on?", "good, don't touch that one", then "can we make it
    half an hour later"); None when a write came after it, or a remark named a plan ("ugh the review is going to be
    brutal": "it" may be the review)."""
    plans: list[Fact] | None = None
    for message in deps.messages.message_page(speaker.user_id, _REMARKS_AFTER_A_QUESTION + 2):
        if message.message_id == speaker.message_id:
            continue
        if message.intent is not Intent.UNKNOWN:
            return message if message.intent is Intent.QUERY else None
        if plans is None:  # read once, and only when a remark came between
            horizon = timedelta(days=deps.limits.max_query_window_days)
            plans = _happening(tx, speaker.now - horizon, speaker.now + horizon)
        if any(title_words_said(message.text, plan.object_value) for plan in plans):
            return None
    return None


def _happening(tx: FactReader, start: datetime, end: datetime) -> list[Fact]:
    """The active facts in [start, end), each occurrence of a series as a one-off fact, by start."""
    one_offs = [f for f in tx.active_overlapping(start, end) if f.recurrence is None]
    repeated = occurrences(tx.active_series(start, end), start, end)
    return sorted(
        one_offs + [o.model_copy(update={"recurrence": None}) for o in repeated], key=lambda f: (f.start_time, f.id)
    )


def _ask_which(
    deps: Deps,
    speaker: Speaker,
    found: list[Fact],
    operation: Operation,
    change: Change | None,
    since: datetime | None,
    *,
    step: int,
) -> Outcome:
    pending = pending_confirmation(
        deps,
        speaker=speaker,
        plan=Plan(operation=operation),
        conflict_type=AMBIGUOUS_TARGET,
        conflicts=found,
        rules=[],
        step=step,
        change=change,
        since=since,
    )
    asked = unwritten(
        Status.CONFIRM_REQUIRED,
        speaker=speaker,
        drafts=[],
        why=pending,
        pending_id=pending.pending_id,
        actions=candidate_actions(found, speaker.tz, speaker.language),
    )
    return asked, pending


def _offer_restore(
    deps: Deps, tx: FactTransaction, speaker: Speaker, result: LintResult, vacation: Fact, *, step: int
) -> Outcome | None:
    """After a vacation is cancelled: the meetings it had made inactive, and the occurrences of
    series it had skipped, offered back, never restored silently. A vacation changed since ("목 금 연차",
    then "금요일 연차만 빼 줘") made them inactive as it first was: what the nearest of its versions
    displaced, never an earlier version of itself."""
    span = lint_span([vacation])  # a repeating vacation: every occurrence it had, as far as it is linted
    active = {f.id for f in tx.active_overlapping(*span)}
    # The series are looked up past the vacation: within it, their skipped occurrences are not found.
    series = tx.active_series(span[0], span[1] + SERIES_LINT_HORIZON)
    for cause, records, earlier in _versions(tx, vacation):
        replaced = {
            (f.id, f.start_time): f
            for record in records
            for f in record.result.invalidated
            if f.id not in earlier and recurrence.overlaps(vacation, f.start_time, f.end_time)
        }
        facts, occurrences = _split_occurrences(list(replaced.values()))
        skipped_by_cause = {
            (one.id, start.astimezone(UTC))
            for one in series
            if one.recurrence is not None
            for start, by in zip(one.recurrence.exdates, one.recurrence.exdated_by, strict=True)
            if by == cause
        }
        facts = [f for f in facts if f.id not in active]
        occurrences = [o for o in occurrences if (o.id, o.start_time.astimezone(UTC)) in skipped_by_cause]
        if restorable := [*facts, *occurrences]:
            break
    else:
        return None
    plan = Plan(operation=Operation.CANCEL, restore=facts, unskip=occurrences, restore_cause=cause)
    pending = pending_confirmation(
        deps,
        speaker=speaker,
        plan=plan,
        conflict_type=RESTORE_INVALIDATED,
        conflicts=restorable,
        rules=[],
        step=step,
    )
    offered = result.model_copy(
        update={
            "status": Status.CONFIRM_REQUIRED,
            "confirm_required": True,
            "conflict_type": RESTORE_INVALIDATED,
            "conflicts": restorable,
            "pending_id": pending.pending_id,
            "actions": confirm_actions(RESTORE_INVALIDATED, speaker.language),
            "reply": result.reply + restore_offer(restorable, speaker.tz, speaker.language),
        }
    )
    return offered, pending


def _versions(tx: FactReader, fact: Fact) -> Iterator[tuple[str, list[CommitRecord], set[str]]]:
    """The messages that made `fact` and each earlier version of it, nearest first, each with its recorded outcomes
    and the ids of the versions before it (what a change of it invalidated is itself, not what it displaced)."""
    earlier: set[str] = set()
    cause, before = fact.created_by_message_id, fact.replaces
    while True:
        records = records_of(tx, cause)
        prior = next((f for r in records for f in r.result.invalidated if f.id == before), None)
        if prior is not None:
            earlier.add(prior.id)
        yield cause, records, set(earlier)
        if prior is None or prior.created_by_message_id == cause:
            return
        cause, before = prior.created_by_message_id, prior.replaces


def outcome_keys(message_id: str) -> list[str]:
    """The keys every outcome of one message is recorded under: its own id and its decisions'."""
    return [message_id, *(pending_id_of(message_id, step) for step in range(1, MAX_STEPS + 1))]


def records_of(tx: FactReader, message_id: str) -> list[CommitRecord]:
    """Every recorded outcome of one message: its own and its decisions'.

    A "which one?" answered in words is recorded under the question's key too, so that its
    buttons are spent and the conversation shows the outcome under the question (history.py);
    but those effects are the answer's, caused by the answering message, and are left out here:
    counted once, under the answer, and undone as the answer's (undo_message)."""
    return _own(_recorded(tx, message_id))


def _own(records: list[CommitRecord]) -> list[CommitRecord]:
    """A message's records without the outcomes of its "which one?" answered in words (the answer's)."""
    return [record for record in records if record.decision != ANSWERED]


def _recorded(tx: FactReader, message_id: str) -> list[CommitRecord]:
    """Every record under one message's keys, those of a "which one?" answered in words included."""
    keys = outcome_keys(message_id)
    found = tx.get_records(keys)
    return [found[key] for key in keys if key in found]


def _answered_by(records: list[CommitRecord]) -> str | None:
    """The message that answered a "which one?" in words, among one message's records, if one did."""
    return next((r.result.message_id for r in records if r.decision == ANSWERED), None)


def undone_key(message_id: str) -> str:
    return f"undone:{message_id}"


def undo_keys(message_id: str) -> list[str]:
    """The records undoing `message_id` looks up (undo_message): its outcomes', and its undoing's."""
    return [*outcome_keys(message_id), undone_key(message_id)]


@dataclass(frozen=True)
class Effects:
    """What one message did to memory, across its own outcome and its decisions'."""

    created: list[Fact]
    invalidated: list[Fact]
    restored: list[Fact]

    @classmethod
    def of(cls, records: list[CommitRecord]) -> Effects:
        results = [record.result for record in records]
        return cls(
            created=[f for r in results for f in r.committed],
            invalidated=[f for r in results for f in r.invalidated],
            restored=[f for r in results for f in r.restored],
        )

    @property
    def empty(self) -> bool:
        return not (self.created or self.invalidated or self.restored)


def _latest_effects(
    deps: Deps, tx: FactReader, speaker: Speaker, *, making: bool = False
) -> tuple[Message, Effects] | None:
    """The user's write before this message whose outcome changed memory last (a decision settled
    after later messages counts when it was settled), with what it did; with `making`, the last
    that made facts active, an undo that restored them included ("move it" after "undo that")."""
    return _latest_of(_recent_effects(deps, tx, speaker, making=making))


def _recent_effects(
    deps: Deps, tx: FactReader, speaker: Speaker, *, making: bool = False
) -> list[tuple[int, Message, Effects]]:
    """The user's recent writes before this message that changed memory (with `making`, that made
    facts active), newest first, each with the version its outcome was settled at and what it did."""
    recent = []
    for message in _recent_writes(deps, speaker, undos=making):
        if message.message_id == speaker.message_id:
            continue
        records = records_of(tx, message.message_id)
        effects = Effects.of(records)
        if effects.empty or (making and not (effects.created or effects.restored)):
            continue
        settled = max(r.version if r.version is not None else -1 for r in records if _changed(r.result))
        recent.append((settled, message, effects))
    return recent


def _not_undone(tx: FactReader, recent: list[tuple[int, Message, Effects]]) -> list[tuple[int, Message, Effects]]:
    return [entry for entry in recent if tx.get_record(undone_key(entry[1].message_id)) is None]


def _latest_of(
    recent: list[tuple[int, Message, Effects]], about: Target | None = None
) -> tuple[Message, Effects] | None:
    """Of `recent`, the write settled last; with `about`, the last that touched a fact the target
    means ("put the dentist back"). Of two settled alike, the newer message."""
    touched = [
        entry
        for entry in recent
        if about is None or candidates([*entry[2].created, *entry[2].invalidated, *entry[2].restored], about)
    ]
    latest = max(touched, key=lambda entry: entry[0], default=None)
    return latest[1:] if latest else None


def _recent_writes(deps: Deps, speaker: Speaker, *, undos: bool = False) -> list[Message]:
    """The user's last RECENT_WRITES writes (undos excluded unless asked for), newest first, however
    many other messages ("What do I have on Monday?") came between, within LOOKBACK_MESSAGES."""
    writes: list[Message] = []
    before: str | None = None
    seen = 0
    while len(writes) < RECENT_WRITES and seen < LOOKBACK_MESSAGES:
        page = deps.messages.message_page(speaker.user_id, RECENT_WRITES, before)
        writes += [m for m in page if m.intent is Intent.WRITE and (undos or m.operation is not Operation.UNDO)]
        seen += len(page)
        if len(page) < RECENT_WRITES:
            break
        before = page[-1].message_id
    return writes[:RECENT_WRITES]


def _changed(result: LintResult) -> bool:
    return bool(result.committed or result.invalidated or result.restored)


def undo_latest(
    deps: Deps,
    tx: FactTransaction,
    speaker: Speaker,
    *,
    named: bool = False,
    target: Target | None = None,
    brings_back: bool = False,
    steps_back: bool = False,
) -> Outcome:
    """ "Undo that": the user's latest write that changed memory; nothing when the user's last
    message was a write MOSS asked about and saved nothing of ("that" is the unsaved one), unless
    the undo `named` what MOSS saved ("revert your last change"). An undo naming a plan ("put the
    dentist back") takes back that plan's latest change, never another plan's; words that name none
    of the user's plans name nothing. An undo said as one step further back (`steps_back`) passes over
    writes already undone."""
    recent = _recent_effects(deps, tx, speaker)  # read once: the latest write and the plan's latest change
    if steps_back:
        recent = _not_undone(tx, recent)
    latest = _latest_of(recent)
    if target is not None:
        about = _latest_of(recent, target)
        # the plan's last change, or its booking when that is the latest write ("put the dentist
        # back" of a dentist only booked before other writes takes nothing away)
        if about is not None and latest is not None:
            if candidates(about[1].invalidated, target) or about[0].message_id == latest[0].message_id:
                return undo_message(deps, tx, speaker, about[0])
        what = describe_target(target, speaker.tz, speaker.language)
        return no_change(speaker.message_id, say("undo_nothing_named", speaker.language, what=what)), None
    if latest is None:
        return no_change(speaker.message_id, say("undo_nothing", speaker.language)), None
    previous = _previous_message(deps, speaker)
    asked = previous is not None and previous.intent is Intent.WRITE and bool(previous.reply) and not previous.facts
    if not (named or steps_back) and previous is not None and (asked or _waits(deps, tx, previous)):
        # "that" may be the message MOSS just asked about: the earlier change is named, and undone
        # when the user says undo again
        return no_change(speaker.message_id, say("undo_unsaved", speaker.language, text=latest[0].text)), None
    if tx.get_record(undone_key(latest[0].message_id)) is not None and (earlier := _latest_of(_not_undone(tx, recent))):
        # a second bare "undo": the latest is undone already; the one before it is named, undone when asked
        reply = say("undo_already_more", speaker.language, text=latest[0].text, earlier=earlier[0].text)
        return no_change(speaker.message_id, reply), None
    if brings_back and not latest[1].invalidated:
        # "put it back" after a booking: undone, the booking would go, the opposite of what was said
        return no_change(speaker.message_id, say("undo_nothing_taken", speaker.language, text=latest[0].text)), None
    return undo_message(deps, tx, speaker, latest[0])


def keep(deps: Deps, tx: FactTransaction, speaker: Speaker, target: Target | None) -> Outcome:
    """ "Wait no, keep it", "don't cancel the dentist", "취소하지 마": the user's previous message is taken
    back when it took away or moved the plan named (any, when none is); otherwise the plans stay as they are."""
    latest = _latest_effects(deps, tx, speaker)
    previous = _previous_message(deps, speaker)
    if latest is None or previous is None or latest[0].message_id != previous.message_id:
        return no_change(speaker.message_id, say("ask_unchanged", speaker.language)), None
    # only what the message took away or moved comes back: a plan it booked is kept ("not skipping yoga")
    taken = latest[1].invalidated
    if not taken or (target is not None and not candidates(taken, target)):
        return no_change(speaker.message_id, say("ask_unchanged", speaker.language)), None
    return undo_message(deps, tx, speaker, latest[0])


def _previous_message(deps: Deps, speaker: Speaker) -> Message | None:
    """The user's message before this one."""
    return next((m for m in deps.messages.message_page(speaker.user_id, 2) if m.message_id != speaker.message_id), None)


def _waits(deps: Deps, tx: FactReader, message: Message) -> bool:
    """Whether `message` is a write still waiting for its decision (saved nothing yet): "undo" right
    after it may mean it, never the change before it on a guess."""
    pending_id = pending_id_of(message.message_id, 1)
    return deps.working.get_pending(pending_id) is not None and tx.get_record(pending_id) is None


def undo_message(deps: Deps, tx: FactTransaction, speaker: Speaker, message: Message) -> Outcome:
    """Revert every effect of `message`, once: what it created or restored becomes inactive, what it
    made inactive active again (linted: a restore that now conflicts asks). When a later message
    already changed what it created, undoing it alone would leave both: it says so instead.
    A question answered in words did nothing itself: undoing it undoes the answer (named by
    the question's words, which the user asked to undo)."""
    text = message.text
    recorded = _recorded(tx, message.message_id)
    answer_id = _answered_by(recorded)
    answer = deps.messages.get_message(speaker.user_id, answer_id) if answer_id is not None else None
    if answer is not None:
        message, recorded = answer, _recorded(tx, answer.message_id)
    if tx.get_record(undone_key(message.message_id)) is not None:
        return no_change(speaker.message_id, say("undo_already", speaker.language, text=text)), None
    effects = Effects.of(_own(recorded))
    if effects.empty:
        return no_change(speaker.message_id, say("undo_nothing_done", speaker.language, text=text)), None
    changed_since = [f for f in [*effects.created, *effects.restored] if not still_active(tx, f)]
    if changed_since:
        listing = ", ".join(describe_fact(f, speaker.tz, speaker.language) for f in changed_since)
        return no_change(speaker.message_id, say("undo_changed_since", speaker.language, facts=listing)), None
    one_offs, skipped = _split_occurrences(effects.invalidated)
    # Occurrences the message put back (copies carrying their series' id) are skipped again;
    # retiring them would retire their whole series.
    put_back = [f for f in effects.restored if _is_occurrence(tx, f)]
    plan = Plan(
        operation=Operation.UNDO,
        retire=[*effects.created, *(f for f in effects.restored if f not in put_back)],
        skip=put_back,
        restore=one_offs,
        unskip=skipped,
        restore_cause=message.message_id,
        undoes=message.message_id,
    )
    return run_plan(deps, tx, speaker, plan, step=1, source_id=speaker.message_id, undone_text=text)


def _split_occurrences(invalidated: list[Fact]) -> tuple[list[Fact], list[Fact]]:
    """What a write made inactive: facts (whole series included), recorded as they became,
    inactive; and skipped occurrences, recorded with their series still active (as one-off
    copies carrying the series' id, for the linter)."""
    facts = [f for f in invalidated if f.status is FactStatus.INACTIVE]
    skipped = [f.model_copy(update={"recurrence": None}) for f in invalidated if f.status is FactStatus.ACTIVE]
    return facts, skipped


def approve_restore(deps: Deps, tx: FactTransaction, speaker: Speaker, pending: PendingConfirmation) -> LintResult:
    """Restore the offered facts and occurrences that are still free; those that now conflict stay inactive."""
    plan = Plan.of(pending)

    def free(alone: Plan) -> bool:
        return lint(deps, tx, alone, speaker.language).verdict is Verdict.ALLOW

    facts = [f for f in plan.restore if free(replace(plan, restore=[f], unskip=[]))]
    occurrences = [o for o in plan.unskip if free(replace(plan, restore=[], unskip=[o]))]
    left = [f for f in [*plan.restore, *plan.unskip] if f not in facts and f not in occurrences]
    if facts or occurrences:
        restoring = replace(plan, restore=facts, unskip=occurrences)
        result, _ = run_plan(deps, tx, speaker, restoring, step=pending.step, source_id=pending.pending_id)
    else:
        result = no_change(speaker.message_id, "")
    if left:
        listing = ", ".join(describe_fact(f, speaker.tz, speaker.language) for f in left)
        result = result.model_copy(
            update={"reply": (result.reply + say("correct_left_inactive", speaker.language, facts=listing)).strip()}
        )
    return result


def choose(
    deps: Deps,
    tx: FactTransaction,
    speaker: Speaker,
    pending: PendingConfirmation,
    index: int,
    *,
    step: int,
    source_id: str,
) -> Outcome:
    """Apply the waiting cancel or change to the candidate the user chose, if it is still active:
    as a decision of the asking message (a button) or as a write of the answer in words."""
    if pending.conflict_type != AMBIGUOUS_TARGET or not 0 <= index < len(pending.conflicts):
        raise BadRequest(f"pending confirmation {pending.pending_id} has no such choice", code="invalid_decision")
    chosen = pending.conflicts[index]
    if not still_active(tx, chosen):
        raise StateConflict(
            "the calendar changed since this choice was asked; send the message again", code="state_changed"
        )
    return apply_to(
        deps,
        tx,
        speaker,
        chosen,
        pending.operation,
        pending.change,
        step=step,
        source_id=source_id,
        since=pending.since,
    )
