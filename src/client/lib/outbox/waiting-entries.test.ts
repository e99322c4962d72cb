import { describe, expect, it } from "vitest";
import { buildEntry } from "../../../../tests/setup/factories";
import type { JournalEntry } from "../../../domain/types";
import type { PendingReflection } from "./pending-reflections";
import { waitingEntries, withWaiting } from "./waiting-entries";

const entry = (id: string, hour: number): JournalEntry =>
  buildEntry({ id, createdAt: new Date(Date.UTC(2026, 10, 22, hour)).toISOString() });

const kept = (id: string, hour: number, onDevice = true): PendingReflection => ({
  id,
  transcript: `words ${id}`,
  duration: 10,
  speechDetected: true,
  keptAt: entry(id, hour).createdAt,
  ...(onDevice ? { savedOnDeviceAt: entry(id, hour).createdAt, entry: entry(id, hour) } : {}),
});

describe("waitingEntries", () => {
  it("takes only reflections answered on the device, newest first", () => {
    expect(waitingEntries([kept("a", 8), kept("failed-save", 9, false), kept("b", 10)]).map((e) => e.id)).toEqual(["b", "a"]);
  });
});

describe("withWaiting", () => {
  const journal = [entry("server-3", 12), entry("server-2", 9), entry("server-1", 6)];

  it("merges waiting entries in at their time, newest first", () => {
    const merged = withWaiting(journal, [entry("w-late", 14), entry("w-mid", 10), entry("w-early", 2)]);
    expect(merged.entries.map((e) => e.id)).toEqual(["w-late", "server-3", "w-mid", "server-2", "server-1", "w-early"]);
    expect([...merged.waitingIds].sort()).toEqual(["w-early", "w-late", "w-mid"]);
  });

  it("keeps the server's copy of an entry that has synced, and returns the same array when nothing is added", () => {
    expect(withWaiting(journal, []).entries).toBe(journal);
    const synced = { ...entry("server-2", 9), emotion: "sad" };
    expect(withWaiting(journal, [synced])).toEqual({ entries: journal, waitingIds: new Set() });
    expect(withWaiting(journal, [synced]).entries).toBe(journal);
    expect(withWaiting([], [entry("w", 1)]).entries.map((e) => e.id)).toEqual(["w"]);
  });
});
