// PATCH /api/entries/:id: a ripple's new text, saved against the `updatedAt` the edit started from.
// A 409 (saved elsewhere meanwhile) is an answer here, not an error: it carries the entry as it is
// now, which the detail view shows beside the person's own words. The unsaved draft lives in
// sessionStorage, keyed by user and entry, so closing the drawer loses nothing typed.
import { z } from "zod";
import { EntryEditConflictSchema } from "../../../../domain/contract/entries";
import type { EntryEdit } from "../../../../domain/contract/entries";
import type { JournalEntry } from "../../../../domain/types";
import { fetchAnswer, invalidResponse } from "../../../lib/api-client";
import { logSyncFailure, putEntry, requestSync } from "../../../lib/replica/sync-replica";
import { STORAGE_KEYS } from "../../../lib/storage";
import { pathOf, routes } from "../../../../domain/contract/routes";

const EDIT_TIMEOUT_MS = 15_000;

export type EditResult = { kind: "saved"; entry: JournalEntry } | { kind: "conflict"; entry: JournalEntry; message: string };

/**
 * Saves the edit. Resolves with the saved entry, or with the current one on a 409; throws
 * ApiError for anything else (status 0 when Ripple could not be reached). api.patch is not used
 * because its errors keep only code and message, and the 409's entry is what the person needs:
 * the 409 is handed back as an answer.
 */
export async function editEntry(id: string, edit: EntryEdit): Promise<EditResult> {
  const response = await fetchAnswer(
    routes.entryEdit.method,
    pathOf(routes.entryEdit, { id }),
    edit,
    { timeoutMs: EDIT_TIMEOUT_MS, answers: [409] },
    "application/json",
  );
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const saved = routes.entryEdit.response.safeParse(body);
    if (saved.success) return { kind: "saved", entry: saved.data.entry };
  } else {
    const conflict = EntryEditConflictSchema.safeParse(body);
    if (conflict.success) return { kind: "conflict", entry: conflict.data.entry, message: conflict.data.error.message };
  }
  throw invalidResponse(response.status);
}

/**
 * After the server holds a newer version of an entry (an edit, a re-analysis, a 409's current
 * one): the browser replica has it at once (the drawer reads the replica), then syncs.
 */
export function entryChanged(userId: string, entry: JournalEntry): void {
  putEntry(userId, entry)
    .catch(logSyncFailure)
    .finally(() => requestSync(userId));
}

// --- The unsaved draft -------------------------------------------------------------------------

/** A draft and the version it was started from (so a save after reopening still detects a conflict). */
const EditDraftSchema = z.object({ text: z.string(), baseUpdatedAt: z.string() });
export type EditDraft = z.output<typeof EditDraftSchema>;

const draftKey = STORAGE_KEYS.editDraft;

export function readEditDraft(userId: string, entryId: string): EditDraft | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(userId, entryId));
    if (raw === null) return null;
    const draft = EditDraftSchema.safeParse(JSON.parse(raw));
    return draft.success ? draft.data : null;
  } catch {
    return null;
  }
}

export function writeEditDraft(userId: string, entryId: string, draft: EditDraft): void {
  try {
    window.sessionStorage.setItem(draftKey(userId, entryId), JSON.stringify(draft));
  } catch {
    // storage unavailable or full: the draft lives only while the drawer is open
  }
}

export function clearEditDraft(userId: string, entryId: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(userId, entryId));
  } catch {
    // nothing stored
  }
}
