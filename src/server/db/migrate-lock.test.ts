// Two instances started at once on an empty PostgreSQL database both migrate it and start: the
// migrations run under one advisory lock, so the second waits for the first and then finds nothing
// left to do (without it, both created the same types and one failed on a unique key).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { testEnv } from "../../../tests/setup/test-env";
import { createDb } from "./create-db";

const adminUrl = testEnv().TEST_DATABASE_URL;

/** A new empty database beside TEST_DATABASE_URL, its URL, and a way to drop it. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ripple_migrate_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(adminUrl!, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe.skipIf(!adminUrl)("migrations on PostgreSQL", () => {
  it.each([1, 2, 3])("two instances started at once on an empty database both start (round %i)", async () => {
    const fresh = await freshDatabase();
    try {
      const started = await Promise.allSettled([createDb({ databaseUrl: fresh.url }), createDb({ databaseUrl: fresh.url })]);
      const opened = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      try {
        expect(started.map((result) => (result.status === "rejected" ? String(result.reason) : "started"))).toEqual(["started", "started"]);
        // migrated once: every migration recorded one time
        const [first] = opened;
        const rows = (await first!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
          n: number;
        }[];
        const applied = (await first!.db.execute(
          sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`,
        )) as unknown as {
          n: number;
        }[];
        expect(rows[0]!.n).toBe(applied[0]!.n);
        expect(rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await Promise.all(opened.map((database) => database.close()));
      }
    } finally {
      await fresh.drop();
    }
  });
});
