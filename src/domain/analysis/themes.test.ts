import { describe, expect, it } from "vitest";
import { detectThemes, THEME_KEYWORDS } from "./themes";

describe("detectThemes", () => {
  it("covers exactly the six themes of the spec", () => {
    expect(Object.keys(THEME_KEYWORDS)).toEqual(["work", "relationships", "health", "stress", "gratitude", "growth"]);
  });

  it.each([
    ["My boss moved the deadline again", "work"],
    ["Dinner with my family was lovely", "relationships"],
    ["I barely slept and my body aches", "health"],
    ["So much pressure lately", "stress"],
    ["I feel thankful for this quiet evening", "gratitude"],
    ["I am learning to be patient with myself", "growth"],
  ])("finds %j as %s", (text, theme) => {
    expect(detectThemes(text)).toEqual([theme]);
  });

  it("defaults to self-reflection", () => {
    expect(detectThemes("The sky was grey over the harbour")).toEqual(["self-reflection"]);
    expect(detectThemes("")).toEqual(["self-reflection"]);
  });

  it("reads a possessive as its word: my mum's, my partner's", () => {
    expect(detectThemes("I'm thankful my mum's surgery went well.")).toEqual(["relationships", "gratitude"]);
    expect(detectThemes("My partner’s patience got me through")).toEqual(["relationships"]);
  });

  it("does not name a theme from a word that says nothing of it alone (love, better, change, shift)", () => {
    expect(detectThemes("I love spending quiet evenings reading.")).toEqual(["self-reflection"]);
    expect(detectThemes("The weather got better and I want to change my playlist")).toEqual(["self-reflection"]);
    expect(detectThemes("There was a shift in the light this afternoon")).toEqual(["self-reflection"]);
    // beside another word of the theme, the theme is found
    expect(detectThemes("I love my husband")).toEqual(["relationships"]);
    expect(detectThemes("Love and marriage are hard")).toEqual(["relationships"]);
    expect(detectThemes("I'm learning to change my habits for the better")).toEqual(["growth"]);
    expect(detectThemes("A double shift at work again")).toEqual(["work"]);
  });

  it("returns at most 3 themes, in map order", () => {
    const text = "Grateful for my friend at work, though stressed and tired, still growing";
    expect(detectThemes(text)).toEqual(["work", "relationships", "health"]);
  });

  it("matches whole words only, ignoring case", () => {
    expect(detectThemes("FRIENDS")).toEqual(["relationships"]);
    expect(detectThemes("homework and network")).toEqual(["self-reflection"]);
  });
});
