// The name of the database that keeps a remembered journal key (decision 021), and deleting it with the
// raw IndexedDB call, so sign-out and account deletion (in the landing bundle) need no Dexie.

export function keyDbName(userId: string): string {
  return `ripple-keys:${userId}`;
}

/** Never throws; the key store closes its database after each use, so nothing blocks the delete. */
export function deleteKeyDatabase(userId: string): void {
  try {
    globalThis.indexedDB?.deleteDatabase(keyDbName(userId));
  } catch {
    // IndexedDB unavailable: no key was kept on this device.
  }
}
