// A reflection answered on the device alone (offline, decision 020; a private journal, decision 021)
// and an imported entry's analysis (on the server for an ordinary journal, in the browser for a
// private one): the one pipeline with the local steps, the same path the server takes with no
// providers. Pure: the random source and the crisis lines are passed in.
import type { CrisisLines } from "../crisis/lines";
import type { EntryPayload } from "../entries/sealed-entry";
import type { Random } from "../lib/pick";
import type { RecentAnswers } from "../replies/local-replies";
import type { ImportedEntry } from "../transfer/imported-entry";
import { analysedPayload, importLanguage, storedPayload } from "../transfer/imported-payload";
import type { OrchestratorResult } from "../types";
import { localSteps } from "./local-steps";
import type { ReflectionInput } from "./pipeline";
import { runPipeline } from "./pipeline";

export interface OnDeviceOptions {
  random: Random;
  crisisLines: CrisisLines;
  /** What the person's last entries answered (from the device's replica): the new reply and suggestions avoid it (decision 028). */
  recent?: RecentAnswers;
}

export function reflectOnDevice(input: ReflectionInput, options: OnDeviceOptions): Promise<OrchestratorResult> {
  return runPipeline(input, { steps: localSteps(options.random), crisisLines: options.crisisLines, recent: options.recent });
}

/**
 * An imported entry's stored fields: its own analysis (Ripple's export keeps it as it was), or the
 * local one, never a cloud provider's and never from the AI allowance, read in the entry's language
 * (the file's, else its words'): the analyser, the local prose and the crisis detector.
 */
export async function payloadForImport(entry: ImportedEntry, options: Omit<OnDeviceOptions, "recent">): Promise<EntryPayload> {
  const stored = storedPayload(entry);
  if (stored) return stored;
  const input = { transcript: entry.entryText, duration: 0, speechDetected: true, language: importLanguage(entry) };
  return analysedPayload(entry, await reflectOnDevice(input, options));
}
