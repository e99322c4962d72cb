import { describe, expect, it } from "vitest";
import {
  dayDate,
  dayNumber,
  dayOf,
  daysInMonth,
  isTimeZone,
  isoWeek,
  runtimeClock,
  runtimeTimeZone,
  utcClock,
  weekStart,
  weekdayOf,
  zoneOffsetMs,
  zonedClock,
  zonedParts,
  zonedTimeToInstant,
} from "./zoned-days";

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

const ms = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const iso = (date: Date) => date.toISOString();

describe("time zones", () => {
  it("knows IANA names and refuses others, the empty name and names past 64 characters", () => {
    for (const zone of ["America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kolkata", "UTC"])
      expect(isTimeZone(zone)).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(isTimeZone("+05:30")).toBe(false);
    expect(isTimeZone(`Europe/${"x".repeat(60)}`)).toBe(false);
    expect(() => zonedClock("Mars/Olympus_Mons")).toThrow(RangeError);
  });

  it("names the runtime's own zone, one it knows", () => {
    const zone = runtimeTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zone !== undefined && isTimeZone(zone)).toBe(true);
  });

  it("reads each zone's offset on both sides of its clock changes (New York, London, Sydney) and Kolkata's all year", () => {
    const offset = (at: string, zone: string) => zoneOffsetMs(ms(at), zone) / HOUR;
    // New York: 02:00 EST → 03:00 EDT at 07:00 UTC on 8 March 2026; 02:00 EDT → 01:00 EST at 06:00 UTC on 1 November.
    expect(offset("2026-03-08T06:59:59Z", "America/New_York")).toBe(-5);
    expect(offset("2026-03-08T07:00:00Z", "America/New_York")).toBe(-4);
    expect(offset("2026-11-01T05:59:59Z", "America/New_York")).toBe(-4);
    expect(offset("2026-11-01T06:00:00Z", "America/New_York")).toBe(-5);
    // London: GMT → BST at 01:00 UTC on 29 March 2026, back at 01:00 UTC on 25 October.
    expect(offset("2026-03-29T00:59:59Z", "Europe/London")).toBe(0);
    expect(offset("2026-03-29T01:00:00Z", "Europe/London")).toBe(1);
    expect(offset("2026-10-25T00:59:59Z", "Europe/London")).toBe(1);
    expect(offset("2026-10-25T01:00:00Z", "Europe/London")).toBe(0);
    // Sydney, the other way round: AEDT → AEST at 16:00 UTC on 4 April 2026, AEST → AEDT at 16:00 UTC on 3 October.
    expect(offset("2026-04-04T15:59:59Z", "Australia/Sydney")).toBe(11);
    expect(offset("2026-04-04T16:00:00Z", "Australia/Sydney")).toBe(10);
    expect(offset("2026-10-03T15:59:59Z", "Australia/Sydney")).toBe(10);
    expect(offset("2026-10-03T16:00:00Z", "Australia/Sydney")).toBe(11);
    // Kolkata: +05:30, no clock changes.
    for (const at of ["2026-01-01T00:00:00Z", "2026-03-08T07:00:00Z", "2026-07-01T12:00:00Z", "2026-11-01T06:00:00Z"]) {
      expect(offset(at, "Asia/Kolkata")).toBe(5.5);
    }
    // milliseconds do not change the offset
    expect(zoneOffsetMs(ms("2026-03-08T06:59:59.999Z"), "America/New_York")).toBe(-5 * HOUR);
  });

  it("reads the wall clock, a repeated hour twice and a half-hour zone's midnight included", () => {
    expect(zonedParts(ms("2026-11-01T05:30:00Z"), "America/New_York")).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hour: 1,
      minute: 30,
      second: 0,
    });
    expect(zonedParts(ms("2026-11-01T06:30:00Z"), "America/New_York")).toEqual({
      year: 2026,
      month: 11,
      day: 1,
      hour: 1,
      minute: 30,
      second: 0,
    });
    expect(zonedParts(ms("2026-03-08T18:29:59Z"), "Asia/Kolkata")).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(zonedParts(ms("2026-03-08T18:30:00Z"), "Asia/Kolkata")).toEqual({ year: 2026, month: 3, day: 9, hour: 0, minute: 0, second: 0 });
    expect(zonedParts(ms("2026-10-24T23:30:00Z"), "Europe/London")).toEqual({
      year: 2026,
      month: 10,
      day: 25,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it("finds the instant of a local time: skipped times move forward by the gap, repeated ones take their first occurrence", () => {
    // skipped: New York 02:30, London 01:30, Sydney 02:30 (October)
    expect(iso(zonedTimeToInstant(2026, 3, 8, 2 * 60 + 30, "America/New_York"))).toBe("2026-03-08T07:30:00.000Z");
    expect(iso(zonedTimeToInstant(2026, 3, 29, 60 + 30, "Europe/London"))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(zonedTimeToInstant(2026, 10, 4, 2 * 60 + 30, "Australia/Sydney"))).toBe("2026-10-03T16:30:00.000Z");
    // repeated: the first occurrence, before the clocks go back
    expect(iso(zonedTimeToInstant(2026, 11, 1, 60 + 30, "America/New_York"))).toBe("2026-11-01T05:30:00.000Z");
    expect(iso(zonedTimeToInstant(2026, 10, 25, 60 + 30, "Europe/London"))).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(zonedTimeToInstant(2026, 4, 5, 2 * 60 + 30, "Australia/Sydney"))).toBe("2026-04-04T15:30:00.000Z");
    // ordinary times, a half-hour zone and a day past the month's end
    expect(iso(zonedTimeToInstant(2026, 3, 9, 0, "Asia/Kolkata"))).toBe("2026-03-08T18:30:00.000Z");
    expect(iso(zonedTimeToInstant(2026, 1, 32, 20 * 60, "Europe/London"))).toBe("2026-02-01T20:00:00.000Z");
  });

  it("makes a clock-change day 23 or 25 hours long and any other 24", () => {
    const hoursIn = (year: number, month: number, day: number, zone: string) =>
      (zonedTimeToInstant(year, month, day + 1, 0, zone).getTime() - zonedTimeToInstant(year, month, day, 0, zone).getTime()) / HOUR;
    expect(hoursIn(2026, 3, 8, "America/New_York")).toBe(23);
    expect(hoursIn(2026, 11, 1, "America/New_York")).toBe(25);
    expect(hoursIn(2026, 3, 29, "Europe/London")).toBe(23);
    expect(hoursIn(2026, 10, 25, "Europe/London")).toBe(25);
    expect(hoursIn(2026, 4, 5, "Australia/Sydney")).toBe(25);
    expect(hoursIn(2026, 10, 4, "Australia/Sydney")).toBe(23);
    expect(hoursIn(2026, 3, 8, "Asia/Kolkata")).toBe(24);
  });

  it("puts moments in the right local day on clock-change days, and weeks start on the Monday before", () => {
    const sydney = zonedClock("Australia/Sydney");
    // 00:30 and 23:30 on 5 April 2026, either side of the change, are the same day
    expect(dayOf(ms("2026-04-04T13:30:00Z"), sydney)).toBe(dayNumber(2026, 3, 5));
    expect(dayOf(ms("2026-04-05T13:30:00Z"), sydney)).toBe(dayNumber(2026, 3, 5));
    expect(dayOf(ms("2026-04-05T14:30:00Z"), sydney)).toBe(dayNumber(2026, 3, 6));
    const newYork = zonedClock("America/New_York");
    expect(dayOf(ms("2026-11-02T04:59:59Z"), newYork)).toBe(dayNumber(2026, 10, 1));
    expect(dayOf(ms("2026-11-02T05:00:00Z"), newYork)).toBe(dayNumber(2026, 10, 2));
    const kolkata = zonedClock("Asia/Kolkata");
    expect(kolkata(ms("2026-06-30T18:29:59Z"))).toEqual({ year: 2026, month: 5, day: 30, hour: 23 });
    expect(kolkata(ms("2026-06-30T18:30:00Z"))).toEqual({ year: 2026, month: 6, day: 1, hour: 0 });
    // 8 March 2026, New York's spring-forward day, is a Sunday: its week began on Monday 2 March
    expect(weekStart(dayOf(ms("2026-03-08T12:00:00Z"), newYork))).toBe(dayNumber(2026, 2, 2));
    expect(weekStart(dayOf(ms("2026-03-09T12:00:00Z"), newYork))).toBe(dayNumber(2026, 2, 9));
    // the same instant is two days in two zones; UTC names the day a date-only entry keeps
    const late = ms("2026-03-08T20:00:00Z");
    expect(dayOf(late, kolkata) - dayOf(late, newYork)).toBe(1);
    expect(dayOf(late, utcClock)).toBe(dayNumber(2026, 2, 8));
    expect(dayDate(dayNumber(2026, 2, 8)).toISOString()).toBe("2026-03-08T00:00:00.000Z");
  });

  it("zonedClock agrees with the zone's wall clock every 53 minutes through a year of changes", () => {
    for (const zone of ["America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kolkata"]) {
      const clock = zonedClock(zone);
      for (let at = ms("2026-01-01T00:00:00Z"); at < ms("2027-01-01T00:00:00Z"); at += 53 * 60_000) {
        const wall = zonedParts(at, zone);
        const local = clock(at);
        if (local.day !== wall.day || local.hour !== wall.hour || local.month !== wall.month - 1) {
          throw new Error(`${zone} at ${new Date(at).toISOString()}: ${JSON.stringify(local)} against ${JSON.stringify(wall)}`);
        }
      }
    }
  });
});
