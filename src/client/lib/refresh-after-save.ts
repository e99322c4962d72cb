// After a ripple is saved: the entries list and the greeting are fetched again.
import type { QueryClient } from "@tanstack/react-query";
import { entryKeys, greetingKeys } from "./query-keys";

/**
 * A list fetch that started before the save would otherwise be reused (TanStack Query keeps
 * an in-flight fetch of a query that has no data yet), and the new ripple would be missing
 * from the drawer: cancel it first, then fetch again.
 */
export async function refreshAfterSave(queryClient: QueryClient, userId: string): Promise<void> {
  const entries = entryKeys.list(userId);
  await queryClient.cancelQueries({ queryKey: entries });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: entries }),
    queryClient.invalidateQueries({ queryKey: greetingKeys.detail(userId) }),
  ]);
}
