// The journal: entries (sealed, decision 013), the order of changes and tombstones (decision 016).
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgSequence, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { bytea, timestamps } from "./columns";

/**
 * The order of changes to journals (decision 016): every entry saved or changed and every entry
 * deleted takes the next value, so "what changed since" is one index range per user. Global, so
 * a value never repeats across users; a trigger (migration 0007) takes it again on every update.
 */
export const entryChangeSeq = pgSequence("entry_change_seq");
const nextChangeSeq = sql`nextval('entry_change_seq')`;

/**
 * A journal entry (decision 013): id, owner and time stamps in clear; every other field inside
 * `sealed`, one AES-256-GCM envelope bound to (user, id, format). The legacy_* columns are the
 * retired per-value format (003): the data migration moves each row into `sealed` and empties
 * them in the same statement; a later migration drops them.
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    /** The client's UUID: unique per user, so another user's id is simply free: answered as if it did not exist (style rule 12). */
    id: uuid("id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The entry's fields as one envelope: format byte | nonce | ciphertext | tag. Null only on a row not yet converted. */
    sealed: bytea("sealed"),
    /** The companion's reply, sealed on its own so the list never opens it; a retried reflection answers with it. */
    sealedReply: bytea("sealed_reply"),
    legacyEntryText: text("entry_text"),
    legacyEmotion: text("emotion"),
    legacyLanguage: text("language"),
    legacyDuration: real("duration"),
    legacyEmotionIntensity: integer("emotion_intensity"),
    legacyMood: text("mood"),
    legacyWellnessScore: integer("wellness_score"),
    legacyAiInsights: text("ai_insights"),
    legacyAiSuggestions: text("ai_suggestions").array(),
    legacyThemes: text("themes").array(),
    legacyIsAiGenerated: boolean("is_ai_generated"),
    legacyAiResponse: text("ai_response"),
    ...timestamps,
    /** Its place in the order of changes (decision 016): a plain INSERT takes one, every UPDATE a fresh one (trigger). */
    changeSeq: bigint("change_seq", { mode: "number" }).notNull().default(nextChangeSeq),
  },
  // Ascending columns: a backward scan serves "newest first" (ORDER BY created_at DESC, id DESC) exactly.
  (t) => [
    primaryKey({ name: "journal_entries_user_id_id_pk", columns: [t.userId, t.id] }),
    index("journal_entries_user_created_at_idx").on(t.userId, t.createdAt, t.id),
    // Only rows still in the legacy format: empty once converted, so the start-up check is instant.
    index("journal_entries_unsealed_idx")
      .on(t.userId, t.id)
      .where(sql`${t.sealed} is null`),
    index("journal_entries_user_change_seq_idx").on(t.userId, t.changeSeq),
  ],
);

/**
 * A deleted entry, kept as its id and when (decision 016), so a browser replica syncing from a
 * cursor learns of the deletion. Deleting the same id again after re-creating it moves the
 * tombstone forward in the order of changes; a re-created entry with a later change wins over
 * an older tombstone. Gone with the account.
 */
export const entryTombstones = pgTable(
  "entry_tombstones",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    id: uuid("id").notNull(),
    changeSeq: bigint("change_seq", { mode: "number" }).notNull().default(nextChangeSeq),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "entry_tombstones_user_id_id_pk", columns: [t.userId, t.id] }),
    index("entry_tombstones_user_change_seq_idx").on(t.userId, t.changeSeq),
  ],
);

export type JournalEntryRow = typeof journalEntries.$inferSelect;
export type NewJournalEntryRow = typeof journalEntries.$inferInsert;
