// Crisis language in a spoken reflection, on the keyless app: the crisis lines come
// first, above the reply and the analysis, each one tap to call or text; the reply is the calm
// safe reply and it is what is read aloud; no celebratory sound plays; the lines follow the
// browser's locale; a stored crisis entry shows them first in its detail.
import type { Locator } from "@playwright/test";
import { crisisLinesForCountry } from "../../src/domain/crisis/lines";
import { crisisReply } from "../../src/domain/crisis/safety";
import { expect, test } from "./fixtures";
import { allowSpokenReplies, listenToSoundEffects } from "./support/audio";
import type { PlayedSound } from "./support/audio";
import { BOTH_WIDTHS, openJournal, shot, speak, startRecording } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

declare global {
  interface Window {
    __spoken?: string[];
  }
}

const DESPAIR = "I want to die, nothing matters anymore, I cannot go on like this.";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
  await page.addInitScript(() => {
    const spoken: string[] = [];
    window.__spoken = spoken;
    speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => void spoken.push(utterance.text);
    speechSynthesis.getVoices = () => [];
  });
});

test("a spoken crisis reflection shows the lines first, speaks the safe reply and plays no celebration", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await allowSpokenReplies(page);
  const sounds = await listenToSoundEffects(page);
  await openJournal(page);
  await speak(page, DESPAIR);

  const heading = page.getByRole("heading", { name: "Your reflection has been saved" });
  await expect(heading).toBeVisible({ timeout: REPLY_DEADLINE });
  const lines = page.getByRole("region", { name: "You don't have to carry this alone" });
  await expect(lines).toHaveCount(1);
  await expect(lines.getByRole("heading", { level: 4 }).first()).toHaveText("988 Suicide & Crisis Lifeline");
  await expect(lines.getByRole("link", { name: "Call 988" })).toHaveAttribute("href", "tel:988");
  await expect(lines.getByRole("link", { name: "Text 741741" })).toHaveAttribute("href", "sms:741741?&body=HOME");
  await expect(lines.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
  await expect(lines.getByRole("heading", { level: 4 })).toHaveText([
    "988 Suicide & Crisis Lifeline",
    "Crisis Text Line",
    "Emergency Services",
  ]);

  const safe = crisisReply("crisis", crisisLinesForCountry("US"));
  const reply = page.locator("blockquote").first();
  await expect(reply).toHaveText(`“${safe}”`);
  // the lines sit above the reply, and the reply above the analysis card
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  const card = page.getByRole("article", { name: "Reflection analysis" });
  expect(await top(lines)).toBeLessThan(await top(reply));
  expect(await top(reply)).toBeLessThan(await top(card));
  // shown once: the card does not repeat them
  await expect(card.getByRole("region", { name: "You don't have to carry this alone" })).toHaveCount(0);
  await expect(card).not.toContainText("Positive");
  await expect(card.getByText(/^[1-3]\/10$/)).toBeVisible(); // wellness at most 3
  await shot(page, "result-crisis", BOTH_WIDTHS);

  // read aloud: the safe reply
  await expect.poll(() => page.evaluate(() => window.__spoken ?? [])).toEqual([safe]);

  // then an ordinary short moment: its gentle chime is the only result sound of the two
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await startRecording(page);
  await page.getByRole("button", { name: "Cancel recording" }).click();
  await speak(page, "hello testing");
  await expect(page.getByRole("heading", { name: "Your moment has been honored" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const results = (list: PlayedSound[]) =>
    list.filter((s) => s.file === "water_drop.mp3" || s.file === "gentle_sound.mp3").map((s) => s.file);
  await expect.poll(async () => results(await sounds())).toEqual(["gentle_sound.mp3"]);

  // the stored entry shows the lines first in its detail
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await drawer
    .getByRole("button", { name: /^Ripple from/ })
    .filter({ hasText: "I want to die" })
    .click();
  const detail = page.getByRole("article", { name: "Reflection analysis" });
  const detailLines = detail.getByRole("region", { name: "You don't have to carry this alone" });
  await expect(detailLines).toBeVisible();
  expect(await top(detailLines)).toBeLessThan(await top(detail.getByText("Your Reflection")));
  await expect(detailLines.getByRole("link", { name: "Call 988" })).toBeVisible();
});

test.describe("in the United Kingdom", () => {
  test.use({ locale: "en-GB" });

  test("the lines are Samaritans, Shout and 999", async ({ page, signedIn }) => {
    expect(signedIn.user.email).toContain("@");
    await openJournal(page);
    await speak(page, "Everyone would be better off without me, I keep thinking about ending it.");
    const lines = page.getByRole("region", { name: "You don't have to carry this alone" });
    await expect(lines).toBeVisible({ timeout: REPLY_DEADLINE });
    await expect(lines.getByRole("link", { name: "Call 116123" })).toHaveAttribute("href", "tel:116123");
    await expect(lines.getByRole("link", { name: "Text 85258" })).toBeVisible();
    await expect(lines.getByRole("link", { name: "Call 999" })).toBeVisible();
    await expect(lines).not.toContainText("988");
    await expect(page.locator("blockquote").first()).toContainText("116 123");
  });
});

test("an ordinary sad reflection gets no crisis lines above the reply", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  await speak(page, "I am so tired after this long week at work, and a bit sad that the holiday is over.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.getByRole("region", { name: "You don't have to carry this alone" })).toHaveCount(0);
});

test.describe("in French", () => {
  // A browser set to French without a country: the entry's language chooses the lines.
  test.use({ locale: "fr" });

  test("a French crisis sentence is read as a crisis, shows the French line, 3114, first, and is answered in French", async ({
    page,
    signedIn,
  }) => {
    expect(signedIn.user.email).toContain("@");
    await page.addInitScript(() => localStorage.setItem("ripple:capture-settings", '{"privateTranscription":false,"language":"fr-FR"}'));
    await openJournal(page);
    await speak(page, "Je ne veux plus vivre, je pense à en finir ce soir.");
    const lines = page.getByRole("region", { name: "You don't have to carry this alone" });
    await expect(lines).toBeVisible({ timeout: REPLY_DEADLINE });
    await expect(lines.getByRole("heading", { level: 4 }).first()).toContainText("3114");
    await expect(lines.getByRole("link", { name: "Call 3114" })).toHaveAttribute("href", "tel:3114");
    await expect(lines).not.toContainText("988");
    // the calm reply, the insight and the suggestions in French, naming 3114
    await expect(page.locator("blockquote").first()).toContainText("Vous n'êtes pas seul face à cela");
    await expect(page.locator("blockquote").first()).toContainText("appeler le 3114");
    const card = page.getByRole("article", { name: "Reflection analysis" });
    await expect(card).toContainText("Cette réflexion porte une douleur profonde");
    await expect(card).toContainText("Appeler le 3114 : quelqu'un est là pour vous écouter, de jour comme de nuit.");
    await expect(card).not.toContainText("Positive");
    await shot(page, "result-crisis-french", BOTH_WIDTHS);
  });
});
