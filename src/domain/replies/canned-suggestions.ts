// Canned suggestions used when the suggestion generator fails: chosen by
// keyword (food, work, relationships) or else by emotion, with an extra line at
// intensity 8 or more. A topic's lines fit the mood: good news at work is savoured and
// celebrated, stress at work gets boundaries.
import { HIGH_INTENSITY, MAX_SUGGESTIONS } from "../constants";
import { emotionFamily, type EmotionFamily } from "../analysis/emotion-family";
import { readHardText } from "../analysis/hard-text";
import type { Mood } from "../types";
import type { SuggestionTopic } from "./book";
import {
  EMOTION_SUGGESTIONS,
  HIGH_INTENSITY_SUGGESTION,
  POSITIVE_TOPIC_SUGGESTIONS,
  SUGGESTION_TOPIC_KEYWORDS,
  TOPIC_SUGGESTIONS,
} from "./en-suggestions";

/** Families whose feeling is a good one; the others (and unknown emotions) are not. */
const POSITIVE_FAMILIES: ReadonlySet<EmotionFamily> = new Set(["joy", "calm", "grateful", "hopeful"]);
const NEGATIVE_FAMILIES: ReadonlySet<EmotionFamily> = new Set(["sadness", "anger", "fear", "disgust", "tired"]);

/** The mood an emotion implies when the caller has none: positive, negative or neutral. */
export function moodOfEmotion(emotion: string): Mood {
  const family = emotionFamily(emotion);
  if (POSITIVE_FAMILIES.has(family)) return "positive";
  if (NEGATIVE_FAMILIES.has(family)) return "negative";
  return "neutral";
}

export function suggestionTopic(text: string): SuggestionTopic | null {
  const words = new Set(text.toLowerCase().match(/[\p{L}']+/gu) ?? []);
  for (const [topic, keywords] of Object.entries(SUGGESTION_TOPIC_KEYWORDS)) {
    if (keywords.some((keyword) => words.has(keyword))) return topic as SuggestionTopic;
  }
  return null;
}

export interface SuggestionInput {
  text: string;
  emotion: string;
  intensity: number;
  /** The analysis' mood; without it, the emotion's own (positive for joy, negative for fear…). */
  mood?: Mood;
}

/**
 * Three suggestions. Decision: suggestions are capped at 3 (MAX_SUGGESTIONS), so at intensity 8 or
 * more the extra line goes first and the list keeps its first two lines. The extra line
 * ("if these feelings feel overwhelming…") is for hard feelings: a positive mood never gets it.
 * A loss, hopelessness or strain in the words gets lines for it, and a hard text never gets the
 * celebrating ones (docs/decisions/024-support-in-proportion.md).
 */
export function cannedSuggestions({ text, emotion, intensity, mood }: SuggestionInput, recent: readonly string[] = []): string[] {
  const cues = readHardText(text);
  const hardText = HARD_TEXT_KEYS.find((key) => cues[key]);
  // A hard text is never answered as good news, whatever the label (docs/decisions/024).
  const positive = !cues.hard && (mood ?? moodOfEmotion(emotion)) === "positive";
  const topic = suggestionTopic(text);
  const topicLines = positive ? POSITIVE_TOPIC_SUGGESTIONS : TOPIC_SUGGESTIONS;
  const family = emotionFamily(emotion);
  const feelingLines =
    cues.hard && POSITIVE_FAMILIES.has(family) ? EMOTION_SUGGESTIONS.reflective : fittingFamilyLines(EMOTION_SUGGESTIONS, family, positive);
  const pool = hardText
    ? HARD_TEXT_SUGGESTIONS[hardText]
    : topic
      ? [...topicLines[topic], ...feelingLines]
      : cues.hard && POSITIVE_FAMILIES.has(family)
        ? EMOTION_SUGGESTIONS.reflective
        : EMOTION_SUGGESTIONS[family];
  const first = intensity >= HIGH_INTENSITY && !positive ? [HIGH_INTENSITY_SUGGESTION] : [];
  return [...first, ...freshLines(pool, recent, MAX_SUGGESTIONS - first.length)];
}

/**
 * A feeling's lines that may follow a topic's: its own when they fit the mood; the reflective ones
 * when a good feeling's would meet a mood that is not good, or another feeling's a good mood.
 */
export function fittingFamilyLines(
  lines: Readonly<Record<EmotionFamily, readonly string[]>>,
  family: EmotionFamily,
  positive: boolean,
): readonly string[] {
  const good = POSITIVE_FAMILIES.has(family);
  if (positive) return good ? lines[family] : lines.reflective;
  return good ? lines.reflective : lines[family];
}

/**
 * `count` lines of `pool` for a new entry (decision 028): first those not among `recent` (the
 * suggestions of the person's last entries, newest first), in the pool's order; then, when the pool
 * has too few, those used longest ago. With no recent lines, the pool's first lines, as before.
 */
export function freshLines(pool: readonly string[], recent: readonly string[], count: number): string[] {
  const key = (line: string) => line.trim().toLowerCase();
  const lastUse = new Map<string, number>();
  recent.forEach((line, index) => {
    if (!lastUse.has(key(line))) lastUse.set(key(line), index);
  });
  return [...new Set(pool)]
    .map((line, order) => ({ line, order, used: lastUse.get(key(line)) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => b.used - a.used || a.order - b.order)
    .slice(0, count)
    .map(({ line }) => line);
}

/** Checked in this order: the words' loss, hopelessness or strain decide over a topic and the label. */
const HARD_TEXT_KEYS = ["loss", "hopeless", "strain"] as const;

/** Suggestions for what the words say (hard-text.ts), whatever the label. */
export const HARD_TEXT_SUGGESTIONS: Readonly<Record<(typeof HARD_TEXT_KEYS)[number], readonly string[]>> = {
  loss: [
    "Let yourself remember them in whatever way feels right today",
    "Tell someone who knew them what you miss most",
    "Keep today small and gentle; grief is tiring work",
    "Look at a photo or keepsake if it feels right, or leave it for another day",
    "Let the people around you know today is a hard day",
    "Write them a few lines, saying what you would want them to know",
  ],
  hopeless: [
    "Tell one person you trust how heavy things feel right now",
    "Pick one very small thing to do for yourself in the next hour",
    "Write down one thing that has shifted, however slightly, in the past year",
    "Say out loud to someone, or write down, that things feel hopeless right now",
    "Keep the next hour simple: water, food, somewhere comfortable",
    "Notice one thing, however small, that got you through today",
  ],
  strain: [
    "Break what's ahead into one small piece you can do in the next 30 minutes",
    "Take a real ten-minute break away from screens and notes",
    "Get some sleep tonight; a rested mind remembers more than a tired one",
    "Write down everything on your mind, then choose just the first step",
    "Stand up, stretch and breathe slowly for two minutes",
    "Decide on a time to stop tonight, and keep to it",
  ],
};
