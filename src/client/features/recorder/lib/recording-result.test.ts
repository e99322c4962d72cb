import { describe, expect, it } from "vitest";
import { SILENCE_PLACEHOLDER_TRANSCRIPT } from "../../../../domain/voice/recording-rules";
import { buildRecordingResult } from "./recording-result";

describe("buildRecordingResult", () => {
  it("delivers heard text trimmed, with the duration in seconds and speech detected", () => {
    expect(buildRecordingResult("  I had a good day  ", 12_340)).toEqual({
      transcript: "I had a good day",
      duration: 12.3,
      speechDetected: true,
    });
  });

  it("turns more than 2 s of silence into the placeholder, speech not detected", () => {
    expect(SILENCE_PLACEHOLDER_TRANSCRIPT).toBe("A moment of silence and reflection.");
    expect(buildRecordingResult("", 2_001)).toEqual({
      transcript: "A moment of silence and reflection.",
      duration: 2,
      speechDetected: false,
    });
  });

  it("ignores silence of 2 s or less", () => {
    expect(buildRecordingResult("", 2_000)).toBeNull();
    expect(buildRecordingResult("   ", 500)).toBeNull();
  });

  it("never reports a negative duration", () => {
    expect(buildRecordingResult("hello there friend", -50)?.duration).toBe(0);
  });
});
