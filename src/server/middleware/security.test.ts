// Headers and the origin rule: no API answer is cached, the microphone is for
// this origin only, HSTS only over https, and a state-changing request that says nothing of where
// it comes from needs the API client header.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CLIENT_HEADER } from "../../domain/lib/api-client-header";
import { buildEntryInput } from "../../../tests/setup/factories";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ORIGIN, createTestApp } from "../../../tests/setup/test-app";
import { HSTS_VALUE, NO_ORIGIN_MESSAGE } from "./security";

describe("security headers and the origin rule", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = (await t.signUp()).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A save with exactly these headers (no Origin unless given). */
  const rawSave = (headers: Record<string, string>) =>
    t.app.request("/api/entries", {
      method: "POST",
      headers: { cookie, "content-type": "application/json", ...headers },
      body: JSON.stringify(buildEntryInput()),
    });

  it.each(["/api/entries", "/api/export", "/api/profile", "/api/greeting?hour=9", "/api/health", "/api/config", "/api/nope"])(
    "answers %s with Cache-Control: no-store",
    async (path) => {
      const response = await t.request(path, { cookie });
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("keeps personal answers out of caches when signed out and on errors too", async () => {
    const signedOut = await t.request("/api/entries");
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("cache-control")).toBe("no-store");
    const saved = await t.request("/api/entries", { method: "POST", cookie, json: buildEntryInput() });
    expect(saved.status).toBe(201);
    expect(saved.headers.get("cache-control")).toBe("no-store");
  });

  it("allows the microphone on this origin only", async () => {
    const response = await t.request("/api/health");
    const policy = response.headers.get("permissions-policy") ?? "";
    expect(policy.split(", ")).toContain("microphone=(self)");
    expect(policy).toContain("camera=()");
  });

  it("sends no HSTS when the app is served over http", async () => {
    const response = await t.request("/api/health");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("refuses a state-changing request with neither Origin nor Sec-Fetch-Site (403, error shape)", async () => {
    const response = await rawSave({});
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "origin_required", message: NO_ORIGIN_MESSAGE } });
    const deleted = await t.app.request(`/api/entries/${crypto.randomUUID()}`, { method: "DELETE", headers: { cookie } });
    expect(deleted.status).toBe(403);
  });

  it("accepts it with the API client header, or from the same origin by Origin or Sec-Fetch-Site", async () => {
    expect((await rawSave({ [API_CLIENT_HEADER]: "1" })).status).toBe(201);
    expect((await rawSave({ origin: TEST_ORIGIN })).status).toBe(201);
    expect((await rawSave({ "sec-fetch-site": "same-origin" })).status).toBe(201);
  });

  it("refuses another origin even with the API client header, and a sibling site by Sec-Fetch-Site", async () => {
    expect((await rawSave({ origin: "https://evil.example", [API_CLIENT_HEADER]: "1" })).status).toBe(403);
    expect((await rawSave({ origin: "null" })).status).toBe(403);
    expect((await rawSave({ "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await rawSave({ "sec-fetch-site": "cross-site", [API_CLIENT_HEADER]: "1" })).status).toBe(403);
  });

  it("lets reads through without Origin", async () => {
    const response = await t.app.request("/api/entries", { headers: { cookie } });
    expect(response.status).toBe(200);
  });
});

describe("HSTS over https", () => {
  it("is sent, for a year with subdomains, when APP_URL is https", async () => {
    const t = await createTestApp({ env: { APP_URL: "https://ripple.example" } });
    const response = await t.app.request("/api/health");
    expect(response.headers.get("strict-transport-security")).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toBe("max-age=31536000; includeSubDomains");
    await t.close();
  });
});
