// User-facing error, fallback and toast messages (entries, sync, microphone, speech, analysis, chat, recommendations), quoted exactly from the product's wording.
// Screen labels and headings live in ui-copy.ts; canned replies in canned-replies.ts.

export const ENTRY_MESSAGES = {
  loadTimeout: "Load entries timeout",
  loadUnexpected: "An unexpected error occurred while loading entries.",
  /** Loading needs a signed-in user; worded like save/delete. */
  loadNoUser: "You must be logged in to load entries.",
  saveNoUser: "You must be logged in to save entries.",
  saveFailed: "Failed to save journal entry.",
  saveUnexpected: "An unexpected error occurred while saving the entry.",
  deleteNoUser: "You must be logged in to delete entries.",
  deleteFailed: "Failed to delete journal entry.",
  deleteUnexpected: "An unexpected error occurred while deleting the entry.",
} as const;

export const SYNC_MESSAGES = {
  synced: "Your data is synced with the cloud",
  failed: "Sync failed - your data is safe locally. Tap to retry.",
} as const;

export const MODE_MESSAGES = {
  conversationalComingSoon: "Conversational mode is coming soon!",
} as const;

export const MICROPHONE_MESSAGES = {
  /** Toast when the browser denies microphone permission (main screen). */
  permissionRequired: "Microphone permission is required for voice recording. Please allow microphone access and try again.",
  /** Toast when no microphone is detected (main screen). */
  notDetected: "No microphone detected. Please connect a microphone to use voice recording.",
  permissionDenied: "Microphone permission denied",
  notFound: "No microphone found",
  accessError: "Error accessing microphone",
  startRecordingFailed: "Failed to start recording",
  startRecognitionFailed: "Failed to start speech recognition",
  initRecognitionFailed: "Failed to initialize speech recognition",
} as const;

export const SPEECH_RECOGNITION_MESSAGES = {
  unsupported: "Speech recognition is not supported in this browser",
  /** Main-screen variant that names the supported browsers. */
  unsupportedMainScreen: "Speech recognition is not supported in this browser. Please use Chrome, Edge, or Safari.",
  audioCapture: "No microphone was found or microphone is disabled",
  notAllowed: "Microphone permission was denied",
  network: "Network error occurred. Please check your connection.",
} as const;

/**
 * The message for a SpeechRecognition error code, or null when the code is ignored
 * ('no-speech' and 'aborted').
 */
export function recognitionErrorMessage(code: string): string | null {
  switch (code) {
    case "no-speech":
    case "aborted":
      return null;
    case "audio-capture":
      return SPEECH_RECOGNITION_MESSAGES.audioCapture;
    case "not-allowed":
      return SPEECH_RECOGNITION_MESSAGES.notAllowed;
    case "network":
      return SPEECH_RECOGNITION_MESSAGES.network;
    default:
      return `Error: ${code}`;
  }
}

export const SPEECH_SYNTHESIS_MESSAGES = {
  noText: "No text provided for synthesis",
  /** The error for a missing voice key that triggers the native fallback. */
  missingVoiceKey: "Cloud voice is not configured",
  nativeUnsupported: "Browser does not support text-to-speech",
  nativeFailed: "Native TTS playback failed",
  playbackFailed: "Audio playback failed",
} as const;

export const ANALYSIS_MESSAGES = {
  noText: "No text provided for analysis",
  pipelineFallback: "Analysis temporarily unavailable",
  pipelineResponseError: "AI services temporarily unavailable",
  insufficientCredits: "Insufficient credits for AI analysis",
  /** The note under the amber banner saying basic detection is used. */
  basicDetectionNote: "Showing basic emotion detection for this reflection.",
} as const;

/** 'API request failed: {status} - {detail}' (emotion service non-OK status). */
export function emotionApiFailedMessage(status: number, detail: string): string {
  return `API request failed: ${status} - ${detail}`;
}

/** 'Emotion analysis temporarily unavailable: {reason}' (keyword fallback banner). */
export function emotionUnavailableMessage(reason: string): string {
  return `Emotion analysis temporarily unavailable: ${reason}`;
}

export const CHAT_ANALYSIS_FALLBACK_MESSAGES = {
  quota: "AI analysis quota exceeded - using basic emotion detection",
  authentication: "AI analysis authentication failed - using basic emotion detection",
  serverDown: "AI analysis service temporarily down - using basic emotion detection",
  network: "Network connection issue - using basic emotion detection",
  other: "AI analysis temporarily unavailable - using basic emotion detection",
} as const;

export type ProviderFailure = { kind: "http"; status: number } | { kind: "network" } | { kind: "other" };

/** errorMessage of the local analysis used after the chat-model analysis failed. */
export function chatAnalysisFallbackMessage(failure: ProviderFailure): string {
  if (failure.kind === "network") return CHAT_ANALYSIS_FALLBACK_MESSAGES.network;
  if (failure.kind === "other") return CHAT_ANALYSIS_FALLBACK_MESSAGES.other;
  if (failure.status === 429) return CHAT_ANALYSIS_FALLBACK_MESSAGES.quota;
  if (failure.status === 401) return CHAT_ANALYSIS_FALLBACK_MESSAGES.authentication;
  if (failure.status >= 500 && failure.status <= 599) return CHAT_ANALYSIS_FALLBACK_MESSAGES.serverDown;
  return CHAT_ANALYSIS_FALLBACK_MESSAGES.other;
}

export const REPLY_MESSAGES = {
  unavailable: "AI response temporarily unavailable",
  noTranscript: "No transcript provided",
} as const;

export const CHAT_MESSAGES = {
  noMessage: "No message provided",
  unavailable: "My deeper wisdom is temporarily unavailable, but I'm still here with you",
  authentication: "I'm having trouble connecting right now, but I want you to know I'm listening",
  noContent: "No response generated",
  /** Shown in the conversation flow when a chat turn errors. */
  flowError: "Something went wrong. Let me try to respond...",
  /** The AI message added after a chat error ("about connection trouble"). */
  connectionTrouble:
    "I'm having a little trouble connecting right now, but I'm still here with you. Take a breath, and share again whenever you're ready.",
} as const;

/** The chat error message for a failed companion turn: 401 has its own text. */
export function chatFailureMessage(failure: ProviderFailure): string {
  return failure.kind === "http" && failure.status === 401 ? CHAT_MESSAGES.authentication : CHAT_MESSAGES.unavailable;
}

export const RECOMMENDATION_MESSAGES = {
  offline: "Using offline recommendations - AI suggestions temporarily unavailable",
} as const;
