// After a ripple is saved, edited or re-analysed: the browser replica shows it at once (when the
// caller has the server's answer) and syncs with the server; the greeting is fetched again.
import type { QueryClient } from "@tanstack/react-query";
import type { JournalEntry } from "../../domain/types";
import { greetingKeys } from "./query-keys";
import { logSyncFailure, putEntry, requestSync } from "./replica/sync-replica";

/**
 * `saved`, the entry as the server answered it, is written to the replica before the sync, so
 * the drawer has it even if the sync is slow or fails; the sync brings it (and anything else
 * changed meanwhile) either way. Resolves when the greeting has been invalidated.
 */
export async function refreshAfterSave(queryClient: QueryClient, userId: string, saved?: JournalEntry): Promise<void> {
  if (saved) await putEntry(userId, saved).catch(logSyncFailure);
  requestSync(userId);
  await queryClient.invalidateQueries({ queryKey: greetingKeys.detail(userId) });
}
