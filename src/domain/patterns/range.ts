// A period of the journal to look at in 'Your patterns': a week (Monday first), a month or a year
// of local days, moved back and forward through the whole history. Day numbers as in
// src/domain/lib/zoned-days.ts (days from 1970-01-01 of the local date), so a range never shifts
// with the runtime's zone and crosses year boundaries by arithmetic alone.
import type { JournalEntry } from "../types";
import { average, FAMILIES, oneDecimal } from "./aggregate";
import type { PatternsData } from "./aggregate";
import { describeShares } from "./emotion-mix";
import type { EmotionMix, FamilyShare, MixRow } from "./emotion-mix";
import { dayLabel, fullDayLabel, monthLabel, shortDayLabel, shortMonthName, weekLabel } from "./labels";
import { dayDate, dayNumber, dayOf, monthIndex, monthYear, runtimeClock, utcClock, weekStart } from "../lib/zoned-days";
import type { LocalClock } from "../lib/zoned-days";

export type RangeUnit = "week" | "month" | "year";

/** Local days `start` to `end`, both included. */
export interface DayRange {
  unit: RangeUnit;
  start: number;
  end: number;
}

function yearOf(day: number): number {
  return dayDate(day).getUTCFullYear();
}

function monthOf(day: number): number {
  const date = dayDate(day);
  return monthIndex(date.getUTCFullYear(), date.getUTCMonth());
}

/** The week, month or year holding `day`. */
export function rangeAround(unit: RangeUnit, day: number): DayRange {
  if (unit === "week") {
    const start = weekStart(day);
    return { unit, start, end: start + 6 };
  }
  if (unit === "month") {
    const { year, month } = monthYear(monthOf(day));
    return { unit, start: dayNumber(year, month, 1), end: dayNumber(year, month + 1, 1) - 1 };
  }
  const year = yearOf(day);
  return { unit, start: dayNumber(year, 0, 1), end: dayNumber(year + 1, 0, 1) - 1 };
}

/** `steps` periods later (negative: earlier). */
export function shiftRange(range: DayRange, steps: number): DayRange {
  if (range.unit === "week") return rangeAround("week", range.start + steps * 7);
  if (range.unit === "month") {
    const { year, month } = monthYear(monthOf(range.start) + steps);
    return rangeAround("month", dayNumber(year, month, 1));
  }
  return rangeAround("year", dayNumber(yearOf(range.start) + steps, 0, 1));
}

/** "Week of 3 March 2025", "March 2025", "2025". */
export function rangeLabel(range: DayRange, locale?: string): string {
  if (range.unit === "week") return `Week of ${fullDayLabel(range.start, locale)}`;
  if (range.unit === "month") return monthLabel(monthOf(range.start), locale);
  return String(yearOf(range.start));
}

const inRange = (range: DayRange, day: number) => day >= range.start && day <= range.end;

/**
 * The local day an entry belongs to: a date-only entry (an imported note dated by its day) keeps
 * the day it names in any zone, as in the patterns' aggregation; null for an unreadable date.
 */
export function entryDay(entry: Pick<JournalEntry, "createdAt" | "dateOnly">, clock: LocalClock = runtimeClock): number | null {
  const ms = Date.parse(entry.createdAt);
  if (Number.isNaN(ms)) return null;
  return dayOf(ms, entry.dateOnly ? utcClock : clock);
}

export function entriesInRange<T extends Pick<JournalEntry, "createdAt" | "dateOnly">>(
  entries: readonly T[],
  range: DayRange,
  clock: LocalClock = runtimeClock,
): T[] {
  return entries.filter((entry) => {
    const day = entryDay(entry, clock);
    return day !== null && inRange(range, day);
  });
}

/** The first and last local days with an entry, or null for an empty journal. */
export function historySpan(entries: readonly Pick<JournalEntry, "createdAt" | "dateOnly">[], clock: LocalClock = runtimeClock) {
  let first = Infinity;
  let last = -Infinity;
  for (const entry of entries) {
    const day = entryDay(entry, clock);
    if (day === null) continue;
    if (day < first) first = day;
    if (day > last) last = day;
  }
  return first === Infinity ? null : { first, last };
}

/**
 * Whether a step back or forward leads anywhere: back while an entry lies before the range, forward
 * while the range ends before today or before the last entry (an entry dated ahead by a clock).
 */
export function rangeSteps(range: DayRange, span: { first: number; last: number } | null, today: number) {
  return {
    earlier: span !== null && span.first < range.start,
    later: range.end < Math.max(today, span?.last ?? today),
  };
}

interface RangePoint {
  key: number;
  label: string;
  shortLabel: string;
  average: number | null;
  count: number;
}

export interface RangeWellness {
  /** "day" bars for a week or a month, "month" bars for a year. */
  by: "day" | "month";
  points: RangePoint[];
  summary: string;
}

/** Average wellness per day of a week or month, or per month of a year, from data aggregated over that range. */
export function rangeWellness(data: PatternsData, range: DayRange, locale?: string): RangeWellness {
  const points: RangePoint[] = [];
  if (range.unit === "year") {
    const first = monthOf(range.start);
    for (let key = first; key < first + 12; key++) {
      const tally = data.months.get(key);
      points.push({
        key,
        label: monthLabel(key, locale),
        shortLabel: shortMonthName(key, locale),
        average: average(tally),
        count: tally?.count ?? 0,
      });
    }
  } else {
    for (let key = range.start; key <= range.end; key++) {
      const tally = data.days.get(key);
      points.push({
        key,
        label: dayLabel(key, locale),
        shortLabel: shortDayLabel(key, locale),
        average: average(tally),
        count: tally?.count ?? 0,
      });
    }
  }
  const by = range.unit === "year" ? "month" : "day";
  const label = rangeLabel(range, locale);
  const filled = points.filter((point) => point.average !== null);
  if (filled.length === 0) return { by, points, summary: `Average wellness by ${by}, ${label}: no reflections in this ${range.unit}.` };
  let sum = 0;
  let count = 0;
  for (const point of filled) {
    sum += point.average! * point.count;
    count += point.count;
  }
  const many = by === "day" ? "days" : "months";
  return {
    by,
    points,
    summary: `Average wellness by ${by}, ${label}: ${oneDecimal(sum / count)} overall; ${filled.length} of ${points.length} ${many} with reflections.`,
  };
}

/** Each period's share of every emotion family in a range: one row for a week, a row per week of a month, per month of a year. */
export function rangeMix(data: PatternsData, range: DayRange, locale?: string): EmotionMix {
  const rows: MixRow[] = [];
  const window = new Uint32Array(FAMILIES.length);
  const add = (key: number, counts: Uint32Array | undefined, label: string, shortLabel: string) => {
    const found = counts ?? new Uint32Array(FAMILIES.length);
    for (let f = 0; f < FAMILIES.length; f++) window[f]! += found[f]!;
    rows.push({ key, label, shortLabel, ...familyShares(found) });
  };
  if (range.unit === "year") {
    const first = monthOf(range.start);
    for (let key = first; key < first + 12; key++)
      add(key, data.monthFamilies.get(key), monthLabel(key, locale), shortMonthName(key, locale));
  } else {
    for (let monday = weekStart(range.start); monday <= range.end; monday += 7) {
      add(monday, data.weekFamilies.get(monday), weekLabel(monday, locale), shortDayLabel(monday, locale));
    }
  }
  const overall = familyShares(window);
  const label = rangeLabel(range, locale);
  const summary =
    overall.total === 0
      ? `Mix of emotions, ${label}: no reflections in this ${range.unit}.`
      : `Mix of emotions, ${label}: ${describeShares(overall.shares, 3)}${overall.shares.length > 3 ? ", and others" : ""}.`;
  return { period: range.unit === "year" ? "month" : "week", rows, families: overall.shares.map((share) => share.family), summary };
}

/** Families present in `counts` (FAMILIES order), most frequent first, ties in FAMILIES order. */
export function familyShares(counts: ArrayLike<number>): { total: number; shares: FamilyShare[] } {
  let total = 0;
  for (let i = 0; i < FAMILIES.length; i++) total += counts[i]!;
  const shares: FamilyShare[] = [];
  for (let i = 0; i < FAMILIES.length; i++) {
    const count = counts[i]!;
    if (count > 0) shares.push({ family: FAMILIES[i]!, count, share: count / total });
  }
  shares.sort((a, b) => b.count - a.count);
  return { total, shares };
}
