// Offline (decision 020): with the app installed (the service worker controlling the page) and the
// connection gone, a reload still opens the person's journal — the history from the browser's
// replica — and a typed reflection is answered on the device and kept with "Saved on this device —
// it will sync when you're back online". When the connection returns it syncs by itself, with no
// reload, stored once under its own id; closed before that, it is sent on the next visit, once.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BOTH_WIDTHS, openJournal, shot, storedEntries } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE, SYNC } from "./support/waits";

test.use({ serviceWorkers: "allow" });

const EARLIER = "Yesterday I walked along the river after work and felt calm and grateful for the quiet evening.";
const OFFLINE_WORDS = "Writing this on the train with no signal: tired after a long week, but proud that I finished the bench with my dad.";
const SECOND_WORDS = "And one more thought before my stop: I want to call my sister this weekend and tell her how much she helped.";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

/** Opens the journal with one earlier ripple in it, and waits until the service worker controls the page. */
async function installedJournal(page: Page, baseURL: string): Promise<void> {
  const saved = await page.request.post("/api/reflections", {
    headers: { origin: baseURL },
    data: { id: crypto.randomUUID(), transcript: EARLIER, duration: 20, mode: "voice" },
  });
  expect(saved.status()).toBe(201);
  await openJournal(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await openJournal(page); // the reload the worker needs to take control
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The replica has the journal before the connection goes.
  await page.getByRole("button", { name: "Ripples" }).click();
  await expect(page.getByRole("dialog", { name: "Recent Ripples" })).toContainText(EARLIER);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Recent Ripples" })).toHaveCount(0);
}

async function typeReflection(page: Page, words: string): Promise<void> {
  await page.getByRole("button", { name: "Type instead" }).click();
  await page.getByRole("textbox", { name: "Your reflection" }).fill(words);
  await page.getByRole("textbox", { name: "Your reflection" }).press("Control+Enter");
}

test("offline, a reload opens the journal from the replica; a typed reflection is kept on the device and syncs itself when the connection returns", async ({
  page,
  context,
  signedIn,
  baseURL,
}) => {
  await installedJournal(page, baseURL!);
  await context.setOffline(true);
  await openJournal(page);
  await page.getByRole("button", { name: "Ripples" }).click();
  await expect(page.getByRole("dialog", { name: "Recent Ripples" })).toContainText(EARLIER);
  await page.keyboard.press("Escape");

  await typeReflection(page, OFFLINE_WORDS);
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const note = page.getByRole("status").filter({ hasText: "Saved on this device — it will sync when you're back online" });
  await expect(note).toBeVisible();
  await expect(page.getByRole("article", { name: "Reflection analysis" })).toContainText(OFFLINE_WORDS); // analysed on the device
  await shot(page, "result-saved-on-device", BOTH_WIDTHS);
  expect((await storedEntries(signedIn.calls)).map((e) => e.entryText)).toEqual([EARLIER]);

  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Synced — it's in your journal now" })).toBeVisible({ timeout: SYNC });
  const entries = await storedEntries(signedIn.calls);
  expect(entries.map((e) => e.entryText).sort()).toEqual([EARLIER, OFFLINE_WORDS].sort());
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await page.getByRole("button", { name: "Ripples" }).click();
  await expect(page.getByRole("dialog", { name: "Recent Ripples" })).toContainText(OFFLINE_WORDS);
});

test("with the server out of reach while the browser says it is online, Continue reflecting goes back to writing: a second reflection is kept too, each labelled once", async ({
  page,
  context,
  signedIn,
  baseURL,
}) => {
  // the service worker installed, two reflections answered on the device, then a sync: past the 45 s default on a busy machine
  test.setTimeout(90_000);
  await installedJournal(page, baseURL!);
  // The server goes away (a captive portal, the server down): requests are refused while the
  // browser still reports a connection, so the journal's own recovery on Continue would try it.
  await context.route("**/api/**", (route) => route.abort("connectionrefused"));

  await typeReflection(page, OFFLINE_WORDS);
  const saved = page.getByRole("heading", { name: "Your reflection has been saved" });
  await expect(saved).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(saved).toBeFocused();
  await expect(page.getByText("Saved on this device — it will sync when you're back online")).toBeVisible();
  await expect(page.getByText(/From your last visit/)).toHaveCount(0);
  const analysis = page.getByRole("article", { name: "Reflection analysis" });
  await expect(analysis).toContainText(OFFLINE_WORDS);

  await page.getByRole("button", { name: "Continue reflecting" }).click();
  // Not the same result again: the field to write the next one, with focus.
  const field = page.getByRole("textbox", { name: "Your reflection" });
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await expect(saved).toHaveCount(0);
  await field.fill(SECOND_WORDS);
  await field.press("Control+Enter");
  await expect(saved).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(saved).toBeFocused();
  await expect(analysis).toContainText(SECOND_WORDS);
  await expect(page.getByText("Saved on this device — it will sync when you're back online")).toHaveCount(1);
  await expect(page.getByText(/From your last visit/)).toHaveCount(0);
  await shot(page, "second-reflection-on-device", BOTH_WIDTHS);

  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await expect(drawer.getByRole("button", { name: /waiting to sync/ })).toHaveCount(2);
  await page.keyboard.press("Escape");

  // The server answers again: both sync, each stored once.
  await context.unroute("**/api/**");
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByRole("status").filter({ hasText: "Synced — it's in your journal now" })).toBeVisible({ timeout: SYNC });
  await expect
    .poll(async () => (await storedEntries(signedIn.calls)).map((e) => e.entryText).sort(), { timeout: SYNC })
    .toEqual([EARLIER, OFFLINE_WORDS, SECOND_WORDS].sort());
});

test("a reflection kept offline is in the journal of every tab, waiting to sync; it survives closing the tab and is sent once, dated when it was written", async ({
  page,
  context,
  signedIn,
  baseURL,
}) => {
  test.setTimeout(90_000); // three tabs, a worker install and two syncs: 31 s here alone, 49 s in a loaded CI run
  await installedJournal(page, baseURL!);
  await context.setOffline(true);
  await typeReflection(page, OFFLINE_WORDS);
  await expect(page.getByText("Saved on this device — it will sync when you're back online")).toBeVisible({ timeout: SYNC });

  // A second tab, offline too, shows it among the ripples, marked and not yet editable.
  const second = await context.newPage();
  await second.addInitScript(speechDoubleScript());
  await openJournal(second);
  await second.getByRole("button", { name: "Ripples" }).click();
  const drawer = second.getByRole("dialog", { name: "Recent Ripples" });
  await expect(drawer).toContainText(OFFLINE_WORDS);
  await expect(drawer).toContainText(EARLIER);
  const waiting = drawer.getByRole("button", { name: /waiting to sync/ });
  await expect(waiting).toHaveCount(1);
  await expect(drawer.getByRole("button", { name: "Delete ripple" })).toHaveCount(1); // the earlier ripple's only
  await shot(second, "drawer-waiting-to-sync", BOTH_WIDTHS);
  await waiting.click();
  const detail = second.getByRole("dialog").filter({ hasText: "Back to Ripples" });
  await expect(detail.getByRole("status")).toHaveText(
    "This ripple is saved on this device and will reach your journal when you're back online. You can edit or delete it once it has synced.",
  );
  await expect(detail.getByRole("article", { name: "Reflection analysis" })).toContainText(OFFLINE_WORDS);
  await expect(detail.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await second.close();
  await page.close();

  const onlineAt = Date.now();
  await context.setOffline(false);
  const next = await context.newPage();
  await openJournal(next);
  await expect(next.getByText("From your last visit — now safely in your journal")).toBeVisible({ timeout: SYNC });
  const entries = await storedEntries(signedIn.calls);
  const synced = entries.filter((e) => e.entryText === OFFLINE_WORDS);
  expect(synced).toHaveLength(1);
  expect(Date.parse(synced[0]!.createdAt)).toBeLessThan(onlineAt);
  await next.getByRole("button", { name: "Continue reflecting" }).click();
  await next.getByRole("button", { name: "Ripples" }).click();
  await expect(next.getByRole("dialog", { name: "Recent Ripples" })).toContainText(OFFLINE_WORDS);
  await expect(next.getByRole("button", { name: /waiting to sync/ })).toHaveCount(0);
});
