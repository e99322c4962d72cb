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
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Refreshes planner statistics. PostgreSQL's autovacuum does this itself; embedded PGlite has none. */
  analyze(): Promise<void>;
  /** Runs `select 1` (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

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
      ping: async () => {
        await client`select 1`;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let client = options.pglite;
  // One process per data folder (see data-dir-lock.ts): a second one refuses to start.
  let lock: ReturnType<typeof acquireDataDirLock> | undefined;
  if (!client) {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      lock = acquireDataDirLock(options.dataDir);
    }
    try {
      client = new PGlite(options.dataDir ? path.join(options.dataDir, "pglite") : undefined);
    } catch (error) {
      lock?.release();
      throw error;
    }
  }
  const opened = client;
  const db = drizzlePglite(opened, { schema });
  try {
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    if (!options.pglite) await opened.close().catch(() => {});
    lock?.release();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: "pglite",
    analyze: async () => {
      await opened.exec("analyze");
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await opened.close();
      } finally {
        lock?.release();
      }
    },
  };
}
