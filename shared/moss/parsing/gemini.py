"""The Gemini parser: structured output constrained by, then validated against, the ontology.

The response schema is generated from the core's ParseResult (its nested FactDraft carries
the closed predicates), and whatever the model returns is validated by constructing that
same ParseResult, strictly: unknown predicates, extra keys, forged columns, times without
an offset and intervals that end before they start are rejected. A rejected parse falls back
to another parser (the rules) when one is given, with the reason kept on the result; without
one it is a 502.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from google import genai
from google.genai import types
from pydantic import BaseModel, ConfigDict, ValidationError, create_model

from ..adapters.gemini import ModelOutputRejected, generate_text, response_schema
from ..domain.errors import describe_validation_error
from ..domain.models import ParseResult
from ..domain.ontology import MAX_TITLE_LENGTH, ONTOLOGY
from ..ports import Parser

log = logging.getLogger("moss.parsing.gemini")

GEMINI_PARSER = "gemini"
# Fields the adapters (and the rule parser's own readings: "about", "about_kind", "undoes_saved", "keeps",
# "brings_back", "steps_back") set; the model neither sees nor may send them.
ADAPTER_FIELDS = frozenset(
    {
        "parser",
        "parser_error",
        "suggestions",
        "settles",
        "chosen",
        "about",
        "about_kind",
        "undoes_saved",
        "keeps",
        "brings_back",
        "steps_back",
    }
)


def _model_parse() -> type[BaseModel]:
    """ParseResult as the model must emit it: every field required, nothing else allowed."""
    fields: dict[str, Any] = {
        name: (info.annotation, ...) for name, info in ParseResult.model_fields.items() if name not in ADAPTER_FIELDS
    }
    return create_model(
        "ModelParse", __config__=ConfigDict(extra="forbid"), __doc__="One utterance of a calendar user.", **fields
    )


ModelParse = _model_parse()


RESPONSE_SCHEMA: dict[str, Any] = response_schema(ModelParse)


def taxonomy() -> str:
    """The closed ontology, one line per predicate, read from the ontology table."""
    lines = []
    for domain, subjects in ONTOLOGY.items():
        for subject, predicates in subjects.items():
            for predicate, fixed in predicates.items():
                value = (
                    f'object_value must be "{fixed}"'
                    if fixed is not None
                    else "object_value is the title as the user said it"
                    f" (free text, at most {MAX_TITLE_LENGTH} characters)"
                )
                lines.append(f'- domain "{domain}", subject "{subject}", predicate "{predicate}": {value}.')
    return "\n".join(lines)


def parse_instruction(now: datetime, timezone: ZoneInfo) -> str:
    local_now = now.astimezone(timezone)
    example_time = local_now.replace(hour=10, minute=0, second=0, microsecond=0).isoformat()
    return f"""You turn one utterance of a calendar user into the JSON of the response schema.
The ontology is closed; anything outside it is rejected:
{taxonomy()}

Now: {local_now.isoformat()} ({local_now:%A}). The user's time zone: {timezone.key}.

Rules:
- intent WRITE: the user states events to remember. One fact per event; window null, reply null.
  A WRITE that names no time: facts [] and reply asks for the time.
- intent QUERY: the user asks about their calendar. window is the interval asked about; facts [], reply null.
  A question about a day asks the whole day; about a time of day, that hour.
- intent UNKNOWN: anything else. facts [], window null, reply says briefly that you keep a calendar.
- Times are ISO 8601 with the UTC offset of the user's zone at that date, e.g. {example_time}.
  Intervals are half-open [start_time, end_time). An all-day event on day D is [D 00:00, D+1 00:00).
  A meeting with no stated end lasts one hour. Resolve "tomorrow", "Friday", "7/17" from Now.
- operation is "create" for new events (target null, change null). When the user corrects what is
  stored it is a WRITE with facts [] and window null:
  "cancel" ("cancel my 3pm meeting", "I'm not taking Friday off anymore": a negated write never creates),
  "change" (move, push later, bring earlier, make longer or shorter, rename), or
  "undo" ("undo that", "방금 거 취소해줘": target null, change null).
  target says what the utterance knows of the stored event: predicate, title (its distinctive words,
  null for just "meeting"), window (the time named before the change: a time of day is that hour, a day
  the whole day; null when none), since (a cancel "from next week on": the start of that day, week
  or month, with window null); a target with no part set means the latest event ("move it").
  change: day (YYYY-MM-DD), in_its_week (true when that day, last_day or first_day was said as a weekday
  alone: "move it to friday"), put_off (with in_its_week: true when said as put off, "push it to monday",
  "월요일로 미뤄줘"; false when brought forward, "bring it forward to tuesday", "화요일로 당겨줘"),
  in_its_month (true when last_day was said as a day of the month alone: "end
  it on the 24th"), start_minute (minutes after midnight), either_half (true when that hour was
  said without am/pm or a part of the day: "move dinner to 8"), part_of_day (morning, afternoon or evening:
  "요가 저녁으로 옮겨줘" with no time), shift_minutes (+ later, - earlier),
  resize_minutes (+ longer, - shorter), length_minutes (make it last this long), end_minute (make it end
  at this time of its day), last_day (YYYY-MM-DD: make it last through this day), first_day (YYYY-MM-DD:
  make a fact of whole days start on this day, its end kept: "목요일부터로 늘려줘"), title (the new name);
  at least one part is set.
- language is "ko" when the utterance is Korean, else "en".
- Emit exactly the keys of the schema."""


def validate_model_parse(raw: str) -> ParseResult:
    """The model's JSON as a ParseResult, or ModelOutputRejected saying what is wrong."""
    try:
        emitted = ModelParse.model_validate_json(raw, strict=True)
        return ParseResult.model_validate({**dict(emitted), "parser": GEMINI_PARSER})
    except ValidationError as error:
        if any(item["type"] == "json_invalid" for item in error.errors()):
            raise ModelOutputRejected("Gemini's parse is not valid JSON") from error
        raise ModelOutputRejected(
            f"Gemini's parse is outside the ontology: {describe_validation_error(error)}"
        ) from error


class GeminiParser:
    name = GEMINI_PARSER

    def __init__(
        self, client: genai.Client, *, model: str, fallback: Parser | None = None, fallback_name: str = "rules"
    ) -> None:
        self._client = client
        self._model = model
        self._fallback = fallback
        self._fallback_name = fallback_name

    def parse(self, text: str, *, now: datetime, timezone: ZoneInfo, titles: Sequence[str] = ()) -> ParseResult:
        try:
            return self._parse_with_model(text, now=now, timezone=timezone)
        except ModelOutputRejected as error:
            if self._fallback is None:
                raise
            log.warning("Gemini parse rejected, parsing with %s instead: %s", self._fallback_name, error.message)
            result = self._fallback.parse(text, now=now, timezone=timezone, titles=titles)
            return result.model_copy(
                update={"parser": result.parser or self._fallback_name, "parser_error": error.message}
            )

    def _parse_with_model(self, text: str, *, now: datetime, timezone: ZoneInfo) -> ParseResult:
        raw = generate_text(
            self._client,
            model=self._model,
            contents=text,
            config=types.GenerateContentConfig(
                response_mime_type="application/json",
                response_schema=RESPONSE_SCHEMA,
                system_instruction=parse_instruction(now, timezone),
                temperature=0,
            ),
        )
        return validate_model_parse(raw)
