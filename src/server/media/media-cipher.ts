// Media at rest (decision 050): every item's bytes, clear or already sealed in the browser, are cut into
// chunks of MEDIA_CHUNK_BYTES and each chunk is sealed with AES-256-GCM under a key derived from the
// server's ENCRYPTION_KEY. The associated data binds the chunk to its user, its item, its place and
// whether it is the last one: a chunk swapped with another, moved to another item or person, dropped,
// or a file cut short after a chunk does not open. A sealed chunk is format byte | nonce | ciphertext | tag.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Plain bytes per chunk: a 25 MB item is 100 chunks, each one database row or one run of an object. */
export const MEDIA_CHUNK_BYTES = 256 * 1024;
const FORMAT = 0x01;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const OVERHEAD = 1 + NONCE_BYTES + TAG_BYTES;
/** A sealed chunk's size (every chunk but the last has exactly this many bytes). */
export const SEALED_CHUNK_BYTES = MEDIA_CHUNK_BYTES + OVERHEAD;

/** What a chunk belongs to. */
export interface MediaBinding {
  userId: string;
  mediaId: string;
}

/** A chunk that does not open where it is read: tampered with, moved, out of order, or missing. */
export class MediaIntegrityError extends Error {
  constructor(readonly reason: "not_authentic" | "truncated" | "unknown_format") {
    super(`media chunk could not be opened: ${reason}`);
    this.name = "MediaIntegrityError";
  }
}

/** How many chunks an item of `byteSize` plain bytes is stored as (an empty item is one empty chunk). */
export const chunkCount = (byteSize: number) => Math.max(1, Math.ceil(byteSize / MEDIA_CHUNK_BYTES));

/** The associated data: JSON, so no field can run into the next. */
const associatedData = (binding: MediaBinding, index: number, last: boolean) =>
  Buffer.from(JSON.stringify(["ripple.media", FORMAT, binding.userId, binding.mediaId, index, last]), "utf8");

/** The media key: HKDF-SHA256 of ENCRYPTION_KEY (64 hex characters) for this one purpose, apart from the entries' key use. */
export function mediaKeyFrom(encryptionKeyHex: string): Buffer {
  const master = Buffer.from(encryptionKeyHex, "hex");
  if (master.length !== 32) throw new Error("encryption key must be 32 bytes");
  return Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), "ripple.media.v1", 32));
}

export function createMediaCipher(key: Buffer) {
  if (key.length !== 32) throw new Error("media key must be 32 bytes");

  function sealChunk(binding: MediaBinding, index: number, last: boolean, plain: Uint8Array): Buffer {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv("aes-256-gcm", key, nonce);
    cipher.setAAD(associatedData(binding, index, last));
    const body = cipher.update(plain);
    const tail = cipher.final();
    return Buffer.concat([Buffer.of(FORMAT), nonce, body, tail, cipher.getAuthTag()]);
  }

  function openChunk(binding: MediaBinding, index: number, last: boolean, sealed: Uint8Array): Buffer {
    if (sealed.length < OVERHEAD) throw new MediaIntegrityError("truncated");
    if (sealed[0] !== FORMAT) throw new MediaIntegrityError("unknown_format");
    const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    const tagAt = bytes.length - TAG_BYTES;
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(1, 1 + NONCE_BYTES));
      decipher.setAAD(associatedData(binding, index, last));
      decipher.setAuthTag(bytes.subarray(tagAt));
      return Buffer.concat([decipher.update(bytes.subarray(1 + NONCE_BYTES, tagAt)), decipher.final()]);
    } catch {
      throw new MediaIntegrityError("not_authentic");
    }
  }

  /**
   * Cuts `source` into chunks of MEDIA_CHUNK_BYTES and seals each as it fills; one full chunk waits
   * until the next byte shows whether it is the last. Never holds more than two chunks.
   */
  async function* sealStream(binding: MediaBinding, source: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
    let index = 0;
    let waiting: Buffer | null = null;
    for await (const chunk of fixedChunks(source, MEDIA_CHUNK_BYTES)) {
      if (waiting) yield sealChunk(binding, index++, false, waiting);
      waiting = chunk;
    }
    yield sealChunk(binding, index, true, waiting ?? Buffer.alloc(0));
  }

  /**
   * Opens sealed chunks read from `firstIndex` on, of an item stored as `totalChunks` chunks: each
   * must be the very chunk of its place, the item's last one flagged as last, and the stream must
   * reach `endIndex` (exclusive; the whole item by default) or it was cut short.
   */
  async function* openStream(
    binding: MediaBinding,
    sealed: AsyncIterable<Uint8Array>,
    options: { totalChunks: number; firstIndex?: number; endIndex?: number },
  ): AsyncGenerator<Buffer> {
    const end = options.endIndex ?? options.totalChunks;
    let index = options.firstIndex ?? 0;
    for await (const chunk of sealed) {
      if (index >= end) throw new MediaIntegrityError("not_authentic");
      yield openChunk(binding, index, index === options.totalChunks - 1, chunk);
      index += 1;
    }
    if (index < end) throw new MediaIntegrityError("truncated");
  }

  return { sealChunk, openChunk, sealStream, openStream };
}

/** Splits a byte stream (an object's body) back into sealed chunks of SEALED_CHUNK_BYTES, the last one shorter. */
export function splitSealedChunks(source: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  return fixedChunks(source, SEALED_CHUNK_BYTES);
}

/** `source` cut into chunks of `size` bytes, each a buffer of its own, the last one shorter; none for no bytes. */
async function* fixedChunks(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let filling = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const piece of source) {
    let at = 0;
    while (at < piece.length) {
      const take = Math.min(piece.length - at, size - filled);
      filling.set(piece.subarray(at, at + take), filled);
      filled += take;
      at += take;
      if (filled === size) {
        yield filling;
        filling = Buffer.allocUnsafe(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield filling.subarray(0, filled);
}
