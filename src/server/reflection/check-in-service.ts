// Saving a check-in (decision 048): the person's feeling and strength, and an optional line read for
// crisis language in the capture language, as a reflection's words are (decision 009). No analyser,
// no cloud and no allowance: the result is built by the pure rules every path shares. Stored once
// per client id; a retry answers from storage, its crisis read again from its line.
import { checkInFields, checkInResult } from "../../domain/check-in/check-in";
import type { CheckInRequestSchema } from "../../domain/contract/check-ins";
import { resolveCrisisLines } from "../../domain/crisis/lines";
import type { JournalEntry, OrchestratorResult } from "../../domain/types";
import type { z } from "zod";
import type { EntryQueries } from "../db/entry-queries";
import { HttpError } from "../lib/http-error";

export interface CheckInDeps {
  entries: Pick<EntryQueries, "save" | "findWithReply">;
  now: () => Date;
  /** CRISIS_REGION: the crisis lines to show whatever the person's locale. */
  crisisRegion?: string;
}

export interface CheckInOutcome {
  result: OrchestratorResult;
  entry: JournalEntry;
  created: boolean;
}

const earlierOf = (a: Date, b: Date): Date => (a.getTime() < b.getTime() ? a : b);

export function createCheckInService(deps: CheckInDeps) {
  return {
    async checkIn(
      userId: string,
      request: z.output<typeof CheckInRequestSchema>,
      context: { locale?: string; acceptLanguage?: string },
    ): Promise<CheckInOutcome> {
      const crisisLines = resolveCrisisLines({
        configuredRegion: deps.crisisRegion,
        locale: context.locale,
        language: request.language,
        acceptLanguage: context.acceptLanguage,
      });
      const stored = await deps.entries.findWithReply(userId, request.id);
      if (stored) {
        const { entry } = stored;
        const again = { emotion: entry.emotion, emotionIntensity: entry.emotionIntensity, note: entry.entryText, language: entry.language };
        return { result: checkInResult(again, { crisisLines }), entry, created: false };
      }
      const checkIn = {
        emotion: request.emotion,
        emotionIntensity: request.emotionIntensity,
        note: request.note,
        language: request.language,
      };
      const result = checkInResult(checkIn, { crisisLines });
      const saved = await deps.entries.save(userId, {
        id: request.id,
        language: request.language,
        duration: 0,
        ...checkInFields(checkIn, result),
        aiResponse: result.aiResponse,
        ...(request.recordedAt ? { createdAt: earlierOf(new Date(request.recordedAt), deps.now()) } : {}),
      });
      if (!saved) throw new HttpError(409, "conflict", "An entry with this id already exists.");
      return { result, entry: saved.entry, created: saved.created };
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
