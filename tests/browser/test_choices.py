"""Choices as buttons: the server's follow-up suggestions and Undo show up in the chat as
keyboard-reachable buttons, and only those the server offers (the candidates of an ambiguous
request: test_corrections.py)."""

from __future__ import annotations

import re

from .conftest import expect
from .scripts import ENGLISH


def test_suggestions_are_buttons_that_send_themselves(moss_page):
    page = moss_page.page
    moss_page.sign_in()
    asked = {"count": 0}

    def parse(route):
        asked["count"] += 1
        if asked["count"] > 1:
            route.continue_()
            return
        route.fulfill(
            json={
                "message_id": "m_question",
                "intent": "WRITE",
                "facts": [],
                "window": None,
                "reply": "When is the meeting?",
                "language": "en",
                "timezone": "Asia/Seoul",
                "suggestions": [ENGLISH.meeting, "Schedule a dev team meeting for Friday at 3 PM."],
            }
        )

    page.route("**/parse", parse)
    reply = moss_page.say("Schedule a dev team meeting")
    expect(reply).to_contain_text("When is the meeting?")
    choices = reply.get_by_role("button")
    expect(choices).to_have_text([ENGLISH.meeting, "Schedule a dev team meeting for Friday at 3 PM."])

    # Keyboard: Tab from the log reaches the first suggestion; Enter sends it as the next message.
    choices.first.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#messages .message.user").last).to_have_text(f"You: {ENGLISH.meeting}")
    expect(moss_page.replies).to_have_count(2)
    expect(moss_page.facts).to_have_count(1)


def test_an_undo_is_a_button_and_a_second_undo_changes_nothing(moss_page):
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(ENGLISH.vacation)
    undo = moss_page.replies.nth(0).get_by_role("button", name=f"Undo “{ENGLISH.vacation}”")
    undo.focus()
    page.keyboard.press("Enter")
    expect(moss_page.replies).to_have_count(2)
    undone = moss_page.replies.last
    expect(undone).to_contain_text(f"Undid '{ENGLISH.vacation}'")
    expect(undone.get_by_role("button")).to_have_count(0)
    expect(undo).to_be_disabled()
    vacation = moss_page.fact("Vacation")
    expect(vacation).to_have_class(re.compile(r"\binactive\b"))

    # The calendar offers the same Undo for the write that created a fact: done already, it changes nothing.
    vacation.get_by_role("button").click()
    page.locator("#fact-detail").get_by_role("button", name="Undo the message that created it").click()
    expect(moss_page.replies).to_have_count(3)
    again = moss_page.replies.last
    expect(again).to_contain_text("nothing changed")
    expect(again.locator(".meta")).to_have_text("Nothing changed")
    expect(again.get_by_role("button")).to_have_count(0)
    expect(vacation).to_have_class(re.compile(r"\binactive\b"))


def test_without_undo_cancel_or_change_on_the_server_none_is_offered(moss_page):
    page = moss_page.page

    def describe_without_corrections(route):
        document = route.fetch().json()
        for path in ("/undo", "/memories/{fact_id}/cancel", "/memories/{fact_id}/change"):
            del document["paths"][path]
        route.fulfill(json=document)

    page.route("**/openapi.json", describe_without_corrections)
    moss_page.sign_in()
    reply = moss_page.say(ENGLISH.vacation)
    expect(reply.get_by_role("button")).to_have_count(0)
    moss_page.facts.first.get_by_role("button").click()
    expect(page.locator("#fact-detail .explanation")).to_be_visible()
    expect(page.locator("#fact-detail .detail-actions button")).to_have_count(0)
