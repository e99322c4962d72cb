// The main journaling screen, a reflection end to end, and the ripples drawers.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { passIntro } from "./support/journal";
import { speechDoubleScript } from "./support/speech-double";
import { serverFailing } from "./support/server-failing";
import { REPLY_DEADLINE } from "./support/waits";

async function speak(page: Page, text: string) {
  await page.getByRole("button", { name: "Start recording" }).click();
  await page.waitForFunction(() => window.__speech?.listening === true);
  await page.evaluate((t) => window.__speech!.say(t), text);
  await page.getByRole("button", { name: "Stop recording" }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

test("greets by first name, shows the idle prompt and the coming-soon toast", async ({ page, signedIn }) => {
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByRole("heading", { name: `Hello, ${signedIn.user.name.split(" ")[0]}` })).toBeVisible();
  await expect(page.getByText("Tap to share what's in your heart")).toBeVisible();
  await expect(page.getByRole("button", { name: "Voice Mood" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Conversational" }).click();
  await expect(page.getByText("Conversational mode is coming soon!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Voice Mood" })).toHaveAttribute("aria-pressed", "true");
});

test("a spoken reflection is analysed, saved, and appears as a ripple that opens its analysis", async ({ page, signedIn }) => {
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByRole("heading", { name: /Hello/ })).toBeVisible();
  await page.getByRole("button", { name: "Ripples" }).click();
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await expect(drawer.getByText("No ripples yet")).toBeVisible();
  await expect(drawer.getByText("Your reflections will appear here as gentle ripples in your journey.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);

  await speak(page, "Today I walked by the sea with my sister and I feel calm and grateful for the quiet afternoon.");
  await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await expect(page.getByText("Here's what I noticed in your thoughts:")).toBeVisible();
  const card = page.getByRole("article", { name: "Reflection analysis" });
  for (const section of ["Your Reflection", "Emotional Landscape", "Insights", "Gentle Suggestions", "Themes"]) {
    await expect(card.getByRole("heading", { name: section })).toBeVisible();
  }
  await page.getByRole("button", { name: "Continue reflecting" }).click();
  await expect(page.getByText("Tap to share what's in your heart")).toBeVisible();

  await page.getByRole("button", { name: "Ripples" }).click();
  const ripple = page.getByRole("button", { name: /^Ripple from/ });
  await expect(ripple).toHaveCount(1);
  await expect(ripple).toContainText("/10");
  await expect(ripple).toContainText("Click to view analysis");
  await ripple.click();
  const detail = page.getByRole("dialog");
  await expect(detail.getByRole("button", { name: "Back to Ripples" })).toBeVisible();
  await expect(detail.getByRole("article", { name: "Reflection analysis" })).toBeVisible();
  await detail.getByRole("button", { name: "Back to Ripples" }).click();

  await page.getByRole("button", { name: "Delete ripple" }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("No ripples yet")).toBeVisible();
  expect(((await (await signedIn.calls.entries()).json()) as { entries: unknown[] }).entries).toHaveLength(0);
});

test("a failed save keeps the words and a retry saves them once", async ({ page, signedIn }) => {
  let calls = 0;
  await page.route("**/api/reflections", (route) => (++calls === 1 ? serverFailing(route) : route.continue()));
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByRole("heading", { name: /Hello/ })).toBeVisible();
  const words = "Work felt heavy today and I am worried about the deadline on Friday afternoon.";
  await speak(page, words);
  await expect(page.getByRole("heading", { name: "Your words are safe here" })).toBeVisible();
  await expect(page.getByText(words)).toBeVisible();
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: /Your reflection has been saved|Your moment has been honored/ })).toBeVisible({
    timeout: REPLY_DEADLINE,
  });
  expect(((await (await signedIn.calls.entries()).json()) as { entries: unknown[] }).entries).toHaveLength(1);
});

test.describe("far from the server's clock", () => {
  test.use({ timezoneId: "Pacific/Kiritimati" }); // UTC+14: another day part than the server's

  test("the greeting is asked for with the person's own hour", async ({ page, signedIn }) => {
    expect(signedIn.user.email).toContain("@");
    const greeting = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/greeting");
    await page.goto("/");
    await passIntro(page);
    const hour = new URL((await greeting).url()).searchParams.get("hour");
    expect(hour).toBe(String(await page.evaluate(() => new Date().getHours())));
    expect(Number(hour)).toBe((new Date().getUTCHours() + 14) % 24);
  });
});
