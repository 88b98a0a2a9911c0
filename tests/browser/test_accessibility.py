"""Accessibility you can measure: axe-core finds nothing serious or critical on any screen, in
either language or size, and the seed scenario can be walked with the keyboard alone."""

from __future__ import annotations

import re
import uuid

import pytest

from .conftest import LAPTOP, PHONE, expect
from .scripts import ENGLISH, KOREAN


@pytest.mark.parametrize(("script", "viewport"), [(ENGLISH, LAPTOP), (KOREAN, PHONE)], ids=["en-laptop", "ko-phone"])
def test_no_serious_violations_on_any_screen(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    page = moss_page.page
    screens: dict[str, list[str]] = {}
    expect(page.locator("#dev-user")).to_be_focused()
    screens["sign-in"] = moss_page.accessibility_violations()

    page.locator("#dev-sign-in button[type=submit]").click()
    expect(page.locator("#sign-in-error")).not_to_be_empty()
    screens["sign-in error"] = moss_page.accessibility_violations()

    moss_page.sign_in()
    screens["empty workspace"] = moss_page.accessibility_violations()

    moss_page.say(script.meeting)
    moss_page.say(script.vacation)
    moss_page.say(script.meeting)
    expect(moss_page.decision).to_be_visible()
    screens["decision waiting"] = moss_page.accessibility_violations()

    moss_page.decide(script.cancel)
    moss_page.say(script.question)
    moss_page.show("calendar")
    screens["comparison"] = moss_page.accessibility_violations()

    moss_page.facts.first.get_by_role("button").click()
    expect(page.locator("#fact-detail .explanation")).to_be_visible()
    screens["selected event"] = moss_page.accessibility_violations()

    page.locator("#open-settings").click()
    page.locator("#settings summary").click()
    screens["settings"] = moss_page.accessibility_violations()

    assert {screen: found for screen, found in screens.items() if found} == {}


@pytest.mark.parametrize(("script", "viewport"), [(ENGLISH, LAPTOP), (KOREAN, PHONE)], ids=["en-laptop", "ko-phone"])
def test_no_serious_violations_while_choosing_a_candidate(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    for text in script.same_title:
        moss_page.say(text)
    moss_page.say(script.cancel_by_title)
    expect(moss_page.decision.get_by_role("button")).to_have_count(3)
    expect(moss_page.page.locator("#week .event.conflict")).to_have_count(2)
    assert moss_page.accessibility_violations() == []


def test_the_seed_scenario_with_the_keyboard_alone(open_page):
    moss_page = open_page("en")
    page = moss_page.page
    keys = page.keyboard

    def tab_to(locator, *, backwards: bool = False, limit: int = 40):
        for _ in range(limit):
            if locator.evaluate("node => node === document.activeElement"):
                return
            keys.press("Shift+Tab" if backwards else "Tab")
        raise AssertionError(f"Tab never reached {locator}")

    def send(text: str):
        before = moss_page.replies.count()
        expect(moss_page.input).to_be_focused()
        keys.type(text)
        keys.press("Enter")
        expect(moss_page.replies).to_have_count(before + 1)
        expect(page.locator("#messages")).to_have_attribute("aria-busy", "false")

    # Sign in: the user name box has focus on arrival; Enter submits.
    expect(page.locator("#dev-user")).to_be_focused()
    keys.type(f"keys-{uuid.uuid4().hex[:6]}")
    keys.press("Enter")
    expect(page.locator("#workspace")).to_be_visible()

    send(ENGLISH.vacation)
    send(ENGLISH.meeting)
    cancel = moss_page.decision.get_by_role("button", name=ENGLISH.cancel)
    expect(cancel).to_be_focused()
    keys.press("Enter")
    expect(moss_page.decision).to_be_hidden()
    send(ENGLISH.question)
    expect(page.locator("#comparison-body")).to_be_visible()

    send(ENGLISH.meeting)
    approve = moss_page.decision.get_by_role("button", name=ENGLISH.approve)
    tab_to(approve, backwards=True)
    keys.press("Enter")
    expect(moss_page.facts).to_have_count(2)

    # To the calendar: a meeting's provenance opens with Enter and closes with Enter.
    meeting = moss_page.facts.filter(has_text="dev team meeting").get_by_role("button")
    tab_to(meeting)
    keys.press("Enter")
    detail = page.locator("#fact-detail")
    expect(detail).to_be_focused()
    expect(detail.locator(".explanation")).to_contain_text(ENGLISH.meeting)
    close = detail.get_by_role("button", name="Close")
    tab_to(close)
    keys.press("Enter")
    expect(detail).to_be_hidden()
    expect(meeting).to_be_focused()

    # Settings from the keyboard: switch to Korean, save; Escape would have cancelled.
    tab_to(page.locator("#open-settings"), backwards=True, limit=80)
    keys.press("Enter")
    expect(page.locator("#settings")).to_be_visible()
    tab_to(page.locator("#setting-language"), backwards=True)
    page.locator("#setting-language").select_option("ko")
    tab_to(page.locator("#settings button[value=save]"))
    keys.press("Enter")
    expect(page.locator("#calendar-title")).to_have_text("캘린더")
    expect(page.locator("#open-settings")).to_have_text(re.compile("설정"))
