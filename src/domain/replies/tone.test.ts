import { describe, expect, it } from "vitest";
import { responseTone } from "./tone";

describe("responseTone", () => {
  it("is empathetic at intensity 8 or more whatever the emotion", () => {
    expect(responseTone("joy", 8)).toBe("empathetic");
    expect(responseTone("anger", 10)).toBe("empathetic");
    expect(responseTone("calm", 8)).toBe("empathetic");
  });

  it("uses the emotion below intensity 8", () => {
    expect(responseTone("joy", 7)).toBe("encouraging");
    expect(responseTone("anger", 7)).toBe("supportive");
  });

  it.each([
    ["joy", "encouraging"],
    ["surprise", "encouraging"],
    ["grateful", "encouraging"],
    ["sadness", "empathetic"],
    ["fear", "empathetic"],
    ["anxious", "empathetic"],
    ["anger", "supportive"],
    ["frustrated", "supportive"],
    ["neutral", "gentle"],
    ["happy", "gentle"],
    ["sad", "gentle"],
    ["reflective", "gentle"],
    ["Grateful", "encouraging"],
  ] as const)("%s at intensity 5 is %s", (emotion, tone) => {
    expect(responseTone(emotion, 5)).toBe(tone);
  });
});
