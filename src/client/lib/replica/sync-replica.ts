// Keeping the replica in step with the server: `syncReplica` pulls GET /api/entries/changes from
// the stored cursor until `hasMore` is false, each page written in one transaction (rows upserted,
// tombstones removed, the cursor stored with them), the next page fetched while the last one is
// written. One run per user at a time: calls during a run share one more run after it (a change
// made meanwhile is not missed, and ten calls cost two runs). Local writes (`putEntry`,
// `takeEntry`, `restoreRow`) show at once; the server's word comes with the next sync.
import { ENTRY_LOAD_TIMEOUT_MS } from "../../../domain/constants";
import { EntryChangesSchema } from "../../../domain/contract/entries";
import type { EntryChangesResponse } from "../../../domain/contract/entries";
import type { JournalEntry } from "../../../domain/types";
import { ApiError, api } from "../api-client";
import { forgetEarlyRead } from "./early-read";
import { changeFromPage, entryRow, mergeChanges } from "./replica-rows";
import type { ReplicaChange, ReplicaRow } from "./replica-rows";
import { forgetReplica, openReplica } from "./replica-store";
import { pathOf, routes } from "../../../domain/contract/routes";

/** Changes asked for per request (the contract allows up to 1,000). */
const CHANGES_PAGE_LIMIT = 1000;
/**
 * After the first page (on screen at once), pages are written together up to this many rows: each
 * write makes every open view read the whole replica again, so a first sync of 10,000 entries in
 * ten writes would read it ten times (decision 017).
 */
const WRITE_BATCH_ROWS = 5000;
/** The performance mark each finished sync leaves (the bench reads its detail). */
export const SYNC_MARK = "ripple:replica-sync";

interface UserSync {
  running: Promise<void> | null;
  next: Promise<void> | null;
  controller: AbortController;
}

const syncs = new Map<string, UserSync>();

function fetchChanges(since: string | undefined, signal: AbortSignal): Promise<EntryChangesResponse> {
  return api.get(pathOf(routes.entryChanges, {}, { limit: CHANGES_PAGE_LIMIT, since }), EntryChangesSchema, {
    signal,
    timeoutMs: ENTRY_LOAD_TIMEOUT_MS,
  });
}

async function runSync(userId: string, signal: AbortSignal): Promise<void> {
  const started = performance.now();
  const store = await openReplica(userId);
  let since = (await store.readMeta())?.cursor;
  let pages = 0;
  let rows = 0;
  let pending = fetchChanges(since, signal);
  let batch: ReplicaChange | null = null;
  for (;;) {
    const page = await pending;
    if (signal.aborted) return;
    // A cursor that does not move would ask for the same page for ever: stop and try next time.
    const more = page.hasMore && page.cursor !== since;
    if (more) {
      pending = fetchChanges(page.cursor, signal);
      pending.catch(() => undefined); // awaited on the next turn; not unhandled if the write below fails first
    }
    const change = changeFromPage(page, new Date());
    batch = batch ? mergeChanges(batch, change) : change;
    if (!more || pages === 0 || batch.put.length + batch.remove.length >= WRITE_BATCH_ROWS) {
      await store.apply(batch);
      batch = null;
    }
    since = page.cursor;
    pages += 1;
    rows += page.entries.length + page.sealed.length + page.unreadable.length + page.deleted.length;
    if (!more) break;
  }
  performance.mark(SYNC_MARK, { detail: { ms: performance.now() - started, pages, rows } });
}

/**
 * Brings the user's replica in step with the server. Resolves when it is (or when the replica was
 * forgotten meanwhile); rejects with the failure (ApiError, or a storage error) otherwise.
 */
export function syncReplica(userId: string): Promise<void> {
  let state = syncs.get(userId);
  if (!state) {
    state = { running: null, next: null, controller: new AbortController() };
    syncs.set(userId, state);
  }
  const current = state;
  if (!current.running) {
    current.running = runSync(userId, current.controller.signal).finally(() => {
      current.running = null;
    });
    return current.running;
  }
  current.next ??= current.running
    .catch(() => undefined)
    .then(() => {
      current.next = null;
      // Forgotten (signed out) while waiting: no run reopens the replica.
      return syncs.get(userId) === current ? syncReplica(userId) : undefined;
    });
  return current.next;
}

/** Logs a failed sync without any journal words: the HTTP status and code, or the error's name. */
export function logSyncFailure(error: unknown): void {
  const detail = error instanceof ApiError ? `${error.status} ${error.code}` : error instanceof Error ? error.name : "unknown";
  console.warn(`[ripple] journal sync failed: ${detail}`);
}

/** Asks for a sync and does not wait: a failure is logged, and the next sync tries again. */
export function requestSync(userId: string): void {
  syncReplica(userId).catch(logSyncFailure);
}

/** Writes an entry as the server just answered it (a save, an edit, a re-analysis): on screen at once. */
export async function putEntry(userId: string, entry: JournalEntry): Promise<void> {
  await (await openReplica(userId)).apply({ put: [entryRow(entry)], remove: [] });
}

/** A private journal's entry just sealed in this browser (decision 021): its envelope, as the next sync would bring it. */
export async function putSealedRow(
  userId: string,
  row: { id: string; createdAt: string; updatedAt: string; envelope: string },
): Promise<void> {
  await (await openReplica(userId)).apply({ put: [{ kind: "sealed", ...row }], remove: [] });
}

/** Removes an entry from the replica at once (a delete on its way), returning its row to restore on failure. */
export async function takeEntry(userId: string, id: string): Promise<ReplicaRow | undefined> {
  const store = await openReplica(userId);
  const row = await store.get(id);
  await store.apply({ put: [], remove: [id] });
  return row;
}

/** Puts a row back (a delete the server refused); a newer row that arrived meanwhile is kept. */
export async function restoreRow(userId: string, row: ReplicaRow): Promise<void> {
  await (await openReplica(userId)).apply({ put: [row], remove: [] });
}

/** Sign-out and account deletion: any sync stops, and the user's replica is deleted from this browser. */
export async function clearReplica(userId: string): Promise<void> {
  const state = syncs.get(userId);
  syncs.delete(userId);
  state?.controller.abort();
  await state?.running?.catch(() => undefined);
  forgetEarlyRead();
  await forgetReplica(userId);
}
