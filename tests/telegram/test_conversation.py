"""Text messages and confirmation buttons: parse -> lint_commit or query, answered in the response body."""

from __future__ import annotations

from datetime import timedelta

from moss.domain.models import FactDraft, FactStatus
from moss.domain.ontology import MAX_TITLE_LENGTH
from moss.domain.texts import say
from moss.entrypoints.telegram import MAX_MESSAGE_LENGTH, telegram_length
from moss.usecases.memories import ListMemories

from ..fakes import SEED_NOW, at, meeting, write
from .conftest import ALICE, MALLORY, MINJI

VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
MEETING = "Schedule a dev team meeting for Friday at 10 AM."
QUESTION = "Summarize my schedule for Friday at 10 AM."
ALICE_ID = f"tg:{ALICE['id']}"


def active(moss_app, user: str = ALICE_ID) -> list[str]:
    return [f.object_value for f in moss_app.usecases.handle(ListMemories(user, status=FactStatus.ACTIVE)).facts]


def test_a_write_is_stored_under_the_telegram_user_and_answered_with_send_message(telegram, moss_app):
    call = telegram.say(VACATION, date=SEED_NOW - timedelta(minutes=5))
    assert call["method"] == "sendMessage" and call["chat_id"] == ALICE["id"]
    assert call["text"].startswith("Saved: vacation (all day Fri Jul 17)")
    assert active(moss_app) == ["Vacation"]
    assert moss_app.usecases.handle(ListMemories("111111111")).facts == [], "Telegram users live in their own namespace"
    [message] = moss_app.usecases.deps.messages.list_messages(ALICE_ID)
    undo = {"text": "Undo", "callback_data": f"undo:{message.message_id}"}
    assert call["reply_markup"] == {"inline_keyboard": [[undo]]}, "a write that changed memory can be undone"
    assert message.channel == "telegram" and message.text == VACATION
    assert message.received_at == SEED_NOW - timedelta(minutes=5), "now is the message's date"
    assert message.timezone == "Asia/Seoul"


def test_a_query_is_answered_from_active_facts_only(telegram):
    telegram.say(VACATION)
    call = telegram.say(QUESTION)
    assert call["method"] == "sendMessage"
    assert call["text"] == "You have no meetings on Fri Jul 17 10:00–11:00: you are on vacation (all day Fri Jul 17)."


def test_unknown_and_timeless_writes_get_the_parse_reply(telegram, moss_app):
    assert telegram.say("What's the weather?")["text"] == "I can only keep your calendar."
    assert telegram.say("Schedule a meeting")["text"] == "What time should I schedule it?"
    assert active(moss_app) == []


def test_seed_scenario_approve_through_the_inline_keyboard(telegram, moss_app):
    telegram.say(VACATION)
    ask = telegram.say(MEETING)
    assert (
        ask["text"] == "'dev team meeting' (Fri Jul 17 10:00–11:00) falls on your vacation (all day Fri Jul 17)."
        " Schedule it anyway?"
    )
    keyboard = ask["reply_markup"]["inline_keyboard"]
    assert [[button["text"] for button in row] for row in keyboard] == [
        ["Schedule meeting during vacation"],
        ["Cancel"],
    ]
    [pending_id] = {row[0]["callback_data"].split(":", 1)[1] for row in keyboard}
    assert [row[0]["callback_data"] for row in keyboard] == [f"approve:{pending_id}", f"cancel:{pending_id}"]
    assert all(len(row[0]["callback_data"].encode()) <= 64 for row in keyboard)
    assert moss_app.usecases.deps.working.get_pending(pending_id).user_id == ALICE_ID
    assert active(moss_app) == ["Vacation"], "nothing is written while waiting"

    edit = telegram.press(ask, 0)
    [_, written] = moss_app.usecases.deps.messages.list_messages(ALICE_ID)
    assert edit == {
        "method": "editMessageText",
        "chat_id": ALICE["id"],
        "message_id": telegram.pressed["message_id"],
        "text": ask["text"] + "\n\nSaved: 'dev team meeting' (Fri Jul 17 10:00–11:00).",
        "reply_markup": {"inline_keyboard": [[{"text": "Undo", "callback_data": f"undo:{written.message_id}"}]]},
    }, "the outcome replaces the question, and Undo the decision's buttons"
    assert sorted(active(moss_app)) == ["Vacation", "dev team meeting"]
    assert telegram.press(ask, 0) == edit | {"message_id": telegram.pressed["message_id"]}, "a second tap is idempotent"
    assert sorted(active(moss_app)) == ["Vacation", "dev team meeting"]

    changed_mind = telegram.press(ask, 1)
    assert changed_mind["text"].endswith("This was already decided the other way, so nothing changed.")
    assert sorted(active(moss_app)) == ["Vacation", "dev team meeting"]


def test_cancel_writes_nothing(telegram, moss_app):
    telegram.say(VACATION)
    edit = telegram.press(telegram.say(MEETING), 1)
    assert edit["method"] == "editMessageText" and edit["text"].endswith("Cancelled: nothing was saved.")
    assert active(moss_app) == ["Vacation"]


def test_another_users_tap_changes_nothing(telegram, moss_app):
    telegram.say(VACATION)
    ask = telegram.say(MEETING)
    intruder = telegram.press(ask, 0, user=MALLORY)
    assert intruder["method"] == "answerCallbackQuery" and intruder["show_alert"] is True
    assert intruder["text"] == "This button is not yours, so nothing changed."
    assert active(moss_app) == ["Vacation"] and active(moss_app, f"tg:{MALLORY['id']}") == []
    assert telegram.press(ask, 0)["text"].endswith("Saved: 'dev team meeting' (Fri Jul 17 10:00–11:00).")


def test_an_expired_confirmation_is_edited_politely(telegram, moss_app, clock):
    telegram.say(VACATION)
    ask = telegram.say(MEETING)
    clock.advance(timedelta(minutes=31))
    edit = telegram.press(ask, 0)
    assert edit["method"] == "editMessageText" and "reply_markup" not in edit
    assert edit["text"].endswith("This confirmation expired, so nothing was saved. Send the message again to retry.")
    assert active(moss_app) == ["Vacation"]


def test_a_calendar_change_while_waiting_is_reported_not_committed(telegram, moss_app):
    telegram.say(MEETING)
    ask = telegram.say("Book a design review Friday at 10:30.")
    assert ask["reply_markup"]["inline_keyboard"][0][0]["text"] == "Replace the existing meeting"
    assert telegram.say(VACATION)["text"].startswith("Saved: vacation")
    edit = telegram.press(ask, 0)
    assert edit["text"].endswith(
        "Your calendar changed since I asked, so nothing was saved. Send the message again to retry."
    )
    assert active(moss_app) == ["Vacation"]


def test_malformed_button_data_is_answered_without_editing(telegram):
    telegram.say(VACATION)
    ask = telegram.say(MEETING)
    ask["reply_markup"]["inline_keyboard"][0][0]["callback_data"] = "delete:everything"
    call = telegram.press(ask, 0)
    assert (
        call["method"] == "answerCallbackQuery"
        and call["text"] == "This button is not valid any more; nothing changed."
    )


def test_replies_follow_the_language_of_the_message(telegram, moss_app):
    minji = f"tg:{MINJI['id']}"
    assert telegram.say("금요일에 휴가야", user=MINJI)["text"] == "저장했습니다: 휴가 (7월 17일(금) 종일)."
    ask = telegram.say("금요일 10시 개발팀 회의", user=MINJI)
    assert ask["text"].endswith("그래도 잡을까요?")
    assert [row[0]["text"] for row in ask["reply_markup"]["inline_keyboard"]] == ["휴가 중에 회의 잡기", "취소"]
    pending_id = ask["reply_markup"]["inline_keyboard"][0][0]["callback_data"].split(":", 1)[1]
    assert moss_app.usecases.deps.working.get_pending(pending_id).user_id == minji


def test_a_message_over_the_parse_limit_gets_a_polite_reply(telegram, moss_app):
    call = telegram.say("meeting " * 300)
    assert call["text"] == "That message is too long for me: at most 2000 characters, please."
    assert moss_app.usecases.deps.messages.list_messages(ALICE_ID) == []


def long_title(number: int) -> str:
    """A title of the longest allowed length, with commas in it."""
    head = f"Quarterly planning {number}, budget, hiring, roadmap and "
    return (head + "x" * MAX_TITLE_LENGTH)[:MAX_TITLE_LENGTH]


def test_approving_a_write_over_31_long_meetings_shows_the_outcome(telegram, moss_app):
    script = moss_app.usecases.deps.parser.script
    script["31 meetings"] = write(*(meeting(long_title(day), day, 10) for day in range(1, 32)))
    month = FactDraft(
        predicate="meeting", object_value=long_title(0), start_time=at(1), end_time=at(1) + timedelta(days=31)
    )
    script["a month-long meeting"] = write(month)
    telegram.say("31 meetings")
    ask = telegram.say("a month-long meeting")
    assert telegram_length(ask["text"]) <= MAX_MESSAGE_LENGTH and ask["text"].endswith(say("tg_truncated", "en"))

    edit = telegram.press(ask, 0)
    outcome = say("tg_saved_replacing", "en", saved=f"'{long_title(0)}' (Wed Jul 1 – Fri Jul 31 (all day))", count=31)
    assert telegram_length(edit["text"]) <= MAX_MESSAGE_LENGTH
    assert edit["text"].endswith("\n\n" + outcome), "the outcome, whole, ends the edited message"
    assert edit["text"].count(say("tg_truncated", "en")) == 1, "the echoed question is cut, once"
    assert edit["text"].startswith(ask["text"][:1000])
    assert active(moss_app) == [long_title(0)]
