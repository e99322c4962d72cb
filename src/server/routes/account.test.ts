import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { account } from "../db/schema";

describe.each(databaseKinds())("export and account deletion on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t.close();
  });

  it("exports all of my data and nobody else's", async () => {
    const me = await t.signUp({ name: "Export Me" });
    const other = await t.signUp();
    const mine = buildEntryInput({ entryText: "My own words to export" });
    await t.request("/api/entries", { method: "POST", cookie: me.cookie, json: mine });
    await t.request("/api/entries", { method: "POST", cookie: other.cookie, json: buildEntryInput({ entryText: "Not mine" }) });
    await t.request("/api/profile/consent", {
      method: "PUT",
      cookie: me.cookie,
      json: { hasAgreedToTerms: true, dataUseAcknowledged: true },
    });
    const response = await t.request("/api/export", { cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="ripple-export-/);
    const body = (await response.json()) as {
      user: { email: string };
      profile: { hasAgreedToTerms: boolean };
      entries: { entryText: string }[];
    };
    expect(body.user.email).toBe(me.email);
    expect(body.profile.hasAgreedToTerms).toBe(true);
    expect(body.entries.map((e) => e.entryText)).toEqual(["My own words to export"]);
  });

  it("deletes my account with all my data after asking for my password, and clears the session cookie", async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    await t.request("/api/entries", { method: "POST", cookie: me.cookie, json: buildEntryInput() });
    await t.request("/api/entries", { method: "POST", cookie: other.cookie, json: buildEntryInput() });
    const response = await t.request("/api/account", { method: "DELETE", cookie: me.cookie, json: { password: me.password } });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cleared).toMatch(/^better-auth\.session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(cleared).toMatch(/HttpOnly/i);
    expect((await t.request("/api/entries", { cookie: me.cookie })).status).toBe(401);
    const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: me.email, password: me.password } });
    expect(signIn.status).toBe(401);
    const others = (await (await t.request("/api/entries", { cookie: other.cookie })).json()) as { entries: unknown[] };
    expect(others.entries).toHaveLength(1);
  });

  it("keeps the account when the password is missing or wrong", async () => {
    const me = await t.signUp();
    const missing = await t.request("/api/account", { method: "DELETE", cookie: me.cookie, json: {} });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: { code: "password_required", message: "Enter your password to delete your account." } });
    const wrong = await t.request("/api/account", { method: "DELETE", cookie: me.cookie, json: { password: "not my password" } });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("incorrect_password");
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect((await t.request("/api/entries", { cookie: me.cookie })).status).toBe(200);
  });
});

describe("deleting an account that has no password", () => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  async function passwordlessUser() {
    const me = await t.signUp();
    // as after "Continue with Google": an account row without a password
    await t.database.db.delete(account).where(and(eq(account.userId, me.userId), eq(account.providerId, "credential")));
    return me;
  }

  it("needs the typed word DELETE", async () => {
    const me = await passwordlessUser();
    clock = new Date();
    const response = await t.request("/api/account", { method: "DELETE", cookie: me.cookie, json: {} });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("confirmation_required");
  });

  it("needs a sign-in within the last 10 minutes", async () => {
    const me = await passwordlessUser();
    clock = new Date(Date.now() + 11 * 60_000);
    const stale = await t.request("/api/account", { method: "DELETE", cookie: me.cookie, json: { confirm: "DELETE" } });
    expect(stale.status).toBe(403);
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe("reauthentication_required");
    clock = new Date(Date.now() + 9 * 60_000);
    const fresh = await t.request("/api/account", { method: "DELETE", cookie: me.cookie, json: { confirm: "DELETE" } });
    expect(fresh.status).toBe(200);
    expect((await t.request("/api/entries", { cookie: me.cookie })).status).toBe(401);
  });
});
