import { describe, expect, it } from "vitest";
import { dayKey, dayLabel, daysAgo, groupByDay } from "./days";

describe("groupByDay", () => {
  it("puts a header before each local day's entries", () => {
    const entries = [
      { id: "c", createdAt: new Date(2025, 2, 5, 9).toISOString() },
      { id: "b", createdAt: new Date(2025, 2, 5, 8).toISOString() },
      { id: "a", createdAt: new Date(2025, 2, 3, 23, 59).toISOString() },
    ];
    const rows = groupByDay(entries);
    expect(rows.map((row) => (row.kind === "day" ? `day ${row.key} (${row.count})` : row.key))).toEqual([
      "day 2025-03-05 (2)",
      "c",
      "b",
      "day 2025-03-03 (1)",
      "a",
    ]);
  });

  it("returns no rows for no entries", () => {
    expect(groupByDay([])).toEqual([]);
  });
});

describe("dayLabel", () => {
  const now = new Date(2025, 2, 5, 0, 30);

  it("says Today and Yesterday by the local calendar, not by 24 hours", () => {
    expect(dayLabel(new Date(2025, 2, 5, 0, 1), now, "en-GB")).toBe("Today");
    expect(dayLabel(new Date(2025, 2, 4, 23, 59), now, "en-GB")).toBe("Yesterday");
    expect(dayLabel(new Date(2025, 2, 4, 0, 0), now, "fr")).toBe("Hier");
  });

  it("gives the weekday and the full date in the locale's words otherwise", () => {
    expect(dayLabel(new Date(2025, 2, 3, 10), now, "en-GB")).toMatch(/^Monday,? 3 March 2025$/);
    expect(dayLabel(new Date(2025, 2, 3, 10), now, "en-US")).toBe("Monday, March 3, 2025");
    expect(dayLabel(new Date(2025, 2, 3, 10), now, "de")).toBe("Montag, 3. März 2025");
  });

  it("counts days across a change of month and year", () => {
    expect(daysAgo(new Date(2024, 11, 31, 23), new Date(2025, 0, 1, 1))).toBe(1);
    expect(dayKey(new Date(2024, 0, 9))).toBe("2024-01-09");
  });
});
