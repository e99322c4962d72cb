// The name of a person's replica database (one IndexedDB database per user, so two people on one
// browser never share rows) and forgetting it. Kept apart from the Dexie code so the landing
// bundle (storage.ts, root-view.tsx) can forget a replica without loading Dexie.

export const REPLICA_DB_PREFIX = "ripple-replica:";

export function replicaDbName(userId: string): string {
  return `${REPLICA_DB_PREFIX}${userId}`;
}

/** Asks the browser to delete the database with the raw IndexedDB call (no Dexie); never throws. */
export function deleteReplicaDatabase(userId: string): void {
  try {
    globalThis.indexedDB?.deleteDatabase(replicaDbName(userId));
  } catch {
    // IndexedDB unavailable: there is no database to delete.
  }
}

/** Most a sign-out waits for the replica to be deleted (another tab holding it open could block it). */
const FORGET_WAIT_MS = 2000;

/**
 * Sign-out: the replica module (loaded with the main screen, so no new download) stops any sync,
 * closes the database and deletes it; the raw delete if that fails. Waits at most 2 s, never throws.
 */
export async function forgetReplicaInBrowser(userId: string): Promise<void> {
  const cleared = import("./sync-replica").then((replica) => replica.clearReplica(userId)).catch(() => deleteReplicaDatabase(userId));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, FORGET_WAIT_MS)));
  await Promise.race([cleared, waited]);
  clearTimeout(timer);
}
