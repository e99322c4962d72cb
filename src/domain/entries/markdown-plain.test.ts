// Imported notes keep their Markdown (the detail renders it); a card's three-line preview shows
// the words without the marks, and text with no Markdown in it is left alone.
import { describe, expect, it } from "vitest";
import { looksLikeMarkdown, plainPreview } from "./markdown-plain";

describe("plainPreview", () => {
  it("drops heading, emphasis, code, link and quote marks, keeping the words", () => {
    expect(plainPreview("## Today\n\nA **long** walk with _Sam_ to [the pier](https://example.com), `finally`.\n> quoted")).toBe(
      "Today\n\nA long walk with Sam to the pier, finally.\nquoted",
    );
    expect(plainPreview("- milk\n* eggs\n1. call mum\n- [x] done\n![a photo](p.jpg)")).toBe("• milk\n• eggs\n1. call mum\n• done\na photo");
  });

  it("drops HTML tags, which the detail does not render either", () => {
    expect(plainPreview('Fine <img src="/x" onerror="alert(1)"><b>raw</b> day')).toBe("Fine raw day");
    expect(plainPreview("I think 3 < 4 and 5 > 2")).toBe("I think 3 < 4 and 5 > 2");
  });

  it("leaves ordinary words alone: a single star, snake_case, 5*3, a price", () => {
    for (const text of ["I give it 5*3 stars", "my_file_name and a * alone", "It cost $5 - worth it", "Tuesday. Calm."]) {
      expect(plainPreview(text)).toBe(text);
      expect(looksLikeMarkdown(text)).toBe(false);
    }
  });

  it("tells Markdown from plain words", () => {
    for (const text of ["# Title", "a **bold** day", "- one\n- two", "see [here](https://x.y)", "> a quote", "1. first\n2. second"]) {
      expect(looksLikeMarkdown(text)).toBe(true);
    }
  });
});
