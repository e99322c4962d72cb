// createDb(config) returns the same Drizzle handle type for embedded PGlite and for PostgreSQL.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Refreshes planner statistics. PostgreSQL's autovacuum does this itself; embedded PGlite has none. */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface CreateDbOptions {
  databaseUrl?: string;
  /** Folder for PGlite files; omit for an in-memory database. */
  dataDir?: string;
  /** An already opened PGlite (tests clone one from a migrated template). */
  pglite?: PGlite;
  migrate?: boolean;
}

export async function createDb(options: CreateDbOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    if (shouldMigrate) await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      analyze: async () => {
        await client`analyze`;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir ? path.join(options.dataDir, "pglite") : undefined);
  }
  const db = drizzlePglite(client, { schema });
  if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const opened = client;
  return {
    db: db as unknown as Db,
    kind: "pglite",
    analyze: async () => {
      await opened.exec("analyze");
    },
    close: () => opened.close(),
  };
}
