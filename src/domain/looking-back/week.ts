// A week looked back on: how many times the person reflected and on how many days, the week's
// feelings and themes (the patterns' own aggregation, over that week's entries), and a highlight
// in their own words, chosen by a rule: the brightest entry of the week (highest wellness, then
// the stronger feeling, then the newest), never one with crisis language in it, nor one of a word
// or two.
import { detectCrisis } from "../crisis/detector";
import { aggregatePatterns, FAMILIES } from "../patterns/aggregate";
import type { ThemeCount } from "../patterns/aggregate";
import type { FamilyShare } from "../patterns/emotion-mix";
import { runtimeClock } from "../lib/zoned-days";
import type { LocalClock } from "../lib/zoned-days";
import { entriesInRange, entryDay, familyShares, rangeAround, rangeLabel } from "../patterns/range";
import type { DayRange } from "../patterns/range";
import type { JournalEntry } from "../types";
import { firstWords } from "./on-this-day";

const WEEK_THEMES = 5;
const QUOTE_CHARS = 160;
const HIGHLIGHT_MIN_WORDS = 4;

export interface Highlight {
  entry: JournalEntry;
  quote: string;
}

export interface WeekLookBack {
  range: DayRange;
  /** "Week of 3 March 2025". */
  label: string;
  entries: JournalEntry[];
  count: number;
  daysReflected: number;
  feelings: FamilyShare[];
  themes: ThemeCount[];
  highlight: Highlight | null;
  /** "You reflected 4 times on 3 days." */
  summary: string;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A short quote: the opening sentence (and the next ones while they fit), cut at a word. */
export function quoteOf(text: string, max = QUOTE_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const sentences = flat.match(/[^.!?…]+[.!?…]*/gu) ?? [flat];
  let quote = "";
  for (const sentence of sentences) {
    const next = `${quote} ${sentence.trim()}`.trim();
    if (quote && next.length > max) break;
    quote = next;
  }
  return firstWords(quote, max);
}

/** The highlight's rule, in order: no crisis language, at least four words; highest wellness, stronger feeling, newest. */
export function chooseHighlight(entries: readonly JournalEntry[]): Highlight | null {
  let best: JournalEntry | null = null;
  for (const entry of entries) {
    if (wordCount(entry.entryText) < HIGHLIGHT_MIN_WORDS) continue;
    if (detectCrisis(entry.entryText, { language: entry.language }).crisis) continue;
    if (!best || better(entry, best)) best = entry;
  }
  return best ? { entry: best, quote: quoteOf(best.entryText) } : null;
}

function better(a: JournalEntry, b: JournalEntry): boolean {
  const wellness = (entry: JournalEntry) => (Number.isFinite(entry.wellnessScore) ? entry.wellnessScore : 0);
  if (wellness(a) !== wellness(b)) return wellness(a) > wellness(b);
  if (a.emotionIntensity !== b.emotionIntensity) return a.emotionIntensity > b.emotionIntensity;
  return Date.parse(a.createdAt) > Date.parse(b.createdAt);
}

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** The week (Monday to Sunday, local days) holding `day`. */
export function weekLookBack(
  entries: readonly JournalEntry[],
  day: number,
  { clock = runtimeClock, locale }: { clock?: LocalClock; locale?: string } = {},
): WeekLookBack {
  const range = rangeAround("week", day);
  const week = entriesInRange(entries, range, clock).sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const data = aggregatePatterns(week, { now: new Date(), clock });
  const counts = data.weekFamilies.get(range.start) ?? new Uint32Array(FAMILIES.length);
  const reflectedOn = new Set(week.map((entry) => entryDay(entry, clock)));
  const summary =
    week.length === 0 ? "No reflections this week, and that's okay." : `You reflected ${times(week.length)} on ${days(reflectedOn.size)}.`;
  return {
    range,
    label: rangeLabel(range, locale),
    entries: week,
    count: week.length,
    daysReflected: reflectedOn.size,
    feelings: familyShares(counts).shares,
    themes: data.themes.slice(0, WEEK_THEMES),
    highlight: chooseHighlight(week),
    summary,
  };
}
