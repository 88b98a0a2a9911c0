"""The Gemini synthesizer: writes the answer from the question and the context text alone.

The context is what `/query` returns (the active facts overlapping the asked window, already
checked by the memory linter, each with its id F1, F2, ...); the chat log never reaches the
model. The reply is structured by a response schema: the answer text, and for every event,
vacation, time or absence it states, the words that state it and the id of the context fact
they rest on (or "none"). The query use case verifies both (domain.grounding) and replaces an
answer that is not grounded.
"""

from __future__ import annotations

import logging
from typing import Any
from zoneinfo import ZoneInfo

from google import genai
from google.genai import types
from pydantic import ConfigDict, Field, ValidationError

from ..domain.deferred import DeferredModel
from ..domain.errors import describe_validation_error
from ..domain.grounding import NO_EVENTS, DraftAnswer, Statement
from ..domain.models import Fact, Interval, Language
from .gemini import ModelOutputRejected, generate_text, response_schema

log = logging.getLogger("moss.adapters.gemini_synthesizer")


class ModelStatement(Statement):
    model_config = ConfigDict(extra="forbid")


class ModelAnswer(DeferredModel):
    """An answer as the model must emit it."""

    model_config = ConfigDict(extra="forbid")
    answer: str = Field(description="the answer, one or two sentences, in the language asked for")
    statements: list[ModelStatement] = Field(
        description="every event, vacation, time or absence the answer states, with the context fact it rests on"
    )


ANSWER_SCHEMA: dict[str, Any] = response_schema(ModelAnswer)

ANSWER_INSTRUCTION = f"""You answer a user's question about their calendar from the context alone.
The context lists the only facts that are true, each with an id (F1, F2, ...); there is nothing else in the calendar.
Reply with the JSON of the response schema:
- "answer": one or two sentences, in the language asked for.
- "statements": one entry for every event, vacation, time or absence the answer states: "words" are the exact words
  of the answer that state it, "fact" is the id of the context fact they rest on, or "{NO_EVENTS}" for saying that
  nothing (or no meeting) is scheduled in the asked window.
- Never mention an event, person, date, time or vacation the context does not list, nor cancellations or changes.
- Write each event title exactly as the context gives it, in single quotes, e.g. 'dev team meeting'.
- Write times as HH:MM (24-hour) and dates like "Fri Jul 17" (Korean: "7월 17일(금)"), in the context's time zone."""


def answer_prompt(question: str, context: str, language: Language) -> str:
    return f"Context:\n{context}\n\nQuestion: {question}\n\nAnswer in {'Korean' if language == 'ko' else 'English'}."


def read_answer(raw: str) -> DraftAnswer:
    """The model's reply as a draft; a reply outside the schema is a ModelOutputRejected."""
    try:
        reply = ModelAnswer.model_validate_json(raw, strict=True)
    except ValidationError as error:
        raise ModelOutputRejected(
            f"Gemini's answer is outside its schema: {describe_validation_error(error)}"
        ) from None
    statements = [Statement(words=s.words, fact=s.fact) for s in reply.statements]
    return DraftAnswer(text=reply.answer, statements=statements)


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
    ) -> DraftAnswer:
        try:
            raw = generate_text(
                self._client,
                model=self._model,
                contents=answer_prompt(question, context, language),
                config=types.GenerateContentConfig(
                    system_instruction=ANSWER_INSTRUCTION,
                    temperature=0,
                    response_mime_type="application/json",
                    response_schema=ANSWER_SCHEMA,
                ),
            )
            return read_answer(raw)
        except ModelOutputRejected as error:
            # An empty answer fails the grounding check, so the template answers instead.
            log.warning("Gemini wrote no usable answer: %s", error.message)
            return DraftAnswer(text="")
