// On-device emotion analyser (spec §3 local vocabulary, §9 'Local keyword analyser').
// Pure: a multinomial logistic regression over word, word-pair, negated-word and
// curated-feeling features, its weights derived from GoEmotions and curated seeds by
// scripts/derive-model.ts (docs/decisions/010-analyser-model.md).
import modelFile from "./keyword-analyser.model.json";
import { MAX_SECONDARY_EMOTIONS, SCALE_MAX, SCALE_MIN } from "./constants";
import { extractFeatures, longestSeed, SEED_PREFIX } from "./keyword-analyser-features";
import { COPULAS, NEGATORS } from "./keyword-tokeniser";
import { LOCAL_EMOTIONS } from "./types";
import type { LocalEmotion, Mood, Scale10 } from "./types";

const DEFAULT_LOCAL_EMOTION = "reflective";
export const POSITIVE_LOCAL_EMOTIONS: ReadonlySet<LocalEmotion> = new Set(["happy", "grateful", "calm", "hopeful", "content"]);
export const NEGATIVE_LOCAL_EMOTIONS: ReadonlySet<LocalEmotion> = new Set(["sad", "anxious", "angry", "tired"]);
/** Spec §9: intensity = score / INTENSITY_SCORE_DIVISOR × 10, clamped to 1–10. */
const INTENSITY_SCORE_DIVISOR = 15;
/** The model's class for text that names no feeling (GoEmotions' neutral and stances). */
export const NO_EMOTION_CLASS = "none";

/**
 * What a negated curated feeling counts as when the model is fitted ("not happy" is sad,
 * "not calm" is anxious; null: no feeling, "I'm not angry").
 */
export const NEGATED_EMOTION: Readonly<Record<LocalEmotion, LocalEmotion | null>> = {
  happy: "sad",
  grateful: "sad",
  hopeful: "sad",
  content: "sad",
  calm: "anxious",
  sad: null,
  anxious: null,
  angry: null,
  tired: null,
  confused: null,
};

/** The committed model file (src/domain/keyword-analyser.model.json). */
export interface EmotionModel {
  /** The local emotions and NO_EMOTION_CLASS, in the order of every weight list. */
  classes: readonly string[];
  /** Weights are stored as integers; multiply by this. */
  scale: number;
  bias: readonly number[];
  /** Feature key → [class index, weight, class index, weight, …] (absent classes weigh 0). */
  weights: Readonly<Record<string, readonly number[]>>;
  /** Emotion → curated feeling words and phrases (scanned stems). */
  seeds: Readonly<Record<string, readonly string[]>>;
  /** Without a word adding at least this (in logits) to an emotion, the text is 'reflective'. */
  answerMin: number;
  /** A word adding at least this to the class it adds most to is one of that class's keywords. */
  keywordMin: number;
  /** …and one adding this much or more has the full keyword weight 10. */
  keywordFull: number;
  /** 'reflective' when the no-feeling class outscores every emotion by this much ("I'm not angry"). */
  noEmotionMargin: number;
  /** Whether a curated feeling word also gives word features of its own (see extractFeatures). */
  seedWords: boolean;
}

export interface KeywordAnalysis {
  primaryEmotion: LocalEmotion | typeof DEFAULT_LOCAL_EMOTION;
  emotionIntensity: Scale10;
  secondaryEmotions: string[];
  mood: Mood;
  /** Keyword occurrences found (negated ones included). */
  matches: number;
}

/** Spec score of one emotion's keyword weights: mean weight × ln(count + 1). */
export function emotionScore(weights: readonly number[]): number {
  if (weights.length === 0) return 0;
  const mean = weights.reduce((sum, w) => sum + w, 0) / weights.length;
  return mean * Math.log(weights.length + 1);
}

/** Spec intensity from a score: score / 15 × 10, rounded and clamped to 1–10. */
export function intensityFromScore(score: number): Scale10 {
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, Math.round((score / INTENSITY_SCORE_DIVISOR) * 10)));
}

/**
 * The spec's keyword weight (5–10) of a word from what it adds to an emotion: 5 at
 * keywordMin, rising to 10 at keywordFull; below keywordMin it is no keyword (0).
 */
export function keywordWeight(contribution: number, keywordMin: number, keywordFull: number): number {
  if (contribution < keywordMin) return 0;
  return 5 + 5 * Math.min(1, (contribution - keywordMin) / (keywordFull - keywordMin));
}

/** Mood from the emotions found: positive, negative, mixed when both kinds appear, else neutral. */
export function moodOf(emotions: readonly string[]): Mood {
  const positive = emotions.some((e) => POSITIVE_LOCAL_EMOTIONS.has(e as LocalEmotion));
  const negative = emotions.some((e) => NEGATIVE_LOCAL_EMOTIONS.has(e as LocalEmotion));
  if (positive && negative) return "mixed";
  if (positive) return "positive";
  if (negative) return "negative";
  return "neutral";
}

/** Index of the largest of values[from … from + count − 1], relative to `from`. */
function argmaxAt(values: Float64Array, from: number, count: number): number {
  let best = 0;
  for (let k = 1; k < count; k++) if (values[from + k]! > values[from + best]!) best = k;
  return best;
}

/** An analyser bound to `model`; the app uses `analyseKeywords`, the derive script tries candidates. */
export function createKeywordAnalyser(model: EmotionModel) {
  const K = model.classes.length;
  const noEmotion = model.classes.indexOf(NO_EMOTION_CLASS);
  const emotionClasses = model.classes.flatMap((name, index) => ((LOCAL_EMOTIONS as readonly string[]).includes(name) ? [index] : []));
  const isEmotion = model.classes.map((_, index) => emotionClasses.includes(index));
  // Per feature: its weights, and whether it is a curated feeling (@…) or a word pair.
  const weights = new Map<string, { row: Float64Array; seed: boolean; pair: boolean }>();
  for (const [key, sparse] of Object.entries(model.weights)) {
    const row = new Float64Array(K);
    for (let i = 0; i + 1 < sparse.length; i += 2) row[sparse[i]!] = sparse[i + 1]! * model.scale;
    const seed = key.startsWith(SEED_PREFIX);
    weights.set(key, { row, seed, pair: !seed && key.includes(" ") });
  }
  // Scratch space reused from text to text (grown when a text is longer).
  let byWord = new Float64Array(64 * K);
  let ownByWord = new Float64Array(64 * K);
  const seeds = new Map<string, string>();
  for (const [emotion, keys] of Object.entries(model.seeds)) for (const key of keys) seeds.set(key, emotion);
  const longest = longestSeed(seeds);
  const bias = Float64Array.from(model.bias, (b) => b * model.scale);

  return function analyse(text: string): KeywordAnalysis {
    const { keys, positions, words } = extractFeatures(text, seeds, longest, model.seedWords);
    const logits = Float64Array.from(bias);
    if (byWord.length < words.length * K) {
      byWord = new Float64Array(words.length * 2 * K);
      ownByWord = new Float64Array(words.length * 2 * K);
    }
    // What each word's features add to each class, with and without word pairs.
    byWord.fill(0, 0, words.length * K);
    ownByWord.fill(0, 0, words.length * K);
    const phraseAt = new Uint8Array(words.length); // a curated phrase starts here ("nothing matters")
    for (let j = 0; j < keys.length; j++) {
      const feature = weights.get(keys[j]!);
      if (feature === undefined) continue;
      const { row, seed, pair } = feature;
      if (seed) phraseAt[positions[j]!] = 1;
      const at = positions[j]! * K;
      for (let k = 0; k < K; k++) {
        logits[k]! += row[k]!;
        byWord[at + k]! += row[k]!;
        if (!pair) ownByWord[at + k]! += row[k]!;
      }
    }
    // Evidence: a word (its features, word pairs included) adding ≥ answerMin to the emotion it
    // adds most to. A keyword: a word whose own features (word pairs left out: "there is" is
    // no feeling) add ≥ keywordMin to the class they add most to. Negators ("not", "nothing")
    // and linking verbs ("feel", "am") shape the score but count only as the start of a
    // curated phrase ("nothing matters").
    let matches = 0;
    let evidence = false;
    const found = new Set<number>();
    const keywordOf = new Int32Array(words.length).fill(-1);
    for (let p = 0; p < words.length; p++) {
      if (phraseAt[p] === 0 && (NEGATORS.has(words[p]!.word) || COPULAS.has(words[p]!.word))) continue;
      const best = argmaxAt(byWord, p * K, K);
      if (isEmotion[best] && byWord[p * K + best]! >= model.answerMin) evidence = true;
      const own = argmaxAt(ownByWord, p * K, K);
      if (ownByWord[p * K + own]! < model.keywordMin) continue;
      matches++;
      keywordOf[p] = own;
      if (isEmotion[own]) found.add(own);
    }
    // The primary emotion is the model's choice among all emotions; the others found follow it.
    let primary = emotionClasses[0]!;
    for (const k of emotionClasses) if (logits[k]! > logits[primary]!) primary = k;
    if (!evidence || (noEmotion >= 0 && logits[noEmotion]! - logits[primary]! >= model.noEmotionMargin)) {
      return {
        primaryEmotion: DEFAULT_LOCAL_EMOTION,
        emotionIntensity: intensityFromScore(0),
        secondaryEmotions: [],
        mood: "neutral",
        matches,
      };
    }
    found.delete(primary);
    const ranked = [primary, ...[...found].sort((a, b) => logits[b]! - logits[a]! || a - b)];
    const keywordWeights: number[] = [];
    for (let p = 0; p < words.length; p++) {
      if (keywordOf[p] !== primary) continue;
      keywordWeights.push(
        keywordWeight(ownByWord[p * K + primary]!, model.keywordMin, model.keywordFull) * (words[p]!.negated ? 1 : words[p]!.boost),
      );
    }
    const emotions = ranked.map((k) => model.classes[k]!);
    return {
      primaryEmotion: emotions[0] as LocalEmotion,
      emotionIntensity: intensityFromScore(emotionScore(keywordWeights)),
      secondaryEmotions: emotions.slice(1, 1 + MAX_SECONDARY_EMOTIONS),
      mood: moodOf(emotions),
      matches,
    };
  };
}

export const analyseKeywords = createKeywordAnalyser(modelFile as EmotionModel);
