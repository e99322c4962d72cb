import { describe, expect, it } from "vitest";
import type { JournalEntry } from "../../../../domain/types";
import { toViewedEntry } from "./entry-view";

const entry = (over: Partial<JournalEntry>): JournalEntry => ({
  id: "0b7c2f8e-1d2a-4c3b-9e4f-5a6b7c8d9e0f",
  entryText: "Ik ben vandaag erg verdrietig.",
  language: "nl-NL",
  duration: 10,
  emotion: "reflective",
  emotionIntensity: 5,
  mood: "neutral",
  wellnessScore: 5,
  aiInsights: "",
  aiSuggestions: [],
  themes: [],
  isAiGenerated: false,
  createdAt: "2026-11-25T08:00:00.000Z",
  updatedAt: "2026-11-25T08:00:00.000Z",
  ...over,
});

describe("a ripple's detail in a language the on-device reading does not cover (decision 025)", () => {
  it("shows the analysis with the note naming the languages it covers, as the result did", () => {
    const note = toViewedEntry(entry({})).analysis?.languageNote;
    expect(note).toContain("English, Spanish, French, German, Italian and Portuguese");
    expect(note).toContain("Dutch");
  });

  it("has no note for a covered language, a cloud reading or a feeling the person chose", () => {
    expect(toViewedEntry(entry({ language: "fr-FR", aiInsights: "Le ton général…" })).analysis?.languageNote).toBeUndefined();
    expect(toViewedEntry(entry({ language: "en", aiInsights: "" })).analysis).toBeUndefined();
    expect(toViewedEntry(entry({ isAiGenerated: true, aiInsights: "A cloud insight" })).analysis?.languageNote).toBeUndefined();
    expect(toViewedEntry(entry({ emotion: "sad", emotionSetBy: "person", aiInsights: "x" })).analysis?.languageNote).toBeUndefined();
  });
});
