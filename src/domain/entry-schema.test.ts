import { describe, expect, it } from "vitest";
import { EntryInputSchema } from "./entry-schema";

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

  it("rejects unknown fields", () => {
    expect(parse({ userId: "someone-else" }).success).toBe(false);
  });
});
