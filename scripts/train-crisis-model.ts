// Trains src/domain/crisis/model/crisis-model.json, the learned crisis model: binary logistic
// regression over the hashed features of src/domain/crisis/model/features.ts, fitted on the real
// labelled posts of ../shared/data/crisis (train split) plus GoEmotions comments as ordinary
// text; its L2 penalty and thresholds are chosen on the tune split; figures are printed for the
// validation split, per collection, for the tables alone, the model alone and both together.
// See docs/decisions/022-learned-crisis-model.md. Run: npx tsx scripts/train-crisis-model.ts [--dry-run]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { detectCrisisByRules } from "../src/domain/crisis/rules";
import { crisisFeatures, FEATURE_BUCKETS } from "../src/domain/crisis/model/features";
import type { SparseFeatures } from "../src/domain/crisis/model/features";
import { crisisProbability, levelFromModel, loadCrisisModel } from "../src/domain/crisis/model/learned";
import type { CrisisModelFile } from "../src/domain/crisis/model/learned";
import { crisisDataAvailable, readCrisisPosts } from "./crisis-data";
import type { Collection, LabelledPost } from "./crisis-data";
import { goEmotionsAvailable, readSplit, REPO_ROOT } from "./goemotions";
import { minimiseLbfgs } from "./lbfgs";

const OUT_FILE = path.join(REPO_ROOT, "src/domain/crisis/model/crisis-model.json");
const L2_CHOICES = [1e-5, 3e-6];
/** Weight of one GoEmotions comment (ordinary Reddit talk, hyperbole included) against one post. */
const GOEMOTIONS_WEIGHT = 0.5;
/** Largest false-alarm rate the concern threshold may give in any collection of the tune split. */
const MAX_FALSE_ALARMS = 0.07;
/** Largest share of GoEmotions comments (tune half of dev) the concern threshold may flag. */
const MAX_GOEMOTIONS_FLAGGED = 0.02;
/** Largest false-alarm rate at the crisis threshold (a model-only crisis must be rare and sure). */
const MAX_CRISIS_FALSE_ALARMS = 0.01;
const PRUNE_BELOW = 0.05;
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
    { iterations: 120, tolerance: 1e-4, log: (line) => console.log(line) },
  );
  return { weights: theta.subarray(0, FEATURE_BUCKETS), bias: theta[FEATURE_BUCKETS]! };
}

function toFile(weights: Float64Array, bias: number, concernAt: number, crisisAt: number): CrisisModelFile {
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
      "Learned crisis model: logistic regression weights (integers × scale) per hashed feature of src/domain/crisis/model/features.ts. Trained by scripts/train-crisis-model.ts on real labelled posts (../shared/data/crisis, train split; see docs/decisions/022-learned-crisis-model.md) and GoEmotions comments (Demszky et al. 2020, Apache-2.0); no text is stored here. Do not edit by hand.",
    buckets: FEATURE_BUCKETS,
    scale: SCALE,
    bias: Math.round(bias * 1000) / 1000,
    concernAt,
    crisisAt,
    ids,
    weights: ints,
  };
}

const pct = (n: number, of: number) => (of === 0 ? "    —" : `${((100 * n) / of).toFixed(1).padStart(5)} %`);

/** The smallest threshold (of the probabilities seen) at which every false-alarm limit holds. */
function thresholdFor(negativesByGroup: number[][], limits: number[], floor = 0.5): number {
  const candidates = [...new Set(negativesByGroup.flat().filter((p) => p >= floor))].sort((a, b) => a - b);
  const holds = (t: number) => negativesByGroup.every((ps, g) => ps.filter((p) => p >= t).length <= limits[g]! * ps.length);
  if (holds(floor)) return floor;
  for (const t of candidates) if (holds(t + 1e-9)) return Math.ceil((t + 1e-9) * 1e4) / 1e4;
  return 0.9999;
}

function main() {
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
  const rulesOf = new Map(posts.filter((p) => p.split !== "train").map((p) => [p.text, detectCrisisByRules(p.text).level]));
  for (const text of [...goTune, ...goValidation]) rulesOf.set(text, detectCrisisByRules(text).level);

  let best: { l2: number; file: CrisisModelFile; recall: number } | undefined;
  for (const l2 of L2_CHOICES) {
    console.log(`\nL2 ${l2}:`);
    const fitted = fit(train, l2);
    const draft = loadCrisisModel(toFile(fitted.weights, fitted.bias, 0.5, 0.99));
    const tune = posts.filter((p) => p.split === "tune");
    // Thresholds apply to texts the tables did not flag.
    const unflagged = (texts: string[]) => texts.filter((t) => rulesOf.get(t) === "none").map((t) => crisisProbability(draft, t));
    const negatives = collections.map((c) => tune.filter((p) => p.collection === c && !p.crisis).map((p) => p.text));
    const groups = [...negatives.filter((g) => g.length > 0), goTune];
    const flaggedByRules = groups.map((g) => g.filter((t) => rulesOf.get(t) !== "none").length);
    const limits = groups.map((g, i) =>
      Math.max(0, (i === groups.length - 1 ? MAX_GOEMOTIONS_FLAGGED : MAX_FALSE_ALARMS) - flaggedByRules[i]! / g.length),
    );
    const probabilities = groups.map((g) => unflagged(g).map((p) => p));
    const scaled = probabilities.map((ps, i) => ps.concat(new Array(groups[i]!.length - ps.length).fill(0)));
    const concernAt = thresholdFor(scaled, limits);
    const crisisAt = Math.max(
      concernAt,
      thresholdFor(
        scaled,
        groups.map(() => MAX_CRISIS_FALSE_ALARMS),
        0.9,
      ),
    );
    const file = toFile(fitted.weights, fitted.bias, concernAt, crisisAt);
    const model = loadCrisisModel(file);
    const positives = tune.filter((p) => p.crisis);
    const caught = positives.filter(
      (p) => rulesOf.get(p.text) !== "none" || levelFromModel(model, crisisProbability(model, p.text)) !== "none",
    ).length;
    const recall = caught / positives.length;
    console.log(
      `  tune: concern at ${concernAt}, crisis at ${crisisAt}, recall (tables + model) ${pct(caught, positives.length)}, ${file.ids.length} weights kept`,
    );
    if (best === undefined || recall > best.recall) best = { l2, file, recall };
  }
  if (best === undefined) return;
  console.log(`\nchosen: L2 ${best.l2}`);
  const json = JSON.stringify(best.file);
  console.log(
    `model: ${best.file.ids.length} weights, ${(json.length / 1024).toFixed(0)} kB, ${(gzipSync(json).length / 1024).toFixed(0)} kB gzip`,
  );
  if (!dryRun) writeFileSync(OUT_FILE, `${json}\n`);
  console.log(dryRun ? "dry run: nothing written" : `written: ${path.relative(REPO_ROOT, OUT_FILE)}`);
  reportValidation(posts, loadCrisisModel(best.file), goValidation);
}

/** The figures on the validation split, which neither the weights nor the thresholds saw. */
export function reportValidation(posts: LabelledPost[], model: ReturnType<typeof loadCrisisModel>, goValidation: string[]): void {
  const validation = posts.filter((p) => p.split === "validation");
  const rows: Array<[string, LabelledPost[]]> = [
    ...[...new Set(validation.map((p) => p.collection))]
      .sort()
      .map((c): [string, LabelledPost[]] => [c, validation.filter((p) => p.collection === c)]),
    ["all collections", validation],
  ];
  console.log(`\nvalidation split (held out): recall / false alarms`);
  console.log(`${"collection".padEnd(24)}${"tables".padStart(18)}${"model".padStart(18)}${"both".padStart(18)}`);
  for (const [name, list] of rows) {
    const pos = list.filter((p) => p.crisis);
    const neg = list.filter((p) => !p.crisis);
    const cells = (["tables", "model", "both"] as const).map((how) => {
      const flags = (p: LabelledPost) => {
        const rules = detectCrisisByRules(p.text).level !== "none";
        const learned = levelFromModel(model, crisisProbability(model, p.text)) !== "none";
        return how === "tables" ? rules : how === "model" ? learned : rules || learned;
      };
      return `${pct(pos.filter(flags).length, pos.length)} / ${pct(neg.filter(flags).length, neg.length)}`;
    });
    console.log(`${name.padEnd(24)}${cells.map((c) => c.padStart(18)).join("")}`);
  }
  const flagged = goValidation.filter(
    (t) => detectCrisisByRules(t).level !== "none" || levelFromModel(model, crisisProbability(model, t)) !== "none",
  ).length;
  console.log(
    `GoEmotions comments flagged (validation half of dev): ${pct(flagged, goValidation.length)} (${flagged} / ${goValidation.length})`,
  );
}

main();
