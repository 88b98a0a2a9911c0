"""Browser fixtures: the real local server, Debian's Chromium through Playwright, and a page
object that speaks to MOSS the way a person does (type, press Enter, read, click)."""

from __future__ import annotations

import json
import os
import re
import shutil
import uuid
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

from ..servers import REPO, FirebaseAuthEmulator, local_server

CHROMIUM = Path("/usr/bin/chromium")
AXE = Path(__file__).parent / "node_modules" / "axe-core" / "axe.min.js"
# What axe-core finds that a test tolerates: nothing serious or critical.
BLOCKING_IMPACTS = {"serious", "critical"}
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
LAPTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
# The seed scenario's "tomorrow" is Friday 2026-07-17: the page's demo clock says it is
# Thursday 2026-07-16 14:00 in Seoul.
SEED_ZONE = "Asia/Seoul"
SEED_CLOCK = "2026-07-16T14:00"


@pytest.fixture(scope="session")
def sqlite_url(tmp_path_factory):
    """`make run` as it comes (SQLite), or an already running server named by
    MOSS_BROWSER_BASE_URL (handy while working on the page under `make run`)."""
    if os.environ.get("MOSS_BROWSER_BASE_URL"):
        yield os.environ["MOSS_BROWSER_BASE_URL"].rstrip("/")
        return
    with local_server(tmp_path_factory.mktemp("moss-browser")) as base_url:
        yield base_url


@pytest.fixture(scope="session")
def cloud_url(tmp_path_factory, redis_server, firestore_emulator):
    """`make run` on the cloud backends: Firestore (the emulator) and Redis, with the reference cache."""
    with local_server(
        tmp_path_factory.mktemp("moss-browser-cloud"),
        MOSS_FACT_STORE="firestore",
        MOSS_WORKING_STORE="redis",
        MOSS_REFERENCE_CACHE="redis",
        REDIS_URL=redis_server.url,
        FIRESTORE_EMULATOR_HOST=firestore_emulator.host,
        MOSS_FIRESTORE_PROJECT="demo-moss",
    ) as base_url:
        yield base_url


@pytest.fixture(scope="session")
def firebase_url(tmp_path_factory):
    """`make run` as deployed behind Firebase Authentication, with the Auth emulator in its place:
    the page signs in with the Firebase JS SDK, the server trusts the emulator's tokens (test mode)."""
    work = tmp_path_factory.mktemp("moss-firebase")
    emulator = FirebaseAuthEmulator(work / "emulator").start()
    web_dir = work / "web"
    shutil.copytree(REPO / "web", web_dir, ignore=shutil.ignore_patterns("node_modules", "src", "package*.json"))
    (web_dir / "config.json").write_text(
        json.dumps(
            {
                "auth": "firebase",
                "signUp": True,
                "firebase": {
                    "apiKey": "demo-api-key",
                    "authDomain": f"{emulator.PROJECT}.firebaseapp.com",
                    "projectId": emulator.PROJECT,
                },
                "firebaseAuthEmulator": emulator.url,
            }
        )
    )
    try:
        with local_server(
            work,
            MOSS_AUTH="jwt",
            FIREBASE_AUTH_EMULATOR_HOST=emulator.host,
            MOSS_JWT_ISSUER=f"https://securetoken.google.com/{emulator.PROJECT}",
            MOSS_JWT_AUDIENCE=emulator.PROJECT,
            MOSS_WEB_DIR=str(web_dir),
        ) as base_url:
            yield base_url
    finally:
        emulator.stop()


BACKENDS = {"sqlite": "sqlite_url", "firestore+redis": "cloud_url", "firebase-auth": "firebase_url"}
# Tests marked with this run against both servers; the others against `make run` on SQLite.
ON_BOTH_BACKENDS = pytest.mark.parametrize("moss_url", ["sqlite", "firestore+redis"], indirect=True)


@pytest.fixture
def moss_url(request):
    return request.getfixturevalue(BACKENDS[getattr(request, "param", "sqlite")])


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
        # The events of the week shown; every scenario fact falls on one day.
        self.facts = page.locator("#week .event[data-fact-id]")
        self.pending = page.locator("#week .event.pending")

    def open(self, base_url: str) -> MossPage:
        self.page.goto(base_url)
        return self

    def set_settings(
        self, *, time_zone: str | None = None, demo_clock: str | None = None, language: str | None = None
    ) -> None:
        self.page.click("#open-settings")
        if language is not None:
            self.page.select_option("#setting-language", language)
        if time_zone is not None:
            self.page.fill("#setting-timezone", time_zone)
        if demo_clock is not None:
            self.page.click("#settings summary")
            self.page.fill("#setting-demo-now", demo_clock)
        self.page.click("#settings button[value=save]")
        expect(self.page.locator("#settings")).not_to_be_visible()

    def sign_in(self, user: str | None = None) -> str:
        user = user or f"visitor-{uuid.uuid4().hex[:8]}"
        self.page.fill("#dev-user", user)
        self.page.click("#dev-sign-in button[type=submit]")
        expect(self.page.locator("#account-name")).to_contain_text(user)
        # A phone pops no keyboard: the focus waits on the chat / calendar switch.
        expect(self.input if not self.on_phone else self.page.locator("#view-chat")).to_be_focused()
        return user

    @property
    def on_phone(self) -> bool:
        return (self.page.viewport_size or LAPTOP)["width"] <= PHONE["width"]

    def show(self, view: str) -> None:
        """On a phone, switch to the chat or the calendar (a wide screen shows both; while a
        decision waits, a phone shows both too)."""
        switch = self.page.locator(f"#view-{view}")
        if self.on_phone and switch.is_visible():
            switch.click()

    def say(self, text: str):
        """Type a message, press Enter, wait for MOSS's answer and return it."""
        before = self.replies.count()
        self.show("chat")
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

    def accessibility_violations(self) -> list[str]:
        """axe-core's serious and critical findings on the page as it is now, one line each."""
        if not AXE.exists():
            raise RuntimeError(f"{AXE} is missing; `make test` installs it (npm ci in tests/browser)")
        if not self.page.evaluate("typeof window.axe === 'object'"):
            self.page.add_script_tag(path=str(AXE))
        results = self.page.evaluate("axe.run(document, {resultTypes: ['violations']})")
        return [
            f"{violation['id']} ({violation['impact']}): {violation['help']} at "
            + ", ".join(" ".join(node["target"]) for node in violation["nodes"][:3])
            for violation in results["violations"]
            if violation["impact"] in BLOCKING_IMPACTS
        ]

    def fact(self, text: str):
        return self.facts.filter(has_text=re.compile(re.escape(text)))

    def screenshot(self, name: str, viewport: dict | None = None) -> Path:
        if viewport:
            self.page.set_viewport_size(viewport)
        ARTIFACTS.mkdir(exist_ok=True)
        path = ARTIFACTS / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=True)
        return path


BROWSER_LOCALES = {"en": "en-US", "ko": "ko-KR"}


@pytest.fixture
def open_page(chromium, moss_url, request):
    """Opens the page as a visitor whose browser speaks `language` on a screen of `viewport`.

    Every visitor starts in the seed scenario's zone and on its demo clock, as one who set
    them in Settings would; the page picks its language from the browser's.
    """
    opened = []

    def open_page(language: str = "en", viewport: dict = LAPTOP) -> MossPage:
        context = chromium.new_context(viewport=viewport, locale=BROWSER_LOCALES[language], timezone_id=SEED_ZONE)
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
        opened.append((context, page, errors))
        return MossPage(page).open(moss_url)

    yield open_page
    report = getattr(request.node, "report_call", None)
    for index, (context, page, errors) in enumerate(opened):
        if report is not None and report.failed:
            MossPage(page).screenshot(re.sub(r"[^\w.-]+", "_", f"{request.node.name}-{index}"))
        context.close()
        assert not errors, f"the page threw: {errors}"


@pytest.fixture
def moss_page(open_page):
    return open_page("en")
