// The fallback analysis: used when the whole pipeline or emotion
// detection fails. Intensity 5, wellness 6, mood neutral, not AI-generated.
import { buildAnalysis } from "./analysis";
import type { Analysis } from "../types";
import { FALLBACK_EMOTION, FALLBACK_INTENSITY, FALLBACK_WELLNESS } from "../constants";
import { cannedSuggestions } from "../replies/canned-suggestions";
import { templateInsight } from "../replies/template-insights";
import { detectThemes } from "./themes";

export interface FallbackInput {
  /** The transcript, for themes and keyword-chosen suggestions ('' when unknown). */
  text: string;
  /** The message shown in the card's banner, e.g. 'Analysis temporarily unavailable'. */
  errorMessage?: string;
}

export function buildFallbackAnalysis({ text, errorMessage }: FallbackInput): Analysis {
  const themes = detectThemes(text);
  const core = {
    primaryEmotion: FALLBACK_EMOTION,
    emotionIntensity: FALLBACK_INTENSITY,
    mood: "neutral" as const,
    themes,
  };
  return buildAnalysis({
    ...core,
    insights: templateInsight(core),
    suggestions: cannedSuggestions({ text, emotion: FALLBACK_EMOTION, intensity: FALLBACK_INTENSITY }),
    wellnessScore: FALLBACK_WELLNESS,
    isAiGenerated: false,
    errorMessage,
  });
}
