// Derives src/domain/analysis/keyword-analyser.model.json, the on-device emotion model: a multinomial
// logistic regression over the features of src/domain/analysis/keyword-analyser-features.ts, fitted on
// GoEmotions train.tsv (../shared/data/goemotions) plus short texts made from the curated
// feeling words of scripts/lexicon-seeds.ts; its settings are chosen on dev.tsv.
// See docs/decisions/010-analyser-model.md. Run: npx tsx scripts/derive-model.ts [--dry-run] [--quick]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { createKeywordAnalyser, NO_EMOTION_CLASS } from "../src/domain/analysis/keyword-analyser";
import type { EmotionModel } from "../src/domain/analysis/keyword-analyser";
import { extractFeatures, longestSeed } from "../src/domain/analysis/keyword-analyser-features";
import type { SeedMap } from "../src/domain/analysis/keyword-analyser-features";
import { LOCAL_EMOTIONS } from "../src/domain/types";
import { evaluateFourClass } from "./four-class-metrics";
import type { FourClassReport } from "./four-class-metrics";
import { fourClassOf, goEmotionsAvailable, readSplit, REPO_ROOT } from "./goemotions";
import type { FourClass, LabelledText } from "./goemotions";
import { fitLogisticRegression } from "./logistic-regression";
import type { FittedModel, TrainingSet } from "./logistic-regression";
import { contrastTexts, onlyStopwords, seedMap, seedTexts, seedTextKeys } from "./seed-texts";

const OUT_FILE = path.join(REPO_ROOT, "src/domain/analysis/keyword-analyser.model.json");
export const CLASSES: readonly string[] = [...LOCAL_EMOTIONS, NO_EMOTION_CLASS];
const K = CLASSES.length;
const NONE = K - 1;
/** Classes GoEmotions has no label for: its texts neither support nor count against them. */
const NOT_IN_DATA = Uint8Array.from(CLASSES, (c) => (c === "tired" ? 1 : 0));
/** Stored weights are integers × WEIGHT_SCALE. */
const PRUNE_CHOICES = [0.3, 0.4, 0.5];
/** Largest shipped file (gzip) the derive script accepts: the budget is 100 kB for everything the analyser ships. */
const GZIP_BUDGET_KB = 80;
const WEIGHT_SCALE = 0.05;

export interface Params {
  /** L2 penalty on the weights. */
  l2: number;
  /** Weight of each text made from a curated seed, against 1 for a GoEmotions text. */
  seedWeight: number;
  /** 0: the corpus's class balance; 1: every class weighs the same in the loss. */
  classBalance: number;
  /** Weight of each contrast text (see contrastTexts). */
  contrastWeight: number;
  /** Whether curated feeling words also give word features of their own (extractFeatures' seedWords). */
  seedWords: boolean;
  /** 'reflective' when the no-feeling class outscores every emotion by this much (chosen on dev). */
  noEmotionMargin: number;
  /** Leave out features made only of function words and everyday diary words. */
  dropStopwords: boolean;
  /** Least number of train texts a feature must occur in (seed texts always count). */
  minCount: number;
  /** Weights smaller than this (in logits) are dropped from the shipped file. */
  pruneBelow: number;
  /** Without a word adding ≥ answerMin logits to an emotion, a text is 'reflective'. */
  answerMin: number;
  /** A word adding ≥ keywordMin logits to the class it adds most to is one of its keywords (weight 5 … 10 at keywordFull). */
  keywordMin: number;
  keywordFull: number;
}

export const DEFAULT_PARAMS: Params = {
  l2: 3e-5,
  seedWeight: 1,
  contrastWeight: 2,
  classBalance: 0.5,
  dropStopwords: false,
  minCount: 3,
  pruneBelow: 0.4,
  answerMin: 0.5,
  keywordMin: 1,
  keywordFull: 3,
  seedWords: true,
  noEmotionMargin: 1.75,
};

interface Example {
  keys: string[];
  target: Float64Array;
  /** 'data' texts weigh 1 (times the class balance), 'seed' texts seedWeight, 'contrast' texts contrastWeight. */
  kind: "data" | "seed" | "contrast";
}

const oneHot = (index: number) => {
  const t = new Float64Array(K);
  t[index] = 1;
  return t;
};

function dataExample(item: LabelledText, seeds: SeedMap, longest: number, seedWords: boolean): Example {
  const target = new Float64Array(K);
  if (item.emotions.length === 0) target[NONE] = 1;
  for (const e of item.emotions) target[CLASSES.indexOf(e)]! += 1 / item.emotions.length;
  return { keys: extractFeatures(item.text, seeds, longest, seedWords).keys, target, kind: "data" };
}

function trainingSet(examples: readonly Example[], params: Params): { set: TrainingSet; vocabulary: string[] } {
  const counts = new Map<string, number>();
  for (const ex of examples) {
    for (const key of new Set(ex.keys)) counts.set(key, (counts.get(key) ?? 0) + (ex.kind === "data" ? 1 : params.minCount));
  }
  const vocabulary = [...counts]
    .filter(([key, n]) => n >= params.minCount && !(params.dropStopwords && onlyStopwords(key)))
    .map(([key]) => key)
    .sort();
  const index = new Map(vocabulary.map((key, i) => [key, i]));
  const classTotals = new Float64Array(K);
  for (const ex of examples) if (ex.kind === "data") for (let k = 0; k < K; k++) classTotals[k]! += ex.target[k]!;
  const total = classTotals.reduce((a, b) => a + b, 0);
  // Class weight (total / size)^balance, capped so a class of a few hundred texts cannot dominate.
  const classWeight = Array.from(classTotals, (size) => (size === 0 ? 1 : Math.min(20, (total / K / size) ** params.classBalance)));
  const weights = new Float64Array(examples.length);
  examples.forEach((ex, d) => {
    weights[d] =
      ex.kind === "seed"
        ? params.seedWeight
        : ex.kind === "contrast"
          ? params.contrastWeight
          : ex.target.reduce((sum, t, k) => sum + t * classWeight[k]!, 0);
  });
  return {
    set: {
      features: examples.map((ex) => Int32Array.from(ex.keys.flatMap((key) => (index.has(key) ? [index.get(key)!] : [])))),
      targets: examples.map((ex) => ex.target),
      weights,
      unlabelled: examples.map((ex) => (ex.kind === "data" ? NOT_IN_DATA : null)),
      featureCount: vocabulary.length,
      classCount: K,
    },
    vocabulary,
  };
}

/** The model file: weights pruned below `pruneBelow` and stored as integers. */
export function toModelFile(fitted: FittedModel, vocabulary: readonly string[], seeds: SeedMap, params: Params): EmotionModel {
  const weights: Record<string, number[]> = {};
  vocabulary.forEach((key, f) => {
    const sparse: number[] = [];
    for (let k = 0; k < K; k++) {
      const w = fitted.weights[f * K + k]!;
      if (Math.abs(w) >= params.pruneBelow) sparse.push(k, Math.round(w / WEIGHT_SCALE));
    }
    if (sparse.length > 0) weights[key] = sparse;
  });
  const seedLists: Record<string, string[]> = {};
  for (const [key, emotion] of seeds) (seedLists[emotion] ??= []).push(key);
  for (const list of Object.values(seedLists)) list.sort();
  return {
    classes: CLASSES,
    scale: WEIGHT_SCALE,
    bias: Array.from(fitted.bias, (b) => Math.round(b / WEIGHT_SCALE)),
    weights,
    seeds: seedLists,
    answerMin: params.answerMin,
    keywordMin: params.keywordMin,
    keywordFull: params.keywordFull,
    noEmotionMargin: params.noEmotionMargin,
    seedWords: params.seedWords,
  };
}

/** Share of GoEmotions' neutral dev texts the keyword lexicon (decision 001) left 'reflective'. */
export const REFLECTIVE_SHARE_BEFORE = 0.18;

/**
 * The largest no-feeling margin at which the model stays 'reflective' on at least as many of
 * dev's neutral texts as the keyword lexicon did: a smaller margin leaves more plain
 * statements without an emotion, and more texts with a feeling too.
 */
export function chooseNoEmotionMargin(
  fitted: FittedModel,
  vocabulary: readonly string[],
  seeds: SeedMap,
  params: Params,
  neutral: readonly string[],
): number {
  for (const noEmotionMargin of [3, 2.5, 2, 1.75, 1.5, 1.25, 1, 0.75, 0.5]) {
    const analyse = createKeywordAnalyser(toModelFile(fitted, vocabulary, seeds, { ...params, noEmotionMargin }));
    const reflective = neutral.filter((text) => analyse(text).primaryEmotion === "reflective").length / neutral.length;
    if (reflective >= REFLECTIVE_SHARE_BEFORE) return noEmotionMargin;
  }
  return 0.5;
}

export function fourClassItems(items: readonly LabelledText[]): Array<{ text: string; truth: FourClass }> {
  return items.flatMap((item) => {
    const truth = fourClassOf(item);
    return truth === null ? [] : [{ text: item.text, truth }];
  });
}

const FIRST_PERSON = /\b(i|i'm|im|i've|ive|me|my|myself)\b/i;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const describe = (r: FourClassReport) => `acc ${pct(r.accuracy)}  bal ${pct(r.balancedAccuracy)}  none ${pct(r.unanswered)}`;

function main(): void {
  if (!goEmotionsAvailable()) {
    console.log("GoEmotions not found next to the repository (../shared/data/goemotions): nothing derived.");
    return;
  }
  const quick = process.argv.includes("--quick");
  const seeds = seedMap();
  const longest = longestSeed(seeds);
  const train = readSplit("train");
  const examplesOf = (seedWords: boolean): Example[] => [
    ...train.map((item) => dataExample(item, seeds, longest, seedWords)),
    ...seedTexts().map((text): Example => ({
      keys: seedTextKeys(text, seeds, longest, seedWords),
      target: oneHot(text.emotion === null ? NONE : CLASSES.indexOf(text.emotion)),
      kind: "seed",
    })),
    ...contrastTexts().map((text): Example => ({
      keys: seedTextKeys(text, seeds, longest, seedWords),
      target: oneHot(CLASSES.indexOf(text.emotion!)),
      kind: "contrast",
    })),
  ];
  const examples = new Map<boolean, Example[]>();
  const examplesFor = (seedWords: boolean) => examples.get(seedWords) ?? examples.set(seedWords, examplesOf(seedWords)).get(seedWords)!;
  const dev = fourClassItems(readSplit("dev"));
  const devFirstPerson = dev.filter((i) => FIRST_PERSON.test(i.text));

  // Chosen on dev by balanced accuracy (mean per-class recall) of its first-person part and of
  // the whole, averaged: dev's 4-class items are 66 % joy, journal text is far more balanced.
  const grid: Params[] = [];
  // A first pass (seedWords false and true × l2 1e-4, 3e-4 × contrastWeight 0.5, 1) preferred
  // seedWords true, the smaller l2 and the larger contrast weight; this pass looks beyond both.
  for (const seedWords of quick ? [DEFAULT_PARAMS.seedWords] : [true]) {
    for (const l2 of quick ? [DEFAULT_PARAMS.l2] : [3e-5, 1e-4]) {
      for (const contrastWeight of quick ? [DEFAULT_PARAMS.contrastWeight] : [1, 2])
        grid.push({ ...DEFAULT_PARAMS, seedWords, l2, contrastWeight });
    }
  }
  const neutral = readSplit("dev")
    .filter((item) => item.emotions.length === 0)
    .map((item) => item.text);
  let best: { params: Params; model: EmotionModel; score: number } | null = null;
  for (const candidate of grid) {
    const { set, vocabulary } = trainingSet(examplesFor(candidate.seedWords), candidate);
    const fitted = fitLogisticRegression(set, { l2: candidate.l2, iterations: 250 });
    // Pruning is chosen with the rest, among files within the budget.
    for (const pruneBelow of quick ? [DEFAULT_PARAMS.pruneBelow] : PRUNE_CHOICES) {
      const pruned = { ...candidate, pruneBelow };
      const params = { ...pruned, noEmotionMargin: chooseNoEmotionMargin(fitted, vocabulary, seeds, pruned, neutral) };
      const model = toModelFile(fitted, vocabulary, seeds, params);
      const gzip = gzipSync(JSON.stringify(model)).length / 1024;
      const analyse = createKeywordAnalyser(model);
      const all = evaluateFourClass(analyse, dev);
      const firstPerson = evaluateFourClass(analyse, devFirstPerson);
      const score = (all.balancedAccuracy + firstPerson.balancedAccuracy) / 2;
      const fits = gzip <= GZIP_BUDGET_KB;
      console.log(
        `seedWords ${params.seedWords}  l2 ${params.l2}  contrastWeight ${params.contrastWeight}  pruneBelow ${pruneBelow}  noEmotionMargin ${params.noEmotionMargin}: ` +
          `${Object.keys(model.weights).length} features, ${gzip.toFixed(1)} kB gzip${fits ? "" : " (over budget)"}: dev ${describe(all)} | first-person ${describe(firstPerson)}`,
      );
      if (fits && (!best || score > best.score)) best = { params, model, score };
    }
  }
  if (best === null) throw new Error(`no candidate fits ${GZIP_BUDGET_KB} kB gzip`);
  const chosen = best;
  const json = `${JSON.stringify({ about: ABOUT, params: chosen.params, ...chosen.model })}\n`;
  console.log(
    `chosen ${JSON.stringify(chosen.params)}: ${Object.keys(chosen.model.weights).length} features, ${(json.length / 1024).toFixed(1)} kB, ${(gzipSync(json).length / 1024).toFixed(1)} kB gzip`,
  );
  if (process.argv.includes("--dry-run")) return;
  writeFileSync(OUT_FILE, json);
  console.log(`wrote ${path.relative(REPO_ROOT, OUT_FILE)}`);
}

const ABOUT =
  "On-device emotion model: multinomial logistic regression weights (integers × scale) per feature of src/domain/analysis/keyword-analyser-features.ts, and the curated feeling seeds. Derived from GoEmotions (Demszky et al. 2020, Apache-2.0) and scripts/lexicon-seeds.ts by scripts/derive-model.ts; do not edit by hand.";

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
