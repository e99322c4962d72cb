import { describe, expect, it } from "vitest";
import type { RecognitionResultList } from "./speech-recognition-types";
import { fullTranscript, joinText, readSessionText } from "./transcript";

function results(...items: Array<[string, boolean]>): RecognitionResultList {
  return items.map(([transcript, isFinal]) => ({ isFinal, length: 1, 0: { transcript } }));
}

describe("readSessionText", () => {
  it("separates final text from the interim guess", () => {
    expect(readSessionText(results(["I feel", true], [" calm today", true], [" and ligh", false]))).toEqual({
      final: "I feel calm today",
      interim: "and ligh",
    });
  });

  it("is empty before any speech", () => {
    expect(readSessionText(results())).toEqual({ final: "", interim: "" });
  });
});

describe("fullTranscript", () => {
  it("keeps words from sessions that ended before an automatic restart", () => {
    expect(fullTranscript("Earlier words.", { final: "then more", interim: "and a guess" })).toBe("Earlier words. then more and a guess");
  });

  it("ignores blank pieces", () => {
    expect(joinText("  ", "a", "", " b ")).toBe("a b");
  });
});
