import { describe, expect, it } from "vitest";
import { timeOfDay } from "./time-of-day";

describe("timeOfDay", () => {
  it.each([
    [0, "night"],
    [4, "night"],
    [5, "morning"],
    [11, "morning"],
    [12, "afternoon"],
    [16, "afternoon"],
    [17, "evening"],
    [20, "evening"],
    [21, "night"],
    [23, "night"],
  ] as const)("hour %i is %s", (hour, expected) => {
    expect(timeOfDay(hour)).toBe(expected);
  });
});
