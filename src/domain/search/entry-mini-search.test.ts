import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { EntrySearchIndex } from "./entry-index";
import type { SearchableEntry } from "./entry-mini-search";
import { EntryBatch, EntryMiniSearch, INDEX_OPTIONS } from "./entry-mini-search";
import { NO_FILTERS } from "./filters";
import type { EntryFilters } from "./filters";

const WORDS = `today work tired exhausted meeting friend family walk river park coffee café Café CAFÉ morning evening
sleep slept dream anxious worried calm grateful happy sad lonely hopeful rain sun weekend deadline project team call
dinner kitchen garden dog cat run yoga breathe heart tears laugh laughed book music guitar journal thought feel better
worse again still maybe always never naïve résumé déjà jalapeño über the and I a of to don't can’t it's 2024 10k tv ok
Ångström 한국어 日本語 😀`.split(/\s+/);
const EMOTIONS = ["happy", "sad", "anxious", "angry", "calm", "grateful", "tired", "joy", "fear"];
const MOODS = ["positive", "negative", "neutral", "mixed"] as const;
const THEMES = ["work", "family", "Friendship", "health", "sleep", "self-care", "nature"];

function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A seeded journal: repeated words, accents, apostrophes, stop words, other scripts, missing insights. */
function journal(count: number, seed = 1, prefix = "e"): SearchableEntry[] {
  const random = rng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(random() < 0.2 ? ", " : " ");
  return Array.from({ length: count }, (_, i) => {
    const created = new Date(Date.UTC(2025, 0, 1) - i * 36e5 * 7 - Math.floor(random() * 1000) * 6e4).toISOString();
    const analysed = random() < 0.7;
    return {
      id: `${prefix}-${i}`,
      entryText: `${words(3 + Math.floor(random() * 30))}.`,
      aiInsights: analysed ? words(8) : null,
      themes: analysed ? [pick(THEMES), pick(THEMES)] : [],
      emotion: pick(EMOTIONS),
      mood: pick(MOODS),
      createdAt: created,
      updatedAt: created,
    };
  });
}

const QUERIES: [string, EntryFilters][] = [
  ["cafe", NO_FILTERS],
  ["CAFÉ river", NO_FILTERS],
  ["exhaus", NO_FILTERS],
  ["exhasted", NO_FILTERS],
  ["tired wor", NO_FILTERS],
  ["an", NO_FILTERS],
  ["tv", NO_FILTERS],
  ["dont", NO_FILTERS],
  ["can't", NO_FILTERS],
  ["friendship", NO_FILTERS],
  ["anxious", NO_FILTERS],
  ["한국어", NO_FILTERS],
  ["2024 walk", NO_FILTERS],
  ["the a I", NO_FILTERS],
  ["grateful", { ...NO_FILTERS, mood: "positive" }],
  ["sleep", { ...NO_FILTERS, emotion: "Calm", from: "2024-06-01", to: "2024-12-31" }],
];

/** EntrySearchIndex with its index open to the test. */
class OpenIndex extends EntrySearchIndex {
  json() {
    return this.index.toJSON();
  }
}

/** The reference: EntrySearchIndex adding new entries by MiniSearch's own `addAll`, as before the batch build. */
class AddAllIndex extends OpenIndex {
  protected override addFresh(fresh: readonly SearchableEntry[]): void {
    this.index.addAll(fresh);
  }
}

/** Pauses now and then (every seventh entry), as the page's clock would. */
function somePauses() {
  let asked = 0;
  return () => (asked++ % 7 === 6 ? Promise.resolve() : null);
}

/** Both indexes hold the same and find the same entries in the same order, with the same scores and matched words. */
function expectSame(batched: OpenIndex, reference: AddAllIndex) {
  expect(batched.json()).toEqual(reference.json());
  expect(batched.size).toBe(reference.size);
  for (const [query, filters] of QUERIES) {
    const got = batched.search(query, filters);
    const want = reference.search(query, filters);
    expect(got === null, query).toBe(want === null);
    expect(
      got?.map((hit) => hit.id),
      query,
    ).toEqual(want?.map((hit) => hit.id));
    expect(got, query).toEqual(want);
  }
}

describe("EntrySearchIndex's batch build", () => {
  it("builds the index addAll builds, and finds and ranks the same", () => {
    const entries = journal(600);
    const batched = new OpenIndex();
    const reference = new AddAllIndex();
    expect(batched.sync(entries)).toEqual(reference.sync(entries));
    expectSame(batched, reference);
  });

  it("stays the same as addAll's as entries are added, edited and removed, in slices or at once", async () => {
    const entries = journal(300, 4);
    const batched = new OpenIndex();
    const reference = new AddAllIndex();
    expect(await batched.syncInSlices(entries, somePauses())).toEqual(reference.sync(entries));
    const edited = { ...entries[5]!, entryText: "Exhausted by the river café, again.", updatedAt: "2026-01-01T00:00:00Z" };
    const next = [...journal(20, 5, "added"), edited, ...entries.slice(6, 250)];
    expect(await batched.syncInSlices(next, somePauses())).toEqual(reference.sync(next));
    const last = [...next.slice(3), ...journal(30, 6, "late")];
    expect(batched.sync(last)).toEqual(await reference.syncInSlices(last, somePauses()));
    expectSame(batched, reference);
  });
});

describe("EntryMiniSearch.addBatch", () => {
  function batchOf(entries: readonly SearchableEntry[]): EntryBatch {
    const batch = new EntryBatch();
    for (const entry of entries) batch.add(entry);
    return batch;
  }

  it("makes the index addAll makes", () => {
    const entries = journal(400);
    const fast = new EntryMiniSearch();
    fast.addBatch(batchOf(entries));
    const slow = new MiniSearch<SearchableEntry>(INDEX_OPTIONS);
    slow.addAll(entries);
    expect(fast.toJSON()).toEqual(slow.toJSON());
  });

  it("adds to an index that already holds entries and has discarded some, as addAll does", () => {
    const before = journal(120, 2, "old");
    const after = journal(150, 3, "new");
    const fast = new EntryMiniSearch();
    const slow = new MiniSearch<SearchableEntry>(INDEX_OPTIONS);
    for (const index of [fast, slow]) {
      index.addAll(before);
      for (const entry of before.slice(0, 30)) index.discard(entry.id);
      index.replace({ ...before[40]!, entryText: "Rewritten: rain and river." });
    }
    fast.addBatch(batchOf(after));
    slow.addAll(after);
    expect(fast.toJSON()).toEqual(slow.toJSON());
    expect(fast.search("river").map((hit) => [hit.id, hit.score])).toEqual(slow.search("river").map((hit) => [hit.id, hit.score]));
  });

  it("gives a batch's entries the ids after those of entries added while it was read", () => {
    const [early, late, ...rest] = journal(40, 9);
    const fast = new EntryMiniSearch();
    const slow = new MiniSearch<SearchableEntry>(INDEX_OPTIONS);
    const batch = batchOf(rest);
    fast.addBatch(batchOf([early!, late!]));
    fast.addBatch(batch);
    slow.addAll([early!, late!, ...rest]);
    expect(fast.toJSON()).toEqual(slow.toJSON());
  });

  it("refuses an id already in the index or twice in the batch, before changing anything", () => {
    const [first, second] = journal(2);
    const index = new EntryMiniSearch();
    index.addBatch(batchOf([first!]));
    expect(() => index.addBatch(batchOf([second!, first!]))).toThrow(/duplicate ID/);
    expect(index.documentCount).toBe(1);
    expect(() => batchOf([second!, second!])).toThrow(/duplicate ID/);
  });
});
