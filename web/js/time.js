// Time zone helpers on top of Intl: the page shows every time in the user's chosen zone,
// whatever zone the browser itself runs in.

export function browserTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export function isValidTimeZone(name) {
  if (typeof name !== "string" || !name) {
    return false;
  }
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
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

function isMidnight(date, timeZone) {
  const wall = wallClock(date, timeZone);
  return wall.hour === 0 && wall.minute === 0 && wall.second === 0;
}

// All-day intervals ([D 00:00, D+n 00:00) in the zone) read as dates; others as times.
export function formatInterval(startIso, endIso, timeZone) {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const dateOnly = { timeZone, weekday: "short", year: "numeric", month: "short", day: "numeric" };
  if (isMidnight(start, timeZone) && isMidnight(end, timeZone)) {
    // formatRange collapses to a single date when the interval is one day.
    const lastDay = new Date(end.getTime() - 1);
    const span = new Intl.DateTimeFormat(undefined, dateOnly).formatRange(start, lastDay);
    return `${span}, all day`;
  }
  return new Intl.DateTimeFormat(undefined, { ...dateOnly, hour: "2-digit", minute: "2-digit" }).formatRange(start, end);
}

export function formatMoment(iso, timeZone) {
  return new Intl.DateTimeFormat(undefined, { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
