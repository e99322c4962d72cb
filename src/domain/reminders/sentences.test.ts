import { describe, expect, it } from "vitest";
import { REMINDER_SENTENCES, reminderSentence } from "./sentences";

describe("reminder sentences", () => {
  it("are kind: no streak, count, guilt or urgency", () => {
    for (const sentence of REMINDER_SENTENCES) {
      expect(sentence).not.toMatch(/\d|streak|miss|don't|do not|break|forgot|behind|again|!|days? in a row|should|must/i);
      expect(sentence.length).toBeLessThan(100);
    }
  });

  it("one sentence a day, changing from day to day", () => {
    const monday = reminderSentence(new Date("2026-06-08T20:00:00Z"));
    expect(reminderSentence(new Date("2026-06-08T08:00:00Z"))).toBe(monday);
    expect(reminderSentence(new Date("2026-06-09T20:00:00Z"))).not.toBe(monday);
    expect(REMINDER_SENTENCES).toContain(monday);
  });
});
