// Where focus goes around a reflection (keyboard and screen-reader users): the control pressed to
// save is gone once the result shows, so the result's heading takes focus; `Continue reflecting`
// goes too, so focus returns where the next reflection starts — the microphone after a spoken
// one, the field after a typed one. Never <body>.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openJournal, speak } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

/** What has focus, as a person would name it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    const label = element.getAttribute("aria-label") ?? (element as HTMLElement).innerText ?? "";
    return `${element.tagName.toLowerCase()}: ${label.trim() || (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent?.trim() : "")}`;
  });
}

test("after a spoken reflection the result's heading has focus, and after Continue reflecting the microphone", async ({
  page,
  signedIn,
}) => {
  await openJournal(page);
  await speak(page, "This evening I walked home through the park and felt calm and grateful for the quiet light.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect.poll(() => focused(page)).toBe("h2: Your reflection has been saved");

  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
  await expect.poll(() => focused(page)).toBe("button: Start recording");
  void signedIn;
});

test("after a typed reflection the heading has focus, and Continue reflecting opens the field again, focused", async ({
  page,
  signedIn,
}) => {
  await openJournal(page);
  await page.getByRole("button", { name: "Type instead" }).click();
  const field = page.getByRole("textbox", { name: "Your reflection" });
  await field.fill("A long week, but I finished the bench with my dad and I feel proud and tired in a good way.");
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect.poll(() => focused(page)).toBe("h2: Your reflection has been saved");

  await page.keyboard.press("Tab"); // focus moves on from the heading through the result, as it should
  expect(await focused(page)).not.toBe("body");

  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("");
  void signedIn;
});

test("a short reflection honoured without analysis takes focus to its heading too", async ({ page, signedIn }) => {
  await openJournal(page);
  await page.getByRole("button", { name: "Type instead" }).click();
  await page.getByRole("textbox", { name: "Your reflection" }).fill("ok");
  await page.getByRole("button", { name: "Save reflection" }).click();
  await expect(page.getByRole("heading", { name: "Your moment has been honored" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect.poll(() => focused(page)).toBe("h2: Your moment has been honored");
  void signedIn;
});
