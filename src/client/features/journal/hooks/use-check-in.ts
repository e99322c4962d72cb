// Saving a check-in (decision 048) the way a reflection is saved: kept in the outbox first, so
// nothing is lost to a closed tab; sent to the server, which answers with the result (the crisis
// lines when the line holds crisis language) and the entry; offline, answered on this device and
// kept to sync when the connection returns; in a private journal, made and sealed here. The save is
// one TanStack Query mutation for both journals; the lists are fetched again in its onSuccess.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import type { JournalEntry, OrchestratorResult } from "../../../../domain/types";
import { ApiError } from "../../../lib/api-client";
import { readCaptureSettings } from "../../../lib/capture-settings";
import { newId } from "../../../lib/new-id";
import { forgetPendingReflection, keepPendingReflection, markSavedOnDevice } from "../../../lib/outbox/pending-reflections";
import { sealingKey, usePrivateJournal } from "../../../lib/private-journal/private-journal-context";
import { putSealedEntry } from "../../../lib/private-journal/sealed-entries";
import { refreshAfterSave } from "../../../lib/refresh-after-save";
import { createCheckIn } from "../api/create-check-in";
import type { CheckInChoice, PendingCheckIn } from "../lib/check-in-entry";
import { checkInOnDevice, checkInRequestOf, pendingCheckIn } from "../lib/check-in-entry";
import { serverOutOfReach } from "./save-reflection";

export interface SavedCheckIn {
  result: OrchestratorResult;
  entry: JournalEntry;
  /** Answered on this device while the server was out of reach: it syncs later. */
  savedOnDevice: boolean;
}

interface Options {
  crisisLinesFor: (language: string | undefined) => CrisisLines;
  /** The journal's outbox sync: asked to try soon after a check-in was kept on the device. */
  kickOutbox: () => void;
}

export function useCheckIn(userId: string, { crisisLinesFor, kickOutbox }: Options) {
  const queryClient = useQueryClient();
  const privateKey = sealingKey(usePrivateJournal());

  /** Kept on the device with its entry (false when the outbox is full: then it is not saved anywhere). */
  async function keepOnDevice(item: PendingCheckIn, error: unknown): Promise<SavedCheckIn> {
    const answered = await checkInOnDevice(item, crisisLinesFor(item.language));
    if (!(await markSavedOnDevice(userId, item.id, answered.entry))) throw error;
    kickOutbox();
    return { ...answered, savedOnDevice: true };
  }

  async function saveCheckIn(choice: CheckInChoice): Promise<SavedCheckIn> {
    const item = pendingCheckIn(newId(), choice, readCaptureSettings().language, new Date());
    await keepPendingReflection(userId, item);
    if (privateKey) {
      const answered = await checkInOnDevice(item, crisisLinesFor(item.language));
      try {
        await putSealedEntry(privateKey, userId, answered.entry, item.keptAt);
      } catch (error) {
        if (!serverOutOfReach(error)) throw error;
        return keepOnDevice(item, error);
      }
      await forgetPendingReflection(userId, item.id);
      return { ...answered, savedOnDevice: false };
    }
    try {
      const { result, entry } = await createCheckIn(checkInRequestOf(item));
      await forgetPendingReflection(userId, item.id);
      return { result, entry, savedOnDevice: false };
    } catch (error) {
      if (!serverOutOfReach(error)) {
        // refused as invalid: not kept, the sheet says so and keeps the choice; any other failure
        // stays in the outbox, which sends it again later
        if (error instanceof ApiError && error.status === 400) await forgetPendingReflection(userId, item.id);
        throw error;
      }
      return keepOnDevice(item, error);
    }
  }

  const save = useMutation({
    mutationFn: saveCheckIn,
    // the server has it (a private journal's sealed, an ordinary one's with its entry): the lists are fetched again
    onSuccess: (saved) => {
      if (!saved.savedOnDevice) void refreshAfterSave(queryClient, userId, privateKey ? undefined : saved.entry);
    },
  });
  return (choice: CheckInChoice): Promise<SavedCheckIn> => save.mutateAsync(choice);
}
