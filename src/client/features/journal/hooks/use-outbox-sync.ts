// Reflections answered on this device while the server was out of reach (decision 020) go to the server
// by themselves: when the browser says it is back online, and on a growing wait after a failed round
// (see syncRound). No reload needed; each one the server confirms is forgotten here, shown in the
// replica and announced. The recordings kept with entries (decision 051) follow their entries in the
// same round, and those left by an earlier visit are sent when the screen opens.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { refreshAfterSave } from "../../../lib/refresh-after-save";
import { requestSync } from "../../../lib/replica/sync-replica";
import { showToast } from "../../../ui/toast";
import { createReflection } from "../api/create-reflection";
import { deviceEntry, inputOfPending, nextSyncDelayMs, settleSynced, syncRound, syncedToastOf } from "../lib/outbox-sync";
import { forgetPendingReflection, readPendingReflections } from "../../../lib/outbox/pending-reflections";
import type { PendingReflection } from "../../../lib/outbox/pending-reflections";
import { putSealedEntry } from "../../../lib/private-journal/sealed-entries";
import type { CrisisLines } from "../../../../domain/crisis/lines";
import { createCheckIn } from "../api/create-check-in";
import { checkInOnDevice, checkInRequestOf, isPendingCheckIn } from "../lib/check-in-entry";
import { keepRecentReply, recentAnswersOnDevice } from "../../../lib/replica/recent-answers";
import { forgetRecording, readKeptRecordings } from "../../../lib/outbox/pending-recordings";
import { sendRecordings, uploadRecording } from "../lib/recording-sync";

export interface OutboxSync {
  /** A reflection was just kept on the device: try soon, then keep trying. */
  kick(): void;
  /** An entry's recording may go now (its entry was saved, or the person chose to keep it): send it. */
  sendRecordings(): void;
}

interface OutboxOptions {
  busyId: string | null;
  onSynced(id: string): void;
  /** A private journal (decision 021): each kept reflection is sealed here and put, never sent in the clear. */
  privateKey: CryptoKey | null;
  /** The person's crisis lines for words in this language, for a reflection answered here. */
  crisisLinesFor: (language: string | undefined) => CrisisLines;
  /** A private journal not unlocked here: recordings wait, since they could not be sealed. */
  recordingsHeld: boolean;
}

/** A kept reflection of a private journal: the device's answer (made now if it has none), sealed and put. */
async function putPrivately(
  userId: string,
  key: CryptoKey,
  reflection: PendingReflection,
  crisisLinesFor: OutboxOptions["crisisLinesFor"],
): Promise<null> {
  let entry = reflection.entry;
  if (!entry && isPendingCheckIn(reflection)) {
    entry = (await checkInOnDevice(reflection, crisisLinesFor(reflection.language))).entry;
  } else if (!entry) {
    const { reflectOnDevice } = await import("../../../../domain/reflection/on-device");
    const input = inputOfPending(reflection);
    const recent = await recentAnswersOnDevice(userId, key);
    const result = await reflectOnDevice(input, { random: Math.random, crisisLines: crisisLinesFor(reflection.language), recent });
    await keepRecentReply(userId, result.aiResponse);
    entry = deviceEntry(input, result);
  }
  await putSealedEntry(key, userId, entry, reflection.keptAt);
  return null;
}

export function useOutboxSync(userId: string, options: OutboxOptions): OutboxSync {
  const queryClient = useQueryClient();
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  /** Asked for while a round ran: another round follows it (it may have read the outbox too early). */
  const again = useRef<{ reflections: boolean } | null>(null);

  const run = useCallback(
    async (scope: { reflections: boolean } = { reflections: true }): Promise<void> => {
      if (running.current) {
        again.current = { reflections: scope.reflections || (again.current?.reflections ?? false) };
        return;
      }
      running.current = true;
      clearTimeout(timer.current);
      try {
        const round = !scope.reflections
          ? "done"
          : await syncRound({
              // a check-in has no result screen waiting for it: any kept one is sent (decision 048)
              pending: async () =>
                (await readPendingReflections(userId)).filter((reflection) => reflection.savedOnDeviceAt || isPendingCheckIn(reflection)),
              send: (reflection) => {
                const key = latest.current.privateKey;
                if (key) return putPrivately(userId, key, reflection, latest.current.crisisLinesFor);
                return isPendingCheckIn(reflection)
                  ? createCheckIn(checkInRequestOf(reflection))
                  : createReflection(inputOfPending(reflection));
              },
              synced: (reflection, response) =>
                settleSynced(reflection, response, {
                  show: (entry) => refreshAfterSave(queryClient, userId, entry ?? undefined),
                  forget: (id) => forgetPendingReflection(userId, id),
                  announce: (id) => {
                    latest.current.onSynced(id);
                    showToast("success", syncedToastOf(reflection), { id: `outbox:${id}` });
                  },
                }),
              busyId: latest.current.busyId,
            });
        const recordings = latest.current.recordingsHeld
          ? "done"
          : await sendRecordings({
              recordings: () => readKeptRecordings(userId),
              waitingEntryIds: async () => new Set((await readPendingReflections(userId)).map((reflection) => reflection.id)),
              upload: async (recording) => {
                const key = latest.current.privateKey;
                await uploadRecording(recording, key ? { key, userId } : null);
                requestSync(userId); // the entry's media list, for its detail
              },
              forget: (id) => forgetRecording(userId, id),
            });
        if (round === "later" || recordings === "later") {
          failures.current += 1;
          timer.current = setTimeout(() => void run(), nextSyncDelayMs(failures.current));
        } else {
          failures.current = 0;
        }
      } finally {
        running.current = false;
        const next = again.current;
        again.current = null;
        if (next) void run(next);
      }
    },
    [queryClient, userId],
  );

  useEffect(() => {
    const onOnline = () => {
      failures.current = 0;
      void run();
    };
    window.addEventListener("online", onOnline);
    // recordings an earlier visit kept, whose entries the server has by now
    void run({ reflections: false });
    return () => {
      window.removeEventListener("online", onOnline);
      clearTimeout(timer.current);
    };
  }, [run]);

  return {
    kick() {
      failures.current = 0;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), nextSyncDelayMs(1));
    },
    sendRecordings() {
      void run({ reflections: false });
    },
  };
}
