// The private journal's switches (decision 021), end to end in Chromium against an inspectable production
// server. One journal is turned on, then its passphrase changed (a wrong current one is refused; a
// fresh browser then opens it with the new passphrase only), then turned off after the confirmation
// (the server reads the entries again, the menu offers to turn it on, a fresh browser goes straight
// to the journal). Another journal of three entries stops midway through sealing (the PUTs after the
// first are held), is reloaded, and finishes sealing by itself once the requests go through.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../src/domain/private-journal/messages";
import { expect, signedInContext, signUpInContext, test } from "./fixtures";
import type { TestUser } from "./fixtures";
import { startInspectableApp } from "./support/in-process-app";
import type { InspectableApp } from "./support/in-process-app";
import { heldUntil, openJournal, passIntro } from "./support/journal";
import { JOURNAL_SWITCH, KEY_DERIVATION } from "./support/waits";

// Budget for each test of this serial file: turning the journal on and off waits for measured Argon2id runs
// and for each sealing or opening round (held and released by events); the budget only bounds a
// loaded two-core machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PASSPHRASE = "lantern cobalt meadow thistle";
const NEW_PASSPHRASE = "velvet harbour quietly ninety";
const WRONG_PASSPHRASE = "lantern cobalt meadow thistles";
const OWNER_ENTRIES = ["I walked by the river and felt calm.", "Work was long today and I feel tired."];
const RESUMED_ENTRIES = ["I baked bread this morning.", "I called my brother tonight.", "I finished the long book at last."];

interface EntryPage {
  entries: { id: string; entryText: string }[];
  sealed: { id: string; envelope: string }[];
}

let server: InspectableApp;
/** The journal of tests 1 and 2: turned on, its passphrase changed, then turned off, in one page. */
let owner: { context: BrowserContext; page: Page; user: TestUser };

test.beforeAll(async () => {
  server = await startInspectableApp();
});

test.afterAll(async () => {
  try {
    await owner?.context.close();
  } finally {
    await server?.close();
  }
});

/** Ordinary entries saved through the API, as a spoken reflection would be. */
async function saveReflections(context: BrowserContext, transcripts: readonly string[]): Promise<void> {
  for (const transcript of transcripts) {
    const response = await context.request.post("/api/reflections", {
      headers: { origin: server.origin },
      data: { id: randomUUID(), transcript, duration: 5, speechDetected: true, mode: "voice" },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function entryPage(context: BrowserContext): Promise<EntryPage> {
  return (await (await context.request.get("/api/entries")).json()) as EntryPage;
}

async function journalStatus(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get("/api/private-journal")).json()) as { status: string }).status;
}

async function openAccountMenu(page: Page) {
  await page.getByRole("button", { name: "Your account" }).click();
  return page.getByRole("dialog", { name: "Your account" });
}

/** Account menu → `Private journal…` → a passphrase twice → the recovery key saved → `Turn on private journal`. */
async function turnOn(page: Page, options: { remember: boolean }): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: "Private journal…" }).click();
  const form = menu.getByRole("form", { name: COPY.title });
  await form.getByLabel(COPY.passphrase, { exact: true }).fill(PASSPHRASE);
  await form.getByLabel(COPY.passphraseAgain).fill(PASSPHRASE);
  await form.getByRole("button", { name: COPY.continue }).click();
  await expect(menu.getByTestId("recovery-key")).toHaveText(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/, { timeout: KEY_DERIVATION });
  await menu.getByLabel(COPY.savedCheckbox).check();
  if (options.remember) await menu.getByLabel(COPY.rememberDevice).check();
  await menu.getByRole("button", { name: COPY.turnOn }).click();
  await expect(menu.getByRole("button", { name: COPY.turnOn })).toBeHidden({ timeout: KEY_DERIVATION });
  await page.keyboard.press("Escape");
}

/** A fresh browser for `user`: asked to unlock, refuses `refused`, opens with `opens`. */
async function expectUnlocksOnlyWith(browser: Browser, user: TestUser, refused: string, opens: string): Promise<void> {
  const context = await signedInContext(browser, server.origin, user);
  const page = await context.newPage();
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByRole("heading", { name: COPY.unlockTitle })).toBeVisible({ timeout: KEY_DERIVATION });
  const unlock = page.getByRole("form", { name: COPY.unlockTitle });
  await unlock.getByLabel(COPY.passphrase).fill(refused);
  await unlock.getByRole("button", { name: COPY.unlock }).click();
  await expect(unlock.getByRole("alert")).toHaveText(COPY.wrongPassphrase, { timeout: KEY_DERIVATION });
  await unlock.getByLabel(COPY.passphrase).fill(opens);
  await unlock.getByRole("button", { name: COPY.unlock }).click();
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible({ timeout: KEY_DERIVATION });
  await context.close();
}

test("the passphrase is changed: a wrong current one is refused, and only the new one opens the journal", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const { user } = await signUpInContext(context, server.origin);
  const page = await context.newPage();
  owner = { context, page, user };
  await saveReflections(context, OWNER_ENTRIES);
  await openJournal(page);
  await turnOn(page, { remember: false });
  await expect(page.getByText(COPY.nowOn)).toBeVisible({ timeout: JOURNAL_SWITCH });

  const menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: COPY.changePassphrase }).click();
  const form = menu.getByRole("form", { name: COPY.changePassphrase });
  await form.getByLabel(COPY.currentPassphrase).fill(WRONG_PASSPHRASE);
  await form.getByLabel(COPY.newPassphrase, { exact: true }).fill(NEW_PASSPHRASE);
  await form.getByLabel(COPY.passphraseAgain).fill(NEW_PASSPHRASE);
  await form.getByRole("button", { name: COPY.changePassphrase }).click();
  await expect(form.getByRole("alert")).toHaveText(COPY.wrongPassphrase, { timeout: KEY_DERIVATION });

  await form.getByLabel(COPY.currentPassphrase).fill(PASSPHRASE);
  await form.getByRole("button", { name: COPY.changePassphrase }).click();
  await expect(page.getByText(COPY.passphraseChanged)).toBeVisible({ timeout: KEY_DERIVATION });
  await expect(form).toBeHidden();
  await page.keyboard.press("Escape");

  await expectUnlocksOnlyWith(browser, user, PASSPHRASE, NEW_PASSPHRASE);
});

test("turned off after the confirmation, the journal is an ordinary one again", async ({ browser }) => {
  const { context, page, user } = owner;
  const menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: COPY.turnOff }).click();
  const confirm = menu.getByRole("group", { name: COPY.turnOff });
  await expect(confirm).toContainText(COPY.turnOffConfirm);
  await confirm.getByRole("button", { name: COPY.turnOffYes }).click();
  await expect(page.getByText(COPY.nowOff)).toBeVisible({ timeout: JOURNAL_SWITCH });

  // the server reads the entries again: in the clear in its answer, none sealed
  const stored = await entryPage(context);
  expect(stored.sealed).toEqual([]);
  expect(stored.entries.map((entry) => entry.entryText).sort()).toEqual([...OWNER_ENTRIES].sort());
  expect(await journalStatus(context)).toBe("off");

  // the menu offers to turn it on again
  await expect(menu.getByRole("button", { name: "Private journal…" })).toBeVisible();
  await page.keyboard.press("Escape");

  // a fresh browser goes straight to the journal
  const fresh = await signedInContext(browser, server.origin, user);
  const freshPage = await fresh.newPage();
  await openJournal(freshPage);
  await expect(freshPage.getByRole("heading", { name: COPY.unlockTitle })).toBeHidden();
  await fresh.close();
});

test("sealing stopped midway goes on by itself after a reload", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const { user: resumed } = await signUpInContext(context, server.origin);
  await saveReflections(context, RESUMED_ENTRIES);
  const page = await context.newPage();
  await openJournal(page);

  // the first sealed entry reaches the server; the others wait until released
  const held = heldUntil();
  let passed = 0;
  await page.route("**/api/entries/*/sealed", async (route) => {
    if (route.request().method() !== "PUT" || passed++ === 0) return route.continue();
    await held.promise;
    // a request of the page before the reload is gone by now: nothing to continue
    await route.continue().catch(() => undefined);
  });
  await turnOn(page, { remember: true });
  await expect(page.getByText(COPY.sealing(1, 3))).toBeVisible({ timeout: KEY_DERIVATION });
  expect(await journalStatus(context)).toBe("enabling");
  const midway = await entryPage(context);
  expect(midway.entries).toHaveLength(2);
  expect(midway.sealed).toHaveLength(1);

  // reloaded (the key remembered on this device): back to the journal, still turning on, the rest held again
  const resealing = page.waitForRequest((request) => request.method() === "PUT" && request.url().endsWith("/sealed"));
  await page.reload();
  await passIntro(page);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible({ timeout: KEY_DERIVATION });
  await expect(page.getByRole("heading", { name: COPY.unlockTitle })).toBeHidden();
  await expect(page.getByText(COPY.sealing(0, 2))).toBeVisible({ timeout: KEY_DERIVATION });
  await resealing;
  expect(await journalStatus(context)).toBe("enabling");

  held.release();
  await expect(page.getByText(COPY.nowOn)).toBeVisible({ timeout: JOURNAL_SWITCH });
  const sealed = await entryPage(context);
  expect(sealed.entries).toEqual([]);
  expect(sealed.sealed).toHaveLength(3);
  expect(await journalStatus(context)).toBe("on");

  // the key remembered on this device goes with signing out: signed in again, the journal asks to be unlocked
  const keyDatabases = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ""));
  expect((await keyDatabases()).some((name) => name.startsWith("ripple-keys:"))).toBe(true);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  expect((await keyDatabases()).some((name) => name.startsWith("ripple-keys:"))).toBe(false);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("ripple:private-journal:")))).toEqual([]);
  const again = await context.request.post("/api/auth/sign-in/email", {
    headers: { origin: server.origin },
    data: { email: resumed.email, password: resumed.password },
  });
  expect(again.ok()).toBe(true);
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByRole("heading", { name: COPY.unlockTitle })).toBeVisible({ timeout: KEY_DERIVATION });
  await context.close();
});
