// POST /api/transcriptions through the whole app against the loopback Whisper-compatible fake
// (which checks it received real audio), and the route alone for the limits tests make smaller.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorBodySchema } from "../../domain/contract/errors";
import {
  TRANSCRIPTION_ALLOWANCE_USED_MESSAGE,
  TRANSCRIPTION_BUSY_MESSAGE,
  TRANSCRIPTION_CONTENT_TYPES,
  TRANSCRIPTION_FAILED_MESSAGE,
  TRANSCRIPTION_IN_PROGRESS_MESSAGE,
  TRANSCRIPTION_MAX_BYTES,
  TRANSCRIPTION_MAX_SECONDS,
  TRANSCRIPTION_TOO_LARGE_MESSAGE,
  TRANSCRIPTION_TOO_LONG_MESSAGE,
  TRANSCRIPTION_UNAVAILABLE_MESSAGE,
  TRANSCRIPTION_UNSUPPORTED_TYPE_MESSAGE,
  TranscriptionResponseSchema,
} from "../../domain/contract/transcriptions";
import { transcriptionFields, WHISPER_FAKE_DEFAULT_TEXT } from "../../../tests/fakes/fake-whisper";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { FAKE_KEYS, providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import { EBML_MAGIC, sineWav } from "../../../tests/fakes/wav";
import type { TestApp } from "../../../tests/setup/test-app";
import { TEST_ORIGIN, createTestApp } from "../../../tests/setup/test-app";
import type { AppEnv } from "../auth/session";
import { createUsageQueries, usageDay } from "../db/usage-queries";
import { HttpError, errorBody } from "../lib/http-error";
import { createLogger } from "../lib/logger";
import { createWhisperTranscription } from "../providers/whisper-transcription";
import { transcriptionRoutes } from "./transcriptions";
import type { TranscriptionRouteDeps } from "./transcriptions";

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.stop();
});
afterEach(() => fakes.reset());

const TRANSCRIPTION = () => providerEnv(fakes.env, ["TRANSCRIPTION_"]);
const WAV = sineWav({ seconds: 1 });
const SECRET_WORDS = "the lighthouse keeper's letter I never sent";

function send(
  t: TestApp,
  body: BodyInit | null,
  init: { cookie?: string; type?: string; query?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.type !== undefined) headers["content-type"] = init.type;
  return t.request(`/api/transcriptions${init.query ?? ""}`, { method: "POST", cookie: init.cookie, headers, body });
}

async function expectError(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  const body = ErrorBodySchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  if (message !== undefined) expect(body.error.message).toBe(message);
}

describe("POST /api/transcriptions (whole app, Whisper-compatible fake)", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: TRANSCRIPTION() });
    ({ cookie } = await t.signUp());
  });
  afterAll(() => t.close());

  it("sends the recording to the provider and answers {text, language, duration}", async () => {
    const response = await send(t, WAV, { cookie, type: "audio/wav", query: "?language=en-US", headers: { "x-recording-duration": "1" } });
    expect(response.status).toBe(200);
    const body = TranscriptionResponseSchema.parse(await response.json());
    expect(body).toEqual({ text: WHISPER_FAKE_DEFAULT_TEXT, language: "en", duration: 1 });
    const request = fakes.whisper.lastRequest()!;
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_KEYS.whisper}`);
    expect(transcriptionFields(request)).toEqual({
      model: "whisper-1",
      language: "en", // ISO-639-1 from the person's en-US
      responseFormat: "json",
      file: { filename: "recording.wav", contentType: "audio/wav", kind: "wav" },
    });
  });

  it("is announced by /api/config", async () => {
    expect(((await (await t.request("/api/config")).json()) as { transcription: boolean }).transcription).toBe(true);
  });

  it("takes MediaRecorder's type with its parameters, and answers null for what nobody reported", async () => {
    const webm = Uint8Array.of(...EBML_MAGIC, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01);
    const response = await send(t, webm, { cookie, type: "audio/webm;codecs=opus" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: WHISPER_FAKE_DEFAULT_TEXT, language: null, duration: null });
    expect(transcriptionFields(fakes.whisper.lastRequest()!).file).toEqual({
      filename: "recording.webm",
      contentType: "audio/webm",
      kind: "webm",
    });
  });

  it("accepts each type MediaRecorder or a WAV file gives, naming the file to match", async () => {
    const ascii = (text: string) => new TextEncoder().encode(text);
    const samples: Record<(typeof TRANSCRIPTION_CONTENT_TYPES)[number], Uint8Array<ArrayBuffer>> = {
      "audio/webm": Uint8Array.of(...EBML_MAGIC, 0x42, 0x86, 0x81, 0x01),
      "audio/ogg": ascii("OggS\u0000\u0002 an ogg page"),
      "audio/mp4": Uint8Array.of(0, 0, 0, 0x20, ...ascii("ftypM4A isomiso2")),
      "audio/wav": WAV,
    };
    expect(TRANSCRIPTION_CONTENT_TYPES).toEqual(["audio/webm", "audio/ogg", "audio/mp4", "audio/wav"]);
    for (const type of TRANSCRIPTION_CONTENT_TYPES) {
      expect((await send(t, samples[type], { cookie, type })).status).toBe(200);
      expect(transcriptionFields(fakes.whisper.lastRequest()!).file?.filename).toBe(`recording.${type.slice("audio/".length)}`);
    }
    // other names for WAV
    expect((await send(t, WAV, { cookie, type: "audio/x-wav" })).status).toBe(200);
    expect((await send(t, WAV, { cookie, type: "Audio/WAVE; charset=binary" })).status).toBe(200);
  });

  it("prefers what a verbose server reports: its language as a code, its duration", async () => {
    fakes.whisper.enqueue({ json: { text: " Hoy caminé junto al río. ", language: "spanish", duration: 4.5 } });
    const response = await send(t, WAV, { cookie, type: "audio/wav", query: "?duration=4" });
    expect(await response.json()).toEqual({ text: "Hoy caminé junto al río.", language: "es", duration: 4.5 });
  });

  it("refuses other types with 415 and a clear message, without calling the provider", async () => {
    for (const type of ["text/plain", "video/mp4", "application/octet-stream", "audio/mpeg"]) {
      await expectError(await send(t, WAV, { cookie, type }), 415, "unsupported_media_type", TRANSCRIPTION_UNSUPPORTED_TYPE_MESSAGE);
    }
    await expectError(await send(t, WAV, { cookie }), 415, "unsupported_media_type");
    expect(fakes.whisper.requests).toHaveLength(0);
  });

  it("refuses a recording longer than 10 minutes by the client's duration (413) before reading it", async () => {
    const over = String(TRANSCRIPTION_MAX_SECONDS + 1);
    const byHeader = await send(t, WAV, { cookie, type: "audio/wav", headers: { "x-recording-duration": over } });
    await expectError(byHeader, 413, "recording_too_long", TRANSCRIPTION_TOO_LONG_MESSAGE);
    await expectError(await send(t, WAV, { cookie, type: "audio/wav", query: `?duration=${over}` }), 413, "recording_too_long");
    expect(TRANSCRIPTION_TOO_LONG_MESSAGE).toContain("longer than 10 minutes");
    expect(fakes.whisper.requests).toHaveLength(0);
    const atLimit = await send(t, WAV, { cookie, type: "audio/wav", query: `?duration=${TRANSCRIPTION_MAX_SECONDS}` });
    expect(atLimit.status).toBe(200);
  });

  it("refuses a recording the provider says is longer than 10 minutes (413)", async () => {
    fakes.whisper.enqueue({ json: { text: "A very long ramble.", duration: TRANSCRIPTION_MAX_SECONDS + 0.5 } });
    await expectError(await send(t, WAV, { cookie, type: "audio/wav" }), 413, "recording_too_long", TRANSCRIPTION_TOO_LONG_MESSAGE);
  });

  it("answers 400 for a malformed duration or language, and an empty body", async () => {
    await expectError(
      await send(t, WAV, { cookie, type: "audio/wav", headers: { "x-recording-duration": "ten" } }),
      400,
      "invalid_request",
    );
    await expectError(await send(t, WAV, { cookie, type: "audio/wav", query: "?duration=-1" }), 400, "invalid_request");
    await expectError(await send(t, WAV, { cookie, type: "audio/wav", query: "?language=english!" }), 400, "invalid_request");
    await expectError(await send(t, new Uint8Array(), { cookie, type: "audio/wav" }), 400, "empty_recording");
    expect(fakes.whisper.requests).toHaveLength(0);
  });

  it("takes more than the app's 1 MB body limit, and refuses more than 25 MB with 413 and a clear message", async () => {
    const twoMb = sineWav({ seconds: 70 });
    expect(twoMb.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    expect((await send(t, twoMb, { cookie, type: "audio/wav" })).status).toBe(200);
    expect(fakes.whisper.requests).toHaveLength(1);

    const over = new Uint8Array(TRANSCRIPTION_MAX_BYTES + 1);
    over.set(WAV.subarray(0, 44));
    const response = await send(t, over, { cookie, type: "audio/wav" });
    await expectError(response, 413, "recording_too_large", TRANSCRIPTION_TOO_LARGE_MESSAGE);
    expect(TRANSCRIPTION_TOO_LARGE_MESSAGE).toContain("larger than 25 MB");
    expect(fakes.whisper.requests).toHaveLength(1);
    // a declared length past the limit is refused before any byte is read
    const declared = await send(t, WAV, { cookie, type: "audio/wav", headers: { "content-length": String(TRANSCRIPTION_MAX_BYTES + 1) } });
    await expectError(declared, 413, "recording_too_large");
  });

  it("answers 401 signed out, without reading the recording or calling the provider", async () => {
    await expectError(await send(t, WAV, { type: "audio/wav" }), 401, "unauthorized");
    expect(fakes.whisper.requests).toHaveLength(0);
  });

  it("answers 502 with a clear message when the provider fails, after one attempt (the upload is streamed: the client keeps the recording for Try again)", async () => {
    fakes.whisper.setDefault({ status: 500 });
    await expectError(await send(t, WAV, { cookie, type: "audio/wav" }), 502, "transcription_failed", TRANSCRIPTION_FAILED_MESSAGE);
    expect(fakes.whisper.requests).toHaveLength(1);
    fakes.reset();
    fakes.whisper.enqueue({ garbage: true });
    await expectError(await send(t, WAV, { cookie, type: "audio/wav" }), 502, "transcription_failed");
    fakes.whisper.enqueue({ status: 401 });
    await expectError(await send(t, WAV, { cookie, type: "audio/wav" }), 502, "transcription_failed");
  });

  it("answers 502 when the provider's answer is larger than any transcript (1 MB), without reading it all", async () => {
    fakes.whisper.enqueue({ json: { text: "la ".repeat(400_000) } });
    await expectError(await send(t, WAV, { cookie, type: "audio/wav" }), 502, "transcription_failed", TRANSCRIPTION_FAILED_MESSAGE);
    expect((await send(t, WAV, { cookie, type: "audio/wav" })).status).toBe(200);
  });

  it("cancels the provider's call when the client goes away", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      fakes.whisper.setDefault({ hang: true });
      const request = http.request({
        host: "127.0.0.1",
        port: (server.address() as AddressInfo).port,
        path: "/api/transcriptions",
        method: "POST",
        headers: { cookie, origin: TEST_ORIGIN, "content-type": "audio/wav", "content-length": WAV.byteLength },
      });
      request.on("error", () => undefined);
      request.end(WAV);
      await fakes.whisper.waitForRequests(1);
      expect(fakes.whisper.open).toBe(1);
      request.destroy();
      await expect.poll(() => fakes.whisper.open, { timeout: 3_000 }).toBe(0);
    } finally {
      server.close();
    }
  });

  it("never writes the audio or the transcript to the logs, whatever happens", async () => {
    t.logLines.length = 0;
    fakes.whisper.enqueue({ text: SECRET_WORDS }, { status: 500, message: `could not decode: ${SECRET_WORDS}` });
    const ok = await send(t, WAV, { cookie, type: "audio/wav", query: "?language=en" });
    expect(((await ok.json()) as { text: string }).text).toBe(SECRET_WORDS);
    expect((await send(t, WAV, { cookie, type: "audio/wav" })).status).toBe(502);
    const logs = t.logLines.join("\n");
    expect(logs).toContain('"route":"/api/transcriptions"');
    expect(logs).toContain("transcription failed");
    expect(logs).not.toContain("lighthouse");
    expect(logs).not.toContain("RIFF");
    expect(logs).not.toContain(Buffer.from(WAV.subarray(0, 48)).toString("base64").slice(0, 40));
  });
});

describe("POST /api/transcriptions, configuration and allowance", () => {
  it("answers 503 transcription_unavailable when no provider is configured, and /api/config says so", async () => {
    const t = await createTestApp();
    const { cookie } = await t.signUp();
    const response = await send(t, WAV, { cookie, type: "audio/wav" });
    await expectError(response, 503, "transcription_unavailable", TRANSCRIPTION_UNAVAILABLE_MESSAGE);
    expect(((await (await t.request("/api/config")).json()) as { transcription: boolean }).transcription).toBe(false);
    await t.close();
  });

  it("takes one use of AI_DAILY_LIMIT per transcription, shared with reflections, then answers 429", async () => {
    const t = await createTestApp({ env: { ...TRANSCRIPTION(), AI_DAILY_LIMIT: "2" } });
    const { cookie, userId } = await t.signUp();
    expect((await send(t, WAV, { cookie, type: "audio/wav" })).status).toBe(200);
    // refused recordings take nothing
    expect((await send(t, WAV, { cookie, type: "text/plain" })).status).toBe(415);
    expect((await send(t, new Uint8Array(), { cookie, type: "audio/wav" })).status).toBe(400);
    expect((await send(t, WAV, { cookie, type: "audio/wav" })).status).toBe(200);
    const used = await createUsageQueries(t.database.db).usedOn(userId, usageDay(new Date()));
    expect(used.count).toBe(2);
    await expectError(await send(t, WAV, { cookie, type: "audio/wav" }), 429, "allowance_used", TRANSCRIPTION_ALLOWANCE_USED_MESSAGE);
    expect(fakes.whisper.requests).toHaveLength(2);
    // another person's allowance is their own
    const other = await t.signUp();
    expect((await send(t, WAV, { cookie: other.cookie, type: "audio/wav" })).status).toBe(200);
    await t.close();
  });
});

describe("the route alone, with smaller limits", () => {
  const silentLogger = () => {
    const lines: string[] = [];
    const logger = createLogger("info", new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }));
    return { logger, lines };
  };
  // Signed in as a fixed user: the session itself is covered through the whole app above.
  function mount(overrides: Partial<TranscriptionRouteDeps> = {}) {
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      const id = c.req.header("x-test-user") ?? "user-1";
      c.set("user", { id, email: `${id}@example.com`, name: "A" });
      await next();
    });
    app.route(
      "/",
      transcriptionRoutes({
        transcription: createWhisperTranscription({ baseUrl: fakes.urls.whisper, apiKey: FAKE_KEYS.whisper, retryBaseMs: 1 }),
        allowTranscription: async () => true,
        logger: silentLogger().logger,
        ...overrides,
      }),
    );
    app.onError((error, c) =>
      error instanceof HttpError ? c.json(errorBody(error.code, error.message), error.status) : c.text("boom", 500),
    );
    return app;
  }

  it("counts the body as it streams and stops reading past the limit (413)", async () => {
    const chunk = new Uint8Array(1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 1) controller.enqueue(WAV.subarray(0, 1024));
        else if (pulled > 1_000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await mount({ maxBytes: 10 * 1024 }).request("/", {
      method: "POST",
      headers: { "content-type": "audio/wav" },
      body,
      duplex: "half",
    } as RequestInit);
    await expectError(response, 413, "recording_too_large", TRANSCRIPTION_TOO_LARGE_MESSAGE);
    expect(pulled).toBeLessThan(20);
    expect(fakes.whisper.requests).toHaveLength(0);

    const fits = await mount({ maxBytes: WAV.byteLength }).request("/", {
      method: "POST",
      headers: { "content-type": "audio/wav" },
      body: WAV,
    });
    expect(fits.status).toBe(200);
  });

  it("checks the duration against the limit it is given", async () => {
    const app = mount({ maxSeconds: 5 });
    const at = (seconds: number) =>
      app.request("/", { method: "POST", headers: { "content-type": "audio/wav", "x-recording-duration": String(seconds) }, body: WAV });
    expect((await at(5)).status).toBe(200);
    await expectError(await at(5.1), 413, "recording_too_long");
  });

  it("takes at most two transcriptions of one person at a time: a third answers 429 with a clear message, then one fits again", async () => {
    fakes.whisper.setDefault({ hang: true });
    const app = mount({ perUser: 2, atOnce: 10 });
    const post = (user: string) =>
      app.request("/", { method: "POST", headers: { "content-type": "audio/wav", "x-test-user": user }, body: WAV });
    const hanging = [post("ada"), post("ada")];
    await fakes.whisper.waitForRequests(2);
    await expectError(await post("ada"), 429, "transcription_in_progress", TRANSCRIPTION_IN_PROGRESS_MESSAGE);
    // another person is not held up
    const other = post("grace");
    await fakes.whisper.waitForRequests(3);
    expect(fakes.whisper.requests).toHaveLength(3);
    fakes.reset(); // the hanging calls are cut: 502 each, and their slots come back
    for (const response of await Promise.all([...hanging, other])) expect(response.status).toBe(502);
    expect((await post("ada")).status).toBe(200);
  });

  it("takes at most so many transcriptions in all: past that 503 transcription_busy with Retry-After", async () => {
    fakes.whisper.setDefault({ hang: true });
    const app = mount({ perUser: 2, atOnce: 2 });
    const post = (user: string) =>
      app.request("/", { method: "POST", headers: { "content-type": "audio/wav", "x-test-user": user }, body: WAV });
    const hanging = [post("ada"), post("grace")];
    await fakes.whisper.waitForRequests(2);
    const busy = await post("alan");
    expect(busy.headers.get("retry-after")).toBe("30");
    await expectError(busy, 503, "transcription_busy", TRANSCRIPTION_BUSY_MESSAGE);
    fakes.reset();
    await Promise.all(hanging);
    expect((await post("alan")).status).toBe(200);
  });

  it("answers 502 when the provider is slower than the deadline", async () => {
    fakes.whisper.setDefault({ delayMs: 3_000 });
    const started = Date.now();
    const response = await mount({ deadlineMs: 200 }).request("/", { method: "POST", headers: { "content-type": "audio/wav" }, body: WAV });
    await expectError(response, 502, "transcription_failed");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
