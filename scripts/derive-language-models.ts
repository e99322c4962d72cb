// Derives src/domain/analysis/analyser-models/<language>.json, the on-device emotion models for es, fr,
// de, it and pt: a multinomial logistic regression over the features of
// src/domain/analysis/keyword-analyser-languages.ts, fitted on the train part of XED
// (../shared/data/emotion-xed, CC BY 4.0; split by hash in scripts/xed.ts) plus one-word texts
// made from the curated feeling words of scripts/language-seeds.ts. The L2 penalty is chosen on
// the dev part; the test part and the hand-written sets are never used here.
// See docs/decisions/023-analyser-languages-and-intensity.md.
// Run: npx tsx scripts/derive-language-models.ts [--dry-run] [language…]
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  ANALYSER_LANGUAGES,
  createLanguageReader,
  extractLanguageFeatures,
  NO_EMOTION,
} from "../src/domain/analysis/keyword-analyser-languages";
import type { AnalyserLanguage, LanguageModel } from "../src/domain/analysis/keyword-analyser-languages";
import { NEGATED_EMOTION } from "../src/domain/analysis/keyword-analyser";
import { LOCAL_EMOTIONS } from "../src/domain/types";
import { FOUR_CLASS_OF, REPO_ROOT } from "./goemotions";
import type { FourClass } from "./goemotions";
import { languageSeedMap } from "./language-seeds";
import { fitLogisticRegression } from "./logistic-regression";
import { readXed, xedAvailable, xedFourClass } from "./xed";
import type { XedLine } from "./xed";

export const LANGUAGE_CLASSES: readonly string[] = [...LOCAL_EMOTIONS.filter((e) => e !== "confused"), NO_EMOTION];
const K = LANGUAGE_CLASSES.length;
const WEIGHT_SCALE = 0.1;
const PRUNE_CHOICES = [0.3, 0.5, 0.7, 1];
/** Largest model file (gzip) accepted per language: all five ship with the on-device analyser. */
const GZIP_BUDGET_KB = 18;
const SEED_WEIGHT = 3;
const MIN_COUNT = 2;
const CLASS_BALANCE = 0.5;

interface Example {
  keys: string[];
  target: Float64Array;
  weight: number;
  /** Classes the text's labels say nothing about (XED has no tired, calm or grateful). */
  unlabelled: Uint8Array | null;
}

const NOT_IN_XED = Uint8Array.from(LANGUAGE_CLASSES, (c) => (c === "tired" || c === "calm" || c === "grateful" || c === "content" ? 1 : 0));

function examplesOf(language: AnalyserLanguage, lines: readonly XedLine[]): Example[] {
  const seeds = languageSeedMap(language);
  // Lines labelled only trust or surprise are left out: they name another feeling, not none.
  const examples: Example[] = lines
    .filter((line) => line.emotions.length > 0)
    .map((line) => {
      const target = new Float64Array(K);
      if (line.emotions.length === 0) target[K - 1] = 1;
      for (const e of line.emotions) target[LANGUAGE_CLASSES.indexOf(e)]! += 1 / line.emotions.length;
      return { keys: extractLanguageFeatures(line.text, language, seeds).keys, target, weight: 1, unlabelled: NOT_IN_XED };
    });
  const totals = new Float64Array(K);
  for (const ex of examples) for (let k = 0; k < K; k++) totals[k]! += ex.target[k]!;
  const present = totals.filter((t) => t > 0).length;
  const total = totals.reduce((a, b) => a + b, 0);
  for (const ex of examples)
    ex.weight = ex.target.reduce((s, t, k) => s + t * Math.min(20, (total / present / Math.max(totals[k]!, 1)) ** CLASS_BALANCE), 0);
  // Seed texts: the seed word alone is its emotion; negated ("no", "pas", "nicht"…) as NEGATED_EMOTION says.
  const negator = { es: "no", fr: "pas", de: "nicht", it: "non", pt: "nao" }[language];
  for (const [seed, emotion] of seeds) {
    const oneHot = (name: string) => Float64Array.from(LANGUAGE_CLASSES, (c) => (c === name ? 1 : 0));
    examples.push({
      keys: extractLanguageFeatures(seed, language, seeds).keys,
      target: oneHot(emotion),
      weight: SEED_WEIGHT,
      unlabelled: null,
    });
    const negated = NEGATED_EMOTION[emotion] ?? NO_EMOTION;
    examples.push({
      keys: extractLanguageFeatures(`${negator} ${seed}`, language, seeds).keys,
      target: oneHot(negated),
      weight: SEED_WEIGHT / 2,
      unlabelled: null,
    });
  }
  return examples;
}

function fit(language: AnalyserLanguage, train: readonly XedLine[], l2: number): (pruneBelow: number) => LanguageModel {
  const examples = examplesOf(language, train);
  const counts = new Map<string, number>();
  for (const ex of examples)
    for (const key of new Set(ex.keys)) counts.set(key, (counts.get(key) ?? 0) + (ex.unlabelled === null ? MIN_COUNT : 1));
  const vocabulary = [...counts]
    .filter(([, n]) => n >= MIN_COUNT)
    .map(([key]) => key)
    .sort();
  const index = new Map(vocabulary.map((key, i) => [key, i]));
  const fitted = fitLogisticRegression(
    {
      features: examples.map((ex) => Int32Array.from(ex.keys.flatMap((key) => (index.has(key) ? [index.get(key)!] : [])))),
      targets: examples.map((ex) => ex.target),
      weights: Float64Array.from(examples, (ex) => ex.weight),
      unlabelled: examples.map((ex) => ex.unlabelled),
      featureCount: vocabulary.length,
      classCount: K,
    },
    { l2, iterations: 200 },
  );
  const seedLists: Record<string, string[]> = {};
  for (const [key, emotion] of languageSeedMap(language)) (seedLists[emotion] ??= []).push(key);
  return (pruneBelow) => {
    const weights: Record<string, number[]> = {};
    vocabulary.forEach((key, f) => {
      const sparse: number[] = [];
      for (let k = 0; k < K; k++) {
        const w = fitted.weights[f * K + k]!;
        if (Math.abs(w) >= pruneBelow) sparse.push(k, Math.round(w / WEIGHT_SCALE));
      }
      if (sparse.length > 0) weights[key] = sparse;
    });
    return {
      language,
      classes: LANGUAGE_CLASSES,
      scale: WEIGHT_SCALE,
      bias: Array.from(fitted.bias, (b) => Math.round(b / WEIGHT_SCALE)),
      weights,
      seeds: seedLists,
      answerMin: 0.5,
      keywordMin: 1,
      keywordFull: 3,
    };
  };
}

/** 4-class accuracy and balanced accuracy of a model on lines with one plain class. */
export function fourClassScore(model: LanguageModel, lines: readonly XedLine[]): { accuracy: number; balanced: number; n: number } {
  const read = createLanguageReader(model);
  const hit: Record<FourClass, number> = { sadness: 0, joy: 0, anger: 0, fear: 0 };
  const support: Record<FourClass, number> = { sadness: 0, joy: 0, anger: 0, fear: 0 };
  for (const line of lines) {
    const truth = xedFourClass(line);
    if (truth === null) continue;
    support[truth]++;
    const primary = read(line.text).emotions[0];
    if (primary !== undefined && FOUR_CLASS_OF[primary] === truth) hit[truth]++;
  }
  const n = Object.values(support).reduce((a, b) => a + b, 0);
  const classes = Object.keys(support) as FourClass[];
  return {
    accuracy: classes.reduce((s, c) => s + hit[c], 0) / n,
    balanced: classes.reduce((s, c) => s + hit[c] / Math.max(1, support[c]), 0) / classes.length,
    n,
  };
}

function main(): void {
  if (!xedAvailable()) {
    console.log("XED not found next to the repository (../shared/data/emotion-xed): nothing derived.");
    return;
  }
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  for (const language of ANALYSER_LANGUAGES) {
    if (wanted.length > 0 && !wanted.includes(language)) continue;
    const lines = readXed(language);
    const train = lines.filter((l) => l.split === "train");
    const dev = lines.filter((l) => l.split === "dev");
    let best: { model: LanguageModel; score: number; l2: number; pruneBelow: number } | null = null;
    for (const l2 of [3e-5, 1e-4, 3e-4]) {
      const pruned = fit(language, train, l2);
      for (const pruneBelow of PRUNE_CHOICES) {
        const model = pruned(pruneBelow);
        const gzip = gzipSync(JSON.stringify(model)).length / 1024;
        const score = fourClassScore(model, dev);
        const fits = gzip <= GZIP_BUDGET_KB;
        console.log(
          `${language} l2 ${l2} pruneBelow ${pruneBelow}: ${Object.keys(model.weights).length} features, ${gzip.toFixed(1)} kB gzip${fits ? "" : " (over budget)"}, dev acc ${(score.accuracy * 100).toFixed(1)} % bal ${(score.balanced * 100).toFixed(1)} % (${score.n})`,
        );
        if (fits && (!best || score.balanced > best.score)) best = { model, score: score.balanced, l2, pruneBelow };
      }
    }
    if (best === null) throw new Error(`${language}: no candidate fits ${GZIP_BUDGET_KB} kB gzip`);
    const json = `${JSON.stringify({ about: ABOUT, l2: best.l2, pruneBelow: best.pruneBelow, ...best.model })}\n`;
    console.log(
      `${language}: chose l2 ${best.l2}, pruneBelow ${best.pruneBelow}; ${(json.length / 1024).toFixed(1)} kB, ${(gzipSync(json).length / 1024).toFixed(1)} kB gzip`,
    );
    if (!process.argv.includes("--dry-run"))
      writeFileSync(path.join(REPO_ROOT, `src/domain/analysis/analyser-models/${language}.json`), json);
  }
}

const ABOUT =
  "On-device emotion model for one language: logistic regression weights (integers × scale) per feature of src/domain/analysis/keyword-analyser-languages.ts and curated feeling words. Derived from XED (Öhman et al. 2020, CC BY 4.0) and scripts/language-seeds.ts by scripts/derive-language-models.ts; do not edit by hand.";

main();
