"""Days said by pointing back: "that day", "the same day", "그날" name the day the conversation was
last about (the day of the user's previous write or question); "after the lesson", "레슨 끝나고"
the day of a plan the user keeps. The use case knows that day; this writes it into the utterance
as a date the grammar of every parser reads, so "그날 오후 2시에 병원" after "금요일에 휴가 쓸게"
books Friday 14:00."""

from __future__ import annotations

import re
from datetime import date

from ..domain.lexicon import SAME_DAY_WORDS
from ..domain.ontology import Predicate
from ..domain.patterns import LazyPattern
from .vocabulary import predicate_of

_SAME_DAY = LazyPattern(
    rf"\b(?:on\s+)?(?:{SAME_DAY_WORDS.en_exact_pattern})\b|(?<![가-힣])(?:{SAME_DAY_WORDS.ko_pattern})(?=[에은는도이가]|\s|$)",
    re.IGNORECASE,
)


def points_back(text: str) -> bool:
    """Whether the utterance names a day by pointing back at the last one talked about."""
    return _SAME_DAY.search(text) is not None


# "morning off then": time off said as what follows from the last message, with no day of its own
_CONTINUES = LazyPattern(r"\bthen\W*$", re.IGNORECASE)


def continues(text: str) -> bool:
    """Whether the utterance is time off going on from the day last talked about ("morning off then")."""
    return _CONTINUES.search(text) is not None and predicate_of(text) is Predicate.VACATION


def with_day_added(text: str, day: date) -> str:
    """The utterance with the day it goes on from said after it."""
    return f"{text} {day.isoformat()}"


def with_day(text: str, day: date) -> str:
    """The utterance with its pointing-back day written as that day's date."""
    return _SAME_DAY.sub(lambda match: f" {day.isoformat()} " if match[0][0].isascii() else f"{day.isoformat()} ", text)


# "after the lesson", "before my flight", "레슨 끝나고", "회의 전에": a plan the day is named by
_ANCHORED = LazyPattern(
    r"\b(?:right\s+)?(?:after|before)\s+(?:the|my|our)\s+(?P<en>[a-z][\w'-]*(?:\s+(?!at\b|on\b)[a-z][\w'-]*)?)"
    r"|(?P<ko>[가-힣A-Za-z]{1,10}?)(?:이|가)?\s*(?:끝나고|끝난\s*(?:후|뒤|다음)에?|마치고|하고\s*나서|전에|후에"
    # "치과는 다음에 가기로 했어": after a topic, 다음에 is "next time", no plan's day
    r"|(?<!은 )(?<!는 )(?<!은)(?<!는)다음에)",
    re.IGNORECASE,
)


def anchoring_plan(text: str) -> tuple[str, tuple[int, int]] | None:
    """The words of the plan a day is named by, and where it is said ("after the lesson"); None
    when none is."""
    match = _ANCHORED.search(text)
    if match is None:
        return None
    return match["en"] or match["ko"], match.span()


def with_day_for(text: str, said: tuple[int, int], day: date) -> str:
    """The utterance with what names the day by a plan (at `said`) written as that day's date: it
    says when, not what ("레슨 끝나고 7시에 아이 픽업" is the pickup on the lesson's day)."""
    return f"{text[: said[0]]} {day.isoformat()} {text[said[1] :]}"


# "PT는 목요일 같은 시간으로 다시 넣어줘", "yoga back on friday, same time": the time of the plan named
_SAME_TIME = LazyPattern(r"\b(?:at\s+)?(?:the\s+)?same\s+time\b|같은\s*시간|같은\s*시각", re.IGNORECASE)


def says_same_time(text: str) -> bool:
    return _SAME_TIME.search(text) is not None


def with_time(text: str, hour: int, minute: int) -> str:
    """The utterance with its "same time" written as that time of day."""
    return _SAME_TIME.sub(
        lambda match: f" at {hour}:{minute:02d} " if match[0][0].isascii() else f"{hour}시 {minute}분", text
    )
