import { describe, expect, it } from "vitest";
import { resultSound } from "./result-sound";

const result = (shouldShowAnalysis: boolean, crisis = false) => ({ shouldShowAnalysis, analysis: { crisis } });

describe("resultSound", () => {
  it("marks a saved ripple with the water drop and an honoured moment with the gentle chime", () => {
    expect(resultSound(result(true), false)).toBe("waterDrop");
    expect(resultSound(result(false), false)).toBe("gentle");
  });

  it("plays nothing for a reflection in crisis, whichever view shows it", () => {
    expect(resultSound(result(true, true), false)).toBeNull();
    expect(resultSound(result(false, true), false)).toBeNull();
  });

  it("shows a result recovered after a reload quietly", () => {
    expect(resultSound(result(true), true)).toBeNull();
    expect(resultSound(result(false), true)).toBeNull();
  });
});
