// Where an unlocked journal key is kept on this device (decision 021): in the tab's memory, and, when
// the person ticks `Remember this device`, in IndexedDB as the non-extractable CryptoKey it is (the
// browser stores the key object; no page script can read its bytes back out). Signing out and
// deleting the account forget it here and there. One small database per user, apart from the
// replica and the outbox, so forgetting a replica never forgets a key, nor the reverse.
import Dexie from "dexie";
import type { Table } from "dexie";
import { keyDbName } from "./key-name";

const JOURNAL_KEY = "journal";

interface StoredKey {
  name: string;
  key: CryptoKey;
}

class KeyDb extends Dexie {
  keys!: Table<StoredKey, string>;

  constructor(userId: string) {
    super(keyDbName(userId));
    this.version(1).stores({ keys: "name" });
  }
}

const inMemory = new Map<string, CryptoKey>();

async function withDb<T>(userId: string, work: (db: KeyDb) => Promise<T>): Promise<T | undefined> {
  if (typeof globalThis.indexedDB === "undefined") return undefined;
  const db = new KeyDb(userId);
  try {
    return await work(db);
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

/** Keeps the key for this tab, and on this device too when `rememberDevice`; not remembering removes a stored one. */
export async function keepJournalKey(userId: string, key: CryptoKey, rememberDevice: boolean): Promise<void> {
  inMemory.set(userId, key);
  await withDb(userId, async (db) => {
    if (rememberDevice) await db.keys.put({ name: JOURNAL_KEY, key });
    else await db.keys.delete(JOURNAL_KEY);
  });
}

/** The key unlocked in this tab, or remembered on this device; undefined when the journal must be unlocked. */
export async function recallJournalKey(userId: string): Promise<CryptoKey | undefined> {
  const held = inMemory.get(userId);
  if (held) return held;
  const stored = await withDb(userId, (db) => db.keys.get(JOURNAL_KEY));
  if (stored?.key) inMemory.set(userId, stored.key);
  return stored?.key;
}

/** Signing out, deleting the account, turning the private journal off: the key is gone from this device. */
export async function forgetJournalKey(userId: string): Promise<void> {
  inMemory.delete(userId);
  if (typeof globalThis.indexedDB !== "undefined") await Dexie.delete(keyDbName(userId)).catch(() => undefined);
}
