// A private journal's entry sealed in the browser (decision 021): the same envelope the server uses
// for its own sealed entries (decision 013) — format byte 0x80, a fresh 12-byte nonce, AES-256-GCM
// ciphertext and tag — and the same associated data, binding the account, the entry's id, the
// column and the format. A payload moved to another row or account does not open: it reads as
// null, shown as "This entry could not be opened", never a crash.
import { base64ToBytes, bytesToBase64 } from "../../../domain/lib/base64";
import type { EntryPayload, SealBinding } from "../../../domain/entries/sealed-entry";
import {
  ENVELOPE_FORMAT,
  ENVELOPE_NONCE_BYTES,
  ENVELOPE_OVERHEAD,
  SEAL_PURPOSE,
  parseEntryPayload,
  sealAssociatedData,
  serialiseEntryPayload,
} from "../../../domain/entries/sealed-entry";

const FORMAT = ENVELOPE_FORMAT.browserV1;

const associatedData = (binding: SealBinding) => new Uint8Array(sealAssociatedData(FORMAT, binding));

/** The entry's payload sealed with the journal key, as base64 for the API. */
export async function sealEntryPayload(key: CryptoKey, userId: string, entryId: string, payload: EntryPayload): Promise<string> {
  const nonce = globalThis.crypto.getRandomValues(new Uint8Array(ENVELOPE_NONCE_BYTES));
  const plain = new TextEncoder().encode(serialiseEntryPayload(payload));
  const binding = { purpose: SEAL_PURPOSE.entry, userId, rowId: entryId };
  const sealed = new Uint8Array(
    await globalThis.crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce, additionalData: associatedData(binding) }, key, plain),
  );
  const envelope = new Uint8Array(1 + nonce.length + sealed.length);
  envelope[0] = FORMAT;
  envelope.set(nonce, 1);
  envelope.set(sealed, 1 + nonce.length);
  return bytesToBase64(envelope);
}

/** The payload, or null when this key cannot open it here (another key, row or account; damaged; a format not known). */
export async function openEntryEnvelope(key: CryptoKey, userId: string, entryId: string, envelope: string): Promise<EntryPayload | null> {
  const bytes = base64ToBytes(envelope);
  if (!bytes || bytes.length < ENVELOPE_OVERHEAD || bytes[0] !== FORMAT) return null;
  const binding = { purpose: SEAL_PURPOSE.entry, userId, rowId: entryId };
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.subarray(1, 1 + ENVELOPE_NONCE_BYTES), additionalData: associatedData(binding) },
      key,
      bytes.subarray(1 + ENVELOPE_NONCE_BYTES),
    );
    return parseEntryPayload(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
}
