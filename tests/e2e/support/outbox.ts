// The browser's outbox as the page keeps it: the IndexedDB database `ripple-outbox:<user id>`
// (src/client/lib/outbox), read with the raw IndexedDB API so the test does not share the app's code.
import type { Page } from "@playwright/test";

export interface OutboxItem {
  id: string;
  transcript: string;
  keptAt: string;
  savedOnDeviceAt?: string;
}

/** What the outbox holds for this user now (none when the database does not exist). */
export function outboxOf(page: Page, userId: string): Promise<OutboxItem[]> {
  return page.evaluate(async (name) => {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === name)) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains("reflections")) return [];
      return await new Promise<OutboxItem[]>((resolve, reject) => {
        const request = db.transaction("reflections").objectStore("reflections").getAll();
        request.onsuccess = () => resolve(request.result as OutboxItem[]);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, `ripple-outbox:${userId}`);
}
