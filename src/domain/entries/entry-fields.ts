// What a reflection's result sets on its journal entry: the emotion and scores always,
// the insight and the first three suggestions only when the result shows its analysis, the first
// three themes. One rule for the server's pipeline, an import's analysis and the browser's own
// (an offline reflection, a private journal's entry).
import type { JournalEntry, OrchestratorResult } from "../types";

export type EntryAnalysisFields = Pick<
  JournalEntry,
  "emotion" | "emotionIntensity" | "mood" | "wellnessScore" | "aiInsights" | "aiSuggestions" | "themes" | "isAiGenerated"
>;

export function entryFieldsOf(result: OrchestratorResult): EntryAnalysisFields {
  const { analysis } = result;
  return {
    emotion: analysis.primaryEmotion,
    emotionIntensity: analysis.emotionIntensity,
    mood: analysis.mood,
    wellnessScore: analysis.wellnessScore,
    aiInsights: result.shouldShowAnalysis ? analysis.insights : null,
    aiSuggestions: result.shouldShowAnalysis ? analysis.suggestions.slice(0, 3) : [],
    themes: analysis.themes.slice(0, 3),
    isAiGenerated: analysis.isAiGenerated,
  };
}
