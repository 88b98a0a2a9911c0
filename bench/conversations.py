"""The blind conversations (tests/conversations): how MOSS understands people it was never tuned on.

`parser_heldout_accuracy` is the share of the held-out turns (frozen before any fix, never read to
change the parser) that MOSS handles as labelled; `parser_dev_accuracy` the same over the turns fixes
were studied against. `opposite_outcomes` counts, over both, the turns that did the opposite of what
was said: a fact stored by a turn that stores nothing, or a fact taken away that the user did not name.
"""

from __future__ import annotations

from tests.conversations.evaluation import Score, evaluate, load


def _accuracy(score: Score, conversations: set[str] | None = None) -> float:
    """Of every turn, or of those of `conversations` (by id)."""
    turns = [turn for turn in score.turns if conversations is None or turn.conversation in conversations]
    return sum(turn.passed for turn in turns) / len(turns)


def run() -> dict[str, float]:
    held_out, dev = evaluate("heldout.jsonl"), evaluate("dev.jsonl")
    # by each conversation's own language (its id need not say it: "nineteenth-ko-003")
    languages = {
        language: {c["id"] for c in load("heldout.jsonl") if c["lang"] == language} for language in ("en", "ko")
    }
    return {
        "parser_heldout_accuracy": _accuracy(held_out),
        "parser_heldout_accuracy_en": _accuracy(held_out, languages["en"]),
        "parser_heldout_accuracy_ko": _accuracy(held_out, languages["ko"]),
        "parser_heldout_turns": float(len(held_out.turns)),
        "parser_dev_accuracy": _accuracy(dev),
        "opposite_outcomes": float(len(held_out.opposite) + len(dev.opposite)),
    }
