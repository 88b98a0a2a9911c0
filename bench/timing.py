"""Timing helpers: latency samples, percentiles, and the median over repeated rounds."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable
from typing import TypeVar

A = TypeVar("A")


def percentile(samples: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty sample."""
    ordered = sorted(samples)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def latencies_ms(call: Callable[[A], object], arguments: Iterable[A]) -> list[float]:
    """Wall time of `call(argument)` for each argument, in milliseconds."""
    samples = []
    for argument in arguments:
        started = time.perf_counter_ns()
        call(argument)
        samples.append((time.perf_counter_ns() - started) / 1e6)
    return samples


def summary(samples: list[float]) -> dict[str, float]:
    return {"p50": percentile(samples, 50), "p99": percentile(samples, 99)}


def median_of(rounds: list[dict[str, float]]) -> dict[str, float]:
    """Each named figure as the median of its values over the rounds."""
    return {name: statistics.median(r[name] for r in rounds) for name in rounds[0]}
