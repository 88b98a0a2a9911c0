// Client of the MOSS HTTP contract (docs/api.md). Locally every function lives on one
// origin under its path; deployed, config.json may give each function its own URL.

const FUNCTION_PATHS = {
  auth_dev: "/auth/dev",
  parse: "/parse",
  lint_commit: "/lint_commit",
  confirm: "/confirm",
  query: "/query",
  memories: "/memories",
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
    throw new Error(`config.json could not be loaded (HTTP ${response.status}).`);
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

  async call(name, { method = "POST", body, suffix = "", query } = {}) {
    let url = endpointUrl(this.getConfig(), name, suffix);
    if (query) {
      url += `?${new URLSearchParams(query)}`;
    }
    const headers = { Accept: "application/json" };
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
      const reason = error.name === "TimeoutError" ? "did not answer in time" : "could not be reached";
      throw new ApiError(0, "network_error", `The server ${reason} (${url}). Check your connection or the API address in Settings.`);
    }
    const payload = await response.json().catch(() => null);
    if (!response.ok) {
      const error = payload?.error;
      throw new ApiError(
        response.status,
        error?.code ?? `http_${response.status}`,
        error?.message ?? `The server answered with HTTP ${response.status}.`,
      );
    }
    if (payload === null) {
      throw new ApiError(response.status, "bad_response", "The server sent an answer that is not JSON.");
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

  memories() {
    return this.call("memories", { method: "GET", query: { status: "all" } });
  }

  // The explanation names times in timezone (the zone the fact was spoken in when omitted).
  provenance(factId, timezone) {
    return this.call("memories", {
      method: "GET",
      suffix: `/${encodeURIComponent(factId)}/provenance`,
      query: { timezone },
    });
  }
}
