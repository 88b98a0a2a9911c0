"""Browser fixtures: the real local server, Debian's Chromium through Playwright, and a page
object that speaks to MOSS the way a person does (type, press Enter, read, click)."""

from __future__ import annotations

import json
import os
import re
import uuid
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

from ..servers import REPO, local_server

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
ARTIFACTS = REPO / "test-artifacts"
LAPTOP = {"width": 1280, "height": 860}
PHONE = {"width": 390, "height": 844}
# The seed scenario's "tomorrow" is Friday 2026-07-17: the page's demo clock says it is
# Thursday 2026-07-16 14:00 in Seoul.
SEED_ZONE = "Asia/Seoul"
SEED_CLOCK = "2026-07-16T14:00"


@pytest.fixture(scope="session")
def moss_url(tmp_path_factory):
    """The local server started for these tests, or an already running one named by
    MOSS_BROWSER_BASE_URL (handy while working on the page under `make run`)."""
    if os.environ.get("MOSS_BROWSER_BASE_URL"):
        yield os.environ["MOSS_BROWSER_BASE_URL"].rstrip("/")
        return
    with local_server(tmp_path_factory.mktemp("moss-browser")) as base_url:
        yield base_url


@pytest.fixture(scope="session")
def chromium():
    if not CHROMIUM.exists():
        raise RuntimeError(f"{CHROMIUM} is missing; `make test` installs it (apt-get install chromium fonts-noto-cjk)")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


class MossPage:
    """The page as a visitor uses it."""

    def __init__(self, page) -> None:
        self.page = page
        self.messages = page.locator("#messages")
        self.replies = page.locator("#messages .message.moss, #messages .message.error")
        self.input = page.locator("#message-input")
        self.decision = page.locator("#decision")
        self.facts = page.locator("#facts > li")

    def open(self, base_url: str) -> MossPage:
        self.page.goto(base_url)
        return self

    def set_settings(self, *, time_zone: str, demo_clock: str) -> None:
        self.page.click("#open-settings")
        self.page.fill("#setting-timezone", time_zone)
        self.page.click("#settings summary")
        self.page.fill("#setting-demo-now", demo_clock)
        self.page.click("#settings button[value=save]")
        expect(self.page.locator("#settings")).not_to_be_visible()

    def sign_in(self, user: str | None = None) -> str:
        user = user or f"visitor-{uuid.uuid4().hex[:8]}"
        self.page.fill("#dev-user", user)
        self.page.locator("#dev-sign-in").get_by_role("button", name="Sign in").click()
        expect(self.page.locator("#account-name")).to_have_text(f"Signed in as {user}")
        expect(self.input).to_be_focused()
        return user

    def say(self, text: str):
        """Type a message, press Enter, wait for MOSS's answer and return it."""
        before = self.replies.count()
        self.input.fill(text)
        self.input.press("Enter")
        expect(self.replies).to_have_count(before + 1)
        expect(self.messages).to_have_attribute("aria-busy", "false")
        return self.replies.last

    def decide(self, label: str, *, keyboard: bool = False):
        """Settle a pending confirmation by clicking (or focusing and pressing Enter on) a button."""
        before = self.replies.count()
        button = self.decision.get_by_role("button", name=label)
        if keyboard:
            button.focus()
            self.page.keyboard.press("Enter")
        else:
            button.click()
        expect(self.replies).to_have_count(before + 1)
        expect(self.messages).to_have_attribute("aria-busy", "false")
        return self.replies.last

    def fact(self, text: str):
        return self.facts.filter(has_text=re.compile(re.escape(text)))

    def screenshot(self, name: str, viewport: dict | None = None) -> Path:
        if viewport:
            self.page.set_viewport_size(viewport)
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path


@pytest.fixture
def moss_page(chromium, moss_url, request):
    context = chromium.new_context(viewport=LAPTOP, locale="en-US", timezone_id=SEED_ZONE)
    # Every test starts in the seed scenario's zone and on its demo clock, as a visitor who
    # set them in Settings would.
    seed_settings = json.dumps({"timeZone": SEED_ZONE, "apiBase": "", "demoNow": SEED_CLOCK})
    context.add_init_script(
        f"""if (!localStorage.getItem("moss.settings")) {{
          localStorage.setItem("moss.settings", JSON.stringify({seed_settings}));
        }}"""
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    yield MossPage(page).open(moss_url)
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        MossPage(page).screenshot(re.sub(r"[^\w.-]+", "_", request.node.name))
    context.close()
    assert not errors, f"the page threw: {errors}"
