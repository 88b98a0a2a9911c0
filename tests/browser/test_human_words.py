"""Words a person uses: Korean particles chosen by the word before them on the page as on the
server (the table of tests/korean_particles.json), never a template like "(으)로" on screen;
"events", not "facts"; rule ids and token counts only behind Details; the event's history whole."""

from __future__ import annotations

import json
import re
import uuid

import pytest

from ..servers import REPO
from .conftest import LAPTOP, PHONE, expect
from .scripts import ENGLISH, KOREAN

CASES = json.loads((REPO / "tests" / "korean_particles.json").read_text())
TEMPLATE_PARTICLE = re.compile(r"\((?:으|이)\)|[이을은과와]\([가를는와과]\)")
ENGINEERING = re.compile(r"\bfacts?\b|meeting_over_vacation|context: \d|컨텍스트: \d|규칙:")


def visible_text(page) -> str:
    return page.locator("body").inner_text()


def test_the_page_chooses_particles_by_the_servers_table(open_page):
    moss_page = open_page("ko", PHONE)
    chosen = moss_page.page.evaluate(
        """async (cases) => {
          const { particle } = await import(new URL("js/i18n.js", document.baseURI).href);
          return cases.map(({ word, pair }) => particle(word, pair));
        }""",
        CASES,
    )
    assert chosen == [case["particle"] for case in CASES]


def test_korean_on_a_phone_shows_no_template_particle(open_page):
    moss_page = open_page("ko", PHONE)
    page = moss_page.page
    user = moss_page.sign_in(f"v{uuid.uuid4().hex[:8]}-민지")
    expect(page.locator("#account-name")).to_have_text(f"{user}로 로그인함")
    moss_page.say(KOREAN.vacation)
    asked = moss_page.say(KOREAN.meeting)
    expect(asked).to_contain_text("'개발팀 회의' (7월 17일(금) 10:00–11:00)가 휴가와 겹칩니다")
    assert not TEMPLATE_PARTICLE.search(visible_text(page))
    moss_page.decide(KOREAN.approve)
    moss_page.show("chat")
    undone = moss_page.replies.last.get_by_role("button", name=re.compile("되돌리기"))
    undone.click()
    expect(moss_page.replies.last).to_contain_text(f"'{KOREAN.meeting}'를 되돌렸습니다")
    moss_page.say("'회의록'이라고 적힌 회의를 금요일 오후 3시에 잡아줘")
    moss_page.set_settings(time_zone="Europe/London")
    page.get_by_role("button", name="설정").click()
    page.fill("#setting-timezone", "Nowhere/Atlantis")
    page.locator("#setting-timezone").press("Enter")
    expect(page.locator("#settings-error")).to_have_text(
        "“Nowhere/Atlantis”는 이 브라우저가 모르는 시간대입니다. Asia/Seoul 같은 이름을 쓰세요."
    )
    assert not TEMPLATE_PARTICLE.search(visible_text(page))
    page.locator("#settings-cancel").click()
    moss_page.decide(KOREAN.cancel)  # the 회의록 meeting fell on the vacation
    moss_page.show("calendar")
    moss_page.fact("휴가").get_by_role("button").click()
    expect(page.locator("#fact-detail .sources")).to_contain_text("웹 페이지에서")
    expect(page.locator("#fact-detail .sources")).not_to_contain_text("web")
    assert not TEMPLATE_PARTICLE.search(visible_text(page))
    assert not ENGINEERING.search(visible_text(page))


def test_rule_ids_and_token_counts_wait_behind_details(open_page):
    moss_page = open_page("en", LAPTOP)
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(ENGLISH.vacation)
    moss_page.say(ENGLISH.meeting)
    moss_page.decide(ENGLISH.approve)
    moss_page.say(ENGLISH.question)
    asked, answer = moss_page.replies.nth(1), moss_page.replies.nth(3)
    page.get_by_role("button", name="This week").click()  # moved by hand: the line counts again
    expect(page.locator("#monitor-status")).to_have_text("2 events shown; 0 cancelled or replaced.")
    assert not ENGINEERING.search(visible_text(page))
    expect(page.locator("#messages .message.system").first).not_to_contain_text("2026-")  # examples never in the past
    details = asked.locator("details")
    details.locator("summary").click()
    expect(details).to_contain_text("meeting_over_vacation")
    answer.locator("details summary").click()
    expect(answer.locator("details")).to_contain_text(re.compile(r"MOSS's context: \d+ tokens"))
    expect(page.locator("#comparison .side-by-side.moss pre")).to_be_hidden()
    assert moss_page.accessibility_violations() == []


def test_a_restored_event_names_what_restored_it(open_page):
    moss_page = open_page("en", LAPTOP)
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(ENGLISH.meeting)
    moss_page.say(ENGLISH.vacation)
    moss_page.say("I'm not taking Friday off after all")
    moss_page.decide("Restore them")
    moss_page.fact("dev team meeting").get_by_role("button").click()
    sources = page.locator("#fact-detail .sources")
    expect(sources.locator("dt")).to_have_text(["Created by", "Made inactive by", "Made active again by"])
    expect(page.locator("#fact-detail .status")).to_have_text("active")


@pytest.mark.parametrize(
    ("script", "viewport", "standup", "skipped_by"),
    [
        (ENGLISH, LAPTOP, "Daily standup every weekday at 9:30 AM", "This day skipped by"),
        (KOREAN, PHONE, "평일마다 오전 9시 30분에 스탠드업 잡아줘", "이날을 건너뛰게 한 메시지"),
    ],
    ids=["en-laptop", "ko-phone"],
)
def test_a_skipped_day_names_what_skipped_it(open_page, script, viewport, standup, skipped_by):
    moss_page = open_page(script.language, viewport)
    page = moss_page.page
    moss_page.sign_in()
    moss_page.say(standup)
    moss_page.say(script.vacation)
    moss_page.show("calendar")
    page.locator('#week .day[data-day="2026-07-17"] .event.skipped').get_by_role("button").click()
    sources = page.locator("#fact-detail .sources")
    expect(sources.locator("dt")).to_have_text(["Created by" if script is ENGLISH else "만든 메시지", skipped_by])
    expect(sources.locator("dd").last).to_contain_text(script.vacation)
