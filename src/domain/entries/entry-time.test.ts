import { describe, expect, it } from "vitest";
import { formatEntryTime } from "./entry-time";

const HOUR = 60 * 60 * 1000;
const created = new Date("2024-03-04T15:05:00Z"); // a Monday
const after = (ms: number) => new Date(created.getTime() + ms);
const format = (now: Date, locale = "en-US") => formatEntryTime(created, now, { locale, timeZone: "UTC" }).replace(/\s/g, " ");

describe("formatEntryTime", () => {
  it("shows the time under 24 hours", () => {
    expect(format(after(0))).toBe("3:05 PM");
    expect(format(after(24 * HOUR - 1))).toBe("3:05 PM");
  });

  it("shows weekday and time from 24 hours to under 168 hours", () => {
    expect(format(after(24 * HOUR))).toBe("Mon 3:05 PM");
    expect(format(after(168 * HOUR - 1))).toBe("Mon 3:05 PM");
  });

  it("shows month and day from 168 hours", () => {
    expect(format(after(168 * HOUR))).toBe("Mar 4");
    expect(format(after(400 * 24 * HOUR))).toBe("Mar 4");
  });

  it("follows the locale", () => {
    expect(format(after(HOUR), "en-GB")).toBe("15:05");
    expect(format(after(200 * HOUR), "de-DE")).toBe("4. März");
  });

  it("follows the time zone", () => {
    expect(formatEntryTime(created, after(HOUR), { locale: "en-US", timeZone: "Asia/Tokyo" }).replace(/\s/g, " ")).toBe("12:05 AM");
  });

  it("accepts an ISO string and shows a future date as a time", () => {
    expect(formatEntryTime("2024-03-04T15:05:00Z", after(-HOUR), { locale: "en-US", timeZone: "UTC" }).replace(/\s/g, " ")).toBe("3:05 PM");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatEntryTime("not a date", created)).toBe("");
  });
});
