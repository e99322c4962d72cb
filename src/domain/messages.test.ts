import { describe, expect, it } from "vitest";
import {
  ANALYSIS_MESSAGES,
  CHAT_MESSAGES,
  chatAnalysisFallbackMessage,
  chatFailureMessage,
  emotionApiFailedMessage,
  emotionUnavailableMessage,
  ENTRY_MESSAGES,
  MICROPHONE_MESSAGES,
  MODE_MESSAGES,
  RECOMMENDATION_MESSAGES,
  recognitionErrorMessage,
  REPLY_MESSAGES,
  SPEECH_RECOGNITION_MESSAGES,
  SPEECH_SYNTHESIS_MESSAGES,
  SYNC_MESSAGES,
} from "./messages";

describe("entry and sync messages", () => {
  it("quote the spec", () => {
    expect(ENTRY_MESSAGES).toMatchObject({
      loadTimeout: "Load entries timeout",
      loadUnexpected: "An unexpected error occurred while loading entries.",
      saveNoUser: "You must be logged in to save entries.",
      saveFailed: "Failed to save journal entry.",
      saveUnexpected: "An unexpected error occurred while saving the entry.",
      deleteNoUser: "You must be logged in to delete entries.",
      deleteFailed: "Failed to delete journal entry.",
      deleteUnexpected: "An unexpected error occurred while deleting the entry.",
    });
    expect(SYNC_MESSAGES).toEqual({
      synced: "Your data is synced with the cloud",
      failed: "Sync failed - your data is safe locally. Tap to retry.",
    });
    expect(MODE_MESSAGES.conversationalComingSoon).toBe("Conversational mode is coming soon!");
  });
});

describe("microphone and speech messages", () => {
  it("quote the spec", () => {
    expect(MICROPHONE_MESSAGES).toEqual({
      permissionRequired: "Microphone permission is required for voice recording. Please allow microphone access and try again.",
      notDetected: "No microphone detected. Please connect a microphone to use voice recording.",
      permissionDenied: "Microphone permission denied",
      notFound: "No microphone found",
      accessError: "Error accessing microphone",
      startRecordingFailed: "Failed to start recording",
      startRecognitionFailed: "Failed to start speech recognition",
      initRecognitionFailed: "Failed to initialize speech recognition",
    });
    expect(SPEECH_RECOGNITION_MESSAGES.unsupported).toBe("Speech recognition is not supported in this browser");
    expect(SPEECH_RECOGNITION_MESSAGES.unsupportedMainScreen).toBe(
      "Speech recognition is not supported in this browser. Please use Chrome, Edge, or Safari.",
    );
    expect(SPEECH_SYNTHESIS_MESSAGES).toMatchObject({
      noText: "No text provided for synthesis",
      nativeUnsupported: "Browser does not support text-to-speech",
      nativeFailed: "Native TTS playback failed",
      playbackFailed: "Audio playback failed",
    });
  });

  it.each([
    ["no-speech", null],
    ["aborted", null],
    ["audio-capture", "No microphone was found or microphone is disabled"],
    ["not-allowed", "Microphone permission was denied"],
    ["network", "Network error occurred. Please check your connection."],
    ["service-not-allowed", "Error: service-not-allowed"],
  ])("recognition error %s → %j", (code, message) => {
    expect(recognitionErrorMessage(code)).toBe(message);
  });
});

describe("analysis messages", () => {
  it("quote the spec", () => {
    expect(ANALYSIS_MESSAGES).toMatchObject({
      noText: "No text provided for analysis",
      pipelineFallback: "Analysis temporarily unavailable",
      pipelineResponseError: "AI services temporarily unavailable",
      insufficientCredits: "Insufficient credits for AI analysis",
    });
    expect(emotionApiFailedMessage(503, "Service Unavailable")).toBe("API request failed: 503 - Service Unavailable");
    expect(emotionUnavailableMessage("timeout")).toBe("Emotion analysis temporarily unavailable: timeout");
  });

  it.each([
    [{ kind: "http", status: 429 }, "AI analysis quota exceeded - using basic emotion detection"],
    [{ kind: "http", status: 401 }, "AI analysis authentication failed - using basic emotion detection"],
    [{ kind: "http", status: 500 }, "AI analysis service temporarily down - using basic emotion detection"],
    [{ kind: "http", status: 503 }, "AI analysis service temporarily down - using basic emotion detection"],
    [{ kind: "http", status: 599 }, "AI analysis service temporarily down - using basic emotion detection"],
    [{ kind: "network" }, "Network connection issue - using basic emotion detection"],
    [{ kind: "http", status: 400 }, "AI analysis temporarily unavailable - using basic emotion detection"],
    [{ kind: "http", status: 403 }, "AI analysis temporarily unavailable - using basic emotion detection"],
    [{ kind: "other" }, "AI analysis temporarily unavailable - using basic emotion detection"],
  ] as const)("chat analysis failure %j → %s", (failure, message) => {
    expect(chatAnalysisFallbackMessage(failure)).toBe(message);
  });
});

describe("reply, chat and recommendation messages", () => {
  it("quote the spec", () => {
    expect(REPLY_MESSAGES).toEqual({
      unavailable: "AI response temporarily unavailable",
      noTranscript: "No transcript provided",
    });
    expect(CHAT_MESSAGES).toMatchObject({
      noMessage: "No message provided",
      unavailable: "My deeper wisdom is temporarily unavailable, but I'm still here with you",
      authentication: "I'm having trouble connecting right now, but I want you to know I'm listening",
      noContent: "No response generated",
      flowError: "Something went wrong. Let me try to respond...",
    });
    expect(RECOMMENDATION_MESSAGES.offline).toBe("Using offline recommendations - AI suggestions temporarily unavailable");
  });

  it("uses the 401 text only for HTTP 401", () => {
    expect(chatFailureMessage({ kind: "http", status: 401 })).toBe(CHAT_MESSAGES.authentication);
    expect(chatFailureMessage({ kind: "http", status: 500 })).toBe(CHAT_MESSAGES.unavailable);
    expect(chatFailureMessage({ kind: "network" })).toBe(CHAT_MESSAGES.unavailable);
  });
});
