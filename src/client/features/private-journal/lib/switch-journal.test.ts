import { describe, expect, it, vi } from "vitest";
import { buildEntry } from "../../../../../tests/setup/factories";
import type { JournalEntry } from "../../../../domain/types";
import type { SealedRow } from "../../../lib/private-journal/open-journal";
import { openJournal, sealJournal } from "./switch-journal";
import type { Progress } from "./switch-journal";

const entry = (id: string): JournalEntry => buildEntry({ id });

/** A server holding entries either in the clear or sealed, counting as the real one does. */
function server(ids: string[]) {
  const clear = new Map(ids.map((id) => [id, entry(id)]));
  const sealed = new Map<string, string>();
  return {
    clear,
    sealed,
    putSealed: vi.fn(async (id: string, envelope: string) => {
      clear.delete(id);
      sealed.set(id, envelope);
    }),
    putOpened: vi.fn(async (e: JournalEntry) => {
      sealed.delete(e.id);
      clear.set(e.id, e);
    }),
    rows: (): SealedRow[] => [...sealed].map(([id, envelope]) => ({ id, envelope, createdAt: "", updatedAt: "" })),
  };
}

describe("sealJournal", () => {
  it("seals every ordinary entry in its place, tells its progress, and completes once none is left", async () => {
    const s = server(Array.from({ length: 20 }, (_, i) => `e${i}`));
    const progress: Progress[] = [];
    const complete = vi.fn(async () => (s.clear.size === 0 ? ("done" as const) : ("entries_remaining" as const)));
    await sealJournal({
      ordinary: async () => [...s.clear.values()],
      seal: async (e) => `sealed:${e.id}`,
      putSealed: s.putSealed,
      complete,
      onProgress: (p) => progress.push(p),
    });
    expect(s.clear.size).toBe(0);
    expect(s.sealed.get("e7")).toBe("sealed:e7");
    expect(s.putSealed).toHaveBeenCalledTimes(20);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(progress[0]).toEqual({ done: 0, total: 20 });
    expect(progress.at(-1)).toEqual({ done: 20, total: 20 });
  });

  it("goes on from what is left after an interrupted run, and runs another round when an entry arrived meanwhile", async () => {
    const s = server(["a", "b", "c"]);
    await s.putSealed("a", "sealed:a"); // the earlier, interrupted run
    let arrivals = 1;
    await sealJournal({
      ordinary: async () => [...s.clear.values()],
      seal: async (e) => `sealed:${e.id}`,
      putSealed: s.putSealed,
      complete: async () => {
        if (arrivals-- > 0) s.clear.set("late", entry("late"));
        return s.clear.size === 0 ? "done" : "entries_remaining";
      },
    });
    expect([...s.sealed.keys()].sort()).toEqual(["a", "b", "c", "late"]);
    expect(s.putSealed.mock.calls.map(([id]) => id).filter((id) => id === "a")).toHaveLength(1);
  });

  it("stops with an error when the server keeps counting entries left, and a failed write stops it too", async () => {
    const s = server(["a"]);
    const base = { ordinary: async () => [...s.clear.values()], seal: async () => "x", putSealed: s.putSealed };
    await expect(sealJournal({ ...base, complete: async () => "entries_remaining" })).rejects.toThrow(/kept arriving/);
    const failing = server(["b"]);
    await expect(
      sealJournal({
        ...base,
        ordinary: async () => [...failing.clear.values()],
        putSealed: async () => Promise.reject(new Error("503")),
        complete: async () => "done",
      }),
    ).rejects.toThrow("503");
  });
});

describe("openJournal", () => {
  it("puts every sealed entry back in the clear and completes", async () => {
    const s = server([]);
    for (const id of ["a", "b", "c"]) s.sealed.set(id, `sealed:${id}`);
    const outcome = await openJournal({
      sealed: async () => s.rows(),
      open: async (row) => entry(row.id),
      putOpened: s.putOpened,
      complete: async () => (s.sealed.size === 0 ? "done" : "entries_remaining"),
    });
    expect(outcome).toEqual({ kind: "done" });
    expect([...s.clear.keys()].sort()).toEqual(["a", "b", "c"]);
  });

  it("reports the entries it cannot open and does not complete while they remain", async () => {
    const s = server([]);
    for (const id of ["a", "broken", "c"]) s.sealed.set(id, `sealed:${id}`);
    const complete = vi.fn(async () => "done" as const);
    const outcome = await openJournal({
      sealed: async () => s.rows(),
      open: async (row) => (row.id === "broken" ? null : entry(row.id)),
      putOpened: s.putOpened,
      complete,
    });
    expect(outcome).toEqual({ kind: "unopened", rows: [{ id: "broken", envelope: "sealed:broken", createdAt: "", updatedAt: "" }] });
    expect(complete).not.toHaveBeenCalled();
    expect([...s.clear.keys()].sort()).toEqual(["a", "c"]);
  });
});
