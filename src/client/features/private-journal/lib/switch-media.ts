// Turning the private journal on or off moves its photos and recordings too (decisions 021 and 050):
// turning on, every item stored in the clear is fetched, sealed here with the journal key and stored
// as a new item, then the clear one is deleted; turning off, the mirror (opened here, stored in the
// clear, the sealed one deleted). The new item's id comes from the old one (switchedMediaId), so a
// switch interrupted midway and run again finds the copy it already stored instead of making another;
// an item is deleted only after its copy is stored. A photo goes before its thumbnails (which name the
// photo's new id); deleting the photo deletes its old thumbnails with it. One item at a time: they
// can be large.
import type { MediaItem } from "../../../../domain/contract/media";
import { deleteMedia, fetchMedia, uploadMedia } from "../../../lib/media/media-api";
import type { MediaUpload } from "../../../lib/media/media-api";
import type { Progress } from "./switch-journal";

export type MediaDirection = "seal" | "open";

interface JournalKey {
  key: CryptoKey;
  userId: string;
}

/**
 * The id of an item's switched copy: a UUID (version 8) made of the SHA-256 of the direction and the
 * old id, the same on every try.
 */
export async function switchedMediaId(direction: MediaDirection, oldId: string): Promise<string> {
  const name = new TextEncoder().encode(`ripple media ${direction} ${oldId.toLowerCase()}`);
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", name)).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface MediaSwitchDeps {
  direction: MediaDirection;
  /** Every photo, thumbnail and recording the server lists with my entries, read afresh. */
  items(): Promise<MediaItem[]>;
  /** The item's bytes in the clear (opened when sealed), or null when this key cannot open them. */
  read(item: MediaItem): Promise<Blob | null>;
  /** Stores the copy: sealed when turning on, in the clear when turning off. */
  store(upload: Omit<MediaUpload, "sealWith" | "signal">): Promise<unknown>;
  remove(item: MediaItem): Promise<unknown>;
  onProgress?(progress: Progress): void;
}

interface Unit {
  item: MediaItem;
  thumbnails: MediaItem[];
}

/** The items still to switch, each photo with its thumbnails. */
function unitsOf(all: readonly MediaItem[], direction: MediaDirection): Unit[] {
  const todo = all.filter((item) => item.sealed === (direction === "open"));
  const photos = new Set(todo.filter((item) => item.kind === "photo").map((item) => item.id));
  const units = todo
    .filter((item) => item.kind !== "thumbnail" || !item.of || !photos.has(item.of))
    .map((item) => ({ item, thumbnails: [] as MediaItem[] }));
  for (const thumbnail of todo) {
    if (thumbnail.kind !== "thumbnail" || !thumbnail.of || !photos.has(thumbnail.of)) continue;
    units.find((unit) => unit.item.id === thumbnail.of)?.thumbnails.push(thumbnail);
  }
  return units;
}

const shape = (item: MediaItem) => ({
  entryId: item.entryId,
  kind: item.kind,
  durationMs: item.durationMs ?? undefined,
  width: item.width ?? undefined,
  height: item.height ?? undefined,
});

/** Switches every item still to do; the items this key could not open are left as they are and returned. */
async function switchMedia(deps: MediaSwitchDeps): Promise<{ unopened: MediaItem[] }> {
  const units = unitsOf(await deps.items(), deps.direction);
  const unopened: MediaItem[] = [];
  const progress = { done: 0, total: units.length };
  if (units.length > 0) deps.onProgress?.({ ...progress });
  for (const { item, thumbnails } of units) {
    const bytes = await deps.read(item);
    if (!bytes) {
      unopened.push(item);
      continue;
    }
    const id = await switchedMediaId(deps.direction, item.id);
    // a thumbnail left without its photo in the list keeps naming the photo it has (already switched)
    await deps.store({ ...shape(item), mediaId: id, file: bytes, of: item.of ?? undefined });
    for (const thumbnail of thumbnails) {
      const thumbnailBytes = await deps.read(thumbnail);
      if (!thumbnailBytes) continue; // the photo shows without it
      const thumbnailId = await switchedMediaId(deps.direction, thumbnail.id);
      await deps.store({ ...shape(thumbnail), mediaId: thumbnailId, file: thumbnailBytes, of: id });
    }
    await deps.remove(item);
    deps.onProgress?.({ ...progress, done: ++progress.done });
  }
  return { unopened };
}

/** switchMedia over /api/entries/:entryId/media with the journal key. */
export function switchJournalMedia(
  direction: MediaDirection,
  journal: JournalKey,
  items: () => Promise<MediaItem[]>,
  onProgress?: (progress: Progress) => void,
): Promise<{ unopened: MediaItem[] }> {
  return switchMedia({
    direction,
    items,
    read: (item) => fetchMedia(item, journal),
    store: (upload) => uploadMedia({ ...upload, sealWith: direction === "seal" ? journal : null }),
    remove: (item) => deleteMedia(item),
    onProgress,
  });
}
