// Test-data builders with overrides.
import { randomUUID } from "node:crypto";

export function buildEntryInput(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    entryText: "Today I walked by the sea and felt calm and grateful for the quiet morning.",
    emotion: "calm",
    language: "en",
    duration: 42,
    emotionIntensity: 6,
    mood: "positive",
    wellnessScore: 8,
    aiInsights: "The reflection centres on a peaceful moment by the sea.",
    aiSuggestions: ["Take another slow walk by the water this week.", "Write down three things that felt calm today."],
    themes: ["gratitude"],
    isAiGenerated: false,
    ...overrides,
  };
}
