// The person's own reading of an entry (decision 026): when the analyser got the feeling wrong,
// the person picks the emotion from the app's set and the intensity 1–10, and the entry keeps that
// the person set it (`emotionSetBy: "person"`). The mood follows the chosen emotion's family; the
// wellness score is left as it is. A later re-analysis keeps the person's choice. Pure: the server's
// PATCH, the browser's private journal and the result view all use these rules.
import { moodOfEmotion } from "../replies/canned-suggestions";
import { EMOTION_SET_BY_PERSON } from "./emotion-choices";
import type { JournalEntry, Mood } from "../types";

/** What the person chose: the emotion, the intensity, or both. */
export interface EmotionChoice {
  emotion?: string;
  emotionIntensity?: number;
}

type CorrectedFields = Pick<JournalEntry, "emotion" | "emotionIntensity" | "mood" | "emotionSetBy">;

/**
 * The entry's emotional fields after the person's choice: the emotion (lower case) and the mood of
 * its family when an emotion is chosen (an intensity alone keeps the mood), the intensity when
 * given, and the mark that the person set them. Wellness, themes and everything else stay.
 */
export function correctedFields(
  entry: Pick<JournalEntry, "emotion" | "emotionIntensity" | "mood">,
  choice: EmotionChoice,
): CorrectedFields {
  const emotion = choice.emotion === undefined ? entry.emotion : choice.emotion.trim().toLowerCase();
  const mood: Mood = choice.emotion === undefined ? entry.mood : moodOfEmotion(emotion);
  return {
    emotion,
    emotionIntensity: choice.emotionIntensity ?? entry.emotionIntensity,
    mood,
    emotionSetBy: EMOTION_SET_BY_PERSON,
  };
}

/** The entry with the person's choice applied. */
export function correctEntry<T extends Pick<JournalEntry, "emotion" | "emotionIntensity" | "mood">>(
  entry: T,
  choice: EmotionChoice,
): T & CorrectedFields {
  return { ...entry, ...correctedFields(entry, choice) };
}

/**
 * A re-analysis's new fields over a stored entry: the person's emotion, intensity and mood stay when
 * they set them; the rest (wellness, insight, suggestions, themes) is the new analysis's.
 */
export function keepPersonsChoice<T extends Partial<Pick<JournalEntry, "emotion" | "emotionIntensity" | "mood">>>(
  stored: Pick<JournalEntry, "emotion" | "emotionIntensity" | "mood" | "emotionSetBy">,
  analysed: T,
): T {
  if (stored.emotionSetBy !== EMOTION_SET_BY_PERSON) return analysed;
  return { ...analysed, emotion: stored.emotion, emotionIntensity: stored.emotionIntensity, mood: stored.mood };
}

/** The words of the control that changes the feeling (the result and the ripple's detail). */
export const CORRECTION_COPY = {
  open: "Not quite right? Change the feeling",
  pickerLabel: "Change the feeling",
  emotionLegend: "How did it feel?",
  intensityLegend: "How strongly? 1 is faint, 10 is overwhelming",
  save: "Save feeling",
  cancel: "Cancel",
  saved: "Feeling updated",
  setByYou: "You chose this feeling",
  failed: "Your feeling could not be saved. Please try again.",
  keptAfterReanalysis: "Re-analysing keeps the feeling you chose.",
} as const;

/**
 * A result's analysis as the person corrected it: their emotion, intensity and mood; the crisis
 * reading, its lines and everything else stay as the analysis made them (a crisis entry stays
 * handled as a crisis whatever emotion is picked).
 */
export function analysisWithChoice<A extends { primaryEmotion: string; emotionIntensity: number; mood: Mood }>(
  analysis: A,
  entry: Pick<JournalEntry, "emotion" | "emotionIntensity" | "mood">,
): A {
  return { ...analysis, primaryEmotion: entry.emotion, emotionIntensity: entry.emotionIntensity, mood: entry.mood };
}
