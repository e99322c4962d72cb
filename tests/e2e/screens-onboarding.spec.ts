// Onboarding (spec §2, §4): both consents before entering, instant entry, background sync 5 s later.
import { expect, signUpInContext, test } from "./fixtures";

test("enter stays disabled until both boxes are ticked; entering syncs consent in the background", async ({ page, context, baseURL }) => {
  const { user, calls } = await signUpInContext(context, baseURL!, { consent: false, name: "Noor Haddad" });
  await page.goto("/");
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
  await expect(page.getByRole("heading", { name: `Hello, ${signedIn.user.name.split(" ")[0]}` })).toBeVisible({ timeout: 8000 });
  await expect(page.getByRole("checkbox")).toHaveCount(0);
});
