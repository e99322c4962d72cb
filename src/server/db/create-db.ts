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
import { NO_STATISTICS_KEEPER, createStatisticsKeeper } from "./planner-statistics";
import type { StatisticsKeeper } from "./planner-statistics";
import { withQueryDeadlines } from "./query-deadlines";
import * as schema from "./schema";

export { isDatabaseUnavailable } from "./query-deadlines";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Refreshes planner statistics. PostgreSQL's autovacuum does this itself; embedded PGlite has none. */
  analyze(): Promise<void>;
  /** Told of the rows each write changes: on PGlite, analyses the entry tables after large writes (decision 033). */
  statistics: StatisticsKeeper;
  /** Runs `select 1` (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** The session-level advisory lock every instance takes around PostgreSQL migrations ("Ripple" in ASCII). */
const MIGRATION_LOCK_KEY = 0x526970706c65;

/** How long PostgreSQL may take (decision 042): a request gets an answer, 503 at worst, in a few seconds. */
export interface DatabaseTimeouts {
  /** Opening a connection (postgres.js connect_timeout, in seconds). */
  connectSeconds: number;
  /** One statement, on the server (statement_timeout): the server ends it and the connection stays usable. */
  statementMs: number;
  /** One query on the client, waiting for a connection included: for a server that does not answer at all. */
  queryMs: number;
}

const DATABASE_TIMEOUTS: DatabaseTimeouts = { connectSeconds: 5, statementMs: 5_000, queryMs: 6_000 };

export interface CreateDbOptions {
  databaseUrl?: string;
  /** Folder for PGlite files; omit for an in-memory database. */
  dataDir?: string;
  /** An already opened PGlite (tests clone one from a migrated template). */
  pglite?: PGlite;
  migrate?: boolean;
  /** PostgreSQL only; tests pass smaller ones. */
  timeouts?: DatabaseTimeouts;
}

export async function createDb(options: CreateDbOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const timeouts = options.timeouts ?? DATABASE_TIMEOUTS;
    // Migrations get their own connection without the statement limit: building an index on a
    // large table may take longer than any request should.
    if (shouldMigrate) {
      const migrator = postgres(options.databaseUrl, { max: 1, connect_timeout: timeouts.connectSeconds, onnotice: () => {} });
      try {
        // Instances started at once on one database migrate one after the other, under a lock held
        // by this connection (gone with it, whatever happens): the later ones find nothing left to
        // do. Without it two of them created the same types and one failed to start.
        await migrator`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(drizzlePostgres(migrator, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        await migrator`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
      } finally {
        await migrator.end({ timeout: 5 });
      }
    }
    const client = withQueryDeadlines(
      postgres(options.databaseUrl, {
        max: 10,
        connect_timeout: timeouts.connectSeconds,
        // A transaction left open by a client that stopped talking does not hold its locks for ever.
        connection: { statement_timeout: timeouts.statementMs, idle_in_transaction_session_timeout: 4 * timeouts.statementMs },
        onnotice: () => {},
      }),
      timeouts.queryMs,
    );
    const db = drizzlePostgres(client, { schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      analyze: async () => {
        await client`analyze`;
      },
      // autovacuum analyses after large writes
      statistics: NO_STATISTICS_KEEPER,
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
  // No autovacuum here: the entry tables are analysed in the background after large writes
  // (decision 033); a failure (the database closing) waits for the next writes or the hourly run.
  const statistics = createStatisticsKeeper({
    analyze: async () => {
      await opened.exec("analyze journal_entries, entry_tombstones");
      const { rows } = await opened.query<{ rows: number }>(
        "select reltuples::float8 as rows from pg_class where oid = 'journal_entries'::regclass",
      );
      return Math.max(0, Number(rows[0]?.rows ?? 0));
    },
  });
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
    statistics,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await statistics.settled();
        await opened.close();
      } finally {
        lock?.release();
      }
    },
  };
}
