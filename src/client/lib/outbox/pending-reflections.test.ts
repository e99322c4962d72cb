// The outbox over fake-indexeddb: kept per user, oldest first, in order, moved out of localStorage
// where an earlier version left it, read afresh (another tab's writes), and kept in localStorage
// where there is no IndexedDB at all.
import "fake-indexeddb/auto";
import Dexie from "dexie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildEntry } from "../../../../tests/setup/factories";
import type { JournalEntry } from "../../../domain/types";
import { STORAGE_KEYS } from "../storage";
import { outboxDbName } from "./outbox-name";
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

const deviceEntry = (id: string): JournalEntry => buildEntry({ id });

let storage: Storage;
/** Each test its own person: the module keeps one open outbox per user for the page. */
let user = "";
let people = 0;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
  people += 1;
  user = `person-${people}`;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = async (userId = user) => (await readPendingReflections(userId)).map((item) => item.id);

describe("the outbox in IndexedDB", () => {
  it("keeps reflections per user, oldest first, until each is forgotten, and nothing in localStorage", async () => {
    await keepPendingReflection(user, reflection({ id: "later", keptAt: "2026-11-22T09:00:00.000Z" }));
    await keepPendingReflection(user, reflection());
    await keepPendingReflection(`${user}-other`, reflection({ id: "hers" }));
    expect(await ids()).toEqual([reflection().id, "later"]);
    expect(await ids(`${user}-other`)).toEqual(["hers"]);
    expect(storage.length).toBe(0);

    await forgetPendingReflection(user, reflection().id);
    expect(await ids()).toEqual(["later"]);
    await forgetPendingReflection(user, "later");
    expect(await ids()).toEqual([]);
  });

  it("keeping the same id twice stores it once, and at most 50 are kept (the oldest)", async () => {
    await keepPendingReflection(user, reflection());
    await keepPendingReflection(user, reflection({ transcript: "changed" }));
    expect(await readPendingReflections(user)).toEqual([reflection()]);
    for (let i = 1; i < 55; i += 1) {
      await keepPendingReflection(user, reflection({ id: `r${i}`, keptAt: `2026-11-23T08:00:${String(i).padStart(2, "0")}.000Z` }));
    }
    const kept = await ids();
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe("r49");
  });

  it("runs this page's writes in the order they were asked for, unawaited", async () => {
    void keepPendingReflection(user, reflection());
    void markSavedOnDevice(user, reflection().id, deviceEntry(reflection().id));
    void forgetPendingReflection(user, reflection().id);
    void keepPendingReflection(user, reflection({ id: "next" }));
    expect(await ids()).toEqual(["next"]);
  });

  it("marks a reflection answered on the device once, with the device's entry; an unknown id is not kept", async () => {
    await keepPendingReflection(user, reflection());
    await keepPendingReflection(user, reflection({ id: "second", keptAt: "2026-11-22T08:30:00.000Z" }));
    expect(await markSavedOnDevice(user, reflection().id, deviceEntry(reflection().id), new Date("2026-11-22T09:00:00.000Z"))).toBe(true);
    expect(await markSavedOnDevice(user, reflection().id, undefined, new Date("2026-11-22T10:00:00.000Z"))).toBe(true);
    expect(await markSavedOnDevice(user, "unknown", deviceEntry("unknown"))).toBe(false);
    expect(await readPendingReflections(user)).toEqual([
      reflection({ savedOnDeviceAt: "2026-11-22T09:00:00.000Z", entry: deviceEntry(reflection().id) }),
      reflection({ id: "second", keptAt: "2026-11-22T08:30:00.000Z" }),
    ]);
  });

  it("reads afresh: what another tab kept or sent is seen at once", async () => {
    await keepPendingReflection(user, reflection());
    const otherTab = new Dexie(outboxDbName(user));
    otherTab.version(1).stores({ reflections: "id, keptAt" });
    await otherTab.table("reflections").put(reflection({ id: "from-the-other-tab", keptAt: "2026-11-22T08:10:00.000Z" }));
    expect(await ids()).toEqual([reflection().id, "from-the-other-tab"]);
    await otherTab.table("reflections").delete(reflection().id);
    expect(await ids()).toEqual(["from-the-other-tab"]);
    otherTab.close();
  });

  it("moves what an earlier version kept in localStorage into the database, once, dropping what is not a reflection", async () => {
    storage.setItem(STORAGE_KEYS.pendingReflections(user), JSON.stringify([reflection(), { id: 3 }, "x"]));
    expect(await readPendingReflections(user)).toEqual([reflection()]);
    expect(storage.getItem(STORAGE_KEYS.pendingReflections(user))).toBeNull();
    await forgetPendingReflection(user, reflection().id);
    expect(await ids()).toEqual([]);
  });

  it("does not bring back a moved reflection twice when two tabs open at once", async () => {
    storage.setItem(STORAGE_KEYS.pendingReflections(`${user}-b`), JSON.stringify([reflection()]));
    const db = new Dexie(outboxDbName(`${user}-b`));
    db.version(1).stores({ reflections: "id, keptAt" });
    await db.table("reflections").put(reflection());
    db.close();
    expect(await ids(`${user}-b`)).toEqual([reflection().id]);
  });
});

describe("the outbox without IndexedDB", () => {
  afterEach(() => {
    vi.resetModules();
  });

  it("keeps reflections in localStorage, oldest first, and survives unreadable or missing storage", async () => {
    vi.stubGlobal("indexedDB", undefined);
    vi.resetModules();
    const outbox = await import("./pending-reflections");
    await outbox.keepPendingReflection(user, reflection({ id: "later", keptAt: "2026-11-22T09:00:00.000Z" }));
    await outbox.keepPendingReflection(user, reflection());
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.pendingReflections(user))!)).toHaveLength(2);
    expect((await outbox.readPendingReflections(user)).map((item) => item.id)).toEqual([reflection().id, "later"]);
    expect(await outbox.markSavedOnDevice(user, "later", deviceEntry("later"))).toBe(true);
    expect((await outbox.readPendingReflections(user))[1]?.entry).toEqual(deviceEntry("later"));
    await outbox.forgetPendingReflection(user, reflection().id);
    await outbox.forgetPendingReflection(user, "later");
    expect(storage.getItem(STORAGE_KEYS.pendingReflections(user))).toBeNull();

    storage.setItem(STORAGE_KEYS.pendingReflections(user), "{not json");
    expect(await outbox.readPendingReflections(user)).toEqual([]);
    vi.stubGlobal("window", {});
    await expect(outbox.keepPendingReflection(user, reflection())).resolves.toBeUndefined();
    expect(await outbox.readPendingReflections(user)).toEqual([]);
  });
});
