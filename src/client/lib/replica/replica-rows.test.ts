// mergeChanges: pages of one sync written together must end as if written one after another.
import { describe, expect, it } from "vitest";
import { mergeChanges } from "./replica-rows";
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
