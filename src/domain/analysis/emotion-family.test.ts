import { describe, expect, it } from "vitest";
import { emotionFamily } from "./emotion-family";

describe("emotionFamily", () => {
  it.each([
    ["joy", "joy"],
    ["happy", "joy"],
    ["surprise", "surprise"],
    ["sadness", "sadness"],
    ["sad", "sadness"],
    ["anger", "anger"],
    ["angry", "anger"],
    ["frustrated", "anger"],
    ["fear", "fear"],
    ["anxious", "fear"],
    ["disgust", "disgust"],
    ["calm", "calm"],
    ["content", "calm"],
    ["grateful", "grateful"],
    ["hopeful", "hopeful"],
    ["confused", "confused"],
    ["tired", "tired"],
    ["neutral", "reflective"],
    ["reflective", "reflective"],
    ["contemplative", "reflective"],
    [" Sad ", "sadness"],
  ] as const)("%j belongs to %s", (emotion, family) => {
    expect(emotionFamily(emotion)).toBe(family);
  });

  it("puts unknown emotions, including Object keys, in reflective", () => {
    expect(emotionFamily("wistful")).toBe("reflective");
    expect(emotionFamily("constructor")).toBe("reflective");
  });
});
