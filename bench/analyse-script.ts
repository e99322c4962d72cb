// `npm run -s analyse` on 2,000 lines, end to end (process start included). Goal: under 5 s locally.
import { spawnSync } from "node:child_process";

const input = Array.from({ length: 2000 }, (_, i) => `Entry ${i}: I'm really worried about my exam but grateful for my friends`).join("\n");
const started = performance.now();
const run = spawnSync("npx", ["tsx", "scripts/analyse.ts"], { input, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
const seconds = (performance.now() - started) / 1000;
const lines = run.stdout.trimEnd().split("\n").length;
console.log(`analyse: ${lines} lines in ${seconds.toFixed(2)} s (goal < 5 s, local analyser)`);
