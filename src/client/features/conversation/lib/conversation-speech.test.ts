import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSpokenForTests } from "../../../lib/speak-once";
import { speakReplyOnce } from "./conversation-speech";

beforeEach(() => {
  vi.useFakeTimers();
  resetSpokenForTests();
  vi.stubGlobal("window", { localStorage: { getItem: () => "true", setItem: () => undefined, removeItem: () => undefined } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("speakReplyOnce", () => {
  it("speaks the reply after 800 ms with the conversation pitch and the chat voice, once", () => {
    const speak = vi.fn(async () => undefined);
    speakReplyOnce("  I'm here with you.  ", speak);
    vi.advanceTimersByTime(799);
    expect(speak).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(speak).toHaveBeenCalledWith("I'm here with you.", { pitch: 1.1, style: "chat" });
    speakReplyOnce("I'm here with you.", speak);
    vi.runAllTimers();
    expect(speak).toHaveBeenCalledTimes(1);
  });
});
