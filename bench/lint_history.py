"""Item 1: the cost of one in-process lint_commit as the user's stored history grows.

Each size gets its own SQLite database holding a calendar of past years (meetings on
weekdays, some vacations, some facts already inactive), seeded in batches through the
store's own transaction API. The new meeting lands next week, where the calendar holds
the same handful of facts at every size, so the figures isolate the cost of history size.
"""

from __future__ import annotations

import gc
import random
from datetime import date, datetime, timedelta
from functools import partial
from pathlib import Path

from moss.bootstrap import App
from moss.domain.commits import LintResult
from moss.domain.models import Fact, FactDraft, FactStatus, Status
from moss.ports import FactTransaction
from moss.usecases import UseCases
from moss.usecases.lint_commit import LintCommit
from moss.usecases.memories import ListMemories
from moss.usecases.parse import Parse
from tests.fakes import SEOUL, at, meeting, vacation, write

from .apps import sqlite_app
from .timing import latencies_ms, median_of, summary

SIZES = (100, 1_000, 10_000, 100_000)
HISTORY_START, HISTORY_END = date(2019, 1, 1), date(2026, 6, 30)
USER = "bench"
BATCH = 5_000
LONG_FACT_PREFIX = "long_fact_"
TITLES = ("standup", "1:1", "design review", "customer call", "planning", "retro", "interview", "lunch talk")

# Next week as the calendar already has it; the probed meeting overlaps the first two.
NEAR_FUTURE = (meeting("standup", 17, 9, 90), meeting("dev team meeting", 17, 10), meeting("1:1", 17, 11), vacation(20))
CONFLICTING = "Book a design review for Friday at 10 AM."
# Long before the probes: lookups that bound their scan by the longest fact read half a year of history.
LONG_LEAVE = FactDraft(
    predicate="vacation",
    object_value="Vacation",
    start_time=datetime(2024, 3, 4, tzinfo=SEOUL),
    end_time=datetime(2024, 3, 4, tzinfo=SEOUL) + timedelta(days=180),
)


def history(size: int, rng: random.Random) -> list[Fact]:
    """`size` facts spread over several past years like a real calendar's."""
    days = [
        d for d in (HISTORY_START + timedelta(n) for n in range((HISTORY_END - HISTORY_START).days)) if d.weekday() < 5
    ]
    facts = []
    for number in range(size):
        day = rng.choice(days)
        if rng.random() < 0.03:
            start = datetime(day.year, day.month, day.day, tzinfo=SEOUL)
            draft = FactDraft(
                predicate="vacation",
                object_value="Vacation",
                start_time=start,
                end_time=start + timedelta(days=rng.randint(1, 10)),
            )
        else:
            start = datetime(day.year, day.month, day.day, rng.randint(8, 17), rng.choice((0, 30)), tzinfo=SEOUL)
            draft = FactDraft(
                predicate="meeting",
                object_value=rng.choice(TITLES),
                start_time=start,
                end_time=start + timedelta(minutes=rng.choice((30, 60, 90))),
            )
        fact = Fact.from_draft(draft, fact_id=f"f_hist_{number}", message_id=f"m_hist_{number}")
        facts.append(fact.invalidated(f"m_hist_{number}_later") if rng.random() < 0.1 else fact)
    return facts


def _add_facts(facts: list[Fact], tx: FactTransaction) -> None:
    tx.add_facts(facts)


def _lint_commit(usecases: UseCases, message_id: str) -> LintResult:
    return usecases.handle(LintCommit(USER, message_id))


def seed(app: App, size: int, batch: int, *, long_fact: bool = False) -> App:
    """`size` facts of history plus next week, written `batch` facts per transaction.

    With `long_fact`, the first fact of the history is a 180-day leave (LONG_LEAVE) instead.
    """
    facts = history(size, random.Random(size))
    if long_fact:
        facts[0] = Fact.from_draft(LONG_LEAVE, fact_id="f_long_leave", message_id="m_long_leave")
    facts += [Fact.from_draft(d, fact_id=f"f_next_{i}", message_id=f"m_next_{i}") for i, d in enumerate(NEAR_FUTURE)]
    for first in range(0, len(facts), batch):
        app.usecases.deps.facts.atomically(USER, partial(_add_facts, facts[first : first + batch]))
    return app


def free_slot(number: int) -> str:
    return f"free slot {number}"


def script(free_slots: int) -> dict:
    """The conflicting meeting, and meetings on days after the whole calendar (they overlap nothing)."""
    # Another meeting at 10 (the same one again would be a duplicate, which writes nothing).
    lines = {CONFLICTING: write(meeting("design review", 17, 10))}
    for number in range(free_slots):
        start = at(1, 10, month=1).replace(year=2027) + timedelta(days=number)
        lines[free_slot(number)] = write(
            FactDraft(
                predicate="meeting", object_value="planning", start_time=start, end_time=start + timedelta(hours=1)
            )
        )
    return lines


def measure(apps: dict[int, App], *, rounds: int, calls: int, prefix: str = "") -> dict[str, float]:
    """Median over `rounds` of the lint_commit figures of every seeded app, named `{prefix}lint_…@{size}`.

    The apps' parsers must know `script(rounds * calls)`.
    """
    sizes = tuple(apps)
    for size, app in apps.items():
        assert len(app.usecases.handle(ListMemories(USER)).facts) == size + len(NEAR_FUTURE)
    measured: list[dict[str, float]] = []
    for round_number in range(rounds):
        figures: dict[str, float] = {}
        # Each round starts at another size, so drift over the run does not favour one size.
        for size in sizes[round_number % len(sizes) :] + sizes[: round_number % len(sizes)]:
            usecases = apps[size].usecases
            conflicting = [usecases.handle(Parse(USER, CONFLICTING)).message_id for _ in range(calls)]
            free = [usecases.handle(Parse(USER, free_slot(round_number * calls + n))).message_id for n in range(calls)]
            outcome = usecases.handle(LintCommit(USER, conflicting[0]))
            assert outcome.status is Status.CONFIRM_REQUIRED and len(outcome.conflicts) == 2, outcome
            gc.collect()
            lint_commit = partial(_lint_commit, usecases)
            confirm = summary(latencies_ms(lint_commit, conflicting[1:]))
            commit = summary(latencies_ms(lint_commit, free))
            figures[f"{prefix}lint_confirm_p50_ms@{size}"] = confirm["p50"]
            figures[f"{prefix}lint_confirm_p99_ms@{size}"] = confirm["p99"]
            figures[f"{prefix}lint_commit_p50_ms@{size}"] = commit["p50"]
            figures[f"{prefix}lint_commit_p99_ms@{size}"] = commit["p99"]
        for path, growth in (("confirm", "growth"), ("commit", "commit_growth")):
            figures[f"{prefix}lint_{growth}_ratio"] = (
                figures[f"{prefix}lint_{path}_p50_ms@{sizes[-1]}"] / figures[f"{prefix}lint_{path}_p50_ms@{sizes[0]}"]
            )
        measured.append(figures)
    for app in apps.values():
        active_free = app.usecases.handle(
            ListMemories(
                USER,
                status=FactStatus.ACTIVE,
                start=at(1, month=1).replace(year=2027),
                end=at(1, month=1).replace(year=2100),
            )
        ).facts
        assert len(active_free) == rounds * calls
    return median_of(measured)


def run(work_dir: Path, *, rounds: int = 5, calls: int = 200) -> dict[str, float]:
    """The figures of the plain histories, and with a 180-day leave among them (prefix `long_fact_`)."""
    lines = script(rounds * calls)
    apps = {size: seed(sqlite_app(work_dir / f"history-{size}", lines), size, BATCH) for size in SIZES}
    figures = measure(apps, rounds=rounds, calls=calls)
    apps = {
        size: seed(sqlite_app(work_dir / f"long-fact-{size}", lines), size, BATCH, long_fact=True) for size in SIZES
    }
    return figures | measure(apps, rounds=rounds, calls=calls, prefix=LONG_FACT_PREFIX)
