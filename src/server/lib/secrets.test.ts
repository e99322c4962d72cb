import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
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
