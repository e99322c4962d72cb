// Test-data builders with overrides.
import { randomUUID } from "node:crypto";
import type { EntryPayload } from "../../src/domain/entries/sealed-entry";
import type { JournalEntry } from "../../src/domain/types";

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

/** A stored entry as the API answers it (the input's fields, a mood the type knows, and its times). */
export function buildEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  const at = overrides.createdAt ?? "2026-11-22T08:00:00.000Z";
  return { ...(buildEntryInput() as Omit<JournalEntry, "createdAt" | "updatedAt">), createdAt: at, updatedAt: at, ...overrides };
}

/** What a sealed envelope holds: an entry without its id and times. */
export function buildPayload(overrides: Partial<EntryPayload> = {}): EntryPayload {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...payload } = buildEntry();
  return { ...payload, ...overrides };
}
