"""The auto parser (MOSS_PARSER=auto): the rule parser first, the model for what it cannot read,
and a question back when the two read one utterance as different operations.

The rules read every utterance. What their answer is decides what the model's reading may do
(`_Stance`):

- The rules **abstain** when they understood nothing (UNKNOWN with the help reply) or cannot
  tell what kind of event a write is (a WRITE asking "Should I add a meeting or a vacation?"):
  the model's validated parse is used, unless the model read nothing either (UNKNOWN), and
  then the rules' answer stands, with its suggestions.
- "Do you want to cancel something, or add it?" (a cancel word in what would be booked) is half
  a reading: the utterance is no plain create. The model's cancel, change or undo is used; its
  create or query is not, so a retraction is never booked.
- The rules' other questions ask for what the user left out or contradicted: the time or the
  day ("What time…?" after "dentist on Friday"), morning or afternoon, which of two days or
  times, a time already past, a vague "after 3pm", a series' impossible end, how much later or
  shorter. No model knows these either, so they are not abstaining. A WRITE that asks is still
  compared with the model's reading, as the user's answer would complete that write; a question
  that is no WRITE ("OK, I'll leave it as it is", a query's or a correction's question) changes
  nothing, so the model is not asked; nor for a plan kept ("don't cancel it"), which at most takes
  back the change just made to it.
- Otherwise the rules **read** it, and so does the model: the same intent and operation keep
  the rules' answer (deterministic, with its suggestions); a different one is a question back
  naming both readings, in the user's language, and nothing is done; a model that read nothing
  (UNKNOWN) does not overrule the rules.

A model that fails (no answer in time, quota, a refusal, output outside the ontology) leaves
the rules' answer, with `parser_error` saying why, as MOSS_PARSER=gemini records its fallback.
`parser` says whose answer it is: "rules", the model's name ("gemini"), or "auto" for a question
about two readings. The model parser is built on the first utterance that needs it, so its
client (google-genai) loads then and not with this module.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from datetime import datetime
from enum import Enum
from zoneinfo import ZoneInfo

from ..domain.errors import Unavailable, UpstreamError
from ..domain.models import Intent, Operation, ParseResult
from ..domain.texts import say
from ..ports import Parser

log = logging.getLogger("moss.parsing.auto")

AUTO_PARSER = "auto"
RULES_PARSER = "rules"


class _Stance(Enum):
    """What the rules' answer leaves to the model."""

    ABSTAINS = "abstains"  # the model's reading is used
    NOT_A_CREATE = "not_a_create"  # the model's correction is used, nothing else
    READS = "reads"  # the model's reading is compared, and a different one asks
    ASKS = "asks"  # a question that changes nothing: the model is not asked


def _stance(rules: ParseResult) -> _Stance:
    def asked(key: str) -> bool:
        return rules.reply == say(key, rules.language)

    if rules.keeps:  # "don't cancel it": at most the change just made comes back, which no model reads
        return _Stance.ASKS
    if rules.intent is Intent.UNKNOWN:
        if asked("ask_help"):
            return _Stance.ABSTAINS
        return _Stance.NOT_A_CREATE if asked("ask_cancel") else _Stance.ASKS
    if rules.intent is Intent.WRITE and not rules.facts and asked("ask_what"):
        return _Stance.ABSTAINS
    return _Stance.READS


def _reading(result: ParseResult) -> str:
    """The intent and operation of a WRITE or QUERY, as the key of its wording (reading_*)."""
    return "query" if result.intent is Intent.QUERY else result.operation.value


class AutoParser:
    name = AUTO_PARSER

    def __init__(self, rules: Parser, model: Callable[[], Parser], *, rules_name: str = RULES_PARSER) -> None:
        """`model` builds the model parser, which raises Unavailable or UpstreamError when it cannot parse."""
        self._rules = rules
        self._build_model = model
        self._model: Parser | None = None
        self._building = threading.Lock()
        self._rules_name = rules_name

    def parse(self, text: str, *, now: datetime, timezone: ZoneInfo, titles: Sequence[str] = ()) -> ParseResult:
        rules = self._rules.parse(text, now=now, timezone=timezone, titles=titles)
        rules = rules.model_copy(update={"parser": rules.parser or self._rules_name})
        stance = _stance(rules)
        if stance is _Stance.ASKS:
            return rules
        try:
            model = self._model_parser().parse(text, now=now, timezone=timezone)
        except (Unavailable, UpstreamError) as error:
            log.warning("the model did not parse, keeping the rules' answer: %s", error.message)
            return rules.model_copy(update={"parser_error": error.message})
        return self._decide(stance, rules, model)

    def _model_parser(self) -> Parser:
        with self._building:
            if self._model is None:
                self._model = self._build_model()
            return self._model

    def _decide(self, stance: _Stance, rules: ParseResult, model: ParseResult) -> ParseResult:
        if model.intent is Intent.UNKNOWN:
            return rules
        if stance is _Stance.ABSTAINS:
            return model
        if stance is _Stance.NOT_A_CREATE:
            corrects = model.intent is Intent.WRITE and model.operation is not Operation.CREATE
            return model if corrects else rules
        ours, theirs = _reading(rules), _reading(model)
        if ours == theirs:
            return rules
        log.info("the rules read %s, the model %s: asking back", ours, theirs)
        language = rules.language
        return ParseResult(
            intent=Intent.UNKNOWN,
            reply=say(
                "ask_readings",
                language,
                first=say(f"reading_{ours}", language),
                second=say(f"reading_{theirs}", language),
            ),
            language=language,
            parser=AUTO_PARSER,
            parser_error=f"the {self._rules_name} parser read {ours}, {model.parser or 'the model'} read {theirs}",
        )
