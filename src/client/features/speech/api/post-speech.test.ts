import { describe, expect, it } from "vitest";
import { CloudSpeechUnavailable, postSpeech } from "./post-speech";

function answer(response: Response): void {
  globalThis.fetch = (async () => response) as typeof fetch;
}

async function failure(): Promise<CloudSpeechUnavailable> {
  const error = await postSpeech({ text: "Hello" }, new AbortController().signal).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CloudSpeechUnavailable);
  return error as CloudSpeechUnavailable;
}

describe("postSpeech", () => {
  it("returns the audio bytes", async () => {
    answer(new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "audio/mpeg" } }));
    const blob = await postSpeech({ text: "Hello" }, new AbortController().signal);
    expect(blob.size).toBe(3);
  });

  it("treats the server's JSON fallback answer as unavailable, keeping its code", async () => {
    answer(Response.json({ error: { code: "rate_limited", message: "x" }, fallback: "native" }, { status: 503 }));
    expect((await failure()).code).toBe("rate_limited");
  });

  it("treats 401, 429 and other statuses as unavailable", async () => {
    for (const status of [401, 429, 500]) {
      answer(new Response("nope", { status }));
      const error = await failure();
      expect([error.status, error.code]).toEqual([status, `http_${status}`]);
    }
  });

  it("treats a 200 that is not audio as unavailable", async () => {
    answer(Response.json({ ok: true }));
    expect((await failure()).status).toBe(200);
  });

  it("treats a network failure as unavailable", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    expect((await failure()).code).toBe("network_error");
  });
});
