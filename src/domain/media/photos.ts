// An entry's photos (decision 052): the size a photo is drawn at before it leaves the browser, how
// many more an entry takes, the photos of an entry's media paired with their thumbnails, and the
// words of the gallery.
import type { MediaItem } from "../contract/media";
import { MAX_PHOTOS_PER_ENTRY } from "../contract/media";

export interface Size {
  width: number;
  height: number;
}

/**
 * The size to draw an image of `width` × `height` at so that its longer side is at most `maxEdge`:
 * the same proportions, whole pixels, never enlarged, never below one pixel.
 */
export function fitWithin(width: number, height: number, maxEdge: number): Size {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new RangeError("an image has a positive, finite width and height");
  }
  if (!(maxEdge >= 1)) throw new RangeError("the longest side allowed is at least one pixel");
  const longer = Math.max(width, height);
  if (longer <= maxEdge) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxEdge / longer;
  return {
    width: Math.max(1, Math.min(maxEdge, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxEdge, Math.round(height * scale))),
  };
}

/** Of `chosen` photos, how many an entry holding `held` takes, and how many are left out by the limit. */
export function photosToTake(held: number, chosen: number, limit = MAX_PHOTOS_PER_ENTRY): { take: number; leftOut: number } {
  const take = Math.max(0, Math.min(chosen, limit - held));
  return { take, leftOut: chosen - take };
}

export interface EntryPhoto {
  photo: MediaItem;
  /** Its thumbnail; absent for a photo that has none (an imported one, or one whose thumbnail failed). */
  thumbnail?: MediaItem;
}

/** The entry's photos, oldest first (the order they were added), each with its thumbnail when there is one. */
export function entryPhotos(media: readonly MediaItem[] | undefined): EntryPhoto[] {
  if (!media) return [];
  const thumbnails = new Map<string, MediaItem>();
  for (const item of media) if (item.kind === "thumbnail" && item.of) thumbnails.set(item.of, item);
  return media
    .filter((item) => item.kind === "photo")
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((photo) => {
      const thumbnail = thumbnails.get(photo.id);
      return thumbnail ? { photo, thumbnail } : { photo };
    });
}

/**
 * An entry's media as this view knows it: what the entry brought, what was added here since (the
 * replica may not have it yet) and without what was deleted here.
 */
export function mergeMedia(
  given: readonly MediaItem[] | undefined,
  added: readonly MediaItem[],
  removed: ReadonlySet<string>,
): MediaItem[] {
  const byId = new Map<string, MediaItem>();
  for (const item of [...(given ?? []), ...added]) byId.set(item.id, item);
  return [...byId.values()].filter((item) => !removed.has(item.id) && !(item.of !== null && removed.has(item.of)));
}

/** A size as a person reads it, in decimal units as phones and disks count: "740 kB", "12.5 MB", "1 GB". */
export function sizeText(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB", "TB"];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

export const PHOTO_COPY = {
  heading: "Photos",
  count: (count: number) => (count === 1 ? "1 photo" : `${count} photos`),
  add: "Add photos",
  takePhoto: "Take a photo",
  adding: (done: number, total: number) => (total === 1 ? "Adding your photo…" : `Adding photo ${Math.min(done + 1, total)} of ${total}…`),
  added: (count: number) => (count === 1 ? "Your photo is added." : `${count} photos are added.`),
  leftOut: (count: number) => (count === 1 ? "One photo was not added." : `${count} photos were not added.`),
  usage: (used: number, quota: number) => `Your journal's photos and recordings use ${sizeText(used)} of ${sizeText(quota)}.`,
  unreadable: "This browser could not read that image, so it was not added. Try a JPEG or PNG.",
  altText: (index: number, total: number, date: string) => `Photo ${index} of ${total} from ${date}`,
  open: (index: number, total: number) => `Open photo ${index} of ${total}`,
  viewerTitle: (index: number, total: number) => `Photo ${index} of ${total}`,
  previous: "Previous photo",
  next: "Next photo",
  close: "Close",
  delete: "Delete photo",
  confirmDelete: "Delete this photo? This cannot be undone.",
  confirm: "Delete",
  keep: "Keep it",
  deleted: "The photo is deleted.",
  deleteFailed: "The photo could not be deleted. Please try again.",
  loadFailed: "This photo could not be shown.",
  locked: "Unlock your private journal to see this photo.",
  sealedNote: "Sealed with your private journal's key before it leaves this device.",
} as const;
