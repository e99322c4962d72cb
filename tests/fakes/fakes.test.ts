// The fakes' own contract: control API in-process and over HTTP, scripting rules, startFakes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { classify } from "./fake-ekman";
import { transcriptionFields, WHISPER_FAKE_DEFAULT_TEXT } from "./fake-whisper";
import type { FakeControl } from "./fake-server";
import { remoteFakeControl } from "./remote-control";
import { FAKE_KEYS, startFakes } from "./start-fakes";
import type { Fakes } from "./start-fakes";
import { EBML_MAGIC, sineWav, wavSeconds } from "./wav";

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(() => fakes.stop());
beforeEach(() => fakes.reset());

function ekman(fake: FakeControl, text: string, key = FAKE_KEYS.ekman) {
  return fetch(`${fake.url}/ekman-emotion`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-rapidapi-key": key },
    body: JSON.stringify([{ id: "1", language: "en", text }]),
  });
}

async function top(response: Response): Promise<{ prediction: string; probability: number } | undefined> {
  const body = (await response.json()) as Array<{ predictions: Array<{ prediction: string; probability: number }> }>;
  return body[0]?.predictions[0];
}

describe("startFakes", () => {
  it("starts five loopback fakes and describes them as app env", () => {
    for (const url of Object.values(fakes.urls)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    expect(fakes.urls.openai).toMatch(/\/v1$/);
    expect(fakes.env).toMatchObject({
      EKMAN_BASE_URL: fakes.urls.ekman,
      EKMAN_API_KEY: FAKE_KEYS.ekman,
      GEMINI_BASE_URL: fakes.urls.gemini,
      OPENAI_BASE_URL: fakes.urls.openai,
      ELEVENLABS_BASE_URL: fakes.urls.elevenlabs,
      TRANSCRIPTION_BASE_URL: fakes.urls.whisper,
      TRANSCRIPTION_API_KEY: FAKE_KEYS.whisper,
    });
    expect(fakes.urls.whisper).toMatch(/\/v1$/);
  });
});

describe("scripting", () => {
  it("plays scripted responses in order, then the default", async () => {
    fakes.ekman.enqueue({ status: 500 }, { text: "fear", probability: 0.5 });
    fakes.ekman.setDefault({ text: "joy" });
    expect((await ekman(fakes.ekman, "hello world")).status).toBe(500);
    expect(await top(await ekman(fakes.ekman, "hello world"))).toEqual({ prediction: "fear", probability: 0.5 });
    expect((await top(await ekman(fakes.ekman, "hello world")))?.prediction).toBe("joy");
  });

  it("applies match and times", async () => {
    fakes.ekman.enqueue({ match: "storm", text: "fear", times: 2 });
    const label = async (text: string) => (await top(await ekman(fakes.ekman, text)))?.prediction;
    expect(await label("a calm day")).toBe("neutral");
    expect(await label("the storm came")).toBe("fear");
    expect(await label("another storm")).toBe("fear");
    expect(await label("a third storm")).toBe("neutral");
  });

  it("answers by keyword when nothing is scripted", () => {
    expect(classify("I am so happy")).toBe("joy");
    expect(classify("I feel anxious about tomorrow")).toBe("fear");
    expect(classify("the sky is blue")).toBe("neutral");
  });

  it("refuses a wrong key the way the service does, without using up the script", async () => {
    fakes.ekman.enqueue({ text: "joy" });
    expect((await ekman(fakes.ekman, "hi", "wrong")).status).toBe(403);
    expect((await top(await ekman(fakes.ekman, "hi")))?.prediction).toBe("joy");
  });

  it("records method, path, query, headers and parsed body", async () => {
    await fetch(`${fakes.gemini.url}/v1beta/models/m:generateContent?key=${FAKE_KEYS.gemini}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-extra": "1" },
      body: JSON.stringify({ contents: [{ parts: [{ text: "p" }] }] }),
    });
    const [request] = await fakes.gemini.waitForRequests(1);
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1beta/models/m:generateContent",
      query: { key: FAKE_KEYS.gemini },
      body: { contents: [{ parts: [{ text: "p" }] }] },
    });
    expect(request?.headers["x-extra"]).toBe("1");
  });

  it("answers unknown paths with 404 and keeps a hanging request open until reset", async () => {
    expect((await fetch(`${fakes.elevenlabs.url}/v1/nope`, { method: "POST" })).status).toBe(404);
    fakes.openai.enqueue({ hang: true });
    const pending = fetch(`${fakes.openai.url}/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${FAKE_KEYS.openai}`, "content-type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: "x" }] }),
    }).then(
      () => "answered",
      () => "cut",
    );
    await fakes.openai.waitForRequests(1);
    const raced = await Promise.race([pending, new Promise((resolve) => setTimeout(() => resolve("still waiting"), 100))]);
    expect(raced).toBe("still waiting");
    fakes.openai.reset();
    await expect(pending).resolves.toBe("cut");
  });
});

describe("control over HTTP (/__control)", () => {
  it("enqueues, sets the default, lists requests and resets", async () => {
    const remote = remoteFakeControl(fakes.urls.openai);
    await remote.enqueue({ status: 429 });
    await remote.setDefault({ text: "from the default" });
    const send = () =>
      fetch(`${fakes.openai.url}/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${FAKE_KEYS.openai}`, "content-type": "application/json" },
        body: JSON.stringify({ messages: [{ role: "user", content: "x" }] }),
      });
    expect((await send()).status).toBe(429);
    const body = (await (await send()).json()) as { choices: [{ message: { content: string } }] };
    expect(body.choices[0].message.content).toBe("from the default");

    const requests = await remote.requests();
    expect(requests.map((r) => r.path)).toEqual(["/v1/chat/completions", "/v1/chat/completions"]);
    await remote.reset();
    expect(await remote.requests()).toEqual([]);
    expect(fakes.openai.requests).toEqual([]);
  });

  it("rejects a malformed script", async () => {
    const response = await fetch(`${fakes.gemini.origin}/__control/enqueue`, { method: "POST", body: "[1, 2]" });
    expect(response.status).toBe(400);
  });
});

describe("the Whisper-compatible fake", () => {
  const form = (fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) => {
    const body = new FormData();
    if (file) body.append("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  };
  const transcribe = (body: FormData, key: string | null = FAKE_KEYS.whisper) =>
    fetch(`${fakes.urls.whisper}/audio/transcriptions`, { method: "POST", headers: key ? { authorization: `Bearer ${key}` } : {}, body });
  const wav = { bytes: sineWav({ seconds: 0.5 }), name: "recording.wav", type: "audio/wav" };
  const fields = { model: "whisper-1", response_format: "json" };

  it("writes a real WAV: RIFF/WAVE header, 16-bit mono PCM, the length asked for", () => {
    const bytes = sineWav({ seconds: 0.25, sampleRate: 8000 });
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("RIFF");
    expect(new TextDecoder().decode(bytes.slice(8, 16))).toBe("WAVEfmt ");
    expect(bytes.byteLength).toBe(44 + 0.25 * 8000 * 2);
    expect(wavSeconds(bytes)).toBe(0.25);
    expect(new Set(bytes.slice(44)).size).toBeGreaterThan(2); // a tone, not silence
  });

  it("reads the multipart form and answers {text} for real audio", async () => {
    const response = await transcribe(form({ ...fields, language: "en" }, wav));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: WHISPER_FAKE_DEFAULT_TEXT });
    const [request] = await fakes.whisper.waitForRequests(1);
    expect(transcriptionFields(request!)).toEqual({
      model: "whisper-1",
      language: "en",
      responseFormat: "json",
      file: { filename: "recording.wav", contentType: "audio/wav", kind: "wav" },
    });
  });

  it("tells WebM from the EBML magic bytes, and refuses bytes that are not audio or a mismatched extension", async () => {
    const webm = { bytes: Uint8Array.of(...EBML_MAGIC, 0x9f, 0x42, 0x86, 0x81, 0x01), name: "recording.webm", type: "audio/webm" };
    expect((await transcribe(form(fields, webm))).status).toBe(200);
    const notAudio = await transcribe(
      form(fields, { bytes: new TextEncoder().encode("hello, not audio"), name: "a.wav", type: "audio/wav" }),
    );
    expect(notAudio.status).toBe(400);
    expect(JSON.stringify(await notAudio.json())).toContain("Invalid file format");
    expect((await transcribe(form(fields, { ...wav, name: "recording.webm" }))).status).toBe(400);
  });

  it("requires a file, a model and response_format=json, and an ISO-639-1 language", async () => {
    expect((await transcribe(form(fields))).status).toBe(400);
    expect((await transcribe(form({ response_format: "json" }, wav))).status).toBe(400);
    expect((await transcribe(form({ model: "whisper-1" }, wav))).status).toBe(400);
    expect((await transcribe(form({ ...fields, language: "en-US" }, wav))).status).toBe(400);
    expect((await transcribe(new URLSearchParams({ ...fields }) as unknown as FormData)).status).toBe(400);
  });

  it("refuses a wrong or missing key when it has one, and plays scripted failures, verbose answers and garbage", async () => {
    expect((await transcribe(form(fields, wav), "wrong")).status).toBe(401);
    expect((await transcribe(form(fields, wav), null)).status).toBe(401);
    fakes.whisper.enqueue(
      { status: 500 },
      { json: { text: " Hola. ", language: "spanish", duration: 2.5 } },
      { garbage: true },
      { text: "Scripted." },
    );
    expect((await transcribe(form(fields, wav))).status).toBe(500);
    expect(await (await transcribe(form(fields, wav))).json()).toEqual({ text: " Hola. ", language: "spanish", duration: 2.5 });
    expect(await (await transcribe(form(fields, wav))).text()).toContain("<html>");
    expect(await (await transcribe(form(fields, wav))).json()).toEqual({ text: "Scripted." });
  });
});
