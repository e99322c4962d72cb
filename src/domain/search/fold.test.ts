import { describe, expect, it } from "vitest";
import { foldText, foldWithMap } from "./fold";
import { termsOf, tokensOf } from "./tokens";

describe("foldText", () => {
  it("drops accents and case", () => {
    expect(foldText("Café CRÈME Ångström naïve")).toBe("cafe creme angstrom naive");
  });

  it("folds decomposed input the same as precomposed", () => {
    expect(foldText("cafe\u0301")).toBe(foldText("café"));
  });
});

describe("foldWithMap", () => {
  it("maps each folded character back to its original", () => {
    const { folded, starts } = foldWithMap("Éa");
    expect(folded).toBe("ea");
    expect(starts).toEqual([0, 1, 2]);
  });

  it("maps through changes of length (a decomposed accent, a Hangul syllable)", () => {
    const text = "cafe\u0301 한";
    const { folded, starts } = foldWithMap(text);
    expect(folded.startsWith("cafe ")).toBe(true);
    // the combining accent folds to nothing: the space after it maps to index 5
    expect(starts[4]).toBe(5);
    // the syllable becomes three jamo, all from index 6
    expect(folded.length).toBe(8);
    expect(starts.slice(5, 8)).toEqual([6, 6, 6]);
    expect(starts.at(-1)).toBe(text.length);
  });
});

describe("tokens", () => {
  it("splits on anything but letters and digits, keeping word positions", () => {
    expect(tokensOf("so tired—again, 3am!")).toEqual([
      { term: "so", start: 0, end: 2 },
      { term: "tired", start: 3, end: 8 },
      { term: "again", start: 9, end: 14 },
      { term: "3am", start: 16, end: 19 },
    ]);
  });

  it("keeps an apostrophe inside a word out of the term", () => {
    expect(tokensOf(foldText("I don’t know, it's FINE")).map((t) => t.term)).toEqual(["i", "dont", "know", "its", "fine"]);
    expect(termsOf("rock'n'roll")).toEqual(["rocknroll"]);
  });

  it("leaves stop words and single characters out of the terms", () => {
    expect(termsOf("I don’t know, it's FINE")).toEqual(["know", "fine"]);
    expect(termsOf("a 5 k run")).toEqual(["run"]);
  });

  it("reads letters of any script", () => {
    expect(termsOf("Ça va? Überfordert. 疲れた")).toEqual(["ca", "va", "uberfordert", "疲れた"]);
  });
});
