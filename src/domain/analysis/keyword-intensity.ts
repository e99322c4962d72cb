// How strongly and with what mood the on-device analyser reads a text: intensity from keyword
// weights, the weight of a keyword, the words that say a feeling strongly, wishes, and the mood
// of the emotions found (decisions 010, 023).
import { SCALE_MAX, SCALE_MIN } from "../constants";
import { stemWord } from "./word-stem";
import type { LocalEmotion, Mood, Scale10 } from "../types";

export const POSITIVE_LOCAL_EMOTIONS: ReadonlySet<LocalEmotion> = new Set(["happy", "grateful", "calm", "hopeful", "content"]);
export const NEGATIVE_LOCAL_EMOTIONS: ReadonlySet<LocalEmotion> = new Set(["sad", "anxious", "angry", "tired"]);

/**
 * Intensity from the primary emotion's keyword weights (5–10 each, × 1.5 after an intensifier,
 * × 0.7 after a softener): how strongly the text says it, not how long it is (decision 023).
 * The mean of the three strongest words sets it — 1 + 0.45 × weight, so a plain clear word
 * ("stressed", 10) gives 6, a weak one 3, "absolutely devastated" (15) 8 — and a second and
 * third word add half a point each; further words add nothing.
 */
export function intensityOf(weights: readonly number[]): Scale10 {
  if (weights.length === 0) return SCALE_MIN;
  const strongest = [...weights].sort((a, b) => b - a).slice(0, 3);
  const mean = strongest.reduce((sum, w) => sum + w, 0) / strongest.length;
  const value = 1 + 0.45 * mean + 0.5 * (strongest.length - 1);
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, Math.round(value)));
}

/**
 * The keyword weight (5–10) of a word from what it adds to an emotion: 5 at
 * keywordMin, rising to 10 at keywordFull; below keywordMin it is no keyword (0).
 */
export function keywordWeight(contribution: number, keywordMin: number, keywordFull: number): number {
  if (contribution < keywordMin) return 0;
  return 5 + 5 * Math.min(1, (contribution - keywordMin) / (keywordFull - keywordMin));
}

/**
 * A secondary emotion counts toward the mood only when one of its words says it this clearly
 * (keyword weight, intensity marks included): "I hope it goes well" after "I'm nervous" is a
 * wish, not a second, positive feeling (decision 023).
 */
const MOOD_MIN_WEIGHT = 7;

/**
 * Words that say a feeling strongly by themselves ("devastated", not "sad"; "furious", not
 * "annoyed"): a keyword among them, or one right after "can't stop" ("can't stop crying"),
 * weighs STRONG_WORD_BOOST times more in intensity (decision 023).
 */
const STRONG_WORDS = [
  "devastated",
  "heartbroken",
  "shattered",
  "crushed",
  "destroyed",
  "miserable",
  "hopeless",
  "despair",
  "despairing",
  "desperate",
  "worthless",
  "unbearable",
  "die",
  "dead",
  "suicidal",
  "sobbing",
  "sobbed",
  "furious",
  "livid",
  "enraged",
  "rage",
  "raging",
  "fuming",
  "seething",
  "hate",
  "loathe",
  "terrified",
  "petrified",
  "panicking",
  "panic",
  "horrified",
  "dread",
  "dreading",
  "ecstatic",
  "overjoyed",
  "thrilled",
  "elated",
  "euphoric",
  "exhilarated",
  "blissful",
  "exhausted",
  "drained",
];
export const STRONG_STEMS: ReadonlySet<string> = new Set(STRONG_WORDS.map((w) => stemWord(w)));
export const STRONG_WORD_BOOST = 1.4;
/**
 * A good feeling said by one of these, or after one in its clause, is wished for, not held
 * ("I just want some peace", "I need to relax", "I want this to be over so I can smile").
 */
export const WISH_STEMS: ReadonlySet<string> = new Set(["want", "wanna", "wish", "need", "could", "would", "long"].map((w) => stemWord(w)));

/**
 * Mood from the emotions found, the primary first: positive, negative, mixed only when a
 * positive and a negative feeling are both held (angry and anxious together are negative),
 * else neutral. With `strengthOf` (an emotion's strongest keyword weight), a secondary emotion
 * counts only from MOOD_MIN_WEIGHT.
 */
export function moodOf(emotions: readonly string[], strengthOf?: ReadonlyMap<string, number>): Mood {
  const held = emotions.filter((e, i) => i === 0 || strengthOf === undefined || (strengthOf.get(e) ?? 0) >= MOOD_MIN_WEIGHT);
  const positive = held.some((e) => POSITIVE_LOCAL_EMOTIONS.has(e as LocalEmotion));
  const negative = held.some((e) => NEGATIVE_LOCAL_EMOTIONS.has(e as LocalEmotion));
  if (positive && negative) return "mixed";
  if (positive) return "positive";
  if (negative) return "negative";
  return "neutral";
}
