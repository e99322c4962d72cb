// Onboarding: both consents before entering, instant entry, background sync 5 s later.
import { expect, signUpInContext, test } from "./fixtures";
import { passIntro } from "./support/journal";

test("enter stays disabled until both boxes are ticked; entering syncs consent in the background", async ({ page, context, baseURL }) => {
  const { user, calls } = await signUpInContext(context, baseURL!, { consent: false, name: "Noor Haddad" });
  await page.goto("/");
  await passIntro(page);
  const terms = page.getByRole("link", { name: "Terms & Privacy Policy" });
  await expect(terms).toBeVisible({ timeout: 8000 });
  await expect(terms).toHaveAttribute("href", "/terms-of-service");
  await expect(terms).toHaveAttribute("target", "_blank");
  const enter = page.getByRole("button", { name: "Enter Ripple" });
  await expect(enter).toBeDisabled();
  await page.getByRole("checkbox").nth(0).check();
  await expect(enter).toBeDisabled();
  await page.getByRole("checkbox").nth(1).check();
  await expect(enter).toBeEnabled();
  await expect(page.getByText(/setup is instant/i)).toBeVisible();

  await enter.click();
  await expect(page.getByRole("heading", { name: "Hello, Noor" })).toBeVisible();
  await expect(page.getByText("Your data is synced with the cloud")).toBeVisible();
  // the consent reaches the server about 5 s later
  await expect
    .poll(async () => ((await (await page.request.get("/api/profile")).json()) as { hasAgreedToTerms: boolean }).hasAgreedToTerms, {
      timeout: 12_000,
    })
    .toBe(true);
  expect(user.email).toContain("@");
  await calls.deleteAccount();
});

test("a user who agreed on another device skips onboarding", async ({ page, signedIn }) => {
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByRole("heading", { name: `Hello, ${signedIn.user.name.split(" ")[0]}` })).toBeVisible();
  await expect(page.getByRole("checkbox")).toHaveCount(0);
});

test("consent goes up 5 s after entering; a failed sync warns for 8 s, and tapping retries it", async ({ page, context, baseURL }) => {
  const { calls } = await signUpInContext(context, baseURL!, { consent: false, name: "Ines Ferreira" });
  await page.clock.install();
  const consentCalls: number[] = [];
  let failing = true;
  await page.route("**/api/profile/consent", async (route) => {
    consentCalls.push(Date.now());
    if (failing) await route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"unavailable"}' });
    else await route.continue();
  });
  await page.goto("/");
  await passIntro(page);
  await page.getByRole("checkbox").nth(0).check({ timeout: 8000 });
  await page.getByRole("checkbox").nth(1).check();
  const entered = Date.now(); // just before the click: the upsert is timed from no earlier than this
  await page.getByRole("button", { name: "Enter Ripple" }).click();
  await expect(page.getByRole("heading", { name: "Hello, Ines" })).toBeVisible();

  // synced at once (3 s toast), the background upsert 5 s later
  const synced = page.getByText("Your data is synced with the cloud");
  await expect(synced).toBeVisible();
  await expect(synced).toBeHidden({ timeout: 5000 });
  expect(Date.now() - entered).toBeGreaterThan(2500);
  const failed = page.getByRole("button", { name: "Sync failed - your data is safe locally. Tap to retry." });
  await expect(failed).toBeVisible({ timeout: 20_000 }); // 5 s after entering, later when the machine is loaded
  expect(consentCalls).toHaveLength(1);
  expect(consentCalls[0]! - entered).toBeGreaterThanOrEqual(4900);
  // the top bar's sync icon turns into a retry button only now
  await expect(page.getByRole("button", { name: "Sync failed — tap to retry" })).toBeVisible();

  // the warning stays for 8 s
  await page.mouse.move(0, 400); // away from the toast: hovering pauses it
  await page.clock.runFor(6000); // longer than the 4 s default
  await expect(failed).toBeVisible();
  await page.clock.runFor(2500); // past 8 s and the exit
  await expect(failed).toBeHidden();

  // the icon retries too; it fails again, then a tap on the new warning succeeds
  await page.getByRole("button", { name: "Sync failed — tap to retry" }).click();
  await expect(failed).toBeVisible();
  expect(consentCalls).toHaveLength(2);
  failing = false;
  await failed.click();
  await expect(synced).toBeVisible();
  await expect(page.getByRole("button", { name: "Sync failed — tap to retry" })).toHaveCount(0);
  expect(((await (await page.request.get("/api/profile")).json()) as { hasAgreedToTerms: boolean }).hasAgreedToTerms).toBe(true);
  await calls.deleteAccount();
});

test("a failed consent lookup on load shows onboarding and the sync warning", async ({ page, context, baseURL }) => {
  const { calls } = await signUpInContext(context, baseURL!, { consent: true, name: "Tomas Berg" });
  await page.route("**/api/profile", (route) =>
    route.request().method() === "GET" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
  );
  await page.goto("/");
  await passIntro(page);
  await expect(page.getByRole("button", { name: "Sync failed - your data is safe locally. Tap to retry." })).toBeVisible({
    timeout: 8000,
  });
  // completed is false: the consent screen, even though this user agreed before
  await expect(page.getByRole("checkbox")).toHaveCount(2, { timeout: 8000 });
  await calls.deleteAccount();
});
