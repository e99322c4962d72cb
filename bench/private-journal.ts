// A private journal in Chromium (decision 021): how long unlocking takes with the Argon2id parameters
// this machine would choose (goal: about a second), and how long opening 10,000 private entries
// takes — decrypting every envelope, then building the search index as the drawer does, until it
// can be searched (goal ≤ 1.5 s in all). The harness (bench/private-harness) is bundled with
// esbuild and loaded into a local page (WebCrypto needs a secure context).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { build } from "esbuild";
import { launchChromium } from "../tests/setup/chromium";

const ENTRIES = 10_000;

const bundle = await build({
  entryPoints: ["bench/private-harness/harness.ts"],
  bundle: true,
  write: false,
  format: "iife",
  target: "es2022",
  minify: true,
});
const script = bundle.outputFiles[0]!.text;
const server = createServer((request, response) => {
  if (request.url === "/harness.js") {
    response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    return;
  }
  response
    .writeHead(200, { "content-type": "text/html" })
    .end('<!doctype html><title>private journal bench</title><script src="/harness.js"></script>');
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const run = await page.evaluate((count) => window.runPrivateBench(count), ENTRIES);
  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  const unlock = [...run.unlockMs].sort((a, b) => a - b)[1]!;
  console.log(`Private journal in Chromium:`);
  console.log(
    `  unlock (Argon2id ${run.memoryKiB / 1024} MiB × ${run.iterations} iterations, measured here): median ${ms(unlock)} (runs ${run.unlockMs.map(ms).join(" / ")}; goal about 1 s)`,
  );
  console.log(
    `  open ${run.opened.toLocaleString("en")} entries: decrypt ${ms(run.openMs)} + search index ${ms(run.indexMs)} = ${ms(run.openMs + run.indexMs)} (goal ≤ 1,500 ms)`,
  );
  if (run.opened !== ENTRIES || run.openMs + run.indexMs > 1_500) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
