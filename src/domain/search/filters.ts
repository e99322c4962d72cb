// The drawer's filters: an emotion, a mood, the kind of entry (decision 048), and a range of days (from/to, both inclusive, in the
// person's own time zone). They apply with or without a search query.
import type { EntryKind } from "../check-in/kinds";
import { entryKind } from "../check-in/kinds";
import type { JournalEntry, Mood } from "../types";
import { foldText } from "./fold";

export interface EntryFilters {
  /** An emotion name as the entries spell it; compared folded. */
  emotion: string | null;
  mood: Mood | null;
  /** Reflections or check-ins only (decision 048); left out or null: both. */
  kind?: EntryKind | null;
  /** Days as a date input gives them, YYYY-MM-DD. */
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: EntryFilters = { emotion: null, mood: null, kind: null, from: null, to: null };

export function hasFilters(filters: EntryFilters): boolean {
  return (
    filters.emotion !== null || filters.mood !== null || (filters.kind ?? null) !== null || filters.from !== null || filters.to !== null
  );
}

/** How many filters are set (the date range counts once). */
export function activeFilterCount(filters: EntryFilters): number {
  return (
    Number(filters.emotion !== null) +
    Number(filters.mood !== null) +
    Number((filters.kind ?? null) !== null) +
    Number(filters.from !== null || filters.to !== null)
  );
}

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight at the start of a YYYY-MM-DD day (`dayOffset` 1: the next day's); null if it is not a date. */
export function localDayStart(day: string, dayOffset = 0): number | null {
  const match = DATE_INPUT.exec(day);
  if (!match) return null;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + dayOffset).getTime();
  return Number.isNaN(time) ? null : time;
}

export type EntryPredicate = (entry: Pick<JournalEntry, "emotion" | "mood" | "kind">, createdMs: number) => boolean;

/**
 * One predicate for the filters, its bounds worked out once. A range given backwards
 * (from after to) is read the right way round; an unreadable day is no bound.
 */
export function compileFilters(filters: EntryFilters): EntryPredicate {
  const emotion = filters.emotion === null ? null : foldText(filters.emotion);
  const folded = new Map<string, string>();
  const foldedEmotion = (name: string) => {
    let key = folded.get(name);
    if (key === undefined) folded.set(name, (key = foldText(name)));
    return key;
  };
  const { mood } = filters;
  const kind = filters.kind ?? null;
  let from = filters.from === null ? null : localDayStart(filters.from);
  let until = filters.to === null ? null : localDayStart(filters.to, 1);
  if (from !== null && until !== null && from >= until) {
    [from, until] = [localDayStart(filters.to!), localDayStart(filters.from!, 1)];
  }
  return (entry, createdMs) =>
    (emotion === null || foldedEmotion(entry.emotion) === emotion) &&
    (mood === null || entry.mood === mood) &&
    (kind === null || entryKind(entry) === kind) &&
    (from === null || createdMs >= from) &&
    (until === null || createdMs < until);
}

export interface EmotionOption {
  /** The emotion as first written (lower case), the filter's value. */
  value: string;
  count: number;
}

/** The emotions the entries carry, most frequent first (ties by name); spellings that fold alike are one. */
export function emotionOptions(entries: readonly Pick<JournalEntry, "emotion">[]): EmotionOption[] {
  const byFolded = new Map<string, EmotionOption>();
  const folded = new Map<string, string>(); // a journal has few emotion names: each is folded once
  for (const entry of entries) {
    let key = folded.get(entry.emotion);
    if (key === undefined) folded.set(entry.emotion, (key = foldText(entry.emotion.trim())));
    if (!key) continue;
    const option = byFolded.get(key);
    if (option) option.count++;
    else byFolded.set(key, { value: entry.emotion.trim().toLowerCase(), count: 1 });
  }
  return [...byFolded.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** The timeline with the filters applied: newest first, each entry's time read once. */
export function filterEntries<T extends Pick<JournalEntry, "emotion" | "mood" | "kind" | "createdAt">>(
  entries: readonly T[],
  filters: EntryFilters,
): T[] {
  const keep = hasFilters(filters) ? compileFilters(filters) : () => true;
  const timed: { entry: T; time: number }[] = [];
  for (const entry of entries) {
    const time = Date.parse(entry.createdAt);
    if (keep(entry, time)) timed.push({ entry, time });
  }
  // Entries usually come newest first already: sorting is then skipped.
  if (timed.some((item, i) => i > 0 && item.time > timed[i - 1]!.time)) timed.sort((a, b) => b.time - a.time);
  return timed.map((item) => item.entry);
}
