"""Bounded work per request, enforced by the use cases whatever the parser (here a scripted one,
standing for Gemini): facts per utterance, the reach of one write, the window of one question."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime, timedelta

import pytest
from pydantic import ValidationError

from moss.domain.bounds import MAX_QUESTION_TEXTS, make_window, question_full
from moss.domain.errors import Unprocessable
from moss.domain.limits import Limits
from moss.domain.models import FactDraft, Intent
from moss.domain.recurrence import Recurrence
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


def _series(rule: str) -> FactDraft:
    return meeting("standup", 20, 9).model_copy(update={"recurrence": Recurrence(rrule=rule, timezone="Asia/Seoul")})


@pytest.mark.parametrize(
    ("rule", "refused"),
    [
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=21991231T145959Z", True),  # the review's 13–21 s lint
        ("FREQ=YEARLY;COUNT=300", True),  # its 28 s next to one daily series
        ("FREQ=DAILY;COUNT=367", True),
        ("FREQ=DAILY;COUNT=366", False),
        ("FREQ=WEEKLY;UNTIL=20270701T000000Z", False),
        ("FREQ=DAILY", False),  # no end: linted over its first year (recurrence.SERIES_LINT_HORIZON)
    ],
)
def test_the_reach_of_a_series_is_its_last_occurrence(rule, refused):
    limits = Limits()
    if not refused:
        limits.check_write([_series(rule)], "en")
        return
    with pytest.raises(Unprocessable) as caught:
        limits.check_write([_series(rule)], "ko")
    assert caught.value.code == "write_span_too_long" and "366일" in caught.value.message


@pytest.mark.parametrize(
    ("start", "end"),
    [
        (datetime(1, 1, 1, 10, tzinfo=UTC), datetime(1, 1, 1, 11, tzinfo=UTC)),
        (datetime(9999, 12, 30, 10, tzinfo=UTC), datetime(9999, 12, 30, 11, tzinfo=UTC)),
        (datetime(1899, 12, 30, tzinfo=UTC), datetime(1899, 12, 30, 1, tzinfo=UTC)),
    ],
)
def test_a_fact_outside_the_calendars_years_is_refused(start, end):
    with pytest.raises(ValidationError, match="between the years 1900 and 9000"):
        FactDraft(predicate="meeting", object_value="sync", start_time=start, end_time=end)


def test_a_question_or_a_write_touching_more_occurrences_than_the_budget_is_refused(limited):
    budget = UseCases(dataclasses.replace(limited.deps, limits=Limits(max_occurrences_per_request=60)))
    budget.deps.parser.script["daily standup"] = write(_series("FREQ=DAILY"))  # type: ignore[attr-defined]
    budget.deps.parser.script["daily review"] = write(  # type: ignore[attr-defined]
        _series("FREQ=DAILY;COUNT=30").model_copy(update={"object_value": "review"})
    )
    with pytest.raises(Unprocessable) as refused:  # an open daily series is linted over a year: 366 occurrences
        budget.handle(LintCommit("alice", budget.handle(Parse("alice", "daily standup", now=SEED_NOW)).message_id))
    assert refused.value.code == "too_many_occurrences" and "give the series an end" in refused.value.message
    assert budget.deps.facts.list_facts("alice", None, None, None) == []
    committed = budget.handle(
        LintCommit("alice", budget.handle(Parse("alice", "daily review", now=SEED_NOW)).message_id)
    )
    assert len(committed.committed) == 1
    month = make_window(at(20), at(20) + timedelta(days=30))
    assert len(budget.handle(Query("alice", window=month)).facts) == 30
    tight = UseCases(dataclasses.replace(limited.deps, limits=Limits(max_occurrences_per_request=29)))
    with pytest.raises(Unprocessable) as refused:
        tight.handle(ListMemories("alice", start=at(1), end=at(1, month=10), expand=True))
    assert refused.value.code == "too_many_occurrences"
    with pytest.raises(Unprocessable) as refused:
        tight.handle(Query("alice", window=month, question="이번 달 일정 알려줘"))
    assert refused.value.code == "too_many_occurrences" and refused.value.message.startswith("그 기간에는 일정이 29개")


def test_an_open_question_takes_a_bounded_number_of_answers_then_says_it_starts_over(limited):
    """The review's finding: 160 answers made one question every /parse re-read, ~2 s each."""
    speaking = UseCases(dataclasses.replace(limited.deps, parser=RuleParser()))
    assert speaking.handle(Parse("alice", "회의 잡아줘", now=SEED_NOW)).facts == []
    for answers in range(1, MAX_QUESTION_TEXTS):
        again = speaking.handle(Parse("alice", "다음 주 화요일", now=SEED_NOW))
        assert again.intent is Intent.WRITE and again.reply == "몇 시로 잡을까요?"
        question = speaking.deps.working.get_question("alice")
        assert question is not None and len(question.texts) == answers + 1
    over = speaking.handle(Parse("alice", "다음 주 화요일", now=SEED_NOW))
    assert over.reply is not None and over.reply.startswith("답변이 너무 많이 이어져서 이 메시지만 따로 읽었어요.")
    assert speaking.deps.working.get_question("alice") is None


def test_an_open_question_holds_at_most_one_utterance_of_text():
    assert not question_full(["a" * 1000], "b" * 1000)
    assert question_full(["a" * 1000], "b" * 1001)
    assert question_full(["a"] * MAX_QUESTION_TEXTS, "b")
