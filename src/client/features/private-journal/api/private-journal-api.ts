// The private journal's calls (decision 021): its state and wrapped keys, the steps of turning it on
// and off, and the entries the browser seals (or, turning it off, puts back in the clear).
import type { JournalEntry } from "../../../../domain/types";
import type { EntryPageResponse, SealedEntryWritten } from "../../../../domain/contract/entries";
import { EntryPageSchema, MAX_PAGE_SIZE, SavedEntrySchema, SealedEntryWrittenSchema } from "../../../../domain/contract/entries";
import type { PrivateJournalKeys, PrivateJournalState } from "../../../../domain/contract/private-journal";
import { PrivateJournalStateSchema } from "../../../../domain/contract/private-journal";
import { api } from "../../../lib/api-client";

const BASE = "/api/private-journal";

/** Every entry the server holds for me, page by page: what a round of turning on or off works through. */
async function everyEntry(): Promise<EntryPageResponse> {
  const all: EntryPageResponse = { entries: [], sealed: [], unreadable: [], nextCursor: null };
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(MAX_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    const page: EntryPageResponse = await api.get(`/api/entries?${query.toString()}`, EntryPageSchema);
    all.entries.push(...page.entries);
    all.sealed.push(...page.sealed);
    all.unreadable.push(...page.unreadable);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

export const privateJournalApi = {
  everyEntry,
  state: (): Promise<PrivateJournalState> => api.get(BASE, PrivateJournalStateSchema),
  start: (keys: PrivateJournalKeys): Promise<PrivateJournalState> => api.post(BASE, PrivateJournalStateSchema, { keys }),
  replaceKeys: (keys: PrivateJournalKeys): Promise<PrivateJournalState> => api.put(`${BASE}/keys`, PrivateJournalStateSchema, { keys }),
  complete: (): Promise<PrivateJournalState> => api.post(`${BASE}/complete`, PrivateJournalStateSchema),
  disable: (): Promise<PrivateJournalState> => api.post(`${BASE}/disable`, PrivateJournalStateSchema),
  completeDisable: (): Promise<PrivateJournalState> => api.post(`${BASE}/disable/complete`, PrivateJournalStateSchema),
  /** A new private entry (dated `createdAt` when it was said earlier), or a sealed one in place of an ordinary entry. */
  putSealed: (id: string, envelope: string, createdAt?: string): Promise<SealedEntryWritten> =>
    api.put(`/api/entries/${encodeURIComponent(id)}/sealed`, SealedEntryWrittenSchema, { envelope, ...(createdAt ? { createdAt } : {}) }),
  /** An entry no key here opens, deleted to finish turning the journal off. */
  remove: (id: string): Promise<unknown> => api.delete(`/api/entries/${encodeURIComponent(id)}`),
  /** Turning it off: the opened entry back in the clear. */
  putOpened: async (entry: JournalEntry): Promise<JournalEntry> => {
    const { createdAt: _createdAt, updatedAt: _updatedAt, ...input } = entry;
    return (await api.put(`/api/entries/${encodeURIComponent(entry.id)}`, SavedEntrySchema, input)).entry;
  },
};
