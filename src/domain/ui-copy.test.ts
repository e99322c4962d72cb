import { describe, expect, it } from "vitest";
import {
  ANALYSIS_CARD_COPY,
  CONVERSATION_COPY,
  DRAWER_COPY,
  LANDING_COPY,
  LOADING_COPY,
  MAIN_COPY,
  micStatusText,
  ONBOARDING_COPY,
  RECORDER_COPY,
  RESULT_COPY,
  SIGN_IN_COPY,
} from "./ui-copy";

describe("screen copy", () => {
  it("quotes the spec's labels", () => {
    expect(LOADING_COPY.preparing).toBe("Preparing your space");
    expect(LANDING_COPY.features).toEqual(["Voice-First Journaling", "AI Emotional Insights", "Private & Secure"]);
    expect(SIGN_IN_COPY).toMatchObject({ title: "Welcome to", continueWithGoogle: "Continue with Google", signingIn: "Signing in..." });
    expect(ONBOARDING_COPY).toEqual({ processing: "Entering your space...", termsPath: "/terms-of-service" });
    expect(MAIN_COPY).toMatchObject({ ripplesButton: "Ripples", voiceMoodMode: "Voice Mood", conversationalMode: "Conversational" });
    expect(RECORDER_COPY).toEqual({ liveTranscription: "Live Transcription", listening: "Listening for your voice..." });
    expect(RESULT_COPY).toEqual({
      analyzing: "Analyzing your reflection...",
      saved: "Your reflection has been saved",
      noticed: "Here's what I noticed in your thoughts:",
      continueReflecting: "Continue reflecting",
      honored: "Your moment has been honored",
      wantToTalkMore: "Want to talk more?",
      notToday: "Not today",
    });
    expect(CONVERSATION_COPY).toEqual({
      reflecting: "I'm reflecting on what you shared...",
      emptyTitle: "I'm here with you",
      emptyBody: "Take your time...",
      exploreDeeper: "Let's explore deeper",
      continueSharing: "Continue sharing",
      feelsComplete: "That feels complete",
    });
    expect(DRAWER_COPY).toEqual({
      recentRipples: "Recent Ripples",
      empty: "No ripples yet - Your reflections will appear here as gentle ripples in your journey.",
      viewAnalysisHint: "Click to view analysis",
      backToRipples: "Back to Ripples",
      noAnalysisTitle: "No Analysis Available",
      noAnalysisBody: "This reflection was saved without AI analysis.",
    });
    expect(ANALYSIS_CARD_COPY).toMatchObject({
      yourReflection: "Your Reflection",
      emotionalLandscape: "Emotional Landscape",
      insights: "Insights",
      gentleSuggestions: "Gentle Suggestions",
      themes: "Themes",
    });
  });
});

describe("micStatusText", () => {
  it("follows status and mode", () => {
    expect(micStatusText("recording", "voice")).toBe("I'm listening with my whole heart...");
    expect(micStatusText("processing", "conversational")).toBe("Processing your beautiful words...");
    expect(micStatusText("idle", "voice")).toBe("Tap to share what's in your heart");
    expect(micStatusText("idle", "conversational")).toBe("Tap to begin our conversation");
  });
});
