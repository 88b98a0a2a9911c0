"""Wrong answers of our own, each one concrete error a model makes (an order of two events reversed, ...), over a
few of the blind dev contexts (blind_contexts.json, those the dev answers use), with a faithful twin for each: the
wrong one must be rejected, the twin kept. They are no corpus answers: they were written to find, by class, what
the check let through."""

from __future__ import annotations

import pytest

from ..grounding.evaluation import BLIND_CONTEXTS, load_contexts
from .grounding_probes import rejected

CONTEXTS = load_contexts(BLIND_CONTEXTS)
NY, SEOUL_WEEK, CHICAGO = "g7-en-ny-conflicts", "g7-ko-seoul-week-count", "g6-en-chicago-vacation-week"
TWO_WEEKS, THURSDAY = "g4-en-two-weeks-counts-ny", "b-busy-thursday-seoul"

# (context, language, wrong, faithful twin)
ORDERS = [
    (NY, "en", "The Harlow call is before the budget review.", "The budget review is before the Harlow call."),
    (NY, "en", "Gym comes right before the product demo.", "Gym comes after the interview, at 6 PM."),
    (NY, "en", "After the interview, the product demo.", "After the budget review, the Harlow call."),
    (
        NY,
        "en",
        "Budget review at 9, then the product demo, followed by the Harlow call.",
        "Budget review at 9, then the Harlow call at 10, followed by the product demo at 1.",
    ),
    (
        SEOUL_WEEK,
        "ko",
        "목요일에는 1:1이 먼저 있고 그 다음에 워크숍이 있어요.",
        "목요일에는 고객사 워크숍이 먼저 있고 그 다음에 1:1이 있어요.",
    ),
    (THURSDAY, "ko", "한빛상사 미팅은 주간 팀 회의 전에 있어요.", "한빛상사 미팅은 주간 팀 회의 후에 있어요."),
    (THURSDAY, "ko", "지수와 1:1 끝나고 한빛상사 미팅이 있어요.", "한빛상사 미팅 끝나고 지수와 1:1이 있어요."),
    (
        TWO_WEEKS,
        "en",
        "On Wednesday the 22nd, the anniversary dinner comes before Spanish.",
        "On Wednesday the 22nd, Spanish comes before the anniversary dinner.",
    ),
]

# Titles said to be all there is, by a sentence of its own or by "전부", "다" after them
ALL_THERE_IS = [
    (
        NY,
        "en",
        "Tomorrow: budget review at 9, Harlow call at 10, product demo at 1. That's all.",
        "Tomorrow: budget review, Harlow call, product demo, interview and gym. That's all.",
    ),
    (
        THURSDAY,
        "ko",
        "내일은 주간 팀 회의와 한빛상사 미팅이 전부예요.",
        "내일은 주간 팀 회의, 한빛상사 미팅, 지수와 1:1, 동창 저녁 모임이 전부예요.",
    ),
    (
        THURSDAY,
        "ko",
        "내일은 주간 팀 회의, 한빛상사 미팅, 지수와 1:1이 있어요. 이게 전부예요.",
        "내일은 주간 팀 회의, 한빛상사 미팅, 지수와 1:1, 동창 저녁 모임이 있어요. 이게 전부예요.",
    ),
    (SEOUL_WEEK, "ko", "목요일엔 고객사 워크숍이 다예요.", "목요일엔 고객사 워크숍, 1:1이 다예요."),
    (
        NY,
        "en",
        "In the afternoon: the product demo. That's everything.",
        "In the afternoon: the product demo and the interview. That's it for work; the gym is at 6.",
    ),
]

# A length said as what the event is ("is three hours"), or with its half before the unit ("two and a half hours")
LENGTHS = [
    (TWO_WEEKS, "en", "The anniversary dinner is three hours.", "The anniversary dinner is two hours."),
    (
        CHICAGO,
        "en",
        "Your flight to Cancún is about two and a half hours.",
        "Your flight to Cancún is about three and a half hours.",
    ),
    (NY, "en", "The product demo takes two and a half hours.", "The product demo takes one and a half hours."),
    (NY, "en", "The budget review is 90 minutes.", "After the interview your break is three hours, until the gym."),
]

CASES = ORDERS + ALL_THERE_IS + LENGTHS


@pytest.mark.parametrize(("context", "language", "wrong", "faithful"), CASES)
def test_the_wrong_answer_is_rejected_and_its_faithful_twin_kept(context, language, wrong, faithful):
    assert rejected(CONTEXTS, context, language, wrong)
    assert not rejected(CONTEXTS, context, language, faithful)
