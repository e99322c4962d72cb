// The drawer's search: one index per signed-in person, kept in memory while the page lives
// (reopening the drawer brings it up to date, never rebuilds it), built in slices so the drawer
// stays responsive over thousands of entries; the query and filters are deferred, so typing
// never waits for results.
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { EntrySearchIndex } from "../../../../domain/search/entry-index";
import type { EntryHit } from "../../../../domain/search/entry-index";
import type { EntryFilters } from "../../../../domain/search/filters";
import type { JournalEntry } from "../../../../domain/types";
import { pauseEvery } from "./pause-every";

let held: { userId: string; index: EntrySearchIndex } | null = null;

/** The person's index; another person's is dropped, never searched. */
function indexFor(userId: string): EntrySearchIndex {
  if (held?.userId !== userId) held = { userId, index: new EntrySearchIndex() };
  return held.index;
}

export interface EntrySearch {
  /** Ranked hits for the query as last searched; null when there is nothing to search yet (the timeline shows). */
  hits: EntryHit[] | null;
  /** The query the hits are for (it lags the field while typing fast). */
  searchedQuery: string;
  /** The filters the hits and timeline are for. */
  appliedFilters: EntryFilters;
  /** False until the index holds the entries once (the first build of a big journal takes a moment). */
  ready: boolean;
}

export function useEntrySearch(userId: string, entries: readonly JournalEntry[], query: string, filters: EntryFilters): EntrySearch {
  const index = indexFor(userId);
  const [synced, setSynced] = useState<{ index: EntrySearchIndex; entries: readonly JournalEntry[] } | null>(null);
  useEffect(() => {
    let live = true;
    void index.syncInSlices(entries, pauseEvery()).then(() => {
      if (live) setSynced({ index, entries });
    });
    return () => {
      live = false;
    };
  }, [index, entries]);
  const ready = synced?.index === index;
  const searchedQuery = useDeferredValue(query);
  const appliedFilters = useDeferredValue(filters);
  const hits = useMemo(
    () => (ready && synced ? index.search(searchedQuery, appliedFilters) : null),
    [index, ready, synced, searchedQuery, appliedFilters],
  );
  return { hits, searchedQuery, appliedFilters, ready };
}
