// Shared bench helpers: a real Ripple server on loopback with a seeded database.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import autocannon from "autocannon";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { createServerDeps } from "../src/server/create-server-deps";
import { serialiseEntryPayload } from "../src/domain/entries/sealed-entry";
import { SEAL_PURPOSE } from "../src/domain/entries/envelope";
import { journalEntries } from "../src/server/db/schema";

/** `clientDir`: also serve the built client (dist/client) for benches that drive the app in Chromium. */
export async function startBenchServer(databaseUrl?: string, options: { clientDir?: string } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "ripple-bench-"));
  const port = 3300 + Math.floor(Math.random() * 500);
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    // Fixed bench secrets: each run has a fresh DATA_DIR, and a PostgreSQL database keeps the
    // check values of the first run's secrets (an instance with other secrets refuses to start).
    ENCRYPTION_KEY: "be".repeat(32),
    AUTH_SECRET: "ripple-bench-auth-secret-0123456789abcdef",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_MAX: "100000",
  });
  const deps = await createServerDeps(config);
  const app = createApp({ ...deps, clientDir: options.clientDir });
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;

  async function signUp(name: string) {
    const account = { email: `${name}-${randomUUID()}@example.com`, password: "bench password 1" };
    const post = (path: string, body: unknown) =>
      fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify(body) });
    await post("/api/auth/sign-up/email", { name, ...account });
    // sign-up starts no session (decision 012): sign in
    const response = await post("/api/auth/sign-in/email", account);
    const body = (await response.json()) as { user: { id: string } };
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    await fetch(`${origin}/api/profile/consent`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin, cookie },
      body: JSON.stringify({ hasAgreedToTerms: true, dataUseAcknowledged: true }),
    });
    return { cookie, userId: body.user.id };
  }

  async function seedEntries(userId: string, count: number) {
    const start = Date.now() - count * 60_000;
    for (let offset = 0; offset < count; offset += 500) {
      const rows = Array.from({ length: Math.min(500, count - offset) }, (_, i) => {
        const id = randomUUID();
        const payload = serialiseEntryPayload({
          entryText: `Reflection number ${offset + i}: a calm walk and some thoughts about work.`,
          emotion: "calm",
          language: "en",
          duration: 30,
          emotionIntensity: 5,
          mood: "positive",
          wellnessScore: 7,
          aiInsights: "The reflection is calm and steady.",
          aiSuggestions: ["Take another walk tomorrow morning."],
          themes: ["work"],
          isAiGenerated: false,
        });
        const sealed = deps.cipher.seal(payload, { purpose: SEAL_PURPOSE.entry, userId, rowId: id });
        return { id, userId, sealed, createdAt: new Date(start + (offset + i) * 60_000) };
      });
      await deps.database.db.insert(journalEntries).values(rows);
    }
    await deps.database.analyze(); // as autovacuum (PostgreSQL) or the server's hourly analyze (PGlite) would
  }

  return {
    origin,
    kind: deps.database.kind,
    signUp,
    seedEntries,
    async stop() {
      await new Promise((resolve) => setTimeout(resolve, 500)); // let the load tool's last requests finish
      await new Promise((resolve) => server.close(resolve));
      await deps.database.close();
    },
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** This process's CPU time (server and load tool) per request: steadier than req/s on a busy machine. */
  cpuMs: number;
}

export async function load(options: autocannon.Options): Promise<LoadResult> {
  const before = process.cpuUsage();
  const result = await autocannon({ connections: 10, duration: 5, ...options });
  const cpu = process.cpuUsage(before);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  const cpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: non2xx, cpuMs };
}
