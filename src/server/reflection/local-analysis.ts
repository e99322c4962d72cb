// The on-device analysis: the keyword analyser learned from data plus local base wellness; words in a
// language the analyser does not read get the neutral reading (docs/decisions/025).
import { localWellness } from "../../domain/analysis/local-wellness";
import { readFeelings } from "../../domain/replies/local-reading";
import type { EmotionStep } from "./emotion-step";

export function analyseLocally(text: string, language?: string | null): EmotionStep {
  const result = readFeelings(text, language);
  return {
    primaryEmotion: result.primaryEmotion,
    emotionIntensity: result.emotionIntensity,
    secondaryEmotions: result.secondaryEmotions,
    mood: result.mood,
    wellnessScore: localWellness(result),
    isAiGenerated: false,
  };
}
