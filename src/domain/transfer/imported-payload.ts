// What an imported entry is stored as: its own analysis (Ripple's export keeps it as it was), or
// the one made for it by the reflection pipeline with the local steps (payloadForImport in
// src/domain/reflection/on-device.ts: on the server for an ordinary journal, in the browser for a
// private one). The source's own tags come first among the themes; a date-only entry says so.
// Pure: the caller runs the analysis.
import { identifyLanguage } from "../crisis/language-id";
import { entryFieldsOf } from "../entries/entry-fields";
import type { EntryPayload } from "../entries/sealed-entry";
import type { OrchestratorResult } from "../types";
import type { ImportedEntry } from "./imported-entry";

const MAX_THEMES = 3;

/**
 * The language an imported entry is analysed in and stored with: the file's, when it gives one;
 * else the language its words are plainly written in (crisis/language-id.ts); else English.
 */
export function importLanguage(entry: Pick<ImportedEntry, "language" | "entryText">): string {
  return entry.language ?? identifyLanguage(entry.entryText).language ?? "en";
}

/** The stored fields of an entry that came with its analysis; null when it needs one made. */
export function storedPayload(entry: ImportedEntry): EntryPayload | null {
  if (!entry.analysis) return null;
  return {
    entryText: entry.entryText,
    ...entry.analysis,
    ...(entry.editedAt ? { editedAt: entry.editedAt } : {}),
    ...(entry.dateOnly ? { dateOnly: true as const } : {}),
  };
}

/** The stored fields of an entry analysed here (`result` is the local analysis of its words, read in importLanguage's language). */
export function analysedPayload(entry: ImportedEntry, result: OrchestratorResult): EntryPayload {
  const themes = [...new Set([...(entry.tags ?? []), ...result.analysis.themes])].slice(0, MAX_THEMES);
  return {
    entryText: entry.entryText,
    language: importLanguage(entry),
    duration: 0,
    ...entryFieldsOf(result),
    themes,
    isAiGenerated: false,
    ...(entry.editedAt ? { editedAt: entry.editedAt } : {}),
    ...(entry.dateOnly ? { dateOnly: true as const } : {}),
  };
}
