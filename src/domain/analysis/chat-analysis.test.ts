import { describe, expect, it } from "vitest";
import { parseChatAnalysis, parseChatAnalysisText } from "./chat-analysis";

const full = {
  primaryEmotion: "Anxious",
  emotionIntensity: 7,
  secondaryEmotions: ["tired", "hopeful", "confused", "sad"],
  mood: "mixed",
  insights: "**The person** feels stretched.",
  suggestions: ["1. Take a slow walk outside", "- Call a trusted friend tonight"],
  themes: ["work", "stress"],
  wellnessScore: 4,
};

describe("parseChatAnalysis", () => {
  it("reads a complete analysis as AI-generated", () => {
    expect(parseChatAnalysis(full)).toEqual({
      primaryEmotion: "anxious",
      emotionIntensity: 7,
      secondaryEmotions: ["tired", "hopeful", "confused"],
      mood: "mixed",
      insights: "The person feels stretched.",
      suggestions: ["Take a slow walk outside", "Call a trusted friend tonight"],
      themes: ["work", "stress"],
      wellnessScore: 4,
      isAiGenerated: true,
    });
  });

  it("rejects a missing or blank primaryEmotion or insights", () => {
    expect(parseChatAnalysis({ ...full, primaryEmotion: undefined })).toBeNull();
    expect(parseChatAnalysis({ ...full, primaryEmotion: "  " })).toBeNull();
    expect(parseChatAnalysis({ ...full, insights: undefined })).toBeNull();
    expect(parseChatAnalysis({ ...full, insights: 3 })).toBeNull();
    expect(parseChatAnalysis(null)).toBeNull();
    expect(parseChatAnalysis([full])).toBeNull();
  });

  it("defaults missing lists to empty", () => {
    const analysis = parseChatAnalysis({ primaryEmotion: "calm", insights: "Steady." });
    expect(analysis).toMatchObject({ secondaryEmotions: [], suggestions: [], themes: [] });
  });

  it("clamps intensity and wellness to 1-10 and defaults them to 5", () => {
    expect(parseChatAnalysis({ ...full, emotionIntensity: 14, wellnessScore: 0 })).toMatchObject({
      emotionIntensity: 10,
      wellnessScore: 1,
    });
    expect(parseChatAnalysis({ ...full, emotionIntensity: undefined, wellnessScore: "high" })).toMatchObject({
      emotionIntensity: 5,
      wellnessScore: 5,
    });
  });

  it("reads an unknown mood as neutral", () => {
    expect(parseChatAnalysis({ ...full, mood: "elated" })?.mood).toBe("neutral");
    expect(parseChatAnalysis({ ...full, mood: "Positive" })?.mood).toBe("positive");
  });

  it("keeps at most 3 of each list", () => {
    const analysis = parseChatAnalysis({ ...full, suggestions: ["a a a", "b b b", "c c c", "d d d"], themes: ["a", "b", "c", "d"] });
    expect(analysis?.suggestions).toHaveLength(3);
    expect(analysis?.themes).toHaveLength(3);
  });
});

describe("parseChatAnalysisText", () => {
  it("reads JSON content, fenced or not", () => {
    expect(parseChatAnalysisText(JSON.stringify(full))?.primaryEmotion).toBe("anxious");
    expect(parseChatAnalysisText("```json\n" + JSON.stringify(full) + "\n```")?.mood).toBe("mixed");
  });

  it("gives null for non-JSON content", () => {
    expect(parseChatAnalysisText("I cannot do that")).toBeNull();
    expect(parseChatAnalysisText("{broken")).toBeNull();
  });
});
