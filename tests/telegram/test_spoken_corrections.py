"""Corrections as users type them, read by the rule parser: a cancel that asks which, "undo that"
and "방금 거 취소해줘", then the Undo button and /undo on what they did."""

from __future__ import annotations

from moss.domain.models import FactStatus
from moss.usecases.memories import ListMemories

from .conftest import ALICE, MINJI


def active(app, user: dict) -> list[tuple[str, str]]:
    facts = app.usecases.handle(ListMemories(f"tg:{user['id']}", status=FactStatus.ACTIVE)).facts
    return sorted((f.object_value, f.start_time.isoformat()) for f in facts)


def labels(call: dict) -> list[str]:
    return [row[0]["text"] for row in call.get("reply_markup", {}).get("inline_keyboard", [])]


def test_cancel_which_dev_sync_then_undo_that(bot, rules_app):
    bot.say("Schedule a dev sync on Monday at 10am")
    bot.say("Schedule a dev sync on Tuesday at 10am")
    asked = bot.say("Cancel the dev sync")
    assert labels(asked) == [
        "Mon Jul 20 10:00–11:00 · dev sync",
        "Tue Jul 21 10:00–11:00 · dev sync",
        "Cancel",
    ]

    chosen = bot.press(asked, 0)
    assert chosen["text"].endswith("Cancelled: 'dev sync' (Mon Jul 20 10:00–11:00).") and labels(chosen) == ["Undo"]
    assert active(rules_app, ALICE) == [("dev sync", "2026-07-21T10:00:00+09:00")]

    undone = bot.say("undo that")
    assert undone["text"] == "Undid 'Cancel the dev sync'. Restored: 'dev sync' (Mon Jul 20 10:00–11:00)."
    assert labels(undone) == [], "an undo is not undone"
    assert len(active(rules_app, ALICE)) == 2
    assert bot.press(chosen, 0)["text"].endswith("'Cancel the dev sync' was already undone; nothing changed.")
    assert len(active(rules_app, ALICE)) == 2


def test_korean_undo_by_words_and_by_command(bot, rules_app):
    saved = bot.say("월요일 10시 개발 회의", user=MINJI)
    assert labels(saved) == ["되돌리기"]
    bot.say("화요일 10시 개발 회의", user=MINJI)

    undone = bot.say("방금 거 취소해줘", user=MINJI)
    assert undone["text"].startswith("'화요일 10시 개발 회의'를 되돌렸습니다.") and labels(undone) == []
    assert active(rules_app, MINJI) == [("개발 회의", "2026-07-20T10:00:00+09:00")]

    assert bot.say("/undo", user=MINJI)["text"] == (
        "'화요일 10시 개발 회의'는 이미 되돌렸습니다. '월요일 10시 개발 회의'도 되돌리려면 '하나 더 되돌려줘'라고"
        " 말씀해 주세요."
    )
    pressed = bot.press(saved, 0, user=MINJI, chat_of=MINJI)
    assert pressed["text"].endswith(
        "'월요일 10시 개발 회의'를 되돌렸습니다. 삭제: '개발 회의' (7월 20일(월) 10:00–11:00)."
    )
    assert active(rules_app, MINJI) == []
