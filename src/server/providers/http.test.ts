import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { startFakeOpenAi } from "../../../tests/fakes/fake-openai";
import type { FakeControl } from "../../../tests/fakes/fake-server";
import { recordingSleep } from "../../../tests/setup/recording-sleep";
import { AI_CLIENT_DEFAULTS, abortableSleep, backoffDelay, codeForStatus, createHttp, isRetryableStatus } from "./http";
import type { HttpOptions, HttpRequest } from "./http";
import { ProviderError } from "./types";

let fake: FakeControl;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const Completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })) });

function request(): HttpRequest {
  return {
    url: `${fake.url}/chat/completions`,
    headers: { authorization: "Bearer k" },
    json: { model: "m", messages: [{ role: "user", content: "hi" }] },
  };
}

/** Backoff is recorded, never waited for; pass `sleep` to read it. */
function http(options: HttpOptions = {}) {
  return createHttp({ sleep: recordingSleep(), ...options });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("retry policy: 2 retries on 408, 409, 429, 5xx and network errors, backoff capped at 8 s", () => {
  it("has the AI client defaults: 10-minute time-out, 2 retries, backoff capped at 8 s", () => {
    expect(AI_CLIENT_DEFAULTS).toMatchObject({ timeoutMs: 600_000, retries: 2, maxBackoffMs: 8_000 });
  });

  it("retries 408, 409, 429 and 5xx only", () => {
    for (const status of [408, 409, 429, 500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 422]) expect(isRetryableStatus(status)).toBe(false);
  });

  it("maps statuses to codes", () => {
    expect([401, 403, 429, 408, 500, 503, 400, 404, 409, 422].map(codeForStatus)).toEqual([
      "unauthorized",
      "unauthorized",
      "rate_limited",
      "timeout",
      "server_error",
      "server_error",
      "bad_request",
      "bad_request",
      "bad_request",
      "bad_request",
    ]);
  });

  it("backs off exponentially with at most 25 % jitter, capped at 8 s, honouring Retry-After up to the cap", () => {
    const delay = (attempt: number, jitter = 0, retryAfterMs?: number) =>
      backoffDelay({ attempt, retryBaseMs: 500, maxBackoffMs: 8_000, jitter, retryAfterMs });
    expect([0, 1, 2, 3, 4, 5, 10].map((attempt) => delay(attempt))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(delay(0, 0.999)).toBeGreaterThanOrEqual(375);
    expect(delay(10, 0.999)).toBeGreaterThanOrEqual(6000);
    expect(delay(0, 0, 3_000)).toBe(3_000);
    expect(delay(0, 0, 60_000)).toBe(8_000);
  });
});

describe("createHttp against a loopback server", () => {
  it.each([408, 409, 429, 500, 503])("retries %i twice, then throws with the status", async (status) => {
    fake.enqueue({ status, times: 3 });
    const error = await failure(http().json(request(), Completion));
    expect(error.status).toBe(status);
    expect(error.code).toBe(codeForStatus(status));
    expect(fake.requests).toHaveLength(3);
  });

  it.each([400, 401, 403, 404])("does not retry %i", async (status) => {
    fake.enqueue({ status });
    expect((await failure(http().json(request(), Completion))).status).toBe(status);
    expect(fake.requests).toHaveLength(1);
  });

  it("succeeds when a retry succeeds", async () => {
    fake.enqueue({ status: 429 }, { status: 500 }, { text: "third time" });
    const body = await http().json(request(), Completion);
    expect(body.choices[0]?.message.content).toBe("third time");
    expect(fake.requests).toHaveLength(3);
  });

  it("honours the retries option", async () => {
    fake.enqueue({ status: 500, times: 5 });
    await failure(http({ retries: 0 }).json(request(), Completion));
    expect(fake.requests).toHaveLength(1);
  });

  it("waits the default backoff between attempts: 2 retries, 500 then 1000 ms", async () => {
    fake.enqueue({ status: 503, times: 3 });
    const sleep = recordingSleep();
    await failure(http({ sleep, random: () => 0 }).json(request(), Completion));
    expect(sleep.waits).toEqual([500, 1000]);
    expect(fake.requests).toHaveLength(3);
  });

  it("doubles the wait with each retry up to 8 s, less at most 25 % jitter", async () => {
    fake.enqueue({ status: 500, times: 7 });
    const sleep = recordingSleep();
    await failure(http({ sleep, retries: 6, random: () => 0 }).json(request(), Completion));
    expect(sleep.waits).toEqual([500, 1000, 2000, 4000, 8000, 8000]);

    fake.reset();
    fake.enqueue({ status: 500, times: 3 });
    const jittered = recordingSleep();
    await failure(http({ sleep: jittered, random: () => 0.999 }).json(request(), Completion));
    expect(jittered.waits).toEqual([375, 750]);
  });

  it("waits from the configured base", async () => {
    fake.enqueue({ status: 429, times: 3 });
    const sleep = recordingSleep();
    await failure(http({ sleep, retryBaseMs: 200, random: () => 0 }).json(request(), Completion));
    expect(sleep.waits).toEqual([200, 400]);
  });

  it("honours retry-after-ms from the server", async () => {
    fake.enqueue({ status: 429, headers: { "retry-after-ms": "60" } });
    const sleep = recordingSleep();
    await http({ sleep }).json(request(), Completion);
    expect(sleep.waits).toEqual([60]);
    expect(fake.requests).toHaveLength(2);
  });

  it("reads a Retry-After date against the injected clock", async () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    fake.enqueue({ status: 503, headers: { "retry-after": new Date(now + 3_000).toUTCString() } });
    const sleep = recordingSleep();
    await http({ sleep, now: () => now }).json(request(), Completion);
    expect(sleep.waits).toEqual([3_000]);
  });

  it("caps a long Retry-After at the maximum backoff", async () => {
    fake.enqueue({ status: 429, headers: { "retry-after": "120" } });
    const sleep = recordingSleep();
    await http({ sleep }).json(request(), Completion);
    expect(sleep.waits).toEqual([8_000]);

    fake.enqueue({ status: 429, headers: { "retry-after": "120" } });
    const short = recordingSleep();
    await http({ sleep: short, maxBackoffMs: 30 }).json(request(), Completion);
    expect(short.waits).toEqual([30]);
  });

  it("uses the provider's error message as the detail", async () => {
    fake.enqueue({ status: 400, message: "max_tokens is too large" });
    expect((await failure(http().json(request(), Completion))).detail).toBe("max_tokens is too large");
  });

  it("times out an attempt that gets no answer, retrying it", async () => {
    fake.enqueue({ hang: true, times: 3 });
    const error = await failure(http({ timeoutMs: 60 }).json(request(), Completion));
    expect(error.code).toBe("timeout");
    expect(fake.requests).toHaveLength(3);
  });

  it("gives up at the deadline, retries included", async () => {
    fake.setDefault({ hang: true });
    const started = Date.now();
    const error = await failure(http({ timeoutMs: 10_000 }).json(request(), Completion, { deadline: Date.now() + 150 }));
    expect(error.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("does not start a retry whose backoff would pass the deadline", async () => {
    const now = 1_000_000;
    fake.enqueue({ status: 500, times: 3 });
    const sleep = recordingSleep();
    const error = await failure(
      http({ sleep, now: () => now, retryBaseMs: 5_000, random: () => 0 }).json(request(), Completion, { deadline: now + 5_000 }),
    );
    expect(error).toMatchObject({ code: "server_error", status: 500 });
    expect(fake.requests).toHaveLength(1);
    expect(sleep.waits).toEqual([]);

    fake.reset();
    fake.enqueue({ status: 500 });
    const fits = recordingSleep();
    await http({ sleep: fits, now: () => now, retryBaseMs: 5_000, random: () => 0 }).json(request(), Completion, { deadline: now + 5_001 });
    expect(fits.waits).toEqual([5_000]);
  });

  it("sends nothing when the deadline has already passed", async () => {
    const error = await failure(http().json(request(), Completion, { deadline: Date.now() - 1 }));
    expect(error.code).toBe("timeout");
    expect(fake.requests).toHaveLength(0);
  });

  it("stops at once, without retrying, when the caller aborts", async () => {
    fake.setDefault({ hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(http().json(request(), Completion, { signal: controller.signal }));
    expect(error.code).toBe("aborted");
    expect(fake.requests).toHaveLength(1);
  });

  it("times out a body that starts but never finishes", async () => {
    fake.enqueue({ stallAfter: 1, times: 3 });
    const events = http({ timeoutMs: 80, retries: 0 }).sse({
      ...request(),
      json: { messages: [{ role: "user", content: "x" }], stream: true },
    });
    const received: string[] = [];
    const error = await failure(
      (async () => {
        for await (const data of events) received.push(data);
      })(),
    );
    expect(error.code).toBe("timeout");
    expect(received).toHaveLength(1);
  });

  it("reports a refused connection as a network error after retrying", async () => {
    const port = await closedPort();
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return globalThis.fetch(input, init);
    };
    const error = await failure(http({ fetch: counting }).json({ url: `http://127.0.0.1:${port}/x`, json: {} }, Completion));
    expect(error).toMatchObject({ code: "network", detail: "ECONNREFUSED" });
    expect(calls).toBe(3);
  });

  it("rejects a non-JSON body and a body of the wrong shape as bad_response", async () => {
    fake.enqueue({ garbage: true });
    expect((await failure(http().json(request(), Completion))).code).toBe("bad_response");
    fake.enqueue({ json: { choices: [{ message: { content: 42 } }] } });
    const error = await failure(http().json(request(), Completion));
    expect(error.code).toBe("bad_response");
    expect(error.detail).toContain("choices.0.message.content");
    expect(error.detail).not.toContain("42");
    expect(fake.requests).toHaveLength(2);
  });
});

describe("the real sleep", () => {
  it("ends early with 'aborted' when the caller aborts", async () => {
    const controller = new AbortController();
    const waiting = abortableSleep(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: "aborted" });
    await expect(abortableSleep(60_000, controller.signal)).rejects.toMatchObject({ code: "aborted" });
  });

  it("resolves after the wait", async () => {
    await expect(abortableSleep(1)).resolves.toBeUndefined();
  });
});

describe("error details from odd error bodies", () => {
  let server: ReturnType<typeof createServer>;
  let url = "";
  let next: { status: number; body: string; type?: string } = { status: 500, body: "" };
  beforeAll(async () => {
    server = createServer((_req, res) => {
      res.writeHead(next.status, { "content-type": next.type ?? "text/plain" });
      res.end(next.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const detailFor = async (status: number, body: string, type?: string) => {
    next = { status, body, type };
    return (await failure(http({ retries: 0 }).json({ url, json: {} }, z.unknown()))).detail;
  };

  it("reads message, error.message, detail.message or a string error", async () => {
    expect(await detailFor(400, JSON.stringify({ message: "m1" }), "application/json")).toBe("m1");
    expect(await detailFor(400, JSON.stringify({ error: { message: "m2" } }), "application/json")).toBe("m2");
    expect(await detailFor(400, JSON.stringify({ detail: { status: "x", message: "m3" } }), "application/json")).toBe("m3");
    expect(await detailFor(400, JSON.stringify({ error: "m4" }), "application/json")).toBe("m4");
  });

  it("falls back to the text, trimmed and shortened, then to the status text", async () => {
    expect(await detailFor(502, "  Bad   gateway\n")).toBe("Bad gateway");
    const long = await detailFor(500, "x".repeat(1000));
    expect(long?.length).toBeLessThanOrEqual(200);
    expect(await detailFor(503, "")).toBe("Service Unavailable");
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
