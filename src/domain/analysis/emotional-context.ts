// Emotional context given to the companion's prompts: trend over the last 3 entries, last mood, session summary.
import type { EmotionalContext, EmotionalTrend } from "../types";
import { CONTEXT_ENTRY_COUNT, DEFAULT_MOOD, SESSION_SUMMARY_LENGTH } from "../constants";

export interface ContextEntry {
  entryText: string;
  mood: string;
}

/**
 * Trend over the 3 most recent entries. `entries` are newest first (the order the API
 * returns them). More positive than negative moods → improving; more negative →
 * challenging; otherwise (ties, all neutral or mixed) stable; no entries → neutral.
 */
export function emotionalTrend(entries: readonly Pick<ContextEntry, "mood">[]): EmotionalTrend {
  const recent = entries.slice(0, CONTEXT_ENTRY_COUNT);
  if (recent.length === 0) return "neutral";
  const positive = recent.filter((entry) => entry.mood === "positive").length;
  const negative = recent.filter((entry) => entry.mood === "negative").length;
  if (positive > negative) return "improving";
  if (negative > positive) return "challenging";
  return "stable";
}

/**
 * First 100 characters of the text plus '...'. Decision: the ellipsis marks a cut, so
 * a text of 100 characters or fewer is returned whole, without one. Counts code points,
 * so an emoji is never split; surrounding whitespace is trimmed first.
 */
export function sessionSummary(text: string): string {
  const characters = [...text.trim()];
  if (characters.length <= SESSION_SUMMARY_LENGTH) return characters.join("");
  return `${characters.slice(0, SESSION_SUMMARY_LENGTH).join("").trimEnd()}...`;
}

/** lastMood and summary from the latest entry ('neutral' and '' with none), trend from the last 3. */
export function buildEmotionalContext(entries: readonly ContextEntry[]): EmotionalContext {
  const latest = entries[0];
  return {
    lastMood: latest?.mood ?? DEFAULT_MOOD,
    sessionSummary: latest ? sessionSummary(latest.entryText) : "",
    emotionalTrend: emotionalTrend(entries),
  };
}
