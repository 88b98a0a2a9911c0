// Item 5's second half: Lighthouse scores the signed-in workspace, the page people use.
//
//     node bench/lighthouse_flow.mjs BASE_URL USER REPORT_PATH
//
// Debian's chromium (headless, through puppeteer-core) opens the page on the seed scenario's
// zone and demo clock, signs USER in with the dev sign-in and writes through the chat, so the
// conversation and the week have content. Then a Lighthouse user flow runs a navigation of the
// same URL in the same tab: sessionStorage keeps the sign-in, so the cold load lands on the
// workspace, which restores the conversation and draws the week, scored with the CLI's
// defaults (a phone on a throttled network, simulated). The report goes to REPORT_PATH; the
// category scores, 0-100, are printed as JSON.

import { writeFile } from "node:fs/promises";
import { startFlow } from "lighthouse";
import puppeteer from "puppeteer-core";

const CHROMIUM = "/usr/bin/chromium";
const CATEGORIES = { performance: "performance", accessibility: "accessibility", "best-practices": "best_practices" };
// As in tests/browser: Thursday 2026-07-16 14:00 in Seoul, so the week and the facts are the same on every run.
const SETTINGS = { language: "en", timeZone: "Asia/Seoul", apiBase: "", demoNow: "2026-07-16T14:00" };
// A vacation, a meeting that collides with it (approved), a weekly series and a question.
const CONVERSATION = [
  "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar.",
  "Schedule a dev team meeting for Friday at 10 AM.",
  "Dev sync every weekday at 9am",
  "Summarize my schedule for Friday at 10 AM.",
];
const REPLIES = "#messages .message.moss, #messages .message.error";
const TIMEOUT_MS = 30_000;

async function waitForReply(page, before) {
  await page.waitForFunction(
    (selector, count) =>
      document.querySelectorAll(selector).length > count &&
      document.getElementById("messages").getAttribute("aria-busy") === "false",
    { timeout: TIMEOUT_MS },
    REPLIES,
    before,
  );
}

async function say(page, text) {
  const before = await page.$$eval(REPLIES, (replies) => replies.length);
  await page.type("#message-input", text);
  await page.keyboard.press("Enter");
  await waitForReply(page, before);
  if (await page.$eval("#decision", (decision) => !decision.hidden)) {
    const settling = await page.$$eval(REPLIES, (replies) => replies.length);
    await page.click("#decision-actions button:not([data-action=cancel])");
    await waitForReply(page, settling);
  }
}

async function fillWorkspace(page, baseUrl, user) {
  await page.goto(baseUrl);
  await page.evaluate((settings) => localStorage.setItem("moss.settings", JSON.stringify(settings)), SETTINGS);
  await page.reload();
  await page.type("#dev-user", user);
  await page.click("#dev-sign-in button[type=submit]");
  await page.waitForFunction((name) => document.getElementById("account-name").textContent.includes(name), {}, user);
  for (const text of CONVERSATION) {
    await say(page, text);
  }
}

// What the navigation scored must be the workspace with its history, not the sign-in screen.
async function checkWorkspace(page) {
  const shown = await page.evaluate(() => ({
    workspace: !document.getElementById("workspace").hidden,
    messages: document.querySelectorAll("#messages .message.user").length,
    events: document.querySelectorAll("#week .event[data-fact-id]").length,
  }));
  if (!shown.workspace || shown.messages < CONVERSATION.length || shown.events === 0) {
    throw new Error(`the navigation did not land on the filled workspace: ${JSON.stringify(shown)}`);
  }
}

async function main() {
  const [baseUrl, user, reportPath] = process.argv.slice(2);
  if (!reportPath) {
    throw new Error("usage: node bench/lighthouse_flow.mjs BASE_URL USER REPORT_PATH");
  }
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await fillWorkspace(page, baseUrl, user);
    const flow = await startFlow(page, { flags: { onlyCategories: Object.keys(CATEGORIES) } });
    await flow.navigate(baseUrl);
    await checkWorkspace(page);
    const { steps } = await flow.createFlowResult();
    const { lhr } = steps[0];
    await writeFile(reportPath, JSON.stringify(lhr));
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const scores = Object.fromEntries(
      Object.entries(CATEGORIES).map(([category, name]) => [name, Math.round(lhr.categories[category].score * 100)]),
    );
    console.log(JSON.stringify(scores));
  } finally {
    await browser.close();
  }
}

await main();
