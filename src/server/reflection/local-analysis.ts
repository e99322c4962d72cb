// The on-device analysis: the keyword analyser learned from data plus local base wellness.
import { analyseKeywords } from "../../domain/keyword-analyser";
import { localWellness } from "../../domain/local-wellness";
import type { EmotionStep } from "./emotion-step";

export function analyseLocally(text: string): EmotionStep {
  const result = analyseKeywords(text);
  return {
    primaryEmotion: result.primaryEmotion,
    emotionIntensity: result.emotionIntensity,
    secondaryEmotions: result.secondaryEmotions,
    mood: result.mood,
    wellnessScore: localWellness(result),
    isAiGenerated: false,
  };
}
