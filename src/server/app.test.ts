import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildEntryInput } from "../../tests/setup/factories";
import type { TestApp } from "../../tests/setup/test-app";
import { createTestApp } from "../../tests/setup/test-app";
import { databaseKinds } from "../../tests/setup/test-db";

describe.each(databaseKinds())("the app on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => {
    await t.close();
  });

  it("reports health with the database kind", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: kind });
  });

  it("sends security headers: CSP without unsafe-inline scripts, nosniff, frame denial, referrer policy", async () => {
    const response = await t.request("/api/health");
    const csp = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc.split(/\s+/)).not.toContain("'unsafe-eval'");
    expect(scriptSrc.split(/\s+/)).toContain("'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("refuses state-changing requests from another origin", async () => {
    const { cookie } = await t.signUp();
    const response = await t.app.request("/api/entries", {
      method: "POST",
      headers: { origin: "https://evil.example", cookie, "content-type": "application/json" },
      body: JSON.stringify(buildEntryInput()),
    });
    expect(response.status).toBe(403);
    const crossSite = await t.app.request("/api/entries", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", cookie, "content-type": "application/json" },
      body: JSON.stringify(buildEntryInput()),
    });
    expect(crossSite.status).toBe(403);
    const list = (await (await t.request("/api/entries", { cookie })).json()) as { entries: unknown[] };
    expect(list.entries).toHaveLength(0);
  });

  it("answers unknown API routes with the JSON error shape", async () => {
    const response = await t.request("/api/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "No such API route." } });
  });

  it("asks for JSON bodies with a 415", async () => {
    const { cookie } = await t.signUp();
    const response = await t.request("/api/entries", { method: "POST", cookie, body: "entryText=hi" });
    expect(response.status).toBe(415);
  });

  it("logs request id, route, status and time for a save, never the journal text, password or cookie", async () => {
    const password = "a-very-secret-password";
    const { cookie } = await t.signUp({ password });
    const words = "I whispered my deepest worry about the orchard tonight";
    t.logLines.length = 0;
    const response = await t.request("/api/entries", { method: "POST", cookie, json: buildEntryInput({ entryText: words }) });
    expect(response.status).toBe(201);
    const logs = t.logLines.join("\n");
    const line = JSON.parse(t.logLines.find((l) => l.includes('"route":"/api/entries"'))!) as Record<string, unknown>;
    expect(line).toMatchObject({ method: "POST", route: "/api/entries", status: 201 });
    expect(line.requestId).toEqual(expect.any(String));
    expect(line.ms).toEqual(expect.any(Number));
    expect(logs).not.toContain("orchard");
    expect(logs).not.toContain(password);
    expect(logs).not.toContain(cookie.split("=")[1]!.slice(0, 20));
  });
});
