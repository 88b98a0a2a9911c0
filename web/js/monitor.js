// The memory monitor: every fact of the user with status, interval and predicate; a fact
// opens to show its provenance (which utterance created it, which one made it inactive).

import { element, textWithLanguage } from "./dom.js";
import { formatInterval, formatMoment } from "./time.js";

function byStartThenStatus(a, b) {
  return a.start_time.localeCompare(b.start_time) || a.status.localeCompare(b.status) || a.id.localeCompare(b.id);
}

function describeChanges(previous, facts) {
  if (previous === null) {
    return "";
  }
  const added = facts.filter((fact) => !previous.has(fact.id)).length;
  const deactivated = facts.filter((fact) => previous.get(fact.id) === "active" && fact.status === "inactive").length;
  const parts = [added && `${added} new`, deactivated && `${deactivated} made inactive`].filter(Boolean);
  return parts.length ? `Memory updated: ${parts.join(", ")}.` : "";
}

export class MemoryMonitor {
  constructor(client, getTimeZone) {
    this.client = client;
    this.getTimeZone = getTimeZone;
    this.list = document.getElementById("facts");
    this.status = document.getElementById("monitor-status");
    this.zone = document.getElementById("monitor-zone");
    this.statuses = null;
    this.expanded = new Set();
  }

  reset() {
    this.statuses = null;
    this.expanded.clear();
    this.list.replaceChildren();
    this.status.textContent = "";
  }

  async refresh() {
    this.list.setAttribute("aria-busy", "true");
    try {
      const { facts } = await this.client.memories();
      facts.sort(byStartThenStatus);
      const changes = describeChanges(this.statuses, facts);
      this.#render(facts);
      this.statuses = new Map(facts.map((fact) => [fact.id, fact.status]));
      this.status.textContent = changes || this.#summary(facts);
      await Promise.all(facts.filter((fact) => this.expanded.has(fact.id)).map((fact) => this.#showProvenance(fact.id)));
    } catch (error) {
      this.status.textContent = `Could not load your memory: ${error.message}`;
      throw error;
    } finally {
      this.list.removeAttribute("aria-busy");
    }
  }

  #summary(facts) {
    if (!facts.length) {
      return "No facts yet. Anything you add to your calendar appears here.";
    }
    const inactive = facts.filter((fact) => fact.status === "inactive").length;
    return `${facts.length} ${facts.length === 1 ? "fact" : "facts"}: ${facts.length - inactive} active, ${inactive} inactive.`;
  }

  #render(facts) {
    const timeZone = this.getTimeZone();
    this.zone.textContent = timeZone;
    this.list.replaceChildren(
      ...facts.map((fact) => {
        const isNew = this.statuses !== null && this.statuses.get(fact.id) !== fact.status;
        return this.#factItem(fact, timeZone, isNew);
      }),
    );
  }

  #factItem(fact, timeZone, changed) {
    const item = element("li", `fact ${fact.status}${changed ? " changed" : ""}`);
    item.dataset.factId = fact.id;
    const panelId = `provenance-${fact.id}`;
    const button = element("button", "fact-summary");
    button.type = "button";
    button.setAttribute("aria-expanded", String(this.expanded.has(fact.id)));
    button.setAttribute("aria-controls", panelId);

    const struck = fact.status === "inactive" ? element("s") : element("span");
    struck.className = "fact-body";
    const what = textWithLanguage("span", "fact-what", fact.object_value);
    struck.append(what, element("span", "fact-when", formatInterval(fact.start_time, fact.end_time, timeZone)));
    button.append(
      element("span", `predicate ${fact.predicate}`, fact.predicate),
      struck,
      element("span", `status ${fact.status}`, fact.status),
    );
    button.addEventListener("click", () => this.#toggle(fact.id));

    const panel = element("div", "provenance");
    panel.id = panelId;
    panel.hidden = !this.expanded.has(fact.id);
    item.append(button, panel);
    return item;
  }

  async #toggle(factId) {
    const open = !this.expanded.has(factId);
    const item = this.list.querySelector(`[data-fact-id="${CSS.escape(factId)}"]`);
    item.querySelector("button").setAttribute("aria-expanded", String(open));
    item.querySelector(".provenance").hidden = !open;
    if (open) {
      this.expanded.add(factId);
      await this.#showProvenance(factId);
    } else {
      this.expanded.delete(factId);
    }
  }

  async #showProvenance(factId) {
    const panel = this.list.querySelector(`[data-fact-id="${CSS.escape(factId)}"] .provenance`);
    panel.replaceChildren(element("p", "hint", "Loading where this came from…"));
    const timeZone = this.getTimeZone();
    let provenance;
    try {
      provenance = await this.client.provenance(factId, timeZone);
    } catch (error) {
      panel.replaceChildren(element("p", "error-text", error.message));
      return;
    }
    const explanation = textWithLanguage("p", "explanation", provenance.explanation);
    const sources = element("dl", "sources");
    const addSource = (label, message) => {
      const said = textWithLanguage("q", "", message.text);
      const detail = element("dd");
      detail.append(said, ` (${formatMoment(message.received_at, timeZone)}, ${message.channel})`);
      sources.append(element("dt", "", label), detail);
    };
    addSource("Created by", provenance.created_by);
    if (provenance.invalidated_by) {
      addSource("Made inactive by", provenance.invalidated_by);
    }
    panel.replaceChildren(explanation, sources);
  }
}
