import { describe, expect, it } from "vitest";
import { acknowledgmentText, buildAcknowledgment, evaluateAnalysisGate, LONGER_ACKNOWLEDGMENT, shouldAnalyse } from "./analysis-gate";

describe("evaluateAnalysisGate", () => {
  it("passes a real reflection", () => {
    expect(shouldAnalyse("I feel really anxious about my presentation tomorrow")).toBe(true);
  });

  it("needs at least 3 words: 2 long words fail, 3 pass", () => {
    expect(shouldAnalyse("overwhelmed exhausted")).toBe(false);
    expect(shouldAnalyse("overwhelmed exhausted today")).toBe(true);
  });

  it("needs at least 15 meaningful characters: 14 fails, 15 passes", () => {
    // my (2 chars) is dropped; mind 4 + feels 5 + heavy 5 = 14
    expect(evaluateAnalysisGate("my mind feels heavy").meaningfulChars).toBe(14);
    expect(shouldAnalyse("my mind feels heavy")).toBe(false);
    // mind 4 + feels 5 + sleepy 6 = 15
    expect(evaluateAnalysisGate("my mind feels sleepy").meaningfulChars).toBe(15);
    expect(shouldAnalyse("my mind feels sleepy")).toBe(true);
  });

  it("needs at least 2 meaningful words, however long one is", () => {
    expect(shouldAnalyse("um um extraordinarily")).toBe(false);
    expect(shouldAnalyse("um tired extraordinarily")).toBe(true);
  });

  it("does not count punctuation at word edges", () => {
    const report = evaluateAnalysisGate('"mind," feels... heavy!!!');
    expect(report.meaningfulWords).toEqual(["mind", "feels", "heavy"]);
    expect(report.meaningfulChars).toBe(14);
  });

  it("drops filler words", () => {
    expect(evaluateAnalysisGate("umm like well actually basically literally whatever").meaningfulWords).toEqual([]);
  });

  it("drops test and hello words", () => {
    expect(shouldAnalyse("hello hello testing testing microphone check")).toBe(false);
  });

  it("drops number words and numerals", () => {
    expect(shouldAnalyse("testing one two three four five")).toBe(false);
    expect(evaluateAnalysisGate("twenty 1234 3.14 thousand seventeen").meaningfulWords).toEqual([]);
  });

  it("drops bare articles and conjunctions", () => {
    expect(evaluateAnalysisGate("the and but because then").meaningfulWords).toEqual([]);
  });

  it("drops words of 2 characters or fewer, keeps 3", () => {
    expect(evaluateAnalysisGate("we go up sad").meaningfulWords).toEqual(["sad"]);
  });

  it("is case-insensitive", () => {
    expect(shouldAnalyse("HELLO TESTING ONE TWO")).toBe(false);
  });

  it("counts nothing in blank or punctuation-only text", () => {
    expect(evaluateAnalysisGate("   ").wordCount).toBe(0);
    expect(evaluateAnalysisGate("... — !!").wordCount).toBe(0);
    expect(shouldAnalyse("")).toBe(false);
  });
});

describe("acknowledgment", () => {
  it("uses the spec text under 5 seconds and the longer text from 5 seconds", () => {
    expect(acknowledgmentText(4.9)).toBe("I'm here when you're ready to share more of your thoughts.");
    expect(acknowledgmentText(0)).toBe("I'm here when you're ready to share more of your thoughts.");
    expect(acknowledgmentText(5)).toBe(LONGER_ACKNOWLEDGMENT);
    expect(LONGER_ACKNOWLEDGMENT).not.toBe(acknowledgmentText(4.9));
  });

  it("returns reflective, intensity 3, neutral, wellness 6, brief-reflection, not shown", () => {
    const result = buildAcknowledgment(3);
    expect(result.analysis).toMatchObject({
      primaryEmotion: "reflective",
      emotionIntensity: 3,
      mood: "neutral",
      wellnessScore: 6,
      themes: ["brief-reflection"],
      isAiGenerated: false,
    });
    expect(result.shouldShowAnalysis).toBe(false);
    expect(result.aiResponse).toBe("I'm here when you're ready to share more of your thoughts.");
  });
});
