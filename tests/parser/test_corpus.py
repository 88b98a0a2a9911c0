"""Every labelled utterance of corpus.jsonl parses exactly as labelled."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from moss.domain.models import Intent
from moss.parsing import RuleParser

from .conftest import load_corpus

CORPUS = load_corpus()


def _label(case: dict) -> str:
    return f"{case['lang']}:{case['text'][:60]}"


def test_corpus_is_large_and_bilingual() -> None:
    korean = [case for case in CORPUS if case["lang"] == "ko"]
    assert len(CORPUS) >= 200 and len(korean) >= 80


@pytest.mark.parametrize("case", CORPUS, ids=_label)
def test_corpus_case(parser: RuleParser, case: dict) -> None:
    zone = ZoneInfo(case["zone"])
    result = parser.parse(case["text"], now=datetime.fromisoformat(case["now"]), timezone=zone)

    assert result.intent.value == case["intent"]
    assert result.language == case["lang"]
    # isoformat pins both the instant and the wall time in the user's zone
    assert [
        (f.predicate.value, f.object_value, f.start_time.isoformat(), f.end_time.isoformat()) for f in result.facts
    ] == [(f["predicate"], f["title"], f["start"], f["end"]) for f in case["facts"]]
    if case["window"] is None:
        assert result.window is None
    else:
        assert result.window is not None
        assert (result.window.start_time.isoformat(), result.window.end_time.isoformat()) == (
            case["window"]["start"],
            case["window"]["end"],
        )
    if case["asks"] or result.intent is Intent.UNKNOWN:
        assert result.reply
