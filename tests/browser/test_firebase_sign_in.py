"""Real sign-in for the hosted page: Firebase Authentication through the bundled JS SDK,
against the Firebase Auth emulator, with the server trusting the emulator's tokens (test mode)."""

from __future__ import annotations

import re
import uuid

import pytest

from .conftest import expect
from .scripts import ENGLISH

pytestmark = pytest.mark.parametrize("moss_url", ["firebase-auth"], indirect=True)
PASSWORD = "correct-horse-7"


def firebase_sign_in(moss_page, email: str, password: str, *, create: bool = False) -> None:
    page = moss_page.page
    page.fill("#firebase-email", email)
    page.fill("#firebase-password", password)
    page.locator("#firebase-sign-in").get_by_role("button", name="Create account" if create else "Sign in").click()


def test_an_account_is_created_kept_across_reloads_and_signed_back_into(open_page, moss_url):
    moss_page = open_page("en")
    page = moss_page.page
    expect(page.locator("#firebase-sign-in")).to_be_visible()
    expect(page.locator("#dev-sign-in")).to_be_hidden()
    expect(page.locator("#firebase-email")).to_be_focused()
    assert moss_page.accessibility_violations() == []

    email = f"visitor-{uuid.uuid4().hex[:8]}@example.com"
    firebase_sign_in(moss_page, email, PASSWORD, create=True)
    expect(page.locator("#account-name")).to_have_text(f"Signed in as {email}")
    moss_page.say(ENGLISH.vacation)
    expect(moss_page.facts).to_have_count(1)

    # The Firebase session lasts for the tab: a reload stays signed in, with the conversation.
    page.reload()
    expect(page.locator("#account-name")).to_have_text(f"Signed in as {email}")
    expect(page.locator("#messages .message.user")).to_have_text([f"You: {ENGLISH.vacation}"])
    expect(moss_page.facts).to_have_count(1)

    page.get_by_role("button", name="Sign out").click()
    expect(page.locator("#firebase-sign-in")).to_be_visible()
    assert page.evaluate("sessionStorage.getItem('moss.session')") is None

    firebase_sign_in(moss_page, email, "wrong-password")
    expect(page.locator("#sign-in-error")).to_contain_text(re.compile(r"Sign-in failed: auth/"))
    expect(page.locator("#workspace")).to_be_hidden()

    # Signing back in finds the same calendar: the user is the Firebase uid, whatever the device.
    firebase_sign_in(moss_page, email, PASSWORD)
    expect(moss_page.facts).to_have_count(1)
    expect(page.locator("#messages .message.user")).to_have_count(1)


def test_the_server_refuses_a_token_the_emulator_did_not_issue_for_this_project(open_page, moss_url):
    moss_page = open_page("en")
    page = moss_page.page
    forged = page.evaluate(
        """() => {
          const part = (value) => btoa(JSON.stringify(value)).replace(/=+$/, "");
          const now = Math.floor(Date.now() / 1000);
          return `${part({alg: "none", typ: "JWT"})}.${part({
            sub: "intruder", iss: "https://securetoken.google.com/another-project",
            aud: "another-project", iat: now, exp: now + 3600})}.`;
        }"""
    )
    page.locator("#token-sign-in-box summary").click()
    page.fill("#token-input", forged)
    page.get_by_role("button", name="Use this token").click()
    expect(page.locator("#sign-in-error")).to_contain_text("You are signed out:")
