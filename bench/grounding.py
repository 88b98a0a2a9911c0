"""Grounding on the labelled evaluation set (tests/grounding): recall, precision, and what a check costs.

The seed held-out answers (never used to change the check) are scored beside it, without a target.
The blind set (issue 31: fresh contexts and answers by a helper who never read the check) is scored
as dev (read while fixing) and held-out (never read, only scored here): `grounding_heldout_recall`
and `grounding_heldout_precision` are the blind held-out's, with the targets of bench/run.py.

Recall and precision are deterministic (the check has no randomness); the cost is the wall time
of one `ground` call per candidate answer, median over rounds of its p50 and p99.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval
from tests.grounding.evaluation import (
    BLIND_CONTEXTS,
    BLIND_DEV,
    BLIND_HELDOUT,
    Candidate,
    evaluate,
    load_candidates,
    load_contexts,
    problems_of,
)

from .timing import latencies_ms, median_of, summary

SEOUL = ZoneInfo("Asia/Seoul")
NOW = datetime(2026, 7, 16, 14, tzinfo=SEOUL)
# Answers that make the check read dates, weekdays, times and a denial against every fact.
LONG_ANSWERS = (
    "You are on vacation on Friday, July 17, and your review is on Monday at 3 PM.",
    "On Tuesday you have no meetings in the morning; the review is at 15:00 on 2026-07-20.",
    "금요일은 휴가이고 월요일 오후 3시에 리뷰가 있습니다.",
)


def _context(days: int) -> tuple[list[FactDraft], Interval]:
    """Ten facts in a window of `days` days: a vacation as long as the window, and meetings."""
    start = datetime(2026, 7, 17, tzinfo=SEOUL)
    window = Interval(start_time=start, end_time=start + timedelta(days=days))
    facts = [FactDraft(predicate="vacation", object_value="Vacation", start_time=start, end_time=window.end_time)]
    for n in range(9):
        begin = datetime(2026, 7, 20, 15, tzinfo=SEOUL) + timedelta(days=n * max(1, days // 10))
        facts.append(
            FactDraft(predicate="meeting", object_value="review", start_time=begin, end_time=begin + timedelta(hours=1))
        )
    return facts, window


def window_growth(rounds: int) -> float:
    """The check's p50 over a 366-day window with facts as long as it, over a 1-day one: the check
    reads days as ranges, so the length of facts and windows costs nothing (issue 13)."""

    def p50(days: int) -> float:
        facts, window = _context(days)

        def check(answer: str) -> object:
            return check_grounding(answer, facts=facts, window=window, now=NOW, timezone=SEOUL)

        return median_of([summary(latencies_ms(check, LONG_ANSWERS * 20)) for _ in range(rounds)])["p50"]

    return p50(366) / p50(1)


def run(rounds: int = 7) -> dict[str, float]:
    score, seed_held_out = evaluate(), evaluate("heldout.jsonl")
    blind_dev, blind_held_out = evaluate(BLIND_DEV, BLIND_CONTEXTS), evaluate(BLIND_HELDOUT, BLIND_CONTEXTS)
    contexts, candidates = load_contexts(), load_candidates()

    def check(candidate: object) -> list[str]:
        assert isinstance(candidate, Candidate)
        return problems_of(candidate, contexts[candidate.context])

    timed = median_of([summary(latencies_ms(check, candidates)) for _ in range(rounds)])
    return {
        "grounding_answers": float(len(candidates)),
        "grounding_recall": score.recall,
        "grounding_precision": score.precision,
        "grounding_seed_heldout_answers": float(len(load_candidates("heldout.jsonl"))),
        "grounding_seed_heldout_recall": seed_held_out.recall,
        "grounding_seed_heldout_precision": seed_held_out.precision,
        "grounding_blind_dev_answers": float(len(load_candidates(BLIND_DEV))),
        "grounding_blind_dev_recall": blind_dev.recall,
        "grounding_blind_dev_precision": blind_dev.precision,
        "grounding_heldout_answers": float(len(load_candidates(BLIND_HELDOUT))),
        "grounding_heldout_recall": blind_held_out.recall,
        "grounding_heldout_precision": blind_held_out.precision,
        "grounding_check_p50_ms": timed["p50"],
        "grounding_check_p99_ms": timed["p99"],
        "grounding_window_growth_ratio": window_growth(rounds),
    }
