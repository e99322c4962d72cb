// DELETE /api/entries/:id: the ripple leaves the replica (and so the list) at once, comes back as
// it was if the server refuses, and a sync follows either way (the server's tombstone, or the truth).
import { useMutation } from "@tanstack/react-query";
import { ENTRY_MESSAGES } from "../../../../domain/messages";
import { ApiError, api } from "../../../lib/api-client";
import { logSyncFailure, requestSync, restoreRow, takeEntry } from "../../../lib/replica/sync-replica";
import { showToast } from "../../../ui/toast";
import { pathOf, routes } from "../../../../domain/contract/routes";

function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return ENTRY_MESSAGES.deleteNoUser;
  if (error instanceof ApiError) return ENTRY_MESSAGES.deleteFailed;
  return ENTRY_MESSAGES.deleteUnexpected;
}

export function useDeleteEntry(userId: string) {
  return useMutation({
    mutationFn: (id: string) => api.delete(pathOf(routes.entryDelete, { id })),
    onMutate: async (id) => ({ row: await takeEntry(userId, id).catch(logSyncFailure) }),
    onError: (error, _id, context) => {
      if (context?.row) void restoreRow(userId, context.row).catch(logSyncFailure);
      showToast("error", deleteErrorMessage(error));
    },
    onSuccess: () => showToast("success", "Your ripple has been released."),
    onSettled: () => requestSync(userId),
  });
}
