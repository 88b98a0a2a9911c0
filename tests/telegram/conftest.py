"""The Telegram webhook function on in-memory stores, fed real-shaped Bot API updates."""

from __future__ import annotations

import itertools
import json
from datetime import datetime

import pytest

from moss.bootstrap import App
from moss.settings import Settings

from ..apps import app_settings, function_client, installed_app
from ..fakes import SEED_NOW, SEED_SCRIPT, ScriptedParser, meeting, vacation, write

SECRET = "moss-test_secret-123"
SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token"
BOT = {"id": 7000000001, "is_bot": True, "first_name": "MOSS", "username": "moss_memory_bot"}
ALICE = {"id": 111111111, "is_bot": False, "first_name": "Alice", "username": "alice", "language_code": "en"}
MALLORY = {"id": 666666666, "is_bot": False, "first_name": "Mallory", "language_code": "en"}
MINJI = {"id": 222222222, "is_bot": False, "first_name": "민지", "language_code": "ko"}

SCRIPT = {
    **SEED_SCRIPT,
    "금요일에 휴가야": write(vacation(17), language="ko"),
    "금요일 10시 개발팀 회의": write(meeting("개발팀 회의", 17, 10), language="ko"),
}


def private_chat(user: dict) -> dict:
    return {"id": user["id"], "first_name": user["first_name"], "type": "private"}


class Telegram:
    """Plays Telegram's side: numbers updates, shapes them like the Bot API, posts them."""

    def __init__(self, client) -> None:
        self.client = client
        self._update_ids = itertools.count(500000001)
        self._message_ids = itertools.count(1001)
        self.pressed: dict | None = None  # the bot message whose button was pressed last

    def post(self, body: dict | str | bytes, *, secret: str | None = SECRET, path: str = "/"):
        headers = {SECRET_HEADER: secret} if secret is not None else {}
        data = body if isinstance(body, (str, bytes)) else json.dumps(body)
        return self.client.post(path, data=data, headers=headers, content_type="application/json")

    def update(self, **kind: dict) -> dict:
        return {"update_id": next(self._update_ids), **kind}

    def message(
        self,
        text: str | None = None,
        *,
        user: dict = ALICE,
        chat: dict | None = None,
        date: datetime = SEED_NOW,
        **extra,
    ) -> dict:
        message = {
            "message_id": next(self._message_ids),
            "from": user,
            "chat": chat or private_chat(user),
            "date": int(date.timestamp()),
            **extra,
        }
        if text is not None:
            message["text"] = text
            if text.startswith("/"):
                message["entities"] = [{"offset": 0, "length": len(text.split(" ")[0]), "type": "bot_command"}]
        return message

    def say(self, text: str, **options) -> dict:
        """Send a text message; returns the method call MOSS answered with."""
        response = self.post(self.update(message=self.message(text, **options)))
        assert response.status_code == 200, response.get_data(as_text=True)
        return response.get_json()

    def press(self, reply: dict, button: int, *, user: dict = ALICE, chat_of: dict = ALICE) -> dict:
        """Press the n-th inline button under the bot message that `reply` sent to `chat_of`'s private chat."""
        self.pressed = self.message(
            reply["text"], user=BOT, chat=private_chat(chat_of), reply_markup=reply["reply_markup"]
        )
        data = reply["reply_markup"]["inline_keyboard"][button][0]["callback_data"]
        query = {
            "id": f"{next(self._update_ids)}77",
            "from": user,
            "message": self.pressed,
            "chat_instance": "-5326453218976543210",
            "data": data,
        }
        response = self.post(self.update(callback_query=query))
        assert response.status_code == 200, response.get_data(as_text=True)
        return response.get_json()


def settings(**overrides: object) -> Settings:
    return app_settings(**({"telegram_secret": SECRET} | overrides))


@pytest.fixture
def moss_app(clock):
    with installed_app(settings(), clock=clock, parser=ScriptedParser(SCRIPT)) as app:
        yield app


@pytest.fixture
def telegram(moss_app: App) -> Telegram:
    return Telegram(function_client("telegram_webhook"))


@pytest.fixture
def rules_app(clock):
    """The bot on the rule parser, which asks the questions and reads their answers."""
    with installed_app(settings(), clock=clock) as app:
        yield app


@pytest.fixture
def bot(rules_app) -> Telegram:
    return Telegram(function_client("telegram_webhook"))
