// GET /api/entries, newest first. Loaded 1 s after the user appears with a 10 s time-out
// (spec §9). An HTTP failure is logged and shows as no entries (spec §8); the time-out
// and anything unexpected surface as 'An unexpected error occurred while loading entries.'
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ENTRY_LOAD_DELAY_MS, ENTRY_LOAD_TIMEOUT_MS } from "../../../../domain/constants";
import { ENTRY_MESSAGES } from "../../../../domain/messages";
import type { EntryPageResponse } from "../../../../domain/contract/entries";
import { EntryPageSchema } from "../../../../domain/contract/entries";
import { ApiError, TIMEOUT_ERROR_CODE, api } from "../../../lib/api-client";
import { entryKeys } from "../../../lib/query-keys";

/** A page of my entries; those that could not be opened or were sealed in the browser are listed beside them. */
export type EntriesPage = EntryPageResponse;

/** The drawer shows this many; older ones are in the export. */
const ENTRIES_PAGE_SIZE = 100;

async function getEntries(): Promise<EntriesPage> {
  try {
    return await api.get(`/api/entries?limit=${ENTRIES_PAGE_SIZE}`, EntryPageSchema, { timeoutMs: ENTRY_LOAD_TIMEOUT_MS });
  } catch (error) {
    if (error instanceof ApiError && error.code === TIMEOUT_ERROR_CODE) throw new Error(ENTRY_MESSAGES.loadTimeout);
    if (error instanceof ApiError && error.status > 0) {
      console.warn(`[ripple] entries load failed: ${error.status} ${error.code}`);
      return { entries: [], nextCursor: null, unreadable: [], sealed: [] };
    }
    throw error;
  }
}

export function useEntries(userId: string) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), ENTRY_LOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const query = useQuery({
    queryKey: entryKeys.list(userId),
    queryFn: getEntries,
    enabled: ready,
    retry: false,
  });
  return {
    entries: query.data?.entries,
    loading: !ready || query.isPending,
    /** The spec's unexpected-load message, or null. */
    error: query.isError ? ENTRY_MESSAGES.loadUnexpected : null,
    retry: () => void query.refetch(),
  };
}
