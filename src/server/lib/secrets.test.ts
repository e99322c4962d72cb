import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCipher } from "./encryption";
import { loadOrCreateSecrets } from "./secrets";

describe("generated secrets", () => {
  it("are created once with mode 0600 and reused after", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ripple-secrets-"));
    const first = loadOrCreateSecrets(dir);
    expect(first.encryptionKey).toMatch(/^[0-9a-f]{64}$/);
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, "secrets.json")).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(dir)).toEqual(first);
  });
});

describe("encryption", () => {
  const cipher = createCipher("ab".repeat(32));
  it("round-trips text with a fresh nonce each time", () => {
    const a = cipher.encrypt("hello there");
    const b = cipher.encrypt("hello there");
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe("hello there");
  });
  it("detects tampering", () => {
    const stored = cipher.encrypt("hello there");
    const raw = Buffer.from(stored.slice(3), "base64");
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => cipher.decrypt(`v1:${raw.toString("base64")}`)).toThrow();
  });
  it("refuses a wrong key", () => {
    const other = createCipher("cd".repeat(32));
    expect(() => other.decrypt(cipher.encrypt("x"))).toThrow();
  });
});
