// Entries list and save throughput and p99 for a user with 100 and with 10,000 entries,
// on PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) PostgreSQL.
// Goals: list p99 ratio 10,000/100 ≤ 1.5; list throughput / bare route throughput ≥ 0.5.
// The bare route is GET /api/health (session lookup and a `select 1`); GET
// /api/config (session lookup only) is shown beside it. The load tool shares the machine with
// the server (and, here, with other work), so the bare routes and the list alternate in rounds
// and each ratio is the median of the rounds' ratios.
import { randomUUID } from "node:crypto";
import { startBenchServer, load } from "./bench-server";
import type { LoadResult } from "./bench-server";

// bench switches (process.env is linted out of src/ only)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ROUNDS = 3;
const SECONDS = 4;

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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The round whose value is the median (so its p50 and p99 belong to the same run). */
const medianRun = (runs: LoadResult[]) => runs.find((r) => r.rps === median(runs.map((x) => x.rps)))!;

async function benchKind(databaseUrl?: string) {
  const server = await startBenchServer(databaseUrl);
  const small = await server.signUp("small");
  const large = await server.signUp("large");
  await server.seedEntries(small.userId, 100);
  await server.seedEntries(large.userId, 10_000);
  const get = (cookie: string, path: string) => load({ url: `${server.origin}${path}`, headers: { cookie }, duration: SECONDS });
  const post = (cookie: string) =>
    load({
      url: `${server.origin}/api/entries`,
      method: "POST",
      headers: { cookie, origin: server.origin, "content-type": "application/json" },
      requests: [{ setupRequest: (req) => ({ ...req, body: saveBody() }) }],
      duration: SECONDS,
    });

  await get(small.cookie, "/api/entries"); // warm-up
  await get(small.cookie, "/api/health");
  const bares: LoadResult[] = [];
  const configs: LoadResult[] = [];
  const lists: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    bares.push(await get(large.cookie, "/api/health"));
    configs.push(await get(large.cookie, "/api/config"));
    lists.push(await get(large.cookie, "/api/entries"));
  }
  const results: Record<string, LoadResult> = {
    "bare GET /api/health": medianRun(bares),
    "GET /api/config": medianRun(configs),
    "list, 100 entries": await get(small.cookie, "/api/entries"),
    "list, 10,000 entries": medianRun(lists),
    "save, 100 entries": await post(small.cookie),
    "save, 10,000 entries": await post(large.cookie),
  };
  await server.stop();
  const listRatios = lists.map((list, i) => list.rps / bares[i]!.rps);
  const cpuRatios = lists.map((list, i) => bares[i]!.cpuMs / list.cpuMs);
  const configRatios = lists.map((list, i) => list.rps / configs[i]!.rps);
  return { kind: server.kind, results, listRatios, cpuRatios, configRatios };
}

const kinds = [undefined, ...(postgresUrl ? [postgresUrl] : [])];
for (const url of kinds) {
  const { kind, results, listRatios, cpuRatios, configRatios } = await benchKind(url);
  console.log(`\n${kind} (10 connections, ${SECONDS} s each; bare, config and list alternate ${ROUNDS} rounds, median shown)`);
  console.log("case                      req/s     p50 ms   p99 ms   non-2xx   CPU ms/req");
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(9)} ${r.cpuMs.toFixed(2).padStart(12)}`,
    );
  }
  const bare = results["bare GET /api/health"]!;
  const list100 = results["list, 100 entries"]!;
  const list10k = results["list, 10,000 entries"]!;
  const save100 = results["save, 100 entries"]!;
  const save10k = results["save, 10,000 entries"]!;
  const rounds = listRatios.map((r) => r.toFixed(2)).join(", ");
  console.log(`list p99 ratio 10,000/100:        ${(list10k.p99 / list100.p99).toFixed(2)} (goal ≤ 1.5)`);
  console.log(`list req/s ratio 100/10,000:      ${(list100.rps / list10k.rps).toFixed(2)} (goal ≤ 1.5)`);
  console.log(`save p99 ratio 10,000/100:        ${(save10k.p99 / save100.p99).toFixed(2)} (goal ≤ 1.5)`);
  console.log(`list req/s / bare req/s:          ${median(listRatios).toFixed(2)} (rounds ${rounds}; goal ≥ 0.5)`);
  console.log(
    `list req/s / config req/s:        ${median(configRatios).toFixed(2)} (rounds ${configRatios.map((r) => r.toFixed(2)).join(", ")}; no database query but the session's)`,
  );
  console.log(
    `bare / list CPU per request:      ${median(cpuRatios).toFixed(2)} (this process: server and load tool${kind === "postgres" ? "; not the database's own" : ""})`,
  );
  console.log(`save req/s / bare req/s:          ${(save10k.rps / bare.rps).toFixed(2)} (goal ≥ 0.5)`);
}
