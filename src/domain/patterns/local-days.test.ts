import { describe, expect, it } from "vitest";
import { dayNumber, daysInMonth, isoWeek, runtimeClock, weekStart, weekdayOf, zonedClock } from "./local-days";

describe("local days", () => {
  it("numbers days from 1970-01-01 and knows Monday-first weekdays", () => {
    expect(dayNumber(1970, 0, 1)).toBe(0);
    expect(weekdayOf(dayNumber(1970, 0, 1))).toBe(3); // Thursday
    expect(weekdayOf(dayNumber(2025, 2, 3))).toBe(0); // Monday 3 March 2025
    expect(weekdayOf(dayNumber(2025, 2, 9))).toBe(6); // Sunday 9 March 2025
  });

  it("starts a week on Monday: Sunday belongs to the week before, Monday to the next", () => {
    const monday = dayNumber(2025, 2, 3);
    expect(weekStart(dayNumber(2025, 2, 9))).toBe(monday);
    expect(weekStart(dayNumber(2025, 2, 10))).toBe(monday + 7);
    expect(weekStart(dayNumber(1969, 11, 29))).toBe(dayNumber(1969, 11, 29)); // before the epoch: a Monday
  });

  it("numbers ISO weeks across a year boundary", () => {
    // 29 Dec 2025 (Monday) starts week 1 of 2026; 28 Dec 2020 starts week 53 of 2020.
    expect(isoWeek(dayNumber(2025, 11, 29))).toEqual({ year: 2026, week: 1 });
    expect(isoWeek(dayNumber(2020, 11, 28))).toEqual({ year: 2020, week: 53 });
    expect(isoWeek(dayNumber(2025, 0, 6))).toEqual({ year: 2025, week: 2 });
  });

  it("knows month lengths, leap years included", () => {
    expect(daysInMonth(2024, 1)).toBe(29);
    expect(daysInMonth(2025, 1)).toBe(28);
    expect(daysInMonth(2025, 11)).toBe(31);
  });

  it("reads a named zone's local date and hour on both sides of a DST change", () => {
    const london = zonedClock("Europe/London");
    // Clocks went forward at 01:00 UTC on 30 March 2025.
    expect(london(Date.parse("2025-03-30T00:30:00Z"))).toEqual({ year: 2025, month: 2, day: 30, hour: 0 });
    expect(london(Date.parse("2025-03-30T01:30:00Z"))).toEqual({ year: 2025, month: 2, day: 30, hour: 2 });
    expect(london(Date.parse("2025-03-30T23:30:00Z"))).toEqual({ year: 2025, month: 2, day: 31, hour: 0 });
    const newYork = zonedClock("America/New_York");
    // 03:30 UTC on 3 Nov 2025 is still 2 November in New York (EST, UTC−5).
    expect(newYork(Date.parse("2025-11-03T03:30:00Z"))).toEqual({ year: 2025, month: 10, day: 2, hour: 22 });
    // Clocks went back at 06:00 UTC on 2 November 2025: 01:30 came twice.
    expect(newYork(Date.parse("2025-11-02T04:30:00Z"))).toEqual({ year: 2025, month: 10, day: 2, hour: 0 });
    expect(newYork(Date.parse("2025-11-02T05:30:00Z"))).toEqual({ year: 2025, month: 10, day: 2, hour: 1 });
    expect(newYork(Date.parse("2025-11-02T06:30:00Z"))).toEqual({ year: 2025, month: 10, day: 2, hour: 1 });
    expect(newYork(Date.parse("2025-11-02T07:30:00Z"))).toEqual({ year: 2025, month: 10, day: 2, hour: 2 });
    // A zone east of UTC: Auckland is a day ahead.
    expect(zonedClock("Pacific/Auckland")(Date.parse("2025-06-30T13:00:00Z"))).toEqual({ year: 2025, month: 6, day: 1, hour: 1 });
  });

  it("the runtime clock agrees with Date's local getters", () => {
    const ms = Date.parse("2025-07-14T18:45:00Z");
    const date = new Date(ms);
    expect(runtimeClock(ms)).toEqual({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), hour: date.getHours() });
  });
});
