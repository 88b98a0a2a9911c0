"""Item 2: tokens of MOSS's context vs the naive chat-log context as a conversation grows.

A scripted conversation (in-process, SQLite, scripted parser) first puts a vacation and an
approved meeting on Friday 7/17, then talks about other days: meetings, questions, small
talk and a change of plans, never touching Friday again. The final question asks about
Friday, so the facts in its window are the same at every length. Token counts are
deterministic (moss.domain.tokens), so one run per length is exact.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from moss.domain.models import Decision, FactDraft, Intent, ParseResult, Status
from moss.usecases.confirm import Confirm
from moss.usecases.lint_commit import LintCommit
from moss.usecases.parse import Parse
from moss.usecases.query import Query
from tests.fakes import ask, at, meeting, vacation, write

from .apps import sqlite_app

LENGTHS = (10, 100, 1_000)
USER = "talker"
OPENING = {
    "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar.": write(vacation(17)),
    "Schedule a dev team meeting for Friday at 10 AM.": write(meeting("dev team meeting", 17, 10)),
}
QUESTION = "Summarize my schedule for Friday."
TOPICS = ("planning", "design review", "customer call", "1:1", "retro", "interview")


def draft(predicate: str, value: str, start: datetime, length: timedelta) -> FactDraft:
    return FactDraft(predicate=predicate, object_value=value, start_time=start, end_time=start + length)


def turn(number: int) -> tuple[str, ParseResult]:
    """The `number`-th filler turn: about a day from 7/20 on, never Friday 7/17."""
    day = at(20) + timedelta(days=number // 4)
    label = f"{day:%B} {day.day}"
    kind = number % 4
    if kind == 0:
        title = TOPICS[number % len(TOPICS)]
        hour = 9 + number % 8
        start = day.replace(hour=hour)
        return f"Put a {title} on {label} at {hour}:00.", write(draft("meeting", title, start, timedelta(hours=1)))
    if kind == 1:
        return f"What do I have on {label}?", ask(day, day + timedelta(days=1))
    if kind == 2:
        return f"Thanks, and remind me what the weather is like on {label}.", ParseResult(
            intent=Intent.UNKNOWN, reply="I only keep your calendar."
        )
    return f"Actually I'll take {label} off.", write(draft("vacation", "Vacation", day, timedelta(days=1)))


def conversation(length: int) -> list[tuple[str, ParseResult]]:
    fillers = [turn(n) for n in range(length - len(OPENING) - 1)]
    return [*OPENING.items(), *fillers, (QUESTION, ask(at(17), at(18)))]


def measure(work_dir: Path, length: int) -> dict[str, float]:
    turns = conversation(length)
    app = sqlite_app(work_dir / f"conversation-{length}", dict(turns))
    usecases = app.usecases
    for text, parse in turns[:-1]:
        message_id = usecases.handle(Parse(USER, text)).message_id
        if parse.intent is Intent.WRITE:
            result = usecases.handle(LintCommit(USER, message_id))
            if result.status is Status.CONFIRM_REQUIRED:
                assert result.pending_id is not None
                usecases.handle(Confirm(USER, result.pending_id, Decision.APPROVE))
    outcome = usecases.handle(Query(USER, message_id=usecases.handle(Parse(USER, QUESTION)).message_id, compare=True))
    assert sorted(f.object_value for f in outcome.facts) == ["Vacation", "dev team meeting"], outcome.facts
    assert len(usecases.deps.messages.list_messages(USER)) == length
    assert outcome.baseline is not None
    return {
        f"context_tokens_moss@{length}": outcome.context_tokens,
        f"context_tokens_naive@{length}": outcome.baseline.context_tokens,
        f"context_ratio@{length}": outcome.context_tokens / outcome.baseline.context_tokens,
    }


def run(work_dir: Path) -> dict[str, float]:
    figures: dict[str, float] = {}
    for length in LENGTHS:
        figures.update(measure(work_dir, length))
    figures["context_ratio_1000"] = figures["context_ratio@1000"]
    figures["moss_context_growth_10_to_1000"] = figures["context_tokens_moss@1000"] / figures["context_tokens_moss@10"]
    return figures
