import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

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
    await t.request("/api/profile/consent", { method: "PUT", cookie: me.cookie, json: { hasAgreedToTerms: true, dataUseAcknowledged: true } });
    const response = await t.request("/api/export", { cookie: me.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="ripple-export-/);
    const body = (await response.json()) as { user: { email: string }; profile: { hasAgreedToTerms: boolean }; entries: { entryText: string }[] };
    expect(body.user.email).toBe(me.email);
    expect(body.profile.hasAgreedToTerms).toBe(true);
    expect(body.entries.map((e) => e.entryText)).toEqual(["My own words to export"]);
  });

  it("deletes my account with all my data and ends my session", async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    await t.request("/api/entries", { method: "POST", cookie: me.cookie, json: buildEntryInput() });
    await t.request("/api/entries", { method: "POST", cookie: other.cookie, json: buildEntryInput() });
    const response = await t.request("/api/account", { method: "DELETE", cookie: me.cookie });
    expect(response.status).toBe(200);
    expect((await t.request("/api/entries", { cookie: me.cookie })).status).toBe(401);
    const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: me.email, password: me.password } });
    expect(signIn.status).toBe(401);
    const others = (await (await t.request("/api/entries", { cookie: other.cookie })).json()) as { entries: unknown[] };
    expect(others.entries).toHaveLength(1);
  });
});
