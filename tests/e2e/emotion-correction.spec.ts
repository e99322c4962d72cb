// Correcting the feeling (decision 026): a ripple read as calm is corrected to sad, intensity 8,
// in its detail — the picker opens from its button, Escape closes it and gives focus back, the
// radio groups are named by their legends — and Your patterns then counts sadness, not calm; and on
// the result after a typed reflection, the feeling is changed there and the ripple keeps it.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BOTH_WIDTHS, expectAccessible, openJournal, shot } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { REPLY_DEADLINE } from "./support/waits";

const RESULT_WORDS = "Lovely dinner with friends tonight, everyone laughing, and still I kept checking my phone about tomorrow's review.";
const WORDS = "Everyone says the new job is great news, and I keep smiling, but honestly I feel flat and tearful most evenings.";

async function openDetail(page: Page) {
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await drawer
    .getByRole("button", { name: /^Ripple from/ })
    .first()
    .click();
  const detail = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Back to Ripples" }) });
  await expect(detail).toBeVisible();
  return detail;
}

test("a wrong emotion corrected in the detail is what Your patterns shows", async ({ page, context, baseURL, signedIn }) => {
  expect(signedIn.user.email).toBeTruthy();
  const saved = await context.request.post("/api/entries", {
    headers: { origin: baseURL! },
    data: {
      id: randomUUID(),
      entryText: WORDS,
      emotion: "calm",
      mood: "positive",
      emotionIntensity: 3,
      wellnessScore: 6,
      aiInsights: "A steady moment.",
      themes: ["work"],
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = ((await saved.json()) as { entry: { id: string } }).entry;

  await openJournal(page);
  const detail = await openDetail(page);
  const landscape = detail.getByRole("article", { name: "Reflection analysis" });
  await expect(landscape.getByText("calm", { exact: true })).toBeVisible();

  // The button opens the picker; Escape closes it (not the drawer) and focus goes back to it.
  const change = detail.getByRole("button", { name: "Not quite right? Change the feeling" });
  await expect(change).toHaveAttribute("aria-expanded", "false");
  await change.click();
  const picker = detail.getByRole("form", { name: "Change the feeling" });
  await expect(picker).toBeVisible();
  await expect(change).toHaveAttribute("aria-expanded", "true");
  const emotions = picker.getByRole("group", { name: "How did it feel?" });
  await expect(emotions.getByRole("radio", { name: "calm" })).toBeChecked();
  await expect(emotions.getByRole("radio", { name: "calm" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(detail).toBeVisible();
  await expect(change).toBeFocused();

  // Again, by keyboard and by tap: sad, 8.
  await page.keyboard.press("Enter");
  await expect(picker).toBeVisible();
  await emotions.getByRole("radio", { name: "sad" }).check();
  const intensity = picker.getByRole("group", { name: /How strongly/ });
  await expect(intensity.getByRole("radio", { name: "3" })).toBeChecked();
  await intensity.getByRole("radio", { name: "8" }).check();
  await expectAccessible(page, "feeling picker");
  await shot(page, "emotion-correction-picker", BOTH_WIDTHS);
  await picker.getByRole("button", { name: "Save feeling" }).click();

  await expect(picker).toBeHidden();
  await expect(detail.getByText("You chose this feeling")).toBeVisible();
  await expect(landscape.getByText("sad", { exact: true })).toBeVisible();
  await expect(landscape.getByText("8/10", { exact: true })).toBeVisible();
  await expect(landscape.getByText("Negative", { exact: true })).toBeVisible();
  await shot(page, "emotion-correction-detail", BOTH_WIDTHS);

  // The server keeps it as the person's.
  const page1 = (await (await context.request.get("/api/entries")).json()) as { entries: Record<string, unknown>[] };
  expect(page1.entries.find((entry) => entry.id === id)).toMatchObject({
    emotion: "sad",
    emotionIntensity: 8,
    mood: "negative",
    wellnessScore: 6,
    emotionSetBy: "person",
  });

  // Your patterns: the mix of emotions is sadness, not calm.
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await page.getByRole("button", { name: "Your patterns" }).click();
  const patterns = page.getByRole("dialog", { name: "Your patterns" });
  const mix = patterns.getByRole("region", { name: "Mix of emotions" });
  await expect(mix.getByRole("img").first()).toHaveAccessibleName(/sadness/);
  await expect(mix.getByRole("img").first()).not.toHaveAccessibleName(/calm/);
  await shot(page, "emotion-correction-patterns", BOTH_WIDTHS);
});

test("on the result after a reflection, the feeling can be changed and the ripple keeps it", async ({ page, signedIn }) => {
  await page.addInitScript(speechDoubleScript());
  await openJournal(page);
  await page.getByRole("button", { name: "Type instead" }).click();
  const field = page.getByRole("textbox", { name: "Your reflection" });
  await field.fill(RESULT_WORDS);
  await field.press("Control+Enter");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  const card = page.getByRole("article", { name: "Reflection analysis" });
  await expect(card).toBeVisible();

  await page.getByRole("button", { name: "Not quite right? Change the feeling" }).click();
  const picker = page.getByRole("form", { name: "Change the feeling" });
  await picker.getByRole("group", { name: "How did it feel?" }).getByRole("radio", { name: "anxious" }).check();
  await picker
    .getByRole("group", { name: /How strongly/ })
    .getByRole("radio", { name: "6" })
    .check();
  await shot(page, "emotion-correction-result", BOTH_WIDTHS);
  await picker.getByRole("button", { name: "Save feeling" }).click();
  await expect(picker).toBeHidden();
  await expect(card.getByText("anxious", { exact: true })).toBeVisible();
  await expect(card.getByText("6/10", { exact: true })).toBeVisible();
  await expect(page.getByText("You chose this feeling")).toBeVisible();

  const [entry] = (await (await signedIn.calls.entries()).json()).entries as Record<string, unknown>[];
  expect(entry).toMatchObject({
    entryText: RESULT_WORDS,
    emotion: "anxious",
    emotionIntensity: 6,
    mood: "negative",
    emotionSetBy: "person",
  });
});
