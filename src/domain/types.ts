// Shared shapes of spec §3, used by the server, the client and the pure rules.
import type { CrisisLevel } from "./crisis-detector";

export const MOODS = ["positive", "negative", "neutral", "mixed"] as const;
export type Mood = (typeof MOODS)[number];

/** Vocabulary of the on-device keyword analyser (spec §3); default 'reflective'. */
export const LOCAL_EMOTIONS = [
  "happy",
  "sad",
  "anxious",
  "angry",
  "calm",
  "grateful",
  "confused",
  "hopeful",
  "tired",
  "content",
] as const;
export type LocalEmotion = (typeof LOCAL_EMOTIONS)[number];

/** Vocabulary of the Ekman emotion-analysis service (spec §3). */
export const EKMAN_EMOTIONS = ["joy", "surprise", "sadness", "anger", "fear", "disgust", "neutral"] as const;
export type EkmanEmotion = (typeof EKMAN_EMOTIONS)[number];

export type ConversationFlow = "deepen" | "continue" | "complete";
export type EmotionalTrend = "improving" | "challenging" | "stable" | "neutral";
export type SupportLevel = "empathetic" | "encouraging" | "reflective" | "gentle";
export type ResponseTone = "empathetic" | "encouraging" | "supportive" | "gentle";
export type TimeOfDay = "morning" | "afternoon" | "evening" | "night";

/** An integer 1–10 (intensity, wellness). */
export type Scale10 = number & { readonly __brand?: "Scale10" };

export interface Analysis {
  primaryEmotion: string;
  emotionIntensity: Scale10;
  secondaryEmotions: string[];
  mood: Mood;
  insights: string;
  suggestions: string[];
  themes: string[];
  wellnessScore: Scale10;
  isAiGenerated: boolean;
  errorMessage?: string;
  /** Crisis language was detected (issue 8): supportResources then start with the crisis lines. */
  crisis: boolean;
  crisisLevel: CrisisLevel;
  /**
   * Support recommendations: in a crisis, the region's crisis lines first; otherwise present
   * only at intensity ≥ 7 with a negative or mixed mood.
   */
  supportResources?: SupportRecommendation[];
  /** Spec §8: 'Using offline recommendations - AI suggestions temporarily unavailable' when the AI ones failed. */
  supportNote?: string;
}

export type IconType = "textChat" | "phone" | "youtube" | "calendar";

export interface SupportRecommendation {
  title: string;
  message: string;
  url: string;
  iconType: IconType;
  colorScheme: { primary: string; secondary: string };
  features: string[];
  extraButton?: { label: string; url: string; iconType: IconType };
  isEmergency?: boolean;
}

export interface EmotionalContext {
  lastMood: string;
  sessionSummary: string;
  emotionalTrend: EmotionalTrend;
}

/** An entry as the API returns it (spec §3 fields in camelCase). */
export interface JournalEntry {
  id: string;
  entryText: string;
  emotion: string;
  language: string;
  duration: number;
  emotionIntensity: number;
  mood: Mood;
  wellnessScore: number;
  aiInsights: string | null;
  aiSuggestions: string[];
  themes: string[];
  isAiGenerated: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface OrchestratorResult {
  analysis: Analysis;
  aiResponse: string;
  responseError?: string;
  shouldShowAnalysis: boolean;
  conversationFlow: ConversationFlow;
  nextPrompt?: string;
}

export interface ChatMessage {
  id: string;
  type: "user" | "ai";
  content: string;
  timestamp: string;
}

export interface GreetingEntry {
  text: string;
  emotion: string;
  intensity: number;
  date: string;
  mood: Mood;
}

/** A cloud voice the user can pick (spec §3 "Voice option"). */
export interface VoiceOption {
  id: string;
  name: string;
  description: string;
  language: string;
}
