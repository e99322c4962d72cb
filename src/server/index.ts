// The only file that listens.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { ConfigError, loadConfig, loadDotEnv } from "./config";
import { createServerDeps } from "./create-server-deps";
import { createPushSender } from "./reminders/push-sender";
import { createReminderStore } from "./reminders/reminder-store";
import { createReminderScheduler } from "./reminders/scheduler";
import { removeLeftoverSpools } from "./transfer/spool";

/** Longer than the common 60 s idle timeout of load balancers, so they close idle connections first. */
const KEEP_ALIVE_MS = 65_000;
import { DataDirLockedError } from "./db/data-dir-lock";
import { SecretMismatchError } from "./lib/secrets";

/** Refuses to start with a message for the person who started it, and exit code 1. */
function refuseToStart(message: string): never {
  process.stderr.write(`Ripple cannot start.\n${message}\n`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error.message);
    throw error;
  }
  let deps: Awaited<ReturnType<typeof createServerDeps>>;
  try {
    deps = await createServerDeps(config);
  } catch (error) {
    // A second process on this data folder, or secrets other than the database's.
    if (error instanceof DataDirLockedError || error instanceof SecretMismatchError) refuseToStart(error.message);
    throw error;
  }
  const clientDir = path.relative(process.cwd(), path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/client"));
  const app = createApp({ ...deps, clientDir });
  // ZIPs spooled by an import this machine's earlier process was killed in the middle of (decision 053)
  await removeLeftoverSpools().catch(() => 0);
  // Keep planner statistics fresh on embedded PGlite (no autovacuum there): "my entries, newest first"
  // must use its index however many entries a person has.
  const ANALYZE_EVERY_MS = 60 * 60 * 1000;
  if (deps.database.kind === "pglite") {
    await deps.database.analyze();
    setInterval(() => void deps.database.analyze().catch(() => {}), ANALYZE_EVERY_MS).unref();
  }
  // Gentle reminders: every instance looks for due ones; each is claimed by one (decision 047).
  const reminders = createReminderScheduler({
    db: deps.database.db,
    store: createReminderStore(deps.database.db),
    send: createPushSender(deps.vapid),
    now: () => new Date(),
    logger: deps.logger,
  });
  reminders.start();
  // Media bytes no item points to (an upload cut off, a crash between writing them and committing
  // the row) are swept at start-up and every hour (decision 050).
  const SWEEP_MEDIA_EVERY_MS = 60 * 60 * 1000;
  const sweepMedia = () =>
    void deps.media.sweep().catch((error: unknown) => deps.logger.warn({ err: { name: (error as Error).name } }, "media sweep failed"));
  sweepMedia();
  setInterval(sweepMedia, SWEEP_MEDIA_EVERY_MS).unref();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    deps.logger.info({ port: info.port, database: deps.database.kind }, `Ripple is listening on ${config.appUrl}`);
  });
  // Idle keep-alive connections stay open longer than a client's or proxy's reuse window (Node's
  // 5 s default let clients reuse a socket the server was closing: ECONNRESET under load).
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  const shutdown = () => {
    reminders.stop();
    server.close(() => void deps.database.close().finally(() => process.exit(0)));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

void main();
