// Whether a spoken reflection's recording is kept (decision 051), kept on this device with the other
// capture settings: not kept until the person answers, their answer kept and read back, a stored value
// of another shape read as "not asked", and the other settings left as they were.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

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

const KEY = "ripple:capture-settings";
let storage: Storage;

/** The module afresh, as a new page loads it (it caches what it read). */
const load = async () => {
  vi.resetModules();
  return import("./capture-settings");
};

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal("window", { localStorage: storage, addEventListener: () => undefined, removeEventListener: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("keeping recordings", () => {
  it("is not asked (and so not kept) on a device that never answered", async () => {
    const { readCaptureSettings } = await load();
    expect(readCaptureSettings().keepRecordings).toBeNull();
  });

  it("keeps the person's answer on this device, read back by the next page, beside the other settings", async () => {
    storage.setItem(KEY, JSON.stringify({ privateTranscription: true, language: "fr-FR" }));
    const first = await load();
    first.updateCaptureSettings({ keepRecordings: true });
    expect(first.readCaptureSettings()).toEqual({ privateTranscription: true, language: "fr-FR", keepRecordings: true });
    expect(JSON.parse(storage.getItem(KEY)!)).toMatchObject({ keepRecordings: true, language: "fr-FR" });

    const next = await load();
    expect(next.readCaptureSettings().keepRecordings).toBe(true);
    next.updateCaptureSettings({ keepRecordings: false });
    expect((await load()).readCaptureSettings().keepRecordings).toBe(false);
  });

  it("changing another setting leaves the answer as it was", async () => {
    const settings = await load();
    settings.updateCaptureSettings({ keepRecordings: false });
    settings.updateCaptureSettings({ language: "de-DE" });
    expect((await load()).readCaptureSettings()).toMatchObject({ keepRecordings: false, language: "de-DE" });
  });

  it("reads a stored value that is not true or false as not asked", async () => {
    storage.setItem(KEY, JSON.stringify({ keepRecordings: "yes" }));
    expect((await load()).readCaptureSettings().keepRecordings).toBeNull();
  });
});
