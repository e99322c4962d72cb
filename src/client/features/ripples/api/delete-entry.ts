// DELETE /api/entries/:id, removing the ripple from the list at once and restoring it on failure.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ENTRY_MESSAGES } from "../../../../domain/messages";
import { ApiError, api } from "../../../lib/api-client";
import { entryKeys } from "../../../lib/query-keys";
import { showToast } from "../../../ui/toast";
import type { EntriesPage } from "./get-entries";

function deleteErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return ENTRY_MESSAGES.deleteNoUser;
  if (error instanceof ApiError) return ENTRY_MESSAGES.deleteFailed;
  return ENTRY_MESSAGES.deleteUnexpected;
}

export function useDeleteEntry(userId: string) {
  const queryClient = useQueryClient();
  const key = entryKeys.list(userId);
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/entries/${encodeURIComponent(id)}`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<EntriesPage>(key);
      if (previous) {
        queryClient.setQueryData<EntriesPage>(key, {
          ...previous,
          entries: previous.entries.filter((entry) => entry.id !== id),
        });
      }
      return { previous };
    },
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      showToast("error", deleteErrorMessage(error));
    },
    onSuccess: () => showToast("success", "Your ripple has been released."),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
