// How real people say it, read in proportion: method questions with the means at hand are a
// crisis, quiet hopelessness is at least a concern, exam jokes, presentation nerves and grief are
// not crises (docs/decisions/008 and 022).
import { describe, expect, it } from "vitest";
import { detectCrisis } from "./detector";

describe("detectCrisis, calibrated", () => {
  it.each([
    "would a bottle of ibuprofen do it, i have a whole bottle in my hand",
    "cliff or train which one would you choose",
    "hopefully i wont wake up tomorrow i just took about 10 hydros",
    "Why shouldn't I kill myself?",
    "In about 30 mins I will cease to exist",
  ])("a crisis: %s", (text) => {
    expect(detectCrisis(text).level).toBe("crisis");
  });

  it("quiet hopelessness is at least a concern", () => {
    expect(detectCrisis("I'm so tired of everything, nothing will ever change and I don't see the point anymore").crisis).toBe(true);
  });

  it.each([
    "this exam is killing me lol",
    "This exam is killing me. I have studied for weeks and I still feel so stressed and anxious about tomorrow.",
    "I have a presentation tomorrow and I'm so nervous I could die",
    "My grandmother died last spring and I still miss her every day",
    "Would a bottle of wine be enough for six people? I have a whole bottle in my hand already.",
  ])("not a crisis: %s", (text) => {
    expect(detectCrisis(text).crisis).toBe(false);
  });
});
