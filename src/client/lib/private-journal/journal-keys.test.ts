// The private journal's keys with the real Argon2id (hash-wasm) and WebCrypto, as in the browser
// (smaller Argon2 memory than the product's, for speed; the parameters travel with the wrap).
import { describe, expect, it } from "vitest";
import { buildPayload } from "../../../../tests/setup/factories";
import { PrivateJournalKeysSchema } from "../../../domain/contract/private-journal";
import type { PassphraseKdf } from "../../../domain/contract/private-journal";
import { createJournalKeys, changePassphrase, measureKdf, recoverWithKey, unlockWithPassphrase } from "./journal-keys";
import { openEntryEnvelope, sealEntryPayload } from "./entry-envelope";

const USER = "user-ada";
const kdf = (iterations = 2): PassphraseKdf => ({
  name: "argon2id",
  memoryKiB: 19_456,
  iterations,
  parallelism: 1,
  salt: "c2FsdHNhbHRzYWx0c2FsdA==",
});
const PASSPHRASE = "correct horse battery staple lighthouse";
const payload = buildPayload({ entryText: "The lighthouse keeper's daughter wrote to me today." });

/** The same key opens what the other sealed: the two are the same journal key. */
async function sameKey(a: CryptoKey, b: CryptoKey): Promise<boolean> {
  const sealed = await sealEntryPayload(a, USER, "entry-1", payload);
  return (await openEntryEnvelope(b, USER, "entry-1", sealed)) !== null;
}

describe("the journal keys", () => {
  it("are stored only wrapped, in the contract's shape, with a recovery key of eight groups", async () => {
    const created = await createJournalKeys(USER, PASSPHRASE, kdf());
    expect(PrivateJournalKeysSchema.parse(created.keys)).toEqual(created.keys);
    expect(created.recoveryKey).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
    expect(created.key.extractable).toBe(false);
    expect(JSON.stringify(created.keys)).not.toContain(PASSPHRASE);
  });

  it("unlock with the passphrase and with nothing else, for this account only", async () => {
    const { keys, key } = await createJournalKeys(USER, PASSPHRASE, kdf());
    const unlocked = await unlockWithPassphrase(USER, keys, PASSPHRASE);
    expect(unlocked).not.toBeNull();
    expect(unlocked!.extractable).toBe(false);
    expect(await sameKey(key, unlocked!)).toBe(true);
    expect(await unlockWithPassphrase(USER, keys, `${PASSPHRASE} `)).toBeNull();
    expect(await unlockWithPassphrase(USER, keys, "Correct horse battery staple lighthouse")).toBeNull();
    expect(await unlockWithPassphrase("user-mallory", keys, PASSPHRASE)).toBeNull();
  });

  it("open with the recovery key, which sets a new passphrase and retires the old one", async () => {
    const { keys, key, recoveryKey } = await createJournalKeys(USER, PASSPHRASE, kdf());
    expect(
      await recoverWithKey(
        USER,
        keys,
        recoveryKey.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
        "new",
        kdf(),
      ),
    ).toBeNull();
    expect(await recoverWithKey(USER, keys, "not a key", "new", kdf())).toBeNull();
    const recovered = await recoverWithKey(USER, keys, recoveryKey.toLowerCase().replace(/-/g, " "), "a brand new passphrase", kdf(3));
    expect(recovered).not.toBeNull();
    expect(await sameKey(key, recovered!.key)).toBe(true);
    expect(recovered!.keys.recovery).toEqual(keys.recovery);
    expect(recovered!.keys.passphrase.kdf.iterations).toBe(3);
    expect(await unlockWithPassphrase(USER, recovered!.keys, PASSPHRASE)).toBeNull();
    expect(await sameKey(key, (await unlockWithPassphrase(USER, recovered!.keys, "a brand new passphrase"))!)).toBe(true);
  });

  it("change the passphrase by wrapping the same key again, only with the current passphrase", async () => {
    const { keys, key } = await createJournalKeys(USER, PASSPHRASE, kdf());
    expect(await changePassphrase(USER, keys, "wrong", "next passphrase here", kdf())).toBeNull();
    const changed = await changePassphrase(USER, keys, PASSPHRASE, "next passphrase here", kdf());
    expect(changed!.recovery).toEqual(keys.recovery);
    expect(changed!.passphrase.wrapped).not.toEqual(keys.passphrase.wrapped);
    expect(await unlockWithPassphrase(USER, changed!, PASSPHRASE)).toBeNull();
    expect(await sameKey(key, (await unlockWithPassphrase(USER, changed!, "next passphrase here"))!)).toBe(true);
  });

  it("measure Argon2id on this device: the iterations scale with the target, within 2–12", async () => {
    /** A clock under which filling the memory takes `fixed` ms and each pass `perPass` ms (read before and after each run). */
    const machine = (fixed: number, perPass: number) => {
      const readings = [0, fixed + perPass, 10_000, 10_000 + fixed + 2 * perPass];
      return () => readings.shift()!;
    };
    expect((await measureKdf({ memoryKiB: 19_456, targetMs: 1_000, now: machine(100, 150) })).iterations).toBe(6);
    expect((await measureKdf({ memoryKiB: 19_456, targetMs: 1_000, now: machine(0, 200) })).iterations).toBe(5);
    expect((await measureKdf({ memoryKiB: 19_456, targetMs: 1_000, now: machine(300, 900) })).iterations).toBe(2);
    expect((await measureKdf({ memoryKiB: 19_456, targetMs: 1_000, now: machine(5, 10) })).iterations).toBe(12);
    const measured = await measureKdf({ memoryKiB: 19_456 });
    expect(measured).toMatchObject({ name: "argon2id", memoryKiB: 19_456, parallelism: 1 });
    expect(measured.salt).not.toBe((await measureKdf({ memoryKiB: 19_456 })).salt);
  });
});

describe("an entry sealed in the browser", () => {
  it("opens with its key, for its row and account only, and a damaged one reads as not opened", async () => {
    const { key } = await createJournalKeys(USER, PASSPHRASE, kdf());
    const other = (await createJournalKeys(USER, PASSPHRASE, kdf())).key;
    const envelope = await sealEntryPayload(key, USER, "entry-1", payload);
    expect(atob(envelope).charCodeAt(0)).toBe(0x80);
    expect(atob(envelope)).not.toContain("lighthouse");
    expect(await openEntryEnvelope(key, USER, "entry-1", envelope)).toEqual(payload);
    expect(await openEntryEnvelope(key, USER, "entry-2", envelope)).toBeNull();
    expect(await openEntryEnvelope(key, "user-bob", "entry-1", envelope)).toBeNull();
    expect(await openEntryEnvelope(other, USER, "entry-1", envelope)).toBeNull();
    const bytes = Uint8Array.from(atob(envelope), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1] = bytes.at(-1)! ^ 1;
    expect(await openEntryEnvelope(key, USER, "entry-1", btoa(String.fromCharCode(...bytes)))).toBeNull();
    expect(await openEntryEnvelope(key, USER, "entry-1", "AgAAAA==")).toBeNull();
    expect(await openEntryEnvelope(key, USER, "entry-1", "%%%")).toBeNull();
    expect(await sealEntryPayload(key, USER, "entry-1", payload)).not.toBe(envelope);
  });
});
