"""The flows a first-time visitor broke (issue #29), each in English on a laptop and in Korean on
a phone: Enter in Settings saves, an all-day vacation is a date in every zone, an unreachable
server keeps the message and says the calendar is out of reach, a reload keeps the transcript,
emoji stay in titles, and only the newest write offers Undo in the chat."""

from __future__ import annotations

import re

import pytest

from .conftest import LAPTOP, PHONE, expect
from .scripts import ENGLISH, KOREAN

VISITORS = pytest.mark.parametrize(
    ("script", "viewport"), [(ENGLISH, LAPTOP), (KOREAN, PHONE)], ids=["en-laptop", "ko-phone"]
)
ZONE_LABEL = {"en": "Times in {zone}.", "ko": "시간대: {zone}"}
UNREACHABLE = {"en": "MOSS can't be reached right now", "ko": "지금은 MOSS에 연결할 수 없어"}
RETRY = {"en": "Try again", "ko": "다시 시도"}
CALENDAR_UNREACHABLE = {"en": "Your calendar can't be shown", "ko": "캘린더를 보여 줄 수 없습니다"}
SHOW_AGAIN = {"en": "Show it again", "ko": "다시 불러오기"}
UNDO = {"en": "Undo", "ko": "되돌리기"}
LUNCH = {"en": "Schedule lunch with Sarah 🍣 on Friday at noon", "ko": "금요일 12시에 사라와 점심 🍣 잡아줘"}
LUNCH_TITLE = {"en": "lunch with Sarah 🍣", "ko": "사라와 점심 🍣"}
FRIDAY_ALL_DAY = {"en": "Fri, Jul 17, 2026, all day", "ko": "2026년 7월 17일 (금), 종일"}
CONFLICT_WHEN = {"en": "all day Fri Jul 17", "ko": "7월 17일(금) 종일"}


@VISITORS
def test_enter_in_settings_saves_what_was_typed(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    page = moss_page.page
    page.get_by_role("button", name=script.settings).click()
    zone = page.locator("#setting-timezone")
    zone.fill("Europe/London")
    zone.press("Enter")
    expect(page.locator("#settings")).not_to_be_visible()
    expect(page.locator("#calendar-zone")).to_have_text(ZONE_LABEL[script.language].format(zone="Europe/London"))
    page.get_by_role("button", name=script.settings).click()
    expect(zone).to_have_value("Europe/London")
    expect(page.locator("#settings button[value=save]")).to_be_in_viewport()


@VISITORS
def test_an_all_day_vacation_is_its_date_in_every_zone(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    moss_page.say(script.vacation)
    moss_page.set_settings(time_zone="America/New_York")
    page = moss_page.page
    expect(page.locator("#calendar-zone")).to_contain_text("America/New_York")
    vacation = page.locator("#week .event.vacation")
    expect(vacation).to_have_count(1)
    expect(page.locator('#week .day[data-day="2026-07-17"] .event.vacation .event-when')).to_have_text(script.all_day)
    moss_page.show("calendar")
    vacation.get_by_role("button").click()
    expect(page.locator("#fact-detail .detail-when")).to_have_text(FRIDAY_ALL_DAY[script.language])

    # Said in New York, the meeting meets the Seoul vacation: MOSS names it by its date.
    reply = moss_page.say(script.meeting)
    expect(reply).to_contain_text(CONFLICT_WHEN[script.language])
    expect(reply).not_to_contain_text(re.compile(r"\d\d:00 –"))


@VISITORS
def test_an_unreachable_server_keeps_the_message_and_the_calendar_says_why(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    page = moss_page.page
    page.route("**/parse", lambda route: route.abort())
    failed = moss_page.say(script.vacation)
    expect(failed).to_contain_text(UNREACHABLE[script.language])
    expect(failed).not_to_contain_text("http")
    expect(moss_page.input).to_have_value(script.vacation)

    page.route(re.compile(r"/memories\b"), lambda route: route.abort())
    moss_page.show("calendar")
    page.get_by_role("button", name=re.compile("Next week|다음 주")).click()
    expect(page.locator("#week .unavailable")).to_contain_text(CALENDAR_UNREACHABLE[script.language])
    expect(page.locator("#week .day")).to_have_count(0)
    assert moss_page.accessibility_violations() == []

    page.unroute_all()
    page.locator("#week").get_by_role("button", name=SHOW_AGAIN[script.language]).click()
    expect(page.locator("#week .day")).to_have_count(7)
    moss_page.show("chat")
    failed.get_by_role("button", name=RETRY[script.language]).click()
    expect(moss_page.input).to_have_value("")
    expect(page.locator("#messages .message.user")).to_have_count(1)
    expect(moss_page.replies).to_have_count(1)
    expect(moss_page.replies.last.locator(".meta")).to_have_text(re.compile("Saved|저장됨"))
    expect(moss_page.fact(script.all_day)).to_have_count(1)


@VISITORS
def test_a_reload_keeps_the_transcript(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    page = moss_page.page
    moss_page.say(script.vacation)
    moss_page.say(script.meeting)
    moss_page.decide(script.approve)
    moss_page.say(script.question)
    transcript = page.locator("#messages .message")
    expect(transcript).to_have_count(9)  # the introduction, four said (the decision too), four answered
    before = transcript.all_text_contents()
    question = page.locator("#comparison-question").inner_text()

    page.reload()
    expect(transcript).to_have_count(len(before))
    expect(transcript).to_have_text(before)
    expect(page.locator("#comparison-question")).to_have_text(question)


@VISITORS
def test_an_emoji_stays_in_a_title(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    moss_page.say(LUNCH[script.language])
    expect(moss_page.facts.locator(".event-what")).to_have_text([LUNCH_TITLE[script.language]])


@VISITORS
def test_only_the_newest_write_offers_undo(open_page, script, viewport):
    moss_page = open_page(script.language, viewport)
    moss_page.sign_in()
    page = moss_page.page
    moss_page.say(script.vacation)
    moss_page.say(script.same_title[0])
    undo = page.locator("#messages").get_by_role("button", name=re.compile(f"^{UNDO[script.language]}|되돌리기$"))
    expect(undo).to_have_count(1)
    expect(moss_page.replies.last.get_by_role("button")).to_have_count(1)
    page.reload()
    expect(moss_page.replies).to_have_count(2)
    expect(undo).to_have_count(1)
    expect(moss_page.replies.last.get_by_role("button")).to_have_count(1)
