// A month of the journal as a calendar: weeks from Monday, each day with its entries, its mood
// (the most frequent emotion family of the day, ties to the stronger feeling, then the newer
// entry) and a name for a screen reader: "14 March 2026, 2 ripples, mostly calm".
import { emotionFamily } from "../analysis/emotion-family";
import type { EmotionFamily } from "../analysis/emotion-family";
import { fullDayLabel, monthLabel } from "../patterns/labels";
import { dayDate, dayNumber, daysInMonth, monthIndex, runtimeClock, weekdayOf } from "../lib/zoned-days";
import type { LocalClock } from "../lib/zoned-days";
import { entryDay } from "../patterns/range";
import type { JournalEntry } from "../types";

/** Entries by local day number, each day's newest first. */
export function entriesByDay(entries: readonly JournalEntry[], clock: LocalClock = runtimeClock): Map<number, JournalEntry[]> {
  const days = new Map<number, JournalEntry[]>();
  for (const entry of entries) {
    const day = entryDay(entry, clock);
    if (day === null) continue;
    const list = days.get(day);
    if (list) list.push(entry);
    else days.set(day, [entry]);
  }
  for (const list of days.values()) list.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return days;
}

/** The day's feeling: its most frequent family; a tie goes to the more intense entries, then the newest. */
export function dayMood(entries: readonly JournalEntry[]): EmotionFamily | null {
  const scores = new Map<EmotionFamily, { count: number; intensity: number; order: number }>();
  entries.forEach((entry, order) => {
    const family = emotionFamily(entry.emotion);
    const score = scores.get(family) ?? { count: 0, intensity: 0, order };
    score.count++;
    score.intensity += Number.isFinite(entry.emotionIntensity) ? entry.emotionIntensity : 0;
    scores.set(family, score);
  });
  let best: EmotionFamily | null = null;
  let bestScore: { count: number; intensity: number; order: number } | null = null;
  for (const [family, score] of scores) {
    if (
      !bestScore ||
      score.count > bestScore.count ||
      (score.count === bestScore.count &&
        (score.intensity > bestScore.intensity || (score.intensity === bestScore.intensity && score.order < bestScore.order)))
    ) {
      best = family;
      bestScore = score;
    }
  }
  return best;
}

export interface CalendarDay {
  day: number;
  /** 1–31. */
  date: number;
  entries: JournalEntry[];
  mood: EmotionFamily | null;
  future: boolean;
  today: boolean;
  /** "14 March 2026, 2 ripples, mostly calm" / "15 March 2026, no ripples". */
  name: string;
}

export interface CalendarMonth {
  /** Month index (year × 12 + month). */
  month: number;
  label: string;
  /** Rows of seven, Monday first; null for the days of other months. */
  weeks: (CalendarDay | null)[][];
  days: CalendarDay[];
  daysWithEntries: number;
}

const ripples = (n: number) => (n === 0 ? "no ripples" : `${n} ${n === 1 ? "ripple" : "ripples"}`);

function dayName(day: number, entries: readonly JournalEntry[], mood: EmotionFamily | null, locale?: string): string {
  const parts = [fullDayLabel(day, locale), ripples(entries.length)];
  if (mood) parts.push(entries.length === 1 ? mood : `mostly ${mood}`);
  return parts.join(", ");
}

export function calendarMonth(
  byDay: ReadonlyMap<number, JournalEntry[]>,
  { year, month, today, locale }: { year: number; month: number; today: number; locale?: string },
): CalendarMonth {
  const first = dayNumber(year, month, 1);
  const days: CalendarDay[] = [];
  for (let date = 1; date <= daysInMonth(year, month); date++) {
    const day = first + date - 1;
    const entries = byDay.get(day) ?? [];
    const mood = dayMood(entries);
    days.push({ day, date, entries, mood, future: day > today, today: day === today, name: dayName(day, entries, mood, locale) });
  }
  const cells: (CalendarDay | null)[] = [...Array<null>(weekdayOf(first)).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const index = monthIndex(year, month);
  return { month: index, label: monthLabel(index, locale), weeks, days, daysWithEntries: days.filter((d) => d.entries.length > 0).length };
}

/**
 * Where a key moves the focus in the month's grid: a day left or right, a week up or down, the
 * week's first or last day (Home, End), a month back or forward (PageUp, PageDown, the same date
 * or the month's last); null for any other key. The caller shows the month of the day returned.
 */
export function moveFocus(day: number, key: string): number | null {
  switch (key) {
    case "ArrowLeft":
      return day - 1;
    case "ArrowRight":
      return day + 1;
    case "ArrowUp":
      return day - 7;
    case "ArrowDown":
      return day + 7;
    case "Home":
      return day - weekdayOf(day);
    case "End":
      return day - weekdayOf(day) + 6;
    case "PageUp":
    case "PageDown": {
      const date = dayDate(day);
      const year = date.getUTCFullYear();
      const month = date.getUTCMonth() + (key === "PageUp" ? -1 : 1);
      const target = dayNumber(year, month, 1);
      const targetDate = dayDate(target);
      return target + Math.min(date.getUTCDate(), daysInMonth(targetDate.getUTCFullYear(), targetDate.getUTCMonth())) - 1;
    }
    default:
      return null;
  }
}
