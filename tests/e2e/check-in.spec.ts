// Check in without words (decision 048): from the main screen, a feeling and how strong it is, then
// Save, and the check-in is in the drawer (marked, with its feeling and strength) and in Your
// patterns; the sheet is keyboard and screen-reader friendly (groups named by their legends, Escape
// gives focus back) and axe-clean at 375 px and on a desktop; a line with crisis language shows the
// crisis lines as a reflection would; with the server out of reach the check-in is kept on the
// device, shown waiting in the drawer, and syncs itself when the connection returns, once.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BOTH_WIDTHS, expectAccessible, openJournal, shot, storedEntries } from "./support/journal";
import { SYNC } from "./support/waits";

const DESPAIR = "I want to die, nothing matters anymore, I cannot go on";

function openCheckIn(page: Page) {
  return page.getByRole("button", { name: "Check in", exact: true }).click();
}

const sheetOf = (page: Page) => page.getByRole("dialog", { name: "Check in" });

test("a check-in in two choices and Save is in the drawer and in Your patterns", async ({ page, signedIn }) => {
  // four axe passes and screenshots at two widths of five screens: past the 45 s default on a busy machine
  test.setTimeout(60_000);
  await openJournal(page);
  const trigger = page.getByRole("button", { name: "Check in", exact: true });
  await expect(trigger).toBeVisible();
  await shot(page, "check-in-main-screen", BOTH_WIDTHS);

  // Escape closes the sheet and gives focus back to the control.
  await trigger.click();
  const sheet = sheetOf(page);
  await expect(sheet).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(trigger).toBeFocused();

  await openCheckIn(page);
  const feelings = sheet.getByRole("group", { name: "How are you feeling?" });
  const strength = sheet.getByRole("group", { name: /How strong\?/ });
  const save = sheet.getByRole("button", { name: "Save check-in" });
  await expect(feelings.getByRole("radio")).toHaveCount(11);
  await expect(save).toBeDisabled();
  await feelings.getByRole("radio", { name: "sad" }).check();
  await expect(save).toBeDisabled();
  await strength.getByRole("radio", { name: "8" }).check();
  await expect(save).toBeEnabled();
  await expectAccessible(page, "check-in sheet");
  await shot(page, "check-in-sheet", BOTH_WIDTHS);
  await save.click();

  await expect(sheet.getByRole("heading", { name: "Check-in saved" })).toBeFocused();
  await expect(sheet.getByTestId("check-in-summary")).toContainText("sad");
  await expect(sheet.getByTestId("check-in-summary")).toContainText("8/10");
  await expect(sheet.getByText("No words, just the feeling.")).toBeVisible();
  await expectAccessible(page, "check-in saved");
  await shot(page, "check-in-saved", BOTH_WIDTHS);
  await sheet.getByRole("button", { name: "Done" }).click();
  await expect(sheet).toBeHidden();

  const [stored] = await storedEntries(signedIn.calls);
  expect(stored).toMatchObject({ kind: "check-in", emotion: "sad", emotionIntensity: 8, entryText: "", emotionSetBy: "person" });

  // The drawer: marked as a check-in, its feeling and strength; its detail says it has no words.
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  const card = drawer.getByRole("button", { name: /^Check-in from .*, sad, intensity 8 of 10/ });
  await expect(card).toBeVisible();
  await expect(card).toContainText("No words, just the feeling.");
  await shot(page, "check-in-drawer", BOTH_WIDTHS);
  await card.click();
  const detail = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Back to Ripples" }) });
  await expect(detail.getByTestId("check-in-summary")).toContainText("8/10");
  await expect(detail.getByRole("button", { name: "Edit" })).toBeHidden();
  // a strong hard feeling brings the analysis card, with no empty 'Your Reflection' for a check-in without words
  await expect(detail.getByRole("article", { name: "Reflection analysis" })).toBeVisible();
  await expect(detail.getByRole("heading", { name: "Your Reflection" })).toHaveCount(0);
  await expectAccessible(page, "check-in detail");
  await shot(page, "check-in-detail", BOTH_WIDTHS);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(page.getByTestId("drawer-overlay")).toHaveCount(0);

  // Your patterns count it.
  await page.getByRole("button", { name: "Your patterns" }).click();
  const patterns = page.getByRole("dialog", { name: "Your patterns" });
  const mix = patterns.getByRole("region", { name: "Mix of emotions" });
  await expect(mix.getByRole("img").first()).toHaveAccessibleName(/sadness/);
});

test("a line with crisis language shows the crisis lines first, as a reflection would", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  await openCheckIn(page);
  const sheet = sheetOf(page);
  await sheet.getByRole("group", { name: "How are you feeling?" }).getByRole("radio", { name: "tired" }).check();
  await sheet
    .getByRole("group", { name: /How strong\?/ })
    .getByRole("radio", { name: "3" })
    .check();
  await sheet.getByRole("textbox", { name: "Add a line (optional)" }).fill(DESPAIR);
  await sheet.getByRole("button", { name: "Save check-in" }).click();
  const lines = sheet.getByRole("region", { name: "You don't have to carry this alone" });
  await expect(lines).toBeVisible();
  await expect(lines.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await expect(sheet.getByText(/You're not alone/)).toBeVisible();
  await expectAccessible(page, "check-in crisis");
  await shot(page, "check-in-crisis", BOTH_WIDTHS);
});

test("with the server out of reach a check-in is kept on the device, waits in the drawer and syncs itself once", async ({
  page,
  context,
  signedIn,
}) => {
  await openJournal(page);
  await context.route("**/api/**", (route) => route.abort("connectionrefused"));
  await openCheckIn(page);
  const sheet = sheetOf(page);
  await sheet.getByRole("group", { name: "How are you feeling?" }).getByRole("radio", { name: "calm" }).check();
  await sheet
    .getByRole("group", { name: /How strong\?/ })
    .getByRole("radio", { name: "6" })
    .check();
  await sheet.getByRole("textbox", { name: "Add a line (optional)" }).fill("Tea on the balcony");
  await sheet.getByRole("button", { name: "Save check-in" }).click();
  await expect(sheet.getByRole("heading", { name: /Check-in kept on this device/ })).toBeVisible();
  await shot(page, "check-in-on-device", BOTH_WIDTHS);
  await sheet.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await expect(drawer.getByRole("button", { name: /^Check-in from .*calm, intensity 6 of 10.*waiting to sync/ })).toBeVisible();
  expect(await storedEntries(signedIn.calls)).toEqual([]);
  await page.keyboard.press("Escape");

  // The connection returns: the outbox sends it by itself.
  await context.unroute("**/api/**");
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByText("A check-in saved on this device is now in your journal.")).toBeVisible({ timeout: SYNC });
  await expect.poll(async () => (await storedEntries(signedIn.calls)).length, { timeout: SYNC }).toBe(1);
  const [stored] = await storedEntries(signedIn.calls);
  expect(stored).toMatchObject({ kind: "check-in", emotion: "calm", emotionIntensity: 6, entryText: "Tea on the balcony" });
  await page.getByRole("button", { name: "Ripples" }).click();
  await expect(drawer.getByRole("button", { name: /^Check-in from .*calm, intensity 6 of 10/ })).not.toHaveAccessibleName(
    /waiting to sync/,
  );
});
