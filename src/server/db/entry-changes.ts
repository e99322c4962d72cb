// What changed in a person's journal after a sync cursor (decision 016): entries saved or changed and
// entries deleted (tombstones), in the order of changes, at most `limit` of them, each id once in its
// latest state. The cursor is the last change handed out, sealed for that person (decision 032): the
// order of changes is one sequence for everyone, and a number in clear would tell each person how
// much everyone else writes.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { SEAL_PURPOSE } from "../../domain/entries/envelope";
import type { Cipher } from "../lib/encryption";
import type { Db } from "./create-db";
import type { EntrySet } from "./entry-queries";
import { STORED, msText, unpack } from "./entry-rows";
import type { PackedRow } from "./entry-rows";
import type { StoredEntryRow } from "./entry-sealing";
import { entryTombstones, journalEntries } from "./schema";

/** The advisory lock class the change_seq trigger takes per person (migration 0007); a sync reads under its shared form. */
const CHANGE_LOCK_CLASS = 1380536400;

export interface EntryChanges extends EntrySet {
  deleted: { id: string; deletedAt: string }[];
  cursor: string;
  hasMore: boolean;
}

/** The sealed value: the change's number in 16 digits, so every cursor has one length whatever the number. */
const SEQ_DIGITS = 16;
const SEQ_TEXT = /^[0-9]{16}$/;
/** The cursor of earlier versions: `base64url("seq:<n>")`, the sequence in clear. */
const LEGACY_TEXT = /^seq:(0|[1-9][0-9]{0,15})$/;

/** Sealing and opening sync cursors with the server's key, each bound to its person. */
export function createChangeCursors(cipher: Cipher) {
  const binding = (userId: string) => ({ purpose: SEAL_PURPOSE.syncCursor, userId, rowId: "" });
  return {
    /**
     * The cursor for `seq`, the same one each time for the same person and place (a sync with
     * nothing new hands the cursor back unchanged, as before), and unrelated to anyone else's.
     */
    seal(userId: string, seq: number): string {
      return cipher.sealFixed(String(seq).padStart(SEQ_DIGITS, "0"), binding(userId)).toString("base64url");
    },

    /**
     * The change a cursor stands for, or null when it is not one this server issued to this person.
     * A cursor of the earlier clear format starts again from the beginning: the replica receives
     * every entry and tombstone it holds again (a sync from the start is always right), and a
     * number written by hand learns nothing.
     */
    open(userId: string, cursor: string): number | null {
      if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
      const bytes = Buffer.from(cursor, "base64url");
      // only the very text the server writes: no padding variants, no trailing bits
      if (bytes.toString("base64url") !== cursor) return null;
      if (LEGACY_TEXT.test(bytes.toString("latin1"))) return 0;
      const opened = cipher.open(bytes, binding(userId));
      if (opened.kind !== "opened" || !SEQ_TEXT.test(opened.plain)) return null;
      const seq = Number(opened.plain);
      return Number.isSafeInteger(seq) ? seq : null;
    },
  };
}

interface Tombstone {
  id: string;
  deletedAt: string;
  changeSeq: number;
}

export function createEntryChanges(db: Db, cipher: Cipher, sortRows: (userId: string, rows: readonly StoredEntryRow[]) => EntrySet) {
  const cursors = createChangeCursors(cipher);

  async function read(userId: string, since: number, limit: number): Promise<{ rows: PackedRow[]; tombstones: Tombstone[] }> {
    return db.transaction(async (tx) => {
      // Waits for this person's writers that have taken a change_seq to commit, so no change below
      // the cursor handed out can appear later (decision 016).
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${CHANGE_LOCK_CLASS}, hashtext(${userId}))`);
      const rows = await tx
        .select(STORED)
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, userId), gt(journalEntries.changeSeq, since)))
        .orderBy(asc(journalEntries.changeSeq))
        .limit(limit + 1);
      const tombstones = await tx
        .select({
          id: entryTombstones.id,
          deletedAt: msText(entryTombstones.deletedAt),
          changeSeq: sql<string>`${entryTombstones.changeSeq}::text`,
        })
        .from(entryTombstones)
        .where(and(eq(entryTombstones.userId, userId), gt(entryTombstones.changeSeq, since)))
        .orderBy(asc(entryTombstones.changeSeq))
        .limit(limit + 1);
      return { rows: rows.map(unpack), tombstones: tombstones.map((t) => ({ ...t, changeSeq: Number(t.changeSeq) })) };
    });
  }

  /** The first `limit` changes after `since`, the two lists merged in change order; an id in both keeps its later state. */
  async function changes(userId: string, options: { since: number; limit: number }): Promise<EntryChanges> {
    const { since, limit } = options;
    const { rows, tombstones } = await read(userId, since, limit);
    const taken: (PackedRow | Tombstone)[] = [];
    let r = 0;
    let d = 0;
    while (taken.length < limit && (r < rows.length || d < tombstones.length)) {
      const row = rows[r];
      const tombstone = tombstones[d];
      if (row && (!tombstone || row.changeSeq < tombstone.changeSeq)) {
        taken.push(row);
        r += 1;
      } else if (tombstone) {
        taken.push(tombstone);
        d += 1;
      }
    }
    // An entry deleted and saved again under the same id may have an older tombstone: the later change wins.
    const latest = new Map<string, number>();
    for (const change of taken) latest.set(change.id, Math.max(latest.get(change.id) ?? 0, change.changeSeq));
    const isLatest = (change: PackedRow | Tombstone) => latest.get(change.id) === change.changeSeq;
    const entryRows = taken.filter((c): c is PackedRow => "sealed" in c && isLatest(c));
    const deleted = taken.filter((c): c is Tombstone => "deletedAt" in c && isLatest(c)).map(({ id, deletedAt }) => ({ id, deletedAt }));
    const last = taken.at(-1);
    return {
      ...sortRows(userId, entryRows),
      deleted,
      cursor: cursors.seal(userId, last ? last.changeSeq : since),
      hasMore: rows.length + tombstones.length > taken.length,
    };
  }

  /** The change a sync cursor stands for (0 for none), or null when it is not one issued to this person. */
  const openChangeCursor = (userId: string, cursor: string | undefined): number | null =>
    cursor === undefined ? 0 : cursors.open(userId, cursor);

  return { changes, openChangeCursor };
}
