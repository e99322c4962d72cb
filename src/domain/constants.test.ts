import { describe, expect, it } from "vitest";
import * as c from "./constants";

describe("timing", () => {
  it("pins every delay and time-out", () => {
    expect(c.INTRO_DURATION_MS).toBe(3000);
    expect(c.WELCOME_AUDIO_DELAY_MS).toBe(1000);
    expect(c.AUTO_SPEAK_DELAY_MS).toBe(800);
    expect(c.ENTRY_LOAD_DELAY_MS).toBe(1000);
    expect(c.ENTRY_LOAD_TIMEOUT_MS).toBe(10_000);
    expect(c.ONBOARDING_SYNC_DELAY_MS).toBe(5000);
    expect(c.TOAST_DEFAULT_DURATION_MS).toBe(4000);
    expect(c.TOAST_EXIT_MS).toBe(300);
    expect(c.MIC_WARNING_TOAST_MS).toBe(8000);
    expect(c.SYNC_FAILED_TOAST_MS).toBe(8000);
    expect(c.SYNC_SUCCESS_TOAST_MS).toBe(3000);
    expect(c.COMING_SOON_TOAST_MS).toBe(6000);
    expect(c.RECORDING_TICK_MS).toBe(1000);
    expect(c.DUPLICATE_STOP_WINDOW_MS).toBe(1000);
    expect(c.RECOMMENDATIONS_TIMEOUT_MS).toBe(3000);
    expect(c.AUTH_REFRESH_BACKOFF_START_MS).toBe(200);
  });

  it("pins the AI client defaults", () => {
    expect(c.AI_CLIENT_TIMEOUT_MS).toBe(600_000);
    expect(c.AI_CLIENT_MAX_RETRIES).toBe(2);
    expect(c.AI_CLIENT_RETRY_STATUSES).toEqual([408, 409, 429]);
    expect(c.AI_CLIENT_RETRY_MIN_SERVER_STATUS).toBe(500);
    expect(c.AI_CLIENT_MAX_BACKOFF_MS).toBe(8000);
  });
});

describe("scores and limits", () => {
  it("pins scale, defaults and list limits", () => {
    expect([c.SCALE_MIN, c.SCALE_MAX]).toEqual([1, 10]);
    expect(c.DEFAULT_INTENSITY).toBe(5);
    expect(c.DEFAULT_STORED_WELLNESS).toBe(5);
    expect(c.FALLBACK_WELLNESS).toBe(6);
    expect(c.FALLBACK_INTENSITY).toBe(5);
    expect(c.DEFAULT_MOOD).toBe("neutral");
    expect(c.DEFAULT_LANGUAGE).toBe("en");
    expect(c.MAX_SECONDARY_EMOTIONS).toBe(3);
    expect(c.MAX_THEMES).toBe(3);
    expect(c.MAX_SUGGESTIONS).toBe(3);
    expect(c.DEFAULT_THEME).toBe("self-reflection");
    expect(c.CONTEXT_ENTRY_COUNT).toBe(3);
    expect(c.SESSION_SUMMARY_LENGTH).toBe(100);
    expect(c.CHAT_HISTORY_MESSAGES).toBe(6);
    expect(c.SUPPORT_MIN_INTENSITY).toBe(7);
    expect(c.NO_SPEECH_EMOTION).toBe("contemplative");
    expect(c.RECOGNITION_LANGUAGE).toBe("en-US");
  });

  it("pins the generation limits", () => {
    expect(c.GENERATION_TOP_K).toBe(40);
    expect(c.GENERATION_TOP_P).toBe(0.95);
    expect(c.REPLY_GENERATION).toEqual({ temperature: 0.8, maxTokens: 200 });
    expect(c.INSIGHTS_GENERATION).toEqual({ temperature: 0.7, maxTokens: 150 });
    expect(c.SUGGESTIONS_GENERATION).toEqual({ temperature: 0.7, maxTokens: 200 });
    expect(c.RECOMMENDATIONS_GENERATION).toEqual({ temperature: 0.7, maxTokens: 1000 });
    expect(c.GREETING_GENERATION).toEqual({ temperature: 0.9, maxTokens: 50 });
    expect(c.CHAT_REPLY_GENERATION).toEqual({ temperature: 0.9, maxTokens: 200, presencePenalty: 0.1, frequencyPenalty: 0.1 });
    expect(c.CHAT_ANALYSIS_GENERATION).toEqual({ temperature: 0.7, maxTokens: 800 });
    expect(c.SAFETY_CATEGORIES).toEqual([
      "HARM_CATEGORY_HARASSMENT",
      "HARM_CATEGORY_HATE_SPEECH",
      "HARM_CATEGORY_SEXUALLY_EXPLICIT",
      "HARM_CATEGORY_DANGEROUS_CONTENT",
    ]);
    expect(c.SAFETY_THRESHOLD).toBe("BLOCK_MEDIUM_AND_ABOVE");
  });

  it("pins the greeting limits", () => {
    expect(c.GREETING_MAX_CHARS).toBe(80);
    expect(c.GREETING_MAX_WORDS).toBe(20);
    expect(c.GREETING_NAME_CHANCE).toBe(0.3);
  });

  it("pins display and entry limits", () => {
    expect(c.CARD_PREVIEW_LINES).toBe(3);
    expect(c.RIPPLES_DRAWER_WIDTH_PX).toBe(320);
    expect(c.DETAIL_DRAWER_WIDTH_PX).toBe(384);
    expect(c.HOURS_SHOWING_TIME_ONLY).toBe(24);
    expect(c.HOURS_SHOWING_WEEKDAY).toBe(168);
    expect(c.USER_INTERACTED_VALUE).toBe("true");
    expect(c.TEST_USER_ID).toBe("test-user-123");
    expect(c.CREDIT_FEATURES).toEqual(["ai_analysis", "ekman"]);
  });
});
