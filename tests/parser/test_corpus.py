"""Every labelled utterance of corpus.jsonl parses exactly as labelled.

A case with `question` is a follow-up: `text` answers the write that the `question`
utterances asked about, and the labels are those of the completed write; with
`"answers": false` the text does not answer it and the labels are its own parse.
"""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from moss.domain.models import Intent, ParseResult
from moss.domain.timefmt import is_all_day
from moss.parsing import RuleParser
from moss.parsing.followup import complete

from .conftest import load_corpus

CORPUS = load_corpus()


def _label(case: dict) -> str:
    turns = [*case.get("question", []), case["text"]]
    return f"{case['lang']}:{' >> '.join(turns)[:60]}"


def parse_case(parser: RuleParser, case: dict) -> ParseResult:
    now, zone = datetime.fromisoformat(case["now"]), ZoneInfo(case["zone"])
    if "question" in case:
        completed = complete(case["question"], case["text"], now=now, timezone=zone)
        assert (completed is not None) == case["answers"]
        if completed is not None:
            return completed
    return parser.parse(case["text"], now=now, timezone=zone)


def test_corpus_is_large_and_bilingual() -> None:
    korean = [case for case in CORPUS if case["lang"] == "ko"]
    assert len(CORPUS) >= 200 and len(korean) >= 80


@pytest.mark.parametrize("case", CORPUS, ids=_label)
def test_corpus_case(parser: RuleParser, case: dict) -> None:
    result = parse_case(parser, case)

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
    if case["asks"]:
        assert not result.facts


@pytest.mark.parametrize("case", [c for c in CORPUS if c["intent"] == "WRITE"], ids=_label)
def test_no_write_starts_before_now_unless_the_utterance_names_that_past(parser: RuleParser, case: dict) -> None:
    """A write whose relative date resolves before `now` asks instead of storing (issue 15).

    A whole-day fact starts on its day ("I'm off today" at 14:00 starts today, not before
    now); the others at their instant. `names_past` marks the utterances that say the past
    date themselves: a calendar date, yesterday, ... ago.
    """
    now, zone = datetime.fromisoformat(case["now"]), ZoneInfo(case["zone"])
    for fact in parse_case(parser, case).facts:
        if is_all_day(fact.start_time, fact.end_time, zone):
            early = fact.start_time.astimezone(zone).date() < now.astimezone(zone).date()
        else:
            early = fact.start_time < now
        assert not early or case.get("names_past"), f"stores {fact.start_time} before {now}"
