"""The Gemini synthesizer: writes the answer from the question and the context text alone.

The context is what `/query` returns (the active facts overlapping the asked window, already
checked by the memory linter); the chat log never reaches the model. The service checks the
answer against the context (domain.grounding) and replaces one that is not grounded.
"""

from __future__ import annotations

import logging
from zoneinfo import ZoneInfo

from google import genai
from google.genai import types

from ..domain.models import Fact, Interval, Language
from .gemini import ModelOutputRejected, generate_text

log = logging.getLogger("moss.adapters.gemini_synthesizer")

ANSWER_INSTRUCTION = """You answer a user's question about their calendar from the context alone.
The context lists the only facts that are true; there is nothing else in the calendar.
- Never mention an event, date, time or vacation that the context does not list.
- Write each event title exactly as the context gives it, in single quotes, e.g. 'dev team meeting'.
- Write times as HH:MM (24-hour) and dates like "Fri Jul 17" (Korean: "7월 17일(금)").
- If the context lists no facts, say that nothing is scheduled in the asked window.
- One or two sentences, in the language asked for."""


def answer_prompt(question: str, context: str, language: Language) -> str:
    return f"Context:\n{context}\n\nQuestion: {question}\n\nAnswer in {'Korean' if language == 'ko' else 'English'}."


class GeminiSynthesizer:
    name = "gemini"

    def __init__(self, client: genai.Client, *, model: str) -> None:
        self._client = client
        self._model = model

    def answer(
        self,
        *,
        question: str,
        context: str,
        facts: list[Fact],
        window: Interval,
        timezone: ZoneInfo,
        language: Language,
    ) -> str:
        try:
            return generate_text(
                self._client,
                model=self._model,
                contents=answer_prompt(question, context, language),
                config=types.GenerateContentConfig(system_instruction=ANSWER_INSTRUCTION, temperature=0),
            )
        except ModelOutputRejected as error:
            # An empty answer fails the grounding check, so the template answers instead.
            log.warning("Gemini wrote no usable answer: %s", error.message)
            return ""
