// Entries list and save throughput and p99 for a user with 100 and with 10,000 entries,
// on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) PostgreSQL.
// Goals: list p99 ratio 10,000/100 ≤ 1.5; list throughput / bare route throughput ≥ 0.5.
import { randomUUID } from "node:crypto";
import { startBenchServer, load } from "./bench-server";
import type { LoadResult } from "./bench-server";

// eslint-disable-next-line node/no-process-env -- bench switches
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

function saveBody() {
  return JSON.stringify({
    id: randomUUID(),
    entryText: "A short reflection about a calm morning walk and a good conversation.",
    emotion: "calm",
    emotionIntensity: 5,
    mood: "positive",
    wellnessScore: 7,
    themes: ["gratitude"],
  });
}

async function benchKind(databaseUrl?: string) {
  const server = await startBenchServer(databaseUrl);
  const small = await server.signUp("small");
  const large = await server.signUp("large");
  await server.seedEntries(small.userId, 100);
  await server.seedEntries(large.userId, 10_000);
  const get = (cookie: string, path: string) =>
    load({ url: `${server.origin}${path}`, headers: { cookie } });
  const post = (cookie: string) =>
    load({
      url: `${server.origin}/api/entries`,
      method: "POST",
      headers: { cookie, origin: server.origin, "content-type": "application/json" },
      requests: [{ setupRequest: (req) => ({ ...req, body: saveBody() }) }],
    });

  await get(small.cookie, "/api/entries"); // warm-up
  const results: Record<string, LoadResult> = {
    "bare GET /api/health": await get(small.cookie, "/api/health"),
    "list, 100 entries": await get(small.cookie, "/api/entries"),
    "list, 10,000 entries": await get(large.cookie, "/api/entries"),
    "save, 100 entries": await post(small.cookie),
    "save, 10,000 entries": await post(large.cookie),
  };
  await server.stop();
  return { kind: server.kind, results };
}

const kinds = [undefined, ...(postgresUrl ? [postgresUrl] : [])];
for (const url of kinds) {
  const { kind, results } = await benchKind(url);
  console.log(`\n${kind} (10 connections, 5 s each)`);
  console.log("case                      req/s     p50 ms   p99 ms   non-2xx");
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(9)}`,
    );
  }
  const bare = results["bare GET /api/health"]!;
  const list100 = results["list, 100 entries"]!;
  const list10k = results["list, 10,000 entries"]!;
  const save100 = results["save, 100 entries"]!;
  const save10k = results["save, 10,000 entries"]!;
  console.log(`list p99 ratio 10,000/100:        ${(list10k.p99 / list100.p99).toFixed(2)} (goal ≤ 1.5)`);
  console.log(`list req/s ratio 100/10,000:      ${(list100.rps / list10k.rps).toFixed(2)} (goal ≤ 1.5)`);
  console.log(`save p99 ratio 10,000/100:        ${(save10k.p99 / save100.p99).toFixed(2)} (goal ≤ 1.5)`);
  console.log(`list req/s / bare req/s:          ${(list10k.rps / bare.rps).toFixed(2)} (goal ≥ 0.5)`);
  console.log(`save req/s / bare req/s:          ${(save10k.rps / bare.rps).toFixed(2)} (goal ≥ 0.5)`);
}
