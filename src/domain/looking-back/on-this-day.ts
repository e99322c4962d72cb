// On this day: the person's entries from today's calendar date in earlier years, newest first,
// each with how many years ago and its first words. Local dates as the patterns read them (the
// person's zone; a date-only note keeps the day it names). An entry of 29 February is remembered
// on 28 February in a year without one.
import type { JournalEntry } from "../types";
import { dayDate, runtimeClock } from "../lib/zoned-days";
import type { LocalClock } from "../lib/zoned-days";
import { entryDay } from "../patterns/range";

export interface OnThisDayItem {
  entry: JournalEntry;
  yearsAgo: number;
  /** "1 year ago", "3 years ago". */
  when: string;
  /** The first words, cut at a word with an ellipsis. */
  preview: string;
}

const PREVIEW_CHARS = 60;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The first words of a text, at most `max` characters, cut at a space with "…". */
export function firstWords(text: string, max = PREVIEW_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : flat.slice(0, max)).replace(/[\s,;:.!?–—-]+$/u, "")}…`;
}

function yearsAgoText(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"} ago`;
}

export function onThisDay(
  entries: readonly JournalEntry[],
  { now, clock = runtimeClock }: { now: Date; clock?: LocalClock },
): OnThisDayItem[] {
  const today = clock(now.getTime());
  const items: OnThisDayItem[] = [];
  // 28 February in a year without a 29th also remembers the 29ths of leap years.
  const alsoLeapDay = today.month === 1 && today.day === 28 && !isLeap(today.year);
  for (const entry of entries) {
    const day = entryDay(entry, clock);
    if (day === null) continue;
    const date = dayDate(day);
    const year = date.getUTCFullYear();
    if (year >= today.year || date.getUTCMonth() !== today.month) continue;
    const sameDay = date.getUTCDate() === today.day || (alsoLeapDay && date.getUTCDate() === 29);
    if (!sameDay) continue;
    const yearsAgo = today.year - year;
    items.push({ entry, yearsAgo, when: yearsAgoText(yearsAgo), preview: firstWords(entry.entryText) });
  }
  return items.sort((a, b) => a.yearsAgo - b.yearsAgo || Date.parse(b.entry.createdAt) - Date.parse(a.entry.createdAt));
}
