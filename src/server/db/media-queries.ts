// The rows of an entry's media (decision 050). Every function takes the signed-in user's id and
// filters by it. The bytes are elsewhere (src/server/media/): a row names them by blob id.
import { and, asc, eq, inArray, or, sql, sum } from "drizzle-orm";
import type { MediaItem, MediaKind } from "../../domain/contract/media";
import type { Db } from "./create-db";
import { msText } from "./entry-rows";
import type { Tx } from "./private-journal-queries";
import { entryMedia, journalEntries } from "./schema";
import type { MediaStorage } from "../media/media-store";

/** The advisory lock class of a person's media writes (the change_seq trigger's is 1380536400, the private journal's 1380536401). */
const MEDIA_LOCK_CLASS = 1380536402;

/** A row as the service uses it: the item, and where its bytes are. */
export interface MediaRecord {
  item: MediaItem;
  storage: MediaStorage;
  blobId: string;
}

const COLUMNS = {
  id: entryMedia.id,
  entryId: entryMedia.entryId,
  kind: entryMedia.kind,
  contentType: entryMedia.contentType,
  byteSize: entryMedia.byteSize,
  sealed: entryMedia.sealed,
  of: entryMedia.of,
  durationMs: entryMedia.durationMs,
  width: entryMedia.width,
  height: entryMedia.height,
  createdAt: msText(entryMedia.createdAt),
  storage: entryMedia.storage,
  blobId: entryMedia.blobId,
};

type Row = { [K in keyof typeof COLUMNS]: unknown } & { storage: string; blobId: string; byteSize: number | string; kind: string };

function toRecord(row: Row): MediaRecord {
  const { storage, blobId, ...item } = row;
  return {
    item: { ...(item as Omit<MediaItem, "byteSize" | "kind">), kind: row.kind as MediaKind, byteSize: Number(row.byteSize) },
    storage: storage as MediaStorage,
    blobId,
  };
}

/** A write's handle: a transaction (or the database), e.g. the one an import writes an entry in. */
export type Writer = Pick<Db, "execute" | "select" | "insert" | "update" | "delete">;

export interface NewMediaRow {
  userId: string;
  id: string;
  entryId: string;
  kind: MediaKind;
  contentType: string;
  byteSize: number;
  sealed: boolean;
  of: string | null;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  storage: MediaStorage;
  blobId: string;
  /** When it was taken or recorded (an import's); the moment of the insert when not given. */
  createdAt?: Date | null;
}

export function createMediaQueries(db: Db) {
  const mine = (userId: string) => eq(entryMedia.userId, userId);

  return {
    async find(userId: string, id: string, tx: Pick<Db, "select"> = db): Promise<MediaRecord | null> {
      const [row] = await tx
        .select(COLUMNS)
        .from(entryMedia)
        .where(and(mine(userId), eq(entryMedia.id, id)));
      return row ? toRecord(row) : null;
    },

    /** Each entry's items, oldest first; an entry without any is absent. */
    async listForEntries(userId: string, entryIds: readonly string[]): Promise<Map<string, MediaItem[]>> {
      const byEntry = new Map<string, MediaItem[]>();
      if (entryIds.length === 0) return byEntry;
      const rows = await db
        .select(COLUMNS)
        .from(entryMedia)
        .where(and(mine(userId), inArray(entryMedia.entryId, [...entryIds])))
        .orderBy(asc(entryMedia.createdAt), asc(entryMedia.id));
      for (const row of rows) {
        const { item } = toRecord(row);
        const list = byEntry.get(item.entryId);
        if (list) list.push(item);
        else byEntry.set(item.entryId, [item]);
      }
      return byEntry;
    },

    async usedBytes(userId: string, tx: Pick<Db, "select"> = db): Promise<number> {
      const [row] = await tx
        .select({ used: sum(entryMedia.byteSize) })
        .from(entryMedia)
        .where(mine(userId));
      return Number(row?.used ?? 0);
    },

    /** Until the transaction ends, this person's other media writes wait (quota and photo count are checked under it). */
    async lockUser(tx: Tx, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${MEDIA_LOCK_CLASS}, hashtext(${userId}))`);
    },

    async entryExists(tx: Pick<Db, "select">, userId: string, entryId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: journalEntries.id })
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, userId), eq(journalEntries.id, entryId)))
        .for("key share");
      return row !== undefined;
    },

    async photoCount(tx: Pick<Db, "select">, userId: string, entryId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(entryMedia)
        .where(and(mine(userId), eq(entryMedia.entryId, entryId), eq(entryMedia.kind, "photo")));
      return row?.n ?? 0;
    },

    async insert(tx: Writer, row: NewMediaRow): Promise<MediaRecord> {
      // the moment of this insert, not of the transaction's start: items attached in one transaction keep their order
      const [written] = await tx
        .insert(entryMedia)
        .values({ ...row, createdAt: row.createdAt ?? sql`clock_timestamp()` })
        .returning(COLUMNS);
      return toRecord(written!);
    },

    /**
     * Moves the entry to the end of the order of changes (decision 016): the change_seq trigger
     * takes a fresh value on any update, so a replica syncing from a cursor fetches it again with
     * its media. Its updated_at is left alone (an edit's version).
     */
    async touchEntry(tx: Writer, userId: string, entryId: string): Promise<void> {
      await tx
        .update(journalEntries)
        .set({ changeSeq: sql`${journalEntries.changeSeq}` })
        .where(and(eq(journalEntries.userId, userId), eq(journalEntries.id, entryId)));
    },

    /** Deletes an item and the thumbnails of it, returning what was deleted. */
    async deleteItem(tx: Writer, userId: string, entryId: string, id: string): Promise<MediaRecord[]> {
      const rows = await tx
        .delete(entryMedia)
        .where(and(mine(userId), eq(entryMedia.entryId, entryId), or(eq(entryMedia.id, id), eq(entryMedia.of, id))))
        .returning(COLUMNS);
      return rows.map(toRecord);
    },

    async deleteForEntry(tx: Writer, userId: string, entryId: string): Promise<MediaRecord[]> {
      const rows = await tx
        .delete(entryMedia)
        .where(and(mine(userId), eq(entryMedia.entryId, entryId)))
        .returning(COLUMNS);
      return rows.map(toRecord);
    },

    async deleteForUser(tx: Writer, userId: string): Promise<MediaRecord[]> {
      const rows = await tx.delete(entryMedia).where(mine(userId)).returning(COLUMNS);
      return rows.map(toRecord);
    },

    /** Which of these blob ids a row points to (the sweep keeps those). */
    async referencedBlobs(blobIds: readonly string[]): Promise<Set<string>> {
      if (blobIds.length === 0) return new Set();
      const rows = await db
        .select({ blobId: entryMedia.blobId })
        .from(entryMedia)
        .where(inArray(entryMedia.blobId, [...blobIds]));
      return new Set(rows.map((row) => row.blobId));
    },
  };
}
