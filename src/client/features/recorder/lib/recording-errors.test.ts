import { describe, expect, it } from "vitest";
import { isFatalRecognitionError, microphoneErrorMessage, recognitionErrorMessage } from "./recording-errors";

describe("recognitionErrorMessage", () => {
  it("ignores no-speech and aborted", () => {
    expect(recognitionErrorMessage("no-speech")).toBeNull();
    expect(recognitionErrorMessage("aborted")).toBeNull();
  });

  it("words each recognition error exactly, and an unknown one as Error: {code}", () => {
    expect(recognitionErrorMessage("audio-capture")).toBe("No microphone was found or microphone is disabled");
    expect(recognitionErrorMessage("not-allowed")).toBe("Microphone permission was denied");
    expect(recognitionErrorMessage("network")).toBe("Network error occurred. Please check your connection.");
    expect(recognitionErrorMessage("language-not-supported")).toBe("Error: language-not-supported");
  });
});

describe("isFatalRecognitionError", () => {
  it("stops restarting after denial, no device or network loss, not after silence", () => {
    for (const code of ["not-allowed", "service-not-allowed", "audio-capture", "network"]) {
      expect(isFatalRecognitionError(code)).toBe(true);
    }
    for (const code of ["no-speech", "aborted"]) expect(isFatalRecognitionError(code)).toBe(false);
  });
});

describe("microphoneErrorMessage", () => {
  it("maps getUserMedia failures to permission denied, no microphone found, or a general error", () => {
    expect(microphoneErrorMessage(new DOMException("x", "NotAllowedError"))).toBe("Microphone permission denied");
    expect(microphoneErrorMessage(new DOMException("x", "NotFoundError"))).toBe("No microphone found");
    expect(microphoneErrorMessage(new DOMException("x", "NotReadableError"))).toBe("Error accessing microphone");
    expect(microphoneErrorMessage("something odd")).toBe("Error accessing microphone");
  });
});
