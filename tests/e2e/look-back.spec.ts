// Looking back (decision 049), with "today" fixed by Playwright's clock at Friday 20 November 2026
// in London: an entry imported from a year ago shows On this day and opens; the calendar is a grid
// walked by the keyboard (arrows, PageUp, Enter lists the day's ripples, which open); the week
// looked back on counts last week and quotes its brightest entry; Your patterns steps back three
// years to 2023. Axe on each screen; screenshots at 375 and 1280 px with RIPPLE_SHOTS=1.
import { randomUUID } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { expect, test } from "./fixtures";
import { CLOUD_APP } from "./support/cloud";
import { BOTH_WIDTHS, expectAccessible, openJournal, shot } from "./support/journal";
import { IMPORT } from "./support/waits";

const TODAY = new Date("2026-11-20T10:00:00Z");
const A_YEAR_AGO = "Planted the tulip bulbs with Grandma in the cold garden and she told me stories about the war.";
const HIGHLIGHT = "Dinner with old friends tonight, we laughed until midnight and I felt so grateful and happy.";
const ENTRIES: [string, string][] = [
  ["2025-11-20T17:30:00Z", A_YEAR_AGO],
  ["2025-11-19T17:30:00Z", "The day before a year ago: a long grey commute and a quiet evening."],
  // last week, Monday 9 to Sunday 15 November 2026
  ["2026-11-09T08:00:00Z", "Work was heavy today and I felt stretched thin by the deadlines."],
  ["2026-11-11T20:00:00Z", HIGHLIGHT],
  ["2026-11-14T10:00:00Z", "A slow Saturday morning with tea and the crossword, nothing pressing."],
  // this month: two on the 3rd
  ["2026-11-03T08:00:00Z", "Morning run along the canal, calm and clear headed before work."],
  ["2026-11-03T21:00:00Z", "Evening call with my sister, calm and warm, we planned the winter visit."],
  ["2026-10-03T12:00:00Z", "October already, leaves everywhere on the path to the station."],
  // three years back
  ["2023-05-10T12:00:00Z", "Spring in 2023: the new flat finally feels like home and I am content."],
  ["2023-08-02T12:00:00Z", "Summer 2023, a tiring week of moving boxes for my brother."],
];

function dayOneJson(list: [string, string][] = ENTRIES): string {
  const entries = list.map(([creationDate, text]) => ({
    uuid: randomUUID().replaceAll("-", "").toUpperCase(),
    creationDate: creationDate.replace(/\.\d{3}Z$/, "Z"),
    text,
    tags: [],
    timeZone: "Europe/London",
  }));
  return JSON.stringify({ metadata: { version: "1.0" }, entries });
}

function dayOneZip(): Buffer {
  return Buffer.from(zipSync({ "Journal.json": strToU8(dayOneJson()) }));
}

test.use({ timezoneId: "Europe/London", locale: "en-GB" });

test("on this day, the calendar, the week looked back on and patterns three years back", async ({ page, signedIn }) => {
  // a Day One import analysed on the server, then the calendar, the week and three years of charts,
  // each with an axe pass and screenshots at two widths: past the 45 s default on a busy machine
  test.setTimeout(60_000);
  expect(signedIn.user.email).toContain("@");
  await page.clock.setFixedTime(TODAY);
  await openJournal(page);
  // nothing from earlier years yet: nothing shown
  await expect(page.getByRole("region", { name: "On this day" })).toHaveCount(0);

  await page.getByRole("button", { name: "Your account" }).click();
  const account = page.getByRole("dialog");
  await account
    .getByLabel("Choose a file to import")
    .setInputFiles({ name: "Day One.zip", mimeType: "application/zip", buffer: dayOneZip() });
  await account.getByRole("button", { name: `Import ${ENTRIES.length} ripples` }).click();
  await expect(account.getByText(`${ENTRIES.length} ripples imported`)).toBeVisible({ timeout: IMPORT });
  await page.keyboard.press("Escape");

  // On this day: the entry of 20 November 2025, quietly, and only that one.
  const onThisDay = page.getByRole("region", { name: "On this day" });
  const memory = onThisDay.getByRole("button");
  await expect(memory).toHaveCount(1);
  await expect(memory).toHaveText(/^On this day — 1 year ago: Planted the tulip bulbs with Grandma/);
  await expectAccessible(page, "on this day");
  await shot(page, "look-back-on-this-day", BOTH_WIDTHS);
  await memory.click();
  const detail = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Back to Ripples" }) });
  await expect(detail).toContainText(A_YEAR_AGO);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();

  // The calendar, beside the charts in Your patterns.
  await page.getByRole("button", { name: "Your patterns" }).click();
  const patterns = page.getByRole("dialog", { name: "Your patterns" });
  await patterns.getByRole("group", { name: "Look at" }).getByRole("button", { name: "Calendar" }).click();
  const grid = patterns.getByRole("grid", { name: "November 2026" });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole("columnheader")).toHaveCount(7);
  const today = grid.getByRole("button", { name: /^20 November 2026, no ripples$/ });
  await expect(today).toHaveAttribute("tabindex", "0");
  await expect(today).toHaveAttribute("aria-current", "date");
  await today.focus();
  // up two weeks to the 6th, left three days to the 3rd
  for (const key of ["ArrowUp", "ArrowUp", "ArrowLeft", "ArrowLeft", "ArrowLeft"]) await page.keyboard.press(key);
  const third = grid.getByRole("button", { name: /^3 November 2026, 2 ripples, / });
  await expect(third).toBeFocused();
  await page.keyboard.press("Enter");
  const dayList = patterns.getByRole("region", { name: "3 November 2026" });
  await expect(dayList.getByRole("button")).toHaveCount(2);
  await expect(grid.getByRole("gridcell", { selected: true })).toHaveCount(1);
  await expectAccessible(page, "calendar");
  await shot(page, "look-back-calendar", BOTH_WIDTHS);
  // a month back with PageUp: October, the 3rd focused
  await page.keyboard.press("PageUp");
  const october = patterns.getByRole("grid", { name: "October 2026" });
  await expect(october.getByRole("button", { name: /^3 October 2026, 1 ripple, / })).toBeFocused();
  // a year back and forward by the buttons, named for where they lead
  await expect(patterns.getByRole("button", { name: "Next year, 2027", exact: true })).toBeVisible();
  await patterns.getByRole("button", { name: "Previous year, 2025", exact: true }).click();
  await expect(patterns.getByRole("grid", { name: "October 2025" })).toBeVisible();
  await patterns.getByRole("button", { name: "Next month" }).click();
  await expect(
    patterns.getByRole("grid", { name: "November 2025" }).getByRole("button", { name: /^20 November 2025, 1 ripple/ }),
  ).toBeVisible();
  // a ripple of the chosen day opens
  await dayList.getByRole("button").filter({ hasText: "Evening call with my sister" }).click();
  await expect(detail).toContainText("Evening call with my sister");
  await page.keyboard.press("Escape");

  // The week looked back on: last week by default.
  await page.getByRole("button", { name: "Your patterns" }).click();
  await patterns.getByRole("group", { name: "Look at" }).getByRole("button", { name: "Week" }).click();
  await expect(patterns.getByText("Week of 9 November 2026")).toBeVisible();
  await expect(patterns.getByTestId("week-summary")).toHaveText("You reflected 3 times on 3 days.");
  await expect(patterns.getByRole("region", { name: "The week's feelings" }).getByRole("listitem").first()).toBeVisible();
  const highlight = patterns.getByRole("region", { name: "A highlight, in your words" });
  await expect(highlight.locator("blockquote")).toHaveText(HIGHLIGHT);
  // no cloud model on this server: no paragraph, the page whole without it
  await expect(patterns.getByRole("button", { name: "Write about my week" })).toHaveCount(0);
  await expect(patterns.getByRole("button", { name: "Next week" })).toBeEnabled();
  await expectAccessible(page, "week");
  await shot(page, "look-back-week", BOTH_WIDTHS);
  await patterns.getByRole("button", { name: "Next week" }).click();
  await expect(patterns.getByText("Week of 16 November 2026")).toBeVisible();
  await expect(patterns.getByRole("button", { name: "Next week" })).toBeDisabled();
  await expect(patterns.getByTestId("week-summary")).toHaveText("No reflections this week, and that's okay.");

  // Your patterns over the whole history: the year three years back.
  await patterns.getByRole("group", { name: "Look at" }).getByRole("button", { name: "Charts" }).click();
  const period = patterns.getByRole("region", { name: "Period" });
  await period.getByRole("button", { name: "Year" }).click();
  await expect(period.getByText("2026", { exact: true })).toBeVisible();
  for (let i = 0; i < 3; i++) await patterns.getByRole("button", { name: "Previous year" }).click();
  await expect(period.getByText("2023", { exact: true })).toBeVisible();
  await expect(patterns.getByRole("button", { name: "Previous year" })).toBeDisabled();
  const wellness = patterns.getByRole("region", { name: "Wellness over time" });
  await expect(wellness.getByRole("img")).toHaveAccessibleName(
    /^Average wellness by month, 2023: \d\.\d overall; 2 of 12 months with reflections\.$/,
  );
  await expect(patterns.getByRole("region", { name: "Mix of emotions" }).getByRole("img")).toHaveAccessibleName(/^Mix of emotions, 2023: /);
  await expect(patterns.getByRole("region", { name: "Your year in pixels" }).getByRole("combobox", { name: "Year" })).toHaveValue("2023");
  await expectAccessible(page, "patterns 2023");
  await shot(page, "look-back-patterns-2023", BOTH_WIDTHS);
  // a month of it, then back to recent weeks
  await period.getByRole("group", { name: "Period" }).getByRole("button", { name: "Month" }).click();
  await expect(period.getByText("December 2023", { exact: true })).toBeVisible();
  await period.getByRole("group", { name: "Period" }).getByRole("button", { name: "Recent" }).click();
  await expect(patterns.getByText(/Your wellness averaged \d+(\.\d)? this month/)).toBeVisible();
});

test.describe("with a cloud text model", () => {
  test.use({ baseURL: CLOUD_APP });

  test("the week's paragraph is written only when asked", async ({ page, signedIn }) => {
    expect(signedIn.user.email).toContain("@");
    await page.clock.setFixedTime(TODAY);
    const imported = await page.request.post("/api/import", {
      headers: { origin: CLOUD_APP, "content-type": "application/json" },
      data: dayOneJson(ENTRIES.slice(2, 5)),
    });
    expect(imported.ok()).toBe(true);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/week-summaries")) asked.push(request.method());
    });
    await openJournal(page);
    await page.getByRole("button", { name: "Your patterns" }).click();
    const patterns = page.getByRole("dialog", { name: "Your patterns" });
    await patterns.getByRole("group", { name: "Look at" }).getByRole("button", { name: "Week" }).click();
    await expect(patterns.getByTestId("week-summary")).toHaveText("You reflected 3 times on 3 days.");
    const section = patterns.getByRole("region", { name: "Your week, in a paragraph" });
    await expect(section).toContainText("Sends this week's words to the AI service");
    expect(asked).toEqual([]);
    await section.getByRole("button", { name: "Write about my week" }).click();
    await expect(section.getByTestId("week-paragraph")).toHaveText(/\S/);
    expect(asked).toEqual(["POST"]);
    await expectAccessible(page, "week with its paragraph");
    await shot(page, "look-back-week-paragraph", BOTH_WIDTHS);
  });
});
