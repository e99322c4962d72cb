import { describe, expect, it } from "vitest";
import { activeFilterCount, compileFilters, emotionOptions, filterEntries, hasFilters, localDayStart, NO_FILTERS } from "./filters";

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();
const entries = [
  { id: "a", emotion: "Calm", mood: "positive" as const, createdAt: at(2025, 3, 1, 0) },
  { id: "b", emotion: "anxious", mood: "negative" as const, createdAt: at(2025, 3, 3, 23) },
  { id: "c", emotion: "calm", mood: "neutral" as const, createdAt: at(2025, 3, 5) },
  { id: "d", emotion: "Émotion", mood: "mixed" as const, createdAt: at(2025, 3, 4) },
];
const idsOf = (list: { id: string }[]) => list.map((e) => e.id);

describe("filters", () => {
  it("without filters keeps everything, newest first", () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(idsOf(filterEntries(entries, NO_FILTERS))).toEqual(["c", "d", "b", "a"]);
  });

  it("filters by emotion, folded for case and accents", () => {
    expect(idsOf(filterEntries(entries, { ...NO_FILTERS, emotion: "calm" }))).toEqual(["c", "a"]);
    expect(idsOf(filterEntries(entries, { ...NO_FILTERS, emotion: "emotion" }))).toEqual(["d"]);
  });

  it("filters by mood", () => {
    expect(idsOf(filterEntries(entries, { ...NO_FILTERS, mood: "negative" }))).toEqual(["b"]);
  });

  it("filters by kind: check-ins or reflections (an entry that does not say is a reflection), and an emotion filter takes check-ins too (decision 048)", () => {
    const withCheckIns = [
      ...entries,
      { id: "e", emotion: "calm", mood: "positive" as const, kind: "check-in" as const, createdAt: at(2025, 3, 6) },
      { id: "f", emotion: "anxious", mood: "negative" as const, kind: "reflection" as const, createdAt: at(2025, 3, 7) },
    ];
    expect(idsOf(filterEntries(withCheckIns, { ...NO_FILTERS, kind: "check-in" }))).toEqual(["e"]);
    expect(idsOf(filterEntries(withCheckIns, { ...NO_FILTERS, kind: "reflection" }))).toEqual(["f", "c", "d", "b", "a"]);
    expect(idsOf(filterEntries(withCheckIns, { ...NO_FILTERS, emotion: "calm" }))).toEqual(["e", "c", "a"]);
    expect(activeFilterCount({ ...NO_FILTERS, kind: "check-in" })).toBe(1);
    expect(hasFilters({ ...NO_FILTERS, kind: "check-in" })).toBe(true);
    // filters written before there was a kind
    expect(hasFilters({ emotion: null, mood: null, from: null, to: null })).toBe(false);
  });

  it("takes whole local days, both ends included", () => {
    expect(idsOf(filterEntries(entries, { ...NO_FILTERS, from: "2025-03-01", to: "2025-03-03" }))).toEqual(["b", "a"]);
    expect(idsOf(filterEntries(entries, { ...NO_FILTERS, from: "2025-03-04" }))).toEqual(["c", "d"]);
    expect(idsOf(filterEntries(entries, { ...NO_FILTERS, to: "2025-02-28" }))).toEqual([]);
  });

  it("reads a range given backwards the right way round", () => {
    expect(idsOf(filterEntries(entries, { ...NO_FILTERS, from: "2025-03-04", to: "2025-03-03" }))).toEqual(["d", "b"]);
  });

  it("combines filters", () => {
    const keep = compileFilters({ emotion: "calm", mood: "neutral", from: "2025-03-02", to: null });
    expect(entries.filter((e) => keep(e, Date.parse(e.createdAt))).map((e) => e.id)).toEqual(["c"]);
    expect(activeFilterCount({ emotion: "calm", mood: "neutral", from: null, to: "2025-03-02" })).toBe(3);
  });

  it("ignores a day it cannot read", () => {
    expect(localDayStart("3 March")).toBeNull();
    expect(idsOf(filterEntries(entries, { ...NO_FILTERS, from: "soon" }))).toHaveLength(4);
  });

  it("lists the emotions present, most frequent first, spellings folded together", () => {
    expect(emotionOptions(entries)).toEqual([
      { value: "calm", count: 2 },
      { value: "anxious", count: 1 },
      { value: "émotion", count: 1 },
    ]);
  });
});
