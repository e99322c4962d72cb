import { describe, expect, it } from "vitest";
import { readHardText } from "./hard-text";

describe("readHardText", () => {
  it("reads a loss, hopelessness and strain whatever the label", () => {
    expect(readHardText("I keep thinking about my grandmother who passed away last year").loss).toBe(true);
    expect(readHardText("I'm so tired of everything, nothing will ever change").hopeless).toBe(true);
    expect(readHardText("this exam is killing me lol").strain).toBe(true);
    expect(readHardText("I have my final exam tomorrow and I'm so stressed").strain).toBe(true);
    expect(readHardText("My presentation is tomorrow and I'm really nervous").strain).toBe(true);
  });

  it("leaves good news alone", () => {
    for (const text of ["I passed my exam today and I'm thrilled", "We had a lovely dinner together", "", "Sat down with a good book"]) {
      expect(readHardText(text), text).toEqual({ loss: false, hopeless: false, strain: false, hard: false });
    }
  });

  it("counts a named hard feeling as hard", () => {
    expect(readHardText("I cried the whole night").hard).toBe(true);
    expect(readHardText("I’m anxious about it").hard).toBe(true);
  });
});
