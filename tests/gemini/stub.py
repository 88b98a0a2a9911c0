"""A local HTTP server speaking the Gemini REST API's generateContent, for the real google-genai client.

It records every request (path, headers, JSON body) and answers from a queue of scripted
replies, then from a `model`: a function of the request body that plays the model.
"""

from __future__ import annotations

import json
import re
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

# The Gemini API's path, and Vertex AI's (express mode, without a project).
GENERATE_PATH = re.compile(
    r"^/(?P<version>v1(?:beta1?)?)/(?:publishers/google/)?models/(?P<model>[^/:]+):generateContent$"
)


@dataclass
class Reply:
    status: int = 200
    body: str = ""
    hang_seconds: float = 0.0


def text_reply(text: str, finish_reason: str = "STOP") -> Reply:
    candidate = {"content": {"parts": [{"text": text}], "role": "model"}, "finishReason": finish_reason, "index": 0}
    return Reply(body=json.dumps({"candidates": [candidate], "modelVersion": "stub"}))


def blocked_reply(finish_reason: str) -> Reply:
    """A candidate without text, as when the model stops for safety."""
    candidate = {"content": {"parts": [], "role": "model"}, "finishReason": finish_reason}
    return Reply(body=json.dumps({"candidates": [candidate]}))


def error_reply(status: int, reason: str) -> Reply:
    return Reply(status=status, body=json.dumps({"error": {"code": status, "message": reason, "status": reason}}))


def hang_reply(seconds: float) -> Reply:
    return Reply(hang_seconds=seconds, body=text_reply("{}").body)


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]

    @property
    def system_instruction(self) -> str:
        return "".join(part["text"] for part in self.body.get("systemInstruction", {}).get("parts", []))

    @property
    def prompt(self) -> str:
        return "".join(part["text"] for content in self.body["contents"] for part in content["parts"])

    @property
    def generation_config(self) -> dict[str, Any]:
        return self.body.get("generationConfig", {})


@dataclass
class GeminiStub:
    model: Callable[[Recorded], Reply] = field(default=lambda request: error_reply(500, "INTERNAL"))
    replies: deque[Reply] = field(default_factory=deque)
    requests: list[Recorded] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._default_model = self.model
        self._released = threading.Event()
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                recorded = Recorded(path=self.path.split("?")[0], headers=dict(self.headers), body=json.loads(raw))
                stub.requests.append(recorded)
                if not GENERATE_PATH.match(recorded.path):
                    reply = error_reply(404, "NOT_FOUND")
                else:
                    reply = stub.replies.popleft() if stub.replies else stub.model(recorded)
                if reply.hang_seconds:
                    stub._released.wait(reply.hang_seconds)  # a hang never answers
                    return
                self.send_response(reply.status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(reply.body.encode())))
                self.end_headers()
                self.wfile.write(reply.body.encode())

            def log_message(self, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def reset(self) -> GeminiStub:
        """Forget what was asked and scripted, for the next test."""
        self.model = self._default_model
        self.replies.clear()
        self.requests.clear()
        return self

    def start(self) -> GeminiStub:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._released.set()
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()
