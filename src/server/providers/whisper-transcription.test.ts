// The Whisper-compatible provider against the loopback fake, which parses the multipart form and
// checks that it holds real audio: fields, the bearer only with a key, language, answers, errors.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FakeControl } from "../../../tests/fakes/fake-server";
import { startFakeWhisper, transcriptionFields, WHISPER_FAKE_DEFAULT_TEXT } from "../../../tests/fakes/fake-whisper";
import { recordingSleep } from "../../../tests/setup/recording-sleep";
import { EBML_MAGIC, sineWav } from "../../../tests/fakes/wav";
import { createWhisperTranscription, TRANSCRIPTION_DEFAULT_MODEL } from "./whisper-transcription";
import type { WhisperTranscriptionOptions } from "./whisper-transcription";
import { ProviderError } from "./types";

const KEY = "sk-test-whisper";
let keyed: FakeControl;
let local: FakeControl;

beforeAll(async () => {
  [keyed, local] = await Promise.all([startFakeWhisper({ apiKey: KEY }), startFakeWhisper()]);
});
afterAll(async () => {
  await Promise.all([keyed.close(), local.close()]);
});
beforeEach(() => {
  keyed.reset();
  local.reset();
});

function client(overrides: Partial<WhisperTranscriptionOptions> = {}) {
  return createWhisperTranscription({ baseUrl: keyed.url, apiKey: KEY, sleep: recordingSleep(), ...overrides });
}

const wav = sineWav({ seconds: 0.5 });
const WAV = { audio: wav, contentType: "audio/wav" as const };

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("createWhisperTranscription", () => {
  it("posts the audio as multipart/form-data to {base}/audio/transcriptions with the model and response_format=json", async () => {
    const whisper = client();
    expect(whisper.model).toBe("whisper-1");
    expect(TRANSCRIPTION_DEFAULT_MODEL).toBe("whisper-1");
    await expect(whisper.transcribe(WAV)).resolves.toEqual({ text: WHISPER_FAKE_DEFAULT_TEXT });
    const request = keyed.lastRequest()!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/audio/transcriptions");
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(transcriptionFields(request)).toEqual({
      model: "whisper-1",
      language: undefined, // not given: the server detects it
      responseFormat: "json",
      file: { filename: "recording.wav", contentType: "audio/wav", kind: "wav" },
    });
  });

  it("names the file by its content type, so the server picks the right decoder", async () => {
    const webm = Uint8Array.of(...EBML_MAGIC, 0x42, 0x86, 0x81, 0x01);
    await client().transcribe({ audio: webm, contentType: "audio/webm" });
    expect(transcriptionFields(keyed.lastRequest()!).file).toEqual({ filename: "recording.webm", contentType: "audio/webm", kind: "webm" });
    const ogg = new TextEncoder().encode("OggS\u0000\u0002 the rest of an ogg page");
    await client().transcribe({ audio: ogg, contentType: "audio/ogg" });
    expect(transcriptionFields(keyed.lastRequest()!).file).toEqual({ filename: "recording.ogg", contentType: "audio/ogg", kind: "ogg" });
    const mp4 = Uint8Array.of(0, 0, 0, 0x20, ...new TextEncoder().encode("ftypM4A isomiso2"));
    await client().transcribe({ audio: mp4, contentType: "audio/mp4" });
    expect(transcriptionFields(keyed.lastRequest()!).file).toEqual({ filename: "recording.mp4", contentType: "audio/mp4", kind: "mp4" });
  });

  it("sends the language when given, and the configured model", async () => {
    await client({ model: "Systran/faster-whisper-small" }).transcribe({ ...WAV, language: "fr" });
    expect(transcriptionFields(keyed.lastRequest()!)).toMatchObject({ model: "Systran/faster-whisper-small", language: "fr" });
  });

  it("sends no Authorization header without a key (whisper.cpp, faster-whisper), and a trailing slash in the base URL is fine", async () => {
    const whisper = createWhisperTranscription({ baseUrl: `${local.url}/`, apiKey: "", sleep: recordingSleep() });
    await expect(whisper.transcribe(WAV)).resolves.toEqual({ text: WHISPER_FAKE_DEFAULT_TEXT });
    expect(local.lastRequest()?.headers.authorization).toBeUndefined();
    expect(local.lastRequest()?.path).toBe("/v1/audio/transcriptions");
  });

  it("trims the text, and reads language and duration when a verbose server gives them", async () => {
    keyed.enqueue({ json: { text: "  Hola, hoy fue un buen día.  ", language: "spanish", duration: 3.25, segments: [] } });
    await expect(client().transcribe(WAV)).resolves.toEqual({ text: "Hola, hoy fue un buen día.", language: "spanish", duration: 3.25 });
    // extras that make no sense are ignored, not fatal
    keyed.enqueue({ json: { text: "Hello.", language: 7, duration: "soon" } });
    await expect(client().transcribe(WAV)).resolves.toEqual({ text: "Hello." });
    keyed.enqueue({ empty: true });
    await expect(client().transcribe(WAV)).resolves.toEqual({ text: "" });
  });

  it("sends nothing for zero bytes of audio", async () => {
    expect((await failure(client().transcribe({ audio: new Uint8Array(), contentType: "audio/wav" }))).code).toBe("empty_input");
    expect(keyed.requests).toHaveLength(0);
  });

  it("maps a refused key, a bad request and a server error, retrying only what may pass, with the whole form each time", async () => {
    const wrongKey = await failure(client({ apiKey: "sk-wrong" }).transcribe(WAV));
    expect(wrongKey).toMatchObject({ code: "unauthorized", status: 401, detail: "Incorrect API key provided." });
    expect(keyed.requests).toHaveLength(1);

    keyed.reset();
    const notAudio = await failure(client().transcribe({ audio: new TextEncoder().encode("plain text"), contentType: "audio/wav" }));
    expect(notAudio).toMatchObject({ code: "bad_request", status: 400 });
    expect(notAudio.detail).toContain("Invalid file format");
    expect(keyed.requests).toHaveLength(1);

    keyed.reset();
    keyed.enqueue({ status: 500, times: 2 });
    const sleep = recordingSleep();
    await expect(client({ sleep }).transcribe(WAV)).resolves.toEqual({ text: WHISPER_FAKE_DEFAULT_TEXT });
    expect(keyed.requests).toHaveLength(3);
    expect(sleep.waits).toHaveLength(2);
    for (const request of keyed.requests) expect(transcriptionFields(request).file?.kind).toBe("wav");

    keyed.reset();
    keyed.setDefault({ status: 503 });
    expect(await failure(client({ retries: 1 }).transcribe(WAV))).toMatchObject({ code: "server_error", status: 503 });
    expect(keyed.requests).toHaveLength(2);
  });

  it("raises bad_response for an answer that is not JSON or has no text", async () => {
    keyed.enqueue({ garbage: true });
    expect(await failure(client().transcribe(WAV))).toMatchObject({ code: "bad_response", detail: "body is not JSON" });
    keyed.enqueue({ json: { transcript: "wrong field" } });
    expect((await failure(client().transcribe(WAV))).code).toBe("bad_response");
  });

  it("gives up on a slow server after the attempt's time-out, and by the caller's deadline", async () => {
    keyed.setDefault({ delayMs: 2_000 });
    const started = Date.now();
    expect(await failure(client({ timeoutMs: 100, retries: 0 }).transcribe(WAV))).toMatchObject({ code: "timeout" });
    expect(await failure(client({ retries: 2 }).transcribe(WAV, { deadline: Date.now() + 150 }))).toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("sends a recording given as a stream while it is still arriving, with its exact length, and the server reads real audio", async () => {
    let fetched!: () => void;
    const fetchCalled = new Promise<void>((resolve) => (fetched = resolve));
    const half = Math.floor(wav.byteLength / 2);
    const audio = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(wav.subarray(0, half));
      },
      // The rest comes only once the request to the provider has started: a client that read the
      // whole stream before sending would wait here for ever.
      async pull(controller) {
        await fetchCalled;
        controller.enqueue(wav.subarray(half));
        controller.close();
      },
    });
    const spy: typeof fetch = (input, init) => {
      fetched();
      return globalThis.fetch(input, init);
    };
    await expect(
      client({ fetch: spy }).transcribe({ audio, size: wav.byteLength, contentType: "audio/wav", language: "en" }),
    ).resolves.toEqual({
      text: WHISPER_FAKE_DEFAULT_TEXT,
    });
    const request = keyed.lastRequest()!;
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    // the audio, the three fields and the boundaries: a length, not a chunked body
    expect(Number(request.headers["content-length"])).toBeGreaterThan(wav.byteLength + 300);
    expect(Number(request.headers["content-length"])).toBeLessThan(wav.byteLength + 800);
    expect(request.headers["transfer-encoding"]).toBeUndefined();
    expect(transcriptionFields(request)).toEqual({
      model: "whisper-1",
      language: "en",
      responseFormat: "json",
      file: { filename: "recording.wav", contentType: "audio/wav", kind: "wav" },
    });
  });

  it("sends a streamed recording once: a failure is not retried, since the stream cannot be read again", async () => {
    keyed.setDefault({ status: 503 });
    const audio = new Blob([wav]).stream();
    expect(await failure(client().transcribe({ audio, contentType: "audio/wav" }))).toMatchObject({ code: "server_error", status: 503 });
    expect(keyed.requests).toHaveLength(1);
  });

  it("reads no more of an answer than its limit", async () => {
    keyed.enqueue({ json: { text: "la ".repeat(10_000) } }, { json: { text: "la ".repeat(10_000) } });
    const error = await failure(client({ maxResponseBytes: 4_096 }).transcribe(WAV));
    expect(error).toMatchObject({ code: "bad_response" });
    expect(error.detail).toContain("larger than 4096 bytes");
    await expect(client({ maxResponseBytes: 64 * 1024 }).transcribe(WAV)).resolves.toMatchObject({ text: expect.stringMatching(/^la la/) });
  });

  it("stops the upload and the wait, and closes the provider's connection, when the caller's signal fires", async () => {
    keyed.setDefault({ hang: true });
    const controller = new AbortController();
    const pending = client().transcribe({ audio: new Blob([wav]).stream(), contentType: "audio/wav" }, { signal: controller.signal });
    await keyed.waitForRequests(1);
    expect(keyed.open).toBe(1);
    controller.abort();
    expect((await failure(pending)).code).toBe("aborted");
    await expect.poll(() => keyed.open, { timeout: 2_000 }).toBe(0);
  });

  it("puts neither the audio nor the transcript into its errors", async () => {
    keyed.enqueue({ status: 500, message: "decoder crashed", times: 3 });
    const error = await failure(client().transcribe(WAV));
    expect(error.message).toBe("server_error: 500: decoder crashed");
    expect(error.message).not.toContain("RIFF");
  });
});
