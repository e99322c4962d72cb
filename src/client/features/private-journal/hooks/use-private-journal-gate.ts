// Whether this person's journal is private and unlocked on this device (decision 021). The state comes
// from the server, and is kept in the browser (the wrapped keys are what the server keeps anyway)
// so an offline start knows the journal is private and can still be unlocked. The key is the one
// unlocked in this tab or remembered on this device; without it a private journal is `locked`.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { PrivateJournalState } from "../../../../domain/contract/private-journal";
import { PrivateJournalStateSchema } from "../../../../domain/contract/private-journal";
import { forgetJournalKey, keepJournalKey, recallJournalKey } from "../../../lib/private-journal/key-store";
import { privateJournalKeys } from "../../../lib/query-keys";
import { STORAGE_KEYS, readStoredJson, writeStoredJson } from "../../../lib/storage";
import { privateJournalApi } from "../api/private-journal-api";

export type PrivateState = Exclude<PrivateJournalState, { status: "off" }>;

export type PrivateJournalGate =
  | { phase: "loading" }
  | { phase: "off" }
  | { phase: "locked"; state: PrivateState }
  | { phase: "open"; state: PrivateState; key: CryptoKey };

function readKept(userId: string): PrivateJournalState | undefined {
  const parsed = PrivateJournalStateSchema.safeParse(readStoredJson(STORAGE_KEYS.privateJournal(userId)));
  return parsed.success ? parsed.data : undefined;
}

/**
 * What the screen shows: `state` is the server's answer or what this browser kept (undefined: not
 * known yet); `key` the one held here (undefined: not looked up yet; null: none).
 */
export function gateOf(state: PrivateJournalState | undefined, key: CryptoKey | null | undefined): PrivateJournalGate {
  if (!state) return { phase: "loading" };
  if (state.status === "off") return { phase: "off" };
  if (key === undefined) return { phase: "loading" };
  if (key === null) return { phase: "locked", state };
  return { phase: "open", state, key };
}

export interface PrivateJournalControl {
  gate: PrivateJournalGate;
  /** The key, once unlocked: kept for the tab, and on the device when `remember`. */
  keepKey(key: CryptoKey, remember: boolean): Promise<void>;
  /** The server's new word on the state (after turning on or off, a new passphrase). */
  setState(state: PrivateJournalState): void;
  refresh(): void;
}

export function usePrivateJournalGate(userId: string): PrivateJournalControl {
  const queryClient = useQueryClient();
  const [kept] = useState(() => readKept(userId));
  const query = useQuery({
    queryKey: privateJournalKeys.state(userId),
    queryFn: () => privateJournalApi.state(),
    // Unreachable, what this browser kept answers (or, never asked here, an ordinary journal) at once.
    retry: false,
    staleTime: 30_000,
  });
  // The server's answer; else what it said last time here; unreachable and never asked here, an ordinary journal.
  const state: PrivateJournalState | undefined = query.data ?? kept ?? (query.isError ? { status: "off" } : undefined);

  const [key, setKey] = useState<CryptoKey | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void recallJournalKey(userId).then((recalled) => {
      if (live) setKey(recalled ?? null);
    });
    return () => {
      live = false;
    };
  }, [userId]);

  // The server's word is kept for the next offline start; a journal no longer private forgets its key here.
  const answered = query.data;
  useEffect(() => {
    if (answered) writeStoredJson(STORAGE_KEYS.privateJournal(userId), answered);
  }, [answered, userId]);
  const staleKey = answered?.status === "off" && key;
  useEffect(() => {
    if (!staleKey) return;
    setKey(null);
    void forgetJournalKey(userId);
  }, [staleKey, userId]);

  const setState = useCallback(
    (next: PrivateJournalState) => queryClient.setQueryData(privateJournalKeys.state(userId), next),
    [queryClient, userId],
  );

  return {
    gate: gateOf(state, key),
    keepKey: async (next, remember) => {
      await keepJournalKey(userId, next, remember);
      setKey(next);
    },
    setState,
    refresh: () => void query.refetch(),
  };
}
