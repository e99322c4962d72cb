import { describe, expect, it } from "vitest";
import { completionTranscript, formatElapsed, isDuplicateStop, SILENCE_PLACEHOLDER_TRANSCRIPT, toastLifetimeMs } from "./recording-rules";

describe("completionTranscript", () => {
  it("uses the heard text, trimmed", () => {
    expect(completionTranscript({ transcript: "  I feel calm  ", durationSeconds: 1, speechDetected: true })).toBe("I feel calm");
  });

  it("gives the placeholder for no speech longer than 2 s", () => {
    expect(SILENCE_PLACEHOLDER_TRANSCRIPT).toBe("A moment of silence and reflection.");
    expect(completionTranscript({ transcript: "", durationSeconds: 2.1, speechDetected: false })).toBe(
      "A moment of silence and reflection.",
    );
  });

  it("ignores no speech of 2 s or less", () => {
    expect(completionTranscript({ transcript: "", durationSeconds: 2, speechDetected: false })).toBeNull();
    expect(completionTranscript({ transcript: "   ", durationSeconds: 0.5, speechDetected: false })).toBeNull();
  });

  it("ignores a blank transcript when speech was detected", () => {
    expect(completionTranscript({ transcript: " \n ", durationSeconds: 30, speechDetected: true })).toBeNull();
  });
});

describe("isDuplicateStop", () => {
  it("ignores a stop within 1000 ms of the previous one", () => {
    expect(isDuplicateStop(10_000, 10_999)).toBe(true);
    expect(isDuplicateStop(10_000, 11_000)).toBe(false);
    expect(isDuplicateStop(null, 10_000)).toBe(false);
  });
});

describe("formatElapsed", () => {
  it("is mm:ss", () => {
    expect(formatElapsed(0)).toBe("00:00");
    expect(formatElapsed(9)).toBe("00:09");
    expect(formatElapsed(59.9)).toBe("00:59");
    expect(formatElapsed(60)).toBe("01:00");
    expect(formatElapsed(605)).toBe("10:05");
    expect(formatElapsed(3600)).toBe("60:00");
    expect(formatElapsed(-3)).toBe("00:00");
  });
});

describe("toastLifetimeMs", () => {
  it("is the duration plus 300 ms, 4000 by default", () => {
    expect(toastLifetimeMs()).toBe(4300);
    expect(toastLifetimeMs(6000)).toBe(6300);
  });
});
