"""What the grounding probe modules (test_grounding_*probe*.py) share: whether the check rejects an answer of our
own over a context, and marking the answers a class not fixed yet still misreads as strict expected failures."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from moss.domain.models import Language

from ..grounding.evaluation import Candidate, Context, problems_of

# (context id, language, answer)
Case = tuple[str, Language, str]


def rejected(contexts: dict[str, Context], context: str, language: Language, answer: str) -> bool:
    """Whether the check finds anything in the answer the context does not support."""
    # The label plays no part in the check; the candidate only carries the answer to it.
    return problems_of(Candidate(context, language, "unlabelled", answer), contexts[context]) != []


def marked(cases: Sequence[tuple[str, str, str]], known: set[str], reason: str) -> list:
    """The cases, those whose answer is in `known` as strict expected failures (one that passes is reported)."""
    return [
        pytest.param(*case, marks=pytest.mark.xfail(strict=True, reason=reason)) if case[2] in known else case
        for case in cases
    ]
