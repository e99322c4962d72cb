// The journal now comes from the browser replica (src/client/lib/replica: useReplicaEntries), with
// no 100-entry cap. What stays is the page type that edit-entry.ts still reads; it goes once that
// file writes through the replica (putEntry / refreshAfterSave with the entry).
import type { EntryPageResponse } from "../../../../domain/contract/entries";

/** A page of my entries; those that could not be opened or were sealed in the browser are listed beside them. */
export type EntriesPage = EntryPageResponse;
