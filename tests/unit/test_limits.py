"""Bounded work per request, enforced by the use cases whatever the parser (here a scripted one,
standing for Gemini): facts per utterance, the reach of one write, the window of one question."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta

import pytest

from moss.domain.bounds import make_window
from moss.domain.errors import Unprocessable
from moss.domain.limits import Limits
from moss.domain.models import FactDraft
from moss.parsing.rules import RuleParser
from moss.usecases import UseCases
from moss.usecases.lint_commit import LintCommit
from moss.usecases.memories import ListMemories
from moss.usecases.parse import Parse
from moss.usecases.query import Query

from ..fakes import SEED_NOW, SEOUL, ScriptedParser, ask, at, meeting, vacation, write

DAILY = "a meeting every day for 101 days"
KOREAN_DAILY = "101일 동안 매일 회의"
LONG_VACATION = "vacation for 400 days"
CENTURIES = "what do I have from 1900 to 2199"


def daily(count: int) -> list[FactDraft]:
    first = meeting("sync", 1, 9)
    return [
        first.model_copy(
            update={"start_time": first.start_time + timedelta(days=n), "end_time": first.end_time + timedelta(days=n)}
        )
        for n in range(count)
    ]


@pytest.fixture
def limited(usecases: UseCases) -> UseCases:
    parser = usecases.deps.parser
    assert isinstance(parser, ScriptedParser)
    parser.script.update(
        {
            DAILY: write(*daily(101)),
            KOREAN_DAILY: write(*daily(101), language="ko"),
            LONG_VACATION: write(vacation(1, days=400)),
            CENTURIES: ask(datetime(1900, 1, 1, tzinfo=SEOUL), datetime(2200, 1, 1, tzinfo=SEOUL)),
        }
    )
    return usecases


@pytest.mark.parametrize(
    ("text", "code", "message"),
    [
        (DAILY, "too_many_facts", "That would add more than 100 entries at once"),
        (KOREAN_DAILY, "too_many_facts", "한 번에 100개가 넘는 일정은 등록할 수 없어요"),
        (LONG_VACATION, "write_span_too_long", "One message can cover at most 366 days"),
        (CENTURIES, "window_too_large", "I can look at most 366 days at once"),
    ],
)
def test_a_parse_beyond_the_limits_is_refused_in_the_users_language_and_keeps_nothing(limited, text, code, message):
    with pytest.raises(Unprocessable) as refused:
        limited.handle(Parse("alice", text, now=SEED_NOW))
    assert refused.value.code == code and refused.value.status == 422
    assert refused.value.message.startswith(message)
    assert limited.deps.messages.list_messages("alice") == []


def test_the_limits_are_settings(limited):
    relaxed = UseCases(dataclasses.replace(limited.deps, limits=Limits(max_facts_per_write=200)))
    parsed = relaxed.handle(Parse("alice", DAILY, now=SEED_NOW))
    assert len(relaxed.handle(LintCommit("alice", parsed.message_id)).committed) == 101
    strict = UseCases(dataclasses.replace(limited.deps, limits=Limits(max_facts_per_write=50)))
    with pytest.raises(Unprocessable):
        strict.handle(LintCommit("alice", relaxed.handle(Parse("alice", DAILY, now=SEED_NOW)).message_id))


def test_an_explicit_window_beyond_the_limit_is_refused(limited):
    with pytest.raises(Unprocessable) as refused:
        limited.handle(Query("alice", window=make_window(at(1), at(1) + timedelta(days=367))))
    assert refused.value.code == "window_too_large"
    assert limited.handle(Query("alice", window=make_window(at(1), at(1) + timedelta(days=366)))).facts == []


def test_an_expanded_listing_beyond_the_window_limit_is_refused(limited):
    with pytest.raises(Unprocessable) as refused:
        limited.handle(ListMemories("alice", start=at(1), end=at(1) + timedelta(days=367), expand=True))
    assert refused.value.code == "window_too_large"
    assert limited.handle(ListMemories("alice", start=at(1), end=at(1) + timedelta(days=366), expand=True)).facts == []
    assert limited.handle(ListMemories("alice", start=at(1), end=at(1) + timedelta(days=367))).facts == []


def test_the_rule_parser_stops_one_fact_past_its_limit():
    parsed = RuleParser(max_facts=100).parse(
        "Schedule a meeting from 1900-01-01 to 2199-12-31 at 10am.", now=SEED_NOW, timezone=SEOUL
    )
    assert len(parsed.facts) == 101
    assert (
        len(
            RuleParser(max_facts=10)
            .parse("sync from 2026-08-01 to 2026-08-05 at 3pm", now=SEED_NOW, timezone=SEOUL)
            .facts
        )
        == 5
    )


def test_a_limit_below_one_is_refused():
    with pytest.raises(ValueError, match="max_query_window_days"):
        Limits(max_query_window_days=0)
