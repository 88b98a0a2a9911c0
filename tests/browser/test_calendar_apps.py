"""Calendar apps under the week: a secret subscription link that a calendar app reads without
the token (Copy, webcal://, Revoke), and the calendar as an .ics download, in both languages."""

from __future__ import annotations

import re
import urllib.error
import urllib.request
from datetime import date, datetime
from pathlib import Path

import icalendar
import pytest

from .conftest import LAPTOP, PHONE, expect
from .scripts import ENGLISH, KOREAN

VACATION_DAY = date(2026, 7, 17)


def seed_day(start: date | datetime) -> date:
    """The day an all-day event starts on: a DATE (VALUE=DATE), as the page's zone (which /parse
    makes the user's) makes the vacation a whole day."""
    assert not isinstance(start, datetime), f"an all-day vacation is a DATE, not {start}"
    return start


def vacation_days(ics: bytes) -> list[date]:
    """The days the vacations of an iCalendar file (it must be one) start on, in the seed zone."""
    calendar = icalendar.Calendar.from_ical(ics)
    assert calendar.name == "VCALENDAR"
    return [
        seed_day(event.decoded("DTSTART"))
        for event in calendar.walk("VEVENT")
        if event.get("X-MOSS-PREDICATE") == "vacation"
    ]


def read_without_token(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=10) as response:
        assert response.headers.get_content_type() == "text/calendar"
        return response.read()


@pytest.mark.parametrize(("script", "viewport"), [(ENGLISH, LAPTOP), (KOREAN, PHONE)], ids=["en-laptop", "ko-phone"])
def test_subscribe_read_the_link_without_a_token_then_revoke_it(open_page, moss_url, script, viewport):
    moss_page = open_page(script.language, viewport)
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(script.vacation)
    expect(moss_page.facts).to_have_count(1)
    moss_page.show("calendar")

    apps = page.locator("#calendar-apps")
    apps.get_by_text(script.calendar_apps, exact=True).click()
    subscribe = apps.get_by_role("button", name=script.subscribe)
    subscribe.click()
    link = apps.get_by_role("textbox")
    expect(link).to_be_focused()
    expect(link).to_have_value(re.compile(rf"^{re.escape(moss_url)}/calendar/feed/[\w-]+\.ics$"))
    url = link.input_value()
    expect(subscribe).to_be_hidden()
    expect(apps.get_by_role("link", name=script.open_in_app)).to_have_attribute(
        "href", "webcal:" + url.removeprefix("http:")
    )
    assert vacation_days(read_without_token(url)) == [VACATION_DAY]
    assert moss_page.accessibility_violations() == []

    apps.get_by_role("button", name=script.revoke).click()
    expect(link).to_be_hidden()
    expect(subscribe).to_be_focused()
    with pytest.raises(urllib.error.HTTPError) as revoked:
        read_without_token(url)
    assert revoked.value.code == 404
    assert moss_page.accessibility_violations() == []

    # A new link can be made again: it works, the revoked one still does not.
    subscribe.click()
    expect(link).to_be_visible()
    new_url = link.input_value()
    assert new_url != url
    assert vacation_days(read_without_token(new_url)) == [VACATION_DAY]


def test_copy_puts_the_link_on_the_clipboard(moss_page):
    page = moss_page.page
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    moss_page.sign_in()
    page.locator("#calendar-apps summary").click()
    page.get_by_role("button", name=ENGLISH.subscribe).click()
    link = page.locator("#subscription-url")
    expect(link).to_have_value(re.compile(r"\.ics$"))
    page.get_by_role("button", name=ENGLISH.copy, exact=True).click()
    expect(page.locator("#calendar-apps-status")).to_have_text("Link copied.")
    assert page.evaluate("navigator.clipboard.readText()") == link.input_value()


def test_download_saves_the_calendar_with_the_token(moss_page):
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(ENGLISH.vacation)
    page.locator("#calendar-apps summary").click()
    with page.expect_download() as download_info:
        page.get_by_role("button", name=ENGLISH.download).click()
    download = download_info.value
    assert download.suggested_filename == "moss.ics"
    assert vacation_days(Path(download.path()).read_bytes()) == [VACATION_DAY]
    expect(page.locator("#calendar-apps-status")).to_have_text("Saved moss.ics.")


def test_without_subscriptions_on_the_server_only_the_download_is_offered(moss_page):
    page = moss_page.page

    def describe_without_subscriptions(route):
        document = route.fetch().json()
        del document["paths"]["/calendar/subscription"]
        route.fulfill(json=document)

    page.route("**/openapi.json", describe_without_subscriptions)
    moss_page.sign_in()
    page.locator("#calendar-apps summary").click()
    expect(page.get_by_role("button", name=ENGLISH.download)).to_be_visible()
    expect(page.get_by_role("button", name=ENGLISH.subscribe)).to_be_hidden()


def test_the_panel_works_from_the_keyboard(moss_page):
    page = moss_page.page
    keys = page.keyboard
    moss_page.sign_in()
    # The panel shows once the page has read the server's description (after sign-in); a
    # summary still hidden would not take the focus, and Enter would open nothing.
    summary = page.locator("#calendar-apps summary")
    expect(summary).to_be_visible()
    summary.focus()
    keys.press("Enter")
    expect(page.get_by_role("button", name=ENGLISH.download)).to_be_visible()
    keys.press("Tab")
    expect(page.get_by_role("button", name=ENGLISH.download)).to_be_focused()
    keys.press("Tab")
    subscribe = page.get_by_role("button", name=ENGLISH.subscribe)
    expect(subscribe).to_be_focused()
    keys.press("Enter")
    expect(page.locator("#subscription-url")).to_be_focused()
    for role, name in (("button", ENGLISH.copy), ("link", ENGLISH.open_in_app), ("button", ENGLISH.revoke)):
        keys.press("Tab")
        expect(page.get_by_role(role, name=name, exact=True)).to_be_focused()
    keys.press("Enter")
    expect(page.locator("#subscription-url")).to_be_hidden()
    expect(subscribe).to_be_focused()
