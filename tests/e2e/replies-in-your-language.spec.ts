// Replies in the entry's language (docs/decisions/025-replies-in-your-language.md), on the keyless
// app: with Français chosen as the speaking language in the account menu, a sad French reflection
// is answered in French, calmly, with French suggestions; a Japanese one gets the note naming the
// languages the on-device reading covers and no emotion guessed from English words.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BOTH_WIDTHS, openJournal, shot, storedEntries } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { FR } from "../../src/domain/replies/fr";
import { UNREAD_LANGUAGE_REPLY } from "../../src/domain/replies/local-replies";
import { REPLY_DEADLINE } from "./support/waits";
import { openFirstRippleDetail } from "./support/ripple-detail";

const SAD_FRENCH = "Je suis tellement triste aujourd'hui, ma mère me manque beaucoup.";

async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.getByRole("button", { name: "Your account" }).click();
  await page.getByLabel("Language").selectOption({ label });
  await page.getByRole("button", { name: "Close" }).click();
}

async function typeReflection(page: Page, words: string): Promise<void> {
  await page.getByRole("button", { name: "Type instead" }).click();
  const field = page.getByRole("textbox", { name: "Your reflection" });
  await field.fill(words);
  await field.press("Control+Enter");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

test("with Français chosen, a sad French reflection gets a calm French reply and French suggestions", async ({ page, signedIn }) => {
  await openJournal(page);
  await chooseLanguage(page, "Français");
  await typeReflection(page, SAD_FRENCH);

  const reply = page.locator("blockquote").first();
  const frenchReplies = Object.values(FR.replies).flat();
  await expect(reply).toHaveText(new RegExp(`^\\W*(${frenchReplies.map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`));
  for (const upbeat of [...FR.replies.joy, ...FR.replies.grateful, ...FR.replies.hopeful, ...FR.replies.calm]) {
    await expect(reply).not.toContainText(upbeat);
  }
  await expect(reply).not.toContainText(/lovely|glad|!/i);
  const card = page.getByRole("article", { name: "Reflection analysis" });
  await expect(card).toContainText("Le ton général");
  await expect(card.getByRole("listitem").filter({ hasText: FR.topicSuggestions.relationships[0]! })).toBeVisible();
  await expect(card.getByRole("note")).toHaveCount(0);
  await shot(page, "result-french-reply", BOTH_WIDTHS);
  const [entry] = await storedEntries(signedIn.calls);
  expect(entry).toMatchObject({ entryText: SAD_FRENCH, language: "fr-FR" });
});

test("a Japanese reflection shows the note naming the six languages and no guessed emotion", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  await chooseLanguage(page, "日本語");
  await typeReflection(page, "今日はとても悲しいです。母に会いたいです。");
  await expect(page.locator("blockquote").first()).toContainText(UNREAD_LANGUAGE_REPLY);
  const note = page.getByRole("article", { name: "Reflection analysis" }).getByRole("note");
  await expect(note).toContainText("English, Spanish, French, German, Italian and Portuguese");
  await expect(note).toContainText("Japanese");
  await expect(page.getByRole("article", { name: "Reflection analysis" })).not.toContainText(/Sad|Happy|Positive/);
  await shot(page, "result-japanese-note", BOTH_WIDTHS);
});

test("the note naming the languages the on-device reading covers shows in the ripple's detail too", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await openJournal(page);
  await chooseLanguage(page, "Nederlands");
  await typeReflection(page, "Ik ben vandaag erg verdrietig. Ik mis mijn moeder heel erg.");
  await expect(page.getByRole("article", { name: "Reflection analysis" }).getByRole("note")).toContainText("Dutch");

  const detail = await openFirstRippleDetail(page);
  const note = detail.getByRole("note");
  await expect(note).toContainText("English, Spanish, French, German, Italian and Portuguese");
  await expect(note).toContainText("Dutch");
  await expect(detail).not.toContainText("No Analysis Available");
  await expect(detail).not.toContainText(/Sad|Happy|Positive/);
  await shot(page, "detail-dutch-note", BOTH_WIDTHS);
});
