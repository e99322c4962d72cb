// The private journal's calls (issue 12): its state and wrapped keys, the steps of turning it on
// and off, and the entries the browser seals (or, turning it off, puts back in the clear).
import type { JournalEntry } from "../../../../domain/types";
import type { SealedEntryWritten } from "../../../../domain/contract/entries";
import { SavedEntrySchema, SealedEntryWrittenSchema } from "../../../../domain/contract/entries";
import type { PrivateJournalKeys, PrivateJournalState } from "../../../../domain/contract/private-journal";
import { PrivateJournalStateSchema } from "../../../../domain/contract/private-journal";
import { api } from "../../../lib/api-client";

const BASE = "/api/private-journal";

export const privateJournalApi = {
  state: (): Promise<PrivateJournalState> => api.get(BASE, PrivateJournalStateSchema),
  start: (keys: PrivateJournalKeys): Promise<PrivateJournalState> => api.post(BASE, PrivateJournalStateSchema, { keys }),
  replaceKeys: (keys: PrivateJournalKeys): Promise<PrivateJournalState> => api.put(`${BASE}/keys`, PrivateJournalStateSchema, { keys }),
  complete: (): Promise<PrivateJournalState> => api.post(`${BASE}/complete`, PrivateJournalStateSchema),
  disable: (): Promise<PrivateJournalState> => api.post(`${BASE}/disable`, PrivateJournalStateSchema),
  completeDisable: (): Promise<PrivateJournalState> => api.post(`${BASE}/disable/complete`, PrivateJournalStateSchema),
  /** A new private entry (dated `createdAt` when it was said earlier), or a sealed one in place of an ordinary entry. */
  putSealed: (id: string, envelope: string, createdAt?: string): Promise<SealedEntryWritten> =>
    api.put(`/api/entries/${encodeURIComponent(id)}/sealed`, SealedEntryWrittenSchema, { envelope, ...(createdAt ? { createdAt } : {}) }),
  /** Turning it off: the opened entry back in the clear. */
  putOpened: async (entry: JournalEntry): Promise<JournalEntry> => {
    const { createdAt: _createdAt, updatedAt: _updatedAt, editedAt: _editedAt, ...input } = entry;
    return (await api.put(`/api/entries/${encodeURIComponent(entry.id)}`, SavedEntrySchema, input)).entry;
  },
};

export type PrivateJournalApi = typeof privateJournalApi;
