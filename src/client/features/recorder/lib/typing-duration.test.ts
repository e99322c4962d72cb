import { describe, expect, it } from "vitest";
import { typingDurationSeconds } from "./typing-duration";

describe("typingDurationSeconds", () => {
  it("counts from the first keystroke to saving, in tenths of a second", () => {
    expect(typingDurationSeconds(1_000, 4_000, 65_449)).toBe(61.4);
  });
  it("counts from opening when nothing was typed before (a paste saved at once)", () => {
    expect(typingDurationSeconds(1_000, null, 3_050)).toBe(2.1);
  });
  it("is never negative", () => {
    expect(typingDurationSeconds(5_000, 6_000, 5_500)).toBe(0);
  });
});
