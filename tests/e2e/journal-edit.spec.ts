// Editing a ripple in the detail drawer (decision 016: edits against a version): Cancel restores the words; a draft survives
// closing the drawer; a save that cannot reach Ripple keeps the draft for a retry; Save changes
// shows 'Edited' with its time, and the words stay after a reload; an edit made elsewhere
// meanwhile (409) keeps the person's words in the field beside the version saved now, and
// Reload then Save changes succeeds; Re-analyse turns a calm ripple edited into sad words into a
// sad one.
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { BOTH_WIDTHS, expectAccessible, openJournal, passIntro, shot } from "./support/journal";
import { REPLY_DEADLINE } from "./support/waits";

interface SavedEntry {
  id: string;
  entryText: string;
  emotion: string;
  mood: string;
  updatedAt: string;
  editedAt?: string;
  aiInsights: string | null;
}

const CALM = "A slow Sunday: tea by the window, a few pages of my book, and the garden quiet after the rain.";

/** Saves an entry through the API, as if it had been recorded earlier, analysed as calm. */
async function saveEntry(context: BrowserContext, baseURL: string, entryText = CALM): Promise<SavedEntry> {
  const response = await context.request.post("/api/entries", {
    headers: { origin: baseURL },
    data: {
      id: randomUUID(),
      entryText,
      emotion: "calm",
      mood: "positive",
      emotionIntensity: 3,
      wellnessScore: 8,
      aiInsights: "A gentle, restful day.",
      themes: ["rest"],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { entry: SavedEntry }).entry;
}

async function storedEntry(context: BrowserContext, id: string): Promise<SavedEntry> {
  const page = (await (await context.request.get("/api/entries")).json()) as { entries: SavedEntry[] };
  const entry = page.entries.find((candidate) => candidate.id === id);
  expect(entry, "the entry is stored").toBeDefined();
  return entry!;
}

/** Opens the Ripples drawer and the detail of the (only, or first) ripple containing `text`. */
async function openDetail(page: Page, text: string) {
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await drawer
    .getByRole("button", { name: /^Ripple from/ })
    .filter({ hasText: text.slice(0, 40) })
    .first()
    .click();
  const detail = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Back to Ripples" }) });
  await expect(detail).toBeVisible();
  return detail;
}

test("Cancel restores, a draft survives closing, a failed save keeps it, and a saved edit is marked and stays", async ({
  page,
  context,
  baseURL,
  signedIn,
}) => {
  expect(signedIn.user.email).toBeTruthy();
  const entry = await saveEntry(context, baseURL!);
  await openJournal(page);
  let detail = await openDetail(page, CALM);
  await expect(detail.getByText(CALM)).toBeVisible();
  await expect(detail.getByTestId("edited-mark")).toHaveCount(0);

  // Edit: the words become a labelled, focused field with the same limit.
  await detail.getByRole("button", { name: "Edit" }).click();
  const field = detail.getByRole("textbox", { name: "Your reflection" });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(CALM);
  await expect(field).toHaveAttribute("maxlength", "20000");
  await expect(detail.getByRole("button", { name: "Save changes" })).toBeVisible();

  // Cancel restores the words as they were.
  await field.fill("Something I did not mean to keep.");
  await detail.getByRole("button", { name: "Cancel" }).click();
  await expect(field).toHaveCount(0);
  await expect(detail.getByText(CALM)).toBeVisible();
  await expect(detail.getByRole("button", { name: "Edit" })).toBeFocused();

  // A draft survives closing the drawer and opening the same ripple again.
  const edited = `${CALM} Later the neighbours came over with plums from their tree.`;
  await detail.getByRole("button", { name: "Edit" }).click();
  await field.fill(edited);
  await page.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);
  detail = await openDetail(page, CALM);
  await expect(detail.getByRole("textbox", { name: "Your reflection" })).toHaveValue(edited);
  await expect(detail.getByText("Your unsaved changes are still here.")).toBeVisible();
  await expectAccessible(page, "ripple detail, editing");
  await shot(page, "ripple-edit", BOTH_WIDTHS);

  // No answer: the draft stays in the field with the error, and a retry saves it.
  await page.route(`**/api/entries/${entry.id}`, (route) => (route.request().method() === "PATCH" ? route.abort() : route.fallback()));
  await detail.getByRole("button", { name: "Save changes" }).click();
  await expect(detail.getByRole("alert")).toContainText("Could not reach Ripple. Check your connection.");
  await expect(detail.getByRole("textbox", { name: "Your reflection" })).toHaveValue(edited);
  await page.unrouteAll();

  await detail.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await expect(detail.getByRole("textbox", { name: "Your reflection" })).toHaveCount(0);
  await expect(detail.getByText(edited)).toBeVisible();
  await expect(detail.getByTestId("edited-mark")).toContainText(/^Edited /);
  const stored = await storedEntry(context, entry.id);
  expect(stored.entryText).toBe(edited);
  expect(stored.editedAt).toBeDefined();
  await expect(detail.locator(`time[datetime="${stored.editedAt}"]`)).toBeVisible();

  // After a reload: the edited words, the mark on the card and in the detail; the draft is gone.
  await page.reload();
  await passIntro(page);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  detail = await openDetail(page, CALM);
  await expect(detail.getByText(edited)).toBeVisible();
  await expect(detail.getByTestId("edited-mark")).toContainText(/^Edited /);
  await expect(detail.getByRole("textbox", { name: "Your reflection" })).toHaveCount(0);
});

test("an edit saved elsewhere meanwhile: the words stay in the field, Reload, then Save changes succeeds", async ({
  page,
  context,
  baseURL,
  signedIn,
}) => {
  expect(signedIn.user.email).toBeTruthy();
  const entry = await saveEntry(context, baseURL!);
  await openJournal(page);
  const detail = await openDetail(page, CALM);
  await detail.getByRole("button", { name: "Edit" }).click();
  const field = detail.getByRole("textbox", { name: "Your reflection" });
  const mine = `${CALM} In the evening I wrote to Grandma about the garden.`;
  await field.fill(mine);

  // Meanwhile, another tab saves a different edit.
  const theirs = `${CALM} (Fixed on my phone: it was Saturday, not Sunday.)`;
  const elsewhere = await context.request.patch(`/api/entries/${entry.id}`, {
    headers: { origin: baseURL! },
    data: { entryText: theirs, baseUpdatedAt: entry.updatedAt },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);

  await detail.getByRole("button", { name: "Save changes" }).click();
  const notice = detail.getByRole("alert");
  await expect(notice).toContainText("This ripple was changed somewhere else");
  await expect(notice).toContainText(theirs);
  await expect(field).toHaveValue(mine);
  await expect(detail.getByRole("button", { name: "Save changes" })).toBeDisabled();
  await expectAccessible(page, "ripple detail, edit conflict");
  await shot(page, "ripple-edit-conflict", BOTH_WIDTHS);
  expect((await storedEntry(context, entry.id)).entryText).toBe(theirs);

  await detail.getByRole("button", { name: "Reload" }).click();
  await expect(field).toHaveValue(mine);
  await expect(field).toBeFocused();
  await expect(detail.getByRole("status")).toContainText("You are now editing the latest version");
  await detail.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  await expect(detail.getByText(mine)).toBeVisible();
  expect((await storedEntry(context, entry.id)).entryText).toBe(mine);
});

test("Re-analyse after an edit: a calm ripple rewritten in sad words is analysed as sad", async ({ page, context, baseURL, signedIn }) => {
  expect(signedIn.user.email).toBeTruthy();
  const entry = await saveEntry(context, baseURL!);
  await openJournal(page);
  const detail = await openDetail(page, CALM);
  const primaryEmotion = detail.locator("dt", { hasText: "Primary emotion" }).locator("xpath=following-sibling::dd[1]");
  await expect(primaryEmotion).toHaveText("calm");
  // Nothing edited yet: nothing to re-analyse.
  await expect(detail.getByRole("button", { name: "Re-analyse" })).toHaveCount(0);

  const sad =
    "I feel so sad today. I miss my grandmother terribly and I cried all afternoon; I am heartbroken and lonely, and everything feels grey and heavy.";
  await detail.getByRole("button", { name: "Edit" }).click();
  await detail.getByRole("textbox", { name: "Your reflection" }).fill(sad);
  await detail.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved.")).toBeVisible();
  // The old analysis still shows (calm), with the offer to analyse the new words.
  await expect(primaryEmotion).toHaveText("calm");
  await expect(detail.getByText("This analysis was made before your last edit.", { exact: false })).toBeVisible();

  await detail.getByRole("button", { name: "Re-analyse" }).click();
  await expect(page.getByText("Your reflection has a new analysis.")).toBeVisible({ timeout: REPLY_DEADLINE });
  const stored = await storedEntry(context, entry.id);
  expect(stored.emotion).not.toBe("calm");
  expect(stored.mood).toBe("negative");
  await expect(primaryEmotion).toHaveText(stored.emotion);
  await expect(detail.getByRole("button", { name: "Re-analyse" })).toHaveCount(0);
  // Still marked as edited: the words are the person's own, analysed again.
  await expect(detail.getByTestId("edited-mark")).toContainText(/^Edited /);

  // After a reload, an analysed edit offers no re-analysis.
  await page.reload();
  await passIntro(page);
  await expect(page.getByRole("heading", { name: /^Hello, / })).toBeVisible();
  const again = await openDetail(page, "I feel so sad today");
  await expect(again.locator("dt", { hasText: "Primary emotion" }).locator("xpath=following-sibling::dd[1]")).toHaveText(stored.emotion);
  await expect(again.getByRole("button", { name: "Re-analyse" })).toHaveCount(0);
});
