"""Timing helpers: latency samples, percentiles, the median over repeated rounds, and bytecode as shipped."""

from __future__ import annotations

import compileall
import py_compile
import statistics
import time
from collections.abc import Callable, Iterable
from pathlib import Path
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


def compile_as_shipped(*sources: Path) -> None:
    """Write the sources' bytecode as the deploy bundle ships it (infra/bundle.py), so a fresh process
    measured for its cold start loads it, not compiles the source: where PYTHONDONTWRITEBYTECODE is set
    (as on the bench machine) it would compile every module again in every process."""
    for source in sources:
        compileall.compile_dir(source, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
