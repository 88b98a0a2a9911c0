"""The offline synthesizer: a deterministic template over the context facts."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from ..domain.answers import TEMPLATE_SYNTHESIZER, template_answer
from ..domain.grounding import DraftAnswer
from ..domain.models import Fact, Interval, Language


class TemplateSynthesizer:
    name = TEMPLATE_SYNTHESIZER

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
        return DraftAnswer(text=template_answer(facts, window, timezone, language))
