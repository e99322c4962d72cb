import { describe, expect, it } from "vitest";
import type { GreetingEntry } from "../types";
import { acceptGeneratedGreeting, buildGreetingPrompt, DEFAULT_GREETING, localGreeting, shouldGenerateGreeting } from "./greeting";

const entry = (overrides: Partial<GreetingEntry> = {}): GreetingEntry => ({
  text: "A private thought about my week",
  emotion: "calm",
  intensity: 4,
  date: "2024-03-04T10:00:00Z",
  mood: "neutral",
  ...overrides,
});
const always = () => 0;
const never = () => 0.99;

describe("localGreeting", () => {
  it("is the fixed default with no recent entries", () => {
    expect(DEFAULT_GREETING).toBe("How are you feeling today?");
    expect(localGreeting({ recentEntries: [], userName: "Maya", timeOfDay: "morning" })).toBe(DEFAULT_GREETING);
  });

  it("names the last emotion when the trend is stable", () => {
    expect(localGreeting({ recentEntries: [entry({ emotion: "sadness", mood: "neutral" })], timeOfDay: "evening" })).toBe(
      "Last time you were feeling sad. How are you feeling this evening?",
    );
  });

  it("speaks to an improving or challenging trend", () => {
    const up = [entry({ mood: "positive" }), entry({ mood: "positive" }), entry({ mood: "negative" })];
    const down = [entry({ mood: "negative" }), entry({ mood: "neutral" })];
    expect(localGreeting({ recentEntries: up, timeOfDay: "afternoon" })).toBe(
      "Things seem to be lifting lately. How is this afternoon treating you?",
    );
    expect(localGreeting({ recentEntries: down, timeOfDay: "night" })).toBe(
      "The last few days have felt heavy. How are you holding up tonight?",
    );
  });

  it("uses only the 3 most recent entries for the trend", () => {
    const entries = [entry({ mood: "positive" }), entry(), entry(), entry({ mood: "negative" }), entry({ mood: "negative" })];
    expect(localGreeting({ recentEntries: entries, timeOfDay: "morning" })).toMatch(/^Things seem to be lifting/);
  });

  it("addresses the person by first name", () => {
    expect(localGreeting({ recentEntries: [entry()], userName: "Maya Johnson", timeOfDay: "morning" })).toBe(
      "Last time you were feeling calm. How are you feeling this morning, Maya?",
    );
  });

  it("welcomes back when the emotion has no feeling word", () => {
    expect(localGreeting({ recentEntries: [entry({ emotion: "neutral" })], timeOfDay: "morning" })).toBe(
      "Welcome back. How are you feeling this morning?",
    );
  });
});

describe("shouldGenerateGreeting", () => {
  it("is skipped when there are no recent entries", () => {
    expect(shouldGenerateGreeting([])).toBe(false);
    expect(shouldGenerateGreeting([entry()])).toBe(true);
  });
});

describe("acceptGeneratedGreeting", () => {
  it("takes the first line with quotes stripped", () => {
    expect(acceptGeneratedGreeting('"How is your heart this morning?"\nSecond line', null, never)).toBe("How is your heart this morning?");
    expect(acceptGeneratedGreeting("\n  “Ready to reflect?”  ", null, never)).toBe("Ready to reflect?");
  });

  it("keeps 80 characters and discards 81", () => {
    const eighty = `${"a".repeat(79)}?`;
    expect(acceptGeneratedGreeting(eighty, null, never)).toBe(eighty);
    expect(acceptGeneratedGreeting(`${"a".repeat(80)}?`, null, never)).toBeNull();
  });

  it("keeps 20 words and discards 21", () => {
    const words = (count: number) => Array.from({ length: count }, () => "ok").join(" ");
    expect(acceptGeneratedGreeting(words(20), null, never)).toBe(words(20));
    expect(acceptGeneratedGreeting(words(21), null, never)).toBeNull();
  });

  it("discards an empty greeting", () => {
    expect(acceptGeneratedGreeting('  ""  ', "Maya", always)).toBeNull();
  });

  it("adds the first name when random is below 0.3", () => {
    expect(acceptGeneratedGreeting("How are you today?", "Maya", () => 0.29)).toBe("How are you today, Maya?");
    expect(acceptGeneratedGreeting("How are you today?", "Maya", () => 0.3)).toBe("How are you today?");
    expect(acceptGeneratedGreeting("Welcome back", "Maya", always)).toBe("Welcome back, Maya");
  });

  it("does not add the name twice or past 80 characters", () => {
    expect(acceptGeneratedGreeting("Maya, how are you?", "Maya", always)).toBe("Maya, how are you?");
    const long = `${"a".repeat(76)}?`;
    expect(acceptGeneratedGreeting(long, "Maya", always)).toBe(long);
  });
});

describe("buildGreetingPrompt", () => {
  it("names the time of day, last emotions and trend but not the entry text", () => {
    const prompt = buildGreetingPrompt({
      recentEntries: [entry({ emotion: "joy", intensity: 7, mood: "positive" })],
      userName: "Maya",
      timeOfDay: "evening",
    });
    expect(prompt).toContain("this evening");
    expect(prompt).toContain("felt joy (intensity 7/10, mood positive)");
    expect(prompt).toContain("trend lately: improving");
    expect(prompt).toContain("at most 20 words and fewer than 80 characters");
    expect(prompt).not.toContain("A private thought");
    expect(prompt).not.toContain("Maya");
  });
});

describe("after a crisis entry", () => {
  const entry = (text: string, mood: "positive" | "negative") => ({ text, emotion: "happy", intensity: 5, date: "2026-11-20", mood });

  it("never says things are lifting, and asks gently", () => {
    const recent = [
      entry("I want to die, nothing matters anymore", "negative"),
      entry("Lovely walk", "positive"),
      entry("Great day", "positive"),
    ];
    const greeting = localGreeting({ recentEntries: recent, userName: "Sam", timeOfDay: "evening" });
    expect(greeting).not.toMatch(/lifting|improving|better/i);
    expect(greeting).toBe("I'm here with you. How are you holding up this evening, Sam?");
  });

  it("is not generated by the cloud model", () => {
    expect(shouldGenerateGreeting([entry("I keep thinking everyone would be better off without me", "negative")])).toBe(false);
    expect(shouldGenerateGreeting([entry("Lovely walk by the sea", "positive")])).toBe(true);
  });
});
