import { describe, expect, it } from "vitest";
import { EntryInputSchema, LANGUAGE_TAG_MESSAGE, NUL_MESSAGE, wellFormed } from "./entry-schema";

const ID = "3f1c2b6e-8d4a-4c2e-9b7f-1a2b3c4d5e6f";
const minimal = { id: ID, entryText: "I feel calm tonight", emotion: "calm" };
const parse = (overrides: Record<string, unknown>) => EntryInputSchema.safeParse({ ...minimal, ...overrides });

describe("EntryInputSchema", () => {
  it("fills the spec defaults", () => {
    expect(EntryInputSchema.parse(minimal)).toEqual({
      ...minimal,
      language: "en",
      duration: 0,
      emotionIntensity: 5,
      mood: "neutral",
      wellnessScore: 5,
      aiInsights: null,
      aiSuggestions: [],
      themes: [],
      isAiGenerated: false,
    });
  });

  it("requires a UUID id", () => {
    expect(parse({ id: "not-a-uuid" }).success).toBe(false);
    expect(parse({ id: undefined }).success).toBe(false);
  });

  it("accepts entry text of 1 to 20000 characters", () => {
    expect(parse({ entryText: "a" }).success).toBe(true);
    expect(parse({ entryText: "a".repeat(20_000) }).success).toBe(true);
    expect(parse({ entryText: "a".repeat(20_001) }).success).toBe(false);
    expect(parse({ entryText: "" }).success).toBe(false);
    expect(parse({ entryText: "   " }).success).toBe(false);
  });

  it("limits emotion to 40 characters", () => {
    expect(parse({ emotion: "e".repeat(40) }).success).toBe(true);
    expect(parse({ emotion: "e".repeat(41) }).success).toBe(false);
  });

  it("accepts a duration of 0 to 3600 seconds", () => {
    expect(parse({ duration: 0 }).success).toBe(true);
    expect(parse({ duration: 3600 }).success).toBe(true);
    expect(parse({ duration: 3600.5 }).success).toBe(false);
    expect(parse({ duration: -1 }).success).toBe(false);
  });

  it("takes intensity and wellness as integers 1-10", () => {
    for (const field of ["emotionIntensity", "wellnessScore"]) {
      expect(parse({ [field]: 1 }).success).toBe(true);
      expect(parse({ [field]: 10 }).success).toBe(true);
      expect(parse({ [field]: 0 }).success).toBe(false);
      expect(parse({ [field]: 11 }).success).toBe(false);
      expect(parse({ [field]: 5.5 }).success).toBe(false);
    }
  });

  it("takes one of the four moods", () => {
    for (const mood of ["positive", "negative", "neutral", "mixed"]) expect(parse({ mood }).success).toBe(true);
    expect(parse({ mood: "happy" }).success).toBe(false);
  });

  it("takes insights as text up to 5000 characters or null", () => {
    expect(parse({ aiInsights: null }).success).toBe(true);
    expect(parse({ aiInsights: "i".repeat(5000) }).success).toBe(true);
    expect(parse({ aiInsights: "i".repeat(5001) }).success).toBe(false);
  });

  it("takes at most 3 suggestions and 3 themes, as strings", () => {
    expect(parse({ aiSuggestions: ["a", "b", "c"], themes: ["work", "health", "growth"] }).success).toBe(true);
    expect(parse({ aiSuggestions: ["a", "b", "c", "d"] }).success).toBe(false);
    expect(parse({ themes: ["a", "b", "c", "d"] }).success).toBe(false);
    expect(parse({ aiSuggestions: [1] }).success).toBe(false);
  });

  it("refuses the NUL character in every text field, which the database cannot store", () => {
    const withNul = [
      { entryText: "I feel\u0000 calm" },
      { emotion: "calm\u0000" },
      { aiInsights: "\u0000" },
      { aiSuggestions: ["Walk\u0000"] },
      { themes: ["work", "\u0000"] },
    ];
    for (const overrides of withNul) {
      const result = parse(overrides);
      expect(result.success, JSON.stringify(overrides)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    }
  });

  it("takes the language as a language tag", () => {
    expect(parse({ language: "en-US" }).data?.language).toBe("en-US");
    expect(parse({ language: "zh-Hant-TW" }).success).toBe(true);
    for (const language of ["en\u0000", "e n", "english!!", "12"]) {
      expect(parse({ language }).error?.issues[0]?.message).toBe(LANGUAGE_TAG_MESSAGE);
    }
  });

  it("stores lone surrogates as U+FFFD and keeps well-formed pairs", () => {
    expect(wellFormed("a\uD800b\uDC00c\uD83D")).toBe("a\uFFFDb\uFFFDc\uFFFD");
    expect(wellFormed("calm \uD83D\uDE0A")).toBe("calm \uD83D\uDE0A");
    expect(parse({ emotion: "calm\uD800", themes: ["\uDC00work"] }).data).toMatchObject({ emotion: "calm\uFFFD", themes: ["\uFFFDwork"] });
  });

  it("keeps a duration to a tenth of a second, so a denormal is 0", () => {
    expect(parse({ duration: 1e-50 }).data?.duration).toBe(0);
    expect(parse({ duration: 5e-324 }).data?.duration).toBe(0);
    expect(parse({ duration: 42.26 }).data?.duration).toBe(42.3);
    expect(parse({ duration: "42" }).success).toBe(false);
  });

  it("rejects unknown fields", () => {
    expect(parse({ userId: "someone-else" }).success).toBe(false);
  });
});
