// Entry point: language, sign-in, settings, the restored conversation, and one chat turn =
// /parse, then /lint_commit (and /confirm when the linter asks) or /query with the baseline
// comparison; Undo of a write and Cancel of a selected fact settle the same way as a write.

import { ApiError, FUNCTION_NAMES, MossClient, endpointUrl, loadConfig } from "./js/api.js";
import { CalendarAppsView } from "./js/calendar-apps.js";
import { CalendarView, factTitle } from "./js/calendar.js";
import { ChatView } from "./js/chat.js";
import { ComparisonView } from "./js/compare.js";
import { PHONE, element } from "./js/dom.js";
import { browserLanguage, has, setLanguage, t, translatePage } from "./js/i18n.js";
import { answersStore, session, settingsStore } from "./js/storage.js";
import { browserTimeZone, canonicalTimeZone, dayOf, formatInterval, timeZoneNames, zonedWallTimeToIso } from "./js/time.js";

// The server's rule for dev user names; checked here too so a typo gets an answer at once.
const USER_NAME = /^[\p{L}\p{N}_.@-]{1,64}$/u;
const CANCEL_PATH = "/memories/{fact_id}/cancel";
const CHANGE_PATH = "/memories/{fact_id}/change";
const CALENDAR_FILE_PATH = "/calendar.ics";
const SUBSCRIPTION_PATH = "/calendar/subscription";

const byId = (id) => document.getElementById(id);

let fileConfig = {};
let settings = settingsStore.load();
let current = session.load();
// Paths of the server's OpenAPI description: which optional operations (undo, history, calendar apps) it has.
let operations = new Set();
// Firebase Authentication, started when config.json says "auth": "firebase".
let firebase = null;

function effectiveConfig() {
  return settings.apiBase ? { ...fileConfig, apiBase: settings.apiBase } : fileConfig;
}

function demoNow() {
  return settings.demoNow ? zonedWallTimeToIso(settings.demoNow, settings.timeZone) : null;
}

function now() {
  const demo = demoNow();
  return demo ? new Date(demo) : new Date();
}

function today() {
  return dayOf(now(), settings.timeZone);
}

function applyLanguage() {
  setLanguage(settings.language || browserLanguage());
  translatePage();
}

applyLanguage();

const client = new MossClient(effectiveConfig, () => current?.token);
const chat = new ChatView();
const calendar = new CalendarView(client, () => settings.timeZone, today, now);
const comparison = new ComparisonView();
const calendarApps = new CalendarAppsView(client, (error) => report(error));

// ---- signing in and out ------------------------------------------------------------------

// config.json's "auth": "dev" (a user name), "firebase" (email and password), "token" (paste one).
function showSignIn(message = "") {
  byId("workspace").hidden = true;
  byId("account").hidden = true;
  byId("sign-in").hidden = false;
  byId("sign-in-error").textContent = message;
  const mode = fileConfig.auth ?? "dev";
  byId("dev-sign-in").hidden = mode !== "dev";
  byId("firebase-sign-in").hidden = mode !== "firebase";
  // Sign-up is the deployment's choice (config.json "signUp", off by default); Firebase enforces it.
  const signUp = fileConfig.signUp === true;
  const hint = byId("firebase-password-hint");
  byId("firebase-sign-up").hidden = !signUp;
  hint.dataset.i18n = signUp ? "signIn.passwordHint" : "signIn.passwordHintNoSignUp";
  hint.textContent = t(hint.dataset.i18n);
  byId("token-sign-in-box").open ||= mode === "token";
  ({ dev: byId("dev-user"), firebase: byId("firebase-email") })[mode]?.focus() ?? byId("token-input").focus();
}

function showAccount() {
  byId("account-name").textContent = current.user
    ? t("account.signedInAs", { user: current.user })
    : t("account.signedInWithToken");
  const badge = byId("demo-clock");
  badge.hidden = !settings.demoNow;
  badge.textContent = settings.demoNow ? t("account.demoClock", { time: settings.demoNow.replace("T", " ") }) : "";
}

// Phones show the chat or the calendar, one tap apart.
function showView(view) {
  byId("workspace").dataset.view = view;
  for (const button of document.querySelectorAll(".view-button")) {
    button.setAttribute("aria-pressed", String(button.dataset.view === view));
  }
}

for (const button of document.querySelectorAll(".view-button")) {
  button.addEventListener("click", () => showView(button.dataset.view));
}
// "Compare with the baseline" leads to the comparison, which a phone shows with the calendar.
byId("messages").addEventListener("click", (event) => {
  if (event.target.closest('a[href="#comparison"]')) {
    showView("calendar");
  }
});

function showWorkspace() {
  byId("sign-in").hidden = true;
  byId("workspace").hidden = false;
  byId("account").hidden = false;
  showAccount();
  // A phone's keyboard would cover half the screen before anything was asked of it.
  (PHONE.matches ? byId("view-chat") : byId("message-input")).focus();
}

// The first message said on the page waits for the earlier ones, so it comes after them once.
let historyRestored = Promise.resolve();

async function enterWorkspace() {
  showWorkspace();
  historyRestored = learnOperations().then(() => restoreHistory());
  await Promise.all([refreshCalendar(), historyRestored]);
}

async function signIn(token, user) {
  session.save(token, user);
  current = { token, user };
  await enterWorkspace();
}

function signOut(message) {
  firebase?.signOut();
  session.clear();
  answersStore.clear();
  delete byId("workspace").dataset.deciding;
  current = null;
  chat.clear();
  calendar.reset();
  calendarApps.reset();
  comparison.reset();
  showSignIn(message);
}

byId("dev-sign-in").addEventListener("submit", async (event) => {
  event.preventDefault();
  const user = byId("dev-user").value.trim();
  const errorText = byId("sign-in-error");
  if (!USER_NAME.test(user)) {
    errorText.textContent = t("signIn.badUserName");
    return;
  }
  errorText.textContent = "";
  try {
    const { token } = await client.signInDev(user);
    await signIn(token, user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      byId("token-sign-in-box").open = true;
      errorText.textContent = t("signIn.noDevMode");
    } else {
      errorText.textContent = error.message;
    }
  }
});

byId("token-sign-in").addEventListener("submit", async (event) => {
  event.preventDefault();
  const token = byId("token-input").value.trim().replace(/^Bearer\s+/i, "");
  if (!token) {
    byId("sign-in-error").textContent = t("signIn.pasteFirst");
    return;
  }
  byId("token-input").value = "";
  await signIn(token, null);
});

byId("firebase-sign-in").addEventListener("submit", async (event) => {
  event.preventDefault();
  const email = byId("firebase-email").value.trim();
  const password = byId("firebase-password").value;
  const errorText = byId("sign-in-error");
  if (!email || password.length < 6) {
    errorText.textContent = t("signIn.missingCredentials");
    return;
  }
  errorText.textContent = "";
  try {
    // The token arrives through onToken, which opens the workspace.
    await (event.submitter?.value === "sign-up" ? firebase.signUp(email, password) : firebase.signIn(email, password));
    byId("firebase-password").value = "";
  } catch (error) {
    errorText.textContent = t("signIn.firebaseFailed", { reason: error.code ?? error.message });
  }
});

// Firebase keeps the ID token fresh; every new one replaces the page's.
async function startFirebase() {
  const { startFirebaseAuth } = await import("./vendor/firebase-auth.js");
  firebase = await startFirebaseAuth(fileConfig.firebase, fileConfig.firebaseAuthEmulator);
  firebase.onToken(async (token, email) => {
    if (!token) {
      if (current) {
        signOut();
      }
      return;
    }
    session.save(token, email);
    current = { token, user: email };
    if (byId("workspace").hidden) {
      await enterWorkspace();
    }
  });
}

byId("sign-out").addEventListener("click", () => signOut());

// ---- errors ------------------------------------------------------------------------------

function report(error) {
  if (error instanceof ApiError && error.status === 401) {
    signOut(t("signIn.signedOut", { reason: error.message }));
    return;
  }
  // The server's message is English; the codes a person meets in a conversation are said in the page's language.
  const known = error instanceof ApiError && has(`error.code.${error.code}`);
  chat.addError(known ? t(`error.code.${error.code}`) : error.message || String(error));
}

async function refreshCalendar() {
  try {
    await calendar.refresh();
  } catch (error) {
    report(error);
  }
}

async function learnOperations() {
  try {
    operations = await client.operations();
  } catch {
    // A server without a description offers the v1 operations only.
    operations = new Set();
  }
  calendar.actions = {
    undo: operations.has("/undo") ? undo : null,
    cancel: operations.has(CANCEL_PATH) ? cancelFact : null,
    edit: operations.has(CHANGE_PATH) ? editFact : null,
  };
  calendarApps.offer({ download: operations.has(CALENDAR_FILE_PATH), subscription: operations.has(SUBSCRIPTION_PATH) });
}

function writeOptions(text) {
  return { undo: operations.has("/undo") ? undo : null, text };
}

// ---- history -----------------------------------------------------------------------------

// One stored utterance and what came of it, as the chat showed it when it was said: a decided
// question, the decision taken and its outcome; an answer this tab received.
function historyNodes(entry, answers) {
  const nodes = [chat.userMessage(entry.text)];
  if (entry.asked) {
    const chosen = entry.asked.actions?.find((action) => action.id === entry.decision);
    nodes.push(chat.lintResultMessage(entry.asked), chat.userMessage(chosen?.label ?? entry.decision));
  }
  if (entry.outcome) {
    nodes.push(chat.lintResultMessage(entry.outcome, writeOptions(entry.text)));
  } else if (answers[entry.message_id]) {
    nodes.push(answerMessage(answers[entry.message_id]));
  } else if (entry.intent === "QUERY" && entry.window) {
    const window = formatInterval(entry.window.start_time, entry.window.end_time, settings.timeZone);
    nodes.push(chat.replyMessage(t("chat.askedAbout", { window })));
  } else if (entry.reply) {
    nodes.push(chat.replyMessage(entry.reply));
  }
  return nodes;
}

async function restoreHistory(before = null) {
  if (!operations.has("/messages")) {
    return;
  }
  let page;
  try {
    page = await client.messages(before);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      report(error);
    } else {
      chat.addNotice(t("chat.historyFailed", { reason: error.message }));
    }
    return;
  }
  const entries = [...page.messages].reverse();
  const answers = answersStore.load();
  chat.prependHistory(entries.flatMap((entry) => historyNodes(entry, answers)));
  if (!before) {
    for (const entry of entries.filter((entry) => answers[entry.message_id])) {
      comparison.show(entry.text, answers[entry.message_id]);
    }
  }
  chat.offerEarlier(page.next_before ? () => restoreHistory(page.next_before) : null);
  const newest = page.messages[0];
  if (!before && newest?.awaiting_decision && !chat.awaitingDecision) {
    askDecision(newest.outcome, newest.facts);
  }
}

// ---- one chat turn -----------------------------------------------------------------------

async function runTurn(text) {
  await historyRestored;
  const said = chat.addUser(text);
  chat.setBusy(true);
  try {
    const parsed = await client.parse(text, settings.timeZone, demoNow());
    if (typedChoice && parsed.settles !== typedChoice) {
      closeDecision(); // something else was said: the server drops the question too
    }
    if (parsed.intent === "WRITE" && (parsed.facts.length || (parsed.operation && parsed.operation !== "create"))) {
      await write(parsed, text);
    } else if (parsed.intent === "QUERY") {
      await ask(parsed.message_id, text);
    } else {
      chat.addReply(parsed.reply ?? t("chat.notUnderstood"), { choices: chat.suggestionChoices(parsed.suggestions) });
    }
  } catch (error) {
    if (error instanceof ApiError && error.retryable) {
      offerRetry(text, said, error);
    } else {
      report(error);
    }
  } finally {
    chat.setBusy(false);
  }
}

// MOSS did not get the message (out of reach, unavailable): its text goes back into the box and
// Try again sends it anew, in place of the failed attempt.
function offerRetry(text, said, error) {
  chat.keepDraft(text);
  const notice = chat.addError(error.message, () => {
    said.remove();
    notice.remove();
    if (byId("message-input").value === text) {
      byId("message-input").value = "";
    }
    runTurn(text);
  });
}

function showOnCalendar(facts) {
  if (facts.length) {
    calendar.goToDay(dayOf(new Date(facts[0].start_time), settings.timeZone));
  }
}

// The pending id of an open "which one?", which a typed answer may settle (the server then says
// so in the parse's `settles`, and the question's buttons are spent).
let typedChoice = null;

// drafts: the facts a waiting write proposes; the decision's conflicts (the facts it collides
// with, the candidates of an ambiguous request, the meetings a restore offers) are outlined.
function askDecision(result, drafts = []) {
  byId("workspace").dataset.deciding = "";
  calendar.showPending(drafts, result.conflicts ?? [], result.conflict_type);
  const typed = result.conflict_type === "AMBIGUOUS_TARGET";
  typedChoice = typed ? result.pending_id : null;
  const decideWith = (decision) => decide(result.pending_id, result.actions.find((action) => action.id === decision));
  chat.askDecision(result.reply, result.actions, decideWith, { typed });
}

function closeDecision() {
  delete byId("workspace").dataset.deciding;
  typedChoice = null;
  calendar.clearPending();
  chat.releaseInput();
}

// Any write result (of /lint_commit, /confirm, /undo, a cancel by id): the reply, the decision
// it asks for or the week of what changed, and the calendar as it is now.
async function settle(result, options, drafts = []) {
  chat.addLintResult(result, options);
  if (result.confirm_required) {
    askDecision(result, drafts);
  } else {
    showOnCalendar([...(result.committed ?? []), ...(result.invalidated ?? []), ...(result.restored ?? [])]);
  }
  await refreshCalendar();
}

async function write(parsed, text) {
  const result = await client.lintCommit(parsed.message_id);
  if (parsed.settles && parsed.settles === typedChoice) {
    closeDecision(); // answered in words: its buttons are spent
  }
  await settle(result, writeOptions(text), parsed.facts);
}

// action: the chosen one of the decision's actions; once MOSS took it, it is said in the chat
// as the user's answer, as the restored history says it.
async function decide(pendingId, action) {
  const decision = action.id;
  chat.setBusy(true, decision === "cancel" ? t("chat.cancelling") : t("chat.saving"));
  let settled = true;
  let result = null;
  try {
    result = await client.confirm(pendingId, decision);
    chat.addUser(action.label);
    calendar.clearPending();
    // A chosen candidate is linted in turn and may ask again (onto a vacation, a restore offer).
    await settle(result, writeOptions());
  } catch (error) {
    // A network failure or an unavailable store left the pending fact as it was: keep the
    // buttons so the user can choose again. Any other answer (expired, changed) settles it.
    settled = !(error instanceof ApiError && error.retryable);
    report(error);
  } finally {
    chat.setBusy(false);
    if (!settled) {
      chat.focusAction(decision);
    } else if (!result?.confirm_required) {
      closeDecision();
    }
  }
}

// Undo and Cancel wait while a decision does: they would change what it is about.
function decisionWaits() {
  if (chat.awaitingDecision) {
    chat.addNotice(t("chat.decideFirst"));
    chat.focusDecision();
  }
  return chat.awaitingDecision;
}

// Each answers whether it was carried out, so a button that was refused may be pressed again.
function undo(messageId) {
  return writeByHand(t("chat.undo"), t("chat.undoing"), () => client.undo(messageId));
}

// One write by a button: busy while it runs, its result settled like any write (drafts: what
// it proposes, drawn while it asks); whether it was carried out (a refusal that may succeed on
// a retry leaves the button usable).
async function carryOut(busyText, request, options, drafts = []) {
  chat.setBusy(true, busyText);
  try {
    await settle(await request(), options, drafts);
    return true;
  } catch (error) {
    report(error);
    return !(error instanceof ApiError && error.retryable);
  } finally {
    chat.setBusy(false);
  }
}

// A write on a selected event by hand (a button, the edit form, a drag), said in the chat as
// the user's line `text` until MOSS answers, then as MOSS recorded it (what a reload shows),
// and carried out like any write.
async function writeByHand(text, busyText, request, drafts = []) {
  if (decisionWaits()) {
    return false;
  }
  await historyRestored;
  const said = chat.addUser(text);
  const options = writeOptions(text);
  const requestAndRetell = async () => {
    const result = await request();
    options.text = await recordedText(result.message_id, text);
    chat.retell(said, options.text);
    return result;
  };
  return carryOut(busyText, requestAndRetell, options, drafts);
}

// The text MOSS recorded for one of the caller's messages (the newest page of GET /messages);
// `text` where the server keeps no history or the page cannot be read.
async function recordedText(messageId, text) {
  if (!operations.has("/messages")) {
    return text;
  }
  try {
    const { messages } = await client.messages();
    return messages.find((message) => message.message_id === messageId)?.text ?? text;
  } catch {
    return text;
  }
}

// Cancel on a selected fact (occurrence: one day of a series).
function cancelFact(fact, occurrence) {
  const shown = occurrence ?? fact;
  const when = formatInterval(shown.start_time, shown.end_time, settings.timeZone);
  const text = t(occurrence ? "chat.cancelOccurrence" : "chat.cancelFact", { what: factTitle(fact), when });
  const request = () => client.cancel(fact.id, occurrence?.start_time, settings.timeZone, demoNow());
  return writeByHand(text, t("chat.cancelling"), request);
}

// An edit of a selected fact (occurrence: one day of a series; null: the whole fact), linted
// like a spoken change: a move onto a vacation or a meeting asks first, drawn where it would go.
function editFact(fact, occurrence, edit) {
  const edited = { ...(occurrence ?? fact), ...edit, recurrence: null };
  const when = formatInterval(edited.start_time, edited.end_time, settings.timeZone);
  const text = edit.object_value
    ? t("chat.renameFact", { what: factTitle(fact), title: edit.object_value, when })
    : t("chat.moveFact", { what: factTitle(fact), when });
  const request = () => client.change(fact.id, edit, occurrence?.start_time, settings.timeZone, demoNow());
  return writeByHand(text, t("chat.saving"), request, [edited]);
}

function answerMessage(result) {
  const contextNote = t("chat.contextNote", { tokens: result.context_tokens });
  const baselineNote = result.baseline ? t("chat.baselineNote", { tokens: result.baseline.context_tokens }) : "";
  return chat.replyMessage(result.answer, {
    details: [[contextNote, baselineNote].filter(Boolean).join(", ")],
    link: { href: "#comparison", text: t("chat.compareLink") },
  });
}

async function ask(messageId, question) {
  const result = await client.query(messageId);
  answersStore.save(messageId, result);
  chat.add(answerMessage(result));
  comparison.show(question, result);
}

chat.onSend(runTurn);

// ---- settings ----------------------------------------------------------------------------

const settingsDialog = byId("settings");

function openSettings() {
  byId("setting-language").value = settings.language;
  byId("setting-language-auto").textContent = t("settings.languageAuto", {
    language: t(`language.${browserLanguage()}`),
  });
  byId("setting-timezone").value = settings.timeZone;
  byId("setting-api-base").value = settings.apiBase;
  byId("setting-demo-now").value = settings.demoNow;
  byId("setting-timezone-hint").textContent = t("settings.timeZoneHint", { zone: browserTimeZone() });
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

// Cancel is no submit button: Enter in any field saves (the form's first submit button is Save).
byId("settings-cancel").addEventListener("click", () => settingsDialog.close());

byId("settings-form").addEventListener("submit", (event) => {
  const typed = byId("setting-timezone").value.trim();
  const timeZone = canonicalTimeZone(typed);
  if (timeZone === null) {
    event.preventDefault();
    byId("settings-error").textContent = t("settings.badZone", { zone: typed });
    byId("setting-timezone").focus();
    return;
  }
  const clockChanged = settings.demoNow !== byId("setting-demo-now").value;
  settings = {
    language: byId("setting-language").value,
    timeZone,
    apiBase: byId("setting-api-base").value.trim(),
    demoNow: byId("setting-demo-now").value,
  };
  settingsStore.save(settings);
  applyLanguage();
  comparison.rerender();
  if (current) {
    showAccount();
    calendar.rerender();
    if (clockChanged) {
      calendar.goToDay(today()); // the demo clock's week is the one its "tomorrow" writes to
    }
    refreshCalendar();
  }
});

// ---- start -------------------------------------------------------------------------------

async function start() {
  try {
    fileConfig = await loadConfig();
  } catch (error) {
    const banner = byId("startup-error");
    banner.textContent = t("startup.noConfig", { status: error.status ?? "?" });
    banner.hidden = false;
  }
  if (fileConfig.auth === "firebase") {
    showSignIn();
    try {
      await startFirebase();
    } catch (error) {
      byId("sign-in-error").textContent = t("signIn.unavailable", { reason: error.message });
    }
  } else if (current) {
    await enterWorkspace();
  } else {
    showSignIn();
  }
}

start();
