// Entry input as the client sends it and the server validates it (the entry's fields, camelCase).
import { z } from "zod";
import { CHECK_IN_KIND, EMPTY_TEXT_MESSAGE, ENTRY_KINDS } from "../check-in/kinds";
import { MOODS } from "../types";

export const MAX_ENTRY_TEXT = 20_000;
export const MAX_DURATION_SECONDS = 3_600;
const MAX_LIST_ITEMS = 3;

export const NUL_MESSAGE = "must not contain the NUL character (\\u0000)";
export const LANGUAGE_TAG_MESSAGE = "must be a language tag such as en or en-US";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with each lone UTF-16 surrogate replaced by U+FFFD, as its UTF-8 encoding would store it anyway. */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}

/**
 * A string the database can store: the NUL character is refused (PostgreSQL text cannot hold it),
 * lone surrogates become U+FFFD. Length checks go in `base`; the replacement keeps the length.
 */
function storableText<T extends z.ZodString>(base: T) {
  return base.refine((text) => !text.includes("\u0000"), NUL_MESSAGE).transform(wellFormed);
}

/**
 * Seconds, 0 to 3600, kept to a tenth of a second: a denormal such as 1e-50 or 5e-324 is a
 * duration of 0, not a value the database's real column refuses.
 */
const DurationSchema = z
  .number()
  .min(0)
  .max(MAX_DURATION_SECONDS)
  .transform((seconds) => Math.round(seconds * 10) / 10);

const Scale10Schema = z.number().int("must be a whole number").min(1).max(10);

/**
 * An entry's id as the client sends it (a UUID in any letter case), in lower case. The database's
 * uuid type prints ids in lower case while each envelope is bound to the id it is sealed with
 * (decision 013), so an id kept as sent in upper case (Swift's uuidString) would be sealed under
 * one spelling and read under the other: the entry would become unreadable (decision 030).
 */
export function entryIdSchema(message = "must be a UUID") {
  return z.uuid({ error: message }).transform((id) => id.toLowerCase());
}

export const EntryInputSchema = z
  .object({
    id: entryIdSchema(),
    // empty only on a check-in, whose line is optional (decision 048)
    entryText: storableText(z.string().trim().max(MAX_ENTRY_TEXT)),
    emotion: storableText(z.string().trim().min(1).max(40)),
    language: z
      .string()
      .min(2)
      .max(10)
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/, LANGUAGE_TAG_MESSAGE)
      .default("en"),
    duration: DurationSchema.default(0),
    emotionIntensity: Scale10Schema.default(5),
    mood: z.enum(MOODS).default("neutral"),
    wellnessScore: Scale10Schema.default(5),
    aiInsights: storableText(z.string().max(5_000)).nullable().default(null),
    aiSuggestions: z
      .array(storableText(z.string().max(1_000)))
      .max(MAX_LIST_ITEMS)
      .default([]),
    themes: z
      .array(storableText(z.string().max(60)))
      .max(MAX_LIST_ITEMS)
      .default([]),
    isAiGenerated: z.boolean().default(false),
    /** A check-in (decision 048); absent or "reflection" for a reflection. */
    kind: z.enum(ENTRY_KINDS).optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    if (entry.entryText === "" && entry.kind !== CHECK_IN_KIND)
      ctx.addIssue({ code: "custom", path: ["entryText"], message: EMPTY_TEXT_MESSAGE });
  });
