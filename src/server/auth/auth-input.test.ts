// Finding 1 (accounts): whatever reaches update-user or sign-up answers a 4xx in Ripple's error
// shape, never a 5xx; names are strings of at most 100 characters without control characters.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { createTestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "100000" } });
  cookie = (await t.signUp()).cookie;
});
afterAll(async () => {
  await t.close();
});

async function expectErrorShape(response: Response, status?: number) {
  const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
  if (status !== undefined) expect(response.status).toBe(status);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(typeof body.error?.code).toBe("string");
  expect(typeof body.error?.message).toBe("string");
  return body.error as { code: string; message: string };
}

const updateUser = (json: unknown) => t.request("/api/auth/update-user", { method: "POST", cookie, json });
const sessionName = async () =>
  ((await (await t.request("/api/auth/get-session", { cookie })).json()) as { user: { name: string } }).user.name;

describe("update-user", () => {
  it.each([
    ["a null name", { name: null }],
    ["a NUL character", { name: "Ada\u0000Lovelace" }],
    ["a number", { name: 5 }],
    ["500,000 characters", { name: "x".repeat(500_000) }],
    ["101 characters", { name: "x".repeat(101) }],
    ["a line break", { name: "Ada\nLovelace" }],
    ["the e-mail address", { email: "other@example.com" }],
    ["nothing", {}],
    ["an array", ["Ada"]],
  ])("refuses %s with a 400 in the error shape", async (_label, body) => {
    const error = await expectErrorShape(await updateUser(body), 400);
    expect(error.code).toBe("invalid_input");
  });

  it("keeps the name unchanged after a refused update", async () => {
    const before = await sessionName();
    await updateUser({ name: "x".repeat(101) });
    expect(await sessionName()).toBe(before);
  });

  it("accepts a name of 100 characters and returns it on the session", async () => {
    const name = "Ω".repeat(100);
    expect((await updateUser({ name })).status).toBe(200);
    expect(await sessionName()).toBe(name);
  });

  it("never answers 5xx, whatever the body (property)", async () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 150 }),
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
      fc.constantFrom("", " ", "\u0000", "\ud800", "a".repeat(101), "a".repeat(5_000)),
    );
    const value = fc.oneof(
      text,
      fc.constant(null),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.array(text, { maxLength: 3 }),
      fc.object({ maxDepth: 2 }),
    );
    const body = fc.oneof(
      fc.record({ name: value, image: value }, { requiredKeys: [] }),
      fc.dictionary(text, value, { maxKeys: 3 }),
      value,
    );
    await fc.assert(
      fc.asyncProperty(body, async (json) => {
        const response = await updateUser(json);
        if (response.status !== 200) await expectErrorShape(response);
      }),
      { numRuns: 150 },
    );
  });
});

describe("sign-up", () => {
  const signUp = (json: unknown) => t.request("/api/auth/sign-up/email", { method: "POST", json });
  const valid = { name: "Ada", email: "ada@example.com", password: "correct horse battery" };

  it.each([
    ["a NUL in the name", { ...valid, name: "Ada\u0000" }],
    ["a null name", { ...valid, name: null }],
    ["a number for a name", { ...valid, name: 5 }],
    ["a name of 101 characters", { ...valid, name: "x".repeat(101) }],
    ["a NUL in the e-mail address", { ...valid, email: "ada\u0000@example.com" }],
    ["a NUL in the password", { ...valid, password: "correct\u0000horse" }],
    ["a password of 129 characters", { ...valid, password: "x".repeat(129) }],
  ])("refuses %s with a 400 in the error shape", async (_label, body) => {
    await expectErrorShape(await signUp(body), 400);
  });

  it("answers malformed JSON with a 400 in the error shape", async () => {
    const response = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect((await expectErrorShape(response, 400)).code).toBe("malformed_json");
  });

  it("puts better-auth's own errors in the error shape too", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "nobody@example.com", password: "wrong password" },
    });
    expect(await expectErrorShape(response, 401)).toEqual({ code: "invalid_email_or_password", message: "Invalid email or password" });
  });

  it("never answers 5xx, whatever the name, e-mail address and password (property)", async () => {
    const text = fc.oneof(
      fc.string({ unit: "binary", maxLength: 140 }),
      fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
      fc.emailAddress(),
      fc.constantFrom("", "\u0000", "\ud800", "x".repeat(129), "y".repeat(5_000)),
    );
    const value = fc.oneof(text, fc.constant(null), fc.integer(), fc.boolean(), fc.array(text, { maxLength: 2 }));
    const body = fc.record({ name: value, email: value, password: value }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(body, async (json) => {
        const response = await signUp(json);
        if (response.status !== 200) await expectErrorShape(response);
      }),
      { numRuns: 120 },
    );
  });

  it("stores any name it accepts (property: valid address and password, any name)", async () => {
    let n = 0;
    const name = fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 110 }),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(name, async (candidate) => {
        n += 1;
        const response = await signUp({ name: candidate, email: `fuzz-${n}@example.com`, password: "correct horse battery" });
        if (response.status !== 200) await expectErrorShape(response, 400);
      }),
      { numRuns: 40 },
    );
  });
});
