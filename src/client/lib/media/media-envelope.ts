// A private journal's photo or recording sealed in the browser (decision 050): the entry envelope
// (src/domain/entries/envelope.ts: format byte 0x80 | 12-byte nonce | AES-256-GCM ciphertext and tag)
// over the whole file, bound to the account and the media item's id, so bytes moved to another item
// or account do not open.
import { ENVELOPE_FORMAT, SEAL_PURPOSE, openEnvelope, sealEnvelope } from "../../../domain/entries/envelope";
import type { SealBinding } from "../../../domain/entries/envelope";

const FORMAT = ENVELOPE_FORMAT.browserV1;

const mediaBinding = (userId: string, mediaId: string): SealBinding => ({ purpose: SEAL_PURPOSE.media, userId, rowId: mediaId });

/** The file's bytes sealed with the journal key. */
export async function sealMedia(key: CryptoKey, userId: string, mediaId: string, file: Blob): Promise<Blob> {
  const sealed = await sealEnvelope(key, FORMAT, mediaBinding(userId, mediaId), new Uint8Array(await file.arrayBuffer()));
  return new Blob([sealed], { type: "application/octet-stream" });
}

/** The file with its real type, or null when this key cannot open it (another key, item or account; damaged). */
export async function openMedia(key: CryptoKey, userId: string, mediaId: string, sealed: Blob, contentType: string): Promise<Blob | null> {
  const plain = await openEnvelope(key, FORMAT, mediaBinding(userId, mediaId), new Uint8Array(await sealed.arrayBuffer()));
  return plain === null ? null : new Blob([plain], { type: contentType });
}
