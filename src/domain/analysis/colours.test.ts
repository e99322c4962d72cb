import { describe, expect, it } from "vitest";
import { EKMAN_EMOTIONS, LOCAL_EMOTIONS } from "../types";
import { EMOTION_COLOURS, emotionColour, intensityBand, intensityColour, wellnessColour } from "./colours";

describe("intensityColour", () => {
  it.each([
    [10, "red"],
    [7, "red"],
    [6, "amber"],
    [4, "amber"],
    [3, "green"],
    [1, "green"],
  ] as const)("%i is %s", (value, colour) => {
    expect(intensityColour(value)).toBe(colour);
  });
});

describe("wellnessColour", () => {
  it.each([
    [10, "green"],
    [7, "green"],
    [6, "yellow"],
    [4, "yellow"],
    [3, "red"],
    [1, "red"],
  ] as const)("%i is %s", (value, colour) => {
    expect(wellnessColour(value)).toBe(colour);
  });
});

describe("intensityBand", () => {
  it.each([
    [1, "low"],
    [3, "low"],
    [4, "medium"],
    [7, "medium"],
    [8, "high"],
    [10, "high"],
  ] as const)("%i is %s", (value, band) => {
    expect(intensityBand(value)).toBe(band);
  });
});

describe("emotionColour", () => {
  it("covers both vocabularies plus reflective and contemplative", () => {
    for (const emotion of [...EKMAN_EMOTIONS, ...LOCAL_EMOTIONS, "reflective", "contemplative"]) {
      expect(Object.hasOwn(EMOTION_COLOURS, emotion), emotion).toBe(true);
    }
  });

  it("matches case-insensitively and falls back to gray", () => {
    expect(emotionColour("Joy")).toBe("yellow");
    expect(emotionColour("sadness")).toBe("blue");
    expect(emotionColour("melancholy")).toBe("gray");
    expect(emotionColour("constructor")).toBe("gray");
  });
});
