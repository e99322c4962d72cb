// Entry input as the client sends it and the server validates it (spec §3 fields, camelCase).
import { z } from "zod";
import { MOODS } from "./types";

export const MAX_ENTRY_TEXT = 20_000;
export const MAX_DURATION_SECONDS = 3_600;
export const MAX_LIST_ITEMS = 3;

const Scale10Schema = z.number().int("must be a whole number").min(1).max(10);

export const EntryInputSchema = z
  .object({
    id: z.uuid({ error: "must be a UUID" }),
    entryText: z.string().trim().min(1, "must not be empty").max(MAX_ENTRY_TEXT),
    emotion: z.string().trim().min(1).max(40),
    language: z.string().min(2).max(10).default("en"),
    duration: z.number().min(0).max(MAX_DURATION_SECONDS).default(0),
    emotionIntensity: Scale10Schema.default(5),
    mood: z.enum(MOODS).default("neutral"),
    wellnessScore: Scale10Schema.default(5),
    aiInsights: z.string().max(5_000).nullable().default(null),
    aiSuggestions: z.array(z.string().max(1_000)).max(MAX_LIST_ITEMS).default([]),
    themes: z.array(z.string().max(60)).max(MAX_LIST_ITEMS).default([]),
    isAiGenerated: z.boolean().default(false),
  })
  .strict();

export type EntryInput = z.input<typeof EntryInputSchema>;
export type ParsedEntryInput = z.output<typeof EntryInputSchema>;
