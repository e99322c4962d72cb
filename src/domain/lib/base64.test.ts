import { describe, expect, it } from "vitest";
import { base64ToBytes, bytesToBase64 } from "./base64";

describe("base64", () => {
  it("round-trips any bytes, large ones included, as Node's encoder writes them", () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 31 + (i >> 8)) & 0xff);
    const text = bytesToBase64(bytes);
    expect(text).toBe(Buffer.from(bytes).toString("base64"));
    expect(base64ToBytes(text)).toEqual(bytes);
    expect(bytesToBase64(new Uint8Array())).toBe("");
  });

  it("reads text that is not base64 as null", () => {
    expect(base64ToBytes("not base64!")).toBeNull();
  });
});
