// The person's own emotion and intensity for a ripple (decision 026), from the result after a
// reflection or from the ripple's detail. An ordinary entry is sent as PATCH /api/entries/:id
// against the version the browser holds; a private journal's is changed here and sealed, as any
// edit of it is (decision 021). Like an edit of the words, a correction needs the server: offline it
// fails with the connection's message and nothing changes.
import { SavedEntrySchema } from "../../domain/contract/entries";
import { correctEntry } from "../../domain/analysis/emotion-correction";
import type { EmotionChoice } from "../../domain/analysis/emotion-correction";
import type { JournalEntry } from "../../domain/types";
import { ApiError, api } from "./api-client";
import { openEntryEnvelope } from "./private-journal/entry-envelope";
import { putSealedEntry } from "./private-journal/sealed-entries";
import { openReplica } from "./replica/replica-store";
import { logSyncFailure, putEntry, requestSync, syncReplica } from "./replica/sync-replica";
import { pathOf, routes } from "../../domain/contract/routes";

const CORRECT_TIMEOUT_MS = 15_000;

/** Not in this browser's journal (a reflection kept on the device, or gone meanwhile). */
const NOT_IN_JOURNAL_CODE = "not_in_journal";

/** The entry as this browser holds it now (a private one opened with the key); syncs once when it is not there yet. */
export async function currentEntry(userId: string, id: string, key: CryptoKey | null, sync = true): Promise<JournalEntry> {
  const row = await (await openReplica(userId)).get(id);
  if (row?.kind === "entry") return row.entry;
  if (row?.kind === "sealed" && key) {
    const payload = await openEntryEnvelope(key, userId, id, row.envelope);
    if (payload) return { id, createdAt: row.createdAt, updatedAt: row.updatedAt, ...payload };
  }
  if (sync && !row) {
    await syncReplica(userId);
    return currentEntry(userId, id, key, false);
  }
  throw new ApiError({
    status: 404,
    code: NOT_IN_JOURNAL_CODE,
    message: "This ripple is not in your journal yet. Please try again in a moment.",
  });
}

interface CorrectEmotionInput {
  userId: string;
  entryId: string;
  choice: EmotionChoice;
  /** The private journal's key when it is private and unlocked here (decision 021). */
  privateKey: CryptoKey | null;
}

/**
 * Saves the person's choice and resolves with the entry as it is now (also put in the replica).
 * Another change since the browser's version (409) is not the person's concern here: the choice
 * is applied once more on the version saved now, since it never touches the words.
 */
export async function correctEmotion({ userId, entryId, choice, privateKey }: CorrectEmotionInput): Promise<JournalEntry> {
  const entry = await currentEntry(userId, entryId, privateKey);
  if (privateKey) {
    const corrected = correctEntry(entry, choice);
    const written = await putSealedEntry(privateKey, userId, corrected);
    return { ...corrected, updatedAt: written.updatedAt };
  }
  const send = (base: JournalEntry) =>
    api.patch(
      pathOf(routes.entryEdit, { id: entryId }),
      SavedEntrySchema,
      { ...choice, baseUpdatedAt: base.updatedAt },
      { timeoutMs: CORRECT_TIMEOUT_MS },
    );
  let saved: JournalEntry;
  try {
    saved = (await send(entry)).entry;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === "edit_conflict")) throw error;
    await syncReplica(userId);
    saved = (await send(await currentEntry(userId, entryId, null, false))).entry;
  }
  await putEntry(userId, saved).catch(logSyncFailure);
  requestSync(userId);
  return saved;
}
