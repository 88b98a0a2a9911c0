"""Every labelled correction of corrections_corpus.jsonl parses exactly as labelled: the
operation, what it says of its target (predicate, title words, the old time as a window, the
moment a cancel runs from) and how it changes it; near misses stay the ordinary writes and
queries they are."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from moss.domain.models import Intent, Language, Operation, ParseResult
from moss.domain.texts import say
from moss.parsing import RuleParser

CORPUS = [
    json.loads(line)
    for line in Path(__file__).with_name("corrections_corpus.jsonl").read_text(encoding="utf-8").splitlines()
    if line.strip()
]


def parse(parser: RuleParser, case: dict) -> ParseResult:
    return parser.parse(case["text"], now=datetime.fromisoformat(case["now"]), timezone=ZoneInfo(case["zone"]))


def target_of(result: ParseResult) -> dict | None:
    target = result.target
    if target is None:
        return None
    window = target.window
    return {
        "predicate": target.predicate.value if target.predicate else None,
        "title": target.title,
        "window": window and {"start": window.start_time.isoformat(), "end": window.end_time.isoformat()},
        "since": target.since and target.since.isoformat(),
    }


def test_corpus_is_large_bilingual_and_covers_every_operation() -> None:
    korean = [case for case in CORPUS if case["lang"] == "ko"]
    assert len(CORPUS) >= 130 and len(korean) >= len(CORPUS) // 2
    operations = {case["operation"] for case in CORPUS}
    assert operations == {operation.value for operation in Operation}
    changes = {part for case in CORPUS if case["change"] for part in case["change"]}
    assert changes == {
        "day",
        "in_its_week",
        "put_off",
        "start_minute",
        "either_half",
        "shift_minutes",
        "resize_minutes",
        "title",
    }
    assert sum(1 for case in CORPUS if case["operation"] == "create") >= 10
    assert sum(1 for case in CORPUS if case["target"] and case["target"]["since"]) >= 5


@pytest.mark.parametrize("case", CORPUS, ids=lambda case: f"{case['lang']}:{case['text'][:60]}")
def test_corpus_case(parser: RuleParser, case: dict) -> None:
    result = parse(parser, case)
    assert (result.intent.value, result.language, result.operation.value) == (
        case["intent"],
        case["lang"],
        case["operation"],
    )
    assert target_of(result) == case["target"]
    change = result.change.model_dump(mode="json", exclude_none=True) if result.change else None
    assert change == case["change"]
    if case["operation"] != "create":
        assert result.facts == [] and result.window is None
        assert bool(result.reply) == case["asks"]
    elif result.intent is Intent.WRITE:
        assert result.facts or result.reply


def test_a_negated_write_never_creates(parser: RuleParser) -> None:
    negated = [case for case in CORPUS if case.get("note") == "negated write"]
    assert len(negated) >= 15
    for case in negated:
        result = parse(parser, case)
        assert result.operation is Operation.CANCEL and not result.facts, case["text"]


@pytest.mark.parametrize(
    ("text", "key", "language"),
    [
        ("push it to later", "ask_change_later", "en"),
        ("bring the standup forward", "ask_change_earlier", "en"),
        ("Move my vacation to this week", "ask_change_move", "en"),
        ("make the review longer", "ask_change_longer", "en"),
        ("회의 좀 미뤄줘", "ask_change_later", "ko"),
        ("회의 좀 줄여줘", "ask_change_shorter", "ko"),
        ("내일 회의 좀 옮겨줘", "ask_change_move", "ko"),
        ("Don't cancel the review", "ask_unchanged", "en"),
        ("금요일 회의 옮기지 마", "ask_unchanged", "ko"),
        ("All meetings cancelled Friday", "ask_cancel", "en"),
        ("Every meeting Friday 3pm is cancelled", "ask_cancel", "en"),
        ("금요일 오후 3시 회의 전부 캔슬", "ask_cancel", "ko"),
    ],
)
def test_what_a_correction_lacks_is_asked_in_the_users_language(
    parser: RuleParser, text: str, key: str, language: Language
) -> None:
    result = parse(parser, {"text": text, "now": "2026-07-16T14:00:00+09:00", "zone": "Asia/Seoul"})
    assert (result.language, result.reply) == (language, say(key, language))


@pytest.mark.parametrize("text", ["meeting with Mark on Friday cancelled", "I won't go to the plan review tomorrow"])
def test_a_write_verb_inside_a_name_or_title_leaves_a_cancel_a_cancel(parser: RuleParser, text: str) -> None:
    """Only a write verb opening a clause ("…, block focus time") turns a negation into a write."""
    result = parse(parser, {"text": text, "now": "2026-07-16T14:00:00+09:00", "zone": "Asia/Seoul"})
    assert (result.intent, result.operation) == (Intent.WRITE, Operation.CANCEL)
