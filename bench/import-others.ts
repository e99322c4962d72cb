// Other people's latency while one person imports a large journal: a 50,000-entry Day One export
// (JSON) is posted to /api/import while four other signed-in users each keep asking for their
// journal (GET /api/entries) and the health check (GET /api/health), one request after another,
// until the import answers. Prints their p50, p99 and worst latency, how many requests were
// answered, how many health checks were not 200, and how long the import took. PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set (`--postgres`: PostgreSQL alone). `-- 5000` imports
// another count.
import { randomUUID } from "node:crypto";
import { startBenchServer } from "./bench-server";

const COUNT = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 50_000);
const OTHERS = 4;
/** Stops the other users' loops even if the import never answers. */
const CAP_MS = 15 * 60_000;

function dayOneJson(count: number): string {
  const start = Date.parse("2015-01-01T08:00:00Z");
  const texts = [
    "Walked the long way home and listened to the rain on the bridge. I felt calm and a little tired.",
    "Work was loud today; I kept my head down and finished the report, then felt proud of it.",
    "Called my sister and we planned the summer visit, which made me happy and hopeful.",
    "Felt anxious before the meeting, then relieved when it went fine. Slept badly though.",
  ];
  return JSON.stringify({
    metadata: { version: "1.0" },
    entries: Array.from({ length: count }, (_, i) => ({
      uuid: randomUUID().replaceAll("-", "").toUpperCase(),
      // an hour apart: 50,000 entries end in 2020, none in the future (refused)
      creationDate: new Date(start + i * 3_600_000).toISOString().replace(/\.\d{3}Z$/, "Z"),
      text: `${texts[i % texts.length]} (day ${i})`,
      tags: i % 7 === 0 ? ["family"] : [],
    })),
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function run(databaseUrl?: string): Promise<void> {
  const server = await startBenchServer(databaseUrl);
  try {
    const importer = await server.signUp("Importer");
    const others = await Promise.all(Array.from({ length: OTHERS }, (_, i) => server.signUp(`Other${i}`)));
    for (const other of others) await server.seedEntries(other.userId, 200);
    const body = dayOneJson(COUNT);
    const latencies: number[] = [];
    let unhealthy = 0;
    let failed = 0;
    let importing = true;
    const started = performance.now();
    const imported = fetch(`${server.origin}/api/import`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin, cookie: importer.cookie },
      body,
    }).finally(() => {
      importing = false;
    });
    const loops = others.map(async ({ cookie }) => {
      for (let i = 0; importing && performance.now() - started < CAP_MS; i += 1) {
        const path = i % 2 === 0 ? "/api/entries?limit=20" : "/api/health";
        const at = performance.now();
        const response = await fetch(`${server.origin}${path}`, { headers: { cookie } });
        await response.arrayBuffer();
        latencies.push(performance.now() - at);
        if (path === "/api/health" && response.status !== 200) unhealthy += 1;
        else if (!response.ok) failed += 1;
      }
    });
    const response = await imported;
    const summary = (await response.json()) as { imported?: number; failed?: unknown[] };
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(loops);
    if (response.status !== 200 || summary.imported !== COUNT)
      throw new Error(`the import answered ${response.status}, imported ${summary.imported}, failed ${summary.failed?.length}`);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `  ${server.kind}: ${COUNT.toLocaleString("en")} entries imported in ${seconds.toFixed(1)} s; other users' requests ` +
        `${sorted.length.toLocaleString("en")}: p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, ` +
        `max ${sorted.at(-1)!.toFixed(1)} ms; health not 200: ${unhealthy}; other failures: ${failed}`,
    );
    if (unhealthy > 0 || failed > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

console.log(`Other users during one large import (POST /api/import of a Day One JSON, ${OTHERS} other users on loopback):`);
// `-- --postgres` measures PostgreSQL alone
if (!process.argv.includes("--postgres")) await run();
if (process.env.TEST_DATABASE_URL) await run(process.env.TEST_DATABASE_URL);
