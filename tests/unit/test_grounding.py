"""The grounding check: every date, time and title of an answer must come from its context."""

from __future__ import annotations

import pytest

from moss.domain.answers import template_answer
from moss.domain.grounding import check_grounding
from moss.domain.models import Interval

from ..fakes import SEED_NOW, SEOUL, at, meeting, vacation

FRIDAY_10 = Interval(start_time=at(17, 10), end_time=at(17, 11))
FRIDAY = Interval(start_time=at(17), end_time=at(18))


def unsupported(answer: str, facts, window: Interval = FRIDAY_10) -> list[str]:
    return check_grounding(answer, facts=facts, window=window, now=SEED_NOW, timezone=SEOUL).unsupported


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(
    "facts",
    [
        [],
        [vacation(17)],
        [meeting("dev team meeting", 17, 10)],
        [vacation(17), meeting("dev team meeting", 17, 10), meeting("customer call", 17, 15)],
        [vacation(13, days=3)],
        [meeting("design review", 17, 10, 30), meeting("1:1 with Sam", 17, 23, 60)],
    ],
)
@pytest.mark.parametrize("window", [FRIDAY_10, FRIDAY])
def test_every_template_answer_is_grounded(facts, window, language):
    assert unsupported(template_answer(facts, window, SEOUL, language), facts, window) == []


@pytest.mark.parametrize(
    "answer",
    [
        "On Friday, July 17 you're on vacation all day, so there are no meetings at 10:00.",
        "Tomorrow (Fri Jul 17) you are on vacation. Nothing is scheduled between 10 AM and 11 AM.",
        "You have no meetings on 2026-07-17; it is a vacation day ('Vacation').",
        "7월 17일(금) 오전 10시에는 휴가라서 회의가 없습니다.",
        "금요일 10시~11시: 휴가 중이며 다른 일정은 없습니다.",
    ],
)
def test_faithful_paraphrases_pass(answer):
    assert unsupported(answer, [vacation(17)]) == []


def test_a_stored_title_with_its_times_passes():
    facts = [meeting("dev team meeting", 17, 10)]
    answer = "Your dev team meeting is on Fri Jul 17 from 10:00 to 11:00 (2026-07-17T10:00:00+09:00)."
    assert unsupported(answer, facts) == []


@pytest.mark.parametrize(
    ("answer", "problem"),
    [
        ("You have a budget meeting at 10:00 on Friday.", "title 'budget meeting'"),
        ("You have 'dev team meeting' at 10:00.", "title 'dev team meeting'"),
        ("You are on vacation, and a call is at 3pm.", "time 3pm"),
        ("You are on vacation on July 18.", "date July 18"),
        ("You are on vacation on Saturday.", "date Saturday"),
        ("You are on vacation on 2026-07-20T10:00:00+09:00.", "date 2026-07-20T10:00:00+09:00"),
        ("You are on vacation until 2027.", "date 2027"),
        (
            "You have a meeting at 10 AM on Friday.",
            "meeting not in the context: 'You have a meeting at 10 AM on Friday.'",
        ),
        (
            "금요일 오전 10시에 회의가 하나 있습니다.",
            "meeting not in the context: '금요일 오전 10시에 회의가 하나 있습니다.'",
        ),
        ("오후 3시에 팀 회의가 있습니다.", "time 오후 3시"),
        ("오전 10시에 팀 회의가 있습니다.", "title '팀 회의'"),
    ],
)
def test_what_the_context_does_not_state_is_reported(answer, problem):
    assert problem in unsupported(answer, [vacation(17)])


def test_a_vacation_may_be_denied_but_not_invented():
    facts = [meeting("dev team meeting", 17, 10)]
    assert unsupported("You are not on vacation; the dev team meeting is at 10:00.", facts) == []
    assert unsupported("You are on vacation on Friday, so skip the dev team meeting.", facts) == [
        "vacation not in the context: 'You are on vacation on Friday'"
    ]
    assert unsupported("You are not on vacation.", [vacation(17)]) == [
        "denial contradicts the vacation: 'You are not on vacation.'"
    ]


def test_an_empty_answer_is_not_grounded():
    report = check_grounding("  ", facts=[], window=FRIDAY_10, now=SEED_NOW, timezone=SEOUL)
    assert not report.grounded and report.unsupported == ["the answer is empty"]


@pytest.mark.parametrize(
    "answer",
    [
        "You have a meeting at 10 AM on Friday.",
        "You are on vacation on Friday, but you also have a meeting at 10:00.",
        "금요일 오전 10시에 회의가 하나 있습니다.",
        "Friday at 10:00 you have a 1:1 with your manager.",
    ],
)
def test_issue_19_untitled_hallucinations_are_caught(answer):
    assert unsupported(answer, [vacation(17)]) != []


@pytest.mark.parametrize(
    ("answer", "facts"),
    [
        (
            "You're on vacation all day on Fri Jul 17, but 'dev team meeting' is still at 10:00.",
            [vacation(17), meeting("dev team meeting", 17, 10)],
        ),
        ("금요일은 휴가라 잡힌 회의가 없습니다.", [vacation(17)]),
        ("금요일은 종일 휴가 중이며 회의는 없어요.", [vacation(17)]),
    ],
)
def test_issue_19_false_alarms_are_gone(answer, facts):
    assert unsupported(answer, facts) == []
