// The shape of one language's local prose: the same parts as the English canned replies,
// canned suggestions, template insight and acknowledgments (docs/decisions/025).
import type { IntensityBand } from "../analysis/colours";
import type { EmotionFamily } from "../analysis/emotion-family";
import type { Mood } from "../types";

export type SuggestionTopic = "food" | "work" | "relationships";

export interface ReplyBook {
  /** Several replies per feeling, so they do not repeat; never upbeat for a hard feeling. */
  replies: Readonly<Record<EmotionFamily, readonly string[]>>;
  /** Added after the reply, by the English rule: intensity 8+, then 3 or less, then a mixed mood. */
  suffixes: { intense: string; gentle: string; mixed: string };
  /** Whole words (lower case) that choose a topic's suggestions, checked in this order. */
  topicKeywords: Readonly<Record<SuggestionTopic, readonly string[]>>;
  /** A topic's lines for a negative, mixed or neutral mood. */
  topicSuggestions: Readonly<Record<SuggestionTopic, readonly string[]>>;
  /** A topic's lines for a positive mood. */
  positiveTopicSuggestions: Readonly<Record<SuggestionTopic, readonly string[]>>;
  emotionSuggestions: Readonly<Record<EmotionFamily, readonly string[]>>;
  /** First at intensity 8 or more, never for a positive mood. */
  highIntensitySuggestion: string;
  insight: {
    /** The app's emotion words (and the Ekman service's) as noun phrases. */
    emotionNouns: Readonly<Record<string, string>>;
    /** An emotion word outside the map (a cloud model's), kept as it was given. */
    otherEmotion: (word: string) => string;
    noEmotion: string;
    centers: (phrase: string, band: string, intensity: number) => string;
    bands: Readonly<Record<IntensityBand, string>>;
    oneTheme: (theme: string) => string;
    manyThemes: (themes: string) => string;
    /** The word before the last item of a list ("and"). */
    and: string;
    /** The app's theme labels in this language; another label is shown as it is. */
    themeNames: Readonly<Record<string, string>>;
    moods: Readonly<Record<Mood, string>>;
  };
  /** The short-text acknowledgments: under 5 seconds, and from 5 seconds. */
  acknowledgment: { short: string; longer: string };
  /** 'Your moment has been honored' after silence, and its text when the words speak of silence. */
  honored: string;
  silence: string;
  silenceWords: RegExp;
}

/** A language's suggestions: the part of its book the suggestion generator's fallback reads. */
export type ReplySuggestions = Pick<
  ReplyBook,
  "topicKeywords" | "topicSuggestions" | "positiveTopicSuggestions" | "emotionSuggestions" | "highIntensitySuggestion"
>;
