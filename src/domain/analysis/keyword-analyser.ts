// On-device emotion analyser over the local vocabulary (LOCAL_EMOTIONS): the server's local path
// and the browser's own reflections.
// Pure: a multinomial logistic regression over word, word-pair, negated-word and
// curated-feeling features, its weights derived from GoEmotions and curated seeds by
// scripts/derive-model.ts (docs/decisions/010-analyser-model.md). Spanish, French, German,
// Italian and Portuguese text is read by its own model (keyword-analyser-languages.ts), chosen
// by the entry's language; intensity and mood follow decision 023 for every language.
import deModel from "./analyser-models/de.json";
import esModel from "./analyser-models/es.json";
import frModel from "./analyser-models/fr.json";
import itModel from "./analyser-models/it.json";
import ptModel from "./analyser-models/pt.json";
import modelFile from "./keyword-analyser.model.json";
import { MAX_SECONDARY_EMOTIONS, SCALE_MIN } from "../constants";
import { extractFeatures, longestSeed, SEED_PREFIX } from "./keyword-analyser-features";
import { analyserLanguageOf, createLanguageReader } from "./keyword-analyser-languages";
import type { AnalyserLanguage, LanguageModel, LanguageReading } from "./keyword-analyser-languages";
import { COPULAS, NEGATORS } from "./keyword-tokeniser";
import {
  POSITIVE_LOCAL_EMOTIONS,
  intensityOf,
  keywordWeight,
  moodOf,
  STRONG_STEMS,
  STRONG_WORD_BOOST,
  WISH_STEMS,
} from "./keyword-intensity";
import { LOCAL_EMOTIONS } from "../types";
import type { LocalEmotion, Mood, Scale10 } from "../types";

const DEFAULT_LOCAL_EMOTION = "reflective";
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

/** The committed model file (src/domain/analysis/keyword-analyser.model.json). */
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
        emotionIntensity: SCALE_MIN,
        secondaryEmotions: [],
        mood: "neutral",
        matches,
      };
    }
    found.delete(primary);
    const ranked = [primary, ...[...found].sort((a, b) => logits[b]! - logits[a]! || a - b)];
    const keywordWeights: number[] = [];
    const strengthOf = new Map<string, number>();
    for (let p = 0; p < words.length; p++) {
      const k = keywordOf[p]!;
      if (k < 0) continue;
      const word = words[p]!;
      const clause = (q: number) => q >= 0 && q < words.length && words[q]!.clause === word.clause;
      let strong = false;
      // The keyword's word, or the rest of a curated phrase starting at it ("want to die").
      for (let q = p; q < p + 3 && clause(q) && !strong; q++) strong = STRONG_STEMS.has(words[q]!.stem);
      if (clause(p - 1) && words[p - 1]!.stem === "stop" && clause(p - 2) && NEGATORS.has(words[p - 2]!.word)) strong = true;
      const boost = word.negated ? 1 : word.boost * (strong ? STRONG_WORD_BOOST : 1);
      const weight = keywordWeight(ownByWord[p * K + k]!, model.keywordMin, model.keywordFull) * boost;
      if (k === primary) keywordWeights.push(weight);
      let wished = false;
      for (let q = p; clause(q) && !wished; q--) wished = WISH_STEMS.has(words[q]!.stem);
      if (wished && POSITIVE_LOCAL_EMOTIONS.has(model.classes[k] as LocalEmotion)) continue;
      strengthOf.set(model.classes[k]!, Math.max(strengthOf.get(model.classes[k]!) ?? 0, weight));
    }
    const emotions = ranked.map((k) => model.classes[k]!).slice(0, 1 + MAX_SECONDARY_EMOTIONS);
    return {
      primaryEmotion: emotions[0] as LocalEmotion,
      emotionIntensity: intensityOf(keywordWeights),
      secondaryEmotions: emotions.slice(1),
      mood: moodOf(emotions, strengthOf),
      matches,
    };
  };
}

/** The same output from a language model's reading. */
function fromReading(reading: LanguageReading): KeywordAnalysis {
  if (reading.emotions.length === 0) {
    return {
      primaryEmotion: DEFAULT_LOCAL_EMOTION,
      emotionIntensity: SCALE_MIN,
      secondaryEmotions: [],
      mood: "neutral",
      matches: reading.matches,
    };
  }
  return {
    primaryEmotion: reading.emotions[0]!,
    emotionIntensity: intensityOf(reading.keywordWeights),
    secondaryEmotions: reading.emotions.slice(1),
    mood: moodOf(reading.emotions, reading.strengthOf),
    matches: reading.matches,
  };
}

const analyseEnglish = createKeywordAnalyser(modelFile as EmotionModel);
const LANGUAGE_MODELS: Readonly<Record<AnalyserLanguage, LanguageModel>> = {
  es: esModel as LanguageModel,
  fr: frModel as LanguageModel,
  de: deModel as LanguageModel,
  it: itModel as LanguageModel,
  pt: ptModel as LanguageModel,
};
const readers = new Map<AnalyserLanguage, (text: string) => LanguageReading>();

export interface AnalyseOptions {
  /** The entry's language (a BCP 47 tag such as "fr-FR"); English when absent or without a model of its own. */
  language?: string | null;
}

/** The on-device analysis of a text in its language (English by default). */
export function analyseKeywords(text: string, options: AnalyseOptions = {}): KeywordAnalysis {
  const language = analyserLanguageOf(options.language);
  if (language === null) return analyseEnglish(text);
  let read = readers.get(language);
  if (read === undefined) readers.set(language, (read = createLanguageReader(LANGUAGE_MODELS[language])));
  return fromReading(read(text));
}
