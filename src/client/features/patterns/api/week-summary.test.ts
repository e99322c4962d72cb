import { describe, expect, it } from "vitest";
import {
  WEEK_SUMMARY_MAX_ENTRIES,
  WEEK_SUMMARY_MAX_ENTRY_CHARS,
  WEEK_SUMMARY_MAX_TOTAL_CHARS,
  WeekSummaryRequestSchema,
} from "../../../../domain/contract/week-summaries";
import { dayNumber } from "../../../../domain/lib/zoned-days";
import { patternEntry } from "../../../../domain/patterns/test-entries";
import { weekSummaryRequest } from "./week-summary";

const MONDAY = dayNumber(2026, 10, 16);

describe("the week's paragraph request", () => {
  it("sends each entry's local date and words, oldest first, as the route accepts them", () => {
    const entries = [
      patternEntry("2026-11-16T12:00:00Z", { entryText: "  Monday words.  " }),
      patternEntry("2026-11-18T12:00:00Z", { entryText: "Wednesday words.", language: "fr" }),
      patternEntry("2026-11-19T12:00:00Z", { entryText: "   " }),
    ];
    const request = weekSummaryRequest(MONDAY, entries);
    expect(request).toEqual({
      weekOf: "2026-11-16",
      entries: [
        { date: "2026-11-16", text: "Monday words.", language: "en" },
        { date: "2026-11-18", text: "Wednesday words.", language: "fr" },
      ],
    });
    expect(WeekSummaryRequestSchema.safeParse(request).success).toBe(true);
  });

  it("keeps within the route's limits, the newest entries first kept", () => {
    const many = Array.from({ length: WEEK_SUMMARY_MAX_ENTRIES + 20 }, (_, i) =>
      patternEntry(new Date(Date.UTC(2026, 10, 16, 0, i)).toISOString(), {
        entryText: `Entry ${i} ${"w".repeat(WEEK_SUMMARY_MAX_ENTRY_CHARS)}`,
      }),
    );
    const request = weekSummaryRequest(MONDAY, many);
    const total = request.entries.reduce((sum, entry) => sum + entry.text.length, 0);
    expect(total).toBeLessThanOrEqual(WEEK_SUMMARY_MAX_TOTAL_CHARS);
    expect(request.entries.length).toBeLessThanOrEqual(WEEK_SUMMARY_MAX_ENTRIES);
    expect(request.entries.at(-1)!.text.startsWith(`Entry ${many.length - 1} `)).toBe(true);
    expect(WeekSummaryRequestSchema.safeParse(request).success).toBe(true);
  });
});
