import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeEkman } from "../../../tests/fakes/fake-ekman";
import type { FakeControl } from "../../../tests/fakes/fake-server";
import { backoffBounds, recordingSleep, withinBounds } from "../../../tests/setup/recording-sleep";
import { createEkman } from "./ekman";
import { ProviderError } from "./types";

const KEY = "ekman-test-key";
const HOST = "ekman-emotion-analysis.p.rapidapi.com";
let fake: FakeControl;

beforeAll(async () => {
  fake = await startFakeEkman({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function client(overrides: Partial<Parameters<typeof createEkman>[0]> = {}) {
  return createEkman({ baseUrl: fake.url, apiKey: KEY, host: HOST, sleep: recordingSleep(), ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("createEkman", () => {
  it("posts the trimmed text as [{id '1', language 'en', text}] with the marketplace headers", async () => {
    await client().analyze("  I feel wonderful today \n");
    const request = fake.lastRequest();
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/ekman-emotion");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["x-rapidapi-key"]).toBe(KEY);
    expect(request?.headers["x-rapidapi-host"]).toBe(HOST);
    expect(request?.body).toEqual([{ id: "1", language: "en", text: "I feel wonderful today" }]);
  });

  it("reads the first item's first prediction and its probability", async () => {
    fake.enqueue({ text: "sadness", probability: 0.91 });
    await expect(client().analyze("it has been a heavy week")).resolves.toEqual({ prediction: "sadness", probability: 0.91 });
  });

  it("returns null when the service answers with no predictions", async () => {
    fake.enqueue({ empty: true });
    await expect(client().analyze("just some words here")).resolves.toBeNull();
    fake.enqueue({ json: [] });
    await expect(client().analyze("just some words here")).resolves.toBeNull();
    fake.enqueue({ json: [{ id: "1" }] });
    await expect(client().analyze("just some words here")).resolves.toBeNull();
  });

  it("refuses empty or blank text without calling the service", async () => {
    expect((await failure(client().analyze("   \n\t"))).code).toBe("empty_input");
    expect(fake.requests).toHaveLength(0);
  });

  it("raises status and the service's detail on a non-OK answer, without retrying 401", async () => {
    const error = await failure(client({ apiKey: "wrong-key" }).analyze("a long enough sentence"));
    expect(error).toMatchObject({ code: "unauthorized", status: 403, detail: "You are not subscribed to this API." });
    fake.reset();
    fake.enqueue({ status: 401, message: "Invalid API key." });
    expect(await failure(client().analyze("a long enough sentence"))).toMatchObject({
      code: "unauthorized",
      status: 401,
      detail: "Invalid API key.",
    });
    expect(fake.requests).toHaveLength(1);
  });

  it("retries 429 and 5xx twice with the default backoff, then reports the last status", async () => {
    fake.enqueue({ status: 429, times: 3 });
    const sleep = recordingSleep();
    expect(await failure(client({ sleep }).analyze("a long enough sentence"))).toMatchObject({ code: "rate_limited", status: 429 });
    expect(fake.requests).toHaveLength(3);
    expect(withinBounds(sleep.waits, backoffBounds(500, 2)), `waits ${sleep.waits.join(", ")}`).toBe(true);

    fake.reset();
    fake.enqueue({ status: 500 }, { status: 502 });
    await expect(client().analyze("a long enough sentence")).resolves.toMatchObject({ probability: 0.82 });
    expect(fake.requests).toHaveLength(3);
  });

  it("rejects a body that is not JSON or not the documented shape", async () => {
    fake.enqueue({ garbage: true });
    expect((await failure(client().analyze("a long enough sentence"))).code).toBe("bad_response");
    fake.enqueue({ json: [{ predictions: [{ prediction: "joy", probability: "high" }] }] });
    expect((await failure(client().analyze("a long enough sentence"))).code).toBe("bad_response");
    fake.enqueue({ json: { predictions: [] } });
    expect((await failure(client().analyze("a long enough sentence"))).code).toBe("bad_response");
  });

  it("times out a slow answer", async () => {
    fake.enqueue({ delayMs: 500, times: 3 });
    const started = Date.now();
    expect((await failure(client({ timeoutMs: 50, retries: 0 }).analyze("a long enough sentence"))).code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(400);
  });
});
