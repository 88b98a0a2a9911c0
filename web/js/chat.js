// The conversation pane: the message log, the busy indicator, and the composer that gives
// way to the reply's action buttons while a confirmation is pending.

import { element, textWithLanguage } from "./dom.js";

const STATUS_NOTES = {
  SUCCESS: "Saved",
  SUCCESS_WITH_OVERWRITE: "Saved, older events made inactive",
  CONFIRM_REQUIRED: "Needs your decision",
  BLOCKED: "Not saved",
  CANCELLED: "Cancelled",
};

export class ChatView {
  constructor() {
    this.log = document.getElementById("messages");
    this.busy = document.getElementById("busy");
    this.composer = document.getElementById("composer");
    this.input = document.getElementById("message-input");
    this.sendButton = document.getElementById("send");
    this.decision = document.getElementById("decision");
    this.decisionReply = document.getElementById("decision-reply");
    this.decisionActions = document.getElementById("decision-actions");
    // Stay at the newest message when the log changes size (phone rotation, the decision
    // buttons appearing) unless the reader has scrolled up on purpose.
    this.followsEnd = true;
    this.log.addEventListener("scroll", () => {
      this.followsEnd = this.log.scrollHeight - this.log.scrollTop - this.log.clientHeight < 40;
    });
    new ResizeObserver(() => {
      if (this.followsEnd) {
        this.#scrollToEnd();
      }
    }).observe(this.log);
    this.input.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
        event.preventDefault();
        this.composer.requestSubmit();
      }
    });
  }

  onSend(handler) {
    this.composer.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = this.input.value.trim();
      if (text && !this.input.disabled && !this.sendButton.disabled) {
        this.input.value = "";
        handler(text);
      }
    });
  }

  #append(node) {
    this.log.append(node);
    this.#scrollToEnd();
    return node;
  }

  #scrollToEnd() {
    this.log.scrollTop = this.log.scrollHeight;
  }

  #message(kind, speaker, text) {
    const node = element("div", `message ${kind}`);
    node.append(element("span", "visually-hidden", `${speaker}: `), textWithLanguage("p", "text", text));
    return node;
  }

  addUser(text) {
    // A question's suggested answers stand only until the next message.
    this.log.querySelectorAll(".suggestions").forEach((row) => row.remove());
    return this.#append(this.#message("user", "You", text));
  }

  // Buttons under a reply for the finite answers of MOSS's question ("In the afternoon",
  // "10 AM"); a click sends that answer as the user's next message.
  addSuggestions(reply, suggestions, onChoose) {
    if (!suggestions?.length) {
      return;
    }
    const row = element("div", "suggestions");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", "Suggested answers");
    for (const suggestion of suggestions) {
      const button = textWithLanguage("button", "quiet", suggestion);
      button.type = "button";
      button.addEventListener("click", () => onChoose(suggestion));
      row.append(button);
    }
    reply.append(row);
  }

  // A reply from MOSS; `note` is a short machine-side summary, `rules` the policy rules that fired.
  addReply(text, { note, rules = [], link } = {}) {
    const node = this.#message("moss", "MOSS", text);
    const details = [note, rules.length ? `rules: ${rules.join(", ")}` : ""].filter(Boolean).join(" · ");
    if (details || link) {
      const meta = element("p", "meta", details);
      if (link) {
        const anchor = element("a", "", link.text);
        anchor.href = link.href;
        meta.append(details ? " · " : "", anchor);
      }
      node.append(meta);
    }
    return this.#append(node);
  }

  addLintResult(result) {
    return this.addReply(result.reply, {
      note: STATUS_NOTES[result.status] ?? result.status,
      rules: result.rules ?? [],
    });
  }

  addError(message) {
    return this.#append(this.#message("error", "Error", message));
  }

  setBusy(busy, label = "MOSS is thinking…") {
    this.busy.replaceChildren();
    if (busy) {
      this.busy.append(element("span", "spinner"), element("span", "", label));
    }
    this.log.setAttribute("aria-busy", String(busy));
    // The text box stays enabled (and focused) so the next message can be typed meanwhile;
    // only sending waits.
    this.sendButton.disabled = busy;
    for (const button of this.decisionActions.querySelectorAll("button")) {
      button.disabled = busy;
    }
    for (const button of this.log.querySelectorAll(".suggestions button")) {
      button.disabled = busy;
    }
  }

  // Replaces the text box with one button per action; onChoose gets the chosen action id and
  // the buttons stay until releaseInput, so a failed call can be retried.
  // Focus goes to the cancel button, the choice that changes nothing, so a stray Enter is safe.
  askDecision(reply, actions, onChoose) {
    this.input.disabled = true;
    this.composer.hidden = true;
    this.decisionReply.textContent = reply;
    const buttons = actions.map((action) => {
      const button = textWithLanguage("button", action.id === "cancel" ? "quiet" : "primary", action.label);
      button.type = "button";
      button.dataset.action = action.id;
      button.addEventListener("click", () => onChoose(action.id));
      return button;
    });
    this.decisionActions.replaceChildren(...buttons);
    this.decision.hidden = false;
    (buttons.find((button) => button.dataset.action === "cancel") ?? buttons[0])?.focus();
  }

  // Gives the text box back once the pending decision is settled.
  releaseInput() {
    this.decision.hidden = true;
    this.decisionActions.replaceChildren();
    this.composer.hidden = false;
    this.input.disabled = false;
    this.input.focus();
  }

  focusAction(actionId) {
    this.decisionActions.querySelector(`[data-action="${CSS.escape(actionId)}"]`)?.focus();
  }

  focusInput() {
    this.input.focus();
  }

  clear() {
    this.log.querySelectorAll(".message:not(.system)").forEach((node) => node.remove());
    this.releaseInput();
  }
}
