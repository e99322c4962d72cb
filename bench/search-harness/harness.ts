// Runs in the browser page of bench/search.ts: builds the index over 10,000 generated entries as
// the drawer builds it (useEntrySearch: syncInSlices with pauseEvery, the pauses included), then
// times what one keystroke costs the drawer (the search, the filters, the ranking and the
// highlights of the first screenful) for every prefix of a set of typed queries.
import { pauseEvery } from "../../src/client/features/ripples/lib/pause-every";
import { EntrySearchIndex } from "../../src/domain/search/entry-index";
import { NO_FILTERS } from "../../src/domain/search/filters";
import type { EntryFilters } from "../../src/domain/search/filters";
import { highlightRanges } from "../../src/domain/search/highlight";
import { generateEntries } from "./corpus";

const TYPED: [string, EntryFilters][] = [
  ["exhausted", NO_FILTERS],
  ["work meeting", NO_FILTERS],
  ["cafe", NO_FILTERS],
  ["grateful for my sister", NO_FILTERS],
  ["anxious about sleep", NO_FILTERS],
  ["sunday walk by the river", NO_FILTERS],
  ["therapy session progress", NO_FILTERS],
  ["exhasted", NO_FILTERS],
  ["tired", { ...NO_FILTERS, mood: "negative" }],
  ["family dinner", { ...NO_FILTERS, emotion: "happy", from: "2024-01-01", to: "2025-06-30" }],
];
/** The rows a drawer shows at once. */
const SCREENFUL = 12;

declare global {
  interface Window {
    runSearchBench: (count: number) => Promise<{ buildMs: number; updateMs: number; keystrokes: number[]; results: number }>;
  }
}

window.runSearchBench = async (count) => {
  const entries = generateEntries(count);
  const index = new EntrySearchIndex();
  let started = performance.now();
  await index.syncInSlices(entries, pauseEvery());
  const buildMs = performance.now() - started;

  // A new entry and an edit arrive (the replica's next change): the index follows without a rebuild.
  const next = [
    { ...entries[0]!, id: "new-entry", entryText: "A new one." },
    { ...entries[1]!, entryText: "Edited.", updatedAt: "2026-02-01T00:00:00Z" },
    ...entries.slice(2),
  ];
  started = performance.now();
  await index.syncInSlices(next, pauseEvery());
  const updateMs = performance.now() - started;

  const byId = new Map(next.map((entry) => [entry.id, entry]));
  const keystrokes: number[] = [];
  let results = 0;
  for (let round = 0; round < 4; round++) {
    for (const [query, filters] of TYPED) {
      for (let length = 1; length <= query.length; length++) {
        const typed = query.slice(0, length);
        const t0 = performance.now();
        const hits = index.search(typed, filters) ?? [];
        for (const hit of hits.slice(0, SCREENFUL)) highlightRanges(byId.get(hit.id)!.entryText, hit.terms, hit.queryTerms);
        const took = performance.now() - t0;
        if (round > 0) keystrokes.push(took); // the first round warms the JIT
        results += hits.length;
      }
    }
  }
  return { buildMs, updateMs, keystrokes, results };
};
