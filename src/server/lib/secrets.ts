// Secrets that were not configured are generated once into DATA_DIR (mode 0600) and reused after.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

interface StoredSecrets {
  authSecret: string;
  encryptionKey: string;
}

export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<StoredSecrets>;
    if (stored.authSecret && stored.encryptionKey) return { authSecret: stored.authSecret, encryptionKey: stored.encryptionKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const created: StoredSecrets = {
    authSecret: randomBytes(32).toString("base64url"),
    encryptionKey: randomBytes(32).toString("hex"),
  };
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return created;
}
