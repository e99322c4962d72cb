// An entry's photos and recordings and the database backend's bytes (decision 050).
import { sql } from "drizzle-orm";
import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { bytea } from "./columns";
import { journalEntries } from "./journal";

/**
 * An entry's recording and photos (decision 050): what each item is, in clear (kind, type, size,
 * duration, dimensions), and where its bytes are (`storage`: "db" for entry_media_chunks, "s3" for
 * an object). The bytes themselves are sealed chunk by chunk under the server's key, bound to the
 * user, the item and the chunk's place. `blob_id` names the stored bytes: they are written first,
 * under a fresh id, and the row that points to them is inserted afterwards in one short
 * transaction, so bytes no row points to are only ever left-overs, swept away. Gone with the entry
 * and with the account; a photo's thumbnail (`of`) goes with its photo.
 */
export const entryMedia = pgTable(
  "entry_media",
  {
    /** The client's UUID, lower-cased (decision 030); unique per user like an entry's. */
    id: uuid("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id").notNull(),
    kind: text("kind").notNull(),
    /** The real type, also of an item sealed in the browser. */
    contentType: text("content_type").notNull(),
    /** The bytes as uploaded (for a browser-sealed item: the browser's envelope). */
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    /** Sealed in the browser with a private journal's key: the server never opens it. */
    sealed: boolean("sealed").notNull().default(false),
    /** A thumbnail's photo. */
    of: uuid("of"),
    durationMs: integer("duration_ms"),
    width: integer("width"),
    height: integer("height"),
    storage: text("storage").notNull(),
    blobId: uuid("blob_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "entry_media_user_id_id_pk", columns: [t.userId, t.id] }),
    foreignKey({
      name: "entry_media_entry_fk",
      columns: [t.userId, t.entryId],
      foreignColumns: [journalEntries.userId, journalEntries.id],
    }).onDelete("cascade"),
    index("entry_media_user_entry_idx").on(t.userId, t.entryId),
    index("entry_media_blob_id_idx").on(t.blobId),
  ],
);

/**
 * The database backend's bytes (decision 050): one row per sealed chunk of a blob, written and read
 * one chunk at a time. `written_at` lets the sweep tell an upload in progress from a left-over.
 */
export const entryMediaChunks = pgTable(
  "entry_media_chunks",
  {
    blobId: uuid("blob_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "entry_media_chunks_blob_id_seq_pk", columns: [t.blobId, t.seq] }),
    index("entry_media_chunks_user_id_idx").on(t.userId),
    // the sweep looks at each blob's first chunk only
    index("entry_media_chunks_first_idx")
      .on(t.writtenAt)
      .where(sql`${t.seq} = 0`),
  ],
);

export type EntryMediaRow = typeof entryMedia.$inferSelect;
