"""Item 5: Lighthouse (npm, bench/package.json) against Debian's chromium on the local page.

`make run` serves the page on a free port; Lighthouse loads it as a phone on a throttled
network (its default, the stricter of its two presets) and scores performance, accessibility
and best practices, 0-100, twice per round: the sign-in screen a first visitor gets (the
CLI, `lighthouse_*`) and the signed-in workspace with a conversation and a week of facts
(bench/lighthouse_flow.mjs, a user flow, `lighthouse_workspace_*`). Each round signs in a
user of its own, so every round scores the same workspace. The figure of each is the median
of the rounds.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
from pathlib import Path

from tests.servers import MAKE_RUN, REPO, serving

BENCH = REPO / "bench"
LIGHTHOUSE = BENCH / "node_modules" / ".bin" / "lighthouse"
WORKSPACE_FLOW = BENCH / "lighthouse_flow.mjs"
CHROMIUM = "/usr/bin/chromium"
CATEGORIES = {"performance": "performance", "accessibility": "accessibility", "best-practices": "best_practices"}
TIMEOUT_SECONDS = 300


def score(url: str, report: Path) -> dict[str, float]:
    """The sign-in screen, through the Lighthouse CLI."""
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
        timeout=TIMEOUT_SECONDS,
    )
    categories = json.loads(report.read_text())["categories"]
    return {name: float(round(categories[category]["score"] * 100)) for category, name in CATEGORIES.items()}


def score_workspace(url: str, user: str, report: Path) -> dict[str, float]:
    """The workspace `user` sees after signing in and talking to MOSS (the flow prints the scores)."""
    flow = subprocess.run(
        ["node", str(WORKSPACE_FLOW), url, user, str(report)],
        cwd=BENCH,
        stdout=subprocess.PIPE,  # its errors reach the terminal
        text=True,
        check=True,
        timeout=TIMEOUT_SECONDS,
    )
    return {name: float(value) for name, value in json.loads(flow.stdout.strip().splitlines()[-1]).items()}


def run(work_dir: Path, *, rounds: int) -> dict[str, float]:
    if not LIGHTHOUSE.exists():
        raise RuntimeError(f"{LIGHTHOUSE} is missing; `make bench` installs it (npm ci in bench)")
    work_dir.mkdir(parents=True)
    sign_in: list[dict[str, float]] = []
    workspace: list[dict[str, float]] = []
    with serving(MAKE_RUN, work_dir) as server:
        url = f"{server.base_url}/"
        for index in range(rounds):
            sign_in.append(score(url, work_dir / f"report-{index}.json"))
            workspace.append(score_workspace(url, f"lighthouse-{index}", work_dir / f"workspace-{index}.json"))
    return {
        **{f"lighthouse_{name}": statistics.median(round_[name] for round_ in sign_in) for name in CATEGORIES.values()},
        **{
            f"lighthouse_workspace_{name}": statistics.median(round_[name] for round_ in workspace)
            for name in CATEGORIES.values()
        },
    }
