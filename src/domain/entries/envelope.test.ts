import { describe, expect, it } from "vitest";
import {
  ENVELOPE_FORMAT,
  ENVELOPE_NONCE_BYTES,
  ENVELOPE_OVERHEAD,
  SEAL_PURPOSE,
  envelopeOwner,
  joinEnvelope,
  openEnvelope,
  readEnvelope,
  sealAssociatedData,
  sealEnvelope,
} from "./envelope";
import type { SealBinding } from "./envelope";

const binding: SealBinding = { purpose: SEAL_PURPOSE.entry, userId: "user-1", rowId: "5f0c6a1e-0000-4000-8000-000000000001" };
const newKey = () => globalThis.crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
const utf8 = (text: string) => new TextEncoder().encode(text);
const text = (bytes: Uint8Array | null) => (bytes === null ? null : new TextDecoder().decode(bytes));

describe("envelope", () => {
  it("tells server formats (below 0x80) from browser formats (0x80 and up)", () => {
    expect(envelopeOwner(ENVELOPE_FORMAT.serverV2)).toBe("server");
    expect(envelopeOwner(0x7f)).toBe("server");
    expect(envelopeOwner(ENVELOPE_FORMAT.browserV1)).toBe("browser");
    expect(envelopeOwner(0x80)).toBe("browser");
    expect(envelopeOwner(0xff)).toBe("browser");
  });

  it("binds purpose, format, user and row in associated data a browser can rebuild byte for byte", () => {
    expect(new TextDecoder().decode(sealAssociatedData(2, binding))).toBe(
      '["journal_entries.sealed",2,"user-1","5f0c6a1e-0000-4000-8000-000000000001"]',
    );
    // a user id with the separator in it cannot pass for another user and row
    const tricky = sealAssociatedData(2, { purpose: SEAL_PURPOSE.entry, userId: 'a","b', rowId: "c" });
    const plain = sealAssociatedData(2, { purpose: SEAL_PURPOSE.entry, userId: "a", rowId: 'b","c' });
    expect(Buffer.from(tricky).equals(Buffer.from(plain))).toBe(false);
  });

  it("reads its parts as views: format, nonce, ciphertext, tag; too short is not an envelope", () => {
    const bytes = Uint8Array.from({ length: ENVELOPE_OVERHEAD + 3 }, (_, i) => i);
    const parts = readEnvelope(bytes)!;
    expect(parts.format).toBe(0);
    expect([...parts.nonce]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect([...parts.ciphertext]).toEqual([13, 14, 15]);
    expect([...parts.tag]).toEqual(Array.from({ length: 16 }, (_, i) => 16 + i));
    expect([...parts.sealed]).toEqual([...parts.ciphertext, ...parts.tag]);
    expect(parts.nonce.buffer).toBe(bytes.buffer);
    expect(readEnvelope(bytes.subarray(0, ENVELOPE_OVERHEAD))?.ciphertext.length).toBe(0);
    expect(readEnvelope(bytes.subarray(0, ENVELOPE_OVERHEAD - 1))).toBeNull();
  });

  it("joins format, nonce and the rest in that order, and refuses a nonce of another length", () => {
    const nonce = new Uint8Array(ENVELOPE_NONCE_BYTES).fill(7);
    expect([...joinEnvelope(0x80, nonce, Uint8Array.of(1, 2), Uint8Array.of(3))]).toEqual([0x80, ...nonce, 1, 2, 3]);
    expect(() => joinEnvelope(0x80, new Uint8Array(16))).toThrow(/12 bytes/);
  });

  it("seals with WebCrypto with a fresh nonce and opens again, accents and emoji included", async () => {
    const key = await newKey();
    const words = "Ich fühle mich ruhig 🌊 — and a little tired";
    const a = await sealEnvelope(key, ENVELOPE_FORMAT.browserV1, binding, utf8(words));
    const b = await sealEnvelope(key, ENVELOPE_FORMAT.browserV1, binding, utf8(words));
    expect(a[0]).toBe(ENVELOPE_FORMAT.browserV1);
    expect(a.length).toBe(ENVELOPE_OVERHEAD + utf8(words).length);
    expect(Buffer.from(readEnvelope(a)!.nonce).equals(Buffer.from(readEnvelope(b)!.nonce))).toBe(false);
    expect(text(await openEnvelope(key, ENVELOPE_FORMAT.browserV1, binding, a))).toBe(words);
    expect(
      text(await openEnvelope(key, ENVELOPE_FORMAT.browserV1, binding, await sealEnvelope(key, 0x80, binding, new Uint8Array()))),
    ).toBe("");
  });

  it("does not open for another row, user, purpose, format, key, a changed byte or a short envelope", async () => {
    const key = await newKey();
    const sealed = await sealEnvelope(key, ENVELOPE_FORMAT.browserV1, binding, utf8("my words"));
    const open = (bytes: Uint8Array, to: SealBinding = binding, format: number = ENVELOPE_FORMAT.browserV1) =>
      openEnvelope(key, format, to, bytes);
    expect(await open(sealed, { ...binding, rowId: "5f0c6a1e-0000-4000-8000-000000000002" })).toBeNull();
    expect(await open(sealed, { ...binding, userId: "user-2" })).toBeNull();
    expect(await open(sealed, { ...binding, purpose: SEAL_PURPOSE.media })).toBeNull();
    expect(await open(sealed, binding, 0x81)).toBeNull();
    const relabelled = Uint8Array.from(sealed);
    relabelled[0] = 0x81;
    expect(await open(relabelled, binding, 0x81)).toBeNull();
    expect(await openEnvelope(await newKey(), ENVELOPE_FORMAT.browserV1, binding, sealed)).toBeNull();
    for (const at of [5, sealed.length - 20, sealed.length - 1]) {
      const tampered = Uint8Array.from(sealed);
      tampered[at]! ^= 1;
      expect(await open(tampered)).toBeNull();
    }
    expect(await open(sealed.subarray(0, ENVELOPE_OVERHEAD - 1))).toBeNull();
  });
});
