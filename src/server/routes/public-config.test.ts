// GET /api/config: the allowlist of non-secret flags, with whether transcription is available.
import { describe, expect, it } from "vitest";
import { PublicConfigSchema } from "../../domain/contract/config";
import { loadConfig } from "../config";
import { configRoutes } from "./public-config";

const read = async (env: Record<string, string>) => {
  const response = await configRoutes(loadConfig(env)).request("/");
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, body: PublicConfigSchema.parse(JSON.parse(text)) };
};

describe("GET /api/config", () => {
  it("says transcription is off without TRANSCRIPTION_BASE_URL or TRANSCRIPTION_API_KEY", async () => {
    const { body } = await read({});
    expect(body.transcription).toBe(false);
    expect(body.providers).toEqual({ emotion: "local", text: "local", speech: "native", chat: "none" });
  });

  it("says transcription is on with a local server's base URL alone, or a key alone", async () => {
    expect((await read({ TRANSCRIPTION_BASE_URL: "http://127.0.0.1:8080/v1" })).body.transcription).toBe(true);
    expect((await read({ TRANSCRIPTION_API_KEY: "sk-transcribe-secret" })).body.transcription).toBe(true);
  });

  it("never shows the transcription server, its key or its model", async () => {
    const { text } = await read({
      TRANSCRIPTION_BASE_URL: "http://whisper.internal:9000/v1",
      TRANSCRIPTION_API_KEY: "sk-transcribe-secret",
      TRANSCRIPTION_MODEL: "whisper-large-v3",
    });
    expect(text).not.toContain("whisper.internal");
    expect(text).not.toContain("sk-transcribe-secret");
    expect(text).not.toContain("whisper-large-v3");
  });
});
