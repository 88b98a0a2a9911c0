"""The offline synthesizer: a deterministic template over the context facts."""

from __future__ import annotations

from typing import TYPE_CHECKING
from zoneinfo import ZoneInfo

from ..domain.models import Fact, Interval, Language

if TYPE_CHECKING:
    from ..domain.grounding import DraftAnswer


class TemplateSynthesizer:
    """Every function's app has one, and only /query asks it: the answer code loads then."""

    @property
    def name(self) -> str:
        from ..domain.answers import TEMPLATE_SYNTHESIZER

        return TEMPLATE_SYNTHESIZER

    def answer(
        self,
        *,
        question: str,
        context: str,
        facts: list[Fact],
        window: Interval,
        timezone: ZoneInfo,
        language: Language,
    ) -> DraftAnswer:
        from ..domain.answers import template_answer
        from ..domain.grounding import DraftAnswer

        return DraftAnswer(text=template_answer(facts, window, timezone, language))
