// The journal for the screen, read from the browser replica (a Dexie live query: a write in this
// tab or another shows at once) and kept in step with the server. These load rules hold for
// the network part: the first sync starts 1 s after the user appears, each request times out
// after 10 s; an HTTP failure is logged and shows what the replica has (none on a first visit); a time-out or anything unexpected shows 'An unexpected error occurred while loading
// entries.' only when there is nothing to show. A replica synced before shows at once (warm
// start, offline included). After the first sync, the window coming back (focus, online, the tab
// visible again) syncs again. Reflections answered on this device while offline and not yet
// synced (the outbox) are in the list too, marked by `waitingIds`.
import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ENTRY_LOAD_DELAY_MS } from "../../../domain/constants";
import { ENTRY_MESSAGES } from "../../../domain/messages";
import type { JournalEntry } from "../../../domain/types";
import { ApiError } from "../api-client";
import { useWaitingEntries } from "../outbox/use-waiting-entries";
import { withWaiting } from "../outbox/waiting-entries";
import { usePrivateJournal } from "../private-journal/private-journal-context";
import { useOpenedEntries } from "../private-journal/use-opened-entries";
import type { UnopenedEntry } from "../private-journal/use-opened-entries";
import { earlyRead, earlyView } from "./early-read";
import { mergeNewestFirst, viewOf } from "./replica-rows";
import type { ReplicaView } from "./replica-rows";
import { openReplica } from "./replica-store";
import type { ReplicaStore } from "./replica-store";
import { logSyncFailure, syncReplica } from "./sync-replica";

/** The performance mark left when the replica's history is first in memory (the bench reads it). */
export const READ_MARK = "ripple:replica-read";

type SyncPhase = "waiting" | "syncing" | "done" | "failed";

export interface ReplicaEntries {
  /** Every entry, newest first; undefined until there is something to show. */
  entries: JournalEntry[] | undefined;
  loading: boolean;
  /** The unexpected-load message, or null. */
  error: string | null;
  retry: () => void;
  /** Entries the server holds but could not open. */
  unreadable: number;
  /** Entries sealed in the browser (a private journal's; opened in memory when the journal is unlocked here). */
  sealed: number;
  /** A private journal's entries this key could not open: `This entry could not be opened`. */
  unopened: UnopenedEntry[];
  /** Entries answered on this device that the server does not have yet (in `entries`, waiting to sync). */
  waitingIds: ReadonlySet<string>;
}

const noSubscription = () => () => undefined;
const NO_IDS: ReadonlySet<string> = new Set();
const zero = () => 0;

type Read = { view: ReplicaView } | { failed: true };

export function useReplicaEntries(userId: string): ReplicaEntries {
  const [opened, setOpened] = useState<{ userId: string; store: ReplicaStore } | null>(null);
  const store = opened?.userId === userId ? opened.store : null;
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    let live = true;
    openedAt.current ??= performance.now();
    void openReplica(userId).then((store) => {
      if (live) setOpened({ userId, store });
    });
    return () => {
      live = false;
    };
  }, [userId]);

  // The memory store (no IndexedDB) says when it changed; IndexedDB writes reach the live query by themselves.
  const version = useSyncExternalStore(store?.subscribe ?? noSubscription, store?.version ?? zero);
  const read = useLiveQuery(async (): Promise<Read | undefined> => {
    if (!store) return undefined;
    try {
      const { rows, meta } = await store.read();
      return { view: viewOf(rows, meta) };
    } catch (error) {
      logSyncFailure(error);
      return { failed: true };
    }
  }, [store, version]);
  // What was read during the landing intro shows until the live query has read for itself.
  const [early, setEarly] = useState(() => ({ userId, view: earlyView(userId) }));
  useEffect(() => {
    let live = true;
    void earlyRead(userId)?.then((view) => {
      if (live && view) setEarly((current) => (current.userId === userId && current.view ? current : { userId, view }));
    });
    return () => {
      live = false;
    };
  }, [userId]);
  const view = read && "view" in read ? read.view : early.userId === userId ? early.view : undefined;

  useEffect(() => {
    if (view && openedAt.current !== null && performance.getEntriesByName(READ_MARK).length === 0) {
      performance.mark(READ_MARK, { detail: { ms: performance.now() - openedAt.current, entries: view.entries.length } });
    }
  }, [view]);

  const [phase, setPhase] = useState<SyncPhase>("waiting");
  const sync = useCallback(async () => {
    try {
      await syncReplica(userId);
      setPhase("done");
    } catch (error) {
      logSyncFailure(error);
      // An answer with an HTTP error shows what there is; no answer in time, or no answer we understand, is unexpected.
      setPhase(error instanceof ApiError && error.status > 0 && error.code !== "invalid_response" ? "done" : "failed");
    }
  }, [userId]);

  useEffect(() => {
    let started = false;
    const timer = window.setTimeout(() => {
      started = true;
      setPhase("syncing");
      void sync();
    }, ENTRY_LOAD_DELAY_MS);
    const again = () => {
      if (started) void sync();
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") again();
    };
    window.addEventListener("focus", again);
    window.addEventListener("online", again);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("focus", again);
      window.removeEventListener("online", again);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [sync]);

  const retry = useCallback(() => {
    setPhase("syncing");
    void sync();
  }, [sync]);

  const waiting = useWaitingEntries(userId);
  const openedSealed = useOpenedEntries(userId, usePrivateJournal().key, view?.sealed);
  const journal = useMemo(
    () => (view && openedSealed.ready ? withWaiting(mergeNewestFirst(view.entries, openedSealed.entries), waiting) : undefined),
    [view, openedSealed, waiting],
  );

  const readFailed = read !== undefined && "failed" in read;
  const hasHistory = view !== undefined && openedSealed.ready && (view.synced || journal!.entries.length > 0);
  const settled = phase === "done" || phase === "failed";
  const showable = hasHistory || (view !== undefined && openedSealed.ready && phase === "done");
  return {
    entries: showable ? journal?.entries : undefined,
    loading: !readFailed && !showable && !(settled && view !== undefined),
    error: readFailed || (phase === "failed" && !hasHistory) ? ENTRY_MESSAGES.loadUnexpected : null,
    retry,
    unreadable: view?.unreadable ?? 0,
    sealed: view?.sealed.length ?? 0,
    unopened: openedSealed.unopened,
    waitingIds: journal?.waitingIds ?? NO_IDS,
  };
}
