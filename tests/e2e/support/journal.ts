// Helpers for the journal specs: open the main screen, speak through the speech double,
// run axe, and (with RIPPLE_SHOTS=1) save a screenshot of the screen under /tmp/shots/e2e/.
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import type { APIResponse, Page } from "@playwright/test";
import { INTRO_DURATION_MS } from "../../../src/domain/constants";

export const SHOTS_DIR = "/tmp/shots/e2e";

/**
 * Moves a signed-in page past the landing's 3 s intro at once, on the page's clock (installed by
 * signUpInContext): once the landing shows, the page's timers jump the intro's length, and its
 * date is set back to where it was, so what the page dates stays in step with the server's
 * clock. Had the intro's timer not started yet, it runs its 3 s as usual.
 * screens-landing.spec.ts waits the intro out.
 */
export async function passIntro(page: Page): Promise<void> {
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.fastForward(INTRO_DURATION_MS);
  await page.clock.setSystemTime(pageNow);
}

/** Opens the app and waits for the main screen, past the landing's intro. */
export async function openJournal(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await passIntro(page);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
}

export async function startRecording(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Start recording" }).click();
  await page.waitForFunction(() => window.__speech?.listening === true);
}

export async function say(page: Page, text: string, options: { interim?: boolean } = {}): Promise<void> {
  await page.evaluate(([t, o]) => window.__speech!.say(t, o), [text, options] as const);
}

/** Starts recording, says the text as one final result and stops. */
export async function speak(page: Page, text: string): Promise<void> {
  await startRecording(page);
  await say(page, text);
  await page.getByRole("button", { name: "Stop recording" }).click();
}

/** A gate for a routed request: it waits on `promise` until the test has seen what it wanted and calls `release`. */
export function heldUntil(): { promise: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

/**
 * Resolves once the page's running transitions and finite animations have finished (a drawer
 * sliding in, a fade): measured mid-way, a heading's colour is still blending into its background.
 * Endless ones (a pulsing microphone) and paused ones are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = (animation: Animation) =>
      animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
    // Finishing one may start the next (a transition that ends and triggers another): look again until none is left.
    for (let running = document.getAnimations().filter(finite); running.length > 0; running = document.getAnimations().filter(finite)) {
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Axe with the WCAG 2.1 A/AA rules, once the screen has stopped moving; fails on any serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join("\n")}`,
  );
  // soft: one run reports every screen's violations
  expect.soft(summary, `axe on ${screen}`).toEqual([]);
}

/** Phone and desktop widths for screens that a spec reaches at one size only. */
export const BOTH_WIDTHS = [375, 1280];

/**
 * Saves a full-page screenshot when RIPPLE_SHOTS is set (the suite stays lean without it),
 * at the page's width or at each of `widths` (the viewport is restored afterwards).
 */
export async function shot(page: Page, name: string, widths?: number[]): Promise<void> {
  if (!process.env.RIPPLE_SHOTS) return;
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of widths ?? [original.width]) {
    const height = width === original.width ? original.height : width < 600 ? 812 : 860;
    if (width !== page.viewportSize()?.width) await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true, animations: "disabled" });
  }
  if (widths) await page.setViewportSize(original);
}

/** Axe, then the screenshot. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  await shot(page, name);
}

export interface StoredEntry {
  id: string;
  entryText: string;
  emotion: string;
  createdAt: string;
}

/** The user's entries from GET /api/entries (the fixture sends it again on a reset connection). */
export async function storedEntries(calls: { entries: () => Promise<APIResponse> }): Promise<StoredEntry[]> {
  return ((await (await calls.entries()).json()) as { entries: StoredEntry[] }).entries;
}
