// Time zone helpers on top of Intl: the page shows every time in the user's chosen zone and
// language, whatever zone and language the browser itself runs in.

import { language, t } from "./i18n.js";

export function browserTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

// The zone's name as the server spells it: Intl accepts "asia/seoul", the server's IANA lookup
// only "Asia/Seoul". Null for a name that is no zone.
export function canonicalTimeZone(name) {
  if (typeof name !== "string" || !name) {
    return null;
  }
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function timeZoneNames() {
  return Intl.supportedValuesOf?.("timeZone") ?? [];
}

function wallClock(date, timeZone) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const value = (type) => Number(parts.find((part) => part.type === type).value);
  return {
    year: value("year"),
    month: value("month"),
    day: value("day"),
    hour: value("hour"),
    minute: value("minute"),
    second: value("second"),
  };
}

function offsetMinutes(date, timeZone) {
  const wall = wallClock(date, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60000);
}

const pad = (number) => String(number).padStart(2, "0");

// "2026-07-16T14:00" read as a wall-clock time in timeZone -> "2026-07-16T14:00:00+09:00".
export function zonedWallTimeToIso(wallTime, timeZone) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wallTime);
  if (!match) {
    return null;
  }
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guessed instant may differ from the one at the real instant around a
  // DST change; a second look settles it.
  const firstGuess = offsetMinutes(new Date(wallAsUtc), timeZone);
  const offset = offsetMinutes(new Date(wallAsUtc - firstGuess * 60000), timeZone);
  const sign = offset < 0 ? "-" : "+";
  const absolute = Math.abs(offset);
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

const DATE_ONLY = { weekday: "short", year: "numeric", month: "short", day: "numeric" };
// The 24-hour clock MOSS's replies use ("15:00–16:00"), so the chat and the calendar agree.
const CLOCK = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
const MIDNIGHT = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

// An all-day event is a date in every zone: midnight to midnight in the offset it was said in
// ([first, end) as "YYYY-MM-DD" days), else null. A Seoul vacation is Friday in New York too.
export function wholeDays(startIso, endIso) {
  const [first, end] = [MIDNIGHT.exec(startIso)?.[1], MIDNIGHT.exec(endIso)?.[1]];
  return first && end && first < end ? { first, end } : null;
}

// All-day intervals read as dates; others as times in timeZone.
export function formatInterval(startIso, endIso, timeZone) {
  const days = wholeDays(startIso, endIso);
  if (days) {
    // formatRange collapses to a single date when the interval is one day.
    const span = new Intl.DateTimeFormat(language(), { ...DATE_ONLY, timeZone: "UTC" }).formatRange(
      noonUtc(days.first),
      noonUtc(addDays(days.end, -1)),
    );
    return t("time.allDay", { span });
  }
  return new Intl.DateTimeFormat(language(), { ...DATE_ONLY, timeZone, ...CLOCK }).formatRange(
    new Date(startIso),
    new Date(endIso),
  );
}

export function formatMoment(iso, timeZone) {
  return new Intl.DateTimeFormat(language(), { timeZone, year: "numeric", month: "short", day: "numeric", ...CLOCK }).format(
    new Date(iso),
  );
}

// "HH:MM" of the wall clock in timeZone (what a time field holds).
export function timeOfDay(date, timeZone) {
  const wall = wallClock(date, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

// ---- calendar days: "YYYY-MM-DD" keys of wall-clock dates in a zone ---------------------------

export function dayOf(date, timeZone) {
  const wall = wallClock(date, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

// Calendar arithmetic on the date alone (no zone involved: a day is a day).
export function addDays(day, count) {
  const [year, month, date] = day.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + count));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

// How many days from one "YYYY-MM-DD" to another.
export function daysBetween(first, last) {
  const utc = (day) => Date.UTC(...day.split("-").map((part, index) => Number(part) - (index === 1 ? 1 : 0)));
  return Math.round((utc(last) - utc(first)) / 86400000);
}

// The Monday of the week that holds day (weeks run Monday to Sunday, as in ISO 8601).
export function mondayOf(day) {
  const [year, month, date] = day.split("-").map(Number);
  const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

// The instant a day starts in timeZone (midnight, or the first moment after a DST gap).
export function dayStart(day, timeZone) {
  return new Date(zonedWallTimeToIso(`${day}T00:00`, timeZone));
}

// A noon of the day: formats its weekday and date in any zone without crossing a day line.
function noonUtc(day) {
  return new Date(`${day}T12:00:00Z`);
}

export function formatDayHeading(day) {
  const date = noonUtc(day);
  return {
    weekday: new Intl.DateTimeFormat(language(), { timeZone: "UTC", weekday: "short" }).format(date),
    date: new Intl.DateTimeFormat(language(), { timeZone: "UTC", month: "short", day: "numeric" }).format(date),
    full: new Intl.DateTimeFormat(language(), { timeZone: "UTC", dateStyle: "full" }).format(date),
  };
}

// "July 2026" / "2026년 7월" of the month that holds day.
export function formatMonth(day) {
  return new Intl.DateTimeFormat(language(), { timeZone: "UTC", year: "numeric", month: "long" }).format(noonUtc(day));
}

export function formatDayRange(firstDay, lastDay) {
  return new Intl.DateTimeFormat(language(), { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" }).formatRange(
    noonUtc(firstDay),
    noonUtc(lastDay),
  );
}

export function formatTimeRange(start, end, timeZone) {
  return new Intl.DateTimeFormat(language(), { timeZone, ...CLOCK }).formatRange(start, end);
}
