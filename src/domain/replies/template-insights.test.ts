import { describe, expect, it } from "vitest";
import { emotionPhrase, joinList, templateInsight } from "./template-insights";

const sentences = (text: string) => text.split(/(?<=\.)\s+/);

describe("templateInsight", () => {
  it("builds three sentences from emotion, intensity, themes and mood", () => {
    const text = templateInsight({
      primaryEmotion: "sadness",
      emotionIntensity: 6,
      mood: "negative",
      themes: ["work", "stress"],
    });
    expect(text).toBe(
      "This reflection centers on sadness, expressed at medium intensity (6/10). " +
        "The main themes that emerge are work and stress. " +
        "The overall tone is heavy, and putting it into words is a meaningful first step toward easing it.",
    );
  });

  it("uses the intensity band", () => {
    expect(templateInsight({ primaryEmotion: "joy", emotionIntensity: 3, mood: "positive", themes: [] })).toContain("low intensity (3/10)");
    expect(templateInsight({ primaryEmotion: "fear", emotionIntensity: 8, mood: "negative", themes: [] })).toContain(
      "high intensity (8/10)",
    );
  });

  it("has two sentences without themes and three with", () => {
    expect(sentences(templateInsight({ primaryEmotion: "calm", emotionIntensity: 4, mood: "neutral", themes: [] }))).toHaveLength(2);
    expect(
      sentences(templateInsight({ primaryEmotion: "calm", emotionIntensity: 4, mood: "neutral", themes: ["self-reflection"] })),
    ).toHaveLength(3);
  });

  it("names a single theme in words", () => {
    expect(templateInsight({ primaryEmotion: "calm", emotionIntensity: 4, mood: "neutral", themes: ["self-reflection"] })).toContain(
      "The main theme that emerges is self reflection.",
    );
  });

  it("names only themes the entry keeps: at most three, never the acknowledgment's internal theme, each once", () => {
    const text = templateInsight({
      primaryEmotion: "calm",
      emotionIntensity: 4,
      mood: "neutral",
      themes: ["work", "relationships", "health", "stress"],
    });
    expect(text).toContain("The main themes that emerge are work, relationships and health.");
    expect(text).not.toContain("stress");
    const brief = templateInsight({ primaryEmotion: "calm", emotionIntensity: 4, mood: "neutral", themes: ["brief-reflection"] });
    expect(brief).not.toMatch(/theme/);
    expect(
      templateInsight({ primaryEmotion: "calm", emotionIntensity: 4, mood: "neutral", themes: ["work", "Work", "brief-reflection"] }),
    ).toContain("The main theme that emerges is work.");
  });

  it("has a distinct sentence per mood and stays third person", () => {
    const texts = (["positive", "negative", "mixed", "neutral"] as const).map((mood) =>
      templateInsight({ primaryEmotion: "joy", emotionIntensity: 5, mood, themes: [] }),
    );
    expect(new Set(texts).size).toBe(4);
    for (const text of texts) expect(text).not.toMatch(/\b(I|you|your|me|my)\b/i);
  });
});

describe("joinList", () => {
  it("joins with commas and 'and'", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["work"])).toBe("work");
    expect(joinList(["work", "health"])).toBe("work and health");
    expect(joinList(["work", "health", "growth"])).toBe("work, health and growth");
  });
});

describe("emotionPhrase", () => {
  it("turns the analysers' emotion words into nouns", () => {
    expect(templateInsight({ primaryEmotion: "angry", emotionIntensity: 8, mood: "negative", themes: [] })).toMatch(
      /^This reflection centers on anger, expressed at high intensity \(8\/10\)\./,
    );
    expect(emotionPhrase("Grateful")).toBe("gratitude");
    expect(emotionPhrase("anxious")).toBe("anxiety");
    expect(emotionPhrase("contemplative")).toBe("contemplation");
  });

  it("keeps nouns from an AI model and reads other words as a feeling", () => {
    expect(emotionPhrase("sadness")).toBe("sadness");
    expect(emotionPhrase("joy")).toBe("joy");
    expect(emotionPhrase("frustration")).toBe("frustration");
    expect(emotionPhrase("lonely")).toBe("feeling lonely");
    expect(emotionPhrase("overwhelmed")).toBe("feeling overwhelmed");
    expect(emotionPhrase("  ")).toBe("a quiet mix of feelings");
  });
});

describe("templateInsight for a hard text (decision 024)", () => {
  it("names the strain, the loss or the hopelessness in place of an easy tone", () => {
    const exam = templateInsight({
      primaryEmotion: "happy",
      emotionIntensity: 5,
      mood: "positive",
      themes: [],
      text: "this exam is killing me lol",
    });
    expect(exam).toContain("real pressure");
    expect(exam).not.toMatch(/sense of ease|positive/);
    expect(
      templateInsight({ primaryEmotion: "sad", emotionIntensity: 7, mood: "negative", themes: [], text: "my grandmother passed away" }),
    ).toContain("a loss");
    expect(
      templateInsight({ primaryEmotion: "angry", emotionIntensity: 7, mood: "negative", themes: [], text: "nothing will ever change" }),
    ).toContain("worn down");
    expect(
      templateInsight({ primaryEmotion: "joy", emotionIntensity: 5, mood: "positive", themes: [], text: "I cried all night" }),
    ).not.toMatch(/sense of ease/);
  });
});
