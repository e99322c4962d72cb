import { describe, expect, it } from "vitest";
import { pickOne } from "./pick";

describe("pickOne", () => {
  it("maps [0, 1) evenly onto the items", () => {
    const items = ["a", "b", "c", "d"];
    expect(pickOne(items, () => 0)).toBe("a");
    expect(pickOne(items, () => 0.249)).toBe("a");
    expect(pickOne(items, () => 0.25)).toBe("b");
    expect(pickOne(items, () => 0.999)).toBe("d");
  });

  it("clamps values outside [0, 1)", () => {
    expect(pickOne(["a", "b"], () => 1)).toBe("b");
    expect(pickOne(["a", "b"], () => -0.5)).toBe("a");
    expect(pickOne(["a", "b"], () => Number.NaN)).toBe("a");
  });

  it("refuses an empty list", () => {
    expect(() => pickOne([], () => 0)).toThrow(RangeError);
  });
});
