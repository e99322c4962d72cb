// When a gentle reminder falls due (decision 047): on the chosen days of the week at the chosen
// local time in the person's IANA time zone, moved out of their quiet hours. Pure: the caller
// passes the instant to count from.
//
// Clock changes follow Temporal's "compatible" reading of a local time (zonedTimeToInstant in
// src/domain/lib/zoned-days.ts): a time the clocks skip (spring forward) is sent as far after the
// gap's start as it was meant to be (02:30 → 03:30), and a time that happens twice (fall back) is
// sent at its first occurrence only.
import { zonedParts, zonedTimeToInstant } from "../lib/zoned-days";

/** Minutes after local midnight, 0–1439. */
export type MinuteOfDay = number;

export interface ReminderSchedule {
  /** Days of the week, 0 Sunday … 6 Saturday. */
  days: readonly number[];
  minuteOfDay: MinuteOfDay;
  timeZone: string;
  /** Reminders wait out these minutes of the local day; start > end wraps past midnight. */
  quietHours: { start: MinuteOfDay; end: MinuteOfDay } | null;
}

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;
/** A reminder found more than this late (the server was down) is not sent: it is moved to the next one. */
export const STALE_REMINDER_MS = 3 * 60 * MINUTE_MS;

/** A local minute inside the quiet hours (start inclusive, end exclusive; wraps past midnight). */
export function isQuiet(minute: MinuteOfDay, quietHours: ReminderSchedule["quietHours"]): boolean {
  if (!quietHours || quietHours.start === quietHours.end) return false;
  const { start, end } = quietHours;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The local date (year, month 1–12, day) `offsetDays` after the one of an instant in a time zone. */
function localDate(instantMs: number, timeZone: string, offsetDays: number) {
  const p = zonedParts(instantMs, timeZone);
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day + offsetDays));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), weekday: date.getUTCDay() };
}

/**
 * The first instant strictly after `after` at which a reminder falls due, or null when no day is
 * chosen. An occurrence inside the quiet hours waits until they end.
 */
export function nextReminderAt(schedule: ReminderSchedule, after: Date): Date | null {
  const days = new Set(schedule.days.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6));
  if (days.size === 0) return null;
  const from = after.getTime();
  // Yesterday's occurrence may be postponed past midnight by quiet hours that wrap; 9 days covers a week.
  for (let offset = -1; offset <= 8; offset += 1) {
    const date = localDate(from, schedule.timeZone, offset);
    if (!days.has(date.weekday)) continue;
    const due = postponeOutOfQuietHours(
      zonedTimeToInstant(date.year, date.month, date.day, schedule.minuteOfDay, schedule.timeZone),
      schedule,
    );
    if (due.getTime() > from) return due;
  }
  return null;
}

/** The instant itself when it is not in the quiet hours, else the local end of those quiet hours. */
function postponeOutOfQuietHours(instant: Date, schedule: Pick<ReminderSchedule, "quietHours" | "timeZone">): Date {
  const { quietHours, timeZone } = schedule;
  const p = zonedParts(instant.getTime(), timeZone);
  const minute = p.hour * 60 + p.minute;
  if (!quietHours || !isQuiet(minute, quietHours)) return instant;
  // The end falls later the same local day, or the next day when the quiet hours wrap and we are before midnight.
  const nextDay = quietHours.start > quietHours.end && minute >= quietHours.start ? 1 : 0;
  return zonedTimeToInstant(p.year, p.month, p.day + nextDay, quietHours.end, timeZone);
}

/** "HH:MM" (24-hour) → minutes after midnight, or null when it is not a time of day. */
export function parseTimeOfDay(text: string): MinuteOfDay | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function formatTimeOfDay(minute: MinuteOfDay): string {
  const m = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** The local minute of the day of an instant (for tests and the settings' summary). */
export function localMinuteOfDay(instant: Date, timeZone: string): MinuteOfDay {
  const p = zonedParts(instant.getTime(), timeZone);
  return p.hour * 60 + p.minute;
}
