// The private journal's keys in the browser (decision 021). A random 256-bit journal key seals every
// entry; the server keeps it only wrapped (AES-256-GCM, bound to the account): once by a key
// derived from the passphrase with Argon2id (hash-wasm; parameters measured on this device so
// that unlocking takes about a second, and stored with the wrap), once by a key derived from the
// recovery key with HKDF. The key kept for use is a non-extractable WebCrypto key; its raw bytes
// exist only while it is created or wrapped anew (a new passphrase), then are overwritten.
import { argon2id } from "hash-wasm";
import { base64ToBytes, bytesToBase64 } from "../../../domain/lib/base64";
import type { PassphraseKdf, PrivateJournalKeys, WrappedKey } from "../../../domain/contract/private-journal";
import { keyWrapAssociatedData } from "../../../domain/contract/private-journal";
import { RECOVERY_KEY_BYTES, formatRecoveryKey, parseRecoveryKey } from "../../../domain/private-journal/recovery-key";

const subtle = () => globalThis.crypto.subtle;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const RECOVERY_INFO = new TextEncoder().encode("ripple private journal recovery key v1");

/** What unlocking costs: 64 MiB, one lane; the iterations are measured (at least 2, at most 12). */
const KDF_MEMORY_KIB = 65_536;
const KDF_PARALLELISM = 1;
const MIN_ITERATIONS = 2;
const MAX_ITERATIONS = 12;
const UNLOCK_TARGET_MS = 1_000;

const random = (bytes: number): Uint8Array<ArrayBuffer> => globalThis.crypto.getRandomValues(new Uint8Array(bytes));

function bytesOf(text: string): Uint8Array<ArrayBuffer> {
  const bytes = base64ToBytes(text);
  if (!bytes) throw new TypeError("key material is not base64");
  return bytes;
}

async function argon2(passphrase: string, kdf: Omit<PassphraseKdf, "name">): Promise<Uint8Array<ArrayBuffer>> {
  const out = await argon2id({
    password: passphrase.normalize("NFC"),
    salt: bytesOf(kdf.salt),
    memorySize: kdf.memoryKiB,
    iterations: kdf.iterations,
    parallelism: kdf.parallelism,
    hashLength: KEY_BYTES,
    outputType: "binary",
  });
  return new Uint8Array(out);
}

/**
 * Argon2id parameters for a new passphrase, measured here: one and two iterations are timed (the
 * difference is what each pass costs, the rest filling the memory) and the count chosen to take
 * about `targetMs` (a slow phone gets fewer, a fast laptop more, within 2–12).
 */
export async function measureKdf(options: { targetMs?: number; memoryKiB?: number; now?: () => number } = {}): Promise<PassphraseKdf> {
  const now = options.now ?? (() => performance.now());
  const memoryKiB = options.memoryKiB ?? KDF_MEMORY_KIB;
  const salt = bytesToBase64(random(SALT_BYTES));
  // The first run also compiles the WebAssembly: a small one first, so only the hashing is timed.
  await argon2("warm-up", { memoryKiB: 1_024, iterations: 1, parallelism: KDF_PARALLELISM, salt });
  const timed = async (iterations: number) => {
    const started = now();
    await argon2("calibration", { memoryKiB, iterations, parallelism: KDF_PARALLELISM, salt });
    return now() - started;
  };
  const one = await timed(1);
  const two = await timed(2);
  const perPass = Math.max(1, two - one);
  const fixed = Math.max(0, one - perPass);
  const wanted = Math.round(((options.targetMs ?? UNLOCK_TARGET_MS) - fixed) / perPass);
  const iterations = Math.min(MAX_ITERATIONS, Math.max(MIN_ITERATIONS, wanted));
  return { name: "argon2id", memoryKiB, iterations, parallelism: KDF_PARALLELISM, salt };
}

async function aesKey(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle().importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}

async function recoveryWrappingKey(recovery: Uint8Array<ArrayBuffer>, salt: string): Promise<CryptoKey> {
  const base = await subtle().importKey("raw", recovery, "HKDF", false, ["deriveKey"]);
  return subtle().deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: bytesOf(salt), info: RECOVERY_INFO },
    base,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

async function wrap(raw: Uint8Array<ArrayBuffer>, by: CryptoKey, aad: Uint8Array<ArrayBuffer>): Promise<WrappedKey> {
  const nonce = random(12);
  const sealed = await subtle().encrypt({ name: "AES-GCM", iv: nonce, additionalData: aad }, by, raw);
  return { nonce: bytesToBase64(nonce), sealed: bytesToBase64(new Uint8Array(sealed)) };
}

/** The raw journal key, or null when `by` is not the key that wrapped it (a wrong passphrase or recovery key). */
async function unwrap(wrapped: WrappedKey, by: CryptoKey, aad: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const raw = await subtle().decrypt({ name: "AES-GCM", iv: bytesOf(wrapped.nonce), additionalData: aad }, by, bytesOf(wrapped.sealed));
    return raw.byteLength === KEY_BYTES ? new Uint8Array(raw) : null;
  } catch {
    return null;
  }
}

async function passphraseWrap(userId: string, raw: Uint8Array<ArrayBuffer>, passphrase: string, kdf: PassphraseKdf) {
  const by = await aesKey(await argon2(passphrase, kdf));
  return { kdf, wrapped: await wrap(raw, by, keyWrapAssociatedData(userId, "passphrase")) };
}

/** Uses the raw key, then overwrites it: the usable key is the non-extractable one returned. */
async function withRawKey<T>(
  raw: Uint8Array<ArrayBuffer>,
  work: (raw: Uint8Array<ArrayBuffer>) => Promise<T>,
): Promise<{ key: CryptoKey; value: T }> {
  try {
    const value = await work(raw);
    return { key: await aesKey(raw), value };
  } finally {
    raw.fill(0);
  }
}

export interface NewPrivateJournal {
  keys: PrivateJournalKeys;
  /** The grouped code to show once (Copy, Download): with the passphrase forgotten, only it opens the journal. */
  recoveryKey: string;
  key: CryptoKey;
}

/** A new journal key, wrapped by the passphrase and by a new recovery key. */
export async function createJournalKeys(userId: string, passphrase: string, kdf: PassphraseKdf): Promise<NewPrivateJournal> {
  const recovery = random(RECOVERY_KEY_BYTES);
  const recoverySalt = bytesToBase64(random(SALT_BYTES));
  try {
    const { key, value: keys } = await withRawKey(random(KEY_BYTES), async (raw) => ({
      version: 1 as const,
      passphrase: await passphraseWrap(userId, raw, passphrase, kdf),
      recovery: {
        salt: recoverySalt,
        wrapped: await wrap(raw, await recoveryWrappingKey(recovery, recoverySalt), keyWrapAssociatedData(userId, "recovery")),
      },
    }));
    return { keys, recoveryKey: formatRecoveryKey(recovery), key };
  } finally {
    recovery.fill(0);
  }
}

/** The journal key for this passphrase; null when it is not the passphrase (nothing else is said). */
export async function unlockWithPassphrase(userId: string, keys: PrivateJournalKeys, passphrase: string): Promise<CryptoKey | null> {
  const by = await aesKey(await argon2(passphrase, keys.passphrase.kdf));
  const raw = await unwrap(keys.passphrase.wrapped, by, keyWrapAssociatedData(userId, "passphrase"));
  return raw && (await withRawKey(raw, async () => undefined)).key;
}

/**
 * The recovery key opens the journal and sets a new passphrase at once (the old one is
 * forgotten): the new key material to store, and the key. Null when the code is not the recovery key.
 */
export async function recoverWithKey(
  userId: string,
  keys: PrivateJournalKeys,
  code: string,
  newPassphrase: string,
  kdf: PassphraseKdf,
): Promise<{ keys: PrivateJournalKeys; key: CryptoKey } | null> {
  const recovery = parseRecoveryKey(code);
  if (!recovery) return null;
  const by = await recoveryWrappingKey(new Uint8Array(recovery), keys.recovery.salt);
  const raw = await unwrap(keys.recovery.wrapped, by, keyWrapAssociatedData(userId, "recovery"));
  if (!raw) return null;
  const { key, value } = await withRawKey(raw, (bytes) => passphraseWrap(userId, bytes, newPassphrase, kdf));
  return { keys: { ...keys, passphrase: value }, key };
}

/** A new passphrase: the journal key is wrapped again, nothing else changes. Null when `current` is not the passphrase. */
export async function changePassphrase(
  userId: string,
  keys: PrivateJournalKeys,
  current: string,
  next: string,
  kdf: PassphraseKdf,
): Promise<PrivateJournalKeys | null> {
  const by = await aesKey(await argon2(current, keys.passphrase.kdf));
  const raw = await unwrap(keys.passphrase.wrapped, by, keyWrapAssociatedData(userId, "passphrase"));
  if (!raw) return null;
  const { value } = await withRawKey(raw, (bytes) => passphraseWrap(userId, bytes, next, kdf));
  return { ...keys, passphrase: value };
}
