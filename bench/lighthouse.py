"""Item 5: Lighthouse (npm, bench/package.json) against Debian's chromium on the local page.

`make run` serves the page on a free port; Lighthouse loads it as a phone on a throttled
network (its default, the stricter of its two presets) and scores performance, accessibility
and best practices, 0-100. The figure of each is the median of the rounds.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
from pathlib import Path

from tests.servers import MAKE_RUN, REPO, serving

LIGHTHOUSE = REPO / "bench" / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = "/usr/bin/chromium"
CATEGORIES = {"performance": "performance", "accessibility": "accessibility", "best-practices": "best_practices"}


def score(url: str, report: Path) -> dict[str, float]:
    subprocess.run(
        [
            str(LIGHTHOUSE),
            url,
            "--output=json",
            f"--output-path={report}",
            "--quiet",
            f"--only-categories={','.join(CATEGORIES)}",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        ],
        env={**os.environ, "CHROME_PATH": CHROMIUM},
        check=True,
        timeout=300,
    )
    categories = json.loads(report.read_text())["categories"]
    return {name: categories[category]["score"] * 100 for category, name in CATEGORIES.items()}


def run(work_dir: Path, *, rounds: int) -> dict[str, float]:
    if not LIGHTHOUSE.exists():
        raise RuntimeError(f"{LIGHTHOUSE} is missing; `make bench` installs it (npm ci in bench)")
    work_dir.mkdir(parents=True)
    with serving(MAKE_RUN, work_dir) as server:
        scores = [score(f"{server.base_url}/", work_dir / f"report-{index}.json") for index in range(rounds)]
    return {f"lighthouse_{name}": statistics.median(round_[name] for round_ in scores) for name in CATEGORIES.values()}
