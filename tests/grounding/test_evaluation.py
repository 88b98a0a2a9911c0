"""The grounding check against the labelled evaluation set: recall 100 %, precision at least 95 %."""

from __future__ import annotations

from collections import Counter

from moss.domain.answers import template_answer

from .evaluation import Candidate, Score, evaluate, load_candidates, load_contexts, problems_of


def test_the_set_is_large_bilingual_and_covers_its_contexts():
    contexts, candidates = load_contexts(), load_candidates()
    assert len(contexts) >= 10 and len(candidates) >= 300
    languages = Counter(c.language for c in candidates)
    assert languages["ko"] >= len(candidates) / 2
    for context in contexts:
        labels = {(c.language, c.label) for c in candidates if c.context == context}
        assert labels == {(lang, label) for lang in ("en", "ko") for label in ("faithful", "hallucinated")}, context
    assert any(not c.facts for c in contexts.values()), "an empty window"
    assert len({c.timezone.key for c in contexts.values()}) >= 5


def report(score: Score) -> str:
    return (
        f"recall {score.recall:.1%} ({len(score.caught)}/{len(score.caught) + len(score.missed)}), "
        f"precision {score.precision:.1%} ({len(score.caught)}/{len(score.caught) + len(score.false_alarms)})"
    )


def test_recall_and_precision_meet_their_targets():
    score = evaluate()
    print(report(score))
    assert score.missed == [], report(score)
    assert score.recall == 1.0 and score.precision >= 0.95, report(score)


def test_the_held_out_answers_are_scored_not_tuned_for():
    """Reported, not held to the targets: these answers never changed the check (docs/gemini.md)."""
    held_out, contexts = load_candidates("heldout.jsonl"), load_contexts()
    assert len(held_out) >= 30 and {c.context for c in held_out} <= set(contexts)
    labels = Counter(c.label for c in held_out)
    assert labels["faithful"] == labels["hallucinated"] == len(held_out) // 2
    score = evaluate("heldout.jsonl")
    print("held out:", report(score), [c.answer for c in score.missed], [c.answer for c, _ in score.false_alarms])
    assert len(score.caught) + len(score.missed) == len(held_out) // 2


def test_every_template_answer_is_faithful_in_every_context():
    for context in load_contexts().values():
        for language in ("en", "ko"):
            answer = template_answer(context.facts, context.window, context.timezone, language)
            candidate = Candidate(context.id, language, "faithful", answer)
            assert problems_of(candidate, context) == [], answer
