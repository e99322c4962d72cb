// Trains src/domain/crisis/model/crisis-model.json, the learned crisis model: binary logistic
// regression over the hashed features of src/domain/crisis/model/features.ts, fitted on the real
// labelled posts of ../shared/data/crisis (train split) plus GoEmotions comments as ordinary
// text; its L2 penalty and thresholds are chosen on the tune split; figures are printed for the
// validation split, per collection, for the tables alone, the model alone and both together.
// See docs/decisions/022-learned-crisis-model.md. Run: npx tsx scripts/train-crisis-model.ts [--dry-run]
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { format, resolveConfig } from "prettier";
import { readByRules } from "../src/domain/crisis/rules";
import { crisisFeatures, FEATURE_BUCKETS } from "../src/domain/crisis/model/features";
import type { SparseFeatures } from "../src/domain/crisis/model/features";
import { crisisProbability, fuseWithTables, loadCrisisModel, wordCount } from "../src/domain/crisis/model/learned";
import type { TablesReading } from "../src/domain/crisis/model/learned";
import type { CrisisModelFile } from "../src/domain/crisis/model/learned";
import { crisisDataAvailable, readCrisisPosts } from "./crisis-data";
import type { Collection } from "./crisis-data";
import { reportHeldOut } from "./crisis-report";
import { goEmotionsAvailable, readSplit, REPO_ROOT } from "./goemotions";
import { minimiseLbfgs } from "./lbfgs";

const OUT_FILE = path.join(REPO_ROOT, "src/domain/crisis/model/crisis-model.json");
const L2_CHOICES = (process.env.CRISIS_L2 ?? "3e-6,1.5e-6").split(",").map(Number);
/** Weight of one GoEmotions comment (ordinary Reddit talk, hyperbole included) against one post. */
const GOEMOTIONS_WEIGHT = Number(process.env.CRISIS_GO_WEIGHT ?? 0.1);
/** Largest false-alarm rate the thresholds may give in any collection of the tune split, and overall. */
const MAX_FALSE_ALARMS = 0.1;
/**
 * Where the tables alone already pass MAX_FALSE_ALARMS (tweets labelled "not at risk" that say
 * "i want to kill myself"), the model may add at most this much: it does not set aside explicit
 * words unless all but sure (MAX_CRISIS_VETO).
 */
const MAX_ADDED_FALSE_ALARMS = 0.05;
/** Largest share of GoEmotions comments (tune half of dev) the concern threshold may flag. */
const MAX_GOEMOTIONS_FLAGGED = 0.02;
/** Largest false-alarm rate at the crisis threshold (a model-only crisis must be rare and sure). */
const MAX_CRISIS_FALSE_ALARMS = 0.01;
/**
 * A table's crisis-level flag is never dropped (explicit words are shown the lines, gently, even
 * when the model reads hyperbole): measured, allowing a veto below 0.05 gained about half a point
 * of recall at the same false alarms, not worth a missed crisis.
 */
const MAX_CRISIS_VETO = 0;
/** Share of the project's own crisis texts the model may un-flag (their recall with the tables alone is the floor). */
const MAX_OWN_RECALL_LOSS = 0.01;
/**
 * Share of the project's own ordinary and hard-negative texts (a film's ending, a friend's loss,
 * "this semester is killing me") the model may flag beyond what the tables flag.
 */
const MAX_OWN_ADDED_FALSE_ALARMS = 0.02;
const PRUNE_BELOW = 0.3;
const SCALE = 0.01;

interface Example {
  features: SparseFeatures;
  label: 0 | 1;
  weight: number;
}

function fit(examples: Example[], l2: number): { weights: Float64Array; bias: number } {
  const n = FEATURE_BUCKETS + 1;
  const totalWeight = examples.reduce((sum, e) => sum + e.weight, 0);
  const theta = minimiseLbfgs(
    n,
    (at, grad) => {
      grad.fill(0);
      let loss = 0;
      for (const { features, label, weight } of examples) {
        let z = at[FEATURE_BUCKETS]!;
        for (let i = 0; i < features.buckets.length; i += 1) z += at[features.buckets[i]!]! * features.values[i]!;
        const p = 1 / (1 + Math.exp(-z));
        loss -= weight * (label === 1 ? Math.log(Math.max(p, 1e-12)) : Math.log(Math.max(1 - p, 1e-12)));
        const g = (weight * (p - label)) / totalWeight;
        grad[FEATURE_BUCKETS]! += g;
        for (let i = 0; i < features.buckets.length; i += 1) grad[features.buckets[i]!]! += g * features.values[i]!;
      }
      loss /= totalWeight;
      for (let j = 0; j < FEATURE_BUCKETS; j += 1) {
        loss += 0.5 * l2 * at[j]! * at[j]!;
        grad[j]! += l2 * at[j]!;
      }
      return loss;
    },
    { iterations: 200, tolerance: 1e-4, log: (line) => console.log(line) },
  );
  return { weights: theta.subarray(0, FEATURE_BUCKETS), bias: theta[FEATURE_BUCKETS]! };
}

/** Fitted weights kept in the system's temporary folder by L2 and training-set size, so a rerun that changes only thresholds is quick. */
/** A digest of the examples' features, labels and weights: a change to the normaliser or the features refits. */
function examplesDigest(examples: Example[]): string {
  const hash = createHash("sha256");
  for (const e of examples) {
    hash.update(new Uint8Array(e.features.buckets.buffer, e.features.buckets.byteOffset, e.features.buckets.byteLength));
    hash.update(new Uint8Array(e.features.values.buffer, e.features.values.byteOffset, e.features.values.byteLength));
    hash.update(`${e.label}:${e.weight};`);
  }
  return hash.digest("hex").slice(0, 16);
}

function cachedFit(examples: Example[], l2: number): { weights: Float64Array; bias: number } {
  const file = path.join(tmpdir(), `ripple-crisis-fit-${l2}-${examplesDigest(examples)}-${FEATURE_BUCKETS}.bin`);
  if (existsSync(file)) {
    const all = new Float64Array(readFileSync(file).buffer.slice(0));
    return { weights: all.subarray(0, FEATURE_BUCKETS), bias: all[FEATURE_BUCKETS]! };
  }
  const fitted = fit(examples, l2);
  const all = new Float64Array(FEATURE_BUCKETS + 1);
  all.set(fitted.weights);
  all[FEATURE_BUCKETS] = fitted.bias;
  writeFileSync(file, Buffer.from(all.buffer));
  return fitted;
}

/**
 * The project's own labelled set (bench/crisis-eval), journal-style writing: its crisis texts the
 * model must not un-flag, its ordinary ones it must not flag.
 */
function ownTexts(label: "crisis" | "none"): string[] {
  return readFileSync(path.join(REPO_ROOT, "bench/crisis-eval/crisis-eval.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as { text: string; label: string })
    .filter((item) => item.label === label)
    .map((item) => item.text);
}

function toFile(weights: Float64Array, bias: number, keepAt: CrisisModelFile["keepAt"], crisisAt: number): CrisisModelFile {
  const ids: number[] = [];
  const ints: number[] = [];
  let last = 0;
  for (let id = 0; id < weights.length; id += 1) {
    const w = weights[id]!;
    if (Math.abs(w) < PRUNE_BELOW) continue;
    ids.push(id - last);
    ints.push(Math.round(w / SCALE));
    last = id;
  }
  return {
    about:
      "Learned crisis model: logistic regression weights (integers × scale) per hashed feature of src/domain/crisis/model/features.ts. Trained by scripts/train-crisis-model.ts on real labelled posts (a crisis data set kept outside the repository, train split; see docs/decisions/022-learned-crisis-model.md) and GoEmotions comments (Demszky et al. 2020, Apache-2.0); no text is stored here. Do not edit by hand.",
    buckets: FEATURE_BUCKETS,
    scale: SCALE,
    bias: Math.round(bias * 1000) / 1000,
    keepAt,
    crisisAt,
    ids,
    weights: ints,
  };
}

const pct = (n: number, of: number) => (of === 0 ? "    —" : `${((100 * n) / of).toFixed(1).padStart(5)} %`);

interface Scored {
  tables: TablesReading;
  p: number;
  words: number;
}

/**
 * The thresholds, chosen on the tune split: the most recall over its posts such that no
 * collection's false alarms pass MAX_FALSE_ALARMS (or the tables' own plus MAX_ADDED_FALSE_ALARMS),
 * nor all of them together, GoEmotions comments stay under
 * MAX_GOEMOTIONS_FLAGGED, the project's own crisis texts (bench/crisis-eval) keep their
 * recall within MAX_OWN_RECALL_LOSS of the tables' and its ordinary texts gain no more than
 * MAX_OWN_ADDED_FALSE_ALARMS of false alarms. A table's crisis flag is dropped only below
 * MAX_CRISIS_VETO.
 */
function chooseThresholds(
  positives: Scored[],
  negativeGroups: Scored[][],
  goEmotions: Scored[],
  own: Scored[],
  ownNone: Scored[],
): { keepAt: CrisisModelFile["keepAt"]; recall: number } | undefined {
  const grid = (from: number, to: number, steps: number) => Array.from({ length: steps + 1 }, (_, i) => from + ((to - from) * i) / steps);
  const noneChoices = grid(0.3, 0.995, 133);
  const concernChoices = [0, ...grid(0.02, 0.5, 24)];
  const crisisChoices = MAX_CRISIS_VETO > 0 ? grid(0, MAX_CRISIS_VETO, 10) : [0];
  const ownTables = own.filter((s) => s.tables.level !== "none").length;
  const ownNoneTables = ownNone.filter((s) => s.tables.level !== "none").length;
  const limits = negativeGroups.map(
    (g) => Math.max(MAX_FALSE_ALARMS, g.filter((s) => s.tables.level !== "none").length / g.length + MAX_ADDED_FALSE_ALARMS) * g.length,
  );
  const allNegatives = negativeGroups.reduce((n, g) => n + g.length, 0);
  let best: { keepAt: CrisisModelFile["keepAt"]; recall: number } | undefined;
  for (const crisis of crisisChoices)
    for (const concern of concernChoices)
      for (const none of noneChoices) {
        const keepAt = { none, concern, crisis };
        const model = { keepAt, crisisAt: 1 };
        const flagged = (s: Scored) => fuseWithTables(s.tables, s.p, s.words, model) !== "none";
        const count = (list: Scored[]) => list.reduce((n, s) => n + (flagged(s) ? 1 : 0), 0);
        const alarms = negativeGroups.map(count);
        if (alarms.some((n, g) => n > limits[g]!)) continue;
        if (alarms.reduce((a, b) => a + b, 0) > MAX_FALSE_ALARMS * allNegatives) continue;
        if (count(goEmotions) > MAX_GOEMOTIONS_FLAGGED * goEmotions.length) continue;
        if (count(own) < ownTables - MAX_OWN_RECALL_LOSS * own.length) continue;
        if (count(ownNone) > ownNoneTables + MAX_OWN_ADDED_FALSE_ALARMS * ownNone.length) continue;
        const recall = count(positives) / positives.length;
        if (best === undefined || recall > best.recall) best = { keepAt, recall };
      }
  return best;
}

async function main(): Promise<void> {
  if (!crisisDataAvailable() || !goEmotionsAvailable()) {
    console.log("../shared/data/crisis or goemotions is not here: nothing to train on.");
    return;
  }
  const dryRun = process.argv.includes("--dry-run");
  const posts = readCrisisPosts();
  const goTrain = readSplit("train").map((t) => t.text);
  const goDev = readSplit("dev").map((t) => t.text);
  const goTune = goDev.filter((_, i) => i % 2 === 0);
  const goValidation = goDev.filter((_, i) => i % 2 === 1);
  console.log(`posts: ${posts.length}; GoEmotions: ${goTrain.length} train, ${goDev.length} dev`);

  const t0 = Date.now();
  const featuresOf = new Map<string, SparseFeatures>();
  const features = (text: string) => {
    let f = featuresOf.get(text);
    if (f === undefined) featuresOf.set(text, (f = crisisFeatures(text)));
    return f;
  };
  const train: Example[] = [
    ...posts.filter((p) => p.split === "train").map((p): Example => ({ features: features(p.text), label: p.crisis ? 1 : 0, weight: 1 })),
    ...goTrain.map((text): Example => ({ features: features(text), label: 0, weight: GOEMOTIONS_WEIGHT })),
  ];
  console.log(`features of ${featuresOf.size} texts in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const collections = [...new Set(posts.map((p) => p.collection))].sort() as Collection[];
  const tablesCache = new Map<string, TablesReading>();
  const tablesOf = (text: string) => {
    let reading = tablesCache.get(text);
    if (reading === undefined) {
      const { assessment, heard } = readByRules(text);
      tablesCache.set(text, (reading = { level: assessment.level, heard }));
    }
    return reading;
  };
  const own = ownTexts("crisis");
  const ownNone = ownTexts("none");

  let best: { l2: number; file: CrisisModelFile; recall: number } | undefined;
  for (const l2 of L2_CHOICES) {
    console.log(`\nL2 ${l2}:`);
    const fitted = cachedFit(train, l2);
    const draft = loadCrisisModel(toFile(fitted.weights, fitted.bias, { none: 0.5, concern: 0, crisis: 0 }, 0.99));
    const scored = (text: string): Scored => ({ tables: tablesOf(text), p: crisisProbability(draft, text), words: wordCount(text) });
    const tune = posts.filter((p) => p.split === "tune");
    const positives = tune.filter((p) => p.crisis).map((p) => scored(p.text));
    const negativeGroups = collections
      .map((c) => tune.filter((p) => p.collection === c && !p.crisis).map((p) => scored(p.text)))
      .filter((g) => g.length > 0);
    const goScored = goTune.map(scored);
    const chosen = chooseThresholds(positives, negativeGroups, goScored, own.map(scored), ownNone.map(scored));
    if (chosen === undefined) {
      console.log("  no thresholds meet the false-alarm limits");
      continue;
    }
    // A model-only crisis: the probability no more than MAX_CRISIS_FALSE_ALARMS of any group's ordinary texts reach.
    const sorted = negativeGroups.map((g) => g.map((s) => s.p).sort((x, y) => y - x));
    const crisisAt = Math.max(0.9, ...sorted.map((ps) => ps[Math.floor(MAX_CRISIS_FALSE_ALARMS * ps.length)] ?? 0));
    const file = toFile(fitted.weights, fitted.bias, chosen.keepAt, Math.round(crisisAt * 1e4) / 1e4);
    const recall = chosen.recall;
    console.log(
      `  tune: flag at p ≥ ${JSON.stringify(chosen.keepAt)} by the tables' level, crisis at ${file.crisisAt}; recall ${pct(Math.round(recall * positives.length), positives.length)}; ${file.ids.length} weights kept`,
    );
    if (best === undefined || recall > best.recall) best = { l2, file, recall };
  }
  if (best === undefined) return;
  console.log(`\nchosen: L2 ${best.l2}`);
  const json = JSON.stringify(best.file);
  console.log(
    `model: ${best.file.ids.length} weights, ${(json.length / 1024).toFixed(0)} kB, ${(gzipSync(json).length / 1024).toFixed(0)} kB gzip`,
  );
  // Written as prettier lays it out (the repository's format check reads every JSON file): about
  // 507 kB on disk, while the build ships it minified (the size printed above).
  if (!dryRun) writeFileSync(OUT_FILE, await format(json, { ...(await resolveConfig(OUT_FILE)), filepath: OUT_FILE }));
  console.log(dryRun ? "dry run: nothing written" : `written: ${path.relative(REPO_ROOT, OUT_FILE)}`);
  reportHeldOut(posts, loadCrisisModel(best.file), goValidation);
}

await main();
