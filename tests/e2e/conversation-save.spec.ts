// Saving a conversation as one ripple when the save fails (nothing said is lost): the
// conversation stays on screen and in the browser, the person may keep talking or try again,
// every attempt carries the same session id, and it is stored once.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { passIntro } from "./support/journal";
import { CLOUD_APP, fakes, resetFakes } from "./support/cloud";
import { openConversation, speakTurn } from "./support/conversation";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

const { ekman, openai } = fakes;

test.use({ baseURL: CLOUD_APP });

test.beforeEach(async ({ page }) => {
  await resetFakes();
  await page.clock.install();
  await page.addInitScript(speechDoubleScript());
});

const you = (page: Page) => page.getByRole("article", { name: "You said" });
const safeHere = (page: Page) => page.getByRole("heading", { name: "Your conversation is safe here" });

test("a failed save keeps the conversation; trying again saves it once, under the same id", async ({ page, signedIn }) => {
  const sent: string[] = [];
  const answers = ["unreachable", "signed-out", "through"];
  await page.route("**/api/conversations", async (route) => {
    sent.push((route.request().postDataJSON() as { id: string }).id);
    const answer = answers[sent.length - 1];
    if (answer === "unreachable") return route.abort("internetdisconnected");
    if (answer === "signed-out") {
      return route.fulfill({ status: 401, json: { error: { code: "unauthorized", message: "Sign in first" } } });
    }
    return route.continue();
  });

  await openConversation(page);
  await openai.enqueue({ text: "It sounds like the slow evening did you good." });
  await speakTurn(page, ekman, "I cooked dinner slowly tonight and felt calm for the first time this week.", "joy", 0.3);
  await expect(page.getByRole("article", { name: "Ripple said" })).toContainText("the slow evening did you good");

  // No answer at all: 'Failed to save journal entry.', the words still there.
  await page.getByRole("group", { name: "How would you like to continue?" }).getByRole("button", { name: "That feels complete" }).click();
  await expect(safeHere(page)).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.getByRole("alert").filter({ hasText: "Failed to save journal entry." })).toBeVisible();
  await expect(you(page)).toContainText("I cooked dinner slowly tonight");

  // Keep talking: back to the mic with the conversation kept; completing it again is refused (401).
  await page.getByRole("button", { name: "Keep talking" }).click();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeEnabled();
  await expect(you(page)).toHaveCount(1);
  await page.getByRole("button", { name: "That feels complete" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You must be logged in to save entries." })).toBeVisible({
    timeout: REPLY_DEADLINE,
  });

  // Try again: saved, once.
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(safeHere(page)).toHaveCount(0);
  expect(sent).toHaveLength(3);
  expect(new Set(sent).size).toBe(1);
  const { entries } = (await (await signedIn.calls.entries()).json()) as { entries: { id: string; entryText: string }[] };
  expect(entries.map((entry) => entry.id)).toEqual([sent[0]]);
  expect(entries[0]!.entryText).toContain("I cooked dinner slowly tonight");

  // The saved conversation is over: after a reload the journal opens in Voice Mood.
  await page.reload();
  await passIntro(page);
  await expect(page.getByRole("heading", { name: /Hello/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Voice Mood" })).toHaveAttribute("aria-pressed", "true");
});
