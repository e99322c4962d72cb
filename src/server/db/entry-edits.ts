// Changing a stored entry (decision 016: edits as compare-and-swap): its text edited by its author, or its analysis replaced by a
// re-analysis. Each write is a compare-and-swap on the row's exact update time (its version), so of
// two changes made from the same version exactly one is written and the other learns it is stale;
// each is refused (409) while the journal is private, as it is at the moment of the write (decision 031).
import { and, eq, sql } from "drizzle-orm";
import { correctEntry } from "../../domain/analysis/emotion-correction";
import type { EmotionChoice } from "../../domain/analysis/emotion-correction";
import { serialiseEntryPayload } from "../../domain/entries/sealed-entry";
import { SEAL_PURPOSE } from "../../domain/entries/envelope";
import type { EntryPayload } from "../../domain/entries/sealed-entry";
import type { JournalEntry } from "../../domain/types";
import type { Cipher } from "../lib/encryption";
import type { Db } from "./create-db";
import type { EntrySet } from "./entry-queries";
import { STORED, unpack } from "./entry-rows";
import type { StoredEntryRow } from "./entry-sealing";
import type { StatisticsKeeper } from "./planner-statistics";
import { refuseWhilePrivate } from "./private-journal-queries";
import { journalEntries } from "./schema";

/** An entry as stored now, with the version a change must start from. */
export type CurrentEntry =
  | { kind: "entry"; entry: JournalEntry; version: string }
  | { kind: "not_found" }
  /** Sealed in the browser or unreadable: the server cannot open it, so cannot change it. */
  | { kind: "not_editable" };

export type EditOutcome =
  { kind: "edited"; entry: JournalEntry } | { kind: "conflict"; entry: JournalEntry } | { kind: "not_found" } | { kind: "not_editable" };

/** The payload of an entry (everything but its id and time stamps). */
export function payloadOfEntry(entry: JournalEntry): EntryPayload {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...payload } = entry;
  return payload;
}

/** An ISO 8601 time at the precision the API shows (milliseconds, UTC), or null when it is not one. */
function atMilliseconds(iso: string): string | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

export function createEntryEdits(
  db: Db,
  cipher: Cipher,
  sortRows: (userId: string, rows: readonly StoredEntryRow[]) => EntrySet,
  statistics?: Pick<StatisticsKeeper, "noteWrites">,
) {
  const oneRow = (userId: string, id: string) => and(eq(journalEntries.id, id), eq(journalEntries.userId, userId));

  async function current(userId: string, id: string): Promise<CurrentEntry> {
    const [row] = await db.select(STORED).from(journalEntries).where(oneRow(userId, id));
    if (!row) return { kind: "not_found" };
    const stored = unpack(row);
    const entry = sortRows(userId, [stored]).entries[0];
    return entry ? { kind: "entry", entry, version: stored.version } : { kind: "not_editable" };
  }

  /**
   * Writes a new payload (and, when given, a new companion reply) if the row is still at `version`;
   * `updatedAt` moves to `at`, and always at least a millisecond on, so a stale version shows at
   * the API's precision. Null when the row changed or went meanwhile.
   */
  async function rewrite(
    userId: string,
    id: string,
    version: string,
    change: { payload: EntryPayload; at: Date; aiResponse?: string | null },
  ): Promise<JournalEntry | null> {
    const { payload, at, aiResponse } = change;
    const binding = { userId, rowId: id };
    const [row] = await db.transaction(async (tx) => {
      await refuseWhilePrivate(tx, userId);
      return tx
        .update(journalEntries)
        .set({
          sealed: cipher.seal(serialiseEntryPayload(payload), { ...binding, purpose: SEAL_PURPOSE.entry }),
          ...(aiResponse === undefined
            ? {}
            : { sealedReply: aiResponse === null ? null : cipher.seal(aiResponse, { ...binding, purpose: SEAL_PURPOSE.reply }) }),
          updatedAt: sql`greatest(${at.toISOString()}::timestamptz, date_trunc('milliseconds', ${journalEntries.updatedAt}) + interval '1 millisecond')`,
        })
        .where(and(oneRow(userId, id), eq(journalEntries.updatedAt, sql`${version}::timestamptz`)))
        .returning(STORED);
    });
    if (!row) return null;
    statistics?.noteWrites(1);
    const { createdAt, updatedAt } = unpack(row);
    return { id, ...payload, createdAt, updatedAt };
  }

  /**
   * The author's change, if the entry is still as it was at `baseUpdatedAt` (compared at
   * milliseconds): new text (marked edited), the person's own emotion and intensity (decision 026:
   * the mood follows the emotion, wellness stays), or both.
   */
  async function edit(
    userId: string,
    id: string,
    change: EmotionChoice & { entryText?: string; baseUpdatedAt: string; at: Date },
  ): Promise<EditOutcome> {
    const now = await current(userId, id);
    if (now.kind !== "entry") return now;
    if (now.entry.updatedAt !== atMilliseconds(change.baseUpdatedAt)) return { kind: "conflict", entry: now.entry };
    // editedAt is the edit's updatedAt: the same instant, unless the clock is behind the stored one
    const at = new Date(Math.max(change.at.getTime(), Date.parse(now.entry.updatedAt) + 1));
    let payload = payloadOfEntry(now.entry);
    if (change.entryText !== undefined) payload = { ...payload, entryText: change.entryText, editedAt: at.toISOString() };
    if (change.emotion !== undefined || change.emotionIntensity !== undefined) {
      payload = correctEntry(payload, { emotion: change.emotion, emotionIntensity: change.emotionIntensity });
    }
    const written = await rewrite(userId, id, now.version, { payload, at });
    if (written) return { kind: "edited", entry: written };
    const after = await current(userId, id);
    return after.kind === "entry" ? { kind: "conflict", entry: after.entry } : after;
  }

  /**
   * Turning a private journal off (decision 021): an entry the browser sealed, opened there, is put
   * back as an ordinary one sealed by the server. Null when there is no browser-sealed entry with
   * this id (already put back, never sealed, or gone).
   */
  async function unseal(userId: string, id: string, payload: EntryPayload): Promise<JournalEntry | null> {
    const [row] = await db.transaction(async (tx) => {
      await refuseWhilePrivate(tx, userId);
      return tx
        .update(journalEntries)
        .set({
          sealed: cipher.seal(serialiseEntryPayload(payload), { userId, rowId: id, purpose: SEAL_PURPOSE.entry }),
          sealedReply: null,
          updatedAt: sql`greatest(now(), date_trunc('milliseconds', ${journalEntries.updatedAt}) + interval '1 millisecond')`,
        })
        .where(and(oneRow(userId, id), sql`get_byte(${journalEntries.sealed}, 0) >= 128`))
        .returning(STORED);
    });
    if (!row) return null;
    statistics?.noteWrites(1);
    const { createdAt, updatedAt } = unpack(row);
    return { id, ...payload, createdAt, updatedAt };
  }

  return { current, rewrite, edit, unseal };
}
