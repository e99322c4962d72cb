import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSpokenForTests, speakOnce } from "./speak-once";

let interacted: string | null;

beforeEach(() => {
  vi.useFakeTimers();
  resetSpokenForTests();
  interacted = "true";
  vi.stubGlobal("window", { localStorage: { getItem: () => interacted, setItem: () => undefined, removeItem: () => undefined } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const spokenTexts = (speak: ReturnType<typeof vi.fn>) => speak.mock.calls.map((call) => (call as unknown[])[0]);

describe("speakOnce", () => {
  it("speaks the trimmed words 800 ms later, not before", () => {
    const speak = vi.fn(async () => undefined);
    speakOnce("  I'm here with you.  ", speak);
    vi.advanceTimersByTime(799);
    expect(speak).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(speak).toHaveBeenCalledWith("I'm here with you.");
  });

  it("never speaks identical content twice, whether asked again before or after it was spoken", () => {
    const speak = vi.fn(async () => undefined);
    speakOnce("Same words.", speak);
    speakOnce("Same words. ", speak);
    vi.runAllTimers();
    speakOnce("Same words.", speak);
    vi.runAllTimers();
    speakOnce("New words.", speak);
    vi.runAllTimers();
    expect(spokenTexts(speak)).toEqual(["Same words.", "New words."]);
  });

  it("stays silent until the user has interacted, for blank words, and when cancelled", () => {
    const speak = vi.fn(async () => undefined);
    interacted = null;
    speakOnce("Hello.", speak);
    vi.runAllTimers();
    interacted = "true";
    speakOnce("   ", speak);
    const cancel = speakOnce("Other.", speak);
    cancel();
    vi.runAllTimers();
    expect(speak).not.toHaveBeenCalled();
    // words not spoken (no interaction, cancelled) may still be spoken later
    speakOnce("Other.", speak);
    vi.runAllTimers();
    expect(spokenTexts(speak)).toEqual(["Other."]);
  });

  it("logs a failed playback as a warning, never an error", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    speakOnce("Fails.", async () => Promise.reject(new Error("Native TTS playback failed")));
    vi.runAllTimers();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("Native TTS playback failed")));
  });
});
