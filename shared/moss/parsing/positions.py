"""A plan named by its place among a day's plans ("the second meeting on tuesday", "my last thing friday",
"목요일 두 번째 회의", "마지막 거"): the ordinal is read apart from the words that name the plan, so the title is not
"second" but the day's plans are counted."""

from __future__ import annotations

import re
from typing import NamedTuple

from ..domain.language import Language
from ..domain.lexicon import GENERIC_EVENT_WORDS, ORDINALS, ordinal_pattern
from ..domain.patterns import LazyPattern

# An ordinal right before a word that names no plan of its own ("the second meeting", "my last thing"): "the first
# monday" and "first thing tomorrow" (early, no determiner) are days and times, not positions.
_EN_POSITION = LazyPattern(
    rf"\b(?:the|my|our)\s+(?P<ordinal>{ordinal_pattern(korean=False)})\s+(?=(?:{GENERIC_EVENT_WORDS.en_pattern})\b)",
    re.IGNORECASE,
)
_KO_POSITION = LazyPattern(
    rf"(?<![가-힣])(?P<ordinal>{ordinal_pattern(korean=True)})\s*(?=(?:{GENERIC_EVENT_WORDS.ko_pattern}))"
)


class SaidPosition(NamedTuple):
    position: int  # 1 the first, -1 the last
    text: str  # the utterance without the ordinal


def said_position(text: str, language: Language) -> SaidPosition | None:
    """The position `text` names a plan by, and the text without it; None when it names none, or several."""
    found = list((_KO_POSITION if language == "ko" else _EN_POSITION).finditer(text))
    if len(found) != 1:
        return None
    ordinal = found[0]
    position = ORDINALS[re.sub(r"\s+", "", ordinal["ordinal"]).casefold()]
    start, end = ordinal.span("ordinal")
    return SaidPosition(position, text[:start] + text[end:].lstrip())
