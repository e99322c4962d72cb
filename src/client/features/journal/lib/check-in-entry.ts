// A check-in as the browser keeps and sends it (decision 048): kept in the outbox like a reflection
// (its line as the words, the feeling and strength beside them), sent to POST /api/check-ins, and,
// offline or in a private journal, made into its entry here by the same rules the server uses.
import type { CheckInRequest } from "../../../../domain/contract/check-ins";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import type { JournalEntry, OrchestratorResult } from "../../../../domain/types";
import type { PendingReflection } from "../../../lib/outbox/pending-reflections";

export interface CheckInChoice {
  emotion: string;
  emotionIntensity: number;
  /** The optional line, "" for none. */
  note: string;
}

export type PendingCheckIn = PendingReflection & { checkIn: NonNullable<PendingReflection["checkIn"]> };

export const isPendingCheckIn = (item: PendingReflection): item is PendingCheckIn => item.checkIn !== undefined;

/** The outbox's item for a check-in made now. */
export function pendingCheckIn(id: string, choice: CheckInChoice, language: string | undefined, keptAt: Date): PendingCheckIn {
  return {
    id,
    transcript: choice.note,
    duration: 0,
    speechDetected: choice.note !== "",
    ...(language ? { language } : {}),
    keptAt: keptAt.toISOString(),
    checkIn: { emotion: choice.emotion, emotionIntensity: choice.emotionIntensity },
  };
}

/** The request for a kept check-in: with the time it was made. */
export function checkInRequestOf(item: PendingCheckIn): Omit<CheckInRequest, "locale"> {
  return {
    id: item.id,
    emotion: item.checkIn.emotion,
    emotionIntensity: item.checkIn.emotionIntensity,
    note: item.transcript,
    ...(item.language ? { language: item.language } : {}),
    recordedAt: item.keptAt,
  };
}

/** The check-in answered on this device (offline, or a private journal): its result and its entry. Loads the crisis detector. */
export async function checkInOnDevice(
  item: PendingCheckIn,
  crisisLines: CrisisLines,
): Promise<{ result: OrchestratorResult; entry: JournalEntry }> {
  const { checkInFields, checkInResult } = await import("../../../../domain/check-in/check-in");
  const checkIn = { ...item.checkIn, note: item.transcript, language: item.language };
  const result = checkInResult(checkIn, { crisisLines });
  const entry: JournalEntry = {
    id: item.id,
    language: item.language ?? "en",
    duration: 0,
    ...checkInFields(checkIn, result),
    createdAt: item.keptAt,
    updatedAt: item.keptAt,
  };
  return { result, entry };
}
