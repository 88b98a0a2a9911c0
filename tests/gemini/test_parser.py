"""The Gemini parser through the real google-genai client against the local stub."""

from __future__ import annotations

import json

import pytest

from moss.adapters.gemini import ModelOutputRejected
from moss.bootstrap import _parser
from moss.domain.errors import Unavailable, UpstreamError
from moss.domain.models import Intent, Interval, Operation, ParseResult, Target
from moss.domain.ontology import Predicate
from moss.parsing.gemini import ADAPTER_FIELDS, GeminiParser

from ..fakes import SEED_NOW, SEED_SCRIPT, SEOUL, ScriptedParser, meeting, write
from .conftest import model_parse_json, stub_settings
from .stub import GENERATE_PATH, blocked_reply, error_reply, hang_reply, text_reply

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
GOOD_FACT = {
    "domain": "Schedule",
    "subject": "Calendar",
    "predicate": "meeting",
    "object_value": "dev team meeting",
    "start_time": "2026-07-17T10:00:00+09:00",
    "end_time": "2026-07-17T11:00:00+09:00",
}


def model_json(**keys: object) -> str:
    """A parse as the model emits it: every key of the schema, these ones as given."""
    empty: dict[str, object] = {"intent": "UNKNOWN", "facts": [], "window": None, "reply": None, "language": "en"}
    return json.dumps(empty | {"operation": "create", "target": None, "change": None} | keys)


def model_write(**fact_changes: object) -> str:
    fact = {k: v for k, v in (GOOD_FACT | fact_changes).items() if v is not None}
    return model_json(intent="WRITE", facts=[fact])


def gemini_parser(client, fallback=None) -> GeminiParser:
    return GeminiParser(client, model="gemini-2.5-flash", fallback=fallback)


def test_bootstrap_wires_the_gemini_parser_from_settings(stub):
    parser = _parser(stub_settings(stub))
    assert isinstance(parser, GeminiParser)
    assert parser.parse(VACATION, now=SEED_NOW, timezone=SEOUL).parser == "gemini"


def test_the_request_carries_the_ontology_schema_the_taxonomy_now_and_zone(stub, client):
    result = gemini_parser(client).parse(VACATION, now=SEED_NOW, timezone=SEOUL)
    assert result == SEED_SCRIPT[VACATION].model_copy(update={"parser": "gemini"})

    [request] = stub.requests
    generate = GENERATE_PATH.match(request.path)
    assert generate is not None and generate["model"] == "gemini-2.5-flash"
    assert request.headers["x-goog-api-key"] == "test-key"
    assert request.prompt == VACATION
    config = request.generation_config
    assert config["temperature"] == 0 and config["responseMimeType"] == "application/json"
    schema = config["responseSchema"]
    assert set(schema["required"]) == set(ParseResult.model_fields) - ADAPTER_FIELDS
    assert schema["properties"]["operation"]["enum"] == [o.value for o in Operation]
    fact_schema = schema["properties"]["facts"]["items"]
    assert fact_schema["properties"]["predicate"]["enum"] == [p.value for p in Predicate]
    assert fact_schema["properties"]["domain"]["enum"] == ["Schedule"]
    assert "additional_properties" not in json.dumps(schema) and "additionalProperties" not in json.dumps(schema)
    instruction = request.system_instruction
    assert 'predicate "vacation": object_value must be "Vacation"' in instruction
    assert 'predicate "meeting": object_value is the title' in instruction
    assert "Now: 2026-07-16T14:00:00+09:00 (Thursday)" in instruction and "Asia/Seoul" in instruction


ADVERSARIAL = [
    pytest.param("{intent: WRITE", "not valid JSON", id="malformed-json"),
    pytest.param(model_write(predicate="birthday"), "facts.0.predicate", id="predicate-outside-ontology"),
    pytest.param(model_write(domain="Health"), "facts.0.domain", id="domain-outside-ontology"),
    pytest.param(model_write(predicate="vacation", object_value="Beach"), "must be 'Vacation'", id="vacation-value"),
    pytest.param(model_write(id="f_forged", status="active"), "facts.0.id: Extra inputs", id="forged-columns"),
    pytest.param(model_write(end_time="2026-07-17T09:00:00+09:00"), "end_time must be after", id="end-before-start"),
    pytest.param(model_write(start_time="2026-07-17T10:00:00"), "timezone info", id="missing-offset"),
    pytest.param(model_write(start_time=1784250000), "valid datetime", id="epoch-seconds"),
    pytest.param(model_write(start_time="Friday 10am"), "facts.0.start_time", id="not-iso-8601"),
    pytest.param(model_write(object_value=None), "facts.0.object_value: Field required", id="missing-title"),
    pytest.param(
        model_write(recurrence={"rrule": "FREQ=DAILY;BYHOUR=9,10,11", "timezone": "Asia/Seoul"}),
        "at most once a day",
        id="more-than-once-a-day",
    ),
    pytest.param(model_write(start_time="0001-01-01T10:00:00+00:00"), "years 1900 and 9000", id="year-one"),
    pytest.param(
        model_json(intent="QUERY"),
        "needs the window",
        id="query-without-window",
    ),
    pytest.param(
        model_json(reply="hi", confidence=0.9),
        "confidence: Extra inputs",
        id="extra-top-level-key",
    ),
    pytest.param(
        model_json(reply="hi", parser_error=None),
        "parser_error: Extra inputs",
        id="adapter-field-from-the-model",
    ),
    pytest.param(
        model_json(intent="WRITE", operation="postpone", target={"title": "dev sync"}),
        "operation: Input should be",
        id="operation-outside-the-schema",
    ),
    pytest.param(
        model_json(intent="WRITE", operation="change", target={"title": "dev sync"}, change={}),
        "a change moves, resizes or renames",
        id="change-without-a-part",
    ),
    pytest.param(model_json(intent="WRITE", operation="cancel"), "a cancel names its target", id="cancel-no-target"),
]


@pytest.mark.parametrize(("reply", "reason"), ADVERSARIAL)
def test_output_outside_the_ontology_falls_back_with_the_reason_recorded(stub, client, reply, reason):
    fallback = ScriptedParser({"Team sync Friday 10am": write(meeting("team sync", 17, 10))})
    stub.replies.append(text_reply(reply))
    result = gemini_parser(client, fallback=fallback).parse("Team sync Friday 10am", now=SEED_NOW, timezone=SEOUL)
    assert [f.object_value for f in result.facts] == ["team sync"], (
        "the fallback parser's facts, nothing of the model's"
    )
    assert result.parser == "rules"
    assert result.parser_error is not None and reason in result.parser_error
    assert fallback.calls == [("Team sync Friday 10am", SEED_NOW, SEOUL)]


@pytest.mark.parametrize(("reply", "reason"), ADVERSARIAL)
def test_output_outside_the_ontology_is_a_502_without_fallback(stub, client, reply, reason):
    stub.replies.append(text_reply(reply))
    with pytest.raises(ModelOutputRejected) as raised:
        gemini_parser(client).parse("Team sync Friday 10am", now=SEED_NOW, timezone=SEOUL)
    assert raised.value.status == 502 and raised.value.code == "model_output_invalid"
    assert reason in raised.value.message


def test_a_reply_without_text_is_rejected(stub, client):
    stub.replies.append(blocked_reply("SAFETY"))
    with pytest.raises(ModelOutputRejected, match=r"no text.*SAFETY"):
        gemini_parser(client).parse(VACATION, now=SEED_NOW, timezone=SEOUL)


def test_a_429_is_retried_with_backoff_then_succeeds(stub, client):
    stub.replies.append(error_reply(429, "RESOURCE_EXHAUSTED"))
    result = gemini_parser(client).parse(VACATION, now=SEED_NOW, timezone=SEOUL)
    assert result.intent is Intent.WRITE and result.parser == "gemini"
    assert len(stub.requests) == 2


def test_a_model_that_stays_unavailable_is_a_503_after_every_attempt(stub, client):
    stub.model = lambda request: error_reply(503, "UNAVAILABLE")
    with pytest.raises(Unavailable) as raised:
        gemini_parser(client, fallback=ScriptedParser()).parse(VACATION, now=SEED_NOW, timezone=SEOUL)
    assert raised.value.status == 503 and raised.value.code == "model_unavailable"
    assert "HTTP 503" in raised.value.message
    assert len(stub.requests) == 3


def test_a_hang_past_the_timeout_is_a_503(stub):
    stub.model = lambda request: hang_reply(30)
    with pytest.raises(Unavailable) as raised:
        _parser(stub_settings(stub, gemini_timeout_seconds=0.3, gemini_retry_attempts=2)).parse(
            VACATION, now=SEED_NOW, timezone=SEOUL
        )
    assert raised.value.code == "model_timeout"
    assert len(stub.requests) == 2


def test_a_request_gemini_refuses_is_a_502_and_not_retried(stub, client):
    stub.model = lambda request: error_reply(400, "INVALID_ARGUMENT")
    with pytest.raises(UpstreamError) as raised:
        gemini_parser(client).parse(VACATION, now=SEED_NOW, timezone=SEOUL)
    assert raised.value.status == 502 and raised.value.code == "model_refused"
    assert len(stub.requests) == 1


def test_a_valid_model_parse_is_taken_as_emitted(stub, client):
    stub.replies.append(text_reply(model_parse_json(write(meeting("  dev   team meeting ", 17, 10)))))
    result = gemini_parser(client).parse("anything", now=SEED_NOW, timezone=SEOUL)
    assert [(f.object_value, f.start_time) for f in result.facts] == [
        ("dev team meeting", SEED_NOW.replace(day=17, hour=10))
    ]


def test_a_cancel_naming_its_target_is_taken_as_emitted(stub, client):
    window = {"start_time": "2026-07-17T15:00:00+09:00", "end_time": "2026-07-17T16:00:00+09:00"}
    target = {"predicate": "meeting", "title": "dev sync", "window": window}
    stub.replies.append(text_reply(model_json(intent="WRITE", operation="cancel", target=target)))
    result = gemini_parser(client).parse("cancel the dev sync tomorrow at 3pm", now=SEED_NOW, timezone=SEOUL)
    assert (result.intent, result.operation, result.facts, result.parser) == (
        Intent.WRITE,
        Operation.CANCEL,
        [],
        "gemini",
    )
    assert result.target == Target(
        predicate=Predicate.MEETING,
        title="dev sync",
        window=Interval(start_time=SEED_NOW.replace(day=17, hour=15), end_time=SEED_NOW.replace(day=17, hour=16)),
    )
