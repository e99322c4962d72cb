import { describe, expect, it } from "vitest";
import { foldText } from "./fold";
import { termsOf } from "./tokens";
import { FIRST_MARK, foldForIndex, Vocabulary } from "./vocabulary";

/** Seeded, so a failure names a text that fails again. */
function rng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const PIECES = [
  "a",
  "I",
  "The",
  "don't",
  "Don’t",
  "'tis",
  "rock'n'roll",
  "''",
  "’",
  "café",
  "CAFÉ",
  "naïve",
  "Ångström",
  "İstanbul",
  "straße",
  "ǅemal",
  "한국어",
  "日本語",
  "𝒳𝒴",
  "😀",
  "x😀y",
  "١٢٣",
  "e\u0301",
  "\ud800",
  "A1",
  "42",
  "tv",
  "-",
  ", ",
  ".",
  "\n",
  "\t",
  "  ",
  "x",
  "ok",
  "well-being",
  "co-op",
  "über",
  "ﬁne",
  "Ⅻ",
  "½",
  "_",
  "$5",
  "résumé's",
  "Łódź",
];

/** The terms `read` gives, as strings. */
function termsRead(vocabulary: Vocabulary, text: string): string[] {
  const ids: number[] = [];
  vocabulary.read(text, ids);
  return ids.map((id) => vocabulary.terms[id]!);
}

describe("Vocabulary", () => {
  it("gives the terms termsOf gives", () => {
    const vocabulary = new Vocabulary();
    for (const text of ["", "Completely exhausted after the night shift.", "Don’t stop: rock'n'roll, CAFÉ & naïve Ångström!", ...PIECES]) {
      expect(termsRead(vocabulary, text), text).toEqual(termsOf(text));
    }
  });

  it("gives the terms termsOf gives for any mix of words, marks and scripts", () => {
    const random = rng(7);
    const vocabulary = new Vocabulary();
    for (let n = 0; n < 3000; n++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 12) }, () => PIECES[Math.floor(random() * PIECES.length)]).join(
        random() < 0.5 ? " " : "",
      );
      expect(termsRead(vocabulary, text), JSON.stringify(text)).toEqual(termsOf(text));
    }
  });
});

describe("Vocabulary numbers", () => {
  it("numbers each term once, in the order first met, across texts and a growing table", () => {
    const vocabulary = new Vocabulary();
    const words = Array.from({ length: 5000 }, (_, n) => `zq${n.toString(36)}`);
    const ids: number[] = [];
    vocabulary.read(words.join(" "), ids);
    vocabulary.read([...words].reverse().join(", "), ids);
    expect(vocabulary.terms).toEqual(words);
    expect(ids).toEqual([...words.keys(), ...[...words.keys()].reverse()]);
  });

  it("gives a word one number however its apostrophes and case are written", () => {
    const vocabulary = new Vocabulary();
    const ids: number[] = [];
    vocabulary.read("rocknroll rock'n'roll ROCK’N’ROLL Rock'n'Roll café CAFÉ cafe", ids);
    expect(ids).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect(vocabulary.terms).toEqual(["rocknroll", "cafe"]);
  });
});

describe("foldForIndex", () => {
  it("folds as foldText does, every code point alone and between letters", () => {
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += codePoint < 0x30000 ? 1 : 97) {
      const char = String.fromCodePoint(codePoint);
      for (const text of [char, `Ab${char}Σ ${char}${char}é`]) {
        if (foldForIndex(text) !== foldText(text)) expect(foldForIndex(text), `U+${codePoint.toString(16)}`).toBe(foldText(text));
      }
    }
  });

  it("folds as foldText does a final sigma, Hangul, a dotted capital I and lone surrogates", () => {
    for (const text of ["ΟΔΟΣ ΟΔΟΣ. Σ", "ΑΣ\u0301 ΑΣ\u0903", "한국어", "İstanbul", "\ud800x\udc00", "e\u0301\u0327", "𝒳\u{1d165}y"]) {
      expect(foldForIndex(text), text).toBe(foldText(text));
    }
  });

  it("has no combining mark below the first it looks for", () => {
    for (let code = 0; code < FIRST_MARK; code++) expect(/\p{M}/u.test(String.fromCharCode(code))).toBe(false);
  });
});
