"""Benchmark of the rule parser: warm p50/p99 per language over the corpus, and cold first call.

Run `python bench/bench_parser.py` for a table; `run()` returns the named figures for a
benchmark suite. Cold time is measured in fresh interpreters (import + first parse), so it
includes importing pydantic and the domain models, not the interpreter's own start-up.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

CORPUS_PATH = Path(__file__).resolve().parents[1] / "tests" / "parser" / "corpus.jsonl"
WARM_ROUNDS = 30
COLD_RUNS = 7
_COLD_SCRIPT = """
import time
started = time.perf_counter()
from datetime import datetime
from zoneinfo import ZoneInfo
from moss.parsing import RuleParser
RuleParser().parse({text!r}, now=datetime.fromisoformat({now!r}), timezone=ZoneInfo({zone!r}))
print((time.perf_counter() - started) * 1000)
"""


def _corpus() -> list[dict]:
    with CORPUS_PATH.open(encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def _percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def _warm_ms(cases: list[dict]) -> list[float]:
    from moss.parsing import RuleParser

    parser = RuleParser()
    inputs = [(c["text"], datetime.fromisoformat(c["now"]), ZoneInfo(c["zone"])) for c in cases]
    for text, now, zone in inputs:  # warm-up: first calls compile nothing new, but fill caches
        parser.parse(text, now=now, timezone=zone)
    samples = []
    for _ in range(WARM_ROUNDS):
        for text, now, zone in inputs:
            started = time.perf_counter_ns()
            parser.parse(text, now=now, timezone=zone)
            samples.append((time.perf_counter_ns() - started) / 1e6)
    return samples


def _cold_ms(case: dict) -> list[float]:
    script = _COLD_SCRIPT.format(text=case["text"], now=case["now"], zone=case["zone"])
    return [
        float(subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout)
        for _ in range(COLD_RUNS)
    ]


def run() -> dict[str, float]:
    cases = _corpus()
    figures: dict[str, float] = {}
    for language in ("en", "ko"):
        samples = _warm_ms([c for c in cases if c["lang"] == language])
        figures[f"parser_warm_p50_ms_{language}"] = statistics.median(samples)
        figures[f"parser_warm_p99_ms_{language}"] = _percentile(samples, 0.99)
    cold = _cold_ms(cases[0])
    figures["parser_cold_ms"] = statistics.median(cold)
    figures["parser_cold_max_ms"] = max(cold)
    return figures


def main() -> None:
    figures = run()
    width = max(map(len, figures))
    print(f"{'figure':<{width}}  {'ms':>8}")
    for name, value in figures.items():
        print(f"{name:<{width}}  {value:>8.3f}")


if __name__ == "__main__":
    main()
