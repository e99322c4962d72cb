// npm run bench: every benchmark in turn, each printing its own figures.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

for (const file of [
  "bench/analyser-accuracy.ts",
  "bench/analyser-languages.ts",
  "bench/crisis.ts",
  "bench/crisis-real.ts",
  "bench/language-id.ts",
  "bench/analyse-script.ts",
  "bench/reflection.ts",
  "bench/api.ts",
  "bench/landing-size.ts",
  "bench/search.ts",
  "bench/replica.ts",
  "bench/import.ts",
  "bench/import-media.ts",
  "bench/patterns.ts",
  "bench/private-journal.ts",
  "bench/transcription-memory.ts",
]) {
  if (!existsSync(file)) continue;
  console.log(`\n=== ${file}`);
  const run = spawnSync("npx", ["tsx", file], { stdio: "inherit" });
  if (run.status !== 0) process.exitCode = 1;
}
