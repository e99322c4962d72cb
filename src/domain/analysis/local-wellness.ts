// Local base wellness: a base per local emotion, adjusted by mood and by high
// intensity, clamped to 1–10. Used with the on-device keyword analyser.
import { SCALE_MAX, SCALE_MIN } from "../constants";
import { NEGATIVE_LOCAL_EMOTIONS, POSITIVE_LOCAL_EMOTIONS } from "./keyword-intensity";
import type { LocalEmotion, Mood, Scale10 } from "../types";

export const LOCAL_BASE_WELLNESS: Readonly<Record<LocalEmotion | "reflective", number>> = {
  happy: 8,
  grateful: 9,
  calm: 8,
  hopeful: 7,
  content: 7,
  sad: 4,
  anxious: 3,
  angry: 4,
  confused: 5,
  tired: 4,
  reflective: 6,
};
/** Wellness when no emotion was found (or the emotion is not in the local vocabulary). */
const NO_EMOTION_WELLNESS = 6;
/** Intensity from which a positive emotion adds 1 and a negative one takes 1 away. */
const HIGH_INTENSITY = 8;

export interface WellnessInput {
  primaryEmotion: string | null;
  emotionIntensity: number;
  mood: Mood;
}

function baseOf(emotion: string | null): number {
  if (emotion === null || !Object.hasOwn(LOCAL_BASE_WELLNESS, emotion)) return NO_EMOTION_WELLNESS;
  return LOCAL_BASE_WELLNESS[emotion as keyof typeof LOCAL_BASE_WELLNESS];
}

/** Base wellness of the emotion, ±1 for a positive/negative mood, ±1 for high intensity, clamped 1–10. */
export function localWellness({ primaryEmotion, emotionIntensity, mood }: WellnessInput): Scale10 {
  let score = baseOf(primaryEmotion);
  if (mood === "positive") score += 1;
  if (mood === "negative") score -= 1;
  if (emotionIntensity >= HIGH_INTENSITY) {
    if (POSITIVE_LOCAL_EMOTIONS.has(primaryEmotion as LocalEmotion)) score += 1;
    if (NEGATIVE_LOCAL_EMOTIONS.has(primaryEmotion as LocalEmotion)) score -= 1;
  }
  return Math.min(SCALE_MAX, Math.max(SCALE_MIN, score));
}
