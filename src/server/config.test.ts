import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("starts on embedded defaults with no variables", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: "./data", appUrl: "http://localhost:3000", databaseUrl: undefined });
    expect(config.google).toBeUndefined();
    expect(config.gemini).toBeUndefined();
  });

  it("names every bad variable", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ENCRYPTION_KEY: "short", TRUST_PROXY_HOPS: "-1" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("ENCRYPTION_KEY");
      expect(message).toContain("TRUST_PROXY_HOPS");
    }
  });

  it("requires Google id and secret together", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
  });

  it("switches providers on by their key and reads base URLs", () => {
    const config = loadConfig({
      GEMINI_API_KEY: "k",
      GEMINI_BASE_URL: "http://127.0.0.1:9999",
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1/",
    });
    expect(config.gemini).toEqual({ apiKey: "k", baseUrl: "http://127.0.0.1:9999", model: "gemini-2.0-flash" });
    expect(config.openai?.baseUrl).toBe("http://127.0.0.1:11434/v1");
    expect(config.openai?.apiKey).toBe(""); // a local server without a key gets no authorization header
  });

  describe("transcription (any OpenAI-compatible /audio/transcriptions server)", () => {
    it("is off with neither a base URL nor a key", () => {
      expect(loadConfig({}).transcription).toBeUndefined();
      expect(loadConfig({ TRANSCRIPTION_MODEL: "whisper-large-v3" }).transcription).toBeUndefined();
      expect(loadConfig({ TRANSCRIPTION_BASE_URL: " ", TRANSCRIPTION_API_KEY: "" }).transcription).toBeUndefined();
    });

    it("takes a local server's base URL without a key, trailing slashes dropped, model whisper-1 by default", () => {
      expect(loadConfig({ TRANSCRIPTION_BASE_URL: "http://127.0.0.1:8080/v1//" }).transcription).toEqual({
        apiKey: "", // no authorization header is sent
        baseUrl: "http://127.0.0.1:8080/v1",
        model: "whisper-1",
      });
    });

    it("sends a key alone to OpenAI, and reads the model", () => {
      expect(loadConfig({ TRANSCRIPTION_API_KEY: "sk-t", TRANSCRIPTION_MODEL: " gpt-4o-mini-transcribe " }).transcription).toEqual({
        apiKey: "sk-t",
        baseUrl: "https://api.openai.com/v1",
        model: "gpt-4o-mini-transcribe",
      });
      expect(loadConfig({ TRANSCRIPTION_API_KEY: "k", TRANSCRIPTION_MODEL: "" }).transcription?.model).toBe("whisper-1");
    });

    it("is independent of the chat provider's variables", () => {
      expect(loadConfig({ OPENAI_API_KEY: "k", OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }).transcription).toBeUndefined();
    });

    it("names a base URL that is not an http(s) URL", () => {
      expect(() => loadConfig({ TRANSCRIPTION_BASE_URL: "not a url" })).toThrow(/TRANSCRIPTION_BASE_URL/);
      expect(() => loadConfig({ TRANSCRIPTION_BASE_URL: "ftp://whisper.example/v1" })).toThrow(
        /TRANSCRIPTION_BASE_URL: must be an http:\/\/ or https:\/\/ URL/,
      );
    });
  });

  it("keeps media in the database with the default quota unless S3 and a quota are configured (decision 050)", () => {
    expect(loadConfig({})).toMatchObject({ mediaQuotaBytes: 1024 * 1024 * 1024, s3: undefined });
    expect(loadConfig({ MEDIA_QUOTA_BYTES: "5000" }).mediaQuotaBytes).toBe(5000);
    const s3 = { S3_BUCKET: "ripple-media", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: undefined,
      bucket: "ripple-media",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: "http://127.0.0.1:9000/", S3_REGION: "eu-west-1" }).s3).toMatchObject({
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-1",
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: "https://s3.example.org", S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(false);
  });

  it.each([
    [{ MEDIA_QUOTA_BYTES: "-1" }, /MEDIA_QUOTA_BYTES/],
    [{ MEDIA_QUOTA_BYTES: "lots" }, /MEDIA_QUOTA_BYTES/],
    [{ S3_BUCKET: "Not_A_Bucket", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" }, /S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: "ripple-media", S3_ACCESS_KEY_ID: "id" }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/],
    [{ S3_BUCKET: "ripple-media" }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, /S3_BUCKET: required when S3_ENDPOINT is set/],
    [{ S3_BUCKET: "ripple-media", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "s", S3_ENDPOINT: "ftp://x" }, /S3_ENDPOINT/],
    [{ S3_BUCKET: "ripple-media", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "s", S3_FORCE_PATH_STYLE: "yes" }, /S3_FORCE_PATH_STYLE/],
  ])("refuses media settings %o naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("derives the public origin from the port", () => {
    expect(loadConfig({ PORT: "4000" }).appUrl).toBe("http://localhost:4000");
    expect(loadConfig({ APP_URL: "https://ripple.example/" }).appUrl).toBe("https://ripple.example");
  });
});
