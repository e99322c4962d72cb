// When a gentle reminder falls due (decision 047): on the chosen days of the week at the chosen
// local time in the person's IANA time zone, moved out of their quiet hours. Pure: the caller
// passes the instant to count from.
//
// Clock changes follow Temporal's "compatible" reading of a local time: a time the clocks skip
// (spring forward) is sent as far after the gap's start as it was meant to be (02:30 → 03:30), and
// a time that happens twice (fall back) is sent at its first occurrence only.

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
const DAY_MS = 24 * 60 * MINUTE_MS;
const MINUTES_PER_DAY = 24 * 60;
/** A reminder found more than this late (the server was down) is not sent: it is moved to the next one. */
export const STALE_REMINDER_MS = 3 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
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

/** True for a time zone name this runtime knows (IANA names such as Europe/Paris, and UTC). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instantMs: number, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const p = localParts(whole, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

/**
 * The instant of a local date and minute in a time zone (month 1–12; days past the month's end
 * roll over). Skipped times move forward by the gap; repeated times take their first occurrence.
 */
export function localTimeToInstant(year: number, month: number, day: number, minuteOfDay: MinuteOfDay, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day, Math.floor(minuteOfDay / 60), minuteOfDay % 60);
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wall - offsetAt(instant, timeZone) === instant);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a gap: read with the offset in force before it, which lands as far past the gap's start.
  return new Date(wall - before);
}

/** A local minute inside the quiet hours (start inclusive, end exclusive; wraps past midnight). */
export function isQuiet(minute: MinuteOfDay, quietHours: ReminderSchedule["quietHours"]): boolean {
  if (!quietHours || quietHours.start === quietHours.end) return false;
  const { start, end } = quietHours;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The local date (year, month 1–12, day) `offsetDays` after the one of an instant in a time zone. */
function localDate(instantMs: number, timeZone: string, offsetDays: number) {
  const p = localParts(instantMs, timeZone);
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
      localTimeToInstant(date.year, date.month, date.day, schedule.minuteOfDay, schedule.timeZone),
      schedule,
    );
    if (due.getTime() > from) return due;
  }
  return null;
}

/** The instant itself when it is not in the quiet hours, else the local end of those quiet hours. */
function postponeOutOfQuietHours(instant: Date, schedule: Pick<ReminderSchedule, "quietHours" | "timeZone">): Date {
  const { quietHours, timeZone } = schedule;
  const p = localParts(instant.getTime(), timeZone);
  const minute = p.hour * 60 + p.minute;
  if (!quietHours || !isQuiet(minute, quietHours)) return instant;
  // The end falls later the same local day, or the next day when the quiet hours wrap and we are before midnight.
  const nextDay = quietHours.start > quietHours.end && minute >= quietHours.start ? 1 : 0;
  return localTimeToInstant(p.year, p.month, p.day + nextDay, quietHours.end, timeZone);
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
  const p = localParts(instant.getTime(), timeZone);
  return p.hour * 60 + p.minute;
}
