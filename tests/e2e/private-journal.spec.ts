// The private journal (decision 021), end to end in Chromium against the real server code run in this
// process, so the test can read every table and log line afterwards. Turned on with a passphrase,
// an earlier entry is sealed in the browser; a typed reflection with a distinctive word is answered
// on the device and never leaves it in the clear (every request is inspected; the database and the
// logs, read with the server's own access, do not hold it); a crisis text still shows the crisis
// lines. A second browser is asked to unlock: a wrong passphrase is refused, the right one opens the
// entry; a third opens it with the recovery key and sets a new passphrase.
import type { Page } from "@playwright/test";
import { expect, signedInContext, signUpInContext, test } from "./fixtures";
import type { TestUser } from "./fixtures";
import { startInspectableApp } from "./support/in-process-app";
import type { InspectableApp } from "./support/in-process-app";
import { BOTH_WIDTHS, expectAccessible, openJournal, passIntro, shot } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { JOURNAL_SWITCH, KEY_DERIVATION, REPLY_DEADLINE } from "./support/waits";

// Budget for each test of this serial file: every unlock is a measured Argon2id run, and each test drives
// a second device or the recovery key through the inspectable server; each step waits for its own
// event, the budget only bounds a loaded two-core machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PASSPHRASE = "lantern cobalt meadow thistle";
const NEW_PASSPHRASE = "velvet harbour quietly ninety";
/** Words no analyser or reply would make up: said before the journal turned private, then after. */
const EARLIER_WORD = "Quillimanjaro";
const PRIVATE_WORD = "Zephyrandine";
const EARLIER = `This morning I walked past the old ${EARLIER_WORD} bakery and felt calm and content.`;
const PRIVATE = `Tonight I finally told my sister about ${PRIVATE_WORD}, and I feel relieved and grateful.`;
const DESPAIR = "I want to die, nothing matters anymore, I cannot go on like this.";

let server: InspectableApp;

test.beforeAll(async () => {
  server = await startInspectableApp();
});

test.afterAll(async () => {
  await server?.close();
});

async function typeReflection(page: Page, words: string): Promise<void> {
  // After a typed reflection, Continue reflecting reopens the writing field itself.
  const box = page.getByRole("textbox", { name: "Your reflection" });
  const typeInstead = page.getByRole("button", { name: "Type instead" });
  await expect(box.or(typeInstead).first()).toBeVisible();
  if (!(await box.isVisible())) await typeInstead.click();
  await box.fill(words);
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
}

async function openRipples(page: Page) {
  await page
    .getByRole("button", { name: /ripples/i })
    .first()
    .click();
  return page.getByRole("dialog", { name: "Recent Ripples" });
}

/** The journal of the first test, opened on other devices by the next ones. */
let owner: { user: TestUser; recoveryKey: string };

test("a private journal is sealed in the browser and unreadable by the server; a moved entry does not open", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const { user } = await signUpInContext(context, server.origin);
  const page = await context.newPage();
  await page.addInitScript(speechDoubleScript());
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}\n${request.postData() ?? ""}`));

  // an ordinary entry first: it is sealed when the journal turns private
  await openJournal(page);
  await typeReflection(page, EARLIER);
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  // sealed at rest, but the server can open it with its key (the dump includes its own reading)
  expect(await server.tables()).toContain(EARLIER_WORD);

  // turning it on
  await page.getByRole("button", { name: "Your account" }).click();
  const menu = page.getByRole("dialog", { name: "Your account" });
  await menu.getByRole("button", { name: "Private journal…" }).click();
  await expect(menu).toContainText("cannot be opened by anyone");
  const form = menu.getByRole("form", { name: "Private journal" });
  await form.getByLabel("Passphrase", { exact: true }).fill("password1");
  await expect(form).toContainText("Choose a stronger passphrase");
  await form.getByLabel("Passphrase", { exact: true }).fill(PASSPHRASE);
  await form.getByLabel("Passphrase again").fill(`${PASSPHRASE}x`);
  await expect(form.getByRole("alert")).toHaveText("The two passphrases are not the same.");
  await expect(form.getByRole("button", { name: "Continue" })).toBeDisabled();
  await form.getByLabel("Passphrase again").fill(PASSPHRASE);
  await shot(page, "private-journal-passphrase");
  await expectAccessible(page, "private journal: passphrase");
  await form.getByRole("button", { name: "Continue" }).click();
  const recoveryKey = (await menu.getByTestId("recovery-key").textContent({ timeout: KEY_DERIVATION }))!.trim();
  expect(recoveryKey).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
  const turnOn = menu.getByRole("button", { name: "Turn on private journal" });
  await expect(turnOn).toBeDisabled();
  await menu.getByLabel("I have saved my recovery key").check();
  await shot(page, "private-journal-recovery-key", BOTH_WIDTHS);
  await expectAccessible(page, "private journal: recovery key");
  await turnOn.click();
  await expect(page.getByText("Your journal is private now.")).toBeVisible({ timeout: JOURNAL_SWITCH });
  await expect(menu.getByRole("button", { name: "Change passphrase" })).toBeVisible();
  await page.keyboard.press("Escape");

  // the earlier entry is now only ciphertext on the server, in every view it has of it
  const page1 = (await (await context.request.get("/api/entries")).json()) as { entries: unknown[]; sealed: unknown[] };
  expect(page1.entries).toEqual([]);
  expect(page1.sealed).toHaveLength(1);
  expect(await server.tables()).not.toContain(EARLIER_WORD);

  // a private reflection: answered on the device
  requests.length = 0;
  await typeReflection(page, PRIVATE);
  await expect(page.getByRole("article", { name: "Reflection analysis" })).toBeVisible();
  await expect(page.getByText(PRIVATE)).toBeVisible();
  await shot(page, "private-journal-result");
  await page.getByRole("button", { name: "Continue reflecting" }).click();

  // a crisis text in a private journal still shows the crisis lines first
  await typeReflection(page, DESPAIR);
  const lines = page.getByRole("region", { name: "You don't have to carry this alone" });
  await expect(lines).toHaveCount(1);
  await expect(lines.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await page.getByRole("button", { name: "Continue reflecting" }).click();

  // the journal on this device reads both
  const drawer = await openRipples(page);
  await expect(drawer).toContainText(PRIVATE_WORD);
  await expect(drawer).toContainText(EARLIER_WORD);
  await shot(page, "private-journal-ripples");
  await page.keyboard.press("Escape");

  // no request carried the words in clear; the database and the logs hold neither
  expect(requests.length).toBeGreaterThan(3);
  for (const request of requests) {
    expect(request).not.toContain(PRIVATE_WORD);
    expect(request).not.toContain("want to die");
  }
  const dump = await server.tables();
  expect(dump).toContain(user.email);
  for (const word of [PRIVATE_WORD, EARLIER_WORD, "want to die"]) expect(dump).not.toContain(word);
  const logs = await server.logs();
  expect(logs).toContain('"msg":"reflection"'); // the ordinary reflection before was logged: the logs are read
  for (const word of [PRIVATE_WORD, EARLIER_WORD, "want to die"]) expect(logs).not.toContain(word);
  // the server's own reading (its key) yields ciphertext only
  const exported = await context.request.get("/api/export");
  expect(await exported.text()).not.toContain(PRIVATE_WORD);

  // an envelope moved to another row does not open there: said so in its place, the rest still reads
  const { sealed } = (await (await context.request.get("/api/entries")).json()) as { sealed: { envelope: string }[] };
  const moved = await context.request.put(`/api/entries/${crypto.randomUUID()}/sealed`, {
    headers: { origin: server.origin },
    data: { envelope: sealed[0]!.envelope },
  });
  expect(moved.status()).toBe(201);
  await page.reload(); // the key was kept for the tab only: asked again
  await passIntro(page);
  const relock = page.getByRole("form", { name: "Unlock your journal" });
  await relock.getByLabel("Passphrase").fill(PASSPHRASE);
  await relock.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible({ timeout: KEY_DERIVATION });
  const reopened = await openRipples(page);
  const unopened = reopened.getByRole("list", { name: "This entry could not be opened" });
  await expect(unopened.getByRole("listitem")).toHaveCount(1, { timeout: KEY_DERIVATION });
  await expect(reopened).toContainText(PRIVATE_WORD);
  await shot(page, "private-journal-unopened");
  await page.keyboard.press("Escape");

  owner = { user, recoveryKey };
  await context.close();
});

test("another device is asked to unlock: a wrong passphrase is refused, the right one opens the journal", async ({ browser }) => {
  const second = await signedInContext(browser, server.origin, owner.user);
  const secondPage = await second.newPage();
  await secondPage.goto("/");
  await passIntro(secondPage);
  const unlock = secondPage.getByRole("form", { name: "Unlock your journal" });
  await expect(secondPage.getByRole("heading", { name: "Unlock your journal" })).toBeVisible({ timeout: KEY_DERIVATION });
  await unlock.getByLabel("Passphrase").fill("lantern cobalt meadow thistles");
  await unlock.getByRole("button", { name: "Unlock" }).click();
  await expect(unlock.getByRole("alert")).toHaveText("That passphrase does not open this journal.", { timeout: KEY_DERIVATION });
  await shot(secondPage, "private-journal-unlock", BOTH_WIDTHS);
  await expectAccessible(secondPage, "Unlock your journal");
  await unlock.getByLabel("Passphrase").fill(PASSPHRASE);
  await unlock.getByRole("button", { name: "Unlock" }).click();
  await expect(secondPage.getByRole("heading", { name: /^Hello, / })).toBeVisible({ timeout: KEY_DERIVATION });
  const secondDrawer = await openRipples(secondPage);
  await expect(secondDrawer).toContainText(PRIVATE_WORD, { timeout: KEY_DERIVATION });
  await second.close();
});

test("the recovery key opens the journal and sets a new passphrase, which then works alone", async ({ browser }) => {
  const { user, recoveryKey } = owner;
  const third = await signedInContext(browser, server.origin, user);
  const thirdPage = await third.newPage();
  await thirdPage.goto("/");
  await passIntro(thirdPage);
  await expect(thirdPage.getByRole("heading", { name: "Unlock your journal" })).toBeVisible({ timeout: KEY_DERIVATION });
  await thirdPage.getByRole("button", { name: "Use your recovery key" }).click();
  const recover = thirdPage.getByRole("form", { name: "Use your recovery key" });
  await recover.getByLabel("Recovery key").fill(recoveryKey.toLowerCase().replaceAll("-", " "));
  await recover.getByLabel("New passphrase", { exact: true }).fill(NEW_PASSPHRASE);
  await recover.getByLabel("Passphrase again").fill(NEW_PASSPHRASE);
  await shot(thirdPage, "private-journal-recovery");
  await expectAccessible(thirdPage, "Unlock your journal: recovery key");
  await recover.getByRole("button", { name: "Unlock and set the new passphrase" }).click();
  await expect(thirdPage.getByRole("heading", { name: /^Hello, / })).toBeVisible({ timeout: KEY_DERIVATION });
  await expect(await openRipples(thirdPage)).toContainText(EARLIER_WORD, { timeout: KEY_DERIVATION });
  await third.close();

  const fourth = await signedInContext(browser, server.origin, user);
  const fourthPage = await fourth.newPage();
  await fourthPage.goto("/");
  await passIntro(fourthPage);
  const again = fourthPage.getByRole("form", { name: "Unlock your journal" });
  await again.getByLabel("Passphrase").fill(PASSPHRASE);
  await again.getByRole("button", { name: "Unlock" }).click();
  await expect(again.getByRole("alert")).toHaveText("That passphrase does not open this journal.", { timeout: KEY_DERIVATION });
  await again.getByLabel("Passphrase").fill(NEW_PASSPHRASE);
  await again.getByRole("button", { name: "Unlock" }).click();
  await expect(fourthPage.getByRole("heading", { name: /^Hello, / })).toBeVisible({ timeout: KEY_DERIVATION });
  await fourth.close();
});
