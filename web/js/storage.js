// What the page remembers. The token lives in sessionStorage only, so it dies with the tab;
// settings hold nothing secret and survive in localStorage.

import { browserTimeZone, canonicalTimeZone } from "./time.js";

const SESSION_KEY = "moss.session";
const SETTINGS_KEY = "moss.settings";
const ANSWERS_KEY = "moss.answers";
const KEPT_ANSWERS = 20;

function readJson(storage, key) {
  try {
    return JSON.parse(storage.getItem(key)) ?? null;
  } catch {
    return null;
  }
}

export const session = {
  // {token, user}: user is the dev user name, or null when a pasted token names nobody we know.
  load() {
    const saved = readJson(sessionStorage, SESSION_KEY);
    return saved?.token ? saved : null;
  },
  save(token, user) {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token, user }));
  },
  clear() {
    sessionStorage.removeItem(SESSION_KEY);
  },
};

export const settingsStore = {
  // language: "en", "ko", or "" for the browser's; timeZone: IANA name; apiBase: overrides config.json's apiBase when not empty;
  // demoNow: a wall-clock "YYYY-MM-DDTHH:MM" in timeZone sent as `now`, or "" for the server clock.
  load() {
    const saved = readJson(localStorage, SETTINGS_KEY) ?? {};
    return {
      language: ["en", "ko"].includes(saved.language) ? saved.language : "",
      timeZone: canonicalTimeZone(saved.timeZone) ?? browserTimeZone(),
      apiBase: typeof saved.apiBase === "string" ? saved.apiBase : "",
      demoNow: typeof saved.demoNow === "string" ? saved.demoNow : "",
    };
  },
  save(settings) {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  },
};

// The answers to this tab's questions by message id, oldest first: the server does not answer
// a question again, so after a reload the chat and the comparison show them from here.
export const answersStore = {
  load() {
    return readJson(sessionStorage, ANSWERS_KEY) ?? {};
  },
  save(messageId, result) {
    const kept = Object.entries({ ...this.load(), [messageId]: result }).slice(-KEPT_ANSWERS);
    sessionStorage.setItem(ANSWERS_KEY, JSON.stringify(Object.fromEntries(kept)));
  },
  clear() {
    sessionStorage.removeItem(ANSWERS_KEY);
  },
};
