"""Grounding bugs a review reproduced: each answer below was kept (or rejected) wrongly before."""

from __future__ import annotations

import pytest

from moss.domain.grounding import NO_EVENTS, DraftAnswer, Statement, ground
from moss.domain.models import FactDraft, Interval, Language

from ..fakes import SEED_NOW, SEOUL, at, meeting

FRIDAY_10 = Interval(start_time=at(17, 10), end_time=at(17, 11))
FRIDAY = Interval(start_time=at(17), end_time=at(18))


def problems(
    answer: str,
    facts: list[FactDraft],
    window: Interval = FRIDAY,
    language: Language = "en",
    statements: list[Statement] | None = None,
) -> list[str]:
    draft = DraftAnswer(text=answer, statements=statements)
    return ground(draft, facts=facts, window=window, now=SEED_NOW, timezone=SEOUL, language=language).unsupported


def language_of(answer: str) -> Language:
    return "ko" if any("\uac00" <= c <= "\ud7a3" for c in answer) else "en"


@pytest.mark.parametrize(
    "answer",
    [
        "You're free 10–11 AM on Friday.",
        "You have nothing 10–11 AM on Friday.",
        "금요일 오전 10~11시에는 일정이 없어요.",
        "금요일 오전 10시~11시에는 일정이 없어요.",
    ],
)
def test_a_denial_over_a_range_a_meeting_fills_is_caught_in_text_and_statements(answer):
    facts = [meeting("dev team meeting", 17, 10)]
    words = answer.rstrip(".")
    stated = [Statement(words=words, fact=NO_EVENTS)]
    assert problems(answer, facts, FRIDAY_10, language_of(answer)) != []
    assert any(p.startswith("none: denial") for p in problems(answer, facts, FRIDAY_10, language_of(answer), stated))


def test_a_denial_over_a_range_beside_the_meetings_passes():
    facts = [meeting("dev team meeting", 17, 10), meeting("design review", 17, 15)]
    for answer in ("You're free 11 AM–3 PM on Friday.", "금요일 11~15시에는 회의가 없어요."):
        assert problems(answer, facts, language=language_of(answer)) == []
