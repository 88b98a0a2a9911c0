"""A plan named by its place among a day's plans ("the second meeting on tuesday", "my last thing friday",
"목요일 두 번째 회의", "마지막 거"): the ordinal is read apart from the words that name the plan, so the title is not
"second" but the day's plans are counted."""

from __future__ import annotations

import re
from typing import NamedTuple

from ..domain.calendar_words import alternation as _alternation
from ..domain.language import Language
from ..domain.lexicon import EN_SOONER_OR_LATER, GENERIC_EVENT_WORDS, KO_SOONER_OR_LATER, ORDINALS, ordinal_pattern
from ..domain.patterns import LazyPattern

# An ordinal right before a word that names no plan of its own ("the second meeting", "my last thing"): "the first
# monday" and "first thing tomorrow" (early, no determiner) are days and times, not positions.
_EN_POSITION = LazyPattern(
    rf"\b(?:the|my|our)\s+(?P<ordinal>{ordinal_pattern(korean=False)}|{_alternation(EN_SOONER_OR_LATER)})\s+"
    rf"(?=(?:{GENERIC_EVENT_WORDS.en_pattern})\b)",
    re.IGNORECASE,
)
_KO_POSITION = LazyPattern(
    rf"(?<![가-힣])(?P<ordinal>{ordinal_pattern(korean=True)}|{_alternation(KO_SOONER_OR_LATER)})\s*"
    rf"(?=(?:{GENERIC_EVENT_WORDS.ko_pattern}))"
)
# A plan named by the part of the day it is in, of the day talked about ("the morning one", "오후 거는")
# ("the morning meeting" may be a plan's own title: "Morning meeting")
_EN_PART_ONE = LazyPattern(r"\bthe\s+(?:morning|afternoon|evening|night)\s+(?:one|thing)\b", re.IGNORECASE)
_KO_PART_ONE = LazyPattern(r"(?<![가-힣])(?:오전|오후|아침|저녁|밤)\s*(?:거|것|꺼|건)(?:는|은|도|를|을|만)?(?![가-힣])")


_THE_LAST_ONE = LazyPattern(r"\s*(?:거|것|꺼|건|one\b)", re.IGNORECASE)


class SaidPosition(NamedTuple):
    position: int  # 1 the first, -1 the last
    text: str  # the utterance without the ordinal


def said_position(text: str, language: Language) -> SaidPosition | None:
    """The position `text` names a plan by, and the text without it; None when it names none, or several."""
    found = list((_KO_POSITION if language == "ko" else _EN_POSITION).finditer(text))
    if len(found) != 1:
        return None
    ordinal = found[0]
    said = re.sub(r"\s+", "", ordinal["ordinal"]).casefold()
    position = ORDINALS.get(said) or (EN_SOONER_OR_LATER | KO_SOONER_OR_LATER)[said]
    if ORDINALS.get(said) == -1 and _THE_LAST_ONE.match(text, ordinal.end()):
        return None  # "마지막 거 취소", "undo the last one": the latest write, not a day's last plan
    start, end = ordinal.span("ordinal")
    return SaidPosition(position, text[:start] + text[end:].lstrip())


def says_part_of_the_day_one(text: str, language: Language) -> bool:
    """Whether `text` names a plan by its part of the day alone ("the morning one", "오전 거는 없던 걸로 해줘")."""
    return (_KO_PART_ONE if language == "ko" else _EN_PART_ONE).search(text) is not None
