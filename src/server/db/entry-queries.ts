// Journal entry storage (decision 013). Every function takes the signed-in user's id and filters by it.
// Each entry's fields are one sealed envelope bound to (user, id); an entry that cannot be opened is
// reported beside the readable ones and logged by id, never fatal to a page.
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { EntryKind } from "../../domain/check-in/kinds";
import { serialiseEntryPayload } from "../../domain/entries/sealed-entry";
import { SEAL_PURPOSE } from "../../domain/entries/envelope";
import type { EntryPage, EntryPayload } from "../../domain/entries/sealed-entry";
import type { JournalEntry, Mood } from "../../domain/types";
import type { Cipher } from "../lib/encryption";
import type { Logger } from "../lib/logger";
import type { Db } from "./create-db";
import { createEntryChanges } from "./entry-changes";
import { createEntryEdits } from "./entry-edits";
import { STORED, unpack } from "./entry-rows";
import { openEntryRow } from "./entry-sealing";
import type { StatisticsKeeper } from "./planner-statistics";
import { refuseWhilePrivate } from "./private-journal-queries";
import type { StoredEntryRow } from "./entry-sealing";
import { entryTombstones, journalEntries } from "./schema";

export type { EntryPage };

export interface EntryInput {
  id: string;
  entryText: string;
  emotion: string;
  language?: string;
  duration?: number;
  emotionIntensity?: number;
  mood?: Mood;
  wellnessScore?: number;
  aiInsights?: string | null;
  aiSuggestions?: string[];
  themes?: string[];
  isAiGenerated?: boolean;
  /** A check-in (decision 048); a reflection when left out. */
  kind?: EntryKind;
  /** The person chose the emotion and intensity (decisions 026, 048). */
  emotionSetBy?: "person";
  /** The companion's reply, sealed beside the entry (not part of the entry JSON). */
  aiResponse?: string | null;
  /** When it was said, if not now (a reflection kept offline); the database's time otherwise. */
  createdAt?: Date;
}

/** Readable entries in the contract's shape (JournalEntry), and the ones reported beside them. */
export type EntrySet = Omit<EntryPage, "nextCursor">;

/** A position in "newest first": the entry's exact creation time (microseconds, UTC) and id. */
export interface EntryCursor {
  createdAt: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real instant from year 1 on: the date survives a round trip (no 30 February). */
function isCursorTime(text: string): boolean {
  if (!CURSOR_TIME.test(text) || text.startsWith("0000")) return false;
  const ms = Date.parse(text);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 23) === text.slice(0, 23);
}

function encodeCursor({ createdAt, id }: EntryCursor): string {
  return Buffer.from(`${createdAt}|${id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): EntryCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !createdAt || !id || !UUID.test(id) || !isCursorTime(createdAt)) return null;
  return { createdAt, id };
}

/** The entry's fields with the defaults the API promises for left-out ones. */
function payloadOf(input: EntryInput): EntryPayload {
  return {
    entryText: input.entryText,
    emotion: input.emotion,
    language: input.language ?? "en",
    duration: input.duration ?? 0,
    emotionIntensity: input.emotionIntensity ?? 5,
    mood: input.mood ?? "neutral",
    wellnessScore: input.wellnessScore ?? 5,
    aiInsights: input.aiInsights ?? null,
    aiSuggestions: input.aiSuggestions ?? [],
    themes: input.themes ?? [],
    isAiGenerated: input.isAiGenerated ?? false,
    ...(input.emotionSetBy === "person" ? { emotionSetBy: "person" as const } : {}),
    ...(input.kind === "check-in" ? { kind: input.kind } : {}),
  };
}

/**
 * `statistics` is told of every row written, so a run of many writes (a private journal sealed
 * entry by entry, an outbox flushed) brings fresh planner statistics on PGlite (decision 033).
 */
export function createEntryQueries(
  db: Db,
  cipher: Cipher,
  logger?: Pick<Logger, "warn">,
  statistics?: Pick<StatisticsKeeper, "noteWrites">,
) {
  /** Opens each row, keeping the order; what cannot be opened is logged by entry id only. */
  function sortRows(userId: string, rows: readonly StoredEntryRow[]): EntrySet {
    const set: EntrySet = { entries: [], unreadable: [], sealed: [] };
    for (const row of rows) {
      const opened = openEntryRow(cipher, userId, row);
      if (opened.kind === "entry") set.entries.push(opened.entry);
      else if (opened.kind === "browser_sealed") set.sealed.push(opened.entry);
      else {
        logger?.warn({ entryId: row.id, reason: opened.reason }, "entry could not be opened");
        set.unreadable.push(opened.entry);
      }
    }
    return set;
  }

  const readable = (userId: string, row: StoredEntryRow | undefined): JournalEntry | null =>
    row ? (sortRows(userId, [row]).entries[0] ?? null) : null;

  // "My entries, newest first" is the busiest query: prepared once, served by the
  // (user_id, created_at, id) index scanned backwards; one envelope opened per entry.
  const page = (where: ReturnType<typeof and>, name: string) =>
    db
      .select(STORED)
      .from(journalEntries)
      .where(where)
      .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
      .limit(sql.placeholder("limit"))
      .prepare(name);
  const mine = eq(journalEntries.userId, sql.placeholder("userId"));
  const firstPage = page(mine, "entries_first_page");
  const laterPage = page(
    and(
      mine,
      or(
        lt(journalEntries.createdAt, sql`${sql.placeholder("at")}::timestamptz`),
        and(
          eq(journalEntries.createdAt, sql`${sql.placeholder("at")}::timestamptz`),
          lt(journalEntries.id, sql`${sql.placeholder("id")}::uuid`),
        ),
      ),
    ),
    "entries_later_page",
  );
  const oneRow = (userId: string, id: string) => and(eq(journalEntries.id, id), eq(journalEntries.userId, userId));

  async function find(userId: string, id: string): Promise<JournalEntry | null> {
    const [row] = await db.select(STORED).from(journalEntries).where(oneRow(userId, id));
    return readable(userId, row && unpack(row));
  }

  async function list(userId: string, options: { limit: number; cursor?: EntryCursor }): Promise<EntryPage> {
    const { limit, cursor } = options;
    const rows = cursor
      ? await laterPage.execute({ userId, limit: limit + 1, at: cursor.createdAt, id: cursor.id })
      : await firstPage.execute({ userId, limit: limit + 1 });
    const shown = rows.slice(0, limit).map(unpack);
    const last = shown.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null;
    return { ...sortRows(userId, shown), nextCursor };
  }

  return {
    list,
    find,
    ...createEntryChanges(db, cipher, sortRows),
    ...createEntryEdits(db, cipher, sortRows, statistics),

    /**
     * Saves once per id: saving the same id again returns the stored entry. Null if the stored one
     * cannot be opened. Refused (409) while the journal is private, as it is at the moment of the write.
     */
    async save(userId: string, input: EntryInput): Promise<{ entry: JournalEntry; created: boolean } | null> {
      const payload = payloadOf(input);
      const [row] = await db.transaction(async (tx) => {
        await refuseWhilePrivate(tx, userId);
        return tx
          .insert(journalEntries)
          .values({
            id: input.id,
            userId,
            ...(input.createdAt ? { createdAt: input.createdAt } : {}),
            sealed: cipher.seal(serialiseEntryPayload(payload), { purpose: SEAL_PURPOSE.entry, userId, rowId: input.id }),
            sealedReply:
              input.aiResponse == null ? null : cipher.seal(input.aiResponse, { purpose: SEAL_PURPOSE.reply, userId, rowId: input.id }),
          })
          .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.id] })
          .returning(STORED);
      });
      if (row) {
        statistics?.noteWrites(1);
        const { createdAt, updatedAt } = unpack(row);
        const entry = { id: input.id, ...payload, createdAt, updatedAt };
        return { entry, created: true };
      }
      const existing = await find(userId, input.id);
      return existing ? { entry: existing, created: false } : null;
    },

    /** The stored entry with its companion reply, for answering a retried reflection the same way. */
    async findWithReply(userId: string, id: string): Promise<{ entry: JournalEntry; aiResponse: string | null } | null> {
      const [row] = await db
        .select({ ...STORED, sealedReply: sql<string | null>`encode(${journalEntries.sealedReply}, 'base64')` })
        .from(journalEntries)
        .where(oneRow(userId, id));
      const entry = readable(userId, row && unpack(row));
      if (!row || !entry) return null;
      if (row.sealedReply === null) return { entry, aiResponse: null };
      const reply = cipher.open(Buffer.from(row.sealedReply, "base64"), { purpose: SEAL_PURPOSE.reply, userId, rowId: id });
      if (reply.kind === "opened") return { entry, aiResponse: reply.plain };
      logger?.warn({ entryId: id, reason: reply.kind === "unreadable" ? reply.reason : reply.kind }, "entry reply could not be opened");
      return { entry, aiResponse: null };
    },

    /** Deletes the entry and leaves its tombstone in the same transaction (a second deletion after re-creating it moves the tombstone on). */
    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db.transaction(async (tx) => {
        const deleted = await tx.delete(journalEntries).where(oneRow(userId, id)).returning({ id: journalEntries.id });
        if (deleted.length === 0) return false;
        await tx
          .insert(entryTombstones)
          .values({ userId, id })
          // the trigger takes a fresh change_seq on the update too (migration 0007)
          .onConflictDoUpdate({ target: [entryTombstones.userId, entryTombstones.id], set: { deletedAt: sql`excluded.deleted_at` } });
        return true;
      });
      if (removed) statistics?.noteWrites(2); // the entry, and its tombstone
      return removed;
    },

    /** My last `count` entries that can be read (for the greeting and chat context). */
    async recent(userId: string, count: number): Promise<JournalEntry[]> {
      return (await list(userId, { limit: count })).entries;
    },

    /**
     * What my last `count` readable entries answered, newest first: their companion replies and
     * suggestion lines, so local prose can say something new (decision 028). Only the newest
     * entries are read (one index scan, `count` envelopes and replies opened); a reply that cannot
     * be opened is left out.
     */
    async recentAnswers(userId: string, count: number): Promise<{ replies: string[]; suggestions: string[] }> {
      const rows = await db
        .select({ ...STORED, sealedReply: sql<string | null>`encode(${journalEntries.sealedReply}, 'base64')` })
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
        .limit(count);
      const replies: string[] = [];
      const suggestions: string[] = [];
      for (const row of rows) {
        const entry = readable(userId, unpack(row));
        if (!entry) continue;
        suggestions.push(...entry.aiSuggestions);
        if (row.sealedReply === null) continue;
        const reply = cipher.open(Buffer.from(row.sealedReply, "base64"), { purpose: SEAL_PURPOSE.reply, userId, rowId: entry.id });
        if (reply.kind === "opened") replies.push(reply.plain);
      }
      return { replies, suggestions };
    },

    /** Everything I have, newest first (export): readable entries, and the others reported. */
    async all(userId: string): Promise<EntrySet> {
      const rows = await db
        .select(STORED)
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
      return sortRows(userId, rows.map(unpack));
    },
  };
}

export type EntryQueries = ReturnType<typeof createEntryQueries>;
