import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";

const newKey = () => crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);

/** A fresh page: the module's memory is new, IndexedDB is what the device kept. */
async function freshPage() {
  vi.resetModules();
  return import("./key-store");
}

describe("the journal key on this device", () => {
  it("stays for the tab only unless the device is remembered", async () => {
    const page = await freshPage();
    const key = await newKey();
    await page.keepJournalKey("ada", key, false);
    expect(await page.recallJournalKey("ada")).toBe(key);
    expect(await (await freshPage()).recallJournalKey("ada")).toBeUndefined();
  });

  it("is kept as a non-extractable key on a remembered device, still usable, and forgotten at sign-out", async () => {
    const page = await freshPage();
    await page.keepJournalKey("grace", await newKey(), true);
    const next = await freshPage();
    const recalled = await next.recallJournalKey("grace");
    expect(recalled).toBeDefined();
    expect(recalled!.extractable).toBe(false);
    await expect(crypto.subtle.encrypt({ name: "AES-GCM", iv: new Uint8Array(12) }, recalled!, new Uint8Array([1]))).resolves.toBeDefined();
    expect(await next.recallJournalKey("someone-else")).toBeUndefined();

    await next.forgetJournalKey("grace");
    expect(await next.recallJournalKey("grace")).toBeUndefined();
    expect(await (await freshPage()).recallJournalKey("grace")).toBeUndefined();
  });

  it("unticking Remember this device removes the stored key", async () => {
    const page = await freshPage();
    const key = await newKey();
    await page.keepJournalKey("lin", key, true);
    await page.keepJournalKey("lin", key, false);
    expect(await (await freshPage()).recallJournalKey("lin")).toBeUndefined();
  });
});
