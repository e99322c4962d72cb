// Writing imported entries (POST /api/import): sealed exactly as a saved entry is (one envelope
// bound to user and id, decision 013), with the source's own creation time, many rows to an
// INSERT … ON CONFLICT (user_id, id) DO NOTHING RETURNING id, each batch its own statement (no
// transaction held across the import, decision 036): an id the person already has is skipped,
// never changed, and an import broken off midway is finished by importing the same file again. The
// change_seq column takes its default (decision 016), so a replica learns of imported entries
// on its next sync. A dry run only looks up which ids exist.
import { and, eq, inArray } from "drizzle-orm";
import { serialiseEntryPayload } from "../../domain/entries/sealed-entry";
import { SEAL_PURPOSE } from "../../domain/entries/envelope";
import type { EntryPayload } from "../../domain/entries/sealed-entry";
import type { Cipher } from "../lib/encryption";
import type { Db } from "./create-db";
import type { StatisticsKeeper } from "./planner-statistics";
import { refuseWhilePrivate } from "./private-journal-queries";
import { journalEntries } from "./schema";

export interface ImportRow {
  id: string;
  /** ISO 8601 instants. */
  createdAt: string;
  updatedAt: string;
  payload: EntryPayload;
}

/** Rows per INSERT: 500 rows × 5 parameters stays far below PostgreSQL's 65,535 parameters. */
const BATCH_ROWS = 500;

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

export function createEntryImport(db: Db, cipher: Cipher, statistics?: Pick<StatisticsKeeper, "noteWrites">) {
  const values = (userId: string, row: ImportRow) => ({
    id: row.id,
    userId,
    sealed: cipher.seal(serialiseEntryPayload(row.payload), { purpose: SEAL_PURPOSE.entry, userId, rowId: row.id }),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  });
  return {
    /**
     * One entry in the caller's transaction (an entry written with its media, decision 053): true
     * when it was new, false when the person had it already. Refused (409) while the journal is private.
     */
    async insertWithin(tx: Pick<Db, "execute" | "insert" | "select">, userId: string, row: ImportRow): Promise<boolean> {
      await refuseWhilePrivate(tx, userId);
      const inserted = await tx
        .insert(journalEntries)
        .values(values(userId, row))
        .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.id] })
        .returning({ id: journalEntries.id });
      statistics?.noteWrites(inserted.length);
      return inserted.length > 0;
    },

    /** Which of these ids I already have (for a dry run's "skipped"). */
    async existing(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const batch of batches(ids, BATCH_ROWS)) {
        const rows = await db
          .select({ id: journalEntries.id })
          .from(journalEntries)
          .where(and(eq(journalEntries.userId, userId), inArray(journalEntries.id, batch)));
        for (const row of rows) found.add(row.id);
      }
      return found;
    },

    /**
     * Inserts one batch of rows (at most a few hundred: split into INSERTs of BATCH_ROWS) and returns
     * the ids actually written (the others existed). Each INSERT is its own short statement: an
     * import is never one long transaction holding PGlite's only connection (decision 036).
     */
    async insert(userId: string, rows: readonly ImportRow[]): Promise<Set<string>> {
      const written = new Set<string>();
      for (const batch of batches(rows, BATCH_ROWS)) {
        // each INSERT refused (409) while the journal is private as it is then, not as it was when
        // the import began: a switch finished meanwhile stops the import there (decision 031)
        const inserted = await db.transaction(async (tx) => {
          await refuseWhilePrivate(tx, userId);
          return tx
            .insert(journalEntries)
            .values(batch.map((row) => values(userId, row)))
            .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.id] })
            .returning({ id: journalEntries.id });
        });
        for (const row of inserted) written.add(row.id);
        // a large import leaves the planner's statistics behind: the keeper analyses (decision 033)
        statistics?.noteWrites(inserted.length);
      }
      return written;
    },
  };
}

export type EntryImport = ReturnType<typeof createEntryImport>;
