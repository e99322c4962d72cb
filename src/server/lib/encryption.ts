// AES-256-GCM for journal text at rest: a fresh 12-byte nonce per value, stored as "v1:<base64 nonce|tag|ciphertext>".
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const PREFIX = "v1:";

export interface Cipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

export function createCipher(hexKey: string): Cipher {
  const key = Buffer.from(hexKey, "hex");
  if (key.length !== 32) throw new Error("encryption key must be 32 bytes");
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64");
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) throw new Error("value is not encrypted with a known scheme");
      const raw = Buffer.from(stored.slice(PREFIX.length), "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}
