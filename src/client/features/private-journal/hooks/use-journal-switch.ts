// Turning the private journal on or off runs here, on the main screen, whenever the server says it
// is under way and the key is unlocked on this device (decision 021): right after the person turned it
// on, and again after a reload or on another device if a tab was closed midway (the server counts
// what is left; a round only does what remains). Progress shows in a banner; a failure waits for
// `Try again` or the connection coming back; entries no key here opens stop turning it off until
// the person chooses to delete them. Before each ask to finish, the photos and recordings are switched
// too (lib/switch-media.ts): the server finishes turning it on only when none is left in the clear.
import { useCallback, useEffect, useRef, useState } from "react";
import type { PrivateJournalState } from "../../../../domain/contract/private-journal";
import type { JournalEntry } from "../../../../domain/types";
import { ApiError } from "../../../lib/api-error";
import { openEntryEnvelope, sealEntryPayload } from "../../../lib/private-journal/entry-envelope";
import { forgetJournalKey } from "../../../lib/private-journal/key-store";
import type { SealedRow } from "../../../lib/private-journal/open-journal";
import { payloadOf } from "../../../lib/private-journal/sealed-entries";
import { logSyncFailure, putSealedRow, requestSync } from "../../../lib/replica/sync-replica";
import { privateJournalApi } from "../api/private-journal-api";
import { openJournal, sealJournal } from "../lib/switch-journal";
import { switchJournalMedia } from "../lib/switch-media";
import type { CompleteOutcome } from "../lib/switch-journal";
import type { PrivateJournalControl } from "./use-private-journal-gate";

export type SwitchProgress =
  | { kind: "idle" }
  | { kind: "sealing" | "opening"; done: number; total: number }
  | { kind: "failed" }
  | { kind: "unopened"; rows: SealedRow[] };

async function completing(
  call: () => Promise<PrivateJournalState>,
  onState: (state: PrivateJournalState) => void,
): Promise<CompleteOutcome> {
  try {
    onState(await call());
    return "done";
  } catch (error) {
    // media stored meanwhile count as entries left: another round switches them
    if (error instanceof ApiError && error.status === 409 && (error.code === "entries_remaining" || error.code === "media_remaining")) {
      return "entries_remaining";
    }
    throw error;
  }
}

export function useJournalSwitch(userId: string, control: PrivateJournalControl, onFinished: (on: boolean) => void) {
  const { gate, setState } = control;
  const [progress, setProgress] = useState<SwitchProgress>({ kind: "idle" });
  const running = useRef(false);
  const status = gate.phase === "open" ? gate.state.status : null;
  const key = gate.phase === "open" ? gate.key : null;
  const finished = useRef(onFinished);
  finished.current = onFinished;

  const run = useCallback(async () => {
    if (!key || running.current || (status !== "enabling" && status !== "disabling")) return;
    running.current = true;
    let last: PrivateJournalState | null = null;
    const keepState = (state: PrivateJournalState) => {
      last = state;
    };
    const journal = { key, userId };
    const everyMedia = async () => {
      const all = await privateJournalApi.everyEntry();
      return [...all.entries, ...all.sealed].flatMap((entry) => entry.media ?? []);
    };
    try {
      if (status === "enabling") {
        await sealJournal({
          ordinary: async () => (await privateJournalApi.everyEntry()).entries,
          seal: (entry) => sealEntryPayload(key, userId, entry.id, payloadOf(entry)),
          putSealed: async (id, envelope) => {
            const written = await privateJournalApi.putSealed(id, envelope);
            await putSealedRow(userId, { ...written, envelope }).catch(logSyncFailure);
          },
          complete: async () => {
            await switchJournalMedia("seal", journal, everyMedia, ({ done, total }) => setProgress({ kind: "sealing", done, total }));
            return completing(privateJournalApi.complete, keepState);
          },
          onProgress: ({ done, total }) => setProgress({ kind: "sealing", done, total }),
        });
      } else {
        const outcome = await openJournal({
          sealed: async () => (await privateJournalApi.everyEntry()).sealed,
          open: async (row): Promise<JournalEntry | null> => {
            const payload = await openEntryEnvelope(key, userId, row.id, row.envelope);
            return payload && { id: row.id, ...payload, createdAt: row.createdAt, updatedAt: row.updatedAt };
          },
          putOpened: (entry) => privateJournalApi.putOpened(entry),
          complete: async () => {
            // an item this key cannot open stays sealed (its entry opened): nothing else could read it either
            await switchJournalMedia("open", journal, everyMedia, ({ done, total }) => setProgress({ kind: "opening", done, total }));
            return completing(privateJournalApi.completeDisable, keepState);
          },
          onProgress: ({ done, total }) => setProgress({ kind: "opening", done, total }),
        });
        if (outcome.kind === "unopened") {
          setProgress({ kind: "unopened", rows: outcome.rows });
          return;
        }
        await forgetJournalKey(userId);
      }
      setProgress({ kind: "idle" });
      requestSync(userId);
      if (last) setState(last);
      finished.current(status === "enabling");
    } catch (error) {
      logSyncFailure(error);
      setProgress({ kind: "failed" });
    } finally {
      running.current = false;
    }
  }, [key, status, userId, setState]);

  useEffect(() => {
    void run();
    window.addEventListener("online", run);
    return () => window.removeEventListener("online", run);
  }, [run]);

  return {
    progress,
    retry: () => void run(),
    /** Turning off with entries no key here opens: the person chose to delete them; then it goes on. */
    deleteUnopened: async (rows: readonly SealedRow[]) => {
      try {
        for (const row of rows) await privateJournalApi.remove(row.id);
      } catch (error) {
        logSyncFailure(error);
        setProgress({ kind: "failed" });
        return;
      }
      void run();
    },
  };
}
