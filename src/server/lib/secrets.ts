// Secrets that were not configured are generated once into DATA_DIR (mode 0600) and reused after;
// the database keeps a check value of each, so an instance with other secrets refuses to start.
import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "../db/create-db";
import { secretChecks } from "../db/schema";

export const SECRETS_FILE_NAME = "secrets.json";

interface StoredSecrets {
  authSecret: string;
  encryptionKey: string;
}

export function secretsFile(dataDir: string): string {
  return path.join(dataDir, SECRETS_FILE_NAME);
}

export function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = secretsFile(dataDir);
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

// ── Key check values ─────────────────────────────────────────────────────────

const CHECK_LABEL = "ripple secret check v1";

export type SecretName = "ENCRYPTION_KEY" | "AUTH_SECRET";

/** HMAC-SHA-256 of a fixed label under the secret: equal for equal secrets, and reveals nothing of it. */
export function secretCheckValue(name: SecretName, value: string): string {
  // The encryption key is 32 bytes written in hex: upper or lower case is the same key.
  const key = name === "ENCRYPTION_KEY" ? Buffer.from(value, "hex") : Buffer.from(value, "utf8");
  return createHmac("sha256", key).update(`${CHECK_LABEL} ${name}`).digest("base64url");
}

export interface SecretInUse {
  name: SecretName;
  value: string;
  /** The secrets.json it was read from or generated into, when it was not configured. */
  file?: string;
}

const CONSEQUENCE: Record<SecretName, string> = {
  ENCRYPTION_KEY: "journal entries saved with the other key could not be read",
  AUTH_SECRET: "every session would be signed out and two-factor secrets could not be read",
};

export class SecretMismatchError extends Error {
  constructor(
    readonly names: SecretName[],
    secrets: readonly SecretInUse[],
  ) {
    const lines = secrets
      .filter((secret) => names.includes(secret.name))
      .map((secret) => {
        const from = secret.file ? ` (this instance took it from ${secret.file}, because ${secret.name} is not set)` : "";
        return `${secret.name} is not the one this database was set up with${from}: ${CONSEQUENCE[secret.name]}.`;
      });
    super(
      `${lines.join("\n")}\nSet ${names.join(" and ")} to the value${names.length > 1 ? "s" : ""} the database was set up with; ` +
        "instances that share a database must share these secrets.",
    );
    this.name = "SecretMismatchError";
  }
}

/**
 * Records each secret's check value on first start (a fresh database) and, on every later start,
 * throws SecretMismatchError naming each secret whose check value differs. Two instances starting
 * together with different secrets: the first to write wins, the other refuses.
 */
export async function verifySecretChecks(db: Db, secrets: readonly SecretInUse[]): Promise<void> {
  const wanted = secrets.map((secret) => ({ name: secret.name, checkValue: secretCheckValue(secret.name, secret.value) }));
  await db.insert(secretChecks).values(wanted).onConflictDoNothing({ target: secretChecks.name });
  const stored = new Map((await db.select().from(secretChecks)).map((row) => [row.name, row.checkValue]));
  const mismatched = wanted.filter((w) => stored.get(w.name) !== w.checkValue).map((w) => w.name);
  if (mismatched.length > 0) throw new SecretMismatchError(mismatched, secrets);
}
