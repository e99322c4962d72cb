import { afterEach, describe, expect, it } from "vitest";
import { cloudFallback, resolveVoiceMode } from "./voice-mode";

afterEach(() => cloudFallback.set(false));

describe("resolveVoiceMode", () => {
  it("uses the cloud voice while the server has one and it has not failed", () => {
    expect(resolveVoiceMode("elevenlabs", false, true)).toBe("cloud");
  });

  it("stays on the browser's voice after a cloud failure", () => {
    expect(resolveVoiceMode("elevenlabs", true, true)).toBe("native");
  });

  it("uses the browser's voice when the server has none, and is unavailable without one", () => {
    expect(resolveVoiceMode("native", false, true)).toBe("native");
    expect(resolveVoiceMode("native", false, false)).toBe("unavailable");
    expect(resolveVoiceMode("elevenlabs", true, false)).toBe("unavailable");
  });
});

describe("cloudFallback", () => {
  it("tells every subscriber once when the fallback flips, and resets", () => {
    let calls = 0;
    const unsubscribe = cloudFallback.subscribe(() => (calls += 1));
    cloudFallback.set(true);
    cloudFallback.set(true);
    expect(cloudFallback.get()).toBe(true);
    cloudFallback.set(false);
    unsubscribe();
    expect(calls).toBe(2);
  });
});
