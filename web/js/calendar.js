// The calendar: one week of the user's facts (seven columns on wide screens, a day-by-day
// agenda on phones; the same list, laid out by CSS). Series are drawn as their occurrences
// that week (the server expands them) and their skipped days struck; inactive facts are faded
// and struck (a toggle hides them), the write waiting for a decision is drawn dashed next to
// the facts it is about (those it collides with, the candidates of an ambiguous request, the
// meetings a cancelled vacation offers back), and selecting a fact opens its provenance with
// Cancel and Undo.

import { PHONE, element, textWithLanguage } from "./dom.js";
import { has, t } from "./i18n.js";
import {
  addDays,
  dayOf,
  daysBetween,
  dayStart,
  formatDayHeading,
  formatDayRange,
  formatMonth,
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
// The time grid: this many pixels a minute (42 an hour), moves and resizes in steps of 15 minutes.
const MINUTE_PX = 0.7;
const STEP_MINUTES = 15;
const DAY_MINUTES = 24 * 60;
// Where the grid opens when nothing earlier is on it: 07:00.
const MORNING_MINUTES = 7 * 60;
const MODES = ["day", "week", "month"];

// Minutes since the day's start in the zone, the day's own ends clipped.
function minutesInto(moment, dayStartsAt) {
  return Math.max(0, Math.min(DAY_MINUTES, Math.round((moment - dayStartsAt) / 60000)));
}

// Side by side: each timed entry's column among those it overlaps, and how many share its cluster.
function sideBySide(spans) {
  const placed = [];
  let cluster = [];
  let clusterEnd = -1;
  const close = () => cluster.forEach((span) => (span.columns = Math.max(...cluster.map((other) => other.column)) + 1));
  for (const span of [...spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (span.start >= clusterEnd) {
      close();
      cluster = [];
    }
    const ends = [];
    cluster.forEach((other) => (ends[other.column] = Math.max(ends[other.column] ?? -1, other.end)));
    span.column = [...ends, -1].findIndex((end) => end === undefined || end <= span.start);
    cluster.push(span);
    placed.push(span);
    clusterEnd = Math.max(clusterEnd, span.end);
  }
  close();
  return placed;
}

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
  constructor(client, getTimeZone, getToday, getNow) {
    this.client = client;
    this.getTimeZone = getTimeZone;
    this.getToday = getToday;
    this.getNow = getNow;
    this.mode = "week";
    this.actions = {};
    this.week = byId("week");
    this.status = byId("monitor-status");
    this.range = byId("calendar-range");
    this.zone = byId("calendar-zone");
    this.detail = byId("fact-detail");
    this.detailBody = byId("fact-detail-body");
    this.showInactive = byId("show-inactive");
    this.reset();
    byId("week-previous").addEventListener("click", () => this.#move(-1));
    byId("week-next").addEventListener("click", () => this.#move(1));
    byId("week-today").addEventListener("click", () => this.#move(0, this.getToday()));
    for (const button of document.querySelectorAll(".calendar-mode")) {
      button.addEventListener("click", () => {
        this.mode = button.dataset.mode;
        this.#show(this.anchor ?? this.getToday());
      });
    }
    PHONE.addEventListener("change", () => this.#show(this.anchor ?? this.getToday()));
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
    this.seen = new Map();
    this.loadedWindows = new Set();
    this.refreshing = 0;
    this.told = 0; // refreshes that told what changed, so a view loaded meanwhile keeps their word
    this.changed = new Set();
    this.pending = null;
    this.selected = null;
    this.selectedOccurrence = null;
    this.anchor = null;
    this.week.replaceChildren();
    this.status.textContent = "";
    this.detail.hidden = true;
  }

  async refresh() {
    this.week.setAttribute("aria-busy", "true");
    this.refreshing += 1;
    try {
      this.anchor ??= this.getToday();
      const shown = this.#windowKey();
      const facts = await this.#loadDays();
      // What changed is told of days loaded before: of days never shown, what they held is unknown.
      const previous = this.loadedWindows.has(shown) ? this.statuses : null;
      const changes = previous === null ? null : countChanges(previous, facts);
      this.changed = new Set(facts.filter((fact) => previous !== null && previous.get(fact.id) !== fact.status).map((fact) => fact.id));
      this.#keep(shown, facts);
      this.status.textContent = this.#describe(changes);
      this.told += 1;
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
      this.refreshing -= 1;
      this.week.removeAttribute("aria-busy");
    }
  }

  // The drawn days' facts as stored; every fact and status seen so far, to tell what a refresh
  // changed and to keep the event panel open on an event of days no longer drawn.
  #keep(shown, facts) {
    this.facts = facts;
    this.loadedWindows.add(shown);
    this.statuses = new Map([...(this.statuses ?? []), ...facts.map((fact) => [fact.id, fact.status])]);
    this.seen = new Map([...(this.seen ?? []), ...facts.map((fact) => [fact.id, fact])]);
  }

  // Redraws every text in the current language and zone (after Settings change either).
  rerender() {
    this.status.textContent = this.#describe(null);
    if (this.anchor) {
      this.#show(this.anchor);
    }
    if (this.selected) {
      this.#showDetail(this.selected, { focus: false, occurrence: this.selectedOccurrence });
    }
  }

  goToDay(day) {
    this.#show(day);
  }

  // The view that holds `day` (its day, week or month), opened at its first events.
  async #show(day) {
    this.anchor = day;
    this.scrollToEvents = true;
    try {
      const shown = this.#windowKey();
      const told = this.told;
      const facts = await this.#loadDays();
      // A refresh under way (after a write) loads these days too and tells what changed in them;
      // what one that ended while these days loaded told is not written over.
      if (!this.refreshing) {
        this.#keep(shown, facts);
        if (this.told === told) {
          this.status.textContent = this.#describe(null);
        }
      }
    } catch (error) {
      this.#unavailable(error);
      return;
    }
    this.#render();
  }

  // A phone shows the week's agenda; a wide screen the chosen day, week or month.
  #shownMode() {
    return PHONE.matches ? "week" : this.mode;
  }

  // The days drawn: the day, its week (Monday to Sunday), or the six weeks around its month.
  #days() {
    const mode = this.#shownMode();
    if (mode === "day") {
      return [this.anchor];
    }
    const first = mode === "month" ? mondayOf(`${this.anchor.slice(0, 8)}01`) : mondayOf(this.anchor);
    return Array.from({ length: mode === "month" ? 42 : 7 }, (_, index) => addDays(first, index));
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

  // Which days are drawn: the first of them and how many.
  #windowKey() {
    const days = this.#days();
    return `${days[0]}/${days.length}`;
  }

  // Only the drawn days are asked for: as the server draws them (each series as its occurrences
  // there) into weekFacts, and their facts as stored (each series once), which it returns.
  async #loadDays() {
    const timeZone = this.getTimeZone();
    const days = this.#days();
    const window = { start: dayStart(days[0], timeZone), end: dayStart(addDays(days.at(-1), 1), timeZone) };
    const [drawn, stored] = await Promise.all([
      this.client.memories(window, { expand: true }),
      this.client.memories(window),
    ]);
    this.weekFacts = drawn.facts;
    return stored.facts.sort(byStart);
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

  // Moving by hand (a day, a week or a month at a time): the line above the calendar counts the
  // events again (the last change it reported was about other days).
  #move(count, from = this.anchor ?? this.getToday()) {
    this.status.textContent = this.#describe(null);
    const mode = this.#shownMode();
    if (mode === "month") {
      // The same day of another month (the 28th at most, which every month has).
      const [year, month, date] = from.split("-").map(Number);
      const shifted = new Date(Date.UTC(year, month - 1 + count, Math.min(date, 28)));
      this.#show(shifted.toISOString().slice(0, 10));
    } else {
      this.#show(addDays(from, count * (mode === "day" ? 1 : 7)));
    }
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
    this.anchor ??= this.getToday();
    const mode = this.#shownMode();
    const days = this.#days();
    this.zone.textContent = t("calendar.zone", { zone: timeZone });
    this.range.textContent =
      mode === "month" ? formatMonth(this.anchor) : mode === "day" ? formatDayHeading(this.anchor).full : formatDayRange(days[0], days[6]);
    for (const [id, direction] of [["week-previous", "previous"], ["week-next", "next"]]) {
      const label = t(`calendar.${direction}.${mode}`);
      byId(id).setAttribute("aria-label", label);
      byId(id).title = label;
    }
    byId("week-today").textContent = t(`calendar.today.${mode}`);
    for (const button of document.querySelectorAll(".calendar-mode")) {
      button.setAttribute("aria-pressed", String(button.dataset.mode === mode));
    }
    const grid = !PHONE.matches && mode !== "month";
    this.week.className = `week ${mode}${grid ? " grid" : ""}`;
    this.week.classList.toggle("hide-inactive", !this.showInactive.checked);
    this.week.style.setProperty("--minute", `${MINUTE_PX}px`);
    const today = this.getToday();
    // A fact an edit or a spoken change replaced is drawn as its successor alone (the old time
    // is in the successor's history), not as a struck copy left behind.
    const replaced = new Set(this.facts.map((fact) => fact.replaces).filter(Boolean));
    const entries = [
      ...this.weekFacts
        .map((fact) => ({ fact, kind: this.#kind(fact) }))
        .filter(({ fact, kind }) => !(kind === "inactive" && replaced.has(fact.id))),
      ...(this.pending?.drafts ?? []).map((fact) => ({ fact, kind: "pending" })),
    ];
    const columns = days.map((day) => this.#day(day, entries, timeZone, day === today));
    const allDayRows = Math.max(1, ...columns.map((column) => column.querySelectorAll(".all-day .event").length));
    this.week.style.setProperty("--all-day-rows", allDayRows);
    const scrolled = this.week.scrollTop;
    this.week.replaceChildren(...(grid ? [this.#hours()] : []), ...columns);
    if (mode === "month") {
      const month = this.anchor.slice(0, 7);
      columns.forEach((column) => column.classList.toggle("outside", !column.dataset.day.startsWith(month)));
    }
    this.week.scrollTop = grid && this.scrollToEvents ? this.#firstEventsTop() : scrolled;
    this.scrollToEvents = false;
  }

  // The grid's hour labels, beside the days.
  #hours() {
    const gutter = element("li", "hours");
    gutter.setAttribute("aria-hidden", "true");
    const labels = element("ol", "hour-labels");
    for (let hour = 1; hour < 24; hour += 1) {
      const label = element("li", "", `${String(hour).padStart(2, "0")}:00`);
      label.style.setProperty("--start", hour * 60);
      labels.append(label);
    }
    gutter.append(element("div", "day-head"), labels);
    return gutter;
  }

  // Where the grid opens: the first timed event drawn (an hour before it), else the morning.
  #firstEventsTop() {
    const starts = [...this.week.querySelectorAll(".timed .event")].map((event) => Number(event.style.getPropertyValue("--start")));
    const minutes = Math.max(0, Math.min(MORNING_MINUTES, ...starts.map((start) => start - 60)));
    return minutes * MINUTE_PX;
  }

  // An inactive occurrence of a series that is still active is a day the series skips.
  #kind(fact) {
    const series = fact.recurrence && this.facts.find((candidate) => candidate.id === fact.id);
    return fact.status === "inactive" && series?.status === "active" ? "skipped" : fact.status;
  }

  // One day: its title and all-day events on top, its timed events below (placed by time and
  // side by side on the grid, listed on a phone and in the month).
  #day(day, entries, timeZone, isToday) {
    const start = dayStart(day, timeZone);
    const end = dayStart(addDays(day, 1), timeZone);
    const heading = formatDayHeading(day);
    const item = element("li", `day${isToday ? " today" : ""}`);
    item.dataset.day = day;
    const title = element("h3", "day-title");
    title.setAttribute("aria-label", heading.full);
    title.append(element("span", "weekday", heading.weekday), element("span", "date", heading.date));
    const events = entries.filter(({ fact }) => {
      const days = wholeDays(fact.start_time, fact.end_time);
      return days ? days.first <= day && day < days.end : new Date(fact.start_time) < end && start < new Date(fact.end_time);
    });
    const isAllDay = ({ fact }) =>
      wholeDays(fact.start_time, fact.end_time) !== null || (new Date(fact.start_time) <= start && new Date(fact.end_time) >= end);
    const allDay = element("ul", "events all-day");
    allDay.append(...events.filter(isAllDay).map((entry) => this.#event(entry, start, end, timeZone)));
    const timed = element("ul", "events timed");
    const spans = sideBySide(
      events
        .filter((entry) => !isAllDay(entry))
        .map((entry) => ({ entry, start: minutesInto(new Date(entry.fact.start_time), start), end: minutesInto(new Date(entry.fact.end_time), start) })),
    );
    for (const { entry, start: from, end: until, column, columns } of spans) {
      const node = this.#event(entry, start, end, timeZone);
      node.style.setProperty("--start", from);
      node.style.setProperty("--length", Math.max(until - from, STEP_MINUTES));
      node.style.setProperty("--column", column);
      node.style.setProperty("--columns", columns);
      timed.append(node);
    }
    if (isToday) {
      const now = element("li", "now-line");
      now.setAttribute("aria-hidden", "true");
      now.style.setProperty("--start", minutesInto(this.getNow(), start));
      timed.append(now);
    }
    item.classList.toggle("empty", !events.length);
    const hidable = ({ fact, kind }) =>
      (kind === "inactive" || kind === "skipped") && !this.pending?.numbers.has(fact.id);
    item.classList.toggle("only-inactive", events.length > 0 && events.every(hidable));
    const head = element("div", "day-head");
    head.append(title, allDay);
    item.append(head, timed);
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
    button.title = factTitle(fact); // the whole title, where the grid cuts it short
    button.addEventListener("click", () => {
      if (this.dragged) {
        this.dragged = false; // the click that ends a drag opens nothing
        return;
      }
      selected() ? this.#closeDetail() : this.#showDetail(fact.id, { focus: true, occurrence });
    });
    item.append(button);
    if (kind === "active" && this.actions.edit && !allDay) {
      this.#draggable(item, fact, occurrence, timeZone);
    }
    return item;
  }

  // On the grid, an event dragged moves by steps of 15 minutes and from day to day, and its lower
  // edge dragged resizes it; the drop is an edit like the form's (the keyboard's way).
  #draggable(item, shown, occurrence, timeZone) {
    const edge = element("span", "resize");
    edge.setAttribute("aria-hidden", "true");
    item.append(edge);
    item.addEventListener("pointerdown", (down) => {
      if (down.button !== 0 || !this.week.classList.contains("grid")) {
        return;
      }
      const resizing = down.target === edge;
      const width = item.closest(".day").getBoundingClientRect().width;
      let moved = null;
      const follow = (move) => {
        const [dx, dy] = [move.clientX - down.clientX, move.clientY - down.clientY];
        if (!moved && Math.hypot(dx, dy) < 5) {
          return;
        }
        moved = {
          minutes: Math.round(dy / MINUTE_PX / STEP_MINUTES) * STEP_MINUTES,
          days: resizing ? 0 : Math.round(dx / width),
        };
        item.classList.add("dragging");
        if (resizing) {
          item.style.setProperty("--length", Math.max(STEP_MINUTES, Number(item.style.getPropertyValue("--length")) + moved.minutes));
        } else {
          item.style.transform = `translate(${moved.days * width}px, ${moved.minutes * MINUTE_PX}px)`;
        }
      };
      const drop = () => {
        window.removeEventListener("pointermove", follow);
        if (!moved) {
          return;
        }
        this.dragged = true;
        setTimeout(() => (this.dragged = false));
        const shift = (moment, minutes) => {
          const at = new Date(new Date(moment).getTime() + minutes * 60000);
          return zonedWallTimeToIso(`${dayOf(at, timeZone)}T${timeOfDay(at, timeZone)}`, timeZone);
        };
        const fact = this.facts.find((candidate) => candidate.id === shown.id) ?? shown;
        const minutes = moved.days * DAY_MINUTES + moved.minutes;
        const edit = resizing
          ? { end_time: shift(shown.end_time, Math.max(moved.minutes, STEP_MINUTES - (new Date(shown.end_time) - new Date(shown.start_time)) / 60000)) }
          : { start_time: shift(shown.start_time, minutes), end_time: shift(shown.end_time, minutes) };
        this.actions.edit(fact, occurrence, edit).then(() => this.#render());
      };
      window.addEventListener("pointermove", follow);
      window.addEventListener("pointerup", drop, { once: true });
    });
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
    const fact =
      this.facts.find((candidate) => candidate.id === factId) ??
      this.weekFacts.find((candidate) => candidate.id === factId) ??
      this.seen.get(factId);
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
      const found = await this.client.provenance(factId, timeZone, status === "skipped" ? shown.start_time : null);
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
    if (provenance.skipped_by) {
      addSource(t("detail.skippedBy"), provenance.skipped_by);
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
