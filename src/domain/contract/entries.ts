// /api/entries: the list (GET ?limit=&cursor=), a save (POST, idempotent on the client's id) and a
// delete (DELETE /:id, 204). The entry input itself is entry-schema.ts's (the browser replica
// and imports read it too).
import { z } from "zod";
import { EntryInputSchema } from "../entry-schema";
import { MoodSchema } from "./analysis";

export { EntryInputSchema };

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 200;
/** A cursor is the server's own (base64 of a time and an id); anything longer is not one. */
const MAX_CURSOR_CHARS = 200;

export const EntryListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(MAX_CURSOR_CHARS).optional(),
});

export const EntryIdSchema = z.uuid({ error: "id must be a UUID" });

/** An entry as the API returns it (spec §3 fields in camelCase). */
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
});

const EntryStampsSchema = z.object({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });

/** A page of my entries, newest first; those that could not be opened or were sealed in the browser are reported beside them (decision 013). */
export const EntryPageSchema = z.object({
  entries: z.array(JournalEntrySchema),
  nextCursor: z.string().nullable(),
  /** Entries the server holds but could not open: the client shows they exist. */
  unreadable: z.array(EntryStampsSchema),
  /** Entries sealed in the browser: their envelopes (base64), for the person's own key. */
  sealed: z.array(EntryStampsSchema.extend({ envelope: z.string() })),
});
export type EntryPageResponse = z.output<typeof EntryPageSchema>;

/** POST /api/entries: 201 with the new entry, 200 with the stored one when the id was saved before. */
export const SavedEntrySchema = z.object({ entry: JournalEntrySchema });
export type SavedEntryResponse = z.output<typeof SavedEntrySchema>;
