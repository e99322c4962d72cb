import { describe, expect, it } from "vitest";
import { analysisFromEntry, buildAnalysis } from "./analysis";
import { AnalysisSchema } from "../contract/analysis";
import { detectCrisis } from "../crisis/detector";
import type { JournalEntry } from "../types";

const READING = { primaryEmotion: "calm", emotionIntensity: 4, mood: "positive" as const, wellnessScore: 8, isAiGenerated: true };

const ENTRY: JournalEntry = {
  id: "6f1c2f4e-8d1b-4c55-9a55-5b3c6f0f9a01",
  entryText: "I walked by the sea and felt calm.",
  emotion: "calm",
  language: "en",
  duration: 12,
  emotionIntensity: 4,
  mood: "positive",
  wellnessScore: 8,
  aiInsights: "A quiet moment by the sea.",
  aiSuggestions: ["Walk again this week."],
  themes: ["nature"],
  isAiGenerated: false,
  createdAt: "2026-03-01T20:00:00.000Z",
  updatedAt: "2026-03-01T20:00:00.000Z",
};

describe("buildAnalysis", () => {
  it("fills what was not given with nothing to show, no crisis, and no optional fields", () => {
    const analysis = buildAnalysis(READING);
    expect(analysis).toEqual({
      ...READING,
      secondaryEmotions: [],
      insights: "",
      suggestions: [],
      themes: [],
      crisis: false,
      crisisLevel: "none",
    });
    for (const key of ["errorMessage", "supportResources", "supportNote"]) expect(analysis).not.toHaveProperty(key);
    expect(AnalysisSchema.parse(analysis)).toEqual(analysis);
  });

  it("carries the crisis fields of the assessment: crisis exactly when the level is not none", () => {
    expect(buildAnalysis({ ...READING, crisis: { crisis: true, level: "concern" } })).toMatchObject({
      crisis: true,
      crisisLevel: "concern",
    });
    expect(buildAnalysis({ ...READING, crisis: { crisis: true, level: "crisis" } })).toMatchObject({ crisis: true, crisisLevel: "crisis" });
    expect(buildAnalysis({ ...READING, crisis: { crisis: false, level: "none" } })).toMatchObject({ crisis: false, crisisLevel: "none" });
    expect(buildAnalysis({ ...READING, crisis: { crisis: true, level: "none" } })).toMatchObject({ crisis: false, crisisLevel: "none" });
  });

  it("keeps an error message, support resources and a support note only when given", () => {
    const resource = {
      title: "Samaritans",
      message: "Call 116 123.",
      url: "tel:116123",
      iconType: "phone" as const,
      colorScheme: { primary: "#000", secondary: "#fff" },
      features: [],
    };
    const analysis = buildAnalysis({
      ...READING,
      errorMessage: "Analysis temporarily unavailable",
      supportResources: [resource],
      supportNote: "offline",
    });
    expect(analysis).toMatchObject({
      errorMessage: "Analysis temporarily unavailable",
      supportResources: [resource],
      supportNote: "offline",
    });
    expect(buildAnalysis({ ...READING, supportNote: "" })).not.toHaveProperty("supportNote");
  });

  it("copies the lists it is given, so a later change to them does not reach the analysis", () => {
    const themes = ["work"];
    const analysis = buildAnalysis({ ...READING, themes });
    themes.push("family");
    expect(analysis.themes).toEqual(["work"]);
  });
});

describe("analysisFromEntry", () => {
  it("reads the stored fields back, with no secondary emotions and the crisis it is given", () => {
    expect(analysisFromEntry(ENTRY)).toEqual({
      primaryEmotion: "calm",
      emotionIntensity: 4,
      secondaryEmotions: [],
      mood: "positive",
      insights: "A quiet moment by the sea.",
      suggestions: ["Walk again this week."],
      themes: ["nature"],
      wellnessScore: 8,
      isAiGenerated: false,
      crisis: false,
      crisisLevel: "none",
    });
    const words = "I can't do this anymore. I've written my note and this is goodbye.";
    expect(analysisFromEntry({ ...ENTRY, entryText: words }, detectCrisis(words))).toMatchObject({ crisis: true, crisisLevel: "crisis" });
    expect(analysisFromEntry({ ...ENTRY, aiInsights: null }).insights).toBe("");
  });
});
