import { describe, expect, it } from "vitest";
import { dayNumber, zonedClock } from "../lib/zoned-days";
import { patternEntry } from "../patterns/test-entries";
import { calendarMonth, dayMood, entriesByDay, moveFocus } from "./calendar";
import { firstWords, onThisDay } from "./on-this-day";
import { chooseHighlight, quoteOf, weekLookBack } from "./week";
import { acceptWeekParagraph, buildWeekPrompt, entriesForModel } from "./week-prompt";

const LOCALE = "en-GB";
const day = (year: number, month: number, date: number) => dayNumber(year, month - 1, date);

describe("on this day", () => {
  const london = zonedClock("Europe/London");

  it("finds this calendar day in earlier years, nearest year first, never today's own", () => {
    const entries = [
      patternEntry("2026-11-26T08:00:00Z", { entryText: "Today, not a memory." }),
      patternEntry("2025-11-26T19:30:00Z", { entryText: "A long walk by the river with my sister after work, talking about everything." }),
      patternEntry("2025-11-25T19:30:00Z", { entryText: "The day before." }),
      patternEntry("2023-11-26T10:00:00Z", { entryText: "Three years ago." }),
    ];
    const items = onThisDay(entries, { now: new Date("2026-11-26T09:00:00Z"), clock: london });
    expect(items.map((item) => [item.when, item.preview])).toEqual([
      ["1 year ago", "A long walk by the river with my sister after work, talking…"],
      ["3 years ago", "Three years ago."],
    ]);
    expect(onThisDay(entries.slice(2, 3), { now: new Date("2026-11-26T09:00:00Z"), clock: london })).toEqual([]);
  });

  it("reads the day in the person's zone", () => {
    // 23:30 UTC on 25 Nov 2025 is already 26 November in Tokyo, still the 25th in London.
    const entry = patternEntry("2025-11-25T23:30:00Z");
    const now = new Date("2026-11-26T03:00:00Z");
    expect(onThisDay([entry], { now, clock: zonedClock("Asia/Tokyo") })).toHaveLength(1);
    expect(onThisDay([entry], { now, clock: london })).toHaveLength(0);
    // and a date-only note keeps the day it names
    const note = patternEntry("2025-11-26T12:00:00Z", { dateOnly: true });
    expect(onThisDay([note], { now, clock: zonedClock("Pacific/Kiritimati") })).toHaveLength(1);
  });

  it("remembers 29 February on 28 February in a year without one", () => {
    const leap = patternEntry("2024-02-29T12:00:00Z");
    expect(onThisDay([leap], { now: new Date("2025-02-28T12:00:00Z"), clock: london })).toHaveLength(1);
    expect(onThisDay([leap], { now: new Date("2028-02-28T12:00:00Z"), clock: london })).toHaveLength(0);
    expect(onThisDay([leap], { now: new Date("2028-02-29T12:00:00Z"), clock: london })[0]!.when).toBe("4 years ago");
  });

  it("cuts the first words at a word", () => {
    expect(firstWords("Short.")).toBe("Short.");
    expect(firstWords("one two three four five six", 12)).toBe("one two…");
    expect(firstWords("  spaced\n\nlines  ")).toBe("spaced lines");
  });
});

describe("the calendar", () => {
  const utc = zonedClock("UTC");
  const entries = [
    patternEntry("2026-03-14T09:00:00Z", { emotion: "calm", emotionIntensity: 4 }),
    patternEntry("2026-03-14T18:00:00Z", { emotion: "content", emotionIntensity: 3 }),
    patternEntry("2026-03-14T21:00:00Z", { emotion: "sad", emotionIntensity: 9 }),
    patternEntry("2026-03-02T21:00:00Z", { emotion: "anxious", emotionIntensity: 6 }),
  ];

  it("lays a month out in weeks from Monday, each day with its entries, mood and name", () => {
    const month = calendarMonth(entriesByDay(entries, utc), { year: 2026, month: 2, today: day(2026, 3, 20), locale: LOCALE });
    expect(month.label).toBe("March 2026");
    // 1 March 2026 is a Sunday: six empty cells before it
    expect(month.weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(month.weeks[0]![6]!.date).toBe(1);
    expect(month.weeks.every((week) => week.length === 7)).toBe(true);
    expect(month.days).toHaveLength(31);
    expect(month.daysWithEntries).toBe(2);
    const fourteenth = month.days[13]!;
    expect(fourteenth.entries).toHaveLength(3);
    expect(fourteenth.mood).toBe("calm");
    expect(fourteenth.name).toBe("14 March 2026, 3 ripples, mostly calm");
    expect(month.days[1]!.name).toBe("2 March 2026, 1 ripple, fear");
    expect(month.days[2]!.name).toBe("3 March 2026, no ripples");
    expect(month.days[19]).toMatchObject({ today: true, future: false });
    expect(month.days[20]!.future).toBe(true);
  });

  it("breaks a tie of feelings by the stronger one", () => {
    expect(
      dayMood([
        patternEntry("2026-03-14T09:00:00Z", { emotion: "calm", emotionIntensity: 3 }),
        patternEntry("2026-03-14T10:00:00Z", { emotion: "sad", emotionIntensity: 8 }),
      ]),
    ).toBe("sadness");
    expect(dayMood([])).toBeNull();
  });

  it("moves the focus by day, week, week's ends and month, across months and years", () => {
    const d = day(2026, 1, 31);
    expect(moveFocus(d, "ArrowRight")).toBe(day(2026, 2, 1));
    expect(moveFocus(day(2026, 1, 1), "ArrowLeft")).toBe(day(2025, 12, 31));
    expect(moveFocus(day(2026, 1, 1), "ArrowUp")).toBe(day(2025, 12, 25));
    expect(moveFocus(d, "ArrowDown")).toBe(day(2026, 2, 7));
    // Saturday 31 January 2026: its week runs Monday 26 January to Sunday 1 February
    expect(moveFocus(d, "Home")).toBe(day(2026, 1, 26));
    expect(moveFocus(d, "End")).toBe(day(2026, 2, 1));
    expect(moveFocus(d, "PageDown")).toBe(day(2026, 2, 28));
    expect(moveFocus(day(2026, 1, 15), "PageUp")).toBe(day(2025, 12, 15));
    expect(moveFocus(d, "Enter")).toBeNull();
  });
});

describe("a week looked back on", () => {
  const clock = zonedClock("Europe/London");
  const week = [
    patternEntry("2026-11-16T08:00:00Z", {
      entryText: "Work was heavy today and I felt stretched thin.",
      emotion: "tired",
      wellnessScore: 4,
      themes: ["work"],
    }),
    patternEntry("2026-11-18T19:00:00Z", {
      entryText: "Dinner with old friends. We laughed until midnight! I forgot how good that feels.",
      emotion: "happy",
      wellnessScore: 9,
      emotionIntensity: 7,
      themes: ["friends", "work"],
    }),
    patternEntry("2026-11-18T21:00:00Z", { entryText: "Fine.", emotion: "calm", wellnessScore: 10 }),
    patternEntry("2026-11-22T22:30:00Z", {
      entryText: "Sunday night, quiet and slow, getting ready for the week.",
      emotion: "calm",
      wellnessScore: 6,
    }),
    patternEntry("2026-11-23T09:00:00Z", { entryText: "Next week already, a Monday." }),
  ];

  it("counts the week's reflections, days, feelings and themes, Monday to Sunday", () => {
    const look = weekLookBack(week, day(2026, 11, 19), { clock, locale: LOCALE });
    expect(look.label).toBe("Week of 16 November 2026");
    expect(look.count).toBe(4);
    expect(look.daysReflected).toBe(3);
    expect(look.summary).toBe("You reflected 4 times on 3 days.");
    expect(look.feelings.map((share) => [share.family, share.count])).toEqual([
      ["calm", 2],
      ["joy", 1],
      ["tired", 1],
    ]);
    expect(look.themes.map((theme) => theme.theme)).toEqual(["work", "friends"]);
    expect(look.highlight?.quote).toBe("Dinner with old friends. We laughed until midnight! I forgot how good that feels.");
    expect(weekLookBack(week, day(2026, 11, 10), { clock }).summary).toBe("No reflections this week, and that's okay.");
  });

  it("never chooses a highlight with crisis language, nor one of a word or two", () => {
    const crisis = patternEntry("2026-11-17T08:00:00Z", {
      entryText: "I want to kill myself, I can't go on like this.",
      wellnessScore: 10,
    });
    const short = patternEntry("2026-11-17T09:00:00Z", { entryText: "Great day!", wellnessScore: 10 });
    const ordinary = patternEntry("2026-11-17T10:00:00Z", { entryText: "A slow morning with tea and a book.", wellnessScore: 5 });
    expect(chooseHighlight([crisis, short, ordinary])?.entry).toBe(ordinary);
    expect(chooseHighlight([crisis, short])).toBeNull();
  });

  it("quotes whole sentences while they fit", () => {
    const long = `${"This sentence is rather long and goes on. ".repeat(6)}`;
    expect(quoteOf(long).length).toBeLessThanOrEqual(161);
    expect(quoteOf(long).endsWith("on.")).toBe(true);
    expect(quoteOf("No full stop here just words flowing on")).toBe("No full stop here just words flowing on");
  });
});

describe("the week's paragraph prompt", () => {
  it("leaves crisis language out and fences the words", () => {
    const kept = entriesForModel([
      { date: "2026-11-16", text: "I want to end my life." },
      { date: "2026-11-17", text: "A good walk in the park." },
    ]);
    expect(kept).toEqual([{ date: "2026-11-17", text: "A good walk in the park." }]);
    const prompt = buildWeekPrompt("2026-11-16", kept);
    expect(prompt).toContain("<<<ENTRIES\n[2026-11-17] A good walk in the park.\nENTRIES>>>");
  });

  it("accepts one paragraph within its length", () => {
    expect(acceptWeekParagraph('  "You had a gentle week."  ')).toBe("You had a gentle week.");
    expect(acceptWeekParagraph("   ")).toBeNull();
    const long = acceptWeekParagraph("A sentence here. ".repeat(100))!;
    expect(long.length).toBeLessThanOrEqual(1200);
    expect(long.endsWith(".")).toBe(true);
  });
});
