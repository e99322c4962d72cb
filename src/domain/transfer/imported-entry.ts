// What every import parser (Ripple, Day One, Markdown) gives: an entry read from a file, or the
// reason an item could not be read. Shared checks: the words (not empty, not too long, storable),
// a source date read as an exact instant, and the ids (UUIDs, a name-based one from a digest). Pure.
import { MAX_ENTRY_TEXT, wellFormed } from "../entries/entry-schema";
import type { EntryPayload } from "../entries/sealed-entry";
import type { ImportedMedia } from "./dayone-media";

/** The analysis of an entry kept as it was stored (Ripple's own export). */
export type StoredAnalysis = Omit<EntryPayload, "entryText">;

export interface ImportedEntry {
  id: string;
  /** ISO 8601, UTC, milliseconds: the source's own date. */
  createdAt: string;
  /** The source's last change (Ripple's export); the creation time when the source has none. */
  updatedAt?: string;
  editedAt?: string;
  entryText: string;
  /** Kept as is; when absent the entry is analysed on the device. */
  analysis?: StoredAnalysis;
  /** The language the file gives for the entry (a BCP 47 tag: front matter's `language`); else it is read from the words. */
  language?: string;
  /** The source's own tags (Day One, front matter), shown first among the themes. */
  tags?: string[];
  /** The source gave a day and no time (a note dated `2025-03-04`): kept out of time-of-day patterns. */
  dateOnly?: boolean;
  /** Ids an earlier version of Ripple gave this same entry: found among mine, it is skipped too. */
  legacyIds?: string[];
  /** Its photos and recordings (a Day One ZIP, decision 053): written with the entry, or listed in `failed`. */
  media?: ImportedMedia[];
  /** Media it names that cannot come in whatever the file holds (the entry comes in without them). */
  mediaFailures?: ImportFailure[];
}

export interface ImportFailure {
  /** Where the item came from: a file name, or `<file>#<n>` for the n-th entry of a journal. */
  name: string;
  reason: string;
}

export type ImportItem = { ok: true; name: string; entry: ImportedEntry } | { ok: false; failure: ImportFailure };

export const fail = (name: string, reason: string): ImportItem => ({ ok: false, failure: { name, reason } });

export const IMPORT_REASONS = {
  emptyText: "The entry has no text.",
  textTooLong: `The text is longer than ${MAX_ENTRY_TEXT.toLocaleString("en-US")} characters.`,
  nulText: "The text contains the NUL character, which cannot be stored.",
  badDate: "The date is not a valid date and time.",
  futureDate: "The date is more than a day in the future, so it was not imported (check the year).",
} as const;

/** How far ahead of now an imported date may be: a day covers every time zone and a fast clock. */
const IMPORT_FUTURE_MS = 24 * 60 * 60 * 1000;

/** True when an imported instant is more than a day after `now` (a typo such as 9999-12-31 would sit at the top for ever). */
export function isTooFarAhead(createdAt: string, now: Date): boolean {
  return Date.parse(createdAt) > now.getTime() + IMPORT_FUTURE_MS;
}

/** Why these words cannot be an entry, or null when they can. */
export function textProblem(text: string): string | null {
  if (text.trim() === "") return IMPORT_REASONS.emptyText;
  if (text.length > MAX_ENTRY_TEXT) return IMPORT_REASONS.textTooLong;
  if (text.includes("\u0000")) return IMPORT_REASONS.nulText;
  return null;
}

/** A language tag a file gives (`fr`, `pt-BR`), or undefined when it gives none or not one. */
export function fileLanguage(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const tag = value.trim().replace(/_/g, "-");
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) && tag.length <= 10 ? tag : undefined;
}

/** The words as stored: lone surrogates become U+FFFD, as in a saved entry. */
export const storableText = wellFormed;

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a source date that is a day alone (`2025-03-04`), which parseInstant places at noon UTC. */
export function isDayAlone(value: unknown): boolean {
  return typeof value === "string" && ISO_DAY.test(value.trim());
}

function realDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && year <= 9999 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A source date as an exact instant (ISO 8601, UTC, ms), or null. An offset or `Z` is honoured; a
 * time without one is read as UTC; a day alone (`2025-03-04`) is noon UTC, which is that same day
 * in every time zone from UTC−11 to UTC+11. A JavaScript Date (YAML's timestamps) is taken as is.
 */
export function parseInstant(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== "string") return null;
  const text = value.trim();
  const day = ISO_DAY.exec(text);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]), Number(day[3])];
    return realDate(year, month, date) ? new Date(Date.UTC(year, month - 1, date, 12)).toISOString() : null;
  }
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const [year, month, date, hour, minute, second = 0] = [1, 2, 3, 4, 5, 6].map((i) => Number(match[i] ?? 0)) as number[];
  if (!realDate(year!, month!, date!) || hour! > 23 || minute! > 59 || second > 59) return null;
  const zone = match[8] ?? "Z";
  const normalisedZone = zone.toUpperCase() === "Z" ? "Z" : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const fraction = (match[7] ?? "").slice(0, 4);
  const iso = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${String(second).padStart(2, "0")}${fraction}${normalisedZone}`;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const result = new Date(ms);
  const year4 = result.getUTCFullYear();
  return year4 >= 1 && year4 <= 9999 ? result.toISOString() : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A UUID as every API route takes it (RFC 9562, versions 1 to 8). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** 32 hex digits with the hyphens of a UUID, lower case. */
export function hyphenate(hex: string): string {
  const h = hex.toLowerCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** A name-based UUID (RFC 9562 version 8) from the first 16 bytes of a SHA-256 digest. */
export function uuidFromDigest(digest: Uint8Array): string {
  if (digest.length < 16) throw new Error("a digest of at least 16 bytes is needed");
  const bytes = Array.from(digest.slice(0, 16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  return hyphenate(bytes.map((b) => b.toString(16).padStart(2, "0")).join(""));
}

/** The SHA-256 of a text, given by the caller (node:crypto on the server): the parsers stay pure. */
export type Sha256 = (text: string) => Uint8Array;
