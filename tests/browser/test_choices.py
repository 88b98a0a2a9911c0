"""Choices as buttons: the server's follow-up suggestions, ambiguity candidates and Undo show
up in the chat as keyboard-reachable buttons, whatever the server offers."""

from __future__ import annotations

import json

from .conftest import expect
from .scripts import ENGLISH


def lint_result(**fields) -> dict:
    """A /lint_commit-shaped answer: nothing written unless `fields` say otherwise."""
    return {
        "status": "SUCCESS",
        "confirm_required": False,
        "conflict_type": "NONE",
        "committed": [],
        "invalidated": [],
        "conflicts": [],
        "pending_id": None,
        "actions": [],
        "rules": [],
        **fields,
    }


def offer_undo(page, undone: list[dict]) -> None:
    """The server as it is once POST /undo exists: its description lists it, and it answers."""

    def describe(route):
        document = route.fetch().json()
        document["paths"]["/undo"] = {"post": {}}
        route.fulfill(json=document)

    def undo(route):
        body = json.loads(route.request.post_data)
        undone.append(body)
        route.fulfill(
            json=lint_result(reply="Undone: the vacation is no longer in your calendar.", message_id="m_undo")
        )

    page.route("**/openapi.json", describe)
    page.route("**/undo", undo)


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


def test_ambiguous_candidates_are_decision_buttons(moss_page):
    page = moss_page.page
    moss_page.sign_in()
    decided: list[dict] = []
    candidates = [
        {"id": "c_first", "label": "'dev team meeting' (Fri Jul 17 10:00)"},
        {"id": "c_second", "label": "'dev team meeting' (Fri Jul 24 10:00)"},
        {"id": "cancel", "label": "Cancel"},
    ]

    def lint_commit(route):
        route.fulfill(
            json=lint_result(
                status="CONFIRM_REQUIRED",
                confirm_required=True,
                conflict_type="AMBIGUOUS_TARGET",
                pending_id="p_which",
                actions=candidates,
                reply="Which meeting do you mean?",
                message_id="m_which",
            )
        )

    def confirm(route):
        decided.append(json.loads(route.request.post_data))
        route.fulfill(json=lint_result(reply="Cancelled 'dev team meeting' on Fri Jul 24.", message_id="m_which"))

    page.route("**/lint_commit", lint_commit)
    page.route("**/confirm", confirm)
    moss_page.say(ENGLISH.meeting)
    buttons = moss_page.decision.get_by_role("button")
    expect(buttons).to_have_text([candidate["label"] for candidate in candidates])
    expect(moss_page.decision.get_by_role("button", name="Cancel")).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(buttons.nth(1)).to_be_focused()
    page.keyboard.press("Enter")
    expect(moss_page.replies.last).to_contain_text("Cancelled 'dev team meeting' on Fri Jul 24.")
    assert decided == [{"pending_id": "p_which", "decision": "c_second"}]
    expect(moss_page.input).to_be_focused()


def test_every_write_offers_undo_when_the_server_can(moss_page):
    page = moss_page.page
    undone: list[dict] = []
    offer_undo(page, undone)
    moss_page.sign_in()
    moss_page.say(ENGLISH.vacation)
    undo = moss_page.replies.nth(0).get_by_role("button", name=f"Undo “{ENGLISH.vacation}”")
    expect(undo).to_be_visible()
    undo.focus()
    page.keyboard.press("Enter")
    expect(moss_page.replies.last).to_contain_text("Undone: the vacation is no longer in your calendar.")
    assert len(undone) == 1 and undone[0]["message_id"].startswith("m_")
    expect(undo).to_be_disabled()

    # The calendar offers the same Undo for the write that created a fact.
    moss_page.facts.first.get_by_role("button").click()
    page.locator("#fact-detail").get_by_role("button", name="Undo the message that created it").click()
    expect(moss_page.replies).to_have_count(3)
    assert len(undone) == 2 and undone[1] == undone[0]


def test_without_undo_on_the_server_no_undo_is_offered(moss_page):
    moss_page.sign_in()
    reply = moss_page.say(ENGLISH.vacation)
    expect(reply.get_by_role("button")).to_have_count(0)
    moss_page.facts.first.get_by_role("button").click()
    expect(moss_page.page.locator("#fact-detail .detail-actions button")).to_have_count(0)
