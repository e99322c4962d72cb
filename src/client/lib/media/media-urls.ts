// Where an <img> finds a photo (decision 052). A clear item is its own URL (mediaUrl): the browser
// fetches and caches it as any image. A sealed item (a private journal's) is fetched, opened with the
// journal key and shown from an object URL, kept in a small cache so the drawer's thumbnails are not
// fetched and opened again on every render or every scroll: a URL in use is kept; once no view uses
// it, it stays among the last UNUSED_KEPT unused ones and is revoked when it falls out of them, when
// its item is deleted, or when the key changes (the journal locked, another person signed in).
import { useEffect, useState } from "react";
import type { MediaItem } from "../../../domain/contract/media";
import { fetchMedia, mediaUrl } from "./media-api";

export interface MediaOpener {
  key: CryptoKey;
  userId: string;
}

/** What an <img> shows: a URL, or why there is none yet. */
export type MediaSource = { kind: "url"; url: string } | { kind: "loading" } | { kind: "locked" } | { kind: "failed" };

interface Held {
  /** null: the key could not open it. */
  url: Promise<string | null>;
  users: number;
}

/** Object URLs no view shows any more, kept for scrolling back (a thumbnail is a few kB, a photo up to a few hundred). */
const UNUSED_KEPT = 48;

export class SealedUrlCache {
  private readonly held = new Map<string, Held>();
  /** Unused entries, oldest first. */
  private readonly unused = new Set<string>();
  private key: CryptoKey | null = null;

  constructor(
    private readonly open: (item: MediaItem, opener: MediaOpener) => Promise<Blob | null>,
    private readonly urls: { create: (blob: Blob) => string; revoke: (url: string) => void },
    private readonly keep = UNUSED_KEPT,
  ) {}

  /** The item's object URL, fetched and opened once however many views ask; release it when done. */
  acquire(item: MediaItem, opener: MediaOpener): Promise<string | null> {
    if (this.key !== opener.key) this.clear();
    this.key = opener.key;
    const id = `${opener.userId}:${item.id}`;
    let held = this.held.get(id);
    if (!held) {
      const url = this.open(item, opener).then((blob) => (blob ? this.urls.create(blob) : null));
      held = { url, users: 0 };
      this.held.set(id, held);
      // a failed fetch is not kept: the next view asks again
      url.catch(() => this.held.get(id) === held && this.held.delete(id));
    }
    held.users += 1;
    this.unused.delete(id);
    return held.url;
  }

  release(item: MediaItem, opener: MediaOpener): void {
    const id = `${opener.userId}:${item.id}`;
    const held = this.held.get(id);
    if (!held || held.users === 0) return;
    held.users -= 1;
    if (held.users > 0) return;
    this.unused.add(id);
    while (this.unused.size > this.keep) {
      const oldest = this.unused.values().next().value as string;
      this.drop(oldest);
    }
  }

  /** A deleted item's URL goes at once. */
  forget(itemId: string): void {
    for (const id of [...this.held.keys()]) if (id.endsWith(`:${itemId}`)) this.drop(id);
  }

  /** Every URL revoked (the key changed). */
  clear(): void {
    for (const id of [...this.held.keys()]) this.drop(id);
  }

  /** How many items are held (for tests). */
  get size(): number {
    return this.held.size;
  }

  private drop(id: string): void {
    const held = this.held.get(id);
    this.held.delete(id);
    this.unused.delete(id);
    held?.url.then((url) => url && this.urls.revoke(url)).catch(() => undefined);
  }
}

const sealedUrls = new SealedUrlCache(fetchMedia, {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
});

/** A deleted item's object URL is revoked at once. */
export const forgetMediaUrl = (itemId: string) => sealedUrls.forget(itemId);

/** The <img> source of an item: its URL when clear; opened from its sealed bytes with the journal key otherwise. */
export function useMediaSource(item: MediaItem | undefined, opener: MediaOpener | null): MediaSource {
  const sealed = item?.sealed === true;
  const [opened, setOpened] = useState<{ id: string; source: MediaSource } | null>(null);

  useEffect(() => {
    if (!item || !item.sealed || !opener) return;
    let current = true;
    sealedUrls
      .acquire(item, opener)
      .then((url) => current && setOpened({ id: item.id, source: url ? { kind: "url", url } : { kind: "locked" } }))
      .catch(() => current && setOpened({ id: item.id, source: { kind: "failed" } }));
    return () => {
      current = false;
      sealedUrls.release(item, opener);
    };
    // an item's bytes do not change under its id: its id, the key and the account say what to open
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.id, item?.sealed, opener?.key, opener?.userId]);

  if (!item) return { kind: "loading" };
  if (!sealed) return { kind: "url", url: mediaUrl(item) };
  if (!opener) return { kind: "locked" };
  return opened?.id === item.id ? opened.source : { kind: "loading" };
}
