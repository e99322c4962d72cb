// POST /api/import of a Day One export ZIP with photos and recordings (decision 053) through the
// real app on loopback (PGlite in this process): a ~200 MB ZIP of random-byte photos (they do not
// compress) is written to a temporary folder as it is made, sent from disk, spooled by the server,
// and each item streamed into the media store; then GET /api/export?format=dayone streams it back
// out. The file is sent by a child process (as a browser would, from elsewhere), so only the
// server's memory is in this process. Peak RSS and heap during each are sampled every 20 ms and compared with before: streaming
// keeps the growth flat, far below the ZIP's size (goal: RSS growth under 200 MB for the import).
// The server's heap is held to 256 MB (--max-old-space-size, this file runs itself again with it):
// unbounded, V8 lets garbage pile up to hundreds of megabytes before it collects, which says nothing
// about what the import keeps; bounded, an import that kept the ZIP or its media would fail.
import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FixtureEntry } from "../tests/setup/dayone-zip";
import { dayOneIdentifier, writeDayOneZip } from "../tests/setup/dayone-zip";
import { startBenchServer } from "./bench-server";

const ENTRIES = 100;
const PHOTO_BYTES = 1_800_000;
const AUDIO_BYTES = 200_000;
const GOAL_RSS_GROWTH = 200 * 1024 * 1024;

const HEAP_LIMIT_MB = 256;
if (!process.execArgv.some((arg) => arg.startsWith("--max-old-space-size"))) {
  const run = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_LIMIT_MB}`, "--expose-gc", "--import", "tsx", process.argv[1]!], {
    stdio: "inherit",
  });
  process.exit(run.status ?? 1);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function sampler() {
  global.gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  return () => {
    clearInterval(timer);
    return { base, rssGrowth: peakRss - base.rss, heapGrowth: peakHeap - base.heapUsed, peakRss, peakHeap };
  };
}

/** POSTs the file from a child process (its memory is not the server's) and answers its status and body. */
function upload(origin: string, cookie: string, file: string): Promise<{ status: number; body: string }> {
  const script = `
    const [origin, cookie, file] = process.argv.slice(1);
    const { createReadStream } = require("node:fs");
    const { Readable } = require("node:stream");
    fetch(origin + "/api/import", {
      method: "POST",
      headers: { "content-type": "application/zip", origin, cookie },
      body: Readable.toWeb(createReadStream(file)),
      duplex: "half",
    }).then(async (r) => process.stdout.write(JSON.stringify({ status: r.status, body: await r.text() })));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script, origin, cookie, file]);
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out) as { status: number; body: string }) : reject(new Error(`upload exited ${code}`)),
    );
  });
}

const work = await mkdtemp(path.join(tmpdir(), "ripple-bench-media-"));
const server = await startBenchServer();
try {
  const entries: FixtureEntry[] = Array.from({ length: ENTRIES }, (_, i) => ({
    uuid: dayOneIdentifier(),
    creationDate: new Date(Date.UTC(2024, 0, 1 + i, 9)).toISOString().replace(/\.\d{3}Z$/, "Z"),
    text: `Day ${i + 1}: a photo from the walk and a short recording.`,
    photos: [{ identifier: dayOneIdentifier(), extension: "jpeg", bytes: PHOTO_BYTES }],
    audios: [{ identifier: dayOneIdentifier(), extension: "m4a", bytes: AUDIO_BYTES, duration: 8 }],
  }));
  const zip = path.join(work, "dayone.zip");
  await writeDayOneZip(zip, entries);
  const zipBytes = (await stat(zip)).size;
  console.log(`Import of a Day One ZIP with media through POST /api/import, ${server.kind} on loopback, heap limit ${HEAP_LIMIT_MB} MB:`);
  console.log(
    `  ${ENTRIES} entries, ${ENTRIES} photos of ${mb(PHOTO_BYTES)} and ${ENTRIES} recordings of ${mb(AUDIO_BYTES)}: ZIP ${mb(zipBytes)}`,
  );

  const { cookie } = await server.signUp("ImportMedia");
  const measure = sampler();
  const started = performance.now();
  const response = await upload(server.origin, cookie, zip);
  const summary = JSON.parse(response.body) as { imported: number; failed: unknown[] };
  const seconds = (performance.now() - started) / 1000;
  const memory = measure();
  if (response.status !== 200 || summary.imported !== ENTRIES || summary.failed.length > 0) {
    throw new Error(`import answered ${response.status}: ${JSON.stringify(summary).slice(0, 300)}`);
  }
  console.log(
    `  import: ${seconds.toFixed(1)} s (${mb(zipBytes / seconds)}/s); before RSS ${mb(memory.base.rss)}, heap ${mb(memory.base.heapUsed)}; ` +
      `peak RSS ${mb(memory.peakRss)} (+${mb(memory.rssGrowth)}), heap ${mb(memory.peakHeap)} (+${mb(memory.heapGrowth)})`,
  );

  const out = sampler();
  const exportStarted = performance.now();
  const exported = await fetch(`${server.origin}/api/export?format=dayone`, { headers: { origin: server.origin, cookie } });
  let exportBytes = 0;
  for await (const chunk of exported.body as unknown as AsyncIterable<Uint8Array>) exportBytes += chunk.length;
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  const exportMemory = out();
  console.log(
    `  export (format=dayone): ${mb(exportBytes)} in ${exportSeconds.toFixed(1)} s; peak RSS +${mb(exportMemory.rssGrowth)}, heap +${mb(exportMemory.heapGrowth)}`,
  );
  console.log(`  import RSS growth ${mb(memory.rssGrowth)} for a ${mb(zipBytes)} ZIP (goal < ${mb(GOAL_RSS_GROWTH)})`);
  if (memory.rssGrowth > GOAL_RSS_GROWTH) process.exitCode = 1;
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
