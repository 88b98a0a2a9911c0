"""Fixtures of the Gemini tests: a running stub, a model that plays Gemini, settings pointing at it."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import datetime

import pytest
from google import genai

from moss.adapters.gemini import gemini_client
from moss.domain.models import Intent, ParseResult
from moss.parsing.gemini import ADAPTER_FIELDS
from moss.settings import Settings

from ..apps import function_client, installed_app
from ..fakes import SEED_SCRIPT
from ..servers import ApiClient
from .stub import GeminiStub, Recorded, Reply, text_reply

_FACT_LINE = re.compile(
    r"^(?P<label>F\d+)\. (?P<predicate>\w+): (?P<title>.+) \[(?P<start>[^,]+), (?P<end>[^)]+)\)$", re.M
)


def model_parse_json(result: ParseResult) -> str:
    """A parse as the model emits it: every schema key, none of the adapter's."""
    return result.model_dump_json(exclude=set(ADAPTER_FIELDS))


def answer_json(text: str, statements: list[tuple[str, str]]) -> str:
    """A structured answer as the model emits it: the text, and (words, fact id) for each statement."""
    return json.dumps(
        {"answer": text, "statements": [{"words": words, "fact": fact} for words, fact in statements]},
        ensure_ascii=False,
    )


def answer_from_context(prompt: str) -> str:
    """What a faithful model writes from the context it was given (worded unlike the template)."""
    parts = []
    for line in _FACT_LINE.finditer(prompt):
        start, end = datetime.fromisoformat(line["start"]), datetime.fromisoformat(line["end"])
        day = f"{start:%a %b} {start.day}"
        if line["predicate"] == "vacation":
            parts.append((f"you are on vacation all day on {day}", line["label"]))
        else:
            parts.append((f"you have '{line['title']}' on {day} from {start:%H:%M} to {end:%H:%M}", line["label"]))
    if not parts:
        return answer_json("Nothing is scheduled then.", [("Nothing is scheduled then", "none")])
    return answer_json("According to your calendar, " + " and ".join(words for words, _ in parts) + ".", parts)


def is_answer_request(request: Recorded) -> bool:
    """The synthesizer's requests carry the answer schema, the parser's the parse schema."""
    schema = request.generation_config.get("responseSchema", {})
    return "statements" in schema.get("properties", {})


def seed_model(request: Recorded) -> Reply:
    """Plays Gemini for the seed scenario: parses scripted utterances, answers from the context."""
    if is_answer_request(request):
        return text_reply(answer_from_context(request.prompt))
    result = SEED_SCRIPT.get(request.prompt) or ParseResult(intent=Intent.UNKNOWN, reply="I keep your calendar.")
    return text_reply(model_parse_json(result))


@pytest.fixture(scope="session")
def running_stub() -> Iterator[GeminiStub]:
    running = GeminiStub(model=seed_model).start()
    yield running
    running.stop()


@pytest.fixture
def stub(running_stub: GeminiStub) -> GeminiStub:
    return running_stub.reset()


@pytest.fixture(scope="session")
def client(running_stub: GeminiStub) -> genai.Client:
    """One client for the tests on default settings (building one loads TLS certificates)."""
    return gemini_client(stub_settings(running_stub), needed_by="the tests")


def stub_settings(stub: GeminiStub, **overrides: object) -> Settings:
    values: dict[str, object] = {
        "auth": "dev",
        "dev_secret": "a-dev-secret-long-enough-for-hs256-keys",
        "fact_store": "memory",
        "working_store": "memory",
        "timezone": "Asia/Seoul",
        "parser": "gemini",
        "synthesizer": "gemini",
        "gemini_api_key": "test-key",
        "gemini_model": "gemini-2.5-flash",
        "gemini_vertex": False,
        "gemini_base_url": stub.url,
        "gemini_timeout_seconds": 1.0,
        "gemini_retry_attempts": 3,
        "gemini_retry_initial_delay_seconds": 0.01,
        "gemini_fallback": "error",
    }
    return Settings.model_validate(values | overrides)


@pytest.fixture
def api(stub: GeminiStub) -> Iterator[ApiClient]:
    """alice talking to the local functions, as the web client does."""
    with installed_app(stub_settings(stub)):
        yield ApiClient(function_client()).sign_in("alice")
