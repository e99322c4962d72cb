import { describe, expect, it } from "vitest";
import { RECOVERY_KEY_BYTES, formatRecoveryKey, parseRecoveryKey } from "./recovery-key";

const bytes = (fill: (i: number) => number) => Uint8Array.from({ length: RECOVERY_KEY_BYTES }, (_, i) => fill(i));

describe("the recovery key", () => {
  it("is eight groups of four characters of Crockford's base32", () => {
    expect(formatRecoveryKey(bytes(() => 0))).toBe("0000-0000-0000-0000-0000-0000-0000-0000");
    expect(formatRecoveryKey(bytes(() => 0xff))).toBe("ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    expect(formatRecoveryKey(bytes((i) => i * 13))).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it("reads back what it wrote, for any bytes", () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const key = bytes((i) => (seed * 131 + i * 197 + ((seed * i) % 7)) & 0xff);
      expect(parseRecoveryKey(formatRecoveryKey(key))).toEqual(key);
    }
  });

  it("forgives case, spaces, missing dashes and look-alike letters", () => {
    const key = bytes((i) => i * 7 + 1);
    const code = formatRecoveryKey(key);
    expect(parseRecoveryKey(code.toLowerCase())).toEqual(key);
    expect(parseRecoveryKey(` ${code.replace(/-/g, " ")} `)).toEqual(key);
    const zeros = formatRecoveryKey(bytes(() => 0));
    expect(parseRecoveryKey(zeros.replace(/0/g, "O"))).toEqual(bytes(() => 0));
    expect(parseRecoveryKey("1111-1111-1111-1111-1111-1111-1111-1111".replace(/1/g, "l"))).toEqual(
      parseRecoveryKey("1111-1111-1111-1111-1111-1111-1111-1111"),
    );
  });

  it("refuses a code of the wrong length or with a letter the code does not use", () => {
    const code = formatRecoveryKey(bytes((i) => i));
    expect(parseRecoveryKey(code.slice(0, -1))).toBeNull();
    expect(parseRecoveryKey(`${code}0`)).toBeNull();
    expect(parseRecoveryKey(code.replace(/.$/, "U"))).toBeNull();
    expect(parseRecoveryKey("")).toBeNull();
    expect(() => formatRecoveryKey(new Uint8Array(19))).toThrow(RangeError);
  });
});
