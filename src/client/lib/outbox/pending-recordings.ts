// Recordings kept with their entries (decision 051): a spoken reflection's audio, when the person
// keeps recordings, waits in the outbox (the same IndexedDB database as the reflections, as a Blob)
// until the server has stored it. It is sent only once its entry has left the outbox, that is once
// the server has the entry (see recording-sync.ts); letting the words go lets the audio go too.
// Where the browser gives no IndexedDB, it waits in this page's memory instead.
import type { PendingRecording } from "./pending-reflections";
import { readRecordings, writeRecordings } from "./pending-reflections";

export type { PendingRecording };

/** No IndexedDB: kept for this page only, per user. */
const inMemory = new Map<string, Map<string, PendingRecording>>();
const memoryOf = (userId: string) => {
  let items = inMemory.get(userId);
  if (!items) inMemory.set(userId, (items = new Map()));
  return items;
};

/** Keeps a recording until forgetRecording; keeping the same id again changes nothing. */
export function keepRecording(userId: string, recording: PendingRecording): Promise<void> {
  return writeRecordings(userId, async (table) => {
    if (!table) {
      if (!memoryOf(userId).has(recording.id)) memoryOf(userId).set(recording.id, recording);
      return;
    }
    if (!(await table.get(recording.id))) await table.add(recording);
  });
}

/** Oldest first. */
export function readKeptRecordings(userId: string): Promise<PendingRecording[]> {
  return readRecordings(userId, async (table) => {
    const items = table ? await table.toArray() : [...memoryOf(userId).values()];
    return items.sort((a, b) => (a.keptAt < b.keptAt ? -1 : a.keptAt > b.keptAt ? 1 : 0));
  });
}

/** The server has it (or it can no longer go anywhere). */
export function forgetRecording(userId: string, id: string): Promise<void> {
  return writeRecordings(userId, async (table) => {
    if (table) await table.delete(id);
    else memoryOf(userId).delete(id);
  });
}

/** The entry's words were let go: its recording goes with them. */
export function forgetRecordingsOf(userId: string, entryId: string): Promise<void> {
  return writeRecordings(userId, async (table) => {
    if (table) await table.where("entryId").equals(entryId).delete();
    else for (const [id, item] of memoryOf(userId)) if (item.entryId === entryId) memoryOf(userId).delete(id);
  });
}
