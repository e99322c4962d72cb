import { describe, expect, it } from "vitest";
import { toScale10 } from "./scale";

describe("toScale10", () => {
  it("keeps integers inside 1-10", () => {
    expect(toScale10(1, 5)).toBe(1);
    expect(toScale10(10, 5)).toBe(10);
    expect(toScale10(7, 5)).toBe(7);
  });

  it("clamps below 1 and above 10", () => {
    expect(toScale10(0, 5)).toBe(1);
    expect(toScale10(-3, 5)).toBe(1);
    expect(toScale10(11, 5)).toBe(10);
    expect(toScale10(250, 5)).toBe(10);
  });

  it("rounds fractions", () => {
    expect(toScale10(6.5, 5)).toBe(7);
    expect(toScale10(6.49, 5)).toBe(6);
  });

  it("uses the fallback for missing or non-numeric values", () => {
    expect(toScale10(undefined, 5)).toBe(5);
    expect(toScale10(null, 6)).toBe(6);
    expect(toScale10(Number.NaN, 5)).toBe(5);
    expect(toScale10(Number.POSITIVE_INFINITY, 5)).toBe(5);
    expect(toScale10("7", 5)).toBe(5);
  });
});
