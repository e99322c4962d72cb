import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../lib/storage";
import { forgetPendingReflection, keepPendingReflection, markSavedOnDevice, readPendingReflections } from "./pending-reflections";
import type { PendingReflection } from "./pending-reflections";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const reflection = (overrides: Partial<PendingReflection> = {}): PendingReflection => ({
  id: "6f1c2f4e-8d1b-4c55-9a55-5b3c6f0f9a01",
  transcript: "I walked by the sea and felt calm.",
  duration: 12,
  speechDetected: true,
  keptAt: "2026-11-22T08:00:00.000Z",
  ...overrides,
});

let storage: Storage;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("pending reflections", () => {
  it("keeps reflections per user, oldest first, until each is forgotten", () => {
    keepPendingReflection("ada", reflection());
    keepPendingReflection("ada", reflection({ id: "second", transcript: "Then it rained." }));
    keepPendingReflection("grace", reflection({ id: "hers" }));
    expect(readPendingReflections("ada").map((r) => r.id)).toEqual([reflection().id, "second"]);
    expect(readPendingReflections("grace").map((r) => r.id)).toEqual(["hers"]);

    forgetPendingReflection("ada", reflection().id);
    expect(readPendingReflections("ada").map((r) => r.transcript)).toEqual(["Then it rained."]);
    forgetPendingReflection("ada", "second");
    expect(storage.getItem(STORAGE_KEYS.pendingReflections("ada"))).toBeNull();
  });

  it("keeping the same id twice stores it once", () => {
    keepPendingReflection("ada", reflection());
    keepPendingReflection("ada", reflection({ transcript: "changed" }));
    expect(readPendingReflections("ada")).toEqual([reflection()]);
  });

  it("drops stored items that are not reflections, and survives unreadable storage", () => {
    storage.setItem(STORAGE_KEYS.pendingReflections("ada"), JSON.stringify([reflection(), { id: 3 }, "x"]));
    expect(readPendingReflections("ada")).toEqual([reflection()]);
    storage.setItem(STORAGE_KEYS.pendingReflections("ada"), "{not json");
    expect(readPendingReflections("ada")).toEqual([]);
    vi.stubGlobal("window", {});
    expect(readPendingReflections("ada")).toEqual([]);
    expect(() => keepPendingReflection("ada", reflection())).not.toThrow();
  });

  it("marks a reflection answered on the device, once, keeping it until the server confirms it", () => {
    keepPendingReflection("ada", reflection());
    keepPendingReflection("ada", reflection({ id: "second" }));
    markSavedOnDevice("ada", reflection().id, new Date("2026-11-22T09:00:00.000Z"));
    markSavedOnDevice("ada", reflection().id, new Date("2026-11-22T10:00:00.000Z"));
    markSavedOnDevice("ada", "unknown");
    expect(readPendingReflections("ada")).toEqual([
      reflection({ savedOnDeviceAt: "2026-11-22T09:00:00.000Z" }),
      reflection({ id: "second" }),
    ]);
    forgetPendingReflection("ada", reflection().id);
    expect(readPendingReflections("ada").map((item) => item.id)).toEqual(["second"]);
  });
});
