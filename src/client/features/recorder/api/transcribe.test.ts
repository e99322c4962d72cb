import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { canRetryTranscription } from "./transcribe";

const error = (status: number, code: string) => new ApiError({ status, code, message: "…" });

describe("canRetryTranscription", () => {
  it("offers Try again where waiting can help: no answer, a server failing or busy, one's own earlier recording still being transcribed", () => {
    expect(canRetryTranscription(new TypeError("Failed to fetch"))).toBe(true);
    expect(canRetryTranscription(error(0, "network"))).toBe(true);
    expect(canRetryTranscription(error(502, "transcription_failed"))).toBe(true);
    expect(canRetryTranscription(error(503, "transcription_busy"))).toBe(true);
    expect(canRetryTranscription(error(429, "transcription_in_progress"))).toBe(true);
  });

  it("not where the same recording would be refused again", () => {
    expect(canRetryTranscription(error(429, "allowance_used"))).toBe(false);
    expect(canRetryTranscription(error(413, "recording_too_large"))).toBe(false);
    expect(canRetryTranscription(error(415, "unsupported_media_type"))).toBe(false);
  });
});
