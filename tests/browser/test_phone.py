"""The page on a 390x844 phone: chat and calendar one tap apart, no keyboard popped on load, a
header of two rows, a decision's buttons in sight with the events it names, dialogs whose
actions fit the screen; a laptop keeps both panes side by side."""

from __future__ import annotations

import pytest

from .conftest import LAPTOP, PHONE, expect
from .scripts import ENGLISH, KOREAN

SCRIPTS = pytest.mark.parametrize("script", [ENGLISH, KOREAN], ids=["en", "ko"])
VIEW_NAMES = {"en": ("Chat", "Calendar"), "ko": ("대화", "캘린더")}


@SCRIPTS
def test_chat_and_calendar_are_one_tap_apart_and_no_keyboard_pops(open_page, script):
    moss_page = open_page(script.language, PHONE)
    page = moss_page.page
    moss_page.sign_in()
    chat_button, calendar_button = (
        page.get_by_role("button", name=name, exact=True) for name in VIEW_NAMES[script.language]
    )
    expect(moss_page.input).not_to_be_focused()
    expect(page.locator("#chat-pane")).to_be_in_viewport()
    expect(page.locator("#calendar")).to_be_hidden()
    header = page.locator("header").bounding_box()
    assert header is not None and header["height"] < 96, "two rows: MOSS with the buttons, the name with the demo clock"

    calendar_button.click()
    expect(calendar_button).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#calendar")).to_be_in_viewport()
    expect(page.locator("#chat-pane")).to_be_hidden()
    assert moss_page.accessibility_violations() == []
    chat_button.click()
    expect(moss_page.input).to_be_visible()
    expect(moss_page.input).not_to_be_focused()

    page.reload()
    expect(page.locator("#account-name")).to_be_visible()
    expect(moss_page.input).not_to_be_focused()


@SCRIPTS
def test_a_decision_and_the_events_it_names_are_in_sight_together(open_page, script):
    moss_page = open_page(script.language, PHONE)
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(script.vacation)
    moss_page.say(script.meeting)
    cancel = moss_page.decision.get_by_role("button", name=script.cancel)
    expect(cancel).to_be_in_viewport()
    expect(moss_page.decision.get_by_role("button", name=script.approve)).to_be_in_viewport()
    expect(page.locator("#decision-reply")).to_be_in_viewport()
    expect(moss_page.pending).to_be_in_viewport()
    expect(page.locator("#week .event.vacation.conflict")).to_be_in_viewport()
    assert moss_page.accessibility_violations() == []

    moss_page.decide(script.cancel)
    expect(page.locator("#calendar")).to_be_hidden()  # back to the chat the visitor was in
    expect(moss_page.replies.last).to_be_in_viewport()


@SCRIPTS
def test_settings_actions_fit_the_phone(open_page, script):
    moss_page = open_page(script.language, PHONE)
    page = moss_page.page
    moss_page.sign_in()
    page.get_by_role("button", name=script.settings).click()
    page.locator("#settings summary").click()
    expect(page.locator("#setting-demo-now")).to_be_visible()
    expect(page.locator("#settings button[value=save]")).to_be_in_viewport()
    expect(page.locator("#settings-cancel")).to_be_in_viewport()


def test_a_laptop_shows_both_panes_and_no_switch(open_page):
    moss_page = open_page("en", LAPTOP)
    page = moss_page.page
    moss_page.sign_in()
    expect(page.locator(".view-switch")).to_be_hidden()
    expect(page.locator("#chat-pane")).to_be_visible()
    expect(page.locator("#calendar")).to_be_visible()
