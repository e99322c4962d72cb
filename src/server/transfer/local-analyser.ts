// Imported entries are analysed on this server, never by a cloud provider and never from the AI
// allowance: the reflection pipeline run with no providers, which is the local path of every
// reflection (keyword analyser and local wellness, detected themes, template insight, canned
// suggestions, the short-text acknowledgment, and crisis detection made safe last). What is kept
// of it (the source's tags first among the themes) is imported-payload.ts, shared with a private
// journal's import in the browser. Ripple's own export keeps its stored analysis as is.
import type { CrisisLines } from "../../domain/crisis/lines";
import type { EntryPayload } from "../../domain/entries/sealed-entry";
import type { ImportedEntry } from "../../domain/transfer/imported-entry";
import { analysedPayload, importLanguage, storedPayload } from "../../domain/transfer/imported-payload";
import { runReflection } from "../reflection/pipeline";

export interface LocalAnalyserOptions {
  crisisLines: CrisisLines;
  random?: () => number;
}

/** The entry's stored fields: its own analysis, or one made on this server. */
export async function payloadForImport(entry: ImportedEntry, options: LocalAnalyserOptions): Promise<EntryPayload> {
  const stored = storedPayload(entry);
  if (stored) return stored;
  const result = await runReflection(
    // read in the entry's language (the file's, else its words'): the analyser, the local prose and the crisis detector
    { transcript: entry.entryText, duration: 0, speechDetected: true, language: importLanguage(entry) },
    // no providers: nothing leaves the server and nothing is taken from the allowance
    { services: {}, cloudAllowed: true, deadlineMs: 1_000, random: options.random ?? Math.random, crisisLines: options.crisisLines },
  );
  return analysedPayload(entry, result);
}
