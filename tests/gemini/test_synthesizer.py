"""The Gemini synthesizer's structured answers through the real client and the wire stub.

The seed context (only Friday's vacation, the question at Friday 10 AM) with answers a model
might write: the hallucinations of issue 19 (untitled, contracted, Korean, the seed's own
contradiction) must come back `grounded: false` with the template answer; faithful ones, in
any wording, are kept.
"""

from __future__ import annotations

import pytest

from moss.adapters.gemini_synthesizer import GeminiSynthesizer, read_answer
from moss.domain.answers import template_answer
from moss.domain.grounding import DraftAnswer, Statement
from moss.domain.models import Interval

from ..fakes import SEED_NOW, SEOUL, at, vacation
from .conftest import answer_json, is_answer_request, seed_model
from .stub import Recorded, text_reply
from .test_functions import QUESTION, VACATION

FRIDAY_10 = Interval(start_time=at(17, 10), end_time=at(17, 11))
TEMPLATE = {language: template_answer([vacation(17)], FRIDAY_10, SEOUL, language) for language in ("en", "ko")}

HALLUCINATED = [
    ("You have a meeting at 10 AM on Friday.", [("You have a meeting at 10 AM on Friday", "F1")]),
    (
        "You are on vacation on Friday, but you also have a meeting at 10:00.",
        [("You are on vacation on Friday", "F1"), ("you also have a meeting at 10:00", "F1")],
    ),
    ("Friday at 10:00 you have a 1:1 with your manager.", [("Friday at 10:00 you have a 1:1", "F1")]),
    ("You're on vacation Friday, but you've still got a call at 10.", [("You're on vacation Friday", "F1")]),
    ("You're off Friday, though there's a sync at 10:00.", [("You're off Friday", "F1")]),
    ("You're not on vacation on Friday.", [("You're not on vacation on Friday", "none")]),
    ("You're on vacation Friday; the dev team meeting at 10 was cancelled.", [("You're on vacation Friday", "F1")]),
    ("You have a 10:00 meeting with the dev team.", [("You have a 10:00 meeting with the dev team", "F1")]),
    ("금요일 오전 10시에 회의가 하나 있습니다.", [("금요일 오전 10시에 회의가 하나 있습니다", "F1")]),
    ("금요일은 휴가지만 10시에 회의 있어요.", [("금요일은 휴가지만", "F1"), ("10시에 회의 있어요", "F1")]),
    ("내일 오전 10시에 미팅이 잡혀 있어.", [("내일 오전 10시에 미팅이 잡혀 있어", "none")]),
    ("금요일 10시에 팀장님과 면담이 있습니다.", [("금요일 10시에 팀장님과 면담이 있습니다", "F1")]),
    ("금요일은 휴가가 아니에요.", [("금요일은 휴가가 아니에요", "F1")]),
    ("금요일 10시 회의는 취소되었어요.", [("금요일 10시 회의는 취소되었어요", "none")]),
    # What only the structure shows: an id the context does not hold, words the answer does not
    # contain, a statement resting on nothing, a statement citing a fact that does not fit it.
    ("You are on vacation all day on Fri Jul 17.", [("You are on vacation all day on Fri Jul 17", "F7")]),
    ("You are on vacation all day on Fri Jul 17.", [("You have a meeting at 10:00", "F1")]),
    ("You are on vacation all day on Fri Jul 17.", []),
    ("You are on vacation all day on Fri Jul 17.", [("You are on vacation all day on Fri Jul 17", "none")]),
]
FAITHFUL = [
    ("According to your calendar, you are on vacation all day on Fri Jul 17.", [("you are on vacation all day", "F1")]),
    (
        "You're on vacation all day on Fri Jul 17, so there's no meeting at 10:00.",
        [("You're on vacation all day on Fri Jul 17", "F1"), ("there's no meeting at 10:00", "none")],
    ),
    (
        "You're off tomorrow, so you don't have any meetings at 10 AM.",
        [("You're off tomorrow", "F1"), ("you don't have any meetings at 10 AM", "none")],
    ),
    (
        "No meetings at 10 AM on Friday: you're on vacation.",
        [("No meetings at 10 AM on Friday", "none"), ("you're on vacation", "F1")],
    ),
    (
        "Friday, July 17 is a vacation day; nothing is scheduled between 10:00 and 11:00.",
        [("Friday, July 17 is a vacation day", "F1"), ("nothing is scheduled between 10:00 and 11:00", "none")],
    ),
    (
        "You're on leave Friday and your calendar is free at 10.",
        [("You're on leave Friday", "F1"), ("your calendar is free at 10", "none")],
    ),
    (
        "금요일은 종일 휴가라서 오전 10시에 회의가 없습니다.",
        [("금요일은 종일 휴가라서", "F1"), ("오전 10시에 회의가 없습니다", "none")],
    ),
    ("내일은 연차라 10시에 잡힌 회의가 없어.", [("내일은 연차라", "F1"), ("10시에 잡힌 회의가 없어", "none")]),
    (
        "7월 17일(금)은 휴가예요. 10시에는 아무 일정도 없어요.",
        [("7월 17일(금)은 휴가예요", "F1"), ("10시에는 아무 일정도 없어요", "none")],
    ),
    (
        "금요일 오전 10시~11시에는 휴가 중이라 회의가 없습니다.",
        [("금요일 오전 10시~11시에는 휴가 중이라", "F1"), ("회의가 없습니다", "none")],
    ),
]


def korean(text: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


def ask(api, stub, text: str, statements: list[tuple[str, str]]) -> dict:
    def model(request: Recorded):
        return text_reply(answer_json(text, statements)) if is_answer_request(request) else seed_model(request)

    stub.model = model
    question = "금요일 오전 10시 일정 요약해줘." if korean(text) else QUESTION
    return api.say(question, SEED_NOW)


@pytest.mark.parametrize(("text", "statements"), HALLUCINATED)
def test_a_hallucination_gets_the_template_answer_and_says_why(api, stub, text, statements):
    api.say(VACATION, SEED_NOW)
    answer = ask(api, stub, text, statements)
    assert (answer["synthesizer"], answer["grounded"]) == ("template", False), answer["answer"]
    assert answer["answer"] == TEMPLATE["ko" if korean(text) else "en"] and answer["ungrounded"]


@pytest.mark.parametrize(("text", "statements"), FAITHFUL)
def test_a_faithful_answer_is_kept_in_its_own_words(api, stub, text, statements):
    api.say(VACATION, SEED_NOW)
    answer = ask(api, stub, text, statements)
    assert (answer["synthesizer"], answer["grounded"], answer["ungrounded"]) == ("gemini", True, []), answer
    assert answer["answer"] == text


def test_the_structure_names_what_it_rests_on(api, stub):
    api.say(VACATION, SEED_NOW)
    cited = ask(api, stub, "You are on vacation all day on Fri Jul 17.", [("on vacation all day", "F2")])
    assert cited["ungrounded"] == ["'on vacation all day' cites 'F2', which is not in the context"]
    uncited = ask(api, stub, "You are on vacation all day on Fri Jul 17.", [("You are on", "F1")])
    assert uncited["ungrounded"] == ["'vacation' is in no statement"]


@pytest.mark.parametrize(
    "raw",
    [
        "not json",
        '{"answer": "You are on vacation."}',
        '{"answer": "You are on vacation.", "statements": [], "confidence": 1}',
        '{"answer": "You are on vacation.", "statements": [{"words": "on vacation", "fact": "F1", "why": "x"}]}',
    ],
)
def test_a_reply_outside_the_answer_schema_gets_the_template(api, stub, raw):
    api.say(VACATION, SEED_NOW)
    stub.model = lambda request: text_reply(raw) if is_answer_request(request) else seed_model(request)
    answer = api.say(QUESTION, SEED_NOW)
    assert (answer["synthesizer"], answer["grounded"], answer["ungrounded"]) == (
        "template",
        False,
        ["the answer is empty"],
    )


def test_read_answer_takes_the_statements_as_emitted():
    draft = read_answer(answer_json("Nothing is scheduled.", [("Nothing is scheduled", "none")]))
    assert draft == DraftAnswer(
        text="Nothing is scheduled.", statements=[Statement(words="Nothing is scheduled", fact="none")]
    )


def test_the_synthesizer_sends_the_answer_schema(stub, client):
    stub.model = lambda request: text_reply(answer_json("Nothing is scheduled.", [("Nothing is scheduled", "none")]))
    synthesizer = GeminiSynthesizer(client, model="gemini-2.5-flash")
    draft = synthesizer.answer(
        question="What do I have?",
        context="F1. vacation: Vacation [...]",
        facts=[],
        window=FRIDAY_10,
        timezone=SEOUL,
        language="en",
    )
    assert draft.statements == [Statement(words="Nothing is scheduled", fact="none")]
    [request] = stub.requests
    config = request.generation_config
    assert config["responseMimeType"] == "application/json" and config["temperature"] == 0
    statement = config["responseSchema"]["properties"]["statements"]
    assert statement["type"] == "ARRAY" or statement.get("type") == "array"
