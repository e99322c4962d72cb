// Relative time on a ripple card: under 24 h the time, under 168 h
// weekday and time, otherwise month and day; a date-only entry (an imported note dated by its day)
// always its month and day, the day it names.
import { HOURS_SHOWING_TIME_ONLY, HOURS_SHOWING_WEEKDAY } from "../constants";

const HOUR_MS = 60 * 60 * 1000;

export interface EntryTimeOptions {
  /** BCP 47 locale; undefined uses the runtime's default. */
  locale?: string;
  /** IANA time zone; undefined uses the runtime's default. */
  timeZone?: string;
  /** The entry was dated by its day alone (an imported note, stored at noon UTC): its day, never a time. */
  dateOnly?: boolean;
}

/**
 * `createdAt` is a Date or an ISO string; `now` is passed in. An entry dated in the future
 * (clock skew) shows its time, like a recent one. An invalid date gives ''.
 */
export function formatEntryTime(createdAt: Date | string, now: Date, options: EntryTimeOptions = {}): string {
  const date = typeof createdAt === "string" ? new Date(createdAt) : createdAt;
  if (Number.isNaN(date.getTime())) return "";
  const hoursAgo = (now.getTime() - date.getTime()) / HOUR_MS;
  const { locale, timeZone } = options;
  if (options.dateOnly) return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(date);
  const format: Intl.DateTimeFormatOptions =
    hoursAgo < HOURS_SHOWING_TIME_ONLY
      ? { hour: "numeric", minute: "2-digit" }
      : hoursAgo < HOURS_SHOWING_WEEKDAY
        ? { weekday: "short", hour: "numeric", minute: "2-digit" }
        : { month: "short", day: "numeric" };
  return new Intl.DateTimeFormat(locale, { ...format, timeZone }).format(date);
}
