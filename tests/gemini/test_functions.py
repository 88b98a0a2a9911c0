"""End to end through the functions with MOSS_PARSER=gemini MOSS_SYNTHESIZER=gemini against the stub."""

from __future__ import annotations

from moss.domain.answers import template_answer
from moss.domain.models import Interval
from moss.parsing.gemini import GeminiParser

from ..apps import function_client, installed_app
from ..fakes import SEED_NOW, SEED_SCRIPT, SEOUL, ScriptedParser, at, vacation
from ..servers import ApiClient
from .conftest import answer_json, is_answer_request, seed_model, stub_settings
from .stub import Recorded, blocked_reply, error_reply, text_reply
from .test_parser import model_write

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Schedule a dev team meeting for Friday at 10 AM."
QUESTION = "Summarize my schedule for Friday at 10 AM."


def synthesizer_requests(stub) -> list[Recorded]:
    return [r for r in stub.requests if is_answer_request(r)]


def test_seed_scenario_cancel(api, stub):
    stored = api.say(VACATION, SEED_NOW)
    assert stored["status"] == "SUCCESS"
    conflict = api.say(MEETING, SEED_NOW)
    assert conflict["status"] == "CONFIRM_REQUIRED" and conflict["conflict_type"] == "VACATION_OVERLAP"
    cancelled = api.ok("POST", "/confirm", {"pending_id": conflict["pending_id"], "decision": "cancel"})
    assert cancelled["status"] == "CANCELLED"

    answer = api.say(QUESTION, SEED_NOW)
    assert [f["predicate"] for f in answer["facts"]] == ["vacation"]
    assert answer["synthesizer"] == "gemini" and answer["grounded"] is True and answer["ungrounded"] == []
    assert answer["answer"] == "According to your calendar, you are on vacation all day on Fri Jul 17."
    assert "dev team meeting" in answer["baseline"]["context"], "the naive chat log keeps the cancelled meeting"

    [request] = synthesizer_requests(stub)
    assert answer["context"] in request.prompt and QUESTION in request.prompt
    assert "dev team meeting" not in request.prompt and MEETING not in request.prompt, "never the chat log"
    assert request.generation_config["temperature"] == 0
    assert "Never mention an event, person, date, time or vacation the context does not list" in (
        request.system_instruction
    )
    assert "F1. vacation: Vacation [2026-07-17T00:00:00+09:00, 2026-07-18T00:00:00+09:00)" in request.prompt
    assert set(request.generation_config["responseSchema"]["required"]) == {"answer", "statements"}
    assert [f["predicate"] for f in api.memories()] == ["vacation"]


def test_seed_scenario_approve(api):
    api.say(VACATION, SEED_NOW)
    conflict = api.say(MEETING, SEED_NOW)
    approved = api.ok("POST", "/confirm", {"pending_id": conflict["pending_id"], "decision": "approve"})
    assert approved["status"] == "SUCCESS"
    answer = api.say(QUESTION, SEED_NOW)
    assert sorted(f["predicate"] for f in answer["facts"]) == ["meeting", "vacation"]
    assert answer["grounded"] is True and answer["synthesizer"] == "gemini"
    assert "'dev team meeting' on Fri Jul 17 from 10:00 to 11:00" in answer["answer"]


def test_a_hallucinated_meeting_is_replaced_by_the_template_answer(api, stub):
    def hallucinating(request: Recorded):
        if not is_answer_request(request):
            return seed_model(request)
        text = "According to your calendar, you are on vacation all day on Fri Jul 17."
        text += " You also have a 'budget review' at 15:00."
        return text_reply(answer_json(text, [("you are on vacation all day on Fri Jul 17", "F1")]))

    api.say(VACATION, SEED_NOW)
    stub.model = hallucinating
    answer = api.say(QUESTION, SEED_NOW)
    window = Interval(start_time=at(17, 10), end_time=at(17, 11))
    assert answer["answer"] == template_answer([vacation(17)], window, SEOUL, "en")
    assert answer["synthesizer"] == "template" and answer["grounded"] is False
    assert answer["ungrounded"] == ["title 'budget review'", "time 15:00"]


def test_output_outside_the_ontology_is_a_502_and_nothing_is_stored(api, stub):
    stub.replies.append(text_reply(model_write(predicate="birthday")))
    error = api.post("/parse", {"text": MEETING, "now": SEED_NOW.isoformat()})[1]["error"]
    assert error["code"] == "model_output_invalid" and "facts.0.predicate" in error["message"]
    assert api.memories() == []


def test_output_outside_the_ontology_falls_back_to_the_rules_with_the_reason_recorded(stub, client):
    parser = GeminiParser(client, model="gemini-2.5-flash", fallback=ScriptedParser(SEED_SCRIPT))
    with installed_app(stub_settings(stub), parser=parser):
        api = ApiClient(function_client()).sign_in("alice")
        stub.replies.append(text_reply(model_write(end_time="2026-07-17T09:00:00+09:00")))
        parsed = api.parse(VACATION, SEED_NOW)
        assert parsed["parser"] == "rules" and "end_time must be after start_time" in parsed["parser_error"]
        committed = api.ok("POST", "/lint_commit", {"message_id": parsed["message_id"]})["committed"]
        assert [f["predicate"] for f in committed] == ["vacation"], "the rules' facts, never the model's"
        provenance = api.ok("GET", f"/memories/{committed[0]['id']}/provenance")
        assert provenance["created_by"]["parser_error"] == parsed["parser_error"]


def test_a_model_that_stays_unavailable_is_a_503_for_parse_and_query(api, stub):
    api.say(VACATION, SEED_NOW)
    parsed = api.parse(QUESTION, SEED_NOW)
    stub.model = lambda request: error_reply(503, "UNAVAILABLE")
    assert api.post("/parse", {"text": MEETING, "now": SEED_NOW.isoformat()})[1]["error"]["code"] == "model_unavailable"
    assert api.post("/query", {"message_id": parsed["message_id"]})[1]["error"]["code"] == "model_unavailable"
    assert [f["predicate"] for f in api.memories()] == ["vacation"]


def test_an_answer_blocked_by_the_model_falls_back_to_the_template(api, stub):
    api.say(VACATION, SEED_NOW)
    parsed = api.parse(QUESTION, SEED_NOW)
    stub.replies.append(blocked_reply("SAFETY"))
    answer = api.ok("POST", "/query", {"message_id": parsed["message_id"]})
    assert answer["synthesizer"] == "template" and answer["grounded"] is False
    assert answer["ungrounded"] == ["the answer is empty"]
    assert "vacation" in answer["answer"]
