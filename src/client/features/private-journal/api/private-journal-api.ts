// The private journal's calls (decision 021): its state and wrapped keys, the steps of turning it on
// and off, and the entries the browser seals (or, turning it off, puts back in the clear).
import type { JournalEntry } from "../../../../domain/types";
import type { EntryPageResponse, SealedEntryWritten } from "../../../../domain/contract/entries";
import { EntryPageSchema, MAX_PAGE_SIZE, SavedEntrySchema, SealedEntryWrittenSchema } from "../../../../domain/contract/entries";
import type { PrivateJournalKeys, PrivateJournalState } from "../../../../domain/contract/private-journal";
import { PrivateJournalStateSchema } from "../../../../domain/contract/private-journal";
import { api } from "../../../lib/api-client";
import { pathOf, routes } from "../../../../domain/contract/routes";

/** Every entry the server holds for me, page by page: what a round of turning on or off works through. */
async function everyEntry(): Promise<EntryPageResponse> {
  const all: EntryPageResponse = { entries: [], sealed: [], unreadable: [], nextCursor: null };
  let cursor: string | null = null;
  do {
    const page: EntryPageResponse = await api.get(pathOf(routes.entries, {}, { limit: MAX_PAGE_SIZE, cursor }), EntryPageSchema);
    all.entries.push(...page.entries);
    all.sealed.push(...page.sealed);
    all.unreadable.push(...page.unreadable);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

export const privateJournalApi = {
  everyEntry,
  state: (): Promise<PrivateJournalState> => api.get(pathOf(routes.privateJournal), PrivateJournalStateSchema),
  start: (keys: PrivateJournalKeys): Promise<PrivateJournalState> =>
    api.post(pathOf(routes.privateJournalStart), PrivateJournalStateSchema, { keys }),
  replaceKeys: (keys: PrivateJournalKeys): Promise<PrivateJournalState> =>
    api.put(pathOf(routes.privateJournalKeys), PrivateJournalStateSchema, { keys }),
  complete: (): Promise<PrivateJournalState> => api.post(pathOf(routes.privateJournalComplete), PrivateJournalStateSchema),
  disable: (): Promise<PrivateJournalState> => api.post(pathOf(routes.privateJournalDisable), PrivateJournalStateSchema),
  completeDisable: (): Promise<PrivateJournalState> => api.post(pathOf(routes.privateJournalDisableComplete), PrivateJournalStateSchema),
  /** A new private entry (dated `createdAt` when it was said earlier), or a sealed one in place of an ordinary entry. */
  putSealed: (id: string, envelope: string, createdAt?: string): Promise<SealedEntryWritten> =>
    api.put(pathOf(routes.entrySealed, { id }), SealedEntryWrittenSchema, { envelope, ...(createdAt ? { createdAt } : {}) }),
  /** An entry no key here opens, deleted to finish turning the journal off. */
  remove: (id: string): Promise<unknown> => api.delete(pathOf(routes.entryDelete, { id })),
  /** Turning it off: the opened entry back in the clear. */
  putOpened: async (entry: JournalEntry): Promise<JournalEntry> => {
    const { createdAt: _createdAt, updatedAt: _updatedAt, ...input } = entry;
    return (await api.put(pathOf(routes.entryOpened, { id: entry.id }), SavedEntrySchema, input)).entry;
  },
};
