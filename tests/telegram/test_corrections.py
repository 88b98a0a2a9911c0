"""Correcting memory in Telegram: cancels by text, a choice among candidates, the Undo button
and /undo, /why after a change; English and Korean. The parses are scripted (as in
tests/unit/test_corrections.py): these tests pin the bot's buttons and replies."""

from __future__ import annotations

import pytest

from moss.domain.models import FactStatus, Intent, Interval, Operation, ParseResult, Target
from moss.entrypoints.telegram import MAX_CALLBACK_DATA_BYTES
from moss.usecases.memories import ListMemories

from ..fakes import CORRECTION_SCRIPT, at, meeting, write
from .conftest import ALICE, MALLORY, MINJI

ALICE_ID, MINJI_ID = f"tg:{ALICE['id']}", f"tg:{MINJI['id']}"


def cancel(target: Target, language: str = "en") -> ParseResult:
    return ParseResult(intent=Intent.WRITE, operation=Operation.CANCEL, target=target, language=language)


MONDAY = Interval(start_time=at(20), end_time=at(21))
SCRIPT = CORRECTION_SCRIPT | {
    "Move the review": ParseResult(
        intent=Intent.WRITE, operation=Operation.CHANGE, target=Target(title="review"), reply="To when?"
    ),
    "Customer call Monday at 4pm": write(meeting("customer call", 20, 16)),
    "Undo that": ParseResult(intent=Intent.WRITE, operation=Operation.UNDO),
    "월요일 10시 개발 회의": write(meeting("개발 회의", 20, 10), language="ko"),
    "화요일 10시 개발 회의": write(meeting("개발 회의", 21, 10), language="ko"),
    "개발 회의 취소해줘": cancel(Target(title="개발 회의"), language="ko"),
}
MONDAY_SYNC = "'dev sync' (Mon Jul 20 10:00–11:00)"
TUESDAY_SYNC = "'dev sync' (Tue Jul 21 10:00–11:00)"


@pytest.fixture(autouse=True)
def corrections(moss_app):
    moss_app.usecases.deps.parser.script.update(SCRIPT)


def active(moss_app, user: str = ALICE_ID) -> list[tuple[str, str]]:
    facts = moss_app.usecases.handle(ListMemories(user, status=FactStatus.ACTIVE)).facts
    return sorted((f.object_value, f.start_time.isoformat()) for f in facts)


def buttons(call: dict) -> list[tuple[str, str]]:
    """Each inline button as (label, callback_data), the rows in order; none when there is no keyboard."""
    rows = call.get("reply_markup", {}).get("inline_keyboard", [])
    return [(button["text"], button["callback_data"]) for row in rows for button in row]


def message_id(moss_app, text: str, user: str = ALICE_ID) -> str:
    [said] = [m for m in moss_app.usecases.deps.messages.list_messages(user) if m.text == text]
    return said.message_id


def test_a_cancel_by_text_is_answered_with_what_it_did_and_undo(telegram, moss_app):
    telegram.say("Dev sync Monday at 10")
    cancelled = telegram.say("Cancel the dev sync")
    assert cancelled["method"] == "sendMessage" and cancelled["text"] == f"Cancelled: {MONDAY_SYNC}."
    assert buttons(cancelled) == [("Undo", f"undo:{message_id(moss_app, 'Cancel the dev sync')}")]
    assert active(moss_app) == []


def test_nothing_changed_is_said_without_buttons(telegram, moss_app):
    telegram.say("Dev sync Monday at 10")
    missing = telegram.say("Cancel the standup")
    assert missing["text"] == "I looked for 'standup' to cancel and found none, so nothing changed."
    duplicate = telegram.say("Dev sync Monday at 10")
    assert duplicate["text"] == f"Already on your calendar: {MONDAY_SYNC}. Nothing changed."
    assert buttons(missing) == buttons(duplicate) == []
    assert active(moss_app) == [("dev sync", at(20, 10).isoformat())]


def test_a_correction_that_asks_back_shows_the_question(telegram, moss_app):
    telegram.say("Review Monday at 3pm")
    asked = telegram.say("Move the review")
    assert asked["text"] == "To when?" and buttons(asked) == []
    assert active(moss_app) == [("review", at(20, 15).isoformat())]


def test_an_ambiguous_cancel_offers_each_candidate_and_the_tap_settles_it(telegram, moss_app):
    telegram.say("Dev sync Monday at 10")
    telegram.say("Dev sync Tuesday at 10")
    asked = telegram.say("Cancel the dev sync")
    assert asked["text"] == f"Several events match: {MONDAY_SYNC}, {TUESDAY_SYNC}. Which one do you mean?"
    [(_, pending)] = {(label, data.split(":", 1)[1]) for label, data in buttons(asked) if label == "Cancel"}
    assert buttons(asked) == [
        ("Mon Jul 20 10:00–11:00 · dev sync", f"c1:{pending}"),
        ("Tue Jul 21 10:00–11:00 · dev sync", f"c2:{pending}"),
        ("Cancel", f"cancel:{pending}"),
    ], "no Undo: nothing changed yet"
    assert all(len(data.encode()) <= MAX_CALLBACK_DATA_BYTES for _, data in buttons(asked))

    chosen = telegram.press(asked, 1)

    assert chosen["method"] == "editMessageText" and chosen["message_id"] == telegram.pressed["message_id"]
    assert chosen["text"] == f"{asked['text']}\n\nCancelled: {TUESDAY_SYNC}."
    assert buttons(chosen) == [("Undo", f"undo:{message_id(moss_app, 'Cancel the dev sync')}")]
    assert active(moss_app) == [("dev sync", at(20, 10).isoformat())]

    undone = telegram.press(chosen, 0)
    assert undone["text"] == f"{chosen['text']}\n\nUndid 'Cancel the dev sync'. Restored: {TUESDAY_SYNC}."
    assert buttons(undone) == [], "an undo is not undone"
    assert len(active(moss_app)) == 2


def test_a_chosen_candidate_that_now_conflicts_asks_again_in_place(telegram, moss_app):
    telegram.say("Dev sync Monday at 10")
    telegram.say("Dev sync Tuesday at 10")
    telegram.say("Customer call Monday at 4pm")
    asked = telegram.say("Move the dev sync to 4pm")

    conflict = telegram.press(asked, 0)

    assert conflict["text"].startswith(asked["text"] + "\n\n") and conflict["text"].endswith("?")
    [(replace, approve), (_, decline)] = buttons(conflict)
    assert (
        replace == "Replace the existing meeting" and approve.startswith("approve:") and decline.startswith("cancel:")
    )
    assert approve.split(":")[1] not in {data.split(":")[1] for _, data in buttons(asked)}, "the next decision's id"
    assert len(active(moss_app)) == 3, "nothing changes while the second question waits"

    replaced = telegram.press(conflict, 0)
    assert replaced["text"].endswith(
        f"Changed {MONDAY_SYNC} to 'dev sync' (Mon Jul 20 16:00–17:00). "
        "Overlapping, now inactive: 'customer call' (Mon Jul 20 16:00–17:00)."
    )
    assert buttons(replaced) == [("Undo", f"undo:{message_id(moss_app, 'Move the dev sync to 4pm')}")]
    assert active(moss_app) == [("dev sync", at(20, 16).isoformat()), ("dev sync", at(21, 10).isoformat())]

    telegram.press(replaced, 0)
    assert active(moss_app) == [
        ("customer call", at(20, 16).isoformat()),
        ("dev sync", at(20, 10).isoformat()),
        ("dev sync", at(21, 10).isoformat()),
    ], "the undo reverts the choice's change and what it overrode"


def test_declining_the_choice_changes_nothing(telegram, moss_app):
    telegram.say("Dev sync Monday at 10")
    telegram.say("Dev sync Tuesday at 10")
    declined = telegram.press(asked := telegram.say("Cancel the dev sync"), 2)
    assert declined["text"] == f"{asked['text']}\n\nCancelled: nothing was saved." and buttons(declined) == []
    assert len(active(moss_app)) == 2


def test_undo_tapped_twice_undoes_once(telegram, moss_app):
    saved = telegram.say("Dev sync Monday at 10")
    undone = telegram.press(saved, 0)
    assert undone["method"] == "editMessageText" and undone["message_id"] == telegram.pressed["message_id"]
    assert undone["text"] == f"Saved: {MONDAY_SYNC}.\n\nUndid 'Dev sync Monday at 10'. Removed: {MONDAY_SYNC}."
    assert buttons(undone) == []
    assert active(moss_app) == []
    [undo] = [m for m in moss_app.usecases.deps.messages.list_messages(ALICE_ID) if m.operation is Operation.UNDO]
    assert undo.channel == "telegram" and undo.text == "Undo: “Dev sync Monday at 10”"

    again = telegram.press(saved, 0)  # a client still showing the button
    assert again["text"] == f"Saved: {MONDAY_SYNC}.\n\n'Dev sync Monday at 10' was already undone; nothing changed."
    assert buttons(again) == []
    assert active(moss_app) == []


def test_undo_of_a_write_that_replaced_meetings_brings_them_back(telegram, moss_app):
    telegram.say("Dev sync Monday at 10")
    overwrite = telegram.say("I'm off Monday")
    assert overwrite["text"].endswith(f"Overlapping, now inactive: {MONDAY_SYNC}.")
    undone = telegram.press(overwrite, 0)
    assert undone["text"].endswith(
        "Undid 'I'm off Monday'. Removed: vacation (all day Mon Jul 20)." + (f" Restored: {MONDAY_SYNC}.")
    )
    assert active(moss_app) == [("dev sync", at(20, 10).isoformat())]


def test_a_cancelled_vacation_offers_its_meetings_back_next_to_undo(telegram, moss_app):
    telegram.say("Dev sync Monday at 10")
    telegram.say("I'm off Monday")
    offer = telegram.say("I'm not off Monday anymore")
    cancel_id = message_id(moss_app, "I'm not off Monday anymore")
    assert offer["text"] == (f"Cancelled: vacation (all day Mon Jul 20). It had replaced {MONDAY_SYNC}. Restore them?")
    [approve, decline, undo] = buttons(offer)
    assert [approve[0], decline[0], undo] == ["Restore them", "Cancel", ("Undo", f"undo:{cancel_id}")]
    assert active(moss_app) == [], "the cancel is done; the restore waits"

    restored = telegram.press(offer, 0)
    assert restored["text"] == f"{offer['text']}\n\nRestored: {MONDAY_SYNC}."
    assert buttons(restored) == [("Undo", f"undo:{cancel_id}")]
    assert active(moss_app) == [("dev sync", at(20, 10).isoformat())]

    undone = telegram.press(restored, 0)
    assert undone["text"].endswith(
        f"Undid 'I'm not off Monday anymore'. Removed: {MONDAY_SYNC}. Restored: vacation (all day Mon Jul 20)."
    ), "the undo reverts the cancel and the restore it led to"
    assert active(moss_app) == [("Vacation", at(20).isoformat())]


def test_undo_on_a_restore_offer_brings_the_vacation_back(telegram, moss_app):
    telegram.say("Dev sync Monday at 10")
    telegram.say("I'm off Monday")
    offer = telegram.say("I'm not off Monday anymore")

    undone = telegram.press(offer, 2)

    assert undone["text"] == (
        f"{offer['text']}\n\nUndid 'I'm not off Monday anymore'. Restored: vacation (all day Mon Jul 20)."
    )
    assert buttons(undone) == [], "the offer's buttons go with it"
    late = telegram.press(offer, 0)  # a client still showing Restore
    assert late["text"].endswith(f"Still conflicting, so left inactive: {MONDAY_SYNC}.")
    assert active(moss_app) == [("Vacation", at(20).isoformat())]


def test_undo_that_by_text_and_the_undo_command(telegram, moss_app):
    telegram.say("Review Monday at 3pm")
    telegram.say("Move the review to 4pm")
    undone = telegram.say("Undo that")
    assert undone["text"].startswith("Undid 'Move the review to 4pm'.") and buttons(undone) == []
    assert active(moss_app) == [("review", at(20, 15).isoformat())]

    command = telegram.say("/undo")
    assert command["text"] == (
        "'Move the review to 4pm' was already undone. Say 'undo once more' to undo 'Review Monday at 3pm' too."
    )
    assert buttons(command) == []

    telegram.say("Dev sync Monday at 10")
    command = telegram.say("/undo@moss_memory_bot")
    assert command["text"] == f"Undid 'Dev sync Monday at 10'. Removed: {MONDAY_SYNC}." and buttons(command) == []
    assert active(moss_app) == [("review", at(20, 15).isoformat())]
    recorded = moss_app.usecases.deps.messages.list_messages(ALICE_ID)[-1]
    assert (recorded.text, recorded.channel, recorded.operation) == (
        "/undo@moss_memory_bot",
        "telegram",
        Operation.UNDO,
    )


def test_undo_with_nothing_written_says_so(telegram, moss_app):
    assert telegram.say("/undo")["text"] == "There is nothing of yours to undo."
    assert telegram.say("/undo", user=MINJI)["text"] == "되돌릴 변경이 없습니다."


def test_an_undo_that_now_conflicts_asks_and_its_outcome_cannot_be_undone(telegram, moss_app):
    telegram.say("Review Monday at 3pm")
    moved = telegram.say("Move the review to Tuesday")
    telegram.say("I'm off Monday")  # the old slot is now a vacation
    asked = telegram.press(moved, 0)
    assert asked["text"].endswith("Schedule it anyway?")
    assert [label for label, _ in buttons(asked)] == ["Schedule meeting during vacation", "Cancel"]

    done = telegram.press(asked, 0)
    assert active(moss_app) == [("Vacation", at(20).isoformat()), ("review", at(20, 15).isoformat())]
    assert "reply_markup" not in done, "the outcome of an undo's decision says it was an undo: no Undo button"


def test_undo_buttons_are_the_chat_users_own(telegram, moss_app):
    saved = telegram.say("Dev sync Monday at 10")
    intruder = telegram.press(saved, 0, user=MALLORY)
    assert (
        intruder["method"] == "answerCallbackQuery"
        and intruder["text"] == "This button is not yours, so nothing changed."
    )
    saved["reply_markup"]["inline_keyboard"][0][0]["callback_data"] = "undo:m_0123456789abcdef0123456789abcdef"
    forged = telegram.press(saved, 0)
    assert (
        forged["method"] == "answerCallbackQuery"
        and forged["text"] == "This button is not valid any more; nothing changed."
    )
    assert active(moss_app) == [("dev sync", at(20, 10).isoformat())]


def test_korean_cancel_choice_and_undo(telegram, moss_app):
    saved = telegram.say("월요일 10시 개발 회의", user=MINJI)
    assert buttons(saved) == [("되돌리기", f"undo:{message_id(moss_app, '월요일 10시 개발 회의', MINJI_ID)}")]
    telegram.say("화요일 10시 개발 회의", user=MINJI)
    asked = telegram.say("개발 회의 취소해줘", user=MINJI)
    assert asked["text"].startswith("해당하는 일정이 여러 개입니다:")
    assert [label for label, _ in buttons(asked)][-1] == "취소"
    assert "7월 20일(월)" in buttons(asked)[0][0] and "7월 21일(화)" in buttons(asked)[1][0]

    chosen = telegram.press(asked, 0, user=MINJI, chat_of=MINJI)
    assert chosen["text"].endswith("취소했습니다: '개발 회의' (7월 20일(월) 10:00–11:00).")
    assert [label for label, _ in buttons(chosen)] == ["되돌리기"]
    assert [title for title, _ in active(moss_app, MINJI_ID)] == ["개발 회의"]

    undone = telegram.press(chosen, 0, user=MINJI, chat_of=MINJI)
    assert undone["text"].endswith("'개발 회의 취소해줘'를 되돌렸습니다. 복원: '개발 회의' (7월 20일(월) 10:00–11:00).")
    again = telegram.press(chosen, 0, user=MINJI, chat_of=MINJI)
    assert again["text"].endswith("'개발 회의 취소해줘'는 이미 되돌렸습니다. 변경하지 않았습니다.")
    assert len(active(moss_app, MINJI_ID)) == 2


def test_why_explains_a_changed_and_a_restored_memory(telegram, moss_app):
    telegram.say("Review Monday at 3pm")
    telegram.say("Move the review to 4pm")
    assert "1. 'review' (Mon Jul 20 16:00–17:00)" in telegram.say("/memories")["text"]
    assert telegram.say("/why 1")["text"].startswith(
        "1. 'review' was moved from Mon Jul 20 15:00–16:00 to Mon Jul 20 16:00–17:00 because you said"
        " 'Move the review to 4pm'"
    )

    telegram.say("/undo")
    restored = telegram.say("/why 1")["text"]
    assert restored.startswith(
        "1. 'review' (Mon Jul 20 15:00–16:00) was recorded because you said 'Review Monday at 3pm'"
    )
    assert "It was replaced by 'review' (Mon Jul 20 16:00–17:00) because you said 'Move the review to 4pm'" in restored
    assert restored.endswith("It became active again because you said '/undo' on 2026-07-16 14:00 (Asia/Seoul).")
