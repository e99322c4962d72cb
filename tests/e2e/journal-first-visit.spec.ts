// A first visit through to the main screen (loading, landing, onboarding, journal, in that order), sign-out, and the
// coming-soon toast on an app without a chat model.
import { expect, newUser, test } from "./fixtures";
import { speechDoubleScript } from "./support/speech-double";
import { openJournal, shot } from "./support/journal";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(speechDoubleScript());
});

test("first visit: landing for the first 3 s, sign-in, onboarding, then the main screen", async ({ page }) => {
  const user = newUser("Lena Fischer");
  await page.goto("/");
  const opened = Date.now();
  const enter = page.getByRole("button", { name: "Enter Ripple" });
  await expect(enter).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("ripple:first-visit"))).toBeNull();
  // the intro runs its 3 s, then the first-visit marker is stored (signed out: the landing stays)
  await expect.poll(() => page.evaluate(() => localStorage.getItem("ripple:first-visit")), { timeout: 6000 }).not.toBeNull();
  expect(Date.now() - opened).toBeGreaterThanOrEqual(2500); // the page mounted a moment before goto resolved
  await expect(enter).toBeVisible();

  await enter.click();
  const dialog = page.getByRole("dialog", { name: /Welcome to\s*Ripple/ });
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await dialog.getByRole("textbox", { name: "Name" }).fill(user.name);
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(user.email);
  await dialog.getByLabel(/^Password/).fill(user.password);
  await dialog.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("heading", { name: /Welcome to Ripple/ })).toBeVisible();
  const enterSpace = page.getByRole("button", { name: "Enter Ripple" });
  await expect(enterSpace).toBeDisabled();
  await page.getByRole("checkbox", { name: /Terms & Privacy Policy/ }).check();
  // the acknowledgement says what this Ripple does with the words (no cloud providers here)
  await page.getByRole("checkbox", { name: /analysed and answered on this Ripple's own server/ }).check();
  await enterSpace.click();

  await expect(page.getByRole("heading", { name: "Hello, Lena" })).toBeVisible();
  await expect(page.getByText("How are you feeling today?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start recording" })).toBeVisible();
  await expect(page.getByText("Tap to share what's in your heart")).toBeVisible();
  await page.request.delete("/api/account", { headers: { origin: new URL(page.url()).origin }, data: { password: user.password } });
});

test("a returning signed-in visitor sees the landing for 3 s, then the main screen", async ({ page, signedIn }) => {
  await page.goto("/");
  const opened = Date.now();
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  const hello = page.getByRole("heading", { name: `Hello, ${signedIn.user.name.split(" ")[0]}` });
  await expect(hello).toBeVisible({ timeout: 8000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(2500);
});

test("sign-out reloads the page to the landing screen and ends the session", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.clock.install();
  await openJournal(page);
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Sign out" }).click();
  await reloaded;
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  await page.clock.runFor(3500); // past the 3 s intro: still the landing, no journal
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Hello, / })).toHaveCount(0);
  const session = await page.request.get("/api/auth/get-session");
  expect(await session.json()).toBeNull();
});

test("Conversational shows 'Conversational mode is coming soon!' for 6 s and stays in Voice Mood", async ({ page, signedIn }) => {
  expect(signedIn.user.email).toContain("@");
  await page.clock.install();
  await openJournal(page);
  // The page's time stands still between steps, so a slow machine cannot eat into the 6 s.
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole("button", { name: "Conversational" }).click();
  const toast = page.getByText("Conversational mode is coming soon!");
  // The toast library renders on a timer: let the page's time move on in small steps until it shows.
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return toast.isVisible();
    })
    .toBe(true);
  await expect(page.getByRole("button", { name: "Voice Mood" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Tap to share what's in your heart")).toBeVisible();
  await page.mouse.move(0, 400); // away from the toast: hovering pauses it
  await page.clock.runFor(4800); // longer than the 4 s default
  await expect(toast).toBeVisible();
  await shot(page, "toast-coming-soon", [1280]);
  await page.clock.runFor(1500); // past 6 s and the exit
  await expect(toast).toBeHidden();
});
