// The sealed-value envelope (decision 013), written once for every side that seals: the server's
// entries, replies and sync cursors, the browser's private-journal entries (decision 021) and its
// photos and recordings (decision 050). Format byte | 12-byte nonce | AES-256-GCM ciphertext | 16-byte
// tag, bound by associated data to its purpose, format, account and row. Pure apart from
// globalThis.crypto (WebCrypto, in browsers and Node ≥ 20): the server seals the same layout with
// node:crypto, which is over twice as fast per value there (decision 054), through readEnvelope and
// the associated data below.

/**
 * The first byte of every envelope. Below 0x80: sealed by the server with its key. From 0x80:
 * sealed in the browser with the person's own key, which the server never holds — it keeps and
 * returns those envelopes as they are, whatever their version.
 */
export const ENVELOPE_FORMAT = { serverV2: 0x02, browserV1: 0x80 } as const;
const FIRST_BROWSER_FORMAT = 0x80;
export const ENVELOPE_NONCE_BYTES = 12;
const ENVELOPE_TAG_BYTES = 16;
/** format byte | 12-byte nonce | ciphertext | 16-byte tag (last, as WebCrypto's AES-GCM returns it). */
export const ENVELOPE_OVERHEAD = 1 + ENVELOPE_NONCE_BYTES + ENVELOPE_TAG_BYTES;

export type EnvelopeOwner = "server" | "browser";

export function envelopeOwner(format: number): EnvelopeOwner {
  return format >= FIRST_BROWSER_FORMAT ? "browser" : "server";
}

/** What a sealed value is for: part of the associated data, so a payload cannot move between columns. */
export const SEAL_PURPOSE = {
  entry: "journal_entries.sealed",
  reply: "journal_entries.sealed_reply",
  /** A sync cursor (decision 032): sealed by the server for one person, never stored. */
  syncCursor: "entry_changes.cursor",
  /** A photo or recording sealed in the browser (decision 050); rowId is the media item's id. */
  media: "entry_media.bytes",
} as const;
type SealPurpose = (typeof SEAL_PURPOSE)[keyof typeof SEAL_PURPOSE];

/** The row a sealed value belongs to. */
export interface SealBinding {
  purpose: SealPurpose;
  userId: string;
  rowId: string;
}

/**
 * AES-GCM associated data: the UTF-8 bytes of the JSON array [purpose, format, userId, rowId].
 * A payload copied to another row, account, column or format fails to open.
 */
export function sealAssociatedDataText(format: number, binding: SealBinding): string {
  return JSON.stringify([binding.purpose, format, binding.userId, binding.rowId]);
}

/** The associated data's bytes (the server encodes the same text with Buffer, which is faster in Node). */
export function sealAssociatedData(format: number, binding: SealBinding): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(sealAssociatedDataText(format, binding));
}

/** An envelope's parts: views into its bytes, nothing copied. */
export interface EnvelopeParts {
  format: number;
  nonce: Uint8Array;
  /** Ciphertext then tag, as WebCrypto's AES-GCM takes it. */
  sealed: Uint8Array;
  ciphertext: Uint8Array;
  tag: Uint8Array;
}

/** The envelope's parts, or null when it is too short to be one. */
export function readEnvelope(bytes: Uint8Array): EnvelopeParts | null {
  if (bytes.length < ENVELOPE_OVERHEAD) return null;
  const tagAt = bytes.length - ENVELOPE_TAG_BYTES;
  return {
    format: bytes[0]!,
    nonce: bytes.subarray(1, 1 + ENVELOPE_NONCE_BYTES),
    sealed: bytes.subarray(1 + ENVELOPE_NONCE_BYTES),
    ciphertext: bytes.subarray(1 + ENVELOPE_NONCE_BYTES, tagAt),
    tag: bytes.subarray(tagAt),
  };
}

/** format | nonce | the rest (ciphertext and tag, in one piece or several) as one envelope. */
export function joinEnvelope(format: number, nonce: Uint8Array, ...rest: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  if (nonce.length !== ENVELOPE_NONCE_BYTES) throw new Error(`an envelope's nonce is ${ENVELOPE_NONCE_BYTES} bytes`);
  const envelope = new Uint8Array(1 + nonce.length + rest.reduce((sum, part) => sum + part.length, 0));
  envelope[0] = format;
  envelope.set(nonce, 1);
  let at = 1 + nonce.length;
  for (const part of rest) {
    envelope.set(part, at);
    at += part.length;
  }
  return envelope;
}

/** A view WebCrypto accepts as a BufferSource (TypeScript wants an ArrayBuffer, not a shared one, behind it). */
const source = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;

/** The plain bytes sealed with WebCrypto under `key` (AES-GCM, 256 bits) for this binding, with a fresh random nonce. */
export async function sealEnvelope(
  key: CryptoKey,
  format: number,
  binding: SealBinding,
  plain: Uint8Array,
): Promise<Uint8Array<ArrayBuffer>> {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(ENVELOPE_NONCE_BYTES));
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: "AES-GCM", iv: nonce, additionalData: sealAssociatedData(format, binding) },
    key,
    source(plain),
  );
  return joinEnvelope(format, nonce, new Uint8Array(sealed));
}

/** The plain bytes, or null when the envelope is too short, of another format, or does not open with this key and binding. */
export async function openEnvelope(
  key: CryptoKey,
  format: number,
  binding: SealBinding,
  envelope: Uint8Array,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const parts = readEnvelope(envelope);
  if (!parts || parts.format !== format) return null;
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: "AES-GCM", iv: source(parts.nonce), additionalData: sealAssociatedData(format, binding) },
      key,
      source(parts.sealed),
    );
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}
