import { describe, expect, it } from "vitest";
import { buildFallbackAnalysis } from "./fallback-analysis";
import { ANALYSIS_MESSAGES } from "../messages";

describe("buildFallbackAnalysis", () => {
  it("is neutral with intensity 5 and wellness 6, not AI-generated", () => {
    const analysis = buildFallbackAnalysis({ text: "" });
    expect(analysis).toMatchObject({
      primaryEmotion: "neutral",
      emotionIntensity: 5,
      mood: "neutral",
      wellnessScore: 6,
      secondaryEmotions: [],
      themes: ["self-reflection"],
      isAiGenerated: false,
    });
    expect(analysis).not.toHaveProperty("errorMessage");
  });

  it("carries the error message and the text's themes", () => {
    const analysis = buildFallbackAnalysis({
      text: "A long day at work, I miss my family",
      errorMessage: ANALYSIS_MESSAGES.pipelineFallback,
    });
    expect(analysis.errorMessage).toBe("Analysis temporarily unavailable");
    expect(analysis.themes).toEqual(["work", "relationships"]);
  });

  it("has an insight and 3 suggestions so the card is never empty", () => {
    const analysis = buildFallbackAnalysis({ text: "I skipped lunch" });
    expect(analysis.insights).toMatch(/centers on an even, neutral state, expressed at medium intensity \(5\/10\)/);
    expect(analysis.suggestions).toHaveLength(3);
  });
});
