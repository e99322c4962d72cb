// POST /api/entries/:id/reanalyse: the ripple analysed again from its (edited) text, through the
// same pipeline and allowance as a new reflection. Failures become the entry messages (lib/entry-error-message.ts).
import { ReanalysedEntrySchema } from "../../../../domain/contract/entries";
import type { ReanalysedEntryResponse } from "../../../../domain/contract/entries";
import { ANALYSIS_MESSAGES, ENTRY_MESSAGES } from "../../../../domain/messages";
import { ApiError, api } from "../../../lib/api-client";
import { pathOf, routes } from "../../../../domain/contract/routes";

/** As generous as a new reflection's: the server bounds each provider. */
const REANALYSE_TIMEOUT_MS = 60_000;

export function reanalyseEntry(id: string): Promise<ReanalysedEntryResponse> {
  return api.post(pathOf(routes.entryReanalyse, { id }), ReanalysedEntrySchema, {}, { timeoutMs: REANALYSE_TIMEOUT_MS });
}

/**
 * No answer: the connection; a refusal the server explains (signed out, gone, changed while it
 * ran, cannot be opened): its own words; a server failure: 'Analysis temporarily unavailable'.
 */
export function reanalyseErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isNetworkError || (error.status > 400 && error.status < 500))) return error.message;
  if (error instanceof ApiError) return ANALYSIS_MESSAGES.pipelineFallback;
  return ENTRY_MESSAGES.saveUnexpected;
}
