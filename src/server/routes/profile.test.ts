import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";

describe.each(databaseKinds())("profile consent on %s", (kind) => {
  let t: TestApp;
  let clock = new Date("2026-03-01T10:00:00.000Z");
  beforeAll(async () => {
    t = await createTestApp({ kind, now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it("starts without consent", async () => {
    const { cookie } = await t.signUp();
    const response = await t.request("/api/profile", { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ hasAgreedToTerms: false, termsAgreedAt: null, dataUseAcknowledgedAt: null });
  });

  it("records consent with time stamps and upserts on the user id", async () => {
    const { cookie } = await t.signUp();
    const json = { hasAgreedToTerms: true, dataUseAcknowledged: true };
    const first = await t.request("/api/profile/consent", { method: "PUT", cookie, json });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      hasAgreedToTerms: true,
      termsAgreedAt: "2026-03-01T10:00:00.000Z",
      dataUseAcknowledgedAt: "2026-03-01T10:00:00.000Z",
    });
    clock = new Date("2026-03-02T10:00:00.000Z");
    const second = await t.request("/api/profile/consent", { method: "PUT", cookie, json });
    expect(second.status).toBe(200);
    const read = (await (await t.request("/api/profile", { cookie })).json()) as { termsAgreedAt: string };
    expect(read.termsAgreedAt).toBe("2026-03-02T10:00:00.000Z");
  });

  it("rejects consent without both agreements", async () => {
    const { cookie } = await t.signUp();
    const response = await t.request("/api/profile/consent", {
      method: "PUT",
      cookie,
      json: { hasAgreedToTerms: true, dataUseAcknowledged: false },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("dataUseAcknowledged");
  });

  it("needs a signed-in user", async () => {
    expect((await t.request("/api/profile")).status).toBe(401);
  });
});
