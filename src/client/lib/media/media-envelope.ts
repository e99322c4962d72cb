// A private journal's photo or recording sealed in the browser (decision 050): the entry envelope's
// layout (format byte 0x80 | 12-byte nonce | AES-256-GCM ciphertext and tag) over the whole file,
// bound to the account and the media item's id, so bytes moved to another item or account do not open.
import type { SealBinding } from "../../../domain/entries/sealed-entry";
import {
  ENVELOPE_FORMAT,
  ENVELOPE_NONCE_BYTES,
  ENVELOPE_OVERHEAD,
  SEAL_PURPOSE,
  sealAssociatedData,
} from "../../../domain/entries/sealed-entry";

const FORMAT = ENVELOPE_FORMAT.browserV1;

const associatedData = (userId: string, mediaId: string) => {
  const binding: SealBinding = { purpose: SEAL_PURPOSE.media, userId, rowId: mediaId };
  return new Uint8Array(sealAssociatedData(FORMAT, binding));
};

/** The file's bytes sealed with the journal key. */
export async function sealMedia(key: CryptoKey, userId: string, mediaId: string, file: Blob): Promise<Blob> {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(ENVELOPE_NONCE_BYTES));
  const sealed = await globalThis.crypto.subtle.encrypt(
    { name: "AES-GCM", iv: nonce, additionalData: associatedData(userId, mediaId) },
    key,
    await file.arrayBuffer(),
  );
  return new Blob([Uint8Array.of(FORMAT), nonce, sealed], { type: "application/octet-stream" });
}

/** The file with its real type, or null when this key cannot open it (another key, item or account; damaged). */
export async function openMedia(key: CryptoKey, userId: string, mediaId: string, sealed: Blob, contentType: string): Promise<Blob | null> {
  const bytes = new Uint8Array(await sealed.arrayBuffer());
  if (bytes.length < ENVELOPE_OVERHEAD || bytes[0] !== FORMAT) return null;
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.subarray(1, 1 + ENVELOPE_NONCE_BYTES), additionalData: associatedData(userId, mediaId) },
      key,
      bytes.subarray(1 + ENVELOPE_NONCE_BYTES),
    );
    return new Blob([plain], { type: contentType });
  } catch {
    return null;
  }
}
