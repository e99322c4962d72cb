// Media chunks at rest (decision 050): each chunk opens only at its own place in its own item of its
// own person, and a stream that is reordered, loses a chunk or is cut short does not open.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  MEDIA_CHUNK_BYTES,
  MediaIntegrityError,
  SEALED_CHUNK_BYTES,
  chunkCount,
  createMediaCipher,
  mediaKeyFrom,
  splitSealedChunks,
} from "./media-cipher";

const cipher = createMediaCipher(mediaKeyFrom("ab".repeat(32)));
const ada = { userId: "ada", mediaId: "0b6c1b1e-5a43-4c39-9e0e-6a3e8f0a5b11" };

async function* from<T>(items: readonly T[]) {
  for (const item of items) yield item;
}

async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

async function sealedChunks(plain: Buffer, pieceBytes = 10_000): Promise<Buffer[]> {
  const pieces: Buffer[] = [];
  for (let at = 0; at < plain.length; at += pieceBytes) pieces.push(plain.subarray(at, at + pieceBytes));
  const chunks: Buffer[] = [];
  for await (const chunk of cipher.sealStream(ada, from(pieces))) chunks.push(chunk);
  return chunks;
}

const open = (chunks: readonly Uint8Array[], totalChunks: number, binding = ada) =>
  collect(cipher.openStream(binding, from(chunks), { totalChunks }));

describe("media chunks", () => {
  it("seal a stream in pieces of any size into chunks that open back to the same bytes", async () => {
    for (const size of [0, 1, MEDIA_CHUNK_BYTES - 1, MEDIA_CHUNK_BYTES, MEDIA_CHUNK_BYTES + 1, 3 * MEDIA_CHUNK_BYTES + 17]) {
      const plain = randomBytes(size);
      const chunks = await sealedChunks(plain, 7_777);
      expect(chunks.length, String(size)).toBe(chunkCount(size));
      for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBe(SEALED_CHUNK_BYTES);
      expect((await open(chunks, chunkCount(size))).equals(plain), String(size)).toBe(true);
    }
  });

  it("hold no clear byte: the same bytes seal differently each time", async () => {
    const plain = Buffer.alloc(1000, "RIPPLE-MARKER ");
    const [a] = await sealedChunks(plain);
    const [b] = await sealedChunks(plain);
    expect(a!.includes(Buffer.from("RIPPLE-MARKER"))).toBe(false);
    expect(a!.equals(b!)).toBe(false);
  });

  it("do not open swapped, dropped, cut off, moved or altered", async () => {
    const plain = randomBytes(3 * MEDIA_CHUNK_BYTES + 5);
    const chunks = await sealedChunks(plain);
    const total = chunks.length;
    const [c0, c1, c2, c3] = chunks as [Buffer, Buffer, Buffer, Buffer];
    const fails = async (attempt: Promise<unknown>, reason: string) => {
      const error = await attempt.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MediaIntegrityError);
      expect((error as MediaIntegrityError).reason).toBe(reason);
    };
    await fails(open([c1, c0, c2, c3], total), "not_authentic");
    await fails(open([c0, c2, c3], total), "not_authentic");
    // the last chunk gone, the size believed: the stream ends early
    await fails(open([c0, c1, c2], total), "truncated");
    // the last chunk gone and the size rewritten to match: the new last chunk is not flagged as last
    await fails(open([c0, c1, c2], total - 1), "not_authentic");
    await fails(open(chunks, total, { ...ada, userId: "bob" }), "not_authentic");
    await fails(open(chunks, total, { ...ada, mediaId: "c4f1e0a2-9d1b-4a57-8a43-0d2b6e1f7c22" }), "not_authentic");
    const altered = Buffer.from(c1);
    altered[100]! ^= 1;
    await fails(open([c0, altered, c2, c3], total), "not_authentic");
    await fails(open([c0, c1.subarray(0, 20)], total), "truncated");
    // an extra chunk after the last
    await fails(open([...chunks, c3], total), "not_authentic");
  });

  it("open a run of chunks from the middle (a byte range) at their own places", async () => {
    const plain = randomBytes(4 * MEDIA_CHUNK_BYTES);
    const chunks = await sealedChunks(plain);
    const middle = await collect(cipher.openStream(ada, from(chunks.slice(1, 3)), { totalChunks: 4, firstIndex: 1, endIndex: 3 }));
    expect(middle.equals(plain.subarray(MEDIA_CHUNK_BYTES, 3 * MEDIA_CHUNK_BYTES))).toBe(true);
    await expect(collect(cipher.openStream(ada, from(chunks.slice(2, 4)), { totalChunks: 4, firstIndex: 1, endIndex: 3 }))).rejects.toThrow(
      MediaIntegrityError,
    );
  });

  it("split back out of an object's bytes however they arrive", async () => {
    const plain = randomBytes(2 * MEDIA_CHUNK_BYTES + 3);
    const chunks = await sealedChunks(plain);
    const object = Buffer.concat(chunks);
    const pieces: Buffer[] = [];
    for (let at = 0; at < object.length; at += 65_536 + 3) pieces.push(object.subarray(at, at + 65_536 + 3));
    const split: Buffer[] = [];
    for await (const chunk of splitSealedChunks(from(pieces))) split.push(Buffer.from(chunk));
    expect(split.map((c) => c.length)).toEqual(chunks.map((c) => c.length));
    expect((await open(split, chunks.length)).equals(plain)).toBe(true);
  });

  it("take their key from ENCRYPTION_KEY for this purpose only", () => {
    expect(mediaKeyFrom("ab".repeat(32)).equals(Buffer.from("ab".repeat(32), "hex"))).toBe(false);
    expect(mediaKeyFrom("ab".repeat(32)).equals(mediaKeyFrom("ab".repeat(32)))).toBe(true);
    expect(() => mediaKeyFrom("ab".repeat(16))).toThrow(/32 bytes/);
  });
});
