"""Texts MOSS says: the synthesizer context, template answers, the naive baseline and replies.

The context is the exact text handed to the answer step. It holds only the active facts
overlapping the asked window, so whatever writes the answer cannot see a contradiction.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from .commits import Action
from .models import Decision, Fact, FactDraft, Interval, Language, Message, Operation, Status, Target
from .ontology import Predicate
from .recurrence_text import describe_repetition, describe_skipped
from .texts import has_text, say
from .timefmt import day_label, describe_interval


def fact_labels(count: int) -> list[str]:
    """The ids the context gives its facts, in order: F1, F2, ..."""
    return [f"F{number}" for number in range(1, count + 1)]


def render_context(*, now: datetime, timezone: ZoneInfo, window: Interval, facts: Sequence[FactDraft]) -> str:
    """Each fact gets the id (F1, F2, ...) an answer's statements cite (domain.grounding)."""
    lines = [
        f"Now: {now.astimezone(timezone).isoformat()} ({timezone.key})",
        f"Asked window: [{window.start_time.astimezone(timezone).isoformat()}, "
        f"{window.end_time.astimezone(timezone).isoformat()})",
        "Active facts in the window (checked by the memory linter, no conflicts):",
    ]
    if not facts:
        lines.append("(none)")
    for label, fact in zip(fact_labels(len(facts)), facts, strict=True):
        lines.append(
            f"{label}. {fact.predicate.value}: {fact.object_value} "
            f"[{fact.start_time.astimezone(timezone).isoformat()}, {fact.end_time.astimezone(timezone).isoformat()})"
        )
    return "\n".join(lines)


def render_chat_log(*, messages: Sequence[Message], now: datetime, timezone: ZoneInfo) -> str:
    """The naive pipeline's context: every utterance so far, verbatim."""
    lines = [f"Now: {now.astimezone(timezone).isoformat()} ({timezone.key})", "Chat log:"]
    lines += [f"[{m.received_at.astimezone(timezone).isoformat()}] user: {m.text}" for m in messages]
    return "\n".join(lines)


def window_phrase(window: Interval, tz: ZoneInfo, language: Language) -> str:
    """The asked window as an adverbial: 'on Fri Jul 17 10:00–11:00', '7월 17일(금)'."""
    day_only = describe_interval(window, tz, language, all_day_marked=False)
    return say("time_window", language, when=day_only)


TEMPLATE_SYNTHESIZER = "template"


def template_answer(facts: Sequence[FactDraft], window: Interval, tz: ZoneInfo, language: Language) -> str:
    """A deterministic answer that states exactly the given facts, nothing else."""
    when = window_phrase(window, tz, language)
    vacations = [f for f in facts if f.predicate is Predicate.VACATION]
    meetings = [f for f in facts if f.predicate is Predicate.MEETING]
    vacation_text = ", ".join(describe_interval(v, tz, language) for v in vacations)
    meeting_text = ", ".join(
        say("answer_meeting_item", language, title=m.object_value, when=describe_interval(m, tz, language))
        for m in meetings
    )
    if not facts:
        key = "answer_nothing"
    elif not meetings:
        key = "answer_vacation_only"
    elif not vacations:
        key = "answer_meetings_only"
    else:
        key = "answer_both"
    return say(key, language, when=when, vacations=vacation_text, meetings=meeting_text)


def describe_fact(fact: FactDraft, tz: ZoneInfo, language: Language) -> str:
    when = describe_interval(fact, tz, language)
    if fact.recurrence is not None:
        rule = describe_repetition(fact.recurrence, fact.start_time, language)
        when = say(
            "time_series", language, when=when, rule=rule, skipped=describe_skipped(fact.recurrence, tz, language)
        )
    if fact.predicate is Predicate.VACATION:
        return say("fact_vacation", language, when=when)
    return say("fact_meeting", language, title=fact.object_value, when=when)


def listing(facts: Sequence[FactDraft], tz: ZoneInfo, language: Language) -> str:
    return ", ".join(describe_fact(f, tz, language) for f in facts)


def confirm_actions(conflict_type: str, language: Language) -> list[Action]:
    approve_key = f"action_approve_{conflict_type}"
    return [
        Action(
            id=Decision.APPROVE.value, label=say(approve_key if has_text(approve_key) else "action_approve", language)
        ),
        Action(id=Decision.CANCEL.value, label=say("action_cancel", language)),
    ]


_CANDIDATE_PREFIX = "c"


def candidate_action_id(index: int) -> str:
    """The opaque action id of the `index`-th candidate of an ambiguous target: 'c1', 'c2', ..."""
    return f"{_CANDIDATE_PREFIX}{index + 1}"


def is_candidate_action(action_id: str) -> bool:
    return action_id.startswith(_CANDIDATE_PREFIX) and action_id[1:].isdigit() and action_id[1:] != "0"


def candidate_index(action_id: str) -> int | None:
    """The candidate an action id names (see candidate_action_id), None for any other id."""
    return int(action_id[1:]) - 1 if is_candidate_action(action_id) else None


def candidate_actions(candidates: Sequence[FactDraft], tz: ZoneInfo, language: Language) -> list[Action]:
    """One action per candidate of an ambiguous target, then Cancel. The time comes first: it is
    what tells candidates apart, and clients may shorten long labels at the end."""
    return [
        Action(id=candidate_action_id(i), label=_candidate_label(fact, tz, language))
        for i, fact in enumerate(candidates)
    ] + [Action(id=Decision.CANCEL.value, label=say("action_cancel", language))]


def _candidate_label(fact: FactDraft, tz: ZoneInfo, language: Language) -> str:
    name = fact.object_value if fact.predicate is Predicate.MEETING else say("why_vacation_name", language)
    return f"{describe_interval(fact, tz, language)} · {name}"


def describe_target(target: Target, tz: ZoneInfo, language: Language) -> str:
    """What a cancel or change looked for: 'a meeting 'dev sync' (Fri Jul 17 15:00–16:00)'."""
    if target.title is not None:
        what = say("correct_target_titled", language, title=target.title)
    elif target.predicate is not None:
        what = say(f"correct_target_{target.predicate.value}", language)
    else:
        what = say("correct_target_any", language)
    when = f" ({describe_interval(target.window, tz, language)})" if target.window is not None else ""
    return what + when


def correction_reply(
    *,
    operation: Operation,
    added: Sequence[FactDraft],
    retired: Sequence[FactDraft],
    restored: Sequence[FactDraft],
    overridden: Sequence[FactDraft],
    tz: ZoneInfo,
    language: Language,
    undone_text: str | None = None,
) -> str:
    """The reply to a committed cancel, change, undo or restore: what it did, in a sentence or two."""
    if operation is Operation.CHANGE and added and retired:
        text = say("correct_changed", language, old=listing(retired, tz, language), new=listing(added, tz, language))
    elif operation is Operation.UNDO:
        text = say("correct_undone", language, text=undone_text or "")
        if retired:
            text += say("correct_removed", language, facts=listing(retired, tz, language))
        if restored:
            text += say("correct_restored", language, facts=listing(restored, tz, language))
    elif retired and added:  # a series cancelled from a day on: the same series, ending before it
        text = say("correct_ended", language, series=listing(added, tz, language))
    elif retired:
        text = say("correct_cancelled", language, gone=listing(retired, tz, language))
    else:
        text = say("correct_restored", language, facts=listing(restored, tz, language)).strip()
    if overridden:
        text += say("lint_saved_invalidated", language, gone=listing(overridden, tz, language))
    return text


def restore_offer(restorable: Sequence[Fact], tz: ZoneInfo, language: Language) -> str:
    return say("correct_offer_restore", language, facts=listing(restorable, tz, language))


def lint_reply(
    *,
    status: Status,
    conflict_type: str,
    new: Sequence[FactDraft],
    conflicts: Sequence[FactDraft],
    invalidated: Sequence[FactDraft],
    tz: ZoneInfo,
    language: Language,
    clashes: Sequence[FactDraft] = (),
) -> str:
    """`clashes`: the occurrences of a new series that clash, whose dates the question names."""
    new_text, conflict_text = listing(new, tz, language), listing(conflicts, tz, language)
    if status is Status.CONFIRM_REQUIRED and conflict_type == "AMBIGUOUS_TARGET":
        return say("correct_ambiguous", language, candidates=conflict_text)
    if status is Status.CONFIRM_REQUIRED:
        key = "lint_vacation_overlap" if conflict_type == "VACATION_OVERLAP" else "lint_meeting_overlap"
        asked = say(key, language, new=new_text, conflicts=conflict_text)
        if clashes:
            days = ", ".join(day_label(c.start_time.astimezone(tz), language) for c in clashes)
            asked += say("lint_series_clashes", language, days=days)
        return asked
    if status is Status.BLOCKED:
        return say("lint_blocked", language, conflicts=conflict_text)
    if status is Status.CANCELLED:
        return say("lint_cancelled", language)
    saved = say("lint_saved", language, new=new_text)
    if invalidated:
        saved += say("lint_saved_invalidated", language, gone=listing(invalidated, tz, language))
    return saved


def provenance_explanation(
    *,
    fact: Fact,
    created_by: Message,
    invalidated_by: Message | None,
    tz: ZoneInfo,
    language: Language,
    reactivated_by: Message | None = None,
    replaced: Fact | None = None,
    successor: Fact | None = None,
) -> str:
    """How the fact came to be and every change since, a sentence each: created (or moved, resized,
    renamed from the fact it `replaced`), made inactive (or replaced by its `successor`), restored."""
    what = describe_fact(fact, tz, language)

    def said(message: Message) -> str:
        at = message.received_at.astimezone(tz)
        return say("why_said", language, text=message.text, stamp=f"{at:%Y-%m-%d %H:%M} ({tz.key})")

    if replaced is not None and (replaced.start_time, replaced.end_time) != (fact.start_time, fact.end_time):
        key = "why_moved" if replaced.start_time != fact.start_time else "why_resized"
        old, new = describe_interval(replaced, tz, language), describe_interval(fact, tz, language)
        name = f"'{fact.object_value}'" if fact.predicate is Predicate.MEETING else say("why_vacation_name", language)
        text = say(key, language, name=name, old=old, new=new, said=said(created_by))
    elif replaced is not None and replaced.object_value != fact.object_value:
        text = say("why_renamed", language, old=replaced.object_value, new=fact.object_value, said=said(created_by))
    else:
        text = say("why_created", language, what=what[0].upper() + what[1:], said=said(created_by))
    if invalidated_by is not None and successor is not None:
        text += say("why_replaced_by", language, new=describe_fact(successor, tz, language), said=said(invalidated_by))
    elif invalidated_by is not None:
        text += say("why_invalidated", language, said=said(invalidated_by))
    if reactivated_by is not None and fact.status.value == "active":
        text += say("why_reactivated", language, said=said(reactivated_by))
    return text
