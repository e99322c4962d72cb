// mergeChanges: pages of one sync written together must end as if written one after another.
import { describe, expect, it } from "vitest";
import { buildEntry } from "../../../../tests/setup/factories";
import { changeFromPage, mergeChanges, mergeNewestFirst } from "./replica-rows";
import type { ReplicaChange, ReplicaRow } from "./replica-rows";

const row = (id: string, updatedAt = "2026-01-01T00:00:00.000Z"): ReplicaRow => ({
  kind: "unreadable",
  id,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt,
});
const meta = (cursor: string) => ({ cursor, syncedAt: "2026-01-02T00:00:00.000Z" });

describe("mergeChanges", () => {
  it("keeps both writes' rows and removals, and the later cursor", () => {
    const earlier: ReplicaChange = { put: [row("a"), row("b")], remove: ["x"], meta: meta("c1") };
    const later: ReplicaChange = { put: [row("c")], remove: ["y"], meta: meta("c2") };
    expect(mergeChanges(earlier, later)).toEqual({ put: [row("a"), row("b"), row("c")], remove: ["x", "y"], meta: meta("c2") });
  });

  it("a later removal drops a row put earlier; a later put brings back an id removed earlier", () => {
    const earlier: ReplicaChange = { put: [row("a"), row("b")], remove: ["c"], meta: meta("c1") };
    const later: ReplicaChange = { put: [row("c", "2026-01-03T00:00:00.000Z")], remove: ["a"], meta: meta("c2") };
    const merged = mergeChanges(earlier, later);
    expect(merged.put.map((r) => r.id)).toEqual(["b", "c"]);
    expect(merged.remove).toEqual(["a"]);
  });

  it("a row put twice keeps the later version only; a meta-less later write keeps the earlier meta", () => {
    const merged = mergeChanges(
      { put: [row("a")], remove: [], meta: meta("c1") },
      { put: [row("a", "2026-02-01T00:00:00.000Z")], remove: [] },
    );
    expect(merged.put).toEqual([row("a", "2026-02-01T00:00:00.000Z")]);
    expect(merged.meta).toEqual(meta("c1"));
  });
});

describe("mergeNewestFirst", () => {
  const at = (id: string, minute: number) => buildEntry({ id, createdAt: new Date(Date.UTC(2026, 10, 26, 8, minute)).toISOString() });

  it("interleaves a private journal's opened entries with the ordinary ones by time, newest first", () => {
    const ordinary = [at("o3", 30), at("o2", 20), at("o1", 1)];
    const opened = [at("p3", 40), at("p2", 25), at("p1", 10), at("p0", 0)];
    expect(mergeNewestFirst(ordinary, opened).map((entry) => entry.id)).toEqual(["p3", "o3", "p2", "o2", "p1", "o1", "p0"]);
    expect(mergeNewestFirst(ordinary, []).map((entry) => entry.id)).toEqual(["o3", "o2", "o1"]);
    expect(mergeNewestFirst([], opened).map((entry) => entry.id)).toEqual(["p3", "p2", "p1", "p0"]);
  });
});

describe("a sealed entry's media", () => {
  it("is kept on its row beside the envelope, and a row without media has none", () => {
    const audio = {
      id: "m1",
      entryId: "s1",
      kind: "audio" as const,
      contentType: "audio/webm",
      byteSize: 900,
      sealed: true,
      of: null,
      durationMs: 4000,
      width: null,
      height: null,
      createdAt: "2026-01-01T00:00:01.000Z",
    };
    const stamps = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:01.000Z" };
    const change = changeFromPage(
      {
        entries: [],
        deleted: [],
        unreadable: [],
        sealed: [
          { id: "s1", ...stamps, envelope: "AAAA", media: [audio] },
          { id: "s2", ...stamps, envelope: "BBBB" },
        ],
        cursor: "c1",
        hasMore: false,
      },
      new Date("2026-01-02T00:00:00.000Z"),
    );
    expect(change.put).toEqual([
      { kind: "sealed", id: "s1", ...stamps, envelope: "AAAA", media: [audio] },
      { kind: "sealed", id: "s2", ...stamps, envelope: "BBBB" },
    ]);
  });
});
