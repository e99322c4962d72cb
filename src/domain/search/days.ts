// The timeline's days: entries (already newest first) grouped under a header per local day,
// labelled "Today", "Yesterday" or the full date in the person's locale ("Monday, 3 March 2025").
import { dayOf } from "../lib/zoned-days";

/** A local day as YYYY-MM-DD. */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

export interface DayRow {
  kind: "day";
  key: string;
  date: Date;
  count: number;
}
export type TimelineRow<T> = DayRow | { kind: "entry"; key: string; entry: T };

/** Rows for a list: a day header before the first entry of each day, then that day's entries. */
export function groupByDay<T extends { id: string; createdAt: string }>(entries: readonly T[]): TimelineRow<T>[] {
  const rows: TimelineRow<T>[] = [];
  let header = null as DayRow | null;
  // The current day's bounds: most entries share their neighbour's day, and a comparison is cheaper than a date.
  let start = 0;
  let end = 0;
  for (const entry of entries) {
    const time = Date.parse(entry.createdAt);
    if (header === null || !(time >= start && time < end)) {
      const date = new Date(time);
      const key = dayKey(date);
      if (header?.key !== key) {
        header = { kind: "day", key, date, count: 0 };
        rows.push(header);
      }
      start = new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
      end = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
    }
    header.count++;
    rows.push({ kind: "entry", key: entry.id, entry });
  }
  return rows;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const relative = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string | undefined, make: () => T): T {
  const key = locale ?? "";
  let value = cache.get(key);
  if (!value) cache.set(key, (value = make()));
  return value;
}

function capitalise(text: string, locale: string | undefined): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** Whole local days from `date` to `now` (0 today, 1 yesterday; negative in the future). */
export function daysAgo(date: Date, now: Date): number {
  return dayOf(now.getTime()) - dayOf(date.getTime());
}

/** "Today", "Yesterday" (in the locale's words), or the weekday and the full date. */
export function dayLabel(date: Date, now: Date, locale?: string): string {
  const ago = daysAgo(date, now);
  if (ago === 0 || ago === 1) {
    const words = cached(relative, locale, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
    return capitalise(words.format(-ago, "day"), locale);
  }
  const format = cached(
    formatters,
    locale,
    () => new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
  );
  return format.format(date);
}
