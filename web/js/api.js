// Client of the MOSS HTTP contract (docs/api.md). Locally every function lives on one
// origin under its path; deployed, config.json may give each function its own URL.

import { t } from "./i18n.js";

const FUNCTION_PATHS = {
  auth_dev: "/auth/dev",
  parse: "/parse",
  lint_commit: "/lint_commit",
  confirm: "/confirm",
  query: "/query",
  memories: "/memories",
  messages: "/messages",
  undo: "/undo",
  calendar: "/calendar",
  openapi: "/openapi.json",
};

export const FUNCTION_NAMES = Object.keys(FUNCTION_PATHS);

// A spinner must never turn forever: give up on a call after this long.
const REQUEST_TIMEOUT_MS = 30000;

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }

  // Transient failures leave the server state as it was, so the same request may be retried.
  get retryable() {
    return this.status === 0 || this.status === 503;
  }
}

export async function loadConfig(url = "config.json") {
  const response = await fetch(url, { cache: "no-store" });
  if (!response.ok) {
    throw Object.assign(new Error(`config.json: HTTP ${response.status}`), { status: response.status });
  }
  return response.json();
}

export function endpointUrl(config, name, suffix = "") {
  const ownUrl = config.functions?.[name];
  if (ownUrl) {
    return ownUrl.replace(/\/+$/, "") + suffix;
  }
  return (config.apiBase ?? "").replace(/\/+$/, "") + FUNCTION_PATHS[name] + suffix;
}

export class MossClient {
  // getConfig and getToken are read on every call so that settings and sign-in apply at once.
  constructor(getConfig, getToken) {
    this.getConfig = getConfig;
    this.getToken = getToken;
  }

  // The response of one call, after a failure became an ApiError with the server's message.
  async send(name, { method = "POST", body, suffix = "", query, accept = "application/json" } = {}) {
    let url = endpointUrl(this.getConfig(), name, suffix);
    if (query) {
      url += `?${new URLSearchParams(query)}`;
    }
    const headers = { Accept: accept };
    if (body !== undefined) {
      headers["Content-Type"] = "application/json";
    }
    const token = this.getToken();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    }
    let response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ApiError(0, "network_error", t(error.name === "TimeoutError" ? "error.timeout" : "error.network"));
    }
    if (!response.ok) {
      const error = (await response.json().catch(() => null))?.error;
      throw new ApiError(
        response.status,
        error?.code ?? `http_${response.status}`,
        error?.message ?? t("error.http", { status: response.status }),
      );
    }
    return response;
  }

  async call(name, options) {
    const response = await this.send(name, options);
    const payload = await response.json().catch(() => null);
    if (payload === null) {
      throw new ApiError(response.status, "bad_response", t("error.notJson"));
    }
    return payload;
  }

  signInDev(user) {
    return this.call("auth_dev", { body: { user } });
  }

  // `now` is sent only when the user set a demo clock; otherwise the server clock applies.
  parse(text, timezone, now) {
    const body = { text, timezone };
    if (now) {
      body.now = now;
    }
    return this.call("parse", { body });
  }

  lintCommit(messageId) {
    return this.call("lint_commit", { body: { message_id: messageId } });
  }

  confirm(pendingId, decision) {
    return this.call("confirm", { body: { pending_id: pendingId, decision } });
  }

  query(messageId) {
    return this.call("query", { body: { message_id: messageId, compare: true } });
  }

  // The facts in a window [start, end), each series once; with `expand`, each series as its
  // occurrences there (the skipped ones inactive, with the message that skipped them).
  memories(window, { expand = false } = {}) {
    const query = { status: "all", start_time: window.start.toISOString(), end_time: window.end.toISOString() };
    if (expand) {
      query.expand = "true";
    }
    return this.call("memories", { method: "GET", query });
  }

  // The caller's utterances, newest first, each with its outcome; `before` pages further back.
  messages(before) {
    return this.call("messages", { method: "GET", query: before ? { limit: "20", before } : { limit: "20" } });
  }

  undo(messageId) {
    return this.call("undo", { body: { message_id: messageId } });
  }

  // Cancels one fact by id as if the user had said so; occurrenceStart cancels only that
  // occurrence of a series. The answer is a write result, undoable like any other.
  cancel(factId, occurrenceStart, timezone, now) {
    return this.#writeFact(factId, "cancel", occurrenceStart ? { start_time: occurrenceStart } : {}, timezone, now);
  }

  // Edits one fact by id ({start_time, end_time, object_value}, each optional) as a spoken change
  // would; occurrenceStart edits only that occurrence of a series. Linted: it may ask first.
  change(factId, edit, occurrenceStart, timezone, now) {
    const body = occurrenceStart ? { ...edit, occurrence_start: occurrenceStart } : edit;
    return this.#writeFact(factId, "change", body, timezone, now);
  }

  // A write on one fact by id, worded in timezone; like parse, `now` only when the user set a demo clock.
  #writeFact(factId, action, body, timezone, now) {
    const sent = now ? { ...body, timezone, now } : { ...body, timezone };
    return this.call("memories", { suffix: `/${encodeURIComponent(factId)}/${action}`, body: sent });
  }

  // The caller's active facts as an iCalendar file (a Blob): GET /calendar.ics locally; a
  // calendar function of its own (config.json "functions") answers it at its URL.
  async calendarFile() {
    const suffix = this.getConfig().functions?.calendar ? "" : ".ics";
    const response = await this.send("calendar", { method: "GET", suffix, accept: "text/calendar" });
    return response.blob();
  }

  // A new secret address of the calendar for calendar apps ({url}); the previous one stops working.
  subscribe() {
    return this.call("calendar", { suffix: "/subscription" });
  }

  unsubscribe() {
    return this.call("calendar", { method: "DELETE", suffix: "/subscription" });
  }

  // The operations this server offers (paths of its OpenAPI description), so the page shows
  // only the buttons the server can carry out.
  async operations() {
    const { paths } = await this.call("openapi", { method: "GET" });
    return new Set(Object.keys(paths ?? {}));
  }

  // The explanation names times in timezone (the zone the fact was spoken in when omitted);
  // occurrenceStart, one occurrence of a series, adds what skipped it.
  provenance(factId, timezone, occurrenceStart) {
    return this.call("memories", {
      method: "GET",
      suffix: `/${encodeURIComponent(factId)}/provenance`,
      query: occurrenceStart ? { timezone, occurrence_start: occurrenceStart } : { timezone },
    });
  }
}
