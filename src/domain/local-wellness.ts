// Local base wellness (spec §9): a base per emotion, adjusted by mood and by high intensity, clamped 1–10.
import type { Mood } from "./types";

export const LOCAL_BASE_WELLNESS: Readonly<Record<string, number>> = {
  happy: 8, grateful: 9, calm: 8, hopeful: 7, content: 7,
  sad: 4, anxious: 3, angry: 4, confused: 5, tired: 4, reflective: 6,
};
export const NO_EMOTION_WELLNESS = 6;
const POSITIVE = new Set(["happy", "grateful", "calm", "hopeful", "content"]);
const NEGATIVE = new Set(["sad", "anxious", "angry", "tired"]);

export interface WellnessInput {
  primaryEmotion: string | null;
  emotionIntensity: number;
  mood: Mood;
}

export function localWellness({ primaryEmotion, emotionIntensity, mood }: WellnessInput): number {
  let score = primaryEmotion ? (LOCAL_BASE_WELLNESS[primaryEmotion] ?? NO_EMOTION_WELLNESS) : NO_EMOTION_WELLNESS;
  if (mood === "positive") score += 1;
  if (mood === "negative") score -= 1;
  if (emotionIntensity >= 8 && primaryEmotion && POSITIVE.has(primaryEmotion)) score += 1;
  if (emotionIntensity >= 8 && primaryEmotion && NEGATIVE.has(primaryEmotion)) score -= 1;
  return Math.min(10, Math.max(1, Math.round(score)));
}
