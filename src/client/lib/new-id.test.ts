import { afterEach, describe, expect, it, vi } from "vitest";
import { newId } from "./new-id";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("newId", () => {
  it("uses crypto.randomUUID in a secure context", () => {
    vi.stubGlobal("isSecureContext", true);
    const randomUUID = vi.spyOn(crypto, "randomUUID");
    expect(newId()).toMatch(V4);
    expect(randomUUID).toHaveBeenCalledTimes(1);
    randomUUID.mockRestore();
  });

  it("makes a v4 UUID from random bytes where randomUUID is not allowed (plain http on a LAN address)", () => {
    vi.stubGlobal("isSecureContext", false);
    const randomUUID = vi.spyOn(crypto, "randomUUID");
    const ids = Array.from({ length: 200 }, newId);
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(randomUUID).not.toHaveBeenCalled();
    randomUUID.mockRestore();
  });

  it("sets the version and variant bits whatever the random bytes", () => {
    vi.stubGlobal("isSecureContext", false);
    const fill = vi.spyOn(crypto, "getRandomValues").mockImplementation((array) => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    });
    expect(newId()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    fill.mockRestore();
  });
});
