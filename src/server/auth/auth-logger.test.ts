// Finding 4: with the database gone, better-auth's lines reach pino as an event class and error
// codes only: no session token, e-mail address, name or password in any log line or on the console.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../tests/setup/test-app";
import { messageClass } from "./auth-logger";

describe("better-auth messages", () => {
  it.each([
    ["Sign-up attempt for existing email: ada@example.com", "Sign-up attempt for existing email"],
    ["Failed query: select * from session where token = $1\nparams: AbCdEf0123456789", "Failed query"],
    ['Provider "oidc": id_token failed verification', "Provider"],
    ["[Better Auth]: User not found", "User not found"],
    ["Invalid origin: https://evil.example", "Invalid origin"],
    ["Could not create user Ada.Lovelace@example.com 42 times", "Could not create user times"],
  ])("keeps only the words before any value: %j", (message, expected) => {
    expect(messageClass(message)).toBe(expected);
  });

  it("classifies what is not a message", () => {
    expect(messageClass({ token: "x" })).toBe("unclassified");
    expect(messageClass("")).toBe("unclassified");
  });
});

describe("a database outage", () => {
  const consoleLines: string[] = [];
  afterEach(() => {
    consoleLines.length = 0;
  });

  it("logs no token, e-mail address, name or password", async () => {
    for (const method of ["log", "info", "warn", "debug", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleLines.push(args.map(String).join(" "));
      });
    }
    const t = await createTestApp({ env: { LOG_LEVEL: "debug" } });
    const name = "Zenobia Quartermaine";
    const { cookie, email, password } = await t.signUp({ name, password: "zebra quartz violin" });
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0]!;
    expect(token.length).toBeGreaterThan(20);
    const secrets = [token, email, name, password, "Yusuf Okonkwo", "yusuf@example.com", "marble stone harbour"];

    await t.database.close();
    const statuses = [
      (await t.request("/api/auth/get-session", { cookie })).status,
      (await t.request("/api/entries", { cookie })).status,
      (await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } })).status,
      (
        await t.request("/api/auth/sign-up/email", {
          method: "POST",
          json: { name: "Yusuf Okonkwo", email: "yusuf@example.com", password: "marble stone harbour" },
        })
      ).status,
      (await t.request("/api/auth/update-user", { method: "POST", cookie, json: { name: "Yusuf Okonkwo" } })).status,
    ];
    expect(statuses.every((status) => status >= 400)).toBe(true);

    const logged = t.logLines.join("");
    expect(logged).toContain('"betterAuth"'); // better-auth did log the failures, through pino
    expect(logged).not.toMatch(/params|Failed query|127\.0\.0\.1/); // no query, no parameters, no address
    for (const secret of secrets) {
      expect(logged).not.toContain(secret);
      expect(consoleLines.join("\n")).not.toContain(secret);
    }
    expect(consoleLines.filter((line) => line.includes("Better Auth"))).toEqual([]);
  });
});
