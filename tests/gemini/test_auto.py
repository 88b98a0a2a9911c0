"""MOSS_PARSER=auto: the rules first, Gemini (through the real client, against the stub) for the rest.

The rules' answers are scripted with the catalogue's own questions, so these tests say what
the auto parser does with each kind of answer, whatever the rule parser reads today; the ones
through bootstrap and the functions run the real rule parser on the seed utterances.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from moss.bootstrap import _parser
from moss.domain.models import Intent, Language, Operation, ParseResult, Target
from moss.domain.ontology import Predicate
from moss.domain.texts import say
from moss.parsing.auto import AutoParser
from moss.parsing.gemini import GeminiParser
from moss.parsing.rules import RuleParser
from moss.settings import Settings

from ..apps import function_client, installed_app
from ..fakes import SEED_NOW, SEOUL, ScriptedParser, ask, at, meeting, vacation, write
from ..servers import ApiClient
from .conftest import model_parse_json, stub_settings
from .stub import error_reply, hang_reply, text_reply
from .test_functions import VACATION
from .test_parser import model_json

UTTERANCE = "the utterance"
REVIEW = Target(predicate=Predicate.MEETING, title="design review")


def rules_answer(key: str, *, intent: Intent = Intent.WRITE, language: Language = "en") -> ParseResult:
    """The rule parser's question `key`, as it asks it."""
    return ParseResult(intent=intent, reply=say(key, language), language=language)


def cancel_review() -> ParseResult:
    return ParseResult(intent=Intent.WRITE, operation=Operation.CANCEL, target=REVIEW)


def auto_parser(client, rules: ParseResult) -> AutoParser:
    return AutoParser(
        ScriptedParser({UTTERANCE: rules}), lambda: GeminiParser(client, model="gemini-2.5-flash", fallback=None)
    )


def parse(client, stub, rules: ParseResult, model: ParseResult | None = None) -> ParseResult:
    """The auto parser's answer when the rules answer `rules` and Gemini emits `model`."""
    if model is not None:
        stub.replies.append(text_reply(model_parse_json(model)))
    return auto_parser(client, rules).parse(UTTERANCE, now=SEED_NOW, timezone=SEOUL)


# -- the rules read it ---------------------------------------------------------------------------


def test_the_rules_answer_is_used_when_both_read_the_same_operation(stub, client):
    rules = write(meeting("team sync", 17, 10))
    result = parse(client, stub, rules, model=write(meeting("team sync", 17, 11)))
    assert result == rules.model_copy(update={"parser": "rules"}), "the rules' facts, not the model's"
    [request] = stub.requests
    assert request.prompt == UTTERANCE


def test_a_model_that_reads_nothing_does_not_overrule_the_rules(stub, client):
    rules = write(vacation(17))
    result = parse(client, stub, rules, model=ParseResult(intent=Intent.UNKNOWN, reply="I keep a calendar."))
    assert result == rules.model_copy(update={"parser": "rules"})


@pytest.mark.parametrize(
    ("rules", "model", "reply"),
    [
        pytest.param(
            write(vacation(17)),
            cancel_review(),
            "I'm not sure what you mean. Should I add it to your calendar, or cancel something on your calendar? "
            "Please say it once more in other words.",
            id="create-or-cancel",
        ),
        pytest.param(
            ask(at(17, 10), at(17, 11), language="ko"),
            write(meeting("팀 회의", 17, 10), language="ko"),
            "어떤 뜻인지 확실하지 않아요. 일정을 알려드릴까요, 아니면 일정을 추가할까요? "
            "다른 말로 한 번 더 말씀해 주세요.",
            id="korean-query-or-create",
        ),
        pytest.param(
            # a write that asks is compared too: its answer ("3pm") would complete a create
            rules_answer("ask_time"),
            cancel_review(),
            "I'm not sure what you mean. Should I add it to your calendar, or cancel something on your calendar? "
            "Please say it once more in other words.",
            id="a-time-question-or-cancel",
        ),
        pytest.param(
            cancel_review(),
            ParseResult(intent=Intent.WRITE, operation=Operation.UNDO),
            "I'm not sure what you mean. Should I cancel something on your calendar, or undo your last change? "
            "Please say it once more in other words.",
            id="cancel-or-undo",
        ),
    ],
)
def test_a_disagreement_on_intent_or_operation_asks_and_does_nothing(stub, client, rules, model, reply):
    result = parse(client, stub, rules, model=model)
    assert (result.intent, result.operation, result.facts, result.target) == (
        Intent.UNKNOWN,
        Operation.CREATE,
        [],
        None,
    )
    assert result.reply == reply and result.language == rules.language
    assert result.parser == "auto"
    assert result.parser_error is not None and result.parser_error.startswith("the rules parser read ")


def test_a_question_for_what_the_user_left_out_stays_when_the_model_agrees(stub, client):
    """'Dentist on Friday': the time is the user's to say; a model that picks one is not used."""
    rules = rules_answer("ask_time")
    result = parse(client, stub, rules, model=write(meeting("dentist", 17, 9)))
    assert result.facts == [] and result.reply == "What time should I schedule it?" and result.parser == "rules"


# -- the rules abstain ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "rules",
    [
        pytest.param(rules_answer("ask_help", intent=Intent.UNKNOWN), id="unknown"),
        pytest.param(rules_answer("ask_help", intent=Intent.UNKNOWN, language="ko"), id="unknown-korean"),
        pytest.param(rules_answer("ask_what"), id="meeting-or-vacation"),
    ],
)
def test_the_models_parse_is_used_when_the_rules_abstain(stub, client, rules):
    model = write(meeting("Minji's farewell", 17, 19), language=rules.language)
    result = parse(client, stub, rules, model=model)
    assert result == model.model_copy(update={"parser": "gemini"})


def test_when_both_abstain_the_rules_question_stays_with_its_suggestions(stub, client):
    rules = rules_answer("ask_what").model_copy(update={"suggestions": ["A vacation", "A meeting"]})
    result = parse(client, stub, rules, model=ParseResult(intent=Intent.UNKNOWN, reply="I keep a calendar."))
    assert result == rules.model_copy(update={"parser": "rules"})


def test_a_cancel_word_takes_the_models_correction_but_never_its_create(stub, client):
    rules = rules_answer("ask_cancel", intent=Intent.UNKNOWN)  # "kill the design review on Friday"
    corrected = parse(client, stub, rules, model=cancel_review())
    assert corrected == cancel_review().model_copy(update={"parser": "gemini"})
    booked = parse(client, stub, rules, model=write(meeting("design review", 17, 10)))
    assert booked == rules.model_copy(update={"parser": "rules"}), "a retraction is never booked"


@pytest.mark.parametrize("key", ["ask_unchanged", "ask_past"])
def test_a_question_that_changes_nothing_is_not_sent_to_the_model(stub, client, key):
    rules = ParseResult(intent=Intent.UNKNOWN, reply=say(key, "en", when="Thu Jul 16 09:00"))
    assert parse(client, stub, rules) == rules.model_copy(update={"parser": "rules"})
    assert stub.requests == []


# -- Gemini fails ----------------------------------------------------------------------------------

FAILURES = [
    pytest.param(error_reply(503, "UNAVAILABLE"), "Gemini is unavailable: it kept answering HTTP 503", id="down"),
    pytest.param(error_reply(429, "RESOURCE_EXHAUSTED"), "HTTP 429", id="quota"),
    pytest.param(error_reply(400, "INVALID_ARGUMENT"), "Gemini refused the request (HTTP 400)", id="refused"),
    pytest.param(text_reply("{intent: WRITE"), "Gemini's parse is not valid JSON", id="not-json"),
    pytest.param(
        text_reply(model_json(intent="WRITE", operation="cancel")),
        "Gemini's parse is outside the ontology",
        id="outside-the-ontology",
    ),
]


@pytest.mark.parametrize(
    "rules",
    [
        pytest.param(write(vacation(17)), id="rules-read-it"),
        pytest.param(rules_answer("ask_help", intent=Intent.UNKNOWN), id="rules-abstain"),
    ],
)
@pytest.mark.parametrize(("failure", "reason"), FAILURES)
def test_a_gemini_failure_keeps_the_rules_answer_with_the_reason_recorded(stub, client, rules, failure, reason):
    stub.model = lambda request: failure
    result = parse(client, stub, rules)
    assert result.model_copy(update={"parser_error": None}) == rules.model_copy(update={"parser": "rules"})
    assert result.parser_error is not None and reason in result.parser_error


def test_a_gemini_that_never_answers_keeps_the_rules_answer_within_its_timeout(stub):
    stub.model = lambda request: hang_reply(30)
    parser = _parser(stub_settings(stub, parser="auto", gemini_timeout_seconds=0.3, gemini_retry_attempts=2))
    result = parser.parse(VACATION, now=SEED_NOW, timezone=SEOUL)
    assert [f.predicate for f in result.facts] == [Predicate.VACATION] and result.parser == "rules"
    assert result.parser_error == "Gemini did not answer in time, even after retries"
    assert len(stub.requests) == 2


def test_the_model_parser_is_built_once_by_the_first_parse_that_needs_it(stub, client):
    built: list[GeminiParser] = []

    def build() -> GeminiParser:
        built.append(GeminiParser(client, model="gemini-2.5-flash"))
        return built[-1]

    unchanged = ParseResult(intent=Intent.UNKNOWN, reply=say("ask_unchanged", "en"))
    parser = AutoParser(ScriptedParser({"leave it": unchanged, VACATION: write(vacation(17))}), build)
    parser.parse("leave it", now=SEED_NOW, timezone=SEOUL)
    assert built == [], "no model for a question that changes nothing"
    for _ in range(2):
        parser.parse(VACATION, now=SEED_NOW, timezone=SEOUL)
    assert len(built) == 1 and len(stub.requests) == 2


# -- settings and bootstrap ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("overrides", "wired"),
    [
        pytest.param({"parser": "auto", "gemini_api_key": None}, RuleParser, id="auto-without-gemini-is-the-rules"),
        pytest.param({"parser": "auto", "gemini_api_key": ""}, RuleParser, id="auto-with-an-empty-key"),
        pytest.param({"parser": "auto"}, AutoParser, id="auto-with-a-key"),
        pytest.param(
            {"parser": "auto", "gemini_api_key": None, "gemini_vertex": True, "gemini_project": None},
            RuleParser,
            id="auto-vertex-without-a-project",
        ),
        pytest.param(
            {"parser": "auto", "gemini_api_key": None, "gemini_vertex": True, "gemini_project": "moss-prod"},
            AutoParser,
            id="auto-vertex-with-a-project",
        ),
        pytest.param({"parser": "auto", "gemini_vertex": True, "gemini_project": None}, AutoParser, id="auto-express"),
        pytest.param({"parser": "rules"}, RuleParser, id="rules-with-a-key"),
        pytest.param({"parser": "gemini"}, GeminiParser, id="gemini"),
    ],
)
def test_settings_choose_the_parser(stub, overrides, wired):
    assert type(_parser(stub_settings(stub, **overrides))) is wired


def test_auto_is_the_default_and_runs_the_rules_alone_without_a_key(monkeypatch):
    for name in ("MOSS_PARSER", "MOSS_GEMINI_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY", "MOSS_GEMINI_VERTEX"):
        monkeypatch.delenv(name, raising=False)
    settings = Settings()
    assert settings.parser == "auto" and not settings.gemini_configured
    assert type(_parser(settings)) is RuleParser


def test_google_genai_loads_with_the_first_parse_that_asks_gemini(stub):
    """Building the app imports nothing of google-genai; nor does a parse that leaves Gemini out."""
    stub.model = lambda request: text_reply(model_parse_json(write(vacation(17))))
    script = f"""
import json, sys
from moss.bootstrap import build_app
from moss.settings import Settings
from tests.fakes import SEED_NOW, SEOUL
settings = Settings.model_validate_json(sys.argv[1])
parser = build_app(settings).usecases.deps.parser
loaded = ["google.genai" in sys.modules]
parser.parse("don't cancel the design review", now=SEED_NOW, timezone=SEOUL)
loaded.append("google.genai" in sys.modules)
parser.parse({VACATION!r}, now=SEED_NOW, timezone=SEOUL)
loaded.append("google.genai" in sys.modules)
print(json.dumps([type(parser).__name__, loaded]))
"""
    settings = json.dumps(_settings_values(stub))
    output = subprocess.run([sys.executable, "-c", script, settings], check=True, capture_output=True, text=True).stdout
    assert json.loads(output) == ["AutoParser", [False, False, True]]
    assert len(stub.requests) == 1


def _settings_values(stub) -> dict[str, object]:
    """stub_settings with the auto parser, for another process (secrets dump masked: given again)."""
    settings = stub_settings(stub, parser="auto", synthesizer="template")
    return settings.model_dump(mode="json", exclude={"gemini_api_key", "dev_secret"}) | {
        "gemini_api_key": "test-key",
        "dev_secret": "a-dev-secret-long-enough-for-hs256-keys",
    }


# -- through the functions ---------------------------------------------------------------------------


def test_the_functions_record_who_parsed_and_ask_on_a_disagreement(stub):
    with installed_app(stub_settings(stub, parser="auto", synthesizer="template")):
        api = ApiClient(function_client()).sign_in("alice")
        agreed = api.parse(VACATION, SEED_NOW)  # the seed model reads the vacation too
        assert (agreed["intent"], agreed["parser"], agreed["parser_error"]) == ("WRITE", "rules", None)

        stub.replies.append(text_reply(model_parse_json(cancel_review())))
        asked = api.parse(VACATION, SEED_NOW)
        assert (asked["intent"], asked["facts"], asked["parser"]) == ("UNKNOWN", [], "auto")
        assert asked["reply"].startswith("I'm not sure what you mean. Should I add it to your calendar")
        status, refused = api.post("/lint_commit", {"message_id": asked["message_id"]})
        assert (status, refused["error"]["code"]) == (400, "not_a_write") and api.memories() == []

        stub.model = lambda request: error_reply(503, "UNAVAILABLE")
        kept = api.say(VACATION, SEED_NOW)
        assert kept["status"] == "SUCCESS"
        [message] = api.ok("GET", "/messages")["messages"][:1]
        assert message["parser"] == "rules" and "HTTP 503" in message["parser_error"]
