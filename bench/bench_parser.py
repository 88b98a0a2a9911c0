"""Benchmark of the rule parser: warm p50/p99 per language over the corpus, the same over the
corrections corpus (cancel, change, undo), and cold first call.

Run `python -m bench.bench_parser` for a table; `run()` returns the named figures for a
benchmark suite. Cold time is measured in fresh interpreters (import + first parse), without
the interpreter's own start-up, from bytecode and pattern programs as the deploy bundle ships them
(infra/bundle.py): `parser_cold_ms` includes importing pydantic and the core's domain models,
which any Parser needs for its ParseResult; `parser_cold_own_ms` is the parser's own share, timed
after those are imported; `parser_cold_own_compiling_patterns_ms` the same share where no bundle
is (patterns compiled at their first use).
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

from bench.timing import compile_as_shipped
from moss.adapters import regex_programs

CORPUS_PATH = Path(__file__).resolve().parents[1] / "tests" / "parser" / "corpus.jsonl"
MOSS_PACKAGE = Path(__file__).resolve().parents[1] / "shared" / "moss"
CORRECTIONS_PATH = CORPUS_PATH.with_name("corrections_corpus.jsonl")
WARM_ROUNDS = 30
COLD_RUNS = 7
_COLD_SCRIPT = """
import time
started = time.perf_counter()
from datetime import datetime
from zoneinfo import ZoneInfo
import moss.domain.models
own = time.perf_counter()
if {shipped!r}:
    from moss.adapters.regex_programs import compiler
    from moss.domain.patterns import use_compiler
    use_compiler(compiler())
from moss.parsing import RuleParser
RuleParser().parse({text!r}, now=datetime.fromisoformat({now!r}), timezone=ZoneInfo({zone!r}))
done = time.perf_counter()
print((done - started) * 1000, (done - own) * 1000)
"""


def _corpus(path: Path = CORPUS_PATH) -> list[dict]:
    with path.open(encoding="utf-8") as lines:
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


def _cold_ms(case: dict, *, shipped: bool) -> tuple[list[float], list[float]]:
    """Total and own cold times of COLD_RUNS fresh interpreters; `shipped`: patterns built from the programs
    the deploy bundle ships (moss/adapters/regex_programs.py), as a deployed function's are."""
    script = _COLD_SCRIPT.format(text=case["text"], now=case["now"], zone=case["zone"], shipped=shipped)
    runs = [
        subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split()
        for _ in range(COLD_RUNS)
    ]
    return [float(total) for total, _ in runs], [float(own) for _, own in runs]


def run() -> dict[str, float]:
    cases = _corpus()
    figures: dict[str, float] = {}
    for language in ("en", "ko"):
        samples = _warm_ms([c for c in cases if c["lang"] == language])
        figures[f"parser_warm_p50_ms_{language}"] = statistics.median(samples)
        figures[f"parser_warm_p99_ms_{language}"] = _percentile(samples, 0.99)
    corrections = _warm_ms(_corpus(CORRECTIONS_PATH))
    figures["parser_warm_p50_ms_corrections"] = statistics.median(corrections)
    figures["parser_warm_p99_ms_corrections"] = _percentile(corrections, 0.99)
    compile_as_shipped(MOSS_PACKAGE)
    regex_programs.write(MOSS_PACKAGE)
    cold, own = _cold_ms(cases[0], shipped=True)
    figures["parser_cold_ms"] = statistics.median(cold)
    figures["parser_cold_max_ms"] = max(cold)
    figures["parser_cold_own_ms"] = statistics.median(own)
    compiling = _cold_ms(cases[0], shipped=False)[1]
    figures["parser_cold_own_compiling_patterns_ms"] = statistics.median(compiling)
    return figures


def main() -> None:
    figures = run()
    width = max(map(len, figures))
    print(f"{'figure':<{width}}  {'ms':>8}")
    for name, value in figures.items():
        print(f"{name:<{width}}  {value:>8.3f}")


if __name__ == "__main__":
    main()
