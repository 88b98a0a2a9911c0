// Entry point: sign-in, settings, and one chat turn = /parse, then /lint_commit (and /confirm
// when the linter asks) or /query with the baseline comparison.

import { ApiError, FUNCTION_NAMES, MossClient, endpointUrl, loadConfig } from "./js/api.js";
import { ChatView } from "./js/chat.js";
import { ComparisonView } from "./js/compare.js";
import { element } from "./js/dom.js";
import { MemoryMonitor } from "./js/monitor.js";
import { session, settingsStore } from "./js/storage.js";
import { browserTimeZone, isValidTimeZone, timeZoneNames, zonedWallTimeToIso } from "./js/time.js";

// The server's rule for dev user names; checked here too so a typo gets an answer at once.
const USER_NAME = /^[\p{L}\p{N}_.@-]{1,64}$/u;

const byId = (id) => document.getElementById(id);

let fileConfig = {};
let settings = settingsStore.load();
let current = session.load();

function effectiveConfig() {
  return settings.apiBase ? { ...fileConfig, apiBase: settings.apiBase } : fileConfig;
}

function demoNow() {
  return settings.demoNow ? zonedWallTimeToIso(settings.demoNow, settings.timeZone) : null;
}

const client = new MossClient(effectiveConfig, () => current?.token);
const chat = new ChatView();
const monitor = new MemoryMonitor(client, () => settings.timeZone);
const comparison = new ComparisonView();

// ---- signing in and out ------------------------------------------------------------------

function showSignIn(message = "") {
  byId("workspace").hidden = true;
  byId("account").hidden = true;
  byId("sign-in").hidden = false;
  byId("sign-in-error").textContent = message;
  const tokenOnly = fileConfig.auth === "token";
  byId("dev-sign-in").hidden = tokenOnly;
  byId("token-sign-in-box").open ||= tokenOnly;
  (tokenOnly ? byId("token-input") : byId("dev-user")).focus();
}

function showWorkspace() {
  byId("sign-in").hidden = true;
  byId("workspace").hidden = false;
  byId("account").hidden = false;
  byId("account-name").textContent = current.user ? `Signed in as ${current.user}` : "Signed in with a token";
  showDemoClock();
  chat.focusInput();
}

function showDemoClock() {
  const badge = byId("demo-clock");
  badge.hidden = !settings.demoNow;
  badge.textContent = settings.demoNow ? `Demo clock: ${settings.demoNow.replace("T", " ")}` : "";
}

async function signIn(token, user) {
  session.save(token, user);
  current = { token, user };
  showWorkspace();
  await refreshMonitor();
}

function signOut(message) {
  session.clear();
  current = null;
  chat.clear();
  monitor.reset();
  comparison.reset();
  showSignIn(message);
}

byId("dev-sign-in").addEventListener("submit", async (event) => {
  event.preventDefault();
  const user = byId("dev-user").value.trim();
  const errorText = byId("sign-in-error");
  if (!USER_NAME.test(user)) {
    errorText.textContent = "Use 1 to 64 letters, digits, or _ . @ - for the user name.";
    return;
  }
  errorText.textContent = "";
  try {
    const { token } = await client.signInDev(user);
    await signIn(token, user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      byId("token-sign-in-box").open = true;
      errorText.textContent = "This server does not offer development sign-in. Sign in with a bearer token instead.";
    } else {
      errorText.textContent = error.message;
    }
  }
});

byId("token-sign-in").addEventListener("submit", async (event) => {
  event.preventDefault();
  const token = byId("token-input").value.trim().replace(/^Bearer\s+/i, "");
  if (!token) {
    byId("sign-in-error").textContent = "Paste the token first.";
    return;
  }
  byId("token-input").value = "";
  await signIn(token, null);
});

byId("sign-out").addEventListener("click", () => signOut());

// ---- errors ------------------------------------------------------------------------------

function report(error) {
  if (error instanceof ApiError && error.status === 401) {
    signOut(`You are signed out: ${error.message}`);
    return;
  }
  chat.addError(error.message || String(error));
}

async function refreshMonitor() {
  try {
    await monitor.refresh();
  } catch (error) {
    report(error);
  }
}

// ---- one chat turn -----------------------------------------------------------------------

async function runTurn(text) {
  chat.addUser(text);
  chat.setBusy(true);
  try {
    const parsed = await client.parse(text, settings.timeZone, demoNow());
    if (parsed.intent === "WRITE" && parsed.facts.length) {
      await write(parsed.message_id);
    } else if (parsed.intent === "QUERY") {
      await ask(parsed.message_id, text);
    } else {
      const reply = chat.addReply(parsed.reply ?? "I did not understand that; tell me about a vacation or a meeting.");
      chat.addSuggestions(reply, parsed.suggestions, runTurn);
    }
  } catch (error) {
    report(error);
  } finally {
    chat.setBusy(false);
  }
}

async function write(messageId) {
  const result = await client.lintCommit(messageId);
  chat.addLintResult(result);
  if (result.confirm_required) {
    chat.askDecision(result.reply, result.actions, (decision) => decide(result.pending_id, decision));
  }
  await refreshMonitor();
}

async function decide(pendingId, decision) {
  chat.setBusy(true, decision === "cancel" ? "Cancelling…" : "Saving…");
  let settled = true;
  try {
    chat.addLintResult(await client.confirm(pendingId, decision));
    await refreshMonitor();
  } catch (error) {
    // A network failure or an unavailable store left the pending fact as it was: keep the
    // buttons so the user can choose again. Any other answer (expired, changed) settles it.
    settled = !(error instanceof ApiError && error.retryable);
    report(error);
  } finally {
    chat.setBusy(false);
    if (settled) {
      chat.releaseInput();
    } else {
      chat.focusAction(decision);
    }
  }
}

async function ask(messageId, question) {
  const result = await client.query(messageId);
  const baselineNote = result.baseline ? `, baseline ${result.baseline.context_tokens}` : "";
  chat.addReply(result.answer, {
    note: `context: ${result.context_tokens} tokens${baselineNote}`,
    link: { href: "#comparison", text: "Compare with the baseline" },
  });
  comparison.show(question, result);
}

chat.onSend(runTurn);

// ---- settings ----------------------------------------------------------------------------

const settingsDialog = byId("settings");

function openSettings() {
  byId("setting-timezone").value = settings.timeZone;
  byId("setting-api-base").value = settings.apiBase;
  byId("setting-demo-now").value = settings.demoNow;
  byId("browser-zone").textContent = browserTimeZone();
  byId("settings-error").textContent = "";
  const zones = byId("timezone-names");
  if (!zones.childElementCount) {
    zones.append(...timeZoneNames().map((name) => Object.assign(element("option"), { value: name })));
  }
  showEndpoints();
  settingsDialog.showModal();
}

function showEndpoints() {
  const apiBase = byId("setting-api-base").value.trim();
  const config = apiBase ? { ...fileConfig, apiBase } : fileConfig;
  byId("effective-endpoints").replaceChildren(
    ...FUNCTION_NAMES.map((name) => element("li", "", `${name}: ${endpointUrl(config, name) || "/"}`)),
  );
}

byId("open-settings").addEventListener("click", openSettings);
byId("setting-api-base").addEventListener("input", showEndpoints);

byId("settings-form").addEventListener("submit", (event) => {
  if (event.submitter?.value !== "save") {
    return;
  }
  const timeZone = byId("setting-timezone").value.trim();
  if (!isValidTimeZone(timeZone)) {
    event.preventDefault();
    byId("settings-error").textContent = `“${timeZone}” is not a time zone this browser knows; try a name like Asia/Seoul.`;
    byId("setting-timezone").focus();
    return;
  }
  settings = {
    timeZone,
    apiBase: byId("setting-api-base").value.trim(),
    demoNow: byId("setting-demo-now").value,
  };
  settingsStore.save(settings);
  showDemoClock();
  if (current) {
    refreshMonitor();
  }
});

// ---- start -------------------------------------------------------------------------------

async function start() {
  try {
    fileConfig = await loadConfig();
  } catch (error) {
    const banner = byId("startup-error");
    banner.textContent = `${error.message} Using this page's own origin for the API.`;
    banner.hidden = false;
  }
  if (current) {
    showWorkspace();
    await refreshMonitor();
  } else {
    showSignIn();
  }
}

start();
