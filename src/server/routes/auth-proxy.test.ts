// Sign-in rate limits over a real socket: keyed on the socket address, or behind trusted
// proxies on the X-Forwarded-For entry they appended.
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ORIGIN, createTestApp } from "../../../tests/setup/test-app";

let t: TestApp | undefined;
let server: ReturnType<typeof serve> | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await t?.close();
  server = t = undefined;
});

async function listen(trustProxyHops: string): Promise<string> {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "3", TRUST_PROXY_HOPS: trustProxyHops } });
  const app = t.app;
  return new Promise((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
  });
}

async function signInStatuses(base: string, forwardedFor: string, attempts: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: TEST_ORIGIN,
        "x-forwarded-for": forwardedFor,
        "x-ripple-client-ip": `198.51.100.${i}`, // a client cannot choose its address this way
      },
      body: JSON.stringify({ email: "nobody@example.com", password: "wrong password!" }),
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe("sign-in rate limits over a socket", () => {
  it("key on the socket address by default: a forged X-Forwarded-For does not reset them", async () => {
    const base = await listen("0");
    expect((await signInStatuses(base, "203.0.113.1", 3)).every((s) => s === 401)).toBe(true);
    expect(await signInStatuses(base, "203.0.113.2", 1)).toEqual([429]);
  });

  it("key on the address the trusted proxy appended when TRUST_PROXY_HOPS is 1", async () => {
    const base = await listen("1");
    expect((await signInStatuses(base, "203.0.113.1", 3)).every((s) => s === 401)).toBe(true);
    expect(await signInStatuses(base, "9.9.9.9, 203.0.113.1", 1)).toEqual([429]);
    // another person behind the same proxy still gets in
    expect(await signInStatuses(base, "203.0.113.2", 1)).toEqual([401]);
  });
});
