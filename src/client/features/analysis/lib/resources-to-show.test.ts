import { describe, expect, it } from "vitest";
import { crisisLinesForCountry, isCrisisLine } from "../../../../domain/crisis/lines";
import type { Analysis } from "../../../../domain/types";
import { resourcesToShow } from "./resources-to-show";

const US = crisisLinesForCountry("US");
const analysis = (overrides: Partial<Analysis> = {}): Analysis => ({
  primaryEmotion: "sad",
  emotionIntensity: 10,
  secondaryEmotions: [],
  mood: "negative",
  insights: "",
  suggestions: [],
  themes: [],
  wellnessScore: 2,
  isAiGenerated: false,
  crisis: false,
  crisisLevel: "none",
  ...overrides,
});

describe("resourcesToShow", () => {
  it("builds, for a stored sad entry, at most three resources for the feeling and the lines after them", () => {
    const support = resourcesToShow(analysis(), US, "I feel really sad today, I cried after the call");
    const others = support?.resources.filter((r) => !isCrisisLine(r)) ?? [];
    expect(support?.crisis).toBe(false);
    expect(others.length).toBeGreaterThan(0);
    expect(others.length).toBeLessThanOrEqual(3);
    expect(support?.resources.slice(others.length)).toEqual(US.lines);
  });

  it("chooses grounding for anxiety and no anger work for a hopeless text read as anger", () => {
    expect(resourcesToShow(analysis({ primaryEmotion: "anxious" }), US)?.resources[0]?.title).toBe("5-4-3-2-1 Grounding");
    const despair = resourcesToShow(analysis({ primaryEmotion: "angry" }), US, "I'm so tired of everything, nothing will ever change");
    expect(despair?.resources.map((r) => r.title)).not.toContain("Calming Anger Meditation");
  });

  it("keeps a crisis as it was: the lines first", () => {
    const support = resourcesToShow(analysis({ crisis: true, crisisLevel: "crisis" }), US);
    expect(support?.crisis).toBe(true);
    expect(support?.resources.slice(0, US.lines.length)).toEqual(US.lines);
  });

  it("shows nothing for a joyful 7/10", () => {
    expect(resourcesToShow(analysis({ primaryEmotion: "happy", mood: "positive", emotionIntensity: 7 }), US)).toBeNull();
  });
});
