// Rules for the Ekman emotion service: intensity, mood, wellness and the
// keyword classification used when the service fails.
import type { EkmanEmotion, Mood, Scale10 } from "../types";
import {
  FALLBACK_INTENSITY,
  KEYWORD_FALLBACK_CHARS_PER_POINT,
  KEYWORD_FALLBACK_MATCH_PROBABILITY,
  KEYWORD_FALLBACK_NO_MATCH_PROBABILITY,
  KEYWORD_FALLBACK_POINTS_PER_MATCH,
  SCALE_MAX,
  SCALE_MIN,
} from "../constants";
import { toScale10 } from "./scale";

/** Intensity is probability × 10, rounded and clamped to 1–10 (non-numbers give 5). */
export function intensityFromProbability(probability: number): Scale10 {
  return toScale10(probability * 10, FALLBACK_INTENSITY);
}

const POSITIVE = new Set(["joy", "surprise"]);
const NEGATIVE = new Set(["sadness", "anger", "fear", "disgust"]);

/** Joy and surprise positive; sadness, anger, fear and disgust negative; anything else neutral. */
export function moodForEkmanEmotion(emotion: string): Mood {
  const key = emotion.trim().toLowerCase();
  if (POSITIVE.has(key)) return "positive";
  if (NEGATIVE.has(key)) return "negative";
  return "neutral";
}

const EKMAN_BASE_WELLNESS: Readonly<Record<EkmanEmotion, number>> = {
  joy: 9,
  surprise: 7,
  neutral: 6,
  sadness: 4,
  fear: 3,
  anger: 4,
  disgust: 4,
};

const LIFTING = new Set(["joy", "surprise"]);
const WEIGHING = new Set(["sadness", "fear", "anger"]);

function isEkmanEmotion(value: string): value is EkmanEmotion {
  return Object.hasOwn(EKMAN_BASE_WELLNESS, value);
}

/**
 * Base wellness by emotion (unknown emotions count as neutral, 6); joy and surprise add
 * floor(intensity/3) capped at 10; sadness, fear and anger subtract floor(intensity/2),
 * minimum 1; disgust and neutral keep their base.
 */
export function ekmanWellness(emotion: string, intensity: number): Scale10 {
  const key = emotion.trim().toLowerCase();
  const base = isEkmanEmotion(key) ? EKMAN_BASE_WELLNESS[key] : EKMAN_BASE_WELLNESS.neutral;
  if (LIFTING.has(key)) return Math.min(SCALE_MAX, base + Math.floor(intensity / 3));
  if (WEIGHING.has(key)) return Math.max(SCALE_MIN, base - Math.floor(intensity / 2));
  return base;
}

/** Keywords per Ekman emotion for the fallback classification (whole words, lower case). */
const EKMAN_FALLBACK_KEYWORDS: Readonly<Record<Exclude<EkmanEmotion, "neutral">, readonly string[]>> = {
  joy: [
    "happy",
    "joy",
    "joyful",
    "glad",
    "excited",
    "great",
    "wonderful",
    "amazing",
    "love",
    "loved",
    "grateful",
    "thankful",
    "proud",
    "delighted",
  ],
  surprise: ["surprised", "surprise", "surprising", "unexpected", "shocked", "amazed", "astonished", "suddenly", "wow"],
  sadness: [
    "sad",
    "unhappy",
    "depressed",
    "lonely",
    "alone",
    "cry",
    "crying",
    "cried",
    "grief",
    "hurt",
    "miss",
    "lost",
    "heartbroken",
    "tired",
  ],
  anger: ["angry", "mad", "furious", "annoyed", "frustrated", "irritated", "hate", "rage", "resent", "unfair"],
  fear: ["afraid", "scared", "fear", "anxious", "anxiety", "worried", "worry", "nervous", "panic", "terrified", "stressed", "overwhelmed"],
  disgust: ["disgusted", "disgusting", "gross", "sick", "revolting", "awful", "ashamed"],
};

export interface EkmanClassification {
  emotion: EkmanEmotion;
  probability: number;
  intensity: Scale10;
  /** Distinct keywords of the chosen emotion found in the text. */
  matches: number;
}

/** min(10, max(1, 2 × matches + floor(length / 50))). */
export function keywordFallbackIntensity(matches: number, textLength: number): Scale10 {
  const raw = KEYWORD_FALLBACK_POINTS_PER_MATCH * matches + Math.floor(textLength / KEYWORD_FALLBACK_CHARS_PER_POINT);
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, raw));
}

/**
 * Keyword classification used when the Ekman service fails. The emotion with the most
 * distinct keyword matches wins (ties go to the earlier emotion in the map's order);
 * with no match the emotion is neutral. Probability 0.6 with a match, else 0.3.
 * `length` is the trimmed text's length.
 */
export function classifyByKeywords(text: string): EkmanClassification {
  const trimmed = text.trim();
  const words = new Set(trimmed.toLowerCase().match(/[\p{L}']+/gu) ?? []);
  let emotion: EkmanEmotion = "neutral";
  let matches = 0;
  for (const [candidate, keywords] of Object.entries(EKMAN_FALLBACK_KEYWORDS)) {
    const count = keywords.filter((keyword) => words.has(keyword)).length;
    if (count > matches && isEkmanEmotion(candidate)) {
      emotion = candidate;
      matches = count;
    }
  }
  return {
    emotion,
    matches,
    probability: matches > 0 ? KEYWORD_FALLBACK_MATCH_PROBABILITY : KEYWORD_FALLBACK_NO_MATCH_PROBABILITY,
    intensity: keywordFallbackIntensity(matches, trimmed.length),
  };
}

export interface EmotionReading {
  primaryEmotion: string;
  emotionIntensity: Scale10;
  mood: Mood;
  wellnessScore: Scale10;
}

/** Emotion, intensity, mood and wellness from one Ekman prediction and its probability. */
export function readEkmanPrediction(prediction: string, probability: number): EmotionReading {
  const primaryEmotion = prediction.trim().toLowerCase();
  const emotionIntensity = intensityFromProbability(probability);
  return {
    primaryEmotion,
    emotionIntensity,
    mood: moodForEkmanEmotion(primaryEmotion),
    wellnessScore: ekmanWellness(primaryEmotion, emotionIntensity),
  };
}

/** The keyword fallback as a reading (intensity from the keyword formula). */
export function readKeywordFallback(text: string): EmotionReading {
  const { emotion, intensity } = classifyByKeywords(text);
  return {
    primaryEmotion: emotion,
    emotionIntensity: intensity,
    mood: moodForEkmanEmotion(emotion),
    wellnessScore: ekmanWellness(emotion, intensity),
  };
}
