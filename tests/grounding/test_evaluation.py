"""The grounding check against the labelled evaluation set: recall 100 %, precision at least 95 %."""

from __future__ import annotations

from collections import Counter

import pytest

from moss.domain.answers import template_answer

from .evaluation import (
    BLIND_CONTEXTS,
    BLIND_DEV,
    BLIND_HELDOUT,
    Candidate,
    Score,
    evaluate,
    load_candidates,
    load_contexts,
    problems_of,
)


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
    blind_dev = {c.context for c in load_candidates(BLIND_DEV)}  # the held-out contexts are only ever scored
    blind = [c for c in load_contexts(BLIND_CONTEXTS).values() if c.id in blind_dev]
    for context in [*load_contexts().values(), *blind]:
        for language in ("en", "ko"):
            answer = template_answer(context.facts, context.window, context.timezone, language)
            candidate = Candidate(context.id, language, "faithful", answer)
            assert problems_of(candidate, context) == [], answer


def test_the_blind_set_is_bilingual_with_series_and_its_held_out_contexts_apart():
    """Issue 31. Only sizes and context names of the held-out part are looked at, never its answers."""
    contexts, dev, held_out = load_contexts(BLIND_CONTEXTS), load_candidates(BLIND_DEV), load_candidates(BLIND_HELDOUT)
    assert len(contexts) >= 10 and len(dev) >= 100 and len(held_out) >= 40
    assert {c.context for c in dev} | {c.context for c in held_out} == set(contexts)
    assert 3 * len({c.context for c in held_out} - {c.context for c in dev}) >= len(contexts)
    for candidates in (dev, held_out):
        languages, labels = Counter(c.language for c in candidates), Counter(c.label for c in candidates)
        # (each batch's held-out contexts are drawn by a fixed seed over the same fourteen places, not by language:
        # every draw since the twelfth took the same four English contexts of five, so with the eighteenth the
        # held-out answers fell just under 30 % Korean; from the nineteenth they are drawn per language)
        assert min(languages.values()) >= 0.28 * len(candidates) and min(labels.values()) >= len(candidates) / 3
    # A series is given as its occurrences in the window: a weekday standup is five facts in a week.
    standups = [f for f in contexts["b-standup-this-week-seoul"].facts if f.recurrence is not None]
    assert len(standups) == 5 and len({f.start_time.date() for f in standups}) == 5


def test_the_blind_set_is_scored_dev_and_held_out_apart():
    """Reported, not asserted: `make bench` holds the held-out figures to their targets."""
    for name in (BLIND_DEV, BLIND_HELDOUT):
        score = evaluate(name, BLIND_CONTEXTS)
        print(name, report(score))  # figures only: the held-out answers are never printed
        assert len(score.caught) + len(score.missed) + len(score.kept) + len(score.false_alarms) == len(
            load_candidates(name)
        )


# The false-alarm probes (evaluation.py): studied, their false alarms only ever go down (lowered as fixes land) and
# their hallucinations stay caught. The second writes as chat assistants format answers.
FALSE_ALARM_PROBES = [("probe22", 0.95, 1), ("probe25", 0.9, 2), ("probe26", 1.0, 7)]


@pytest.mark.parametrize(("probe", "recall_at_least", "false_alarms_at_most"), FALSE_ALARM_PROBES)
def test_the_false_alarm_probes_are_well_formed_and_no_worse(
    probe: str, recall_at_least: float, false_alarms_at_most: int
) -> None:
    contexts, answers = load_contexts(f"{probe}_contexts.json"), load_candidates(f"{probe}_answers.jsonl")
    assert {a.context for a in answers} == set(contexts) and len(answers) >= 150
    score = evaluate(f"{probe}_answers.jsonl", f"{probe}_contexts.json")
    assert score.recall >= recall_at_least and len(score.false_alarms) <= false_alarms_at_most, report(score)
