// A fresh database per test file: a clone of the migrated PGlite template, or a new PostgreSQL database
// created next to TEST_DATABASE_URL as a copy of the migrated template (both built by global-setup.ts).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { inject } from "vitest";
import type { Database, DatabaseKind } from "../../src/server/db/create-db";
import { createDb } from "../../src/server/db/create-db";
import { testEnv } from "./test-env";

/** The database kinds the storage and API tests run against: PGlite always, PostgreSQL when configured. */
export function databaseKinds(): DatabaseKind[] {
  return testEnv().TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export async function createTestDb(kind: DatabaseKind = "pglite"): Promise<Database> {
  if (kind === "pglite") {
    const template = readFileSync(inject("pgliteTemplate"));
    const pglite = new PGlite({ loadDataDir: new Blob([template]) });
    return createDb({ pglite, migrate: false });
  }
  const adminUrl = testEnv().TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `ripple_test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  if (!template) throw new Error("no PostgreSQL template: TEST_DATABASE_URL was not set when the run started");
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await createDb({ databaseUrl: url.toString(), migrate: false });
  return {
    ...database,
    analyze: database.analyze,
    async close() {
      await database.close();
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
