// At 375 px (a small phone): the labels of the 'Your patterns' charts are at least 11 px as drawn
// (their SVG's own scale included), a toast raised while a drawer is open leaves the drawer's
// header (title and Close) uncovered, and the top bar's controls all fit, none on another.
// Screenshots of each go to /tmp/shots/e2e with RIPPLE_SHOTS=1.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openJournal, shot } from "./support/journal";

test.use({ viewport: { width: 375, height: 812 } });

const DAY = 24 * 60 * 60 * 1000;
const WORDS = [
  "Work was stressful today, the deadline moved again and my manager wants the project finished by Friday.",
  "Dinner with my family was lovely and I feel grateful for my sister and her kids.",
  "I barely slept and my body aches, I need to look after my health better this week.",
  "I am learning to be patient with myself, a small step of growth on a long journey.",
  "A calm walk along the river after work, grateful for the quiet evening light.",
  "So much pressure lately, I feel overwhelmed and anxious about the meetings tomorrow.",
];

async function seed(page: Page, origin: string): Promise<void> {
  for (const [i, transcript] of WORDS.entries()) {
    const response = await page.request.post("/api/reflections", {
      headers: { origin },
      data: {
        id: crypto.randomUUID(),
        transcript,
        duration: 30,
        mode: "voice",
        recordedAt: new Date(Date.now() - i * 9 * DAY).toISOString(),
      },
    });
    expect(response.status()).toBe(201);
  }
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test("the charts' labels are at least 11 px as drawn", async ({ page, signedIn, baseURL }) => {
  await seed(page, baseURL!);
  await openJournal(page);
  await page.getByRole("button", { name: "Your patterns" }).click();
  const sheet = page.getByRole("dialog", { name: "Your patterns" });
  const charts = sheet.locator("svg[data-chart]");
  await expect(charts).toHaveCount(5);
  for (const chart of await charts.all()) await chart.scrollIntoViewIfNeeded();

  const labels = await sheet.locator("svg[data-chart] text").evaluateAll((texts) =>
    texts.map((text) => {
      const svg = (text as SVGTextElement).ownerSVGElement!;
      // The font size as drawn: its computed size times the SVG's scale (1 when it is drawn at its own size).
      const viewBox = svg.viewBox.baseVal;
      const scale = viewBox && viewBox.width > 0 ? svg.getBoundingClientRect().width / viewBox.width : 1;
      const sizes = [text, ...text.querySelectorAll("tspan")].map((part) => parseFloat(getComputedStyle(part).fontSize) * scale);
      return { chart: svg.dataset.chart, text: text.textContent, px: Math.round(Math.min(...sizes) * 10) / 10 };
    }),
  );
  expect(labels.length).toBeGreaterThan(20);
  expect(labels.filter((label) => label.px < 11)).toEqual([]);
  // and none wider than the sheet
  const widths = await charts.evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().right));
  for (const right of widths) expect(right).toBeLessThanOrEqual(375);
  await sheet.locator("svg[data-chart='wellness']").scrollIntoViewIfNeeded();
  await shot(page, "narrow-patterns-wellness");
  await sheet.locator("svg[data-chart='year-pixels']").scrollIntoViewIfNeeded();
  await shot(page, "narrow-patterns-year");
  await sheet.locator("svg[data-chart='times']").scrollIntoViewIfNeeded();
  await shot(page, "narrow-patterns-themes");
  void signedIn;
});

test("a toast raised while a drawer is open leaves its header uncovered", async ({ page, signedIn, baseURL }) => {
  await seed(page, baseURL!);
  await openJournal(page);
  /** The toast is clear of the drawer's header, and a tap on the header's button reaches it. */
  async function clearOfHeader(drawer: Locator, message: string, button: string) {
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: message });
    await expect(toast).toBeVisible();
    const header = drawer.locator("header").first();
    expect(overlaps(await box(toast), await box(header)), `"${message}" covers the header`).toBe(false);
    const target = await box(drawer.getByRole("button", { name: button }).first());
    const reached = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("[role=dialog] header") !== null,
      [target.x + target.width / 2, target.y + target.height / 2],
    );
    expect(reached, `${button} can be tapped`).toBe(true);
  }

  // The list of ripples: one released.
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await expect(drawer.getByRole("button", { name: "Delete ripple" })).toHaveCount(WORDS.length);
  await drawer.getByRole("button", { name: "Delete ripple" }).first().click();
  await drawer.getByRole("button", { name: "Delete", exact: true }).click();
  await clearOfHeader(drawer, "Your ripple has been released.", "Close");
  await shot(page, "narrow-toast-over-ripples");

  // A ripple's detail, whose header is taller (Back to Ripples above the title): an edit saved.
  await drawer
    .getByRole("button", { name: /^Ripple from/ })
    .first()
    .click();
  const detail = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Back to Ripples" }) });
  await detail.getByRole("button", { name: "Edit" }).click();
  const field = detail.getByRole("textbox", { name: "Your reflection" });
  await field.fill(`${await field.inputValue()} And then it rained.`);
  await detail.getByRole("button", { name: "Save changes" }).click();
  await clearOfHeader(detail, "Your changes are saved.", "Back to Ripples");
  await shot(page, "narrow-toast-over-detail");
  void signedIn;
});

test("the top bar's controls all fit at 375 px, none on another, each at least 40 px to tap", async ({ page, signedIn }) => {
  await openJournal(page);
  const bar = page.locator("header").first();
  const controls = bar.locator("button, [role=img], h1");
  const boxes = await controls.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          name: element.getAttribute("aria-label") ?? element.textContent?.trim(),
          tag: element.tagName,
          x: rect.x,
          y: rect.y,
          width: rect.width,
          height: rect.height,
        };
      }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(6);
  for (const control of boxes) {
    expect(control.x, `${control.name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(control.x + control.width, `${control.name} ends on screen`).toBeLessThanOrEqual(375);
    if (control.tag === "BUTTON")
      expect(Math.min(control.width, control.height), `${control.name} is big enough to tap`).toBeGreaterThanOrEqual(40);
  }
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) expect(overlaps(a, b), `${a.name} and ${b.name} overlap`).toBe(false);
  }
  // the words of the title are not squeezed: the whole title shows on one line
  const title = bar.locator("h1");
  const titleBox = await box(title);
  expect(titleBox.height).toBeLessThan(40);
  await shot(page, "narrow-top-bar");
  void signedIn;
});
