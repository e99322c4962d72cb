// An entry dated by its day alone (an imported note: `dateOnly`, stored at noon UTC) has no time of
// day: it counts for its day, emotion and themes, never in "When you reflect", and its day is the
// one written in the note, whatever the person's time zone.
import { describe, expect, it } from "vitest";
import { formatEntryTime } from "../entries/entry-time";
import { aggregatePatterns } from "./aggregate";
import { dayNumber, zonedClock } from "../lib/zoned-days";
import { reflectTimes } from "./themes-and-times";
import { patternEntry } from "./test-entries";

const now = new Date("2025-03-10T12:00:00Z");

describe("date-only entries", () => {
  it("stay out of the time-of-day counts and keep their own day", () => {
    const entries = [
      patternEntry("2025-03-05T12:00:00.000Z", { dateOnly: true, wellnessScore: 4 }),
      patternEntry("2025-03-04T12:00:00.000Z", { dateOnly: true, wellnessScore: 8 }),
      // 18:00 in Kiritimati (UTC+14), on the 4th
      patternEntry("2025-03-04T04:00:00.000Z", { wellnessScore: 6 }),
    ];
    const data = aggregatePatterns(entries, { now, clock: zonedClock("Pacific/Kiritimati") });
    expect(data.timesOfDay).toEqual({ morning: 0, afternoon: 0, evening: 1, night: 0 });
    expect(reflectTimes(data).summary).toMatch(/^You reflect most often in the evening \(1 reflection of 1\)/);
    expect(data.total).toBe(3);
    // noon UTC is already the next day in Kiritimati, but a date-only entry keeps the day it was written for
    expect(data.days.get(dayNumber(2025, 2, 4))).toEqual({ sum: 14, count: 2 });
    expect(data.days.get(dayNumber(2025, 2, 5))).toEqual({ sum: 4, count: 1 });
    expect(data.days.size).toBe(2);
  });

  it("show their day, never a time", () => {
    const at = "2025-03-09T12:00:00.000Z";
    expect(formatEntryTime(at, now, { locale: "en-US", timeZone: "UTC" })).toMatch(/\d:\d\d/);
    expect(formatEntryTime(at, now, { locale: "en-US", timeZone: "Pacific/Kiritimati", dateOnly: true })).toBe("Mar 9");
  });
});
