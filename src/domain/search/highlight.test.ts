import { describe, expect, it } from "vitest";
import { excerpt, highlightRanges, segments } from "./highlight";

const marked = (text: string, matched: string[], query: string[]) =>
  segments(text, highlightRanges(text, matched, query))
    .filter((s) => s.mark)
    .map((s) => s.text);

describe("highlight", () => {
  it("marks whole words that begin with a query word", () => {
    expect(marked("Exhausted, so exhausting. Not exhaust-ed?", [], ["exhaus"])).toEqual(["Exhausted", "exhausting", "exhaust"]);
  });

  it("marks the entry's matched terms (fuzzy matches too)", () => {
    expect(marked("I felt exhausted today", ["exhausted"], ["exhasted"])).toEqual(["exhausted"]);
  });

  it("marks accented words in their original spelling", () => {
    expect(marked("Le Café, puis le CAFÉ", [], ["cafe"])).toEqual(["Café", "CAFÉ"]);
    const decomposed = "cafe\u0301 noir";
    expect(marked(decomposed, [], ["cafe"])).toEqual(["cafe\u0301"]);
  });

  it("cuts the text into plain and marked pieces that rebuild it", () => {
    const text = "rain, then more rain";
    const pieces = segments(text, highlightRanges(text, [], ["rain"]));
    expect(pieces).toEqual([
      { text: "rain", mark: true },
      { text: ", then more ", mark: false },
      { text: "rain", mark: true },
    ]);
    expect(pieces.map((p) => p.text).join("")).toBe(text);
  });

  it("starts a long preview a few words before the first match", () => {
    const text = `${"word ".repeat(40)}the harbour at dawn`;
    const cut = excerpt(text, highlightRanges(text, [], ["harbour"]));
    expect(cut.text.startsWith("… ")).toBe(true);
    expect(cut.text).toContain("the harbour at dawn");
    expect(cut.text.length).toBeLessThan(70);
    expect(
      segments(cut.text, cut.ranges)
        .filter((s) => s.mark)
        .map((s) => s.text),
    ).toEqual(["harbour"]);
  });

  it("leaves a preview whose first match is early as it is", () => {
    const text = "harbour " + "word ".repeat(40);
    expect(excerpt(text, highlightRanges(text, [], ["harbour"])).text).toBe(text);
  });
});
