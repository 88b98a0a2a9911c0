"""Series on the calendar: each occurrence on its day, a day the series skips struck through."""

from __future__ import annotations

import re

from .conftest import expect
from .scripts import ENGLISH

STANDUP = "Daily standup every weekday at 9:30 AM"


def test_occurrences_fill_the_week_and_a_vacation_strikes_one(moss_page):
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(STANDUP)
    # The first occurrence is Friday 7/17 (the demo clock says Thursday 14:00).
    friday = page.locator('#week .day[data-day="2026-07-17"] .event')
    expect(friday).to_have_count(1)
    expect(friday).to_contain_text("Daily standup")
    expect(friday.locator(".event-status")).to_have_text("repeats")

    moss_page.say(ENGLISH.vacation)
    skipped = page.locator('#week .day[data-day="2026-07-17"] .event.skipped')
    expect(skipped).to_have_count(1)
    expect(skipped.locator("s")).to_contain_text("Daily standup")
    expect(skipped.locator(".event-status")).to_have_text("skipped")

    page.get_by_role("button", name="Next week").click()
    expect(page.locator("#calendar-range")).to_have_text(re.compile("Jul 20"))
    standups = page.locator("#week .event.active", has_text="Daily standup")
    expect(standups).to_have_count(5)
    expect(page.locator('#week .day[data-day="2026-07-25"] .event')).to_have_count(0)
    assert moss_page.accessibility_violations() == []

    # Every occurrence is the series: selecting one explains the series.
    standups.first.get_by_role("button").click()
    expect(page.locator("#fact-detail .explanation")).to_contain_text(STANDUP)
