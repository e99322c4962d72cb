import { describe, expect, it } from "vitest";
import { scanText, tokeniseWords } from "./keyword-tokeniser";

const predicates = (text: string) =>
  scanText(text)
    .filter((w) => w.predicate)
    .map((w) => w.word);
const negated = (text: string) =>
  scanText(text)
    .filter((w) => w.negated)
    .map((w) => w.word);

describe("tokeniseWords", () => {
  it("expands contractions written with an apostrophe, without one, or with a space for it", () => {
    for (const text of ["I don't feel good", "i dont feel good", "i don t feel good"]) {
      expect(tokeniseWords(text)).toEqual(["i", "do", "not", "feel", "good"]);
    }
    expect(tokeniseWords("i can t sleep")).toEqual(["i", "can", "not", "sleep"]);
    expect(tokeniseWords("i won t go")).toEqual(["i", "will", "not", "go"]);
    expect(tokeniseWords("i didn t cry")).toEqual(["i", "did", "not", "cry"]);
    expect(tokeniseWords("i m tired")).toEqual(["i", "am", "tired"]);
    expect(tokeniseWords("it s late and i ve eaten")).toEqual(["it", "late", "and", "i", "eaten"]);
  });

  it("keeps a lone letter that is no contraction out, and clause marks in", () => {
    expect(tokeniseWords("plan b, then t")).toEqual(["plan", "|", "then"]);
  });
});

describe("scanText", () => {
  it("negates a split contraction's verb phrase", () => {
    expect(negated("i don t feel happy")).toEqual(["feel", "happy"]);
  });

  it("marks the writer's state after feel/am/was, through adverbs, 'like' and 'and'", () => {
    expect(predicates("I feel drained")).toEqual(["drained"]);
    expect(predicates("i was feeling pretty low")).toEqual(["feeling", "pretty", "low"]);
    expect(predicates("I feel like a failure")).toEqual(["like", "failure"]);
    expect(predicates("I'm not angry")).toEqual(["not", "angry"]);
    expect(predicates("i feel tense and scared")).toEqual(["tense", "scared"]);
  });

  it("does not mark words past the state or in another clause", () => {
    expect(predicates("i feel tense about the scary film")).toEqual(["tense"]);
    expect(predicates("I feel tired, happy people annoy me")).toEqual(["tired"]);
    expect(predicates("low prices at the market")).toEqual([]);
  });
});
