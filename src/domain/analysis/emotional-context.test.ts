import { describe, expect, it } from "vitest";
import { buildEmotionalContext, emotionalTrend, sessionSummary } from "./emotional-context";

const moods = (...list: string[]) => list.map((mood) => ({ mood }));

describe("emotionalTrend", () => {
  it("is neutral with no entries", () => {
    expect(emotionalTrend([])).toBe("neutral");
  });

  it("is improving when positive outnumbers negative", () => {
    expect(emotionalTrend(moods("positive", "negative", "positive"))).toBe("improving");
    expect(emotionalTrend(moods("positive"))).toBe("improving");
    expect(emotionalTrend(moods("positive", "neutral", "mixed"))).toBe("improving");
  });

  it("is challenging when negative outnumbers positive", () => {
    expect(emotionalTrend(moods("negative", "negative", "positive"))).toBe("challenging");
    expect(emotionalTrend(moods("neutral", "negative"))).toBe("challenging");
  });

  it("is stable on a tie or with no positive or negative moods", () => {
    expect(emotionalTrend(moods("positive", "negative", "neutral"))).toBe("stable");
    expect(emotionalTrend(moods("neutral", "mixed", "neutral"))).toBe("stable");
  });

  it("looks only at the 3 most recent (first) entries", () => {
    expect(emotionalTrend(moods("positive", "neutral", "neutral", "negative", "negative"))).toBe("improving");
  });
});

describe("sessionSummary", () => {
  it("keeps the first 100 characters and adds an ellipsis", () => {
    const text = "a".repeat(100) + "bcdef";
    expect(sessionSummary(text)).toBe(`${"a".repeat(100)}...`);
  });

  it("returns a text of exactly 100 characters whole, without an ellipsis", () => {
    const text = "x".repeat(100);
    expect(sessionSummary(text)).toBe(text);
    expect(sessionSummary("x".repeat(101))).toBe(`${"x".repeat(100)}...`);
  });

  it("returns a short text whole", () => {
    expect(sessionSummary("  A calm walk by the sea.  ")).toBe("A calm walk by the sea.");
  });

  it("never splits an emoji", () => {
    const text = "🌊".repeat(101);
    expect(sessionSummary(text)).toBe(`${"🌊".repeat(100)}...`);
  });
});

describe("buildEmotionalContext", () => {
  it("uses the latest entry for mood and summary", () => {
    const entries = [
      { entryText: "Today felt lighter than yesterday.", mood: "positive" },
      { entryText: "Rough day.", mood: "negative" },
      { entryText: "Good talk with a friend.", mood: "positive" },
    ];
    expect(buildEmotionalContext(entries)).toEqual({
      lastMood: "positive",
      sessionSummary: "Today felt lighter than yesterday.",
      emotionalTrend: "improving",
    });
  });

  it("is neutral and empty with no entries", () => {
    expect(buildEmotionalContext([])).toEqual({ lastMood: "neutral", sessionSummary: "", emotionalTrend: "neutral" });
  });
});
