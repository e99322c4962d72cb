import { describe, expect, it } from "vitest";
import { findNul } from "./parse";

describe("findNul", () => {
  it("names the path of a string holding U+0000, in objects and arrays", () => {
    expect(findNul({ a: "x", b: ["y", "z\u0000"] })).toBe("b.1");
    expect(findNul("\u0000")).toBe("");
    expect(findNul({ ["k\u0000"]: 1 })).toBe("");
    expect(findNul({ a: { b: "x" } })).toBeUndefined();
    expect(findNul([1, true, null, "\\u0000 as text"])).toBeUndefined();
  });

  it("walks 200,000 levels of nesting without overflowing the stack", () => {
    const depth = 200_000;
    const deep = JSON.parse(`${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}`) as unknown;
    expect(findNul(deep)?.split(".")).toHaveLength(depth);
  });
});
