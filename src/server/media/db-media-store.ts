// Media bytes in the database (decision 050): one entry_media_chunks row per sealed chunk, each
// written by its own INSERT as the upload streams in and read one row at a time as the answer
// streams out, so an item is never held whole and no transaction stays open across an upload
// (PGlite has one connection, decision 036).
import { and, eq, inArray, lt, notExists, sql } from "drizzle-orm";
import type { Db } from "../db/create-db";
import { entryMedia, entryMediaChunks } from "../db/schema";
import type { MediaBlobStore } from "./media-store";

/** Blob ids the sweep looks at per round. */
const SWEEP_BATCH = 500;

export function createDbMediaStore(db: Db): MediaBlobStore {
  return {
    storage: "db",

    async write({ userId, blobId }, chunks) {
      let seq = 0;
      for await (const bytes of chunks) {
        // as base64 text: PGlite moves bytea parameters and results as hex text, parsed several times slower (decision 013)
        await db
          .insert(entryMediaChunks)
          .values({ blobId, userId, seq, bytes: sql`decode(${Buffer.from(bytes).toString("base64")}, 'base64')` });
        seq += 1;
      }
    },

    async *read({ userId, blobId }, first, end) {
      for (let seq = first; seq < end; seq += 1) {
        const [row] = await db
          .select({ bytes: sql<string>`encode(${entryMediaChunks.bytes}, 'base64')` })
          .from(entryMediaChunks)
          .where(and(eq(entryMediaChunks.blobId, blobId), eq(entryMediaChunks.seq, seq), eq(entryMediaChunks.userId, userId)));
        // a missing chunk ends the stream: the cipher reports it as cut short
        if (!row) return;
        yield Buffer.from(row.bytes, "base64");
      }
    },

    async remove(refs) {
      if (refs.length === 0) return;
      await db.delete(entryMediaChunks).where(
        inArray(
          entryMediaChunks.blobId,
          refs.map((ref) => ref.blobId),
        ),
      );
    },

    async removeUser(userId) {
      await db.delete(entryMediaChunks).where(eq(entryMediaChunks.userId, userId));
    },

    async sweep(before) {
      // the rows are in this database: one anti-join finds the chunks no row points to
      let removed = 0;
      for (;;) {
        const rows = await db
          .select({ blobId: entryMediaChunks.blobId })
          .from(entryMediaChunks)
          .where(
            and(
              eq(entryMediaChunks.seq, 0),
              lt(entryMediaChunks.writtenAt, before),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(entryMedia)
                  .where(eq(entryMedia.blobId, entryMediaChunks.blobId)),
              ),
            ),
          )
          .limit(SWEEP_BATCH);
        if (rows.length === 0) return removed;
        await db.delete(entryMediaChunks).where(
          inArray(
            entryMediaChunks.blobId,
            rows.map((row) => row.blobId),
          ),
        );
        removed += rows.length;
      }
    },
  };
}
