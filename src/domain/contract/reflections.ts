// POST /api/reflections: a spoken reflection in, the orchestrator result and the saved entry out.
// With Accept: text/event-stream, "reply" events carry the reply as it is written, then one
// "result" event carries the same body as the JSON answer (or an "error" event).
import { z } from "zod";
import { EntryInputSchema, MAX_DURATION_SECONDS, MAX_ENTRY_TEXT, entryIdSchema } from "../entries/entry-schema";
import { OrchestratorResultSchema } from "./analysis";
import { JournalEntrySchema } from "./entries";
import { LocaleSchema } from "./locale";

/** The request's mode: a voice reflection, or one spoken turn of conversational mode. */
const REFLECTION_REQUEST_MODES = ["voice", "conversational"] as const;
export type ReflectionRequestMode = (typeof REFLECTION_REQUEST_MODES)[number];

/**
 * What the server does with a reflection. "voice": analysed, answered and saved as a ripple (a
 * finished conversation is saved this way too). "conversational-turn": one turn of a
 * conversation, read for its emotion, mood and flow only (the companion's reply comes from
 * /api/chat); nothing is generated beyond that and nothing is saved.
 */
export type ReflectionMode = "voice" | "conversational-turn";

export function reflectionModeOf(requested: ReflectionRequestMode): ReflectionMode {
  return requested === "conversational" ? "conversational-turn" : "voice";
}

export const ReflectionRequestSchema = z.strictObject({
  /** The client's UUID: the same reflection sent again is stored once. */
  id: entryIdSchema(),
  transcript: z.string().max(MAX_ENTRY_TEXT),
  /** Seconds. */
  duration: z.number().min(0).max(MAX_DURATION_SECONDS),
  speechDetected: z.boolean().default(true),
  mode: z.enum(REFLECTION_REQUEST_MODES).default("voice"),
  /** The browser's locale, for the regional crisis lines. */
  locale: LocaleSchema.optional(),
  /** The language the person spoke or wrote in (decision 020), stored as the entry's `language`; "en" when absent. */
  language: EntryInputSchema.shape.language.unwrap().optional(),
  /**
   * When the person spoke or wrote it, for a reflection that reaches the server late (kept offline
   * or after a failed save, decision 020): the entry keeps that time. A time ahead of the server's is
   * taken as now.
   */
  recordedAt: z.iso.datetime({ offset: true, error: "must be an ISO 8601 time" }).optional(),
  /**
   * A private journal's "Ask the AI about this" (decision 021): the words are analysed and answered
   * (cloud when configured), and nothing of them is stored or logged; `entry` is null. The
   * browser seals the result itself.
   */
  ephemeral: z.boolean().default(false),
});
export type ReflectionRequest = z.input<typeof ReflectionRequestSchema>;

/** The answer; `entry` is null for a conversational turn (nothing is saved). */
export const ReflectionResponseSchema = z.object({
  result: OrchestratorResultSchema,
  entry: JournalEntrySchema.nullable(),
});
export type ReflectionResponse = z.output<typeof ReflectionResponseSchema>;

/** The event names of the streamed answer; an "error" event carries the usual error body. */
export const REFLECTION_EVENTS = { reply: "reply", result: "result", error: "error" } as const;
/** A "reply" event: the next piece of the companion's reply. */
export const ReflectionReplyEventSchema = z.object({ text: z.string() });
