// The calendar: one week of the user's facts (seven columns on wide screens, a day-by-day
// agenda on phones; the same list, laid out by CSS). Series are drawn as their occurrences
// that week (the server expands them) and their skipped days struck; inactive facts are faded
// and struck (a toggle hides them), the write waiting for a decision is drawn dashed next to
// the facts it is about (those it collides with, the candidates of an ambiguous request, the
// meetings a cancelled vacation offers back), and selecting a fact opens its provenance with
// Cancel and Undo.

import { element, textWithLanguage } from "./dom.js";
import { has, t } from "./i18n.js";
import {
  addDays,
  dayOf,
  daysBetween,
  dayStart,
  formatDayHeading,
  formatDayRange,
  formatInterval,
  formatMoment,
  formatTimeRange,
  mondayOf,
  timeOfDay,
  wholeDays,
  zonedWallTimeToIso,
} from "./time.js";

const byId = (id) => document.getElementById(id);

function byStart(a, b) {
  return a.start_time.localeCompare(b.start_time) || a.status.localeCompare(b.status) || (a.id ?? "").localeCompare(b.id ?? "");
}

function countChanges(previous, facts) {
  const count = (test) => facts.filter((fact) => previous.has(fact.id) && test(previous.get(fact.id), fact.status)).length;
  return {
    added: facts.filter((fact) => !previous.has(fact.id)).length,
    deactivated: count((before, now) => before === "active" && now === "inactive"),
    reactivated: count((before, now) => before === "inactive" && now === "active"),
  };
}

// What the outlined facts of a waiting decision are to it, by the decision's conflict type.
const HIGHLIGHT_NOTES = { AMBIGUOUS_TARGET: "calendar.candidate", RESTORE_INVALIDATED: "calendar.restorable" };
const UTC_OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/;

// Where a message was said, in the page's words ("web" is the web page, "telegram" the bot).
function channelName(channel) {
  return has(`channel.${channel}`) ? t(`channel.${channel}`) : channel;
}

export function factTitle(fact) {
  return fact.predicate === "vacation" ? t("predicate.vacation") : fact.object_value;
}

export class CalendarView {
  // actions: {undo(messageId), cancel(fact, occurrence), edit(fact, occurrence, edit)}, each
  // present only when the server offers it; occurrence is the selected day of a series (null for
  // the whole fact); edit holds the new start_time, end_time and object_value.
  constructor(client, getTimeZone, getToday) {
    this.client = client;
    this.getTimeZone = getTimeZone;
    this.getToday = getToday;
    this.actions = {};
    this.week = byId("week");
    this.status = byId("monitor-status");
    this.range = byId("calendar-range");
    this.zone = byId("calendar-zone");
    this.detail = byId("fact-detail");
    this.detailBody = byId("fact-detail-body");
    this.showInactive = byId("show-inactive");
    this.reset();
    byId("week-previous").addEventListener("click", () => this.#moveWeeks(-1));
    byId("week-next").addEventListener("click", () => this.#moveWeeks(1));
    byId("week-today").addEventListener("click", () => this.#moveWeeks(0, this.getToday()));
    byId("fact-detail-close").addEventListener("click", () => this.#closeDetail());
    this.showInactive.addEventListener("change", () => this.#render());
    this.detail.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        const keep = this.detail.querySelector(".edit-form .keep");
        keep ? keep.click() : this.#closeDetail();
      }
    });
  }

  reset() {
    this.facts = [];
    this.weekFacts = [];
    this.statuses = null;
    this.changed = new Set();
    this.pending = null;
    this.selected = null;
    this.selectedOccurrence = null;
    this.monday = null;
    this.week.replaceChildren();
    this.status.textContent = "";
    this.detail.hidden = true;
  }

  async refresh() {
    this.week.setAttribute("aria-busy", "true");
    try {
      this.monday ??= mondayOf(this.getToday());
      const [{ facts }] = await Promise.all([this.client.memories(), this.#loadWeek()]);
      facts.sort(byStart);
      const previous = this.statuses;
      const changes = previous === null ? null : countChanges(previous, facts);
      this.changed = new Set(facts.filter((fact) => previous !== null && previous.get(fact.id) !== fact.status).map((fact) => fact.id));
      this.facts = facts;
      this.statuses = new Map(facts.map((fact) => [fact.id, fact.status]));
      this.status.textContent = this.#describe(changes);
      // An edit or a spoken change replaced the selected event: the panel follows it.
      const successor =
        this.selected &&
        facts.find((fact) => previous?.has(fact.id) === false && fact.replaces === this.selected && fact.status === "active");
      if (successor) {
        [this.selected, this.selectedOccurrence] = [successor.id, null];
      }
      this.#render();
      if (this.selected && this.statuses.has(this.selected)) {
        const occurrence = this.#sameOccurrence(this.selectedOccurrence);
        await this.#showDetail(this.selected, { focus: false, occurrence });
      }
    } catch (error) {
      this.#unavailable(error);
      throw error;
    } finally {
      this.week.removeAttribute("aria-busy");
    }
  }

  // Redraws every text in the current language and zone (after Settings change either).
  rerender() {
    this.status.textContent = this.#describe(null);
    if (this.monday) {
      this.#showWeek(this.monday);
    }
    if (this.selected) {
      this.#showDetail(this.selected, { focus: false, occurrence: this.selectedOccurrence });
    }
  }

  goToDay(day) {
    this.#showWeek(mondayOf(day));
  }

  async #showWeek(monday) {
    this.monday = monday;
    try {
      await this.#loadWeek();
    } catch (error) {
      this.#unavailable(error);
      return;
    }
    this.#render();
  }

  // A week that could not be read is said so, with a way to read it again, never drawn as
  // seven empty days (which would read as a wiped calendar).
  #unavailable(error) {
    this.status.textContent = "";
    const notice = element("li", "unavailable");
    const retry = element("button", "quiet", t("calendar.retry"));
    retry.type = "button";
    retry.addEventListener("click", () => this.refresh().catch(() => {}));
    const text = error.retryable ? t("calendar.unreachable") : t("calendar.loadFailed", { reason: error.message });
    notice.append(element("p", "", text), retry);
    this.week.replaceChildren(notice);
  }

  // The displayed week as the server draws it: each series as its occurrences there.
  async #loadWeek() {
    const timeZone = this.getTimeZone();
    const window = { start: dayStart(this.monday, timeZone), end: dayStart(addDays(this.monday, 7), timeZone) };
    const { facts } = await this.client.memories(window);
    this.weekFacts = facts;
  }

  // The write waiting for a decision: its proposed facts and the stored facts it is about,
  // numbered in the order of the decision's buttons (the candidates of an ambiguous request).
  showPending(drafts, conflicts = [], conflictType = "NONE") {
    const numbers = new Map();
    conflicts.forEach((fact, index) => numbers.has(fact.id) || numbers.set(fact.id, index + 1));
    this.pending = { drafts, numbers, note: HIGHLIGHT_NOTES[conflictType] ?? "calendar.conflict" };
    const first = drafts[0] ?? conflicts[0];
    if (first) {
      this.goToDay(dayOf(new Date(first.start_time), this.getTimeZone()));
    } else {
      this.#render();
    }
  }

  clearPending() {
    this.pending = null;
    this.#render();
  }

  // Moving between weeks by hand: the line above the week counts the events again (the last
  // change it reported was about another week).
  #moveWeeks(count, from = this.monday ?? this.getToday()) {
    this.status.textContent = this.#describe(null);
    this.#showWeek(addDays(mondayOf(from), 7 * count));
  }

  #describe(changes) {
    const parts = changes
      ? [
          changes.added && t("calendar.added", { count: changes.added }),
          changes.deactivated && t("calendar.deactivated", { count: changes.deactivated }),
          changes.reactivated && t("calendar.reactivated", { count: changes.reactivated }),
        ].filter(Boolean)
      : [];
    if (parts.length) {
      return t("calendar.updated", { changes: parts.join(", ") });
    }
    if (!this.facts.length) {
      return t("calendar.noFacts");
    }
    const inactive = this.facts.filter((fact) => fact.status === "inactive").length;
    const active = this.facts.length - inactive;
    return t(active === 1 ? "calendar.summaryOne" : "calendar.summary", { active, inactive });
  }

  #render() {
    const timeZone = this.getTimeZone();
    this.monday ??= mondayOf(this.getToday());
    const days = Array.from({ length: 7 }, (_, index) => addDays(this.monday, index));
    this.zone.textContent = t("calendar.zone", { zone: timeZone });
    this.range.textContent = formatDayRange(days[0], days[6]);
    this.week.classList.toggle("hide-inactive", !this.showInactive.checked);
    const today = this.getToday();
    // A fact an edit or a spoken change replaced is drawn as its successor alone (the old time
    // is in the successor's history), not as a struck copy left behind.
    const replaced = new Set(this.facts.filter((fact) => fact.status === "active" && fact.replaces).map((fact) => fact.replaces));
    const entries = [
      ...this.weekFacts
        .map((fact) => ({ fact, kind: this.#kind(fact) }))
        .filter(({ fact, kind }) => !(kind === "inactive" && replaced.has(fact.id))),
      ...(this.pending?.drafts ?? []).map((fact) => ({ fact, kind: "pending" })),
    ];
    this.week.replaceChildren(...days.map((day) => this.#day(day, entries, timeZone, day === today)));
  }

  // An inactive occurrence of a series that is still active is a day the series skips.
  #kind(fact) {
    const series = fact.recurrence && this.facts.find((candidate) => candidate.id === fact.id);
    return fact.status === "inactive" && series?.status === "active" ? "skipped" : fact.status;
  }

  #day(day, entries, timeZone, isToday) {
    const start = dayStart(day, timeZone);
    const end = dayStart(addDays(day, 1), timeZone);
    const heading = formatDayHeading(day);
    const item = element("li", `day${isToday ? " today" : ""}`);
    item.dataset.day = day;
    const title = element("h3", "day-title");
    title.setAttribute("aria-label", heading.full);
    title.append(element("span", "weekday", heading.weekday), element("span", "date", heading.date));
    const list = element("ul", "events");
    const events = entries.filter(({ fact }) => {
      const days = wholeDays(fact.start_time, fact.end_time);
      return days ? days.first <= day && day < days.end : new Date(fact.start_time) < end && start < new Date(fact.end_time);
    });
    list.append(...events.map((entry) => this.#event(entry, start, end, timeZone)));
    item.classList.toggle("empty", !events.length);
    const hidable = ({ fact, kind }) =>
      (kind === "inactive" || kind === "skipped") && !this.pending?.numbers.has(fact.id);
    item.classList.toggle("only-inactive", events.length > 0 && events.every(hidable));
    item.append(title, list);
    if (!events.length) {
      item.append(element("p", "nothing", t("calendar.empty")));
    }
    return item;
  }

  // kind: the fact's status (active, inactive), "skipped" (a series' removed day) or "pending".
  #event({ fact, kind }, dayStartsAt, dayEndsAt, timeZone) {
    const start = new Date(fact.start_time);
    const end = new Date(fact.end_time);
    const allDay = wholeDays(fact.start_time, fact.end_time) !== null || (start <= dayStartsAt && end >= dayEndsAt);
    const pending = kind === "pending";
    const conflict = !pending && this.pending?.numbers.has(fact.id);
    const classes = ["event", fact.predicate, kind, conflict && "conflict", this.changed.has(fact.id) && "changed"];
    const item = element("li", classes.filter(Boolean).join(" "));
    const when = allDay
      ? t("calendar.allDay")
      : formatTimeRange(start < dayStartsAt ? dayStartsAt : start, end > dayEndsAt ? dayEndsAt : end, timeZone);
    const struck = kind === "inactive" || kind === "skipped";
    const body = struck ? element("s", "event-body") : element("span", "event-body");
    body.append(element("span", "event-when", when), textWithLanguage("span", "event-what", factTitle(fact)));
    const notes = [
      kind !== "active" && t(`fact.${kind}`),
      fact.recurrence && kind !== "skipped" && t("calendar.repeats"),
      conflict && t(this.pending.note, { number: this.pending.numbers.get(fact.id) }),
    ].filter(Boolean);
    const note = notes.length ? element("span", "event-status", notes.join(" · ")) : null;
    if (pending) {
      item.append(body, note);
      item.title = t("calendar.pending");
      return item;
    }
    item.dataset.factId = fact.id;
    const occurrence = fact.recurrence ? fact : null;
    if (occurrence) {
      item.dataset.occurrence = fact.start_time;
    }
    const button = element("button", "event-button");
    button.type = "button";
    const selected = () => this.selected === fact.id && this.selectedOccurrence?.start_time === occurrence?.start_time;
    button.setAttribute("aria-expanded", String(selected()));
    button.setAttribute("aria-controls", "fact-detail");
    button.append(body);
    if (note) {
      button.append(note);
    }
    button.addEventListener("click", () =>
      selected() ? this.#closeDetail() : this.#showDetail(fact.id, { focus: true, occurrence }),
    );
    item.append(button);
    return item;
  }

  // The buttons of a fact, or of one occurrence of a series.
  #buttonsOf(factId, occurrence) {
    const day = occurrence ? `[data-occurrence="${CSS.escape(occurrence.start_time)}"]` : "";
    return this.week.querySelectorAll(`[data-fact-id="${CSS.escape(factId)}"]${day} .event-button`);
  }

  #closeDetail() {
    const [factId, occurrence] = [this.selected, this.selectedOccurrence];
    this.selected = null;
    this.selectedOccurrence = null;
    this.detail.hidden = true;
    if (factId) {
      const buttons = this.#buttonsOf(factId, occurrence);
      buttons.forEach((button) => button.setAttribute("aria-expanded", "false"));
      buttons[0]?.focus();
    }
  }

  // The occurrence as the week loaded now has it (its status may have changed), else as it was.
  #sameOccurrence(occurrence) {
    const same = (fact) => fact.id === occurrence.id && fact.start_time === occurrence.start_time;
    return occurrence && (this.weekFacts.find(same) ?? occurrence);
  }

  // occurrence: the selected day of a series (the series' own fact says the rest).
  async #showDetail(factId, { focus, occurrence = null }) {
    this.selected = factId;
    this.selectedOccurrence = occurrence;
    this.week.querySelectorAll(".event-button").forEach((button) => button.setAttribute("aria-expanded", "false"));
    this.#buttonsOf(factId, occurrence).forEach((button) => button.setAttribute("aria-expanded", "true"));
    // The week may be drawn a moment before every fact is read (right after a write).
    const fact = this.facts.find((candidate) => candidate.id === factId) ?? this.weekFacts.find((candidate) => candidate.id === factId);
    const shown = occurrence ?? fact;
    const status = fact.status === "active" && shown.status !== "active" ? "skipped" : fact.status;
    const timeZone = this.getTimeZone();
    this.detail.hidden = false;
    this.detail.dataset.factId = factId;
    const summary = element("p", `detail-summary ${status}`);
    summary.append(
      element("span", `predicate ${fact.predicate}`, t(`predicate.${fact.predicate}`)),
      " ",
      textWithLanguage("strong", "detail-what", factTitle(fact)),
      " ",
      element("span", "detail-when", formatInterval(shown.start_time, shown.end_time, timeZone)),
      " ",
      element("span", `status ${status}`, t(`fact.${status}`)),
    );
    const provenance = element("div", "provenance");
    provenance.append(element("p", "hint", t("detail.loading")));
    this.detailBody.replaceChildren(summary, provenance, this.#detailActions(fact, occurrence));
    if (focus) {
      this.detail.focus();
    }
    try {
      const found = await this.client.provenance(factId, timeZone);
      provenance.replaceChildren(...this.#provenance(found, timeZone));
    } catch (error) {
      provenance.replaceChildren(element("p", "error-text", error.message));
    }
  }

  #provenance(provenance, timeZone) {
    const explanation = textWithLanguage("p", "explanation", provenance.explanation);
    const sources = element("dl", "sources");
    const addSource = (label, message) => {
      const detail = element("dd");
      detail.append(
        textWithLanguage("q", "", message.text),
        ` (${t("detail.via", { time: formatMoment(message.received_at, timeZone), channel: channelName(message.channel) })})`,
      );
      sources.append(element("dt", "", label), detail);
    };
    addSource(t("detail.createdBy"), provenance.created_by);
    if (provenance.invalidated_by) {
      addSource(t("detail.invalidatedBy"), provenance.invalidated_by);
    }
    if (provenance.reactivated_by) {
      addSource(t("detail.reactivatedBy"), provenance.reactivated_by);
    }
    return [explanation, sources];
  }

  // Cancel is offered for an active fact: a series' selected day on its own, or the whole series.
  #detailActions(fact, occurrence) {
    const bar = element("div", "detail-actions");
    // Each action answers whether it was carried out; one that was not may be pressed again.
    // The focus waits on the panel, since the redraw after the action replaces its button.
    const button = (label, onClick) => {
      const node = element("button", "quiet", label);
      node.type = "button";
      node.addEventListener("click", async () => {
        this.detail.focus();
        node.disabled = true;
        node.disabled = Boolean(await onClick());
      });
      bar.append(node);
    };
    if (this.actions.cancel && fact.status === "active") {
      if (occurrence?.status === "active") {
        button(t("detail.cancelOccurrence"), () => this.actions.cancel(fact, occurrence));
      }
      button(t(fact.recurrence ? "detail.cancelSeries" : "detail.cancelFact"), () => this.actions.cancel(fact, null));
    }
    if (this.actions.undo) {
      button(t("detail.undoWrite"), () => this.actions.undo(fact.created_by_message_id));
    }
    if (this.actions.edit && fact.status === "active" && (occurrence ?? fact).status === "active") {
      const edit = element("button", "quiet", t("detail.edit"));
      edit.type = "button";
      edit.addEventListener("click", () => {
        const form = this.#editForm(fact, occurrence, () => {
          form.replaceWith(bar);
          edit.focus();
        });
        bar.replaceWith(form);
        form.querySelector("input").focus();
      });
      bar.prepend(edit);
    }
    return bar;
  }

  // The event's title (a meeting's), day and times (an all-day event: its first day) to change by
  // hand; of a series, this occurrence or the whole series, which keeps its days. Enter saves,
  // Escape or "Keep as it is" (close) puts the buttons back.
  #editForm(fact, occurrence, close) {
    const timeZone = this.getTimeZone();
    const shown = occurrence ?? fact;
    const days = wholeDays(shown.start_time, shown.end_time);
    const [start, end] = [new Date(shown.start_time), new Date(shown.end_time)];
    const form = element("form", "edit-form");
    form.noValidate = true;
    form.setAttribute("aria-labelledby", "edit-form-title");
    const heading = element("h4", "", t("detail.editTitle"));
    heading.id = "edit-form-title";
    form.append(heading);
    const field = (name, labelKey, attributes) => {
      const input = Object.assign(element("input"), { id: `edit-${name}`, name, ...attributes });
      const label = element("label", "", t(labelKey));
      label.htmlFor = input.id;
      const row = element("div", `edit-field ${name}`);
      row.append(label, input);
      form.append(row);
      return input;
    };
    if (fact.recurrence && occurrence) {
      form.append(this.#scopeChoice());
    }
    const wholeSeries = () => form.elements.scope?.value === "series" || Boolean(fact.recurrence && !occurrence);
    const title = fact.predicate === "meeting" ? field("title", "detail.fieldTitle", { value: fact.object_value }) : null;
    const firstDay = days ? days.first : dayOf(start, timeZone);
    const day = field("day", days ? "detail.fieldFirstDay" : "detail.fieldDay", { type: "date", value: firstDay });
    const times = days
      ? null
      : {
          start: field("start", "detail.fieldStart", { type: "time", value: timeOfDay(start, timeZone) }),
          end: field("end", "detail.fieldEnd", { type: "time", value: timeOfDay(end, timeZone) }),
        };
    form.addEventListener("change", () => {
      day.parentElement.hidden = wholeSeries();
    });
    day.parentElement.hidden = wholeSeries();
    const problem = element("p", "error-text");
    problem.setAttribute("role", "alert");
    const buttons = element("div", "detail-actions");
    const save = element("button", "primary", t("detail.save"));
    const keep = element("button", "quiet keep", t("detail.keep"));
    keep.type = "button";
    keep.addEventListener("click", close);
    buttons.append(save, keep);
    form.append(problem, buttons);
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const series = wholeSeries();
      // A whole series is edited through its first occurrence, on that occurrence's own day.
      const base = series ? fact : shown;
      const newDay = series ? (wholeDays(base.start_time, base.end_time)?.first ?? dayOf(new Date(base.start_time), timeZone)) : day.value;
      const edit = days ? this.#wholeDaysEdit(base, newDay) : this.#timedEdit(base, newDay, times, timeZone);
      if (title && !title.value.trim()) {
        problem.textContent = t("detail.noTitle");
        title.focus();
        return;
      }
      if (!edit) {
        problem.textContent = t("detail.badEnd");
        times.end.focus();
        return;
      }
      if (title && title.value.trim() !== fact.object_value) {
        edit.object_value = title.value.trim();
      }
      this.detail.focus(); // the redraw after the edit replaces the form
      save.disabled = true;
      save.disabled = Boolean(await this.actions.edit(fact, series ? null : occurrence, edit));
    });
    return form;
  }

  // This occurrence or the whole series: two radio buttons named "scope".
  #scopeChoice() {
    const choice = element("fieldset", "edit-scope");
    choice.append(element("legend", "", t("detail.scope")));
    for (const [value, key] of [["occurrence", "detail.scopeOccurrence"], ["series", "detail.scopeSeries"]]) {
      const label = element("label", "radio");
      const radio = Object.assign(element("input"), { type: "radio", name: "scope", value, checked: value === "occurrence" });
      label.append(radio, " ", t(key));
      choice.append(label);
    }
    return choice;
  }

  // An all-day event moved to start on `day`: as many whole days, midnight in the offset it was said in.
  #wholeDaysEdit(fact, day) {
    const { first, end } = wholeDays(fact.start_time, fact.end_time);
    const offset = UTC_OFFSET.exec(fact.start_time)[0];
    return { start_time: `${day}T00:00:00${offset}`, end_time: `${addDays(day, daysBetween(first, end))}T00:00:00${offset}` };
  }

  // A timed event on `day` from the start to the end field (past midnight when it was); null when it would end before it starts.
  #timedEdit(fact, day, times, timeZone) {
    const nights = daysBetween(dayOf(new Date(fact.start_time), timeZone), dayOf(new Date(fact.end_time), timeZone));
    const start = zonedWallTimeToIso(`${day}T${times.start.value}`, timeZone);
    const end = zonedWallTimeToIso(`${addDays(day, nights)}T${times.end.value}`, timeZone);
    return start && end && new Date(start) < new Date(end) ? { start_time: start, end_time: end } : null;
  }
}
