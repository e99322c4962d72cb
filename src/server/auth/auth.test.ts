import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp, sessionCookie } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { totpCode } from "../../../tests/setup/totp";

describe.each(databaseKinds())("accounts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, env: { AUTH_RATE_LIMIT_MAX: "5" } });
  });
  afterAll(async () => {
    await t.close();
  });

  const session = async (cookie: string) => {
    const response = await t.request("/api/auth/get-session", { cookie });
    return (await response.json()) as { user: { email: string } } | null;
  };
  const signIn = (email: string, password: string, ip = "198.51.100.1") =>
    t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
      headers: { "x-ripple-client-ip": ip },
    });

  it("signs up, reads the session, signs out and signs in again", async () => {
    const { cookie, email, password } = await t.signUp({ name: "Grace Hopper" });
    expect((await session(cookie))?.user.email).toBe(email);
    const out = await t.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await session(cookie)).toBeNull();
    const again = await signIn(email, password);
    expect(again.status).toBe(200);
    expect((await session(sessionCookie(again)))?.user.email).toBe(email);
  });

  it("refuses a wrong password", async () => {
    const { email } = await t.signUp();
    const response = await signIn(email, "wrong password!", "198.51.100.2");
    expect(response.status).toBe(401);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax (not Secure on http)", async () => {
    const { email, password } = await t.signUp();
    const response = await signIn(email, password, "198.51.100.4");
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("signs out every other device but keeps this one", async () => {
    const { cookie: first, email, password } = await t.signUp();
    const second = sessionCookie(await signIn(email, password, "198.51.100.3"));
    const response = await t.request("/api/auth/revoke-other-sessions", { method: "POST", cookie: second, json: {} });
    expect(response.status).toBe(200);
    expect(await session(first)).toBeNull();
    expect((await session(second))?.user.email).toBe(email);
  });

  it("rate limits sign-in attempts per address", async () => {
    const { email } = await t.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await signIn(email, "wrong password!", "203.0.113.9")).status);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // another address is not affected
    expect((await signIn(email, "wrong password!", "203.0.113.10")).status).toBe(401);
  });

  it("refuses a common password at sign-up and when changing it, whatever its case", async () => {
    for (const password of ["SunShine", "qwertyuiop", "PASSWORD1"]) {
      const response = await t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name: "Common Carl", email: "common-carl@example.com", password },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: "password_too_common",
          message: "This password is one of the most common ones and easy to guess. Please choose another.",
        },
      });
    }
    const { cookie, password } = await t.signUp();
    const change = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie,
      json: { currentPassword: password, newPassword: "iloveyou" },
    });
    expect(change.status).toBe(400);
    expect(((await change.json()) as { error: { code: string } }).error.code).toBe("password_too_common");
  });

  it("accepts each two-factor backup code once at sign-in", async () => {
    const { cookie, email, password } = await t.signUp();
    const enable = await t.request("/api/auth/two-factor/enable", { method: "POST", cookie, json: { password } });
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    await t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie, json: { code: totpCode(totpURI) } });
    const useBackupCode = async (code: string, ip: string) => {
      const pending = sessionCookie(await signIn(email, password, ip));
      return t.request("/api/auth/two-factor/verify-backup-code", { method: "POST", cookie: pending, json: { code } });
    };
    const first = await useBackupCode(backupCodes[0]!, "198.51.100.30");
    expect(first.status).toBe(200);
    expect((await session(sessionCookie(first)))?.user.email).toBe(email);
    const again = await useBackupCode(backupCodes[0]!, "198.51.100.31");
    expect(again.status).toBe(401);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("invalid_backup_code");
    expect((await useBackupCode(backupCodes[1]!, "198.51.100.32")).status).toBe(200);
  });

  it("enables TOTP two-factor, asks for the code at sign-in, and disables it", async () => {
    const { cookie, email, password } = await t.signUp();
    const enable = await t.request("/api/auth/two-factor/enable", { method: "POST", cookie, json: { password } });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Ripple/);
    expect(backupCodes.length).toBeGreaterThan(0);
    const confirm = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie,
      json: { code: totpCode(totpURI) },
    });
    expect(confirm.status).toBe(200);

    const firstStep = await signIn(email, password, "198.51.100.20");
    expect(firstStep.status).toBe(200);
    expect(await firstStep.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = sessionCookie(firstStep);
    expect(await session(pending)).toBeNull();
    const wrong = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: pending,
      json: { code: "000000" === totpCode(totpURI) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(401);
    const verified = await t.request("/api/auth/two-factor/verify-totp", {
      method: "POST",
      cookie: pending,
      json: { code: totpCode(totpURI) },
    });
    expect(verified.status).toBe(200);
    const signedIn = sessionCookie(verified);
    expect((await session(signedIn))?.user.email).toBe(email);

    const disable = await t.request("/api/auth/two-factor/disable", { method: "POST", cookie: signedIn, json: { password } });
    expect(disable.status).toBe(200);
    const plain = await signIn(email, password, "198.51.100.21");
    expect(await plain.json()).not.toHaveProperty("twoFactorRedirect");
  });
});
