// The browser replica in Chromium against a real server on loopback (the built client, PGlite):
// the first sync of 10,000 entries into an empty replica (goal ≤ 3 s) and a warm start, a reload
// whose history comes from the replica (goal ≤ 300 ms from the main screen's first render to the
// whole journal in memory). The replica is read during the 3 s landing intro (early-read.ts), so
// the read's own length is printed too, and the time since navigation. The app leaves a
// performance mark for each (SYNC_MARK, EARLY_READ_MARK, READ_MARK); this reads their details.
// Needs `npm run build` first.
import { existsSync } from "node:fs";
import { launchChromium } from "../tests/setup/chromium";
import type { Page } from "playwright-core";
import { SYNC_MARK } from "../src/client/lib/replica/sync-replica";
import { EARLY_READ_MARK } from "../src/client/lib/replica/early-read";
import { READ_MARK } from "../src/client/lib/replica/use-replica-entries";
import { startBenchServer } from "./bench-server";

const ENTRIES = 10_000;
const RUNS = 3;

if (!existsSync("dist/client/index.html")) {
  console.error("bench/replica.ts needs the built client: run `npm run build` first.");
  process.exit(1);
}

interface Mark {
  /** What the app measured itself. */
  ms: number;
  /** performance.now() at the mark: time since the navigation began. */
  sinceNavigation: number;
  count: number;
}

const server = await startBenchServer(undefined, { clientDir: "dist/client" });
const browser = await launchChromium();
try {
  const { cookie, userId } = await server.signUp("Replica");
  await server.seedEntries(userId, ENTRIES);
  const url = new URL(server.origin);
  const cookies = cookie.split("; ").map((pair) => {
    const [name, ...value] = pair.split("=");
    return { name: name!, value: value.join("="), domain: url.hostname, path: "/" };
  });

  const markOf = (page: Page, name: string) =>
    page.waitForFunction(
      (markName) => {
        const mark = performance.getEntriesByName(markName)[0] as PerformanceMark | undefined;
        if (!mark) return null;
        const detail = mark.detail as { ms: number; rows?: number; entries?: number };
        return { ms: detail.ms, sinceNavigation: mark.startTime, count: detail.rows ?? detail.entries ?? 0 };
      },
      name,
      { timeout: 60_000, polling: 20 },
    );

  const firstSyncs: Mark[] = [];
  const warmStarts: Mark[] = [];
  const earlyReads: Mark[] = [];
  for (let run = 0; run < RUNS; run++) {
    // a fresh profile each run: an empty replica
    const context = await browser.newContext();
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(server.origin);
    firstSyncs.push((await (await markOf(page, SYNC_MARK)).jsonValue()) as Mark);
    await page.reload();
    warmStarts.push((await (await markOf(page, READ_MARK)).jsonValue()) as Mark);
    earlyReads.push((await (await markOf(page, EARLY_READ_MARK)).jsonValue()) as Mark);
    await context.close();
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const sync = median(firstSyncs.map((m) => m.ms));
  const warm = median(warmStarts.map((m) => m.ms));
  console.log(`Browser replica over ${ENTRIES.toLocaleString("en")} entries, Chromium, ${server.kind} on loopback (median of ${RUNS}):`);
  console.log(
    `  first sync ${ms(sync)} for ${firstSyncs[0]!.count.toLocaleString("en")} rows (runs: ${firstSyncs.map((m) => ms(m.ms)).join(", ")}; goal ≤ 3,000 ms)`,
  );
  console.log(
    `  warm start: history from the replica in ${ms(warm)} (runs: ${warmStarts.map((m) => ms(m.ms)).join(", ")}; goal ≤ 300 ms), ` +
      `${ms(median(warmStarts.map((m) => m.sinceNavigation)))} after navigation began (the intro is 3 s); ${warmStarts[0]!.count.toLocaleString("en")} entries`,
  );
  console.log(
    `  the replica's read itself (during the intro): ${ms(median(earlyReads.map((m) => m.ms)))} (runs: ${earlyReads.map((m) => ms(m.ms)).join(", ")})`,
  );
  if (sync > 3000 || warm > 300) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
