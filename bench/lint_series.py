"""Item: lint_commit and queries with 0 and 50 active series on top of 10,000 facts of history.

Series are kept apart from the interval lookup (docs/recurrence.md): the interval lookup of a
write reads the same facts whatever the number of series, and each series is expanded only in
the window. The probed meetings land on days after the whole history, at 10:00; the series
(weekly, on weekdays, at 06:00-06:30, without an end) have an occurrence on those days but
overlap nothing, so every probe commits. The figures: lint_commit p50 at 0 and 50 series,
their ratio, the facts the interval lookup returned, and the context tokens of a one-day
question, which grow with the occurrences of that day, not with the series' past.
"""

from __future__ import annotations

import gc
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path

from moss.bootstrap import App
from moss.domain.models import Fact, FactDraft, Interval, Status
from moss.domain.recurrence import Recurrence
from moss.ports import FactTransaction
from moss.usecases import UseCases
from moss.usecases.lint_commit import LintCommit
from moss.usecases.parse import Parse
from moss.usecases.query import Query
from tests.fakes import SEOUL

from .apps import sqlite_app
from .lint_history import USER, free_slot, script, seed
from .timing import latencies_ms, median_of, summary

HISTORY = 10_000
SERIES = (0, 50)
_DAYS = ("MO", "TU", "WE", "TH", "FR")


def series_fact(number: int) -> Fact:
    start = datetime(2025, 1, 6, 6, 0, tzinfo=SEOUL) + timedelta(days=number % 5)
    draft = FactDraft(
        predicate="meeting",
        object_value=f"series {number}",
        start_time=start,
        end_time=start + timedelta(minutes=30),
        recurrence=Recurrence(rrule=f"FREQ=WEEKLY;BYDAY={_DAYS[number % 5]}", timezone=SEOUL.key),
    )
    return Fact.from_draft(draft, fact_id=f"f_series_{number}", message_id=f"m_series_{number}")


def _add(facts: list[Fact], tx: FactTransaction) -> None:
    tx.add_facts(facts)


def _lint(usecases: UseCases, message_id: object) -> None:
    usecases.handle(LintCommit(USER, str(message_id)))


def _lookup(window: tuple[datetime, datetime], tx: FactTransaction) -> list[Fact]:
    return tx.active_overlapping(*window)


def run(work_dir: Path, *, rounds: int, calls: int) -> dict[str, float]:
    apps: dict[int, App] = {}
    for count in SERIES:
        app = seed(sqlite_app(work_dir / f"series-{count}", script(rounds * calls)), HISTORY, 5_000)
        series = [series_fact(n) for n in range(count)]
        app.usecases.deps.facts.atomically(USER, partial(_add, series))
        apps[count] = app
    probe = datetime(2027, 1, 4, tzinfo=SEOUL)  # a Monday after the whole history
    measured: list[dict[str, float]] = []
    for round_number in range(rounds):
        figures: dict[str, float] = {}
        for count in SERIES[round_number % 2 :] + SERIES[: round_number % 2]:
            usecases = apps[count].usecases
            free = [usecases.handle(Parse(USER, free_slot(round_number * calls + n))).message_id for n in range(calls)]
            gc.collect()
            assert usecases.handle(LintCommit(USER, free[0])).status is Status.SUCCESS
            samples = latencies_ms(partial(_lint, usecases), free[1:])
            figures[f"series_lint_commit_p50_ms@{count}"] = summary(samples)["p50"]
            day = Interval(start_time=probe, end_time=probe + timedelta(days=1))
            answer = usecases.handle(Query(USER, window=day))
            figures[f"series_query_context_tokens@{count}"] = answer.context_tokens
            figures[f"series_query_facts@{count}"] = len(answer.facts)
            window = (probe + timedelta(hours=10), probe + timedelta(hours=11))
            figures[f"series_interval_lookup_facts@{count}"] = len(
                usecases.deps.facts.atomically(USER, partial(_lookup, window))
            )
        figures["series_lint_ratio_50"] = (
            figures["series_lint_commit_p50_ms@50"] / figures["series_lint_commit_p50_ms@0"]
        )
        measured.append(figures)
    return median_of(measured)
