// Shared shapes of the journal (entries, analyses, messages, voices), used by the server, the client and the pure rules.
import type { z } from "zod";
import type {
  AnalysisSchema,
  CONVERSATION_FLOWS,
  ICON_TYPES,
  OrchestratorResultSchema,
  SupportRecommendationSchema,
} from "./contract/analysis";
import type { CHAT_SUPPORT_LEVELS } from "./contract/chat";
import type { ConversationMessage } from "./contract/conversations";
import type { JournalEntrySchema } from "./contract/entries";

export const MOODS = ["positive", "negative", "neutral", "mixed"] as const;
export type Mood = (typeof MOODS)[number];

/** Vocabulary of the on-device keyword analyser; default 'reflective'. */
export const LOCAL_EMOTIONS = ["happy", "sad", "anxious", "angry", "calm", "grateful", "confused", "hopeful", "tired", "content"] as const;
export type LocalEmotion = (typeof LOCAL_EMOTIONS)[number];

/** Vocabulary of the Ekman emotion-analysis service. */
export const EKMAN_EMOTIONS = ["joy", "surprise", "sadness", "anger", "fear", "disgust", "neutral"] as const;
export type EkmanEmotion = (typeof EKMAN_EMOTIONS)[number];

export type ConversationFlow = (typeof CONVERSATION_FLOWS)[number];
export type EmotionalTrend = "improving" | "challenging" | "stable" | "neutral";
export type SupportLevel = (typeof CHAT_SUPPORT_LEVELS)[number];
export type ResponseTone = "empathetic" | "encouraging" | "supportive" | "gentle";
export type TimeOfDay = "morning" | "afternoon" | "evening" | "night";

/** An integer 1–10 (intensity, wellness). */
export type Scale10 = number & { readonly __brand?: "Scale10" };

/** The wire shapes are written once, as schemas in ./contract; these are their types. */
export type Analysis = z.output<typeof AnalysisSchema>;
export type IconType = (typeof ICON_TYPES)[number];
export type SupportRecommendation = z.output<typeof SupportRecommendationSchema>;

export interface EmotionalContext {
  lastMood: string;
  sessionSummary: string;
  emotionalTrend: EmotionalTrend;
}

/** An entry as the API returns it, its fields in camelCase. */
export type JournalEntry = z.output<typeof JournalEntrySchema>;

export type OrchestratorResult = z.output<typeof OrchestratorResultSchema>;

/** A message of a conversation. */
export type ChatMessage = ConversationMessage;

export interface GreetingEntry {
  text: string;
  emotion: string;
  intensity: number;
  date: string;
  mood: Mood;
  /** The entry's language (a BCP 47 tag), so crisis language in it is read in that language. */
  language?: string;
}

/** A cloud voice the user can pick. */
export interface VoiceOption {
  id: string;
  name: string;
  description: string;
  language: string;
}
