// The photos and recordings a Day One entry lists, and where their files are in its ZIP (decision
// 053). Day One writes `photos: [{identifier, md5, type, width, height, ...}]` and
// `audios: [{identifier, md5, format, duration, ...}]` on each entry, and the files as
// photos/<md5>.<type> and audios/<md5>.<ext> (m4a or aac; some tools name them by identifier
// instead, so both stems are looked for, whatever the extension). Ripple's own Day One export adds
// a `ripple` key on each entry with the entry as Ripple keeps it and each media item's id, kind,
// type and path (thumbnails included), so its export comes back identical. Pure.
import type { MediaKind } from "../contract/media";
import { MEDIA_TYPES } from "../contract/media";
import type { Sha256 } from "./imported-entry";
import { hyphenate, isUuid, uuidFromDigest } from "./imported-entry";

/** One media item an imported entry names: what to store, and where its bytes are in the ZIP. */
export interface ImportedMedia {
  /** The id it is stored under: Ripple's own, a Day One identifier that is a UUID, else one derived from entry and identifier. */
  id: string;
  kind: MediaKind;
  contentType: string;
  /** A thumbnail's photo. */
  of: string | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  /** When it was taken or recorded (ISO), as Day One (`date`) or Ripple's export says; null: unknown (the entry's date is used). */
  createdAt: string | null;
  /** Paths in the ZIP that hold it, tried in order (exact, case-insensitive). */
  paths: string[];
  /** Then a file in `folder` whose name without extension is one of `stems` (md5 or identifier). */
  folder: string;
  stems: string[];
  /** For the summary's `failed`: "photo 2", "recording 1". */
  label: string;
}

const PHOTO_TYPES: Record<string, string> = {
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  heic: "image/heic",
};
const AUDIO_TYPES: Record<string, string> = {
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  aac: "audio/aac",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  webm: "audio/webm",
  ogg: "audio/ogg",
};

/** The extension Day One's layout gives a type (the inverse of the tables above). */
export function extensionOf(contentType: string): string {
  const table: Record<string, string> = {
    "image/jpeg": "jpeg",
    "image/png": "png",
    "image/webp": "webp",
    "image/gif": "gif",
    "image/heic": "heic",
    "audio/mp4": "m4a",
    "audio/x-m4a": "m4a",
    "audio/aac": "aac",
    "audio/mpeg": "mp3",
    "audio/wav": "wav",
    "audio/webm": "webm",
    "audio/ogg": "ogg",
  };
  return table[contentType] ?? "bin";
}

/** The type a file's extension says, for the kind, or null when Ripple does not keep it. */
export function typeOfExtension(kind: "photo" | "audio", extension: string): string | null {
  return (kind === "photo" ? PHOTO_TYPES : AUDIO_TYPES)[extension.toLowerCase().replace(/^\./, "")] ?? null;
}

const HEX32 = /^[0-9a-f]{32}$/i;

/** A Day One identifier as a media id: a UUID's 32 hex digits are that UUID; anything else a name-based one within its entry. */
function mediaIdOf(identifier: string, entryId: string, sha256: Sha256): string {
  const compact = identifier.replace(/-/g, "");
  if (HEX32.test(compact) && isUuid(hyphenate(compact))) return hyphenate(compact);
  return uuidFromDigest(sha256(`dayone-media:${entryId}:${identifier.trim().toLowerCase()}`));
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
/** A date as ISO, or null when there is none or it cannot be read. */
const dateOf = (value: unknown): string | null => {
  const given = text(value);
  const time = given === null ? NaN : Date.parse(given);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};
const whole = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.round(value) : null;

/** A media item that cannot be imported: the label and the reason (listed in the summary's `failed`). */
export interface MediaProblem {
  label: string;
  reason: string;
}

export const MEDIA_IMPORT_REASONS = {
  missing: "Its file is not in the ZIP, so the entry was imported without it.",
  unsupported: "Ripple does not keep this kind of file, so the entry was imported without it.",
  damaged: "Its file in the ZIP is damaged, so the entry was imported without it.",
  tooLarge: "Its file is larger than 25 MB, so the entry was imported without it.",
  noRoom: "There was no room left for it in your journal's media, so the entry was imported without it.",
} as const;

function dayOneList(raw: Record<string, unknown>, key: "photos" | "audios"): Record<string, unknown>[] {
  const list = raw[key];
  return Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null) : [];
}

/** Ripple's own key on an entry of its Day One export: the media as Ripple keeps it. */
function rippleMedia(raw: Record<string, unknown>): ImportedMedia[] | null {
  const ripple = raw.ripple;
  if (typeof ripple !== "object" || ripple === null) return null;
  const list = (ripple as { media?: unknown }).media;
  if (!Array.isArray(list)) return null;
  const out: ImportedMedia[] = [];
  let photos = 0;
  let recordings = 0;
  for (const item of list) {
    if (typeof item !== "object" || item === null) continue;
    const value = item as Record<string, unknown>;
    const id = text(value.id)?.toLowerCase();
    const kind = value.kind;
    const contentType = text(value.contentType);
    const file = text(value.file);
    if (!id || !isUuid(id) || (kind !== "photo" && kind !== "audio" && kind !== "thumbnail") || !contentType || !file) continue;
    const of = text(value.of)?.toLowerCase() ?? null;
    const label =
      kind === "audio" ? `recording ${(recordings += 1)}` : kind === "photo" ? `photo ${(photos += 1)}` : `thumbnail of photo ${of}`;
    const slash = file.lastIndexOf("/");
    out.push({
      id,
      kind,
      contentType,
      of,
      durationMs: typeof value.durationMs === "number" && value.durationMs >= 0 ? Math.round(value.durationMs) : null,
      width: whole(value.width),
      height: whole(value.height),
      createdAt: dateOf(value.createdAt),
      paths: [file],
      folder: slash > 0 ? file.slice(0, slash) : "",
      stems: [],
      label,
    });
  }
  return out;
}

/**
 * The media an entry of a Day One journal lists (`entryId` is the id the entry is imported under),
 * and those that cannot be imported whatever the ZIP holds (a type Ripple does not keep).
 */
export function dayOneMedia(
  raw: Record<string, unknown>,
  entryId: string,
  sha256: Sha256,
): { media: ImportedMedia[]; problems: MediaProblem[] } {
  const own = rippleMedia(raw);
  if (own) return { media: own, problems: [] };
  const media: ImportedMedia[] = [];
  const problems: MediaProblem[] = [];
  const seen = new Set<string>();
  const add = (kind: "photo" | "audio", item: Record<string, unknown>, index: number) => {
    const label = `${kind === "photo" ? "photo" : "recording"} ${index + 1}`;
    const identifier = text(item.identifier);
    const md5 = text(item.md5)?.toLowerCase() ?? null;
    if (!identifier && !md5) return void problems.push({ label, reason: MEDIA_IMPORT_REASONS.missing });
    const extension = text(kind === "photo" ? item.type : item.format)?.toLowerCase() ?? null;
    const contentType = extension === null ? null : typeOfExtension(kind, extension);
    if (extension !== null && contentType === null) return void problems.push({ label, reason: MEDIA_IMPORT_REASONS.unsupported });
    const id = mediaIdOf(identifier ?? md5!, entryId, sha256);
    if (seen.has(id)) return;
    seen.add(id);
    const folder = kind === "photo" ? "photos" : "audios";
    const stems = [md5, identifier].filter((stem): stem is string => stem !== null);
    const seconds = typeof item.duration === "number" && Number.isFinite(item.duration) && item.duration > 0 ? item.duration : null;
    media.push({
      id,
      kind,
      // no type given: the file's extension decides once it is found
      contentType: contentType ?? "",
      of: null,
      durationMs: kind === "audio" && seconds !== null ? Math.round(seconds * 1000) : null,
      width: kind === "photo" ? whole(item.width) : null,
      height: kind === "photo" ? whole(item.height) : null,
      createdAt: dateOf(item.date),
      paths: extension === null ? [] : stems.map((stem) => `${folder}/${stem}.${extension}`),
      folder,
      stems,
      label,
    });
  };
  dayOneList(raw, "photos").forEach((item, index) => add("photo", item, index));
  dayOneList(raw, "audios").forEach((item, index) => add("audio", item, index));
  return { media, problems };
}

/** True when Ripple keeps this type for this kind. */
export function keepsType(kind: MediaKind, contentType: string): boolean {
  return MEDIA_TYPES[kind].includes(contentType);
}
