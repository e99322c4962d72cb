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

describe("speakOnce", () => {
  it("speaks the reply after 800 ms with the conversation pitch and chat voice", () => {
    const speak = vi.fn(async () => undefined);
    speakOnce("  I'm here with you.  ", speak);
    vi.advanceTimersByTime(799);
    expect(speak).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(speak).toHaveBeenCalledWith("I'm here with you.", { pitch: 1.1, style: "chat" });
  });

  it("never speaks identical content twice", () => {
    const speak = vi.fn(async () => undefined);
    speakOnce("Same words.", speak);
    vi.runAllTimers();
    speakOnce("Same words.", speak);
    vi.runAllTimers();
    speakOnce("New words.", speak);
    vi.runAllTimers();
    expect(speak.mock.calls.map((call) => (call as unknown[])[0])).toEqual(["Same words.", "New words."]);
  });

  it("stays silent until the user has interacted, and when cancelled", () => {
    const speak = vi.fn(async () => undefined);
    interacted = null;
    speakOnce("Hello.", speak);
    vi.runAllTimers();
    interacted = "true";
    const cancel = speakOnce("Other.", speak);
    cancel();
    vi.runAllTimers();
    expect(speak).not.toHaveBeenCalled();
  });

  it("logs a failed playback as a warning, never an error", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    speakOnce("Fails.", async () => Promise.reject(new Error("Native TTS playback failed")));
    vi.runAllTimers();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining("Native TTS playback failed")));
  });
});
