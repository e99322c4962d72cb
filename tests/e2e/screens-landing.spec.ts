// Landing, sign-in dialog and terms page in Chromium (docs/decisions/002-trust-badges.md).
import { expect, test } from "./fixtures";

test("landing shows the headline, three feature cards and only true trust badges", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/speak|voice/i);
  for (const title of ["Voice-First Journaling", "AI Emotional Insights", "Private & Secure"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  const promises = page.getByRole("list", { name: "Our promises" });
  await expect(promises).toContainText("Encrypted at rest");
  await expect(promises).toContainText("Export & delete anytime");
  await expect(promises).toContainText("No data selling");
  // end-to-end encryption is claimed only for what it is: the private journal, which the person turns on
  await expect(page.getByText(/end-to-end/i)).toHaveCount(1);
  await expect(page.getByText(/end-to-end/i)).toContainText("Turn on the private journal and it is end-to-end encrypted");
  await expect(promises).not.toContainText(/end-to-end/i);
  await expect(page.locator("body")).not.toContainText(/GDPR/i);
});

test("Enter Ripple opens the sign-in dialog; Escape and the close button close it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Enter Ripple" }).click();
  const dialog = page.getByRole("dialog", { name: /Welcome to\s*Ripple/ });
  await expect(dialog).toBeVisible();
  for (const benefit of ["AI-powered emotional insights", "Private and secure journaling", "Access from any device"]) {
    await expect(dialog.getByText(benefit)).toBeVisible();
  }
  // no Google button unless the server has Google configured
  await expect(dialog.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Enter Ripple" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the landing page stays for the intro even when signed in, then the journal opens", async ({ page, signedIn }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Hello, ${signedIn.user.name.split(" ")[0]}` })).toBeVisible({ timeout: 8000 });
});

test("terms of service page describes what Ripple really does with data", async ({ page }) => {
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { name: "Terms & Privacy" })).toBeVisible();
  const privacy = page.getByRole("region", { name: "Privacy" });
  await expect(privacy).toContainText("AES-256-GCM");
  await expect(privacy).toContainText("not end-to-end encryption");
  // the private journal: what is sealed, what is not, and the limit of a web app
  await expect(privacy).toContainText("The private journal (end-to-end encrypted).");
  await expect(privacy).toContainText("your account e-mail and name, when each entry was written and last changed, how many entries");
  await expect(privacy).toContainText("could send changed code to your browser");
  await expect(privacy).toContainText(/export all your data/i);
  await expect(privacy).toContainText(/never sold/i);
});
