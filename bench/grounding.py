"""Grounding on the labelled evaluation set (tests/grounding): recall, precision, and what a check costs.

The held-out answers (never used to change the check) are scored beside it, without a target.

Recall and precision are deterministic (the check has no randomness); the cost is the wall time
of one `ground` call per candidate answer, median over rounds of its p50 and p99.
"""

from __future__ import annotations

from tests.grounding.evaluation import Candidate, evaluate, load_candidates, load_contexts, problems_of

from .timing import latencies_ms, median_of, summary


def run(rounds: int = 7) -> dict[str, float]:
    score, held_out = evaluate(), evaluate("heldout.jsonl")
    contexts, candidates = load_contexts(), load_candidates()

    def check(candidate: object) -> list[str]:
        assert isinstance(candidate, Candidate)
        return problems_of(candidate, contexts[candidate.context])

    timed = median_of([summary(latencies_ms(check, candidates)) for _ in range(rounds)])
    return {
        "grounding_answers": float(len(candidates)),
        "grounding_recall": score.recall,
        "grounding_precision": score.precision,
        "grounding_heldout_answers": float(len(load_candidates("heldout.jsonl"))),
        "grounding_heldout_recall": held_out.recall,
        "grounding_heldout_precision": held_out.precision,
        "grounding_check_p50_ms": timed["p50"],
        "grounding_check_p99_ms": timed["p99"],
    }
