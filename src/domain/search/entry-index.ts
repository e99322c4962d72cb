// The full-text index over a journal (MiniSearch): entry text, insights, themes and emotion
// names, folded for case and accents, prefix search as one types, a little fuzziness for longer
// words, AND between words. Kept in step with the entries by id and updatedAt (add, replace,
// discard), so a new or edited entry does not rebuild it. Pure: memory only.
import MiniSearch from "minisearch";
import type { Options, SearchOptions } from "minisearch";
import type { JournalEntry } from "../types";
import { compileFilters, hasFilters } from "./filters";
import type { EntryFilters } from "./filters";
import { foldText } from "./fold";
import { termsOf, tokensOf } from "./tokens";

const ENDS_IN_WORD = /[\p{L}\p{N}]$/u;

export type SearchableEntry = Pick<
  JournalEntry,
  "id" | "entryText" | "aiInsights" | "themes" | "emotion" | "mood" | "createdAt" | "updatedAt"
>;

const FIELDS = ["text", "insights", "themes", "emotion"] as const;
type Field = (typeof FIELDS)[number];

/** An emotion name or a theme says more about an entry than a word in passing. */
export const FIELD_BOOST: Record<Field, number> = { emotion: 3, themes: 2, text: 1, insights: 0.8 };

/** Words this long or longer forgive one typo. */
const FUZZY_FROM_LENGTH = 5;
/**
 * Words this long or longer also find the words they begin ("exhaus" finds "exhausted"). Two
 * letters would expand to half the vocabulary and cost a keystroke 20-50 ms over 10,000 entries.
 */
export const PREFIX_FROM_LENGTH = 3;

/** MiniSearch reads the id through this too. */
function fieldOf(entry: SearchableEntry, field: string): string {
  switch (field as Field | "id") {
    case "id":
      return entry.id;
    case "text":
      return entry.entryText;
    case "insights":
      return entry.aiInsights ?? "";
    case "themes":
      return entry.themes.join(" \n ");
    case "emotion":
      return entry.emotion;
  }
}

export const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  prefix: (term) => term.length >= PREFIX_FROM_LENGTH,
  fuzzy: (term) => (term.length >= FUZZY_FROM_LENGTH ? 1 : false),
  combineWith: "AND",
};

export const INDEX_OPTIONS: Options<SearchableEntry> = {
  idField: "id",
  fields: [...FIELDS],
  storeFields: [],
  extractField: fieldOf,
  // Folding and splitting happen in tokenize, for the index and the query alike.
  tokenize: (text) => termsOf(text),
  processTerm: (term) => term || null,
  searchOptions: SEARCH_OPTIONS,
};

export interface EntryHit {
  id: string;
  score: number;
  /** The entry's own words that matched (after folding), for highlighting. */
  terms: string[];
  /** The query's words, folded. */
  queryTerms: string[];
  /** The entry's time (ms), the tie-break. */
  createdMs: number;
}

export interface SyncCounts {
  added: number;
  replaced: number;
  removed: number;
}

interface Indexed {
  entry: SearchableEntry;
  createdMs: number;
}

export class EntrySearchIndex {
  private readonly index = new MiniSearch<SearchableEntry>(INDEX_OPTIONS);
  private readonly byId = new Map<string, Indexed>();

  get size(): number {
    return this.byId.size;
  }

  /** Brings the index in line with `entries`: new ones added, changed ones (another updatedAt or text) replaced, missing ones discarded. */
  sync(entries: readonly SearchableEntry[]): SyncCounts {
    const { fresh, counts } = this.plan(entries);
    this.index.addAll(fresh);
    return counts;
  }

  /**
   * The same, the new entries added a chunk at a time with a pause between (a first build of
   * thousands takes seconds; the page stays responsive meanwhile). Calls run one after another.
   */
  syncInChunks(entries: readonly SearchableEntry[], chunkSize = 100): Promise<SyncCounts> {
    const run = this.queue.then(async () => {
      const { fresh, counts } = this.plan(entries);
      if (fresh.length > 0) await this.index.addAllAsync(fresh, { chunkSize });
      return counts;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private queue: Promise<unknown> = Promise.resolve();
  /** The list last brought in: the same list again (the drawer reopened) needs no look (lists are never changed in place). */
  private lastSynced: readonly SearchableEntry[] | null = null;

  /** Replaces and discards at once; returns the entries still to add. */
  private plan(entries: readonly SearchableEntry[]): { fresh: SearchableEntry[]; counts: SyncCounts } {
    const counts: SyncCounts = { added: 0, replaced: 0, removed: 0 };
    if (entries === this.lastSynced) return { fresh: [], counts };
    this.lastSynced = entries;
    const seen = new Set<string>();
    const fresh: SearchableEntry[] = [];
    for (const entry of entries) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      const known = this.byId.get(entry.id);
      if (known && known.entry.updatedAt === entry.updatedAt && known.entry.entryText === entry.entryText) {
        known.entry = entry;
        continue;
      }
      this.byId.set(entry.id, { entry, createdMs: Date.parse(entry.createdAt) });
      if (known) {
        this.index.replace(entry);
        counts.replaced++;
      } else {
        fresh.push(entry);
      }
    }
    counts.added = fresh.length;
    for (const id of [...this.byId.keys()]) {
      if (seen.has(id)) continue;
      this.byId.delete(id);
      this.index.discard(id);
      counts.removed++;
    }
    return { fresh, counts };
  }

  /**
   * The entries matching `query` and `filters`, best first; equal scores, the newer first.
   * Null when the query has no words yet (the caller shows the timeline, filtered). A word
   * still being typed (no space after it) that is too short to search as a prefix does not
   * narrow the other words' results; typed alone, it finds the entries holding it whole
   * ("tv"), or none of them narrow the timeline yet ("ex" on the way to "exhausted").
   */
  search(query: string, filters: EntryFilters): EntryHit[] | null {
    let queryTerms = termsOf(query);
    const last = queryTerms.at(-1);
    const typing =
      last !== undefined && last.length < PREFIX_FROM_LENGTH && ENDS_IN_WORD.test(query) && tokensOf(foldText(query)).at(-1)?.term === last;
    const alone = queryTerms.length === 1;
    if (typing && !alone) queryTerms = queryTerms.slice(0, -1);
    if (queryTerms.length === 0) return null;
    const hits = this.find(queryTerms, filters);
    return typing && alone && hits.length === 0 ? null : hits;
  }

  private find(queryTerms: string[], filters: EntryFilters): EntryHit[] {
    const keep = hasFilters(filters) ? compileFilters(filters) : null;
    const hits: EntryHit[] = [];
    for (const result of this.index.search(queryTerms.join(" "))) {
      const indexed = this.byId.get(result.id as string);
      if (!indexed || (keep && !keep(indexed.entry, indexed.createdMs))) continue;
      hits.push({ id: indexed.entry.id, score: result.score, terms: result.terms, queryTerms, createdMs: indexed.createdMs });
    }
    hits.sort((a, b) => (sameScore(a.score, b.score) ? b.createdMs - a.createdMs : b.score - a.score));
    return hits;
  }
}

/** Scores equal to a part in a million (BM25 sums in a different order are not a real difference). */
function sameScore(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6 * Math.max(Math.abs(a), Math.abs(b));
}
