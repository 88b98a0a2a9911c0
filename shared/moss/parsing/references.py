"""Days said by pointing back: "that day", "the same day", "그날" name the day the conversation was
last about (the day of the user's previous write or question). The use case knows that day; this
writes it into the utterance as a date the grammar of every parser reads, so "그날 오후 2시에 병원"
after "금요일에 휴가 쓸게" books Friday 14:00."""

from __future__ import annotations

import re
from datetime import date

from ..domain.lexicon import SAME_DAY_WORDS
from ..domain.patterns import LazyPattern

_SAME_DAY = LazyPattern(
    rf"\b(?:on\s+)?(?:{SAME_DAY_WORDS.en_exact_pattern})\b|(?<![가-힣])(?:{SAME_DAY_WORDS.ko_pattern})(?=[에은는도이가]|\s|$)",
    re.IGNORECASE,
)


def points_back(text: str) -> bool:
    """Whether the utterance names a day by pointing back at the last one talked about."""
    return _SAME_DAY.search(text) is not None


def with_day(text: str, day: date) -> str:
    """The utterance with its pointing-back day written as that day's date."""
    return _SAME_DAY.sub(lambda match: f" {day.isoformat()} " if match[0][0].isascii() else f"{day.isoformat()} ", text)
