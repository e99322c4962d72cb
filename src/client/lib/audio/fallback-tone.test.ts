import { describe, expect, it } from "vitest";
import { SOUND_NAMES } from "../../../domain/voice/voice-settings";
import { clampToneHz, renderToneSamples, toneRecipe } from "./fallback-tone";

describe("fallback tones", () => {
  it("keeps every sound's tone between 300 and 1200 Hz", () => {
    for (const name of SOUND_NAMES) {
      const { hz } = toneRecipe(name);
      expect(hz).toBeGreaterThanOrEqual(300);
      expect(hz).toBeLessThanOrEqual(1200);
    }
    expect(clampToneHz(50)).toBe(300);
    expect(clampToneHz(5000)).toBe(1200);
  });

  it("renders at 44100 samples per second, within [-1, 1], fading to near silence", () => {
    const samples = renderToneSamples(440, 0.5);
    expect(samples.length).toBe(22_050);
    expect(Math.max(...samples.map(Math.abs))).toBeLessThanOrEqual(1);
    expect(Math.abs(samples[0] ?? 1)).toBe(0);
    const tail = samples.slice(-200).reduce((peak, v) => Math.max(peak, Math.abs(v)), 0);
    expect(tail).toBeLessThan(0.02);
  });

  it("has the asked frequency (zero crossings)", () => {
    const samples = renderToneSamples(600, 1);
    let crossings = 0;
    for (let i = 1; i < samples.length; i += 1) {
      if (Math.sign(samples[i] ?? 0) !== Math.sign(samples[i - 1] ?? 0)) crossings += 1;
    }
    expect(crossings / 2).toBeGreaterThan(590);
    expect(crossings / 2).toBeLessThan(610);
  });
});
