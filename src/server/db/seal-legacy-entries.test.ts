import { createCipheriv, randomBytes, randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDb, databaseKinds } from "../../../tests/setup/test-db";
import { loadConfig } from "../config";
import { createServerDeps } from "../create-server-deps";
import { createCipher } from "../lib/encryption";
import { createLogger } from "../lib/logger";
import type { Database } from "./create-db";
import { createDb } from "./create-db";
import { createEntryQueries } from "./entry-queries";
import { sealLegacyEntries } from "./seal-legacy-entries";

const KEY = "42".repeat(32);
const cipher = createCipher(KEY);

/** A value in the retired per-value format, written the way the old code wrote it. */
function legacy(plain: string, hexKey = KEY): string {
  const nonce = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", Buffer.from(hexKey, "hex"), nonce);
  const body = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return `v1:${Buffer.concat([nonce, c.getAuthTag(), body]).toString("base64")}`;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : ((result as { rows: Record<string, unknown>[] }).rows ?? []);
}

interface OldEntry {
  id: string;
  entryText: string;
  emotion: string;
  emotionIntensity: number;
  mood: string;
  wellnessScore: number;
  aiInsights: string | null;
  aiSuggestions: string[];
  themes: string[];
  aiResponse: string | null;
  createdAt: string;
}

function oldEntry(i: number): OldEntry {
  return {
    id: randomUUID(),
    entryText: `Entry ${i}: the lighthouse at dusk, café noir ☕`,
    emotion: i % 2 ? "calm" : "anxious",
    emotionIntensity: (i % 10) + 1,
    mood: i % 2 ? "positive" : "mixed",
    wellnessScore: ((i + 3) % 10) + 1,
    aiInsights: i % 3 === 0 ? null : `Insight ${i}`,
    aiSuggestions: i % 4 === 0 ? [] : [`Suggestion ${i}a`, `Suggestion ${i}b`],
    themes: i % 2 ? ["work"] : [],
    aiResponse: i % 5 === 0 ? null : `Reply ${i}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  };
}

async function insertOldEntries(database: Database, userId: string, count: number, key = KEY) {
  await database.db.execute(sql`insert into "user" (id, name, email) values (${userId}, 'Old Timer', ${`${userId}@example.com`})`);
  const entries = Array.from({ length: count }, (_, i) => oldEntry(i));
  for (const e of entries) {
    const suggestions = `{${e.aiSuggestions.map((s) => `"${legacy(s, key)}"`).join(",")}}`;
    const themes = `{${e.themes.map((s) => `"${s}"`).join(",")}}`;
    await database.db.execute(sql`
      insert into journal_entries (id, user_id, entry_text, emotion, language, duration, emotion_intensity, mood,
        wellness_score, ai_insights, ai_suggestions, themes, is_ai_generated, ai_response, created_at, updated_at)
      values (${e.id}, ${userId}, ${legacy(e.entryText, key)}, ${e.emotion}, 'en', 12.5, ${e.emotionIntensity}, ${e.mood},
        ${e.wellnessScore}, ${e.aiInsights === null ? null : legacy(e.aiInsights, key)}, ${suggestions}::text[], ${themes}::text[],
        true, ${e.aiResponse === null ? null : legacy(e.aiResponse, key)}, ${e.createdAt}, ${e.createdAt})`);
  }
  return { userId, entries };
}

describe.each(databaseKinds())("sealing legacy entries on %s", (kind) => {
  let database: Database;
  const logLines: string[] = [];
  const logger = createLogger("info", new Writable({ write: (chunk, _e, done) => (logLines.push(String(chunk)), done()) }));
  let userCount = 0;

  beforeAll(async () => {
    database = await createTestDb(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  async function userWithOldEntries(count: number, key = KEY) {
    userCount += 1;
    return insertOldEntries(database, `legacy-user-${userCount}-${randomUUID()}`, count, key);
  }

  const sealedCount = async (userId: string) =>
    Number(
      rowsOf(
        await database.db.execute(sql`select count(*)::int as n from journal_entries where user_id = ${userId} and sealed is not null`),
      )[0]!.n,
    );

  async function expectReadable(userId: string, entries: OldEntry[]) {
    const queries = createEntryQueries(database.db, cipher, logger);
    const all = await queries.all(userId);
    expect(all.unreadable).toEqual([]);
    const byId = new Map(all.entries.map((e) => [e.id, e]));
    for (const e of entries) {
      expect(byId.get(e.id)).toEqual({
        id: e.id,
        entryText: e.entryText,
        emotion: e.emotion,
        language: "en",
        duration: 12.5,
        emotionIntensity: e.emotionIntensity,
        mood: e.mood,
        wellnessScore: e.wellnessScore,
        aiInsights: e.aiInsights,
        aiSuggestions: e.aiSuggestions,
        themes: e.themes,
        isAiGenerated: true,
        createdAt: e.createdAt,
        updatedAt: e.createdAt,
      });
      expect((await queries.findWithReply(userId, e.id))?.aiResponse).toBe(e.aiResponse);
    }
  }

  it("converts rows written in the old format: every field reads back, nothing is left in the old columns", async () => {
    const { userId, entries } = await userWithOldEntries(7);
    const before = await createEntryQueries(database.db, cipher, logger).list(userId, { limit: 50 });
    expect(before.entries).toEqual([]);
    expect(before.unreadable).toHaveLength(7); // not converted yet: reported, not fatal

    const result = await sealLegacyEntries(database.db, cipher, logger, { batchSize: 3 });
    expect(result.failed).toBe(0);
    expect(result.converted).toBeGreaterThanOrEqual(7);
    expect(await sealedCount(userId)).toBe(7);
    await expectReadable(userId, entries);
    const leftovers = rowsOf(
      await database.db.execute(sql`
        select count(*)::int as n from journal_entries where user_id = ${userId} and (entry_text is not null or emotion is not null
          or mood is not null or emotion_intensity is not null or wellness_score is not null or ai_insights is not null
          or ai_suggestions is not null or themes is not null or ai_response is not null or language is not null
          or duration is not null or is_ai_generated is not null)`),
    );
    expect(leftovers[0]!.n).toBe(0);
    const raw = JSON.stringify(rowsOf(await database.db.execute(sql`select * from journal_entries where user_id = ${userId}`)));
    expect(raw).not.toContain("lighthouse");
    expect(raw).not.toContain("anxious");
  });

  it("stopped half-way and run again, ends fully converted with nothing lost or converted twice", async () => {
    const { userId, entries } = await userWithOldEntries(25);
    await sealLegacyEntries(database.db, cipher, logger); // anything left by other tests
    const { userId: otherId, entries: others } = await userWithOldEntries(25);
    const killed = sealLegacyEntries(database.db, cipher, logger, {
      batchSize: 10,
      afterBatch: () => {
        throw new Error("killed");
      },
    });
    await expect(killed).rejects.toThrow("killed");
    expect(await sealedCount(otherId)).toBe(10);
    const first = rowsOf(
      await database.db.execute(
        sql`select id, encode(sealed, 'hex') as sealed from journal_entries where user_id = ${otherId} and sealed is not null`,
      ),
    );

    const rerun = await sealLegacyEntries(database.db, cipher, logger, { batchSize: 10 });
    expect(rerun).toEqual({ converted: 15, failed: 0 });
    expect(await sealedCount(otherId)).toBe(25);
    // rows done before the stop were skipped, not sealed again
    const after = rowsOf(
      await database.db.execute(sql`select id, encode(sealed, 'hex') as sealed from journal_entries where user_id = ${otherId}`),
    );
    for (const row of first) expect(after.find((r) => r.id === row.id)?.sealed).toBe(row.sealed);
    await expectReadable(otherId, others);
    await expectReadable(userId, entries);
    expect(await sealLegacyEntries(database.db, cipher, logger)).toEqual({ converted: 0, failed: 0 });
  });

  it("leaves a row it cannot read as it is, logs its id only, converts the rest and finishes", async () => {
    await sealLegacyEntries(database.db, cipher, logger);
    const { userId, entries } = await userWithOldEntries(3);
    const { userId: strangerId, entries: strange } = await userWithOldEntries(1, "99".repeat(32));
    logLines.length = 0;
    const result = await sealLegacyEntries(database.db, cipher, logger, { batchSize: 1 });
    expect(result).toEqual({ converted: 3, failed: 1 });
    await expectReadable(userId, entries);
    const page = await createEntryQueries(database.db, cipher, logger).list(strangerId, { limit: 50 });
    expect(page.entries).toEqual([]);
    expect(page.unreadable.map((e) => e.id)).toEqual([strange[0]!.id]);
    const warning = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === "legacy entry could not be converted");
    expect(warning).toMatchObject({ level: 40, entryId: strange[0]!.id });
    expect(logLines.join("")).not.toContain("lighthouse");
    // the same row again at the next start: reported again, never a loop
    expect(await sealLegacyEntries(database.db, cipher, logger)).toEqual({ converted: 0, failed: 1 });
  });
});

describe("at start", () => {
  it("the server converts rows in the old format before it serves", async () => {
    const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]) });
    const database = await createDb({ pglite, migrate: false });
    const { userId, entries } = await insertOldEntries(database, `start-user-${randomUUID()}`, 3);
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: "/nonexistent-ripple-test-dir",
      ENCRYPTION_KEY: KEY,
      AUTH_SECRET: "a".repeat(40),
      LOG_LEVEL: "silent",
    });
    const deps = await createServerDeps(config, { pglite });
    try {
      const all = await createEntryQueries(deps.database.db, deps.cipher).all(userId);
      expect(all.unreadable).toEqual([]);
      expect(all.entries.map((e) => e.entryText).sort()).toEqual(entries.map((e) => e.entryText).sort());
    } finally {
      await deps.database.close();
    }
  });
});
