"""The page around the scenario: sign-in, readable errors, settings, phone width."""

from __future__ import annotations

import re
import uuid

import pytest

from .conftest import PHONE, expect
from .scripts import ENGLISH, KOREAN


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
    page = moss_page.page
    moss_page.say(ENGLISH.vacation)
    friday = page.locator('#week .day[data-day="2026-07-17"] .event')
    expect(friday.locator(".event-when")).to_have_text("All day")
    expect(page.locator("#calendar-range")).to_have_text("Jul 13 \u2013 19, 2026")

    # An all-day event is a date in every zone: in New York the Seoul day off is Friday still.
    moss_page.set_settings(time_zone="America/New_York")
    expect(page.locator("#calendar-zone")).to_have_text("Times in America/New_York.")
    expect(page.locator('#week .day[data-day="2026-07-16"] .event')).to_have_count(0)
    expect(friday.locator(".event-when")).to_have_text("All day")
    friday.get_by_role("button").click()
    expect(page.locator("#fact-detail .explanation")).to_contain_text("America/New_York")

    # Without the demo clock the real week is this week, and the calendar goes there.
    moss_page.set_settings(demo_clock="")
    expect(page.locator("#demo-clock")).to_be_hidden()
    expect(page.locator("#calendar-range")).not_to_have_text("Jul 13 \u2013 19, 2026")
    expect(page.locator("#week .day.today")).to_have_count(1)


def test_the_language_switches_in_settings_and_stays(moss_page):
    user = moss_page.sign_in(f"v{uuid.uuid4().hex[:8]}-민지")
    page = moss_page.page
    moss_page.say(ENGLISH.vacation)
    expect(page.locator("#calendar-title")).to_have_text("Calendar")

    moss_page.set_settings(language="ko")
    expect(page.locator("html")).to_have_attribute("lang", "ko")
    expect(page.locator("#calendar-title")).to_have_text("캘린더")
    expect(page.locator("#account-name")).to_have_text(f"{user}로 로그인함")
    expect(page.locator("#send")).to_have_text("보내기")
    expect(page.locator("#message-input")).to_have_attribute("placeholder", re.compile("메시지"))
    # Dates are written by Intl in the chosen language.
    expect(page.locator("#calendar-range")).to_have_text("2026년 7월 13일 ~ 19일")
    expect(page.locator('#week .day[data-day="2026-07-17"] .event-when')).to_have_text("종일")

    page.reload()
    expect(page.locator("#calendar-title")).to_have_text("캘린더")
    moss_page.set_settings(language="")
    expect(page.locator("#calendar-title")).to_have_text("Calendar")


def test_both_catalogues_name_the_same_texts(moss_page):
    missing = moss_page.page.evaluate("import('./js/i18n.js').then((i18n) => i18n.missingKeys())")
    assert missing == {"en": [], "ko": []}


def test_an_unknown_time_zone_is_refused_in_settings(moss_page):
    moss_page.sign_in()
    page = moss_page.page
    page.get_by_role("button", name="Settings").click()
    page.fill("#setting-timezone", "Mars/Olympus_Mons")
    page.locator("#settings button[value=save]").click()
    expect(page.locator("#settings-error")).to_contain_text("Mars/Olympus_Mons")
    expect(page.locator("#settings")).to_be_visible()


def test_a_time_zone_typed_in_another_case_is_saved_as_the_server_spells_it(moss_page):
    """Intl accepts "asia/seoul"; the server only "Asia/Seoul", so every message would fail."""
    moss_page.sign_in()
    moss_page.set_settings(time_zone="asia/seoul")
    saved = moss_page.page.evaluate("JSON.parse(localStorage.getItem('moss.settings')).timeZone")
    assert saved == "Asia/Seoul"
    expect(moss_page.say(ENGLISH.vacation)).to_contain_text("Saved")


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


APPROVE_ELSEWHERE = """async () => {
  const { token } = JSON.parse(sessionStorage.getItem("moss.session"));
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const history = await (await fetch("/messages", { headers })).json();
  const pending = history.messages.find((m) => m.outcome?.pending_id).outcome.pending_id;
  const body = JSON.stringify({ pending_id: pending, decision: "approve" });
  return (await fetch("/confirm", { method: "POST", headers, body })).status;
}"""


@pytest.mark.parametrize(
    ("script", "said"),
    [
        (ENGLISH, "This was already decided another way, so nothing changed."),
        (KOREAN, "이미 다른 선택으로 처리되어 아무것도 바뀌지 않았습니다."),
    ],
    ids=["en", "ko"],
)
def test_a_decision_made_elsewhere_is_explained_in_the_pages_language(open_page, script, said):
    """Approved on another device, then cancelled here: the 409 reads in the page's words, not the server's."""
    moss_page = open_page(script.language)
    moss_page.sign_in()
    moss_page.say(script.vacation)
    moss_page.say(script.meeting)
    expect(moss_page.decision).to_be_visible()
    assert moss_page.page.evaluate(APPROVE_ELSEWHERE) == 200

    moss_page.decide(script.cancel)

    expect(moss_page.replies.last).to_contain_text(said)
