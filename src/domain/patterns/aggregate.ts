// One pass over the journal for the patterns view: wellness sums and counts per local day, week
// and month, the emotion families per week and month, themes and times of day. Each chart then
// reads these tallies (a few hundred keys), never the entries again.
import { ACKNOWLEDGMENT_THEME } from "../constants";
import { emotionFamily } from "../analysis/emotion-family";
import type { EmotionFamily } from "../analysis/emotion-family";
import { timeOfDay } from "../lib/time-of-day";
import type { JournalEntry, TimeOfDay } from "../types";
import { dayDate, dayNumber, monthIndex, runtimeClock, utcClock, weekStart } from "../lib/zoned-days";
import type { LocalClock } from "../lib/zoned-days";

/** Families in a fixed order: the index of a family in the per-period counts. */
export const FAMILIES: readonly EmotionFamily[] = [
  "joy",
  "calm",
  "grateful",
  "hopeful",
  "surprise",
  "reflective",
  "confused",
  "tired",
  "sadness",
  "fear",
  "anger",
  "disgust",
];

export const TIMES_OF_DAY: readonly TimeOfDay[] = ["morning", "afternoon", "evening", "night"];

export interface Tally {
  sum: number;
  count: number;
}

export interface ThemeCount {
  /** As first written (trimmed). */
  theme: string;
  count: number;
}

export interface PatternsData {
  /** Entries counted (those with a readable date). */
  total: number;
  /** Today's day number and this month's index, from `now`. */
  today: number;
  thisMonth: number;
  /** Keyed by day number, by the Monday of the week, by month index. */
  days: Map<number, Tally>;
  weeks: Map<number, Tally>;
  months: Map<number, Tally>;
  /** Counts per family (FAMILIES order). */
  weekFamilies: Map<number, Uint32Array>;
  monthFamilies: Map<number, Uint32Array>;
  /** Most frequent first, ties by name. */
  themes: ThemeCount[];
  timesOfDay: Record<TimeOfDay, number>;
  /** Years with entries and this year, newest first. */
  years: number[];
}

export interface AggregateOptions {
  now: Date;
  /** Local time; the runtime's zone unless given (tests pass zonedClock). */
  clock?: LocalClock;
}

const FAMILY_INDEX = new Map(FAMILIES.map((family, index) => [family, index]));

function tallyOf(map: Map<number, Tally>, key: number): Tally {
  let tally = map.get(key);
  if (!tally) map.set(key, (tally = { sum: 0, count: 0 }));
  return tally;
}

function countsOf(map: Map<number, Uint32Array>, key: number): Uint32Array {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = new Uint32Array(FAMILIES.length)));
  return counts;
}

export function aggregatePatterns(entries: readonly JournalEntry[], { now, clock = runtimeClock }: AggregateOptions): PatternsData {
  const days = new Map<number, Tally>();
  const weekFamilies = new Map<number, Uint32Array>();
  const monthFamilies = new Map<number, Uint32Array>();
  const themes = new Map<string, ThemeCount>();
  const timesOfDay: Record<TimeOfDay, number> = { morning: 0, afternoon: 0, evening: 0, night: 0 };
  const familyOf = new Map<string, number>();
  const years = new Set<number>();
  let total = 0;
  // The current day's tallies: entries come newest first, so most share their neighbour's day.
  let lastDay = NaN;
  let dayTally: Tally = { sum: 0, count: 0 };
  let weekCounts: Uint32Array = new Uint32Array(0);
  let monthCounts: Uint32Array = weekCounts;

  for (const entry of entries) {
    const ms = Date.parse(entry.createdAt);
    if (Number.isNaN(ms)) continue;
    total++;
    // A date-only entry (an imported note dated by its day) keeps the day it names, in any zone.
    const local = (entry.dateOnly ? utcClock : clock)(ms);
    const day = dayNumber(local.year, local.month, local.day);
    if (day !== lastDay) {
      lastDay = day;
      years.add(local.year);
      dayTally = tallyOf(days, day);
      weekCounts = countsOf(weekFamilies, weekStart(day));
      monthCounts = countsOf(monthFamilies, monthIndex(local.year, local.month));
    }
    // An entry without a usable score still counts for its emotion, themes and time.
    const wellness = entry.wellnessScore;
    if (Number.isFinite(wellness)) {
      dayTally.sum += wellness;
      dayTally.count++;
    }

    let family = familyOf.get(entry.emotion);
    if (family === undefined) familyOf.set(entry.emotion, (family = FAMILY_INDEX.get(emotionFamily(entry.emotion)) ?? 0));
    weekCounts[family]!++;
    monthCounts[family]!++;

    // ...and has no time of day to count
    if (!entry.dateOnly) timesOfDay[timeOfDay(local.hour)]++;
    for (const raw of entry.themes) {
      const theme = raw.trim();
      const key = theme.toLowerCase();
      // The acknowledgment's internal theme marks a few words, not a theme of the person's.
      if (!theme || key === ACKNOWLEDGMENT_THEME) continue;
      const found = themes.get(key);
      if (found) found.count++;
      else themes.set(key, { theme, count: 1 });
    }
  }

  // Weeks and months from the days: a few hundred additions instead of two lookups per entry.
  const weeks = new Map<number, Tally>();
  const months = new Map<number, Tally>();
  for (const [day, tally] of days) {
    addTally(weeks, weekStart(day), tally);
    const date = dayDate(day);
    addTally(months, monthIndex(date.getUTCFullYear(), date.getUTCMonth()), tally);
  }

  const today = clock(now.getTime());
  years.add(today.year);
  return {
    total,
    today: dayNumber(today.year, today.month, today.day),
    thisMonth: monthIndex(today.year, today.month),
    days,
    weeks,
    months,
    weekFamilies,
    monthFamilies,
    themes: [...themes.values()].sort((a, b) => b.count - a.count || a.theme.localeCompare(b.theme)),
    timesOfDay,
    years: [...years].sort((a, b) => b - a),
  };
}

function addTally(map: Map<number, Tally>, key: number, tally: Tally) {
  const into = map.get(key);
  if (into) {
    into.sum += tally.sum;
    into.count += tally.count;
  } else map.set(key, { sum: tally.sum, count: tally.count });
}

/** The average of a tally, or null with no scores. */
export function average(tally: Tally | undefined): number | null {
  return tally && tally.count > 0 ? tally.sum / tally.count : null;
}

/** One decimal, always shown: 6 → "6.0". */
export function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}
