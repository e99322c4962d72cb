// A fresh database for each caller: an emptied PGlite instance of this worker's pool (first loaded
// from the migrated template), or a new PostgreSQL database created next to TEST_DATABASE_URL as a
// copy of the migrated template (both templates built by global-setup.ts).
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
  if (kind === "pglite") return leasePglite();
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

/**
 * PGlite instances this worker has finished with, emptied. Starting one from the template costs about
 * half a CPU-second, and the unit and API tests asked for several hundred, so an instance a test has
 * closed is emptied and handed to the next (decision 061). What the next test sees is what a new
 * instance has: the migrated schema, no rows, sequences at their start, no planner statistics.
 */
const idle: PGlite[] = [];

/**
 * One of the pool's instances behind a proxy that refuses every call once the test has closed it, as
 * a closed PGlite does: work the app left running after its test cannot reach the next test's rows.
 */
async function leasePglite(): Promise<Database> {
  const pglite = idle.pop() ?? new PGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]) });
  let closed = false;
  const guarded = new Proxy(pglite, {
    get(target, property) {
      if (property === "close") return async () => {};
      if (closed && property !== "closed") throw new Error("PGlite is closed");
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const database = await createDb({ pglite: guarded, migrate: false });
  return {
    ...database,
    async close() {
      if (closed) return;
      await database.close();
      closed = true;
      // queued behind whatever the test left running (PGlite runs one statement at a time)
      await emptyPglite(pglite);
      idle.push(pglite);
    },
  };
}

async function emptyPglite(pglite: PGlite): Promise<void> {
  const { rows: tables } = await pglite.query<{ name: string }>(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  );
  const { rows: sequences } = await pglite.query<{ name: string }>(
    "select format('%I.%I', sequence_schema, sequence_name) as name from information_schema.sequences where sequence_schema = 'public'",
  );
  const statements = [
    tables.length > 0 ? `truncate ${tables.map((table) => table.name).join(", ")} restart identity cascade` : "",
    ...sequences.map((sequence) => `alter sequence ${sequence.name} restart`),
    "delete from pg_statistic where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)",
    "update pg_class set reltuples = -1, relpages = 0, relallvisible = 0 where relnamespace = 'public'::regnamespace",
  ].filter((statement) => statement !== "");
  await pglite.exec(statements.join(";\n"));
}
