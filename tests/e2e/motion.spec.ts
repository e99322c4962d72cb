// Motion: the landing's ripples and the microphone's pulse move for ever unless the person asks
// for reduced motion, and then nothing does. Every other spec runs with reduced motion asked for
// (playwright.config.ts, decision 059); this one also looks at the screens with motion allowed.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible } from "./support/journal";

/** The animations running without end on the page (CSS `infinite`). */
function endlessAnimations(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ).length,
  );
}

test.describe("with motion allowed", () => {
  test.use({ reducedMotion: "no-preference" });

  test("the landing's ripples and the idle microphone move, and the journal still passes axe", async ({ page, signedIn }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
    await expect.poll(() => endlessAnimations(page)).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: `Hello, ${signedIn.user.name.split(" ")[0]}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
    await expect.poll(() => endlessAnimations(page)).toBeGreaterThan(0);
    await expectAccessible(page, "journal with motion");
  });
});

test("with reduced motion asked for, nothing on the landing or the journal moves for ever", async ({ page, signedIn }) => {
  expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  expect(await endlessAnimations(page)).toBe(0);
  await expect(page.getByRole("heading", { name: `Hello, ${signedIn.user.name.split(" ")[0]}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
  expect(await endlessAnimations(page)).toBe(0);
});

test("a context a spec opens itself asks for reduced motion too", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/terms-of-service");
  expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
  await context.close();
});
