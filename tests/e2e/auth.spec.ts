// Accounts in Chromium: sign up with e-mail, sign out, sign in again (also with a two-factor backup
// code), sign in through a real OIDC provider, and delete the account after giving the password again.
import { totpCode } from "../setup/totp";
import { expect, newUser, signUpInContext, test } from "./fixtures";

test("signs up with e-mail, reaches onboarding, signs out and signs in again", async ({ page }) => {
  const user = newUser("Grace Hopper");
  await page.goto("/");
  await page.getByRole("button", { name: "Enter Ripple" }).click();
  const dialog = page.getByRole("dialog", { name: /Welcome to\s*Ripple/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await dialog.getByRole("textbox", { name: "Name" }).fill(user.name);
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(user.email);
  await dialog.getByLabel(/^Password/).fill(user.password);
  await dialog.getByRole("button", { name: "Create account" }).click();
  // a new account goes to onboarding
  await expect(page.getByRole("checkbox").first()).toBeVisible();
  await page.getByRole("checkbox").nth(0).check();
  await page.getByRole("checkbox").nth(1).check();
  await page.getByRole("button", { name: /Enter/ }).click();
  await expect(page.getByRole("heading", { name: "Hello, Grace" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Hello/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Enter Ripple" }).click();
  const again = page.getByRole("dialog", { name: /Welcome to\s*Ripple/ });
  await again.getByRole("textbox", { name: "E-mail" }).fill(user.email);
  await again.getByLabel(/^Password/).fill(user.password);
  await again.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Hello, Grace" })).toBeVisible();
});

test("shows the error text for a wrong password", async ({ page, context, baseURL }) => {
  const { user } = await signUpInContext(context, baseURL!, {});
  await context.clearCookies();
  await page.goto("/");
  await page.getByRole("button", { name: "Enter Ripple" }).click();
  const dialog = page.getByRole("dialog", { name: /Welcome to\s*Ripple/ });
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(user.email);
  await dialog.getByLabel(/^Password/).fill("not the password");
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText(/invalid/i);
});

test("signs in through the OpenID Connect provider", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Enter Ripple" }).click();
  const dialog = page.getByRole("dialog", { name: /Welcome to\s*Ripple/ });
  await dialog.getByRole("button", { name: "Continue with Test SSO" }).click();
  // the mock provider signs in River Song and redirects back; a new account goes to onboarding
  // past the 10 s default: the provider's redirects, the server's callback and a new account's first load
  await expect(page.getByRole("checkbox").first()).toBeVisible({ timeout: 20_000 });
  const session = await page.request.get("/api/auth/get-session");
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe("river.song@example.com");
});

test("deleting the account erases it on the server and every trace of the user in this browser", async ({ page, context, baseURL }) => {
  const { user } = await signUpInContext(context, baseURL!, { name: "Kofi Mensah" });
  const { user: session } = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Hello, Kofi" })).toBeVisible({ timeout: 8000 });
  await expect
    .poll(() =>
      page.evaluate(async (id) => (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.endsWith(id)), session.id),
    )
    .toEqual(expect.arrayContaining([`ripple-outbox:${session.id}`]));
  // words still waiting in the browser, as after a dropped connection or mid-conversation
  await page.evaluate((id) => {
    localStorage.setItem(`ripple:pending-reflections:${id}`, '[{"id":"x","transcript":"words not yet saved"}]');
    localStorage.setItem(`ripple:conversation:${id}`, '{"id":"y","messages":[]}');
    // how this person captures words, and an edit they had not saved
    localStorage.setItem("ripple:capture-settings", '{"privateTranscription":true,"language":"es-ES"}');
    sessionStorage.setItem(`ripple:edit-draft:${id}:an-entry`, '{"text":"half an edit","baseUpdatedAt":"x"}');
  }, session.id);

  await page.getByRole("button", { name: "Your account" }).click();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const password = page.getByLabel("Enter your password to confirm");
  await password.fill("not my password");
  await page.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(page.getByRole("alert")).toHaveText("That password is not right.");
  await password.fill(user.password);
  await page.getByRole("button", { name: "Yes, delete everything" }).click();
  await expect(page.getByRole("button", { name: "Enter Ripple" })).toBeVisible({ timeout: 10_000 });
  const left = await page.evaluate((id) => Object.keys(localStorage).filter((key) => key.endsWith(id)), session.id);
  expect(left).toEqual([]);
  // only what describes this browser, not the person, is left under ripple: keys
  const kept = await page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith("ripple:")),
  );
  expect(kept.filter((key) => !["ripple:first-visit", "ripple:audio-permission", "ripple:user-interacted"].includes(key))).toEqual([]);
  // the journal replica and the outbox of unsent words (IndexedDB) are gone too
  await expect
    .poll(() =>
      page.evaluate(async (id) => (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.endsWith(id)), session.id),
    )
    .toEqual([]);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: user.password },
    headers: { origin: baseURL! },
  });
  expect(signIn.status()).toBe(401);
});

test("refuses one of the most common passwords at sign-up and says why", async ({ page, baseURL }) => {
  const user = newUser("Pat Common");
  await page.goto("/");
  await page.getByRole("button", { name: "Enter Ripple" }).click();
  const dialog = page.getByRole("dialog", { name: /Welcome to\s*Ripple/ });
  await dialog.getByRole("button", { name: "Create an account" }).click();
  await dialog.getByRole("textbox", { name: "Name" }).fill(user.name);
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(user.email);
  await dialog.getByLabel(/^Password/).fill("Sunshine1");
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "This password is one of the most common ones and easy to guess. Please choose another.",
  );
  await expect(dialog).toBeVisible();
  // no account was made with it
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: user.email, password: "Sunshine1" },
    headers: { origin: baseURL! },
  });
  expect(signIn.status()).toBe(401);
});

test("signs in with a two-factor backup code, each code once", async ({ page, context, baseURL }) => {
  const { user } = await signUpInContext(context, baseURL!, { name: "Bea Backup" });
  const headers = { origin: baseURL! };
  const enable = await context.request.post("/api/auth/two-factor/enable", { headers, data: { password: user.password } });
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  expect((await context.request.post("/api/auth/two-factor/verify-totp", { headers, data: { code: totpCode(totpURI) } })).ok()).toBe(true);
  await context.clearCookies();

  const signInWithBackupCode = async (code: string) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Enter Ripple" }).click();
    const dialog = page.getByRole("dialog", { name: /Welcome to\s*Ripple/ });
    await dialog.getByRole("textbox", { name: "E-mail" }).fill(user.email);
    await dialog.getByLabel(/^Password/).fill(user.password);
    await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
    await dialog.getByRole("button", { name: "Use a backup code instead" }).click();
    await dialog.getByRole("textbox", { name: "Backup code" }).fill(code);
    await dialog.getByRole("button", { name: "Verify" }).click();
    return dialog;
  };

  await signInWithBackupCode(backupCodes[0]!);
  await expect(page.getByRole("heading", { name: "Hello, Bea" })).toBeVisible();

  await context.clearCookies();
  const again = await signInWithBackupCode(backupCodes[0]!);
  await expect(again.getByRole("alert")).toHaveText("Invalid backup code");
});
