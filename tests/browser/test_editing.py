"""Edits by hand in the event's panel (title, day, times; of a series, one occurrence or all of it)
through POST /memories/{id}/change: said in the chat, linted (a move onto a vacation asks
Approve / Cancel and draws where it would go), undoable; the keyboard does it all, Escape backs out."""

from __future__ import annotations

import re

import pytest

from .conftest import LAPTOP, PHONE, expect
from .scripts import ENGLISH, KOREAN

VISITORS = pytest.mark.parametrize(
    ("script", "viewport"), [(ENGLISH, LAPTOP), (KOREAN, PHONE)], ids=["en-laptop", "ko-phone"]
)
WORDS = {
    "en": {
        "edit": "Edit",
        "starts": "Starts",
        "ends": "Ends",
        "day": "Day",
        "title": "Title",
        "keep": "Keep as it is",
        "moved": "Change: '{what}'",
        "saved": "Saved",
        "occurrence": "This occurrence only",
        "series": "The whole series (it keeps its days)",
        "bad_end": "The end must come after the start.",
    },
    "ko": {
        "edit": "편집",
        "starts": "시작",
        "ends": "종료",
        "day": "날짜",
        "title": "제목",
        "keep": "그대로 두기",
        "moved": "변경: '{what}'",
        "saved": "저장됨",
        "occurrence": "이번 회차만",
        "series": "반복 일정 전체(요일은 그대로)",
        "bad_end": "종료 시각은 시작 시각보다 늦어야 합니다.",
    },
}
MEETING_TITLE = {"en": "dev team meeting", "ko": "개발팀 회의"}
SYNC_TITLE = {"en": "dev sync", "ko": "개발팀 회의"}
STANDUP = {"en": "Daily standup every weekday at 9:30 AM", "ko": "평일마다 오전 9시 30분에 스탠드업 잡아줘"}


def open_editor(moss_page, event, words):
    moss_page.show("calendar")
    event.get_by_role("button").click()
    detail = moss_page.page.locator("#fact-detail")
    detail.get_by_role("button", name=words["edit"], exact=True).click()
    form = detail.locator(".edit-form")
    expect(form).to_be_visible()
    return detail, form


@VISITORS
def test_move_a_meeting_by_hand_with_the_keyboard_and_undo_it(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    page = moss_page.page
    words = WORDS[script.language]
    moss_page.say(script.meeting)
    meeting = moss_page.fact(MEETING_TITLE[script.language])
    moss_page.show("calendar")
    meeting.get_by_role("button").focus()
    page.keyboard.press("Enter")
    detail = page.locator("#fact-detail")
    expect(detail).to_be_focused()
    edit = detail.get_by_role("button", name=words["edit"], exact=True)
    edit.focus()
    page.keyboard.press("Enter")
    form = detail.locator(".edit-form")
    expect(form.get_by_label(words["title"])).to_be_focused()
    assert moss_page.accessibility_violations() == []

    # An end before the start is said in the form and nothing is sent.
    form.get_by_label(words["ends"]).fill("09:00")
    form.get_by_label(words["ends"]).press("Enter")
    expect(form.get_by_role("alert")).to_have_text(words["bad_end"])
    expect(moss_page.replies).to_have_count(1)

    form.get_by_label(words["starts"]).fill("14:00")
    form.get_by_label(words["ends"]).fill("15:30")
    form.get_by_label(words["ends"]).press("Enter")
    expect(moss_page.replies).to_have_count(2)
    said = page.locator("#messages .message.user").last
    expect(said).to_contain_text(words["moved"].format(what=MEETING_TITLE[script.language]))
    expect(moss_page.replies.last.locator(".meta")).to_have_text(re.compile(words["saved"]))
    friday = page.locator('#week .day[data-day="2026-07-17"] .event.active')
    expect(friday).to_have_count(1)
    expect(friday.locator(".event-when")).to_have_text(re.compile("14:00 ?[–~] ?15:30"))
    # The moved event leaves no struck copy at its old time, and its time reads as the chat's.
    expect(page.locator('#week .day[data-day="2026-07-17"] .event')).to_have_count(1)
    expect(moss_page.replies.last).to_contain_text("14:00–15:30")
    # The panel follows the edited event, which the edit's message created.
    expect(detail.locator(".detail-summary .status")).to_have_class(re.compile(r"\bactive\b"))
    expect(detail.locator(".sources dd").first).to_contain_text(re.compile(r"^(Change|변경): .*→.*14:00–15:30"))

    moss_page.show("chat")
    moss_page.replies.last.get_by_role("button").click()
    expect(moss_page.replies).to_have_count(3)
    expect(friday.locator(".event-when")).to_contain_text(re.compile("10:00"))

    # The edit and its undo read after a reload as they did before it.
    transcript = page.locator("#messages .message")
    before = transcript.all_text_contents()
    page.reload()
    expect(transcript).to_have_text(before)


@VISITORS
def test_a_move_onto_the_vacation_asks_first_and_cancel_changes_nothing(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    page = moss_page.page
    words = WORDS[script.language]
    moss_page.say(script.vacation)
    moss_page.say(script.same_title[0])  # Monday 7/20: the calendar shows its week
    sync = moss_page.fact(SYNC_TITLE[script.language])
    detail, form = open_editor(moss_page, sync, words)
    form.get_by_label(words["day"], exact=True).fill("2026-07-17")
    form.get_by_role("button", name=re.compile("Save changes|변경 저장")).click()

    expect(moss_page.decision.get_by_role("button")).to_have_count(2)
    expect(moss_page.decision.get_by_role("button", name=script.cancel)).to_be_focused()
    expect(page.locator('#week .day[data-day="2026-07-17"] .event.pending')).to_have_count(1)
    expect(page.locator('#week .day[data-day="2026-07-17"] .event.vacation.conflict')).to_have_count(1)
    assert moss_page.accessibility_violations() == []

    moss_page.decide(script.cancel)
    expect(page.locator("#week .event.pending")).to_have_count(0)
    moss_page.show("calendar")
    page.get_by_role("button", name=re.compile("Next week|다음 주")).click()
    expect(moss_page.fact(SYNC_TITLE[script.language])).to_have_class(re.compile(r"\bactive\b"))

    # The panel stayed on the meeting, unchanged: edit it again and approve this time.
    detail.get_by_role("button", name=words["edit"], exact=True).click()
    form = detail.locator(".edit-form")
    form.get_by_label(words["day"], exact=True).fill("2026-07-17")
    form.get_by_label(words["day"], exact=True).press("Enter")
    expect(moss_page.replies).to_have_count(5)  # saved, saved, asked, cancelled, asked again
    moss_page.decide(script.approve)
    friday = page.locator('#week .day[data-day="2026-07-17"] .event.meeting.active')
    expect(friday).to_have_count(1)


@VISITORS
def test_one_occurrence_or_the_whole_series_and_escape_backs_out(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    page = moss_page.page
    words = WORDS[script.language]
    moss_page.say(STANDUP[script.language])
    moss_page.show("calendar")
    page.get_by_role("button", name=re.compile("Next week|다음 주")).click()
    tuesday = page.locator('#week .day[data-day="2026-07-21"] .event')
    detail, form = open_editor(moss_page, tuesday, words)
    expect(form.get_by_label(words["occurrence"])).to_be_checked()
    form.get_by_label(words["series"]).check()
    expect(form.get_by_label(words["day"], exact=True)).to_be_hidden()
    assert moss_page.accessibility_violations() == []

    # Escape puts the buttons back, a second Escape closes the panel.
    form.get_by_label(words["starts"]).press("Escape")
    expect(form).to_have_count(0)
    expect(detail.get_by_role("button", name=words["edit"], exact=True)).to_be_focused()
    page.keyboard.press("Escape")
    expect(detail).to_be_hidden()

    # The whole series first (a series with a day moved on its own keeps its times), then one day.
    _, form = open_editor(moss_page, tuesday, words)
    form.get_by_label(words["series"]).check()
    form.get_by_label(words["starts"]).fill("10:00")
    form.get_by_label(words["ends"]).fill("10:15")
    form.get_by_label(words["ends"]).press("Enter")
    # The calendar goes to what changed: the series' first day, Friday 7/17.
    expect(page.locator('#week .day[data-day="2026-07-17"] .event.active .event-when')).to_contain_text("10:00")
    page.get_by_role("button", name=re.compile("Next week|다음 주")).click()
    for day in ("2026-07-20", "2026-07-22", "2026-07-24"):
        expect(page.locator(f'#week .day[data-day="{day}"] .event.active .event-when')).to_contain_text("10:00")

    wednesday = page.locator('#week .day[data-day="2026-07-22"] .event.active')
    detail.get_by_role("button", name=re.compile("Close|닫기")).click()
    _, form = open_editor(moss_page, wednesday, words)
    expect(form.get_by_label(words["occurrence"])).to_be_checked()
    form.get_by_label(words["starts"]).fill("11:00")
    form.get_by_label(words["ends"]).fill("11:15")
    form.get_by_label(words["ends"]).press("Enter")
    expect(page.locator('#week .day[data-day="2026-07-22"] .event.active .event-when')).to_contain_text("11:00")
    expect(page.locator('#week .day[data-day="2026-07-22"] .event.skipped')).to_have_count(1)
    expect(page.locator('#week .day[data-day="2026-07-23"] .event.active .event-when')).to_contain_text("10:00")
