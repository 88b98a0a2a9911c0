"""Correcting memory from the page, against the real server: Cancel on a selected fact (one
occurrence of a series too) and its Undo, a repeated write that changes nothing, a cancelled
vacation offering its meetings back, the candidates of an ambiguous cancel as buttons or in
words (or dropped by saying something else), and a cancel said in Korean."""

from __future__ import annotations

import re

from .conftest import expect
from .scripts import ENGLISH, KOREAN
from .test_series import STANDUP

ACTIVE = re.compile(r"\bactive\b")
INACTIVE = re.compile(r"\binactive\b")


def test_cancel_a_selected_fact_then_undo_it_from_the_chat(moss_page):
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(ENGLISH.meeting)
    meeting = moss_page.fact("dev team meeting")
    meeting.get_by_role("button").click()
    detail = page.locator("#fact-detail")
    cancel = detail.get_by_role("button", name="Cancel this event")
    cancel.click()

    expect(moss_page.replies).to_have_count(2)
    # Said as MOSS recorded it, the words a reload shows.
    expect(page.locator("#messages .message.user").last).to_have_text(
        re.compile(r"^You: Cancel: 'dev team meeting' \(Fri Jul 17 10:00–11:00\)")
    )
    cancelled = moss_page.replies.last
    expect(cancelled).to_contain_text("Cancelled")
    expect(meeting).to_have_class(INACTIVE)
    expect(page.locator("#monitor-status")).to_have_text("Calendar updated: 1 made inactive.")
    # The detail stays on the fact, now inactive, with the focus; nothing is left to cancel.
    expect(detail.locator(".status")).to_have_text("inactive")
    expect(detail.locator(".sources")).to_contain_text("Made inactive by")
    expect(cancel).to_have_count(0)
    expect(detail).to_be_focused()

    cancelled.get_by_role("button", name=re.compile("^Undo “Cancel: 'dev team meeting'")).click()
    expect(moss_page.replies).to_have_count(3)
    expect(page.locator("#messages .message.user").last).to_have_text(
        re.compile(r"^You: Undo: “Cancel: 'dev team meeting'")
    )
    before_reload = page.locator("#messages .message").all_text_contents()
    expect(moss_page.replies.last).to_contain_text("Undid")
    expect(moss_page.replies.last.get_by_role("button")).to_have_count(0)
    expect(meeting).to_have_class(ACTIVE)
    expect(page.locator("#monitor-status")).to_have_text("Calendar updated: 1 active again.")
    expect(detail.locator(".status")).to_have_text("active")
    expect(cancel).to_be_visible()

    # The conversation comes back in the server's words; the undo again offers no Undo of itself.
    page.reload()
    said = page.locator("#messages .message.user")
    expect(said).to_have_count(3)
    expect(page.locator("#messages .message")).to_have_text(before_reload)
    expect(said.nth(1)).to_have_text(re.compile(r"^You: Cancel: 'dev team meeting'"))
    expect(said.nth(2)).to_have_text(re.compile(r"^You: Undo: “Cancel: 'dev team meeting'"))
    expect(moss_page.replies.nth(1).get_by_role("button", name=re.compile("^Undo"))).to_be_visible()
    expect(moss_page.replies.nth(2).get_by_role("button")).to_have_count(0)


def test_cancel_one_occurrence_of_a_series(moss_page):
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(STANDUP)
    page.get_by_role("button", name="Next week").click()
    tuesday = page.locator('#week .day[data-day="2026-07-21"] .event')
    tuesday.get_by_role("button").click()
    detail = page.locator("#fact-detail")
    expect(detail.locator(".detail-when")).to_contain_text("Jul 21")
    # The day is what is selected, not every day of the series.
    expect(page.locator('#week .event-button[aria-expanded="true"]')).to_have_count(1)
    detail.get_by_role("button", name="Cancel this occurrence only").click()

    expect(moss_page.replies).to_have_count(2)
    expect(tuesday).to_have_class(re.compile(r"\bskipped\b"))
    expect(page.locator("#week .event.active", has_text="Daily standup")).to_have_count(4)
    expect(detail.locator(".status")).to_have_text("skipped")
    expect(detail.get_by_role("button", name="Cancel this occurrence only")).to_have_count(0)
    expect(detail.get_by_role("button", name="Cancel the whole series")).to_be_visible()
    detail.get_by_role("button", name="Close").click()
    expect(tuesday.get_by_role("button")).to_be_focused()


def test_saying_the_same_vacation_twice_changes_nothing(moss_page):
    moss_page.sign_in()
    moss_page.say(ENGLISH.vacation)
    again = moss_page.say(ENGLISH.vacation)
    expect(again).to_contain_text("Already on your calendar")
    expect(again.locator(".meta")).to_have_text("Nothing changed")
    expect(again.get_by_role("button")).to_have_count(0)
    expect(moss_page.facts).to_have_count(1)


def test_cancelling_a_vacation_offers_its_meetings_back(moss_page):
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(ENGLISH.meeting)
    moss_page.say(ENGLISH.vacation)
    meeting = moss_page.fact("dev team meeting")
    expect(meeting).to_have_class(INACTIVE)
    page.get_by_label("Show inactive events").uncheck()
    expect(meeting).to_be_hidden()

    moss_page.fact("Vacation").get_by_role("button").click()
    page.locator("#fact-detail").get_by_role("button", name="Cancel this event").click()
    # The cancel is done and undoable; the meeting it had replaced is offered back, in sight.
    expect(moss_page.decision.get_by_role("button")).to_have_text(["Restore them", ENGLISH.cancel])
    expect(moss_page.input).to_be_hidden()  # a yes-or-no decision is answered by its buttons only
    undo = moss_page.replies.last.get_by_role("button", name=re.compile("^Undo"))
    expect(undo).to_be_visible()
    expect(moss_page.fact("Vacation")).to_have_class(INACTIVE)
    # Undo waits for the decision (it would change what the decision is about) and says so.
    undo.click()
    expect(page.locator("#messages .message.system").last).to_have_text(
        "First choose one of the buttons of the decision that is waiting."
    )
    expect(moss_page.decision.get_by_role("button", name=ENGLISH.cancel)).to_be_focused()
    expect(undo).to_be_enabled()
    expect(meeting).to_be_visible()
    expect(meeting.locator(".event-status")).to_have_text("inactive · Offered back")

    restored = moss_page.decide("Restore them")
    expect(restored.locator(".meta")).to_have_text("Saved")
    expect(meeting).to_have_class(ACTIVE)
    expect(meeting.locator(".event-status")).to_have_count(0)
    expect(page.locator("#monitor-status")).to_have_text("Calendar updated: 1 active again.")
    expect(moss_page.input).to_be_focused()


def test_an_ambiguous_cancel_offers_each_candidate_and_cancels_the_chosen_one(moss_page):
    page = moss_page.page
    moss_page.sign_in()
    for text in ENGLISH.same_title:
        moss_page.say(text)
    moss_page.say(ENGLISH.cancel_by_title)
    buttons = moss_page.decision.get_by_role("button")
    expect(buttons).to_have_text(
        ["Mon Jul 20 10:00–11:00 · dev sync", "Tue Jul 21 10:00–11:00 · dev sync", ENGLISH.cancel]
    )
    # The calendar moves to the candidates and numbers them in the order of the buttons.
    syncs = moss_page.fact("dev sync")
    expect(syncs.locator(".event-status")).to_have_text(["Choice 1", "Choice 2"])
    expect(syncs).to_have_class([re.compile(r"\bconflict\b")] * 2)

    # A reload (or another device) asks again, the candidates numbered as before.
    page.reload()
    expect(buttons).to_have_count(3)
    expect(syncs.locator(".event-status")).to_have_text(["Choice 1", "Choice 2"])
    expect(moss_page.decision.get_by_role("button", name=ENGLISH.cancel)).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(buttons.nth(1)).to_be_focused()
    page.keyboard.press("Enter")
    expect(moss_page.replies).to_have_count(4)
    expect(moss_page.replies.last).to_contain_text("Tue Jul 21")
    expect(moss_page.decision).to_be_hidden()
    expect(moss_page.input).to_be_focused()
    expect(syncs.nth(0)).to_have_class(ACTIVE)
    expect(syncs.nth(1)).to_have_class(INACTIVE)
    expect(syncs.locator(".event-status")).to_have_text(["inactive"])


def test_a_cancel_said_in_korean(open_page):
    moss_page = open_page("ko")
    moss_page.sign_in()
    moss_page.say(KOREAN.meeting)
    reply = moss_page.say(KOREAN.cancel_by_day)
    expect(reply).to_contain_text("취소했습니다")
    expect(reply.get_by_role("button", name=f"“{KOREAN.cancel_by_day}” 되돌리기")).to_be_visible()
    expect(moss_page.fact("개발팀 회의")).to_have_class(INACTIVE)
    expect(moss_page.page.locator("#monitor-status")).to_contain_text(KOREAN.made_inactive)


def test_a_chosen_candidate_that_asks_again_keeps_the_decision_open(moss_page):
    moss_page.sign_in()
    moss_page.say(ENGLISH.meeting)
    moss_page.say(ENGLISH.vacation)
    moss_page.say("I'm on vacation on Monday 7/20")
    moss_page.say("Cancel my vacation")
    friday, monday = "all day Fri Jul 17 · The vacation", "all day Mon Jul 20 · The vacation"
    expect(moss_page.decision.get_by_role("button")).to_have_text([friday, monday, ENGLISH.cancel])
    # The Friday vacation had replaced the meeting: cancelling it offers the meeting back.
    asked = moss_page.decide(friday)
    expect(asked).to_contain_text("Restore them?")
    expect(moss_page.decision.get_by_role("button")).to_have_text(["Restore them", ENGLISH.cancel])
    expect(moss_page.input).to_be_hidden()  # a yes-or-no decision is answered by its buttons only
    expect(moss_page.decision.get_by_role("button", name=ENGLISH.cancel)).to_be_focused()
    meeting = moss_page.fact("dev team meeting")
    expect(meeting.locator(".event-status")).to_have_text("inactive · Offered back")

    kept = moss_page.decide(ENGLISH.cancel)
    expect(kept.locator(".meta")).to_have_text("Cancelled")
    expect(moss_page.decision).to_be_hidden()
    expect(moss_page.input).to_be_focused()
    expect(meeting).to_have_class(INACTIVE)
    expect(meeting.locator(".event-status")).to_have_text("inactive")
    expect(moss_page.fact("Vacation")).to_have_class(INACTIVE)


def test_which_one_may_be_answered_in_words_in_either_language(open_page):
    for language, script, answer, chosen in (
        ("en", ENGLISH, "the second one", "Tue Jul 21"),
        ("ko", KOREAN, "화요일 거", "7월 21일"),
    ):
        moss_page = open_page(language)
        moss_page.sign_in()
        for text in script.same_title:
            moss_page.say(text)
        moss_page.say(script.cancel_by_title)
        expect(moss_page.decision.get_by_role("button")).to_have_count(3)
        # Beside the buttons, the text box stays for an answer in words, and the title says so.
        expect(moss_page.input).to_be_visible()
        expect(moss_page.page.locator("#decision-title")).to_contain_text(
            "say which" if language == "en" else "말해 주세요"
        )
        reply = moss_page.say(answer)
        expect(reply).to_contain_text(chosen)
        expect(moss_page.decision).to_be_hidden()
        expect(moss_page.input).to_be_focused()
        syncs = moss_page.fact("dev sync" if language == "en" else "개발팀 회의")
        expect(syncs).to_have_class([ACTIVE, INACTIVE])


def test_saying_something_else_drops_the_which_one_question(moss_page):
    moss_page.sign_in()
    for text in ENGLISH.same_title:
        moss_page.say(text)
    moss_page.say(ENGLISH.cancel_by_title)
    expect(moss_page.decision.get_by_role("button")).to_have_count(3)
    moss_page.say("Schedule a design review on Wednesday at 3 PM")
    expect(moss_page.decision).to_be_hidden()
    expect(moss_page.fact("design review")).to_have_class(ACTIVE)
    expect(moss_page.fact("dev sync")).to_have_class([ACTIVE, ACTIVE])
    # Nothing asks again after a reload: the newest message is the review.
    moss_page.page.reload()
    expect(moss_page.replies).to_have_count(4)
    expect(moss_page.decision).to_be_hidden()
