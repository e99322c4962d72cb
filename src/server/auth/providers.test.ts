// Sign-in methods that depend on configuration: Google (offline access + consent), OIDC, secure cookies.
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/setup/test-app";

describe("configured sign-in methods", () => {
  it("offers only e-mail sign-in with no provider configured", async () => {
    const t = await createTestApp();
    const config = (await (await t.request("/api/config")).json()) as { auth: Record<string, unknown> };
    expect(config.auth).toMatchObject({ email: true, google: false, oidc: false });
    await t.close();
  });

  it("starts Google sign-in asking for offline access and consent", async () => {
    const t = await createTestApp({ env: { GOOGLE_CLIENT_ID: "google-client-id", GOOGLE_CLIENT_SECRET: "google-secret" } });
    const config = (await (await t.request("/api/config")).json()) as { auth: Record<string, unknown> };
    expect(config.auth.google).toBe(true);
    const response = await t.request("/api/auth/sign-in/social", { method: "POST", json: { provider: "google", callbackURL: "/" } });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const authorize = new URL(url);
    expect(authorize.hostname).toBe("accounts.google.com");
    expect(authorize.searchParams.get("client_id")).toBe("google-client-id");
    expect(authorize.searchParams.get("access_type")).toBe("offline");
    expect(authorize.searchParams.get("prompt")).toBe("consent");
    expect(authorize.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/google");
    expect(authorize.searchParams.get("code_challenge")).toBeTruthy();
    await t.close();
  });

  it("marks the session cookie Secure when the app is served over https", async () => {
    const t = await createTestApp({ env: { APP_URL: "https://ripple.example" } });
    const post = (path: string, body: unknown) =>
      t.app.request(path, {
        method: "POST",
        headers: { origin: "https://ripple.example", "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const account = { email: "secure@example.com", password: "correct horse battery" };
    expect((await post("/api/auth/sign-up/email", { name: "Secure Sam", ...account })).status).toBe(200);
    const response = await post("/api/auth/sign-in/email", account);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    await t.close();
  });
});
