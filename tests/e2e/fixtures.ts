// Playwright fixtures: a user created and signed in through the API (consent recorded), deleted afterwards.
import { randomUUID } from "node:crypto";
import { test as base, expect } from "@playwright/test";
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(name = "Ada Lovelace"): TestUser {
  return { name, email: `e2e-${randomUUID()}@example.com`, password: "correct horse battery" };
}

/** Same-origin API calls, as the browser makes them (deleting the account confirms with `user`'s password). */
export function api(request: APIRequestContext, baseURL: string, user?: TestUser) {
  const headers = { origin: baseURL };
  return {
    signUp: (user: TestUser) => request.post("/api/auth/sign-up/email", { headers, data: user }),
    signIn: (user: TestUser) => request.post("/api/auth/sign-in/email", { headers, data: { email: user.email, password: user.password } }),
    consent: () => request.put("/api/profile/consent", { headers, data: { hasAgreedToTerms: true, dataUseAcknowledged: true } }),
    // Teardown: a keep-alive connection the server closed is tried again (a lost answer leaves a 401, which is fine here).
    deleteAccount: () => retriedOnReset(() => request.delete("/api/account", { headers, data: { password: user?.password } })),
    entries: () => retriedOnReset(() => request.get("/api/entries")),
  };
}

/**
 * Sent again when the connection was reset: the request context may reuse a keep-alive socket the
 * server has just closed after a long idle test step (the request never reached the server).
 */
async function retriedOnReset<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= 3 || !String(error).includes("ECONNRESET")) throw error;
    }
  }
}

/**
 * Signs a fresh user up in this browser context (cookies shared with the page), optionally past
 * onboarding. The context's clock is installed (its time runs on as usual), so that openJournal
 * and passIntro (support/journal.ts) can move the landing's 3 s intro on at once.
 */
export async function signUpInContext(context: BrowserContext, baseURL: string, options: { consent?: boolean; name?: string } = {}) {
  await context.clock.install();
  const user = newUser(options.name);
  const calls = api(context.request, baseURL, user);
  expect((await calls.signUp(user)).ok()).toBe(true);
  // Sign-up answers alike for new and existing addresses (no session either way): sign in.
  expect((await calls.signIn(user)).ok()).toBe(true);
  if (options.consent ?? true) expect((await calls.consent()).ok()).toBe(true);
  return { user, calls };
}

/** A new browser context (another device) signed in as `user` on the app at `origin`. */
export async function signedInContext(browser: Browser, origin: string, user: TestUser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: origin });
  await context.clock.install(); // as signUpInContext's
  const response = await context.request.post("/api/auth/sign-in/email", {
    headers: { origin },
    data: { email: user.email, password: user.password },
  });
  expect(response.ok()).toBe(true);
  return context;
}

export const test = base.extend<{ signedIn: { user: TestUser; calls: ReturnType<typeof api> } }>({
  signedIn: async ({ context, baseURL }, use) => {
    const signed = await signUpInContext(context, baseURL!);
    await use(signed);
    await signed.calls.deleteAccount();
  },
});

export { expect };
