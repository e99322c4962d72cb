// Local days and time zones, written once (Intl, no library): whether a name is an IANA zone, the
// wall clock and offset of a zone at an instant, the instant of a zone's local time (clock changes
// read as Temporal's "compatible" does), and local calendar days as whole numbers — the count of
// days from 1970-01-01 to the local date, so weeks and months are arithmetic, free of DST — read
// through a clock that is either the runtime's own zone (the app) or a named zone (tests, the
// server, any caller that knows the person's zone). Pure.

const DAY_MS = 86_400_000;

/** A moment's wall-clock time in a zone; month is 1–12, as written. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it); throws for a name Intl does not know. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** True for a time zone name this runtime knows (IANA names such as Europe/Paris, and UTC), at most 64 characters. */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The runtime's own IANA zone (the browser's, the server's), or undefined when it names none. */
export function runtimeTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The wall clock in `timeZone` at an instant (ms since the epoch). */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive; whole seconds, as zones are). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  const p = zonedParts(whole, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/**
 * The instant of a local date and minute of the day in a time zone (month 1–12; days past the
 * month's end roll over). A time the clocks skip (spring forward) moves forward by the gap
 * (02:30 → 03:30); a time that happens twice (fall back) takes its first occurrence.
 */
export function zonedTimeToInstant(year: number, month: number, day: number, minuteOfDay: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, Math.floor(minuteOfDay / 60), minuteOfDay % 60);
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - zoneOffsetMs(instant, timeZone) === instant);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a gap: read with the offset in force before it, which lands as far past the gap's start.
  return new Date(wall - before);
}

/** A moment's local date and hour; month is 0–11. */
interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
}

/** Reads the local date and hour of a moment (ms since the epoch). */
export type LocalClock = (ms: number) => LocalParts;

/** The runtime's time zone (Date's local getters, which know its DST rules). */
export const runtimeClock: LocalClock = (ms) => {
  const date = new Date(ms);
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hour: date.getHours() };
};

/** UTC itself: the day a date-only entry names, whatever the zone. */
export const utcClock: LocalClock = (ms) => {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), hour: date.getUTCHours() };
};

/**
 * A named IANA zone through Intl. Its offset is read at both ends of each UTC day and kept for
 * the day when they agree (a zone changes offset at most once a day), so 10,000 entries cost a
 * few hundred Intl calls, not 10,000.
 */
export function zonedClock(timeZone: string): LocalClock {
  formatterFor(timeZone); // an unknown zone throws here, not at the first reading
  const offsetAt = (ms: number): number => zoneOffsetMs(ms, timeZone);
  const dayOffsets = new Map<number, number | null>();
  let lastUtcDay = NaN;
  let lastOffset: number | null = null;
  return (ms) => {
    const utcDay = Math.floor(ms / DAY_MS);
    if (utcDay !== lastUtcDay) {
      let offset = dayOffsets.get(utcDay);
      if (offset === undefined) {
        const first = offsetAt(utcDay * DAY_MS);
        offset = first === offsetAt((utcDay + 1) * DAY_MS - 1000) ? first : null;
        dayOffsets.set(utcDay, offset);
      }
      lastUtcDay = utcDay;
      lastOffset = offset;
    }
    const offset = lastOffset;
    const shifted = new Date(ms + (offset ?? offsetAt(ms)));
    return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate(), hour: shifted.getUTCHours() };
  };
}

/** The day number of a local date (month 0–11; out-of-range days and months roll over like Date). */
export function dayNumber(year: number, month: number, day: number): number {
  return Math.round(Date.UTC(year, month, day) / DAY_MS);
}

/** The day number of a moment's local date as the clock reads it. */
export function dayOf(ms: number, clock: LocalClock = runtimeClock): number {
  const local = clock(ms);
  return dayNumber(local.year, local.month, local.day);
}

/** The calendar date of a day number, as a Date at UTC midnight (format it with timeZone 'UTC'). */
export function dayDate(day: number): Date {
  return new Date(day * DAY_MS);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf(day: number): number {
  // 1970-01-01 was a Thursday.
  return (((day + 3) % 7) + 7) % 7;
}

/** The Monday that starts the ISO week holding `day`. */
export function weekStart(day: number): number {
  return day - weekdayOf(day);
}

/** ISO 8601 week-numbering year and week (1–53) of the week starting on Monday `monday`. */
export function isoWeek(monday: number): { year: number; week: number } {
  const thursday = monday + 3;
  const year = dayDate(thursday).getUTCFullYear();
  return { year, week: Math.floor((thursday - dayNumber(year, 0, 1)) / 7) + 1 };
}

/** Months counted from year 0: year × 12 + month (0–11). */
export function monthIndex(year: number, month: number): number {
  return year * 12 + month;
}

export function monthYear(index: number): { year: number; month: number } {
  return { year: Math.floor(index / 12), month: index % 12 };
}

export function daysInMonth(year: number, month: number): number {
  return dayNumber(year, month + 1, 1) - dayNumber(year, month, 1);
}
