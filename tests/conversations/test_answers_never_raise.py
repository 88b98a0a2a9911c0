"""Every sentence of the development conversations, given as the answer to questions MOSS asks, is read
without an error: an answer that cannot be read is a question back, never a crash (two such crashes, a
correction naming days that disagree and a change that left an event no name, were found this way)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from moss.parsing.followup import complete

from .evaluation import load

SEOUL = ZoneInfo("Asia/Seoul")
ASKED_AT = datetime(2026, 3, 2, 9, 0, tzinfo=SEOUL)  # a Monday
QUESTIONS = ["friday meeting", "half day next week", "move the dentist", "금요일 회의", "다음주 반차", "치과 미뤄줘"]
ANSWERS = sorted(
    {
        turn["say"]
        for name in ("dev.jsonl", "probe16-opposite.jsonl")
        for c in load(name)
        for turn in c["turns"]
        if "say" in turn
    }
)


@pytest.mark.parametrize("question", QUESTIONS)
def test_any_sentence_answers_a_question_without_an_error(question: str) -> None:
    for answer in ANSWERS:
        result = complete([question], answer, now=ASKED_AT, timezone=SEOUL)
        assert result is None or result.facts or result.reply or result.operation.value != "create", answer
