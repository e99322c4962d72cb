// Journal entry storage. Every function takes the signed-in user's id and filters by it.
// Entry text, insights and suggestions are encrypted at rest; emotion, scores and dates stay plain.
import { and, desc, eq, lt, or } from "drizzle-orm";
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

export function encodeCursor(entry: { createdAt: string; id: string }): string {
  return Buffer.from(`${entry.createdAt}|${entry.id}`, "utf8").toString("base64url");
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!at || !id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const createdAt = new Date(at);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}

export function createEntryQueries(db: Db, cipher: Cipher) {
  const toEntry = (row: JournalEntryRow): JournalEntry => ({
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

  return {
    async list(userId: string, options: { limit: number; cursor?: { createdAt: Date; id: string } }): Promise<EntryPage> {
      const { limit, cursor } = options;
      const mine = eq(journalEntries.userId, userId);
      const where = cursor
        ? and(
            mine,
            or(
              lt(journalEntries.createdAt, cursor.createdAt),
              and(eq(journalEntries.createdAt, cursor.createdAt), lt(journalEntries.id, cursor.id)),
            ),
          )
        : mine;
      const rows = await db
        .select()
        .from(journalEntries)
        .where(where)
        .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
        .limit(limit + 1);
      const entries = rows.slice(0, limit).map(toEntry);
      const last = entries.at(-1);
      return { entries, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
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
        .onConflictDoNothing({ target: journalEntries.id })
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
