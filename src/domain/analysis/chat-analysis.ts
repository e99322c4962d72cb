// Reading the chat model's JSON emotion analysis: missing primaryEmotion or
// insights rejects it (local analysis is used); missing lists default to empty;
// intensity and wellness are clamped to 1-10, defaulting to 5.
import type { Analysis, Mood } from "../types";
import { MOODS } from "../types";
import { DEFAULT_INTENSITY, DEFAULT_STORED_WELLNESS, MAX_SECONDARY_EMOTIONS, MAX_SUGGESTIONS, MAX_THEMES } from "../constants";
import { toScale10 } from "./scale";
import { cleanAiText, cleanLine } from "../replies/text-cleaning";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function stringList(value: unknown, max: number, clean: (text: string) => string = (text) => text.trim()): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === "string")
    .map(clean)
    .filter((item) => item.length > 0)
    .slice(0, max);
}

function readMood(value: unknown): Mood {
  const mood = typeof value === "string" ? value.trim().toLowerCase() : "";
  return (MOODS as readonly string[]).includes(mood) ? (mood as Mood) : "neutral";
}

/**
 * The analysis, or null when primaryEmotion or insights is missing or blank. An unknown
 * mood reads as neutral; lists keep at most 3 strings.
 */
/** What the model says; the crisis fields are the detector's, added by the pipeline. */
export type ChatAnalysis = Omit<Analysis, "crisis" | "crisisLevel">;

export function parseChatAnalysis(value: unknown): ChatAnalysis | null {
  if (!isRecord(value)) return null;
  const { primaryEmotion, insights } = value;
  if (typeof primaryEmotion !== "string" || primaryEmotion.trim() === "") return null;
  if (typeof insights !== "string" || insights.trim() === "") return null;
  return {
    primaryEmotion: primaryEmotion.trim().toLowerCase(),
    emotionIntensity: toScale10(value.emotionIntensity, DEFAULT_INTENSITY),
    secondaryEmotions: stringList(value.secondaryEmotions, MAX_SECONDARY_EMOTIONS, (text) => text.trim().toLowerCase()),
    mood: readMood(value.mood),
    insights: cleanAiText(insights),
    suggestions: stringList(value.suggestions, MAX_SUGGESTIONS, cleanLine),
    themes: stringList(value.themes, MAX_THEMES, (text) => text.trim().toLowerCase()),
    wellnessScore: toScale10(value.wellnessScore, DEFAULT_STORED_WELLNESS),
    isAiGenerated: true,
  };
}

/** The model's message content → analysis; null when it is not a JSON object or fails the rules. */
export function parseChatAnalysisText(content: string): ChatAnalysis | null {
  const start = content.indexOf("{");
  const end = content.lastIndexOf("}");
  if (start === -1 || end <= start) return null;
  try {
    return parseChatAnalysis(JSON.parse(content.slice(start, end + 1)));
  } catch {
    return null;
  }
}
