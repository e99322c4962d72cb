import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { silentMp3, startFakeElevenLabs } from "../../../tests/fakes/fake-elevenlabs";
import type { FakeControl } from "../../../tests/fakes/fake-server";
import { backoffBounds, recordingSleep, withinBounds } from "../../../tests/setup/recording-sleep";
import { CHAT_VOICE_SETTINGS, DEFAULT_VOICE_ID, MINDFULNESS_VOICE_SETTINGS, RECOMMENDED_VOICES } from "../../domain/voice/voice-settings";
import { createElevenLabs } from "./elevenlabs";
import type { ElevenLabsOptions } from "./elevenlabs";
import { ProviderError } from "./types";

const KEY = "xi-test-key";
let fake: FakeControl;

beforeAll(async () => {
  fake = await startFakeElevenLabs({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function client(overrides: Partial<ElevenLabsOptions> = {}) {
  return createElevenLabs({ baseUrl: fake.url, apiKey: KEY, sleep: recordingSleep(), ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("voices and settings", () => {
  it("recommends four premade voices, the first being the default", () => {
    expect(RECOMMENDED_VOICES).toHaveLength(4);
    expect(RECOMMENDED_VOICES[0]?.id).toBe(DEFAULT_VOICE_ID);
    expect(DEFAULT_VOICE_ID).toBe("21m00Tcm4TlvDq8ikWAM");
    for (const voice of RECOMMENDED_VOICES) {
      expect(voice).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        name: expect.any(String),
        description: expect.any(String),
        language: "en",
      });
    }
    expect(new Set(RECOMMENDED_VOICES.map((v) => v.id)).size).toBe(4);
  });

  it("has the chat and mindfulness voice settings", () => {
    expect(CHAT_VOICE_SETTINGS).toEqual({ stability: 0.75, similarity_boost: 0.85, style: 0.2, use_speaker_boost: true });
    expect(MINDFULNESS_VOICE_SETTINGS).toEqual({ stability: 0.8, similarity_boost: 0.9, style: 0.3, use_speaker_boost: true });
  });
});

describe("createElevenLabs.synthesize", () => {
  it("posts the trimmed text, model, output format and chat voice settings with xi-api-key", async () => {
    const audio = await client().synthesize("  Take a slow breath with me.  ");
    expect(audio.contentType).toBe("audio/mpeg");
    expect(audio.bytes).toEqual(silentMp3());
    const request = fake.lastRequest();
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe(`/v1/text-to-speech/${DEFAULT_VOICE_ID}`);
    expect(request?.query).toEqual({ output_format: "mp3_44100_128" });
    expect(request?.headers["xi-api-key"]).toBe(KEY);
    expect(request?.headers.accept).toBe("audio/mpeg");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      text: "Take a slow breath with me.",
      model_id: "eleven_multilingual_v2",
      voice_settings: { stability: 0.75, similarity_boost: 0.85, style: 0.2, use_speaker_boost: true },
    });
  });

  it("uses the configured voice, a per-call voice and the mindfulness settings", async () => {
    await client({ voiceId: "EXAVITQu4vr4xnSDxMaL" }).synthesize("hello there");
    expect(fake.lastRequest()?.path).toBe("/v1/text-to-speech/EXAVITQu4vr4xnSDxMaL");
    await client().synthesize("hello there", { voiceId: "MF3mGyEYCl7XYWbV9V6O", settings: MINDFULNESS_VOICE_SETTINGS });
    expect(fake.lastRequest()?.path).toBe("/v1/text-to-speech/MF3mGyEYCl7XYWbV9V6O");
    expect((fake.lastRequest()?.body as { voice_settings: unknown }).voice_settings).toEqual({
      stability: 0.8,
      similarity_boost: 0.9,
      style: 0.3,
      use_speaker_boost: true,
    });
  });

  it("refuses blank text without calling the service", async () => {
    expect((await failure(client().synthesize(" \n "))).code).toBe("empty_input");
    expect(fake.requests).toHaveLength(0);
  });

  it("maps 401 (no retry), 429 and 500 (two retries each)", async () => {
    expect(await failure(client({ apiKey: "bad" }).synthesize("hi there"))).toMatchObject({
      code: "unauthorized",
      status: 401,
      detail: "Invalid API key",
    });
    expect(fake.requests).toHaveLength(1);
    fake.reset();
    fake.enqueue({ status: 429, times: 3 });
    const sleep = recordingSleep();
    expect(await failure(client({ sleep }).synthesize("hi there"))).toMatchObject({ code: "rate_limited", status: 429 });
    expect(fake.requests).toHaveLength(3);
    expect(withinBounds(sleep.waits, backoffBounds(500, 2)), `waits ${sleep.waits.join(", ")}`).toBe(true);
    fake.reset();
    fake.enqueue({ status: 500, times: 3 });
    expect(await failure(client().synthesize("hi there"))).toMatchObject({ code: "server_error", status: 500 });
    expect(fake.requests).toHaveLength(3);
  });

  it("rejects an answer that is not audio or is empty", async () => {
    fake.enqueue({ garbage: true });
    expect((await failure(client().synthesize("hi there"))).code).toBe("bad_response");
    fake.enqueue({ empty: true });
    expect(await failure(client().synthesize("hi there"))).toMatchObject({ code: "bad_response", detail: "empty audio" });
  });

  it("times out a slow or silent service", async () => {
    fake.enqueue({ delayMs: 300 });
    expect((await failure(client({ timeoutMs: 40, retries: 0 }).synthesize("hi there"))).code).toBe("timeout");
    fake.setDefault({ hang: true });
    expect((await failure(client().synthesize("hi there", {}, { deadline: Date.now() + 80 }))).code).toBe("timeout");
  });
});
