// Business constants and limits (timing, scores, generation limits).
// Audio and voice numbers live in voice-settings.ts; user-facing text in messages.ts.

// ── Timing (ms) ──────────────────────────────────────────────────────────────
export const INTRO_DURATION_MS = 3000;
export const WELCOME_AUDIO_DELAY_MS = 1000;
export const AUTO_SPEAK_DELAY_MS = 800;
export const ENTRY_LOAD_DELAY_MS = 1000;
export const ENTRY_LOAD_TIMEOUT_MS = 10_000;
export const ONBOARDING_SYNC_DELAY_MS = 5000;

export const TOAST_DEFAULT_DURATION_MS = 4000;
/** Added to a toast's duration before it is removed (exit animation). */
export const TOAST_EXIT_MS = 300;
export const MIC_WARNING_TOAST_MS = 8000;
export const SYNC_FAILED_TOAST_MS = 8000;
export const SYNC_SUCCESS_TOAST_MS = 3000;
export const COMING_SOON_TOAST_MS = 6000;

export const RECORDING_TICK_MS = 1000;
/** A second stop within this window of the previous one is ignored. */
export const DUPLICATE_STOP_WINDOW_MS = 1000;
export const RECOMMENDATIONS_TIMEOUT_MS = 3000;

/** Auth refresh retries: exponential backoff starting here. */
export const AUTH_REFRESH_BACKOFF_START_MS = 200;

/** AI client defaults: a 10-minute timeout and 2 retries. */
export const AI_CLIENT_TIMEOUT_MS = 10 * 60 * 1000;
export const AI_CLIENT_MAX_RETRIES = 2;
export const AI_CLIENT_RETRY_STATUSES: readonly number[] = [408, 409, 429];
/** Any status at or above this is retried as well (5xx). */
export const AI_CLIENT_RETRY_MIN_SERVER_STATUS = 500;
export const AI_CLIENT_MAX_BACKOFF_MS = 8000;

// ── Recording ────────────────────────────────────────────────────────────────
/** A recording with no speech longer than this (seconds) yields the silence placeholder. */
export const SILENCE_PLACEHOLDER_MIN_SECONDS = 2;
export const RECOGNITION_LANGUAGE = "en-US";
/** Emotion saved for a voice-only entry in which no speech was detected. */
export const NO_SPEECH_EMOTION = "contemplative";

// ── Scores and analysis ──────────────────────────────────────────────────────
export const SCALE_MIN = 1;
export const SCALE_MAX = 10;
export const DEFAULT_INTENSITY = 5;
/** Wellness default of a stored entry. */
export const DEFAULT_STORED_WELLNESS = 5;
/** Wellness of the fallback analysis. */
export const FALLBACK_WELLNESS = 6;
export const FALLBACK_INTENSITY = 5;
export const FALLBACK_EMOTION = "neutral";
export const DEFAULT_MOOD = "neutral";
export const DEFAULT_LANGUAGE = "en";

export const MAX_SECONDARY_EMOTIONS = 3;
export const MAX_THEMES = 3;
export const MAX_SUGGESTIONS = 3;
export const DEFAULT_THEME = "self-reflection";
/** Entries that feed trend, emotional context and greeting. */
export const CONTEXT_ENTRY_COUNT = 3;
export const SESSION_SUMMARY_LENGTH = 100;
export const CHAT_HISTORY_MESSAGES = 6;

/** Support and crisis resources are shown at this intensity or above. */
export const SUPPORT_MIN_INTENSITY = 7;
/** Response tone and conversation flow treat this intensity or above as high. */
export const HIGH_INTENSITY = 8;

// ── Analysis gate ──────────────────────────────────────────────────
export const GATE_MIN_WORDS = 3;
export const GATE_MIN_MEANINGFUL_WORDS = 2;
export const GATE_MIN_MEANINGFUL_CHARS = 15;
/** Words of this length or shorter are not meaningful. */
export const GATE_SHORT_WORD_MAX_CHARS = 2;
/** Under this duration (seconds) the short acknowledgment text is used. */
export const GATE_SHORT_DURATION_SECONDS = 5;
export const ACKNOWLEDGMENT_EMOTION = "reflective";
export const ACKNOWLEDGMENT_INTENSITY = 3;
export const ACKNOWLEDGMENT_WELLNESS = 6;
export const ACKNOWLEDGMENT_THEME = "brief-reflection";

// ── Ekman keyword fallback ─────────────────────────────────────────
export const KEYWORD_FALLBACK_MATCH_PROBABILITY = 0.6;
export const KEYWORD_FALLBACK_NO_MATCH_PROBABILITY = 0.3;
/** Intensity gains one point per this many characters of text. */
export const KEYWORD_FALLBACK_CHARS_PER_POINT = 50;
export const KEYWORD_FALLBACK_POINTS_PER_MATCH = 2;

// ── Generation limits ──────────────────────────────────────────
export const GENERATION_TOP_K = 40;
export const GENERATION_TOP_P = 0.95;

/** maxTokens is sent as Gemini's maxOutputTokens (or the chat API's max_tokens). */
export interface GenerationLimits {
  temperature: number;
  maxTokens: number;
}

/** Main-screen companion reply (generateContent path). */
export const REPLY_GENERATION: GenerationLimits = { temperature: 0.8, maxTokens: 200 };
export const INSIGHTS_GENERATION: GenerationLimits = { temperature: 0.7, maxTokens: 150 };
/** Suggestions: as insights, with room for 3 lines. */
export const SUGGESTIONS_GENERATION: GenerationLimits = { temperature: 0.7, maxTokens: 200 };
export const RECOMMENDATIONS_GENERATION: GenerationLimits = { temperature: 0.7, maxTokens: 1000 };
export const GREETING_GENERATION: GenerationLimits = { temperature: 0.9, maxTokens: 50 };

/** Companion chat reply (chat-completions path). */
export const CHAT_REPLY_GENERATION = {
  temperature: 0.9,
  maxTokens: 200,
  presencePenalty: 0.1,
  frequencyPenalty: 0.1,
} as const;
/** Emotion analysis through the chat model (JSON response). */
export const CHAT_ANALYSIS_GENERATION = { temperature: 0.7, maxTokens: 800 } as const;

/** Safety categories of the generateContent payload, each blocking at medium and above. */
export const SAFETY_CATEGORIES = [
  "HARM_CATEGORY_HARASSMENT",
  "HARM_CATEGORY_HATE_SPEECH",
  "HARM_CATEGORY_SEXUALLY_EXPLICIT",
  "HARM_CATEGORY_DANGEROUS_CONTENT",
] as const;
export const SAFETY_THRESHOLD = "BLOCK_MEDIUM_AND_ABOVE";

// ── Greeting ─────────────────────────────────────────────────────────────────
/** The greeting shown when none could be made (kept here, light, for the journal screen). */
export const DEFAULT_GREETING = "How are you feeling today?";
export const GREETING_MAX_CHARS = 80;
export const GREETING_MAX_WORDS = 20;
/** Probability of adding the user's first name to a generated greeting. */
export const GREETING_NAME_CHANCE = 0.3;

// ── Entries and display ──────────────────────────────────────────────────────
export const CARD_PREVIEW_LINES = 3;
export const RIPPLES_DRAWER_WIDTH_PX = 320;
export const DETAIL_DRAWER_WIDTH_PX = 384;
export const HOURS_SHOWING_TIME_ONLY = 24;
export const HOURS_SHOWING_WEEKDAY = 168;

// ── Time of day (inclusive hour ranges) ──────────────────────────────────────
export const MORNING_HOURS = { from: 5, to: 11 } as const;
export const AFTERNOON_HOURS = { from: 12, to: 16 } as const;
export const EVENING_HOURS = { from: 17, to: 20 } as const;

// ── Browser storage ──────────────────────────────────────────────────────────
/** Value the user-interacted flag must hold for auto-speak. */
export const USER_INTERACTED_VALUE = "true";
export const TEST_USER_ID = "test-user-123";
/** Credit-check feature names (facility unused in the main flow). */
export const CREDIT_FEATURES = ["ai_analysis", "ekman"] as const;
