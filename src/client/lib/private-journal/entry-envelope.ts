// A private journal's entry sealed in the browser (decision 021): the same envelope the server uses
// for its own sealed entries (decision 013, src/domain/entries/envelope.ts) — format byte 0x80, a
// fresh 12-byte nonce, AES-256-GCM ciphertext and tag — and the same associated data, binding the
// account, the entry's id, the column and the format. A payload moved to another row or account does
// not open: it reads as null, shown as "This entry could not be opened", never a crash.
import { base64ToBytes, bytesToBase64 } from "../../../domain/lib/base64";
import { ENVELOPE_FORMAT, SEAL_PURPOSE, openEnvelope, sealEnvelope } from "../../../domain/entries/envelope";
import type { SealBinding } from "../../../domain/entries/envelope";
import { parseEntryPayload, serialiseEntryPayload } from "../../../domain/entries/sealed-entry";
import type { EntryPayload } from "../../../domain/entries/sealed-entry";

const FORMAT = ENVELOPE_FORMAT.browserV1;

const entryBinding = (userId: string, entryId: string): SealBinding => ({ purpose: SEAL_PURPOSE.entry, userId, rowId: entryId });

/** The entry's payload sealed with the journal key, as base64 for the API. */
export async function sealEntryPayload(key: CryptoKey, userId: string, entryId: string, payload: EntryPayload): Promise<string> {
  const plain = new TextEncoder().encode(serialiseEntryPayload(payload));
  return bytesToBase64(await sealEnvelope(key, FORMAT, entryBinding(userId, entryId), plain));
}

/** The payload, or null when this key cannot open it here (another key, row or account; damaged; a format not known). */
export async function openEntryEnvelope(key: CryptoKey, userId: string, entryId: string, envelope: string): Promise<EntryPayload | null> {
  const bytes = base64ToBytes(envelope);
  if (!bytes) return null;
  const plain = await openEnvelope(key, FORMAT, entryBinding(userId, entryId), bytes);
  return plain === null ? null : parseEntryPayload(new TextDecoder().decode(plain));
}
