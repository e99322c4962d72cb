// Finding 7: failed sign-ins and two-factor codes are limited per account, in the database
// (so the limit holds across instances), with a short growing delay that a success resets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ORIGIN, createTestApp, sessionCookie } from "../../../tests/setup/test-app";
import { databaseKinds } from "../../../tests/setup/test-db";
import { totpCode } from "../../../tests/setup/totp";
import { createApp } from "../app";
import { createLogger } from "../lib/logger";
import { createAuth } from "./create-auth";

const START = Date.parse("2026-03-01T09:00:00Z");
let clock = new Date(START);
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe.each(databaseKinds())("per-account limit on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, now, env: { AUTH_RATE_LIMIT_MAX: "100000" } });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string, cookie?: string) =>
    t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, cookie });

  async function statuses(times: number, attempt: () => Promise<Response>): Promise<number[]> {
    const result: number[] = [];
    for (let i = 0; i < times; i += 1) result.push((await attempt()).status);
    return result;
  }

  describe("failed password sign-ins", () => {
    it("after 10 failures refuse even the right password for a minute, then let the owner in", async () => {
      const { email, password } = await t.signUp();
      expect(await statuses(10, () => signIn(email, "wrong password!"))).toEqual(Array(10).fill(401));
      const refused = await signIn(email, password);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(await refused.json()).toEqual({
        error: {
          code: "account_temporarily_locked",
          message: "Too many failed attempts for this account. Please try again in 1 minute.",
        },
      });
      advance(60_000);
      expect((await signIn(email, password)).status).toBe(200);
    });

    it("forget the failures after a successful sign-in", async () => {
      const { email, password } = await t.signUp();
      expect(await statuses(9, () => signIn(email, "wrong password!"))).toEqual(Array(9).fill(401));
      expect((await signIn(email, password)).status).toBe(200);
      // counted afresh: ten more failures before the account waits
      expect(await statuses(10, () => signIn(email, "wrong password!"))).toEqual(Array(10).fill(401));
      expect((await signIn(email, password)).status).toBe(429);
    });

    it("let no more than 10 of 20 simultaneous guesses through", async () => {
      const { email } = await t.signUp();
      const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(email, "wrong password!").then((r) => r.status)));
      expect(answers.filter((status) => status === 401)).toHaveLength(10);
      expect(answers.filter((status) => status === 429)).toHaveLength(10);
    });

    it("answer an address without an account exactly alike, so the limit tells nothing", async () => {
      const answers = await statuses(11, () => signIn("nobody-here@example.com", "wrong password!"));
      expect(answers).toEqual([...Array(10).fill(401), 429]);
    });

    it("count across instances sharing the database", async () => {
      const { email, password } = await t.signUp();
      const logger = createLogger("silent");
      const auth = createAuth({ config: t.config, db: t.database.db, secret: t.config.authSecret!, logger, now });
      const other = createApp({ config: t.config, database: t.database, auth, cipher: t.cipher, logger, now });
      const signInThere = async (pw: string) =>
        other.request("/api/auth/sign-in/email", {
          method: "POST",
          headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
          body: JSON.stringify({ email, password: pw }),
        });
      expect(await statuses(5, () => signIn(email, "wrong password!"))).toEqual(Array(5).fill(401));
      expect(await statuses(5, () => signInThere("wrong password!"))).toEqual(Array(5).fill(401));
      expect((await signIn(email, password)).status).toBe(429);
      expect((await signInThere(password)).status).toBe(429);
    });

    it("include wrong passwords given to delete the account", async () => {
      const { email, password, cookie } = await t.signUp();
      const remove = (pw: string) => t.request("/api/account", { method: "DELETE", cookie, json: { password: pw } });
      expect(await statuses(10, () => remove("wrong password!"))).toEqual(Array(10).fill(403));
      expect((await remove(password)).status).toBe(429);
      expect((await signIn(email, password)).status).toBe(429);
    });
  });

  describe("failed two-factor codes at sign-in", () => {
    it("after 10 wrong codes refuse the right one for a minute, whatever new sign-ins are made", async () => {
      const { cookie, email, password } = await t.signUp();
      const enable = await t.request("/api/auth/two-factor/enable", { method: "POST", cookie, json: { password } });
      const { totpURI } = (await enable.json()) as { totpURI: string };
      expect(
        (await t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie, json: { code: totpCode(totpURI) } })).status,
      ).toBe(200);
      const wrongCode = totpCode(totpURI) === "000000" ? "111111" : "000000";

      const verify = (pending: string, code: string) =>
        t.request("/api/auth/two-factor/verify-totp", { method: "POST", cookie: pending, json: { code } });
      let pending = "";
      const answers: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        // better-auth allows 5 codes per sign-in; the password sign-in does not reset the code limit
        if (i % 5 === 0) pending = sessionCookie(await signIn(email, password));
        answers.push((await verify(pending, wrongCode)).status);
      }
      expect(answers).toEqual(Array(10).fill(401));
      pending = sessionCookie(await signIn(email, password));
      const refused = await verify(pending, totpCode(totpURI));
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("account_temporarily_locked");
      advance(60_000);
      expect((await verify(pending, totpCode(totpURI))).status).toBe(200);
    });
  });
});
