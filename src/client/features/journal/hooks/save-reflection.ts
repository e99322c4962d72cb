// Where a reflection's words go when it is saved: to the server, which answers and keeps them (the
// reply streamed in); in a private journal, answered and sealed here first (decision 021); and with the
// server out of reach, answered on the device and kept in the outbox to sync later (decision 020).
import type { CrisisLines } from "../../../../domain/crisis/lines";
import type { OrchestratorResult } from "../../../../domain/types";
import { ApiError, TIMEOUT_ERROR_CODE } from "../../../lib/api-client";
import { markSavedOnDevice } from "../../../lib/outbox/pending-reflections";
import { putSealedEntry } from "../../../lib/private-journal/sealed-entries";
import { keepRecentReply, recentAnswersOnDevice } from "../../../lib/replica/recent-answers";
import { saveReflection } from "../api/create-reflection";
import type { ReflectionInput } from "../api/create-reflection";
import { deviceEntry } from "../lib/outbox-sync";

/** What a save gives back: the answer, and whether it was kept on the device for a later sync. */
interface SavedReflection {
  result: OrchestratorResult;
  savedOnDevice: boolean;
}

/** No answer from the server at all (offline, or it is down): not a timeout, after which it may have the words. */
export function serverOutOfReach(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.code !== TIMEOUT_ERROR_CODE;
}

/**
 * The device's own answer (the server's no-provider pipeline, crisis step included); its model loads
 * only now. Its reply and suggestions avoid those of the newest entries in the replica (decision 028).
 */
async function answerOnDevice(
  userId: string,
  key: CryptoKey | null,
  input: ReflectionInput,
  crisisLines: CrisisLines,
): Promise<OrchestratorResult> {
  const [{ reflectOnDevice }, recent] = await Promise.all([
    import("../../../../domain/reflection/on-device"),
    recentAnswersOnDevice(userId, key),
  ]);
  const result = await reflectOnDevice(input, { random: Math.random, crisisLines, recent });
  await keepRecentReply(userId, result.aiResponse);
  return result;
}

/**
 * Saves one reflection. `key`: the private journal's sealing key, or null for an ordinary journal;
 * `onChunk` receives the server's reply as it streams in.
 */
export async function saveOrAnswerOnDevice(
  userId: string,
  key: CryptoKey | null,
  input: ReflectionInput,
  crisisLines: CrisisLines,
  onChunk: (chunk: string) => void,
): Promise<SavedReflection> {
  if (key && input.mode === "voice") {
    const result = await answerOnDevice(userId, key, input, crisisLines);
    const entry = deviceEntry(input, result);
    try {
      await putSealedEntry(key, userId, entry, input.recordedAt);
      return { result, savedOnDevice: false };
    } catch (error) {
      // Out of reach: kept with the device's answer, sealed and sent when the server is back.
      if (!serverOutOfReach(error) || !(await markSavedOnDevice(userId, input.id, entry))) throw error;
      return { result, savedOnDevice: true };
    }
  }
  try {
    const saved = await saveReflection(input, onChunk);
    // kept for the device's next answer to avoid, should it answer offline (an ordinary journal's replica holds its words already)
    if (input.mode === "voice") void keepRecentReply(userId, saved.result.aiResponse);
    return { result: saved.result, savedOnDevice: false };
  } catch (error) {
    // Offline (decision 020): the device answers with the same local pipeline and the words wait
    // in the browser to sync; a conversational turn is not saved, so it fails as before.
    if (input.mode !== "voice" || !serverOutOfReach(error)) throw error;
    // The analyser's model is large: loaded only now; the service worker has it offline.
    const result = await answerOnDevice(userId, null, input, crisisLines);
    // Not in the outbox (it was full): not kept anywhere, so it fails with its words on screen.
    if (!(await markSavedOnDevice(userId, input.id, deviceEntry(input, result)))) throw error;
    return { result, savedOnDevice: true };
  }
}
