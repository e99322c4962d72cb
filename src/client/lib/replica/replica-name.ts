// The name of a person's replica database: one IndexedDB database per user, so two people on one
// browser never share rows. Kept apart from the Dexie code so the landing bundle can forget a
// replica (storage.ts) without loading Dexie.

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
