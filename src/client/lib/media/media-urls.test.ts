// The cache of a private journal's opened photos: each sealed item is fetched and opened once however
// many views show it, kept a while after the last one goes, and its object URL revoked when it falls
// out, is deleted, or the key changes.
import { describe, expect, it } from "vitest";
import type { MediaItem } from "../../../domain/contract/media";
import type { MediaOpener } from "./media-urls";
import { SealedUrlCache } from "./media-urls";

const item = (id: string): MediaItem => ({
  id,
  entryId: "entry-1",
  kind: "thumbnail",
  contentType: "image/jpeg",
  byteSize: 10,
  sealed: true,
  of: "photo-1",
  durationMs: null,
  width: 320,
  height: 240,
  createdAt: "2026-11-26T10:00:00.000Z",
});

function setup(keep = 2, open: (item: MediaItem) => Promise<Blob | null> = async (i) => new Blob([i.id])) {
  const opened: string[] = [];
  const revoked: string[] = [];
  let next = 0;
  const cache = new SealedUrlCache(
    (i) => {
      opened.push(i.id);
      return open(i);
    },
    { create: () => `blob:${++next}`, revoke: (url) => revoked.push(url) },
    keep,
  );
  return { cache, opened, revoked };
}

const key = () => crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]) as Promise<CryptoKey>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("SealedUrlCache", () => {
  it("fetches and opens an item once however many views show it, and keeps it for scrolling back", async () => {
    const { cache, opened, revoked } = setup();
    const opener: MediaOpener = { key: await key(), userId: "user-1" };
    const a = item("a");
    expect(await cache.acquire(a, opener)).toBe("blob:1");
    expect(await cache.acquire(a, opener)).toBe("blob:1");
    cache.release(a, opener);
    cache.release(a, opener);
    expect(await cache.acquire(a, opener)).toBe("blob:1");
    expect(opened).toEqual(["a"]);
    expect(revoked).toEqual([]);
  });

  it("revokes the oldest unused URL past the ones it keeps, never one in use", async () => {
    const { cache, revoked } = setup(1);
    const opener: MediaOpener = { key: await key(), userId: "user-1" };
    const [a, b, c] = [item("a"), item("b"), item("c")];
    await cache.acquire(a, opener);
    await cache.acquire(b, opener);
    await cache.acquire(c, opener);
    cache.release(a, opener);
    cache.release(b, opener); // two unused, one kept: a goes
    await settle();
    expect(revoked).toEqual(["blob:1"]);
    expect(cache.size).toBe(2);
  });

  it("revokes a deleted item's URL at once, and every URL when the key changes", async () => {
    const { cache, opened, revoked } = setup(10);
    const opener: MediaOpener = { key: await key(), userId: "user-1" };
    await cache.acquire(item("a"), opener);
    await cache.acquire(item("b"), opener);
    cache.forget("a");
    await settle();
    expect(revoked).toEqual(["blob:1"]);
    await cache.acquire(item("b"), { key: await key(), userId: "user-1" });
    await settle();
    expect(revoked).toEqual(["blob:1", "blob:2"]);
    expect(opened).toEqual(["a", "b", "b"]);
  });

  it("makes no URL for an item the key cannot open, and asks again after a failed fetch", async () => {
    let fail = true;
    const { cache, opened } = setup(2, async (i) => {
      if (i.id === "locked") return null;
      if (fail) throw new Error("offline");
      return new Blob([i.id]);
    });
    const opener: MediaOpener = { key: await key(), userId: "user-1" };
    expect(await cache.acquire(item("locked"), opener)).toBeNull();
    await expect(cache.acquire(item("a"), opener)).rejects.toThrow("offline");
    cache.release(item("a"), opener);
    await settle();
    fail = false;
    expect(await cache.acquire(item("a"), opener)).toBe("blob:1");
    expect(opened).toEqual(["locked", "a", "a"]);
  });
});
