// The one builder of an Analysis (decision 014): every path — the pipeline, a conversational turn, the
// acknowledgment, the fallback, a stored entry read back — makes its analysis here, so each one
// carries the crisis fields and the same defaults. A crisis is made safe afterwards by
// src/domain/crisis/safety.ts's applyCrisisToAnalysis, whatever built the analysis.
import type { CrisisLevel } from "../crisis/detector";
import { languageNote } from "../replies/languages";
import type { Analysis, JournalEntry, Mood, SupportRecommendation } from "../types";

export interface AnalysisParts {
  primaryEmotion: string;
  emotionIntensity: number;
  mood: Mood;
  wellnessScore: number;
  isAiGenerated: boolean;
  secondaryEmotions?: readonly string[];
  /** '' when there is nothing to show. */
  insights?: string;
  suggestions?: readonly string[];
  themes?: readonly string[];
  /** The message shown in the card's banner (messages.ts). */
  errorMessage?: string;
  supportResources?: readonly SupportRecommendation[];
  supportNote?: string;
  /** The words are in a language the on-device reading does not cover (decision 025). */
  languageNote?: string;
  /** What the crisis detector saw; none when left out. */
  crisis?: { crisis: boolean; level: CrisisLevel };
}

export function buildAnalysis(parts: AnalysisParts): Analysis {
  // One rule for both fields: crisis is true exactly when the level is not "none".
  const level: CrisisLevel = parts.crisis?.crisis ? parts.crisis.level : "none";
  return {
    primaryEmotion: parts.primaryEmotion,
    emotionIntensity: parts.emotionIntensity,
    secondaryEmotions: [...(parts.secondaryEmotions ?? [])],
    mood: parts.mood,
    insights: parts.insights ?? "",
    suggestions: [...(parts.suggestions ?? [])],
    themes: [...(parts.themes ?? [])],
    wellnessScore: parts.wellnessScore,
    isAiGenerated: parts.isAiGenerated,
    crisis: level !== "none",
    crisisLevel: level,
    ...(parts.errorMessage === undefined ? {} : { errorMessage: parts.errorMessage }),
    ...(parts.supportResources === undefined ? {} : { supportResources: [...parts.supportResources] }),
    ...(parts.supportNote ? { supportNote: parts.supportNote } : {}),
    ...(parts.languageNote ? { languageNote: parts.languageNote } : {}),
  };
}

/**
 * A stored entry's note that its words are in a language the on-device reading does not cover
 * (decision 025), as its result showed it: not for a cloud reading, nor a feeling the person chose.
 */
export function entryLanguageNote(entry: Pick<JournalEntry, "language" | "isAiGenerated" | "emotionSetBy">): string | undefined {
  if (entry.isAiGenerated || entry.emotionSetBy === "person") return undefined;
  return languageNote(entry.language);
}

/** A saved entry's analysis, as its result is shown again (secondary emotions are not stored). */
export function analysisFromEntry(entry: JournalEntry, crisis?: AnalysisParts["crisis"]): Analysis {
  return buildAnalysis({
    languageNote: entryLanguageNote(entry),
    primaryEmotion: entry.emotion,
    emotionIntensity: entry.emotionIntensity,
    mood: entry.mood,
    wellnessScore: entry.wellnessScore,
    isAiGenerated: entry.isAiGenerated,
    insights: entry.aiInsights ?? "",
    suggestions: entry.aiSuggestions,
    themes: entry.themes,
    crisis,
  });
}
