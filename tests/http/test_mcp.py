"""MOSS for agents: every tool through the official MCP SDK's client, over streamable HTTP against
`make run` (protocol 2025-11-25 with sessions, and 2026-07-28 with `input_required`) and over
stdio (`python -m moss.mcp`), in English and Korean."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client
from mcp_types import CallToolResult, ElicitResult

from moss.mcp.server import TOOLS

from ..servers import REPO, ApiClient, local_server, run_async

NOW = "2030-08-01T09:00:00+09:00"  # Thursday, Seoul
ZONE = {"timezone": "Asia/Seoul", "now": NOW}
LEGACY, MODERN = "legacy", "2026-07-28"
Answer = Callable[[Any, Any], Awaitable[ElicitResult]]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with local_server(tmp_path_factory.mktemp("mcp"), MOSS_TIMEZONE="Asia/Seoul") as base_url:
        yield base_url


def token(server: str, user: str) -> str:
    client = ApiClient(server).sign_in(user)
    assert client.token
    return client.token


def answering(action: str, decision: str | None = None, asked: list | None = None) -> Answer:
    async def answer(_context: Any, params: Any) -> ElicitResult:
        if asked is not None:
            asked.append(params)
        content = {"decision": decision} if decision else None
        return ElicitResult(action=action, content=content)

    return answer


def run(
    server: str, user: str, mode: str, calls: Callable[[Client], Awaitable[Any]], elicit: Answer | None = None
) -> Any:
    """Open one MCP session as `user` and run `calls` in it."""

    async def session() -> Any:
        http = create_mcp_http_client(headers={"Authorization": f"Bearer {token(server, user)}"})
        async with http:
            transport = streamable_http_client(f"{server}/mcp", http_client=http)
            async with Client(transport, mode=mode, elicitation_callback=elicit) as client:  # type: ignore[arg-type]
                return await calls(client)

    return run_async(session())


def remember(text: str) -> Callable[[Client], Awaitable[CallToolResult]]:
    return lambda client: client.call_tool("remember", {"text": text, **ZONE})


def structured(result: CallToolResult) -> dict:
    assert not result.is_error, result.content
    assert result.structured_content is not None
    return result.structured_content


def stdio(env: dict[str, str]) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable, args=["-m", "moss.mcp"], cwd=str(REPO), env={**os.environ, **env}
    )


def texts(result: CallToolResult) -> str:
    return " ".join(getattr(block, "text", "") for block in result.content)


def test_six_tools_with_input_and_output_schemas(server):
    listed = run(server, "schemas", LEGACY, lambda client: client.list_tools())
    assert sorted(tool.name for tool in listed.tools) == sorted(TOOLS)
    for tool in listed.tools:
        assert tool.input_schema["type"] == "object" and tool.output_schema, tool.name


@pytest.mark.parametrize("mode", [LEGACY, MODERN])
@pytest.mark.parametrize(
    ("vacation", "meeting", "label"),
    [
        ("I'm on vacation on August 12", "Design review on August 12 at 3pm", "Schedule meeting during vacation"),
        ("8월 13일 휴가야", "8월 13일 오후 3시에 디자인 리뷰 잡아줘", "휴가 중에 회의 잡기"),
    ],
)
def test_a_conflict_asks_the_human_and_approve_writes(server, mode, vacation, meeting, label):
    asked: list = []
    user = f"approve-{mode[:3]}-{len(label)}"

    async def calls(client: Client) -> tuple[dict, dict, dict]:
        first = structured(await remember(vacation)(client))
        second = structured(await remember(meeting)(client))
        listed = structured(await client.call_tool("list_facts", {"status": "active"}))
        return first, second, listed

    first, second, listed = run(server, user, mode, calls, answering("accept", "approve", asked))
    assert first["status"] == "SUCCESS"
    assert second["status"] == "SUCCESS" and second["committed"][0]["predicate"] == "meeting"
    [question] = asked
    choices = question.requested_schema["properties"]["decision"]["oneOf"]
    assert {"const": "approve", "title": label} in choices
    assert {choice["const"] for choice in choices} == {"approve", "cancel"}
    assert len(listed["facts"]) == 2


@pytest.mark.parametrize("mode", [LEGACY, MODERN])
@pytest.mark.parametrize("action", ["decline", "cancel"])
def test_a_declined_or_dismissed_question_cancels(server, mode, action):
    async def calls(client: Client) -> tuple[dict, dict]:
        structured(await remember("Team sync on August 14 at 10am")(client))
        second = structured(await remember("Budget review on August 14 at 10:30am")(client))
        return second, structured(await client.call_tool("list_facts", {"status": "active"}))

    second, listed = run(server, f"{action}-{mode[:3]}", mode, calls, answering(action))
    assert second["status"] == "CANCELLED" and second["committed"] == []
    assert [fact["object_value"] for fact in listed["facts"]] == ["Team sync"]


def test_without_elicitation_the_decision_comes_back_pending_for_decide(server):
    async def calls(client: Client) -> tuple[CallToolResult, dict, dict, dict]:
        structured(await remember("Standup on August 15 at 9am")(client))
        pending = await remember("Retro on August 15 at 9:30am")(client)
        before = structured(await client.call_tool("list_facts", {"status": "active"}))
        body = structured(pending)
        decided = structured(
            await client.call_tool("decide", {"pending_id": body["pending_id"], "decision": "approve"})
        )
        return pending, before, decided, structured(await client.call_tool("list_facts", {"status": "active"}))

    pending, before, decided, after = run(server, "no-elicitation", LEGACY, calls)
    body = structured(pending)
    assert body["status"] == "CONFIRM_REQUIRED" and body["conflict_type"] == "MEETING_OVERLAP"
    assert [action["id"] for action in body["actions"]] == ["approve", "cancel"]
    assert "decide" in texts(pending) and body["pending_id"] in texts(pending)
    assert len(before["facts"]) == 1
    assert decided["status"] == "SUCCESS_WITH_OVERWRITE" and decided["message_id"] == body["message_id"]
    assert [fact["object_value"] for fact in after["facts"]] == ["Retro"]


@pytest.mark.parametrize(
    ("question", "answer", "title"),
    [
        ("Schedule a dev team meeting for August 16", "10 AM", "dev team meeting"),
        ("8월 16일에 개발팀 회의 잡아줘", "오전 10시", "개발팀 회의"),
    ],
)
def test_a_question_back_is_completed_by_the_next_remember(server, question, answer, title):
    async def calls(client: Client) -> tuple[CallToolResult, dict]:
        asked = await remember(question)(client)
        return asked, structured(await remember(answer)(client))

    asked, completed = run(server, f"followup-{len(title)}", MODERN, calls)
    assert structured(asked)["status"] == "QUESTION" and structured(asked)["reply"] == texts(asked)
    assert completed["status"] == "SUCCESS" and completed["committed"][0]["object_value"] == title


def test_recall_explain_and_undo(server):
    async def calls(client: Client) -> tuple[dict, dict, dict, dict, dict]:
        written = structured(await remember("Dentist appointment on August 20 at 4pm")(client))
        recalled = structured(await client.call_tool("recall", {"question": "What do I have on August 20?", **ZONE}))
        window = {"start_time": "2030-08-20T00:00:00+09:00", "end_time": "2030-08-21T00:00:00+09:00"}
        by_window = structured(await client.call_tool("recall", window))
        explained = structured(await client.call_tool("explain", {"fact_id": written["committed"][0]["id"]}))
        undone = structured(await client.call_tool("undo", {}))
        return (
            recalled,
            by_window,
            explained,
            undone,
            structured(await client.call_tool("list_facts", {"status": "active"})),
        )

    recalled, by_window, explained, undone, listed = run(server, "recaller", MODERN, calls)
    assert "Dentist" in recalled["answer"] and [f["object_value"] for f in by_window["facts"]] == [
        "Dentist appointment"
    ]
    assert explained["created_by"]["text"] == "Dentist appointment on August 20 at 4pm"
    assert explained["created_by"]["channel"] == "mcp"
    assert undone["status"] == "SUCCESS" and [f["object_value"] for f in undone["invalidated"]] == [
        "Dentist appointment"
    ]
    assert listed["facts"] == []


@pytest.mark.parametrize(
    ("tool", "arguments", "says"),
    [
        ("remember", {"text": 5}, "valid string"),
        ("remember", {}, "text"),
        ("remember", {"text": "What do I have on Friday?"}, "recall"),
        ("recall", {}, "question"),
        ("recall", {"question": "Lunch with Kim on Friday at noon"}, "remember"),
        ("decide", {"pending_id": "p_nope", "decision": "approve"}, "pending"),
        ("undo", {"message_id": "m_" + "0" * 32}, "no message"),
        ("explain", {"fact_id": "f_" + "0" * 32}, "fact"),
        ("list_facts", {"status": "gone"}, "status"),
        ("list_facts", {"start_time": "yesterday"}, "start_time"),
    ],
)
def test_bad_arguments_are_tool_errors_and_the_session_goes_on(server, tool, arguments, says):
    async def calls(client: Client) -> tuple[CallToolResult, Any]:
        return await client.call_tool(tool, arguments), await client.list_tools()

    failed, still = run(server, "careless", MODERN, calls)
    assert failed.is_error and says in texts(failed).lower(), texts(failed)
    assert "pydantic" not in texts(failed) and "http" not in texts(failed), texts(failed)
    assert len(still.tools) == len(TOOLS)


def test_users_are_isolated(server):
    written = run(server, "owner", MODERN, lambda client: remember("Board meeting on August 22 at 2pm")(client))
    fact_id, message_id = structured(written)["committed"][0]["id"], structured(written)["message_id"]

    async def calls(client: Client) -> tuple[CallToolResult, CallToolResult, dict]:
        return (
            await client.call_tool("explain", {"fact_id": fact_id}),
            await client.call_tool("undo", {"message_id": message_id}),
            structured(await client.call_tool("list_facts", {})),
        )

    explained, undone, listed = run(server, "intruder", MODERN, calls)
    assert explained.is_error and undone.is_error and listed["facts"] == []
    owners = run(server, "owner", MODERN, lambda client: client.call_tool("list_facts", {"status": "active"}))
    assert [fact["id"] for fact in structured(owners)["facts"]] == [fact_id]


def test_concurrent_conflicting_remembers_store_at_most_one(server):
    async def one(text: str) -> CallToolResult:
        return await asyncio.to_thread(run, server, "racer", LEGACY, remember(text))

    async def race() -> list[CallToolResult]:
        return await asyncio.gather(*(one(f"Meeting {n} on August 23 at 11am") for n in range(6)))

    results = run_async(race())
    statuses = sorted(structured(result)["status"] for result in results)
    assert statuses == ["CONFIRM_REQUIRED"] * 5 + ["SUCCESS"]
    listed = run(server, "racer", LEGACY, lambda client: client.call_tool("list_facts", {"status": "active"}))
    assert len(structured(listed)["facts"]) == 1


@pytest.mark.parametrize("header", [None, "Bearer not-a-token", "Basic abc"])
def test_no_or_bad_token_is_401_with_the_json_error(server, header):
    request = urllib.request.Request(f"{server}/mcp", data=b"{}", method="POST")
    if header:
        request.add_header("Authorization", header)
    with pytest.raises(urllib.error.HTTPError) as failed:
        urllib.request.urlopen(request, timeout=10)
    assert failed.value.code == 401
    assert failed.value.headers["WWW-Authenticate"].startswith("Bearer resource_metadata=")
    assert set(json.loads(failed.value.read())["error"]) == {"code", "message"}


def test_the_protected_resource_metadata_names_the_endpoint(server):
    with urllib.request.urlopen(f"{server}/.well-known/oauth-protected-resource/mcp", timeout=10) as response:
        metadata = json.load(response)
    assert metadata["resource"].endswith("/mcp") and metadata["authorization_servers"]


def test_a_session_belongs_to_the_token_that_opened_it(server):
    accept = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
    listing = json.dumps({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}).encode()
    # one token each: the session is the token's, and a token signed a second later is another one
    tokens = {user: token(server, user) for user in ("sessionowner", "thief")}

    def post(user: str, body: bytes, session: str | None = None) -> tuple[int, str | None]:
        headers = {**accept, "Authorization": f"Bearer {tokens[user]}"} | (
            {"Mcp-Session-Id": session, "Mcp-Protocol-Version": "2025-11-25"} if session else {}
        )
        request = urllib.request.Request(f"{server}/mcp", data=body, method="POST", headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, response.headers.get("Mcp-Session-Id")
        except urllib.error.HTTPError as error:
            return error.code, None

    status, session = post("sessionowner", json.dumps(initialize).encode())
    assert status == 200 and session
    assert post("thief", listing, session)[0] == 404
    assert post("sessionowner", listing, session)[0] == 200


@pytest.mark.parametrize("mode", [LEGACY, MODERN])
def test_stdio_on_the_embedded_defaults(tmp_path, mode):
    parameters = stdio({"MOSS_DATA_DIR": str(tmp_path), "MOSS_TIMEZONE": "Asia/Seoul"})

    async def calls() -> tuple[dict, dict, dict]:
        answer = answering("accept", "approve")
        async with Client(parameters, mode=mode, elicitation_callback=answer) as client:  # type: ignore[arg-type]
            first = structured(await remember("8월 12일 휴가야")(client))
            second = structured(await remember("8월 12일 오후 3시에 디자인 리뷰 잡아줘")(client))
            return first, second, structured(await client.call_tool("list_facts", {"status": "active"}))

    first, second, listed = run_async(calls())
    assert (first["status"], second["status"]) == ("SUCCESS", "SUCCESS")
    assert len(listed["facts"]) == 2
    assert (tmp_path / "moss.db").exists()


@pytest.mark.parametrize("mode", [LEGACY, MODERN])
def test_stdio_against_a_deployed_moss(server, tmp_path, mode):
    """MOSS_URL + MOSS_TOKEN: the tools write to the server as the token's user, nothing locally."""
    user = f"remote-{mode[:3]}"
    parameters = stdio({"MOSS_URL": server, "MOSS_TOKEN": token(server, user), "MOSS_DATA_DIR": str(tmp_path)})

    async def calls() -> tuple[dict, ...]:
        answer = answering("accept", "approve")
        async with Client(parameters, mode=mode, elicitation_callback=answer) as client:  # type: ignore[arg-type]
            first = structured(await remember("8월 19일 휴가야")(client))
            second = structured(await remember("8월 19일 오후 3시에 디자인 리뷰 잡아줘")(client))
            recalled = structured(await client.call_tool("recall", {"question": "8월 19일에 뭐 있어?", **ZONE}))
            explained = structured(await client.call_tool("explain", {"fact_id": second["committed"][0]["id"]}))
            undone = structured(await client.call_tool("undo", {}))
            listed = structured(await client.call_tool("list_facts", {"status": "active"}))
            return first, second, recalled, explained, undone, listed

    first, second, recalled, explained, undone, listed = run_async(calls())
    assert (first["status"], second["status"]) == ("SUCCESS", "SUCCESS")
    assert "디자인 리뷰" in recalled["answer"]
    assert explained["created_by"]["text"] == "8월 19일 오후 3시에 디자인 리뷰 잡아줘"
    assert undone["status"] == "SUCCESS" and "되돌렸습니다" in undone["reply"]
    assert [fact["predicate"] for fact in listed["facts"]] == ["vacation"]
    on_the_server = ApiClient(server, token(server, user)).memories("active")
    assert [fact["id"] for fact in on_the_server] == [fact["id"] for fact in listed["facts"]]
    assert not (tmp_path / "moss.db").exists()


def test_stdio_against_a_deployed_moss_refuses_a_bad_token(server, tmp_path):
    environment = {**os.environ, "MOSS_URL": server, "MOSS_TOKEN": "not-a-token", "MOSS_DATA_DIR": str(tmp_path)}
    started = subprocess.run(
        [sys.executable, "-m", "moss.mcp"], cwd=REPO, env=environment, capture_output=True, text=True, timeout=30
    )
    assert started.returncode == 2 and "token" in started.stderr, started.stderr
