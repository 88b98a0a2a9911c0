"""History that stays: the page restores the conversation from GET /messages on load, on any
device, with a waiting decision offered again."""

from __future__ import annotations

import re
import uuid

from ..servers import ApiClient
from .conftest import ON_BOTH_BACKENDS, PHONE, SEED_ZONE, expect
from .scripts import ENGLISH, KOREAN


@ON_BOTH_BACKENDS
def test_reload_restores_the_conversation_and_the_waiting_decision(open_page, moss_url):
    moss_page = open_page("en")
    user = moss_page.sign_in()
    page = moss_page.page
    moss_page.say(ENGLISH.vacation)
    moss_page.say(ENGLISH.meeting)
    expect(moss_page.decision).to_be_visible()

    page.reload()
    expect(page.locator("#messages .message.user")).to_have_text(
        [f"You: {ENGLISH.vacation}", f"You: {ENGLISH.meeting}"]
    )
    expect(moss_page.replies).to_have_count(2)
    expect(moss_page.replies.nth(0)).to_contain_text("Saved")
    expect(moss_page.decision.get_by_role("button")).to_have_text([ENGLISH.approve, ENGLISH.cancel])
    expect(moss_page.decision.get_by_role("button", name=ENGLISH.cancel)).to_be_focused()
    expect(moss_page.pending).to_have_count(1)

    moss_page.decide(ENGLISH.approve)
    expect(moss_page.facts).to_have_count(2)

    # Another device (a phone, in Korean): the same conversation, the question and the decision
    # taken included, nothing waiting any more.
    phone = open_page("ko", PHONE)
    phone.sign_in(user)
    expect(phone.page.locator("#messages .message.user")).to_have_text(
        [f"나: {ENGLISH.vacation}", f"나: {ENGLISH.meeting}", f"나: {ENGLISH.approve}"]
    )
    expect(phone.replies).to_have_count(3)
    expect(phone.replies.nth(1)).to_contain_text("vacation")
    expect(phone.replies.nth(2)).to_contain_text(re.compile("Saved|저장"))
    expect(phone.decision).to_be_hidden()
    expect(phone.input).to_be_enabled()


def test_a_question_is_restored_as_what_was_asked_on_another_device(open_page):
    moss_page = open_page("ko")
    user = moss_page.sign_in()
    moss_page.say(KOREAN.question)
    other = open_page("ko")
    other.sign_in(user)
    expect(other.page.locator("#messages .message.user")).to_have_text([f"나: {KOREAN.question}"])
    expect(other.replies.first).to_contain_text("일정을 물었습니다")


@ON_BOTH_BACKENDS
def test_earlier_messages_load_a_page_at_a_time(open_page, moss_url):
    user = f"pages-{uuid.uuid4().hex[:8]}"
    api = ApiClient(moss_url).sign_in(user)
    for number in range(25):
        status, _ = api.post("/parse", {"text": f"Hello number {number}", "timezone": SEED_ZONE})
        assert status == 200
    moss_page = open_page("en")
    moss_page.sign_in(user)
    page = moss_page.page
    said = page.locator("#messages .message.user")
    expect(said).to_have_count(20)
    expect(said.first).to_have_text("You: Hello number 5")
    expect(said.last).to_have_text("You: Hello number 24")
    earlier = page.get_by_role("button", name="Show earlier messages")
    earlier.focus()
    page.keyboard.press("Enter")
    expect(said).to_have_count(25)
    expect(said.first).to_have_text("You: Hello number 0")
    expect(earlier).to_be_hidden()
