"""Follow-up answers in Telegram: a question's suggestions are inline buttons; a tap sends the
answer as the user's next utterance and completes the write; a typed answer works the same."""

from __future__ import annotations

import re

import pytest

from moss.domain.models import FactStatus
from moss.domain.texts import say
from moss.usecases.memories import ListMemories

from .conftest import ALICE, MALLORY, MINJI


def active(app, user: dict) -> list[tuple[str, str, str]]:
    facts = app.usecases.handle(ListMemories(f"tg:{user['id']}", status=FactStatus.ACTIVE)).facts
    return [(f.object_value, f.start_time.isoformat(), f.end_time.isoformat()) for f in facts]


@pytest.mark.parametrize(
    ("user", "question", "labels", "tapped", "start", "end"),
    [
        (
            ALICE,
            "I'm taking a half day on Friday",
            ["In the morning", "In the afternoon"],
            1,
            "2026-07-17T14:00:00+09:00",
            "2026-07-17T18:00:00+09:00",
        ),
        (
            MINJI,
            "금요일 반차 쓸게",
            ["오전 반차", "오후 반차"],
            0,
            "2026-07-17T09:00:00+09:00",
            "2026-07-17T13:00:00+09:00",
        ),
    ],
)
def test_tapping_a_suggestion_answers_the_question(bot, rules_app, user, question, labels, tapped, start, end):
    ask = bot.say(question, user=user)
    keyboard = ask["reply_markup"]["inline_keyboard"]
    assert [[button["text"] for button in row] for row in keyboard] == [[label] for label in labels]
    assert all(
        re.fullmatch(f"say:[0-9a-f]{{8}}:{re.escape(row[0]['text'])}", row[0]["callback_data"]) for row in keyboard
    )
    assert active(rules_app, user) == []

    edit = bot.press(ask, tapped, user=user, chat_of=user)

    assert edit["method"] == "editMessageText" and edit["message_id"] == bot.pressed["message_id"]
    assert edit["text"].startswith(f"{ask['text']}\n\n» {labels[tapped]}\n")
    [undo] = edit["reply_markup"]["inline_keyboard"]
    assert [button["text"] for button in undo] == [say("tg_undo", user["language_code"])], "the suggestions give way"
    assert active(rules_app, user) == [("Vacation", start, end)]


def test_a_typed_answer_completes_the_write_with_its_title(bot, rules_app):
    ask = bot.say("Schedule a dev team meeting for Friday")
    assert ask["text"] == "What time should I schedule it?" and "reply_markup" not in ask, "an open question"

    saved = bot.say("10 AM")

    assert saved["method"] == "sendMessage" and "dev team meeting" in saved["text"]
    assert active(rules_app, ALICE) == [("dev team meeting", "2026-07-17T10:00:00+09:00", "2026-07-17T11:00:00+09:00")]


def test_another_users_tap_on_a_suggestion_changes_nothing(bot, rules_app):
    ask = bot.say("I'm taking a half day on Friday")

    call = bot.press(ask, 1, user=MALLORY)

    assert call["method"] == "answerCallbackQuery"
    assert active(rules_app, ALICE) == [] and active(rules_app, MALLORY) == []
    bot.press(ask, 1)
    assert [title for title, *_ in active(rules_app, ALICE)] == ["Vacation"], "the question is still Alice's"


def test_a_suggestion_whose_question_is_gone_changes_nothing(bot, rules_app):
    ask = bot.say("Schedule a call at 10am and 3pm tomorrow")
    bot.say("What do I have tomorrow?")  # not an answer: the question is dropped

    tap = bot.press(ask, 1)

    assert tap["method"] == "answerCallbackQuery" and tap["text"] == say("tg_question_answered", "en")
    assert active(rules_app, ALICE) == []


def test_a_late_tap_answers_its_own_question_or_nothing(bot, rules_app):
    """Friday's half-day buttons, tapped after Monday's half day was asked, must not book Monday."""
    friday = bot.say("I'm taking a half day on Friday")
    bot.say("In the morning")  # answered by typing: Friday's buttons stay on screen
    monday = bot.say("I'm taking a half day on Monday")

    late = bot.press(friday, 1)

    assert late["method"] == "answerCallbackQuery" and late["text"] == say("tg_question_answered", "en")
    assert active(rules_app, ALICE) == [("Vacation", "2026-07-17T09:00:00+09:00", "2026-07-17T13:00:00+09:00")]
    assert bot.press(monday, 1)["method"] == "editMessageText"
    assert len(active(rules_app, ALICE)) == 2


def test_a_second_tap_on_an_answered_question_leaves_the_reply_alone(bot, rules_app):
    ask = bot.say("I'm taking a half day on Friday")
    assert bot.press(ask, 1)["method"] == "editMessageText"

    again = bot.press(ask, 1)

    assert again["method"] == "answerCallbackQuery" and again["text"] == say("tg_question_answered", "en")
    assert len(active(rules_app, ALICE)) == 1
