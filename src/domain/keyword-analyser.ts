// On-device keyword emotion analyser (spec §3 local vocabulary, §9 'Local keyword analyser').
// Pure: the lexicon is data derived from GoEmotions by scripts/derive-lexicon.ts.
import lexiconFile from "./lexicon.json";
import { MAX_SECONDARY_EMOTIONS, SCALE_MAX, SCALE_MIN } from "./constants";
import { scanText } from "./keyword-tokeniser";
import type { ScannedWord } from "./keyword-tokeniser";
import { LOCAL_EMOTIONS } from "./types";
import type { LocalEmotion, Mood, Scale10 } from "./types";

export const DEFAULT_LOCAL_EMOTION = "reflective";
export const POSITIVE_LOCAL_EMOTIONS: ReadonlySet<LocalEmotion> = new Set(["happy", "grateful", "calm", "hopeful", "content"]);
export const NEGATIVE_LOCAL_EMOTIONS: ReadonlySet<LocalEmotion> = new Set(["sad", "anxious", "angry", "tired"]);
/** Spec §9: intensity = score / INTENSITY_SCORE_DIVISOR × 10, clamped to 1–10. */
export const INTENSITY_SCORE_DIVISOR = 15;

/** What a negated keyword counts as: "not happy" is sad, "not calm" is anxious; null drops it. */
export const NEGATED_EMOTION: Readonly<Record<LocalEmotion, LocalEmotion | null>> = {
  happy: "sad", grateful: "sad", hopeful: "sad", content: "sad", calm: "anxious",
  sad: null, anxious: null, angry: null, tired: null, confused: null,
};

/** The committed lexicon: per emotion, keyword stems (or space-separated stem phrases) → weight 5–10. */
export interface Lexicon {
  keywords: Readonly<Record<LocalEmotion, Readonly<Record<string, number>>>>;
}

/**
 * How the primary emotion is chosen. 'spec' ranks emotions by the spec's score
 * (mean weight × ln(count + 1)); 'evidence' ranks them by the summed evidence
 * Σ (weight − EVIDENCE_OFFSET), see docs/decisions/001-analyser-scoring.md.
 * Intensity always uses the spec's score.
 */
export type Ranking = "spec" | "evidence";
export const EVIDENCE_OFFSET = 4.5;
/** A keyword right after feel/am/was/got describes the writer's own state and counts more. */
export const PREDICATE_BOOST = 1.15;

export interface KeywordAnalysis {
  primaryEmotion: LocalEmotion | typeof DEFAULT_LOCAL_EMOTION;
  emotionIntensity: Scale10;
  secondaryEmotions: string[];
  mood: Mood;
  /** Keyword occurrences found (negated ones included). */
  matches: number;
}

export interface AnalyserOptions {
  ranking?: Ranking;
  predicateBoost?: number;
  evidenceOffset?: number;
  negatedEmotion?: Readonly<Record<LocalEmotion, LocalEmotion | null>>;
}

interface Entry {
  emotion: LocalEmotion;
  weight: number;
}

/** Spec score of one emotion's matched weights: mean weight × ln(count + 1). */
export function emotionScore(weights: readonly number[]): number {
  if (weights.length === 0) return 0;
  const mean = weights.reduce((sum, w) => sum + w, 0) / weights.length;
  return mean * Math.log(weights.length + 1);
}

/** Spec intensity from a score: score / 15 × 10, rounded and clamped to 1–10. */
export function intensityFromScore(score: number): Scale10 {
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, Math.round((score / INTENSITY_SCORE_DIVISOR) * 10)));
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

/** An analyser bound to `lexicon`; the app uses `analyseKeywords`, the derive script tries candidates. */
export function createKeywordAnalyser(lexicon: Lexicon, options: AnalyserOptions = {}) {
  const ranking = options.ranking ?? "evidence";
  const evidenceOffset = options.evidenceOffset ?? EVIDENCE_OFFSET;
  const predicateBoost = options.predicateBoost ?? PREDICATE_BOOST;
  const negatedEmotion = options.negatedEmotion ?? NEGATED_EMOTION;
  const entries = new Map<string, Entry>();
  let longestPhrase = 1;
  for (const emotion of LOCAL_EMOTIONS) {
    for (const [key, weight] of Object.entries(lexicon.keywords[emotion] ?? {})) {
      entries.set(key, { emotion, weight });
      longestPhrase = Math.max(longestPhrase, key.split(" ").length);
    }
  }

  function findMatches(words: readonly ScannedWord[]): Array<{ entry: Entry; at: ScannedWord }> {
    const found: Array<{ entry: Entry; at: ScannedWord }> = [];
    for (let i = 0; i < words.length; i++) {
      const first = words[i]!;
      for (let n = Math.min(longestPhrase, words.length - i); n >= 1; n--) {
        const last = words[i + n - 1]!;
        if (last.clause !== first.clause) continue;
        const key = n === 1 ? first.stem : words.slice(i, i + n).map((w) => w.stem).join(" ");
        const entry = entries.get(key);
        if (entry === undefined) continue;
        found.push({ entry, at: first });
        i += n - 1;
        break;
      }
    }
    return found;
  }

  return function analyse(text: string): KeywordAnalysis {
    const weights = new Map<LocalEmotion, number[]>();
    const matches = findMatches(scanText(text));
    for (const { entry, at } of matches) {
      const emotion = at.negated ? negatedEmotion[entry.emotion] : entry.emotion;
      if (emotion === null) continue;
      const list = weights.get(emotion) ?? [];
      list.push(entry.weight * (at.negated ? 1 : at.boost) * (at.predicate ? predicateBoost : 1));
      weights.set(emotion, list);
    }
    if (weights.size === 0) {
      return { primaryEmotion: DEFAULT_LOCAL_EMOTION, emotionIntensity: intensityFromScore(0), secondaryEmotions: [], mood: "neutral", matches: matches.length };
    }
    const ranked = [...weights.entries()]
      .map(([emotion, list]) => ({
        emotion,
        score: emotionScore(list),
        rank: ranking === "spec" ? emotionScore(list) : list.reduce((sum, w) => sum + w - evidenceOffset, 0),
      }))
      .sort((a, b) => b.rank - a.rank || b.score - a.score || LOCAL_EMOTIONS.indexOf(a.emotion) - LOCAL_EMOTIONS.indexOf(b.emotion));
    const [primary] = ranked as [(typeof ranked)[number]];
    const emotions = ranked.map((r) => r.emotion);
    return {
      primaryEmotion: primary.emotion,
      emotionIntensity: intensityFromScore(primary.score),
      secondaryEmotions: emotions.slice(1, 1 + MAX_SECONDARY_EMOTIONS),
      mood: moodOf(emotions),
      matches: matches.length,
    };
  };
}

export const analyseKeywords = createKeywordAnalyser(lexiconFile as Lexicon);
