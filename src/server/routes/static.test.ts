// The built client as the server hands it out: hashed assets kept for a year, the page, the service
// worker and the manifest revalidated on each load (so an update is found at once), the manifest
// with its own content type, and the single-page app's paths answered with the page.
import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "../middleware/security";

/** The page's one inline script: the import map with each chunk's integrity. */
const IMPORT_MAP = '{"integrity":{"/assets/index-abc123.js":"sha384-abc"}}';

describe("the built client", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ripple-client-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), `<!doctype html><title>Ripple</title><script type="importmap">${IMPORT_MAP}</script>`);
    writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(path.join(dir, "manifest.webmanifest"), JSON.stringify({ name: "Ripple" }));
    writeFileSync(path.join(dir, "assets", "index-abc123.js"), "console.log(1);");
    t = await createTestApp({ clientDir: path.relative(process.cwd(), dir) });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lets hashed assets be kept for a year", async () => {
    const response = await t.request("/assets/index-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
  });

  it.each(["/sw.js", "/manifest.webmanifest", "/", "/terms-of-service"])("revalidates %s on every load", async (file) => {
    const response = await t.request(file);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(REVALIDATE_CACHE);
  });

  it("serves the manifest as a web app manifest and the service worker as JavaScript", async () => {
    expect((await t.request("/manifest.webmanifest")).headers.get("content-type")).toBe("application/manifest+json");
    expect((await t.request("/sw.js")).headers.get("content-type")).toMatch(/^text\/javascript/);
  });

  it("allows the page's import map by its hash in the CSP, and no other inline script", async () => {
    const csp = (await t.request("/")).headers.get("content-security-policy") ?? "";
    const scriptSrc = (csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "").trim().split(/\s+/);
    const hash = `'sha256-${createHash("sha256").update(IMPORT_MAP).digest("base64")}'`;
    expect(scriptSrc).toEqual(["script-src", "'self'", "'wasm-unsafe-eval'", hash]);
  });

  it("keeps the API uncached", async () => {
    expect((await t.request("/api/health")).headers.get("cache-control")).toBe("no-store");
  });
});
