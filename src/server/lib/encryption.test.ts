import { createCipheriv, randomBytes, webcrypto } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ENVELOPE_FORMAT,
  ENVELOPE_OVERHEAD,
  SEAL_PURPOSE,
  openEnvelope,
  sealAssociatedData,
  sealEnvelope,
} from "../../domain/entries/envelope";
import type { SealBinding } from "../../domain/entries/envelope";
import { createCipher } from "./encryption";

const KEY = "ab".repeat(32);
const cipher = createCipher(KEY);
const binding: SealBinding = { purpose: SEAL_PURPOSE.entry, userId: "user-a", rowId: "0b7f3c1e-1111-4aaa-8bbb-000000000001" };

/** The retired per-value format, written the way the old code wrote it. */
function legacyEncrypt(hexKey: string, plain: string): string {
  const nonce = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", Buffer.from(hexKey, "hex"), nonce);
  const body = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return `v1:${Buffer.concat([nonce, c.getAuthTag(), body]).toString("base64")}`;
}

const importKey = (hexKey: string) =>
  webcrypto.subtle.importKey("raw", Buffer.from(hexKey, "hex"), "AES-GCM", false, ["encrypt", "decrypt"]);

describe("sealed envelopes", () => {
  it("seal with one format byte, a fresh nonce and the tag: text round-trips, accents and emoji included", () => {
    const text = "Ich fühle mich ruhig 🌊 — and a little tired";
    const a = cipher.seal(text, binding);
    const b = cipher.seal(text, binding);
    expect(a[0]).toBe(ENVELOPE_FORMAT.serverV2);
    expect(a.length).toBe(ENVELOPE_OVERHEAD + Buffer.byteLength(text));
    expect(a.equals(b)).toBe(false);
    expect(cipher.open(a, binding)).toEqual({ kind: "opened", plain: text });
    expect(cipher.open(new Uint8Array(b), binding)).toEqual({ kind: "opened", plain: text });
  });

  it("sealFixed: one envelope for one value and binding, opened like any other; another value or binding gets another nonce", () => {
    const cursorBinding: SealBinding = { purpose: SEAL_PURPOSE.syncCursor, userId: "user-a", rowId: "" };
    const a = cipher.sealFixed("0000000000000042", cursorBinding);
    expect(cipher.sealFixed("0000000000000042", cursorBinding).equals(a)).toBe(true);
    expect(cipher.open(a, cursorBinding)).toEqual({ kind: "opened", plain: "0000000000000042" });
    const nonce = (sealed: Buffer) => sealed.subarray(1, 13).toString("hex");
    expect(nonce(cipher.sealFixed("0000000000000043", cursorBinding))).not.toBe(nonce(a));
    expect(nonce(cipher.sealFixed("0000000000000042", { ...cursorBinding, userId: "user-b" }))).not.toBe(nonce(a));
    expect(cipher.open(a, { ...cursorBinding, userId: "user-b" })).toEqual({ kind: "unreadable", reason: "not_authentic" });
    expect(nonce(createCipher("cd".repeat(32)).sealFixed("0000000000000042", cursorBinding))).not.toBe(nonce(a));
  });

  it("do not open for another row, user or column (a payload copied elsewhere fails)", () => {
    const sealed = cipher.seal("my words", binding);
    const fails = { kind: "unreadable", reason: "not_authentic" };
    expect(cipher.open(sealed, { ...binding, rowId: "0b7f3c1e-1111-4aaa-8bbb-000000000002" })).toEqual(fails);
    expect(cipher.open(sealed, { ...binding, userId: "user-b" })).toEqual(fails);
    expect(cipher.open(sealed, { ...binding, purpose: SEAL_PURPOSE.reply })).toEqual(fails);
  });

  it("detect a changed byte anywhere, another key, and a changed format byte", () => {
    const sealed = cipher.seal("my words", binding);
    for (const at of [5, sealed.length - 20, sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[at]! ^= 1;
      expect(cipher.open(tampered, binding)).toEqual({ kind: "unreadable", reason: "not_authentic" });
    }
    expect(createCipher("cd".repeat(32)).open(sealed, binding)).toEqual({ kind: "unreadable", reason: "not_authentic" });
    const otherFormat = Buffer.from(sealed);
    otherFormat[0] = 0x03;
    expect(cipher.open(otherFormat, binding)).toEqual({ kind: "unreadable", reason: "unknown_format" });
    expect(cipher.open(sealed.subarray(0, ENVELOPE_OVERHEAD - 1), binding)).toEqual({ kind: "unreadable", reason: "too_short" });
  });

  it("leave browser formats (0x80 and up) unopened, whatever follows", () => {
    for (const format of [ENVELOPE_FORMAT.browserV1, 0x80, 0xc3, 0xff]) {
      const envelope = Buffer.concat([Buffer.of(format), randomBytes(40)]);
      expect(cipher.open(envelope, binding)).toEqual({ kind: "browser_sealed" });
    }
  });

  it("use the layout WebCrypto produces: a browser with the key opens the server's envelope and the server opens the browser's", async () => {
    const key = await importKey(KEY);
    const aad = sealAssociatedData(ENVELOPE_FORMAT.serverV2, binding);
    const sealed = cipher.seal("opened in a browser", binding);
    const opened = await webcrypto.subtle.decrypt(
      { name: "AES-GCM", iv: sealed.subarray(1, 13), additionalData: aad },
      key,
      sealed.subarray(13),
    );
    expect(new TextDecoder().decode(opened)).toBe("opened in a browser");

    const iv = randomBytes(12);
    const body = await webcrypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: aad },
      key,
      new TextEncoder().encode("sealed in a browser"),
    );
    const envelope = Buffer.concat([Buffer.of(ENVELOPE_FORMAT.serverV2), iv, Buffer.from(body)]);
    expect(cipher.open(envelope, binding)).toEqual({ kind: "opened", plain: "sealed in a browser" });
  });

  it("are the domain's envelope: the shared WebCrypto sealing opens the server's and the server opens the shared one's", async () => {
    const key = await importKey(KEY);
    const format = ENVELOPE_FORMAT.serverV2;
    const opened = await openEnvelope(key, format, binding, cipher.seal("Ich fühle mich ruhig 🌊", binding));
    expect(opened && new TextDecoder().decode(opened)).toBe("Ich fühle mich ruhig 🌊");
    expect(await openEnvelope(key, format, binding, cipher.sealFixed("0000000000000042", binding))).not.toBeNull();
    expect(await openEnvelope(key, format, { ...binding, userId: "user-b" }, cipher.seal("my words", binding))).toBeNull();

    const sealed = await sealEnvelope(key, format, binding, new TextEncoder().encode("sealed in the domain"));
    expect(cipher.open(sealed, binding)).toEqual({ kind: "opened", plain: "sealed in the domain" });
    expect(cipher.open(sealed, { ...binding, purpose: SEAL_PURPOSE.reply })).toEqual({ kind: "unreadable", reason: "not_authentic" });
    const browser = await sealEnvelope(key, ENVELOPE_FORMAT.browserV1, binding, new TextEncoder().encode("for the person's key"));
    expect(cipher.open(browser, binding)).toEqual({ kind: "browser_sealed" });
  });

  it("refuse a key that is not 32 bytes", () => {
    expect(() => createCipher("ab".repeat(16))).toThrow(/32 bytes/);
  });
});

describe("the retired per-value format", () => {
  it("is read back exactly", () => {
    expect(cipher.decryptLegacy(legacyEncrypt(KEY, "hello there, café"))).toBe("hello there, café");
  });

  it("refuses a tampered value, another key and a value without the v1 prefix", () => {
    const stored = legacyEncrypt(KEY, "hello there");
    const raw = Buffer.from(stored.slice(3), "base64");
    raw[raw.length - 1]! ^= 1;
    expect(() => cipher.decryptLegacy(`v1:${raw.toString("base64")}`)).toThrow();
    expect(() => cipher.decryptLegacy(legacyEncrypt("cd".repeat(32), "x"))).toThrow();
    expect(() => cipher.decryptLegacy("hello there")).toThrow(/known scheme/);
  });
});
