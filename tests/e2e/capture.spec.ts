// Typing instead of speaking (decision 020): `Type instead` beside the microphone opens a field that
// takes focus; Ctrl+Enter (or `Save reflection`) sends the words through the same pipeline and
// result screen as a recording, with the time spent writing as the duration; Escape goes back
// to the microphone. Where the browser cannot turn speech into words, the panel says so and
// typing is the first choice, reachable by keyboard alone.
import { expect, test } from "./fixtures";
import { BOTH_WIDTHS, expectAccessible, openJournal, shot, storedEntries } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

const WORDS = "I wrote this on the train: tired after a long week, but proud that I finished the garden bench with my dad.";

test("a typed reflection goes through the same pipeline and result screen, saved with the time spent writing", async ({
  page,
  signedIn,
}) => {
  await page.addInitScript(speechDoubleScript());
  await openJournal(page);
  await page.clock.install();
  await page.getByRole("button", { name: "Type instead" }).click();
  const field = page.getByRole("textbox", { name: "Your reflection" });
  await expect(field).toBeFocused();
  await expect(page.getByRole("button", { name: "Start recording" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save reflection" })).toBeDisabled();
  // time stands still while the test types, then forty-two seconds of writing pass
  await page.clock.pauseAt(Date.now() + 1_000);
  await field.pressSequentially("I wrote ");
  await page.clock.runFor(42_000);
  await field.fill(WORDS);
  await field.press("Control+Enter");
  await page.clock.resume();
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.getByText(WORDS)).toBeVisible();
  const [entry] = await storedEntries(signedIn.calls);
  expect(entry!.entryText).toBe(WORDS);
  expect((entry as unknown as { duration: number }).duration).toBe(42);
});

test("Cancel and Escape go back to the microphone; blank words save nothing", async ({ page, signedIn }) => {
  await page.addInitScript(speechDoubleScript());
  await openJournal(page);
  await page.getByRole("button", { name: "Type instead" }).click();
  const field = page.getByRole("textbox", { name: "Your reflection" });
  await field.fill("   ");
  await field.press("Control+Enter");
  await expect(field).toBeVisible();
  await field.fill(WORDS);
  await shot(page, "typed-reflection", BOTH_WIDTHS);
  await expectAccessible(page, "typed reflection");
  await field.press("Escape");
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
  await page.getByRole("button", { name: "Type instead" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
  expect(await storedEntries(signedIn.calls)).toHaveLength(0);
});

test("without speech recognition the panel says so and typing is the way on, by keyboard alone", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.addInitScript(speechDoubleScript({ supported: false }));
  await openJournal(page);
  await expect(page.getByText("This browser can't turn speech into words, but you can write your reflection instead.")).toBeVisible();
  const typeInstead = page.getByRole("button", { name: "Type instead" });
  await expect(typeInstead).toBeVisible();
  await shot(page, "typing-without-speech", BOTH_WIDTHS);
  // keyboard only: Tab reaches `Type instead`, Enter opens the field, typing and Ctrl+Enter save
  await expect(async () => {
    await page.keyboard.press("Tab");
    await expect(typeInstead).toBeFocused({ timeout: 100 });
  }).toPass();
  await page.keyboard.press("Enter");
  await page.keyboard.type("Quiet evening, a little lonely but okay. I made soup and called my brother.");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
});
