import { describe, expect, it } from "vitest";
import {
  classifyByKeywords,
  ekmanWellness,
  intensityFromProbability,
  keywordFallbackIntensity,
  moodForEkmanEmotion,
  readEkmanPrediction,
  readKeywordFallback,
} from "./ekman";

describe("intensityFromProbability", () => {
  it("is probability x 10 rounded", () => {
    expect(intensityFromProbability(0.64)).toBe(6);
    expect(intensityFromProbability(0.65)).toBe(7);
    expect(intensityFromProbability(0.97)).toBe(10);
  });

  it("clamps to 1-10", () => {
    expect(intensityFromProbability(0.04)).toBe(1);
    expect(intensityFromProbability(0)).toBe(1);
    expect(intensityFromProbability(1)).toBe(10);
    expect(intensityFromProbability(1.7)).toBe(10);
  });

  it("gives the default 5 for a non-number", () => {
    expect(intensityFromProbability(Number.NaN)).toBe(5);
  });
});

describe("moodForEkmanEmotion", () => {
  it.each([
    ["joy", "positive"],
    ["surprise", "positive"],
    ["sadness", "negative"],
    ["anger", "negative"],
    ["fear", "negative"],
    ["disgust", "negative"],
    ["neutral", "neutral"],
    ["calm", "neutral"],
    ["JOY", "positive"],
  ] as const)("%s is %s", (emotion, mood) => {
    expect(moodForEkmanEmotion(emotion)).toBe(mood);
  });
});

describe("ekmanWellness", () => {
  it("joy is 9 plus floor(intensity/3), capped at 10", () => {
    expect(ekmanWellness("joy", 1)).toBe(9);
    expect(ekmanWellness("joy", 2)).toBe(9);
    expect(ekmanWellness("joy", 3)).toBe(10);
    expect(ekmanWellness("joy", 10)).toBe(10);
  });

  it("surprise is 7 plus floor(intensity/3), capped at 10", () => {
    expect(ekmanWellness("surprise", 2)).toBe(7);
    expect(ekmanWellness("surprise", 3)).toBe(8);
    expect(ekmanWellness("surprise", 6)).toBe(9);
    expect(ekmanWellness("surprise", 9)).toBe(10);
    expect(ekmanWellness("surprise", 10)).toBe(10);
  });

  it("sadness is 4 minus floor(intensity/2), minimum 1", () => {
    expect(ekmanWellness("sadness", 1)).toBe(4);
    expect(ekmanWellness("sadness", 2)).toBe(3);
    expect(ekmanWellness("sadness", 5)).toBe(2);
    expect(ekmanWellness("sadness", 6)).toBe(1);
    expect(ekmanWellness("sadness", 10)).toBe(1);
  });

  it("anger is 4 minus floor(intensity/2), minimum 1", () => {
    expect(ekmanWellness("anger", 3)).toBe(3);
    expect(ekmanWellness("anger", 4)).toBe(2);
    expect(ekmanWellness("anger", 9)).toBe(1);
  });

  it("fear is 3 minus floor(intensity/2), minimum 1", () => {
    expect(ekmanWellness("fear", 1)).toBe(3);
    expect(ekmanWellness("fear", 2)).toBe(2);
    expect(ekmanWellness("fear", 3)).toBe(2);
    expect(ekmanWellness("fear", 4)).toBe(1);
    expect(ekmanWellness("fear", 10)).toBe(1);
  });

  it("disgust stays 4 and neutral stays 6 at any intensity", () => {
    expect(ekmanWellness("disgust", 1)).toBe(4);
    expect(ekmanWellness("disgust", 10)).toBe(4);
    expect(ekmanWellness("neutral", 1)).toBe(6);
    expect(ekmanWellness("neutral", 10)).toBe(6);
  });

  it("treats an unknown emotion as neutral", () => {
    expect(ekmanWellness("bewildered", 9)).toBe(6);
  });
});

describe("keywordFallbackIntensity", () => {
  it("is min(10, max(1, 2 x matches + floor(length/50)))", () => {
    expect(keywordFallbackIntensity(0, 0)).toBe(1);
    expect(keywordFallbackIntensity(0, 49)).toBe(1);
    expect(keywordFallbackIntensity(0, 100)).toBe(2);
    expect(keywordFallbackIntensity(1, 49)).toBe(2);
    expect(keywordFallbackIntensity(1, 50)).toBe(3);
    expect(keywordFallbackIntensity(2, 149)).toBe(6);
    expect(keywordFallbackIntensity(4, 100)).toBe(10);
    expect(keywordFallbackIntensity(5, 500)).toBe(10);
  });
});

describe("classifyByKeywords", () => {
  it("finds the emotion with probability 0.6 when a keyword matches", () => {
    const result = classifyByKeywords("I am so scared and worried about tomorrow");
    expect(result).toMatchObject({ emotion: "fear", matches: 2, probability: 0.6 });
    // 2 x 2 + floor(41 / 50) = 4
    expect(result.intensity).toBe(4);
  });

  it("is neutral with probability 0.3 when nothing matches", () => {
    expect(classifyByKeywords("The bus came at nine")).toEqual({
      emotion: "neutral",
      matches: 0,
      probability: 0.3,
      intensity: 1,
    });
  });

  it("picks the emotion with the most matches", () => {
    expect(classifyByKeywords("happy but sad, lonely and crying").emotion).toBe("sadness");
  });

  it("matches whole words, ignoring case and punctuation", () => {
    expect(classifyByKeywords("ANGRY!").emotion).toBe("anger");
    expect(classifyByKeywords("madness in the gladiator film").emotion).toBe("neutral");
  });

  it("adds a point per 50 characters of trimmed text", () => {
    const text = `happy ${"x".repeat(94)}`; // 100 characters
    expect(classifyByKeywords(`   ${text}   `).intensity).toBe(2 + 2);
  });
});

describe("readings", () => {
  it("reads a prediction into emotion, intensity, mood and wellness", () => {
    expect(readEkmanPrediction("Sadness", 0.82)).toEqual({
      primaryEmotion: "sadness",
      emotionIntensity: 8,
      mood: "negative",
      wellnessScore: 1,
    });
    expect(readEkmanPrediction("joy", 0.55)).toEqual({
      primaryEmotion: "joy",
      emotionIntensity: 6,
      mood: "positive",
      wellnessScore: 10,
    });
  });

  it("reads the keyword fallback with the keyword intensity", () => {
    expect(readKeywordFallback("I feel so happy and excited today")).toEqual({
      primaryEmotion: "joy",
      emotionIntensity: 4,
      mood: "positive",
      wellnessScore: 10,
    });
  });
});
