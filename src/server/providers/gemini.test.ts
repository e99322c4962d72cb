import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GEMINI_FAKE_DEFAULT_TEXT, startFakeGemini } from "../../../tests/fakes/fake-gemini";
import type { FakeControl } from "../../../tests/fakes/fake-server";
import { backoffBounds, recordingSleep, withinBounds } from "../../../tests/setup/recording-sleep";
import { GEMINI_DEFAULT_MODEL, createGemini } from "./gemini";
import type { GeminiOptions } from "./gemini";
import { ProviderError } from "./types";

const KEY = "gemini-test-key/with+odd=chars";
let fake: FakeControl;

beforeAll(async () => {
  fake = await startFakeGemini({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function client(overrides: Partial<GeminiOptions> = {}) {
  return createGemini({ baseUrl: fake.url, apiKey: KEY, sleep: recordingSleep(), ...overrides });
}

const REQUEST = { prompt: "Write one warm sentence.", temperature: 0.8, maxTokens: 200 };
const SAFETY = [
  { category: "HARM_CATEGORY_HARASSMENT", threshold: "BLOCK_MEDIUM_AND_ABOVE" },
  { category: "HARM_CATEGORY_HATE_SPEECH", threshold: "BLOCK_MEDIUM_AND_ABOVE" },
  { category: "HARM_CATEGORY_SEXUALLY_EXPLICIT", threshold: "BLOCK_MEDIUM_AND_ABOVE" },
  { category: "HARM_CATEGORY_DANGEROUS_CONTENT", threshold: "BLOCK_MEDIUM_AND_ABOVE" },
];

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe("createGemini.generate", () => {
  it("posts generateContent for the default model with the key in the query, the sampling settings and the four safety settings", async () => {
    const gemini = client();
    expect(gemini.model).toBe(GEMINI_DEFAULT_MODEL);
    expect(GEMINI_DEFAULT_MODEL).toBe("gemini-2.0-flash");
    await gemini.generate(REQUEST);
    const request = fake.lastRequest();
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1beta/models/gemini-2.0-flash:generateContent");
    expect(request?.query).toEqual({ key: KEY });
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      contents: [{ parts: [{ text: "Write one warm sentence." }] }],
      generationConfig: { temperature: 0.8, topK: 40, topP: 0.95, maxOutputTokens: 200 },
      safetySettings: SAFETY,
    });
  });

  it("uses a configured model and the greeting's numbers", async () => {
    await client({ model: "gemini-1.5-flash" }).generate({ prompt: "Greet", temperature: 0.9, maxTokens: 50 });
    const request = fake.lastRequest();
    expect(request?.path).toBe("/v1beta/models/gemini-1.5-flash:generateContent");
    expect((request?.body as { generationConfig: unknown }).generationConfig).toEqual({
      temperature: 0.9,
      topK: 40,
      topP: 0.95,
      maxOutputTokens: 50,
    });
  });

  it("reads candidates[0].content.parts[0].text", async () => {
    await expect(client().generate(REQUEST)).resolves.toBe(GEMINI_FAKE_DEFAULT_TEXT);
    fake.enqueue({ text: "You showed up for yourself today." });
    await expect(client().generate(REQUEST)).resolves.toBe("You showed up for yourself today.");
  });

  it("raises no_content when there are no candidates or no text", async () => {
    fake.enqueue({ empty: true });
    expect(await failure(client().generate(REQUEST))).toMatchObject({ code: "no_content", detail: "prompt blocked: SAFETY" });
    fake.enqueue({ json: { candidates: [] } });
    expect((await failure(client().generate(REQUEST))).code).toBe("no_content");
    fake.enqueue({ json: { candidates: [{ finishReason: "SAFETY" }] } });
    expect(await failure(client().generate(REQUEST))).toMatchObject({ code: "no_content", detail: "finish reason: SAFETY" });
    fake.enqueue({ json: { candidates: [{ content: { parts: [{ text: "   " }] } }] } });
    expect((await failure(client().generate(REQUEST))).code).toBe("no_content");
  });

  it("maps 401, 429 and 500, retrying only the latter two", async () => {
    fake.enqueue({ status: 401 });
    expect(await failure(client().generate(REQUEST))).toMatchObject({ code: "unauthorized", status: 401 });
    expect(fake.requests).toHaveLength(1);

    fake.reset();
    fake.enqueue({ status: 429, times: 3 });
    const sleep = recordingSleep();
    expect(await failure(client({ sleep }).generate(REQUEST))).toMatchObject({
      code: "rate_limited",
      status: 429,
      detail: "Resource has been exhausted (e.g. check quota).",
    });
    expect(fake.requests).toHaveLength(3);
    expect(withinBounds(sleep.waits, backoffBounds(500, 2)), `waits ${sleep.waits.join(", ")}`).toBe(true);

    fake.reset();
    fake.enqueue({ status: 500, times: 3 });
    expect(await failure(client().generate(REQUEST))).toMatchObject({ code: "server_error", status: 500 });
    expect(fake.requests).toHaveLength(3);
  });

  it("reports a refused key as the service does (400 API key not valid), never echoing the key", async () => {
    const error = await failure(client({ apiKey: "wrong" }).generate(REQUEST));
    expect(error).toMatchObject({ code: "bad_request", status: 400, detail: "API key not valid. Please pass a valid API key." });
    expect(`${error.message} ${error.detail} ${JSON.stringify(error)}`).not.toContain("wrong");
    fake.enqueue({ status: 500, times: 3 });
    const serverError = await failure(client().generate(REQUEST));
    expect(`${serverError.message} ${serverError.detail} ${String(serverError.stack)}`).not.toContain(KEY);
  });

  it("rejects garbage, times out slow answers and gives up on no answer", async () => {
    fake.enqueue({ garbage: true });
    expect((await failure(client().generate(REQUEST))).code).toBe("bad_response");

    fake.enqueue({ delayMs: 400, times: 3 });
    expect((await failure(client({ timeoutMs: 40 }).generate(REQUEST))).code).toBe("timeout");
    expect(fake.requests).toHaveLength(4);

    fake.reset();
    fake.setDefault({ hang: true });
    expect((await failure(client().generate(REQUEST, { deadline: Date.now() + 100 }))).code).toBe("timeout");
  });
});

describe("createGemini.stream", () => {
  it("posts streamGenerateContent with alt=sse and the key, yielding text chunks", async () => {
    fake.enqueue({ chunks: ["You are ", "not alone ", "in this."] });
    await expect(collect(client().stream(REQUEST))).resolves.toEqual(["You are ", "not alone ", "in this."]);
    const request = fake.lastRequest();
    expect(request?.path).toBe("/v1beta/models/gemini-2.0-flash:streamGenerateContent");
    expect(request?.query).toEqual({ alt: "sse", key: KEY });
    expect((request?.body as { safetySettings: unknown }).safetySettings).toEqual(SAFETY);
  });

  it("delivers chunks as they arrive", async () => {
    fake.enqueue({ chunks: ["one ", "two"], chunkDelayMs: 150 });
    const started = Date.now();
    const times: number[] = [];
    for await (const _chunk of client().stream(REQUEST)) times.push(Date.now() - started);
    expect(times[0]).toBeLessThan(120);
    expect(times[1]).toBeGreaterThanOrEqual(140);
  });

  it("raises no_content for a blocked or empty stream", async () => {
    fake.enqueue({ empty: true });
    expect((await failure(collect(client().stream(REQUEST)))).code).toBe("no_content");
  });

  it("retries a 503 before the stream starts", async () => {
    fake.enqueue({ status: 503 }, { chunks: ["fine"] });
    await expect(collect(client().stream(REQUEST))).resolves.toEqual(["fine"]);
    expect(fake.requests).toHaveLength(2);
  });

  it("fails on a non-JSON event and on a stream that stalls", async () => {
    fake.enqueue({ garbage: true });
    expect((await failure(collect(client().stream(REQUEST))))?.code).toBe("bad_response");
    fake.enqueue({ chunks: ["a", "b", "c"], stallAfter: 1 });
    expect((await failure(collect(client({ timeoutMs: 100, retries: 0 }).stream(REQUEST)))).code).toBe("timeout");
  });

  it("stops reading when the consumer stops", async () => {
    fake.enqueue({ chunks: ["a", "b", "c"], chunkDelayMs: 20 });
    for await (const chunk of client().stream(REQUEST)) {
      expect(chunk).toBe("a");
      break;
    }
  });
});
