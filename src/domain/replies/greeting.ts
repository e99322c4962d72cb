// The personalised greeting: local greeting, acceptance of
// a generated one, and the prompt that asks for it. It is the prompt line under
// 'Hello, {first name}'.
import type { GreetingEntry, JournalEntry, TimeOfDay } from "../types";
import { CONTEXT_ENTRY_COUNT, DEFAULT_GREETING, GREETING_MAX_CHARS, GREETING_MAX_WORDS, GREETING_NAME_CHANCE } from "../constants";
import { emotionalTrend } from "../analysis/emotional-context";
import { detectCrisis } from "../crisis/detector";
import type { Random } from "../lib/pick";
import { COMPANION_NAME } from "./prompts";

export { DEFAULT_GREETING };

export interface GreetingInput {
  /** Newest first; only the first 3 are used. */
  recentEntries: readonly GreetingEntry[];
  userName?: string | null;
  timeOfDay: TimeOfDay;
}

const PART_OF_DAY: Readonly<Record<TimeOfDay, string>> = {
  morning: "this morning",
  afternoon: "this afternoon",
  evening: "this evening",
  night: "tonight",
};

/** How an emotion reads after "you were feeling"; neutral and unknown emotions have none. */
const FEELING_WORDS: Readonly<Record<string, string>> = {
  joy: "joyful",
  surprise: "surprised",
  sadness: "sad",
  anger: "angry",
  fear: "afraid",
  disgust: "unsettled",
  happy: "happy",
  sad: "sad",
  anxious: "anxious",
  angry: "angry",
  calm: "calm",
  grateful: "grateful",
  confused: "confused",
  hopeful: "hopeful",
  tired: "tired",
  content: "content",
  reflective: "reflective",
  contemplative: "contemplative",
};

function feelingWord(emotion: string): string | null {
  const key = emotion.trim().toLowerCase();
  return Object.hasOwn(FEELING_WORDS, key) ? (FEELING_WORDS[key] ?? null) : null;
}

/** One of the last 3 entries holds crisis language (read again from its words). */
function hasRecentCrisis(recentEntries: readonly GreetingEntry[]): boolean {
  return recentEntries.slice(0, CONTEXT_ENTRY_COUNT).some((entry) => detectCrisis(entry.text, { language: entry.language }).crisis);
}

/** Generated only with recent entries, and never after a crisis (the local, gentle one answers). */
/** What the greeting reads of an entry. */
export function greetingEntryOf(entry: JournalEntry): GreetingEntry {
  return {
    text: entry.entryText,
    emotion: entry.emotion,
    intensity: entry.emotionIntensity,
    date: entry.createdAt,
    mood: entry.mood,
    language: entry.language,
  };
}

export function shouldGenerateGreeting(recentEntries: readonly GreetingEntry[]): boolean {
  return recentEntries.length > 0 && !hasRecentCrisis(recentEntries);
}

/**
 * With no recent entries, the fixed default 'How are you feeling today?'. After a crisis in
 * the last 3 entries, a quiet check-in. Otherwise an opening from the trend of the last 3
 * entries (or the last emotion when stable) and a question for the time of day, addressed by
 * first name when one is given.
 */
export function localGreeting({ recentEntries, userName, timeOfDay }: GreetingInput): string {
  const recent = recentEntries.slice(0, CONTEXT_ENTRY_COUNT);
  const latest = recent[0];
  if (!latest) return DEFAULT_GREETING;
  const name = userName?.trim().split(/\s+/)[0];
  const addressee = name ? `, ${name}` : "";
  const when = PART_OF_DAY[timeOfDay];
  // After a crisis entry, never "lifting" or "improving": a quiet check-in.
  if (hasRecentCrisis(recent)) return `I'm here with you. How are you holding up ${when}${addressee}?`;
  const trend = emotionalTrend(recent);
  if (trend === "improving") return `Things seem to be lifting lately. How is ${when} treating you${addressee}?`;
  if (trend === "challenging") return `The last few days have felt heavy. How are you holding up ${when}${addressee}?`;
  const feeling = feelingWord(latest.emotion);
  const opening = feeling ? `Last time you were feeling ${feeling}.` : "Welcome back.";
  return `${opening} How are you feeling ${when}${addressee}?`;
}

const QUOTES = /^["'“”‘’`]+|["'“”‘’`]+$/g;

function withName(greeting: string, name: string): string {
  const match = /^(.*?)([.!?]+)$/su.exec(greeting);
  return match ? `${match[1]}, ${name}${match[2]}` : `${greeting}, ${name}`;
}

/**
 * A generated greeting: its first line with quotes stripped; null (use the local one)
 * when empty, longer than 80 characters or more than 20 words. With a 30% chance
 * (`random() < 0.3`) the first name is added before the final punctuation, unless the
 * greeting already names them or the name would push it past 80 characters.
 */
export function acceptGeneratedGreeting(text: string, firstName: string | null | undefined, random: Random): string | null {
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim().length > 0) ?? "";
  const greeting = line.trim().replace(QUOTES, "").trim();
  if (greeting.length === 0 || greeting.length > GREETING_MAX_CHARS) return null;
  if (greeting.split(/\s+/).length > GREETING_MAX_WORDS) return null;
  const name = firstName?.trim();
  if (!name || greeting.toLowerCase().includes(name.toLowerCase())) return greeting;
  if (random() >= GREETING_NAME_CHANCE) return greeting;
  const named = withName(greeting, name);
  return named.length > GREETING_MAX_CHARS ? greeting : named;
}

/** The prompt for a generated greeting: last emotion, trend and time of day (no entry text). */
export function buildGreetingPrompt({ recentEntries, timeOfDay }: GreetingInput): string {
  const recent = recentEntries.slice(0, CONTEXT_ENTRY_COUNT);
  const lines = recent.map((entry) => `- felt ${entry.emotion} (intensity ${entry.intensity}/10, mood ${entry.mood})`);
  return [
    `You are ${COMPANION_NAME}, a warm and gentle companion in a voice journaling app.`,
    `Write one short, caring greeting question that invites the person to share how they feel ${PART_OF_DAY[timeOfDay]}.`,
    "Their most recent reflections, newest first:",
    ...lines,
    `Their emotional trend lately: ${emotionalTrend(recent)}.`,
    `Use at most ${GREETING_MAX_WORDS} words and fewer than ${GREETING_MAX_CHARS} characters.`,
    "Do not use their name, give advice or mention being an AI.",
    "Reply with the greeting only, on one line, without quotation marks.",
  ].join("\n");
}
