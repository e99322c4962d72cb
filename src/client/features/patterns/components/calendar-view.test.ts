// The calendar rendered to markup (no DOM needed, decision 049): its step buttons have names that
// say where they lead, the year's with the year shown on it.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CalendarView } from "./calendar-view";

const buttonNames = (html: string) =>
  [...html.matchAll(/<button\b[^>]*?aria-label="([^"]*)"/g)].map((match) => match[1]!).filter((name) => !name.includes("ripple"));

describe("CalendarView", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 26, 12));
  });
  afterEach(() => vi.useRealTimers());

  it("names the month and year buttons by where they lead, the year's with its number", () => {
    const html = renderToStaticMarkup(createElement(CalendarView, { entries: [], onOpenEntry: () => undefined }));
    expect(buttonNames(html)).toEqual(["Previous year, 2025", "Previous month", "Next month", "Next year, 2027"]);
    expect(html).toContain(">2025</button>");
    expect(html).toContain(">2027</button>");
  });
});
