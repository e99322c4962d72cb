import { describe, expect, it } from "vitest";
import { aggregatePatterns } from "./aggregate";
import { dayNumber, zonedClock } from "../lib/zoned-days";
import { entriesInRange, entryDay, historySpan, rangeAround, rangeLabel, rangeMix, rangeSteps, rangeWellness, shiftRange } from "./range";
import { patternEntry } from "./test-entries";

const LOCALE = "en-GB";
const day = (year: number, month: number, date: number) => dayNumber(year, month - 1, date);

describe("ranges through the whole history", () => {
  it("finds the week (Monday to Sunday), month and year around a day", () => {
    // Wednesday 1 January 2025: its week began on Monday 30 December 2024.
    expect(rangeAround("week", day(2025, 1, 1))).toEqual({ unit: "week", start: day(2024, 12, 30), end: day(2025, 1, 5) });
    expect(rangeAround("month", day(2024, 2, 10))).toEqual({ unit: "month", start: day(2024, 2, 1), end: day(2024, 2, 29) });
    expect(rangeAround("year", day(2023, 7, 4))).toEqual({ unit: "year", start: day(2023, 1, 1), end: day(2023, 12, 31) });
  });

  it("steps back and forward across year boundaries", () => {
    const week = rangeAround("week", day(2025, 1, 8));
    expect(shiftRange(week, -1)).toEqual(rangeAround("week", day(2024, 12, 30)));
    expect(shiftRange(week, -2).start).toBe(day(2024, 12, 23));
    const january = rangeAround("month", day(2025, 1, 20));
    expect(shiftRange(january, -1)).toEqual({ unit: "month", start: day(2024, 12, 1), end: day(2024, 12, 31) });
    expect(shiftRange(january, -11)).toEqual({ unit: "month", start: day(2024, 2, 1), end: day(2024, 2, 29) });
    expect(shiftRange(rangeAround("month", day(2024, 12, 31)), 1).start).toBe(day(2025, 1, 1));
    expect(shiftRange(rangeAround("year", day(2026, 3, 1)), -3)).toEqual(rangeAround("year", day(2023, 6, 1)));
    // 156 weeks back from a week in 2026 lands three years earlier, on a Monday
    const back = shiftRange(rangeAround("week", day(2026, 11, 26)), -156);
    expect(back.start).toBe(day(2023, 11, 27));
    expect(new Date(back.start * 86_400_000).getUTCDay()).toBe(1);
  });

  it("names each range", () => {
    expect(rangeLabel(rangeAround("week", day(2025, 3, 5)), LOCALE)).toBe("Week of 3 March 2025");
    expect(rangeLabel(rangeAround("month", day(2023, 11, 30)), LOCALE)).toBe("November 2023");
    expect(rangeLabel(rangeAround("year", day(2023, 11, 30)), LOCALE)).toBe("2023");
  });

  it("puts an entry on the person's local day, and a date-only note on the day it names", () => {
    const tokyo = zonedClock("Asia/Tokyo");
    const newYork = zonedClock("America/New_York");
    // 31 Dec 2023 20:00 UTC is 1 January 2024 in Tokyo, still 31 December in New York
    const lateNight = patternEntry("2023-12-31T20:00:00.000Z");
    expect(entryDay(lateNight, tokyo)).toBe(day(2024, 1, 1));
    expect(entryDay(lateNight, newYork)).toBe(day(2023, 12, 31));
    const note = patternEntry("2023-12-31T12:00:00.000Z", { dateOnly: true });
    expect(entryDay(note, tokyo)).toBe(day(2023, 12, 31));
    expect(entryDay(patternEntry("not a date"))).toBeNull();
    const year2024 = rangeAround("year", day(2024, 6, 1));
    expect(entriesInRange([lateNight, note], year2024, tokyo)).toEqual([lateNight]);
    expect(entriesInRange([lateNight, note], year2024, newYork)).toEqual([]);
  });

  it("goes back while older entries exist and forward up to today", () => {
    const clock = zonedClock("UTC");
    const entries = [patternEntry("2026-11-20T10:00:00Z"), patternEntry("2023-02-14T10:00:00Z")];
    const span = historySpan(entries, clock)!;
    expect(span).toEqual({ first: day(2023, 2, 14), last: day(2026, 11, 20) });
    const today = day(2026, 11, 26);
    expect(rangeSteps(rangeAround("year", today), span, today)).toEqual({ earlier: true, later: false });
    expect(rangeSteps(rangeAround("year", day(2023, 5, 1)), span, today)).toEqual({ earlier: false, later: true });
    expect(rangeSteps(rangeAround("month", day(2023, 2, 1)), span, today)).toEqual({ earlier: false, later: true });
    expect(rangeSteps(rangeAround("week", today), null, today)).toEqual({ earlier: false, later: false });
  });
});

describe("charts for a range", () => {
  const clock = zonedClock("Europe/London");
  const entries = [
    patternEntry("2023-03-01T09:00:00Z", { wellnessScore: 8, emotion: "happy" }),
    patternEntry("2023-03-01T20:00:00Z", { wellnessScore: 6, emotion: "calm" }),
    patternEntry("2023-03-15T20:00:00Z", { wellnessScore: 4, emotion: "sad" }),
    patternEntry("2023-11-02T20:00:00Z", { wellnessScore: 5, emotion: "sad" }),
  ];

  it("averages a year by month, three years back", () => {
    const year = rangeAround("year", day(2023, 6, 1));
    const data = aggregatePatterns(entriesInRange(entries, year, clock), { now: new Date("2026-11-26T12:00:00Z"), clock });
    const wellness = rangeWellness(data, year, LOCALE);
    expect(wellness.by).toBe("month");
    expect(wellness.points).toHaveLength(12);
    expect(wellness.points[2]).toMatchObject({ label: "March 2023", average: 6, count: 3 });
    expect(wellness.points[10]).toMatchObject({ label: "November 2023", average: 5, count: 1 });
    expect(wellness.summary).toBe("Average wellness by month, 2023: 5.8 overall; 2 of 12 months with reflections.");
    const mix = rangeMix(data, year, LOCALE);
    expect(mix.rows).toHaveLength(12);
    expect(mix.summary).toBe("Mix of emotions, 2023: sadness 50%, joy 25% and calm 25%.");
  });

  it("averages a month by day and mixes it by week, counting only that month's days", () => {
    const march = rangeAround("month", day(2023, 3, 9));
    const data = aggregatePatterns(entriesInRange(entries, march, clock), { now: new Date("2026-11-26T12:00:00Z"), clock });
    const wellness = rangeWellness(data, march, LOCALE);
    expect(wellness.points).toHaveLength(31);
    expect(wellness.points[0]).toMatchObject({ label: "Wed 1 Mar", average: 7, count: 2 });
    const mix = rangeMix(data, march, LOCALE);
    // weeks beginning 27 Feb, 6, 13, 20 and 27 March
    expect(mix.rows.map((row) => row.shortLabel)).toEqual(["27 Feb", "6 Mar", "13 Mar", "20 Mar", "27 Mar"]);
    expect(mix.rows[0]!.total).toBe(2);
    const empty = rangeWellness(data, rangeAround("week", day(2023, 3, 20)), LOCALE);
    expect(empty.summary).toBe("Average wellness by day, Week of 20 March 2023: no reflections in this week.");
  });
});
