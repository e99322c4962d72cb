// Finding 6: sign-up answers a new and an already registered address alike (status, headers,
// body) and does the same expensive work (one password hash) for both, as sign-in already does.
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

let hashes = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    passwordHasher: {
      hash: async (password) => {
        hashes += 1;
        return hashPassword(password);
      },
      verify: verifyPassword,
    },
  });
});
afterAll(async () => {
  await t.close();
});

async function signUp(email: string) {
  hashes = 0;
  const response = await t.request("/api/auth/sign-up/email", {
    method: "POST",
    json: { name: "Ada Lovelace", email, password: "another good password" },
  });
  const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
  return {
    status: response.status,
    hashes,
    cookies: response.headers.getSetCookie(),
    headerNames: [...response.headers.keys()].sort(),
    // what differs by nature: a fresh id, the moment and the address itself
    body: {
      ...body,
      user: {
        ...body.user,
        id: typeof body.user.id,
        createdAt: typeof body.user.createdAt,
        updatedAt: typeof body.user.updatedAt,
        email: "…",
      },
    },
  };
}

describe("sign-up with an address that already has an account", () => {
  it("answers exactly as for a new address and hashes the password as well", async () => {
    const existing = await t.signUp({ password: "the owner's own password" });
    const fresh = await signUp("someone-new@example.com");
    const again = await signUp(existing.email);
    expect(fresh).toMatchObject({ status: 200, hashes: 1, cookies: [] });
    expect(again).toEqual(fresh);
  });

  it("leaves the existing account as it was", async () => {
    const existing = await t.signUp({ password: "the owner's own password" });
    await signUp(existing.email);
    const owner = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: existing.email, password: "the owner's own password" },
    });
    expect(owner.status).toBe(200);
    const intruder = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: existing.email, password: "another good password" },
    });
    expect(intruder.status).toBe(401);
  });
});
