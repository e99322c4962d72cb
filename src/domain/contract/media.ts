// An entry's media (decision 050): its recording and its photos, kept with it.
//   PUT    /api/entries/:entryId/media/:mediaId?kind=audio|photo|thumbnail[&of=<photoId>][&durationMs=][&width=&height=]
//          the bytes as the raw body with their Content-Type (streamed; idempotent on the client's id:
//          the same id again answers 200 with the stored item). `X-Ripple-Sealed: 1`: the bytes were
//          sealed in the browser with a private journal's key (the server stores them as they are), and
//          `&type=` gives the real type (the body is application/octet-stream).
//          201 with MediaItem; 404 when the entry is not the person's; 413 past MEDIA_MAX_BYTES or the quota.
//   GET    /api/entries/:entryId/media/:mediaId  the bytes, streamed, with their type (Range for audio).
//   DELETE /api/entries/:entryId/media/:mediaId  204; a photo's thumbnail goes with it.
//   GET    /api/media/usage                      MediaUsage.
// Deleting an entry or the account deletes its media. Entries carry their media list (`media`).
import { z } from "zod";
import { entryIdSchema } from "../entries/entry-schema";

const MEDIA_KINDS = ["audio", "photo", "thumbnail"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The types each kind takes (a sealed item is stored as application/octet-stream and keeps its real type here). */
export const MEDIA_TYPES: Record<MediaKind, readonly string[]> = {
  audio: ["audio/webm", "audio/ogg", "audio/mp4", "audio/mpeg", "audio/wav", "audio/x-m4a", "audio/aac"],
  photo: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/heic"],
  thumbnail: ["image/jpeg", "image/webp"],
};

/** One item's largest size: a ten-minute recording or a full-size imported photo fit well within it. */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
/** Each account's room for media unless MEDIA_QUOTA_BYTES says otherwise. */
export const MEDIA_DEFAULT_QUOTA_BYTES = 1024 * 1024 * 1024;
/** A photo is downscaled in the browser to at most this many pixels on its longer side; its thumbnail to THUMBNAIL_EDGE. */
export const PHOTO_MAX_EDGE = 2048;
export const THUMBNAIL_EDGE = 320;
/** Photos one entry may hold. */
export const MAX_PHOTOS_PER_ENTRY = 12;

export const MEDIA_MESSAGES = {
  tooLarge: "This file is larger than 25 MB, so it was not added.",
  quotaExceeded: "There is no room left for this in your journal's media. Delete some photos or recordings and try again.",
  unsupportedType: "Ripple keeps recordings (WebM, Ogg, MP4, MP3, WAV, M4A, AAC) and photos (JPEG, PNG, WebP, GIF, HEIC) only.",
  tooManyPhotos: "An entry holds at most 12 photos.",
  entryNotFound: "Entry not found",
  mediaNotFound: "This photo or recording is no longer in your journal.",
} as const;

const MediaKindSchema = z.enum(MEDIA_KINDS, { error: "kind must be audio, photo or thumbnail" });

const MAX_TYPE_CHARS = 100;
const optionalInt = (min: number) => z.coerce.number().int().min(min).max(2_147_483_647).optional();

/** PUT's query: what the item is (the bytes are the body). */
export const MediaUploadQuerySchema = z.strictObject({
  kind: MediaKindSchema,
  of: entryIdSchema("of must be a UUID").optional(),
  durationMs: optionalInt(0),
  width: optionalInt(1),
  height: optionalInt(1),
  /** A sealed body's real type. */
  type: z.string().max(MAX_TYPE_CHARS).optional(),
});

export const MediaItemSchema = z.object({
  id: z.string(),
  entryId: z.string(),
  kind: MediaKindSchema,
  /** The real type (also for a sealed item). */
  contentType: z.string(),
  byteSize: z.number().int().min(0),
  /** Sealed in the browser with a private journal's key: open it there before use. */
  sealed: z.boolean(),
  /** A thumbnail's photo. */
  of: z.string().nullable(),
  durationMs: z.number().int().min(0).nullable(),
  width: z.number().int().min(1).nullable(),
  height: z.number().int().min(1).nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.output<typeof MediaItemSchema>;

export const MediaUsageSchema = z.object({
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
});
export type MediaUsage = z.output<typeof MediaUsageSchema>;

/** The header that marks a body sealed in the browser. */
export const SEALED_MEDIA_HEADER = "x-ripple-sealed";
