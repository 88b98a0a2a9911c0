"""The query use case keeps only grounded answers; the naive baseline stays unguarded."""

from __future__ import annotations

from dataclasses import replace

from moss.domain.answers import template_answer
from moss.domain.grounding import DraftAnswer
from moss.domain.models import Interval
from moss.usecases import UseCases
from moss.usecases.lint_commit import LintCommit
from moss.usecases.parse import Parse
from moss.usecases.query import Query

from ..fakes import SEED_NOW, SEOUL, at, vacation

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
FRIDAY_10 = Interval(start_time=at(17, 10), end_time=at(17, 11))


class CannedSynthesizer:
    name = "canned"

    def __init__(self, answer: str) -> None:
        self.text = answer
        self.contexts: list[str] = []

    def answer(self, *, question, context, facts, window, timezone, language) -> DraftAnswer:
        self.contexts.append(context)
        return DraftAnswer(text=self.text)


def ask_friday_10(usecases, synthesizer):
    usecases = UseCases(replace(usecases.deps, synthesizer=synthesizer))
    usecases.handle(LintCommit("alice", usecases.handle(Parse("alice", VACATION, now=SEED_NOW)).message_id))
    return usecases.handle(Query("alice", window=FRIDAY_10, compare=True))


def test_a_grounded_answer_is_kept_and_credited(usecases):
    outcome = ask_friday_10(usecases, CannedSynthesizer("You are on vacation all day on Fri Jul 17."))
    assert outcome.answer == "You are on vacation all day on Fri Jul 17."
    assert (outcome.synthesizer, outcome.grounded, outcome.ungrounded) == ("canned", True, [])


def test_an_ungrounded_answer_is_replaced_by_the_template_and_reported(usecases):
    synthesizer = CannedSynthesizer("You have a 'dev team meeting' at 10:00 on Fri Jul 17.")
    outcome = ask_friday_10(usecases, synthesizer)
    assert outcome.answer == template_answer([vacation(17)], FRIDAY_10, SEOUL, "en")
    assert (outcome.synthesizer, outcome.grounded) == ("template", False)
    assert outcome.ungrounded == ["title 'dev team meeting'"]
    assert synthesizer.contexts == [outcome.context]


def test_the_template_synthesizer_is_always_grounded(usecases):
    outcome = ask_friday_10(usecases, usecases.deps.synthesizer)
    assert (outcome.synthesizer, outcome.grounded) == ("template", True)
    assert outcome.baseline is not None and outcome.baseline.answer
