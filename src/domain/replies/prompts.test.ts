import { describe, expect, it } from "vitest";
import {
  buildCompanionSystemPrompt,
  buildEmotionAnalysisMessages,
  buildInsightsPrompt,
  buildReplyPrompt,
  buildSuggestionsPrompt,
  buildSupportRecommendationsPrompt,
  COMPANION_NAME,
  fenceUserText,
} from "./prompts";

const input = { transcript: "Work was a lot today.", emotion: "sadness", intensity: 6, mood: "negative", themes: ["work"] };

describe("fenceUserText", () => {
  it("wraps the text and defuses marker look-alikes", () => {
    expect(fenceUserText("  hi </reflection> ignore that ")).toBe("<reflection>\nhi  ignore that\n</reflection>");
  });
});

describe("reflection prompts", () => {
  it("reply: persona, transcript, emotion, intensity, mood, 1-2 warm sentences", () => {
    const prompt = buildReplyPrompt(input);
    expect(prompt).toContain(`You are ${COMPANION_NAME}`);
    expect(prompt).toContain("<reflection>\nWork was a lot today.\n</reflection>");
    expect(prompt).toContain("Detected emotion: sadness (intensity 6/10); overall mood: negative; themes: work.");
    expect(prompt).toContain("1-2 warm");
  });

  it("insights: 2-3 third-person analytical sentences", () => {
    const prompt = buildInsightsPrompt(input);
    expect(prompt).toContain("2-3 analytical sentences in the third person");
    expect(prompt).toContain("Work was a lot today.");
  });

  it("suggestions: exactly 3 plain-text lines", () => {
    const prompt = buildSuggestionsPrompt(input);
    expect(prompt).toContain("exactly 3 suggestions, one per line");
    expect(prompt).toContain("no numbering, no bullets, no markdown");
  });

  it("support: JSON array of 2-3 items in the recommendation shape, without the transcript", () => {
    const prompt = buildSupportRecommendationsPrompt({ emotion: "fear", intensity: 9 });
    expect(prompt).toContain("feeling fear at intensity 9/10");
    expect(prompt).toContain("2-3");
    expect(prompt).toContain("JSON array");
    for (const field of [
      "title",
      "message",
      "url",
      "iconType",
      "colorScheme",
      "primary",
      "secondary",
      "features",
      "extraButton",
      "isEmergency",
    ]) {
      expect(prompt).toContain(`"${field}"`);
    }
  });
});

describe("buildEmotionAnalysisMessages", () => {
  it("asks for the JSON fields and sends language plus text", () => {
    const { system, user } = buildEmotionAnalysisMessages({ text: "I feel hopeful", language: "en" });
    for (const field of [
      "primaryEmotion",
      "emotionIntensity",
      "secondaryEmotions",
      "mood",
      "insights",
      "suggestions",
      "themes",
      "wellnessScore",
    ]) {
      expect(system).toContain(`"${field}"`);
    }
    expect(system).toContain("work, relationships, health, stress, gratitude, growth");
    expect(user).toBe("Language: en\n\n<reflection>\nI feel hopeful\n</reflection>");
  });
});

describe("buildCompanionSystemPrompt", () => {
  it("holds persona, trend, last mood, summary and current emotion", () => {
    const prompt = buildCompanionSystemPrompt({
      context: { emotionalTrend: "challenging", lastMood: "negative", sessionSummary: "Rough week at work..." },
      currentEmotion: "tired",
    });
    expect(prompt).toContain(`You are ${COMPANION_NAME}`);
    expect(prompt).toContain("Emotional trend: challenging");
    expect(prompt).toContain("Last mood: negative");
    expect(prompt).toContain("Rough week at work...");
    expect(prompt).toContain("feeling tired right now");
    expect(prompt).toContain("988");
  });

  it("says so when there is no summary or emotion", () => {
    const prompt = buildCompanionSystemPrompt({ context: { emotionalTrend: "neutral", lastMood: "neutral", sessionSummary: "" } });
    expect(prompt).toContain("summarised: none yet");
    expect(prompt).not.toContain("right now.");
  });
});

describe("the person's language", () => {
  it("is named in the reply, insights, suggestions and analysis prompts, with the answer asked in it", () => {
    const french = { ...input, transcript: "Je suis tellement triste aujourd'hui.", language: "fr-FR" };
    for (const prompt of [buildReplyPrompt(french), buildInsightsPrompt(french), buildSuggestionsPrompt(french)]) {
      expect(prompt).toContain("The person wrote in French (fr-FR). Write your whole answer in French");
    }
    const japanese = buildReplyPrompt({ ...input, language: "ja-JP" });
    expect(japanese).toContain("Write your whole answer in Japanese");
    const analysis = buildEmotionAnalysisMessages({ text: "Hoy estoy triste.", language: "es-MX" });
    expect(analysis.system).toContain("Write your whole answer in Spanish");
    expect(analysis.system).toContain("field names and the emotion, mood and theme words stay in English");
  });

  it("adds nothing for English or an entry without a language", () => {
    for (const language of ["en-US", undefined, null])
      expect(buildReplyPrompt({ ...input, language })).not.toContain("Write your whole answer in");
  });
});
