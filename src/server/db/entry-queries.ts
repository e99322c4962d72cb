// Journal entry storage. Every function takes the signed-in user's id and filters by it.
// Entry text, insights and suggestions are encrypted at rest; emotion, scores and dates stay plain.
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { JournalEntry, Mood } from "../../domain/types";
import type { Cipher } from "../lib/encryption";
import type { Db } from "./create-db";
import { journalEntries } from "./schema";
import type { JournalEntryRow } from "./schema";

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
  /** The companion's reply, kept encrypted beside the entry (not part of the entry JSON). */
  aiResponse?: string | null;
}

export interface EntryPage {
  entries: JournalEntry[];
  nextCursor: string | null;
}

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

export function encodeCursor({ createdAt, id }: EntryCursor): string {
  return Buffer.from(`${createdAt}|${id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): EntryCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !createdAt || !id || !UUID.test(id) || !isCursorTime(createdAt)) return null;
  return { createdAt, id };
}

/** The columns of an entry's JSON: the owner and the stored reply stay in the database. */
const ENTRY_COLUMNS = {
  id: journalEntries.id,
  entryText: journalEntries.entryText,
  emotion: journalEntries.emotion,
  language: journalEntries.language,
  duration: journalEntries.duration,
  emotionIntensity: journalEntries.emotionIntensity,
  mood: journalEntries.mood,
  wellnessScore: journalEntries.wellnessScore,
  aiInsights: journalEntries.aiInsights,
  aiSuggestions: journalEntries.aiSuggestions,
  themes: journalEntries.themes,
  isAiGenerated: journalEntries.isAiGenerated,
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
};

type EntryRow = Omit<JournalEntryRow, "userId" | "aiResponse">;

export function createEntryQueries(db: Db, cipher: Cipher) {
  const toEntry = (row: EntryRow): JournalEntry => ({
    id: row.id,
    entryText: cipher.decrypt(row.entryText),
    emotion: row.emotion,
    language: row.language,
    duration: row.duration,
    emotionIntensity: row.emotionIntensity,
    mood: row.mood as Mood,
    wellnessScore: row.wellnessScore,
    aiInsights: row.aiInsights === null ? null : cipher.decrypt(row.aiInsights),
    aiSuggestions: row.aiSuggestions.map((s) => cipher.decrypt(s)),
    themes: row.themes,
    isAiGenerated: row.isAiGenerated,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

  // "My entries, newest first" is the busiest query: prepared once, served by the
  // (user_id, created_at, id) index scanned backwards.
  const page = (where: ReturnType<typeof and>, name: string) =>
    db
      .select({
        ...ENTRY_COLUMNS,
        // the database keeps microseconds, a JS Date only milliseconds: the cursor needs them all
        cursorAt: sql<string>`to_char(${journalEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
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
        and(eq(journalEntries.createdAt, sql`${sql.placeholder("at")}::timestamptz`), lt(journalEntries.id, sql`${sql.placeholder("id")}::uuid`)),
      ),
    ),
    "entries_later_page",
  );

  return {
    async list(userId: string, options: { limit: number; cursor?: EntryCursor }): Promise<EntryPage> {
      const { limit, cursor } = options;
      const rows = cursor
        ? await laterPage.execute({ userId, limit: limit + 1, at: cursor.createdAt, id: cursor.id })
        : await firstPage.execute({ userId, limit: limit + 1 });
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        entries: shown.map(toEntry),
        nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
      };
    },

    async find(userId: string, id: string): Promise<JournalEntry | null> {
      const [row] = await db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
      return row ? toEntry(row) : null;
    },

    /** Saves once per id: saving the same id again returns the stored entry. Null if the id is taken by someone else. */
    async save(userId: string, input: EntryInput): Promise<{ entry: JournalEntry; created: boolean } | null> {
      const inserted = await db
        .insert(journalEntries)
        .values({
          id: input.id,
          userId,
          entryText: cipher.encrypt(input.entryText),
          emotion: input.emotion,
          language: input.language,
          duration: input.duration,
          emotionIntensity: input.emotionIntensity,
          mood: input.mood,
          wellnessScore: input.wellnessScore,
          aiInsights: input.aiInsights == null ? null : cipher.encrypt(input.aiInsights),
          aiSuggestions: (input.aiSuggestions ?? []).map((s) => cipher.encrypt(s)),
          themes: input.themes,
          isAiGenerated: input.isAiGenerated,
          aiResponse: input.aiResponse == null ? null : cipher.encrypt(input.aiResponse),
        })
        .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.id] })
        .returning();
      const [row] = inserted;
      if (row) return { entry: toEntry(row), created: true };
      const existing = await this.find(userId, input.id);
      return existing ? { entry: existing, created: false } : null;
    },

    /** The stored entry with its companion reply, for answering a retried reflection the same way. */
    async findWithReply(userId: string, id: string): Promise<{ entry: JournalEntry; aiResponse: string | null } | null> {
      const [row] = await db
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
      if (!row) return null;
      return { entry: toEntry(row), aiResponse: row.aiResponse === null ? null : cipher.decrypt(row.aiResponse) };
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(journalEntries)
        .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
        .returning({ id: journalEntries.id });
      return deleted.length > 0;
    },

    async recent(userId: string, count: number): Promise<JournalEntry[]> {
      return (await this.list(userId, { limit: count })).entries;
    },

    async all(userId: string): Promise<JournalEntry[]> {
      const rows = await db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
      return rows.map(toEntry);
    },
  };
}

export type EntryQueries = ReturnType<typeof createEntryQueries>;
