// Entries for the patterns tests and bench: only the fields the aggregation reads matter.
import type { JournalEntry } from "../types";

let next = 0;

export function patternEntry(createdAt: string, fields: Partial<JournalEntry> = {}): JournalEntry {
  next++;
  return {
    id: `entry-${next}`,
    entryText: "A quiet reflection.",
    emotion: "calm",
    language: "en",
    duration: 30,
    emotionIntensity: 5,
    mood: "neutral",
    wellnessScore: 6,
    aiInsights: null,
    aiSuggestions: [],
    themes: [],
    isAiGenerated: false,
    createdAt,
    updatedAt: createdAt,
    ...fields,
  };
}

const EMOTIONS = ["happy", "calm", "grateful", "sad", "anxious", "tired", "reflective", "angry", "hopeful", "joy", "confused"];
const THEMES = ["work", "relationships", "health", "family", "sleep", "self-reflection", "growth", "stress"];

/** `count` entries spread over the `days` before `now`, newest first, deterministic (no Math.random). */
export function generatedEntries(count: number, now: Date, days = 400): JournalEntry[] {
  const entries: JournalEntry[] = [];
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const span = days * 86_400_000;
  for (let i = 0; i < count; i++) {
    const at = new Date(now.getTime() - Math.floor((i / count) * span) - Math.floor(random() * 3_600_000));
    entries.push(
      patternEntry(at.toISOString(), {
        emotion: EMOTIONS[Math.floor(random() * EMOTIONS.length)]!,
        wellnessScore: 1 + Math.floor(random() * 10),
        themes: [THEMES[Math.floor(random() * THEMES.length)]!, THEMES[Math.floor(random() * THEMES.length)]!],
      }),
    );
  }
  return entries;
}
