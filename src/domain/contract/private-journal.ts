// /api/private-journal (decision 021): the private journal's key material, which the server keeps but
// cannot use — the journal key wrapped by a key derived from the person's passphrase (Argon2id,
// its parameters stored beside it) and, separately, by one derived from the recovery key — and
// where the switch stands. "enabling": entries are being sealed in the browser and replaced;
// "on": every entry is sealed in the browser; "disabling": they are being opened and replaced as
// ordinary entries. Off, there is no record at all.
import { z } from "zod";

/** Base64 of exactly `bytes` bytes, or between `min` and `max`. */
function base64Bytes(min: number, max = min) {
  const chars = (n: number) => Math.ceil(n / 3) * 4;
  return z
    .string()
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: "must be base64" })
    .min(chars(min))
    .max(chars(max));
}

/** Argon2id parameters, chosen on the device that set the passphrase so that unlocking takes about a second. */
const PassphraseKdfSchema = z.strictObject({
  name: z.literal("argon2id"),
  /** At least OWASP's 19 MiB floor. */
  memoryKiB: z.number().int().min(19_456).max(1_048_576),
  iterations: z.number().int().min(1).max(64),
  parallelism: z.number().int().min(1).max(8),
  salt: base64Bytes(16, 64),
});
export type PassphraseKdf = z.output<typeof PassphraseKdfSchema>;

/** The 32-byte journal key sealed with AES-256-GCM: a 12-byte nonce and the 48 bytes of key and tag. */
const WrappedKeySchema = z.strictObject({ nonce: base64Bytes(12), sealed: base64Bytes(48) });
export type WrappedKey = z.output<typeof WrappedKeySchema>;

export const PrivateJournalKeysSchema = z.strictObject({
  version: z.literal(1),
  passphrase: z.strictObject({ kdf: PassphraseKdfSchema, wrapped: WrappedKeySchema }),
  /** The recovery key carries 160 random bits: HKDF-SHA-256 with this salt is enough. */
  recovery: z.strictObject({ salt: base64Bytes(16, 64), wrapped: WrappedKeySchema }),
});
export type PrivateJournalKeys = z.output<typeof PrivateJournalKeysSchema>;

const PRIVATE_JOURNAL_STATUSES = ["enabling", "on", "disabling"] as const;
export type PrivateJournalStatus = (typeof PRIVATE_JOURNAL_STATUSES)[number];

/** GET /api/private-journal. */
export const PrivateJournalStateSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("off") }),
  z.object({ status: z.enum(PRIVATE_JOURNAL_STATUSES), keys: PrivateJournalKeysSchema, updatedAt: z.string() }),
]);
export type PrivateJournalState = z.output<typeof PrivateJournalStateSchema>;

/** POST /api/private-journal (start turning it on) and PUT /api/private-journal/keys (a new passphrase). */
export const PrivateJournalKeysRequestSchema = z.strictObject({ keys: PrivateJournalKeysSchema });

/** The associated data of a wrapped journal key: bound to its account and to which key wraps it. */
export function keyWrapAssociatedData(userId: string, by: "passphrase" | "recovery", version = 1): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(["private_journal.key", version, by, userId]));
}
