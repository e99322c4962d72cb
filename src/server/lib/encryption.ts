// AES-256-GCM at rest (decision 013): one envelope per sealed value, bound to its row by associated
// data. The layout, its checks and the associated data are the domain's (src/domain/entries/envelope.ts,
// which the browser seals with); the AES-GCM here is node:crypto's, synchronous and over twice as
// fast per value as WebCrypto's in Node (decision 054). Also reads the retired per-value format
// ("v1:" + base64 of nonce|tag|ciphertext) for the data migration that converts it.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import {
  ENVELOPE_FORMAT,
  ENVELOPE_NONCE_BYTES,
  envelopeOwner,
  joinEnvelope,
  readEnvelope,
  sealAssociatedDataText,
} from "../../domain/entries/envelope";
import type { SealBinding } from "../../domain/entries/envelope";

const LEGACY_PREFIX = "v1:";

/** The associated data's UTF-8 bytes (Buffer.from is about 3 times faster than TextEncoder here). */
const associatedData = (format: number, binding: SealBinding) => Buffer.from(sealAssociatedDataText(format, binding), "utf8");

export type UnreadableReason = "too_short" | "unknown_format" | "not_authentic";

type Opened =
  | { kind: "opened"; plain: string }
  /** Sealed in the browser with the person's own key: the server keeps it as it is. */
  | { kind: "browser_sealed" }
  | { kind: "unreadable"; reason: UnreadableReason };

export interface Cipher {
  /** One AES-256-GCM operation: format byte | nonce | ciphertext | tag, bound to the row. */
  seal(plain: string, binding: SealBinding): Buffer;
  /**
   * The same envelope every time for the same value and binding: the nonce is an HMAC of both
   * under a key derived from this one (a synthetic nonce), so it repeats only with the very same
   * message. For values whose equality may show (sync cursors, decision 032), never for journal
   * words. Opened with `open`.
   */
  sealFixed(plain: string, binding: SealBinding): Buffer;
  /** Opens an envelope sealed for this row; never throws for a bad envelope. */
  open(envelope: Uint8Array, binding: SealBinding): Opened;
  /** Reads a value in the retired per-value format; throws when it is not one or not authentic. */
  decryptLegacy(stored: string): string;
}

export function createCipher(hexKey: string): Cipher {
  const key = Buffer.from(hexKey, "hex");
  if (key.length !== 32) throw new Error("encryption key must be 32 bytes");
  const nonceKey = createHmac("sha256", key).update("ripple.synthetic-nonce.v1").digest();
  const format = ENVELOPE_FORMAT.serverV2;
  function sealWith(nonce: Buffer, plain: string, aad: Buffer): Buffer {
    const cipher = createCipheriv("aes-256-gcm", key, nonce);
    cipher.setAAD(aad);
    const body = cipher.update(plain, "utf8");
    const last = cipher.final();
    const envelope = joinEnvelope(format, nonce, body, last, cipher.getAuthTag());
    return Buffer.from(envelope.buffer, envelope.byteOffset, envelope.byteLength);
  }
  return {
    seal(plain, binding) {
      return sealWith(randomBytes(ENVELOPE_NONCE_BYTES), plain, associatedData(format, binding));
    },
    sealFixed(plain, binding) {
      const aad = associatedData(format, binding);
      // the associated data is JSON, which holds no NUL byte: binding and value cannot run together
      const nonce = createHmac("sha256", nonceKey).update(aad).update(Buffer.of(0)).update(plain, "utf8").digest();
      return sealWith(nonce.subarray(0, ENVELOPE_NONCE_BYTES), plain, aad);
    },
    open(envelope, binding) {
      const parts = readEnvelope(envelope);
      if (!parts) return { kind: "unreadable", reason: "too_short" };
      if (envelopeOwner(parts.format) === "browser") return { kind: "browser_sealed" };
      if (parts.format !== format) return { kind: "unreadable", reason: "unknown_format" };
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, parts.nonce);
        decipher.setAAD(associatedData(format, binding));
        decipher.setAuthTag(parts.tag);
        const plain = decipher.update(parts.ciphertext, undefined, "utf8") + decipher.final("utf8");
        return { kind: "opened", plain };
      } catch {
        return { kind: "unreadable", reason: "not_authentic" };
      }
    },
    decryptLegacy(stored) {
      if (!stored.startsWith(LEGACY_PREFIX)) throw new Error("value is not encrypted with a known scheme");
      const raw = Buffer.from(stored.slice(LEGACY_PREFIX.length), "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}
