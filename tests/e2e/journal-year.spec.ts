// A year of journal (150 entries) comes in through the account menu's
// import (a Day One ZIP built here), every one of them is reachable in the Ripples drawer, the
// search finds the oldest by a word prefix, and 'Your patterns' shows each chart with its text
// alternative. Editing, the 409 and re-analysis are journal-edit.spec.ts; the export formats
// opening (ZIP listing, CSV parse, JSON round trip) are journal-transfer.spec.ts.
import { randomUUID } from "node:crypto";
import { strToU8, zipSync } from "fflate";
import { expect, test } from "./fixtures";
import { openJournal, shot } from "./support/journal";
import { IMPORT } from "./support/waits";

const COUNT = 150;
const DAY_MS = 86_400_000;
const OLDEST = "First morning by the lighthouse: exhausted after the move, but the sea was calm and so was I.";
const FILLER = [
  "Walked the long way home and listened to the rain on the bridge.",
  "A slow morning with tea and the crossword, nothing pressing.",
  "Work was loud today; I kept my head down and finished the report.",
  "Called my sister and we planned the summer visit, which made me happy.",
  "Cooked soup from whatever was left in the fridge and felt grateful for a quiet evening.",
  "Felt anxious before the meeting, then relieved when it went fine.",
];

/** 150 entries from a year ago up to yesterday, oldest first, in Day One's export shape. */
function dayOneZip(now: number): Buffer {
  const first = now - 365 * DAY_MS;
  const step = (364 * DAY_MS) / (COUNT - 1);
  const entries = Array.from({ length: COUNT }, (_, i) => ({
    uuid: randomUUID().replaceAll("-", "").toUpperCase(),
    creationDate: new Date(first + Math.round(i * step)).toISOString().replace(/\.\d{3}Z$/, "Z"),
    text: i === 0 ? OLDEST : `${FILLER[i % FILLER.length]} Day ${i}.`,
    tags: i % 10 === 0 ? ["family"] : [],
    timeZone: "Europe/London",
  }));
  const json = JSON.stringify({ metadata: { version: "1.0" }, entries });
  return Buffer.from(zipSync({ "Journal.json": strToU8(json) }));
}

test("a year imported from Day One: every ripple reachable, an old one found by a prefix, each pattern with its words", async ({
  page,
  signedIn,
}) => {
  // waits for the import's progress to finish (150 entries analysed on the server), then walks the
  // drawer ripple by ripple; each step waits for its own event, the budget bounds a busy machine
  test.setTimeout(60_000);
  expect(signedIn.user.email).toBeTruthy();
  await openJournal(page);

  // Import through the account menu: the preview first, then the import itself.
  await page.getByRole("button", { name: "Your account" }).click();
  const account = page.getByRole("dialog");
  await account.getByLabel("Choose a file to import").setInputFiles({
    name: "Day One export.zip",
    mimeType: "application/zip",
    buffer: dayOneZip(Date.now()),
  });
  await expect(account.getByText(`${COUNT} ripples will be imported`)).toBeVisible({ timeout: IMPORT });
  await account.getByRole("button", { name: `Import ${COUNT} ripples` }).click();
  await expect(account.getByText(`${COUNT} ripples imported`)).toBeVisible({ timeout: IMPORT });
  await shot(page, "year-import-done");
  await page.keyboard.press("Escape");

  // All of them in the drawer, the oldest at the end.
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await expect(drawer.getByRole("status")).toHaveText(`${COUNT} ripples`);
  const cards = drawer.getByRole("button", { name: /^Ripple from/ });
  const scroller = drawer.getByTestId("ripples-scroller");
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(cards.last()).toContainText(OLDEST, { timeout: 500 });
  }).toPass();

  // The search finds it by a prefix and marks the match.
  await drawer.getByPlaceholder("Search your ripples").fill("lighth");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(OLDEST);
  await expect(cards.first().locator("mark").first()).toHaveText(/^lighth/i);
  await page.keyboard.press("Escape");
  await expect(drawer.getByRole("status")).toHaveText(`${COUNT} ripples`);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // Your patterns: each chart is there, each with words a screen reader can read.
  await page.getByRole("button", { name: "Your patterns" }).click();
  const patterns = page.getByRole("dialog", { name: "Your patterns" });
  for (const chart of ["Wellness over time", "Mix of emotions", "Your year in pixels", "Top themes", "When you reflect"]) {
    const section = patterns.getByRole("region", { name: chart });
    await expect(section, chart).toBeVisible();
    // the chart itself is one labelled image, and a table or summary says the same in words
    await expect(section.getByRole("img").first(), chart).toHaveAccessibleName(/\S/);
    await expect(section.getByRole("table").or(section.getByRole("paragraph")).first(), chart).toBeAttached();
  }
  await expect(patterns.getByText(/Your wellness averaged \d+(\.\d)? this month/)).toBeVisible();
  await shot(page, "year-patterns", [375, 1280]);
});
