// /api/entries: the list (GET ?limit=&cursor=), the changes since a sync cursor (GET /changes), a save
// (POST, idempotent on the client's id), an edit (PATCH /:id), a re-analysis (POST /:id/reanalyse)
// and a delete (DELETE /:id, 204). The entry input itself is entry-schema.ts's (the browser replica
// and imports read it too).
import { z } from "zod";
import { ENTRY_KINDS } from "../check-in/kinds";
import { EMOTION_CHOICE_MESSAGE, INTENSITY_CHOICE_MESSAGE, isPickableEmotion } from "../analysis/emotion-choices";
import { EntryInputSchema, MAX_ENTRY_TEXT, NUL_MESSAGE, entryIdSchema, wellFormed } from "../entries/entry-schema";
import { MoodSchema } from "./analysis";
import { MediaItemSchema } from "./media";

export { EntryInputSchema };

const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** A cursor is the server's own (base64 of a time and an id); anything longer is not one. */
const MAX_CURSOR_CHARS = 200;

export const EntryListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(MAX_CURSOR_CHARS).optional(),
});

/** An entry id in a path, lower-cased as a body's is (decision 030). */
export const EntryIdSchema = entryIdSchema("id must be a UUID");

/** An entry as the API returns it, its fields in camelCase. */
export const JournalEntrySchema = z.object({
  id: z.string(),
  entryText: z.string(),
  emotion: z.string(),
  language: z.string(),
  duration: z.number(),
  emotionIntensity: z.number(),
  mood: MoodSchema,
  wellnessScore: z.number(),
  aiInsights: z.string().nullable(),
  aiSuggestions: z.array(z.string()),
  themes: z.array(z.string()),
  isAiGenerated: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the text was last edited by its author (PATCH); absent on an entry never edited. */
  editedAt: z.string().optional(),
  /** Its source gave a day and no time (an imported note): `createdAt` is noon UTC that day. Absent otherwise. */
  dateOnly: z.literal(true).optional(),
  /** The person chose the emotion and intensity themselves (decision 026); absent when they are the analysis's. */
  emotionSetBy: z.literal("person").optional(),
  /** "check-in": a feeling and strength the person chose, with an optional line (decision 048); absent on a reflection. */
  kind: z.enum(ENTRY_KINDS).optional(),
  /** Its recording and photos (decision 050), oldest first; absent when it has none. */
  media: z.array(MediaItemSchema).optional(),
});

const EntryStampsSchema = z.object({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
/** An entry sealed in the browser: its envelope (base64) for the person's own key, and its media (decision 050; absent when none). */
const SealedEntryStampsSchema = EntryStampsSchema.extend({ envelope: z.string(), media: z.array(MediaItemSchema).optional() });

/** A page of my entries, newest first; those that could not be opened or were sealed in the browser are reported beside them (decision 013). */
export const EntryPageSchema = z.object({
  entries: z.array(JournalEntrySchema),
  nextCursor: z.string().nullable(),
  /** Entries the server holds but could not open: the client shows they exist. */
  unreadable: z.array(EntryStampsSchema),
  /** Entries sealed in the browser: their envelopes (base64), for the person's own key. */
  sealed: z.array(SealedEntryStampsSchema),
});
export type EntryPageResponse = z.output<typeof EntryPageSchema>;

/** POST /api/entries: 201 with the new entry, 200 with the stored one when the id was saved before. */
export const SavedEntrySchema = z.object({ entry: JournalEntrySchema });
export type SavedEntryResponse = z.output<typeof SavedEntrySchema>;

/** GET /api/entries/changes?since=&limit=: what changed after a sync cursor (none: from the beginning). */
export const EntryChangesQuerySchema = z.strictObject({
  since: z.string().max(MAX_CURSOR_CHARS).optional(),
  limit: z.coerce.number().int().min(1).max(1_000).default(500),
});

/**
 * Changes in the order they happened, at most `limit` of them: entries created or changed
 * (`entries`, in their latest state) and entries deleted (`deleted`, tombstones). Within one
 * answer an id appears once, in its latest state. `cursor` is passed as `since` next time;
 * `hasMore` says to ask again at once. Entries that cannot be opened or were sealed in the
 * browser come in `unreadable` / `sealed`, as in a page.
 */
export const EntryChangesSchema = z.object({
  entries: z.array(JournalEntrySchema),
  deleted: z.array(z.object({ id: z.string(), deletedAt: z.string() })),
  unreadable: z.array(EntryStampsSchema),
  sealed: z.array(SealedEntryStampsSchema),
  cursor: z.string(),
  hasMore: z.boolean(),
});
export type EntryChangesResponse = z.output<typeof EntryChangesSchema>;

/**
 * PATCH /api/entries/:id: the new text, the person's own emotion and intensity (decision 026), or
 * both, and the `updatedAt` the change started from.
 */
export const EntryEditSchema = z
  .strictObject({
    entryText: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(MAX_ENTRY_TEXT)
      .refine((text) => !text.includes("\u0000"), NUL_MESSAGE)
      .transform(wellFormed)
      .optional(),
    emotion: z
      .string({ error: EMOTION_CHOICE_MESSAGE })
      .transform((emotion) => emotion.trim().toLowerCase())
      .refine(isPickableEmotion, EMOTION_CHOICE_MESSAGE)
      .optional(),
    emotionIntensity: z
      .number({ error: INTENSITY_CHOICE_MESSAGE })
      .int(INTENSITY_CHOICE_MESSAGE)
      .min(1, INTENSITY_CHOICE_MESSAGE)
      .max(10, INTENSITY_CHOICE_MESSAGE)
      .optional(),
    baseUpdatedAt: z.iso.datetime({ offset: true, error: "must be the entry's updatedAt (an ISO 8601 time)" }),
  })
  .refine((edit) => edit.entryText !== undefined || edit.emotion !== undefined || edit.emotionIntensity !== undefined, {
    error: "give entryText, emotion or emotionIntensity to change",
  });
export type EntryEdit = z.input<typeof EntryEditSchema>;

/** 409 on PATCH when the entry changed since `baseUpdatedAt`: the error, and the entry as it is now. */
export const EntryEditConflictSchema = z.object({
  error: z.object({ code: z.literal("edit_conflict"), message: z.string() }),
  entry: JournalEntrySchema,
});

/** POST /api/entries/:id/reanalyse: the entry analysed again from its (edited) text, and the companion's new reply. */
export const ReanalysedEntrySchema = z.object({ entry: JournalEntrySchema, aiResponse: z.string() });
export type ReanalysedEntryResponse = z.output<typeof ReanalysedEntrySchema>;

/** Base64 of at most this many characters: a full entry's payload sealed, with room to spare. */
const MAX_ENVELOPE_CHARS = 400_000;

/**
 * PUT /api/entries/:id/sealed (decision 021): an entry of a private journal, sealed in the browser —
 * a new one or in place of the stored one. The server keeps the envelope as it is; it must be a
 * browser envelope (format byte 0x80 or more, decision 013). `createdAt` dates a new entry (a
 * reflection kept offline), capped at now; a replaced entry keeps its time.
 */
export const SealedEntryWriteSchema = z.strictObject({
  envelope: z
    .string()
    .max(MAX_ENVELOPE_CHARS)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: "must be base64" }),
  createdAt: z.iso.datetime({ offset: true, error: "must be an ISO 8601 time" }).optional(),
});

/** PUT /api/entries/:id, turning a private journal off: the entry opened in the browser, keeping when its text was last edited. */
export const OpenedEntryWriteSchema = EntryInputSchema.extend({
  editedAt: z.iso.datetime({ offset: true, error: "must be an ISO 8601 time" }).optional(),
  dateOnly: z.literal(true).optional(),
  emotionSetBy: z.literal("person").optional(),
});

/** The answer: the entry's stamps (its envelope is what was sent). */
export const SealedEntryWrittenSchema = z.object({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type SealedEntryWritten = z.output<typeof SealedEntryWrittenSchema>;
