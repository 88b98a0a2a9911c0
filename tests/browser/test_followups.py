"""A question's suggested answers as buttons: a click sends the answer and completes the write."""

from __future__ import annotations

import pytest

from .conftest import expect


@pytest.mark.parametrize(
    ("question", "labels", "click", "fact", "when"),
    [
        ("I'm taking a half day on Friday", ["In the morning", "In the afternoon"], 1, "vacation", "Jul 17"),
        ("내일 오전 10시랑 오후 3시에 통화 잡아줘", ["오전 10시", "오후 3시"], 1, "통화", "Jul 17"),
    ],
)
def test_clicking_a_suggestion_answers_the_question(moss_page, question, labels, click, fact, when):
    moss_page.sign_in()
    reply = moss_page.say(question)
    buttons = reply.locator(".suggestions button")
    expect(buttons).to_have_text(labels)
    expect(moss_page.facts).to_have_count(0)

    before = moss_page.replies.count()
    buttons.nth(click).click()

    expect(moss_page.replies).to_have_count(before + 1)
    expect(moss_page.messages).to_have_attribute("aria-busy", "false")
    expect(moss_page.page.locator("#messages .message.user").last).to_contain_text(labels[click])
    expect(moss_page.facts).to_have_count(1)
    expect(moss_page.fact(fact)).to_contain_text(when)
    expect(moss_page.page.locator("#messages .suggestions")).to_have_count(0)
