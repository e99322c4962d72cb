// The Ripples drawer over many entries: every ripple is reachable though only a few are
// in the page at once (virtualised), and the search finds an old one by a word prefix with its
// match marked, ignores accents both ways, filters by mood, says so kindly when nothing matches,
// and clearing (the button or Escape) brings the timeline back.
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { BOTH_WIDTHS, expectAccessible, openJournal, shot } from "./support/journal";

const COUNT = 60;
const MOODS = ["positive", "negative", "neutral", "mixed"] as const;
const EMOTIONS = ["calm", "sad", "tired", "hopeful", "grateful"];
const OLDEST = "The very first ripple: completely exhausted after the night shift, then a quiet hour at the café by the harbour.";
const PLAIN_CAFE = "Met Jonas at the cafe near the station and we laughed about nothing at all.";
const FILLER = [
  "Walked the long way home and listened to the rain on the bridge.",
  "A slow morning with tea and the crossword, nothing pressing.",
  "Work was loud today; I kept my head down and finished the report.",
  "Called my sister and we planned the summer visit.",
  "Cooked soup from whatever was left in the fridge and it was good.",
];

function textOf(i: number): string {
  if (i === 0) return OLDEST;
  if (i === 30) return PLAIN_CAFE;
  return `${FILLER[i % FILLER.length]} Note ${i}.`;
}

test("every ripple is reachable, and the search finds, marks, filters and clears", async ({ page, context, baseURL, signedIn }) => {
  test.setTimeout(90_000); // sixty saves, then a long walk through the drawer
  expect(signedIn.user.email).toBeTruthy();
  // Oldest first, so the server's times order them as written.
  for (let i = 0; i < COUNT; i++) {
    const saved = await context.request.post("/api/entries", {
      headers: { origin: baseURL! },
      data: { id: randomUUID(), entryText: textOf(i), emotion: EMOTIONS[i % EMOTIONS.length], mood: MOODS[i % MOODS.length] },
    });
    expect(saved.status(), await saved.text()).toBe(201);
  }

  await openJournal(page);
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  const status = drawer.getByRole("status");
  const timeline = drawer.getByRole("list", { name: "Your ripples" });
  const cards = drawer.getByRole("button", { name: /^Ripple from/ });
  await expect(status).toHaveText(`${COUNT} ripples`);
  await expect(timeline.getByRole("heading", { name: "Today" })).toBeVisible();
  await expect(cards.first()).toContainText(textOf(COUNT - 1));
  // Virtualised: a screenful is in the page, not sixty; the list says how long it really is.
  expect(await cards.count()).toBeLessThan(COUNT / 2);
  await expect(timeline.getByRole("listitem").first()).toHaveAttribute("aria-setsize", String(COUNT + 1));
  await shot(page, "ripples-timeline", BOTH_WIDTHS);

  // Scrolling to the end reaches the oldest (the rows are measured as they come, so scroll until it shows).
  const scroller = drawer.getByTestId("ripples-scroller");
  await expect(async () => {
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(cards.last()).toContainText(OLDEST, { timeout: 500 });
  }).toPass();
  expect(await cards.count()).toBeLessThan(COUNT / 2);
  await expect(timeline.getByText(textOf(COUNT - 1))).toHaveCount(0);

  // A word prefix finds the oldest, its matched word marked.
  const search = drawer.getByRole("searchbox", { name: "Search your ripples" });
  await expect(search).toHaveAttribute("placeholder", "Search your ripples");
  await search.pressSequentially("exhaus");
  const results = drawer.getByRole("list", { name: "Search results" });
  await expect(status).toHaveText("1 ripple matches");
  await expect(results.getByRole("button", { name: /^Ripple from/ })).toHaveCount(1);
  await expect(results.getByRole("button", { name: /^Ripple from/ })).toContainText(OLDEST);
  await expect(results.locator("mark")).toHaveText(["exhausted"]);
  await expectAccessible(page, "ripples search results");
  await shot(page, "ripples-search", BOTH_WIDTHS);

  // Accents and case are ignored, in the entries and in the query.
  for (const query of ["cafe", "CAFÉ"]) {
    await search.fill(query);
    await expect(status).toHaveText("2 ripples match");
    await expect(results.locator("mark")).toHaveText(["cafe", "café"]);
  }

  // The clear button brings the timeline back.
  await drawer.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
  await expect(search).toBeFocused();
  await expect(status).toHaveText(`${COUNT} ripples`);
  await expect(timeline).toBeVisible();

  // Mood filter, alone and with a query.
  await drawer.getByRole("button", { name: "Filters" }).click();
  await drawer.getByLabel("Mood").selectOption("negative");
  const negative = Array.from({ length: COUNT }, (_, i) => i).filter((i) => MOODS[i % MOODS.length] === "negative");
  await expect(status).toHaveText(`${negative.length} ripples match`);
  await expect(cards.first()).toContainText(textOf(negative.at(-1)!));
  await search.fill("cafe");
  await expect(status).toHaveText(
    "No ripples match “cafe” with these filters. Try another word or fewer filters, or clear them to see them all.",
  );
  await expectAccessible(page, "ripples filters, nothing matching");
  await shot(page, "ripples-filters-empty", BOTH_WIDTHS);
  await drawer.getByLabel("Mood").selectOption("positive");
  await expect(status).toHaveText("1 ripple matches");
  // a long text's preview starts a few words before its first match
  await expect(results.getByRole("button", { name: /^Ripple from/ })).toContainText(
    "… shift, then a quiet hour at the café by the harbour.",
  );
  await drawer.getByRole("button", { name: "Clear filters" }).click();
  await expect(status).toHaveText("2 ripples match");

  // Nothing matches: said kindly; Escape in the field clears it and the drawer stays open.
  await search.fill("zebra");
  await expect(status).toHaveText("No ripples match “zebra” yet. Try another word, or clear the search to see them all.");
  await expect(cards).toHaveCount(0);
  await search.press("Escape");
  await expect(search).toHaveValue("");
  await expect(drawer).toBeVisible();
  await expect(status).toHaveText(`${COUNT} ripples`);
  await expect(cards.first()).toContainText(textOf(COUNT - 1));

  // From the keyboard: arrow keys move between cards, End reaches the oldest.
  await cards.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(":focus")).toContainText(textOf(COUNT - 2));
  await page.keyboard.press("End");
  await expect(page.locator(":focus")).toContainText(OLDEST);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Back to Ripples" })).toBeVisible();
});
