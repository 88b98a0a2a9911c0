// The conversation pane: the message log (restored from the server's history on load), the
// busy indicator, choice buttons under replies (suggestions, Undo), and the composer that
// gives way to the reply's action buttons while a confirmation is pending (or stays beside
// them when the question may be answered in words).

import { element, setTextWithLanguage, textWithLanguage } from "./dom.js";
import { has, t } from "./i18n.js";

// A write can be undone when it changed memory (stored, invalidated or restored a fact; a
// cancelled vacation that offers its meetings back has, before the decision) and is not
// itself an undo.
function undoable(result) {
  const changed = [result.committed, result.invalidated, result.restored].some((facts) => facts?.length);
  return changed && result.operation !== "undo";
}

function choiceButton(label, className, onClick) {
  const button = textWithLanguage("button", className, label);
  button.type = "button";
  button.addEventListener("click", onClick);
  return button;
}

export class ChatView {
  constructor() {
    this.log = document.getElementById("messages");
    this.earlier = document.getElementById("earlier");
    this.busy = document.getElementById("busy");
    this.composer = document.getElementById("composer");
    this.input = document.getElementById("message-input");
    this.sendButton = document.getElementById("send");
    this.decision = document.getElementById("decision");
    this.decisionTitle = document.getElementById("decision-title");
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
    this.send = handler;
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

  userMessage(text) {
    return this.#message("user", t("chat.you"), text);
  }

  // A reply from MOSS; `note` says what came of it ("Saved"), `details` what only the curious
  // want (the rules that fired, token counts: in a closed disclosure), `choices` buttons
  // offered under it ({label, onChoose, kind}).
  replyMessage(text, { note, details = [], link, choices = [] } = {}) {
    const node = this.#message("moss", t("chat.moss"), text);
    if (note || link) {
      const meta = element("p", "meta", note ?? "");
      if (link) {
        const anchor = element("a", "", link.text);
        anchor.href = link.href;
        meta.append(note ? " · " : "", anchor);
      }
      node.append(meta);
    }
    if (details.length) {
      const more = element("details", "reply-details");
      more.append(element("summary", "", t("chat.details")), element("p", "", details.join(" · ")));
      node.append(more);
    }
    if (choices.length) {
      // Suggested answers stand until the next message; Undo stays with its write.
      const bar = element("div", choices.every(({ kind }) => kind === "undo") ? "choices" : "choices suggestions");
      bar.setAttribute("role", "group");
      bar.setAttribute("aria-label", t("chat.suggestions"));
      bar.append(
        ...choices.map(({ label, onChoose, kind = "suggestion", ariaLabel }) => {
          const button = choiceButton(label, `choice ${kind}`, () => onChoose(button));
          if (ariaLabel) {
            button.setAttribute("aria-label", ariaLabel);
          }
          return button;
        }),
      );
      node.append(bar);
    }
    return node;
  }

  // The reply to a write (/lint_commit, /confirm, /undo, a cancel by id). undo(messageId) is
  // offered as a button when the write changed the calendar and the server knows how to undo
  // it; it answers whether it was carried out, and the button stays usable when it was not.
  lintResultMessage(result, { undo, text } = {}) {
    const choices = [];
    if (undo && undoable(result) && result.message_id) {
      choices.push({
        label: t("chat.undo"),
        kind: "undo",
        ariaLabel: text ? t("chat.undoLabel", { text }) : undefined,
        onChoose: async (button) => {
          button.disabled = true;
          button.disabled = Boolean(await undo(result.message_id));
        },
      });
    }
    const rules = result.rules ?? [];
    return this.replyMessage(result.reply, {
      note: has(`status.${result.status}`) ? t(`status.${result.status}`) : result.status,
      details: rules.length ? [t("chat.rules", { rules: rules.join(", ") })] : [],
      choices,
    });
  }

  // Complete utterances the server suggests as answers to its question: a click sends one.
  suggestionChoices(suggestions = []) {
    return suggestions.map((suggestion) => ({
      label: suggestion,
      onChoose: () => {
        if (!this.sendButton.disabled && !this.input.disabled) {
          this.send(suggestion);
        }
      },
    }));
  }

  add(node) {
    return this.#append(node);
  }

  addUser(text) {
    this.log.querySelectorAll(".suggestions").forEach((bar) => bar.remove());
    return this.#append(this.userMessage(text));
  }

  // A line said by hand, once MOSS has recorded it in its own words.
  retell(node, text) {
    setTextWithLanguage(node.querySelector(".text"), text);
  }

  addReply(text, options) {
    return this.#append(this.replyMessage(text, options));
  }

  addLintResult(result, options) {
    const node = this.#append(this.lintResultMessage(result, options));
    this.#keepNewestUndo();
    return node;
  }

  // onRetry: the request never reached MOSS (unreachable, unavailable); a button sends it again.
  addError(message, onRetry) {
    const node = this.#message("error", t("chat.error"), message);
    if (onRetry) {
      const bar = element("div", "choices");
      bar.append(choiceButton(t("chat.retry"), "choice retry", onRetry));
      node.append(bar);
    }
    return this.#append(node);
  }

  // Puts a message that was not sent back into an empty text box, to be sent as it is or edited.
  keepDraft(text) {
    if (!this.input.value.trim()) {
      this.input.value = text;
    }
  }

  // Only the newest write can be undone from the chat: an older Undo would revert, without
  // asking, something later messages built on (the event's own panel still offers it).
  #keepNewestUndo() {
    const bars = [...this.log.querySelectorAll(".choices:has(> .undo)")];
    bars.slice(0, -1).forEach((bar) => bar.remove());
  }

  addNotice(text) {
    const node = element("p", "message system", text);
    return this.#append(node);
  }

  // Earlier messages (oldest first) go above everything said on this page so far.
  prependHistory(nodes) {
    // The page's own introduction stays on top; everything else said is later than history.
    const anchor = this.log.querySelector(".message:not([data-i18n])");
    for (const node of nodes) {
      node.classList.add("restored");
      this.log.insertBefore(node, anchor);
    }
    if (!anchor) {
      this.#scrollToEnd();
    }
    this.#keepNewestUndo();
  }

  offerEarlier(onClick) {
    this.earlier.hidden = !onClick;
    this.earlier.onclick = onClick;
  }

  setBusy(busy, label = t("chat.thinking")) {
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

  // Replaces the text box with one button per action (approve, cancel, or one per candidate of
  // an ambiguous request); onChoose gets the chosen action id and the buttons stay until
  // releaseInput, so a failed call can be retried. Focus goes to the cancel button, the choice
  // that changes nothing, so a stray Enter is safe. `typed`: the question may also be answered
  // in words ("the second one", "화요일 거"), so the text box stays.
  askDecision(reply, actions, onChoose, { typed = false } = {}) {
    this.input.disabled = !typed;
    this.composer.hidden = !typed;
    this.decisionTitle.dataset.i18n = typed ? "chat.decisionTitleTyped" : "chat.decisionTitle";
    this.decisionTitle.textContent = t(this.decisionTitle.dataset.i18n);
    this.decisionReply.textContent = reply;
    const buttons = actions.map((action) => {
      const button = choiceButton(action.label, action.id === "cancel" ? "quiet" : "primary", () => onChoose(action.id));
      button.dataset.action = action.id;
      return button;
    });
    this.decisionActions.replaceChildren(...buttons);
    this.decision.hidden = false;
    this.focusDecision();
  }

  focusDecision() {
    const buttons = [...this.decisionActions.querySelectorAll("button")];
    (buttons.find((button) => button.dataset.action === "cancel") ?? buttons[0])?.focus();
  }

  get awaitingDecision() {
    return !this.decision.hidden;
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

  clear() {
    this.log.querySelectorAll(".message:not([data-i18n])").forEach((node) => node.remove());
    this.offerEarlier(null);
    this.releaseInput();
  }
}
