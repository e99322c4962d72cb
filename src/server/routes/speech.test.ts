// POST /api/speech through the real ElevenLabs client against its loopback fake.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Fakes } from "../../../tests/fakes/start-fakes";
import { providerEnv, startFakes } from "../../../tests/fakes/start-fakes";
import { createTestApp } from "../../../tests/setup/test-app";

let fakes: Fakes;
beforeAll(async () => {
  fakes = await startFakes();
});
afterAll(async () => {
  await fakes.stop();
});

const only = (env: Record<string, string>, prefix: string) => providerEnv(env, [prefix]);

describe("cloud voice", () => {
  it("proxies text to speech and falls back to the browser's voice on failure", async () => {
    const t = await createTestApp({ env: only(fakes.env, "ELEVENLABS_") });
    const { cookie } = await t.signUp();
    const ok = await t.request("/api/speech", { method: "POST", cookie, json: { text: "  Hello, friend.  " } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("audio/mpeg");
    expect((await ok.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const sent = fakes.elevenlabs.lastRequest()!;
    expect(sent.headers["xi-api-key"]).toBe("test-elevenlabs-key");
    expect(sent.headers.accept).toBe("audio/mpeg");
    expect(sent.body).toMatchObject({ text: "Hello, friend.", model_id: "eleven_multilingual_v2" });
    for (const status of [401, 429, 500]) {
      fakes.elevenlabs.setDefault({ status });
      const failed = await t.request("/api/speech", { method: "POST", cookie, json: { text: "Hello" } });
      expect(failed.status).toBe(503);
      expect(((await failed.json()) as { fallback: string }).fallback).toBe("native");
    }
    await t.close();
  });
});
