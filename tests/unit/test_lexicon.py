"""One lexicon: every word list is defined once (shared/moss/domain/lexicon.py, and the dates and
weekdays of calendar_words.py); the parser, the corrections reader, follow-ups, targets, grounding and
the calendar import read it. A distinctive member of each list written as a literal anywhere else in
the code means a second copy of that list has grown back."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

from moss.domain import lexicon

CODE = Path(lexicon.__file__).resolve().parents[1]
# Where words may be written: the lists themselves, and the user-facing catalogue (sentences, not lists).
OWNERS = {"domain/lexicon.py", "domain/calendar_words.py", "domain/texts.py"}
DISTINCTIVE = {
    "event words": ["워크숍", "스탠드업", "webinar", "retrospective", "huddle", "필라테스", "미용실", "레슨"],
    "vacation words": ["휴무", "병가", "월차", "out of office", "time off"],
    "fillers": ["일단", "혹시", "그러면", "anyways", "basically"],
    "retractions": ["관둘", "접을", "never mind", "fell through", "날아갔"],
    "numbers": ["다섯", "아홉", "열한", "eleven", "twelve"],
    "weekday letters": ["월화수목금토일"],
    "people": ["husband", "babysitter", "와이프", "부모님", "팀장님"],
}


def string_literals(path: Path) -> list[str]:
    """The string literals of a module that are code, not documentation (docstrings and comments are
    prose and may name any word)."""
    literals: list[str] = []
    previous = tokenize.NEWLINE
    for token in tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline):
        if token.type == tokenize.STRING and previous not in (tokenize.NEWLINE, tokenize.NL, tokenize.INDENT):
            literals.append(token.string)
        if token.type not in (tokenize.COMMENT, tokenize.NL):
            previous = token.type
    return literals


@pytest.mark.parametrize("kind", sorted(DISTINCTIVE))
def test_no_word_list_is_defined_twice(kind: str) -> None:
    copies = []
    for path in sorted(CODE.rglob("*.py")):
        module = path.relative_to(CODE).as_posix()
        if module in OWNERS:
            continue
        for literal in string_literals(path):
            for word in DISTINCTIVE[kind]:
                if re.search(
                    rf"(?<![\w]){re.escape(word)}(?![\w])" if word.isascii() else re.escape(word), literal, re.I
                ):
                    copies.append(f"{module}: {word!r} in {literal[:80]}")
    assert copies == []


def test_every_list_is_data_in_both_languages_where_people_use_both() -> None:
    for words in (lexicon.EVENT_WORDS, lexicon.VACATION_WORDS, lexicon.FILLER_WORDS, lexicon.RETRACTION_WORDS):
        assert words.en and words.ko
        assert len(set(words.en)) == len(words.en) and len(set(words.ko)) == len(words.ko)


def test_a_filler_drawn_out_is_a_filler_and_a_word_is_not_made_one():
    assert all(lexicon.is_filler(word) for word in ["soo", "ummm", "okayyy", "hmmmm"])
    assert not any(lexicon.is_filler(word) for word in ["off", "all", "add", "see", "bookk"])
