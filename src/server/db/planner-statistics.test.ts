// Planner statistics after large writes (decision 033): embedded PGlite has no autovacuum, so after a
// big import "my entries, newest first" was planned from the statistics of a nearly empty table (a
// scan and sort: 24 requests a second at limit=200) until the next restart. The keeper counts rows
// written and runs ANALYZE on the entry tables once enough have changed, in the background.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { createStatisticsKeeper } from "./planner-statistics";

/** A keeper over a fake ANALYZE that the test finishes by hand. */
function keeperWithFakeAnalyze(options: { minRows: number; fraction: number }) {
  const runs: { finish: (rows: number) => void; fail: (error: Error) => void }[] = [];
  const errors: unknown[] = [];
  const keeper = createStatisticsKeeper({
    ...options,
    analyze: () =>
      new Promise<number>((resolve, reject) => {
        runs.push({ finish: resolve, fail: reject });
      }),
    onError: (error) => errors.push(error),
  });
  /** Waits until the keeper has started `count` ANALYZE runs in all. */
  const started = async (count: number) => {
    while (runs.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { keeper, runs, errors, started };
}

describe("the statistics keeper", () => {
  it("runs ANALYZE once enough rows were written, never in the writer's turn, one run at a time", async () => {
    const { keeper, runs, started } = keeperWithFakeAnalyze({ minRows: 500, fraction: 0.2 });
    keeper.noteWrites(499);
    await keeper.settled();
    expect(runs).toHaveLength(0);
    keeper.noteWrites(1);
    expect(runs).toHaveLength(0); // not in the writer's own turn
    await started(1);
    keeper.noteWrites(2_500); // while it runs: counted for the next one
    runs[0]!.finish(10_000);
    // the next threshold follows the table's size: 20 % of 10,000 rows, which those 2,500 pass
    await started(2);
    runs[1]!.finish(12_500);
    await keeper.settled();
    keeper.noteWrites(2_000); // below 20 % of 12,500
    await keeper.settled();
    expect(runs).toHaveLength(2);
    keeper.noteWrites(500);
    await started(3);
    runs[2]!.finish(15_000);
    await keeper.settled();
    expect(runs).toHaveLength(3);
  });

  it("reports a failed ANALYZE and keeps counting", async () => {
    const { keeper, runs, errors, started } = keeperWithFakeAnalyze({ minRows: 10, fraction: 0 });
    keeper.noteWrites(10);
    await started(1);
    runs[0]!.fail(new Error("closed"));
    await keeper.settled();
    expect(errors).toHaveLength(1);
    keeper.noteWrites(10);
    await started(2);
    runs[1]!.finish(20);
    await keeper.settled();
  });
});

describe("after a large import on PGlite", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: "pglite" });
  });
  afterAll(async () => {
    await t.close();
  });

  const lastAnalyze = async (): Promise<string | null> => {
    const result = (await t.database.db.execute(
      sql`select to_char(last_analyze, 'YYYY-MM-DD"T"HH24:MI:SS.US') as at from pg_stat_user_tables where relname = 'journal_entries'`,
    )) as unknown as { rows: { at: string | null }[] };
    return result.rows[0]?.at ?? null;
  };

  // 600 entries analysed and written through the real route: longer than the default on a busy machine
  it("the entry tables are analysed in the background once the import has written its rows", { timeout: 60_000 }, async () => {
    const { cookie } = await t.signUp();
    const before = await lastAnalyze();
    const at = Date.UTC(2024, 0, 1);
    const entries = Array.from({ length: 600 }, (_, i) => {
      const when = new Date(at + i * 3_600_000).toISOString();
      return {
        id: randomUUID(),
        entryText: `An hour of the year, number ${i}, written down.`,
        emotion: "calm",
        language: "en",
        duration: 0,
        emotionIntensity: 5,
        mood: "neutral",
        wellnessScore: 5,
        aiInsights: null,
        aiSuggestions: [],
        themes: [],
        isAiGenerated: false,
        createdAt: when,
        updatedAt: when,
      };
    });
    const response = await t.request("/api/import", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ format: "ripple-export", version: 1, entries }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { imported: number }).imported).toBe(600);
    await t.database.statistics.settled();
    const after = await lastAnalyze();
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    // and the planner knows the table's size
    const sized = (await t.database.db.execute(
      sql`select reltuples::int as rows from pg_class where relname = 'journal_entries'`,
    )) as unknown as {
      rows: { rows: number }[];
    };
    expect(sized.rows[0]!.rows).toBeGreaterThanOrEqual(500);
  });
});
