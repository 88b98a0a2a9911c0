"""Limits and quotas through the Telegram webhook: a refusal in the user's language, answered 200
(Telegram redelivers anything else), and a quota per chat and per Telegram user."""

from __future__ import annotations

import pytest

from ..apps import function_client, installed_app
from ..fakes import ScriptedParser, meeting, write
from .conftest import ALICE, MALLORY, MINJI, SCRIPT, Telegram, settings

CENTURY_OF_MEETINGS = "매일 회의, 300년 동안"


@pytest.fixture
def limited(clock):
    many = [meeting("회의", 1, 9).model_copy(update={"object_value": f"회의 {n}"}) for n in range(101)]
    script = {**SCRIPT, CENTURY_OF_MEETINGS: write(*many, language="ko")}
    with installed_app(settings(rate_limit="3/minute"), clock=clock, parser=ScriptedParser(script)):
        yield Telegram(function_client("telegram_webhook"))


def test_a_write_beyond_the_limits_is_refused_in_the_users_language(limited):
    call = limited.say(CENTURY_OF_MEETINGS, user=MINJI)
    assert call["method"] == "sendMessage" and call["chat_id"] == MINJI["id"]
    assert call["text"].startswith("한 번에 100개가 넘는 일정은 등록할 수 없어요")


def test_each_chat_has_its_quota_and_hears_when_to_try_again(limited):
    answers = [limited.say("/help")["text"] for _ in range(4)]
    assert all(text.startswith("Commands") for text in answers[:3])
    assert answers[3].startswith("Too many requests; try again in ") and answers[3].endswith(" seconds.")
    assert limited.say("/help", user=MALLORY)["text"].startswith("Commands"), "another chat is not held up"
    assert limited.say("/help", user=ALICE)["text"].startswith("Too many requests")
