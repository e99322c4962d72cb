// The full-text index over a journal: an EntryMiniSearch (entry-mini-search.ts: the fields,
// folding, prefix and fuzzy search, and the batch build), kept in step with the entries by id and
// updatedAt (add, replace, discard), so a new or edited entry does not rebuild it. New entries go
// in as one batch, in well under half the time of MiniSearch's `addAll` — what opening a big
// journal waits for. Pure: memory only; the caller says when to pause (it holds the clock).
import { compileFilters, hasFilters } from "./filters";
import type { EntryFilters } from "./filters";
import { foldText } from "./fold";
import { EntryBatch, EntryMiniSearch, PREFIX_FROM_LENGTH } from "./entry-mini-search";
import type { SearchableEntry } from "./entry-mini-search";
import { termsOf, tokensOf } from "./tokens";

const ENDS_IN_WORD = /[\p{L}\p{N}]$/u;

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

/**
 * Asked before each new entry is read: a promise to wait for first (the page paints and takes
 * input meanwhile), or null to read on.
 */
export type Pause = () => Promise<void> | null;

interface Indexed {
  entry: SearchableEntry;
  createdMs: number;
}

export class EntrySearchIndex {
  protected readonly index = new EntryMiniSearch();
  private readonly byId = new Map<string, Indexed>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The list last brought in: the same list again (the drawer reopened) needs no look (lists are never changed in place). */
  private lastSynced: readonly SearchableEntry[] | null = null;

  get size(): number {
    return this.byId.size;
  }

  /** Brings the index in line with `entries`: new ones added, changed ones (another updatedAt or text) replaced, missing ones discarded. */
  sync(entries: readonly SearchableEntry[]): SyncCounts {
    const { fresh, counts } = this.plan(entries);
    const batch = new EntryBatch();
    for (const entry of fresh) batch.add(entry);
    this.addFresh(fresh, batch);
    return counts;
  }

  /**
   * The same, the new entries read with a pause wherever `pause` asks for one (a first build of
   * thousands takes a while; the page stays responsive meanwhile). The batch goes into the index
   * at once, so a search never sees half of it. Calls run one after another.
   */
  syncInSlices(entries: readonly SearchableEntry[], pause: Pause): Promise<SyncCounts> {
    const run = this.queue.then(async () => {
      const { fresh, counts } = this.plan(entries);
      const batch = new EntryBatch();
      for (const entry of fresh) {
        const paused = pause();
        if (paused) await paused;
        batch.add(entry);
      }
      this.addFresh(fresh, batch);
      return counts;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Puts the new entries, read into `batch`, into the index. (The unit test's reference adds `fresh` by `addAll` instead.) */
  protected addFresh(_fresh: readonly SearchableEntry[], batch: EntryBatch): void {
    this.index.addBatch(batch);
  }

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
