// Landing-page JavaScript, gzip: the entry script and every module it preloads (goal ≤ 120 kB).
// Run after `npm run build`. The journaling screen, drawers, sign-in dialog and audio load lazily.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dist = "dist/client";
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const landing = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]!);
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

let total = 0;
console.log("Landing JavaScript (gzip):");
for (const file of landing) {
  const size = gz(file);
  total += size;
  console.log(`  ${file.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} kB`);
}
console.log(`  total ${(total / 1024).toFixed(1)} kB (goal ≤ 120 kB)`);

const all = readdirSync(path.join(dist, "assets")).filter((f) => f.endsWith(".js"));
const lazy = all.filter((f) => !landing.includes(`/assets/${f}`)).reduce((sum, f) => sum + gz(`assets/${f}`), 0);
console.log(`Loaded later, on demand (gzip): ${(lazy / 1024).toFixed(1)} kB in ${all.length - landing.length} chunks`);
if (total > 120 * 1024) process.exitCode = 1;
