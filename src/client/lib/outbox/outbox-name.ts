// The name of a person's outbox database (the reflections not yet confirmed by the server, one
// IndexedDB database per user) and forgetting it, kept apart from the Dexie code so the landing
// bundle (storage.ts) can forget an outbox without loading Dexie. Unlike the replica, an outbox
// outlives a sign-out: words not yet in the journal are sent when their author is back. Only
// deleting the account deletes it.

const OUTBOX_DB_PREFIX = "ripple-outbox:";

export function outboxDbName(userId: string): string {
  return `${OUTBOX_DB_PREFIX}${userId}`;
}

/** Asks the browser to delete the database with the raw IndexedDB call (no Dexie); never throws. */
export function deleteOutboxDatabase(userId: string): void {
  try {
    globalThis.indexedDB?.deleteDatabase(outboxDbName(userId));
  } catch {
    // IndexedDB unavailable: there is no database to delete.
  }
}
