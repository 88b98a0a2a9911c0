"""The webhook's edges: secret, malformed bodies, redelivery, update kinds MOSS ignores, failures."""

from __future__ import annotations

import functools
from dataclasses import replace

import pytest

from moss.usecases import UseCases
from moss.usecases.memories import ListMemories

from ..apps import function_client, installed_app
from ..fakes import ScriptedParser
from .conftest import ALICE, SCRIPT, Telegram, private_chat, settings

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
ALICE_ID = f"tg:{ALICE['id']}"


def nothing_recorded(moss_app) -> bool:
    return moss_app.usecases.deps.messages.list_messages(ALICE_ID) == [] and moss_app.usecases.deps.parser.calls == []


@pytest.mark.parametrize("secret", [None, "", "moss-test_secret-12", "moss-test_secret-1234"])
def test_a_wrong_or_missing_secret_is_401_and_nothing_happens(telegram, moss_app, secret):
    update = telegram.update(message=telegram.message(VACATION))
    response = telegram.post(update, secret=secret)
    assert response.status_code == 401
    assert response.get_json()["error"]["code"] == "invalid_secret"
    assert nothing_recorded(moss_app)
    assert telegram.post(update).get_json()["method"] == "sendMessage", "the rejected update was not remembered"


def test_without_a_configured_secret_the_webhook_is_404(clock):
    with installed_app(settings(telegram_secret=None), clock=clock, parser=ScriptedParser(SCRIPT)):
        telegram = Telegram(function_client("telegram_webhook"))
        response = telegram.post(telegram.update(message=telegram.message(VACATION)), secret="anything")
        assert response.status_code == 404 and response.get_json()["error"]["code"] == "not_found"


@pytest.mark.parametrize(
    "body",
    [
        "{not json",
        "",
        "[1, 2]",
        '"update"',
        {"message": {"message_id": 1, "date": 0, "chat": {"id": 1, "type": "private"}}},
        {"update_id": "12"},
        {"update_id": True},
        {"update_id": 12, "message": {"message_id": 1, "date": 0, "chat": {"id": "one", "type": "private"}}},
        {"update_id": 12, "message": {"message_id": 1, "chat": {"id": 1, "type": "private"}}},
        {"update_id": 12, "callback_query": {"id": "1", "data": "approve:p_1"}},
    ],
)
def test_a_malformed_update_is_400_and_changes_nothing(telegram, moss_app, body):
    response = telegram.post(body)
    assert response.status_code == 400
    assert response.get_json()["error"]["code"] in {"invalid_json", "invalid_request"}
    assert nothing_recorded(moss_app)


def test_a_redelivered_update_changes_nothing(telegram, moss_app):
    update = telegram.update(message=telegram.message(VACATION))
    first = telegram.post(update)
    assert first.get_json()["method"] == "sendMessage"
    again = telegram.post(update)
    assert again.status_code == 200 and again.get_json() == {}
    assert len(moss_app.usecases.deps.messages.list_messages(ALICE_ID)) == 1
    assert len(moss_app.usecases.handle(ListMemories(ALICE_ID)).facts) == 1


def test_an_edited_message_is_not_applied(telegram, moss_app):
    edited = telegram.message(VACATION, edit_date=1784178300)
    call = telegram.post(telegram.update(edited_message=edited)).get_json()
    assert call == {
        "method": "sendMessage",
        "chat_id": ALICE["id"],
        "text": "I don't follow edits, so nothing changed. Send the corrected text as a new message.",
    }
    assert nothing_recorded(moss_app)


def test_stickers_and_photos_get_a_polite_reply(telegram, moss_app):
    sticker = {
        "file_id": "CAACAgIAAxkBAAIB",
        "file_unique_id": "AgAD",
        "type": "regular",
        "width": 512,
        "height": 512,
        "is_animated": False,
        "is_video": False,
        "emoji": "👍",
    }
    photo = [{"file_id": "AgACAgIAAxkBAAIC", "file_unique_id": "AQAD", "width": 90, "height": 60}]
    for extra in ({"sticker": sticker}, {"photo": photo, "caption": VACATION}):
        call = telegram.post(telegram.update(message=telegram.message(**extra))).get_json()
        assert call["method"] == "sendMessage" and call["text"].startswith("I can only read text.")
    assert nothing_recorded(moss_app)


def test_group_messages_are_ignored_and_commands_there_are_redirected(telegram, moss_app):
    group = {"id": -1001234567890, "title": "Team", "type": "supergroup"}
    chatter = telegram.post(telegram.update(message=telegram.message(VACATION, chat=group)))
    assert chatter.status_code == 200 and chatter.get_json() == {}
    command = telegram.post(
        telegram.update(message=telegram.message("/memories@moss_memory_bot", chat=group))
    ).get_json()
    assert command["chat_id"] == group["id"]
    assert command["text"] == "MOSS keeps personal calendars, so I only work in a private chat with me."
    assert nothing_recorded(moss_app)


@pytest.mark.parametrize(
    "kind",
    [
        {
            "channel_post": {
                "message_id": 5,
                "date": 1784178000,
                "chat": {"id": -100987, "type": "channel"},
                "text": "hi",
            }
        },
        {
            "my_chat_member": {
                "chat": private_chat(ALICE),
                "from": ALICE,
                "date": 1784178000,
                "old_chat_member": {"status": "member"},
                "new_chat_member": {"status": "kicked"},
            }
        },
        {"inline_query": {"id": "1", "from": ALICE, "query": "friday", "offset": ""}},
    ],
)
def test_unknown_update_kinds_are_acknowledged(telegram, moss_app, kind):
    response = telegram.post(telegram.update(**kind))
    assert response.status_code == 200 and response.get_json() == {}
    assert nothing_recorded(moss_app)


class ExplodingParser(ScriptedParser):
    def parse(self, text, *, now, timezone, titles=()):
        raise RuntimeError("the parser fell over")


def test_an_unexpected_failure_is_answered_200_with_an_apology(telegram, moss_app, caplog):
    moss_app.usecases = UseCases(replace(moss_app.usecases.deps, parser=ExplodingParser()))
    response = telegram.post(telegram.update(message=telegram.message(VACATION)))
    assert response.status_code == 200, "Telegram retries anything else forever"
    assert response.get_json()["text"].startswith("Sorry, something went wrong on my side and nothing was saved.")
    assert "the parser fell over" in caplog.text
    assert moss_app.usecases.handle(ListMemories(ALICE_ID)).facts == []


def test_the_local_server_routes_only_the_exact_webhook_path(moss_app):
    local = Telegram(function_client())
    post = functools.partial(local.post, local.update(message=local.message(VACATION)))
    assert post(path="/webhook/other").status_code == 404, "no such path: neither a route nor a file of the web client"
    assert local.client.get("/webhook/other").status_code == 404
    assert post(path="/webhook/telegram", secret="wrong").status_code == 401
    call = post(path="/webhook/telegram").get_json()
    assert call["method"] == "sendMessage" and call["text"].startswith("Saved: vacation")
    assert len(moss_app.usecases.handle(ListMemories(ALICE_ID)).facts) == 1
