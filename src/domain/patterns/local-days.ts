// Local calendar days for the patterns view, as whole numbers: a day is the count of days from
// 1970-01-01 to its local date (so weeks and months are arithmetic, free of DST), read through a
// clock that is either the runtime's own time zone (the app) or a named IANA zone (tests, and any
// caller that knows the person's zone).

const DAY_MS = 86_400_000;

/** A moment's local date and hour; month is 0–11. */
export interface LocalParts {
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

/**
 * A named IANA zone through Intl. Its offset is read at both ends of each UTC day and kept for
 * the day when they agree (a zone changes offset at most once a day), so 10,000 entries cost a
 * few hundred Intl calls, not 10,000.
 */
export function zonedClock(timeZone: string): LocalClock {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const offsetAt = (ms: number): number => {
    const at = Math.floor(ms / 1000) * 1000;
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(at)) if (part.type !== "literal") parts[part.type] = Number(part.value);
    const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
    return local - at;
  };
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
