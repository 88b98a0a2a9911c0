"""The seed scenario clicked through the real page, in English and in Korean."""

from __future__ import annotations

import re

import pytest

from .conftest import LAPTOP, PHONE, expect
from .scripts import ENGLISH, KOREAN

TOKEN_COUNT = re.compile(r"^\d+ tokens?$")
SCRIPTS = pytest.mark.parametrize("script", [ENGLISH, KOREAN], ids=lambda script: script.language)


@SCRIPTS
def test_conflicting_meeting_asks_cancel_then_approve(moss_page, script):
    moss_page.sign_in()
    page = moss_page.page

    moss_page.say(script.vacation)
    expect(moss_page.input).to_be_focused()
    expect(moss_page.facts).to_have_count(1)
    expect(moss_page.fact("vacation")).to_contain_text("active")

    # The meeting falls on the vacation: the text box gives way to the server's buttons.
    moss_page.say(script.meeting)
    expect(moss_page.decision).to_be_visible()
    expect(page.locator("#composer")).to_be_hidden()
    expect(moss_page.input).to_be_disabled()
    expect(moss_page.decision.get_by_role("button")).to_have_text([script.approve, script.cancel])
    expect(moss_page.decision.get_by_role("button", name=script.cancel)).to_be_focused()
    expect(moss_page.facts).to_have_count(1)

    # Cancel from the keyboard: nothing written, the text box comes back with focus.
    moss_page.decide(script.cancel, keyboard=True)
    expect(moss_page.decision).to_be_hidden()
    expect(moss_page.input).to_be_enabled()
    expect(moss_page.input).to_be_focused()
    expect(moss_page.facts).to_have_count(1)

    # The question: MOSS's context holds the vacation only; the baseline's holds the whole log.
    moss_page.say(script.question)
    comparison = page.locator("#comparison-body")
    expect(comparison).to_be_visible()
    expect(page.locator("#comparison-question")).to_have_text(script.question)
    moss_side, baseline_side = comparison.locator("article.moss"), comparison.locator("article.baseline")
    expect(moss_side.locator(".tokens")).to_have_text(TOKEN_COUNT)
    expect(baseline_side.locator(".tokens")).to_have_text(TOKEN_COUNT)
    expect(moss_side.locator("pre")).not_to_contain_text(script.meeting)
    expect(baseline_side.locator("pre")).to_contain_text(script.meeting)
    expect(moss_side.locator(".answer")).not_to_be_empty()
    expect(baseline_side.locator(".answer")).not_to_be_empty()
    expect(page.locator("#token-chart rect.bar")).to_have_count(2)

    # Ask again and approve this time: the meeting joins the still-active vacation.
    moss_page.say(script.meeting)
    expect(moss_page.decision).to_be_visible()
    if script is ENGLISH:
        moss_page.screenshot("scenario-laptop")
        moss_page.screenshot("scenario-phone", PHONE)
        page.set_viewport_size(LAPTOP)
    moss_page.decide(script.approve)
    expect(moss_page.input).to_be_focused()
    expect(moss_page.facts).to_have_count(2)
    expect(moss_page.facts.locator(".status")).to_have_text(["active", "active"])

    moss_page.say(script.question)
    expect(page.locator("#token-chart rect.bar")).to_have_count(4)
    expect(page.locator("#token-chart-rows tr")).to_have_count(2)


@SCRIPTS
def test_vacation_over_a_meeting_strikes_it_through_and_explains_why(moss_page, script):
    moss_page.sign_in()

    moss_page.say(script.meeting)
    expect(moss_page.facts).to_have_count(1)
    moss_page.say(script.vacation)
    expect(moss_page.facts).to_have_count(2)

    meeting = moss_page.fact("meeting")
    expect(meeting).to_have_class(re.compile(r"\binactive\b"))
    expect(meeting.locator(".status")).to_have_text("inactive")
    struck = meeting.locator("s")
    expect(struck).to_be_visible()
    assert "line-through" in struck.evaluate("node => getComputedStyle(node).textDecorationLine")
    expect(moss_page.page.locator("#monitor-status")).to_contain_text("1 made inactive")

    # Selecting the fact explains it: created by the meeting message, made inactive by the vacation.
    button = meeting.get_by_role("button")
    button.click()
    expect(button).to_have_attribute("aria-expanded", "true")
    provenance = meeting.locator(".provenance")
    expect(provenance.locator(".explanation")).to_contain_text(script.meeting)
    expect(provenance.locator(".explanation")).to_contain_text(script.vacation)
    expect(provenance.locator("dd")).to_have_count(2)

    button.press("Enter")
    expect(provenance).to_be_hidden()
