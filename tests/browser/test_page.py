"""The page around the scenario: sign-in, readable errors, settings, phone width."""

from __future__ import annotations

import uuid

from .conftest import PHONE, expect
from .scripts import ENGLISH


def test_a_bad_user_name_is_explained_before_any_call(moss_page):
    page = moss_page.page
    page.fill("#dev-user", "two words")
    page.locator("#dev-sign-in").get_by_role("button", name="Sign in").click()
    expect(page.locator("#sign-in-error")).to_contain_text("letters, digits")
    expect(page.locator("#workspace")).to_be_hidden()


def test_a_korean_user_name_signs_in(moss_page):
    moss_page.sign_in(f"김민지-{uuid.uuid4().hex[:6]}")
    moss_page.say(ENGLISH.vacation)
    expect(moss_page.facts).to_have_count(1)


def test_a_rejected_token_signs_out_with_the_servers_message(moss_page):
    page = moss_page.page
    page.locator("#token-sign-in-box summary").click()
    page.fill("#token-input", "not-a-real-token")
    page.get_by_role("button", name="Use this token").click()
    expect(page.locator("#sign-in")).to_be_visible()
    expect(page.locator("#sign-in-error")).to_contain_text("You are signed out:")
    assert page.evaluate("sessionStorage.getItem('moss.session')") is None


def test_the_token_lives_in_session_storage_only(moss_page):
    moss_page.sign_in()
    page = moss_page.page
    assert "token" in page.evaluate("sessionStorage.getItem('moss.session')")
    assert "token" not in page.evaluate("JSON.stringify(localStorage)")
    page.get_by_role("button", name="Sign out").click()
    expect(page.locator("#sign-in")).to_be_visible()
    assert page.evaluate("sessionStorage.getItem('moss.session')") is None


def test_a_server_error_shows_its_message_and_gives_the_text_box_back(moss_page):
    moss_page.sign_in()
    page = moss_page.page
    page.route(
        "**/parse",
        lambda route: route.fulfill(
            status=503, json={"error": {"code": "store_unavailable", "message": "The store is resting for a moment."}}
        ),
    )
    reply = moss_page.say(ENGLISH.vacation)
    expect(reply).to_have_class("message error")
    expect(reply).to_contain_text("The store is resting for a moment.")
    expect(moss_page.input).to_be_enabled()


def test_a_message_without_a_time_gets_the_parsers_question(moss_page):
    moss_page.sign_in()
    reply = moss_page.say("Hello there")
    expect(reply).to_have_class("message moss")
    expect(reply).not_to_be_empty()
    expect(moss_page.decision).to_be_hidden()
    expect(moss_page.facts).to_have_count(0)


def test_times_follow_the_time_zone_setting(moss_page):
    moss_page.sign_in()
    moss_page.say(ENGLISH.vacation)
    when = moss_page.fact("vacation").locator(".fact-when")
    expect(when).to_have_text("Fri, Jul 17, 2026, all day")

    moss_page.set_settings(time_zone="America/New_York", demo_clock="")
    expect(moss_page.page.locator("#monitor-zone")).to_have_text("America/New_York")
    expect(when).to_contain_text("Jul 16")
    expect(when).not_to_contain_text("all day")
    moss_page.fact("vacation").get_by_role("button").click()
    expect(moss_page.fact("vacation").locator(".explanation")).to_contain_text("America/New_York")
    expect(moss_page.page.locator("#demo-clock")).to_be_hidden()


def test_an_unknown_time_zone_is_refused_in_settings(moss_page):
    moss_page.sign_in()
    page = moss_page.page
    page.get_by_role("button", name="Settings").click()
    page.fill("#setting-timezone", "Mars/Olympus_Mons")
    page.locator("#settings button[value=save]").click()
    expect(page.locator("#settings-error")).to_contain_text("Mars/Olympus_Mons")
    expect(page.locator("#settings")).to_be_visible()


def test_phone_width_keeps_everything_inside_the_screen(moss_page):
    page = moss_page.page
    page.set_viewport_size(PHONE)
    moss_page.sign_in()
    moss_page.say(ENGLISH.vacation)
    moss_page.say(ENGLISH.meeting)
    for button in moss_page.decision.get_by_role("button").all():
        box = button.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    moss_page.decide(ENGLISH.cancel)
    moss_page.say(ENGLISH.question)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
