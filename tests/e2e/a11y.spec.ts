// Accessibility: axe finds no serious or critical violation on any
// screen, at a phone width and a desktop width; every control is reachable by keyboard with
// a visible focus ring; the drawers and dialogs trap focus and close on Escape.
// RIPPLE_SHOTS=1 also saves a screenshot of every screen to /tmp/shots/e2e/.
import type { Page } from "@playwright/test";
import { expect, signUpInContext, test } from "./fixtures";
import { speechDoubleScript } from "./support/speech-double";
import { checkScreen, heldUntil, openJournal, passIntro, say, speak, startRecording } from "./support/journal";
import { serverFailing } from "./support/server-failing";
import { REPLY_DEADLINE } from "./support/waits";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

for (const viewport of [
  { width: 1280, height: 860 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every screen passes axe", async ({ page, context, baseURL }) => {
      // every screen of the app in turn, each with an axe pass, two reflections among them: 44-52 s here
      test.setTimeout(90_000);
      await page.clock.install(); // the page's time runs on as usual; the silence below moves it on
      await page.goto("/");
      await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
      await checkScreen(page, "landing");
      await page.getByRole("button", { name: "Enter Ripple" }).click();
      await expect(page.getByRole("dialog", { name: /Welcome to/ })).toBeVisible();
      await checkScreen(page, "sign-in");
      await page.keyboard.press("Escape");

      const { calls } = await signUpInContext(context, baseURL!, { consent: false, name: "Mira Okafor" });
      await page.goto("/");
      await passIntro(page);
      await expect(page.getByRole("checkbox").first()).toBeVisible({ timeout: 10_000 });
      await checkScreen(page, "onboarding");
      if (viewport.width > 600) {
        const stops = await tabThrough(page, 4);
        expect(stops.map((s) => s?.label)).toEqual(expect.arrayContaining(["Terms & Privacy Policy", "INPUT"]));
        for (const stop of stops.filter(Boolean)) expect(stop!.ring, `focus ring on ${stop!.label}`).toBe(true);
      }
      await page.getByRole("checkbox").nth(0).check();
      await page.getByRole("checkbox").nth(1).check();
      await page.getByRole("button", { name: "Enter Ripple" }).click();
      await expect(page.getByRole("heading", { name: "Hello, Mira" })).toBeVisible();
      await expect(page.getByText("How are you feeling today?")).toBeVisible();
      await checkScreen(page, "main-idle");

      await page.getByRole("button", { name: "Ripples" }).click();
      await expect(page.getByText("No ripples yet")).toBeVisible();
      await checkScreen(page, "drawer-empty");
      await page.keyboard.press("Escape");

      // 'Enter Ripple' granted audio, so this first-time user hears the welcome clip, and the
      // mic is blocked while it plays: record once it has played.
      await page.waitForFunction(() =>
        Object.keys(localStorage).some((key) => key.startsWith("ripple:welcome-played:") && localStorage.getItem(key) === "true"),
      );
      // the welcome clip plays to its end before the microphone is offered
      await expect(page.getByText("Listen for a moment… the microphone is ready right after.")).toHaveCount(0, { timeout: 20_000 });
      await startRecording(page);
      await say(page, "Today I walked by the river and felt", { interim: true });
      await expect(page.getByText("Today I walked by the river and felt")).toBeVisible();
      await checkScreen(page, "recording");
      await say(page, "Today I walked by the river and felt calm and grateful for my friends and the quiet evening light.");
      const analysingChecked = heldUntil(); // the reflection waits until the analysing screen is checked
      await page.route("**/api/reflections", async (route) => {
        await analysingChecked.promise;
        await route.continue();
      });
      await page.getByRole("button", { name: "Stop recording" }).click();
      await expect(page.getByText("Analyzing your reflection...")).toBeVisible();
      await checkScreen(page, "analyzing");
      analysingChecked.release();
      await expect(page.getByRole("heading", { name: "Your reflection has been saved" })).toBeVisible({ timeout: REPLY_DEADLINE });
      await checkScreen(page, "result-saved");
      await page.getByRole("button", { name: "Continue reflecting" }).click();

      await page.getByRole("button", { name: "Ripples" }).click();
      await expect(page.getByRole("button", { name: /^Ripple from/ })).toBeVisible();
      await checkScreen(page, "drawer-ripples");
      await page.getByRole("button", { name: /^Ripple from/ }).click();
      await expect(page.getByRole("button", { name: "Back to Ripples" })).toBeVisible();
      await checkScreen(page, "drawer-detail");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: "Your account" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await checkScreen(page, "account-menu");
      await page.keyboard.press("Escape");

      await page.unroute("**/api/reflections");
      await startRecording(page);
      await page.clock.runFor(2300); // a silence of 2.3 s
      await page.getByRole("button", { name: "Stop recording" }).click();
      await expect(page.getByRole("heading", { name: "Your moment has been honored" })).toBeVisible({ timeout: REPLY_DEADLINE });
      await checkScreen(page, "result-honored");
      await page.getByRole("button", { name: "Continue reflecting" }).click();

      await page.route("**/api/reflections", (route) => serverFailing(route));
      await speak(page, "Work felt heavy and I keep thinking about the conversation with my manager.");
      await expect(page.getByRole("heading", { name: "Your words are safe here" })).toBeVisible();
      await checkScreen(page, "result-failed");

      await page.goto("/terms-of-service");
      await expect(page.getByRole("heading", { name: "Terms & Privacy" })).toBeVisible();
      await checkScreen(page, "terms");
      await calls.deleteAccount();
    });
  });
}

async function focusedElementDescription(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // A visible focus indicator: an outline, or a box-shadow ring that appears only with focus.
    const look = () => {
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0, shadow: style.boxShadow };
    };
    const focused = look();
    el.blur();
    const unfocused = look();
    el.focus();
    const ring = focused.outline || focused.shadow !== unfocused.shadow;
    const label = el.getAttribute("aria-label") || el.textContent?.trim().slice(0, 40) || el.tagName;
    return { label, ring, inDialog: el.closest("[role=dialog]") !== null };
  });
}

/** Presses Tab `count` times and returns what was focused each time. */
async function tabThrough(page: Page, count: number) {
  const seen = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press("Tab");
    seen.push(await focusedElementDescription(page));
  }
  return seen;
}

test("landing and sign-in dialog work from the keyboard with a visible focus ring; the dialog traps focus", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible(); // past 'Preparing your space'
  const stops = await tabThrough(page, 3);
  expect(stops.map((s) => s?.label)).toContain("Enter Ripple");
  for (const stop of stops.filter(Boolean)) expect(stop!.ring, `focus ring on ${stop!.label}`).toBe(true);

  await page.getByRole("button", { name: "Enter Ripple" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /Welcome to/ });
  await expect(dialog).toBeVisible();
  const inside = await tabThrough(page, 12);
  for (const stop of inside) {
    expect(stop?.inDialog, `focus stays in the dialog (${stop?.label})`).toBe(true);
    expect(stop?.ring, `focus ring on ${stop?.label}`).toBe(true);
  }
  expect(inside.map((s) => s?.label)).toEqual(expect.arrayContaining(["Close", "Sign in"]));
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeFocused();
});

test("the main screen, drawers and account dialog work from the keyboard; drawers trap focus and close on Escape", async ({
  page,
  signedIn,
}) => {
  expect(signedIn.user.name).toBeTruthy();
  await openJournal(page);
  const stops = await tabThrough(page, 12); // the welcome clip's "Tap to play" may sit among them
  const labels = stops.map((s) => s?.label);
  for (const control of ["Ripples", "Mute sounds and voice", "Your account", "Sign out", "Voice Mood", "Start recording", "Type instead"]) {
    expect(labels).toContain(control);
  }
  for (const stop of stops.filter(Boolean)) expect(stop!.ring, `focus ring on ${stop!.label}`).toBe(true);

  // record and save one ripple from the keyboard
  await page.getByRole("button", { name: "Start recording" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__speech?.listening === true);
  await say(page, "I finished the painting I started last spring and I feel proud and quietly happy tonight.");
  await page.getByRole("button", { name: "Stop recording" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Continue reflecting" })).toBeVisible({ timeout: REPLY_DEADLINE });
  await page.getByRole("button", { name: "Continue reflecting" }).focus();
  await page.keyboard.press("Enter");

  const ripples = page.getByRole("button", { name: "Ripples" });
  await ripples.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Recent Ripples" });
  await expect(drawer).toBeVisible();
  for (const stop of await tabThrough(page, 6)) {
    expect(stop?.inDialog, `focus stays in the drawer (${stop?.label})`).toBe(true);
    expect(stop?.ring, `focus ring on ${stop?.label}`).toBe(true);
  }
  await drawer.getByRole("button", { name: /^Ripple from/ }).focus();
  await page.keyboard.press("Enter");
  const back = page.getByRole("button", { name: "Back to Ripples" });
  await expect(back).toBeVisible();
  for (const stop of await tabThrough(page, 5)) expect(stop?.inDialog, `focus stays in the detail (${stop?.label})`).toBe(true);
  await back.focus();
  await page.keyboard.press("Enter");
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(ripples).toBeFocused();

  await page.getByRole("button", { name: "Your account" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  for (const stop of await tabThrough(page, 6)) expect(stop?.inDialog, `focus stays in the account dialog (${stop?.label})`).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
