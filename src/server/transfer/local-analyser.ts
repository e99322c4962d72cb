// Imported entries are analysed on this server, never by a cloud provider and never from the AI
// allowance: the reflection pipeline run with no providers, which is the local path of every
// reflection (keyword analyser and local wellness, detected themes, template insight, canned
// suggestions, the short-text acknowledgment, and crisis detection made safe last). The source's
// own tags come first among the themes. Ripple's own export keeps its stored analysis as is.
import type { CrisisLines } from "../../domain/crisis/lines";
import { entryFieldsOf } from "../../domain/entry-fields";
import type { EntryPayload } from "../../domain/sealed-entry";
import type { ImportedEntry } from "../../domain/transfer/imported-entry";
import { runReflection } from "../reflection/pipeline";

const MAX_THEMES = 3;

export interface LocalAnalyserOptions {
  crisisLines: CrisisLines;
  random?: () => number;
}

/** The entry's stored fields: its own analysis, or one made on the device. */
export async function payloadForImport(entry: ImportedEntry, options: LocalAnalyserOptions): Promise<EntryPayload> {
  const edited = entry.editedAt ? { editedAt: entry.editedAt } : {};
  if (entry.analysis) return { entryText: entry.entryText, ...entry.analysis, ...edited };
  const result = await runReflection(
    { transcript: entry.entryText, duration: 0, speechDetected: true },
    // no providers: nothing leaves the server and nothing is taken from the allowance
    { services: {}, cloudAllowed: true, deadlineMs: 1_000, random: options.random ?? Math.random, crisisLines: options.crisisLines },
  );
  const themes = [...new Set([...(entry.tags ?? []), ...result.analysis.themes])].slice(0, MAX_THEMES);
  return {
    entryText: entry.entryText,
    language: "en",
    duration: 0,
    ...entryFieldsOf(result),
    themes,
    isAiGenerated: false,
    ...edited,
  };
}
