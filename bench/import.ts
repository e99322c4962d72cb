// POST /api/import of a Day One export ZIP through the real app on loopback (PGlite): 1,000 and
// 5,000 entries, each parsed as it streams in, analysed on this server and written. Goal: 5,000
// entries ≤ 10 s. Memory: the server runs in this process, so the peak RSS and heap growth during
// each import are sampled every 20 ms and compared with the file's size; streaming keeps the
// growth far below "the file several times over" and close between the two sizes per entry.
import { randomUUID } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { startBenchServer } from "./bench-server";

const SIZES = [1_000, 5_000];
const TEXTS = [
  "Walked the long way home and listened to the rain on the bridge. I felt calm and a little tired.",
  "Work was loud today; I kept my head down and finished the report, then felt proud of it.",
  "Called my sister and we planned the summer visit, which made me happy and hopeful.",
  "Felt anxious before the meeting, then relieved when it went fine. Slept badly though.",
  "A slow morning with tea and the crossword, nothing pressing, grateful for the quiet.",
];

function dayOneZip(count: number): { zip: Uint8Array; jsonBytes: number } {
  const start = Date.parse("2021-01-01T08:00:00Z");
  const entries = Array.from({ length: count }, (_, i) => ({
    uuid: randomUUID().replaceAll("-", "").toUpperCase(),
    creationDate: new Date(start + i * 7 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, "Z"),
    modifiedDate: new Date(start + i * 7 * 3_600_000 + 60_000).toISOString().replace(/\.\d{3}Z$/, "Z"),
    text: `${TEXTS[i % TEXTS.length]} (day ${i})`,
    tags: i % 7 === 0 ? ["family", "evening"] : [],
    timeZone: "Europe/Berlin",
    starred: false,
    location: { localityName: "Berlin", country: "Germany" },
  }));
  const json = strToU8(JSON.stringify({ metadata: { version: "1.0" }, entries }));
  return { zip: zipSync({ "Journal.json": json }), jsonBytes: json.length };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const server = await startBenchServer();
try {
  console.log(`Import of a Day One ZIP through POST /api/import, ${server.kind} on loopback:`);
  const rows: { count: number; seconds: number; rssGrowth: number; heapGrowth: number; zipBytes: number; jsonBytes: number }[] = [];
  for (const count of SIZES) {
    const { cookie } = await server.signUp(`Import${count}`);
    const { zip, jsonBytes } = dayOneZip(count);
    global.gc?.();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const started = performance.now();
    const response = await fetch(`${server.origin}/api/import`, {
      method: "POST",
      headers: { "content-type": "application/zip", origin: server.origin, cookie },
      body: new Blob([zip as Uint8Array<ArrayBuffer>]),
    });
    const summary = (await response.json()) as { imported: number; skipped: number; failed: unknown[] };
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (response.status !== 200 || summary.imported !== count) {
      throw new Error(`import of ${count} answered ${response.status}: ${JSON.stringify(summary).slice(0, 200)}`);
    }
    rows.push({ count, seconds, rssGrowth: peakRss - base.rss, heapGrowth: peakHeap - base.heapUsed, zipBytes: zip.length, jsonBytes });
    console.log(
      `  ${count.toLocaleString("en")} entries (ZIP ${mb(zip.length)}, its JSON ${mb(jsonBytes)}): ${seconds.toFixed(2)} s, ` +
        `${Math.round(count / seconds).toLocaleString("en")} entries/s; peak growth RSS ${mb(peakRss - base.rss)}, heap ${mb(peakHeap - base.heapUsed)}`,
    );
  }
  const [small, large] = [rows[0]!, rows[1]!];
  console.log(
    `  5,000 entries in ${large.seconds.toFixed(2)} s (goal ≤ 10 s); heap growth per entry ${(small.heapGrowth / small.count / 1024).toFixed(1)} kB at ` +
      `${small.count.toLocaleString("en")}, ${(large.heapGrowth / large.count / 1024).toFixed(1)} kB at ${large.count.toLocaleString("en")}`,
  );
  if (large.seconds > 10) process.exitCode = 1;
} finally {
  await server.stop();
}
