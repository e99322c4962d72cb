import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { OPENAI_FAKE_DEFAULT_JSON, OPENAI_FAKE_DEFAULT_TEXT, startFakeOpenAi } from "../../../tests/fakes/fake-openai";
import type { FakeControl } from "../../../tests/fakes/fake-server";
import { backoffBounds, recordingSleep, withinBounds } from "../../../tests/setup/recording-sleep";
import { loadConfig } from "../config";
import { OPENAI_DEFAULT_MODEL, createOpenAiCompatible } from "./openai-compatible";
import type { ChatMessage, OpenAiCompatibleOptions } from "./openai-compatible";
import { ProviderError } from "./types";

const KEY = "sk-test-openai";
let fake: FakeControl;

beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function client(overrides: Partial<OpenAiCompatibleOptions> = {}) {
  return createOpenAiCompatible({ baseUrl: fake.url, apiKey: KEY, sleep: recordingSleep(), ...overrides });
}

const MESSAGES: ChatMessage[] = [
  { role: "system", content: "You are a gentle companion." },
  { role: "user", content: "I had a long day." },
];
const COMPANION = { messages: MESSAGES, temperature: 0.9, maxTokens: 200, presencePenalty: 0.1, frequencyPenalty: 0.1 };
const Analysis = z.object({ primaryEmotion: z.string(), emotionIntensity: z.number(), insights: z.string() });

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

describe("createOpenAiCompatible.complete", () => {
  it("posts /chat/completions with the bearer key and the companion's sampling numbers", async () => {
    const openai = client();
    expect(openai.model).toBe(OPENAI_DEFAULT_MODEL);
    expect(OPENAI_DEFAULT_MODEL).toBe("gpt-4o-mini");
    await expect(openai.complete(COMPANION)).resolves.toBe(OPENAI_FAKE_DEFAULT_TEXT);
    const request = fake.lastRequest();
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      model: "gpt-4o-mini",
      messages: MESSAGES,
      temperature: 0.9,
      max_tokens: 200,
      presence_penalty: 0.1,
      frequency_penalty: 0.1,
    });
  });

  it("works against a local server: configured model, base URL with a trailing slash, no key", async () => {
    const local = createOpenAiCompatible({ baseUrl: `${fake.url}/`, apiKey: "", model: "llama3.2", sleep: recordingSleep() });
    // The fake wants a key like OpenAI does; Ollama would not. A missing key is simply not sent.
    expect((await failure(local.complete(COMPANION))).code).toBe("unauthorized");
    expect(fake.lastRequest()?.headers.authorization).toBeUndefined();
    expect((fake.lastRequest()?.body as { model: string }).model).toBe("llama3.2");
    expect(fake.lastRequest()?.path).toBe("/v1/chat/completions");
  });

  it("reads choices[0].message.content and raises no_content without it", async () => {
    fake.enqueue({ text: "It sounds like you carried a lot today." });
    await expect(client().complete(COMPANION)).resolves.toBe("It sounds like you carried a lot today.");
    fake.enqueue({ empty: true });
    expect(await failure(client().complete(COMPANION))).toMatchObject({ code: "no_content", detail: "no choices" });
    fake.enqueue({ json: { choices: [{ message: { role: "assistant", content: null, refusal: "no" } }] } });
    expect(await failure(client().complete(COMPANION))).toMatchObject({ code: "no_content", detail: "refused" });
  });

  it("maps 401 without retrying, and 429 and 500 after two retries", async () => {
    expect(await failure(client({ apiKey: "sk-wrong" }).complete(COMPANION))).toMatchObject({
      code: "unauthorized",
      status: 401,
      detail: "Incorrect API key provided.",
    });
    expect(fake.requests).toHaveLength(1);
    for (const [status, code] of [
      [429, "rate_limited"],
      [500, "server_error"],
    ] as const) {
      fake.reset();
      fake.enqueue({ status, times: 3 });
      const sleep = recordingSleep();
      expect(await failure(client({ sleep }).complete(COMPANION))).toMatchObject({ code, status });
      expect(fake.requests).toHaveLength(3);
      expect(withinBounds(sleep.waits, backoffBounds(500, 2)), `waits ${sleep.waits.join(", ")}`).toBe(true);
    }
  });

  it("backs off from the configured base as the app builds it (AI_RETRY_BASE_MS, 200 ms unless set)", async () => {
    const { aiRetryBaseMs } = loadConfig({});
    expect(aiRetryBaseMs).toBe(200);
    fake.enqueue({ status: 503, times: 3 });
    const sleep = recordingSleep();
    await failure(client({ retryBaseMs: aiRetryBaseMs, sleep }).complete(COMPANION));
    expect(withinBounds(sleep.waits, backoffBounds(200, 2)), `waits ${sleep.waits.join(", ")}`).toBe(true);
  });

  it("rejects garbage and times out slow or silent servers", async () => {
    fake.enqueue({ garbage: true });
    expect((await failure(client().complete(COMPANION))).code).toBe("bad_response");
    fake.enqueue({ delayMs: 300 });
    expect((await failure(client({ timeoutMs: 40, retries: 0 }).complete(COMPANION))).code).toBe("timeout");
    fake.setDefault({ hang: true });
    expect((await failure(client().complete(COMPANION, { deadline: Date.now() + 80 }))).code).toBe("timeout");
  });
});

describe("createOpenAiCompatible.completeJson", () => {
  const ANALYSIS_REQUEST = {
    messages: [
      { role: "system" as const, content: "Analyse the entry and answer in JSON." },
      { role: "user" as const, content: "Language: en\nText: I finally finished the project." },
    ],
    temperature: 0.7,
    maxTokens: 800,
  };

  it("asks for response_format json_object and parses the content with the schema", async () => {
    const result = await client().completeJson(ANALYSIS_REQUEST, Analysis);
    expect(result).toEqual({
      primaryEmotion: OPENAI_FAKE_DEFAULT_JSON.primaryEmotion,
      emotionIntensity: OPENAI_FAKE_DEFAULT_JSON.emotionIntensity,
      insights: OPENAI_FAKE_DEFAULT_JSON.insights,
    });
    expect(fake.lastRequest()?.body).toMatchObject({ temperature: 0.7, max_tokens: 800, response_format: { type: "json_object" } });
  });

  it("tolerates a fenced JSON answer from a local model", async () => {
    fake.enqueue({ text: '```json\n{"primaryEmotion":"calm","emotionIntensity":3,"insights":"Rested."}\n```' });
    await expect(client().completeJson(ANALYSIS_REQUEST, Analysis)).resolves.toEqual({
      primaryEmotion: "calm",
      emotionIntensity: 3,
      insights: "Rested.",
    });
  });

  it("raises bad_response for content that is not JSON or not the schema", async () => {
    fake.enqueue({ text: "I think the main emotion is calm." });
    expect((await failure(client().completeJson(ANALYSIS_REQUEST, Analysis))).code).toBe("bad_response");
    fake.enqueue({ text: '{"primaryEmotion":"calm"}' });
    expect((await failure(client().completeJson(ANALYSIS_REQUEST, Analysis))).code).toBe("bad_response");
    fake.enqueue({ text: "[1,2]" });
    await expect(client().completeJson(ANALYSIS_REQUEST, z.unknown())).resolves.toEqual([1, 2]);
  });
});

describe("createOpenAiCompatible streaming", () => {
  it("sends stream: true and yields delta contents until [DONE]", async () => {
    fake.enqueue({ chunks: ["I hear ", "you."] });
    await expect(collect(client().streamComplete(COMPANION))).resolves.toEqual(["I hear ", "you."]);
    expect(fake.lastRequest()?.body).toMatchObject({ stream: true, max_tokens: 200 });
    expect(fake.lastRequest()?.headers.accept).toBe("text/event-stream");
  });

  it("raises no_content for an empty stream and bad_response for a garbage event", async () => {
    fake.enqueue({ empty: true });
    expect((await failure(collect(client().streamComplete(COMPANION)))).code).toBe("no_content");
    fake.enqueue({ garbage: true });
    expect((await failure(collect(client().streamComplete(COMPANION)))).code).toBe("bad_response");
  });

  it("retries a 429 before streaming and times out a stalled stream", async () => {
    fake.enqueue({ status: 429 }, { chunks: ["ok"] });
    await expect(collect(client().streamComplete(COMPANION))).resolves.toEqual(["ok"]);
    expect(fake.requests).toHaveLength(2);
    fake.enqueue({ chunks: ["a", "b"], stallAfter: 2 });
    expect((await failure(collect(client({ timeoutMs: 100, retries: 0 }).streamComplete(COMPANION)))).code).toBe("timeout");
  });
});

describe("createOpenAiCompatible as a TextGenerator", () => {
  it("sends the prompt as one user message", async () => {
    fake.enqueue({ text: "Three gentle lines." });
    const openai = client();
    expect(openai.provider).toBe("openai");
    await expect(openai.generate({ prompt: "Suggest three things.", temperature: 0.7, maxTokens: 150 })).resolves.toBe(
      "Three gentle lines.",
    );
    expect(fake.lastRequest()?.body).toEqual({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "Suggest three things." }],
      temperature: 0.7,
      max_tokens: 150,
    });
    fake.enqueue({ chunks: ["x", "y"] });
    await expect(collect(openai.stream({ prompt: "p", temperature: 0.8, maxTokens: 200 }))).resolves.toEqual(["x", "y"]);
  });
});
