import { describe, expect, it } from "vitest";
import { EntrySearchIndex } from "./entry-index";
import type { SearchableEntry } from "./entry-mini-search";
import { NO_FILTERS } from "./filters";

let n = 0;
function entry(fields: Partial<SearchableEntry> & { entryText: string }): SearchableEntry {
  n++;
  return {
    id: `id-${n}`,
    aiInsights: null,
    themes: [],
    emotion: "calm",
    mood: "neutral",
    createdAt: new Date(Date.UTC(2025, 0, n)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 0, n)).toISOString(),
    ...fields,
  };
}

function ids(index: EntrySearchIndex, query: string, filters = NO_FILTERS) {
  return index.search(query, filters)?.map((hit) => hit.id);
}

describe("EntrySearchIndex", () => {
  const exhausted = entry({ id: "exhausted", entryText: "Completely exhausted after the night shift." });
  const cafe = entry({ id: "cafe", entryText: "Met Sam at the café by the river." });
  const plainCafe = entry({ id: "plain-cafe", entryText: "The cafe was closed, so we walked." });
  const insight = entry({ id: "insight", entryText: "A quiet day.", aiInsights: "You seem to find rest in solitude." });
  const themed = entry({ id: "themed", entryText: "Talked a lot today.", themes: ["Friendship", "work"] });
  const anxious = entry({ id: "anxious", entryText: "Busy day.", emotion: "anxious", mood: "negative" });
  const mentionsAnxious = entry({ id: "mentions", entryText: "Was I anxious? Maybe a bit, then busy.", mood: "mixed" });
  const all = [exhausted, cafe, plainCafe, insight, themed, anxious, mentionsAnxious];
  const index = new EntrySearchIndex();
  index.sync(all);

  it("finds a word by its prefix", () => {
    expect(ids(index, "exhaus")).toEqual(["exhausted"]);
    expect(ids(index, "exh")).toEqual(["exhausted"]);
  });

  it("does not narrow by a word too short to search as a prefix while it is being typed", () => {
    // alone: no match as a whole word yet, so the timeline stays
    expect(index.search("ex", NO_FILTERS)).toBeNull();
    // after other words: they keep their results
    expect(ids(index, "busy an")?.sort()).toEqual(["anxious", "mentions"]);
    // finished (a space after it), it is a word like any other
    expect(ids(index, "busy xy ")).toEqual([]);
  });

  it("finds a short word typed alone when an entry holds it whole", () => {
    const tv = new EntrySearchIndex();
    tv.sync([entry({ id: "tv", entryText: "Watched TV all evening." }), entry({ id: "tvs", entryText: "Two tvs." })]);
    expect(ids(tv, "tv")).toEqual(["tv"]);
  });

  it("leaves out stop words and single letters", () => {
    expect(index.search("the a I", NO_FILTERS)).toBeNull();
    expect(ids(index, "the river")).toEqual(["cafe"]);
  });

  it("ignores case and accents, in the entry and in the query", () => {
    expect(ids(index, "cafe")?.sort()).toEqual(["cafe", "plain-cafe"]);
    expect(ids(index, "CAFÉ")?.sort()).toEqual(["cafe", "plain-cafe"]);
  });

  it("searches insights, themes and emotion names", () => {
    expect(ids(index, "solitude")).toEqual(["insight"]);
    expect(ids(index, "friendship")).toEqual(["themed"]);
    expect(ids(index, "anxious")).toContain("anxious");
  });

  it("ranks an emotion name above the same word in passing", () => {
    expect(ids(index, "anxious")).toEqual(["anxious", "mentions"]);
  });

  it("forgives a typo in a longer word but not in a short one", () => {
    expect(ids(index, "exhasted")).toEqual(["exhausted"]);
    expect(ids(index, "cafx")).toEqual([]);
  });

  it("needs every word of the query", () => {
    expect(ids(index, "busy anx")?.sort()).toEqual(["anxious", "mentions"]);
    expect(ids(index, "busy day")).toEqual(["anxious"]);
    expect(ids(index, "busy river")).toEqual([]);
  });

  it("applies the filters to the results", () => {
    expect(ids(index, "busy", { ...NO_FILTERS, mood: "negative" })).toEqual(["anxious"]);
    expect(ids(index, "busy", { ...NO_FILTERS, emotion: "Calm" })).toEqual(["mentions"]);
  });

  it("gives null for a query without words, so the timeline shows", () => {
    expect(index.search("  ?! ", NO_FILTERS)).toBeNull();
  });

  it("breaks equal scores by recency, newer first", () => {
    const twins = new EntrySearchIndex();
    const older = entry({ id: "older", entryText: "rain again", createdAt: "2024-01-01T10:00:00Z" });
    const newer = entry({ id: "newer", entryText: "rain again", createdAt: "2025-01-01T10:00:00Z" });
    twins.sync([older, newer]);
    expect(ids(twins, "rain")).toEqual(["newer", "older"]);
  });

  it("returns the entry's matched words and the query's for highlighting", () => {
    const [hit] = index.search("Exhaus", NO_FILTERS)!;
    expect(hit).toMatchObject({ id: "exhausted", terms: ["exhausted"], queryTerms: ["exhaus"] });
  });

  it("keeps in step: adds new entries, replaces edited ones, discards removed ones", () => {
    const live = new EntrySearchIndex();
    expect(live.sync([exhausted, cafe])).toEqual({ added: 2, replaced: 0, removed: 0 });
    expect(live.sync([exhausted, cafe])).toEqual({ added: 0, replaced: 0, removed: 0 });
    const same = [exhausted, cafe];
    live.sync(same);
    expect(live.sync(same)).toEqual({ added: 0, replaced: 0, removed: 0 });
    const edited = { ...cafe, entryText: "Met Sam at the bakery.", updatedAt: "2026-01-01T00:00:00Z" };
    expect(live.sync([exhausted, edited, insight])).toEqual({ added: 1, replaced: 1, removed: 0 });
    expect(ids(live, "cafe")).toEqual([]);
    expect(ids(live, "bakery")).toEqual(["cafe"]);
    expect(live.sync([edited])).toEqual({ added: 0, replaced: 0, removed: 2 });
    expect(ids(live, "exhausted")).toEqual([]);
    expect(live.size).toBe(1);
  });

  it("builds in slices, pausing where asked, one sync after another", async () => {
    const many = Array.from({ length: 450 }, (_, i) => entry({ id: `bulk-${i}`, entryText: `walk number w${i}` }));
    const live = new EntrySearchIndex();
    let pauses = 0;
    const everyHundred = () => {
      let asked = 0;
      return () => (++asked % 100 === 0 ? Promise.resolve().then(() => void pauses++) : null);
    };
    const first = live.syncInSlices(many, everyHundred());
    const second = live.syncInSlices([...many.slice(1), exhausted], everyHundred());
    expect(await first).toEqual({ added: 450, replaced: 0, removed: 0 });
    expect(await second).toEqual({ added: 1, replaced: 0, removed: 1 });
    expect(pauses).toBe(4);
    expect(live.size).toBe(450);
    expect(ids(live, "walk")).toHaveLength(449);
    expect(ids(live, "w449")).toEqual(["bulk-449"]);
  });

  it("puts a sync's new entries in at once: a search while it pauses sees none of them", async () => {
    const live = new EntrySearchIndex();
    live.sync([cafe]);
    let goOn = () => {};
    const held = new Promise<void>((resolve) => (goOn = resolve));
    let asked = 0;
    const syncing = live.syncInSlices([cafe, exhausted, plainCafe], () => (++asked === 2 ? held : null));
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toBe(2);
    expect(ids(live, "cafe")).toEqual(["cafe"]);
    goOn();
    expect(await syncing).toEqual({ added: 2, replaced: 0, removed: 0 });
    expect(ids(live, "cafe")?.sort()).toEqual(["cafe", "plain-cafe"]);
    expect(ids(live, "exhausted")).toEqual(["exhausted"]);
  });
});
