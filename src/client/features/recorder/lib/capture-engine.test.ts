import { describe, expect, it } from "vitest";
import { chooseCaptureEngine, pickRecordingType } from "./capture-engine";

const ALL = { browserRecogniser: true, transcription: true, mediaRecorder: true, privateTranscription: false };

describe("chooseCaptureEngine", () => {
  it("keeps the browser's recogniser when it has one and the person did not ask for privacy", () => {
    expect(chooseCaptureEngine(ALL)).toBe("browser");
  });

  it("sends the recording to the server's transcription when the person asked for Private transcription", () => {
    expect(chooseCaptureEngine({ ...ALL, privateTranscription: true })).toBe("transcription");
  });

  it("uses the server's transcription where the browser has no recogniser (Firefox, iOS home-screen apps)", () => {
    expect(chooseCaptureEngine({ ...ALL, browserRecogniser: false })).toBe("transcription");
  });

  it("falls back to the browser when the server cannot transcribe or the browser cannot record", () => {
    expect(chooseCaptureEngine({ ...ALL, transcription: false, privateTranscription: true })).toBe("browser");
    expect(chooseCaptureEngine({ ...ALL, mediaRecorder: false, privateTranscription: true })).toBe("browser");
  });

  it("has none when neither can turn speech into words (typing is the way in)", () => {
    expect(chooseCaptureEngine({ ...ALL, browserRecogniser: false, transcription: false })).toBe("none");
    expect(chooseCaptureEngine({ ...ALL, browserRecogniser: false, mediaRecorder: false })).toBe("none");
  });
});

describe("pickRecordingType", () => {
  it("prefers Opus in WebM, then Ogg, then MP4, else leaves it to the browser", () => {
    expect(pickRecordingType(() => true)).toBe("audio/webm;codecs=opus");
    expect(pickRecordingType((type) => type.startsWith("audio/ogg"))).toBe("audio/ogg;codecs=opus");
    expect(pickRecordingType((type) => type === "audio/mp4")).toBe("audio/mp4");
    expect(pickRecordingType(() => false)).toBeUndefined();
  });
});
