import { describe, expect, it } from "vitest";
import { LOCAL_BASE_WELLNESS, localWellness } from "./local-wellness";

const neutral = (primaryEmotion: string | null) => localWellness({ primaryEmotion, emotionIntensity: 5, mood: "neutral" });

describe("localWellness", () => {
  it.each([
    ["happy", 8],
    ["grateful", 9],
    ["calm", 8],
    ["hopeful", 7],
    ["content", 7],
    ["sad", 4],
    ["anxious", 3],
    ["angry", 4],
    ["confused", 5],
    ["tired", 4],
    ["reflective", 6],
  ])("starts %s at %i", (emotion, base) => {
    expect(neutral(emotion)).toBe(base);
    expect(LOCAL_BASE_WELLNESS[emotion as keyof typeof LOCAL_BASE_WELLNESS]).toBe(base);
  });

  it("gives 6 with no emotion or one outside the local vocabulary", () => {
    expect(neutral(null)).toBe(6);
    expect(neutral("contemplative")).toBe(6);
    expect(neutral("toString")).toBe(6);
  });

  it("adds 1 for a positive mood and takes 1 for a negative one; mixed and neutral leave it", () => {
    expect(localWellness({ primaryEmotion: "hopeful", emotionIntensity: 5, mood: "positive" })).toBe(8);
    expect(localWellness({ primaryEmotion: "sad", emotionIntensity: 5, mood: "negative" })).toBe(3);
    expect(localWellness({ primaryEmotion: "sad", emotionIntensity: 5, mood: "mixed" })).toBe(4);
    expect(localWellness({ primaryEmotion: "happy", emotionIntensity: 5, mood: "neutral" })).toBe(8);
  });

  it("adds 1 at intensity 8 or more for a positive emotion and takes 1 for a negative one", () => {
    expect(localWellness({ primaryEmotion: "content", emotionIntensity: 8, mood: "neutral" })).toBe(8);
    expect(localWellness({ primaryEmotion: "content", emotionIntensity: 7, mood: "neutral" })).toBe(7);
    expect(localWellness({ primaryEmotion: "angry", emotionIntensity: 8, mood: "neutral" })).toBe(3);
    expect(localWellness({ primaryEmotion: "angry", emotionIntensity: 7, mood: "neutral" })).toBe(4);
  });

  it("does not adjust for high intensity when the emotion is neither positive nor negative", () => {
    expect(localWellness({ primaryEmotion: "confused", emotionIntensity: 10, mood: "neutral" })).toBe(5);
    expect(localWellness({ primaryEmotion: "reflective", emotionIntensity: 10, mood: "neutral" })).toBe(6);
  });

  it("combines both adjustments and clamps to 1–10", () => {
    expect(localWellness({ primaryEmotion: "happy", emotionIntensity: 9, mood: "positive" })).toBe(10);
    expect(localWellness({ primaryEmotion: "grateful", emotionIntensity: 10, mood: "positive" })).toBe(10);
    expect(localWellness({ primaryEmotion: "anxious", emotionIntensity: 9, mood: "negative" })).toBe(1);
    expect(localWellness({ primaryEmotion: "tired", emotionIntensity: 8, mood: "mixed" })).toBe(3);
  });
});
