// Finding 9 (OAuth): the provider's access and refresh tokens are stored encrypted and its ID
// token not at all; better-auth still reads the access token back. Signed in through the
// loopback OpenID Connect provider (tests/fakes/fake-oidc.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOidc } from "../../../tests/fakes/fake-oidc";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp, sessionCookie } from "../../../tests/setup/test-app";
import { account } from "../db/schema";

let oidc: Awaited<ReturnType<typeof startFakeOidc>>;
let t: TestApp;
beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await createTestApp({
    env: { OIDC_ISSUER: oidc.issuer, OIDC_CLIENT_ID: "ripple-test", OIDC_CLIENT_SECRET: "ripple-test-secret", OIDC_NAME: "Test SSO" },
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

async function signInThroughProvider(): Promise<string> {
  const start = await t.request("/api/auth/sign-in/social", { method: "POST", json: { provider: "oidc", callbackURL: "/" } });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = await fetch(url, { redirect: "manual" });
  const callback = new URL(authorize.headers.get("location")!);
  const back = await t.request(`${callback.pathname}${callback.search}`, { cookie: sessionCookie(start) });
  expect(back.status).toBe(302);
  return sessionCookie(back);
}

describe("tokens from an identity provider", () => {
  it("are stored encrypted (access, refresh) or not at all (ID token)", async () => {
    const cookie = await signInThroughProvider();
    const tokens = oidc.issued.at(-1) as { access_token: string; refresh_token: string; id_token: string };
    expect(tokens.access_token.length).toBeGreaterThan(20);

    const [row] = await t.database.db.select().from(account).where(eq(account.providerId, "oidc"));
    expect(row).toBeDefined();
    const stored = JSON.stringify(row);
    for (const token of [tokens.access_token, tokens.refresh_token, tokens.id_token]) expect(stored).not.toContain(token);
    expect(row!.accessToken).toBeTruthy();
    expect(row!.refreshToken).toBeTruthy();
    expect(row!.idToken).toBeNull();

    // better-auth decrypts what it stored
    const read = await t.request("/api/auth/get-access-token", { method: "POST", cookie, json: { accountId: row!.id } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { accessToken: string }).accessToken).toBe(tokens.access_token);
  });
});
