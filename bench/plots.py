"""PNG plots of bench/results.json for docs/performance.md."""

from __future__ import annotations

import json
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from .context_size import LENGTHS
from .firestore_reads import HISTORIES as READ_HISTORIES
from .lint_firestore import PREFIX as FIRESTORE_PREFIX
from .lint_firestore import SIZES as FIRESTORE_SIZES
from .lint_history import LONG_FACT_PREFIX, SIZES
from .request_costs import BEFORE as REQUEST_COSTS_BEFORE
from .request_costs import ROUND_TRIP_TARGETS


def _lint_series(
    figures: dict[str, float],
    path: Path,
    sizes: tuple[int, ...],
    prefix: str,
    title: str,
    target: bool,
    variant: str | None = None,
) -> None:
    """p50 and p99 of both paths; with `variant`, also the p50s of the figures of that prefix (dashed)."""
    fig, ax = plt.subplots(figsize=(7, 4))
    series = [(prefix, "p50", "-", ""), (prefix, "p99", ":", "")]
    if variant is not None:
        series.append((variant, "p50", "--", ", a 180-day leave in the history"))
    for path_name, label, color in (
        ("confirm", "overlaps 2 facts (CONFIRM_REQUIRED)", "tab:blue"),
        ("commit", "overlaps none (SUCCESS, writes)", "tab:green"),
    ):
        for figure_prefix, stat, style, note in series:
            ax.plot(
                sizes,
                [figures[f"{figure_prefix}lint_{path_name}_{stat}_ms@{n}"] for n in sizes],
                style,
                marker="o",
                color=color,
                label=f"{stat}, {label}{note}",
            )
    if target:
        ax.axhline(1.0, color="grey", linewidth=0.8, linestyle="--", label="1 ms target (p50)")
    ax.set(xscale="log", yscale="log", xlabel="stored facts of the user", ylabel="one lint_commit (ms)", title=title)
    ax.title.set_fontsize(9)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def lint_history(figures: dict[str, float], path: Path) -> None:
    title = (
        f"lint_commit vs history, in-process on SQLite (growth {SIZES[0]}→{SIZES[-1]:,}: "
        f"{figures['lint_growth_ratio']:.2f}x;\nwith a 180-day leave in the history: "
        f"{figures[f'{LONG_FACT_PREFIX}lint_growth_ratio']:.2f}x)"
    )
    _lint_series(figures, path, SIZES, "", title, target=True, variant=LONG_FACT_PREFIX)


def lint_history_firestore_emulator(figures: dict[str, float], path: Path) -> None:
    title = (
        f"lint_commit vs history on the Firestore EMULATOR: growth, not production latency\n"
        f"(the emulator scans whole collections; growth {FIRESTORE_SIZES[0]}→{FIRESTORE_SIZES[-1]:,}: "
        f"{figures[f'{FIRESTORE_PREFIX}lint_growth_ratio']:.2f}x)"
    )
    _lint_series(figures, path, FIRESTORE_SIZES, FIRESTORE_PREFIX, title, target=False)


def context_size(figures: dict[str, float], path: Path) -> None:
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(LENGTHS, [figures[f"context_tokens_naive@{n}"] for n in LENGTHS], marker="o", label="naive: whole chat log")
    ax.plot(
        LENGTHS,
        [figures[f"context_tokens_moss@{n}"] for n in LENGTHS],
        marker="s",
        label="MOSS: active facts in the window",
    )
    ax.set(
        xscale="log",
        yscale="log",
        xlabel="conversation turns",
        ylabel="context tokens",
        title=f"Context for the same question (MOSS/naive at 1,000 turns: {figures['context_ratio_1000']:.3f})",
    )
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def http(figures: dict[str, float], path: Path) -> None:
    names = ("parse", "lint_commit", "query", "trivial")
    fig, ax = plt.subplots(figsize=(7, 4))
    positions = range(len(names))
    ax.bar([p - 0.2 for p in positions], [figures[f"http_{n}_p50_ms"] for n in names], width=0.4, label="p50")
    ax.bar([p + 0.2 for p in positions], [figures[f"http_{n}_p99_ms"] for n in names], width=0.4, label="p99")
    for p, n in zip(positions, names, strict=True):
        ax.annotate(
            f"{figures[f'http_{n}_rps']:.0f} req/s",
            (p, figures[f"http_{n}_p99_ms"]),
            ha="center",
            va="bottom",
            fontsize=8,
        )
    ax.set_xticks(list(positions), [f"/{n}" if n != "trivial" else "trivial function" for n in names])
    ax.set(
        ylabel="latency (ms)",
        title=f"HTTP on loopback, keep-alive (lint_commit / trivial p50: {figures['http_overhead_ratio']:.1f}x)",
    )
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def firestore_reads(figures: dict[str, float], path: Path) -> None:
    labels = {
        "meetings": "a year of meetings",
        "vacation14": "+ one 14-day vacation",
        "leave180": "+ one 180-day leave",
    }
    positions = range(len(READ_HISTORIES))
    fig, ax = plt.subplots(figsize=(7, 4))
    for offset, key, label, color in (
        (-0.2, "firestore_reads_per_lint_before_levels", "before: scan bounded by the longest fact", "tab:red"),
        (0.2, "firestore_reads_per_lint", "interval levels", "tab:green"),
    ):
        values = [figures[f"{key}@{h}"] for h in READ_HISTORIES]
        bars = ax.bar([p + offset for p in positions], values, width=0.4, label=label, color=color)
        ax.bar_label(bars, fmt="%d", fontsize=8)
    limits = [figures[f"firestore_overlapping_per_lint@{h}"] + 3 for h in READ_HISTORIES]
    ax.plot(list(positions), limits, "k--", linewidth=0.8, label="target: overlapping facts + 3")
    ax.set_xticks(list(positions), [labels[h] for h in READ_HISTORIES])
    tallest = max(figures[f"firestore_reads_per_lint_before_levels@{h}"] for h in READ_HISTORIES)
    ax.set(
        ylim=(0, tallest * 8),
        yscale="symlog",
        ylabel="documents read per /lint_commit",
        title="Firestore documents read by one lint_commit that overlaps nothing (counted through the client)",
    )
    ax.title.set_fontsize(9)
    ax.legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def request_costs(figures: dict[str, float], path: Path) -> None:
    before = json.loads(REQUEST_COSTS_BEFORE.read_text())
    requests = [name.removeprefix("fs_round_trips_") for name in figures if name.startswith("fs_round_trips_")]
    positions = range(len(requests))
    fig, ax = plt.subplots(figsize=(9, 4))
    for offset, measured, label, color in (
        (-0.2, before["figures"], f"before (release {before['measured_at']})", "tab:red"),
        (0.2, figures, "this release", "tab:green"),
    ):
        values = [measured[f"fs_round_trips_{r}"] for r in requests]
        bars = ax.bar([p + offset for p in positions], values, width=0.4, label=label, color=color)
        ax.bar_label(bars, fmt="%d", fontsize=8)
    targets = [(p, ROUND_TRIP_TARGETS[r]) for p, r in zip(positions, requests, strict=True) if r in ROUND_TRIP_TARGETS]
    ax.scatter([p for p, _ in targets], [t for _, t in targets], marker="_", s=600, color="black", label="target")
    ax.set_xticks(list(positions), [r.replace("_", "\n") for r in requests], fontsize=8)
    ax.set(ylabel="sequential Firestore round trips", title="Firestore round trips per request (counted on the wire)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
