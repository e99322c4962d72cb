// A private journal's entry written from the browser (decision 021): sealed here with the journal key
// and put in its own place on the server, which keeps only the id, the times and the envelope.
// The replica gets the sealed row at once, so the drawer has it before the next sync.
import { SealedEntryWrittenSchema } from "../../../domain/contract/entries";
import type { SealedEntryWritten } from "../../../domain/contract/entries";
import type { EntryPayload } from "../../../domain/entries/sealed-entry";
import type { JournalEntry } from "../../../domain/types";
import { api } from "../api-client";
import { logSyncFailure, putSealedRow } from "../replica/sync-replica";
import { sealEntryPayload } from "./entry-envelope";
import { pathOf, routes } from "../../../domain/contract/routes";

export function payloadOf(entry: JournalEntry): EntryPayload {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...payload } = entry;
  return payload;
}

/** Seals the entry and puts it (a new one dated `createdAt` when it was said earlier; or in place of the entry with its id). */
export async function putSealedEntry(key: CryptoKey, userId: string, entry: JournalEntry, createdAt?: string): Promise<SealedEntryWritten> {
  const envelope = await sealEntryPayload(key, userId, entry.id, payloadOf(entry));
  const written = await api.put(pathOf(routes.entrySealed, { id: entry.id }), SealedEntryWrittenSchema, {
    envelope,
    ...(createdAt ? { createdAt } : {}),
  });
  await putSealedRow(userId, { ...written, envelope }).catch(logSyncFailure);
  return written;
}
