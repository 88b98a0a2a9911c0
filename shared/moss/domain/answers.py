"""Texts MOSS says: the synthesizer context, template answers, the naive baseline and replies.

The context is the exact text handed to the answer step. It holds only the active facts
overlapping the asked window, so whatever writes the answer cannot see a contradiction.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from zoneinfo import ZoneInfo

from .models import Action, Decision, FactDraft, Interval, Language, Message, Status
from .ontology import Predicate
from .timefmt import describe_interval


def render_context(*, now: datetime, timezone: ZoneInfo, window: Interval, facts: Sequence[FactDraft]) -> str:
    lines = [
        f"Now: {now.astimezone(timezone).isoformat()} ({timezone.key})",
        f"Asked window: [{window.start_time.astimezone(timezone).isoformat()}, "
        f"{window.end_time.astimezone(timezone).isoformat()})",
        "Active facts in the window (checked by the memory linter, no conflicts):",
    ]
    if not facts:
        lines.append("(none)")
    for number, fact in enumerate(facts, 1):
        lines.append(
            f"{number}. {fact.predicate.value}: {fact.object_value} "
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
    described = describe_interval(window, tz, language)
    if language == "ko":
        return described.removesuffix(" 종일")
    return "on " + described.removeprefix("all day ").removesuffix(" (all day)")


TEMPLATE_SYNTHESIZER = "template"


def template_answer(facts: Sequence[FactDraft], window: Interval, tz: ZoneInfo, language: Language) -> str:
    """A deterministic answer that states exactly the given facts, nothing else."""
    when = window_phrase(window, tz, language)
    vacations = [f for f in facts if f.predicate is Predicate.VACATION]
    meetings = [f for f in facts if f.predicate is Predicate.MEETING]
    vacation_text = ", ".join(describe_interval(v, tz, language) for v in vacations)
    meeting_text = ", ".join(f"{m.object_value} ({describe_interval(m, tz, language)})" for m in meetings)
    if language == "ko":
        if not facts:
            return f"{when}에는 일정이 없습니다."
        if not meetings:
            return f"{when}에는 휴가({vacation_text})라서 회의가 없습니다."
        if not vacations:
            return f"{when} 일정: {meeting_text}."
        return f"{when}에는 휴가({vacation_text})이고, 회의도 있습니다: {meeting_text}."
    if not facts:
        return f"You have nothing scheduled {when}."
    if not meetings:
        return f"You have no meetings {when}: you are on vacation ({vacation_text})."
    if not vacations:
        return f"Your schedule {when}: {meeting_text}."
    return f"You are on vacation ({vacation_text}) and you have meetings {when}: {meeting_text}."


def describe_fact(fact: FactDraft, tz: ZoneInfo, language: Language) -> str:
    when = describe_interval(fact, tz, language)
    if fact.predicate is Predicate.VACATION:
        return f"휴가 ({when})" if language == "ko" else f"vacation ({when})"
    return f"'{fact.object_value}' ({when})"


def _listing(facts: Sequence[FactDraft], tz: ZoneInfo, language: Language) -> str:
    return ", ".join(describe_fact(f, tz, language) for f in facts)


_APPROVE_LABELS: dict[str, dict[Language, str]] = {
    "VACATION_OVERLAP": {"en": "Schedule meeting during vacation", "ko": "휴가 중에 회의 잡기"},
    "MEETING_OVERLAP": {"en": "Replace the existing meeting", "ko": "기존 회의 대신 잡기"},
}


def confirm_actions(conflict_type: str, language: Language) -> list[Action]:
    approve = _APPROVE_LABELS.get(conflict_type, {"en": "Approve", "ko": "승인"})[language]
    return [
        Action(id=Decision.APPROVE, label=approve),
        Action(id=Decision.CANCEL, label="취소" if language == "ko" else "Cancel"),
    ]


def lint_reply(
    *,
    status: Status,
    conflict_type: str,
    new: Sequence[FactDraft],
    conflicts: Sequence[FactDraft],
    invalidated: Sequence[FactDraft],
    tz: ZoneInfo,
    language: Language,
) -> str:
    new_text, conflict_text = _listing(new, tz, language), _listing(conflicts, tz, language)
    ko = language == "ko"
    if status is Status.CONFIRM_REQUIRED:
        if conflict_type == "VACATION_OVERLAP":
            return (
                f"{new_text}이(가) 휴가와 겹칩니다: {conflict_text}. 그래도 잡을까요?"
                if ko
                else f"{new_text} falls on your {conflict_text}. Schedule it anyway?"
            )
        return (
            f"{new_text}이(가) 기존 일정과 겹칩니다: {conflict_text}. 기존 일정 대신 잡을까요?"
            if ko
            else f"{new_text} overlaps {conflict_text}. Replace it?"
        )
    if status is Status.BLOCKED:
        return (
            f"저장하지 않았습니다: {conflict_text}와(과) 충돌합니다."
            if ko
            else f"Not saved: it conflicts with {conflict_text}."
        )
    if status is Status.CANCELLED:
        return "취소했습니다. 아무것도 저장하지 않았습니다." if ko else "Cancelled: nothing was saved."
    saved = f"저장했습니다: {new_text}." if ko else f"Saved: {new_text}."
    if invalidated:
        gone = _listing(invalidated, tz, language)
        saved += f" 겹치는 일정은 비활성화했습니다: {gone}." if ko else f" Overlapping, now inactive: {gone}."
    return saved


def provenance_explanation(
    *, fact: FactDraft, created_by: Message, invalidated_by: Message | None, tz: ZoneInfo, language: Language
) -> str:
    what = describe_fact(fact, tz, language)

    def said(message: Message) -> str:
        at = message.received_at.astimezone(tz)
        stamp = f"{at:%Y-%m-%d %H:%M} ({tz.key})"
        return f"{stamp}에 '{message.text}'라고 말해서" if language == "ko" else f"you said '{message.text}' on {stamp}"

    if language == "ko":
        text = f"{what}은(는) {said(created_by)} 등록되었습니다."
        if invalidated_by is not None:
            text += f" 이후 {said(invalidated_by)} 비활성화되었습니다."
        return text
    text = f"{what[0].upper()}{what[1:]} was recorded because {said(created_by)}."
    if invalidated_by is not None:
        text += f" It became inactive because {said(invalidated_by)}."
    return text
