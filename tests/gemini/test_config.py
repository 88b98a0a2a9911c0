"""Configuration of the Gemini adapters: offline defaults, clear startup errors, Vertex AI."""

from __future__ import annotations

import pytest

from moss.adapters.gemini import gemini_client
from moss.adapters.template import TemplateSynthesizer
from moss.bootstrap import _parser, _synthesizer, reset_app
from moss.domain.errors import Unavailable
from moss.parsing.gemini import GeminiParser
from moss.parsing.rules import RuleParser
from moss.settings import Settings

from ..apps import function_client
from ..fakes import SEED_NOW, SEOUL
from ..servers import ApiClient
from .conftest import stub_settings
from .test_functions import VACATION

_KEY_VARIABLES = ("MOSS_GEMINI_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY", "GOOGLE_CLOUD_PROJECT")


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    for name in _KEY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("MOSS_AUTH", "dev")
    monkeypatch.setenv("MOSS_DATA_DIR", str(tmp_path))
    reset_app(None)
    yield monkeypatch
    reset_app(None)


def test_with_nothing_configured_the_offline_defaults_run(clean_env):
    settings = Settings()
    assert (settings.parser, settings.synthesizer) == ("auto", "template")  # auto without a key: the rules
    assert isinstance(_parser(settings), RuleParser)
    assert isinstance(_synthesizer(settings), TemplateSynthesizer)


def test_any_of_the_usual_key_variables_is_accepted(clean_env):
    clean_env.setenv("GEMINI_API_KEY", "from-gemini-api-key")
    key = Settings().gemini_api_key
    assert key is not None and key.get_secret_value() == "from-gemini-api-key"


def test_a_gemini_parser_without_credentials_is_a_clear_503_at_startup(clean_env):
    clean_env.setenv("MOSS_PARSER", "gemini")
    status, reply = ApiClient(function_client()).get("/healthz")
    assert status == 503
    assert reply["error"] == {
        "code": "model_unconfigured",
        "message": "MOSS_PARSER=gemini needs MOSS_GEMINI_API_KEY (or GEMINI_API_KEY / GOOGLE_API_KEY), "
        "or MOSS_GEMINI_VERTEX=true with MOSS_GEMINI_PROJECT",
    }


@pytest.mark.parametrize(
    ("env", "missing"),
    [
        ({}, "MOSS_SYNTHESIZER=gemini needs MOSS_GEMINI_API_KEY"),
        (
            {"MOSS_GEMINI_VERTEX": "true"},
            "MOSS_SYNTHESIZER=gemini with MOSS_GEMINI_VERTEX=true needs MOSS_GEMINI_PROJECT",
        ),
    ],
)
def test_a_gemini_synthesizer_without_credentials_names_the_missing_setting(clean_env, env, missing):
    for name, value in env.items():
        clean_env.setenv(name, value)
    clean_env.setenv("MOSS_SYNTHESIZER", "gemini")
    with pytest.raises(Unavailable, match=missing):
        _synthesizer(Settings())


def test_vertex_ai_with_a_project_uses_that_project_and_location():
    settings = Settings(gemini_vertex=True, gemini_project="moss-prod", gemini_location="asia-northeast3")
    api_client = gemini_client(settings, needed_by="the test")._api_client  # no public accessor for these
    assert (api_client.vertexai, api_client.project, api_client.location) == (True, "moss-prod", "asia-northeast3")


def test_vertex_ai_express_mode_talks_to_the_stub(stub):
    settings = stub_settings(stub, gemini_vertex=True, gemini_project=None)
    parser = GeminiParser(gemini_client(settings, needed_by="the test"), model=settings.gemini_model)
    result = parser.parse(VACATION, now=SEED_NOW, timezone=SEOUL)
    assert result.parser == "gemini" and [f.predicate.value for f in result.facts] == ["vacation"]
    assert stub.requests[0].path == "/v1beta1/publishers/google/models/gemini-2.5-flash:generateContent"
