"""moss_client: one method per operation of the app's own /openapi.json (and no other), each
answering the model the operation documents; typed errors, retries on 503, timeouts."""

from __future__ import annotations

import inspect
import typing
from datetime import UTC, datetime

import httpx2
import pytest

from moss.domain.commits import LintResult
from moss_client import (
    BadRequest,
    MossClient,
    MossError,
    NotFound,
    TooManyRequests,
    Unauthorized,
    Unavailable,
    UnexpectedStatus,
    operations,
)

from ..apps import app_settings, function_client, installed_app
from ..servers import IN_PROCESS


@pytest.fixture
def moss(tmp_path):
    """The local server's app in process, on in-memory stores and the rules parser."""
    with installed_app(app_settings(data_dir=tmp_path)):
        transport = httpx2.WSGITransport(app=function_client().application)
        with MossClient(IN_PROCESS, retries=0, transport=transport) as client:
            yield client


def documented(moss: MossClient) -> dict[tuple[str, str], dict]:
    document = moss.openapi().model_dump()
    return {
        (method.upper(), path): operation
        for path, methods in document["paths"].items()
        for method, operation in methods.items()
    }


def test_every_operation_has_a_method_and_every_method_an_operation(moss):
    assert set(operations()) == set(documented(moss))


def test_every_method_answers_the_model_its_operation_documents(moss):
    for key, operation in documented(moss).items():
        method = getattr(MossClient, operations()[key])
        answered = typing.get_type_hints(method)["return"]
        schema = operation["responses"]["200"]["content"].get("application/json", {}).get("schema", {})
        expected = schema["$ref"].rsplit("/", 1)[-1] if "$ref" in schema else "bytes"
        assert answered.__name__ == expected, key


def test_every_path_parameter_is_an_argument(moss):
    for key, operation in documented(moss).items():
        arguments = inspect.signature(getattr(MossClient, operations()[key])).parameters
        for parameter in operation.get("parameters", []):
            assert parameter["name"] in arguments, (key, parameter["name"])


def test_a_conversation_with_typed_answers(moss):
    alice = moss.with_token(moss.dev_token("client-alice").token)
    parsed = alice.parse("Team sync on August 14 at 10am", now=datetime(2030, 8, 1, tzinfo=UTC), timezone="UTC")
    written = alice.lint_commit(parsed.message_id)
    assert isinstance(written, LintResult) and written.status == "SUCCESS"
    fact = written.committed[0]
    assert alice.provenance(fact.id).created_by.text == "Team sync on August 14 at 10am"
    assert [f.id for f in alice.memories(status="active").facts] == [fact.id]
    assert alice.messages(limit=1).messages[0].message_id == parsed.message_id
    assert b"BEGIN:VCALENDAR" in alice.calendar()
    assert alice.undo(parsed.message_id).invalidated[0].id == fact.id


def test_errors_are_typed_with_status_code_and_message(moss):
    with pytest.raises(Unauthorized) as unauthorized:
        moss.memories()
    assert (unauthorized.value.status, unauthorized.value.code) == (401, "missing_token")
    bob = moss.with_token(moss.dev_token("client-bob").token)
    with pytest.raises(NotFound) as missing:
        bob.provenance("f_" + "0" * 24)
    assert missing.value.code == "unknown_fact" and missing.value.message
    with pytest.raises(BadRequest) as bad:
        bob.confirm("p_nope", "maybe")
    assert isinstance(bad.value, MossError) and bad.value.status == 400


HEALTHY = {"status": "ok", "fact_store": "sqlite", "working_store": "sqlite"}


def scripted(*statuses: int, seen: list | None = None, headers: dict | None = None) -> httpx2.MockTransport:
    answers = iter(statuses)

    def answer(request: httpx2.Request) -> httpx2.Response:
        status = next(answers)
        if seen is not None:
            seen.append(status)
        body = {"error": {"code": "store_unavailable", "message": "try later"}} if status >= 400 else HEALTHY
        return httpx2.Response(status, json=body, headers=headers or {})

    return httpx2.MockTransport(answer)


def test_a_503_is_retried_with_backoff_then_raised():
    seen: list[int] = []
    client = MossClient("http://moss.test", retries=2, backoff=0.01, transport=scripted(503, 503, 503, seen=seen))
    with pytest.raises(Unavailable) as failed:
        client.healthz()
    assert seen == [503, 503, 503] and failed.value.code == "store_unavailable"
    healed = MossClient("http://moss.test", retries=2, backoff=0.01, transport=scripted(503, 200))
    assert healed.healthz().status == "ok"


def test_other_statuses_are_not_retried_and_keep_their_family():
    seen: list[int] = []
    client = MossClient(
        "http://moss.test", retries=3, backoff=0.01, transport=scripted(429, seen=seen, headers={"Retry-After": "7"})
    )
    with pytest.raises(TooManyRequests) as limited:
        client.healthz()
    assert seen == [429] and limited.value.retry_after == 7
    with pytest.raises(UnexpectedStatus) as odd:
        MossClient("http://moss.test", retries=0, transport=scripted(500)).healthz()
    assert odd.value.status == 500


def test_an_unreachable_moss_is_unavailable_after_the_retries():
    def refuse(request: httpx2.Request) -> httpx2.Response:
        raise httpx2.ConnectError("refused", request=request)

    client = MossClient("http://moss.test", retries=1, backoff=0.01, transport=httpx2.MockTransport(refuse))
    with pytest.raises(Unavailable) as failed:
        client.healthz()
    assert failed.value.code == "unreachable"


def test_a_slow_moss_times_out():
    def slow(request: httpx2.Request) -> httpx2.Response:
        assert request.extensions["timeout"]["read"] == 1.5
        raise httpx2.ReadTimeout("slow", request=request)

    client = MossClient("http://moss.test", timeout=1.5, retries=0, transport=httpx2.MockTransport(slow))
    with pytest.raises(Unavailable) as failed:
        client.healthz()
    assert failed.value.code == "timeout"
