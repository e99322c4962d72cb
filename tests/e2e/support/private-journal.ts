// Steps the private-journal specs share: the account menu, and turning a journal private through it
// (passphrase twice, the recovery key shown in its format and saved, Turn on, then "now private").
import type { Locator, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { PRIVATE_JOURNAL_COPY as COPY } from "../../../src/domain/private-journal/messages";

export const PASSPHRASE = "lantern cobalt meadow thistle";

/** Opens the account menu and answers it once it shows. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Your account" }).click();
  const menu = page.getByRole("dialog", { name: "Your account" });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Account menu → Private journal… → the passphrase twice → the recovery key saved → Turn on; waits
 * for the journal to say it is private (a measured Argon2id run and a sealing round), then closes
 * the menu.
 */
export async function turnJournalPrivate(page: Page, passphrase = PASSPHRASE): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole("button", { name: "Private journal…" }).click();
  const form = menu.getByRole("form", { name: COPY.title });
  await form.getByLabel(COPY.passphrase, { exact: true }).fill(passphrase);
  await form.getByLabel(COPY.passphraseAgain).fill(passphrase);
  await form.getByRole("button", { name: COPY.continue }).click();
  await expect(menu.getByTestId("recovery-key")).toHaveText(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/, { timeout: 20_000 });
  await menu.getByLabel(COPY.savedCheckbox).check();
  await menu.getByRole("button", { name: COPY.turnOn }).click();
  await expect(page.getByText(COPY.nowOn)).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press("Escape");
}
