// Crisis detector (src/domain/crisis/detector.ts): recall and false alarms on the labelled set
// bench/crisis-eval/crisis-eval.jsonl (README there: provenance, splits), the flag rate on real
// Reddit comments from GoEmotions (skipped when ../shared/data is absent), and throughput.
// Goal: recall ≥ 90 % at false alarms ≤ 10 %. Throughput is printed for the whole detector (tables,
// language identification, the learned model on English texts of 12+ words) and for the tables alone.
// `npx tsx bench/crisis.ts --first-look fresh.jsonl` measures a freshly written batch (same
// format) on its own, once, before it joins the set; the README records what it printed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CRISIS_CATEGORIES, detectCrisis } from "../src/domain/crisis/detector";
import { detectCrisisByRules } from "../src/domain/crisis/rules";
import type { CrisisCategory } from "../src/domain/crisis/detector";
import { goEmotionsAvailable, readSplit } from "../scripts/goemotions";

interface Item {
  text: string;
  label: "crisis" | "none";
  kind: "explicit" | "implicit" | "hard-negative" | "ordinary";
  source: string;
  split: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const readItems = (file: string): Item[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Item);
const firstLookAt = process.argv.indexOf("--first-look");
const firstLook = firstLookAt >= 0 ? process.argv[firstLookAt + 1] : undefined;
const items = readItems(firstLook ?? path.join(here, "crisis-eval/crisis-eval.jsonl"));

const pct = (n: number, of: number, digits = 1) => (of === 0 ? "—" : `${((n / of) * 100).toFixed(digits)} %`);
const row = (name: string, n: number, of: number, note = "", digits = 1) =>
  console.log(`${name.padEnd(44)}${pct(n, of, digits).padStart(8)}   ${`(${n} / ${of})`.padEnd(16)}${note}`.trimEnd());

const flagged = new Map(items.map((item) => [item, detectCrisis(item.text)]));
const positives = items.filter((i) => i.label === "crisis");
const negatives = items.filter((i) => i.label === "none");
const caught = (list: Item[]) => list.filter((i) => flagged.get(i)!.crisis).length;

console.log(
  `${firstLook === undefined ? "labelled set" : `first look at ${path.basename(firstLook)}`}: ${items.length} texts (${positives.length} crisis, ${negatives.length} none)\n`,
);
row("recall, all crisis texts", caught(positives), positives.length);
for (const kind of ["explicit", "implicit"] as const) {
  const list = positives.filter((i) => i.kind === kind);
  row(`recall, ${kind}`, caught(list), list.length);
}
row("false alarms, all none texts", caught(negatives), negatives.length);
for (const kind of ["hard-negative", "ordinary"] as const) {
  const list = negatives.filter((i) => i.kind === kind);
  row(`false alarms, ${kind}`, caught(list), list.length, "budget ≤ 5 %");
}

// The set grew in batches: "dev" was written first, each "holdout-N" fresh later. These are
// today's figures; each batch's first look, before any rule changed because of it, is in the README.
console.log(`\n${"by batch".padEnd(20)}${"recall".padStart(10)}${"false alarms".padStart(15)}`);
for (const split of [...new Set(items.map((i) => i.split))]) {
  const pos = positives.filter((i) => i.split === split);
  const neg = negatives.filter((i) => i.split === split);
  console.log(`${split.padEnd(20)}${pct(caught(pos), pos.length).padStart(10)}${pct(caught(neg), neg.length).padStart(15)}`);
}

if (firstLook !== undefined) process.exit(0); // a first look prints recall and false alarms only

console.log(`\n${"per category (texts whose reasons include it)".padEnd(48)}${"crisis".padStart(8)}${"none".padStart(8)}`);
const withReason = (list: Item[], c: CrisisCategory) => list.filter((i) => flagged.get(i)!.reasons.includes(c)).length;
for (const c of CRISIS_CATEGORIES) {
  console.log(`${c.padEnd(48)}${String(withReason(positives, c)).padStart(8)}${String(withReason(negatives, c)).padStart(8)}`);
}
const levels = (list: Item[], level: string) => list.filter((i) => flagged.get(i)!.level === level).length;
console.log(
  `${"level crisis / concern on crisis texts".padEnd(48)}${`${levels(positives, "crisis")} / ${levels(positives, "concern")}`.padStart(16)}`,
);

if (goEmotionsAvailable()) {
  // Real Reddit comments labelled for emotions, not for risk: a few are genuine distress, so
  // the flag rate is an upper bound on false alarms for everyday social-media text.
  const comments = [...readSplit("train"), ...readSplit("dev")].map((i) => i.text);
  const hits = comments.filter((t) => detectCrisis(t).crisis).length;
  console.log("");
  row("flagged, GoEmotions Reddit comments", hits, comments.length, "budget ≤ 3 %", 2);
} else {
  console.log("\nGoEmotions flag rate: skipped (../shared/data/goemotions not found next to the repository)");
}

// Wall-clock rate and the rate per CPU-second: on a machine shared with other work the first
// falls with the load while the second shows what the detector itself costs.
const texts = items.map((i) => i.text);
const meanChars = Math.round(texts.reduce((n, t) => n + t.length, 0) / texts.length);
const fmt = (n: number) => Math.round(n).toLocaleString("en-GB");
for (const [name, detect] of [
  ["whole detector", (t: string) => detectCrisis(t)],
  ["tables alone", (t: string) => detectCrisisByRules(t)],
] as const) {
  for (let round = 0; round < 3; round += 1) for (const t of texts) detect(t); // warm-up
  let done = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < 1500) {
    for (const t of texts) detect(t);
    done += texts.length;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `\nthroughput, ${name}: ${fmt(done / seconds)} texts/s over ${seconds.toFixed(1)} s (mean ${meanChars} characters); ${fmt(done / cpuSeconds)} per CPU-second (${((cpuSeconds / seconds) * 100).toFixed(0)} % of a core)`,
  );
}
