// Helpers for the conversation specs: open conversational mode and speak one turn through the
// speech double. The specs install Playwright's clock before the page opens, so a turn moves
// the page's time on instead of waiting for it.
import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";
import type { RemoteFakeControl } from "../../fakes/remote-control";

/** A little more than the 1000 ms window in which a second stop is taken for a duplicate. */
const BETWEEN_STOPS_MS = 1100;

export async function openConversation(page: Page): Promise<void> {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /Hello/ })).toBeVisible({ timeout: 8000 });
  await page.getByRole("button", { name: "Conversational" }).click();
  await expect(page.getByRole("button", { name: "Conversational" })).toHaveAttribute("aria-pressed", "true");
}

/**
 * One spoken turn; the Ekman fake answers it with `emotion` at `probability` (after `delayMs`).
 * The page's clock runs 1.1 s while the person speaks, so each stop comes more than 1000 ms
 * after the one before, as a person's do (a duplicate stop within 1000 ms is dropped).
 */
export async function speakTurn(page: Page, ekman: RemoteFakeControl, text: string, emotion: string, probability: number, delayMs = 0) {
  await ekman.enqueue({ text: emotion, probability, delayMs });
  await page.getByRole("button", { name: "Start recording" }).click();
  await page.waitForFunction(() => window.__speech?.listening === true);
  await expect(page.getByRole("button", { name: "Voice Mood" })).toBeDisabled(); // no mode change mid-recording
  await page.evaluate((t) => window.__speech!.say(t), text);
  await page.clock.runFor(BETWEEN_STOPS_MS);
  await page.getByRole("button", { name: "Stop recording" }).click();
}

/** Resolves once the page's scroll positions (smooth scrolling included) stay put for a few frames. */
export async function scrollingSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const positions = () =>
          JSON.stringify([window.scrollY, ...Array.from(document.querySelectorAll<HTMLElement>("main *"), (el) => el.scrollTop)]);
        const first = positions();
        let frames = 0;
        const next = () => {
          if (positions() !== first) return resolve(false);
          if (++frames >= 5) return resolve(true);
          requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
  );
}
