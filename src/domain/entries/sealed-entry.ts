// The sealed entry (decision 013): all of an entry's sensitive fields serialised once and sealed
// as one AES-256-GCM envelope (./envelope.ts), by the server with its key or, for a private
// journal, by the browser with the person's own key. Pure: the payload's (de)serialisation, and the
// shapes of a page of entries some of which could not be opened.
import { CHECK_IN_KIND } from "../check-in/kinds";
import { JournalEntrySchema } from "../contract/entries";
import type { JournalEntry } from "../types";

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

/**
 * The payload as the server and the browser accept it: the entry's fields without its id and time
 * stamps. Unknown extra fields are dropped, a media list too (it lives in its own table, decision
 * 050); `editedAt`, `dateOnly`, `emotionSetBy` and `kind` stay absent when the JSON has none, and
 * `kind: "reflection"` is dropped too, as a reflection says nothing (decision 048).
 */
const EntryPayloadSchema = JournalEntrySchema.omit({ id: true, createdAt: true, updatedAt: true, media: true }).transform(
  ({ kind, ...payload }): EntryPayload => (kind === CHECK_IN_KIND ? { ...payload, kind } : payload),
);

/** The payload from its JSON, or null when it is not one (a bug or a format this code does not know). */
export function parseEntryPayload(json: string): EntryPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = EntryPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
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

/** A page of entries as the API returns it: readable entries in the API's entry shape, the others reported beside them. */
export interface EntryPage {
  entries: JournalEntry[];
  nextCursor: string | null;
  unreadable: UnreadableEntry[];
  sealed: BrowserSealedEntry[];
}
