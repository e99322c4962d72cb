// The sealed entry (decision 013): all of an entry's sensitive fields serialised once and sealed
// as one AES-256-GCM envelope, by the server with its key or, for a private journal, by the
// browser with the person's own key. Pure: the envelope layout, format bytes, associated data
// and payload (de)serialisation; the AES-GCM itself is the caller's (node:crypto or WebCrypto).
import { CHECK_IN_KIND } from "../check-in/kinds";
import type { JournalEntry, Mood } from "../types";
import { MOODS } from "../types";

/**
 * The first byte of every envelope. Below 0x80: sealed by the server with its key. From 0x80:
 * sealed in the browser with the person's own key, which the server never holds — it keeps and
 * returns those envelopes as they are, whatever their version.
 */
export const ENVELOPE_FORMAT = { serverV2: 0x02, browserV1: 0x80 } as const;
const FIRST_BROWSER_FORMAT = 0x80;
export const ENVELOPE_NONCE_BYTES = 12;
export const ENVELOPE_TAG_BYTES = 16;
/** format byte | 12-byte nonce | ciphertext | 16-byte tag (last, as WebCrypto's AES-GCM returns it). */
export const ENVELOPE_OVERHEAD = 1 + ENVELOPE_NONCE_BYTES + ENVELOPE_TAG_BYTES;

export type EnvelopeOwner = "server" | "browser";

export function envelopeOwner(format: number): EnvelopeOwner {
  return format >= FIRST_BROWSER_FORMAT ? "browser" : "server";
}

/** What a sealed value is for: part of the associated data, so a payload cannot move between columns. */
export const SEAL_PURPOSE = {
  entry: "journal_entries.sealed",
  reply: "journal_entries.sealed_reply",
  /** A sync cursor (decision 032): sealed by the server for one person, never stored. */
  syncCursor: "entry_changes.cursor",
  /** A photo or recording sealed in the browser (decision 050); rowId is the media item's id. */
  media: "entry_media.bytes",
} as const;
type SealPurpose = (typeof SEAL_PURPOSE)[keyof typeof SEAL_PURPOSE];

/** The row a sealed value belongs to. */
export interface SealBinding {
  purpose: SealPurpose;
  userId: string;
  rowId: string;
}

/**
 * AES-GCM associated data: the UTF-8 bytes of the JSON array [purpose, format, userId, rowId].
 * A payload copied to another row, account, column or format fails to open.
 */
export function sealAssociatedDataText(format: number, binding: SealBinding): string {
  return JSON.stringify([binding.purpose, format, binding.userId, binding.rowId]);
}

/** The associated data's bytes (the server encodes the same text with Buffer, which is faster in Node). */
export function sealAssociatedData(format: number, binding: SealBinding): Uint8Array {
  return new TextEncoder().encode(sealAssociatedDataText(format, binding));
}

/** Every field of an entry except its id and time stamps: what the sealed payload holds. */
export type EntryPayload = Omit<JournalEntry, "id" | "createdAt" | "updatedAt">;

/** The payload as JSON, fields in the entry's order (unknown extra fields are left out; `editedAt`, `dateOnly`, `emotionSetBy` and a check-in's `kind` only when set). */
export function serialiseEntryPayload(payload: EntryPayload): string {
  const fields: EntryPayload = {
    entryText: payload.entryText,
    emotion: payload.emotion,
    language: payload.language,
    duration: payload.duration,
    emotionIntensity: payload.emotionIntensity,
    mood: payload.mood,
    wellnessScore: payload.wellnessScore,
    aiInsights: payload.aiInsights,
    aiSuggestions: payload.aiSuggestions,
    themes: payload.themes,
    isAiGenerated: payload.isAiGenerated,
    ...(payload.editedAt === undefined ? {} : { editedAt: payload.editedAt }),
    ...(payload.dateOnly === true ? { dateOnly: true as const } : {}),
    ...(payload.emotionSetBy === "person" ? { emotionSetBy: "person" as const } : {}),
    // a reflection says nothing: payloads written before check-ins read the same (decision 048)
    ...(payload.kind === CHECK_IN_KIND ? { kind: CHECK_IN_KIND } : {}),
  };
  return JSON.stringify(fields);
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

/** The payload from its JSON, or null when it is not one (a bug or a format this code does not know). */
export function parseEntryPayload(json: string): EntryPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const p = value as Record<string, unknown>;
  const ok =
    typeof p.entryText === "string" &&
    typeof p.emotion === "string" &&
    typeof p.language === "string" &&
    typeof p.duration === "number" &&
    typeof p.emotionIntensity === "number" &&
    typeof p.mood === "string" &&
    (MOODS as readonly string[]).includes(p.mood) &&
    typeof p.wellnessScore === "number" &&
    (p.aiInsights === null || typeof p.aiInsights === "string") &&
    isStringArray(p.aiSuggestions) &&
    isStringArray(p.themes) &&
    typeof p.isAiGenerated === "boolean" &&
    (p.editedAt === undefined || typeof p.editedAt === "string") &&
    (p.dateOnly === undefined || p.dateOnly === true) &&
    (p.emotionSetBy === undefined || p.emotionSetBy === "person") &&
    (p.kind === undefined || p.kind === "reflection" || p.kind === CHECK_IN_KIND);
  if (!ok) return null;
  return {
    entryText: p.entryText as string,
    emotion: p.emotion as string,
    language: p.language as string,
    duration: p.duration as number,
    emotionIntensity: p.emotionIntensity as number,
    mood: p.mood as Mood,
    wellnessScore: p.wellnessScore as number,
    aiInsights: p.aiInsights as string | null,
    aiSuggestions: p.aiSuggestions as string[],
    themes: p.themes as string[],
    isAiGenerated: p.isAiGenerated as boolean,
    // absent stays absent: an entry never edited has no editedAt at all
    ...(p.editedAt === undefined ? {} : { editedAt: p.editedAt as string }),
    // only an imported entry dated by its day alone has it
    ...(p.dateOnly === true ? { dateOnly: true as const } : {}),
    // only an entry whose emotion the person chose (decision 026)
    ...(p.emotionSetBy === "person" ? { emotionSetBy: "person" as const } : {}),
    // only a check-in (decision 048)
    ...(p.kind === CHECK_IN_KIND ? { kind: CHECK_IN_KIND } : {}),
  };
}

/** An entry the server holds but could not open (a payload moved from another row, a lost key): the client shows `This entry could not be opened`. */
export interface UnreadableEntry {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** An entry sealed in the browser: passed through as its envelope (base64), for the person's own key to open. */
export interface BrowserSealedEntry {
  id: string;
  createdAt: string;
  updatedAt: string;
  envelope: string;
}

/** A page of entries as the API returns it: readable entries in the spec's shape, the others reported beside them. */
export interface EntryPage {
  entries: JournalEntry[];
  nextCursor: string | null;
  unreadable: UnreadableEntry[];
  sealed: BrowserSealedEntry[];
}
