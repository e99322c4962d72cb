// Nothing a user said is ever lost: a reflection stays in the browser's outbox (IndexedDB, per
// user) until the server confirms it, and one left unconfirmed is sent again, same id, on the next
// visit — one an earlier version left in localStorage included.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { speechDoubleScript } from "./support/speech-double";
import { BOTH_WIDTHS, openJournal, passIntro, shot, speak, storedEntries } from "./support/journal";
import { outboxOf } from "./support/outbox";
import { serverFailing } from "./support/server-failing";
import { REPLY_DEADLINE, SYNC } from "./support/waits";

const RECOVERY_TOAST = "Welcome back. The words you shared last time hadn't reached your journal yet — saving them now.";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } }).user.id;
}

const pending = outboxOf;

test("words whose save failed are kept in the browser and saved on the next visit, once", async ({ page, signedIn }) => {
  const words = "I keep replaying the argument with my sister and I feel sad and tired of always being the one to apologise.";
  await page.route("**/api/reflections", (route) => serverFailing(route));
  await openJournal(page);
  await speak(page, words);
  await expect(page.getByRole("heading", { name: "Your words are safe here" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to save journal entry." })).toBeVisible();
  const id = await userId(page);
  const kept = await pending(page, id);
  expect(kept.map((r) => r.transcript)).toEqual([words]);

  // the tab is closed; the next visit finds the words and saves them
  await page.unroute("**/api/reflections");
  await page.reload();
  await passIntro(page);
  await expect(page.getByText(RECOVERY_TOAST)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.getByText("From your last visit — now safely in your journal")).toBeVisible();
  await shot(page, "result-recovered", BOTH_WIDTHS);
  await expect(page.getByRole("article", { name: "Reflection analysis" })).toContainText(words);
  await expect.poll(() => pending(page, id)).toEqual([]);
  const entries = await storedEntries(signedIn.calls);
  expect(entries.map((e) => [e.id, e.entryText])).toEqual([[kept[0]!.id, words]]);

  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
  await page.reload();
  await passIntro(page);
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(RECOVERY_TOAST)).toHaveCount(0);
});

test("a reflection an earlier version kept in localStorage, which the server already stored, is answered from storage, not saved twice", async ({
  page,
  signedIn,
  baseURL,
}) => {
  const reflection = {
    id: randomUUID(),
    transcript: "The garden finally bloomed after weeks of rain and I feel hopeful and calm about the coming spring.",
    duration: 11,
    speechDetected: true,
  };
  const saved = await page.request.post("/api/reflections", {
    headers: { origin: baseURL! },
    data: { ...reflection, mode: "voice" },
  });
  expect(saved.status()).toBe(201);

  await page.goto("/terms-of-service");
  const id = await userId(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    `ripple:pending-reflections:${id}`,
    JSON.stringify([{ ...reflection, keptAt: new Date().toISOString() }]),
  ] as const);
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByText("From your last visit — now safely in your journal")).toBeVisible({ timeout: SYNC });
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible();
  await expect.poll(() => pending(page, id)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), `ripple:pending-reflections:${id}`)).toBeNull();
  expect(await storedEntries(signedIn.calls)).toHaveLength(1);
});

test("letting unsaved words go forgets them", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.route("**/api/reflections", (route) => serverFailing(route));
  await openJournal(page);
  await speak(page, "A short walk at lunch helped me breathe again after a stressful and noisy morning.");
  await page.getByRole("button", { name: "Discard" }).click();
  await page.getByRole("button", { name: "Yes, let these words go" }).click();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
  const user = await userId(page);
  await expect.poll(() => pending(page, user)).toEqual([]);
});
