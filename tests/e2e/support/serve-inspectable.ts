// Run with tsx: the production server (config, dependencies and app as src/server/index.ts builds
// them, a fresh PGlite folder, the built client) on a loopback port, and beside it a control port
// that hands the test every row of every table, and every journal as the server opens it with its
// own key. Its logs go to stdout, where the test reads them.
// Test-only: the product has no such door. Prints `ready <app port> <control port>` once both listen.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { createApp } from "../../../src/server/app";
import { loadConfig } from "../../../src/server/config";
import { createServerDeps } from "../../../src/server/create-server-deps";
import { createEntryQueries } from "../../../src/server/db/entry-queries";

const appPort = Number(process.argv[2]);
const dataDir = mkdtempSync(path.join(tmpdir(), "ripple-inspectable-"));
// Stopped by a signal (the spec's close(), or its worker's exit): the data folder goes with it.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}
const config = loadConfig({
  NODE_ENV: "production",
  PORT: String(appPort),
  APP_URL: `http://localhost:${appPort}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: "info",
  AUTH_RATE_LIMIT_MAX: "1000",
});
const deps = await createServerDeps(config);
serve({ fetch: createApp({ ...deps, clientDir: "dist/client" }).fetch, port: appPort, hostname: "127.0.0.1" });

const rows = (result: unknown) =>
  (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as Record<string, unknown>[];

async function dumpTables(): Promise<string> {
  const { db } = deps.database;
  const tables = rows(await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`));
  let dump = "";
  for (const { table_name: table } of tables) {
    const content = rows(await db.execute(sql.raw(`select * from "${String(table)}"`)));
    // bytes as latin1 text: a word stored in the clear inside a byte column would still be found
    dump += JSON.stringify(content, (_key, value: unknown) =>
      value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value,
    );
  }
  // and every journal as the server itself reads it, opened with its own key
  const entries = createEntryQueries(db, deps.cipher);
  for (const { id } of rows(await db.execute(sql`select id from "user"`))) {
    dump += JSON.stringify(await entries.all(String(id)));
  }
  return dump;
}

const control = createServer((request, response) => {
  if (request.url !== "/tables") return void response.writeHead(404).end();
  void dumpTables().then((dump) => response.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(dump));
});
control.listen(0, "127.0.0.1", () => {
  console.log(`ready ${appPort} ${(control.address() as AddressInfo).port}`);
});
