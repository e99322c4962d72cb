import { describe, expect, it } from "vitest";
import { isAutoplayDenial, silentWavDataUri } from "./audio-unlock";

describe("silentWavDataUri", () => {
  it("is a well-formed, silent 16-bit PCM WAV", () => {
    const uri = silentWavDataUri(10);
    expect(uri.startsWith("data:audio/wav;base64,")).toBe(true);
    const bytes = Buffer.from(uri.split(",")[1] ?? "", "base64");
    expect(bytes.length).toBe(44 + 20);
    expect(bytes.toString("ascii", 0, 4)).toBe("RIFF");
    expect(bytes.toString("ascii", 8, 12)).toBe("WAVE");
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
    expect(bytes.readUInt32LE(40)).toBe(20);
    expect([...bytes.subarray(44)].every((b) => b === 0)).toBe(true);
  });
});

describe("isAutoplayDenial", () => {
  it("counts only the browser's NotAllowedError as a refusal", () => {
    expect(isAutoplayDenial(new DOMException("blocked", "NotAllowedError"))).toBe(true);
    expect(isAutoplayDenial(new DOMException("codec", "NotSupportedError"))).toBe(false);
    expect(isAutoplayDenial("NotAllowedError")).toBe(false);
  });
});
