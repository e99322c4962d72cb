import { describe, expect, it } from "vitest";
import type { ReminderSchedule } from "./schedule";
import { formatTimeOfDay, isQuiet, localMinuteOfDay, nextReminderAt, parseTimeOfDay } from "./schedule";
import { isTimeZone, zonedTimeToInstant } from "../lib/zoned-days";

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const at = (iso: string) => new Date(iso);
const schedule = (overrides: Partial<ReminderSchedule>): ReminderSchedule => ({
  days: EVERY_DAY,
  minuteOfDay: 20 * 60,
  timeZone: "UTC",
  quietHours: null,
  ...overrides,
});

describe("time zones", () => {
  it("falls due at the local time of the person's zone", () => {
    // 20:00 in Paris in winter is 19:00 UTC; in Tokyo 11:00 UTC; in New York 01:00 UTC the next day.
    expect(nextReminderAt(schedule({ timeZone: "Europe/Paris" }), at("2026-01-15T10:00:00Z"))?.toISOString()).toBe(
      "2026-01-15T19:00:00.000Z",
    );
    expect(nextReminderAt(schedule({ timeZone: "Asia/Tokyo" }), at("2026-01-15T10:00:00Z"))?.toISOString()).toBe(
      "2026-01-15T11:00:00.000Z",
    );
    expect(nextReminderAt(schedule({ timeZone: "America/New_York" }), at("2026-01-15T10:00:00Z"))?.toISOString()).toBe(
      "2026-01-16T01:00:00.000Z",
    );
  });

  it("uses a half-hour zone's offset", () => {
    expect(nextReminderAt(schedule({ timeZone: "Asia/Kolkata", minuteOfDay: 9 * 60 }), at("2026-03-01T00:00:00Z"))?.toISOString()).toBe(
      "2026-03-01T03:30:00.000Z",
    );
  });

  it("is strictly after the instant counted from: at the due time, the next one is a day later", () => {
    expect(nextReminderAt(schedule({}), at("2026-01-15T20:00:00Z"))?.toISOString()).toBe("2026-01-16T20:00:00.000Z");
  });

  it("keeps to the chosen days of the week, in the local calendar", () => {
    // Monday and Thursday at 08:00 in Auckland (UTC+13 in January); 2026-01-15 is a Thursday.
    const mondayThursday = schedule({ days: [1, 4], minuteOfDay: 8 * 60, timeZone: "Pacific/Auckland" });
    // Thursday 08:00 NZDT has already passed at 2026-01-15T10:00Z (Thursday 23:00 there): next Monday.
    expect(nextReminderAt(mondayThursday, at("2026-01-15T10:00:00Z"))?.toISOString()).toBe("2026-01-18T19:00:00.000Z");
  });

  it("has nothing to send without a day", () => {
    expect(nextReminderAt(schedule({ days: [] }), at("2026-01-15T10:00:00Z"))).toBeNull();
  });

  it("knows IANA names and refuses others", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("clock changes", () => {
  it("spring forward: a time the clocks skip is sent as far past the gap (02:30 → 03:30), once", () => {
    // In New York on 2026-03-08 the clocks go from 02:00 EST to 03:00 EDT.
    const nightOwl = schedule({ minuteOfDay: 2 * 60 + 30, timeZone: "America/New_York" });
    const due = nextReminderAt(nightOwl, at("2026-03-08T05:00:00Z"))!;
    expect(due.toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(localMinuteOfDay(due, "America/New_York")).toBe(3 * 60 + 30);
    // The day after, 02:30 exists again.
    expect(nextReminderAt(nightOwl, due)?.toISOString()).toBe("2026-03-09T06:30:00.000Z");
  });

  it("spring forward: a time outside the gap keeps its wall-clock time across the change", () => {
    const evening = schedule({ timeZone: "Europe/London" });
    // 2026-03-29: London moves from GMT to BST at 01:00 UTC.
    expect(nextReminderAt(evening, at("2026-03-28T21:00:00Z"))?.toISOString()).toBe("2026-03-29T19:00:00.000Z");
  });

  it("fall back: a time that happens twice is sent at its first occurrence only", () => {
    // In New York on 2026-11-01, 01:00–02:00 happens twice (EDT, then EST).
    const early = schedule({ minuteOfDay: 60 + 30, timeZone: "America/New_York" });
    const first = nextReminderAt(early, at("2026-11-01T04:00:00Z"))!;
    expect(first.toISOString()).toBe("2026-11-01T05:30:00.000Z");
    // Counting from the first, the repeated 01:30 EST an hour later is not another reminder.
    const next = nextReminderAt(early, first)!;
    expect(next.toISOString()).toBe("2026-11-02T06:30:00.000Z");
    expect(zonedTimeToInstant(2026, 11, 1, 90, "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("a southern-hemisphere change (Sydney, April) keeps the local time", () => {
    const evening = schedule({ timeZone: "Australia/Sydney" });
    // 2026-04-05 03:00 AEDT → 02:00 AEST; 20:00 that evening is AEST (UTC+10).
    expect(nextReminderAt(evening, at("2026-04-05T00:00:00Z"))?.toISOString()).toBe("2026-04-05T10:00:00.000Z");
  });
});

describe("quiet hours", () => {
  const quiet = { start: 22 * 60, end: 7 * 60 };

  it("wrapping past midnight: 23:00 waits until 07:00 the next morning", () => {
    const late = schedule({ minuteOfDay: 23 * 60, timeZone: "Europe/Berlin", quietHours: quiet });
    // 2026-06-10 23:00 CEST is 21:00Z; quiet until 2026-06-11 07:00 CEST, 05:00Z.
    expect(nextReminderAt(late, at("2026-06-10T12:00:00Z"))?.toISOString()).toBe("2026-06-11T05:00:00.000Z");
  });

  it("a reminder after midnight inside the quiet hours waits until they end the same morning", () => {
    const small = schedule({ minuteOfDay: 5 * 60, quietHours: quiet });
    expect(nextReminderAt(small, at("2026-06-10T00:00:00Z"))?.toISOString()).toBe("2026-06-10T07:00:00.000Z");
  });

  it("yesterday's reminder postponed past midnight is still found", () => {
    const late = schedule({ minuteOfDay: 23 * 60, days: [3], quietHours: quiet });
    // Wednesday 2026-06-10 23:00 → Thursday 07:00; counting from Thursday 01:00 finds it.
    expect(nextReminderAt(late, at("2026-06-11T01:00:00Z"))?.toISOString()).toBe("2026-06-11T07:00:00.000Z");
  });

  it("quiet hours within one day; outside them nothing moves", () => {
    const lunch = { start: 12 * 60, end: 14 * 60 };
    expect(nextReminderAt(schedule({ minuteOfDay: 12 * 60 + 30, quietHours: lunch }), at("2026-06-10T00:00:00Z"))?.toISOString()).toBe(
      "2026-06-10T14:00:00.000Z",
    );
    expect(nextReminderAt(schedule({ minuteOfDay: 9 * 60, quietHours: lunch }), at("2026-06-10T00:00:00Z"))?.toISOString()).toBe(
      "2026-06-10T09:00:00.000Z",
    );
  });

  it("start inclusive, end exclusive; equal start and end is no quiet hours", () => {
    expect(isQuiet(22 * 60, quiet)).toBe(true);
    expect(isQuiet(7 * 60, quiet)).toBe(false);
    expect(isQuiet(3 * 60, quiet)).toBe(true);
    expect(isQuiet(12 * 60, quiet)).toBe(false);
    expect(isQuiet(600, { start: 600, end: 600 })).toBe(false);
  });
});

describe("times of day", () => {
  it("reads and writes HH:MM", () => {
    expect(parseTimeOfDay("07:05")).toBe(425);
    expect(parseTimeOfDay("23:59")).toBe(1439);
    expect(parseTimeOfDay("24:00")).toBeNull();
    expect(parseTimeOfDay("7:05")).toBeNull();
    expect(formatTimeOfDay(425)).toBe("07:05");
  });
});
