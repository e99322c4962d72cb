import { describe, expect, it } from "vitest";
import { recordingLengthText } from "./recording-copy";

describe("a recording's length as it is shown", () => {
  it("reads minutes and two-digit seconds, rounded to the nearest second", () => {
    expect(recordingLengthText(0)).toBe("0:00");
    expect(recordingLengthText(7_400)).toBe("0:07");
    expect(recordingLengthText(59_600)).toBe("1:00");
    expect(recordingLengthText(65_000)).toBe("1:05");
    expect(recordingLengthText(750_000)).toBe("12:30");
    expect(recordingLengthText(-5)).toBe("0:00");
  });
});
