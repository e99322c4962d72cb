import { describe, expect, it } from "vitest";
import { soundsLikeHyperbole } from "./hyperbole";
import { readByRules } from "./rules";

describe("soundsLikeHyperbole", () => {
  it.each([
    "This exam is killing me. I have studied for weeks",
    "my feet are killing me after that shift",
    "this week has been absolutely killing me",
    "this commute will be the death of me",
    "I was so embarrassed I could just die",
    "we were dying of laughter all evening",
    "on holiday I want to sleep and never wake up before 11",
  ])("hears everyday hyperbole: %s", (text) => {
    expect(soundsLikeHyperbole(text)).toBe(true);
  });

  it.each([
    "this loneliness is killing me and I can't see a way out",
    "the depression is killing me slowly",
    "I want to die",
    "I could die tonight and nobody would notice",
    "I want to sleep and never wake up",
  ])("leaves real distress to the detector: %s", (text) => {
    expect(soundsLikeHyperbole(text)).toBe(false);
  });

  it("makes the tables report the words as heard, not as crisis language", () => {
    const reading = readByRules("This exam is killing me. I have studied for weeks and I still feel so stressed.");
    expect(reading.assessment.crisis).toBe(false);
    expect(reading.heard).toBe(true);
  });
});
