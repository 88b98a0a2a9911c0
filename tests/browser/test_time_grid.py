"""The time grid of a wide screen: day and week views with events placed and sized by time,
all-day events in a band on top, overlapping events side by side, the waiting event where it
would go, the now-line, a month view; drags that move and resize through the edit endpoint.
A phone keeps the week as its agenda."""

from __future__ import annotations

import re

import pytest

from .conftest import LAPTOP, PHONE, expect
from .scripts import ENGLISH, KOREAN

MINUTE_PX = 0.7  # web/js/calendar.js
SCRIPTS = pytest.mark.parametrize("script", [ENGLISH, KOREAN], ids=["en", "ko"])
MODES = {"en": ("Day", "Week", "Month"), "ko": ("일", "주", "월")}
OVERLAP = {"en": "Schedule a design review on Monday at 10:30 AM", "ko": "월요일 오전 10시 30분에 디자인 리뷰 잡아줘"}
LONG_TITLE = "quarterly planning with the whole platform team and our partners from the Busan office " * 2
MONTH = {"en": "July 2026", "ko": "2026년 7월"}


def top(minutes: int) -> str:
    return f"{minutes * MINUTE_PX:g}px"


@SCRIPTS
def test_the_week_places_events_by_time_side_by_side_with_the_band_and_the_now_line(open_page, script):
    moss_page = open_page(script.language, LAPTOP)
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(script.vacation)
    friday = page.locator('#week .day[data-day="2026-07-17"]')
    expect(friday.locator(".all-day .event.vacation")).to_have_count(1)
    # The demo clock says Thursday 14:00: the now-line is there.
    expect(page.locator('#week .day.today[data-day="2026-07-16"] .now-line')).to_have_css("top", top(14 * 60))
    expect(page.locator("#week .hours")).to_be_attached()

    moss_page.say(script.meeting)  # on the vacation: it waits, drawn where it would go
    expect(friday.locator(".timed .event.pending")).to_have_css("top", top(10 * 60))
    expect(friday.locator(".timed .event.pending")).to_have_css("height", top(60))
    assert moss_page.accessibility_violations() == []
    moss_page.decide(script.cancel)

    moss_page.say(script.same_title[0])  # Monday 10:00
    moss_page.say(OVERLAP[script.language])  # Monday 10:30, overlapping: it waits beside it
    monday = page.locator('#week .day[data-day="2026-07-20"] .timed')
    stored, waiting = monday.locator(".event[data-fact-id]"), monday.locator(".event.pending")
    expect(stored).to_have_css("top", top(10 * 60))
    expect(waiting).to_have_css("top", top(10 * 60 + 30))
    expect(stored).to_have_css("left", "0px")
    expect(waiting).not_to_have_css("left", "0px")
    moss_page.decide(script.cancel)


@SCRIPTS
def test_day_and_month_views_and_long_titles(open_page, script):
    moss_page = open_page(script.language, LAPTOP)
    page = moss_page.page
    moss_page.sign_in()
    day, week, month = (page.get_by_role("button", name=name, exact=True) for name in MODES[script.language])
    moss_page.say(script.vacation)
    moss_page.say(f"Schedule {LONG_TITLE.strip()} on Tuesday at 3pm")
    long_event = page.locator("#week .timed .event[data-fact-id]")
    expect(long_event.get_by_role("button")).to_have_attribute(
        "title", re.compile("^quarterly planning .*Busan office$")
    )
    expect(long_event.locator(".event-what")).to_have_css("-webkit-line-clamp", "2")

    day.click()
    expect(day).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#week .day")).to_have_count(1)
    expect(page.locator('#week .day[data-day="2026-07-21"] .timed .event')).to_have_count(1)
    expect(page.locator("#week .day .timed .event")).to_have_css("top", top(15 * 60))
    page.get_by_role("button", name=re.compile("Previous day|전날")).click()
    expect(page.locator('#week .day[data-day="2026-07-20"]')).to_have_count(1)
    assert moss_page.accessibility_violations() == []

    month.click()
    expect(page.locator("#calendar-range")).to_have_text(MONTH[script.language])
    expect(page.locator("#week .day")).to_have_count(42)
    expect(page.locator('#week .day[data-day="2026-07-17"] .event.vacation')).to_have_count(1)
    expect(page.locator('#week .day[data-day="2026-07-21"] .event')).to_have_count(1)
    expect(page.locator('#week .day[data-day="2026-06-29"]')).to_have_class(re.compile(r"\boutside\b"))
    assert moss_page.accessibility_violations() == []
    page.get_by_role("button", name=re.compile("Next month|다음 달")).click()
    expect(page.locator("#calendar-range")).to_have_text(re.compile("August 2026|2026년 8월"))

    week.click()
    expect(page.locator("#week .day")).to_have_count(7)


def box_of(element) -> dict[str, float]:
    """The element's box, measured in the page in one step: the grid is drawn again after each change,
    so a box asked for in two steps (find, then measure) can land between two drawings and be None."""
    return element.evaluate(
        "e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; }"
    )


def test_drag_moves_and_resizes_through_the_edit_endpoint(open_page):
    moss_page = open_page("en", LAPTOP)
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(ENGLISH.same_title[0])  # Monday 2026-07-20 10:00–11:00
    sync = page.locator("#week .timed .event.active[data-fact-id]")
    expect(sync).to_have_css("top", top(10 * 60))

    def drag(handle, dx: float, dy: float) -> None:
        box = box_of(handle)
        x, y = box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 8)
        if handle is not sync:
            y = box["y"] + box["height"] / 2
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + dx / 2, y + dy / 2, steps=4)
        page.mouse.move(x + dx, y + dy, steps=4)
        page.mouse.up()

    before = moss_page.replies.count()
    drag(sync, 0, 120 * MINUTE_PX)  # two hours later
    expect(moss_page.replies).to_have_count(before + 1)
    expect(page.locator("#messages .message.user").last).to_contain_text(
        "Change: 'dev sync' (Mon Jul 20 10:00–11:00) →"
    )
    expect(sync).to_have_css("top", top(12 * 60))
    expect(sync.locator(".event-when")).to_have_text("12:00 – 13:00")
    expect(page.locator("#fact-detail")).to_be_hidden()  # the drop opened nothing

    width = box_of(page.locator('#week .day[data-day="2026-07-20"]'))["width"]
    drag(sync, width, 0)  # a day later
    expect(moss_page.replies).to_have_count(before + 2)
    expect(page.locator('#week .day[data-day="2026-07-21"] .timed .event[data-fact-id]')).to_have_count(1)
    expect(page.locator('#week .day[data-day="2026-07-20"] .timed .event')).to_have_count(0)  # no struck copies

    drag(sync.locator(".resize"), 0, 30 * MINUTE_PX)  # half an hour longer
    expect(moss_page.replies).to_have_count(before + 3)
    expect(sync.locator(".event-when")).to_have_text("12:00 – 13:30")
    moss_page.replies.last.get_by_role("button", name=re.compile("^Undo")).click()
    expect(sync.locator(".event-when")).to_have_text("12:00 – 13:00")


def test_a_phone_keeps_the_weeks_agenda(open_page):
    moss_page = open_page("ko", PHONE)
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(KOREAN.vacation)
    moss_page.show("calendar")
    expect(page.locator(".calendar-modes")).to_be_hidden()
    expect(page.locator("#week .hours")).to_have_count(0)
    expect(page.locator("#week .day:not(.empty)")).to_have_count(1)
    expect(page.locator("#week .event.vacation")).to_be_in_viewport()
