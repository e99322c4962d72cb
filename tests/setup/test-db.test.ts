// The PGlite pool behind createTestDb (decision 061): a test database handed out again must look new,
// and one a test has closed must refuse work as a closed PGlite does.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDb } from "./test-db";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe("createTestDb on PGlite", () => {
  it("hands out an instance emptied of the last test's rows, with its sequences restarted and no planner statistics", async () => {
    const first = await createTestDb("pglite");
    await first.db.execute(
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u1', 'A', 'a@example.com', false, now(), now())`,
    );
    const firstValue = rowsOf(await first.db.execute(sql`select nextval('entry_change_seq') as value`))[0]!.value;
    await first.db.execute(sql`analyze "user"`);
    const statisticsOf = (database: typeof first) =>
      database.db.execute(sql`select count(*)::int as count from pg_statistic where starelid = '"user"'::regclass`);
    expect(rowsOf(await statisticsOf(first))[0]!.count).toBeGreaterThan(0);
    await first.close();

    const second = await createTestDb("pglite");
    try {
      expect(rowsOf(await second.db.execute(sql`select count(*)::int as count from "user"`))[0]!.count).toBe(0);
      expect(rowsOf(await second.db.execute(sql`select nextval('entry_change_seq') as value`))[0]!.value).toEqual(firstValue);
      expect(rowsOf(await statisticsOf(second))[0]!.count).toBe(0);
    } finally {
      await second.close();
    }
  });

  it("refuses every query once closed, so work left running cannot reach the next test's database", async () => {
    const database = await createTestDb("pglite");
    await database.close();
    const error = await database.db.execute(sql`select 1`).then(
      () => null,
      (failure: unknown) => failure as Error & { cause?: unknown },
    );
    expect(String(error?.cause ?? error)).toContain("PGlite is closed");
  });
});
